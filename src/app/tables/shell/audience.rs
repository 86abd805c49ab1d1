//! A table watched by an audience (the showcase): while only computers play, what the
//! match hides from the seats is told in words as soon as the match moves (a decision, a
//! deal, a roll), so that the room sees every hand a step ahead of the table's show rather
//! than behind it. Once a human sits at the table, nothing hidden is told.

use bevy::prelude::*;

use super::{AtTable, MatchFlow, TableGame, TableMatch, TableSystems};
use crate::app::Screen;
use crate::text::say;

/// Present while an audience watches; what is hidden now.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Audience {
    pub hidden: Vec<String>,
    /// The steps of the record the words were told for, and whether a human sat then.
    told_for: Option<(usize, bool)>,
}

pub(super) fn shared_plugin(app: &mut App) {
    // A new table tells nothing of the last one's cards.
    app.add_systems(OnEnter(Screen::Table), |audience: Option<ResMut<Audience>>| {
        if let Some(mut audience) = audience {
            *audience = Audience::default();
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

fn tell_the_audience<G: TableGame>(the_match: Res<TableMatch<G>>, mut audience: ResMut<Audience>) {
    let seated = the_match.humans().next().is_some();
    let now = Some((the_match.record.steps.len(), seated));
    if audience.told_for == now {
        return;
    }
    let hidden = match seated {
        true => Vec::new(),
        false => {
            the_match.state.hidden_in_words(&the_match.rules).iter().map(|line| say(line, &the_match.names)).collect()
        }
    };
    *audience = Audience { hidden, told_for: now };
}
