//! The rules of every game as pure state machines, behind one small API ([`Game`]).
//!
//! Nothing here knows about Bevy, windows, threads or time. A state holds its own seeded
//! RNG, so a seed plus the list of applied actions replays a match exactly.

pub mod desperados;
pub mod duel;
mod in_words;
mod line;
pub mod loot_shoot_whiskey;
mod seat_set;
pub mod sketch;
pub mod three_card_loo;

pub use in_words::InWords;
pub use line::{Line, Word};
pub use seat_set::{SeatIter, SeatSet};
pub use sketch::{Area, Piece, Shape, Sketch, Sketched, Tone};

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::hash::Hash;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

/// Index of a seat at the table, `0..seat_count`.
pub type Seat = usize;

/// The random number generator every state carries. Serializable, so a saved state
/// resumes with the same future.
pub type GameRng = rand_pcg::Pcg64Mcg;

/// Makes a [`GameRng`] from a 64-bit seed.
pub fn seeded_rng(seed: u64) -> GameRng {
    use rand::SeedableRng;
    GameRng::seed_from_u64(seed)
}

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum ToMove {
    /// One seat chooses an action.
    Seat(Seat),
    /// These seats choose at once, in secret; [`Game::apply`] takes one action per seat.
    Simultaneous(SeatSet),
    /// Chance acts next ([`Game::resolve_chance`]), drawing from the state's RNG.
    Chance,
    /// The match is over.
    Nobody,
}

impl ToMove {
    /// The seats that decide now: one, or several at once; none while chance acts or
    /// once the match is over.
    pub fn movers(self) -> SeatSet {
        match self {
            ToMove::Seat(seat) => SeatSet::single(seat),
            ToMove::Simultaneous(seats) => seats,
            ToMove::Chance | ToMove::Nobody => SeatSet::EMPTY,
        }
    }
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the match is over")]
    MatchOver,
    #[error("seat {0} is not to move")]
    NotToMove(Seat),
    #[error("expected one action from each of {expected:?}")]
    WrongSeats { expected: SeatSet },
    #[error("that action is not legal for seat {0} now")]
    NotLegal(Seat),
    #[error("chance is to move, not a seat")]
    ChanceToMove,
    #[error("chance is not to move")]
    NoChanceNode,
    #[error("chance cannot come out that way here")]
    ImpossibleChance,
}

impl IllegalMove {
    /// Why the action was refused, as a message (seats counted from 1).
    pub fn told(&self) -> Line {
        match *self {
            IllegalMove::MatchOver => Line::new("refused-match-over"),
            IllegalMove::NotToMove(seat) => Line::new("refused-not-to-move").number("seat", seat + 1),
            IllegalMove::WrongSeats { .. } => Line::new("refused-wrong-seats"),
            IllegalMove::NotLegal(seat) => Line::new("refused-not-legal").number("seat", seat + 1),
            IllegalMove::ChanceToMove => Line::new("refused-chance-to-move"),
            IllegalMove::NoChanceNode => Line::new("refused-no-chance"),
            IllegalMove::ImpossibleChance => Line::new("refused-impossible-chance"),
        }
    }
}

/// The chance outcome of a game without chance nodes: there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum NoChance {}

