//! A deal laid out card by card rather than shuffled: a lesson's first deals, or a test's.
//! A deal that is not dealt from one deck (a card twice, a hand of two) is refused as it is
//! read, with its place in the file.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet};
use super::state::HAND;

/// Each seat's hand, the miss and the turn-up of one deal, every card once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "DealAsWritten", into = "DealAsWritten")]
pub struct ArrangedDeal {
    hands: Vec<CardSet>,
    miss: CardSet,
    turn_up: Card,
}

/// Why a laid-out deal is not one deck's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotADeal {
    /// A hand (or the miss) of other than three cards.
    HandSize { hand: String, cards: usize },
    /// A card laid out twice.
    Twice(Card),
}

impl fmt::Display for NotADeal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotADeal::HandSize { hand, cards } => write!(f, "{hand} holds {cards} cards: expected {HAND}"),
            NotADeal::Twice(card) => write!(f, "{card} is laid out twice: a deal holds each card of the deck once"),
        }
    }
}

impl ArrangedDeal {
    /// The deal of `hands` (by seat), `miss` and `turn_up`, each card of the deck at most once.
    pub fn new(hands: Vec<CardSet>, miss: CardSet, turn_up: Card) -> Result<Self, NotADeal> {
        let mut used = CardSet::single(turn_up);
        let named = hands.iter().enumerate().map(|(seat, &hand)| (format!("seat {seat}'s hand"), hand));
        for (hand, cards) in named.chain([("the miss".to_owned(), miss)]) {
            if cards.len() != HAND {
                return Err(NotADeal::HandSize { hand, cards: cards.len() });
            }
            if let Some(card) = used.and(cards).iter().next() {
                return Err(NotADeal::Twice(card));
            }
            used = used.or(cards);
        }
        Ok(ArrangedDeal { hands, miss, turn_up })
    }

    /// The hands, by seat.
    pub fn hands(&self) -> &[CardSet] {
        &self.hands
    }

    pub fn miss(&self) -> CardSet {
        self.miss
    }

    pub fn turn_up(&self) -> Card {
        self.turn_up
    }
}

/// A deal as a file writes it.
#[derive(Serialize, Deserialize)]
#[serde(rename = "ArrangedDeal", deny_unknown_fields)]
struct DealAsWritten {
    hands: Vec<Vec<Card>>,
    miss: Vec<Card>,
    turn_up: Card,
}

impl TryFrom<DealAsWritten> for ArrangedDeal {
    type Error = String;

    fn try_from(written: DealAsWritten) -> Result<Self, String> {
        // A card named twice in one hand would make a set of fewer: name it as what it is.
        if let Some(card) = written.hands.iter().chain([&written.miss]).find_map(|cards| repeated(cards)) {
            return Err(NotADeal::Twice(card).to_string());
        }
        let set = |cards: Vec<Card>| cards.into_iter().collect::<CardSet>();
        let hands = written.hands.into_iter().map(set).collect();
        ArrangedDeal::new(hands, set(written.miss), written.turn_up).map_err(|problem| problem.to_string())
    }
}

impl From<ArrangedDeal> for DealAsWritten {
    fn from(deal: ArrangedDeal) -> Self {
        let cards = |set: CardSet| set.iter().collect();
        DealAsWritten {
            hands: deal.hands.into_iter().map(cards).collect(),
            miss: cards(deal.miss),
            turn_up: deal.turn_up,
        }
    }
}

/// A card that `cards` holds twice.
fn repeated(cards: &[Card]) -> Option<Card> {
    cards.iter().enumerate().find(|(index, card)| cards[..*index].contains(card)).map(|(_, &card)| card)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::three_card_loo::Suit;

    fn read(text: &str) -> Result<ArrangedDeal, String> {
        ron::from_str(text)
            .map_err(|error| format!("{}:{}: {}", error.span.start.line, error.span.start.col, error.code))
    }

    const DEAL: &str = r#"(
        hands: [["A♥", "KS", "5S"], ["2H", "9H", "4D"], ["3H", "JH", "10D"]],
        miss: ["2C", "3C", "4C"],
        turn_up: "6♥",
    )"#;

    #[test]
    fn a_deal_reads_by_the_cards_names_and_writes_back_the_same() {
        let deal = read(DEAL).expect("the deal reads");
        assert_eq!(deal.hands().len(), 3);
        assert!(deal.hands()[0].contains(Card::new(Suit::Hearts, 12)));
        assert!(deal.hands()[2].contains(Card::new(Suit::Diamonds, 8)), "10D is the ten of diamonds");
        assert_eq!(deal.turn_up(), Card::new(Suit::Hearts, 4));
        let written = ron::to_string(&deal).expect("a deal writes");
        assert_eq!(read(&written), Ok(deal));
    }

    #[test]
    fn a_card_that_is_not_the_deck_s_is_refused_with_its_place() {
        let problem = read(&DEAL.replace("\"4D\"", "\"1D\"")).expect_err("there is no one of diamonds");
        assert!(problem.starts_with("2:"), "the second line: {problem}");
        assert!(problem.contains("`1D` is no card of the deck"), "{problem}");
        for name in ["", "A", "AX", "11H", "10", "♥"] {
            assert_eq!(Card::named(name), None, "`{name}`");
        }
    }

    #[test]
    fn a_card_laid_out_twice_is_refused_by_name() {
        // Across two hands, within one hand, and in the turn-up.
        for (from, to) in [("\"4D\"", "\"5S\""), ("\"9H\"", "\"2H\""), ("\"6♥\"", "\"2C\"")] {
            let problem = read(&DEAL.replace(from, to)).expect_err("a card twice");
            assert!(problem.contains("laid out twice"), "{from} → {to}: {problem}");
        }
        let short = read(&DEAL.replace(r#"miss: ["2C", "3C", "4C"]"#, r#"miss: ["2C", "3C"]"#));
        assert!(short.is_err(), "a miss of two cards");
    }
}
