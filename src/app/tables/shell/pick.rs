//! What the seat at the screen has put together of its pick before locking it in (the
//! game's [`TableGame::PickSoFar`]: the dice kept aside, the card held up), begun afresh
//! when a seat takes the screen to choose.

use bevy::prelude::*;

use super::{AtTable, TableGame};
use crate::app::session::TablePhase;

/// The pick of a game where one press makes a whole move: nothing is put together first.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnePress;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<G::PickSoFar>()
        .add_systems(OnEnter(TablePhase::Choosing), pick_afresh::<G>.in_set(AtTable(G::GAME)));
}

fn pick_afresh<G: TableGame>(mut so_far: ResMut<G::PickSoFar>) {
    G::pick_afresh(&mut so_far);
}
