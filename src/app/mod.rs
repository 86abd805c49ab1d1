//! The Bevy shell: screens, the table, sound, settings. It renders `view(seat)` for the
//! seat at the screen and never re-derives a rule.
//!
//! ```text
//!  Title ──start──► Setup ──deal──► Table ──match over──► Results
//!    ▲  │              │              │ Esc: Pause overlay   │ rematch ─► Table
//!    └──┼──────────────┴──── quit ────┴──────────────────────┘ title ─► Title
//!       └──► Replays ──watch──► Table (a kept match, replayed; quit ─► Title)
//! ```

pub mod art;
mod audio;
mod backdrop;
pub mod beats;
mod bots;
pub mod captions;
pub mod coach;
mod draw;
pub mod fit;
pub mod fonts;
mod frame_rate;
pub mod frame_report;
pub mod glyphs;
mod heap;
mod held;
pub mod language;
pub mod motion;
mod navigation;
pub mod screens;
mod screenshot;
pub mod session;
pub(crate) mod settings;
pub mod showcase;
pub mod tables;
mod theme;
mod widgets;
mod window_scale;
pub use window_scale::spawn_camera;

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::cli::{Command, ScreenshotArgs, WindowOptions};
use crate::games::RulesBook;
use crate::games::SeatKind;

pub use audio::{REST, SoundCue, Tune};
pub use session::{MatchSummary, TablePhase, TableSetup};
pub use settings::Settings;
pub use window_scale::{BEYOND_THE_WINDOW, BandBelowTable, RoomBeside, TABLE_AREA};

/// The top-level screen.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Setup,
    Table,
    Results,
    /// The kept matches, to watch again.
    Replays,
}

/// Whether an overlay is open: the pause menu and the rules over the table, the settings
/// over the title screen.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Overlay {
    #[default]
    None,
    Paused,
    Rules,
    Settings,
}

/// The rules and difficulties in force, and what was wrong with files that were refused
/// (rules or settings).
#[derive(Resource, Clone, Debug, Deref, DerefMut)]
pub struct LoadedRules(pub RulesBook);

impl LoadedRules {
    pub fn load(dir: Option<&std::path::Path>) -> Self {
        let book = RulesBook::load(dir);
        for error in &book.errors {
            warn!("{error} (playing on the built-in defaults)");
        }
        LoadedRules(book)
    }
}

/// Bevy's plugins with the game's window: what `examples/empty_window.rs` opens too, so
/// that the frame budget is measured against the same window.
pub fn window_plugins() -> impl PluginGroup {
    DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Saloon".into(),
            resolution: WindowResolution::new(TABLE_AREA.x as u32, TABLE_AREA.y as u32),
            ..default()
        }),
        ..default()
    })
}

