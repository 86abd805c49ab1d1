//! The coach: on request, the Hard bot's estimate of each option of the human at the
//! screen, searched from that human's view only, on the async compute pool. The frame
//! never waits; a hint belongs to the decision it was asked for and is dropped after it.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::ai::search::{Estimate, SearchBot};
use crate::ai::{Heuristic, SeatKnowledge};
use crate::rules::Seat;

/// A hint being thought out or ready, for the decision at `step` of seat `seat`.
#[derive(Resource)]
pub struct Coach<G: Heuristic> {
    pending: Option<(Seat, usize, Task<Vec<Estimate<G::Action>>>)>,
    ready: Option<(Seat, usize, Vec<Estimate<G::Action>>)>,
}

impl<G: Heuristic> Default for Coach<G> {
    fn default() -> Self {
        Coach { pending: None, ready: None }
    }
}

impl<G: Heuristic> Coach<G> {
    /// Starts a hint for `seat`'s decision at `step` of the match, unless one is already
    /// there or on its way.
    pub fn ask(&mut self, state: &G, seat: Seat, step: usize) {
        let asked = |entry: Option<(Seat, usize)>| entry == Some((seat, step));
        if asked(self.pending.as_ref().map(|(s, t, _)| (*s, *t)))
            || asked(self.ready.as_ref().map(|(s, t, _)| (*s, *t)))
        {
            return;
        }
        let budget = crate::ai::config::in_force().hard;
        let state = state.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            SearchBot::<G>::new(budget, step as u64 ^ 0xC0AC4).estimates(&SeatKnowledge::new(&state, seat))
        });
        self.pending = Some((seat, step, task));
    }

    /// Collects a finished hint.
    pub fn poll(&mut self) {
        let Some((_, _, task)) = self.pending.as_mut() else { return };
        if let Some(estimates) = check_ready(task) {
            let (seat, step, _) = self.pending.take().expect("a pending hint");
            self.ready = Some((seat, step, estimates));
        }
    }

    /// Whether a hint for this decision is being worked out.
    pub fn thinking(&self, seat: Seat, step: usize) -> bool {
        self.pending.as_ref().is_some_and(|(s, t, _)| (*s, *t) == (seat, step))
    }

    /// The hint for `seat`'s decision at `step`, if one is ready.
    pub fn hint(&self, seat: Seat, step: usize) -> Option<&[Estimate<G::Action>]> {
        self.ready.as_ref().filter(|(s, t, _)| (*s, *t) == (seat, step)).map(|(_, _, estimates)| estimates.as_slice())
    }
}
