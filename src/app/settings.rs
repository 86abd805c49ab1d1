//! Player settings: game speed and volume, kept in the player's folder between games.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::config::ConfigError;
use crate::storage;

#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Animation speed: 0.5 (slow) to 4 (fast); every duration is divided by it.
    pub speed: f32,
    /// Master volume, 0 to 1.
    pub volume: f32,
    /// Whether the background tune plays.
    pub music: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { speed: 1.0, volume: 0.7, music: true }
    }
}

/// Where the settings are saved, once loaded from there.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(pub PathBuf);

impl Settings {
    pub const SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.5..=4.0;
    pub const FILE_NAME: &'static str = "settings.ron";

    /// A duration in seconds at normal speed, scaled by the speed setting.
    pub fn scaled(&self, seconds: f32) -> f32 {
        seconds / self.speed.clamp(*Self::SPEED_RANGE.start(), *Self::SPEED_RANGE.end())
    }

    /// Reads `dir/settings.ron`. A missing file gives the defaults; a file that cannot
    /// be read is set aside (never overwritten) and reported; values out of range are
    /// brought back in range and reported.
    pub fn load(dir: &Path) -> (Settings, Vec<ConfigError>) {
        let path = dir.join(Self::FILE_NAME);
        let Ok(text) = std::fs::read_to_string(&path) else { return (Settings::default(), vec![]) };
        let problem =
            |line, column, message: String| ConfigError { file: path.display().to_string(), line, column, message };
        match ron::from_str::<Settings>(&text) {
            Ok(settings) => {
                let fixed = settings.in_range();
                let mut problems = Vec::new();
                if fixed != settings {
                    problems.push(problem(
                        1,
                        1,
                        format!("expected speed in 0.5..=4 and volume in 0..=1; using {fixed:?}"),
                    ));
                }
                (fixed, problems)
            }
            Err(error) => {
                let kept = match storage::set_aside(&path) {
                    Ok(aside) => format!("kept as {}", aside.display()),
                    Err(move_error) => format!("could not be set aside: {move_error}"),
                };
                let message = format!("{}; using the default settings (the file was {kept})", error.code);
                (Settings::default(), vec![problem(error.span.start.line, error.span.start.col, message)])
            }
        }
    }

    /// Writes the settings atomically to `path`.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text =
            ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(std::io::Error::other)?;
        storage::write_atomically(path, text.as_bytes())
    }

    fn in_range(&self) -> Settings {
        let speed = if self.speed.is_finite() { self.speed } else { 1.0 };
        let volume = if self.volume.is_finite() { self.volume } else { 0.7 };
        Settings {
            speed: speed.clamp(*Self::SPEED_RANGE.start(), *Self::SPEED_RANGE.end()),
            volume: volume.clamp(0.0, 1.0),
            music: self.music,
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("saloon-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn settings_round_trip_through_the_file() {
        let dir = scratch("round-trip");
        let settings = Settings { speed: 2.5, volume: 0.25, music: false };
        settings.save(&dir.join(Settings::FILE_NAME)).unwrap();
        assert_eq!(Settings::load(&dir), (settings, vec![]));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_corrupt_file_gives_defaults_a_place_and_is_kept() {
        let dir = scratch("corrupt");
        std::fs::write(dir.join(Settings::FILE_NAME), "(\n  speed: fast,\n)").unwrap();
        let (settings, problems) = Settings::load(&dir);
        assert_eq!(settings, Settings::default());
        assert_eq!((problems.len(), problems[0].line), (1, 2), "{problems:?}");
        assert!(dir.join("settings.ron.corrupt").exists(), "the player's file is kept aside");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn impossible_values_are_brought_into_range_and_reported() {
        let dir = scratch("range");
        std::fs::write(dir.join(Settings::FILE_NAME), "(speed: 40.0, volume: -1.0)").unwrap();
        let (settings, problems) = Settings::load(&dir);
        assert_eq!(settings, Settings { speed: 4.0, volume: 0.0, music: true });
        assert_eq!(problems.len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
