//! Duel's events as the log and the showcase's narration tell them.

use super::{DuelAction, DuelEvent, Gun, ShotOutcome};
use crate::rules::{Line, Seat};

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &DuelEvent) -> Option<Line> {
    Some(match *event {
        DuelEvent::DuelStarted { duel, master } => {
            Line::new("duel-started").number("duel", duel).seat("master", master)
        }
        DuelEvent::Revealed { picks } => {
            let shown = picks
                .iter()
                .enumerate()
                .filter_map(|(seat, pick)| pick.map(|pick| describe_pick(seat, pick)))
                .collect();
            Line::new("duel-revealed").sentences("picks", shown)
        }
        DuelEvent::Shot { shooter, target, outcome, .. } => Line::new(match outcome {
            ShotOutcome::Hit => "duel-shot-hit",
            ShotOutcome::MissedMoving => "duel-shot-missed-moving",
            ShotOutcome::StoppedByBarricade => "duel-shot-stopped",
        })
        .seat("shooter", shooter)
        .seat("target", target),
        DuelEvent::Fell { seat } => Line::new("duel-fell").seat("who", seat),
        DuelEvent::Reloaded { seat, cards } => Line::new("duel-reloaded").seat("who", seat).number("cards", cards),
        DuelEvent::BarricadeKept { seat } => Line::new("duel-barricade-kept").seat("who", seat),
        DuelEvent::DuelWon { seat, dollars } => Line::new("duel-won").seat("who", seat).number("dollars", dollars),
        DuelEvent::FallenPaid { seat, dollars } => {
            Line::new("duel-fallen-paid").seat("who", seat).number("dollars", dollars)
        }
        DuelEvent::DuelUnpaid { .. } => Line::new("duel-unpaid"),
        DuelEvent::MatchWon { .. } => Line::new("duel-match-over"),
    })
}

/// What `seat` picked, as a sentence: "Kate fires a Pistol at Bill", "You hide behind a
/// barricade".
pub fn describe_pick(seat: Seat, pick: DuelAction) -> Line {
    match pick {
        DuelAction::Fire { gun: Gun::Pistol, target } => {
            Line::new("duel-pick-pistol").seat("target", usize::from(target))
        }
        DuelAction::Fire { gun: Gun::Rifle, target } => {
            Line::new("duel-pick-rifle").seat("target", usize::from(target))
        }
        DuelAction::Barricade => Line::new("duel-pick-barricade"),
        DuelAction::Reload => Line::new("duel-pick-reload"),
        DuelAction::EmptyHanded => Line::new("duel-pick-empty-handed"),
    }
    .seat("who", seat)
}
