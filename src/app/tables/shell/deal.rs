//! A table's opening, on entering it: a new match dealt as its mode asks (the player's
//! options, the showcase's shorter match, a lesson's arranged deal), or a match under way
//! picked up (a save, a step taken back, a kept match replayed). The seat the table is
//! drawn for, its show, turn, computers and coach start here.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::flow::seen_by;
use super::options::{Chosen, GameOptions, TableInWords, chosen_or_file};
use super::reopen::{Openings, Reopen, ReplayAt};
use super::replay::Replay;
use super::{
    AtTable, HostedHere, JoinedTable, LessonInPlay, SeatsRound, Show, Shown, TableGame, TableMatch, TableMode, Turn,
};
use crate::app::bots::Bots;
use crate::app::coach::Coach;
use crate::app::session::{GameLog, TablePhase, TableSetup, seat_names};
use crate::app::{LoadedRules, Screen};
use crate::config::ConfigError;
use crate::games::SeatKind;
use crate::record::RecordOf;
use crate::rules::{Line, SeatSet, TableRules};
use crate::save::SavedMatch;

/// The dealing of a new match; a game spawns its table after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dealing;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(OnEnter(Screen::Table), deal::<G>.in_set(Dealing).in_set(AtTable(G::GAME)));
}

/// The table's mode, and what it deals a new match with: the player's options, the rules
/// file's own for a showcase, a lesson's arranged rules; or what a table this window hosts
/// plays.
#[derive(SystemParam)]
struct ModeOfTable<'w, G: TableGame> {
    mode: Res<'w, State<TableMode>>,
    next: ResMut<'w, NextState<TableMode>>,
    chosen: Option<Res<'w, Chosen<G>>>,
    guide: Option<Res<'w, LessonInPlay<G>>>,
    hosted_here: Option<Res<'w, HostedHere<G>>>,
}

impl<G: TableGame> ModeOfTable<'_, G> {
    /// The options and the rules a new match of this mode is dealt under. A lesson's deal
    /// was arranged for the rules as the game ships them, its own deals laid out; a
    /// showcase plays the rules file's own options, not those a player chose.
    fn new_deal(&self, rules: &LoadedRules) -> (G::Options, DealtFor<G::Rules>) {
        match (*self.mode.get(), &self.guide) {
            (TableMode::Showcase, _) => (G::Options::of(rules.get::<G>()), DealtFor::Showcase),
            (TableMode::Lesson, Some(guide)) => {
                (G::Options::of(guide.rules()), DealtFor::Lesson(guide.rules().clone()))
            }
            _ => (chosen_or_file(self.chosen.as_deref(), rules), DealtFor::Player),
        }
    }

    /// A replay is a mode of its own, which only the deal knows it opened; a table to
    /// join that could not be opened deals the player's own match.
    fn opened(&mut self, a_replay: bool, joined: bool) {
        match (a_replay, joined, *self.mode.get()) {
            (true, _, _) => (*self.next).set_if_neq(TableMode::Replay),
            (false, false, TableMode::Replay | TableMode::Joined) => self.next.set(TableMode::Match),
            _ => {}
        }
    }
}

