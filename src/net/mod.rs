//! Tables across processes: the host is the referee, holding the only true state, and
//! each client plays a seat from what that seat may know. The protocol and the referee
//! know no transport and no window, so they build and are tested with the rules alone.

pub mod arenas;
pub mod background;
pub mod discovery;
#[cfg(test)]
mod host_fuzz;
pub mod hosting;
pub mod joining;
#[cfg(test)]
mod live_fuzz;
pub mod lobby;
pub mod many_seats;
pub mod many_tables;
pub mod own_network;
pub mod phones;
pub mod protocol;
pub mod referee;
pub mod seat_claim;
pub mod seat_player;
pub mod table_client;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
pub mod transport;
#[cfg(test)]
mod wire_privacy;

pub use background::BackgroundHost;
pub use discovery::{Announcer, FoundTable, Reach, TableFinder, TableNotice};
pub use hosting::{
    AfterWait, HostNews, HostOptions, HostedSeat, HostedTable, Opening, host_table, local_address, seats_of_saved,
};
pub use joining::{JoinNews, JoinOptions, Joined, WatchNews, join_table, watch_table};
pub use lobby::{Admission, JoinCode, JoinError, Lobby, LobbyRefusal, LobbyTally, join, rejoin, watch};
pub use many_seats::{RoundTrips, SeatsPlayed, play_many_seats};
pub use many_tables::{TableEnd, TableToOpen, host_tables};
pub use protocol::{PROTOCOL_VERSION, Refusal, SeatPresence, ToClient, ToHost, seats_changed};
pub use referee::{ClientId, Received, Referee, SeatHolder};
pub use seat_claim::{ClaimsKept, HeldClaim, SeatClaim, SeatSecret, tables_with_seats_kept};
pub use seat_player::{Heard, SeatError, SeatPlayer, game_of_first};
pub use table_client::{Entry, JoinStep, Joining, NotSent, TableClient, TableNews};
pub use transport::{Host, HostTurn, Remote, TransportError, since_epoch};
