//! Duel: Once Upon a Game in the West (RULES.md §3): two to six gunslingers pick a card
//! and a target at once; the last heart standing earns a dollar.

mod in_words;
mod narration;
mod resolve;
mod rules;
mod sketch;
mod state;

pub use narration::describe_pick;
pub use resolve::{ShotOutcome, resolve_shot};
pub use rules::{DuelHand, DuelRules, EmptyHand, MAX_SEATS, NobodyLeft, Variant};
pub use state::{Duel, DuelLimits, DuelPlayer, DuelView};

use serde::{Deserialize, Serialize};

use super::{Line, Seat};

/// A card of a gunslinger's hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DuelCard {
    Pistol,
    Rifle,
    Barricade,
    Reload,
}

impl DuelCard {
    pub const ALL: [DuelCard; 4] = [DuelCard::Pistol, DuelCard::Rifle, DuelCard::Barricade, DuelCard::Reload];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The card's name: Pistol, Rifle, Barricade, Reload.
    pub fn name(self) -> Line {
        Line::new(match self {
            DuelCard::Pistol => "duel-pistol",
            DuelCard::Rifle => "duel-rifle",
            DuelCard::Barricade => "duel-barricade",
            DuelCard::Reload => "duel-reload",
        })
    }

    /// What the card does, in a sentence for a newcomer.
    pub fn rule(self) -> Line {
        Line::new(match self {
            DuelCard::Pistol => "duel-rule-pistol",
            DuelCard::Rifle => "duel-rule-rifle",
            DuelCard::Barricade => "duel-rule-barricade",
            DuelCard::Reload => "duel-rule-reload",
        })
    }
}

/// A gun, the card a shot is fired with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Gun {
    Pistol,
    Rifle,
}

/// One gunslinger's pick in a shootout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelAction {
    /// `target` is a seat kept in one byte, so that an action is two bytes long
    /// (playouts copy a great many); [`DuelAction::fire`] builds one from a [`Seat`].
    Fire {
        gun: Gun,
        target: u8,
    },
    Barricade,
    Reload,
    /// No card left in hand (only when the rules count that as reloading).
    EmptyHanded,
}

impl DuelAction {
    pub fn fire(gun: Gun, target: Seat) -> Self {
        let target = u8::try_from(target).expect("a seat of a Duel table fits in a byte");
        DuelAction::Fire { gun, target }
    }

    /// The seat shot at, if this pick fires.
    pub fn target(self) -> Option<Seat> {
        match self {
            DuelAction::Fire { target, .. } => Some(usize::from(target)),
            _ => None,
        }
    }

    /// The card this pick plays, if any.
    pub fn card(self) -> Option<DuelCard> {
        match self {
            DuelAction::Fire { gun: Gun::Pistol, .. } => Some(DuelCard::Pistol),
            DuelAction::Fire { gun: Gun::Rifle, .. } => Some(DuelCard::Rifle),
            DuelAction::Barricade => Some(DuelCard::Barricade),
            DuelAction::Reload => Some(DuelCard::Reload),
            DuelAction::EmptyHanded => None,
        }
    }

    /// The pick of a kind, numbered by the card's [`DuelCard::index`] (Pistol shot, Rifle
    /// shot, Barricade, Reload) or 4 for the empty hand; `target` counts only for shots.
    pub(crate) const fn of_kind(kind: usize, target: u8) -> Self {
        match kind {
            0 => DuelAction::Fire { gun: Gun::Pistol, target },
            1 => DuelAction::Fire { gun: Gun::Rifle, target },
            2 => DuelAction::Barricade,
            3 => DuelAction::Reload,
            _ => DuelAction::EmptyHanded,
        }
    }

    pub fn reloads(self) -> bool {
        matches!(self, DuelAction::Reload | DuelAction::EmptyHanded)
    }
}

/// Why a duel paid nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unpaid {
    NobodyLeft,
    TooManyShootouts,
}

/// What happened, in order, for the app to animate and the log to tell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DuelEvent {
    /// A new duel: hearts up, full hands.
    DuelStarted {
        duel: u16,
        master: Seat,
    },
    /// Every pick of the shootout, turned over at once (indexed by seat; `None` for
    /// those out of the duel).
    Revealed {
        picks: [Option<DuelAction>; MAX_SEATS],
    },
    Shot {
        shooter: Seat,
        target: Seat,
        gun: Gun,
        outcome: ShotOutcome,
    },
    /// A heart turned to a tombstone.
    Fell {
        seat: Seat,
    },
    /// A reloader nobody shot took back this many cards.
    Reloaded {
        seat: Seat,
        cards: u8,
    },
    /// Sphinx variant: the Barricade went back to the hand.
    BarricadeKept {
        seat: Seat,
    },
    DuelWon {
        seat: Seat,
        dollars: u8,
    },
    DuelUnpaid {
        reason: Unpaid,
    },
    /// `nobody_left: EachFallenEarns`: one who fell in the last shootout is paid.
    FallenPaid {
        seat: Seat,
        dollars: u8,
    },
    MatchWon {
        winners: crate::rules::SeatSet,
    },
}
