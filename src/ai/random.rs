use rand::RngExt as _;

use super::{Bot, SeatKnowledge};
use crate::rules::{Game, GameRng, seeded_rng};

/// Picks uniformly among the legal actions.
pub struct RandomBot<A> {
    rng: GameRng,
    legal: Vec<A>,
}

impl<A> RandomBot<A> {
    pub fn new(seed: u64) -> Self {
        RandomBot { rng: seeded_rng(seed), legal: Vec::new() }
    }
}

impl<G: Game> Bot<G> for RandomBot<G::Action> {
    fn choose(&mut self, knowledge: SeatKnowledge<'_, G>) -> G::Action {
        knowledge.legal_actions(&mut self.legal);
        assert!(!self.legal.is_empty(), "a bot was asked to move with no legal action");
        self.legal[self.rng.random_range(0..self.legal.len())]
    }
}
