//! Duel's events in words, for the log and the showcase's narration.

use super::{DuelAction, DuelEvent, Gun, ShotOutcome};
use crate::rules::says;

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &DuelEvent, names: &[String]) -> Option<String> {
    Some(match *event {
        DuelEvent::DuelStarted { duel, master } => {
            format!("Duel {duel} begins; {}", says(&names[master], "is the duel master."))
        }
        DuelEvent::Revealed { picks } => {
            let shown: Vec<String> = picks
                .iter()
                .enumerate()
                .filter_map(|(seat, pick)| pick.map(|pick| says(&names[seat], &describe_pick(pick, names))))
                .collect();
            format!("Draw! {}.", shown.join("; "))
        }
        DuelEvent::Shot { shooter, target, outcome, .. } => match outcome {
            ShotOutcome::Hit => says(&names[shooter], &format!("hits {}.", names[target])),
            ShotOutcome::MissedMoving => says(&names[shooter], &format!("misses {}: moving.", names[target])),
            ShotOutcome::StoppedByBarricade => says(&names[shooter], &format!("hits {}'s barricade.", names[target])),
        },
        DuelEvent::Fell { seat } => says(&names[seat], "is down."),
        DuelEvent::Reloaded { seat, cards } => says(&names[seat], &format!("reloads, {cards} card(s) back in hand.")),
        DuelEvent::BarricadeKept { seat } => says(&names[seat], "keeps the barricade."),
        DuelEvent::DuelWon { seat, dollars } => says(&names[seat], &format!("is the last standing: ${dollars}.")),
        DuelEvent::FallenPaid { seat, dollars } => says(&names[seat], &format!("is paid anyway: ${dollars}.")),
        DuelEvent::DuelUnpaid { .. } => "Nobody is paid for this duel.".to_owned(),
        DuelEvent::MatchWon { .. } => "The match is over.".to_owned(),
    })
}

/// A pick in words: "fires a Pistol at Kate", "hides behind a barricade".
pub fn describe_pick(pick: DuelAction, names: &[String]) -> String {
    match pick {
        DuelAction::Fire { gun: Gun::Pistol, target } => format!("fires a Pistol at {}", names[usize::from(target)]),
        DuelAction::Fire { gun: Gun::Rifle, target } => format!("fires the Rifle at {}", names[usize::from(target)]),
        DuelAction::Barricade => "hides behind a barricade".to_owned(),
        DuelAction::Reload => "reloads".to_owned(),
        DuelAction::EmptyHanded => "has no card and reloads".to_owned(),
    }
}
