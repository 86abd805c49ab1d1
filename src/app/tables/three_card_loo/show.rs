//! The show of each action at the Loo table: the deal, declarations, cards played, tricks
//! swept to their winners and the chips paid; and the account of a finished match.

use super::{Scene, Shown, SweepTrick, TableEffect};
use crate::app::audio::SoundCue;
use crate::app::session::{MatchSummary, winners_headline};
use crate::app::tables::shell::Beat;
use crate::rules::says;
use crate::rules::three_card_loo::{AllPlay, Declaration, EarlyEnd, LooEvent, LooView, Seating, ThreeCardLoo};

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

/// Updates what the table shows for one event; returns the beat's length at normal
/// speed and its sound.
pub(super) fn show_event(event: &LooEvent, shown: &mut Shown, names: &[String]) -> (f32, Option<SoundCue>) {
    let Shown { view, step_end, banner, scene, .. } = shown;
    match *event {
        LooEvent::DealStarted { deal, dealer, pool, single, .. } => {
            // The new hands show with the deal; the first deal's balances are the start.
            if scene.history.is_empty() {
                scene.history.push(vec![view.limits.starting_balance; view.players.len()]);
            } else {
                scene.history.push(balances(step_end));
            }
            *view = step_end.clone();
            scene.trick.clear();
            scene.trick_winner = None;
            let kind = if single { "a single" } else { "with loo money" };
            *banner = Some(format!("Deal {deal}: {}", says(&names[dealer], &format!("deals. Pool {pool}, {kind}"))));
            (1.3, Some(SoundCue::Deal))
        }
        LooEvent::TurnedUp { card } => {
            *banner = Some(format!("{} turned up: {} are trumps", card.name(), card.suit().name()));
            (1.0, Some(SoundCue::Flip))
        }
        LooEvent::AllPlay { reason } => {
            *banner = Some(match reason {
                AllPlay::Single => "A single: no miss, everyone plays".to_owned(),
                AllPlay::ClubLaw => "Club law: clubs are trumps, everyone plays".to_owned(),
            });
            (1.3, None)
        }
        LooEvent::Declared { seat, declaration } => {
            *banner = None;
            view.players[seat].seating = match declaration {
                Declaration::Drop => Seating::Dropped,
                Declaration::Play => Seating::Playing,
                Declaration::TakeMiss => Seating::TookMiss,
                Declaration::DefendMiss => Seating::DefendingMiss,
            };
            if matches!(declaration, Declaration::TakeMiss | Declaration::DefendMiss) {
                view.miss_open = false;
            }
            (0.7, Some(SoundCue::Deal))
        }
        LooEvent::PoolTaken { seat, amount, why } => {
            view.players[seat].balance += amount as i64;
            view.pool = 0;
            let label = match why {
                EarlyEnd::AllDropped => "everyone dropped",
                EarlyEnd::DealerDropped => "unopposed",
            };
            scene.effects.push(TableEffect::Chips { seat, amount: amount as i64, label: format!("+{amount} {label}") });
            *banner = Some(says(&names[seat], &format!("takes the pool of {amount}: {label}")));
            (1.5, Some(SoundCue::Coin))
        }
        LooEvent::CardPlayed { seat, card } => {
            *banner = None;
            if view.seat == seat {
                view.hand = view.hand.without(card);
            }
            view.players[seat].cards_left = view.players[seat].cards_left.saturating_sub(1);
            scene.trick.push((seat, card));
            (0.55, Some(SoundCue::Flip))
        }
        LooEvent::TrickWon { seat, paid, by_miss, .. } => {
            scene.trick_winner = Some(seat);
            view.players[seat].tricks += 1;
            view.players[seat].balance += paid as i64;
            view.pool -= paid;
            let label = if by_miss { "the miss: stays in the pool".to_owned() } else { format!("+{paid}") };
            scene.effects.push(TableEffect::Chips { seat, amount: paid as i64, label });
            (1.0, Some(SoundCue::Coin))
        }
        LooEvent::Looed { seat, paid } => {
            view.players[seat].balance -= paid as i64;
            view.pool += paid;
            scene.effects.push(TableEffect::Chips { seat, amount: -(paid as i64), label: format!("looed: -{paid}") });
            (0.9, Some(SoundCue::Glass))
        }
        LooEvent::BustedOut { seat } => {
            view.players[seat].seating = Seating::Out;
            *banner = Some(says(&names[seat], "is out of money and leaves the table"));
            (1.4, Some(SoundCue::Glass))
        }
        LooEvent::MatchOver { winners } => {
            scene.history.push(balances(step_end));
            let names: Vec<&str> = winners.iter().map(|seat| names[seat].as_str()).collect();
            let verb = if names.len() > 1 { "clean" } else { "cleans" };
            *banner = Some(says(&names.join(" and "), &format!("{verb} up the table!")));
            (0.5, Some(SoundCue::Coin))
        }
    }
}

pub(super) fn summary(shown: &Shown, names: &[String]) -> MatchSummary {
    let view = &shown.view;
    let headline = winners_headline(view.winners, names);
    let start = view.limits.starting_balance;
    let balances = balances(view);
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(balances[seat]));
    let standings = order
        .iter()
        .map(|&seat| {
            let change = balances[seat] - start;
            format!("{}: {} ({change:+})", names[seat], balances[seat])
        })
        .collect();
    let deals = view.deal;
    let pool = match view.pool {
        0 => String::new(),
        chips => format!(" {chips} chips stay in the pool."),
    };
    MatchSummary {
        headline,
        detail: format!("After {deals} deals, the biggest balance wins.{pool}"),
        standings,
        ..MatchSummary::default()
    }
}
