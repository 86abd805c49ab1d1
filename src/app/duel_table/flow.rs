//! Gathers the picks, shoots out, then shows the countdown and every shot one beat at a time.

use bevy::prelude::*;

use super::{Beat, DuelMatch, DuelQueue, DuelShown, DuelSystems, Picks};
use crate::app::Settings;
use crate::app::audio::SoundCue;
use crate::app::beats::{Due, tell};
use crate::app::bots::Bots;
use crate::app::session::{GameLog, MatchSummary, TablePhase, end_match};
use crate::rules::duel::{Duel, DuelAction, DuelEvent, ShotOutcome, Unpaid};
use crate::rules::{Game, ToMove, says};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            collect_bot_picks,
            shoot_out.run_if(
                in_state(TablePhase::Choosing)
                    .or_else(in_state(TablePhase::Handoff))
                    .or_else(in_state(TablePhase::Waiting)),
            ),
            play_beats.run_if(in_state(TablePhase::Resolving)),
        )
            .chain()
            .in_set(DuelSystems::Flow),
    );
}

fn collect_bot_picks(
    mut bots: ResMut<Bots<Duel>>,
    mut picks: ResMut<Picks>,
    the_match: Res<DuelMatch>,
    time: Res<Time>,
) {
    for (seat, action) in bots.take_ready(time.elapsed_secs()) {
        if !the_match.state.is_over() {
            picks.committed[seat] = Some(action);
        }
    }
}

