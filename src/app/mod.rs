//! The Bevy shell: screens, the table, sound, settings. It renders `view(seat)` for the
//! seat at the screen and never re-derives a rule.
//!
//! ```text
//!  Title ──start──► Setup ──deal──► Table ──match over──► Results
//!    ▲  │              │              │ Esc: Pause overlay   │ rematch ─► Table
//!    └──┼──────────────┴──── quit ────┴──────────────────────┘ title ─► Title
//!       └──► Replays ──watch──► Table (a kept match, replayed; quit ─► Title)
//! ```
//!
//! What a table is for (the player's match, the showcase, a lesson, a replay) is its mode,
//! [`tables::shell::TableMode`], drawn in `tables/shell/flow.rs`. The window opens where
//! the command line says (`opening.rs`); [`GamePlugin`] lists everything the game is made of.

pub mod art;
mod audio;
mod backdrop;
pub mod beats;
mod bots;
mod can_draw;
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
mod opening;
pub mod screens;
mod screenshot;
pub mod session;
pub(crate) mod settings;
pub mod showcase;
mod table_pointer;
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
use opening::Opening;

pub use audio::{REST, SoundCue, Tune};
pub use session::{MatchSummary, TablePhase, TableSetup};
pub use settings::Settings;
pub use window_scale::{BEYOND_THE_WINDOW, BandBelowTable, PanelsBeside, RoomBeside, TABLE_AREA};

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
    /// The tables on the network, and a join code typed in.
    Join,
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
            // X11's WM_CLASS and Wayland's app id: the desktop matches the window to its
            // launcher (the `.desktop` file of the same name) by it.
            name: Some(crate::APP_ID.into()),
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
    if let Some(problem) = can_draw::why_the_window_cannot_open() {
        eprintln!("{problem}");
        return ExitCode::FAILURE;
    }
    heap::give_back_what_is_freed();
    let mut rules = LoadedRules::load(rules_dir.as_deref());
    let settings = settings::for_window(&options, &mut rules.errors);
    let opening = match Opening::of(command, &rules) {
        Ok(opening) => opening,
        Err(problem) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    let mut app = App::new();
    app.add_plugins((window_plugins(), EguiPlugin::default()))
        .insert_resource(rules)
        .insert_resource(settings)
        .add_plugins(GamePlugin);
    if let Err(problem) = opening.open(&mut app) {
        eprintln!("{problem}");
        return ExitCode::FAILURE;
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

/// The whole game in its window: everything the headless tests load ([`AppPlugin`]), the
/// screens as egui draws them, sound, type, art and the window's scaling, and the player's
/// files where they live.
pub struct GamePlugin;

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            AppPlugin,
            widgets::plugin,
            screens::plugin,
            audio::plugin,
            fonts::plugin,
            window_scale::plugin,
            frame_rate::plugin,
            art::plugin,
            held::plugin,
            heap::plugin,
            navigation::plugin,
            screenshot::plugin,
            where_files_live,
        ));
    }
}

/// The player's settings, the match in progress, the kept matches and the problem reports,
/// each where the system keeps a program's files.
fn where_files_live(app: &mut App) {
    if let Some(file) = settings::settings_file() {
        app.insert_resource(file);
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
