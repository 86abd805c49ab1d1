//! A match record: the seed and every step, chance's outcomes included. Replays, golden
//! tests and bug reports all come from it: the set-up and the deals draw from the seeded
//! state, and what chance decided at a chance node is written down, so a replay needs no
//! random draw of its own.

use serde::{Deserialize, Serialize};

use crate::rules::{EventsTellViews, Game, IllegalMove, Line, Seat, SetupError, Stepped, ToMove, seeded_rng, step};

/// One step of a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "A: Serialize + serde::de::DeserializeOwned, C: Serialize + serde::de::DeserializeOwned")]
pub enum Step<A, C> {
    /// The seats to move acted: one pair for a single mover, several at a simultaneous node.
    Moves(Vec<(Seat, A)>),
    /// Chance came out this way.
    Chance(C),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "A: Serialize + serde::de::DeserializeOwned, C: Serialize + serde::de::DeserializeOwned")]
pub struct MatchRecord<A, C> {
    pub game: String,
    pub seats: usize,
    pub seed: u64,
    pub steps: Vec<Step<A, C>>,
}

/// The record of a match of `G`.
pub type RecordOf<G> = MatchRecord<<G as Game>::Action, <G as Game>::Chance>;

impl<A, C> MatchRecord<A, C> {
    pub fn new(game: &str, seats: usize, seed: u64) -> Self {
        MatchRecord { game: game.to_owned(), seats, seed, steps: Vec::new() }
    }

    /// The decisions taken so far (chance's steps are not counted): what a bot or a hint
    /// is seeded by.
    pub fn decisions(&self) -> usize {
        decisions_in(&self.steps)
    }

    /// The same match as it stood after its first `steps` steps.
    pub fn truncated(&self, steps: usize) -> Self
    where
        A: Clone,
        C: Clone,
    {
        let steps = self.steps[..steps.min(self.steps.len())].to_vec();
        MatchRecord { game: self.game.clone(), seats: self.seats, seed: self.seed, steps }
    }
}

