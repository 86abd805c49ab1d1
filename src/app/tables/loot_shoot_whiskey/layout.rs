//! Where everything sits on the 1280×720 table. The front seat sits at the bottom, the
//! other at the top.

use bevy::prelude::*;

use crate::app::tables::shell::SeatsRound;

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

/// Whether `seat` sits at the bottom, at the front.
fn at_bottom(seat: usize, round: SeatsRound) -> bool {
    round.place(seat) == 0
}

/// Up (+1) for the top seat, down (−1) for the bottom one.
fn side(seat: usize, round: SeatsRound) -> f32 {
    if at_bottom(seat, round) { -1.0 } else { 1.0 }
}

pub fn slot_position(slot: usize) -> Vec2 {
    Vec2::new(-270.0 + 180.0 * slot as f32, 10.0)
}

/// Where a seat's card for a slot lies, between the row and that seat's hand.
pub fn played_position(seat: usize, slot: usize, round: SeatsRound) -> Vec2 {
    let x = slot_position(slot).x;
    if at_bottom(seat, round) { Vec2::new(x, -150.0) } else { Vec2::new(x, 165.0) }
}

/// The card of the pair (0 or 1) a card of `seat`'s hand dropped at `point` goes to: on
/// the place where that card lies once put down, or on the saloon card it is played
/// against, `first_slot` the pair's first.
pub fn pair_place_at(point: Vec2, seat: usize, first_slot: usize, round: SeatsRound) -> Option<usize> {
    let over = |centre: Vec2, size: Vec2| (point - centre).abs().cmple(size / 2.0).all();
    (0..2).find(|&offset| {
        let slot = first_slot + offset;
        over(played_position(seat, slot, round), HAND_CARD + 30.0) || over(slot_position(slot), CARD + 20.0)
    })
}

/// The `index`th of `count` cards fanned in a seat's hand.
pub fn hand_position(seat: usize, index: usize, count: usize, round: SeatsRound) -> Vec2 {
    let x = (index as f32 - (count.max(1) - 1) as f32 / 2.0) * (HAND_CARD.x + 8.0);
    Vec2::new(x, if at_bottom(seat, round) { -296.0 } else { 296.0 })
}

pub fn pile_position(seat: usize, round: SeatsRound) -> Vec2 {
    Vec2::new(470.0, 10.0 + side(seat, round) * 215.0)
}

pub fn bottle_position(holder: Option<usize>, round: SeatsRound) -> Vec2 {
    match holder {
        None => Vec2::new(-590.0, 10.0),
        // Clear of the seat's portrait and scores below or above it.
        Some(seat) => Vec2::new(-470.0, 10.0 + side(seat, round) * 170.0),
    }
}

pub const HIT_CARD: Vec2 = Vec2::new(56.0, 78.4);

/// The `index`th hit card a seat has taken, stacked right of its hand.
pub fn hit_position(seat: usize, index: usize, round: SeatsRound) -> Vec2 {
    Vec2::new(322.0 + 12.0 * index as f32, if at_bottom(seat, round) { -296.0 } else { 296.0 })
}

/// The portrait beside a seat's name and scores.
pub const PORTRAIT: f32 = 68.0;

/// The top-left corner of a seat's portrait, its name and scores right of it, left of its
/// hand.
pub fn scoreboard_position(seat: usize, round: SeatsRound) -> Vec2 {
    Vec2::new(-628.0, if at_bottom(seat, round) { -245.0 } else { 350.0 })
}

/// The line telling the bottom seat's player what to do, between their cards and hand.
pub const PROMPT: Vec2 = Vec2::new(0.0, -223.0);

/// The saloon row's marks round each slot's card.
pub const SLOT_MARK: Vec2 = Vec2::new(CARD.x + 14.0, CARD.y + 14.0);

/// The coach's line, in the gap between the saloon row's marks and the cards the bottom
/// seat has placed, and how wide and tall its words may set: clear of both, and of the
/// deck's and the discard's names at its sides.
pub const COACH: Vec2 = Vec2::new(0.0, -80.5);
pub const COACH_ROOM: Vec2 = Vec2::new(760.0, 19.0);

#[cfg(test)]
mod tests {
    use super::*;

    fn area(centre: Vec2, size: Vec2) -> Rect {
        Rect::from_center_size(centre, size)
    }

    #[test]
    fn the_coach_s_line_covers_neither_the_row_nor_a_placed_card_nor_a_pile_s_name() {
        let round = SeatsRound::first_at_front(2);
        let coach = area(COACH, COACH_ROOM);
        let mut clear_of = Vec::new();
        for slot in 0..4 {
            clear_of.push((format!("slot {slot}'s mark"), area(slot_position(slot), SLOT_MARK)));
            clear_of
                .push((format!("the card placed for slot {slot}"), area(played_position(0, slot, round), HAND_CARD)));
        }
        // The piles' names stand under them, a line of about 20 units, 120 wide.
        for (name, pile) in [("the deck's name", DECK), ("the discard's name", DISCARD)] {
            clear_of
                .push((name.to_string(), area(pile + Vec2::new(0.0, -CARD.y / 2.0 - 16.0), Vec2::new(120.0, 20.0))));
        }
        for (name, place) in clear_of {
            assert!(coach.intersect(place).is_empty(), "the coach's line {coach:?} covers {name} {place:?}");
        }
    }

    #[test]
    fn a_card_dropped_on_its_saloon_slot_or_below_it_goes_to_that_card_of_the_pair() {
        let round = SeatsRound::first_at_front(2);
        for seat in 0..2 {
            for first_slot in [0, 2] {
                for offset in 0..2 {
                    let slot = first_slot + offset;
                    let below = played_position(seat, slot, round);
                    assert_eq!(pair_place_at(below, seat, first_slot, round), Some(offset), "seat {seat}, its place");
                    let on_the_slot = slot_position(slot) + Vec2::new(10.0, -20.0);
                    assert_eq!(
                        pair_place_at(on_the_slot, seat, first_slot, round),
                        Some(offset),
                        "seat {seat}, the slot"
                    );
                }
                let other_pair = slot_position((first_slot + 2) % 4);
                assert_eq!(pair_place_at(other_pair, seat, first_slot, round), None, "another pair's slot");
            }
            assert_eq!(pair_place_at(Vec2::new(0.0, -330.0), seat, 0, round), None, "the hand");
        }
    }
}
