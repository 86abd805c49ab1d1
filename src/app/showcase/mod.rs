//! Showcase mode for meetups (`saloon showcase`, the title screen's button, or the title
//! screen left idle): computers play every seat of a match short enough to watch (each
//! rules file's `showcase` profile), and the games follow one another: all four, a chosen
//! list, or one on repeat. A rules card opens each game, large captions tell every event,
//! and the room sees every hand. A presenter can pause, step, change the speed, skip or
//! restart a game, and seat a passer-by.
//!
//! A table hosted elsewhere and watched from this window gets the same captions and the
//! presenter's pause, step and speed: a second screen for a projector.

mod card;
mod column;
mod hidden;
mod idle;
#[cfg(test)]
mod length;
mod narration;
mod presenter;

use bevy::prelude::*;

use super::session::TableSetup;
use super::tables::Tables;
use super::tables::shell::{Audience, Pause, PlaySpeed, TableMode, TableSystems, TeachCard, draw_teach_pictures};
use super::{BandBelowTable, LoadedRules, Screen};
use crate::games::GameId;
use crate::games::SeatKind;
use crate::rules::{Line, Seat};

pub use presenter::{Presenter, PresenterControl};

/// Seconds the results stay up before the next game, at normal speed.
const RESULTS_SECONDS: f32 = 8.0;
/// Seconds the rules card opens each game for.
const CARD_SECONDS: f32 = 7.0;
/// The most one frame counts off the card: a slow first frame does not eat it.
const LONGEST_FRAME: f32 = 0.1;
/// World units below the table kept for the captions.
pub const CAPTION_BAND: f32 = 100.0;

/// Present while the showcase runs.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Showcase {
    /// The games it plays in turn; one game plays on repeat. Never empty.
    pub games: Vec<GameId>,
    /// Seconds the rules card stays up; the table waits behind it.
    pub card_left: f32,
    /// The seats passers-by have taken at this table.
    pub seated: Vec<Seat>,
    /// How this table's match differs from the full rules, for its rules card.
    pub profile_words: Line,
    /// The game in a minute, on its rules card.
    pub teach_card: Option<TeachCard>,
    results_for: f32,
}

impl Showcase {
    /// A showcase of `games`, or of every table there is when none are named.
    pub fn new(games: Vec<GameId>, tables: &Tables) -> Self {
        let games = if games.is_empty() { tables.games().collect() } else { games };
        Showcase {
            games,
            card_left: 0.0,
            seated: Vec::new(),
            profile_words: Line::new("showcase-full-match"),
            teach_card: None,
            results_for: 0.0,
        }
    }

    /// The table the showcase opens on: its first game's.
    pub fn first_table(&self, rules: &LoadedRules) -> TableSetup {
        table_for(self.games[0], rules)
    }

    /// The game after `game` in the rotation.
    pub fn after(&self, game: GameId) -> GameId {
        let next = self.games.iter().position(|&played| played == game).map_or(0, |index| index + 1);
        self.games[next % self.games.len()]
    }
}

/// The showcase's systems; they run at its tables and results.
pub fn plugin(app: &mut App) {
    app.init_resource::<BandBelowTable>()
        .add_plugins((card::plugin, column::plugin, idle::plugin, narration::plugin, presenter::plugin))
        .add_systems(OnEnter(Screen::Table), open_the_table.run_if(in_state(TableMode::Showcase)))
        .add_systems(
            OnEnter(Screen::Results),
            (|mut showcase: ResMut<Showcase>| showcase.results_for = 0.0).run_if(in_state(TableMode::Showcase)),
        )
        .add_systems(OnExit(TableMode::Showcase), (stop, presenter::stop_presenting))
        .add_systems(
            Update,
            (count_down_the_card, next_table.run_if(in_state(Screen::Results))).run_if(in_state(TableMode::Showcase)),
        )
        .add_systems(
            Update,
            (
                (keep_the_band, column::keep_the_column),
                // After the table's flow, so that a step stops on the very beat it ran to.
                hold_play.after(TableSystems::Flow).after(presenter::Controls).after(count_down_the_card),
            )
                .run_if(resource_exists::<Presenter>),
        );
}

/// Starts the showcase on the first of `games` (every game when empty): its table is set
/// up, and the table's mode is the showcase's from the next state transition.
pub fn start(world: &mut World, games: Vec<GameId>) {
    let showcase = Showcase::new(games, world.resource::<Tables>());
    let setup = showcase.first_table(world.resource::<LoadedRules>());
    world.insert_resource(setup);
    world.insert_resource(showcase);
    world.insert_resource(Presenter::default());
    world.resource_mut::<NextState<TableMode>>().set(TableMode::Showcase);
}

/// A showcase's table of `game`: the rules file's showcase profile, a computer in every
/// seat.
pub fn table_for(game: GameId, rules: &LoadedRules) -> TableSetup {
    let (seats, _) = rules.showcase_table(game);
    TableSetup { seats: vec![SeatKind::Computer; seats], ..TableSetup::new(game, rules) }
}

/// The captions have a band of their own below the table, clear of every seat.
fn keep_the_band(mut band: ResMut<BandBelowTable>) {
    band.set_if_neq(BandBelowTable(CAPTION_BAND));
}