fn deal<G: TableGame>(
    mut commands: Commands,
    mut setup: ResMut<TableSetup>,
    mut rules: ResMut<LoadedRules>,
    mut mode: ModeOfTable<G>,
    mut log: ResMut<GameLog>,
    openings: Openings<G>,
    joined: Option<ResMut<JoinedTable<G>>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    // A table opened again (a step taken back, a replay moved) starts its flow anew: the
    // phase does not reset by itself when the screen is entered again.
    *next_phase = NextState::PendingIfNeq(TablePhase::Resolving);
    let reopened = match openings.take(&mut commands).map(|opened| opened.and_then(reopened_match::<G>)) {
        Some(Ok(reopened)) => Some(reopened),
        Some(Err(error)) => {
            warn!("{error} (dealing a new match)");
            rules.errors.push(error);
            None
        }
        None => None,
    };
    let joining = *mode.mode.get() == TableMode::Joined;
    // A table this window hosts plays the options chosen here; one joined elsewhere, the
    // rules in force here.
    let joined_rules = mode.hosted_here.as_ref().map_or_else(|| rules.get::<G>(), |hosted| &hosted.rules);
    let joined = joined.filter(|_| joining).and_then(|mut joined| joined_match(&mut joined, &setup, joined_rules));
    let opened_joined = joined.is_some();
    let (Opened { the_match, replay, said, keep_log, .. }, events) = match (joined, reopened) {
        (Some(joined), _) => (joined, Vec::new()),
        (None, Some(reopened)) => {
            // The setup now says what the match picked up plays: its seats and variants.
            setup.seats = reopened.original_seats.clone();
            setup.difficulty = reopened.the_match.difficulty;
            commands.insert_resource(Chosen::<G>(G::Options::of(&reopened.the_match.rules)));
            (reopened, Vec::new())
        }
        (None, None) => {
            let (options, table) = mode.new_deal(&rules);
            let (the_match, events) = new_match::<G>(&setup, &rules, &options, table);
            let seats = (0..the_match.names.len()).fold(SeatSet::EMPTY, |seats, seat| seats.with(seat));
            let said = Line::new("log-new-match").name("seed", the_match.seed().to_string()).seats("seats", seats);
            let original_seats = the_match.seats.clone();
            (Opened { the_match, replay: None, said, keep_log: false, original_seats }, events)
        }
    };
    mode.opened(replay.is_some(), opened_joined);
    if !keep_log {
        log.lines.clear();
    }
    log.names = the_match.names.clone();
    commands.insert_resource(TableInWords(G::Options::of(&the_match.rules).in_words()));
    log.lines.push(said);
    // The table is drawn for a human's seat, which shows that player's secrets once they
    // are alone at the screen; at a table of computers, for the first seat; in a replay,
    // for the seat chosen.
    let first_human = the_match.seats.iter().position(|&kind| kind == SeatKind::Human).unwrap_or(0);
    let seat = replay.as_ref().map_or(first_human, |replay| replay.seat);
    let view = the_match.view(seat);
    let opening = if events.is_empty() { view } else { G::opening_view(view) };
    commands.insert_resource(SeatsRound::new(the_match.seats.len(), seat));
    commands.insert_resource(Shown::<G> { seat, view: opening, banner: None, scene: G::Scene::default() });
    commands.insert_resource(Show::<G>::starting(G::beats(seen_by::<G>(events, seat))));
    commands.insert_resource(Turn::<G>::new(the_match.seats.len()));
    let difficulties = rules.difficulties.clone();
    commands.insert_resource(Bots::<G>::new(&the_match.seats, the_match.seed(), the_match.difficulty, difficulties));
    commands.insert_resource(Coach::<G>::default());
    if let Some(mut replay) = replay {
        replay.tell_hidden(&the_match.state);
        commands.insert_resource(replay);
    }
    commands.insert_resource(the_match);
}

/// The match a table opens on, with its replay when it is one to watch, and the log's
/// line for it.
struct Opened<G: TableGame> {
    the_match: TableMatch<G>,
    replay: Option<Replay<G>>,
    said: Line,
    /// Whether the log so far stays (the same match, a step back).
    keep_log: bool,
    /// The seats as the match was played (a replay's table seats computers only).
    original_seats: Vec<SeatKind>,
}

/// The table's match from the host of a joined table, once it has sent this seat a view.
fn joined_match<G: TableGame>(joined: &mut JoinedTable<G>, setup: &TableSetup, rules: &G::Rules) -> Option<Opened<G>> {
    let the_match = joined.opened(rules, setup.difficulty)?;
    let said = if joined.client().seat().is_some() { "log-joined-table" } else { "log-watching-table" };
    let said = Line::new(said).name("address", joined.code().address.to_string());
    let original_seats = the_match.seats.clone();
    Some(Opened { the_match, replay: None, said, keep_log: false, original_seats })
}

