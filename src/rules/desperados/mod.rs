//! Desperados of Dice Town (RULES.md §4): two to four gangs roll four dice to spring their
//! desperados from jail, and free desperados rob the gangs whose same desperado is still
//! behind bars. Free your whole gang while richest, or be the last gang standing.

pub mod art;
mod cards;
mod dice;
mod flow;
mod in_words;
mod legal;
mod narration;
mod rules;
mod sketch;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use cards::{CardPile, Hand};
pub use dice::{Dice, RollOptions, setup_roll};
pub use rules::{
    AbilitySpec, Attacks, Brains, BrainsUse, CardEffect, CardSpec, DesperadosRules, DialStep, GangChoice, GangSpec,
    Limits, MAX_CARD_KINDS, MAX_DECK, MAX_GANGS, MAX_SEATS, SetupReroll,
};
pub use state::{Desperados, Gang, Phase, TurnState};
pub use view::DesperadosView;

use serde::{Deserialize, Serialize};

use super::{Line, Seat, SeatSet};

/// A desperado of a gang, and the die face that calls them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Icon {
    /// "The Brains": a free Bottle uses the gang's ability instead of attacking.
    Bottle,
    Fist,
    Knife,
    Pistol,
    /// Two pistols, "the Boss".
    Boss,
}

impl Icon {
    pub const ALL: [Icon; 5] = [Icon::Bottle, Icon::Fist, Icon::Knife, Icon::Pistol, Icon::Boss];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Icon {
        Icon::ALL[index]
    }

    /// The notches of this desperado's jail dial, from the start to the key.
    pub fn dial_length(self) -> u8 {
        self as u8 + 2
    }

    /// The desperado's name, after the icon on his die face: the Bottle, the Two-pistols.
    pub fn name(self) -> Line {
        Line::new(match self {
            Icon::Bottle => "desp-bottle",
            Icon::Fist => "desp-fist",
            Icon::Knife => "desp-knife",
            Icon::Pistol => "desp-pistol",
            Icon::Boss => "desp-boss",
        })
    }
}

/// A face of a die: the Action star or one of the five icons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Face {
    Bottle,
    Fist,
    Knife,
    Pistol,
    Boss,
    Action,
}

impl Face {
    pub const ALL: [Face; 6] = [Face::Bottle, Face::Fist, Face::Knife, Face::Pistol, Face::Boss, Face::Action];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Face {
        Face::ALL[index]
    }

    /// The desperado this face calls, `None` for the Action star.
    pub fn icon(self) -> Option<Icon> {
        (self != Face::Action).then(|| Icon::from_index(self.index()))
    }

    /// The face's name: a desperado's icon, or the Action star.
    pub fn name(self) -> Line {
        self.icon().map_or(Line::new("desp-action"), Icon::name)
    }
}

/// The number of dice, rolls a turn, and what the draws give (all from the seed's rules).
pub const DICE: usize = 4;
pub const MAX_ROLLS: u8 = 3;

/// A Wild West card, by its kind: the index of its entry in the rules file's deck.
pub type CardKind = u8;

/// What a played card is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardTarget {
    /// Nothing: an extra action, or an answer to the action on the table.
    None,
    /// Reroll this die.
    Die(u8),
    /// Turn this die to that face.
    DieTo(u8, Face),
    /// One notch off this own desperado's dial.
    Desperado(Icon),
}

/// What the seat to move (or a seat answering an action) decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DesperadosAction {
    /// Roll again the dice of this mask (bit `d` for die `d`).
    Reroll { dice: u8 },
    /// Stop rolling and act: one action per Action face.
    Act,
    /// Stop rolling and draw the cards the roll gives (three or four alike, or a misère).
    Draw,
    /// End the turn: the roll allows nothing, or the actions left are not wanted. In
    /// answer to an action: let it be.
    Pass,
    /// One action: desperado `by` acts, on `on` (itself, except the free Brains of a gang
    /// whose ability turns one of its own dials).
    Aim { by: Icon, on: Icon },
    /// Keep this drawn card, and `and` when two are kept (in kind order).
    Keep { card: CardKind, and: Option<CardKind> },
    /// Play a card from the hand.
    Play { card: CardKind, target: CardTarget },
}

