//! Drawing helpers every table shares: text, plain rectangles, the card back.

use bevy::prelude::*;

use super::theme;

/// A label in the saloon's face, at the size on the type scale nearest to `size`
/// (`theme::type_size`): every size drawn costs a glyph atlas.
pub fn text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (Text2d::new(value), TextFont::from_font_size(theme::type_size(size)), TextColor(color))
}

/// A label in the display face (Rye), for the big moments: banners, the hand-off cover.
pub fn display_text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    let font = TextFont { font: super::fonts::DISPLAY_FONT.into(), ..TextFont::from_font_size(theme::type_size(size)) };
    (Text2d::new(value), font, TextColor(color))
}

/// Changes a label only when its words change: writing the same words would still mark
/// it changed and make Bevy lay the text out again every frame.
pub fn set_text(text: &mut Mut<Text2d>, words: &str) {
    if text.0 != words {
        words.clone_into(&mut text.0);
    }
}

/// A flat rectangle centred at `at`, at depth `z`.
pub fn rect(color: Color, size: Vec2, at: Vec2, z: f32) -> impl Bundle {
    (Sprite::from_color(color, size), Transform::from_translation(at.extend(z)))
}

/// The parts of `area` outside `hole`: up to four rectangles, none overlapping.
pub fn around(area: Rect, hole: Rect) -> Vec<Rect> {
    let hole = hole.intersect(area);
    if hole.is_empty() {
        return vec![area];
    }
    [
        Rect::new(area.min.x, hole.max.y, area.max.x, area.max.y),
        Rect::new(area.min.x, area.min.y, area.max.x, hole.min.y),
        Rect::new(area.min.x, hole.min.y, hole.min.x, hole.max.y),
        Rect::new(hole.max.x, hole.min.y, area.max.x, hole.max.y),
    ]
    .into_iter()
    .filter(|part| part.width() > 0.0 && part.height() > 0.0)
    .collect()
}

/// A border of `width` round the inside edge of a rectangle of `size` centred at `at`: four
/// strips, where a rectangle beneath a smaller one would draw every pixel of the middle
/// twice (with software rendering every pixel counts).
pub fn border(color: Color, size: Vec2, width: f32, at: Vec2, z: f32) -> impl Iterator<Item = impl Bundle> {
    let outer = Rect::from_center_size(at, size);
    let inner = Rect::from_center_size(at, (size - 2.0 * width).max(Vec2::ZERO));
    around(outer, inner).into_iter().map(move |strip| rect(color, strip.size(), strip.center(), z))
}

/// An edge of `width` round the outside of a rectangle of `size` at the origin, for a
/// card or plate whose face fills the inside.
pub fn edge(parent: &mut ChildSpawnerCommands, color: Color, size: Vec2, width: f32, z: f32) {
    for strip in border(color, size + 2.0 * width, width, Vec2::ZERO, z) {
        parent.spawn(strip);
    }
}

/// A diamond (a square turned a quarter), the saloon's stand-in for round shapes.
pub fn diamond(color: Color, size: f32, at: Vec2, z: f32) -> impl Bundle {
    (
        Sprite::from_color(color, Vec2::splat(size)),
        Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(0.785)),
    )
}

/// The back shared by every card.
pub fn card_back(parent: &mut ChildSpawnerCommands, size: Vec2) {
    parent.spawn((super::art::picture("cards/back", size), Transform::default()));
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOP_OF_A_TABLE: Rect = Rect { min: Vec2::new(-620.0, -345.0), max: Vec2::new(620.0, 345.0) };

    fn area(rects: &[Rect]) -> f32 {
        rects.iter().map(|rect| rect.size().element_product()).sum()
    }

    #[test]
    fn the_parts_round_a_hole_cover_the_rest_of_the_area_once() {
        let area_of = |rect: Rect| rect.size().element_product();
        for hole in [
            Rect::from_center_size(Vec2::new(0.0, 50.0), Vec2::new(1230.0, 570.0)),
            Rect::from_center_size(Vec2::new(-165.0, -78.0), Vec2::new(900.0, 230.0)),
            Rect::from_center_size(Vec2::new(600.0, 0.0), Vec2::new(200.0, 100.0)),
        ] {
            let parts = around(TOP_OF_A_TABLE, hole);
            let inside = hole.intersect(TOP_OF_A_TABLE);
            assert!((area(&parts) + area_of(inside) - area_of(TOP_OF_A_TABLE)).abs() < 1e-2, "{hole:?}");
            for (index, part) in parts.iter().enumerate() {
                assert!(TOP_OF_A_TABLE.contains(part.min) && TOP_OF_A_TABLE.contains(part.max));
                assert!(part.intersect(inside).is_empty(), "{part:?} overlaps the hole");
                for other in &parts[index + 1..] {
                    assert!(part.intersect(*other).is_empty(), "{part:?} overlaps {other:?}");
                }
            }
        }
        let away = Rect::from_center_size(Vec2::new(2000.0, 0.0), Vec2::splat(10.0));
        assert_eq!(around(TOP_OF_A_TABLE, away), vec![TOP_OF_A_TABLE], "a hole outside leaves the area whole");
    }

    #[test]
    fn a_border_is_four_strips_inside_the_rectangle() {
        let strips: Vec<Rect> = around(
            Rect::from_center_size(Vec2::ZERO, Vec2::new(100.0, 60.0)),
            Rect::from_center_size(Vec2::ZERO, Vec2::new(90.0, 50.0)),
        );
        assert_eq!(strips.len(), 4);
        assert!((area(&strips) - (100.0 * 60.0 - 90.0 * 50.0)).abs() < 1e-3);
        assert_eq!(border(Color::BLACK, Vec2::new(100.0, 60.0), 5.0, Vec2::ZERO, 0.0).count(), 4);
    }
}
