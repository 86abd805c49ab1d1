//! Where things sit on the Desperados table, in world units of a 1600 × 900 window.

use bevy::prelude::*;

/// The felt the dice roll on.
pub const FELT: Vec2 = Vec2::new(980.0, 300.0);
pub const FELT_CENTRE: Vec2 = Vec2::new(-60.0, -20.0);

/// A gang's panel: name, money, cards, and five discs.
pub const PANEL: Vec2 = Vec2::new(360.0, 190.0);
pub const DISC_RADIUS: f32 = 27.0;
pub const DISC_SPACING: f32 = 68.0;

pub const DIE: f32 = 64.0;

/// A Wild West card of the hand along the bottom.
pub const HAND_CARD: Vec2 = Vec2::new(170.0, 112.0);

pub mod depth {
    pub const FELT: f32 = 0.0;
    pub const PANELS: f32 = 1.0;
    pub const LINES: f32 = 4.0;
    pub const DICE: f32 = 6.0;
    pub const HAND: f32 = 8.0;
    pub const TEXT: f32 = 10.0;
}

/// The centre of `seat`'s panel at a table of `seats`: a row along the top.
pub fn panel_position(seat: usize, seats: usize) -> Vec2 {
    let spacing = (PANEL.x + 24.0).min(1500.0 / seats as f32);
    let first = -spacing * (seats as f32 - 1.0) / 2.0;
    Vec2::new(first + spacing * seat as f32, 318.0)
}

/// The centre of the `icon_index`th disc within a panel.
pub fn disc_offset(icon_index: usize) -> Vec2 {
    Vec2::new((icon_index as f32 - 2.0) * DISC_SPACING, -34.0)
}

/// Where die `die` rests after a roll; a die kept aside rests lower down.
pub fn die_rest(die: usize, kept_aside: bool) -> Vec2 {
    let x = FELT_CENTRE.x + (die as f32 - 1.5) * (DIE + 46.0);
    FELT_CENTRE + Vec2::new(x - FELT_CENTRE.x, if kept_aside { -92.0 } else { 20.0 })
}

/// Where a rolled die enters the felt, thrown from the left edge.
pub fn die_throw(die: usize) -> Vec2 {
    FELT_CENTRE + Vec2::new(-FELT.x / 2.0 + 40.0, 60.0 - die as f32 * 40.0)
}

/// The `index`th card of `count` along the bottom.
pub fn hand_position(index: usize, count: usize) -> Vec2 {
    let spacing = (HAND_CARD.x + 12.0).min(1100.0 / count.max(1) as f32);
    Vec2::new(-700.0 + HAND_CARD.x / 2.0 + spacing * index as f32, -345.0)
}
