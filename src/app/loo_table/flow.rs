//! Whose turn it is, the applying of each action, and the show of its events one beat
//! at a time.

use bevy::prelude::*;

use super::{Beat, LooMatch, LooQueue, LooShown, LooSystems, LooTurn, TableEffect};
use crate::app::Settings;
use crate::app::audio::SoundCue;
use crate::app::beats::{Due, tell};
use crate::app::bots::Bots;
use crate::app::session::{GameLog, MatchSummary, TablePhase, end_match};
use crate::cli::SeatKind;
use crate::rules::three_card_loo::{AllPlay, Declaration, EarlyEnd, LooAction, LooEvent, Seating, ThreeCardLoo};
use crate::rules::{Game, IllegalMove, Seat, SeatSet, ToMove, says};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (collect_bot_action.run_if(in_state(TablePhase::Waiting)), play_beats.run_if(in_state(TablePhase::Resolving)))
            .chain()
            .in_set(LooSystems::Flow),
    );
}

/// Applies `seat`'s action to the true state and queues its events for the show.
pub(super) fn take_turn(
    the_match: &mut LooMatch,
    queue: &mut LooQueue,
    seat: Seat,
    action: LooAction,
) -> Result<(), IllegalMove> {
    let mut events = Vec::new();
    the_match.state.apply(&[(seat, action)], &mut events)?;
    the_match.record.steps.push(crate::record::Step::Moves(vec![(seat, action)]));
    if events.iter().any(|event| matches!(event, LooEvent::DealStarted { .. } | LooEvent::MatchOver { .. })) {
        let balances = the_match.balances();
        the_match.history.push(balances);
    }
    for event in events {
        let trick_won = matches!(event, LooEvent::TrickWon { .. });
        queue.pending.push_back(Beat::Event(event));
        if trick_won {
            queue.pending.push_back(Beat::SweepTrick);
        }
    }
    queue.pending.push_back(Beat::CatchUp(Box::new(the_match.state.clone())));
    Ok(())
}

