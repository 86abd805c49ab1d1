//! Player settings: game speed, volume, music and how many finished matches are kept,
//! in the player's folder between games. A file that cannot be read is set aside and
//! reported, and the defaults are used.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::config::ConfigError;
use crate::storage;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "gui", derive(bevy::prelude::Resource))]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Animation speed: 0.5 (slow) to 4 (fast); every duration is divided by it.
    pub speed: f32,
    /// Master volume, 0 to 1.
    pub volume: f32,
    /// Whether the background tune plays.
    pub music: bool,
    /// How many finished matches are kept for the replay viewer (the oldest go first).
    pub replays_kept: u16,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { speed: 1.0, volume: 0.7, music: true, replays_kept: 30 }
    }
}

impl Settings {
    pub const SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.5..=4.0;
    pub const FILE_NAME: &'static str = "settings.ron";
    pub const REPLAYS_KEPT_MOST: u16 = 500;

    /// A duration in seconds at normal speed, scaled by the speed setting.
    pub fn scaled(&self, seconds: f32) -> f32 {
        seconds / self.speed.clamp(*Self::SPEED_RANGE.start(), *Self::SPEED_RANGE.end())
    }

    /// Reads `dir/settings.ron`. A missing file gives the defaults; a file that cannot
    /// be read is set aside (never overwritten) and reported; values out of range are
    /// brought back in range and reported.
    pub fn load(dir: &Path) -> (Settings, Vec<ConfigError>) {
        let path = dir.join(Self::FILE_NAME);
        let label = path.display().to_string();
        if !path.exists() {
            return (Settings::default(), vec![]);
        }
        match crate::config::read_text(&path, &label, "the settings").and_then(|text| Settings::parse(&label, &text)) {
            Ok(read) => read,
            Err(mut error) => {
                let kept = match storage::set_aside(&path) {
                    Ok(aside) => format!("kept as {}", aside.display()),
                    Err(move_error) => format!("could not be set aside: {move_error}"),
                };
                error.message = format!("{}; using the default settings (the file was {kept})", error.message);
                (Settings::default(), vec![error])
            }
        }
    }

    /// Reads settings from the text of `file`: the settings, with a report when values out
    /// of range had to be brought back in range; or why the text is no settings file.
    pub fn parse(file: &str, text: &str) -> Result<(Settings, Vec<ConfigError>), ConfigError> {
        let problem = |line, column, message: String| ConfigError { file: file.to_owned(), line, column, message };
        let settings = ron::from_str::<Settings>(text)
            .map_err(|error| problem(error.span.start.line, error.span.start.col, error.code.to_string()))?;
        let fixed = settings.in_range();
        if fixed == settings {
            return Ok((settings, vec![]));
        }
        let expected = format!(
            "expected speed in 0.5..=4, volume in 0..=1 and replays_kept at most {}; using {fixed:?}",
            Self::REPLAYS_KEPT_MOST
        );
        Ok((fixed, vec![problem(1, 1, expected)]))
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
            replays_kept: self.replays_kept.min(Self::REPLAYS_KEPT_MOST),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

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
        let settings = Settings { speed: 2.5, volume: 0.25, music: false, replays_kept: 3 };
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
        assert_eq!(settings, Settings { speed: 4.0, volume: 0.0, ..Settings::default() });
        assert_eq!(problems.len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
