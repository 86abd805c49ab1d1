//! What a Loot Shoot Whiskey learner meets: the three showdowns and the tie, the bottle
//! taken and drunk from, and each way to win.

use super::{LessonOf, NoDeal, Taught, shipped_lesson};
use crate::rules::loot_shoot_whiskey::{
    BottleWin, HandCard, LootShootWhiskey, LswEvent, LswRules, SlotOutcome, WinReason,
};

const FILE: &str = "loot-shoot-whiskey.ron";

impl Taught for LootShootWhiskey {
    const TOPICS: &'static [&'static str] = &[
        "learn-lsw-loot-beats-whiskey",
        "learn-lsw-shoot-beats-loot",
        "learn-lsw-whiskey-beats-shoot",
        "learn-lsw-tie",
        "learn-lsw-took-bottle",
        "learn-lsw-drank",
        "learn-lsw-win-nuggets",
        "learn-lsw-win-hits",
        "learn-lsw-win-emptied-bottle",
        "learn-lsw-win-held-bottle",
    ];

    type Deal = NoDeal;

    fn topics_of(event: &LswEvent) -> Vec<&'static str> {
        let topic = match *event {
            LswEvent::Showdown { outcome: SlotOutcome::Tie, .. } => "learn-lsw-tie",
            LswEvent::Showdown { outcome: SlotOutcome::Won { with, .. }, .. } => match with {
                HandCard::Loot => "learn-lsw-loot-beats-whiskey",
                HandCard::Shoot => "learn-lsw-shoot-beats-loot",
                HandCard::Whiskey => "learn-lsw-whiskey-beats-shoot",
            },
            LswEvent::BottleWon { how: BottleWin::Took, .. } => "learn-lsw-took-bottle",
            LswEvent::BottleWon { how: BottleWin::Drank, .. } => "learn-lsw-drank",
            LswEvent::MatchWon { reason, .. } => match reason {
                WinReason::Nuggets => "learn-lsw-win-nuggets",
                WinReason::Hits => "learn-lsw-win-hits",
                WinReason::EmptiedBottle => "learn-lsw-win-emptied-bottle",
                WinReason::HeldBottle | WinReason::TieBreak(_) => "learn-lsw-win-held-bottle",
            },
            _ => return Vec::new(),
        };
        vec![topic]
    }

    fn numbers(rules: &LswRules) -> Vec<(&'static str, i64)> {
        vec![
            ("nuggets", i64::from(rules.nuggets_to_win)),
            ("hits", i64::from(rules.hits_to_win)),
            ("bottle", i64::from(rules.bottle_wins_to_win)),
        ]
    }

    fn lesson() -> Result<LessonOf<Self>, String> {
        shipped_lesson(FILE, include_str!("../../assets/lessons/loot-shoot-whiskey.ron"))
    }
}
