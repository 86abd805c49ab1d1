//! The 52-card deck: cards as one byte, sets of cards as one 64-bit mask, so that the
//! follow rules are a handful of bit operations.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rules::Line;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The suit in words, for the log and the screens: "spades".
    pub fn spoken(self) -> Line {
        Line::new(match self {
            Suit::Clubs => "loo-clubs",
            Suit::Diamonds => "loo-diamonds",
            Suit::Hearts => "loo-hearts",
            Suit::Spades => "loo-spades",
        })
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// Ranks from 2 (0) to ace (12): ace is high.
pub const RANKS: u8 = 13;
pub const ACE: u8 = 12;
pub const KING: u8 = 11;

/// One card: `suit * 13 + rank`, rank 0 being the two. A file writes it as that index, or
/// (where a person writes it: a lesson) by name, as `"A♥"` or `"10S"`; either way a card
/// read is one of the deck's 52.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Card(u8);

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct CardVisitor;

        impl<'de> serde::de::Visitor<'de> for CardVisitor {
            type Value = Card;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card: its index from 0 to 51, or its name, as `A♥` or `10S`")
            }

            fn visit_u64<E: serde::de::Error>(self, index: u64) -> Result<Card, E> {
                match u8::try_from(index) {
                    Ok(index) if index < 52 => Ok(Card(index)),
                    _ => Err(E::custom(format!("card {index}: expected a card from 0 to 51"))),
                }
            }

            fn visit_i64<E: serde::de::Error>(self, index: i64) -> Result<Card, E> {
                self.visit_u64(u64::try_from(index).unwrap_or(u64::MAX))
            }

            /// The index as the card writes itself: `(5)`.
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Card, A::Error> {
                let index: u64 = seq.next_element()?.ok_or_else(|| serde::de::Error::invalid_length(0, &self))?;
                if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                    return Err(serde::de::Error::invalid_length(2, &self));
                }
                self.visit_u64(index)
            }

            fn visit_newtype_struct<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Card, D::Error> {
                u64::deserialize(deserializer).and_then(|index| self.visit_u64(index))
            }

            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Card, E> {
                Card::named(name).ok_or_else(|| {
                    E::custom(format!(
                        "`{name}` is no card of the deck: expected a rank (2 to 10, J, Q, K, A) and a suit (C, D, H, S or ♣ ♦ ♥ ♠), as `A♥` or `10S`"
                    ))
                })
            }
        }

        // A name is for a person's file; a compact format holds the index alone.
        if deserializer.is_human_readable() {
            deserializer.deserialize_any(CardVisitor)
        } else {
            deserializer.deserialize_newtype_struct("Card", CardVisitor)
        }
    }
}

impl Card {
    /// The card `name` names (`"A♥"`, `"10S"`), if it is one of the deck's.
    pub fn named(name: &str) -> Option<Card> {
        let suit_at = name.char_indices().last()?.0;
        let (rank_name, suit) = name.split_at(suit_at);
        let suit = match suit {
            "C" | "♣" => Suit::Clubs,
            "D" | "♦" => Suit::Diamonds,
            "H" | "♥" => Suit::Hearts,
            "S" | "♠" => Suit::Spades,
            _ => return None,
        };
        let rank = (0..RANKS).find(|&rank| Card::new(suit, rank).rank_label() == rank_name)?;
        Some(Card::new(suit, rank))
    }
}

impl Card {
    pub fn new(suit: Suit, rank: u8) -> Self {
        assert!(rank < RANKS, "rank {rank} is not a card");
        Card(suit as u8 * RANKS + rank)
    }

    /// The card with this index in `0..52`.
    pub fn from_index(index: u8) -> Self {
        assert!(index < 52, "card index {index} is past the deck");
        Card(index)
    }

    pub fn index(self) -> u8 {
        self.0
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[usize::from(self.0 / RANKS)]
    }

    pub fn rank(self) -> u8 {
        self.0 % RANKS
    }

    /// "A", "K", "Q", "J", "10" … "2".
    pub fn rank_label(self) -> &'static str {
        ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"][usize::from(self.rank())]
    }

    /// The card as the art names its face: `hearts_ace`, `spades_10` (under `loo/`).
    pub fn art_name(self) -> String {
        let rank = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "ace"][usize::from(self.rank())];
        format!("{}_{rank}", self.suit().name())
    }

    /// The card in words, "queen of hearts".
    pub fn name(self) -> String {
        let rank =
            ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"]
                [usize::from(self.rank())];
        format!("{rank} of {}", self.suit().name())
    }
}

