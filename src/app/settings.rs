//! The settings in the game: the volumes, the window (fullscreen, `F11`) and the UI scale
//! (in [`super::window_scale`]) follow them; they are changed in the settings panel (on the title
//! screen, and in the pause menu) and saved when it closes.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::egui;

use super::Overlay;
use crate::cli::WindowOptions;
use crate::config::ConfigError;
use crate::rules::Line;
pub use crate::settings::Settings;
use crate::text::Language;

/// Where the settings are saved, once loaded from there.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(pub PathBuf);

/// The settings the window opens with: the settings file's (its problems added to
/// `problems`), with the speed and language the command line asks for over them.
pub(super) fn for_window(options: &WindowOptions, problems: &mut Vec<ConfigError>) -> Settings {
    let mut settings = match settings_file() {
        Some(SettingsFile(path)) => {
            let dir = path.parent().expect("the settings file lies in a folder");
            let (settings, refused) = Settings::load(dir);
            problems.extend(refused);
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
    settings
}

/// Where the player's settings are kept, where there is a home for them.
pub(super) fn settings_file() -> Option<SettingsFile> {
    crate::storage::home_dir().map(|dir| SettingsFile(dir.join(Settings::FILE_NAME)))
}

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
pub(crate) fn write_settings(settings: &Settings, file: &SettingsFile) -> bool {
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

/// The settings' controls, scrolling where the window is too short to show them whole
/// beside the `kept` points of what stands round them (a title, buttons): at a large UI
/// scale in a small window, the title and the buttons stay in it.
pub(super) fn settings_controls_in(
    ui: &mut egui::Ui,
    settings: &mut Settings,
    say: &dyn Fn(&Line) -> String,
    kept: f32,
) {
    let room = (ui.ctx().content_rect().height() - kept).max(LEAST_ROOM);
    egui::ScrollArea::vertical().max_height(room).show(ui, |ui| settings_controls(ui, settings, say));
}

/// The least height the settings' controls are given, in points: two rows.
const LEAST_ROOM: f32 = 60.0;

/// Every setting a player changes, as one panel's controls, each with an icon that reads
/// in any language beside its words; `say` puts a message in the words of the language
/// spoken.
fn settings_controls(ui: &mut egui::Ui, settings: &mut Settings, say: &dyn Fn(&Line) -> String) {
    let word = |id: &'static str| say(&Line::new(id));
    language_choice(ui, settings, say);
    let speeds = Settings::SPEED_RANGE;
    let said = |id: &'static str, value: String| say(&Line::new(id).name("value", value));
    let words = said("settings-animation-speed", format!("{:.2}", settings.speed));
    ui.add(slider(&mut settings.speed, speeds.clone(), words)).on_hover_text(word("settings-animation-speed-tip"));
    ui.checkbox(&mut settings.reduced_motion, word("settings-reduced-motion"))
        .on_hover_text(word("settings-reduced-motion-tip"));
    let words = said("settings-computer-speed", format!("{:.2}", settings.computer_speed));
    ui.add(slider(&mut settings.computer_speed, speeds, words)).on_hover_text(word("settings-computer-speed-tip"));
    let percent = |share: f32| format!("{:.0}", share * 100.0);
    let words = said("settings-volume", percent(settings.volume));
    ui.add(slider(&mut settings.volume, 0.0..=1.0, words));
    let words = said("settings-effects", percent(settings.effects_volume));
    ui.add(slider(&mut settings.effects_volume, 0.0..=1.0, words));
    ui.horizontal(|ui| {
        ui.checkbox(&mut settings.music, word("settings-music"));
        let words = said("settings-percent", percent(settings.music_volume));
        ui.add_enabled(settings.music, slider(&mut settings.music_volume, 0.0..=1.0, words));
    });
    ui_scale_steps(ui, &mut settings.ui_scale, &word("settings-ui-scale"), &word("settings-ui-scale-tip"));
    ui.checkbox(&mut settings.fullscreen, word("settings-fullscreen"));
    ui.checkbox(&mut settings.four_colour_deck, word("settings-four-colour"))
        .on_hover_text(word("settings-four-colour-tip"));
    let words = say(&Line::new("settings-showcase-idle").number("seconds", settings.showcase_after_idle));
    ui.add(slider(&mut settings.showcase_after_idle, 0..=Settings::IDLE_MOST, words))
        .on_hover_text(word("settings-showcase-idle-tip"));
    let words = say(&Line::new("settings-matches-kept").number("matches", settings.replays_kept));
    ui.add(slider(&mut settings.replays_kept, 0..=Settings::REPLAYS_KEPT_MOST, words))
        .on_hover_text(word("settings-matches-kept-tip"));
}

/// The UI scale as a row of steps, one picked with a click or a press: a slider's drag
/// would resize the panel under the mouse and run away. A scale between steps, set by
/// hand, shows no step picked until one is.
fn ui_scale_steps(ui: &mut egui::Ui, scale: &mut f32, words: &str, tip: &str) {
    ui.horizontal(|ui| {
        ui.label(words).on_hover_text(tip);
        for step in Settings::UI_SCALE_STEPS {
            let picked = (*scale - step).abs() < 0.005;
            if ui.selectable_label(picked, format!("{:.0} %", step * 100.0)).on_hover_text(tip).clicked() {
                *scale = step;
            }
        }
    });
}

/// The language of the whole game, each listed in itself: the system's, or one chosen.
fn language_choice(ui: &mut egui::Ui, settings: &mut Settings, say: &dyn Fn(&Line) -> String) {
    let system = Line::new("settings-language-system").name("language", Language::of_system().native_name());
    let named = |language: Option<Language>| match language {
        None => say(&system),
        Some(language) => language.native_name().to_owned(),
    };
    ui.horizontal(|ui| {
        ui.label(say(&Line::new("settings-language")));
        egui::ComboBox::from_id_salt("language").selected_text(named(settings.language)).show_ui(ui, |ui| {
            for language in std::iter::once(None).chain(Language::PLAYABLE.iter().copied().map(Some)) {
                ui.selectable_value(&mut settings.language, language, named(language));
            }
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lays the steps out in one pass, with `events` as its input; where the row lies.
    fn pass(ctx: &egui::Context, scale: &mut f32, events: Vec<egui::Event>) -> egui::Rect {
        let mut row = egui::Rect::NOTHING;
        let input = egui::RawInput { events, ..egui::RawInput::default() };
        // Nothing is painted here: the pass's textures are let go.
        ctx.run_ui(input, |ui| {
            ui_scale_steps(ui, scale, "UI scale:", "tip");
            row = ui.min_rect();
        })
        .textures_delta
        .clear();
        row
    }

    #[test]
    fn a_click_on_a_step_sets_the_ui_scale_to_it_and_nothing_between() {
        let ctx = egui::Context::default();
        let mut scale = 1.0;
        let row = pass(&ctx, &mut scale, Vec::new());
        // The label, then a button a step: the last, 200 %, at the row's right end.
        let at = egui::pos2(row.right() - 12.0, row.center().y);
        let press = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        pass(&ctx, &mut scale, vec![egui::Event::PointerMoved(at), press(true)]);
        assert_eq!(scale, 1.0, "nothing changes while the button is held");
        pass(&ctx, &mut scale, vec![press(false)]);
        assert_eq!(scale, 2.0, "the step clicked is the scale");
        assert!(Settings::UI_SCALE_STEPS.iter().all(|step| Settings::UI_SCALE_RANGE.contains(step)));
    }
}