/// The table's match from a match under way.
fn reopened_match<G: TableGame>(reopen: Reopen<G>) -> Result<Opened<G>, ConfigError> {
    let Reopen { saved, replay, said, keep_log, saved_on_disk } = reopen;
    let record = saved.record.truncated(replay.map_or(saved.record.steps.len(), |at| at.step));
    let (state, _) = crate::record::replay::<G>(&saved.rules, &record).map_err(|error| ConfigError {
        file: G::ID.to_owned(),
        line: 1,
        column: 1,
        problem: crate::save::does_not_replay(&error),
    })?;
    let names = saved.names();
    // Nobody decides in a replay: the record does, and every seat's cards may show.
    let seats = match replay {
        Some(_) => vec![SeatKind::Computer; saved.seats.len()],
        None => saved.seats.clone(),
    };
    let first_human = saved.seats.iter().position(|&kind| kind == SeatKind::Human).unwrap_or(0);
    let seat_of = |at: ReplayAt| at.seat.unwrap_or(first_human).min(seats.len() - 1);
    let replay = replay.map(|at| Replay::new(saved.clone(), at, seat_of(at)));
    let SavedMatch { rules, seats: original_seats, difficulty, .. } = saved;
    let saved_steps = if saved_on_disk { record.steps.len() } else { 0 };
    let the_match =
        TableMatch { state, rules, names, seats, difficulty, saved_steps, record, decided_elsewhere: None, told: None };
    Ok(Opened { the_match, replay, said, keep_log, original_seats })
}

/// Whom a new table is dealt for, under rules `R`.
#[derive(Clone, Debug, PartialEq)]
enum DealtFor<R> {
    /// The rules in force, with the player's options.
    Player,
    /// The rules file's shorter showcase match.
    Showcase,
    /// The built-in rules a lesson's deal was arranged for, its deals laid out.
    Lesson(R),
}

/// A new match as the setup asks for it, under `options`, for `table`, and the events of
/// its deal. Seats the rules do not seat are brought inside their range.
fn new_match<G: TableGame>(
    setup: &TableSetup,
    rules: &LoadedRules,
    options: &G::Options,
    table: DealtFor<G::Rules>,
) -> (TableMatch<G>, Vec<G::Event>) {
    let seed = setup.seed.unwrap_or_else(rand::random);
    let mut fitted = setup.clone();
    fitted.fit_seats(rules);
    if fitted.seats.len() != setup.seats.len() {
        warn!("{} seats {:?} players, not {}", G::GAME.title(), rules.seats(G::GAME), setup.seats.len());
    }
    let mut seats = fitted.seats;
    let mut table_rules = match table {
        DealtFor::Player => options.apply(rules.get::<G>(), seats.len()),
        DealtFor::Showcase => options.apply(rules.get::<G>(), seats.len()).showcase().rules,
        DealtFor::Lesson(lesson_rules) => options.apply(&lesson_rules, seats.len()),
    };
    let mut events = Vec::new();
    // Rules that passed their file's checks deal every table size they seat, with every
    // option a game offers there (each game's tests hold it to this); should one not, the
    // built-in rules' usual table is dealt rather than none.
    let state = match G::new(&table_rules, seats.len(), seed, &mut events) {
        Ok(state) => state,
        Err(error) => {
            warn!("{error}; dealing the built-in rules' usual table instead");
            events.clear();
            table_rules = crate::config::embedded();
            seats = TableSetup::usual(G::GAME, G::USUAL_SEATS).seats;
            G::new(&table_rules, seats.len(), seed, &mut events).expect("the built-in rules deal their usual table")
        }
    };
    let the_match = TableMatch {
        state,
        rules: table_rules,
        names: seat_names(&seats),
        difficulty: setup.difficulty,
        record: RecordOf::<G>::new(G::ID, seats.len(), seed),
        seats,
        saved_steps: 0,
        decided_elsewhere: None,
        told: None,
    };
    (the_match, events)
}
