//! The presenter's controls over what the room watches, a showcase or a hosted table
//! watched from this window: pause, one event at a time, slower or faster (×0.25 to ×4);
//! at a showcase also the next game, this game again, and a seat for a passer-by. Each is
//! a button on the presenter's bar and a key. A watched table's host plays on whatever the
//! presenter does: its events wait here to be shown.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Showcase, table_for};
use crate::app::session::TableSetup;
use crate::app::tables::shell::{BeatShown, PlaySpeed, TableMode, TableSystems, TakeSeat, Watching};
use crate::app::{BandBelowTable, LoadedRules, Screen};
use crate::games::GameId;
use crate::rules::Line;
use crate::text::{tr, tr_line};

/// Seconds the presenter's bar stays up after the mouse or a presenter key was last used.
const BAR_SECONDS: f32 = 4.0;

/// Present while a room watches (a showcase, or a table watched from this window): how the
/// presenter holds play.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Presenter {
    /// The presenter has stopped play.
    pub paused: bool,
    /// Play runs, while paused, until the next beat is shown.
    pub stepping: bool,
}

impl Presenter {
    /// Whether the presenter holds play: paused, and not stepping.
    pub fn holds_play(&self) -> bool {
        self.paused && !self.stepping
    }
}

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

/// The controls a watched table takes: those of the show alone; its host deals the games.
const FOR_A_WATCHED_TABLE: [PresenterControl; 4] =
    [PresenterControl::PlayOrPause, PresenterControl::Step, PresenterControl::Slower, PresenterControl::Faster];

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
            (
                presenter_keys,
                (apply_show_controls, apply_table_controls.run_if(resource_exists::<Showcase>)),
                end_step,
                note_use,
            )
                .chain()
                .in_set(Controls)
                .after(TableSystems::Flow)
                .run_if(resource_exists::<Presenter>),
        )
        .add_systems(
            OnEnter(TableMode::Joined),
            (|mut commands: Commands| commands.init_resource::<Presenter>()).run_if(resource_exists::<Watching>),
        )
        .add_systems(OnExit(TableMode::Joined), stop_presenting)
        .add_systems(EguiPrimaryContextPass, presenter_bar.run_if(resource_exists::<Presenter>));
}

/// The room has stopped watching: the clock runs at its own pace again, and the table has
/// the window's whole height. (The mode's end lets play go.)
pub(super) fn stop_presenting(
    mut commands: Commands,
    mut speed: ResMut<PlaySpeed>,
    mut band: ResMut<BandBelowTable>,
    mut time: ResMut<Time<Virtual>>,
) {
    commands.remove_resource::<Presenter>();
    *speed = PlaySpeed::default();
    band.set_if_neq(BandBelowTable::default());
    time.unpause();
}

fn presenter_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    showcase: Option<Res<Showcase>>,
    mut controls: MessageWriter<PresenterControl>,
) {
    let Some(keys) = keys else { return };
    for (key, control, _) in PresenterControl::KEYS {
        if keys.just_pressed(key) && (showcase.is_some() || FOR_A_WATCHED_TABLE.contains(&control)) {
            controls.write(control);
        }
    }
}

/// The bar shows while the presenter is at it, and gets out of the audience's way after.
fn note_use(
    real: Res<Time<Real>>,
    mut moved: MessageReader<bevy::window::CursorMoved>,
    mut controls: MessageReader<PresenterControl>,
    presenter: Res<Presenter>,
    mut since: ResMut<SinceUsed>,
) {
    // It shows at first too, so that the presenter knows it is there.
    let used = moved.read().count() > 0 || controls.read().count() > 0 || presenter.is_added();
    since.0 = if used { 0.0 } else { since.0 + real.delta_secs() };
}

