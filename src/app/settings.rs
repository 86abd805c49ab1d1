//! Player settings: game speed and volume.

use bevy::prelude::*;

#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Settings {
    /// Animation speed: 0.5 (slow) to 4 (fast); every duration is divided by it.
    pub speed: f32,
    /// Master volume, 0 to 1.
    pub volume: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { speed: 1.0, volume: 0.7 }
    }
}

impl Settings {
    pub const SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.5..=4.0;

    /// A duration in seconds at normal speed, scaled by the speed setting.
    pub fn scaled(&self, seconds: f32) -> f32 {
        seconds / self.speed.clamp(*Self::SPEED_RANGE.start(), *Self::SPEED_RANGE.end())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_volume.run_if(resource_changed::<Settings>));
}

fn apply_volume(settings: Res<Settings>, volume: Option<ResMut<bevy::audio::GlobalVolume>>) {
    if let Some(mut volume) = volume {
        volume.volume = bevy::audio::Volume::Linear(settings.volume.clamp(0.0, 1.0));
    }
}
