//! Three-card Loo (RULES.md §2): three cards each, a miss, a trump turn-up; every trick
//! takes a third of the pool and a player who takes none is looed.

mod arranged;
mod cards;
mod in_words;
mod narration;
mod play;
mod rules;
mod sketch;
mod state;
#[cfg(test)]
mod test_deal;
mod view;

pub use arranged::{ArrangedDeal, NotADeal};
pub use cards::{ACE, Card, CardIter, CardSet, KING, RANKS, Suit};
pub use play::{PlayRule, Refusal, TrickContext, beats, play_rule};
pub use rules::{LooPayment, LooRules, MAX_SEATS};
pub use state::{LooLimits, LooPlayer, Seating, ThreeCardLoo, Trick};
pub use view::{LooPhase, LooView, PublicLooPlayer};

use serde::{Deserialize, Serialize};

use super::{Line, Seat, SeatSet};

/// A player's answer when asked to declare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Declaration {
    Drop,
    Play,
    /// Exchange the hand for the miss, unseen; the player must then play.
    TakeMiss,
    /// The dealer plays the miss for the pool, neither winning nor losing.
    DefendMiss,
}

impl Declaration {
    /// The declaration as a button names it: "Take the miss".
    pub fn spoken(self) -> Line {
        Line::new(match self {
            Declaration::Drop => "loo-drop",
            Declaration::Play => "loo-play",
            Declaration::TakeMiss => "loo-take-miss",
            Declaration::DefendMiss => "loo-defend-miss",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LooAction {
    Declare(Declaration),
    Play(Card),
}

/// Why everyone plays this deal without declaring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AllPlay {
    /// `single_all_play`: the pool holds no loo money.
    Single,
    /// `club_law`: clubs are trumps.
    ClubLaw,
}

/// Why a deal ended before any trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EarlyEnd {
    /// Everyone before the dealer dropped: the dealer takes the pool.
    AllDropped,
    /// One player stood and the dealer dropped: that player takes the pool.
    DealerDropped,
}

/// What happened, in order. Hands appear only in events for their own seat
/// ([`crate::rules::EventsTellViews::private_to`]): nobody else is shown them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LooEvent {
    /// A new deal: the dealer put the ante in; `pool` is the pool played for.
    DealStarted {
        deal: u32,
        dealer: Seat,
        ante: u64,
        pool: u64,
        single: bool,
    },
    /// `seat`'s new hand, for that seat's eyes only.
    HandDealt {
        seat: Seat,
        hand: CardSet,
    },
    /// The miss, now `seat`'s hand, for that seat's eyes only.
    HandFromMiss {
        seat: Seat,
        hand: CardSet,
    },
    /// The card under the stock turned up: its suit is trumps.
    TurnedUp {
        card: Card,
    },
    AllPlay {
        reason: AllPlay,
    },
    Declared {
        seat: Seat,
        declaration: Declaration,
    },
    PoolTaken {
        seat: Seat,
        amount: u64,
        why: EarlyEnd,
    },
    CardPlayed {
        seat: Seat,
        card: Card,
    },
    /// A trick taken; `paid` went from the pool to the winner (nothing for the defended
    /// miss: its tricks stay in the pool).
    TrickWon {
        seat: Seat,
        trick: u8,
        paid: u64,
        by_miss: bool,
    },
    Looed {
        seat: Seat,
        paid: u64,
    },
    BustedOut {
        seat: Seat,
    },
    MatchOver {
        winners: SeatSet,
    },
}