/// Once every standing gunslinger has picked, the picks are applied together.
pub(super) fn shoot_out(
    mut the_match: ResMut<DuelMatch>,
    mut picks: ResMut<Picks>,
    mut queue: ResMut<DuelQueue>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let ToMove::Simultaneous(standing) = the_match.state.to_move() else { return };
    let Some(moves) =
        standing.iter().map(|seat| picks.committed[seat].map(|action| (seat, action))).collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let mut events = Vec::new();
    match the_match.state.apply(&moves, &mut events) {
        Ok(()) => {
            the_match.record.steps.push(crate::record::Step::Moves(moves));
            queue.pending.extend(["Ready...", "Aim...", "Draw!"].map(Beat::Countdown));
            queue.pending.extend(events.into_iter().map(Beat::Event));
            let seats = picks.committed.len();
            *picks = Picks { committed: vec![None; seats], ..Picks::default() };
            next_phase.set(TablePhase::Resolving);
        }
        Err(error) => {
            error!("picks were refused: {error}");
            picks.committed.iter_mut().for_each(|pick| *pick = None);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn play_beats(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<DuelQueue>,
    mut shown: ResMut<DuelShown>,
    mut log: ResMut<GameLog>,
    mut sounds: MessageWriter<SoundCue>,
    the_match: Res<DuelMatch>,
    mut picks: ResMut<Picks>,
    mut bots: ResMut<Bots<Duel>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    match queue.next_due(time.delta_secs()) {
        Due::Waiting => return,
        Due::Next(beat) => {
            let (seconds, line, cue) = match beat {
                Beat::Countdown(word) => {
                    shown.banner = Some(word.to_owned());
                    (0.55, None, (word == "Draw!").then_some(SoundCue::Flip))
                }
                Beat::Event(event) => {
                    let line = Duel::narrate(&event, &the_match.names);
                    let (seconds, cue) = show_event(event, &mut shown, &the_match.names);
                    (seconds, line, cue)
                }
            };
            tell(&mut log, &mut sounds, line, cue);
            queue.hold(seconds, &settings);
            return;
        }
        Due::Done => {}
    }
    // Every beat is shown: the table now matches the true state.
    shown.view = the_match.state.view(picks.active.unwrap_or(0));
    shown.revealed = Default::default();
    if the_match.state.is_over() {
        end_match(&mut commands, summary(&the_match), &settings, &mut next_phase);
        return;
    }
    shown.banner = None;
    let ToMove::Simultaneous(standing) = the_match.state.to_move() else { return };
    bots.start(&the_match.state, standing, the_match.record.steps.len(), time.elapsed_secs(), &settings);
    next_phase.set(next_human_phase(&the_match, &mut picks));
}

/// Hands the screen to the next standing human who has not picked: behind a cover when
/// several humans share the screen.
pub fn next_human_phase(the_match: &DuelMatch, picks: &mut Picks) -> TablePhase {
    let standing = match the_match.state.to_move() {
        ToMove::Simultaneous(standing) => standing,
        _ => crate::rules::SeatSet::EMPTY,
    };
    let waiting = the_match.humans().find(|&seat| standing.contains(seat) && picks.committed[seat].is_none());
    let several = the_match.humans().count() > 1;
    picks.active = None;
    picks.card = None;
    picks.target = None;
    match waiting {
        Some(seat) => {
            picks.up_next = Some(seat);
            if several { TablePhase::Handoff } else { TablePhase::Choosing }
        }
        None => TablePhase::Waiting,
    }
}

fn summary(the_match: &DuelMatch) -> MatchSummary {
    let names = &the_match.names;
    let winners: Vec<&str> =
        the_match.state.winners().map(|set| set.iter().map(|seat| names[seat].as_str()).collect()).unwrap_or_default();
    let headline = match winners.as_slice() {
        [one] => format!("{one} wins!"),
        several => format!("{} share the win", several.join(" and ")),
    };
    let target = the_match.state.limits().dollars_to_win;
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(the_match.state.players()[seat].dollars));
    let standings =
        order.iter().map(|&seat| format!("{}: ${}", names[seat], the_match.state.players()[seat].dollars)).collect();
    MatchSummary {
        headline,
        detail: format!("First to ${target}, fastest on the draw."),
        standings,
        seed: the_match.record.seed,
    }
}

/// Updates what the table shows for one event; returns the beat's length at normal
/// speed and its sound.
fn show_event(event: DuelEvent, shown: &mut DuelShown, names: &[String]) -> (f32, Option<SoundCue>) {
    let view = &mut shown.view;
    match event {
        DuelEvent::DuelStarted { duel, master } => {
            for player in &mut view.players {
                player.alive = true;
                player.hand = view.limits.hand;
                player.played = [0; 4];
            }
            view.master = master;
            view.duel = duel;
            shown.banner = Some(format!("Duel {duel}: {}", says(&names[master], "is the duel master")));
            (1.3, Some(SoundCue::Deal))
        }
        DuelEvent::Revealed { picks } => {
            shown.banner = None;
            shown.revealed = picks;
            for (seat, pick) in picks.iter().enumerate() {
                if let Some(card) = pick.and_then(DuelAction::card) {
                    view.players[seat].hand[card.index()] -= 1;
                    view.players[seat].played[card.index()] += 1;
                }
            }
            (0.9, Some(SoundCue::Flip))
        }
        DuelEvent::Shot { outcome, .. } => {
            shown.effects.push(event);
            let cue = if outcome == ShotOutcome::Hit { SoundCue::Gunshot } else { SoundCue::Deal };
            (0.7, Some(cue))
        }
        DuelEvent::Fell { seat } => {
            view.players[seat].alive = false;
            (0.8, Some(SoundCue::Glass))
        }
        DuelEvent::Reloaded { seat, .. } => {
            shown.effects.push(event);
            let player = &mut view.players[seat];
            for (held, played) in player.hand.iter_mut().zip(&mut player.played) {
                *held += std::mem::take(played);
            }
            (0.7, Some(SoundCue::Deal))
        }
        DuelEvent::BarricadeKept { seat } => {
            let player = &mut view.players[seat];
            player.played[2] -= 1;
            player.hand[2] += 1;
            (0.4, None)
        }
        DuelEvent::DuelWon { seat, dollars } | DuelEvent::FallenPaid { seat, dollars } => {
            shown.effects.push(event);
            let view = &mut shown.view;
            view.players[seat].dollars = dollars;
            shown.banner = Some(says(&names[seat], &format!("earns a dollar (${dollars})")));
            (1.4, Some(SoundCue::Coin))
        }
        DuelEvent::DuelUnpaid { reason } => {
            shown.banner = Some(match reason {
                Unpaid::NobodyLeft => "Nobody left standing: no dollar".to_owned(),
                Unpaid::TooManyShootouts => "The duel drags on too long: no dollar".to_owned(),
            });
            (1.4, None)
        }
        DuelEvent::MatchWon { winners } => {
            let names: Vec<&str> = winners.iter().map(|seat| names[seat].as_str()).collect();
            shown.banner = Some(format!("{} rides off with the money!", names.join(" and ")));
            (0.5, Some(SoundCue::Coin))
        }
    }
}
