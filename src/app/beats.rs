//! The show every table puts on after a step: what happened, one beat at a time, each
//! held for a moment scaled by the game speed, with its line in the log and its sound.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::Settings;
use super::audio::SoundCue;
use super::session::GameLog;
use crate::rules::Line;

/// Beats waiting to be shown, and how long the current one still holds.
#[derive(Resource, Debug)]
pub struct Beats<B: Send + Sync + 'static> {
    pub pending: VecDeque<B>,
    /// Seconds until the next beat may show.
    pub wait: f32,
}

impl<B: Send + Sync + 'static> Beats<B> {
    /// A show that starts after a short pause (the table is drawn first).
    pub fn starting(pending: impl IntoIterator<Item = B>) -> Self {
        Beats { pending: pending.into_iter().collect(), wait: 0.3 }
    }

    /// Counts `delta` seconds off the current beat.
    pub fn next_due(&mut self, delta: f32) -> Due<B> {
        self.wait -= delta;
        if self.wait > 0.0 {
            return Due::Waiting;
        }
        match self.pending.pop_front() {
            Some(beat) => Due::Next(beat),
            None => Due::Done,
        }
    }

    /// Holds the beat just shown for `seconds` at normal speed.
    pub fn hold(&mut self, seconds: f32, settings: &Settings) {
        self.wait = settings.scaled(seconds);
    }
}

/// Tells a beat: its line in the log, its sound.
pub fn tell(log: &mut GameLog, sounds: &mut MessageWriter<SoundCue>, line: Option<Line>, cue: Option<SoundCue>) {
    log.lines.extend(line);
    if let Some(cue) = cue {
        sounds.write(cue);
    }
}

pub enum Due<B> {
    /// The current beat still holds.
    Waiting,
    Next(B),
    /// Every beat is shown: the table has caught up with the true state.
    Done,
}
