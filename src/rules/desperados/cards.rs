//! Wild West cards in fixed-size containers: a state copies without touching the heap,
//! which keeps random play-outs and the search's copies cheap.

use serde::{Deserialize, Serialize};

use super::CardKind;
use super::rules::{MAX_CARD_KINDS, MAX_DECK};
use crate::rules::{GameRng, random_index};

/// A set of cards where order does not matter (a hand, the discards): a count per kind.
/// Written as the list of its cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand([u8; MAX_CARD_KINDS]);

impl Serialize for Hand {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // With its length ahead: compact binary forms (the network's) need it.
        use serde::ser::SerializeSeq as _;
        let mut list = serializer.serialize_seq(Some(self.len()))?;
        for card in self.cards() {
            list.serialize_element(&card)?;
        }
        list.end()
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<CardKind>::deserialize(deserializer)?;
        if let Some(kind) = cards.iter().find(|&&kind| usize::from(kind) >= MAX_CARD_KINDS) {
            return Err(serde::de::Error::custom(format!("a card kind below {MAX_CARD_KINDS}, not {kind}")));
        }
        let mut hand = Hand::default();
        hand.extend(cards);
        Ok(hand)
    }
}

impl Hand {
    pub fn count(&self, kind: CardKind) -> u8 {
        self.0[usize::from(kind)]
    }

    pub fn holds(&self, kind: CardKind) -> bool {
        self.count(kind) > 0
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|&count| usize::from(count)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&count| count == 0)
    }

    pub fn add(&mut self, kind: CardKind) {
        self.0[usize::from(kind)] += 1;
    }

    /// Takes one card of `kind` out; false if there is none.
    pub fn remove(&mut self, kind: CardKind) -> bool {
        let count = &mut self.0[usize::from(kind)];
        let held = *count > 0;
        *count -= u8::from(held);
        held
    }

    /// The kinds held, each once, in kind order.
    pub fn kinds(&self) -> impl Iterator<Item = CardKind> + '_ {
        (0..MAX_CARD_KINDS as u8).filter(|&kind| self.holds(kind))
    }

    /// Every card, kinds repeated by their count, in kind order.
    pub fn cards(&self) -> impl Iterator<Item = CardKind> + '_ {
        (0..MAX_CARD_KINDS as u8).flat_map(|kind| std::iter::repeat_n(kind, usize::from(self.count(kind))))
    }

    pub fn extend(&mut self, cards: impl IntoIterator<Item = CardKind>) {
        for card in cards {
            self.add(card);
        }
    }

    /// Empties the set, returning what it held.
    pub fn take(&mut self) -> Hand {
        std::mem::take(self)
    }
}

/// An ordered pile (the deck, a draw being kept): the top is the end. Only the cards in
/// it count: the slots past its end are leftovers.
#[derive(Clone, Copy)]
pub struct CardPile {
    cards: [CardKind; MAX_DECK],
    len: u8,
}

impl Default for CardPile {
    fn default() -> Self {
        CardPile { cards: [0; MAX_DECK], len: 0 }
    }
}

impl PartialEq for CardPile {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for CardPile {}

impl std::hash::Hash for CardPile {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl std::fmt::Debug for CardPile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl CardPile {
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[CardKind] {
        &self.cards[..self.len()]
    }

    pub fn push(&mut self, card: CardKind) {
        self.cards[self.len()] = card;
        self.len += 1;
    }

    pub fn pop(&mut self) -> Option<CardKind> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.cards[self.len()])
    }

    /// Takes the first card of `kind` out, keeping the others' order; false if none.
    pub fn remove(&mut self, kind: CardKind) -> bool {
        let Some(index) = self.as_slice().iter().position(|&card| card == kind) else {
            return false;
        };
        let len = self.len();
        self.cards.copy_within(index + 1..len, index);
        self.len -= 1;
        true
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Fisher–Yates, drawing as [`random_index`] does.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        for last in (1..self.len()).rev() {
            let other = random_index(rng, last + 1);
            self.cards.swap(last, other);
        }
    }
}

impl FromIterator<CardKind> for CardPile {
    fn from_iter<I: IntoIterator<Item = CardKind>>(cards: I) -> Self {
        let mut pile = CardPile::default();
        for card in cards {
            pile.push(card);
        }
        pile
    }
}

/// A pile is written as the list of its cards, bottom first.
impl Serialize for CardPile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.as_slice())
    }
}

impl<'de> Deserialize<'de> for CardPile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<CardKind>::deserialize(deserializer)?;
        if cards.len() > MAX_DECK {
            return Err(serde::de::Error::custom(format!("a pile of at most {MAX_DECK} cards")));
        }
        Ok(cards.into_iter().collect())
    }
}
