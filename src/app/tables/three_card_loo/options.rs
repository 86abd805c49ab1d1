//! What a Three-card Loo table can change: the variants the sources disagree on, and the
//! length of the match.

use crate::app::tables::shell::{GameOptions, OptionValue, SetupOption, toggle};
use crate::rules::Line;
use crate::rules::three_card_loo::LooRules;

/// The Three-card Loo variants a table can switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LooOptions {
    pub single_all_play: bool,
    pub club_law: bool,
    pub bust_out: bool,
    /// A void player unable to overtrump must still play a lower trump (else any card).
    pub must_undertrump: bool,
    pub rounds: u16,
}

/// The most rounds the setup screen offers, unless the rules file asks for more.
const MOST_ROUNDS: u16 = 10;

impl GameOptions<LooRules> for LooOptions {
    fn of(rules: &LooRules) -> Self {
        LooOptions {
            single_all_play: rules.single_all_play,
            club_law: rules.club_law,
            bust_out: rules.bust_out,
            must_undertrump: rules.must_undertrump,
            rounds: rules.rounds,
        }
    }

    fn list(&self, rules: &LooRules, _: usize) -> Vec<SetupOption> {
        // A longer match in the rules file is offered as it is, not cut short.
        let most = MOST_ROUNDS.max(rules.rounds).max(self.rounds);
        vec![
            toggle("single-all-play", "loo-option-single", "loo-option-single-tip", self.single_all_play),
            toggle("club-law", "loo-option-club-law", "loo-option-club-law-tip", self.club_law),
            toggle("bust-out", "loo-option-bust-out", "loo-option-bust-out-tip", self.bust_out),
            toggle("any-card", "loo-option-any-card", "loo-option-any-card-tip", !self.must_undertrump),
            SetupOption::new(
                "rounds",
                "loo-option-rounds",
                "loo-option-rounds-tip",
                OptionValue::Count { range: 1..=most, value: self.rounds },
            ),
        ]
    }

    fn set(&mut self, key: &str, value: u16, _: &LooRules, _: usize) {
        let on = value != 0;
        match key {
            "single-all-play" => self.single_all_play = on,
            "club-law" => self.club_law = on,
            "bust-out" => self.bust_out = on,
            "any-card" => self.must_undertrump = !on,
            "rounds" => self.rounds = value.max(1),
            _ => {}
        }
    }

    fn apply(&self, rules: &LooRules, _: usize) -> LooRules {
        LooRules {
            single_all_play: self.single_all_play,
            club_law: self.club_law,
            bust_out: self.bust_out,
            must_undertrump: self.must_undertrump,
            rounds: self.rounds,
            ..rules.clone()
        }
    }

    fn in_words(&self) -> Option<Line> {
        let on_off = |on: bool| Line::new(if on { "option-on" } else { "option-off" });
        Some(
            Line::new(if self.must_undertrump { "loo-options-lower-trump" } else { "loo-options-any-card" })
                .line("single", on_off(self.single_all_play))
                .line("club-law", on_off(self.club_law))
                .line("bust-out", on_off(self.bust_out))
                .number("rounds", self.rounds),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_longer_match_in_the_rules_file_is_offered_as_it_is() {
        let rules = LooRules { rounds: 14, ..crate::config::embedded() };
        let options = LooOptions::of(&rules);
        let listed = options.list(&rules, 5);
        let rounds = listed.iter().find(|option| option.key == "rounds").unwrap();
        assert_eq!((rounds.values(), rounds.current()), (1..=14, 14));
        assert_eq!(options.apply(&rules, 5).rounds, 14);
    }
}
