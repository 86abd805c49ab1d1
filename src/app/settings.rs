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

/// A slider whose value is written in its words: a value box beside it would take the
/// keyboard focus as a text field, where the arrows no longer move on.
fn slider<'a, N: egui::emath::Numeric>(
    value: &'a mut N,
    range: std::ops::RangeInclusive<N>,
    words: String,
) -> egui::Slider<'a> {
    egui::Slider::new(value, range).show_value(false).text(words)
}

/// Every setting a player changes, as one panel's controls, each with an icon that reads
/// in any language beside its words.
pub(super) fn settings_controls(ui: &mut egui::Ui, settings: &mut Settings) {
    let speeds = Settings::SPEED_RANGE;
    let words = format!("⏩ Animation speed {:.2}×", settings.speed);
    ui.add(slider(&mut settings.speed, speeds.clone(), words))
        .on_hover_text("How quickly cards, dice and banners move and hold");
    ui.checkbox(&mut settings.reduced_motion, "🕊 Reduced motion")
        .on_hover_text("No shaking, flashes, smoke or dust; cards and dice still move");
    let words = format!("🖥 Computer speed {:.2}×", settings.computer_speed);
    ui.add(slider(&mut settings.computer_speed, speeds, words))
        .on_hover_text("How quickly the computer players decide");
    let words = format!("🔊 Volume {:.0}%", settings.volume * 100.0);
    ui.add(slider(&mut settings.volume, 0.0..=1.0, words));
    let words = format!("💥 Effects {:.0}%", settings.effects_volume * 100.0);
    ui.add(slider(&mut settings.effects_volume, 0.0..=1.0, words));
    ui.horizontal(|ui| {
        ui.checkbox(&mut settings.music, "🎵 Music");
        let words = format!("{:.0}%", settings.music_volume * 100.0);
        ui.add_enabled(settings.music, slider(&mut settings.music_volume, 0.0..=1.0, words));
    });
    let words = format!("🔍 UI scale {:.2}×", settings.ui_scale);
    ui.add(slider(&mut settings.ui_scale, Settings::UI_SCALE_RANGE, words))
        .on_hover_text("Larger for projectors, smaller for small laptops");
    ui.checkbox(&mut settings.fullscreen, "⛶ Fullscreen (F11)");
    ui.checkbox(&mut settings.four_colour_deck, "🂡 Four-colour Loo deck")
        .on_hover_text("Diamonds blue and clubs green, from the next Loo table");
    let words = match settings.showcase_after_idle {
        0 => "⏱ Showcase after idle: never".to_owned(),
        seconds => format!("⏱ Showcase after idle {seconds} s"),
    };
    ui.add(slider(&mut settings.showcase_after_idle, 0..=Settings::IDLE_MOST, words))
        .on_hover_text("The title screen left alone this long starts the showcase; 0 never does");
    let words = format!("💾 Matches kept {}", settings.replays_kept);
    ui.add(slider(&mut settings.replays_kept, 0..=Settings::REPLAYS_KEPT_MOST, words))
        .on_hover_text("Finished matches kept to watch again; the oldest go first");
}
