//! Says on any screen when a rules or settings file was refused, until dismissed: the
//! game runs on the built-in defaults meanwhile.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::LoadedRules;
use crate::app::widgets::{Styled, viewport_ui};
use crate::config::ConfigError;
use crate::rules::Line;
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
    egui::Panel::top("rules-errors").frame(frame).show(&mut viewport_ui(ctx), |ui| {
        ui.colored_label(egui::Color32::from_rgb(255, 140, 100), tr("notice-file-refused"));
        for error in &rules.errors {
            ui.label(tr_line(&placed(error)));
        }
        dismissed = ui.button(tr("button-dismiss")).clicked();
    });
    if dismissed {
        rules.errors.clear();
    }
}

/// Where in the file the problem is, in the player's words; what was expected is told as
/// the file's format names it, for whoever edits the file.
fn placed(error: &ConfigError) -> Line {
    let line = match error.line {
        0 => Line::new("notice-error-in-file"),
        _ => Line::new("notice-error-at").number("line", error.line).number("column", error.column),
    };
    line.name("file", error.file.as_str()).name("problem", error.message.as_str())
}
