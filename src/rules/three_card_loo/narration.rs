//! Three-card Loo's events in words, for the log and the showcase's narration.

use super::{AllPlay, Declaration, LooEvent};
use crate::rules::says;

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &LooEvent, names: &[String]) -> Option<String> {
    Some(match *event {
        // A hand is never told, not even to its own seat's log.
        LooEvent::HandDealt { .. } | LooEvent::HandFromMiss { .. } => return None,
        LooEvent::DealStarted { deal, dealer, ante, pool, single } => {
            let single = if single { " (a single)" } else { "" };
            format!(
                "Deal {deal}: {}",
                says(&names[dealer], &format!("deals and antes {ante}; the pool is {pool}{single}."))
            )
        }
        LooEvent::TurnedUp { card } => format!("{card} turned up: {} are trumps.", card.suit().name()),
        LooEvent::AllPlay { reason: AllPlay::Single } => "A single: everyone plays.".to_owned(),
        LooEvent::AllPlay { reason: AllPlay::ClubLaw } => "Club law: everyone plays.".to_owned(),
        LooEvent::Declared { seat, declaration } => {
            let words = match declaration {
                Declaration::Drop => "drops",
                Declaration::Play => "plays",
                Declaration::TakeMiss => "takes the miss",
                Declaration::DefendMiss => "defends the miss",
            };
            says(&names[seat], &format!("{words}."))
        }
        LooEvent::PoolTaken { seat, amount, .. } => says(&names[seat], &format!("takes the pool: {amount}.")),
        LooEvent::CardPlayed { seat, card } => says(&names[seat], &format!("plays {card}.")),
        LooEvent::TrickWon { seat, trick, paid, by_miss: false } => {
            says(&names[seat], &format!("takes trick {trick}: +{paid}."))
        }
        LooEvent::TrickWon { trick, by_miss: true, .. } => {
            format!("The miss takes trick {trick}; its third stays in the pool.")
        }
        LooEvent::Looed { seat, paid } => says(&names[seat], &format!("is looed and pays {paid}.")),
        LooEvent::BustedOut { seat } => says(&names[seat], "is out."),
        LooEvent::MatchOver { .. } => "The match is over.".to_owned(),
    })
}