/// Opens the window; `command` may go straight to a table.
pub fn run(
    screenshot: ScreenshotArgs,
    options: WindowOptions,
    command: Option<Command>,
    rules_dir: Option<PathBuf>,
) -> ExitCode {
    heap::give_back_what_is_freed();
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
    match options.speed {
        Some(speed) if Settings::SPEED_RANGE.contains(&speed) => settings.speed = speed,
        Some(speed) => eprintln!(
            "--speed {speed} is outside {}..={}; playing at {}",
            Settings::SPEED_RANGE.start(),
            Settings::SPEED_RANGE.end(),
            settings.speed
        ),
        None => {}
    }
    if let Some(language) = options.language {
        settings.language = Some(language);
    }
    let mut watch = None;
    let mut showcase = None;
    let mut learn = None;
    let (table, screen) = match command {
        Some(Command::Play(play)) => (Some(table_from_command_line(play, &rules)), Screen::Table),
        Some(Command::Replay { file }) => match crate::save::check_match_file(&file) {
            Ok(game) => {
                watch = Some(tables::shell::WatchReplay(file));
                (Some(TableSetup::new(game, &rules)), Screen::Table)
            }
            Err(error) => {
                eprintln!("{error}");
                return ExitCode::FAILURE;
            }
        },
        Some(Command::Setup { game }) => (Some(TableSetup::new(game, &rules)), Screen::Setup),
        Some(Command::Replays) => (None, Screen::Replays),
        Some(Command::Showcase { games }) => {
            showcase = Some(games);
            (None, Screen::Table)
        }
        Some(Command::Learn { game }) => {
            learn = Some(game);
            (None, Screen::Table)
        }
        _ => (None, Screen::Title),
    };
    let mut app = App::new();
    app.add_plugins(window_plugins())
        .add_plugins(EguiPlugin::default())
        .insert_resource(rules)
        .insert_resource(settings)
        .add_plugins(AppPlugin)
        .add_plugins((
            widgets::plugin,
            screens::plugin,
            audio::plugin,
            fonts::plugin,
            window_scale::plugin,
            frame_rate::plugin,
            art::plugin,
            held::plugin,
            heap::plugin,
        ))
        .add_plugins(navigation::plugin)
        .add_systems(Update, screenshot::snapshot_key);
    let table = match showcase {
        Some(games) => {
            let world = app.world();
            let showcase = showcase::Showcase::new(games, world.resource::<tables::Tables>());
            let setup = showcase.first_table(world.resource::<LoadedRules>());
            app.insert_resource(showcase).insert_state(tables::shell::TableMode::Showcase);
            Some(setup)
        }
        None => table,
    };
    let table = match learn {
        Some(game) => {
            let Some(start) = app.world().resource::<tables::Tables>().entry(game).and_then(|entry| entry.learn) else {
                let learnt: Vec<_> = app
                    .world()
                    .resource::<tables::Tables>()
                    .entries()
                    .iter()
                    .filter(|entry| entry.learn.is_some())
                    .map(|entry| entry.game.id())
                    .collect();
                eprintln!("{} has no guided first match yet; these have one: {}", game.title(), learnt.join(", "));
                return ExitCode::FAILURE;
            };
            Some(start(app.world_mut()))
        }
        None => table,
    };
    if let Some(setup) = table {
        app.insert_resource(setup);
    }
    if screen != Screen::Title {
        app.insert_state(screen);
    }
    if let Some(path) = settings_file {
        app.insert_resource(settings::SettingsFile(path));
    }
    if let Some(path) = crate::save::save_file() {
        app.insert_resource(tables::shell::SaveFile(path));
    }
    if let Some(dir) = crate::replays::replays_dir() {
        app.insert_resource(tables::shell::ReplaysDir(dir));
    }
    if let Some(dir) = crate::report::reports_dir() {
        app.insert_resource(tables::shell::ReportsDir(dir));
    }
    if let Some(watch) = watch {
        app.insert_resource(watch);
    }
    if let Some(path) = screenshot.screenshot {
        app.add_plugins(screenshot::ScreenshotPlugin { path, frames: screenshot.frames });
    }
    if let Some(path) = screenshot.frame_report {
        app.add_plugins(frame_report::FrameReportPlugin { path, frames: screenshot.frames });
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(_) => ExitCode::FAILURE,
    }
}

/// The table `saloon play …` asks for (with a message where it cannot be had as asked).
fn table_from_command_line(play: crate::cli::PlayArgs, rules: &LoadedRules) -> TableSetup {
    let mut setup = TableSetup { seed: play.seed, difficulty: play.difficulty, ..TableSetup::new(play.game, rules) };
    let sizes = rules.seats(play.game);
    if sizes.contains(&play.seats.len()) {
        setup.seats = play.seats;
    } else {
        let default: Vec<&str> =
            setup.seats.iter().map(|seat| if *seat == SeatKind::Human { "human" } else { "ai" }).collect();
        eprintln!(
            "{} seats {} to {} players, not {}; playing {}",
            play.game.title(),
            sizes.start(),
            sizes.end(),
            play.seats.len(),
            default.join(",")
        );
    }
    setup
}

/// Everything but the window, the renderer and egui: what the headless tests load too.
pub struct AppPlugin;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((ShellPlugin, tables::game_tables, showcase::plugin));
    }
}

/// The screens, the session and the table shell, without any game's table: a table of
/// any [`tables::shell::TableGame`] can be added to it (the tests sit a dice game at one).
pub struct ShellPlugin;

impl Plugin for ShellPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>().init_state::<Overlay>().init_resource::<Settings>().add_plugins((
            glyphs::plugin,
            language::plugin,
            session::plugin,
            settings::plugin,
            backdrop::plugin,
            captions::plugin,
            fit::plugin,
            motion::plugin,
            tables::shell::plugin,
            screens::choices_plugin,
        ));
        app.add_systems(Startup, window_scale::spawn_camera);
    }
}
