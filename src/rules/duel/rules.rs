//! The values a rules file can change for Duel (`config/duel.ron`).

use serde::{Deserialize, Serialize};

use std::ops::RangeInclusive;

use crate::config::{FieldError, RulesFile, at_least, inside, table_size_errors, translation_errors};
use crate::rules::{Line, RulesTexts, Showcase, TableRules, Translations, seat_range, showcase_players_error};

/// How many of each card a hand starts a duel with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelHand {
    pub pistols: u8,
    pub rifles: u8,
    pub barricades: u8,
    pub reloads: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    Standard,
    /// German edition: a gun protects only against its own kind; the Barricade returns.
    Sphinx,
}

/// What a shootout that leaves nobody standing pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NobodyLeft {
    NoDollar,
    EachFallenEarns,
}

/// What a living player with no card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EmptyHand {
    CountsAsReloading,
    TakesCardsBack,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelRules {
    pub name: String,
    pub summary: String,
    pub min_players: u8,
    pub max_players: u8,
    pub hand: DuelHand,
    pub dollars_to_win: u8,
    pub variant: Variant,
    pub nobody_left: NobodyLeft,
    pub empty_hand: EmptyHand,
    pub max_shootouts: u16,
    pub max_duels: u16,
    /// The table and match length a showcase plays.
    #[serde(default)]
    pub showcase: DuelShowcase,
    pub rules_text: String,
    /// The texts above in the other languages, by language code.
    #[serde(default)]
    pub translations: Translations,
}

/// A showcase's Duel: a table size, and fewer dollars to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DuelShowcase {
    pub players: u8,
    pub dollars_to_win: u8,
}

impl Default for DuelShowcase {
    fn default() -> Self {
        DuelShowcase { players: 3, dollars_to_win: 2 }
    }
}

/// The most seats a Duel table has room for.
pub const MAX_SEATS: usize = 6;

impl TableRules for DuelRules {
    fn texts(&self, code: &str) -> RulesTexts<'_> {
        RulesTexts::new(&self.name, &self.summary, &self.rules_text).in_language(&self.translations, code)
    }

    fn seats(&self) -> RangeInclusive<usize> {
        seat_range(self.min_players, self.max_players)
    }

    fn showcase(&self) -> Showcase<Self> {
        let DuelShowcase { players, dollars_to_win } = self.showcase;
        let in_words = Line::new("showcase-duel-profile").number("dollars", dollars_to_win);
        Showcase { players: usize::from(players), rules: DuelRules { dollars_to_win, ..self.clone() }, in_words }
    }
}

impl RulesFile for DuelRules {
    const FILE_NAME: &'static str = "duel.ron";

    fn validate(&self) -> Vec<FieldError> {
        let mut errors = table_size_errors(self.min_players, self.max_players, 2, MAX_SEATS, None);
        let hand = self.hand;
        if hand.pistols == 0 && hand.rifles == 0 {
            errors.push(FieldError::new("hand", Line::new("expected-a-gun")));
        }
        for (field, value) in [
            ("dollars_to_win", u32::from(self.dollars_to_win)),
            ("max_shootouts", u32::from(self.max_shootouts)),
            ("max_duels", u32::from(self.max_duels)),
        ] {
            if value == 0 {
                errors.push(FieldError::new(field, at_least(1, 0)));
            }
        }
        errors.extend(showcase_players_error(self.showcase.players, self.min_players, self.max_players));
        if self.showcase.dollars_to_win == 0 {
            errors.push(FieldError::new("showcase", inside("dollars_to_win", at_least(1, 0))));
        }
        errors.extend(translation_errors(&self.translations));
        errors
    }
}
