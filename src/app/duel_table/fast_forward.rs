//! Once every human at the table has fallen, the rest of the duel is computers only, and
//! computers alike can trade misses for a long time: it plays at a multiple of the game
//! speed until the next duel deals everyone back in.

use bevy::prelude::*;

use super::{DuelMatch, DuelShown, DuelSystems};
use crate::app::Screen;
use crate::rules::Game;

/// How many times faster a duel of computers only plays.
pub const FAST_FORWARD: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, pace_the_duel.in_set(DuelSystems::Display))
        .add_systems(OnExit(Screen::Table), back_to_normal_pace);
}

/// Whether the duel on screen goes on without any of the table's humans standing (never
/// at a table of computers only: a showcase is there to be watched).
pub fn only_computers_standing(the_match: &DuelMatch, shown: &DuelShown) -> bool {
    let mut humans = the_match.humans().peekable();
    humans.peek().is_some() && !the_match.state.is_over() && humans.all(|seat| !shown.view.players[seat].alive)
}

fn pace_the_duel(the_match: Res<DuelMatch>, shown: Res<DuelShown>, mut time: ResMut<Time<Virtual>>) {
    let pace = if only_computers_standing(&the_match, &shown) { FAST_FORWARD } else { 1.0 };
    if time.relative_speed() != pace {
        time.set_relative_speed(pace);
    }
}

fn back_to_normal_pace(mut time: ResMut<Time<Virtual>>) {
    time.set_relative_speed(1.0);
}
