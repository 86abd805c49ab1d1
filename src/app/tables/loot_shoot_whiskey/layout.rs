//! Where everything sits on the 1280×720 table. Seat 0 sits at the bottom, seat 1 at the top.

use bevy::prelude::*;

pub const CARD: Vec2 = Vec2::new(104.0, 146.0);
pub const HAND_CARD: Vec2 = Vec2::new(84.0, 118.0);
pub const BOTTLE: Vec2 = Vec2::new(46.0, 104.0);
pub const DECK: Vec2 = Vec2::new(-470.0, 10.0);
pub const DISCARD: Vec2 = Vec2::new(470.0, 10.0);
pub const BANNER: Vec2 = Vec2::new(0.0, 10.0);

/// Depths: later layers draw over earlier ones. Cards stack a whole unit apart, more
/// than the spread of their own art (under 0.5), so two cards never interleave.
pub mod depth {
    pub const MARKS: f32 = 1.0;
    pub const CARDS: f32 = 10.0;
    pub const GLOW: f32 = 9.0;
    pub const FLYING: f32 = 40.0;
    pub const LABELS: f32 = 60.0;
}

/// Up (+1) for the top seat, down (−1) for the bottom one.
fn side(seat: usize) -> f32 {
    if seat == 0 { -1.0 } else { 1.0 }
}

pub fn slot_position(slot: usize) -> Vec2 {
    Vec2::new(-270.0 + 180.0 * slot as f32, 10.0)
}

/// Where a seat's card for a slot lies, between the row and that seat's hand.
pub fn played_position(seat: usize, slot: usize) -> Vec2 {
    let x = slot_position(slot).x;
    if seat == 0 { Vec2::new(x, -150.0) } else { Vec2::new(x, 165.0) }
}

/// The `index`th of `count` cards fanned in a seat's hand.
pub fn hand_position(seat: usize, index: usize, count: usize) -> Vec2 {
    let x = (index as f32 - (count.max(1) - 1) as f32 / 2.0) * (HAND_CARD.x + 8.0);
    Vec2::new(x, if seat == 0 { -296.0 } else { 296.0 })
}

pub fn pile_position(seat: usize) -> Vec2 {
    Vec2::new(470.0, 10.0 + side(seat) * 215.0)
}

pub fn bottle_position(holder: Option<usize>) -> Vec2 {
    match holder {
        None => Vec2::new(-590.0, 10.0),
        // Clear of the seat's portrait and scores below or above it.
        Some(seat) => Vec2::new(-470.0, 10.0 + side(seat) * 170.0),
    }
}

pub const HIT_CARD: Vec2 = Vec2::new(56.0, 78.4);

/// The `index`th hit card a seat has taken, stacked right of its hand.
pub fn hit_position(seat: usize, index: usize) -> Vec2 {
    Vec2::new(322.0 + 12.0 * index as f32, if seat == 0 { -296.0 } else { 296.0 })
}

/// The portrait beside a seat's name and scores.
pub const PORTRAIT: f32 = 68.0;

/// The top-left corner of a seat's portrait, its name and scores right of it, left of its
/// hand.
pub fn scoreboard_position(seat: usize) -> Vec2 {
    Vec2::new(-628.0, if seat == 0 { -245.0 } else { 350.0 })
}

/// The line telling the bottom seat's player what to do, between their cards and hand.
pub const PROMPT: Vec2 = Vec2::new(0.0, -223.0);
