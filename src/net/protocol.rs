//! What a host and its clients say to each other, and how it is written on the wire: two
//! bytes of protocol version, then the message in postcard's compact binary form. The
//! version comes first and alone, so a message of another version is told as one, naming
//! both, rather than as garbage.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::rules::{Seat, SeatSet};

/// The version of the messages below; any change to them is a new version.
pub const PROTOCOL_VERSION: u16 = 2;

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
    /// `decision` waits for it, and is empty otherwise.
    Table { decision: u32, view: V, events: Vec<E>, legal: Vec<A> },
    /// The last message was refused, and changed nothing.
    Refused(Refusal),
    /// The match is over.
    Over { winners: SeatSet },
    /// The client watches a table of `seats` playing the game `game`: its tables hold
    /// what the public sees, and it decides nothing.
    Watching { game: String, seats: u8 },
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
