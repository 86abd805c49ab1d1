//! The settings, over the title screen (at a table they are in the pause menu).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::glyphs::Press;
use crate::app::settings::settings_controls;
use crate::app::widgets::{Styled, big_button};
use crate::app::{Overlay, Settings};
use crate::text::{tr, tr_line};

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
    egui::Window::new(tr("settings-title"))
        .id(egui::Id::new("settings"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            settings_controls(ui, &mut settings, &tr_line);
            ui.add_space(8.0);
            ui.vertical_centered(|ui| {
                if big_button(ui, &tr("settings-done")) {
                    next_overlay.set(Overlay::None);
                }
            });
        });
    if !open {
        next_overlay.set(Overlay::None);
    }
}
