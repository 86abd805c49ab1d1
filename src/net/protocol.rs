//! What a host and its clients say to each other, and how it is written on the wire: two
//! bytes of protocol version, then the message in postcard's compact binary form. The
//! version comes first and alone, so a message of another version is told as one, naming
//! both, rather than as garbage.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::rules::{Seat, SeatSet};

/// The version of the messages below; any change to them is a new version.
pub const PROTOCOL_VERSION: u16 = 4;

/// What a client sends the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToHost<A> {
    /// `seat`'s decision at the table's decision number `decision` (from 0): the one the
    /// last update asked it for.
    Decide { seat: Seat, decision: u32, action: A },
}

/// What the host sends a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToClient<V, E, A> {
    /// The client holds `seat` at a table of `seats` playing the game `game`.
    Seated { game: String, seat: Seat, seats: u8 },
    /// The table as the client's seat sees it, after `events` (those of the seat's events
    /// it had not been sent). `legal` lists the seat's choices when decision number
    /// `decision` waits for it, and is empty otherwise; `thinking` holds the seats the
    /// table waits on, those to decide that have not (as a table shows who has laid
    /// their card face down, and who has not).
    Table { decision: u32, view: V, events: Vec<E>, legal: Vec<A>, thinking: SeatSet },
    /// How each seat is held, in seat order: sent to every client when it changes, and
    /// to each as it connects.
    Seats(Vec<SeatPresence>),
    /// The last message was refused, and changed nothing.
    Refused(Refusal),
    /// The match is over.
    Over { winners: SeatSet },
    /// The client watches a table of `seats` playing the game `game`: its tables hold
    /// what the public sees, and it decides nothing.
    Watching { game: String, seats: u8 },
}

/// How a seat of a hosted table is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatPresence {
    /// A computer on the host plays it: one of the host's, or one that took the seat of a
    /// client gone too long.
    Computer,
    /// It waits for its first client.
    Free,
    /// Its client is connected.
    Connected,
    /// Its client's connection was lost: the seat waits `wait_left_ms` more for it to
    /// come back, then a computer takes it; or, where `None`, the table waits for it as
    /// long as it takes.
    Dropped { wait_left_ms: Option<u32> },
}

impl SeatPresence {
    /// Whether `self` and `other` tell the same of the seat, whatever the wait left.
    pub fn alike(self, other: SeatPresence) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }
}

/// The seats whose holding `now` tells anew after `before`, each with what it tells:
/// every seat where nothing was told before.
pub fn seats_changed(before: &[SeatPresence], now: &[SeatPresence]) -> Vec<(Seat, SeatPresence)> {
    now.iter()
        .enumerate()
        .filter(|(seat, presence)| before.get(*seat).is_none_or(|was| !was.alike(**presence)))
        .map(|(seat, presence)| (seat, *presence))
        .collect()
}

/// Why the host refused a message. None changes the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum Refusal {
    #[error("the host speaks protocol version {host} and this client version {client}: both must run the same Saloon")]
    Version { host: u16, client: u16 },
    #[error("the message could not be read")]
    Malformed,
    #[error("too many messages, too fast")]
    Flooding,
    #[error("the host does not know this client")]
    UnknownClient,
    #[error("this client holds seat {yours}, not seat {sent}")]
    OtherSeat { yours: Seat, sent: Seat },
    #[error("the decision was for decision {sent}; the table is at decision {now}")]
    Stale { now: u32, sent: u32 },
    #[error("seat {seat} is not to move now")]
    NotToMove { seat: Seat },
    #[error("seat {seat} has already decided")]
    AlreadyDecided { seat: Seat },
    #[error("the rules do not allow that now")]
    Illegal,
    #[error("the match is over")]
    Over,
    #[error("a spectator decides nothing")]
    Watching,
}

/// `message` as it goes on the wire.
pub fn encode<M: Serialize>(message: &M) -> Vec<u8> {
    let mut bytes = PROTOCOL_VERSION.to_le_bytes().to_vec();
    let body = postcard::to_allocvec(message).expect("a protocol message always serializes");
    bytes.extend(body);
    bytes
}

/// The message `bytes` carry: refused as another version, or as malformed where it does
/// not read or leaves bytes unread.
pub fn decode<M: DeserializeOwned>(bytes: &[u8]) -> Result<M, Refusal> {
    let Some((version, body)) = bytes.split_first_chunk::<2>() else { return Err(Refusal::Malformed) };
    let client = u16::from_le_bytes(*version);
    if client != PROTOCOL_VERSION {
        return Err(Refusal::Version { host: PROTOCOL_VERSION, client });
    }
    match postcard::take_from_bytes(body) {
        Ok((message, [])) => Ok(message),
        _ => Err(Refusal::Malformed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Sent = ToHost<u8>;

    #[test]
    fn a_message_reads_back_as_it_was_written() {
        let sent = Sent::Decide { seat: 2, decision: 41, action: 7 };
        assert_eq!(decode::<Sent>(&encode(&sent)), Ok(sent));
    }

    /// A seat's holding is told anew when it changes, not as its wait runs down; every
    /// seat is new to a client told nothing yet.
    #[test]
    fn a_seat_is_told_anew_when_its_holding_changes_not_its_wait() {
        use SeatPresence::*;
        let before = [Connected, Dropped { wait_left_ms: Some(60_000) }, Free, Computer];
        let now = [Dropped { wait_left_ms: None }, Dropped { wait_left_ms: Some(30_000) }, Connected, Computer];
        assert_eq!(seats_changed(&before, &now), [(0, Dropped { wait_left_ms: None }), (2, Connected)]);
        assert_eq!(seats_changed(&[], &now[..2]), [(0, now[0]), (1, now[1])]);
        let seats: ToClient<(), (), ()> = ToClient::Seats(now.to_vec());
        assert_eq!(decode::<ToClient<(), (), ()>>(&encode(&seats)), Ok(seats));
    }

    #[test]
    fn another_version_is_refused_naming_both() {
        let mut bytes = encode(&Sent::Decide { seat: 0, decision: 0, action: 1 });
        bytes[..2].copy_from_slice(&(PROTOCOL_VERSION + 1).to_le_bytes());
        let refusal = decode::<Sent>(&bytes).expect_err("another version");
        assert_eq!(refusal, Refusal::Version { host: PROTOCOL_VERSION, client: PROTOCOL_VERSION + 1 });
        let told = refusal.to_string();
        assert!(told.contains(&PROTOCOL_VERSION.to_string()) && told.contains(&(PROTOCOL_VERSION + 1).to_string()));
    }

    #[test]
    fn short_truncated_and_padded_messages_are_malformed() {
        let bytes = encode(&Sent::Decide { seat: 1, decision: 300, action: 9 });
        assert_eq!(decode::<Sent>(&bytes[..1]), Err(Refusal::Malformed));
        assert_eq!(decode::<Sent>(&bytes[..bytes.len() - 1]), Err(Refusal::Malformed));
        let mut padded = bytes.clone();
        padded.push(0);
        assert_eq!(decode::<Sent>(&padded), Err(Refusal::Malformed));
    }
}
