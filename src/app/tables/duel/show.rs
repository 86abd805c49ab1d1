//! The show of a shootout at the Duel table: "Ready... Aim... Draw!", the picks turned
//! over, every shot with its sound; and the account of a finished match.

use super::{Countdown, Shown};
use crate::app::audio::SoundCue;
use crate::app::session::{MatchAccount, winners_headline};
use crate::app::tables::shell::Beat;
use crate::rules::Line;
use crate::rules::duel::{Duel, DuelEvent, DuelView, ShotOutcome, Unpaid};

/// A step's events as beats: a shootout is counted down before its picks are turned over,
/// and held after its last shot until the smoke clears.
pub(super) fn beats(events: Vec<DuelEvent>) -> Vec<Beat<Duel>> {
    let shootout = events.iter().any(|event| matches!(event, DuelEvent::Revealed { .. }));
    let words = if shootout { ["duel-ready", "duel-aim", DRAW].as_slice() } else { &[] };
    let countdown = words.iter().map(|&word| Beat::Moment(Countdown::Word(word)));
    let aftermath = shootout.then_some(Beat::Moment(Countdown::SmokeClears));
    countdown.chain(events.into_iter().map(Beat::Event)).chain(aftermath).collect()
}

/// The countdown's last word, on which the cards turn over.
const DRAW: &str = "duel-draw";

/// Seconds the picks stay on the table after a shootout's last event, at normal speed:
/// with the last shot's own beat, about as long as its line and words take to fade.
const SMOKE_CLEARS_SECONDS: f32 = 0.7;

/// A word of the countdown across the table, or the pause after the shots.
pub(super) fn show_countdown(countdown: Countdown, shown: &mut Shown) -> (f32, Option<SoundCue>) {
    match countdown {
        Countdown::Word(word) => {
            shown.banner = Some(Line::new(word));
            (0.45, (word == DRAW).then_some(SoundCue::Flip))
        }
        Countdown::SmokeClears => (SMOKE_CLEARS_SECONDS, None),
    }
}

pub(super) fn summary(view: &DuelView) -> MatchAccount {
    let mut order: Vec<usize> = (0..view.players.len()).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(view.players[seat].dollars));
    let standings = order
        .iter()
        .map(|&seat| Line::new("duel-standing").seat("who", seat).number("dollars", view.players[seat].dollars))
        .collect();
    MatchAccount {
        headline: winners_headline(view.winners),
        detail: Line::new("duel-result-detail").number("target", view.limits.dollars_to_win),
        standings,
    }
}

/// Shows one event around the view, which follows it as the rules say: the picks turned
/// over, the shots and payouts to draw, and the banner. Returns the beat's length at
/// normal speed and its sound.
pub(super) fn show_event(event: &DuelEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
    match *event {
        DuelEvent::DuelStarted { duel, master } => {
            shown.banner = Some(Line::new("duel-banner-started").number("duel", duel).seat("master", master));
            (1.3, Some(SoundCue::Deal))
        }
        DuelEvent::Revealed { picks } => {
            shown.banner = None;
            shown.scene.revealed = picks;
            (0.9, Some(SoundCue::Flip))
        }
        DuelEvent::Shot { outcome, .. } => {
            shown.scene.effects.push(event.clone());
            let cue = if outcome == ShotOutcome::Hit { SoundCue::Gunshot } else { SoundCue::Deal };
            (0.7, Some(cue))
        }
        DuelEvent::Fell { .. } => (0.8, Some(SoundCue::Glass)),
        DuelEvent::Reloaded { .. } => {
            shown.scene.effects.push(event.clone());
            (0.7, Some(SoundCue::Deal))
        }
        DuelEvent::BarricadeKept { .. } => (0.4, None),
        DuelEvent::DuelWon { seat, dollars } | DuelEvent::FallenPaid { seat, dollars } => {
            shown.scene.effects.push(event.clone());
            shown.banner = Some(Line::new("duel-banner-earns").seat("who", seat).number("dollars", dollars));
            (1.4, Some(SoundCue::Coin))
        }
        DuelEvent::DuelUnpaid { reason } => {
            shown.banner = Some(Line::new(match reason {
                Unpaid::NobodyLeft => "duel-banner-nobody-left",
                Unpaid::TooManyShootouts => "duel-banner-too-long",
            }));
            (1.4, None)
        }
        DuelEvent::MatchWon { winners } => {
            let line = Line::new("duel-banner-won").seats("winners", winners).number("count", winners.len() as i64);
            shown.banner = Some(line);
            (0.5, Some(SoundCue::Coin))
        }
    }
}
