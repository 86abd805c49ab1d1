//! What the lesson points at on the Loot Shoot Whiskey table: the card of the pair asked
//! for that is not yet on its slot, a card on the wrong slot to take back, then the
//! button that locks the pair in.

use super::input::ChoiceRequest;
use crate::rules::loot_shoot_whiskey::{Commit, HandCard};

/// The press that takes the pair on the table toward `asked`.
pub fn toward(asked: Commit, placed: [Option<HandCard>; 2]) -> ChoiceRequest {
    let wanted = asked.cards();
    if let Some(offset) = (0..2).find(|&offset| placed[offset].is_some_and(|card| card != wanted[offset])) {
        return ChoiceRequest::TakeBack(offset);
    }
    match (0..2).find(|&offset| placed[offset].is_none()) {
        // A card picked goes on the first free slot: this one.
        Some(offset) => ChoiceRequest::Pick(wanted[offset]),
        None => ChoiceRequest::Confirm,
    }
}
