//! The presenter's controls over what the room watches, a showcase or a hosted table
//! watched from this window: pause, one event at a time, slower or faster (×0.25 to ×4);
//! at a showcase also the next game, this game again, and a seat for a passer-by. Each is
//! a button on the presenter's bar and a key. A watched table's host plays on whatever the
//! presenter does: its events wait here to be shown.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::{Showcase, table_for};
use crate::app::session::TableSetup;
use crate::app::tables::shell::{BeatShown, PlaySpeed, TableMode, TableSystems, TakeSeat, Watching};
use crate::app::{BandBelowTable, LoadedRules, PanelsBeside, Screen};
use crate::games::GameId;
use crate::rules::Line;

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
pub(super) struct SinceUsed(f32);

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
        .add_systems(OnExit(TableMode::Joined), stop_presenting);
}

/// The room has stopped watching: the clock runs at its own pace again, and the table has
/// the whole window, with no band below it nor column beside it. (The mode's end lets play
/// go.)
pub(super) fn stop_presenting(
    mut commands: Commands,
    mut speed: ResMut<PlaySpeed>,
    (mut band, mut panels): (ResMut<BandBelowTable>, ResMut<PanelsBeside>),
    mut time: ResMut<Time<Virtual>>,
) {
    commands.remove_resource::<Presenter>();
    *speed = PlaySpeed::default();
    band.set_if_neq(BandBelowTable::default());
    panels.set_if_neq(PanelsBeside::default());
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

/// What the presenter's bar shows now, if it is up.
#[derive(SystemParam)]
pub(super) struct BarNow<'w> {
    since: Res<'w, SinceUsed>,
    presenter: Res<'w, Presenter>,
    showcase: Option<Res<'w, Showcase>>,
    watching: Option<Res<'w, Watching>>,
    speed: Res<'w, PlaySpeed>,
    setup: Res<'w, TableSetup>,
}

impl BarNow<'_> {
    /// The bar, while the presenter uses it or play is paused; `None` once it has faded.
    pub(super) fn bar(&self) -> Option<Bar> {
        if self.since.0 > BAR_SECONDS && !self.presenter.paused {
            return None;
        }
        let game = self.setup.game;
        let heading = match (&self.showcase, &self.watching) {
            (Some(showcase), _) => showcase_heading(showcase, game),
            (None, Some(watching)) => {
                Line::new("presenter-watching").line("game", game.spoken()).name("address", watching.address.clone())
            }
            (None, None) => game.spoken(),
        };
        let seats = self.showcase.as_ref().map(|showcase| SeatsForPassersBy {
            taken: showcase.seated.len(),
            free: showcase.seated.len() < self.setup.seats.len(),
        });
        Some(Bar { heading, paused: self.presenter.paused, speed: self.speed.0, seats })
    }
}

/// The presenter's bar: what the room watches, and the controls.
pub(super) struct Bar {
    pub heading: Line,
    pub paused: bool,
    pub speed: f32,
    /// At a showcase, the seats passers-by may take.
    pub seats: Option<SeatsForPassersBy>,
}

/// How many of a showcase's seats passers-by hold, and whether one is left.
pub(super) struct SeatsForPassersBy {
    pub taken: usize,
    pub free: bool,
}

impl Bar {
    /// Shows the bar in `ui`, its words said by `say`; the control pressed, if any. The
    /// buttons wrap to the room the bar has.
    pub(super) fn show(&self, ui: &mut egui::Ui, say: &dyn Fn(&Line) -> String) -> Option<PresenterControl> {
        ui.label(egui::RichText::new(say(&self.heading)).strong());
        let mut asked = None;
        let mut button = |ui: &mut egui::Ui, label: &'static str, control: PresenterControl, enabled: bool| {
            let text =
                say(&Line::new("presenter-button").line("label", Line::new(label)).name("key", control.key_name()));
            if ui.add_enabled(enabled, egui::Button::new(egui::RichText::new(text).size(15.0))).clicked() {
                asked = Some(control);
            }
        };
        ui.horizontal_wrapped(|ui| {
            let play = if self.paused { "presenter-play" } else { "presenter-pause" };
            button(ui, play, PresenterControl::PlayOrPause, true);
            button(ui, "presenter-step", PresenterControl::Step, self.paused);
            button(ui, "presenter-slower", PresenterControl::Slower, self.speed > SPEEDS[0]);
            ui.label(format!("×{}", self.speed));
            button(ui, "presenter-faster", PresenterControl::Faster, self.speed < SPEEDS[SPEEDS.len() - 1]);
        });
        if let Some(seats) = &self.seats {
            ui.horizontal_wrapped(|ui| {
                button(ui, "presenter-next-game", PresenterControl::NextGame, true);
                button(ui, "presenter-restart", PresenterControl::Restart, true);
                button(ui, "presenter-take-seat", PresenterControl::TakeSeat, seats.free);
            });
            if seats.taken > 0 {
                ui.label(say(&Line::new("presenter-seats-taken").number("seats", seats.taken)));
            }
        }
        asked
    }
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
