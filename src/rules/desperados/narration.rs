//! Desperados' events in words, for the log and the showcase's narration. Gangs and
//! cards are named by what they are (the rules file names them for the screens).

use super::{CardTarget, DesperadosEvent, Dice, Icon, Purse, WinPath};
use crate::rules::{Seat, says};

fn dice_text(dice: &Dice) -> String {
    dice.0.iter().map(|face| face.label()).collect::<Vec<_>>().join(", ")
}

fn purse_name(purse: Purse, names: &[String]) -> String {
    match purse {
        Purse::Bank => "the bank".to_owned(),
        Purse::Seat(seat) => names[usize::from(seat)].clone(),
    }
}

fn seat_list(seats: crate::rules::SeatSet, names: &[String]) -> String {
    seats.iter().map(|seat: Seat| names[seat].as_str()).collect::<Vec<_>>().join(", ")
}

/// One line of the log for an event worth telling.
pub(super) fn narrate(event: &DesperadosEvent, names: &[String]) -> Option<String> {
    use DesperadosEvent as E;
    Some(match event {
        E::GangSeated { seat, setup, .. } => says(&names[*seat], &format!("sits down and rolls {}.", dice_text(setup))),
        E::DialTurned { .. } | E::ActionDone { .. } | E::Drew { .. } | E::Rolling { .. } | E::TurnEnded { .. } => {
            return None;
        }
        E::Escaped { seat, icon } => says(&names[*seat], &format!("springs the {} from jail.", icon.label())),
        E::GangFree { seat } => says(&names[*seat], "has the whole gang free, but is not the richest yet."),
        E::TurnStarted { seat, turn } => format!("Turn {turn}: {}", says(&names[*seat], "rolls.")),
        E::Rolled { seat, dice } => says(&names[*seat], &format!("rolls {}.", dice_text(dice))),
        E::Acting { seat, actions } => says(&names[*seat], &format!("acts with {actions} action(s).")),
        E::Drawing { seat, draw, keep } => {
            says(&names[*seat], &format!("draws {draw} Wild West card(s), keeping {keep}."))
        }
        E::KeptCards { seat, cards } => says(&names[*seat], &format!("keeps {} card(s).", cards.len())),
        E::DrawSettled { seat, discarded, .. } if discarded.is_empty() => says(&names[*seat], "is done drawing."),
        E::DrawSettled { seat, discarded, .. } => {
            says(&names[*seat], &format!("discards {} card(s) face up.", discarded.len()))
        }
        E::Reshuffled { cards } => format!("The discards are shuffled into a new deck of {cards}."),
        E::Declared { seat, by, on } if by == on => says(&names[*seat], &format!("acts with the {}.", by.label())),
        E::Declared { seat, on, .. } => says(&names[*seat], &format!("sends the Brains to help the {}.", on.label())),
        E::CardPlayed { seat, target, .. } => {
            says(&names[*seat], &format!("plays a Wild West card{}.", target_text(*target)))
        }
        E::Cancelled { seat, .. } => says(&names[*seat], "cancels the action with a card."),
        E::Blocked { seat, .. } => says(&names[*seat], "blocks the attack with a card."),
        E::Attack { seat, icon, exposed, .. } if exposed.is_empty() => {
            format!("{} {} attacks: nobody is exposed.", possessive(&names[*seat]), icon.label())
        }
        E::Attack { seat, icon, exposed, .. } => {
            format!("{} {} attacks {}.", possessive(&names[*seat]), icon.label(), seat_list(*exposed, names))
        }
        E::Ability { seat, use_index } => {
            says(&names[*seat], &format!("uses the Brains' ability ({} this turn).", ordinal(use_index + 1)))
        }
        E::Paid { from, to, amount } => {
            format!("{} → {}: ${amount}.", purse_name(*from, names), purse_name(*to, names))
        }
        E::Out { seat, .. } => says(&names[*seat], "is broke and out of the match."),
        E::MatchWon { winners, how } => {
            let who = seat_list(*winners, names);
            match how {
                WinPath::FreedWhileRichest => format!("{who} freed the whole gang while the richest, and wins!"),
                WinPath::RichestLater => format!("{who}, with the whole gang free, is now the richest, and wins!"),
                WinPath::LastStanding => format!("{who} is the last gang standing, and wins!"),
                WinPath::TurnLimit => format!("The turn limit is reached: {who}, the richest, wins."),
            }
        }
    })
}

/// "Kate's", or "Your" for the lone human.
fn possessive(name: &str) -> String {
    if name == "You" { "Your".to_owned() } else { format!("{name}'s") }
}

fn target_text(target: CardTarget) -> String {
    match target {
        CardTarget::None => String::new(),
        CardTarget::Die(die) => format!(" and rolls die {} again", die + 1),
        CardTarget::DieTo(die, face) => format!(" and turns die {} to {}", die + 1, face.label()),
        CardTarget::Desperado(icon) => format!(" for the {}", Icon::label(icon)),
    }
}

fn ordinal(count: u8) -> &'static str {
    match count {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => "again",
    }
}
