//! Once every human at the table sits out (fallen in a duel, dropped from a deal), the
//! rest is computers only, and computers alike can trade moves for a long time: it plays
//! at a multiple of the game speed until a human has a say again. Never at a table of
//! computers only: a showcase is there to be watched.

use bevy::prelude::*;

use super::{Shown, TableApp, TableGame, TableMatch, TableSystems};
use crate::app::Screen;

/// How many times faster the computers play once every human sits out.
pub const FAST_FORWARD: f32 = 3.0;

/// How fast play runs at any table, besides the game speed: the showcase presenter's
/// ×0.25 to ×4. The computers' fast-forward comes on top.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct PlaySpeed(pub f32);

impl Default for PlaySpeed {
    fn default() -> Self {
        PlaySpeed(1.0)
    }
}

impl PlaySpeed {
    pub const RANGE: std::ops::RangeInclusive<f32> = 0.25..=4.0;
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_table_systems::<G, _>(TableSystems::Display, pace::<G>)
        .add_systems(OnExit(Screen::Table), back_to_normal_pace);
}

/// Whether the play on screen goes on without any of the table's humans: those here,
/// and those playing from elsewhere.
pub fn only_computers_playing<G: TableGame>(the_match: &TableMatch<G>, shown: &Shown<G>) -> bool {
    let mut people = the_match.people().peekable();
    people.peek().is_some() && !the_match.is_over() && people.all(|seat| G::sits_out(&shown.view, seat))
}

fn pace<G: TableGame>(
    the_match: Res<TableMatch<G>>,
    shown: Res<Shown<G>>,
    speed: Res<PlaySpeed>,
    mut time: ResMut<Time<Virtual>>,
) {
    let fast_forward = if only_computers_playing(&the_match, &shown) { FAST_FORWARD } else { 1.0 };
    let pace = speed.0.clamp(*PlaySpeed::RANGE.start(), *PlaySpeed::RANGE.end()) * fast_forward;
    if time.relative_speed() != pace {
        time.set_relative_speed(pace);
    }
}

fn back_to_normal_pace(mut time: ResMut<Time<Virtual>>) {
    time.set_relative_speed(1.0);
}
