//! A hand-written Three-card Loo player. It counts the tricks its hand should take
//! (trumps by rank, side aces and kings less so, all of it worth less against more
//! players) and stands when its thirds of the pool outweigh the loo it risks; it takes
//! the miss when an unseen hand is worth more than its own, and as dealer defends the
//! miss rather than hand the pool over. In the tricks it wins as cheaply as it can, and
//! throws its lowest card when it cannot win.

use super::{Heuristic, SeatKnowledge};
use crate::rules::three_card_loo::{
    ACE, Card, CardSet, Declaration, KING, LooAction, LooPayment, LooPhase, LooView, Seating, ThreeCardLoo, beats,
};
use crate::rules::{Game, GameRng, Seat};

/// Tricks an unseen hand (the miss) takes against a single opponent, on average.
const UNSEEN_HAND: f64 = 0.6;

/// How much each card's chance of a trick shrinks with more hands against it.
fn crowding(opponents: usize) -> f64 {
    1.0 / (1.0 + 0.25 * opponents.saturating_sub(1) as f64)
}

/// Chips a hand expected to take `tricks` tricks wins by standing: its thirds of the
/// pool, less the loo it risks when it takes none.
fn standing_value(view: &LooView, tricks: f64) -> f64 {
    let pool = view.pool as f64;
    let loo = match view.limits.loo {
        LooPayment::Limited(amount) => amount as f64,
        LooPayment::Unlimited { cap } => pool.min(cap as f64),
    };
    let no_trick = (1.0 - tricks.min(1.0)).powi(2);
    tricks.min(3.0) * pool / 3.0 - no_trick * loo
}

/// Tricks `hand` should take against `opponents` other hands, roughly.
fn expected_tricks(view: &LooView, hand: CardSet, opponents: usize) -> f64 {
    let crowd = crowding(opponents);
    hand.iter()
        .map(|card| {
            if card == view.top_trump {
                1.0
            } else if card.suit() == view.trumps {
                (0.35 + 0.6 * f64::from(card.rank()) / f64::from(ACE)) * crowd
            } else if card.rank() == ACE {
                0.45 * crowd
            } else if card.rank() == KING {
                0.2 * crowd
            } else {
                0.0
            }
        })
        .sum()
}

fn declare(view: &LooView, options: &[Declaration]) -> Declaration {
    let standing = view.players.iter().filter(|player| player.seating.stands()).count();
    let players_left = view.players.iter().filter(|player| player.seating == Seating::Waiting).count();
    // Everyone else still in: those who stand and those yet to declare (this seat among them).
    let opponents = (standing + players_left).saturating_sub(1).max(1);
    let own = standing_value(view, expected_tricks(view, view.hand, opponents));
    let miss = standing_value(view, UNSEEN_HAND * crowding(opponents));
    let can = |declaration| options.contains(&declaration);
    if can(Declaration::TakeMiss) && miss > own.max(0.0) {
        return Declaration::TakeMiss;
    }
    if own > 0.0 {
        return Declaration::Play;
    }
    // Defending risks nothing and keeps the pool from the one who stands.
    if can(Declaration::DefendMiss) { Declaration::DefendMiss } else { Declaration::Drop }
}

fn play(view: &LooView, allowed: CardSet) -> Card {
    let lowest_rank = |cards: CardSet| cards.iter().min_by_key(|card| (card.suit() == view.trumps, card.rank()));
    let highest_rank = |cards: CardSet| cards.iter().max_by_key(|card| (card.suit() == view.trumps, card.rank()));
    let Some((_, winning)) = view.trick.led_and_winning(view.trumps) else {
        return highest_rank(allowed).expect("a legal card");
    };
    let winners: CardSet = allowed.iter().filter(|&card| beats(card, winning, view.trumps)).collect();
    let last_to_play = view.trick.len() + 1 == view.in_play.len();
    if winners.is_empty() {
        lowest_rank(allowed)
    } else if last_to_play {
        lowest_rank(winners)
    } else {
        highest_rank(winners)
    }
    .expect("a legal card")
}

impl Heuristic for ThreeCardLoo {
    /// Everyone else who chose to play their own hand holds one worth playing.
    fn plausible(drawn: &Self, observer: Seat) -> bool {
        let view = drawn.view(observer);
        let standing = view.players.iter().filter(|player| player.seating.stands()).count().max(2);
        drawn.players().iter().enumerate().all(|(seat, player)| {
            seat == observer
                || player.seating != Seating::Playing
                || standing_value(&view, expected_tricks(&view, player.hand, standing - 1)) > 0.0
        })
    }

    fn heuristic_action(knowledge: &SeatKnowledge<'_, Self>, _rng: &mut GameRng) -> LooAction {
        let view = knowledge.view();
        let mut legal = Vec::new();
        knowledge.legal_actions(&mut legal);
        match view.phase {
            LooPhase::Declaring(_) => {
                let options: Vec<Declaration> = legal
                    .iter()
                    .filter_map(|action| match action {
                        LooAction::Declare(declaration) => Some(*declaration),
                        LooAction::Play(_) => None,
                    })
                    .collect();
                LooAction::Declare(declare(&view, &options))
            }
            _ => {
                let allowed: CardSet = legal
                    .iter()
                    .filter_map(|action| match action {
                        LooAction::Play(card) => Some(*card),
                        LooAction::Declare(_) => None,
                    })
                    .collect();
                LooAction::Play(play(&view, allowed))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::three_card_loo::Suit;

    #[test]
    fn trumps_count_for_more_than_side_cards() {
        let rules: crate::rules::three_card_loo::LooRules = crate::config::embedded();
        let state = ThreeCardLoo::new(&rules, 5, 7, &mut Vec::new()).unwrap();
        let view = state.view(0);
        let trumps = view.trumps;
        let side = Suit::ALL.into_iter().find(|&suit| suit != trumps).unwrap();
        let trump_hand: CardSet =
            [Card::new(trumps, 9), Card::new(trumps, 5), Card::new(side, 2)].into_iter().collect();
        let side_hand: CardSet = [Card::new(side, 9), Card::new(side, 5), Card::new(side, 2)].into_iter().collect();
        assert!(standing_value(&view, expected_tricks(&view, trump_hand, 2)) > 0.0);
        assert!(standing_value(&view, expected_tricks(&view, side_hand, 2)) < 0.0);
        assert!(expected_tricks(&view, side_hand, 2) < UNSEEN_HAND * crowding(2));
        assert!(expected_tricks(&view, trump_hand, 6) < expected_tricks(&view, trump_hand, 1));
    }
}
