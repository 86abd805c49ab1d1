//! A passer-by takes a computer's seat at a table under way (the showcase's "take a
//! seat"): from the next decision on that seat is a human's, the table is drawn for them,
//! and with two humans or more the screen is handed over behind the cover.

use bevy::prelude::*;

use super::flow::{StepShown, next_human_phase};
use super::{AtTable, MatchFlow, Shown, TableGame, TableMatch, TableSystems, Turn};
use crate::app::bots::Bots;
use crate::app::session::TablePhase;
use crate::games::SeatKind;
use crate::rules::Seat;

/// Asks for a computer's seat to be played by a human from the next decision on.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeSeat(pub Seat);

/// Where the seats change hands within a frame: after the match's flow, before anything
/// that follows who sits where (who is at the screen, whose secrets may show).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatsChange;

/// The seats asked for, waiting for the next decision.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatsAskedFor(pub Vec<Seat>);

pub(super) fn shared_plugin(app: &mut App) {
    app.configure_sets(Update, SeatsChange.after(MatchFlow))
        .add_message::<TakeSeat>()
        .init_resource::<SeatsAskedFor>()
        // Noted even while play is held: a seat asked for during a pause is not lost.
        .add_systems(Update, note_asked.run_if(in_state(crate::app::Screen::Table)))
        .add_systems(OnExit(crate::app::Screen::Table), |mut asked: ResMut<SeatsAskedFor>| asked.0.clear());
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        seat_the_humans::<G>.in_set(TableSystems::Flow).in_set(AtTable(G::GAME)).in_set(SeatsChange),
    );
}

fn note_asked(mut asks: MessageReader<TakeSeat>, mut asked: ResMut<SeatsAskedFor>) {
    for &TakeSeat(seat) in asks.read() {
        if !asked.0.contains(&seat) {
            asked.0.push(seat);
        }
    }
}

/// Between two steps, the seats asked for become humans': their computers stop thinking,
/// and the screen goes to whoever of the humans decides next.
fn seat_the_humans<G: TableGame>(
    mut steps: MessageReader<StepShown>,
    mut asked: ResMut<SeatsAskedFor>,
    mut the_match: ResMut<TableMatch<G>>,
    mut bots: ResMut<Bots<G>>,
    mut turn: ResMut<Turn<G>>,
    mut shown: ResMut<Shown<G>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    if steps.read().count() == 0 || asked.0.is_empty() {
        return;
    }
    let seats = the_match.seats.len();
    let had_humans = the_match.humans().next().is_some();
    for seat in asked.0.drain(..).filter(|&seat| seat < seats) {
        the_match.seats[seat] = SeatKind::Human;
        bots.stop(seat);
        turn.decided[seat] = None;
        if !had_humans {
            // The first human at the screen: the table is drawn for them from now on.
            shown.seat = seat;
            shown.view = the_match.view(seat);
        }
    }
    next_phase.set(next_human_phase(&the_match, &mut turn));
}