/// A setting that cannot make a playable table (for example a seat count the game does
/// not support).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// The common API of every game, after OpenSpiel's `State`.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// Everything a rules file can change: deck contents, thresholds, variants.
    type Rules: Clone + Debug + Send + Sync + 'static;
    type Action: Copy + Eq + Hash + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// All that one seat may know, and nothing more.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What chance decides at a chance node (a roll of the dice); [`NoChance`] for a game
    /// whose only luck is the shuffle at set-up and the deals its own actions make.
    type Chance: Copy + Eq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// The name used on the command line and in file names.
    const ID: &'static str;

    /// A new match, shuffled from `seed`. Events of the set-up (the first deal) go to `events`.
    fn new(rules: &Self::Rules, seats: usize, seed: u64, events: &mut Vec<Self::Event>) -> Result<Self, SetupError>;

    fn seat_count(&self) -> usize;

    fn to_move(&self) -> ToMove;

    /// Appends the legal actions of `seat` to `out` (cleared first). Empty when the seat
    /// is not to move.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Applies one action per acting seat: a single pair for [`ToMove::Seat`], one pair
    /// per seat of the set for [`ToMove::Simultaneous`], in any order. What happened is
    /// appended to `events`. On error the state is unchanged.
    fn apply(&mut self, moves: &[(Seat, Self::Action)], events: &mut Vec<Self::Event>) -> Result<(), IllegalMove>;

    /// Draws what chance decides now from the state's RNG, without applying it. Called
    /// only when [`ToMove::Chance`] is to move.
    fn draw_chance(&mut self) -> Self::Chance {
        unreachable!("{} has no chance nodes", Self::ID)
    }

    /// Applies a chance outcome, drawn or read back from a record. On error the state is
    /// unchanged.
    fn apply_chance(&mut self, _outcome: Self::Chance, _events: &mut Vec<Self::Event>) -> Result<(), IllegalMove> {
        Err(IllegalMove::NoChanceNode)
    }

    /// Lets chance act when [`ToMove::Chance`] is to move: draws its outcome, applies it
    /// and returns it (a record keeps it, so a replay needs no RNG).
    fn resolve_chance(&mut self, events: &mut Vec<Self::Event>) -> Self::Chance {
        let outcome = self.draw_chance();
        self.apply_chance(outcome, events).expect("a drawn chance outcome applies");
        outcome
    }

    fn view(&self, seat: Seat) -> Self::View;

    /// What the log and the narration say of `event`, as a message and its arguments (seats
    /// by index); `None` for an event not worth a line.
    fn narrate(event: &Self::Event) -> Option<Line>;

    /// Everything this state hides from some seat, a line each (every hand, the cards
    /// still face down): a replay shows it all. Empty for a game that hides nothing
    /// between steps.
    fn hidden_in_words(&self, _rules: &Self::Rules) -> Vec<Line> {
        Vec::new()
    }

    /// A full state that `seat` cannot tell apart from this one: everything hidden from
    /// that seat is redrawn from `rng`, consistently with what the seat knows.
    fn resample(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// The winners once the match is over (`Some(empty)` is a draw), `None` before.
    fn winners(&self) -> Option<SeatSet>;

    /// Checks what the rules conserve (cards, chips, dollars). An error names what broke.
    fn check_invariants(&self) -> Result<(), String>;

    /// For a game scored round by round (a deal of cards): the round being played. A
    /// search may stop a play-out when it changes and rate the seats with [`Game::score`].
    fn scoring_round(&self) -> Option<u32> {
        None
    }

    /// How well `seat` is doing, in `[0, 1]`: by default its payoff once the match is
    /// over, an even share before.
    fn score(&self, seat: Seat) -> f64 {
        if self.is_over() { self.payoff(seat) } else { 1.0 / self.seat_count() as f64 }
    }

    /// For a game played for chips: what `seat` has won (or, negative, lost) so far.
    fn chips_won(&self, _seat: Seat) -> Option<i64> {
        None
    }

    /// For a game whose match is a series of deals: the deals played to the end so far.
    fn deals_completed(&self) -> Option<u32> {
        None
    }

    fn is_over(&self) -> bool {
        self.to_move() == ToMove::Nobody
    }

    /// One step in which every seat to move picks uniformly among its legal actions:
    /// what [`step`] does with [`random_action`] for each seat, from the same draws of
    /// `rng`. Random play-outs spend their time here, so a game may do it without listing
    /// the actions or checking them.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        events: &mut Vec<Self::Event>,
        scratch: &mut RandomScratch<Self::Action>,
    ) -> Stepped {
        let RandomScratch { legal, moves } = scratch;
        step(self, events, moves, |state, seat| random_action(state, seat, legal, rng)).expect("legal actions apply")
    }

    /// The match result for one seat in `[0, 1]`: 1 for a sole win, 0 for a loss,
    /// shared equally among several winners; a draw gives everyone `1 / seats`.
    fn payoff(&self, seat: Seat) -> f64 {
        match self.winners() {
            None => 0.0,
            Some(winners) if winners.is_empty() => 1.0 / self.seat_count() as f64,
            Some(winners) if winners.contains(seat) => 1.0 / winners.len() as f64,
            Some(_) => 0.0,
        }
    }
}

/// A game whose events tell each seat everything that changes in its view, so a table
/// can follow the match event by event from a seat's view alone: folding a step's events,
/// in order, into a seat's view before the step gives that seat's view after it (the
/// conformance suite holds every step to this).
pub trait EventsTellViews: Game {
    /// `view`, a seat's view as it stood before `event`, brought up to date with it.
    fn update_view(view: &mut Self::View, event: &Self::Event);

