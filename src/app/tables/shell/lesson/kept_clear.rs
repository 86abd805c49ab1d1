//! What a game's table must keep clear of the lesson's panel, and the check that no step
//! or note of the lesson, in any language, covers it.

#![cfg(test)]

use bevy::prelude::*;
use bevy_egui::egui;

use super::panel::every_lesson_panel;
use crate::app::tables::shell::TableGame;
use crate::app::window_scale::TABLE_AREA;

/// The places on a lesson's table that its panel leaves clear, each by its name, in egui
/// points where the window shows them at 1280×720.
#[derive(Default)]
pub struct KeptClear(Vec<(String, egui::Rect)>);

impl KeptClear {
    /// A piece of `size` centred at `at` on the table (world units, y up, from the middle).
    pub fn piece(&mut self, name: impl Into<String>, at: Vec2, size: Vec2) {
        let centre = egui::pos2(TABLE_AREA.x / 2.0 + at.x, TABLE_AREA.y / 2.0 - at.y);
        self.0.push((name.into(), egui::Rect::from_center_size(centre, egui::vec2(size.x, size.y))));
    }

    /// The prompt line centred at `at`, as wide as its words run in any language.
    pub fn prompt_line(&mut self, at: Vec2) {
        self.piece("the prompt", at, Vec2::new(TABLE_AREA.x - 200.0, 30.0));
    }

    /// Where any step or note of `G`'s lesson, in any language, covers one of the places.
    fn covered_by<G: TableGame>(&self, guided: &super::GuidedLesson<G>) -> Vec<String> {
        let mut covered = Vec::new();
        for shown in every_lesson_panel(guided) {
            for (language, rect) in shown.places {
                if let Some((name, place)) = self.0.iter().find(|(_, place)| rect.intersects(*place)) {
                    covered.push(format!("{}, {language:?}: the panel {rect:?} covers {name} {place:?}", shown.what));
                }
            }
        }
        covered
    }
}

/// Checks that no step or note of `G`'s lesson, in any language, covers a place that
/// `lay_out` names at the lesson's table of its seats. egui is zoomed with the table, and
/// a window of another shape shows more wood at its sides or below, where a panel
/// anchored to the window's corner goes further from the table's middle, so 1280×720 is
/// the closest it comes at any size.
pub fn assert_the_lesson_leaves_clear<G: TableGame>(lay_out: impl FnOnce(usize, &mut KeptClear)) {
    let guided = G::lesson().expect("the game has a lesson");
    let mut clear = KeptClear::default();
    lay_out(guided.lesson.seats, &mut clear);
    let covered = clear.covered_by(&guided);
    assert!(covered.is_empty(), "{}", covered.join("\n"));
}
