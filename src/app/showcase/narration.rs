//! The showcase's captions: the rules' own narration of each event, large enough to read
//! from the back of the room, the line before it fading above.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Showcase;
use crate::app::Screen;
use crate::app::session::{GameLog, TablePhase};

/// Point sizes of the newest line and the one before it.
const NEWEST_SIZE: f32 = 32.0;
const EARLIER_SIZE: f32 = 21.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        captions
            .run_if(in_state(Screen::Table).and_then(resource_exists::<Showcase>))
            // The cover between two humans hides the table, its captions too.
            .run_if(not(in_state(TablePhase::Handoff))),
    );
}

fn captions(mut contexts: EguiContexts, log: Res<GameLog>, showcase: Res<Showcase>) {
    if showcase.card_left > 0.0 {
        return;
    }
    let Some((newest, earlier)) = log.lines.split_last() else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Area::new(egui::Id::new("showcase-captions"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 6.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 10, 4, 215))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(18, 8))
                .show(ui, |ui| {
                    ui.set_max_width(1100.0);
                    ui.vertical_centered(|ui| {
                        if let Some(before) = earlier.last() {
                            ui.label(egui::RichText::new(before).size(EARLIER_SIZE).weak());
                        }
                        ui.label(egui::RichText::new(newest).size(NEWEST_SIZE).strong());
                    });
                });
        });
}
