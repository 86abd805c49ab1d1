//! Computer players think on the async compute pool; the frame never waits. A choice
//! lands no sooner than a short, speed-scaled pause, so it reads as a decision.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::Settings;
use crate::ai::config::AiConfig;
pub use crate::ai::decision_bot;
use crate::ai::{BotKind, Heuristic, SeatKnowledge};
use crate::games::SeatKind;
use crate::rules::{Seat, SeatSet};

/// Seconds a computer player appears to think, at normal speed, on average.
const THINKING_SECONDS: f32 = 0.9;
/// How far one pause to think strays from the average, either way, as a share of it.
const THINKING_SPREAD: f32 = 0.4;

/// Seconds the computer at `seat` appears to think over one decision, at normal speed:
/// each pause its own, so that computers deciding at once do not all lay their cards down
/// on the same frame. It follows from the match, the step and the seat: the same table
/// paces the same way again.
pub fn thinking_seconds(match_seed: u64, step: usize, seat: Seat) -> f32 {
    let mut mixed = match_seed ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64) << 56;
    // SplitMix64's finaliser: every input bit moves every output bit.
    mixed = (mixed ^ (mixed >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    mixed = (mixed ^ (mixed >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    mixed ^= mixed >> 31;
    let unit = (mixed >> 40) as f32 / (1u64 << 24) as f32;
    THINKING_SECONDS * (1.0 + THINKING_SPREAD * (2.0 * unit - 1.0))
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
    /// knowledge only; a seat with a move `arranged` (a lesson's) makes that one, after the
    /// same pause to think.
    pub fn start(
        &mut self,
        state: &G,
        movers: SeatSet,
        step: usize,
        arranged: &[(Seat, G::Action)],
        now: f32,
        settings: &Settings,
    ) {
        for seat in movers.iter().filter(|&seat| self.seats.get(seat) == Some(&SeatKind::Computer)) {
            let pool = AsyncComputeTaskPool::get();
            let task = match arranged.iter().find(|(arranged, _)| *arranged == seat) {
                Some(&(_, action)) => pool.spawn(async move { action }),
                None => {
                    let mut bot = decision_bot::<G>(self.kind, self.seed, step, seat, &self.difficulties);
                    let state = state.clone();
                    pool.spawn(async move { bot.choose(SeatKnowledge::new(&state, seat)) })
                }
            };
            let pause = settings.thinking(thinking_seconds(self.seed, step, seat));
            self.thinking[seat] = Some(Thinking { task, started_at: now, ready_at: now + pause });
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computers_deciding_at_once_pause_for_different_times_around_the_average() {
        let pauses: Vec<f32> = (0..6).map(|seat| thinking_seconds(42, 3, seat)).collect();
        let distinct: std::collections::BTreeSet<u32> = pauses.iter().map(|pause| (pause * 1000.0) as u32).collect();
        assert_eq!(distinct.len(), pauses.len(), "{pauses:?}");
        let many: Vec<f32> = (0..2000).map(|step| thinking_seconds(7, step, step % 4)).collect();
        let (least, most) = (THINKING_SECONDS * (1.0 - THINKING_SPREAD), THINKING_SECONDS * (1.0 + THINKING_SPREAD));
        assert!(many.iter().all(|pause| (least..=most).contains(pause)));
        let mean = many.iter().sum::<f32>() / many.len() as f32;
        assert!((mean - THINKING_SECONDS).abs() < 0.03, "mean {mean}");
        assert_eq!(thinking_seconds(7, 5, 1), thinking_seconds(7, 5, 1), "the same table paces the same way");
    }
}
