//! What one seat may know. Hands are public (every played card is seen); only the deck
//! order is hidden, and the secret commitments never enter a state before both are made.

use serde::{Deserialize, Serialize};

use super::state::{Bottle, Limits, LswResult};
use super::{Hand, ROW_LEN, SaloonCard};
use crate::rules::Seat;

/// A player as everyone sees them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub hand: Hand,
    /// Saloon cards this player looted, in the order taken.
    pub pile: Vec<SaloonCard>,
    pub nuggets: u16,
    pub hits: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LswView {
    /// The seat this view belongs to.
    pub seat: Seat,
    pub row: [Option<SaloonCard>; ROW_LEN],
    /// The cards still in the deck, sorted: their number and kinds are public, their order is not.
    pub deck_contents: Vec<SaloonCard>,
    pub discard: Vec<SaloonCard>,
    pub players: [PublicPlayer; 2],
    pub bottle: Option<Bottle>,
    /// The first slot (0 or 2) of the pair to settle next.
    pub first_slot: usize,
    /// Rounds completed.
    pub round: u16,
    pub limits: Limits,
    pub result: Option<LswResult>,
}
