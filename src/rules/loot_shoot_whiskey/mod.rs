//! Loot Shoot Whiskey (RULES.md §1): two players, a saloon row of four cards, secret
//! rock–paper–scissors showdowns for each slot.

mod in_words;
mod narration;
mod rules;
mod showdown;
mod sketch;
mod state;
mod view;

pub use rules::{
    DeckEntry, HandCounts, HandReset, LswRules, ROW_LEN, SLOTS_PER_PHASE, SaloonCard, TieBreak, UnclaimedCard,
};
pub use showdown::{beats, rule};
pub use state::{Bottle, Limits, LootShootWhiskey, LswResult};
pub use view::{LswView, PublicPlayer};

use serde::{Deserialize, Serialize};

use super::{Line, Seat};

/// An action card of a player's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HandCard {
    Loot,
    Shoot,
    Whiskey,
}

impl HandCard {
    pub const ALL: [HandCard; 3] = [HandCard::Loot, HandCard::Shoot, HandCard::Whiskey];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The card's name: Loot, Shoot, Whiskey.
    pub fn name(self) -> Line {
        Line::new(match self {
            HandCard::Loot => "lsw-loot",
            HandCard::Shoot => "lsw-shoot",
            HandCard::Whiskey => "lsw-whiskey",
        })
    }
}

/// A hand: how many of each [`HandCard`] it holds, indexed by [`HandCard::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand(pub [u8; 3]);

impl Hand {
    pub fn full(counts: HandCounts) -> Self {
        Hand([counts.loot, counts.shoot, counts.whiskey])
    }

    pub fn count(&self, card: HandCard) -> u8 {
        self.0[card.index()]
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&count| u32::from(count)).sum()
    }

    /// Whether the hand can play both cards of a commitment.
    pub fn can_play(&self, commit: Commit) -> bool {
        if commit.first == commit.second {
            self.count(commit.first) >= 2
        } else {
            self.count(commit.first) >= 1 && self.count(commit.second) >= 1
        }
    }

    pub fn remove(&mut self, card: HandCard) {
        self.0[card.index()] -= 1;
    }
}

/// A secret choice: one hand card for each of the two slots settled now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Commit {
    /// On the first slot of the pair (slot 1 or 3).
    pub first: HandCard,
    /// On the second slot of the pair (slot 2 or 4).
    pub second: HandCard,
}

impl Commit {
    pub fn new(first: HandCard, second: HandCard) -> Self {
        Commit { first, second }
    }

    pub fn cards(self) -> [HandCard; 2] {
        [self.first, self.second]
    }
}

/// Why the match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinReason {
    /// Reached the nugget threshold.
    Nuggets,
    /// Collected the hits threshold.
    Hits,
    /// Won the bottle the threshold number of times in a row.
    EmptiedBottle,
    /// Held the bottle when the row could not be refilled.
    HeldBottle,
    /// Nobody held the bottle; this tie-break decided.
    TieBreak(TieBreak),
}

impl WinReason {
    /// How `seat` won, in a sentence: "Kate struck it rich with nuggets."
    pub fn describe(self, seat: Seat) -> Line {
        Line::new(match self {
            WinReason::Nuggets => "lsw-won-nuggets",
            WinReason::Hits => "lsw-won-hits",
            WinReason::EmptiedBottle => "lsw-won-emptied-bottle",
            WinReason::HeldBottle => "lsw-won-held-bottle",
            WinReason::TieBreak(TieBreak::MostNuggets) => "lsw-won-most-nuggets",
            WinReason::TieBreak(TieBreak::MostHits) => "lsw-won-most-hits",
        })
        .seat("who", seat)
    }
}

/// What a bottle win did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BottleWin {
    /// Took the bottle from the bar or the rival.
    Took,
    /// Already held it and drank.
    Drank,
}

/// What one slot's showdown came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlotOutcome {
    Tie,
    Won { seat: Seat, with: HandCard },
}

/// What happened, in order, for the app to animate and the log to tell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LswEvent {
    /// A saloon card was dealt from the deck into a slot (0-based).
    Dealt {
        slot: usize,
        card: SaloonCard,
    },
    /// Both commitments of a pair were revealed: `cards[seat]`.
    Revealed {
        first_slot: usize,
        cards: [Commit; 2],
    },
    /// A slot's showdown.
    Showdown {
        slot: usize,
        cards: [HandCard; 2],
        outcome: SlotOutcome,
    },
    /// The winner of a Loot showdown took the slot's card.
    Claimed {
        seat: Seat,
        slot: usize,
        card: SaloonCard,
    },
    /// A slot's card went to the discard pile.
    Discarded {
        slot: usize,
        card: SaloonCard,
    },
    NuggetsGained {
        seat: Seat,
        amount: u8,
        total: u16,
    },
    HitTaken {
        seat: Seat,
        total: u8,
    },
    BottleWon {
        seat: Seat,
        how: BottleWin,
        streak: u8,
    },
    /// The pair of slots was settled: the next pair is the one from `first_slot`, in
    /// round `round` (counted from 0).
    NextPair {
        first_slot: usize,
        round: u16,
    },
    /// Played hand cards came back.
    HandsReset,
    /// The row cannot be refilled to four cards (or the round limit was reached): the match ends.
    SaloonRanDry,
    MatchWon {
        seat: Seat,
        reason: WinReason,
    },
    MatchDrawn,
}
