//! The clock every motion runs by: the frame's seconds at the animation-speed setting,
//! and whether the settings leave the shakes and puffs out.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::app::Settings;

/// The share of a motion lasting `seconds` at normal speed that `frame` seconds of play
/// take at `settings`' speed.
pub fn share_of(frame: f32, seconds: f32, settings: &Settings) -> f32 {
    frame / settings.scaled(seconds).max(f32::EPSILON)
}

/// This frame's time, as the table's motions see it.
#[derive(SystemParam)]
pub struct MotionClock<'w> {
    time: Res<'w, Time>,
    settings: Res<'w, Settings>,
}

impl MotionClock<'_> {
    /// The share of a motion lasting `seconds` at normal speed that this frame plays.
    pub fn share_of(&self, seconds: f32) -> f32 {
        share_of(self.time.delta_secs(), seconds, &self.settings)
    }

    /// This frame's seconds at the setting's speed.
    pub fn seconds(&self) -> f32 {
        self.share_of(1.0)
    }

    /// Whether the settings ask for reduced motion: no shakes, flashes or puffs.
    pub fn reduced(&self) -> bool {
        self.settings.reduced_motion
    }
}
