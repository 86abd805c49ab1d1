use serde::{Deserialize, Serialize};

use super::Seat;

/// A small set of seats (at most 32), copied by value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u32);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn single(seat: Seat) -> Self {
        SeatSet(1 << seat)
    }

    /// Seats `0..count`.
    pub fn first(count: usize) -> Self {
        SeatSet(((1u64 << count) - 1) as u32)
    }

    pub fn with(self, seat: Seat) -> Self {
        SeatSet(self.0 | 1 << seat)
    }

    pub fn without(self, seat: Seat) -> Self {
        SeatSet(self.0 & !(1 << seat))
    }

    /// The seats of `self` that are not in `other`.
    pub fn minus(self, other: SeatSet) -> Self {
        SeatSet(self.0 & !other.0)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat < 32 && self.0 & (1 << seat) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds exactly one seat, found without counting them.
    pub fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }

    /// The set as a bit mask: seat `s` is bit `s`.
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The seats in increasing order.
    pub fn iter(self) -> SeatIter {
        SeatIter(self.0)
    }
}

/// The seats of a [`SeatSet`], lowest first. It knows its length, so collecting or
/// extending with it allocates once.
#[derive(Clone, Debug)]
pub struct SeatIter(u32);

impl Iterator for SeatIter {
    type Item = Seat;

    fn next(&mut self) -> Option<Seat> {
        (self.0 != 0).then(|| {
            let seat = self.0.trailing_zeros() as Seat;
            self.0 &= self.0 - 1;
            seat
        })
    }

    /// Skips `n` seats by clearing bits, without producing them.
    fn nth(&mut self, n: usize) -> Option<Seat> {
        for _ in 0..n {
            self.0 &= self.0.wrapping_sub(1);
        }
        self.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for SeatIter {}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        iter.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let set = SeatSet::single(1).with(4);
        assert!(set.contains(1) && set.contains(4) && !set.contains(0));
        assert_eq!(set.len(), 2);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![1, 4]);
        assert_eq!(SeatSet::first(3), [0, 1, 2].into_iter().collect());
        assert!(SeatSet::EMPTY.is_empty());
        assert_eq!(set.without(1), SeatSet::single(4));
        assert_eq!(set.minus(SeatSet::single(1).with(2)), SeatSet::single(4));
        assert_eq!(SeatSet::first(32).len(), 32);
    }
}
