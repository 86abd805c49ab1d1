//! What the room sees and the seats do not: every hand and hidden card of a showcase
//! match, in words, while only computers play (the shell's [`Audience`] tells them).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Showcase;
use crate::app::tables::shell::Audience;
use crate::app::tables::shell::TableMode;
use crate::app::{Screen, Settings};
use crate::text::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hidden_cards.run_if(in_state(Screen::Table).and_then(in_state(TableMode::Showcase))),
    );
}

fn hidden_cards(
    mut contexts: EguiContexts,
    audience: Option<Res<Audience>>,
    showcase: Res<Showcase>,
    settings: Res<Settings>,
) {
    let Some(audience) = audience else { return };
    if audience.hidden.is_empty() || showcase.card_left > 0.0 {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Window::new("")
        .id(egui::Id::new("for-the-audience"))
        .title_bar(false)
        .resizable(false)
        .interactable(false)
        // The table's bottom-left corner is wood at every table: no seat or card lies there.
        // It lies above the captions' band, in egui's points (world units over the UI scale).
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0 - super::CAPTION_BAND / settings.ui_zoom()))
        .max_width(460.0)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(tr("audience-hidden")).strong().size(18.0));
            for line in &audience.hidden {
                ui.label(egui::RichText::new(line).size(16.0));
            }
        });
}
