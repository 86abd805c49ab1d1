//! The rules card that opens each showcase game: its name, the rules in one breath, and
//! the table about to play; the table waits behind it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Showcase;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::TableSetup;
use crate::app::tables::shell::TableMode;
use crate::app::tables::shell::{TeachCard, TeachPicture, drawn_teach_pictures};
use crate::app::widgets::display_font;
use crate::app::{LoadedRules, Screen, theme};
use crate::rules::{Line, RulesTexts};
use crate::text::tr_line;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        rules_card.run_if(in_state(Screen::Table).and_then(in_state(TableMode::Showcase))),
    );
}

#[allow(clippy::too_many_arguments)]
fn rules_card(
    mut contexts: EguiContexts,
    pictures: Query<(&TeachPicture, &Sprite)>,
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
    let drawn = drawn_teach_pictures(&pictures, &mut contexts);
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let card = RulesCard {
        teach_card: showcase.teach_card.clone(),
        pictures: drawn,
        texts: rules.texts(setup.game),
        seats: setup.seats.len(),
        profile: showcase.profile_words.clone(),
        seconds_left: showcase.card_left.ceil() as i64,
        start_key: device.glyph(Press::Confirm),
    };
    if card.show(ctx, &tr_line).is_some_and(|shown| shown.inner == Some(true)) {
        showcase.card_left = 0.0;
    }
}

/// What the rules card tells of the table about to play.
struct RulesCard<'a> {
    texts: RulesTexts<'a>,
    /// The game in a minute, and its pictures as drawn so far.
    teach_card: Option<TeachCard>,
    pictures: Vec<(&'static str, egui::TextureId)>,
    seats: usize,
    /// How the table's match differs from the full rules.
    profile: Line,
    seconds_left: i64,
    /// The key or button that starts the match now.
    start_key: &'static str,
}

impl RulesCard<'_> {
    /// The card over the waiting table, its words put by `say`; whether the player asked
    /// to start now.
    fn show(&self, ctx: &egui::Context, say: &dyn Fn(&Line) -> String) -> Option<egui::InnerResponse<Option<bool>>> {
        egui::Window::new("")
            .id(egui::Id::new("rules-card"))
            .title_bar(false)
            .resizable(false)
            .collapsible(false)
            // Over the showcase's controls while it stands: it is read, they wait.
            .order(egui::Order::Foreground)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .fixed_size(egui::vec2(860.0, 0.0))
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(8.0);
                    let name = egui::RichText::new(self.texts.name.as_ref()).font(display_font(40.0));
                    ui.label(name.color(theme::EGUI_BRASS));
                    ui.add_space(6.0);
                    ui.label(egui::RichText::new(self.texts.summary.as_ref()).size(22.0));
                    if let Some(teach) = &self.teach_card {
                        ui.add_space(12.0);
                        let picture = |name| self.pictures.iter().find(|(drawn, _)| *drawn == name).map(|&(_, id)| id);
                        teach.show(ui, picture, say);
                    }
                    ui.add_space(10.0);
                    let table =
                        Line::new("showcase-seats").number("seats", self.seats).line("profile", self.profile.clone());
                    ui.label(egui::RichText::new(say(&table)).size(22.0).italics());
                    ui.add_space(10.0);
                    let starting = Line::new("showcase-starting-in").number("seconds", self.seconds_left);
                    ui.label(egui::RichText::new(say(&starting)).size(20.0));
                    let start_now = ui.button(say(&Line::new("showcase-start-now").name("key", self.start_key)));
                    ui.add_space(8.0);
                    start_now.clicked()
                })
                .inner
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tables::shell::TableGame;
    use crate::app::tables::{EachTable, each_table};
    use crate::app::widgets::tests::{past_the_window, say_in};
    use crate::games::GameId;

    /// Each game's card, with its showcase table's seats and profile and the game in a
    /// minute, stands inside the 1280×720 window in every language.
    #[test]
    fn every_game_s_rules_card_fits_the_window_in_every_language() {
        struct Taught(LoadedRules, Vec<(GameId, TeachCard)>);
        impl EachTable for Taught {
            fn visit<G: TableGame>(&mut self) {
                let teach = G::teach_card(self.0.get::<G>());
                self.1.push((G::GAME, teach));
            }
        }
        let mut taught = Taught(LoadedRules::load(None), Vec::new());
        each_table(&mut taught);
        let Taught(rules, games) = taught;
        let mut misfits = Vec::new();
        for (game, teach) in games {
            let (seats, profile) = rules.showcase_table(game);
            let past = past_the_window(|ctx, language| {
                let card = RulesCard {
                    texts: rules.texts_in(game, language),
                    teach_card: Some(teach.clone()),
                    pictures: Vec::new(),
                    seats,
                    profile: profile.clone(),
                    seconds_left: 12,
                    start_key: "Enter",
                };
                let say = say_in(language);
                card.show(ctx, &|line| say(line, &[])).expect("the card is shown").response.rect
            });
            misfits.extend(past.into_iter().map(|misfit| format!("{}, {misfit}", game.title())));
        }
        assert!(misfits.is_empty(), "the rules card past the window:\n{}", misfits.join("\n"));
    }
}
