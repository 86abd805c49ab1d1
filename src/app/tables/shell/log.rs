//! The log of the match, a folded window over the table's top right, put away while an
//! overlay covers the table; a showcase tells it in its captions instead.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::TableMode;
use crate::app::session::{GameLog, TablePhase};
use crate::app::{Overlay, Screen};
use crate::text::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        log_panel.run_if(
            in_state(Screen::Table)
                .and_then(not(in_state(TablePhase::Handoff)))
                .and_then(not(in_state(TableMode::Showcase)))
                // Under the pause menu, the rules or the settings the log stands aside, so
                // that the arrows keep the focus among the overlay's buttons.
                .and_then(in_state(Overlay::None)),
        ),
    );
}

/// The log's window, by which what stands below it finds it, open or folded.
pub fn log_window_id() -> egui::Id {
    egui::Id::new("the match's log")
}

fn log_panel(mut contexts: EguiContexts, log: Res<GameLog>) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // A modest title: the log sits over the table all the time.
    egui::Window::new(egui::RichText::new(tr("log-title")).size(20.0))
        .id(log_window_id())
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0))
        .default_size(egui::vec2(300.0, 220.0))
        .default_open(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().stick_to_bottom(true).show(ui, |ui| {
                for line in log.said() {
                    ui.label(egui::RichText::new(line).size(14.0));
                }
            });
        });
}