/// The speed next to `speed` among the presenter's, `up` or down.
pub fn next_speed(speed: f32, up: bool) -> f32 {
    let at = SPEEDS.iter().position(|&known| known >= speed - 1e-3).unwrap_or(SPEEDS.len() - 1);
    let at = if up { (at + 1).min(SPEEDS.len() - 1) } else { at.saturating_sub(1) };
    SPEEDS[at]
}

/// Pause, step and speed, wherever a room watches.
fn apply_show_controls(
    mut controls: MessageReader<PresenterControl>,
    mut presenter: ResMut<Presenter>,
    mut speed: ResMut<PlaySpeed>,
) {
    for control in controls.read() {
        match control {
            PresenterControl::PlayOrPause => presenter.paused = !presenter.paused,
            PresenterControl::Step => presenter.stepping = presenter.paused,
            PresenterControl::Slower => speed.0 = next_speed(speed.0, false),
            PresenterControl::Faster => speed.0 = next_speed(speed.0, true),
            PresenterControl::NextGame | PresenterControl::Restart | PresenterControl::TakeSeat => {}
        }
    }
}

/// The showcase's own: the next game, this one again, a seat for a passer-by.
fn apply_table_controls(
    mut controls: MessageReader<PresenterControl>,
    mut showcase: ResMut<Showcase>,
    mut setup: ResMut<TableSetup>,
    rules: Res<LoadedRules>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    mut take_seat: MessageWriter<TakeSeat>,
) {
    for control in controls.read() {
        match control {
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
            _ => {}
        }
    }
}

/// A step ends on the beat it ran to.
fn end_step(mut beats: MessageReader<BeatShown>, mut presenter: ResMut<Presenter>) {
    if beats.read().count() > 0 && presenter.stepping {
        presenter.stepping = false;
    }
}

#[allow(clippy::too_many_arguments)]
fn presenter_bar(
    mut contexts: EguiContexts,
    since: Res<SinceUsed>,
    presenter: Res<Presenter>,
    showcase: Option<Res<Showcase>>,
    watching: Option<Res<Watching>>,
    speed: Res<PlaySpeed>,
    setup: Res<TableSetup>,
    mut controls: MessageWriter<PresenterControl>,
) {
    if since.0 > BAR_SECONDS && !presenter.paused {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Window::new("")
        .id(egui::Id::new("presenter"))
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .show(ctx, |ui| {
            let heading = match (&showcase, &watching) {
                (Some(showcase), _) => showcase_heading(showcase, setup.game),
                (None, Some(watching)) => Line::new("presenter-watching")
                    .line("game", setup.game.spoken())
                    .name("address", watching.address.clone()),
                (None, None) => setup.game.spoken(),
            };
            ui.label(egui::RichText::new(tr_line(&heading)).strong());
            let button = |ui: &mut egui::Ui, label: &str, control: PresenterControl, enabled: bool| {
                let text =
                    tr_line(&Line::new("presenter-button").name("label", tr(label)).name("key", control.key_name()));
                ui.add_enabled(enabled, egui::Button::new(egui::RichText::new(text).size(15.0))).clicked()
            };
            let mut asked = None;
            ui.horizontal(|ui| {
                let play = if presenter.paused { "presenter-play" } else { "presenter-pause" };
                if button(ui, play, PresenterControl::PlayOrPause, true) {
                    asked = Some(PresenterControl::PlayOrPause);
                }
                if button(ui, "presenter-step", PresenterControl::Step, presenter.paused) {
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
            if let Some(showcase) = &showcase {
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
            }
            controls.write_batch(asked);
        });
}

/// The showcase's game, and where it stands in the rotation.
fn showcase_heading(showcase: &Showcase, game: GameId) -> Line {
    let order = match showcase.games.len() {
        1 => Line::new("presenter-on-repeat"),
        games => {
            let at = showcase.games.iter().position(|&played| played == game).map_or(1, |at| at + 1);
            Line::new("presenter-game-of").number("at", at).number("games", games)
        }
    };
    Line::new("presenter-heading").line("game", game.spoken()).line("order", order)
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
