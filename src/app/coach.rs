//! The coach: on request, the Hard bot's estimate of each option of the human at the
//! screen (the exact values where the game is solved), from that human's view only, on
//! the async compute pool. The frame never waits; a hint belongs to the decision it was
//! asked for and is dropped after it.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::ai::algorithms::search::{Estimate, SearchBot};
use crate::ai::config::AiConfig;
use crate::ai::{Heuristic, SeatKnowledge};
use crate::rules::Seat;

/// Whose decision a hint is for: a seat, at a step of the match.
type Decision = (Seat, usize);

type Estimates<G> = Vec<Estimate<<G as crate::rules::Game>::Action>>;

/// A hint being thought out, or ready.
#[derive(Resource)]
pub struct Coach<G: Heuristic> {
    pending: Option<(Decision, Task<Estimates<G>>)>,
    ready: Option<(Decision, Estimates<G>)>,
}

impl<G: Heuristic> Default for Coach<G> {
    fn default() -> Self {
        Coach { pending: None, ready: None }
    }
}

impl<G: Heuristic> Coach<G> {
    /// Starts a hint for `seat`'s decision at `step` of the match, unless one is already
    /// there or on its way. The coach thinks as the Hard bot of `difficulties` would.
    pub fn ask(&mut self, state: &G, seat: Seat, step: usize, difficulties: &AiConfig) {
        let decision = Some((seat, step));
        if self.pending.as_ref().map(|(asked, _)| *asked) == decision
            || self.ready.as_ref().map(|(asked, _)| *asked) == decision
        {
            return;
        }
        // Where a decision is solved exactly, the coach gives the exact values.
        let mut budget = difficulties.hard.budget(G::ID);
        budget.knowledge.solver = true;
        let state = state.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            SearchBot::<G>::new(budget, step as u64 ^ 0xC0AC4).estimates(&SeatKnowledge::new(&state, seat))
        });
        self.pending = Some(((seat, step), task));
    }

    /// Collects a finished hint.
    pub fn poll(&mut self) {
        let Some((_, task)) = self.pending.as_mut() else { return };
        if let Some(estimates) = check_ready(task) {
            let (decision, _) = self.pending.take().expect("a pending hint");
            self.ready = Some((decision, estimates));
        }
    }

    /// Whether a hint for this decision is being worked out.
    pub fn thinking(&self, seat: Seat, step: usize) -> bool {
        self.pending.as_ref().is_some_and(|(asked, _)| *asked == (seat, step))
    }

    /// The hint for `seat`'s decision at `step`, if one is ready.
    pub fn hint(&self, seat: Seat, step: usize) -> Option<&[Estimate<G::Action>]> {
        self.ready.as_ref().filter(|(asked, _)| *asked == (seat, step)).map(|(_, estimates)| estimates.as_slice())
    }
}
