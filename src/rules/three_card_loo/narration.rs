//! Three-card Loo's events as the log and the showcase's narration tell them.

use super::{AllPlay, Declaration, LooEvent};
use crate::rules::Line;

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &LooEvent) -> Option<Line> {
    Some(match *event {
        // A hand is never told, not even to its own seat's log.
        LooEvent::HandDealt { .. } | LooEvent::HandFromMiss { .. } => return None,
        LooEvent::DealStarted { deal, dealer, ante, pool, single } => {
            Line::new(if single { "loo-deal-single" } else { "loo-deal" })
                .number("deal", deal)
                .seat("dealer", dealer)
                .number("ante", ante)
                .number("pool", pool)
        }
        LooEvent::TurnedUp { card } => {
            Line::new("loo-turned-up").line("card", card.spoken()).line("suit", card.suit().spoken())
        }
        LooEvent::AllPlay { reason: AllPlay::Single } => Line::new("loo-all-play-single"),
        LooEvent::AllPlay { reason: AllPlay::ClubLaw } => Line::new("loo-all-play-club-law"),
        LooEvent::Declared { seat, declaration } => Line::new(match declaration {
            Declaration::Drop => "loo-declared-drop",
            Declaration::Play => "loo-declared-play",
            Declaration::TakeMiss => "loo-declared-take-miss",
            Declaration::DefendMiss => "loo-declared-defend-miss",
        })
        .seat("who", seat),
        LooEvent::PoolTaken { seat, amount, .. } => {
            Line::new("loo-pool-taken").seat("who", seat).number("amount", amount)
        }
        LooEvent::CardPlayed { seat, card } => {
            Line::new("loo-card-played").seat("who", seat).line("card", card.spoken())
        }
        LooEvent::TrickWon { seat, trick, paid, by_miss: false } => {
            Line::new("loo-trick-won").seat("who", seat).number("trick", trick).number("paid", paid)
        }
        LooEvent::TrickWon { trick, by_miss: true, .. } => Line::new("loo-trick-to-miss").number("trick", trick),
        LooEvent::Looed { seat, paid } => Line::new("loo-looed").seat("who", seat).number("paid", paid),
        LooEvent::BustedOut { seat } => Line::new("loo-busted-out").seat("who", seat),
        LooEvent::MatchOver { .. } => Line::new("loo-match-over"),
    })
}
