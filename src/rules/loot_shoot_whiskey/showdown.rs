//! The rock–paper–scissors of a slot.

use super::HandCard;
use crate::rules::Line;

/// Whether `card` beats `other`: Whiskey beats Shoot, Shoot beats Loot, Loot beats Whiskey.
pub fn beats(card: HandCard, other: HandCard) -> bool {
    matches!(
        (card, other),
        (HandCard::Whiskey, HandCard::Shoot) | (HandCard::Shoot, HandCard::Loot) | (HandCard::Loot, HandCard::Whiskey)
    )
}

/// What `card` does in a showdown, in a sentence: whom it beats and what that wins, whom
/// it loses to.
pub fn rule(card: HandCard) -> Line {
    let beaten = HandCard::ALL.into_iter().find(|&other| beats(card, other)).unwrap_or(card);
    let beaten_by = HandCard::ALL.into_iter().find(|&other| beats(other, card)).unwrap_or(card);
    let prize = match card {
        HandCard::Loot => "lsw-prize-loot",
        HandCard::Shoot => "lsw-prize-shoot",
        HandCard::Whiskey => "lsw-prize-whiskey",
    };
    Line::new("lsw-rule")
        .line("card", card.name())
        .line("beaten", beaten.name())
        .line("beaten-by", beaten_by.name())
        .line("prize", Line::new(prize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Language;

    #[test]
    fn each_card_beats_exactly_one_other() {
        for card in HandCard::ALL {
            let beaten: Vec<_> = HandCard::ALL.into_iter().filter(|&other| beats(card, other)).collect();
            assert_eq!(beaten.len(), 1, "{card:?} beats {beaten:?}");
            assert!(!beats(beaten[0], card), "{card:?} and {:?} beat each other", beaten[0]);
        }
    }

    #[test]
    fn each_card_s_rule_names_whom_it_beats_and_whom_it_loses_to() {
        for card in HandCard::ALL {
            let words = crate::text::Catalog::get().format(Language::English, rule(card).id(), rule(card).args(), &[]);
            let label =
                |card: HandCard| crate::text::Catalog::get().format(Language::English, card.name().id(), &[], &[]);
            for other in HandCard::ALL.into_iter().filter(|&other| other != card) {
                let (winner, loser) = if beats(card, other) { (card, other) } else { (other, card) };
                assert!(
                    words.contains(&format!("{} beats {}", label(winner), label(loser)))
                        || words.contains(&format!("{} beats it", label(winner))),
                    "{words}"
                );
            }
        }
    }
}
