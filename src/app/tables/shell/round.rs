//! Who sits where round the table: the seat the table is drawn for sits at its front, at
//! the bottom of the screen, and the others follow round in seat order. A window that
//! plays one seat (its own of a hosted table, or the one human among computers) sees
//! itself at the front, as a player at a real table does.

use bevy::prelude::*;

use crate::rules::Seat;

/// The seats round the table as drawn: how many, and which is at the front. It is set as
/// the table opens and holds for its match, so nothing moves under a player mid-match.
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
