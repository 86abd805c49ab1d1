//! Where everything sits at a Loo table of three to sixteen: the seats round an oval,
//! each trick card between its seat and the middle, the pool, the turn-up and the miss in
//! the middle, the hand of the player at the screen along the bottom.

use bevy::prelude::*;

use crate::app::tables::shell::SeatsRound;

pub const CENTRE: Vec2 = Vec2::new(0.0, 50.0);
const RADII: Vec2 = Vec2::new(540.0, 230.0);
pub const HAND_CARD: Vec2 = Vec2::new(76.0, 106.0);
pub const MIDDLE_CARD: Vec2 = Vec2::new(56.0, 78.0);
pub const TURN_UP: Vec2 = Vec2::new(-150.0, 50.0);
pub const MISS: Vec2 = Vec2::new(150.0, 50.0);
pub const POOL: Vec2 = Vec2::new(0.0, 50.0);
/// Between the bottom seat and the hand: what to do, or why a card may not be played.
pub const PROMPT: Vec2 = Vec2::new(0.0, -238.0);
/// How far the turn's marker reaches past a plate's side: over its edge, no further.
pub const MARKER_REACH: f32 = 3.0;

pub mod depth {
    pub const FELT: f32 = 3.0;
    pub const PLATES: f32 = 5.0;
    pub const MIDDLE: f32 = 8.0;
    pub const CARDS: f32 = 10.0;
    pub const EFFECTS: f32 = 40.0;
    pub const LABELS: f32 = 60.0;
}

/// A seat's name plate: smaller when many share the table.
pub fn plate_size(seats: usize) -> Vec2 {
    if plates_have_faces(seats) { Vec2::new(184.0, 80.0) } else { Vec2::new(132.0, 62.0) }
}

/// Whether a seat's plate has room for its portrait, its words in a column beside it: at
/// a table of more than eight it has not.
pub fn plates_have_faces(seats: usize) -> bool {
    seats <= 8
}

/// The oval of the table's cloth, inside the ring of seats.
pub const CLOTH: Vec2 = Vec2::new(420.0, 186.0);

/// The ring the trick's cards lie on: rounder than the seats' oval, so that neighbours
/// at the narrow ends do not cover each other.
const TRICK_RING: Vec2 = Vec2::new(330.0, 150.0);

/// The direction of a seat from the middle. The front seat at the bottom, the others
/// clockwise in seat order: the next seat is on a player's left, as the deal passes.
fn seat_direction(seat: usize, round: SeatsRound) -> Vec2 {
    let turned = round.place(seat) as f32 / round.seats() as f32;
    let angle = -std::f32::consts::FRAC_PI_2 - std::f32::consts::TAU * turned;
    Vec2::new(angle.cos(), angle.sin())
}

pub fn seat_position(seat: usize, round: SeatsRound) -> Vec2 {
    CENTRE + seat_direction(seat, round) * RADII
}

/// A seat's card in the trick, between the seat and the middle.
pub fn trick_position(seat: usize, round: SeatsRound) -> Vec2 {
    CENTRE + seat_direction(seat, round) * TRICK_RING
}

/// A card of the trick: smaller at a crowded table.
pub fn trick_card(seats: usize) -> Vec2 {
    if seats > 10 { Vec2::new(40.0, 56.0) } else { Vec2::new(48.0, 66.0) }
}

/// The `index`th of `count` cards in the hand along the bottom.
pub fn hand_position(index: usize, count: usize) -> Vec2 {
    Vec2::new((index as f32 - (count.max(1) - 1) as f32 / 2.0) * (HAND_CARD.x + 10.0), -304.0)
}

/// Whether `point` lies on the hand card at `index` of `count`.
pub fn on_hand_card(point: Vec2, index: usize, count: usize) -> bool {
    (point - hand_position(index, count)).abs().cmple(HAND_CARD / 2.0).all()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How tall the prompt's line stands.
    const PROMPT_HEIGHT: f32 = 22.0;

    /// The front seat's plate, its turn's marker round it, and the hand below leave the
    /// prompt's line between them clear, at every size of table.
    #[test]
    fn the_prompt_lies_clear_of_the_front_plate_s_marker_and_of_the_hand() {
        for seats in 3..=16 {
            let front = seat_position(0, SeatsRound::first_at_front(seats));
            let marker_bottom = front.y - plate_size(seats).y / 2.0 - MARKER_REACH;
            let prompt = (PROMPT.y - PROMPT_HEIGHT / 2.0, PROMPT.y + PROMPT_HEIGHT / 2.0);
            assert!(
                marker_bottom > prompt.1,
                "{seats} seats: the marker reaches {marker_bottom}, the prompt {prompt:?}"
            );
            let hand_top = hand_position(0, 3).y + HAND_CARD.y / 2.0;
            assert!(hand_top < prompt.0, "{seats} seats: the hand reaches {hand_top}, the prompt {prompt:?}");
        }
    }

    #[test]
    fn plates_do_not_overlap_at_any_table() {
        for seats in 3..=16 {
            let (plate, round) = (plate_size(seats), SeatsRound::first_at_front(seats));
            for a in 0..seats {
                for b in a + 1..seats {
                    let gap = (seat_position(a, round) - seat_position(b, round)).abs();
                    assert!(gap.x >= plate.x || gap.y >= plate.y, "{seats} seats: {a} and {b} overlap");
                }
            }
        }
    }

    #[test]
    fn the_next_seat_is_on_the_left_of_the_front_seat() {
        for seats in 3..=16 {
            let round = SeatsRound::first_at_front(seats);
            assert!(seat_position(1, round).x < seat_position(0, round).x, "{seats} seats");
            // The window's own seat at the front, the one after it on its left.
            let turned = SeatsRound::new(seats, seats - 1);
            assert_eq!(seat_position(seats - 1, turned), seat_position(0, round), "{seats} seats");
            assert!(seat_position(0, turned).x < seat_position(seats - 1, turned).x, "{seats} seats");
        }
    }

    #[test]
    fn trick_cards_stay_on_the_cloth() {
        for seats in 3..=16 {
            for seat in 0..seats {
                let outer =
                    (trick_position(seat, SeatsRound::first_at_front(seats)) - CENTRE).abs() + trick_card(seats) / 2.0;
                let reach = (outer / CLOTH).length_squared();
                assert!(reach <= 1.05, "{seats} seats: card {seat} hangs off the cloth ({reach})");
            }
        }
    }

    #[test]
    fn trick_cards_of_neighbours_do_not_overlap() {
        for seats in 3..=16 {
            let round = SeatsRound::first_at_front(seats);
            for seat in 0..seats {
                let gap = (trick_position(seat, round) - trick_position((seat + 1) % seats, round)).abs();
                let card = trick_card(seats);
                assert!(gap.x >= card.x || gap.y >= card.y, "{seats} seats: cards {seat} and next overlap");
            }
        }
    }
}
