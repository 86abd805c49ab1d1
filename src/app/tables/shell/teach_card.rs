//! A game taught in a minute: what a player does on a turn, in three steps each with its
//! picture, and how the game is won. Each game tells it from the rules in force, so its
//! numbers are the table's own; the showcase opens every game's match with it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

use crate::app::Screen;
use crate::app::art::picture;
use crate::rules::Line;

/// A game in a minute.
#[derive(Clone, Debug, PartialEq)]
pub struct TeachCard {
    pub steps: [TeachStep; 3],
    pub win: Line,
}

/// One step of a turn: a piece of the game's art, and a sentence or two.
#[derive(Clone, Debug, PartialEq)]
pub struct TeachStep {
    pub picture: &'static str,
    pub words: Line,
}

/// How large a step's picture is shown, in egui points.
pub const TEACH_PICTURE: f32 = 64.0;
/// The width of a step's words.
const STEP_WIDTH: f32 = 266.0;

impl TeachCard {
    /// The card of three `steps`, each a picture and its words' message, and the `win`.
    pub fn of(steps: [(&'static str, &'static str); 3], win: Line) -> Self {
        TeachCard { steps: steps.map(|(picture, words)| TeachStep { picture, words: Line::new(words) }), win }
    }

    /// The turn's steps side by side, each under its picture once drawn (`picture` finds
    /// it), then how the game is won; the words put by `say`.
    pub fn show(
        &self,
        ui: &mut egui::Ui,
        picture: impl Fn(&'static str) -> Option<egui::TextureId>,
        say: &dyn Fn(&Line) -> String,
    ) {
        ui.label(egui::RichText::new(say(&Line::new("teach-on-your-turn"))).size(20.0).strong());
        ui.add_space(6.0);
        let wide = self.steps.len() as f32 * (STEP_WIDTH + ui.spacing().item_spacing.x);
        let row = egui::Layout::left_to_right(egui::Align::Min);
        ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), 0.0), row, |ui| {
            ui.add_space(((ui.available_width() - wide) / 2.0).max(0.0));
            for step in &self.steps {
                let column = egui::Layout::top_down(egui::Align::Center);
                ui.allocate_ui_with_layout(egui::vec2(STEP_WIDTH, 0.0), column, |ui| {
                    ui.set_width(STEP_WIDTH);
                    match picture(step.picture) {
                        Some(texture) => ui.add(egui::Image::new((texture, egui::Vec2::splat(TEACH_PICTURE)))),
                        None => ui.allocate_response(egui::Vec2::splat(TEACH_PICTURE), egui::Sense::hover()),
                    };
                    ui.label(egui::RichText::new(say(&step.words)).size(16.0));
                });
            }
        });
        ui.add_space(8.0);
        ui.label(egui::RichText::new(say(&Line::new("teach-to-win"))).size(20.0).strong());
        ui.label(egui::RichText::new(say(&self.win)).size(18.0));
    }
}

/// A teach picture, drawn by the art out of sight for egui to show.
#[derive(Component)]
pub struct TeachPicture(&'static str);

/// Has the art draw the pictures of `teach`'s steps, for as long as `screen` stands.
pub fn draw_teach_pictures(commands: &mut Commands, teach: &TeachCard, screen: Screen) {
    for step in &teach.steps {
        commands.spawn((
            TeachPicture(step.picture),
            picture(step.picture, Vec2::splat(TEACH_PICTURE)),
            Visibility::Hidden,
            DespawnOnExit(screen),
        ));
    }
}

/// The teach pictures the art has drawn so far, as egui shows them.
pub fn drawn_teach_pictures(
    pictures: &Query<(&TeachPicture, &Sprite)>,
    contexts: &mut EguiContexts,
) -> Vec<(&'static str, egui::TextureId)> {
    // Until the art has drawn a piece its image is the default one.
    pictures
        .iter()
        .filter(|(_, sprite)| sprite.image != Handle::default())
        .map(|(TeachPicture(name), sprite)| (*name, contexts.add_image(EguiTextureHandle::Weak(sprite.image.id()))))
        .collect()
}
