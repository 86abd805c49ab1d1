//! The match at any table: the deal, the decisions of whoever is to move, chance, and the
//! show of each step's events one beat at a time.
//!
//! Whatever the table's [`TableMode`], the flow is the same; the mode decides what the
//! deal plays and what runs beside it:
//!
//! ```text
//!  Setup, Title ─deal───► Match ────match over──► Results ─rematch─► Match
//!  Title ─showcase, idle─► Showcase ─match over──► Results ─next game─► Showcase
//!  Title ─learn a game───► Lesson ───match over──► Results: learned ──► Match
//!  Replays ─watch────────► Replay (the deal opens it; a step back deals it again)
//!  any mode ─back to Title or Setup──────────────────────────────────► Match
//!
//!  Match     the rules in force, the player's options; saved each step, kept once over
//!  Showcase  each rules file's shorter match, computers, captions; never saved
//!  Lesson    the built-in rules the lesson was arranged for, its words; never saved
//!  Replay    the record decides, the viewer steps; never saved
//! ```

use bevy::prelude::*;

use super::options::{Chosen, GameOptions, TableInWords, chosen_or_file};
use super::reopen::{Openings, Reopen, ReplayAt};
use super::replay::{Replay, feed_replay};
use super::{AtTable, Beat, Guide, MatchFlow, Show, Shown, TableGame, TableMatch, TableMode, TableSystems, Turn};
use crate::app::audio::SoundCue;
use crate::app::beats::{Due, tell};
use crate::app::bots::Bots;
use crate::app::coach::Coach;
use crate::app::session::{GameLog, MatchSummary, ResultsCountdown, TablePhase, TableSetup, end_match, seat_names};
use crate::app::{LoadedRules, Screen, Settings};
use crate::config::ConfigError;
use crate::games::SeatKind;
use crate::record::{RecordOf, Step, can_take_back, resolve_recorded_chance};
use crate::rules::{Game, Line, Seat, SeatSet, TableRules, ToMove};
use crate::save::SavedMatch;

/// A human's decision at the screen, from the game's input. The shell checks it against
/// the rules before it counts.
#[derive(Message)]
pub struct Decide<G: Game>(pub G::Action);

impl<G: Game> Clone for Decide<G> {
    fn clone(&self) -> Self {
        Decide(self.0)
    }
}

impl<G: Game> PartialEq for Decide<G> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

/// A decision reads as its action.
impl<G: Game> std::fmt::Debug for Decide<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// A beat of the show has just been shown (an event, or a moment of the table's own).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BeatShown;

/// An event of the rules has just been shown, as the seat at the screen may see it.
#[derive(Message)]
pub struct ShownEvent<G: Game>(pub G::Event);

/// Every beat of a step is shown and the table has caught up with the match, which goes
/// on to a decision: the moment to change who sits where.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StepShown;

/// The dealing of a new match; a game spawns its table after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dealing;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let at_table = AtTable(G::GAME);
    app.add_systems(OnEnter(Screen::Table), deal::<G>.in_set(Dealing).in_set(at_table)).add_systems(
        Update,
        (
            (ask_coach::<G>, take_decision::<G>).run_if(in_state(TablePhase::Choosing)),
            collect_computers::<G>,
            feed_replay::<G>,
            apply_when_all_in::<G>.run_if(
                in_state(TablePhase::Choosing)
                    .or_else(in_state(TablePhase::Handoff))
                    .or_else(in_state(TablePhase::Waiting)),
            ),
            play_beats::<G>.run_if(in_state(TablePhase::Resolving)),
            poll_coach::<G>,
        )
            .chain()
            .in_set(TableSystems::Flow)
            .in_set(MatchFlow)
            .in_set(at_table),
    );
}

