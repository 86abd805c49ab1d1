//! The overlays over a table: the pause menu (`Esc`) and the full rules (`F1`, or from the
//! pause menu), whose first line says how this table's rules differ from the text.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::glyphs::Press;
use crate::app::session::TableSetup;
use crate::app::settings::settings_controls_in;
use crate::app::tables::shell::{ReportProblem, TableInWords};
use crate::app::widgets::{GOLD, Styled, big_button};
use crate::app::{LoadedRules, Overlay, Screen, Settings};
use crate::rules::Line;
use crate::text::tr_line;

/// What a player picks in the pause menu (the settings in it change as they are moved).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseChoice {
    Resume,
    Rules,
    /// Write a report of the match, its log and any refused file.
    Report,
    Quit,
}

pub(super) fn choices(app: &mut App) {
    app.add_message::<PauseChoice>()
        .add_systems(Update, (toggle_pause, act_on_pause.run_if(in_state(Overlay::Paused))))
        .add_systems(OnExit(Screen::Table), close_overlay);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (pause_overlay.run_if(in_state(Overlay::Paused)), rules_window.run_if(in_state(Overlay::Rules))).after(Styled),
    );
}

/// `Esc` opens and closes the pause menu at the table; `F1` the rules, from anywhere at it.
fn toggle_pause(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let Some(keys) = keys else { return };
    if *screen.get() != Screen::Table {
        return;
    }
    if keys.just_pressed(Press::Rules.key()) {
        next.set(if *overlay.get() == Overlay::Rules { Overlay::None } else { Overlay::Rules });
    } else if keys.just_pressed(Press::Menu.key()) {
        next.set(match overlay.get() {
            Overlay::None => Overlay::Paused,
            Overlay::Paused | Overlay::Rules | Overlay::Settings => Overlay::None,
        });
    }
}

fn close_overlay(mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::None);
}

fn act_on_pause(
    mut choices: MessageReader<PauseChoice>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut report: MessageWriter<ReportProblem>,
) {
    for choice in choices.read() {
        match choice {
            PauseChoice::Resume => next_overlay.set(Overlay::None),
            PauseChoice::Rules => next_overlay.set(Overlay::Rules),
            PauseChoice::Report => {
                report.write(ReportProblem);
                next_overlay.set(Overlay::None);
            }
            PauseChoice::Quit => {
                next_overlay.set(Overlay::None);
                next_screen.set(Screen::Title);
            }
        }
    }
}

fn pause_overlay(mut contexts: EguiContexts, mut settings: ResMut<Settings>, mut choices: MessageWriter<PauseChoice>) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let chosen = pause_window(ctx, &mut settings, &tr_line).and_then(|shown| shown.inner.flatten());
    if let Some(choice) = chosen {
        choices.write(choice);
    }
}

/// The points the pause menu's title and its four buttons take round its settings.
const AROUND_THE_SETTINGS: f32 = 290.0;

/// The pause menu over the table, its words put by `say`; what the player chose in it.
fn pause_window(
    ctx: &egui::Context,
    settings: &mut Settings,
    say: &dyn Fn(&Line) -> String,
) -> Option<egui::InnerResponse<Option<Option<PauseChoice>>>> {
    let word = |id: &'static str| say(&Line::new(id));
    egui::Window::new(word("pause-title"))
        .id(egui::Id::new("paused"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let mut chosen = None;
                for (id, choice) in [("pause-resume", PauseChoice::Resume), ("pause-rules", PauseChoice::Rules)] {
                    if big_button(ui, &word(id)) {
                        chosen = Some(choice);
                    }
                }
                ui.add_space(8.0);
                settings_controls_in(ui, settings, say, AROUND_THE_SETTINGS);
                ui.add_space(8.0);
                for (id, choice) in [("pause-report", PauseChoice::Report), ("pause-quit", PauseChoice::Quit)] {
                    if big_button(ui, &word(id)) {
                        chosen = Some(choice);
                    }
                }
                chosen
            })
            .inner
        })
}

fn rules_window(
    mut contexts: EguiContexts,
    rules: Res<LoadedRules>,
    setup: Res<TableSetup>,
    in_words: Res<TableInWords>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let mut open = true;
    let texts = rules.texts(setup.game);
    egui::Window::new(tr_line(&Line::new("pause-rules-title").name("game", texts.name)))
        .id(egui::Id::new("rules"))
        .open(&mut open)
        .default_size(egui::vec2(840.0, 540.0))
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            if let Some(words) = &in_words.0 {
                ui.colored_label(GOLD, tr_line(words));
                ui.separator();
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.label(egui::RichText::new(texts.rules_text).monospace().size(15.0));
            });
        });
    if !open {
        next_overlay.set(Overlay::Paused);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::widgets::tests::assert_whole_at_every_ui_scale;

    /// The pause menu holds every setting: laid out with the game's faces in every
    /// language, at every UI scale, it stands inside the 1280×720 window, its settings
    /// scrolling where they would not.
    #[test]
    fn the_pause_menu_fits_the_window_in_every_language_at_every_ui_scale() {
        assert_whole_at_every_ui_scale("the pause menu", |ctx, say| {
            pause_window(ctx, &mut Settings::default(), say).expect("the pause menu is shown").response.rect
        });
    }
}