    /// The one seat an event is for, when it tells a secret (a hand dealt): no other
    /// seat's view follows it, and no other seat's screen is shown it.
    fn private_to(_event: &Self::Event) -> Option<Seat> {
        None
    }

    /// Whether `seat`'s view and screen follow `event`: every event but the other seats'
    /// secrets.
    fn seen_by(event: &Self::Event, seat: Seat) -> bool {
        Self::private_to(event).is_none_or(|owner| owner == seat)
    }
}

/// A game whose seat's view holds everything public, so a whole state can be built
/// from it: what a computer playing a seat from another process decides from. The parts
/// hidden from the seat are laid out in an arbitrary order; a bot draws them again with
/// [`Game::resample`], which reads only what the seat knows, so that its decisions from a
/// view are the ones it makes from the true state (the conformance suite holds every game
/// to this).
pub trait FromView: Game {
    /// A state that `view`'s seat cannot tell apart from the one the view was taken of.
    fn from_view(view: &Self::View) -> Self;
}

/// A game that can be watched: what its public sees (an audience, a spectator across the
/// network), holding no seat's secret. It is a seat's view with that seat's secrets taken
/// out, so it names a seat that it tells nothing of (the conformance suite holds every
/// game to it not changing when any seat's secrets are drawn again).
pub trait PublicView: EventsTellViews {
    fn public_view(&self) -> Self::View;
}

/// A uniformly random legal action of `seat` in `state`, using `legal` as scratch space.
pub fn random_action<G: Game>(state: &G, seat: Seat, legal: &mut Vec<G::Action>, rng: &mut GameRng) -> G::Action {
    state.legal_actions(seat, legal);
    assert!(!legal.is_empty(), "seat {seat} is to move but has no legal action");
    legal[random_index(rng, legal.len())]
}

/// A uniform draw from `0..count`, exactly the one `rng.random_range(0..count)` makes
/// (one 32-bit word scaled by the count; a second word only in the rare case the first
/// leaves a bias, Canon's method), written here so that it inlines into play-outs, which
/// draw in their innermost loop. `count` is at least 1 and fits in 32 bits.
#[inline(always)]
pub fn random_index(rng: &mut GameRng, count: usize) -> usize {
    use rand::Rng as _;
    debug_assert!((1..=u32::MAX as usize).contains(&count), "a count of {count} to draw from");
    let range = count as u64;
    let scaled = u64::from(rng.next_u32()) * range;
    let (mut index, fraction) = (scaled >> 32, scaled as u32);
    if fraction > (range as u32).wrapping_neg() {
        let carry = (u64::from(rng.next_u32()) * range) >> 32;
        index += u64::from(fraction.checked_add(carry as u32).is_none());
    }
    index as usize
}

/// Space [`Game::random_step`] may reuse from one step to the next.
#[derive(Clone, Debug)]
pub struct RandomScratch<A> {
    pub legal: Vec<A>,
    pub moves: Vec<(Seat, A)>,
}

impl<A> Default for RandomScratch<A> {
    fn default() -> Self {
        RandomScratch { legal: Vec::new(), moves: Vec::new() }
    }
}

/// What [`step`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stepped {
    /// Chance acted.
    Chance,
    /// The seats to move acted.
    Moved,
    /// The match was already over; nothing happened.
    Over,
}

/// Advances `state` by one step: chance acts, or each seat to move acts as `choose`
/// says (seats that choose at once all choose on the same state, before any action
/// applies). What happened is appended to `events`; `moves` is scratch space.
pub fn step<G: Game>(
    state: &mut G,
    events: &mut Vec<G::Event>,
    moves: &mut Vec<(Seat, G::Action)>,
    mut choose: impl FnMut(&G, Seat) -> G::Action,
) -> Result<Stepped, IllegalMove> {
    moves.clear();
    match state.to_move() {
        ToMove::Nobody => return Ok(Stepped::Over),
        ToMove::Chance => {
            state.resolve_chance(events);
            return Ok(Stepped::Chance);
        }
        ToMove::Seat(seat) => moves.push((seat, choose(state, seat))),
        ToMove::Simultaneous(set) => moves.extend(set.iter().map(|seat| (seat, choose(state, seat)))),
    }
    state.apply(moves, events)?;
    Ok(Stepped::Moved)
}

/// The words a rules file carries for the screens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesTexts<'a> {
    pub name: Cow<'a, str>,
    pub summary: Cow<'a, str>,
    pub rules_text: Cow<'a, str>,
}