#[allow(clippy::too_many_arguments)]
fn deal<G: TableGame>(
    mut commands: Commands,
    mut setup: ResMut<TableSetup>,
    mut rules: ResMut<LoadedRules>,
    chosen: Option<Res<Chosen<G>>>,
    (mode, mut next_mode): (Res<State<TableMode>>, ResMut<NextState<TableMode>>),
    guide: Option<Res<Guide<G>>>,
    mut log: ResMut<GameLog>,
    openings: Openings<G>,
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
    let (Opened { the_match, replay, said, keep_log, .. }, events) = match reopened {
        Some(reopened) => {
            // The setup now says what the match picked up plays: its seats and variants.
            setup.seats = reopened.original_seats.clone();
            setup.difficulty = reopened.the_match.difficulty;
            commands.insert_resource(Chosen::<G>(G::Options::of(&reopened.the_match.rules)));
            (reopened, Vec::new())
        }
        None => {
            // A lesson's deal was arranged for the rules as the game ships them, its own
            // deals laid out; a showcase plays the rules file's own options, not those a
            // player chose.
            let (options, table) = match (*mode.get(), guide) {
                (TableMode::Showcase, _) => (G::Options::of(rules.get::<G>()), DealtFor::Showcase),
                (TableMode::Lesson, Some(guide)) => {
                    (G::Options::of(guide.rules()), DealtFor::Lesson(guide.rules().clone()))
                }
                _ => (chosen_or_file(chosen.as_deref(), &rules), DealtFor::Player),
            };
            let (the_match, events) = new_match::<G>(&setup, &rules, &options, table);
            let seats = (0..the_match.names.len()).fold(SeatSet::EMPTY, |seats, seat| seats.with(seat));
            let said = Line::new("log-new-match").name("seed", the_match.seed().to_string()).seats("seats", seats);
            let original_seats = the_match.seats.clone();
            (Opened { the_match, replay: None, said, keep_log: false, original_seats }, events)
        }
    };
    // A replay is a mode of its own, which only the deal knows it opened.
    match (&replay, *mode.get()) {
        (Some(_), _) => (*next_mode).set_if_neq(TableMode::Replay),
        (None, TableMode::Replay) => next_mode.set(TableMode::Match),
        _ => {}
    }
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
    let view = the_match.state.view(seat);
    let opening = if events.is_empty() { view } else { G::opening_view(view) };
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
    let the_match = TableMatch { state, rules, names, seats, difficulty, saved_steps, record };
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
    };
    (the_match, events)
}

/// The active human's decision counts if the rules allow it; then the screen goes to the
/// next human to decide, or the computers finish.
fn take_decision<G: TableGame>(
    mut decisions: MessageReader<Decide<G>>,
    the_match: Res<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    for Decide(action) in decisions.read() {
        let Some(seat) = turn.active else { continue };
        if turn.has_decided(seat) || !turn.legal.contains(action) {
            continue;
        }
        turn.decided[seat] = Some(*action);
        next_phase.set(next_human_phase(&the_match, &mut turn));
    }
}

fn collect_computers<G: TableGame>(
    mut bots: ResMut<Bots<G>>,
    the_match: Res<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    time: Res<Time>,
) {
    for (seat, action) in bots.take_ready(time.elapsed_secs()) {
        if !the_match.is_over() {
            turn.decided[seat] = Some(action);
        }
    }
}

