//! Loot Shoot Whiskey's events as the log and the showcase's narration tell them.

use super::{LswEvent, SlotOutcome};
use crate::rules::Line;

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &LswEvent) -> Option<Line> {
    Some(match *event {
        LswEvent::Dealt { .. } | LswEvent::NextPair { .. } | LswEvent::HandsReset => return None,
        LswEvent::Revealed { first_slot, cards } => Line::new("lsw-revealed")
            .number("first", first_slot as i64 + 1)
            .number("second", first_slot as i64 + 2)
            .seat("one", 0)
            .line("one-first", cards[0].first.name())
            .line("one-second", cards[0].second.name())
            .seat("other", 1)
            .line("other-first", cards[1].first.name())
            .line("other-second", cards[1].second.name()),
        LswEvent::Showdown { slot, outcome: SlotOutcome::Tie, cards } => Line::new("lsw-showdown-tie")
            .number("slot", slot as i64 + 1)
            .line("one", cards[0].name())
            .line("other", cards[1].name()),
        LswEvent::Showdown { slot, outcome: SlotOutcome::Won { seat, with }, .. } => {
            Line::new("lsw-showdown-won").number("slot", slot as i64 + 1).seat("who", seat).line("card", with.name())
        }
        LswEvent::Claimed { seat, card, .. } => Line::new("lsw-claimed").seat("who", seat).line("card", card.name()),
        LswEvent::Discarded { card, .. } => Line::new("lsw-discarded").line("card", card.name()),
        LswEvent::NuggetsGained { seat, amount, total } => {
            Line::new("lsw-nuggets-gained").seat("who", seat).number("amount", amount).number("total", total)
        }
        LswEvent::HitTaken { seat, total } => Line::new("lsw-hit-taken").seat("who", seat).number("total", total),
        LswEvent::BottleWon { seat, streak, .. } => {
            Line::new("lsw-bottle-won").seat("who", seat).number("streak", streak)
        }
        LswEvent::SaloonRanDry => Line::new("lsw-saloon-ran-dry"),
        LswEvent::MatchWon { seat, reason } => reason.describe(seat),
        LswEvent::MatchDrawn => Line::new("lsw-match-drawn"),
    })
}
