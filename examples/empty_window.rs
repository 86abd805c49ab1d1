//! The floor of the frame budget: the game's window, built with the same bevy and
//! bevy_egui features and profile, holding one sprite and one egui window and nothing else.
//! Its camera is bevy's default one; `--game-camera` gives it the game's, which leaves out
//! edge smoothing on a software renderer. `.ci/frame-budget` measures every table against
//! both:
//!
//! ```sh
//! cargo run --example empty_window -- --frames 300 --frame-report empty.json
//! ```

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use clap::Parser;
use saloon::app::frame_report::FrameReportPlugin;

#[derive(Parser)]
struct Args {
    /// After this many frames, write the frame report and exit.
    #[arg(long, default_value_t = 300)]
    frames: u32,
    /// Where the report goes; without it the window stays open.
    #[arg(long, value_name = "PATH")]
    frame_report: Option<PathBuf>,
    /// The game's camera instead of bevy's default one.
    #[arg(long)]
    game_camera: bool,
}

fn main() {
    let args = Args::parse();
    let mut app = App::new();
    app.add_plugins(saloon::app::window_plugins())
        .add_plugins(EguiPlugin::default())
        .add_systems(Startup, spawn_one_sprite)
        .add_systems(EguiPrimaryContextPass, one_egui_window);
    if args.game_camera {
        app.add_systems(Startup, saloon::app::spawn_camera);
    } else {
        app.add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
        });
    }
    if let Some(path) = args.frame_report {
        app.add_plugins(FrameReportPlugin { path, frames: args.frames });
    }
    app.run();
}

fn spawn_one_sprite(mut commands: Commands) {
    commands.spawn(Sprite::from_color(Color::srgb(0.8, 0.3, 0.2), Vec2::new(120.0, 168.0)));
}

fn one_egui_window(mut contexts: EguiContexts) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Window::new("Empty window").show(ctx, |ui| ui.label("One sprite and this window."));
}