/// How a match was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinPath {
    /// Freed the last desperado while the richest.
    FreedWhileRichest,
    /// Fully free, and later the richest.
    RichestLater,
    /// Every other gang is broke.
    LastStanding,
    /// The turn limit (a safety net) came: the richest win.
    TurnLimit,
}

/// Who money moves between.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Purse {
    Bank,
    Seat(u8),
}

/// What happened, in order, for the table to animate and the log to tell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DesperadosEvent {
    /// A gang sits down, its setup roll turns its first dials.
    GangSeated {
        seat: Seat,
        gang: u8,
        setup: Dice,
    },
    /// A notch off a jail dial; `left` notches remain (0: escaped).
    DialTurned {
        seat: Seat,
        icon: Icon,
        left: u8,
    },
    /// A desperado reached the key and is free.
    Escaped {
        seat: Seat,
        icon: Icon,
    },
    /// The last desperado escaped while someone else was richer: the gang must now get rich.
    GangFree {
        seat: Seat,
    },
    TurnStarted {
        seat: Seat,
        turn: u16,
    },
    /// These dice are rolled (a mask); chance decides them next.
    Rolling {
        seat: Seat,
        dice: u8,
        rolls: u8,
    },
    /// The dice now show `dice`.
    Rolled {
        seat: Seat,
        dice: Dice,
    },
    /// The seat acts with this many actions.
    Acting {
        seat: Seat,
        actions: u8,
    },
    /// The seat draws `draw` cards to keep `keep` of them.
    Drawing {
        seat: Seat,
        draw: u8,
        keep: u8,
    },
    /// The cards drawn, seen only by the drawer.
    Drew {
        seat: Seat,
        cards: Hand,
    },
    /// The cards the drawer keeps (seen only by the drawer).
    KeptCards {
        seat: Seat,
        cards: Hand,
    },
    /// The draw is settled: `kept` cards went to the hand, the rest face up to the discards.
    DrawSettled {
        seat: Seat,
        kept: u8,
        discarded: Hand,
    },
    /// The discards were shuffled into a new deck.
    Reshuffled {
        cards: u8,
    },
    /// An action is announced, before anyone may answer it.
    Declared {
        seat: Seat,
        by: Icon,
        on: Icon,
        /// The seats holding a card that answers it, asked openly before it is done.
        answering: SeatSet,
    },
    CardPlayed {
        seat: Seat,
        card: CardKind,
        target: CardTarget,
    },
    /// The action on the table is cancelled by `seat`'s card.
    Cancelled {
        seat: Seat,
        card: CardKind,
    },
    /// `seat` blocks the attack on them with a card.
    Blocked {
        seat: Seat,
        card: CardKind,
    },
    /// A free desperado attacks: `exposed` pay, `immune` have their own one free.
    Attack {
        seat: Seat,
        icon: Icon,
        exposed: SeatSet,
        immune: SeatSet,
    },
    /// The free Brains use the gang's ability (`use_index` counts from 0 this turn).
    Ability {
        seat: Seat,
        use_index: u8,
    },
    Paid {
        from: Purse,
        to: Purse,
        amount: u16,
    },
    /// The declared action is over: the seat goes on acting.
    ActionDone {
        seat: Seat,
    },
    /// Broke: out of the match, the hand discarded face up.
    Out {
        seat: Seat,
        discarded: Hand,
    },
    TurnEnded {
        seat: Seat,
    },
    MatchWon {
        winners: SeatSet,
        how: WinPath,
    },
}

impl Purse {
    /// The money this purse holds, in a table of `gangs` beside `bank`: one lookup for
    /// the state and for every seat's view of it.
    pub fn money_in<'a>(self, bank: &'a mut u16, gangs: &'a mut [Gang]) -> &'a mut u16 {
        match self {
            Purse::Bank => bank,
            Purse::Seat(seat) => &mut gangs[usize::from(seat)].money,
        }
    }
}

/// The purse of `seat`.
pub fn purse(seat: Seat) -> Purse {
    Purse::Seat(u8::try_from(seat).expect("a seat at a Desperados table fits in a byte"))
}
