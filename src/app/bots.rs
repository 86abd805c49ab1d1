//! Computer players think on the async compute pool; the frame never waits. A choice
//! lands no sooner than a short, speed-scaled pause, so it reads as a decision.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::Settings;
use crate::ai::config::AiConfig;
use crate::ai::{Bot, BotKind, Heuristic, SeatKnowledge};
use crate::games::SeatKind;
use crate::rules::{Seat, SeatSet};

/// Seconds a computer player appears to think, at normal speed.
pub const THINKING_SECONDS: f32 = 0.9;

/// The bot that takes one decision: a bot of its own for each, seeded by match, step and
/// seat, so that a table of computers plays the same match again from the same seed.
pub fn decision_bot<G: Heuristic>(
    kind: BotKind,
    match_seed: u64,
    step: usize,
    seat: Seat,
    difficulties: &AiConfig,
) -> Box<dyn Bot<G>> {
    kind.build::<G>(match_seed ^ ((step as u64) << 8 | seat as u64), difficulties)
}

struct Thinking<A> {
    task: Task<A>,
    started_at: f32,
    ready_at: f32,
}

/// The computer players of a table of game `G`.
#[derive(Resource)]
pub struct Bots<G: Heuristic> {
    seats: Vec<SeatKind>,
    seed: u64,
    /// The bot every computer seat plays: the difficulty chosen at setup.
    kind: BotKind,
    /// What each difficulty means, from `config/ai.ron`.
    difficulties: AiConfig,
    thinking: Vec<Option<Thinking<G::Action>>>,
}

impl<G: Heuristic> Bots<G> {
    pub fn new(seats: &[SeatKind], seed: u64, kind: BotKind, difficulties: AiConfig) -> Self {
        Bots { seats: seats.to_vec(), seed, kind, difficulties, thinking: seats.iter().map(|_| None).collect() }
    }

    pub fn is_thinking_for(&self, seat: Seat) -> bool {
        self.thinking.get(seat).is_some_and(Option::is_some)
    }

    /// Starts every computer seat among `movers` deciding on `state`, from that seat's
    /// knowledge only.
    pub fn start(&mut self, state: &G, movers: SeatSet, step: usize, now: f32, settings: &Settings) {
        for seat in movers.iter().filter(|&seat| self.seats.get(seat) == Some(&SeatKind::Computer)) {
            let mut bot = decision_bot::<G>(self.kind, self.seed, step, seat, &self.difficulties);
            let state = state.clone();
            let task = AsyncComputeTaskPool::get().spawn(async move { bot.choose(SeatKnowledge::new(&state, seat)) });
            self.thinking[seat] =
                Some(Thinking { task, started_at: now, ready_at: now + settings.thinking(THINKING_SECONDS) });
        }
    }

    /// `seat` is a human's from now on: its computer stops thinking.
    pub fn stop(&mut self, seat: Seat) {
        if let Some(kind) = self.seats.get_mut(seat) {
            *kind = SeatKind::Human;
            self.thinking[seat] = None;
        }
    }

    /// The choices that are ready and have been shown thinking long enough.
    pub fn take_ready(&mut self, now: f32) -> Vec<(Seat, G::Action)> {
        let mut ready = Vec::new();
        for (seat, slot) in self.thinking.iter_mut().enumerate() {
            let Some(thinking) = slot.as_mut() else { continue };
            if now < thinking.ready_at {
                continue;
            }
            if let Some(action) = check_ready(&mut thinking.task) {
                debug!("{} bot at seat {seat} decided within {:.2} s", self.kind, now - thinking.started_at);
                *slot = None;
                ready.push((seat, action));
            }
        }
        ready
    }
}
