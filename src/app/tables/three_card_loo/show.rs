//! The show of each action at the Loo table: the deal, declarations, cards played, tricks
//! swept to their winners and the chips paid; and the account of a finished match.

use super::{Scene, Shown, SweepTrick, TableEffect};
use crate::app::audio::SoundCue;
use crate::app::session::{MatchAccount, winners_headline};
use crate::app::tables::shell::Beat;
use crate::rules::Line;
use crate::rules::three_card_loo::{AllPlay, EarlyEnd, LooEvent, LooView, ThreeCardLoo};
use crate::text::{tr, tr_line};

/// A step's events as beats: a trick won is swept to its winner after it shows.
pub(super) fn beats(events: Vec<LooEvent>) -> Vec<Beat<ThreeCardLoo>> {
    let mut beats = Vec::with_capacity(events.len());
    for event in events {
        let trick_won = matches!(event, LooEvent::TrickWon { .. });
        beats.push(Beat::Event(event));
        if trick_won {
            beats.push(Beat::Moment(SweepTrick));
        }
    }
    beats
}

/// Every seat's balance.
pub fn balances(view: &LooView) -> Vec<i64> {
    view.players.iter().map(|player| player.balance).collect()
}

/// The trick on the table goes to its winner and becomes the last trick.
pub(super) fn sweep_trick(scene: &mut Scene) -> (f32, Option<SoundCue>) {
    if let Some(winner) = scene.trick_winner.take() {
        let cards = std::mem::take(&mut scene.trick);
        scene.effects.push(TableEffect::Sweep { cards: cards.clone(), to: winner });
        scene.last_trick = Some((cards, winner));
    }
    (0.5, None)
}

/// Shows one event around the view, which follows it as the rules say: the trick on the
/// cloth, the chips flying and the banner; at each deal, the standings. Returns the beat's
/// length at normal speed and its sound.
pub(super) fn show_event(event: &LooEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
    let Shown { view, banner, scene, .. } = shown;
    match *event {
        LooEvent::DealStarted { deal, dealer, pool, single, .. } => {
            // The first deal's balances are the start, before its ante.
            let balances = match scene.history.is_empty() {
                true => vec![view.limits.starting_balance; view.players.len()],
                false => balances(view),
            };
            scene.history.push(balances);
            scene.trick.clear();
            scene.trick_winner = None;
            let line = Line::new(if single { "loo-banner-deal-single" } else { "loo-banner-deal" });
            *banner = Some(line.number("deal", deal).seat("dealer", dealer).number("pool", pool));
            (1.3, Some(SoundCue::Deal))
        }
        LooEvent::HandDealt { .. } | LooEvent::HandFromMiss { .. } => (0.0, None),
        LooEvent::TurnedUp { card } => {
            *banner =
                Some(Line::new("loo-banner-turned-up").line("card", card.spoken()).line("suit", card.suit().spoken()));
            (1.0, Some(SoundCue::Flip))
        }
        LooEvent::AllPlay { reason } => {
            *banner = Some(Line::new(match reason {
                AllPlay::Single => "loo-banner-single",
                AllPlay::ClubLaw => "loo-banner-club-law",
            }));
            (1.3, None)
        }
        LooEvent::Declared { .. } => {
            *banner = None;
            (0.7, Some(SoundCue::Deal))
        }
        LooEvent::PoolTaken { seat, amount, why } => {
            let why = Line::new(match why {
                EarlyEnd::AllDropped => "loo-everyone-dropped",
                EarlyEnd::DealerDropped => "loo-unopposed",
            });
            let label = tr_line(&Line::new("loo-chips-pool").number("amount", amount).line("why", why.clone()));
            scene.effects.push(TableEffect::Chips { seat, amount: amount as i64, label });
            let taken = Line::new("loo-banner-pool-taken").seat("who", seat).number("amount", amount).line("why", why);
            *banner = Some(taken);
            (1.5, Some(SoundCue::Coin))
        }
        LooEvent::CardPlayed { seat, card } => {
            *banner = None;
            scene.trick.push((seat, card));
            (0.55, Some(SoundCue::Flip))
        }
        LooEvent::TrickWon { seat, paid, by_miss, .. } => {
            scene.trick_winner = Some(seat);
            let label = match by_miss {
                true => tr("loo-chips-to-miss"),
                false => tr_line(&Line::new("loo-chips-trick").number("paid", paid)),
            };
            scene.effects.push(TableEffect::Chips { seat, amount: paid as i64, label });
            (1.0, Some(SoundCue::Coin))
        }
        LooEvent::Looed { seat, paid } => {
            scene.effects.push(TableEffect::Chips {
                seat,
                amount: -(paid as i64),
                label: tr_line(&Line::new("loo-chips-looed").number("paid", paid)),
            });
            (0.9, Some(SoundCue::Glass))
        }
        LooEvent::BustedOut { seat } => {
            *banner = Some(Line::new("loo-banner-busted-out").seat("who", seat));
            (1.4, Some(SoundCue::Glass))
        }
        LooEvent::MatchOver { winners } => {
            scene.history.push(balances(view));
            let line = Line::new("loo-banner-won").seats("winners", winners).number("count", winners.len() as i64);
            *banner = Some(line);
            (0.5, Some(SoundCue::Coin))
        }
    }
}

pub(super) fn summary(view: &LooView) -> MatchAccount {
    let start = view.limits.starting_balance;
    let balances = balances(view);
    let mut order: Vec<usize> = (0..balances.len()).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(balances[seat]));
    let standings = order
        .iter()
        .map(|&seat| {
            let change = balances[seat] - start;
            let line = Line::new("loo-standing").seat("who", seat).number("balance", balances[seat]);
            line.name("change", format!("{change:+}"))
        })
        .collect();
    MatchAccount {
        headline: winners_headline(view.winners),
        detail: Line::new("loo-result-detail").number("deals", view.deal).number("pool", view.pool),
        standings,
    }
}
