//! Computer players think on the async compute pool; the frame never waits. A choice
//! lands no sooner than a short, speed-scaled pause, so it reads as a decision.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::{Commitments, Match, TABLE_BOT};
use crate::ai::SeatKnowledge;
use crate::app::{Screen, Settings};
use crate::cli::SeatKind;
use crate::rules::Game;
use crate::rules::loot_shoot_whiskey::{Commit, LootShootWhiskey};

/// Seconds a computer player appears to think, at normal speed.
const THINKING_SECONDS: f32 = 0.9;

struct Thinking {
    task: Task<Commit>,
    ready_at: f32,
}

#[derive(Resource)]
pub struct Bots {
    seats: [SeatKind; 2],
    seed: u64,
    thinking: [Option<Thinking>; 2],
}

impl Bots {
    pub fn new(seats: [SeatKind; 2], seed: u64) -> Self {
        Bots { seats, seed, thinking: [None, None] }
    }

    pub fn is_thinking_for(&self, seat: usize) -> bool {
        self.thinking[seat].is_some()
    }

    /// Starts every computer seat deciding on `state`, from that seat's knowledge only.
    pub fn start(&mut self, state: &LootShootWhiskey, step: usize, now: f32, settings: &Settings) {
        for seat in 0..2 {
            if self.seats[seat] != SeatKind::Computer {
                continue;
            }
            // A bot of its own for each decision, seeded by match and step: reproducible.
            let mut bot = TABLE_BOT.build::<LootShootWhiskey>(self.seed ^ ((step as u64) << 8 | seat as u64));
            let state = state.clone();
            let task = AsyncComputeTaskPool::get().spawn(async move { bot.choose(SeatKnowledge::new(&state, seat)) });
            self.thinking[seat] = Some(Thinking { task, ready_at: now + settings.scaled(THINKING_SECONDS) });
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, collect_choices.run_if(in_state(Screen::Table)));
}

fn collect_choices(
    mut bots: ResMut<Bots>,
    mut commitments: ResMut<Commitments>,
    the_match: Res<Match>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    for seat in 0..2 {
        let Some(thinking) = bots.thinking[seat].as_mut() else { continue };
        if now < thinking.ready_at {
            continue;
        }
        if let Some(commit) = check_ready(&mut thinking.task) {
            bots.thinking[seat] = None;
            if !the_match.state.is_over() {
                commitments.committed[seat] = Some(commit);
            }
        }
    }
}
