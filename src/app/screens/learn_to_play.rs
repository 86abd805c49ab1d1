//! *Learn to play*, over the title: each game's guided first match (marked once played to
//! its end) and the game in a minute, its rules on one illustrated card.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::title::TitleChoice;
use crate::app::tables::Tables;
use crate::app::tables::shell::{TeachPicture, draw_teach_pictures, drawn_teach_pictures};
use crate::app::widgets::{GOLD, Styled, display_font};
use crate::app::{LoadedRules, Screen, Settings, theme};
use crate::games::GameId;
use crate::rules::Line;
use crate::text::tr_line;

/// What *Learn to play* shows over the title.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LearnToPlay {
    #[default]
    Closed,
    /// The list of games.
    Open,
    /// One game in a minute.
    InAMinute(GameId),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LearnToPlay>()
        .add_systems(OnEnter(Screen::Title), draw_the_pictures)
        .add_systems(OnExit(Screen::Title), |mut learning: ResMut<LearnToPlay>| *learning = LearnToPlay::Closed)
        .add_systems(
            EguiPrimaryContextPass,
            learn_to_play_window
                .run_if(in_state(Screen::Title))
                .run_if(|learning: Res<LearnToPlay>| *learning != LearnToPlay::Closed)
                .after(Styled),
        );
}

/// Every game's teach pictures, for the card in a minute.
fn draw_the_pictures(mut commands: Commands, tables: Res<Tables>, rules: Res<LoadedRules>) {
    for entry in tables.entries() {
        draw_teach_pictures(&mut commands, &(entry.teach_card)(&rules.0), Screen::Title);
    }
}

/// One game on the list.
#[derive(Clone, Copy)]
struct GameToLearn {
    game: GameId,
    has_lesson: bool,
    learned: bool,
}

/// What a press on the window asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LearnToPlayPress {
    Lesson(GameId),
    InAMinute(GameId),
    Back,
    Close,
}

/// The window's frame: its title and its close button.
fn learning_frame<'a>(open: &'a mut bool, say: &dyn Fn(&Line) -> String) -> egui::Window<'a> {
    let title = egui::RichText::new(say(&Line::new("learn-title"))).font(display_font(28.0));
    egui::Window::new(title.color(theme::EGUI_BRASS))
        .id(egui::Id::new("learning"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
}

/// The list of games, its words put by `say`: the window's rectangle, and what was pressed.
fn show_list(
    ctx: &egui::Context,
    games: &[GameToLearn],
    say: &dyn Fn(&Line) -> String,
) -> (egui::Rect, Option<LearnToPlayPress>) {
    let mut open = true;
    let mut pressed = None;
    let words = |id: &'static str| say(&Line::new(id));
    let shown = learning_frame(&mut open, say).fixed_size(egui::vec2(720.0, 0.0)).show(ctx, |ui| {
        ui.label(egui::RichText::new(words("learn-intro")).size(18.0));
        ui.add_space(10.0);
        egui::Grid::new("learning-games").num_columns(3).spacing(egui::vec2(12.0, 10.0)).show(ui, |ui| {
            for entry in games {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(say(&entry.game.spoken())).size(18.0).strong());
                    if entry.learned {
                        ui.label(egui::RichText::new(words("learn-learned")).size(15.0).color(GOLD));
                    }
                });
                if entry.has_lesson {
                    let label = if entry.learned { "learn-guided-again" } else { "learn-guided" };
                    if ui.button(words(label)).on_hover_text(words("learn-guided-tip")).clicked() {
                        pressed = Some(LearnToPlayPress::Lesson(entry.game));
                    }
                } else {
                    ui.label(egui::RichText::new(words("learn-guided-none")).italics());
                }
                if ui.button(words("learn-in-a-minute")).clicked() {
                    pressed = Some(LearnToPlayPress::InAMinute(entry.game));
                }
                ui.end_row();
            }
        });
    });
    let rect = shown.map_or(egui::Rect::NOTHING, |shown| shown.response.rect);
    (rect, if open { pressed } else { Some(LearnToPlayPress::Close) })
}

#[allow(clippy::too_many_arguments)]
fn learn_to_play_window(
    mut contexts: EguiContexts,
    pictures: Query<(&TeachPicture, &Sprite)>,
    mut learning: ResMut<LearnToPlay>,
    (tables, rules, settings): (Res<Tables>, Res<LoadedRules>, Res<Settings>),
    mut choices: MessageWriter<TitleChoice>,
) {
    let drawn = drawn_teach_pictures(&pictures, &mut contexts);
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let pressed = match *learning {
        LearnToPlay::Closed => None,
        LearnToPlay::Open => {
            let games: Vec<_> = tables
                .entries()
                .iter()
                .map(|entry| GameToLearn {
                    game: entry.game,
                    has_lesson: entry.learn.is_some(),
                    learned: settings.learned.contains(entry.game.id()),
                })
                .collect();
            show_list(ctx, &games, &tr_line).1
        }
        LearnToPlay::InAMinute(game) => {
            let Some(entry) = tables.entry(game) else { return };
            let teach = (entry.teach_card)(&rules.0);
            let mut open = true;
            let mut back = false;
            learning_frame(&mut open, &tr_line).fixed_size(egui::vec2(860.0, 0.0)).show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    let name = egui::RichText::new(tr_line(&game.spoken())).font(display_font(36.0));
                    ui.label(name.color(theme::EGUI_BRASS));
                    ui.label(egui::RichText::new(rules.texts(game).summary).size(20.0));
                    ui.add_space(10.0);
                    let picture = |name| drawn.iter().find(|(drawn, _)| *drawn == name).map(|&(_, id)| id);
                    teach.show(ui, picture, &tr_line);
                    ui.add_space(10.0);
                    back = ui.button(tr_line(&Line::new("learn-back"))).clicked();
                });
            });
            match (open, back) {
                (false, _) => Some(LearnToPlayPress::Close),
                (true, true) => Some(LearnToPlayPress::Back),
                (true, false) => None,
            }
        }
    };
    match pressed {
        Some(LearnToPlayPress::Lesson(game)) => {
            choices.write(TitleChoice::Learn(game));
        }
        Some(LearnToPlayPress::InAMinute(game)) => *learning = LearnToPlay::InAMinute(game),
        Some(LearnToPlayPress::Back) => *learning = LearnToPlay::Open,
        Some(LearnToPlayPress::Close) => *learning = LearnToPlay::Closed,
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::widgets::tests::{past_the_window, say_in};

    /// The list stands inside the window in every language, every game learned (the
    /// longest buttons and a line more each).
    #[test]
    fn the_list_of_games_to_learn_fits_in_every_language() {
        let games: Vec<_> =
            crate::games::all().into_iter().map(|game| GameToLearn { game, has_lesson: true, learned: true }).collect();
        let mut games_without = games.iter().map(|entry| GameToLearn { has_lesson: false, ..*entry }).collect();
        for games in [games, std::mem::take(&mut games_without)] {
            let past = past_the_window(|ctx, language| {
                let say = say_in(language);
                show_list(ctx, &games, &|line| say(line, &[])).0
            });
            assert!(past.is_empty(), "the list of games to learn past the window:\n{}", past.join("\n"));
        }
    }
}