fn collect_bot_action(
    mut bots: ResMut<Bots<ThreeCardLoo>>,
    mut the_match: ResMut<LooMatch>,
    mut queue: ResMut<LooQueue>,
    time: Res<Time>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    for (seat, action) in bots.take_ready(time.elapsed_secs()) {
        match take_turn(&mut the_match, &mut queue, seat, action) {
            Ok(()) => next_phase.set(TablePhase::Resolving),
            Err(error) => error!("a computer's {action:?} was refused: {error}"),
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn play_beats(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<LooQueue>,
    mut shown: ResMut<LooShown>,
    mut log: ResMut<GameLog>,
    mut sounds: MessageWriter<SoundCue>,
    the_match: Res<LooMatch>,
    mut turn: ResMut<LooTurn>,
    mut bots: ResMut<Bots<ThreeCardLoo>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    match queue.next_due(time.delta_secs()) {
        Due::Waiting => return,
        Due::Next(beat) => {
            let (seconds, line, cue) = match beat {
                Beat::Event(event) => {
                    let upcoming = queue.pending.iter().find_map(|beat| match beat {
                        Beat::CatchUp(state) => Some(state.as_ref()),
                        _ => None,
                    });
                    let (seconds, cue) = show_event(&event, &mut shown, upcoming, &the_match.names);
                    (seconds, ThreeCardLoo::narrate(&event, &the_match.names), cue)
                }
                Beat::SweepTrick => {
                    sweep_trick(&mut shown);
                    (0.5, None, None)
                }
                Beat::CatchUp(state) => {
                    shown.view = state.view(shown.view.seat);
                    (0.0, None, None)
                }
            };
            tell(&mut log, &mut sounds, line, cue);
            queue.hold(seconds, &settings);
            return;
        }
        Due::Done => {}
    }
    if the_match.state.is_over() {
        end_match(&mut commands, summary(&the_match), &settings, &mut next_phase);
        return;
    }
    shown.banner = None;
    let ToMove::Seat(seat) = the_match.state.to_move() else { return };
    if the_match.seats[seat] == SeatKind::Computer {
        bots.start(
            &the_match.state,
            SeatSet::single(seat),
            the_match.record.steps.len(),
            time.elapsed_secs(),
            &settings,
        );
        next_phase.set(TablePhase::Waiting);
    } else {
        next_phase.set(hand_to_human(&the_match, &mut turn, seat));
    }
}

/// Gives the screen to the human `seat`: behind the cover when another human had it.
fn hand_to_human(the_match: &LooMatch, turn: &mut LooTurn, seat: Seat) -> TablePhase {
    let several = the_match.humans().count() > 1;
    let same_player = turn.last_human == Some(seat);
    turn.up_next = Some(seat);
    turn.last_human = Some(seat);
    if several && !same_player {
        turn.active = None;
        TablePhase::Handoff
    } else {
        TablePhase::Choosing
    }
}

/// The trick on the table goes to its winner and becomes the last trick.
fn sweep_trick(shown: &mut LooShown) {
    let Some(winner) = shown.trick_winner.take() else { return };
    let cards = std::mem::take(&mut shown.trick);
    shown.effects.push(TableEffect::Sweep { cards: cards.clone(), to: winner });
    shown.last_trick = Some((cards, winner));
}

/// Updates what the table shows for one event; returns the beat's length at normal
/// speed and its sound. `upcoming` is the state the step ends in.
fn show_event(
    event: &LooEvent,
    shown: &mut LooShown,
    upcoming: Option<&ThreeCardLoo>,
    names: &[String],
) -> (f32, Option<SoundCue>) {
    let view = &mut shown.view;
    match *event {
        LooEvent::DealStarted { deal, dealer, pool, single, .. } => {
            if let Some(state) = upcoming {
                shown.view = state.view(shown.view.seat);
            }
            shown.trick.clear();
            shown.trick_winner = None;
            let kind = if single { "a single" } else { "with loo money" };
            shown.banner =
                Some(format!("Deal {deal}: {}", says(&names[dealer], &format!("deals. Pool {pool}, {kind}"))));
            (1.3, Some(SoundCue::Deal))
        }
        LooEvent::TurnedUp { card } => {
            shown.banner = Some(format!("{} turned up: {} are trumps", card.name(), card.suit().name()));
            (1.0, Some(SoundCue::Flip))
        }
        LooEvent::AllPlay { reason } => {
            shown.banner = Some(match reason {
                AllPlay::Single => "A single: no miss, everyone plays".to_owned(),
                AllPlay::ClubLaw => "Club law: clubs are trumps, everyone plays".to_owned(),
            });
            (1.3, None)
        }
        LooEvent::Declared { seat, declaration } => {
            shown.banner = None;
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
            shown.effects.push(TableEffect::Chips { seat, amount: amount as i64, label: format!("+{amount} {label}") });
            shown.banner = Some(says(&names[seat], &format!("takes the pool of {amount}: {label}")));
            (1.5, Some(SoundCue::Coin))
        }
        LooEvent::CardPlayed { seat, card } => {
            shown.banner = None;
            if view.seat == seat {
                view.hand = view.hand.without(card);
            }
            view.players[seat].cards_left = view.players[seat].cards_left.saturating_sub(1);
            shown.trick.push((seat, card));
            (0.55, Some(SoundCue::Flip))
        }
        LooEvent::TrickWon { seat, paid, by_miss, .. } => {
            shown.trick_winner = Some(seat);
            view.players[seat].tricks += 1;
            view.players[seat].balance += paid as i64;
            view.pool -= paid;
            let label = if by_miss { "the miss: stays in the pool".to_owned() } else { format!("+{paid}") };
            shown.effects.push(TableEffect::Chips { seat, amount: paid as i64, label });
            (1.0, Some(SoundCue::Coin))
        }
        LooEvent::Looed { seat, paid } => {
            view.players[seat].balance -= paid as i64;
            view.pool += paid;
            shown.effects.push(TableEffect::Chips { seat, amount: -(paid as i64), label: format!("looed: -{paid}") });
            (0.9, Some(SoundCue::Glass))
        }
        LooEvent::BustedOut { seat } => {
            view.players[seat].seating = Seating::Out;
            shown.banner = Some(says(&names[seat], "is out of money and leaves the table"));
            (1.4, Some(SoundCue::Glass))
        }
        LooEvent::MatchOver { winners } => {
            let names: Vec<&str> = winners.iter().map(|seat| names[seat].as_str()).collect();
            let verb = if names.len() > 1 { "clean" } else { "cleans" };
            shown.banner = Some(says(&names.join(" and "), &format!("{verb} up the table!")));
            (0.5, Some(SoundCue::Coin))
        }
    }
}

fn summary(the_match: &LooMatch) -> MatchSummary {
    let names = &the_match.names;
    let winners: Vec<&str> =
        the_match.state.winners().map(|set| set.iter().map(|seat| names[seat].as_str()).collect()).unwrap_or_default();
    let headline = match winners.as_slice() {
        [one] => format!("{one} wins!"),
        several => format!("{} share the win", several.join(" and ")),
    };
    let start = the_match.history.first().cloned().unwrap_or_default();
    let balances = the_match.balances();
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(balances[seat]));
    let standings = order
        .iter()
        .map(|&seat| {
            let change = balances[seat] - start.get(seat).copied().unwrap_or(0);
            format!("{}: {} ({change:+})", names[seat], balances[seat])
        })
        .collect();
    let deals = the_match.state.deals_completed().unwrap_or(0);
    let pool = match the_match.state.pool() {
        0 => String::new(),
        chips => format!(" {chips} chips stay in the pool."),
    };
    MatchSummary {
        headline,
        detail: format!("After {deals} deals, the biggest balance wins.{pool}"),
        standings,
        seed: the_match.record.seed,
    }
}
