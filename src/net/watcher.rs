//! A spectator of a table across the network: it reads what the host sends the public,
//! and hands on each event as it comes, to be told. It knows no transport.

use super::protocol::{SeatPresence, ToClient, decode};
use super::seat_player::SeatError;
use crate::games::Registered;
use crate::rules::SeatSet;

/// What one message from the host came to, for a spectator.
#[derive(Clone, Debug, PartialEq)]
pub enum Seen<E> {
    /// The table of `seats` is being watched.
    Watching { seats: usize },
    /// What happened since the last message, in order.
    Events(Vec<E>),
    /// How the seats are held now.
    Seats(Vec<SeatPresence>),
    /// The match is over.
    Over(SeatSet),
}

/// A spectator's client of a table of `G`.
pub struct Watcher<G: Registered> {
    view: Option<G::View>,
    winners: Option<SeatSet>,
}

impl<G: Registered> Default for Watcher<G> {
    fn default() -> Self {
        Watcher { view: None, winners: None }
    }
}

impl<G: Registered> Watcher<G> {
    /// The table as the public last saw it.
    pub fn view(&self) -> Option<&G::View> {
        self.view.as_ref()
    }

    pub fn winners(&self) -> Option<SeatSet> {
        self.winners
    }

    /// Reads one message from the host.
    pub fn hear(&mut self, bytes: &[u8]) -> Result<Seen<G::Event>, SeatError> {
        let message: ToClient<G::View, G::Event, G::Action> = decode(bytes).map_err(SeatError::Unreadable)?;
        match message {
            ToClient::Watching { game, seats } if game == G::ID => Ok(Seen::Watching { seats: usize::from(seats) }),
            ToClient::Watching { game, .. } => Err(SeatError::OtherGame { host: game, client: G::ID.to_owned() }),
            ToClient::Table { view, events, .. } => {
                self.view = Some(view);
                Ok(Seen::Events(events))
            }
            ToClient::Seats(seats) => Ok(Seen::Seats(seats)),
            ToClient::Over { winners } => {
                self.winners = Some(winners);
                Ok(Seen::Over(winners))
            }
            // A spectator sends nothing to be refused, and holds no seat.
            ToClient::Refused(_) | ToClient::Seated { .. } => Ok(Seen::Events(Vec::new())),
        }
    }
}
