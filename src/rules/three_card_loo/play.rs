//! Which cards may be led or followed, and why the others may not (RULES.md §2).

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, Suit};
use crate::rules::Line;

/// Why a card of the hand may not be played now: the table shows it on the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Refusal {
    /// The ace of trumps (the king when the ace is the turn-up) must be led.
    MustLeadTopTrump(Card),
    MustLeadTrump,
    /// Against a single opponent the highest trump is led.
    MustLeadHighestTrump,
    MustFollow(Suit),
    /// A card of the led suit that beats the trick is held.
    MustHead,
    MustTrump,
    MustOvertrump,
}

impl Refusal {
    /// What the player must do instead, as a clause: "must lead the ace of hearts".
    pub fn spoken(self) -> Line {
        match self {
            Refusal::MustLeadTopTrump(card) => Line::new("loo-must-lead-card").line("card", card.spoken()),
            Refusal::MustLeadTrump => Line::new("loo-must-lead-trump"),
            Refusal::MustLeadHighestTrump => Line::new("loo-must-lead-highest-trump"),
            Refusal::MustFollow(suit) => Line::new("loo-must-follow").line("suit", suit.spoken()),
            Refusal::MustHead => Line::new("loo-must-head"),
            Refusal::MustTrump => Line::new("loo-must-trump"),
            Refusal::MustOvertrump => Line::new("loo-must-overtrump"),
        }
    }
}

/// What a trick asks of the next card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickContext {
    pub trumps: Suit,
    /// The card that must be led when held: the trump ace, or the king when the ace is
    /// the turn-up.
    pub top_trump: Card,
    /// The led card and the card winning so far; `None` when leading.
    pub led_and_winning: Option<(Card, Card)>,
    /// Exactly two hands play the tricks (the leader faces a single opponent).
    pub single_opponent: bool,
    pub must_undertrump: bool,
}

/// The cards that may be played, and the reasons the others may not (at most two
/// reasons, each covering a set of cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayRule {
    pub allowed: CardSet,
    refused: [(CardSet, Option<Refusal>); 2],
}

impl PlayRule {
    fn free(hand: CardSet) -> Self {
        PlayRule { allowed: hand, refused: [(CardSet::EMPTY, None); 2] }
    }

    /// `allowed` of `hand`; the first set of the rest refused for `first`, any other
    /// card of the hand for `rest`.
    fn narrowed(hand: CardSet, allowed: CardSet, first: (CardSet, Refusal), rest: Refusal) -> Self {
        let first_set = first.0.minus(allowed).and(hand);
        let rest_set = hand.minus(allowed).minus(first_set);
        PlayRule { allowed, refused: [(first_set, Some(first.1)), (rest_set, Some(rest))] }
    }

    /// Why `card` may not be played; `None` when it may (or is not in the hand).
    pub fn refusal(&self, card: Card) -> Option<Refusal> {
        self.refused.iter().find(|(cards, _)| cards.contains(card)).and_then(|(_, refusal)| *refusal)
    }
}

/// The rule for the next card from `hand`.
pub fn play_rule(hand: CardSet, context: &TrickContext) -> PlayRule {
    let trumps = hand.of_suit(context.trumps);
    let Some((led, winning)) = context.led_and_winning else {
        return lead_rule(hand, trumps, context);
    };
    let led_suit = led.suit();
    let following = hand.of_suit(led_suit);
    if !following.is_empty() {
        // A card of the led suit heads the trick only while no trump has beaten it.
        let heading = if winning.suit() == led_suit { following.above(winning) } else { CardSet::EMPTY };
        if heading.is_empty() {
            return PlayRule::narrowed(
                hand,
                following,
                (CardSet::EMPTY, Refusal::MustHead),
                Refusal::MustFollow(led_suit),
            );
        }
        return PlayRule::narrowed(hand, heading, (following, Refusal::MustHead), Refusal::MustFollow(led_suit));
    }
    if trumps.is_empty() {
        return PlayRule::free(hand);
    }
    let already_trumped = winning.suit() == context.trumps;
    let overtrumps = if already_trumped { trumps.above(winning) } else { trumps };
    if !overtrumps.is_empty() {
        let refusal = if already_trumped { Refusal::MustOvertrump } else { Refusal::MustTrump };
        return PlayRule::narrowed(hand, overtrumps, (trumps, Refusal::MustOvertrump), refusal);
    }
    if context.must_undertrump {
        return PlayRule::narrowed(hand, trumps, (CardSet::EMPTY, Refusal::MustTrump), Refusal::MustTrump);
    }
    PlayRule::free(hand)
}

fn lead_rule(hand: CardSet, trumps: CardSet, context: &TrickContext) -> PlayRule {
    if hand.contains(context.top_trump) {
        let top = CardSet::single(context.top_trump);
        return PlayRule::narrowed(
            hand,
            top,
            (CardSet::EMPTY, Refusal::MustLeadTrump),
            Refusal::MustLeadTopTrump(context.top_trump),
        );
    }
    if trumps.is_empty() {
        return PlayRule::free(hand);
    }
    if context.single_opponent {
        let highest = CardSet::single(trumps.highest().expect("trumps are held"));
        return PlayRule::narrowed(hand, highest, (trumps, Refusal::MustLeadHighestTrump), Refusal::MustLeadTrump);
    }
    PlayRule::narrowed(hand, trumps, (CardSet::EMPTY, Refusal::MustLeadTrump), Refusal::MustLeadTrump)
}

/// Whether `card` takes the trick from `winning`, the card winning it so far.
pub fn beats(card: Card, winning: Card, trumps: Suit) -> bool {
    match (card.suit() == trumps, winning.suit() == trumps) {
        (true, false) => true,
        (false, true) => false,
        _ => card.suit() == winning.suit() && card.rank() > winning.rank(),
    }
}
