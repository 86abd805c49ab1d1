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

/// A uniformly random legal action of `seat` in `state`, using `legal` as scratch space.
pub fn random_action<G: Game>(state: &G, seat: usize, legal: &mut Vec<G::Action>, rng: &mut GameRng) -> G::Action {
    state.legal_actions(seat, legal);
    assert!(!legal.is_empty(), "seat {seat} is to move but has no legal action");
    legal[rng.random_range(0..legal.len())]
}

impl<G: Game> Bot<G> for RandomBot<G::Action> {
    fn choose(&mut self, knowledge: SeatKnowledge<'_, G>) -> G::Action {
        knowledge.legal_actions(&mut self.legal);
        assert!(!self.legal.is_empty(), "a bot was asked to move with no legal action");
        self.legal[self.rng.random_range(0..self.legal.len())]
    }
}
