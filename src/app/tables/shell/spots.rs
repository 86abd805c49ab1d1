//! The things on a table that explain themselves and can be pressed without a mouse: a
//! game lists its cards, seats and dice as [`Spots`] each frame, from what its sprites
//! show. Each becomes an invisible egui widget over its sprite, so the one keyboard and
//! gamepad focus of every screen moves between them and the buttons alike (`Enter` or
//! `A` presses the one focused), and each tells what it is in a tooltip: when the mouse
//! rests on it, or at once when it has the focus. A mouse click stays with the table's
//! own input, which also drags; a spot answers only a press of a key or a button. At a
//! table whose prompt makes `Enter` lock the pick in ([`EnterAtTheTable::LocksIn`]), the
//! keyboard's `Enter` and `Space` do that whatever has the focus, and a gamepad's `A`
//! presses the spot.

use std::marker::PhantomData;

use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::pointer::{ArrowFrom, point_at};
use super::{AtTable, Pointed, TableSystems};
use crate::app::navigation::{ENTER_KEYS, KeyFocus};
use crate::app::session::{TablePhase, playing};
use crate::app::{Overlay, Screen};

/// One thing on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot<R> {
    /// Tells it from the others from one frame to the next, so the focus stays on it.
    pub key: u32,
    /// Where its sprite lies, in world units.
    pub area: Rect,
    /// What it is, and what pressing it does, in words from what the table shows.
    pub tip: String,
    /// The request a press makes; `None` for something only to read.
    pub press: Option<R>,
    /// The request made when the focus comes to it (a rival aimed at as the focus walks
    /// the plates); `None` for most.
    pub on_focus: Option<R>,
}

/// What the keyboard's `Enter` and `Space` do while the focus is on one of a table's
/// spots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnterAtTheTable {
    /// They press the spot: a table where pressing a thing is the whole decision.
    PressesTheSpot,
    /// They reach the table's own keys, which lock the pick in: a table where a pick is
    /// put together and then locked in.
    LocksIn,
}

impl EnterAtTheTable {
    /// Whether a press that egui tells of presses the spot: not when it came of the
    /// keyboard's `Enter` or `Space` at a table where they lock in (a gamepad's `A` is
    /// egui's `Enter` alone).
    fn presses_the_spot(self, keyboard_entered: bool) -> bool {
        self == EnterAtTheTable::PressesTheSpot || !keyboard_entered
    }
}

/// How `Enter` is taken at the table whose requests are `R`.
#[derive(Resource)]
struct EnterAt<R>(EnterAtTheTable, PhantomData<R>);

/// The spots of the table of a game whose requests are `R`, as its sprites last showed.
#[derive(Resource, Debug, PartialEq)]
pub struct Spots<R>(pub Vec<Spot<R>>);

impl<R> Default for Spots<R> {
    fn default() -> Self {
        Spots(Vec::new())
    }
}

/// The spot the focus is to move to in the next pass, asked by a table's input (the
/// first rival to aim at, once a gun is held up from the keys).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpotToFocus(pub Option<u32>);

/// Adds the spots of `game`'s table, whose requests are `R`, and the game's system that
/// lists them (in [`TableSystems::Display`], with the sprites they follow); `enter` says
/// what the keyboard's `Enter` does on them.
pub fn add_spots<R: Message + Clone + PartialEq, M>(
    app: &mut App,
    table: AtTable,
    enter: EnterAtTheTable,
    list_spots: impl IntoScheduleConfigs<ScheduleSystem, M>,
) {
    let shown_to_the_player = in_state(Screen::Table)
        .and_then(in_state(Overlay::None))
        .and_then(playing(table.0))
        // Behind the hot-seat cover the table is hidden, and so is what its spots say.
        .and_then(not(in_state(TablePhase::Handoff)));
    app.init_resource::<Spots<R>>()
        .init_resource::<SpotToFocus>()
        .insert_resource(EnterAt::<R>(enter, PhantomData))
        .add_systems(Update, list_spots.in_set(TableSystems::Display).in_set(table))
        .add_systems(EguiPrimaryContextPass, spot_widgets::<R>.run_if(shown_to_the_player));
}

/// Where a world rectangle lies in egui's points: through the camera to the window's
/// logical pixels, then by egui's zoom.
fn on_screen(area: Rect, camera: &Camera, place: &GlobalTransform, zoom: f32) -> Option<egui::Rect> {
    let corner = |point: Vec2| camera.world_to_viewport(place, point.extend(0.0)).ok().map(|pixel| pixel / zoom);
    // The world's y goes up, the window's down: the top left is the world's min x, max y.
    let top_left = corner(Vec2::new(area.min.x, area.max.y))?;
    let bottom_right = corner(Vec2::new(area.max.x, area.min.y))?;
    // Whole points: egui lays out and hit-tests on its grid.
    Some(egui::Rect::from_min_max(
        egui::pos2(top_left.x, top_left.y).round(),
        egui::pos2(bottom_right.x, bottom_right.y).round(),
    ))
}

