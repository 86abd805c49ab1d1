//! The values a rules file can change for Three-card Loo (`config/three_card_loo.ron`).

use serde::{Deserialize, Serialize};

use std::ops::RangeInclusive;

use super::ArrangedDeal;
use crate::config::{FieldError, RulesFile, at_least, inside, table_size_errors, translation_errors};
use crate::rules::{Line, RulesTexts, Showcase, TableRules, Translations, seat_range, showcase_players_error};

/// What a looed player pays into the next pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LooPayment {
    /// Limited loo: a fixed number of units.
    Limited(u64),
    /// Unlimited loo: the size of the pool that was played for, up to `cap` (without a
    /// cap the pools of a long match outgrow any count of chips).
    Unlimited { cap: u64 },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LooRules {
    pub name: String,
    pub summary: String,
    pub min_players: u8,
    pub max_players: u8,
    /// Each player's balance when the match starts.
    pub starting_balance: i64,
    /// What the dealer puts in the pool before every deal.
    pub ante: u64,
    pub loo: LooPayment,
    /// In a single (a pool with no loo money in it) there is no miss and everyone plays.
    pub single_all_play: bool,
    /// When clubs are trumps nobody may drop and the miss is not used.
    pub club_law: bool,
    /// Balances cannot go below zero: a player who cannot pay in full pays what they
    /// have, and one left with nothing leaves the table.
    pub bust_out: bool,
    /// A void player who cannot overtrump must still play a lower trump.
    pub must_undertrump: bool,
    /// The match lasts this many rounds; in a round every seat deals once.
    pub rounds: u16,
    /// The table and match length a showcase plays.
    #[serde(default)]
    pub showcase: LooShowcase,
    pub rules_text: String,
    /// The match's first deals laid out card by card (a lesson's, a test's); a rules file
    /// leaves them out, and every deal is shuffled from the match's seed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arranged_deals: Vec<ArrangedDeal>,
    /// The texts above in the other languages, by language code.
    #[serde(default)]
    pub translations: Translations,
}

/// A showcase's Loo: a table size, and fewer rounds to watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LooShowcase {
    pub players: u8,
    pub rounds: u16,
}

impl Default for LooShowcase {
    fn default() -> Self {
        LooShowcase { players: 5, rounds: 1 }
    }
}

/// The most seats a table has: 16 hands, the miss and the turn-up use the whole deck.
pub const MAX_SEATS: usize = 16;

impl TableRules for LooRules {
    fn texts(&self, code: &str) -> RulesTexts<'_> {
        RulesTexts::new(&self.name, &self.summary, &self.rules_text).in_language(&self.translations, code)
    }

    fn seats(&self) -> RangeInclusive<usize> {
        seat_range(self.min_players, self.max_players)
    }

    fn showcase(&self) -> Showcase<Self> {
        let LooShowcase { players, rounds } = self.showcase;
        let in_words = Line::new("showcase-loo-profile").number("rounds", rounds).number("players", players);
        Showcase { players: usize::from(players), rules: LooRules { rounds, ..self.clone() }, in_words }
    }
}

impl RulesFile for LooRules {
    const FILE_NAME: &'static str = "three_card_loo.ron";

    fn validate(&self) -> Vec<FieldError> {
        let mut errors = table_size_errors(
            self.min_players,
            self.max_players,
            2,
            MAX_SEATS,
            Some(Line::new("reason-hands-in-one-deck")),
        );
        if self.starting_balance < 0 {
            errors.push(FieldError::new("starting_balance", at_least(0, self.starting_balance)));
        }
        if self.ante == 0 {
            errors.push(FieldError::new("ante", Line::new("expected-ante")));
        }
        if matches!(self.loo, LooPayment::Limited(0) | LooPayment::Unlimited { cap: 0 }) {
            errors.push(FieldError::new("loo", Line::new("expected-loo-payment")));
        }
        if self.rounds == 0 {
            errors.push(FieldError::new("rounds", at_least(1, 0)));
        }
        errors.extend(showcase_players_error(self.showcase.players, self.min_players, self.max_players));
        if self.showcase.rounds == 0 {
            errors.push(FieldError::new("showcase", inside("rounds", at_least(1, 0))));
        }
        let seats = usize::from(self.min_players)..=usize::from(self.max_players);
        if self.arranged_deals.iter().any(|deal| !seats.contains(&deal.hands().len())) {
            errors.push(FieldError::new("arranged_deals", Line::new("expected-arranged-hands")));
        }
        errors.extend(translation_errors(&self.translations));
        errors
    }
}
