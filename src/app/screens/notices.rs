//! Says on any screen when a rules or settings file was refused, until dismissed: the
//! game runs on the built-in defaults meanwhile.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::LoadedRules;
use crate::app::widgets::{Styled, viewport_ui};
use crate::text::{tr, tr_line};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, refused_files.after(Styled));
}

fn refused_files(mut contexts: EguiContexts, mut rules: ResMut<LoadedRules>) {
    if rules.errors.is_empty() {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let mut dismissed = false;
    let style = ctx.global_style();
    let frame = egui::Frame::side_top_panel(&style).fill(style.visuals.window_fill);
    // Above every screen's own layer: each screen lays itself out over the whole window.
    let above_the_screen = egui::LayerId::new(egui::Order::Foreground, "refused-files".into());
    let mut above_the_screen = viewport_ui(ctx, above_the_screen);
    egui::Panel::top("rules-errors").frame(frame).show(&mut above_the_screen, |ui| {
        ui.colored_label(egui::Color32::from_rgb(255, 140, 100), tr("notice-file-refused"));
        for error in &rules.errors {
            ui.label(tr_line(&error.in_words()));
        }
        dismissed = ui.button(tr("button-dismiss")).clicked();
    });
    if dismissed {
        rules.errors.clear();
    }
}
