//! Where things sit on the Desperados table, in the world units of the table area
//! (1280 × 720, centred): the gangs along the top, the felt in the middle, the hand along
//! the bottom, and the right-hand corners left to the log and the button column.

use bevy::prelude::*;

/// The felt the dice roll on.
pub const FELT: Vec2 = Vec2::new(900.0, 230.0);
/// Low enough that the banner across the middle of the screen leaves the dice in view.
pub const FELT_CENTRE: Vec2 = Vec2::new(-165.0, -78.0);

/// A gang's panel: name, money, cards, and five discs.
pub const PANEL: Vec2 = Vec2::new(270.0, 208.0);
pub const DISC_RADIUS: f32 = 20.0;
pub const DISC_SPACING: f32 = 51.0;
/// The row of panels runs from the left edge to short of the log in the top-right corner.
const PANEL_ROW: (f32, f32) = (-632.0, 490.0);

pub const DIE: f32 = 58.0;

/// A Wild West card of the hand along the bottom.
pub const HAND_CARD: Vec2 = Vec2::new(150.0, 104.0);
/// Where a card's words go: right of its picture, as the art leaves room (x 66–142 of 150).
pub const HAND_CARD_TEXT_X: f32 = 29.0;
pub const HAND_CARD_TEXT_WIDTH: f32 = 74.0;

/// The bank's chest, drawn at its purse.
pub const BANK: Vec2 = Vec2::new(68.0, 60.0);
/// A bank note in flight between purses.
pub const NOTE: Vec2 = Vec2::new(52.0, 24.4);
/// The Wild West deck, on the felt's right.
pub const DECK: Vec2 = Vec2::new(FELT_CENTRE.x + 385.0, FELT_CENTRE.y + 22.0);
pub const DECK_CARD: Vec2 = Vec2::new(78.0, 54.0);

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
    let (left, right) = PANEL_ROW;
    let spacing = (PANEL.x + 40.0).min((right - left) / seats as f32);
    let first = (left + right) / 2.0 - spacing * (seats as f32 - 1.0) / 2.0;
    Vec2::new(first + spacing * seat as f32, 250.0)
}

/// The centre of the `icon_index`th disc within a panel.
pub fn disc_offset(icon_index: usize) -> Vec2 {
    Vec2::new((icon_index as f32 - 2.0) * DISC_SPACING, 16.0)
}

/// Where die `die` rests after a roll; a die kept aside rests lower down.
pub fn die_rest(die: usize, kept_aside: bool) -> Vec2 {
    FELT_CENTRE + Vec2::new((die as f32 - 1.5) * (DIE + 40.0), if kept_aside { -58.0 } else { 18.0 })
}

/// Where a purse's money sits: a gang's under its name, the bank's on the felt.
pub fn purse_position(seat: Option<usize>, seats: usize) -> Vec2 {
    match seat {
        Some(seat) => panel_position(seat, seats) + Vec2::new(0.0, 72.0),
        None => FELT_CENTRE + Vec2::new(-385.0, 18.0),
    }
}

/// Where a rolled die enters the felt: thrown from the near edge up its own lane, a little
/// from the left, so that no die crosses another's path or the place another rests.
pub fn die_throw(die: usize) -> Vec2 {
    die_rest(die, false) + Vec2::new(-20.0, -105.0)
}

/// The `index`th card of `count` along the bottom.
pub fn hand_position(index: usize, count: usize) -> Vec2 {
    let spacing = (HAND_CARD.x + 10.0).min(940.0 / count.max(1) as f32);
    Vec2::new(-630.0 + HAND_CARD.x / 2.0 + spacing * index as f32, -296.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A die's reach from its centre, turned any way: half its diagonal.
    const REACH: f32 = DIE * std::f32::consts::SQRT_2 / 2.0;

    #[test]
    fn a_thrown_die_never_crosses_another_die_in_flight_or_at_rest() {
        let path = |die: usize, t: f32| die_throw(die).lerp(die_rest(die, false), t);
        for die in 0..4 {
            for other in (0..4).filter(|&other| other != die) {
                for step in 0..=20 {
                    let t = step as f32 / 20.0;
                    let at = path(die, t);
                    for (what, place) in [
                        ("in flight", path(other, t)),
                        ("at rest", die_rest(other, false)),
                        ("kept", die_rest(other, true)),
                    ] {
                        assert!(
                            at.distance(place) > 1.5 * REACH.min(DIE),
                            "die {die} at {t} comes onto die {other} {what}"
                        );
                    }
                }
            }
            assert!(FELT_CENTRE.y - FELT.y / 2.0 < die_throw(die).y, "thrown from the felt's near edge");
        }
    }
}
