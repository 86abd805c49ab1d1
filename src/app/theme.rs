//! One palette for the whole saloon: wood, paper, brass, and a colour per card kind
//! (always paired with an icon and a word, never colour alone).

use bevy::prelude::*;

pub const FELT: Color = Color::srgb(0.20, 0.11, 0.06);
pub const TABLE_WOOD: Color = Color::srgb(0.33, 0.19, 0.10);
pub const TABLE_EDGE: Color = Color::srgb(0.24, 0.13, 0.06);

pub const PAPER: Color = Color::srgb(0.95, 0.89, 0.76);
pub const INK: Color = Color::srgb(0.18, 0.11, 0.07);
pub const CARD_EDGE: Color = Color::srgb(0.30, 0.18, 0.09);
pub const BRASS: Color = Color::srgb(0.86, 0.67, 0.28);
pub const GOLD: Color = Color::srgb(0.98, 0.80, 0.20);
pub const SHOOT: Color = Color::srgb(0.72, 0.16, 0.14);
pub const HIGHLIGHT: Color = Color::srgb(1.0, 0.92, 0.45);
pub const SLOT_MARK: Color = Color::srgba(1.0, 0.9, 0.7, 0.12);
pub const TEXT_LIGHT: Color = Color::srgb(0.96, 0.91, 0.80);

/// The sizes the table's labels come in, in pixels: a type scale of about a fifth a step.
/// Bevy keeps a glyph atlas for every size in use (a megabyte, twice over with software
/// rendering), so sizes scaled from a card's width each cost one; on the scale a table
/// needs five to eight.
pub const TYPE_SCALE: [f32; 10] = [9.0, 11.0, 13.0, 15.0, 18.0, 21.0, 25.0, 30.0, 40.0, 52.0];

/// The size on the type scale nearest to `asked`, nearest by ratio: 16 is drawn at 15,
/// 17 at 18.
pub fn type_size(asked: f32) -> f32 {
    let distance = |size: f32| (size / asked.max(1.0)).ln().abs();
    TYPE_SCALE.into_iter().min_by(|a, b| distance(*a).total_cmp(&distance(*b))).expect("the scale has sizes")
}

/// The brass of titles in egui's menus and cards.
pub const EGUI_BRASS: bevy_egui::egui::Color32 = bevy_egui::egui::Color32::from_rgb(230, 175, 70);

/// The lesson's pointer round what to press, and the ink of its arrow's edge: a warm gold
/// apart from the focus ring's pale one.
pub const EGUI_POINTER: bevy_egui::egui::Color32 = bevy_egui::egui::Color32::from_rgb(255, 200, 40);
pub const EGUI_INK: bevy_egui::egui::Color32 = bevy_egui::egui::Color32::from_rgb(46, 28, 18);

/// The ring round what has the keyboard or gamepad focus on a table: light and thick, told
/// apart from every card's ink by its shape as well as its colour.
pub const FOCUS_RING: bevy_egui::egui::Color32 = bevy_egui::egui::Color32::from_rgb(255, 245, 200);

/// How the menus' wood looks: shaded as a translucent dark panel over it would shade it,
/// drawn in its own colour rather than by a panel over the whole window.
pub fn under_menu(color: Color) -> Color {
    let shade = LinearRgba::from(Color::srgb_u8(30, 16, 8));
    LinearRgba::from(color).mix(&shade, 150.0 / 255.0).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_is_drawn_at_the_nearest_on_the_scale_by_ratio() {
        assert_eq!(type_size(15.0), 15.0);
        assert_eq!(type_size(16.0), 15.0, "16 is nearer 15 than 18 by ratio");
        assert_eq!(type_size(17.0), 18.0);
        assert_eq!(type_size(2.0), TYPE_SCALE[0], "nothing smaller than the smallest");
        assert_eq!(type_size(400.0), TYPE_SCALE[TYPE_SCALE.len() - 1], "nothing larger than the largest");
        for asked in (8..=60).map(|size| size as f32) {
            let drawn = type_size(asked);
            assert!(TYPE_SCALE.contains(&drawn));
            let step = (drawn / asked).max(asked / drawn);
            assert!(
                step < 1.2 || !(TYPE_SCALE[0]..=TYPE_SCALE[TYPE_SCALE.len() - 1]).contains(&asked),
                "{asked} drawn at {drawn}"
            );
        }
    }

    #[test]
    fn the_type_scale_rises_by_no_more_than_a_third_a_step() {
        for pair in TYPE_SCALE.windows(2) {
            assert!(pair[0] < pair[1] && pair[1] / pair[0] <= 4.0 / 3.0, "{pair:?}");
        }
    }
}
