//! Turns committed choices into a rules step, then shows its events one beat at a time.

use bevy::prelude::*;

use super::{Commitments, EventQueue, Flight, FlightEnd, GameLog, Highlight, Match, Shown, TablePhase};
use crate::app::Settings;
use crate::app::audio::SoundCue;
use crate::app::beats::{Due, tell};
use crate::app::bots::Bots;
use crate::app::session::{MatchSummary, end_match};
use crate::rules::loot_shoot_whiskey::{Bottle, HandCard, LootShootWhiskey, LswEvent, LswResult, SlotOutcome};
use crate::rules::{Game, SeatSet, says};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            resolve_when_committed.run_if(
                in_state(TablePhase::Choosing)
                    .or_else(in_state(TablePhase::Handoff))
                    .or_else(in_state(TablePhase::Waiting)),
            ),
            play_events.run_if(in_state(TablePhase::Resolving)),
        )
            .chain()
            .in_set(super::TableSystems::Flow),
    );
}

pub(super) fn resolve_when_committed(
    mut the_match: ResMut<Match>,
    mut commitments: ResMut<Commitments>,
    mut queue: ResMut<EventQueue>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let [Some(first), Some(second)] = commitments.committed else { return };
    let moves = vec![(0, first), (1, second)];
    let mut events = Vec::new();
    match the_match.state.apply(&moves, &mut events) {
        Ok(()) => {
            the_match.record.steps.push(crate::record::Step::Moves(moves));
            queue.pending.extend(events);
            *commitments = Commitments::default();
            next_phase.set(TablePhase::Resolving);
        }
        Err(error) => {
            // The table only offers legal cards, so this is a bug: drop the choices and ask again.
            error!("committed choices were refused: {error}");
            *commitments = Commitments::default();
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn play_events(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<EventQueue>,
    mut shown: ResMut<Shown>,
    mut log: ResMut<GameLog>,
    mut sounds: MessageWriter<SoundCue>,
    the_match: Res<Match>,
    mut commitments: ResMut<Commitments>,
    mut bots: ResMut<Bots<LootShootWhiskey>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    match queue.next_due(time.delta_secs()) {
        Due::Waiting => return,
        Due::Next(event) => {
            let (beat, cue) = show_event(&event, &mut shown, &the_match.names);
            tell(&mut log, &mut sounds, LootShootWhiskey::narrate(&event, &the_match.names), cue);
            queue.hold(beat, &settings);
            return;
        }
        Due::Done => {}
    }
    // Every event is shown: the table now matches the true state.
    shown.view = the_match.state.view(commitments.active.unwrap_or(0));
    if the_match.state.is_over() {
        end_match(&mut commands, summary(&the_match), &settings, &mut next_phase);
        return;
    }
    *commitments = Commitments::default();
    bots.start(&the_match.state, SeatSet::first(2), the_match.record.steps.len(), time.elapsed_secs(), &settings);
    next_phase.set(next_human_phase(&the_match, &mut commitments));
}

/// The results screen's account of a finished match.
fn summary(the_match: &Match) -> MatchSummary {
    let names = &the_match.names;
    let (headline, detail) = match the_match.state.result() {
        Some(LswResult::Won { seat, reason }) => {
            (says(&names[seat], "wins!"), says(&names[seat], &format!("{}.", reason.describe())))
        }
        Some(LswResult::Drawn) | None => ("A draw".to_owned(), "Nobody rides off with the loot.".to_owned()),
    };
    let view = the_match.state.view(0);
    let standings = (0..2)
        .map(|seat| {
            let player = &view.players[seat];
            let bottle =
                if view.bottle.is_some_and(|bottle| bottle.holder == seat) { ", holds the bottle" } else { "" };
            format!("{}: {} nuggets, {} hits{bottle}", names[seat], player.nuggets, player.hits)
        })
        .collect();
    MatchSummary { headline, detail, standings, seed: the_match.record.seed }
}

/// Hands the screen to the next human who has not committed: behind a cover when two
/// humans share the screen, straight to choosing when there is one.
pub fn next_human_phase(the_match: &Match, commitments: &mut Commitments) -> TablePhase {
    let waiting: Vec<usize> = the_match.humans().filter(|&seat| commitments.committed[seat].is_none()).collect();
    let several = the_match.humans().count() > 1;
    commitments.active = None;
    match waiting.first() {
        Some(&seat) => {
            commitments.up_next = Some(seat);
            if several { TablePhase::Handoff } else { TablePhase::Choosing }
        }
        None => TablePhase::Waiting,
    }
}

/// Updates what the table shows for one event; returns the beat's length at normal
/// speed and its sound.
fn show_event(event: &LswEvent, shown: &mut Shown, names: &[String; 2]) -> (f32, Option<SoundCue>) {
    let view = &mut shown.view;
    match *event {
        LswEvent::Dealt { slot, card } => {
            view.row[slot] = Some(card);
            if let Some(index) = view.deck_contents.iter().position(|&left| left == card) {
                view.deck_contents.remove(index);
            }
            (0.22, Some(SoundCue::Deal))
        }
        LswEvent::Revealed { first_slot, cards } => {
            for (seat, commit) in cards.iter().enumerate() {
                for (offset, card) in commit.cards().into_iter().enumerate() {
                    shown.played[seat][first_slot + offset] = Some(card);
                    view.players[seat].hand.remove(card);
                }
            }
            shown.highlight = None;
            (0.9, Some(SoundCue::Flip))
        }
        LswEvent::Showdown { slot, outcome, cards } => {
            let (winner, cue) = match outcome {
                SlotOutcome::Tie => (None, None),
                SlotOutcome::Won { seat, with: HandCard::Shoot } => (Some(seat), Some(SoundCue::Gunshot)),
                SlotOutcome::Won { seat, with: HandCard::Whiskey } => (Some(seat), Some(SoundCue::Glass)),
                SlotOutcome::Won { seat, with: HandCard::Loot } => (Some(seat), Some(SoundCue::Flip)),
            };
            let caption = match outcome {
                SlotOutcome::Tie => format!("{}\nagainst\n{}:\ntie", cards[0].label(), cards[1].label()),
                SlotOutcome::Won { seat, with } => format!("{}\nbeats\n{}", with.label(), cards[1 - seat].label()),
            };
            shown.highlight = Some(Highlight { slot, winner, caption });
            (1.0, cue)
        }
        LswEvent::Claimed { seat, slot, card } => {
            view.row[slot] = None;
            view.players[seat].pile.push(card);
            shown.flights.push(Flight { card, from_slot: slot, to: FlightEnd::Pile(seat) });
            (0.6, None)
        }
        LswEvent::Discarded { slot, card } => {
            view.row[slot] = None;
            view.discard.push(card);
            shown.flights.push(Flight { card, from_slot: slot, to: FlightEnd::Discard });
            (0.5, None)
        }
        LswEvent::NuggetsGained { seat, total, .. } => {
            view.players[seat].nuggets = total;
            (0.35, Some(SoundCue::Coin))
        }
        LswEvent::HitTaken { seat, total } => {
            view.players[seat].hits = total;
            (0.35, Some(SoundCue::Gunshot))
        }
        LswEvent::BottleWon { seat, streak, .. } => {
            view.bottle = Some(Bottle { holder: seat, streak });
            (0.5, Some(SoundCue::Glass))
        }
        LswEvent::HandsReset => {
            shown.played = [[None; 4]; 2];
            shown.highlight = None;
            for player in &mut view.players {
                player.hand = view.limits.hand;
            }
            (0.4, Some(SoundCue::Deal))
        }
        LswEvent::SaloonRanDry => {
            shown.banner = Some("The saloon has run dry!".to_owned());
            (1.2, None)
        }
        LswEvent::MatchWon { seat, reason } => {
            shown.banner = Some(says(&names[seat], &format!("{}!", reason.describe())));
            (0.5, Some(SoundCue::Coin))
        }
        LswEvent::MatchDrawn => {
            shown.banner = Some("A draw: nobody rides off with the loot.".to_owned());
            (0.5, None)
        }
    }
}
