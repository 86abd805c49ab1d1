//! The rules card that opens each showcase game: its name, the rules in one breath, and
//! the table about to play; the table waits behind it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Showcase;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::TableSetup;
use crate::app::widgets::display_font;
use crate::app::{LoadedRules, Screen, theme};
use crate::rules::Line;
use crate::text::tr_line;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rules_card.run_if(in_state(Screen::Table).and_then(resource_exists::<Showcase>)),
    );
}

fn rules_card(
    mut contexts: EguiContexts,
    mut showcase: ResMut<Showcase>,
    setup: Res<TableSetup>,
    rules: Res<LoadedRules>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    device: Res<InputDevice>,
) {
    if showcase.card_left <= 0.0 {
        return;
    }
    if keys.is_some_and(|keys| keys.just_pressed(Press::Confirm.key())) {
        showcase.card_left = 0.0;
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let texts = rules.texts(setup.game);
    let seats = setup.seats.len();
    egui::Window::new("")
        .id(egui::Id::new("rules-card"))
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .fixed_size(egui::vec2(860.0, 0.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                ui.label(egui::RichText::new(texts.name).font(display_font(46.0)).color(theme::EGUI_BRASS));
                ui.add_space(10.0);
                ui.label(egui::RichText::new(texts.summary).size(28.0));
                ui.add_space(14.0);
                ui.label(
                    egui::RichText::new(tr_line(
                        &Line::new("showcase-seats")
                            .number("seats", seats)
                            .line("profile", showcase.profile_words.clone()),
                    ))
                    .size(22.0)
                    .italics(),
                );
                ui.add_space(14.0);
                let starting =
                    tr_line(&Line::new("showcase-starting-in").number("seconds", showcase.card_left.ceil() as i64));
                ui.label(egui::RichText::new(starting).size(20.0));
                if ui
                    .button(tr_line(&Line::new("showcase-start-now").name("key", device.glyph(Press::Confirm))))
                    .clicked()
                {
                    showcase.card_left = 0.0;
                }
                ui.add_space(8.0);
            });
        });
}