/// The decisions among `steps` (chance's are not counted).
pub fn decisions_in<A, C>(steps: &[Step<A, C>]) -> usize {
    steps.iter().filter(|step| matches!(step, Step::Moves(_))).count()
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayStop {
    #[error("the record is for `{record}`, not `{game}`")]
    OtherGame { record: String, game: &'static str },
    #[error("{0}")]
    NoTable(SetupError),
    #[error("step {step}: {refused}")]
    Refused { step: usize, refused: IllegalMove },
}

impl ReplayStop {
    /// The stop as a message: the step, and why the rules refused it.
    pub fn told(&self) -> Line {
        match self {
            ReplayStop::OtherGame { record, game } => {
                Line::new("replay-other-game").name("record", record.as_str()).name("game", *game)
            }
            ReplayStop::NoTable(error) => Line::new("replay-no-table").name("detail", error.0.as_str()),
            ReplayStop::Refused { step, refused } => {
                Line::new("replay-refused").number("step", *step).line("refused", refused.told())
            }
        }
    }
}

/// Plays a record from the start; returns the final state and every event in order.
pub fn replay<G: Game>(rules: &G::Rules, record: &RecordOf<G>) -> Result<(G, Vec<G::Event>), ReplayStop> {
    if record.game != G::ID {
        return Err(ReplayStop::OtherGame { record: record.game.clone(), game: G::ID });
    }
    let mut events = Vec::new();
    let mut state = G::new(rules, record.seats, record.seed, &mut events).map_err(ReplayStop::NoTable)?;
    for (index, step) in record.steps.iter().enumerate() {
        let applied = match step {
            Step::Moves(moves) => state.apply(moves, &mut events),
            Step::Chance(outcome) => state.apply_chance(*outcome, &mut events),
        };
        applied.map_err(|refused| ReplayStop::Refused { step: index, refused })?;
    }
    Ok((state, events))
}

/// Lets chance act on `state` if it is to move, writing what it decided in `record`;
/// returns whether it acted.
pub fn resolve_recorded_chance<G: Game>(state: &mut G, record: &mut RecordOf<G>, events: &mut Vec<G::Event>) -> bool {
    if state.to_move() != ToMove::Chance {
        return false;
    }
    let outcome = state.resolve_chance(events);
    record.steps.push(Step::Chance(outcome));
    true
}

/// Advances `state` by one step as [`step`] does, and writes the step in `record`:
/// chance's outcome, or the moves `choose` made (`moves` is scratch space).
pub fn recorded_step<G: Game>(
    state: &mut G,
    record: &mut RecordOf<G>,
    events: &mut Vec<G::Event>,
    moves: &mut Vec<(Seat, G::Action)>,
    choose: impl FnMut(&G, Seat) -> G::Action,
) -> Result<Stepped, IllegalMove> {
    if resolve_recorded_chance(state, record, events) {
        return Ok(Stepped::Chance);
    }
    let stepped = step(state, events, moves, choose)?;
    if stepped == Stepped::Moved {
        record.steps.push(Step::Moves(moves.clone()));
    }
    Ok(stepped)
}

/// How many redealings of what `seat` cannot see a take-back is checked against.
const TAKE_BACK_SAMPLES: u64 = 12;

/// Why a seat's last decision cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoTakeBack {
    /// The seat has decided nothing yet.
    NothingYet,
    /// Chance has played since (a roll, a deal).
    ChanceSince,
    /// Another seat has decided since.
    OthersSince,
    /// It was decided together with other seats, who have seen it.
    Together,
    /// It showed the seat something hidden, or told some seat a secret.
    Revealed,
}

impl NoTakeBack {
    /// The reason in words, for the player who asked.
    pub fn said(self) -> Line {
        Line::new(match self {
            NoTakeBack::NothingYet => "take-back-nothing-yet",
            NoTakeBack::ChanceSince => "take-back-chance-since",
            NoTakeBack::OthersSince => "take-back-others-since",
            NoTakeBack::Together => "take-back-together",
            NoTakeBack::Revealed => "take-back-revealed",
        })
    }
}

/// Whether `seat` may take back the last step of `record`.
pub fn can_take_back<G: EventsTellViews>(rules: &G::Rules, record: &RecordOf<G>, seat: Seat) -> bool {
    take_back_refused::<G>(rules, record, seat).is_none()
}

/// Why `seat` may not take back the last step of `record`, if it may not, after Board Game
/// Arena's policy: only its own decision, taken alone (no other seat decided with it or
/// after it), no random event since, and nothing revealed by it. A decision reveals
/// something when its outcome depends on what the seat could not see, so it is tried again
/// on states the seat cannot tell apart from the one it was taken in, which must all end
/// the same for that seat; nor may it tell any seat a secret. Taking it back never shows a
/// hidden card, and cannot fish for better luck: the state's own draws replay unchanged.
pub fn take_back_refused<G: EventsTellViews>(rules: &G::Rules, record: &RecordOf<G>, seat: Seat) -> Option<NoTakeBack> {
    let among = |moves: &[(Seat, G::Action)]| moves.iter().any(|&(mover, _)| mover == seat);
    if !record.steps.iter().any(|step| matches!(step, Step::Moves(moves) if among(moves))) {
        return Some(NoTakeBack::NothingYet);
    }
    let (moves, earlier) = match record.steps.split_last() {
        Some((Step::Moves(moves), earlier)) => (moves, earlier),
        _ => return Some(NoTakeBack::ChanceSince),
    };
    let [(mover, action)] = moves.as_slice() else {
        return Some(if among(moves) { NoTakeBack::Together } else { NoTakeBack::OthersSince });
    };
    if *mover != seat {
        return Some(NoTakeBack::OthersSince);
    }
    let Ok((mut state, _)) = replay::<G>(rules, &record.truncated(earlier.len())) else {
        return Some(NoTakeBack::Revealed);
    };
    if state.to_move() != ToMove::Seat(seat) {
        return Some(NoTakeBack::Together);
    }
    let mut events = Vec::new();
    let as_seen = |state: &G| state.view(seat);
    let alternatives: Vec<G> = {
        let mut rng = seeded_rng(record.seed ^ earlier.len() as u64);
        (0..TAKE_BACK_SAMPLES).map(|_| state.resample(seat, &mut rng)).collect()
    };
    if state.apply(&[(seat, *action)], &mut events).is_err()
        || events.iter().any(|event| G::private_to(event).is_some())
    {
        return Some(NoTakeBack::Revealed);
    }
    let after = as_seen(&state);
    let same_for_the_seat = alternatives.into_iter().all(|mut alternative| {
        alternative.apply(&[(seat, *action)], &mut Vec::new()).is_ok() && as_seen(&alternative) == after
    });
    (!same_for_the_seat).then_some(NoTakeBack::Revealed)
}

/// A match of `seats` played to its end at random from `seed`, and its record: real
/// matches for the tests of the screens that tell them.
#[cfg(all(test, feature = "gui"))]
pub(crate) fn played_at_random<G: Game>(rules: &G::Rules, seats: usize, seed: u64) -> (G, RecordOf<G>) {
    let mut events = Vec::new();
    let mut state = G::new(rules, seats, seed, &mut events).expect("the table sets");
    let mut record = RecordOf::<G>::new(G::ID, seats, seed);
    let (mut rng, mut legal, mut moves) = (seeded_rng(seed), Vec::new(), Vec::new());
    while !state.is_over() {
        events.clear();
        recorded_step(&mut state, &mut record, &mut events, &mut moves, |state, seat| {
            crate::rules::random_action(state, seat, &mut legal, &mut rng)
        })
        .expect("a random legal action applies");
    }
    (state, record)
}
