//! Computer players think on the async compute pool; the frame never waits. A choice
//! lands no sooner than a short, speed-scaled pause, so it reads as a decision.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::Settings;
use crate::ai::config::AiConfig;
use crate::ai::{BotKind, Heuristic, SeatKnowledge};
use crate::games::SeatKind;
use crate::rules::{Seat, SeatSet};

/// Seconds a computer player appears to think, at normal speed.
const THINKING_SECONDS: f32 = 0.9;

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
            // A bot of its own for each decision, seeded by match and step: reproducible.
            let mut bot = self.kind.build::<G>(self.seed ^ ((step as u64) << 8 | seat as u64), &self.difficulties);
            let state = state.clone();
            let task = AsyncComputeTaskPool::get().spawn(async move { bot.choose(SeatKnowledge::new(&state, seat)) });
            self.thinking[seat] =
                Some(Thinking { task, started_at: now, ready_at: now + settings.scaled(THINKING_SECONDS) });
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
