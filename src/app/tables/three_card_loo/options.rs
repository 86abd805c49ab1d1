//! What a Three-card Loo table can change: the variants the sources disagree on, and the
//! length of the match.

use crate::app::tables::shell::{GameOptions, OptionValue, SetupOption, toggle};
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
            toggle(
                "single-all-play",
                "Single: all play",
                "In a single (a pool with no loo money) there is no miss, and everyone plays.",
                self.single_all_play,
            ),
            toggle(
                "club-law",
                "Club law",
                "When clubs are trumps nobody may drop, and the miss is not used.",
                self.club_law,
            ),
            toggle(
                "bust-out",
                "Bust out at zero",
                "A balance cannot go below zero: a player who cannot pay in full pays what they have, and one \
                 left with nothing leaves the table.",
                self.bust_out,
            ),
            toggle(
                "any-card",
                "Unable to overtrump: any card",
                "A player who cannot follow suit nor beat the trump on the table may play any card \
                 (else a lower trump).",
                !self.must_undertrump,
            ),
            SetupOption::new(
                "rounds",
                "Rounds",
                "Each player deals once a round; after the last, the biggest balance wins.",
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

    fn in_words(&self) -> Option<String> {
        let on_off = |on: bool| if on { "on" } else { "off" };
        Some(format!(
            "At this table: single all play {}, club law {}, bust out {}, {}, {} round(s).",
            on_off(self.single_all_play),
            on_off(self.club_law),
            on_off(self.bust_out),
            if self.must_undertrump {
                "a void player unable to overtrump plays a lower trump"
            } else {
                "a void player unable to overtrump plays any card"
            },
            self.rounds
        ))
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
