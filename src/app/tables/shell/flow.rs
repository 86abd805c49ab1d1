//! The match at any table, once [`super::deal`] has opened it: the decisions of whoever
//! is to move, chance, and the show of each step's events one beat at a time.
//!
//! Whatever the table's [`TableMode`](super::TableMode), the flow is the same; the mode
//! decides what the deal plays and what runs beside it:
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

use super::replay::{Replay, feed_replay};
use super::{
    AtTable, Beat, LessonInPlay, MatchFlow, SeatsRound, Show, Shown, TableGame, TableMatch, TableMode, TableSystems,
    Turn,
};
use crate::app::audio::SoundCue;
use crate::app::beats::{Due, tell};
use crate::app::bots::Bots;
use crate::app::coach::Coach;
use crate::app::session::{GameLog, MatchSummary, ResultsCountdown, TablePhase, end_match};
use crate::app::{LoadedRules, Settings};
use crate::record::{Step, resolve_recorded_chance, take_back_refused};
use crate::rules::{Game, Seat, SeatSet, ToMove};

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

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let at_table = AtTable(G::GAME);
    app.add_systems(
        Update,
        (
            (ask_coach::<G>, take_decision::<G>).run_if(in_state(TablePhase::Choosing)),
            collect_computers::<G>,
            feed_replay::<G>,
            apply_when_all_in::<G>.run_if(
                in_state(TablePhase::Choosing)
                    .or_else(in_state(TablePhase::Handoff))
                    .or_else(in_state(TablePhase::Waiting))
                    .and_then(refereed_here),
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

/// Whether this table's match is refereed here: a joined table's host applies its
/// decisions and brings its chance.
fn refereed_here(mode: Res<State<TableMode>>) -> bool {
    *mode.get() != TableMode::Joined
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
            hand_the_screen_to_the_room_after::<G>(&events, movers, &mut turn);
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
    mode: Res<State<TableMode>>,
    mut events_shown: MessageWriter<ShownEvent<G>>,
    guide: Option<Res<LessonInPlay<G>>>,
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
    shown.view = the_match.view(shown.seat);
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
    if the_match.state.to_move() == ToMove::Chance && refereed_here(mode) {
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
        hand_the_screen_to_the_room_after::<G>(&events, SeatSet::EMPTY, &mut turn);
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

/// The human up next takes the screen: the table is drawn for their seat, turned so that
/// they sit at its front where humans share the screen, and what they may do is listed.
pub(super) fn hand_over_screen<G: TableGame>(
    the_match: Res<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    mut shown: ResMut<Shown<G>>,
    mut round: ResMut<SeatsRound>,
) {
    let Some(seat) = turn.up_next.take() else { return };
    shown.seat = seat;
    if the_match.humans().nth(1).is_some() {
        round.set_if_neq(SeatsRound::new(the_match.seats.len(), seat));
    }
    shown.view = the_match.view(seat);
    turn.active = Some(seat);
    turn.no_take_back = take_back_refused::<G>(&the_match.rules, &the_match.record, seat);
    let Turn { legal, .. } = &mut *turn;
    the_match.state.legal_actions(seat, legal);
}

/// A step whose `events` tell a secret to a seat that neither made it (`movers`) nor has
/// the screen (a new deal's hands) is one the whole room has watched: the screen goes back
/// to the room, and whoever decides next, even the human who last had it, does so behind
/// the cover.
fn hand_the_screen_to_the_room_after<G: TableGame>(events: &[G::Event], movers: SeatSet, turn: &mut Turn<G>) {
    let at_the_screen = turn.last_human.map_or(movers, |seat| movers.with(seat));
    if events.iter().filter_map(G::private_to).any(|owner| !at_the_screen.contains(owner)) {
        turn.last_human = None;
    }
}

/// The events the screen of `seat` may show: all but the other seats' secrets.
pub(super) fn seen_by<G: TableGame>(events: Vec<G::Event>, seat: Seat) -> Vec<G::Event> {
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