impl Card {
    /// The card in words, for the log and the screens: "ace of spades".
    pub fn spoken(self) -> Line {
        const RANK_IDS: [&str; RANKS as usize] = [
            "loo-two",
            "loo-three",
            "loo-four",
            "loo-five",
            "loo-six",
            "loo-seven",
            "loo-eight",
            "loo-nine",
            "loo-ten",
            "loo-jack",
            "loo-queen",
            "loo-king",
            "loo-ace",
        ];
        Line::new("loo-card")
            .line("rank", Line::new(RANK_IDS[usize::from(self.rank())]))
            .line("suit", self.suit().spoken())
            .name("index", self.to_string())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_label(), self.suit().symbol())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A set of cards, one bit per card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    pub const DECK: CardSet = CardSet((1 << 52) - 1);

    pub fn suit(suit: Suit) -> Self {
        CardSet(((1 << RANKS) - 1) << (suit as u64 * u64::from(RANKS)))
    }

    pub fn single(card: Card) -> Self {
        CardSet(1 << card.0)
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    pub fn with(self, card: Card) -> Self {
        CardSet(self.0 | 1 << card.0)
    }

    pub fn without(self, card: Card) -> Self {
        CardSet(self.0 & !(1 << card.0))
    }

    pub fn and(self, other: CardSet) -> Self {
        CardSet(self.0 & other.0)
    }

    pub fn or(self, other: CardSet) -> Self {
        CardSet(self.0 | other.0)
    }

    pub fn minus(self, other: CardSet) -> Self {
        CardSet(self.0 & !other.0)
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of `suit` in this set.
    pub fn of_suit(self, suit: Suit) -> Self {
        self.and(CardSet::suit(suit))
    }

    /// The cards of this set that outrank `card` in its own suit.
    pub fn above(self, card: Card) -> Self {
        let higher_in_suit = CardSet::suit(card.suit()).0 & !((2u64 << card.0) - 1);
        CardSet(self.0 & higher_in_suit)
    }

    /// The highest card (by index, so the highest rank of the highest suit; callers ask
    /// within one suit).
    pub fn highest(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(63 - self.0.leading_zeros() as u8))
    }

    /// The cards, lowest index first.
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }

    /// The `n`-th card of the set, lowest first.
    pub fn nth(self, n: usize) -> Option<Card> {
        let mut bits = self.0;
        for _ in 0..n {
            if bits == 0 {
                return None;
            }
            bits &= bits - 1;
        }
        (bits != 0).then(|| Card(bits.trailing_zeros() as u8))
    }
}

/// The cards of a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct CardIter(u64);

impl Iterator for CardIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        (self.0 != 0).then(|| {
            let card = Card(self.0.trailing_zeros() as u8);
            self.0 &= self.0 - 1;
            card
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for CardIter {}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        iter.into_iter().fold(CardSet::EMPTY, CardSet::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_know_their_suit_and_rank() {
        let queen = Card::new(Suit::Hearts, 10);
        assert_eq!(queen.suit(), Suit::Hearts);
        assert_eq!(queen.rank_label(), "Q");
        assert_eq!(queen.name(), "queen of hearts");
        assert_eq!(format!("{queen}"), "Q♥");
        assert_eq!(CardSet::DECK.len(), 52);
        assert!(Suit::ALL.iter().all(|&suit| CardSet::suit(suit).len() == 13));
    }

    #[test]
    fn above_and_highest_stay_in_the_suit() {
        let hand: CardSet =
            [Card::new(Suit::Hearts, 3), Card::new(Suit::Hearts, 9), Card::new(Suit::Spades, 12)].into_iter().collect();
        let eight = Card::new(Suit::Hearts, 6);
        assert_eq!(hand.above(eight), CardSet::single(Card::new(Suit::Hearts, 9)));
        assert_eq!(hand.above(Card::new(Suit::Hearts, 9)), CardSet::EMPTY);
        assert_eq!(hand.of_suit(Suit::Hearts).highest(), Some(Card::new(Suit::Hearts, 9)));
        assert_eq!(hand.nth(2), Some(Card::new(Suit::Spades, 12)));
        assert_eq!(hand.nth(3), None);
        assert_eq!(hand.iter().count(), 3);
    }
}
