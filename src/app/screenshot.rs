//! Pictures of the window: `--screenshot PATH --frames N` renders N frames, saves the
//! window and exits; F12 at any time saves one into the screenshots folder.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

pub struct ScreenshotPlugin {
    pub path: PathBuf,
    pub frames: u32,
}

#[derive(Resource)]
struct ScreenshotPlan {
    path: PathBuf,
    frames: u32,
    rendered: u32,
    taken_at: Option<u32>,
}

/// Frames to wait after asking for the capture, for it to reach the disk.
const FRAMES_TO_SAVE: u32 = 10;

impl Plugin for ScreenshotPlugin {
    fn build(&self, app: &mut App) {
        // A file left from an earlier run must not count as this run's picture.
        let _ = std::fs::remove_file(&self.path);
        app.insert_resource(ScreenshotPlan {
            path: self.path.clone(),
            frames: self.frames,
            rendered: 0,
            taken_at: None,
        })
        .add_systems(Last, count_frames);
    }
}

/// F12 takes a picture at any time.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, snapshot_key);
}

/// F12: the window as it is, saved as `screenshots/saloon-<seconds since 1970>.png`
/// beside the settings.
fn snapshot_key(mut commands: Commands, keys: Res<ButtonInput<KeyCode>>) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    let Some(dir) = crate::storage::home_dir().map(|dir| dir.join("screenshots")) else { return };
    if let Err(error) = std::fs::create_dir_all(&dir) {
        warn!("cannot make {}: {error}", dir.display());
        return;
    }
    let seconds = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let path = dir.join(format!("saloon-{seconds}.png"));
    info!("saving a screenshot to {}", path.display());
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path));
}

fn count_frames(mut commands: Commands, mut plan: ResMut<ScreenshotPlan>, mut exit: MessageWriter<AppExit>) {
    plan.rendered += 1;
    match plan.taken_at {
        None if plan.rendered >= plan.frames => {
            commands.spawn(Screenshot::primary_window()).observe(save_to_disk(plan.path.clone()));
            plan.taken_at = Some(plan.rendered);
        }
        Some(at) if plan.rendered >= at + FRAMES_TO_SAVE && plan.path.exists() => {
            exit.write(AppExit::Success);
        }
        Some(at) if plan.rendered >= at + 600 => {
            error!("the screenshot was not written to {}", plan.path.display());
            exit.write(AppExit::error());
        }
        _ => {}
    }
}
