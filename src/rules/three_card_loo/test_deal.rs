//! The deal the phone's tests play: Kate deals with hearts turned up, and the player sits
//! at seat 2; what is told there, in English.

use super::{Card, CardSet, LooRules, ThreeCardLoo};
use crate::rules::Line;
use crate::text::{Catalog, Language, YOU};

/// The cards `names` ("2C 3C 4C").
fn cards(names: &str) -> CardSet {
    names.split_whitespace().map(|name| Card::named(name).expect("a card of the deck")).collect()
}

/// Kate (seat 0) deals; Bill holds the ace and three of hearts and the king of spades; the
/// player (seat 2) the seven and nine of hearts and the ten of spades; the five of hearts
/// turns up, so hearts are trumps.
pub(super) fn kate_deals_hearts_trumps(rules: &LooRules) -> ThreeCardLoo {
    let hands = [cards("2C 3C 4C"), cards("AH 3H KS"), cards("7H 9H 10S")];
    let turn_up = Card::named("5H").expect("a card of the deck");
    ThreeCardLoo::arranged(rules, 0, &hands, cards("2D 3D 4D"), turn_up, &mut Vec::new()).expect("a deal")
}

/// `line` in English, seat 2 being the player at the page.
pub(super) fn told(line: &Line) -> String {
    let names = ["Kate", "Bill", YOU].map(str::to_owned);
    Catalog::get().format(Language::English, line.id(), line.args(), &names)
}
