//! The values a rules file can change for Loot Shoot Whiskey (`config/loot_shoot_whiskey.ron`).

use serde::{Deserialize, Serialize};

use std::ops::RangeInclusive;

use crate::config::{FieldError, RulesFile, at_least, translation_errors};
use crate::rules::{Line, RulesTexts, TableRules, Translations};

/// A card of the saloon deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SaloonCard {
    /// Gold: this many nuggets to whoever loots it.
    Nuggets(u8),
    /// Looting it counts as winning the bottle.
    Whiskey,
    /// Looting it counts as a hit.
    Bullet,
}

impl SaloonCard {
    /// The card in words: "a nugget card (2)", "a bullet card".
    pub fn name(self) -> Line {
        match self {
            SaloonCard::Nuggets(amount) => Line::new("lsw-saloon-nuggets").number("amount", amount),
            SaloonCard::Whiskey => Line::new("lsw-saloon-whiskey"),
            SaloonCard::Bullet => Line::new("lsw-saloon-bullet"),
        }
    }
}

/// How many of each action card a hand holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandCounts {
    pub loot: u8,
    pub shoot: u8,
    pub whiskey: u8,
}

impl HandCounts {
    pub fn total(&self) -> u32 {
        u32::from(self.loot) + u32::from(self.shoot) + u32::from(self.whiskey)
    }
}

/// When played hand cards return to the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandReset {
    EveryRound,
    EveryPhase,
}

/// Where a slot's saloon card goes after a Whiskey or Shoot win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UnclaimedCard {
    Discard,
    StaysInRow,
}

/// What decides an end with nobody holding the bottle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    MostNuggets,
    MostHits,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckEntry {
    pub card: SaloonCard,
    pub count: u8,
}

/// The whole rules file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LswRules {
    pub name: String,
    pub summary: String,
    pub deck: Vec<DeckEntry>,
    pub hand: HandCounts,
    pub hand_reset: HandReset,
    pub nuggets_to_win: u16,
    pub hits_to_win: u8,
    pub bottle_wins_to_win: u8,
    pub card_after_whiskey_or_shoot_win: UnclaimedCard,
    pub tie_breaks: Vec<TieBreak>,
    pub max_rounds: u16,
    pub rules_text: String,
    /// The texts above in the other languages, by language code.
    #[serde(default)]
    pub translations: Translations,
}

/// Cards in the row.
pub const ROW_LEN: usize = 4;
/// Slots settled per secret choice.
pub const SLOTS_PER_PHASE: usize = 2;

impl LswRules {
    /// Every card of the deck, in the order the file lists them.
    pub fn deck_cards(&self) -> Vec<SaloonCard> {
        self.deck.iter().flat_map(|entry| std::iter::repeat_n(entry.card, usize::from(entry.count))).collect()
    }

    fn cards_per_hand_reset(&self) -> u32 {
        match self.hand_reset {
            HandReset::EveryRound => ROW_LEN as u32,
            HandReset::EveryPhase => SLOTS_PER_PHASE as u32,
        }
    }
}

impl TableRules for LswRules {
    fn texts(&self, code: &str) -> RulesTexts<'_> {
        RulesTexts::new(&self.name, &self.summary, &self.rules_text).in_language(&self.translations, code)
    }

    fn seats(&self) -> RangeInclusive<usize> {
        // Two outlaws, always.
        2..=2
    }
}

impl RulesFile for LswRules {
    const FILE_NAME: &'static str = "loot_shoot_whiskey.ron";

    fn validate(&self) -> Vec<FieldError> {
        let mut errors = Vec::new();
        let deck_size = self.deck_cards().len();
        if deck_size < ROW_LEN {
            let expected = Line::new("expected-deck-fills-row").number("least", ROW_LEN).number("found", deck_size);
            errors.push(FieldError::new("deck", expected));
        }
        if self.deck.iter().any(|entry| entry.card == SaloonCard::Nuggets(0)) {
            errors.push(FieldError::new("deck", Line::new("expected-nuggets-worth")));
        }
        let needed = self.cards_per_hand_reset();
        if self.hand.total() < needed {
            let expected = Line::new("expected-hand-for-reset")
                .number("least", needed)
                .name("reset", format!("{:?}", self.hand_reset))
                .number("found", self.hand.total());
            errors.push(FieldError::new("hand", expected));
        }
        for (field, value) in [
            ("nuggets_to_win", u32::from(self.nuggets_to_win)),
            ("hits_to_win", u32::from(self.hits_to_win)),
            ("bottle_wins_to_win", u32::from(self.bottle_wins_to_win)),
            ("max_rounds", u32::from(self.max_rounds)),
        ] {
            if value == 0 {
                errors.push(FieldError::new(field, at_least(1, 0)));
            }
        }
        let mut seen = Vec::new();
        for tie_break in &self.tie_breaks {
            if seen.contains(tie_break) {
                let expected = Line::new("expected-tie-break-once").name("twice", format!("{tie_break:?}"));
                errors.push(FieldError::new("tie_breaks", expected));
            }
            seen.push(*tie_break);
        }
        errors.extend(translation_errors(&self.translations));
        errors
    }
}
