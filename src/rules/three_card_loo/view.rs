//! What one seat may know: its own hand (and the hand it gave up for the miss), never
//! another's, nor the miss, nor the discards.

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, Suit};
use super::play::{PlayRule, TrickContext, play_rule};
use super::state::{HAND, LooLimits, Phase, Seating, ThreeCardLoo, Trick, next_seat, top_trump_under, voids_shown};
use super::{Declaration, LooEvent};
use crate::rules::{EventsTellViews, Seat, SeatSet};

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

/// Each seat's view follows the events: the public ones, and the hands dealt to it.
impl EventsTellViews for ThreeCardLoo {
    fn private_to(event: &LooEvent) -> Option<Seat> {
        match *event {
            LooEvent::HandDealt { seat, .. } | LooEvent::HandFromMiss { seat, .. } => Some(seat),
            _ => None,
        }
    }

    fn update_view(view: &mut LooView, event: &LooEvent) {
        match *event {
            LooEvent::DealStarted { deal, dealer, ante, pool, single } => {
                (view.deal, view.dealer, view.pool, view.single) = (deal, dealer, pool, single);
                view.players[dealer].balance -= ante as i64;
                for player in &mut view.players {
                    let out = player.seating == Seating::Out;
                    *player = PublicLooPlayer {
                        seating: if out { Seating::Out } else { Seating::Waiting },
                        tricks: 0,
                        cards_left: if out { 0 } else { HAND as u8 },
                        voids: 0,
                        ..*player
                    };
                }
                (view.hand, view.discarded, view.played) = (CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY);
                view.miss_open = true;
                view.in_play = SeatSet::EMPTY;
                (view.trick, view.last_trick, view.tricks_played) = (Trick::default(), None, 0);
            }
            LooEvent::HandDealt { seat, hand } if seat == view.seat => view.hand = hand,
            LooEvent::HandFromMiss { seat, hand } if seat == view.seat => {
                view.discarded = view.hand;
                view.hand = hand;
            }
            LooEvent::HandDealt { .. } | LooEvent::HandFromMiss { .. } => {}
            LooEvent::TurnedUp { card } => {
                (view.turn_up, view.trumps, view.top_trump) = (card, card.suit(), top_trump_under(card));
                view.phase = LooPhase::Declaring(view.next_seated(view.dealer));
            }
            LooEvent::AllPlay { .. } => {
                for player in view.players.iter_mut().filter(|player| player.seating != Seating::Out) {
                    player.seating = Seating::Playing;
                }
                view.start_tricks();
            }
            LooEvent::Declared { seat, declaration } => {
                view.players[seat].seating = match declaration {
                    Declaration::Drop => Seating::Dropped,
                    Declaration::Play => Seating::Playing,
                    Declaration::TakeMiss => Seating::TookMiss,
                    Declaration::DefendMiss => Seating::DefendingMiss,
                };
                if matches!(declaration, Declaration::TakeMiss | Declaration::DefendMiss) {
                    view.miss_open = false;
                }
                // When the pool goes to one player instead, the deal's end says so next.
                if seat != view.dealer {
                    view.phase = LooPhase::Declaring(view.next_seated(seat));
                } else if !(declaration == Declaration::Drop && view.standing().len() == 1) {
                    view.start_tricks();
                }
            }
            LooEvent::PoolTaken { seat, amount, .. } => {
                view.players[seat].balance += amount as i64;
                view.pool -= amount;
            }
            LooEvent::CardPlayed { seat, card } => {
                let context = TrickContext::of(view.trumps, view.top_trump, &view.trick, view.in_play, &view.limits);
                let player = &mut view.players[seat];
                player.voids = voids_shown(player.voids, card, &context);
                player.cards_left -= 1;
                if seat == view.seat {
                    view.hand = view.hand.without(card);
                }
                view.played = view.played.with(card);
                view.trick.push(seat, card);
                if view.trick.len() < view.in_play.len() {
                    view.phase =
                        LooPhase::Playing(next_seat(view.players.len(), seat, |next| view.in_play.contains(next)));
                }
            }
            LooEvent::TrickWon { seat, paid, .. } => {
                view.trick.winner = Some(seat);
                view.tricks_played += 1;
                let player = &mut view.players[seat];
                player.tricks += 1;
                player.balance += paid as i64;
                view.pool -= paid;
                view.last_trick = Some(std::mem::take(&mut view.trick));
                if usize::from(view.tricks_played) < HAND {
                    view.phase = LooPhase::Playing(seat);
                }
            }
            LooEvent::Looed { seat, paid } => {
                view.players[seat].balance -= paid as i64;
                view.pool += paid;
            }
            LooEvent::BustedOut { seat } => {
                (view.players[seat].seating, view.players[seat].cards_left) = (Seating::Out, 0);
                if seat == view.seat {
                    view.hand = CardSet::EMPTY;
                }
            }
            LooEvent::MatchOver { winners } => {
                // The deal just ended passed the deal on before the match closed.
                view.dealer = view.next_seated(view.dealer);
                view.winners = Some(winners);
                view.phase = LooPhase::Over;
            }
        }
    }
}

impl LooView {
    /// The next seat to the left still at the table.
    fn next_seated(&self, seat: Seat) -> Seat {
        next_seat(self.players.len(), seat, |next| self.players[next].seating != Seating::Out)
    }

    /// The seats playing this deal so far.
    fn standing(&self) -> SeatSet {
        (0..self.players.len()).filter(|&seat| self.players[seat].seating.stands()).collect()
    }

    /// The tricks begin with the seats that stand: the miss is dead, the pool is set.
    fn start_tricks(&mut self) {
        self.miss_open = false;
        self.in_play = self.standing();
        self.pool_at_play = self.pool;
        self.phase = LooPhase::Playing(next_seat(self.players.len(), self.dealer, |next| self.in_play.contains(next)));
    }
}