impl<'a> RulesTexts<'a> {
    pub fn new(name: &'a str, summary: &'a str, rules_text: &'a str) -> Self {
        RulesTexts { name: name.into(), summary: summary.into(), rules_text: rules_text.into() }
    }

    /// These (the file's own English) in `language`, where the file's `translations` give
    /// them.
    pub fn in_language<T: Translated>(self, translations: &'a Translations<T>, language: &str) -> Self {
        translations.get(language).map_or(self, Translated::texts)
    }

    /// Each text passed through `change` (the pseudo language's transform, for one).
    pub fn map(self, change: impl Fn(&str) -> Cow<'_, str>) -> RulesTexts<'static> {
        let changed = |text: Cow<'_, str>| change(&text).into_owned().into();
        RulesTexts { name: changed(self.name), summary: changed(self.summary), rules_text: changed(self.rules_text) }
    }
}

/// A rules file's words in the languages besides its own English, by language code
/// (`translations: { "es": (name: …, summary: …, rules_text: …) }`). A language left out
/// reads the English.
pub type Translations<T = TranslatedTexts> = BTreeMap<String, T>;

/// One language's name, summary and rules of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TranslatedTexts {
    pub name: String,
    pub summary: String,
    pub rules_text: String,
}

/// One language's words of a rules file: at least a game's name, summary and rules.
pub trait Translated {
    fn texts(&self) -> RulesTexts<'_>;

    /// Every text it gives, named by its field, to check that none is left empty.
    fn every_text(&self) -> Vec<(&'static str, &str)>;
}

impl Translated for TranslatedTexts {
    fn texts(&self) -> RulesTexts<'_> {
        RulesTexts::new(&self.name, &self.summary, &self.rules_text)
    }

    fn every_text(&self) -> Vec<(&'static str, &str)> {
        vec![("name", &self.name), ("summary", &self.summary), ("rules_text", &self.rules_text)]
    }
}

/// The seats from `min_players` to `max_players`, as rules files write them.
pub fn seat_range(min_players: u8, max_players: u8) -> std::ops::RangeInclusive<usize> {
    usize::from(min_players)..=usize::from(max_players)
}

/// What the screens read of any game's rules: its words, the tables it seats, and the
/// match a showcase plays.
pub trait TableRules: Clone {
    /// Its words in the language of `code` where the file gives them, else in English.
    fn texts(&self, code: &str) -> RulesTexts<'_>;

    /// The table sizes these rules allow.
    fn seats(&self) -> std::ops::RangeInclusive<usize>;

    /// The table a showcase seats and the rules it plays there: the rules file's
    /// `showcase` profile, a match short enough to watch. By default, these rules at the
    /// largest table up to four seats.
    fn showcase(&self) -> Showcase<Self> {
        let seats = self.seats();
        let players = (*seats.end()).min(4).max(*seats.start());
        Showcase { players, rules: self.clone(), in_words: Line::new("showcase-full-match") }
    }
}

/// A showcase's table of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Showcase<R> {
    pub players: usize,
    pub rules: R,
    /// How the showcase's match differs from the full rules, for its rules card.
    pub in_words: Line,
}

/// The check of a showcase profile's table size against the rules' own.
pub fn showcase_players_error(players: u8, min_players: u8, max_players: u8) -> Option<crate::config::FieldError> {
    (!(min_players..=max_players).contains(&players)).then(|| {
        let expected = Line::new("expected-showcase-players")
            .number("least", min_players)
            .number("most", max_players)
            .number("found", players);
        crate::config::FieldError::new("showcase", expected)
    })
}

#[cfg(test)]
mod tests {
    use rand::RngExt as _;

    use super::*;

    /// Replays and saved seeds depend on every draw: `random_index` must draw exactly as
    /// `rand` does, including the second word it takes when the first one is biased
    /// (frequent for counts near 2^32).
    #[test]
    fn random_index_draws_as_random_range() {
        let counts = [1, 2, 3, 5, 7, 12, 52, 1000, (1 << 31) + 1, u32::MAX as usize - 5, u32::MAX as usize];
        for count in counts {
            let (mut ours, mut theirs) = (seeded_rng(count as u64), seeded_rng(count as u64));
            for draw in 0..2000 {
                let expected = theirs.random_range(0..count);
                assert_eq!(random_index(&mut ours, count), expected, "draw {draw} from 0..{count}");
            }
        }
    }
}
