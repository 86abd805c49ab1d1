//! Who sits where round the table: the seat the table is drawn for sits at its front, at
//! the bottom of the screen, and the others follow round in seat order. A window that
//! plays one seat (its own of a hosted table, or the one human among computers) sees
//! itself at the front, as a player at a real table does; where humans share the screen,
//! the table turns to each behind the cover as the screen is handed over.

use bevy::prelude::*;

use crate::app::motion::Follow;
use crate::rules::Seat;

/// The seats round the table as drawn: how many, and which is at the front. It is set as
/// the table opens, and changes only behind the cover, when the screen goes to another
/// human: nothing moves under a player mid-decision.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatsRound {
    seats: usize,
    front: Seat,
}

impl SeatsRound {
    /// `seats` round the table, `front` at its front.
    pub fn new(seats: usize, front: Seat) -> Self {
        SeatsRound { seats: seats.max(1), front: front % seats.max(1) }
    }

    /// `seats` round the table, the first at its front.
    pub fn first_at_front(seats: usize) -> Self {
        SeatsRound::new(seats, 0)
    }

    pub fn seats(self) -> usize {
        self.seats
    }

    /// Where `seat` sits, counted round from the front (0) in seat order.
    pub fn place(self, seat: Seat) -> usize {
        (seat + self.seats - self.front) % self.seats
    }
}

/// A piece laid out once at a seat's place (a plate, a scoreboard, a pile): put at its
/// place again when the table turns. Pieces the display places every frame need none.
#[derive(Component, Clone, Copy)]
pub struct AtSeat {
    seat: Seat,
    place: fn(Seat, SeatsRound) -> Vec2,
}

impl AtSeat {
    /// The piece of `seat` that lies at `place(seat, round)`.
    pub fn new(seat: Seat, place: fn(Seat, SeatsRound) -> Vec2) -> Self {
        AtSeat { seat, place }
    }

    /// Where the piece lies round `round`.
    pub fn at(&self, round: SeatsRound) -> Vec2 {
        (self.place)(self.seat, round)
    }
}

/// Every piece laid at a seat's place goes to its place round the table as now turned,
/// at once (the cover is up), keeping its depth.
pub(super) fn turn_the_table(
    round: Res<SeatsRound>,
    mut pieces: Query<(&AtSeat, &mut Transform, Option<&mut Follow>)>,
) {
    if !round.is_changed() {
        return;
    }
    for (piece, mut transform, follow) in &mut pieces {
        let at = piece.at(*round);
        transform.translation = at.extend(transform.translation.z);
        if let Some(mut follow) = follow {
            follow.0 = at.extend(follow.0.z);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_front_seat_is_first_round_and_the_others_follow_in_seat_order() {
        let round = SeatsRound::new(5, 3);
        let places: Vec<usize> = (0..5).map(|seat| round.place(seat)).collect();
        assert_eq!(places, vec![2, 3, 4, 0, 1]);
        assert_eq!((0..4).map(|seat| SeatsRound::first_at_front(4).place(seat)).collect::<Vec<_>>(), vec![0, 1, 2, 3]);
        assert_eq!(SeatsRound::new(2, 5).place(1), 0, "a front past the seats wraps round");
    }
}
