//! The captions of what a room watches (a showcase, a table watched from this window): the
//! rules' own narration of each event, large enough to read from the back of the room, the
//! line before it fading above.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Presenter, Showcase};
use crate::app::Screen;
use crate::app::session::{GameLog, TablePhase};
use crate::text::say;

/// Point sizes of the newest line and the one before it.
const NEWEST_SIZE: f32 = 32.0;
const EARLIER_SIZE: f32 = 20.0;
/// The longest line the band holds at full size beside the one before it.
const SHORT_LINE: usize = 64;

/// The size of the newest line, and whether the one before it fits above: a long line
/// (a whole shootout turned over at once) takes the band alone, smaller.
fn newest_size(line: &str) -> (f32, bool) {
    match line.chars().count() {
        length if length <= SHORT_LINE => (NEWEST_SIZE, true),
        length if length <= 3 * SHORT_LINE => (24.0, false),
        _ => (EARLIER_SIZE, false),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        captions
            .run_if(in_state(Screen::Table).and_then(resource_exists::<Presenter>))
            // The cover between two humans hides the table, its captions too.
            .run_if(not(in_state(TablePhase::Handoff))),
    );
}

fn captions(mut contexts: EguiContexts, log: Res<GameLog>, showcase: Option<Res<Showcase>>) {
    if showcase.is_some_and(|showcase| showcase.card_left > 0.0) {
        return;
    }
    let Some((newest, earlier)) = log.lines.split_last() else { return };
    let newest = say(newest, &log.names);
    let before = earlier.last().map(|line| say(line, &log.names));
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // In the band below the table (see `CAPTION_BAND`), clear of every seat.
    egui::Area::new(egui::Id::new("showcase-captions"))
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -6.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 10, 4, 215))
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(18, 6))
                .show(ui, |ui| {
                    ui.set_min_width(1100.0);
                    ui.set_max_width(1100.0);
                    let (size, with_earlier) = newest_size(&newest);
                    ui.vertical_centered(|ui| {
                        if let Some(before) = before.filter(|_| with_earlier) {
                            ui.label(egui::RichText::new(before).size(EARLIER_SIZE).weak());
                        }
                        ui.label(egui::RichText::new(newest).size(size).strong());
                    });
                });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_take_the_band_alone_and_smaller() {
        assert_eq!(newest_size("Black Bart rolls Fist, Fist, Knife, Bottle."), (NEWEST_SIZE, true));
        let shootout = "Draw! Black Bart fires the Rifle at Doc Holloway; Calamity Kate fires a Pistol at Black Bart.";
        let (size, with_earlier) = newest_size(shootout);
        assert!(size < NEWEST_SIZE && !with_earlier);
        assert_eq!(newest_size(&"word ".repeat(60)).0, EARLIER_SIZE);
    }
}
