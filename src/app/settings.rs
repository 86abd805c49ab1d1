//! The settings at the table: the volume follows them, and they are saved when the pause
//! menu closes, where they are changed.

use std::path::PathBuf;

use bevy::prelude::*;

pub use crate::settings::Settings;

/// Where the settings are saved, once loaded from there.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(pub PathBuf);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_volume.run_if(resource_changed::<Settings>))
        .add_systems(OnExit(super::Overlay::Paused), save_settings);
}

fn apply_volume(settings: Res<Settings>, volume: Option<ResMut<bevy::audio::GlobalVolume>>) {
    if let Some(mut volume) = volume {
        volume.volume = bevy::audio::Volume::Linear(settings.volume.clamp(0.0, 1.0));
    }
}

/// Saves after the pause menu closes, where the settings are changed.
fn save_settings(settings: Res<Settings>, file: Option<Res<SettingsFile>>, mut saved: Local<Option<Settings>>) {
    let Some(file) = file else { return };
    if saved.as_ref() == Some(&*settings) {
        return;
    }
    match settings.save(&file.0) {
        Ok(()) => *saved = Some(settings.clone()),
        Err(error) => warn!("could not save settings to {}: {error}", file.0.display()),
    }
}
