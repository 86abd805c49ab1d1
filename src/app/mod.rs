//! The Bevy shell: screens, the table, sound, settings. It renders `view(seat)` for the
//! seat at the screen and never re-derives a rule.
//!
//! ```text
//!  Title ──start──► Setup ──deal──► Table ──match over──► Results
//!    ▲                 │              │ Esc: Pause overlay   │ rematch ─► Table
//!    └─────────────────┴──── quit ────┴──────────────────────┘ title ─► Title
//! ```

mod audio;
mod backdrop;
mod fonts;
mod menus;
mod screenshot;
mod settings;
pub mod table;
mod theme;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::cli::{Command, ScreenshotArgs};
use crate::config::{self, ConfigError};
use crate::rules::loot_shoot_whiskey::LswRules;

pub use settings::Settings;
pub use table::{TableSetup, TablePhase};

/// The top-level screen.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Setup,
    Table,
    Results,
}

/// Whether the pause overlay is open (only over the table).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Overlay {
    #[default]
    None,
    Paused,
    Rules,
}

/// The rules in force, and what was wrong with files that were refused (rules or settings).
#[derive(Resource, Clone, Debug)]
pub struct LoadedRules {
    pub loot_shoot_whiskey: LswRules,
    pub errors: Vec<ConfigError>,
}

impl LoadedRules {
    pub fn load(dir: Option<&std::path::Path>) -> Self {
        let loaded = config::load::<LswRules>(dir);
        for error in &loaded.errors {
            warn!("{error} (playing on the built-in rules)");
        }
        LoadedRules { loot_shoot_whiskey: loaded.rules, errors: loaded.errors }
    }
}

/// Opens the window; `command` may go straight to a table.
pub fn run(screenshot: ScreenshotArgs, speed: Option<f32>, command: Option<Command>, rules_dir: Option<PathBuf>) -> ExitCode {
    let mut rules = LoadedRules::load(rules_dir.as_deref());
    let settings_file = crate::storage::home_dir().map(|dir| dir.join(Settings::FILE_NAME));
    let mut settings = match settings_file.as_deref().and_then(std::path::Path::parent) {
        Some(dir) => {
            let (settings, problems) = Settings::load(dir);
            rules.errors.extend(problems);
            settings
        }
        None => Settings::default(),
    };
    match speed {
        Some(speed) if Settings::SPEED_RANGE.contains(&speed) => settings.speed = speed,
        Some(speed) => eprintln!(
            "--speed {speed} is outside {}..={}; playing at {}",
            Settings::SPEED_RANGE.start(),
            Settings::SPEED_RANGE.end(),
            settings.speed
        ),
        None => {}
    }
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Saloon".into(),
                resolution: WindowResolution::new(1280, 720),
                ..default()
            }),
            ..default()
        }),
    )
    .add_plugins(EguiPlugin::default())
    .insert_resource(rules)
    .insert_resource(settings)
    .add_plugins(AppPlugin)
    .add_plugins((menus::plugin, audio::plugin, fonts::plugin));
    if let Some(Command::Play(play)) = command {
        let seats = match play.seats.as_slice() {
            [first, second] => [*first, *second],
            other => {
                eprintln!("Loot Shoot Whiskey seats 2 players, not {}; playing human,ai", other.len());
                TableSetup::default().seats
            }
        };
        app.insert_resource(TableSetup { seats, seed: play.seed });
        app.insert_state(Screen::Table);
    }
    if let Some(path) = settings_file {
        app.insert_resource(settings::SettingsFile(path));
    }
    if let Some(path) = screenshot.screenshot {
        app.add_plugins(screenshot::ScreenshotPlugin { path, frames: screenshot.frames });
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}

/// Everything but the window, the renderer and egui: what the headless tests load too.
pub struct AppPlugin;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>()
            .init_state::<Overlay>()
            .init_resource::<Settings>()
            .add_plugins((settings::plugin, backdrop::plugin, table::plugin));
        app.add_systems(Startup, spawn_camera);
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
