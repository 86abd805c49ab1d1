//! What a Duel learner meets: the picks turned over on *Draw!*, a shot missing a moving
//! target, the Barricade against the Pistol and against the Rifle, a reloader shot and a
//! reloader spared, the dollar of the last one standing, the next duel's full hands, and
//! how the match is won.

use super::{LessonOf, NoDeal, Taught, shipped_lesson};
use crate::rules::duel::{Duel, DuelAction, DuelEvent, DuelRules, Gun, ShotOutcome};

const FILE: &str = "duel.ron";

impl Taught for Duel {
    const TOPICS: &'static [&'static str] = &[
        "learn-duel-draw",
        "learn-duel-moving-shot",
        "learn-duel-barricade-stops-pistol",
        "learn-duel-rifle-through-barricade",
        "learn-duel-reloader-falls",
        "learn-duel-reload",
        "learn-duel-dollar",
        "learn-duel-new-duel",
        "learn-duel-win",
    ];

    type Deal = NoDeal;

    fn topics_of(event: &DuelEvent) -> Vec<&'static str> {
        match *event {
            // What the picks turned over meet: a shot's own event says only that it hit.
            DuelEvent::Revealed { picks } => {
                // The guns fired at `seat`.
                let shot_at = |seat: usize| {
                    picks.iter().flatten().filter_map(move |pick| match *pick {
                        DuelAction::Fire { gun, target } if usize::from(target) == seat => Some(gun),
                        _ => None,
                    })
                };
                let mut topics = vec!["learn-duel-draw"];
                for (seat, pick) in picks.iter().enumerate() {
                    match pick {
                        Some(DuelAction::Barricade) if shot_at(seat).any(|gun| gun == Gun::Rifle) => {
                            topics.push("learn-duel-rifle-through-barricade");
                        }
                        Some(DuelAction::Reload) if shot_at(seat).next().is_some() => {
                            topics.push("learn-duel-reloader-falls");
                        }
                        _ => {}
                    }
                }
                topics
            }
            DuelEvent::Shot { outcome: ShotOutcome::MissedMoving, .. } => vec!["learn-duel-moving-shot"],
            DuelEvent::Shot { outcome: ShotOutcome::StoppedByBarricade, .. } => {
                vec!["learn-duel-barricade-stops-pistol"]
            }
            DuelEvent::Reloaded { .. } => vec!["learn-duel-reload"],
            DuelEvent::DuelWon { .. } => vec!["learn-duel-dollar"],
            // The first duel opens the match; the next one shows the hands filled again.
            DuelEvent::DuelStarted { duel, .. } if duel > 1 => vec!["learn-duel-new-duel"],
            DuelEvent::MatchWon { .. } => vec!["learn-duel-win"],
            _ => Vec::new(),
        }
    }

    fn numbers(rules: &DuelRules) -> Vec<(&'static str, i64)> {
        let hand = rules.hand;
        vec![
            ("dollars", i64::from(rules.dollars_to_win)),
            ("pistols", i64::from(hand.pistols)),
            ("rifles", i64::from(hand.rifles)),
            ("barricades", i64::from(hand.barricades)),
            ("reloads", i64::from(hand.reloads)),
        ]
    }

    fn lesson() -> Result<LessonOf<Self>, String> {
        shipped_lesson(FILE, include_str!("../../assets/lessons/duel.ron"))
    }
}
