//! A table watched by an audience (the showcase): while only computers play, what the
//! match hides from the seats is told in words each time the table catches up with the
//! match, so that the room sees every hand. Once a human sits at the table, nothing hidden is told.

use bevy::prelude::*;

use super::flow::CaughtUp;
use super::{AtTable, MatchFlow, TableGame, TableMatch, TableSystems};
use crate::app::Screen;

/// Present while an audience watches; what is hidden, as the table last showed it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Audience {
    pub hidden: Vec<String>,
}

pub(super) fn shared_plugin(app: &mut App) {
    // A new table tells nothing of the last one's cards.
    app.add_systems(OnEnter(Screen::Table), |audience: Option<ResMut<Audience>>| {
        if let Some(mut audience) = audience {
            audience.hidden.clear();
        }
    });
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        tell_the_audience::<G>
            .in_set(TableSystems::Flow)
            .in_set(AtTable(G::GAME))
            .after(MatchFlow)
            .after(super::take_seat::SeatsChange)
            .run_if(resource_exists::<Audience>),
    );
}

fn tell_the_audience<G: TableGame>(
    mut caught_up: MessageReader<CaughtUp>,
    the_match: Res<TableMatch<G>>,
    mut audience: ResMut<Audience>,
) {
    if caught_up.read().count() == 0 {
        return;
    }
    let hidden = match the_match.humans().next() {
        Some(_) => Vec::new(),
        None => the_match.state.hidden_in_words(&the_match.rules, &the_match.names),
    };
    audience.set_if_neq(Audience { hidden });
}
