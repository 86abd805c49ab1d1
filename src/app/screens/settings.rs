//! The settings, over the title screen (at a table they are in the pause menu).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::glyphs::Press;
use crate::app::settings::settings_controls_in;
use crate::app::widgets::{Styled, big_button};
use crate::app::{Overlay, Settings};
use crate::rules::Line;
use crate::text::tr_line;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, settings_window.run_if(in_state(Overlay::Settings)).after(Styled));
}

fn settings_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // Esc or Done close it: no corner cross, so the focus starts on the first setting.
    let open = !keys.just_pressed(Press::Menu.key());
    let done = settings_panel(ctx, &mut settings, &tr_line).is_some_and(|shown| shown.inner == Some(true));
    if !open || done {
        next_overlay.set(Overlay::None);
    }
}

/// The points the panel's title and its Done button take round its settings.
const AROUND_THE_SETTINGS: f32 = 170.0;

/// The settings' panel, its words put by `say`; whether Done was pressed.
fn settings_panel(
    ctx: &egui::Context,
    settings: &mut Settings,
    say: &dyn Fn(&Line) -> String,
) -> Option<egui::InnerResponse<Option<bool>>> {
    egui::Window::new(say(&Line::new("settings-title")))
        .id(egui::Id::new("settings"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            settings_controls_in(ui, settings, say, AROUND_THE_SETTINGS);
            ui.add_space(8.0);
            ui.vertical_centered(|ui| big_button(ui, &say(&Line::new("settings-done")))).inner
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::widgets::tests::assert_whole_at_every_ui_scale;

    /// Laid out with the game's faces in every language, at every UI scale, the settings
    /// stand inside the 1280×720 window, title and Done included.
    #[test]
    fn the_settings_fit_the_window_in_every_language_at_every_ui_scale() {
        assert_whole_at_every_ui_scale("the settings", |ctx, say| {
            settings_panel(ctx, &mut Settings::default(), say).expect("the settings are shown").response.rect
        });
    }
}
