//! What one seat may know: its own hand (and the hand it gave up for the miss), never
//! another's, nor the miss, nor the discards.

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, Suit};
use super::play::{PlayRule, TrickContext, play_rule};
use super::state::{LooLimits, Phase, Seating, ThreeCardLoo, Trick};
use crate::rules::{Seat, SeatSet};

/// A player as everyone sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicLooPlayer {
    pub balance: i64,
    pub seating: Seating,
    pub tricks: u8,
    pub cards_left: u8,
    pub voids: u8,
}

/// Who acts now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LooPhase {
    Declaring(Seat),
    Playing(Seat),
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LooView {
    pub seat: Seat,
    pub hand: CardSet,
    pub discarded: CardSet,
    pub players: Vec<PublicLooPlayer>,
    pub dealer: Seat,
    pub deal: u32,
    pub pool: u64,
    pub pool_at_play: u64,
    pub single: bool,
    pub turn_up: Card,
    pub trumps: Suit,
    pub top_trump: Card,
    /// The miss still lies face down and may be taken.
    pub miss_open: bool,
    pub phase: LooPhase,
    pub in_play: SeatSet,
    pub trick: Trick,
    pub last_trick: Option<Trick>,
    pub tricks_played: u8,
    pub played: CardSet,
    pub limits: LooLimits,
    pub winners: Option<SeatSet>,
}

impl LooView {
    /// The rule for this seat's next card, when it is this seat's turn to play.
    pub fn play_rule(&self) -> Option<PlayRule> {
        let context = TrickContext::of(self.trumps, self.top_trump, &self.trick, self.in_play, &self.limits);
        (self.phase == LooPhase::Playing(self.seat)).then(|| play_rule(self.hand, &context))
    }

    /// The balance a [`crate::rules::Game::score`] stands for: the score read back into
    /// chips, one half being an even share of the table's chips.
    pub fn balance_for_score(&self, score: f64) -> f64 {
        let total: i64 = self.players.iter().map(|player| player.balance).sum::<i64>() + self.pool as i64;
        let start = even_share(total, self.players.len()) as f64;
        start + (score - 0.5) * 2.0 * start
    }

    pub(super) fn of(state: &ThreeCardLoo, seat: Seat) -> Self {
        let own = &state.players[seat];
        LooView {
            seat,
            hand: own.hand,
            discarded: own.discarded,
            players: state
                .players
                .iter()
                .map(|player| PublicLooPlayer {
                    balance: player.balance,
                    seating: player.seating,
                    tricks: player.tricks,
                    cards_left: player.hand.len() as u8,
                    voids: player.voids,
                })
                .collect(),
            dealer: state.dealer,
            deal: state.deal,
            pool: state.pool,
            pool_at_play: state.pool_at_play,
            single: state.single,
            turn_up: state.turn_up,
            trumps: state.trumps(),
            top_trump: state.top_trump(),
            miss_open: state.miss_open && !state.miss.is_empty(),
            phase: match state.phase {
                Phase::Declaring(seat) => LooPhase::Declaring(seat),
                Phase::Playing(seat) => LooPhase::Playing(seat),
                Phase::Over => LooPhase::Over,
            },
            in_play: state.in_play,
            trick: state.trick,
            last_trick: state.last_trick,
            tricks_played: state.tricks_played,
            played: state.played,
            limits: state.limits,
            winners: state.winners,
        }
    }
}

/// Each seat's share of the table's chips when all were even (at least 1, so a score
/// always has a scale).
pub(super) fn even_share(total_chips: i64, seats: usize) -> i64 {
    (total_chips / seats as i64).max(1)
}
