//! The rock–paper–scissors of a slot.

use super::HandCard;

/// Whether `card` beats `other`: Whiskey beats Shoot, Shoot beats Loot, Loot beats Whiskey.
pub fn beats(card: HandCard, other: HandCard) -> bool {
    matches!(
        (card, other),
        (HandCard::Whiskey, HandCard::Shoot) | (HandCard::Shoot, HandCard::Loot) | (HandCard::Loot, HandCard::Whiskey)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_card_beats_exactly_one_other() {
        for card in HandCard::ALL {
            let beaten: Vec<_> = HandCard::ALL.into_iter().filter(|&other| beats(card, other)).collect();
            assert_eq!(beaten.len(), 1, "{card:?} beats {beaten:?}");
            assert!(!beats(beaten[0], card), "{card:?} and {:?} beat each other", beaten[0]);
        }
    }
}
