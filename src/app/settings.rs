//! The settings in the game: the volumes, the window (fullscreen, `F11`) and the UI scale
//! (in [`super::view`]) follow them; they are changed in the settings panel (on the title
//! screen, and in the pause menu) and saved when it closes.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui;

use super::Overlay;
pub use crate::settings::Settings;

/// Where the settings are saved, once loaded from there.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(pub PathBuf);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (apply_volume, apply_window_mode).run_if(resource_changed::<Settings>))
        .add_systems(Update, toggle_fullscreen)
        .add_systems(OnExit(Overlay::Paused), save_settings)
        .add_systems(OnExit(Overlay::Settings), save_settings);
}

fn apply_volume(settings: Res<Settings>, volume: Option<ResMut<bevy::audio::GlobalVolume>>) {
    if let Some(mut volume) = volume {
        volume.volume = bevy::audio::Volume::Linear(settings.volume.clamp(0.0, 1.0));
    }
}

fn apply_window_mode(settings: Res<Settings>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    let wanted = match settings.fullscreen {
        true => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
        false => WindowMode::Windowed,
    };
    for mut window in &mut windows {
        if window.mode != wanted {
            window.mode = wanted;
        }
    }
}

/// `F11` switches fullscreen on and off, and keeps the choice.
fn toggle_fullscreen(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut settings: ResMut<Settings>,
    file: Option<Res<SettingsFile>>,
) {
    if !keys.is_some_and(|keys| keys.just_pressed(KeyCode::F11)) {
        return;
    }
    settings.fullscreen = !settings.fullscreen;
    if let Some(file) = file {
        write_settings(&settings, &file);
    }
}

/// Saves after a panel where the settings are changed closes.
fn save_settings(settings: Res<Settings>, file: Option<Res<SettingsFile>>, mut saved: Local<Option<Settings>>) {
    let Some(file) = file else { return };
    if saved.as_ref() != Some(&*settings) && write_settings(&settings, &file) {
        *saved = Some(settings.clone());
    }
}

/// Writes the settings to their file; says whether they were written (a failure is logged).
fn write_settings(settings: &Settings, file: &SettingsFile) -> bool {
    settings.save(&file.0).map_err(|error| warn!("could not save settings to {}: {error}", file.0.display())).is_ok()
}

/// Every setting a player changes, as one panel's controls.
pub(super) fn settings_controls(ui: &mut egui::Ui, settings: &mut Settings) {
    let speeds = Settings::SPEED_RANGE;
    ui.add(egui::Slider::new(&mut settings.speed, speeds.clone()).text("Animation speed").suffix("×"))
        .on_hover_text("How quickly cards, dice and banners move and hold");
    ui.add(egui::Slider::new(&mut settings.computer_speed, speeds).text("Computer speed").suffix("×"))
        .on_hover_text("How quickly the computer players decide");
    ui.add(egui::Slider::new(&mut settings.volume, 0.0..=1.0).text("Volume"));
    ui.add(egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).text("Effects"));
    ui.horizontal(|ui| {
        ui.checkbox(&mut settings.music, "Music");
        ui.add_enabled(settings.music, egui::Slider::new(&mut settings.music_volume, 0.0..=1.0));
    });
    ui.add(egui::Slider::new(&mut settings.ui_scale, Settings::UI_SCALE_RANGE).text("UI scale").suffix("×"))
        .on_hover_text("Larger for projectors, smaller for small laptops");
    ui.checkbox(&mut settings.fullscreen, "Fullscreen (F11)");
    ui.checkbox(&mut settings.four_colour_deck, "Four-colour Loo deck")
        .on_hover_text("Diamonds blue and clubs green, from the next Loo table");
    ui.add(
        egui::Slider::new(&mut settings.showcase_after_idle, 0..=Settings::IDLE_MOST)
            .text("Showcase after idle")
            .suffix(" s"),
    )
    .on_hover_text("The title screen left alone this long starts the showcase; 0 never does");
    ui.add(egui::Slider::new(&mut settings.replays_kept, 0..=Settings::REPLAYS_KEPT_MOST).text("Matches kept"))
        .on_hover_text("Finished matches kept to watch again; the oldest go first");
}
