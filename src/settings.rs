//! Player settings: animation and computer speed, reduced motion, volumes and music,
//! screen (fullscreen, UI scale), language, the showcase's idle start and how many finished
//! matches are kept, in the player's folder between games. A file that cannot be read is kept beside as `.bak` and
//! reported, and the defaults are used.

use std::collections::BTreeSet;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::config::{ConfigError, FileKind};
use crate::rules::Line;
use crate::storage;
use crate::text::Language;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "gui", derive(bevy::prelude::Resource))]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Animation speed: 0.5 (slow) to 4 (fast); every duration is divided by it.
    pub speed: f32,
    /// How quickly the computers decide, on top of the animation speed: 0.5 to 4.
    pub computer_speed: f32,
    /// Master volume, 0 to 1.
    pub volume: f32,
    /// The music's share of it, 0 to 1.
    pub music_volume: f32,
    /// The sound effects' share of it, 0 to 1.
    pub effects_volume: f32,
    /// Whether each game's tune plays.
    pub music: bool,
    /// The size of menus, panels and captions: 0.75 (small laptops) to 2 (projectors).
    pub ui_scale: f32,
    pub fullscreen: bool,
    /// Three-card Loo's cards with a colour per suit (diamonds blue, clubs green), besides
    /// the suit's shape.
    pub four_colour_deck: bool,
    /// No shakes, flashes or particles: cards and dice still move, gently.
    pub reduced_motion: bool,
    /// Seconds the title screen waits untouched before the showcase starts; 0, never.
    pub showcase_after_idle: u16,
    /// How many finished matches are kept for the replay viewer (the oldest go first).
    pub replays_kept: u16,
    /// The language of every word on screen; `None`, the system's where the game speaks
    /// it, English otherwise.
    pub language: Option<Language>,
    /// The games whose guided first match the player has played to its end, by their
    /// command-line names.
    pub learned: BTreeSet<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: 1.0,
            computer_speed: 1.0,
            volume: 0.7,
            music_volume: 0.6,
            effects_volume: 1.0,
            music: true,
            ui_scale: 1.0,
            fullscreen: false,
            four_colour_deck: false,
            reduced_motion: false,
            showcase_after_idle: 180,
            replays_kept: 30,
            language: None,
            learned: BTreeSet::new(),
        }
    }
}

impl Settings {
    pub const SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.5..=4.0;
    pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.0;
    /// The UI scales a player picks from: steps, so that nothing resizes under a drag.
    pub const UI_SCALE_STEPS: [f32; 5] = [0.75, 1.0, 1.25, 1.5, 2.0];
    pub const FILE_NAME: &'static str = "settings.ron";
    pub const REPLAYS_KEPT_MOST: u16 = 500;
    /// The longest idle wait before the showcase, an hour.
    pub const IDLE_MOST: u16 = 3600;

    /// A duration in seconds at normal speed, scaled by the speed setting.
    pub fn scaled(&self, seconds: f32) -> f32 {
        seconds / self.speed.clamp(*Self::SPEED_RANGE.start(), *Self::SPEED_RANGE.end())
    }

    /// The language to speak: the one chosen, or the system's.
    pub fn spoken_language(&self) -> Language {
        self.language.unwrap_or_else(Language::of_system)
    }

    /// The UI scale, within its range.
    pub fn ui_zoom(&self) -> f32 {
        self.ui_scale.clamp(*Self::UI_SCALE_RANGE.start(), *Self::UI_SCALE_RANGE.end())
    }

    /// A computer's pause to think, in seconds at normal speed, scaled by both speeds.
    pub fn thinking(&self, seconds: f32) -> f32 {
        self.scaled(seconds) / self.computer_speed.clamp(*Self::SPEED_RANGE.start(), *Self::SPEED_RANGE.end())
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
        let read = crate::config::read_text(&path, &label, FileKind::Settings);
        match read.and_then(|text| Settings::parse(&label, &text)) {
            Ok(read) => read,
            Err(error) => {
                let kept = match storage::set_aside_as(&path, "bak") {
                    Ok(aside) => Line::new("settings-kept-as").name("path", aside.display().to_string()),
                    Err(move_error) => Line::new("settings-not-set-aside").name("error", move_error.to_string()),
                };
                (Settings::default(), vec![error.told_with(Line::new("settings-refused").line("kept", kept))])
            }
        }
    }

    /// Reads settings from the text of `file`: the settings, with a report when values out
    /// of range had to be brought back in range; or why the text is no settings file.
    pub fn parse(file: &str, text: &str) -> Result<(Settings, Vec<ConfigError>), ConfigError> {
        let problem = |line, column, problem: Line| ConfigError { file: file.to_owned(), line, column, problem };
        let settings = ron::from_str::<Settings>(text).map_err(|error| {
            problem(error.span.start.line, error.span.start.col, crate::config::ron_error_in_words(&error.code))
        })?;
        let fixed = settings.in_range();
        if fixed == settings {
            return Ok((settings, vec![]));
        }
        let expected = Line::new("settings-brought-in-range")
            .number("idle", Self::IDLE_MOST)
            .number("kept", Self::REPLAYS_KEPT_MOST)
            .name("using", format!("{fixed:?}"));
        Ok((fixed, vec![problem(1, 1, expected)]))
    }

    /// Writes the settings atomically to `path`.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text =
            ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(std::io::Error::other)?;
        storage::write_atomically(path, text.as_bytes())
    }

    fn in_range(&self) -> Settings {
        let defaults = Settings::default();
        let within = |value: f32, default: f32, range: std::ops::RangeInclusive<f32>| {
            if value.is_finite() { value.clamp(*range.start(), *range.end()) } else { default }
        };
        Settings {
            speed: within(self.speed, defaults.speed, Self::SPEED_RANGE),
            computer_speed: within(self.computer_speed, defaults.computer_speed, Self::SPEED_RANGE),
            volume: within(self.volume, defaults.volume, 0.0..=1.0),
            music_volume: within(self.music_volume, defaults.music_volume, 0.0..=1.0),
            effects_volume: within(self.effects_volume, defaults.effects_volume, 0.0..=1.0),
            music: self.music,
            ui_scale: within(self.ui_scale, defaults.ui_scale, Self::UI_SCALE_RANGE),
            language: self.language,
            fullscreen: self.fullscreen,
            four_colour_deck: self.four_colour_deck,
            reduced_motion: self.reduced_motion,
            showcase_after_idle: self.showcase_after_idle.min(Self::IDLE_MOST),
            replays_kept: self.replays_kept.min(Self::REPLAYS_KEPT_MOST),
            learned: self.learned.clone(),
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
        let settings = Settings {
            speed: 2.5,
            computer_speed: 0.5,
            volume: 0.25,
            music_volume: 0.1,
            effects_volume: 0.9,
            music: false,
            ui_scale: 1.5,
            fullscreen: true,
            four_colour_deck: true,
            reduced_motion: true,
            showcase_after_idle: 0,
            replays_kept: 3,
            language: Some(Language::Greek),
            learned: BTreeSet::from(["loot-shoot-whiskey".to_owned()]),
        };
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
        assert!(dir.join("settings.ron.bak").exists(), "the player's file is kept beside");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn impossible_values_are_brought_into_range_and_reported() {
        let dir = scratch("range");
        std::fs::write(dir.join(Settings::FILE_NAME), "(speed: 40.0, volume: -1.0, ui_scale: 9.0)").unwrap();
        let (settings, problems) = Settings::load(&dir);
        assert_eq!(settings, Settings { speed: 4.0, volume: 0.0, ui_scale: 2.0, ..Settings::default() });
        assert_eq!(problems.len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