/// Once every seat to move has decided, the decisions apply together.
fn apply_when_all_in<G: TableGame>(
    mut the_match: ResMut<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    shown: Res<Shown<G>>,
    mut show: ResMut<Show<G>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let movers = the_match.state.to_move().movers();
    if movers.is_empty() {
        return;
    }
    let Some(moves) =
        movers.iter().map(|seat| turn.decided[seat].map(|action| (seat, action))).collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let mut events = Vec::new();
    let the_match = &mut *the_match;
    match the_match.state.apply(&moves, &mut events) {
        Ok(()) => {
            the_match.record.steps.push(Step::Moves(moves));
            show.pending.extend(G::beats(seen_by::<G>(events, shown.seat)));
            turn.decided.iter_mut().for_each(|decided| *decided = None);
            turn.active = None;
            next_phase.set(TablePhase::Resolving);
        }
        Err(error) => {
            // The table only offers legal actions, so this is a bug: drop them and ask again.
            error!("decisions {moves:?} were refused: {error}");
            turn.decided.iter_mut().for_each(|decided| *decided = None);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn play_beats<G: TableGame>(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut show: ResMut<Show<G>>,
    mut shown: ResMut<Shown<G>>,
    mut log: ResMut<GameLog>,
    mut sounds: MessageWriter<SoundCue>,
    mut the_match: ResMut<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    mut bots: ResMut<Bots<G>>,
    mut replay: Option<ResMut<Replay<G>>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
    (mut beat_shown, mut step_shown): (MessageWriter<BeatShown>, MessageWriter<StepShown>),
    mut events_shown: MessageWriter<ShownEvent<G>>,
    guide: Option<Res<Guide<G>>>,
) {
    match show.next_due(time.delta_secs()) {
        Due::Waiting => return,
        Due::Next(beat) => {
            let (line, (seconds, cue)) = match beat {
                Beat::Event(event) => {
                    G::update_view(&mut shown.view, &event);
                    let said = (G::narrate(&event), G::show_event(&event, &mut shown));
                    events_shown.write(ShownEvent(event));
                    said
                }
                Beat::Moment(moment) => (None, G::show_moment(moment, &mut shown)),
            };
            tell(&mut log, &mut sounds, line, cue);
            show.hold(seconds, &settings);
            beat_shown.write(BeatShown);
            return;
        }
        Due::Done => {}
    }
    // Every beat is shown: the table now matches the true state.
    shown.view = the_match.state.view(shown.seat);
    G::step_shown(&mut shown);
    if let Some(replay) = replay.as_mut() {
        replay.tell_hidden(&the_match.state);
    }
    if the_match.state.is_over() {
        let account = G::summary(&shown.view);
        let summary = MatchSummary { account, names: the_match.names.clone(), seed: the_match.seed() };
        if replay.is_some() {
            // A replay ends at the table, its winner on the banner, for stepping back.
            shown.banner = Some(summary.account.headline.clone());
            commands.remove_resource::<ResultsCountdown>();
            next_phase.set(TablePhase::Over);
        } else {
            end_match(&mut commands, summary, &settings, &mut next_phase);
        }
        return;
    }
    shown.banner = None;
    let the_match = &mut *the_match;
    if the_match.state.to_move() == ToMove::Chance {
        let mut events = Vec::new();
        // A replay's record says what chance brought, and a lesson may arrange it.
        let recorded = replay.as_ref().and_then(|replay| match replay.step_after(the_match.record.steps.len()) {
            Some(&Step::Chance(outcome)) => Some(outcome),
            _ => None,
        });
        let rolled = the_match.record.steps.iter().filter(|step| matches!(step, Step::Chance(_))).count();
        let arranged = guide.as_ref().and_then(|guide| guide.chance_at(rolled));
        match recorded.or(arranged) {
            Some(outcome) if the_match.state.apply_chance(outcome, &mut events).is_ok() => {
                the_match.record.steps.push(Step::Chance(outcome));
            }
            refused => {
                if let Some(outcome) = refused {
                    error!(
                        "chance {} was to bring {outcome:?}, which the rules refuse: it falls as it may",
                        rolled + 1
                    );
                }
                resolve_recorded_chance(&mut the_match.state, &mut the_match.record, &mut events);
            }
        }
        show.pending.extend(G::beats(seen_by::<G>(events, shown.seat)));
        return;
    }
    if replay.is_none() {
        let movers = the_match.state.to_move().movers();
        let arranged = guide.map(|guide| guide.arranged_moves(&the_match.state, &the_match.record)).unwrap_or_default();
        let decision = the_match.record.decisions();
        bots.start(&the_match.state, movers, decision, &arranged, time.elapsed_secs(), &settings);
    }
    next_phase.set(next_human_phase(the_match, &mut turn));
    step_shown.write(StepShown);
}

/// Hands the screen to the next human to decide: behind the cover when another human had
/// it, straight to choosing when the same one decides again; `Waiting` when no human is
/// left to decide this step.
pub(super) fn next_human_phase<G: Game>(the_match: &TableMatch<G>, turn: &mut Turn<G>) -> TablePhase {
    let movers = the_match.state.to_move().movers();
    let waiting = the_match.humans().find(|&seat| movers.contains(seat) && !turn.has_decided(seat));
    turn.active = None;
    let Some(seat) = waiting else { return TablePhase::Waiting };
    let several = the_match.humans().count() > 1;
    let same_player = turn.last_human == Some(seat);
    turn.up_next = Some(seat);
    turn.last_human = Some(seat);
    if several && !same_player { TablePhase::Handoff } else { TablePhase::Choosing }
}

/// The human up next takes the screen: the table is drawn for their seat, and what they
/// may do is listed.
pub(super) fn hand_over_screen<G: TableGame>(
    the_match: Res<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    mut shown: ResMut<Shown<G>>,
) {
    let Some(seat) = turn.up_next.take() else { return };
    shown.seat = seat;
    shown.view = the_match.state.view(seat);
    turn.active = Some(seat);
    turn.can_take_back = can_take_back::<G>(&the_match.rules, &the_match.record, seat);
    let Turn { legal, .. } = &mut *turn;
    the_match.state.legal_actions(seat, legal);
}

/// The events the screen of `seat` may show: all but the other seats' secrets.
fn seen_by<G: TableGame>(events: Vec<G::Event>, seat: Seat) -> Vec<G::Event> {
    events.into_iter().filter(|event| G::seen_by(event, seat)).collect()
}

/// Asks the coach about the active human's decision.
fn ask_coach<G: TableGame>(
    mut requests: MessageReader<super::handoff::AskCoach>,
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    rules: Res<LoadedRules>,
    mut coach: ResMut<Coach<G>>,
) {
    for _ in requests.read() {
        if let Some(seat) = turn.active {
            coach.ask(&the_match.state, seat, the_match.decisions(), &rules.difficulties);
        }
    }
}

fn poll_coach<G: TableGame>(mut coach: ResMut<Coach<G>>) {
    coach.poll();
}
