//! Desperados' events as the log and the showcase's narration tell them. Gangs and cards
//! are named by what they are (the rules file names them for the screens).

use super::{CardTarget, DesperadosEvent, Dice, Purse, WinPath};
use crate::rules::Line;

fn dice(dice: &Dice) -> Vec<Line> {
    dice.0.iter().map(|face| face.name()).collect()
}

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &DesperadosEvent) -> Option<Line> {
    use DesperadosEvent as E;
    Some(match event {
        E::GangSeated { seat, setup, .. } => {
            Line::new("desp-gang-seated").seat("who", *seat).lines("dice", dice(setup))
        }
        E::DialTurned { .. } | E::ActionDone { .. } | E::Drew { .. } | E::Rolling { .. } | E::TurnEnded { .. } => {
            return None;
        }
        E::Escaped { seat, icon } => Line::new("desp-escaped").seat("who", *seat).line("desperado", icon.name()),
        E::GangFree { seat } => Line::new("desp-gang-free").seat("who", *seat),
        E::TurnStarted { seat, turn } => Line::new("desp-turn-started").number("turn", *turn).seat("who", *seat),
        E::Rolled { seat, dice: rolled } => Line::new("desp-rolled").seat("who", *seat).lines("dice", dice(rolled)),
        E::Acting { seat, actions } => Line::new("desp-acting").seat("who", *seat).number("actions", *actions),
        E::Drawing { seat, draw, keep } => {
            Line::new("desp-drawing").seat("who", *seat).number("draw", *draw).number("keep", *keep)
        }
        E::KeptCards { seat, cards } => Line::new("desp-kept").seat("who", *seat).number("cards", cards.len() as i64),
        E::DrawSettled { seat, discarded, .. } if discarded.is_empty() => {
            Line::new("desp-draw-done").seat("who", *seat)
        }
        E::DrawSettled { seat, discarded, .. } => {
            Line::new("desp-discarded").seat("who", *seat).number("cards", discarded.len() as i64)
        }
        E::Reshuffled { cards } => Line::new("desp-reshuffled").number("cards", *cards),
        E::Declared { seat, by, on, .. } if by == on => {
            Line::new("desp-declared").seat("who", *seat).line("desperado", by.name())
        }
        E::Declared { seat, on, .. } => Line::new("desp-brains-help").seat("who", *seat).line("desperado", on.name()),
        E::CardPlayed { seat, target, .. } => match *target {
            CardTarget::None => Line::new("desp-card-played"),
            CardTarget::Die(die) => Line::new("desp-card-played-reroll").number("die", die + 1),
            CardTarget::DieTo(die, face) => {
                Line::new("desp-card-played-turn-die").number("die", die + 1).line("face", face.name())
            }
            CardTarget::Desperado(icon) => Line::new("desp-card-played-notch").line("desperado", icon.name()),
        }
        .seat("who", *seat),
        E::Cancelled { seat, .. } => Line::new("desp-cancelled").seat("who", *seat),
        E::Blocked { seat, .. } => Line::new("desp-blocked").seat("who", *seat),
        E::Attack { seat, icon, exposed, .. } if exposed.is_empty() => {
            Line::new("desp-attack-nobody").seat("who", *seat).line("desperado", icon.name())
        }
        E::Attack { seat, icon, exposed, .. } => {
            Line::new("desp-attack").seat("who", *seat).line("desperado", icon.name()).seats("exposed", *exposed)
        }
        E::Ability { seat, use_index } => {
            Line::new("desp-ability").seat("who", *seat).number("use", i64::from(*use_index) + 1)
        }
        E::Paid { from, to, amount } => match (*from, *to) {
            (Purse::Bank, Purse::Seat(to)) => Line::new("desp-paid-by-bank").seat("to", usize::from(to)),
            (Purse::Seat(from), Purse::Bank) => Line::new("desp-paid-to-bank").seat("from", usize::from(from)),
            (Purse::Seat(from), Purse::Seat(to)) => {
                Line::new("desp-paid").seat("from", usize::from(from)).seat("to", usize::from(to))
            }
            (Purse::Bank, Purse::Bank) => return None,
        }
        .number("amount", *amount),
        E::Out { seat, .. } => Line::new("desp-out").seat("who", *seat),
        E::MatchWon { winners, how } => Line::new(match how {
            WinPath::FreedWhileRichest => "desp-won-freed-while-richest",
            WinPath::RichestLater => "desp-won-richest-later",
            WinPath::LastStanding => "desp-won-last-standing",
            WinPath::TurnLimit => "desp-won-turn-limit",
        })
        .seats("winners", *winners)
        .number("count", winners.len() as i64),
    })
}
