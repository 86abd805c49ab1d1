//! Computer players. A bot sees the table only through [`SeatKnowledge`]: its seat's
//! view, its legal actions, and states resampled from what it knows — never the true
//! hidden state.

pub mod algorithms;
pub mod config;
mod desperados;
pub mod desperados_rolls;
mod duel;
pub mod duel_equilibrium;
mod loot_shoot_whiskey;
mod random;
mod three_card_loo;

pub use crate::rules::random_action;
pub use random::RandomBot;

use std::fmt;
use std::str::FromStr;

use rand::RngExt as _;

use crate::rules::{Game, GameRng, Line, Seat, seeded_rng};

/// What one seat knows, the only way a bot looks at a match.
pub struct SeatKnowledge<'a, G: Game> {
    state: &'a G,
    seat: Seat,
}

impl<'a, G: Game> SeatKnowledge<'a, G> {
    pub fn new(state: &'a G, seat: Seat) -> Self {
        SeatKnowledge { state, seat }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn view(&self) -> G::View {
        self.state.view(self.seat)
    }

    pub fn legal_actions(&self, out: &mut Vec<G::Action>) {
        self.state.legal_actions(self.seat, out);
    }

    /// Whether the seat chooses at the same moment as others, each unseen by the rest.
    pub fn chooses_with_others(&self) -> bool {
        matches!(self.state.to_move(), crate::rules::ToMove::Simultaneous(seats) if seats.len() > 1)
    }

    /// A full state consistent with this seat's view, hidden parts redrawn from `rng`.
    pub fn resample(&self, rng: &mut GameRng) -> G {
        self.state.resample(self.seat, rng)
    }
}

/// A computer player for game `G`.
pub trait Bot<G: Game>: Send {
    /// Chooses an action for the seat; called only when that seat is to move.
    fn choose(&mut self, knowledge: SeatKnowledge<'_, G>) -> G::Action;
}

/// A game with a hand-written strategy that reads its view.
pub trait Heuristic: Game {
    fn heuristic_action(knowledge: &SeatKnowledge<'_, Self>, rng: &mut GameRng) -> Self::Action;

    /// Whether a state drawn for `observer` fits how the others have played so far, as
    /// this game's players read one another (a player who stood is likely to hold a good
    /// hand). The search draws again when it does not.
    fn plausible(_drawn: &Self, _observer: Seat) -> bool {
        true
    }

    /// Where the seat's decision is small enough to be solved exactly: each legal option
    /// with its share of an equilibrium strategy and its value to the seat in the units
    /// of [`Game::score`]. `None` where this game is not solved.
    fn solved(_knowledge: &SeatKnowledge<'_, Self>, _rng: &mut GameRng) -> Option<Vec<SolvedOption<Self::Action>>> {
        None
    }
}

/// One of `options`, drawn with chances in proportion to their weights; `None` if there
/// are none.
pub fn draw_weighted<A: Copy>(options: &[(A, f64)], rng: &mut GameRng) -> Option<A> {
    let total: f64 = options.iter().map(|(_, weight)| weight).sum();
    let mut pick = rng.random_range(0.0..1.0) * total;
    for &(option, weight) in options {
        pick -= weight;
        if pick < 0.0 {
            return Some(option);
        }
    }
    options.last().map(|&(option, _)| option)
}

/// One option of a solved decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolvedOption<A> {
    pub action: A,
    /// Its share of the equilibrium mix.
    pub share: f64,
    /// What it is worth to the seat against the others' equilibrium play.
    pub value: f64,
}

/// Plays [`Heuristic::heuristic_action`].
pub struct HeuristicBot {
    rng: GameRng,
}

impl HeuristicBot {
    pub fn new(seed: u64) -> Self {
        HeuristicBot { rng: seeded_rng(seed) }
    }
}

impl<G: Heuristic> Bot<G> for HeuristicBot {
    fn choose(&mut self, knowledge: SeatKnowledge<'_, G>) -> G::Action {
        G::heuristic_action(&knowledge, &mut self.rng)
    }
}

/// The bot that takes one decision: a bot of its own for each, seeded by match, step and
/// seat, so that a table of computers plays the same match again from the same seed.
pub fn decision_bot<G: Heuristic>(
    kind: BotKind,
    match_seed: u64,
    step: usize,
    seat: Seat,
    difficulties: &config::AiConfig,
) -> Box<dyn Bot<G>> {
    kind.build::<G>(match_seed ^ ((step as u64) << 8 | seat as u64), difficulties)
}

/// The bots a seat can be given by name (`--bots random,heuristic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BotKind {
    Random,
    Heuristic,
    /// The search bot at the difficulties of `config/ai.ron`.
    Easy,
    Medium,
    Hard,
}

impl BotKind {
    pub const ALL: [BotKind; 5] = [BotKind::Random, BotKind::Heuristic, BotKind::Easy, BotKind::Medium, BotKind::Hard];

    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
            BotKind::Easy => "easy",
            BotKind::Medium => "medium",
            BotKind::Hard => "hard",
        }
    }

    /// The kind in the player's words, as the kept matches list it.
    pub fn spoken(self) -> Line {
        Line::new(match self {
            BotKind::Random => "bot-random",
            BotKind::Heuristic => "bot-heuristic",
            BotKind::Easy => "bot-easy",
            BotKind::Medium => "bot-medium",
            BotKind::Hard => "bot-hard",
        })
    }

    /// A new bot of this kind for game `G`, seeded; a search bot plays at its difficulty
    /// in `difficulties`.
    pub fn build<G: Heuristic>(self, seed: u64, difficulties: &config::AiConfig) -> Box<dyn Bot<G>> {
        match (self, difficulties.difficulty(self)) {
            (_, Some(difficulty)) => Box::new(algorithms::search::SearchBot::<G>::new(difficulty.budget(G::ID), seed)),
            (BotKind::Heuristic, None) => Box::new(HeuristicBot::new(seed)),
            (_, None) => Box::new(RandomBot::new(seed)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        BotKind::ALL.into_iter().find(|kind| kind.name() == text).ok_or_else(|| {
            let names: Vec<_> = BotKind::ALL.iter().map(|kind| kind.name()).collect();
            format!("unknown bot `{text}`; expected one of: {}", names.join(", "))
        })
    }
}
