//! The show of a Desperados turn: the dice thrown and settling, each action and its
//! answer, attacks and money; and the account of a finished match.

use super::{AttackLine, NoteFlight, Shown};
use crate::app::audio::SoundCue;
use crate::app::session::{MatchAccount, winners_headline};
use crate::rules::desperados::{Desperados, DesperadosEvent, Purse, WinPath};
use crate::rules::{Game, Line};
use crate::text::tr_line;

/// How long a thrown die tumbles before it settles, at normal speed.
pub const TUMBLE_SECONDS: f32 = 0.9;
/// How long notes fly from one purse to another, at normal speed.
pub const FLIGHT_SECONDS: f32 = 0.6;

/// Shows one event around the view, which already follows it. Returns the beat's length
/// at normal speed and its sound.
pub(super) fn show_event(event: &DesperadosEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
    use DesperadosEvent as E;
    let line = Desperados::narrate(event);
    match *event {
        E::Rolling { dice, .. } => {
            shown.scene.tumbling = dice;
            (0.05, None)
        }
        // The dice tell the roll as they settle; the words go to the log only.
        E::Rolled { .. } => {
            shown.banner = None;
            (TUMBLE_SECONDS + 0.25, Some(SoundCue::Dice))
        }
        E::TurnStarted { seat, .. } => {
            shown.banner = Some(Line::new("desp-banner-takes-dice").seat("who", seat));
            (0.5, None)
        }
        E::DialTurned { .. } => (0.35, Some(SoundCue::Deal)),
        E::Escaped { .. } => {
            shown.banner = line;
            (0.9, Some(SoundCue::Glass))
        }
        E::Attack { seat, icon, exposed, .. } => {
            shown.scene.attacks.push(AttackLine { seat, icon, exposed });
            shown.banner = line;
            (0.8, Some(SoundCue::Gunshot))
        }
        E::Paid { from, to, amount } => {
            shown.scene.flights.push(NoteFlight { from, to, amount });
            let amount = i32::from(amount);
            shown.scene.payments.push((from, -amount));
            shown.scene.payments.push((to, amount));
            (0.45, Some(SoundCue::Coin))
        }
        E::Cancelled { .. } | E::Blocked { .. } | E::CardPlayed { .. } => {
            shown.banner = line;
            (0.9, Some(SoundCue::Flip))
        }
        E::Drawing { .. } | E::DrawSettled { .. } | E::Reshuffled { .. } => {
            shown.banner = line;
            (0.6, Some(SoundCue::Deal))
        }
        E::Declared { .. } | E::Acting { .. } | E::Ability { .. } | E::GangFree { .. } | E::Out { .. } => {
            shown.banner = line;
            (0.7, None)
        }
        E::MatchWon { .. } => {
            shown.banner = line;
            (0.5, Some(SoundCue::Coin))
        }
        E::GangSeated { .. } | E::Drew { .. } | E::KeptCards { .. } | E::ActionDone { .. } | E::TurnEnded { .. } => {
            (0.0, None)
        }
    }
}

pub(super) fn summary(view: &<Desperados as Game>::View) -> MatchAccount {
    let (winners, how) = view.result.map_or((None, None), |(winners, how)| (Some(winners), Some(how)));
    let detail = Line::new(match how {
        Some(WinPath::FreedWhileRichest) => "desp-result-freed-while-richest",
        Some(WinPath::RichestLater) => "desp-result-richest-later",
        Some(WinPath::LastStanding) => "desp-result-last-standing",
        Some(WinPath::TurnLimit) | None => "desp-result-turn-limit",
    });
    let mut order: Vec<usize> = (0..view.gangs.len()).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(view.gangs[seat].money));
    let standings = order
        .iter()
        .map(|&seat| {
            let gang = &view.gangs[seat];
            let free = 5 - gang.jailed().count();
            let line = match gang.out {
                true => Line::new("desp-standing-broke"),
                false => Line::new("desp-standing").number("money", gang.money).number("free", free as i64),
            };
            line.seat("who", seat)
        })
        .collect();
    MatchAccount {
        headline: winners_headline(winners),
        detail: Line::new("desp-result-detail").line("how", detail).number("bank", view.bank),
        standings,
    }
}

/// A purse's change as the table writes it: "+$4", "−$6".
pub fn money_change(change: i32) -> String {
    let id = if change >= 0 { "desp-money-gained" } else { "desp-money-lost" };
    tr_line(&Line::new(id).number("amount", change.unsigned_abs()))
}

/// Whose purse, for the table: `None` for the bank.
pub fn purse_seat(purse: Purse) -> Option<usize> {
    match purse {
        Purse::Bank => None,
        Purse::Seat(seat) => Some(usize::from(seat)),
    }
}
