//! What the room sees and the seats do not: every hand and hidden card of a showcase
//! match, in words, while only computers play (the shell's [`Audience`] tells them). It
//! stands in the room's column beside the table.

use bevy_egui::egui;

use crate::rules::Line;

/// Shows the hidden cards' `lines` under their heading, said by `say`.
pub(super) fn show_hidden(ui: &mut egui::Ui, lines: &[String], say: &dyn Fn(&Line) -> String) {
    ui.label(egui::RichText::new(say(&Line::new("audience-hidden"))).strong().size(18.0));
    for line in lines {
        ui.label(egui::RichText::new(line).size(16.0));
    }
}
