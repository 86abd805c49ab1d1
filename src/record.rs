//! A match record: seed + every joint action. Replays, golden tests and bug reports all
//! come from it, since the rules draw every random number from the seeded state.

use serde::{Deserialize, Serialize};

use crate::rules::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "A: Serialize + serde::de::DeserializeOwned")]
pub struct MatchRecord<A> {
    pub game: String,
    pub seats: usize,
    pub seed: u64,
    /// Each step's moves: one pair for a single mover, several at a simultaneous node.
    pub steps: Vec<Vec<(Seat, A)>>,
}

impl<A> MatchRecord<A> {
    pub fn new(game: &str, seats: usize, seed: u64) -> Self {
        MatchRecord { game: game.to_owned(), seats, seed, steps: Vec::new() }
    }
}

/// Plays a record from the start; returns the final state and every event in order.
pub fn replay<G: Game>(rules: &G::Rules, record: &MatchRecord<G::Action>) -> Result<(G, Vec<G::Event>), String> {
    if record.game != G::ID {
        return Err(format!("the record is for `{}`, not `{}`", record.game, G::ID));
    }
    let mut events = Vec::new();
    let mut state = G::new(rules, record.seats, record.seed, &mut events).map_err(|error| error.to_string())?;
    for (index, step) in record.steps.iter().enumerate() {
        state.apply(step, &mut events).map_err(|error| format!("step {index}: {error}"))?;
    }
    Ok((state, events))
}
