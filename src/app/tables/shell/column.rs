//! The table's button column, bottom right: the menu and the take-back every table has,
//! and above them the buttons of the game at the table, which the game lists each frame
//! as a [`Column`] of what a press asks for, beside the keys and clicks on its cards.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::pointer::{ArrowFrom, point_at};
use super::{Pointed, Spots, TableApp, TableGame, TableSystems, TakeBack, TakeBackOffered, TakeBackRefused};
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::{TablePhase, playing};
use crate::app::{Overlay, Screen};
use crate::rules::Line;
use crate::text::{tr, tr_line};

/// One of a game's buttons.
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnButton<R> {
    pub label: String,
    /// What it does, for its tooltip.
    pub tip: String,
    /// A button that cannot be pressed now is shown greyed.
    pub enabled: bool,
    /// What pressing it asks for.
    pub press: R,
    /// A little room below it, setting it apart from the buttons under it.
    pub gap_below: bool,
}

impl<R> ColumnButton<R> {
    pub fn new(label: impl Into<String>, tip: impl Into<String>, press: R) -> Self {
        ColumnButton { label: label.into(), tip: tip.into(), enabled: true, press, gap_below: false }
    }

    pub fn enabled(self, enabled: bool) -> Self {
        ColumnButton { enabled, ..self }
    }

    pub fn gap_below(self) -> Self {
        ColumnButton { gap_below: true, ..self }
    }
}

/// `G`'s buttons now, from the bottom up.
#[derive(Resource)]
pub struct Column<G: TableGame>(pub Vec<ColumnButton<G::Request>>);

impl<G: TableGame> PartialEq for Column<G>
where
    G::Request: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<G: TableGame> Default for Column<G> {
    fn default() -> Self {
        Column(Vec::new())
    }
}

/// Adds the system that lists `G`'s buttons (in [`TableSystems::Display`], with what they
/// follow).
pub fn add_column<G: TableGame, M>(
    app: &mut App,
    list_buttons: impl IntoScheduleConfigs<bevy::ecs::system::ScheduleSystem, M>,
) {
    app.add_table_systems::<G, M>(TableSystems::Display, list_buttons);
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<Column<G>>().add_systems(
        EguiPrimaryContextPass,
        button_column::<G>.run_if(in_state(Screen::Table).and_then(playing(G::GAME))),
    );
}

#[allow(clippy::too_many_arguments)]
fn button_column<G: TableGame>(
    mut contexts: EguiContexts,
    phase: Res<State<TablePhase>>,
    overlay: Res<State<Overlay>>,
    column: Res<Column<G>>,
    mut requests: MessageWriter<G::Request>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    (take_back_offered, mut take_back): (Res<TakeBackOffered>, MessageWriter<TakeBack>),
    (refused, real): (Option<Res<TakeBackRefused>>, Res<Time<Real>>),
    device: Res<InputDevice>,
    pointed: Option<Res<Pointed<G::Request>>>,
    spots: Option<Res<Spots<G::Request>>>,
) {
    let device = *device;
    // What a spot on the table makes is pointed at there: one pointer, on the table.
    let pointed = pointed
        .and_then(|pointed| pointed.0.clone())
        .filter(|pointed| !spots.is_some_and(|spots| spots.0.iter().any(|spot| spot.press.as_ref() == Some(pointed))));
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let at_play = *overlay.get() == Overlay::None;
    let choosing = *phase.get() == TablePhase::Choosing && at_play;
    egui::Area::new(egui::Id::new("table-buttons")).anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-10.0, -10.0)).show(
        ctx,
        |ui| {
            ui.with_layout(egui::Layout::bottom_up(egui::Align::Max), |ui| {
                let menu = device.label("button-menu", Press::Menu);
                let tip = tr_line(&Line::new("button-menu-tip").name("rules-key", device.glyph(Press::Rules)));
                if ui.button(menu).on_hover_text(tip).clicked() {
                    next_overlay.set(Overlay::Paused);
                }
                let undo = device.label("button-take-back", Press::TakeBack);
                let (may, tip) = match *take_back_offered {
                    TakeBackOffered::Yes => (true, tr("button-take-back-tip")),
                    TakeBackOffered::Refused(why) => (false, tr_line(&why.said())),
                    TakeBackOffered::No => (false, String::new()),
                };
                if choosing && *take_back_offered != TakeBackOffered::No {
                    let button =
                        ui.add_enabled(may, egui::Button::new(undo)).on_hover_text(&tip).on_disabled_hover_text(&tip);
                    if button.clicked() {
                        take_back.write(TakeBack);
                    }
                    // Asked for by its key and refused: why, beside it, for a moment.
                    if let Some(refused) = refused.as_deref().filter(|refused| real.elapsed_secs() < refused.until) {
                        said_beside(ui.ctx(), button.rect, &tr_line(&refused.why.said()));
                    }
                }
                if !at_play {
                    return;
                }
                for (index, button) in column.0.iter().enumerate() {
                    if index == 0 || column.0[index - 1].gap_below {
                        ui.add_space(10.0);
                    }
                    let pressed = ui.add_enabled(button.enabled, egui::Button::new(&button.label));
                    if pointed.as_ref() == Some(&button.press) {
                        point_at(ui.ctx(), pressed.rect, ArrowFrom::Left);
                    }
                    let pressed = if button.tip.is_empty() { pressed } else { pressed.on_hover_text(&button.tip) };
                    if pressed.clicked() {
                        requests.write(button.press.clone());
                    }
                }
            });
        },
    );
}

/// Words beside a button, to its left: a pop-up that takes no input.
fn said_beside(ctx: &egui::Context, button: egui::Rect, words: &str) {
    egui::Area::new(egui::Id::new("said-beside-a-button"))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .pivot(egui::Align2::RIGHT_CENTER)
        .fixed_pos(button.left_center() - egui::vec2(10.0, 0.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(360.0);
                ui.label(words);
            });
        });
}
