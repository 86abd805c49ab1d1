//! The box a label's words stay inside: a card's word band, a plate, the ribbon of the
//! banner, a gang card. Words longer than their box, in a language whose words run long,
//! are set smaller until they fit; the tests lay out every label of every table in every
//! language and fail where that would take them below [`SMALLEST_FIT`] of their size, or
//! where a label runs past the table's edge.

use bevy::prelude::*;
use bevy::text::{FontSize, TextLayoutInfo};

/// The face a label is drawn in, for tests that measure words without Bevy's renderer.
pub use super::fonts::face_of;

/// The most a label is shrunk to fit its box: below it the words grow hard to read, and
/// the box (or the words) must change instead.
pub const SMALLEST_FIT: f32 = 0.75;

/// The box a label's words must fit, in the label's own units: a width, and for words on
/// several lines (broken by the words or wrapped by the label's `TextBounds`) a height.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Fits {
    pub width: f32,
    pub height: Option<f32>,
}

impl Fits {
    /// One line no wider than `width`.
    pub const fn line(width: f32) -> Self {
        Fits { width, height: None }
    }

    /// Lines no wider than `width` standing no taller than `height`.
    pub const fn block(width: f32, height: f32) -> Self {
        Fits { width, height: Some(height) }
    }

    /// The scale that sets words laid out at `size` inside the box: 1 where they fit
    /// already.
    pub fn scale_for(self, size: Vec2) -> f32 {
        let across = self.width / size.x.max(f32::EPSILON);
        let down = self.height.map_or(1.0, |height| height / size.y.max(f32::EPSILON));
        across.min(down).min(1.0)
    }
}

/// Bevy's line height for text, a multiple of its size.
pub const LINE_HEIGHT: f32 = 1.2;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, set_to_fit.after(bevy::text::Text2dUpdateSystems));
}

/// Each boxed label's scale, from the size Bevy laid its words out at.
fn set_to_fit(mut labels: Query<(&Fits, &TextLayoutInfo, &mut Transform), Changed<TextLayoutInfo>>) {
    for (fits, layout, mut transform) in &mut labels {
        if layout.size.x <= 0.0 {
            continue;
        }
        let pixels_per_unit = if layout.scale_factor > 0.0 { layout.scale_factor } else { 1.0 };
        let scale = fits.scale_for(layout.size / pixels_per_unit);
        if (transform.scale.x - scale).abs() > 0.005 {
            transform.scale = Vec3::new(scale, scale, 1.0);
        }
    }
}

/// A label's size in world units, where it is sized in pixels of the table area (as every
/// label of the tables is), not relative to the window.
pub fn size_of(font: &TextFont) -> Option<f32> {
    match font.font_size {
        FontSize::Px(size) => Some(size),
        _ => None,
    }
}