/// Every new table opens behind its rules card, with nobody seated yet, and the room told
/// what the seats cannot see.
fn open_the_table(
    mut commands: Commands,
    mut showcase: ResMut<Showcase>,
    mut presenter: ResMut<Presenter>,
    setup: Res<TableSetup>,
    (rules, tables): (Res<LoadedRules>, Res<Tables>),
) {
    showcase.card_left = CARD_SECONDS;
    showcase.seated.clear();
    presenter.stepping = false;
    showcase.profile_words = rules.showcase_table(setup.game).1;
    showcase.teach_card = tables.entry(setup.game).map(|entry| (entry.teach_card)(&rules));
    if let Some(teach) = &showcase.teach_card {
        draw_teach_pictures(&mut commands, teach, Screen::Table);
    }
    commands.init_resource::<Audience>();
}

/// The rules card counts down in real time, unless the presenter pauses.
fn count_down_the_card(real: Res<Time<Real>>, presenter: Res<Presenter>, mut showcase: ResMut<Showcase>) {
    if !presenter.paused && showcase.card_left > 0.0 {
        showcase.card_left = (showcase.card_left - real.delta_secs().min(LONGEST_FRAME)).max(0.0);
    }
}

/// Whether the table's play is held: by the presenter, or behind a showcase's rules card.
fn holds_play(presenter: &Presenter, showcase: Option<&Showcase>) -> bool {
    presenter.holds_play() || showcase.is_some_and(|showcase| showcase.card_left > 0.0)
}

/// Play, and the table's clock, stand still while held.
fn hold_play(
    presenter: Res<Presenter>,
    showcase: Option<Res<Showcase>>,
    mut pause: ResMut<NextState<Pause>>,
    mut time: ResMut<Time<Virtual>>,
) {
    let held = holds_play(&presenter, showcase.as_deref());
    (*pause).set_if_neq(Pause(held));
    match held {
        true if !time.is_paused() => time.pause(),
        false if time.is_paused() => time.unpause(),
        _ => {}
    }
}

fn next_table(
    real: Res<Time<Real>>,
    speed: Res<PlaySpeed>,
    presenter: Res<Presenter>,
    mut showcase: ResMut<Showcase>,
    mut setup: ResMut<TableSetup>,
    rules: Res<LoadedRules>,
    mut next: ResMut<NextState<Screen>>,
) {
    if presenter.paused {
        return;
    }
    showcase.results_for += real.delta_secs() * speed.0;
    if showcase.results_for < RESULTS_SECONDS {
        return;
    }
    *setup = table_for(showcase.after(setup.game), &rules);
    next.set(Screen::Table);
}

/// Back on the title screen the showcase is over: the clock runs at its own pace again,
/// and a game picked next is set up for a player, not the showcase's computers. (The
/// mode's end lets play go.)
fn stop(mut commands: Commands, mut setup: ResMut<TableSetup>, rules: Res<LoadedRules>) {
    commands.remove_resource::<Showcase>();
    *setup = TableSetup::new(setup.game, &rules);
    commands.remove_resource::<Audience>();
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;

    use super::*;

    fn every_table() -> Tables {
        let mut app = App::new();
        crate::app::tables::game_tables(&mut app);
        app.world_mut().remove_resource::<Tables>().unwrap()
    }

    fn showcase_app(games: Vec<GameId>) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(200)))
            .insert_resource(LoadedRules::load(None))
            .insert_resource(TableSetup::default())
            .insert_resource(Showcase::new(games, &every_table()))
            .init_resource::<Presenter>()
            .init_resource::<PlaySpeed>()
            .init_resource::<BandBelowTable>()
            .init_state::<Screen>()
            .add_systems(Update, next_table.run_if(in_state(Screen::Results)));
        app.insert_state(Screen::Results);
        app
    }

    #[test]
    fn after_the_results_the_next_game_starts_with_computers_only() {
        let mut app = showcase_app(Vec::new());
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Results, "the results stay up a while");
        // The manual clock moves real time too: 200 ms a frame.
        for _ in 0..50 {
            app.update();
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Table);
        let setup = app.world().resource::<TableSetup>();
        let second = crate::games::all()[1];
        assert_eq!(setup.game, second, "the games take turns");
        let rules = LoadedRules::load(None);
        assert_eq!(setup.seats, vec![SeatKind::Computer; rules.showcase_table(second).0]);
    }

    #[test]
    fn one_game_plays_on_repeat_and_a_list_in_its_order() {
        let tables = every_table();
        let [first, second, third, ..] = crate::games::all()[..] else { panic!("fewer than three games") };
        let repeat = Showcase::new(vec![third], &tables);
        assert_eq!(repeat.after(third), third);
        let list = Showcase::new(vec![second, first], &tables);
        assert_eq!(list.after(second), first);
        assert_eq!(list.after(first), second);
        assert_eq!(list.after(third), second, "a game not in the list goes to the first");
        assert_eq!(Showcase::new(Vec::new(), &tables).games, crate::games::all(), "no list plays every game");
    }

    #[test]
    fn the_rules_card_and_the_presenter_hold_play() {
        let mut showcase = Showcase::new(Vec::new(), &every_table());
        let mut presenter = Presenter::default();
        assert!(!holds_play(&presenter, Some(&showcase)));
        showcase.card_left = 1.0;
        assert!(holds_play(&presenter, Some(&showcase)), "behind the rules card");
        showcase.card_left = 0.0;
        presenter.paused = true;
        assert!(holds_play(&presenter, Some(&showcase)), "paused");
        assert!(holds_play(&presenter, None), "a watched table's presenter pauses it too");
        presenter.stepping = true;
        assert!(!holds_play(&presenter, Some(&showcase)), "a step runs while paused");
    }
}
