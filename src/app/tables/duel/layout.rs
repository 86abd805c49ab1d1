//! Where everything sits at a Duel table: the seats round an oval, each pick between its
//! seat and the middle, the hand of the player at the screen along the bottom.

use bevy::prelude::*;

use crate::app::tables::shell::SeatsRound;
use crate::rules::duel::DuelCard;

pub const CENTRE: Vec2 = Vec2::new(0.0, 45.0);
const RADII: Vec2 = Vec2::new(470.0, 215.0);
pub const PLATE: Vec2 = Vec2::new(240.0, 104.0);
/// A gunslinger's portrait at the right of the plate, the dollars held below it.
pub const PORTRAIT: f32 = 64.0;
pub const DOLLAR: f32 = 18.0;
pub const PICK_CARD: Vec2 = Vec2::new(62.0, 86.0);
pub const HAND_CARD: Vec2 = Vec2::new(70.0, 98.0);
pub const LIFE_CARD: Vec2 = Vec2::new(46.0, 64.0);
pub const PROMPT: Vec2 = Vec2::new(0.0, -239.0);

pub mod depth {
    pub const PLATES: f32 = 5.0;
    pub const LINES: f32 = 8.0;
    pub const CARDS: f32 = 10.0;
    pub const EFFECTS: f32 = 40.0;
    pub const LABELS: f32 = 60.0;
}

/// The front seat at the bottom, the others clockwise round the oval in seat order: the
/// next seat is on a player's left, where the duel master role passes.
pub fn seat_position(seat: usize, round: SeatsRound) -> Vec2 {
    let turned = round.place(seat) as f32 / round.seats() as f32;
    let angle = -std::f32::consts::FRAC_PI_2 - std::f32::consts::TAU * turned;
    CENTRE + Vec2::new(angle.cos(), angle.sin()) * RADII
}

/// A seat's pick, between the seat and the middle of the table.
pub fn pick_position(seat: usize, round: SeatsRound) -> Vec2 {
    seat_position(seat, round).lerp(CENTRE, 0.57)
}

/// The `index`th of `count` cards in the hand along the bottom.
pub fn hand_position(index: usize, count: usize) -> Vec2 {
    Vec2::new((index as f32 - (count.max(1) - 1) as f32 / 2.0) * (HAND_CARD.x + 8.0), -312.0)
}

/// The cards of a hand, one entry each, in a fixed order.
pub fn hand_cards(hand: [u8; 4]) -> Vec<DuelCard> {
    DuelCard::ALL.into_iter().flat_map(|card| std::iter::repeat_n(card, usize::from(hand[card.index()]))).collect()
}

/// A thin bar from `from` to `to`: its centre, length and angle.
/// Where a line from `from` toward the middle of a card of `size` at `to` meets the
/// card's edge: the point of an arrow that stops at the card rather than under it.
pub fn edge_toward(from: Vec2, to: Vec2, size: Vec2) -> Vec2 {
    let delta = to - from;
    let half = size / 2.0;
    // How far back from the middle, along the line, the edge lies: the nearer side.
    let back = [(delta.x.abs(), half.x), (delta.y.abs(), half.y)]
        .into_iter()
        .filter(|&(along, _)| along > f32::EPSILON)
        .map(|(along, half)| half / along)
        .fold(f32::INFINITY, f32::min);
    if back.is_finite() { to - delta * back.min(1.0) } else { to }
}

pub fn bar_between(from: Vec2, to: Vec2) -> (Vec2, f32, f32) {
    let delta = to - from;
    ((from + to) / 2.0, delta.length(), delta.y.atan2(delta.x))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(at: Vec2, size: Vec2) -> Rect {
        Rect::from_center_size(at, size)
    }

    #[test]
    fn an_aim_s_arrow_stops_at_the_edge_of_the_target_s_pick() {
        for seats in 2..=6 {
            let seats = SeatsRound::first_at_front(seats);
            for (seat, other) in (0..seats.seats()).flat_map(|seat| (0..seats.seats()).map(move |other| (seat, other)))
            {
                if seat == other {
                    continue;
                }
                let (from, to) = (pick_position(seat, seats), pick_position(other, seats));
                let off_the_middle = (edge_toward(from, to, PICK_CARD) - to).abs();
                let half = PICK_CARD / 2.0;
                assert!(
                    off_the_middle.cmple(half + 0.01).all(),
                    "{seats:?}: {seat}'s arrow at {other} stops off its card"
                );
                assert!(
                    (off_the_middle.x - half.x).abs() < 0.01 || (off_the_middle.y - half.y).abs() < 0.01,
                    "{seats:?}: {seat}'s arrow at {other} stops inside its card"
                );
            }
        }
    }

    #[test]
    fn no_pick_lies_on_a_plate_or_another_pick_at_any_table() {
        for seats in 2..=6 {
            let seats = SeatsRound::first_at_front(seats);
            for seat in 0..seats.seats() {
                let pick = area(pick_position(seat, seats), PICK_CARD);
                for other in 0..seats.seats() {
                    let plate = area(seat_position(other, seats), PLATE);
                    assert!(pick.intersect(plate).is_empty(), "{seats:?}: pick {seat} lies on plate {other}");
                    if other != seat {
                        let their_pick = area(pick_position(other, seats), PICK_CARD);
                        assert!(pick.intersect(their_pick).is_empty(), "{seats:?}: picks {seat} and {other} meet");
                    }
                }
            }
        }
    }
}
