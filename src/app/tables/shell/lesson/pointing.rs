//! What the lesson points at on the table: the press that takes what the learner has put
//! together of the pick so far ([`crate::app::tables::shell::OnePress`] where one press makes it) toward the move the step asks for.

use bevy::prelude::*;

use super::LessonInPlay;
use crate::app::session::TablePhase;
use crate::app::tables::shell::{TableApp, TableGame, TableSystems, Turn};

/// What the lesson points at on the table of a game whose requests are `R`: the request
/// to make now.
#[derive(Resource, Debug, PartialEq)]
pub struct Pointed<R>(pub Option<R>);

impl<R> Default for Pointed<R> {
    fn default() -> Self {
        Pointed(None)
    }
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<Pointed<G::Request>>().add_table_systems::<G, _>(TableSystems::Display, point::<G>);
}

fn point<G: TableGame>(
    guide: Option<Res<LessonInPlay<G>>>,
    turn: Res<Turn<G>>,
    phase: Res<State<TablePhase>>,
    so_far: Res<G::PickSoFar>,
    mut pointed: ResMut<Pointed<G::Request>>,
) {
    let asked = guide.and_then(|guide| guide.asked_of_the_learner(&turn, *phase.get()));
    pointed.set_if_neq(Pointed(asked.map(|asked| G::press_toward(asked, &so_far))));
}
