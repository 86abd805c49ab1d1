//! Loot Shoot Whiskey's events in words, for the log and the showcase's narration.

use super::{LswEvent, SlotOutcome};
use crate::rules::says;

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &LswEvent, names: &[String]) -> Option<String> {
    Some(match *event {
        LswEvent::Dealt { .. } | LswEvent::NextPair { .. } | LswEvent::HandsReset => return None,
        LswEvent::Revealed { first_slot, cards } => format!(
            "Slots {}–{}: {} plays {} / {}, {} plays {} / {}.",
            first_slot + 1,
            first_slot + 2,
            names[0],
            cards[0].first.label(),
            cards[0].second.label(),
            names[1],
            cards[1].first.label(),
            cards[1].second.label()
        ),
        LswEvent::Showdown { slot, outcome: SlotOutcome::Tie, cards } => {
            format!("Slot {}: {} against {}, a tie.", slot + 1, cards[0].label(), cards[1].label())
        }
        LswEvent::Showdown { slot, outcome: SlotOutcome::Won { seat, with }, .. } => {
            format!("Slot {}: {}", slot + 1, says(&names[seat], &format!("wins with {}.", with.label())))
        }
        LswEvent::Claimed { seat, card, .. } => says(&names[seat], &format!("loots {}.", card.name())),
        LswEvent::Discarded { card, .. } => format!("{} is discarded.", card.name()),
        LswEvent::NuggetsGained { seat, amount, total } => {
            says(&names[seat], &format!("gains {amount} nugget(s), {total} in all."))
        }
        LswEvent::HitTaken { seat, total } => says(&names[seat], &format!("takes a hit card ({total}).")),
        LswEvent::BottleWon { seat, streak, .. } => {
            says(&names[seat], &format!("wins the bottle ({streak} in a row)."))
        }
        LswEvent::SaloonRanDry => "The row cannot be refilled: the saloon has run dry.".to_owned(),
        LswEvent::MatchWon { seat, reason } => says(&names[seat], &format!("{}.", reason.describe())),
        LswEvent::MatchDrawn => "The match is drawn.".to_owned(),
    })
}
