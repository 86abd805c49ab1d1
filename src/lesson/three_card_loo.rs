//! What a Three-card Loo learner meets: the ante and the pool, a single, declaring to play
//! or to drop, the miss taken unseen and the miss defended, the leader's duty, following
//! suit and heading the trick, trumping and overtrumping, a trick's third of the pool, the
//! loo, and how the match is won. The lesson lays out its first two deals card by card.

use super::{LessonOf, Taught, shipped_lesson};
use crate::rules::three_card_loo::{ArrangedDeal, Declaration, LooEvent, LooPayment, LooRules, ThreeCardLoo};

const FILE: &str = "three-card-loo.ron";

impl Taught for ThreeCardLoo {
    const TOPICS: &'static [&'static str] = &[
        "learn-loo-ante",
        "learn-loo-single",
        "learn-loo-declare",
        "learn-loo-take-miss",
        "learn-loo-defend-miss",
        "learn-loo-lead-trump",
        "learn-loo-follow",
        "learn-loo-trump",
        "learn-loo-trick-pays",
        "learn-loo-looed",
        "learn-loo-win",
    ];

    type Deal = ArrangedDeal;

    fn dealt_as(rules: &LooRules, deals: &[ArrangedDeal]) -> LooRules {
        LooRules { arranged_deals: deals.to_vec(), ..rules.clone() }
    }

    fn topics_of(event: &LooEvent) -> Vec<&'static str> {
        match *event {
            LooEvent::DealStarted { single: true, .. } => vec!["learn-loo-ante", "learn-loo-single"],
            LooEvent::DealStarted { .. } => vec!["learn-loo-ante"],
            LooEvent::Declared { declaration: Declaration::Play | Declaration::Drop, .. } => vec!["learn-loo-declare"],
            LooEvent::Declared { declaration: Declaration::TakeMiss, .. } => vec!["learn-loo-take-miss"],
            LooEvent::Declared { declaration: Declaration::DefendMiss, .. } => vec!["learn-loo-defend-miss"],
            LooEvent::TrickWon { paid, .. } if paid > 0 => vec!["learn-loo-trick-pays"],
            LooEvent::Looed { .. } => vec!["learn-loo-looed"],
            LooEvent::MatchOver { .. } => vec!["learn-loo-win"],
            _ => Vec::new(),
        }
    }

    fn numbers(rules: &LooRules) -> Vec<(&'static str, i64)> {
        let loo = match rules.loo {
            LooPayment::Limited(units) => units,
            LooPayment::Unlimited { cap } => cap,
        };
        vec![
            ("ante", rules.ante as i64),
            ("loo", loo as i64),
            ("balance", rules.starting_balance),
            ("rounds", i64::from(rules.rounds)),
        ]
    }

    fn lesson() -> Result<LessonOf<Self>, String> {
        shipped_lesson(FILE, include_str!("../../assets/lessons/three-card-loo.ron"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = include_str!("../../assets/lessons/three-card-loo.ron");

    /// The shipped lesson with `from` written `to` the first time it appears, and the line
    /// (from 1) where it does.
    fn changed(from: &str, to: &str) -> (String, usize) {
        let at = TEXT.find(from).expect("the lesson has the text");
        (TEXT.replacen(from, to, 1), TEXT[..at].lines().count())
    }

    fn read(text: &str) -> Result<LessonOf<ThreeCardLoo>, String> {
        crate::lesson::read_lesson(FILE, text)
    }

    #[test]
    fn the_lesson_lays_out_its_first_two_deals() {
        let lesson = ThreeCardLoo::lesson().unwrap_or_else(|problem| panic!("{problem}"));
        assert_eq!(lesson.deals.len(), 2);
        assert!(lesson.deals.iter().all(|deal| deal.hands().len() == lesson.seats));
    }

    /// A laid-out card that is not one of the deck's, or one laid out twice, is refused
    /// with the lesson file's line and column.
    #[test]
    fn a_deal_not_of_one_deck_is_refused_at_its_place_in_the_file() {
        for (from, to, why) in [
            ("\"4♦\"", "\"1♦\"", "is no card of the deck"),
            ("\"J♣\"", "\"2♣\"", "laid out twice"),
            ("\"9♥\"", "\"A♥\"", "laid out twice"),
        ] {
            let (text, line) = changed(from, to);
            let problem = read(&text).expect_err("the deal is refused");
            let (place, told) = problem.split_once(": ").expect("a place, then the problem");
            let mut place = place.split(':');
            assert_eq!(place.next(), Some(FILE), "{problem}");
            let at_line: usize = place.next().and_then(|line| line.parse().ok()).expect("a line");
            let column: usize = place.next().and_then(|column| column.parse().ok()).expect("a column");
            // The card itself, or the end of the deal it repeats in.
            assert!((line..=line + 4).contains(&at_line), "{from} → {to} on line {line}: {problem}");
            assert!(column > 0, "{problem}");
            assert!(told.contains(why), "{from} → {to}: {problem}");
        }
    }
}
