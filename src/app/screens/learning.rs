//! *Learn to play*, over the title: each game's guided first match (ticked once played to
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
use crate::text::{tr, tr_line};

/// What *Learn to play* shows over the title.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Learning {
    #[default]
    Closed,
    /// The list of games.
    Open,
    /// One game in a minute.
    InAMinute(GameId),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Learning>()
        .add_systems(OnEnter(Screen::Title), draw_the_pictures)
        .add_systems(OnExit(Screen::Title), |mut learning: ResMut<Learning>| *learning = Learning::Closed)
        .add_systems(
            EguiPrimaryContextPass,
            learning_window
                .run_if(in_state(Screen::Title))
                .run_if(|learning: Res<Learning>| *learning != Learning::Closed)
                .after(Styled),
        );
}

/// Every game's teach pictures, for the card in a minute.
fn draw_the_pictures(mut commands: Commands, tables: Res<Tables>, rules: Res<LoadedRules>) {
    for entry in tables.entries() {
        draw_teach_pictures(&mut commands, &(entry.teach)(&rules.0), Screen::Title);
    }
}

#[allow(clippy::too_many_arguments)]
fn learning_window(
    mut contexts: EguiContexts,
    pictures: Query<(&TeachPicture, &Sprite)>,
    mut learning: ResMut<Learning>,
    (tables, rules, settings): (Res<Tables>, Res<LoadedRules>, Res<Settings>),
    mut choices: MessageWriter<TitleChoice>,
) {
    let drawn = drawn_teach_pictures(&pictures, &mut contexts);
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let mut open = true;
    let shown = *learning;
    // The window borrows `open` until it is shown.
    {
        let window =
            egui::Window::new(egui::RichText::new(tr("learn-title")).font(display_font(28.0)).color(theme::EGUI_BRASS))
                .id(egui::Id::new("learning"))
                .open(&mut open)
                .collapsible(false)
                .resizable(false)
                .order(egui::Order::Foreground)
                .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO);
        match shown {
            Learning::Closed => {}
            Learning::Open => {
                window.fixed_size(egui::vec2(640.0, 0.0)).show(ctx, |ui| {
                    ui.label(egui::RichText::new(tr("learn-intro")).size(18.0));
                    ui.add_space(10.0);
                    egui::Grid::new("learning-games").num_columns(3).spacing(egui::vec2(12.0, 10.0)).show(ui, |ui| {
                        for entry in tables.entries() {
                            ui.label(egui::RichText::new(tr_line(&entry.game.spoken())).size(18.0).strong());
                            let learned = settings.learned.contains(entry.game.id());
                            match entry.learn {
                                Some(_) => {
                                    let label = if learned { "learn-guided-again" } else { "learn-guided" };
                                    if ui.button(tr(label)).on_hover_text(tr("learn-guided-tip")).clicked() {
                                        choices.write(TitleChoice::Learn(entry.game));
                                    }
                                }
                                None => {
                                    ui.label(egui::RichText::new(tr("learn-guided-none")).italics());
                                }
                            }
                            ui.horizontal(|ui| {
                                if ui.button(tr("learn-in-a-minute")).clicked() {
                                    *learning = Learning::InAMinute(entry.game);
                                }
                                if learned {
                                    ui.label(egui::RichText::new(tr("learn-learned")).color(GOLD));
                                }
                            });
                            ui.end_row();
                        }
                    });
                });
            }
            Learning::InAMinute(game) => {
                let Some(entry) = tables.entry(game) else { return };
                let teach = (entry.teach)(&rules.0);
                window.fixed_size(egui::vec2(860.0, 0.0)).show(ctx, |ui| {
                    ui.vertical_centered(|ui| {
                        let name = egui::RichText::new(tr_line(&game.spoken())).font(display_font(36.0));
                        ui.label(name.color(theme::EGUI_BRASS));
                        ui.label(egui::RichText::new(rules.texts(game).summary).size(20.0));
                        ui.add_space(10.0);
                        let picture = |name| drawn.iter().find(|(drawn, _)| *drawn == name).map(|&(_, id)| id);
                        teach.show(ui, picture, &tr_line);
                        ui.add_space(10.0);
                        if ui.button(tr_line(&Line::new("learn-back"))).clicked() {
                            *learning = Learning::Open;
                        }
                    });
                });
            }
        }
    }
    if !open {
        *learning = Learning::Closed;
    }
}