/// The tip of the spot with the focus, above it (below one near the top): an area that
/// takes no input, so the focus cannot move onto it as onto a tooltip.
fn tip_beside(ctx: &egui::Context, spot: egui::Rect, tip: &str) {
    let (pivot, at) = if spot.top() > 160.0 {
        (egui::Align2::CENTER_BOTTOM, spot.center_top() - egui::vec2(0.0, 10.0))
    } else {
        (egui::Align2::CENTER_TOP, spot.center_bottom() + egui::vec2(0.0, 10.0))
    };
    egui::Area::new(egui::Id::new("focused-spot-tip"))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .pivot(pivot)
        .fixed_pos(at)
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(420.0);
                ui.label(tip);
            });
        });
}

fn spot_id(key: u32) -> egui::Id {
    egui::Id::new(("table-spot", key))
}

#[allow(clippy::too_many_arguments)]
fn spot_widgets<R: Message + Clone + PartialEq>(
    mut contexts: EguiContexts,
    mut focus: ResMut<KeyFocus>,
    mut focus_the_first: Local<bool>,
    spots: Res<Spots<R>>,
    mut to_focus: ResMut<SpotToFocus>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    (mut requests, pointed): (MessageWriter<R>, Option<Res<Pointed<R>>>),
    (enter, keys): (Res<EnterAt<R>>, Option<Res<ButtonInput<KeyCode>>>),
    phase: Res<State<TablePhase>>,
) {
    let (Ok(ctx), Ok((camera, place))) = (contexts.ctx_mut(), cameras.single()) else { return };
    let pointed = pointed.and_then(|pointed| pointed.0.clone());
    let zoom = ctx.zoom_factor();
    if let Some(key) = to_focus.0.take()
        && spots.0.iter().any(|spot| spot.key == key)
    {
        ctx.memory_mut(|memory| memory.request_focus(spot_id(key)));
        focus.on = true;
    }
    // A first move of the focus at a table lands on its first card, not on the log: in
    // the next pass, so the arrow that asked for it does not move it on at once.
    if std::mem::take(&mut *focus_the_first) {
        let first = spots.0.iter().find(|spot| spot.press.is_some()).or(spots.0.first());
        if let Some(first) = first {
            ctx.memory_mut(|memory| memory.request_focus(spot_id(first.key)));
            focus.on = true;
        }
    }
    *focus_the_first = std::mem::take(&mut focus.starting);
    // The keyboard's Enter, where left to the table's own keys (see `navigation`).
    let keyboard_entered = keys.is_some_and(|keys| keys.any_just_pressed(ENTER_KEYS));
    let mut focus_on_a_spot = false;
    egui::Area::new(egui::Id::new("table-spots")).order(egui::Order::Background).fixed_pos(egui::Pos2::ZERO).show(
        ctx,
        |ui| {
            for spot in &spots.0 {
                let Some(rect) = on_screen(spot.area, camera, place, zoom) else { continue };
                ui.expand_to_include_rect(rect);
                let sense =
                    if spot.press.is_some() { egui::Sense::click() } else { egui::Sense::focusable_noninteractive() };
                let id = spot_id(spot.key);
                let response = ui.interact(rect, id, sense);
                if pointed.is_some() && spot.press == pointed {
                    point_at(ui.ctx(), rect, ArrowFrom::Above);
                }
                if ui.memory(|memory| memory.has_focus(id)) {
                    focus_on_a_spot = true;
                    // While a step is shown the table speaks for itself: no tip over it.
                    if *phase.get() != TablePhase::Resolving {
                        tip_beside(ui.ctx(), rect, &spot.tip);
                    }
                } else {
                    response.clone().on_hover_text(&spot.tip);
                }
                if response.gained_focus()
                    && let Some(request) = &spot.on_focus
                {
                    requests.write(request.clone());
                }
                // The mouse's clicks are the table's own; this is a key's or a button's.
                if response.clicked()
                    && !response.clicked_by(egui::PointerButton::Primary)
                    && enter.0.presses_the_spot(keyboard_entered)
                    && let Some(press) = &spot.press
                {
                    requests.write(press.clone());
                }
            }
        },
    );
    focus.enter_to_the_table = enter.0 == EnterAtTheTable::LocksIn && focus_on_a_spot;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keyboard_s_enter_presses_a_spot_only_where_it_does_not_lock_in() {
        assert!(EnterAtTheTable::PressesTheSpot.presses_the_spot(true));
        assert!(!EnterAtTheTable::LocksIn.presses_the_spot(true), "Enter locks in whatever has the focus");
        assert!(EnterAtTheTable::LocksIn.presses_the_spot(false), "a gamepad's A presses the spot");
    }
}
