//! The presenter's controls over a showcase: pause, one event at a time, slower or
//! faster (×0.25 to ×4), the next game, this game again, and a seat for a passer-by. Each
//! is a button on the presenter's bar and a key.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Showcase, table_for};
use crate::app::session::TableSetup;
use crate::app::tables::shell::TableMode;
use crate::app::tables::shell::{BeatShown, PlaySpeed, TableSystems, TakeSeat};
use crate::app::{LoadedRules, Screen};
use crate::rules::Line;
use crate::text::{tr, tr_line};

/// Seconds the presenter's bar stays up after the mouse or a presenter key was last used.
const BAR_SECONDS: f32 = 4.0;

/// Seconds since the presenter last moved the mouse or pressed a presenter key.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
struct SinceUsed(f32);

/// The speeds the presenter steps through.
const SPEEDS: [f32; 7] = [0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 4.0];

/// The presenter's keys and their effect, within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Controls;

/// What the presenter asks of the showcase.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresenterControl {
    PlayOrPause,
    /// On to the next event, while paused.
    Step,
    Slower,
    Faster,
    NextGame,
    /// This game again, newly shuffled.
    Restart,
    /// A passer-by plays the next computer seat from its next decision on.
    TakeSeat,
}

impl PresenterControl {
    /// Each control's key, as the bar names it.
    const KEYS: [(KeyCode, PresenterControl, &'static str); 7] = [
        (KeyCode::F5, PresenterControl::PlayOrPause, "F5"),
        (KeyCode::F6, PresenterControl::Step, "F6"),
        (KeyCode::F7, PresenterControl::Slower, "F7"),
        (KeyCode::F8, PresenterControl::Faster, "F8"),
        (KeyCode::KeyN, PresenterControl::NextGame, "N"),
        (KeyCode::Home, PresenterControl::Restart, "Home"),
        (KeyCode::KeyT, PresenterControl::TakeSeat, "T"),
    ];

    fn key_name(self) -> &'static str {
        Self::KEYS.iter().find(|(_, control, _)| *control == self).map_or("", |(_, _, name)| name)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PresenterControl>()
        .init_resource::<SinceUsed>()
        .add_systems(
            Update,
            (presenter_keys, apply_controls, end_step, note_use)
                .chain()
                .in_set(Controls)
                .after(TableSystems::Flow)
                .run_if(in_state(TableMode::Showcase)),
        )
        .add_systems(EguiPrimaryContextPass, presenter_bar.run_if(in_state(TableMode::Showcase)));
}

fn presenter_keys(keys: Option<Res<ButtonInput<KeyCode>>>, mut controls: MessageWriter<PresenterControl>) {
    let Some(keys) = keys else { return };
    for (key, control, _) in PresenterControl::KEYS {
        if keys.just_pressed(key) {
            controls.write(control);
        }
    }
}

/// The bar shows while the presenter is at it, and gets out of the audience's way after.
fn note_use(
    real: Res<Time<Real>>,
    mut moved: MessageReader<bevy::window::CursorMoved>,
    mut controls: MessageReader<PresenterControl>,
    mut since: ResMut<SinceUsed>,
) {
    let used = moved.read().count() > 0 || controls.read().count() > 0;
    since.0 = if used { 0.0 } else { since.0 + real.delta_secs() };
}

/// The speed next to `speed` among the presenter's, `up` or down.
pub fn next_speed(speed: f32, up: bool) -> f32 {
    let at = SPEEDS.iter().position(|&known| known >= speed - 1e-3).unwrap_or(SPEEDS.len() - 1);
    let at = if up { (at + 1).min(SPEEDS.len() - 1) } else { at.saturating_sub(1) };
    SPEEDS[at]
}

#[allow(clippy::too_many_arguments)]
fn apply_controls(
    mut controls: MessageReader<PresenterControl>,
    mut showcase: ResMut<Showcase>,
    mut speed: ResMut<PlaySpeed>,
    mut setup: ResMut<TableSetup>,
    rules: Res<LoadedRules>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut take_seat: MessageWriter<TakeSeat>,
) {
    for control in controls.read() {
        match control {
            PresenterControl::PlayOrPause => showcase.paused = !showcase.paused,
            PresenterControl::Step => showcase.stepping = showcase.paused,
            PresenterControl::Slower => speed.0 = next_speed(speed.0, false),
            PresenterControl::Faster => speed.0 = next_speed(speed.0, true),
            PresenterControl::NextGame => {
                *setup = table_for(showcase.after(setup.game), &rules);
                next.set(Screen::Table);
            }
            PresenterControl::Restart => {
                *setup = table_for(setup.game, &rules);
                next.set(Screen::Table);
            }
            PresenterControl::TakeSeat if *screen.get() == Screen::Table => {
                let free = (0..setup.seats.len()).find(|seat| !showcase.seated.contains(seat));
                if let Some(seat) = free {
                    showcase.seated.push(seat);
                    take_seat.write(TakeSeat(seat));
                }
            }
            PresenterControl::TakeSeat => {}
        }
    }
}

/// A step ends on the beat it ran to.
fn end_step(mut beats: MessageReader<BeatShown>, mut showcase: ResMut<Showcase>) {
    if beats.read().count() > 0 && showcase.stepping {
        showcase.stepping = false;
    }
}

fn presenter_bar(
    mut contexts: EguiContexts,
    since: Res<SinceUsed>,
    showcase: Res<Showcase>,
    speed: Res<PlaySpeed>,
    setup: Res<TableSetup>,
    mut controls: MessageWriter<PresenterControl>,
) {
    if since.0 > BAR_SECONDS && !showcase.paused {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Window::new("")
        .id(egui::Id::new("presenter"))
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .show(ctx, |ui| {
            let order = match showcase.games.len() {
                1 => Line::new("presenter-on-repeat"),
                games => {
                    let at = showcase.games.iter().position(|&played| played == setup.game).map_or(1, |at| at + 1);
                    Line::new("presenter-game-of").number("at", at).number("games", games)
                }
            };
            let heading = Line::new("presenter-heading").line("game", setup.game.spoken()).line("order", order);
            ui.label(egui::RichText::new(tr_line(&heading)).strong());
            let button = |ui: &mut egui::Ui, label: &str, control: PresenterControl, enabled: bool| {
                let text =
                    tr_line(&Line::new("presenter-button").name("label", tr(label)).name("key", control.key_name()));
                ui.add_enabled(enabled, egui::Button::new(egui::RichText::new(text).size(15.0))).clicked()
            };
            let mut asked = None;
            ui.horizontal(|ui| {
                let play = if showcase.paused { "presenter-play" } else { "presenter-pause" };
                if button(ui, play, PresenterControl::PlayOrPause, true) {
                    asked = Some(PresenterControl::PlayOrPause);
                }
                if button(ui, "presenter-step", PresenterControl::Step, showcase.paused) {
                    asked = Some(PresenterControl::Step);
                }
                if button(ui, "presenter-slower", PresenterControl::Slower, speed.0 > SPEEDS[0]) {
                    asked = Some(PresenterControl::Slower);
                }
                ui.label(format!("×{}", speed.0));
                if button(ui, "presenter-faster", PresenterControl::Faster, speed.0 < SPEEDS[SPEEDS.len() - 1]) {
                    asked = Some(PresenterControl::Faster);
                }
            });
            ui.horizontal(|ui| {
                if button(ui, "presenter-next-game", PresenterControl::NextGame, true) {
                    asked = Some(PresenterControl::NextGame);
                }
                if button(ui, "presenter-restart", PresenterControl::Restart, true) {
                    asked = Some(PresenterControl::Restart);
                }
                let free = showcase.seated.len() < setup.seats.len();
                if button(ui, "presenter-take-seat", PresenterControl::TakeSeat, free) {
                    asked = Some(PresenterControl::TakeSeat);
                }
            });
            if !showcase.seated.is_empty() {
                ui.label(tr_line(&Line::new("presenter-seats-taken").number("seats", showcase.seated.len())));
            }
            controls.write_batch(asked);
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_presenter_s_speeds_run_from_a_quarter_to_four_times() {
        assert_eq!(next_speed(1.0, true), 1.5);
        assert_eq!(next_speed(1.0, false), 0.75);
        assert_eq!(next_speed(4.0, true), 4.0, "no faster than ×4");
        assert_eq!(next_speed(0.25, false), 0.25, "no slower than ×0.25");
        assert_eq!(next_speed(3.0, true), 4.0, "a speed between two steps goes to the next");
    }
}
