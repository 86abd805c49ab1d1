//! What a Desperados learner meets: keeping dice aside and rolling the rest, the third
//! roll's end, Action faces given to the desperados rolled (several on one), a dial turned
//! and an escape, an attack on every gang whose same desperado is jailed and a gang it
//! cannot touch, the Brains' ability, the money paid to and taken from the bank, three
//! alike, four alike and a misère, a card on one's own turn and one answering an action,
//! and the three ways to win. The lesson names its gangs; the learner rolls first.

use serde::Deserialize;

use super::{LessonOf, Taught, shipped_lesson};
use crate::rules::desperados::{Desperados, DesperadosEvent, DesperadosRules, GangChoice, Purse};

const FILE: &str = "desperados.ron";

/// The table a Desperados lesson sits down at.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonGangs {
    /// The gang of each seat, the learner's first, by their place in the rules' gangs.
    pub gangs: Vec<u8>,
}

impl Taught for Desperados {
    const TOPICS: &'static [&'static str] = &[
        "learn-desp-notch",
        "learn-desp-reroll",
        "learn-desp-last-roll",
        "learn-desp-act",
        "learn-desp-several",
        "learn-desp-escape",
        "learn-desp-attack",
        "learn-desp-pay",
        "learn-desp-misere",
        "learn-desp-three-alike",
        "learn-desp-four-alike",
        "learn-desp-immune",
        "learn-desp-brains",
        "learn-desp-bank",
        "learn-desp-own-card",
        "learn-desp-answer",
        "learn-desp-win",
    ];

    type Deal = LessonGangs;

    /// The gangs the lesson names sit down, and the learner rolls first.
    fn dealt_as(rules: &DesperadosRules, deals: &[LessonGangs]) -> DesperadosRules {
        let mut rules = rules.clone();
        if let Some(table) = deals.first() {
            rules.gang_choice = GangChoice::Chosen(table.gangs.clone());
            rules.first_player_random = false;
        }
        rules
    }

    fn topics_of(event: &DesperadosEvent) -> Vec<&'static str> {
        match *event {
            DesperadosEvent::DialTurned { left, .. } if left > 0 => vec!["learn-desp-notch"],
            DesperadosEvent::Rolling { rolls: 2, .. } => vec!["learn-desp-reroll"],
            DesperadosEvent::Rolling { rolls: 3, .. } => vec!["learn-desp-last-roll"],
            DesperadosEvent::Acting { .. } => vec!["learn-desp-act"],
            DesperadosEvent::Escaped { .. } => vec!["learn-desp-escape"],
            DesperadosEvent::Attack { exposed, immune, .. } => {
                let mut topics = Vec::new();
                if !exposed.is_empty() {
                    topics.push("learn-desp-attack");
                }
                if !immune.is_empty() {
                    topics.push("learn-desp-immune");
                }
                topics
            }
            DesperadosEvent::Paid { from: Purse::Seat(_), to: Purse::Bank, .. } => vec!["learn-desp-pay"],
            DesperadosEvent::Paid { from: Purse::Bank, to: Purse::Seat(_), .. } => vec!["learn-desp-bank"],
            DesperadosEvent::Drawing { draw: 1, .. } => vec!["learn-desp-misere"],
            DesperadosEvent::Drawing { draw: 3, .. } => vec!["learn-desp-three-alike"],
            DesperadosEvent::Drawing { draw: 4, .. } => vec!["learn-desp-four-alike"],
            DesperadosEvent::Ability { .. } => vec!["learn-desp-brains"],
            DesperadosEvent::CardPlayed { .. } => vec!["learn-desp-own-card"],
            DesperadosEvent::Cancelled { .. } | DesperadosEvent::Blocked { .. } => vec!["learn-desp-answer"],
            DesperadosEvent::MatchWon { .. } => vec!["learn-desp-win"],
            _ => Vec::new(),
        }
    }

    fn numbers(rules: &DesperadosRules) -> Vec<(&'static str, i64)> {
        let attacks = rules.attacks;
        vec![
            ("money", i64::from(rules.starting_money)),
            ("total", i64::from(rules.total_money)),
            ("fist", i64::from(attacks.fist)),
            ("knife", i64::from(attacks.knife)),
            ("pistol", i64::from(attacks.pistol)),
            ("boss", i64::from(attacks.boss)),
        ]
    }

    fn lesson() -> Result<LessonOf<Self>, String> {
        shipped_lesson(FILE, include_str!("../../assets/lessons/desperados.ron"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::config::AiConfig;
    use crate::lesson::{LEARNER, walk_through};
    use crate::rules::Game;

    fn lesson() -> crate::lesson::LessonOf<Desperados> {
        Desperados::lesson().unwrap_or_else(|problem| panic!("{problem}"))
    }

    /// The gangs the lesson names sit down in its seats, and the learner rolls first.
    #[test]
    fn the_lesson_s_gangs_sit_down_and_the_learner_rolls_first() {
        let lesson = lesson();
        let rules = Desperados::dealt_as(&crate::config::embedded(), &lesson.deals);
        let state = Desperados::new(&rules, lesson.seats, lesson.seed, &mut Vec::new()).expect("the table sets up");
        let seated: Vec<u8> = state.gangs().iter().map(|gang| gang.gang).collect();
        assert_eq!(seated, lesson.deals[0].gangs);
        assert_eq!(state.turn().seat, LEARNER);
    }

    /// A gang the rules do not know is refused when the lesson's table sets up.
    #[test]
    fn a_gang_the_rules_do_not_know_is_refused() {
        let mut lesson = lesson();
        lesson.deals[0].gangs[1] = 9;
        let problem = walk_through::<Desperados>(&lesson, &crate::config::embedded(), &AiConfig::built_in())
            .expect_err("there is no tenth gang");
        assert!(problem.contains("9"), "{problem}");
    }
}
