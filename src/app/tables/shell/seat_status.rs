//! How each seat stands beside what its view shows, whoever referees the match: thinking,
//! its decision in, and at a joined table a player whose connection dropped, with the
//! wait the host gives them running down. Each game's plates read it, so that a table of
//! computers here and a table joined over the network say the same in the same words.

use bevy::prelude::*;

use super::{AtTable, MatchFlow, TableGame, TableMode, TableSystems, Turn};
use crate::app::bots::Bots;
use crate::rules::{Line, Seat, SeatSet};

/// Each seat's standing beside the view, as the shell knows it this frame.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SeatStatus {
    pub(super) thinking: SeatSet,
    pub(super) ready: SeatSet,
    /// The seats of a joined table no player has taken yet.
    pub(super) free: SeatSet,
    /// The seats whose player dropped, each with the whole seconds left of its wait
    /// (`None` where the table waits as long as it takes).
    pub(super) dropped: Vec<(Seat, Option<u32>)>,
}

impl SeatStatus {
    /// `seat`'s player dropped, in words with the wait left; `None` while connected.
    pub fn dropped(&self, seat: Seat) -> Option<Line> {
        let &(_, wait) = self.dropped.iter().find(|(dropped, _)| *dropped == seat)?;
        Some(match wait {
            Some(seconds) => Line::new("status-dropped-wait").number("seconds", seconds),
            None => Line::new("status-dropped"),
        })
    }

    /// `seat`'s standing in words, where the shell knows one: dropped, free for a player,
    /// thinking, or its decision in.
    pub fn line(&self, seat: Seat) -> Option<Line> {
        self.dropped(seat).or_else(|| {
            if self.free.contains(seat) {
                Some(Line::new("status-free"))
            } else if self.thinking.contains(seat) {
                Some(Line::new("status-thinking"))
            } else {
                self.ready.contains(seat).then(|| Line::new("status-ready"))
            }
        })
    }
}

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<SeatStatus>();
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        status_here::<G>
            .in_set(TableSystems::Flow)
            .in_set(AtTable(G::GAME))
            .after(MatchFlow)
            .run_if(not(in_state(TableMode::Joined))),
    );
}

/// At a table refereed here: the computers thinking, and the decisions in.
fn status_here<G: TableGame>(bots: Res<Bots<G>>, turn: Res<Turn<G>>, mut status: ResMut<SeatStatus>) {
    let seats = 0..turn.decided.len();
    let thinking = seats.clone().filter(|&seat| bots.is_thinking_for(seat)).fold(SeatSet::EMPTY, SeatSet::with);
    let ready = seats.filter(|&seat| turn.has_decided(seat)).fold(SeatSet::EMPTY, SeatSet::with);
    status.set_if_neq(SeatStatus { thinking, ready, free: SeatSet::EMPTY, dropped: Vec::new() });
}
