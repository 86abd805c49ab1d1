//! What the lobby and a joiner say, and the key they say it under. The key comes from
//! SPAKE2 on the code's secret: each side sends one blinded element, and only a side that
//! used the same secret derives the same key. Someone who does not hold the code, whether
//! a joiner or a lobby posing as the table, learns from an exchange only whether the one
//! secret it tried was right: nothing it could test other secrets against afterwards.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use spake2::{Ed25519Group, Identity, Password, Spake2};

use super::super::seat_claim::SeatClaim;
use super::LobbyRefusal;

/// The most a lobby message may weigh: a token is about 2 KB.
pub(super) const MOST_BYTES: usize = 8 << 10;

/// The two sides' names in the exchange: a message of one side is never taken for the
/// other's.
const JOINER: &[u8] = b"saloon joiner";
const HOST: &[u8] = b"saloon host";
/// The byte SPAKE2 puts before each side's element. It is left off the wire, so that a
/// joiner's first message is its version and 32 bytes, as every version's has been: a
/// host of an older version reads the version and says, in words, that it differs.
const JOINER_SIDE: u8 = b'A';
const HOST_SIDE: u8 = b'B';

/// One side's exchange, begun: its element sent, the other's awaited.
pub(super) struct Exchange(Spake2<Ed25519Group>);

impl Exchange {
    /// The joiner's side, on the secret it was given: the exchange and the element to send.
    pub(super) fn joiner(secret: &str) -> (Self, [u8; 32]) {
        let (exchange, element) =
            Spake2::start_a(&Password::new(secret.as_bytes()), &Identity::new(JOINER), &Identity::new(HOST));
        (Exchange(exchange), without_side(&element))
    }

    /// The lobby's side, on the code's secret.
    pub(super) fn host(secret: &str) -> (Self, [u8; 32]) {
        let (exchange, element) =
            Spake2::start_b(&Password::new(secret.as_bytes()), &Identity::new(JOINER), &Identity::new(HOST));
        (Exchange(exchange), without_side(&element))
    }

    /// The key, from the other side's element; `None` where that is no element at all. A
    /// key derived on another secret than the other side's opens nothing it seals.
    pub(super) fn finish(self, theirs: &[u8; 32], their_side: u8) -> Option<SessionKey> {
        let message: Vec<u8> = std::iter::once(their_side).chain(theirs.iter().copied()).collect();
        let shared = self.0.finish(&message).ok()?;
        let digest = Sha256::new().chain_update(b"saloon lobby 2").chain_update(&shared).finalize();
        Some(SessionKey(ChaCha20Poly1305::new(Key::from_slice(&digest))))
    }

    pub(super) fn finish_as_joiner(self, host: &[u8; 32]) -> Option<SessionKey> {
        self.finish(host, HOST_SIDE)
    }

    pub(super) fn finish_as_host(self, joiner: &[u8; 32]) -> Option<SessionKey> {
        self.finish(joiner, JOINER_SIDE)
    }
}

fn without_side(element: &[u8]) -> [u8; 32] {
    element[1..].try_into().expect("an Ed25519 element is 32 bytes after its side")
}

/// The key an exchange gave: each side seals one message under it.
pub(super) struct SessionKey(ChaCha20Poly1305);

impl SessionKey {
    pub(super) fn seal(&self, from_host: bool, bytes: &[u8]) -> Vec<u8> {
        self.0.encrypt(&nonce(from_host), bytes).expect("a lobby message seals")
    }

    /// `sealed` opened, where it was sealed under this key by the other side.
    pub(super) fn open(&self, from_host: bool, sealed: &[u8]) -> Option<Vec<u8>> {
        self.0.decrypt(&nonce(from_host), sealed).ok()
    }
}

/// The nonce of each sealed message: each key seals two, one each way.
fn nonce(from_host: bool) -> Nonce {
    let mut nonce = [0u8; 12];
    nonce[0] = u8::from(from_host) + 1;
    *Nonce::from_slice(&nonce)
}

/// The host's first answer: its element, or a refusal. The order of both enums stays as
/// every version had it, so that a client of any version reads a refusal of its version.
#[derive(Serialize, Deserialize)]
pub(super) enum HostHello {
    Element([u8; 32]),
    Refused(LobbyRefusal),
}

/// What a joiner asks for, sealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Request {
    /// A free seat.
    Seat,
    /// The seat it claimed before, by the claim's secret.
    SeatBack(SeatClaim),
    /// A spectator's place.
    Watch,
}

/// The host's last answer: what was granted, sealed, or a refusal (in the clear, since a
/// joiner with a wrong code could not open it).
#[derive(Serialize, Deserialize)]
pub(super) enum HostAnswer {
    Sealed(Vec<u8>),
    Refused(LobbyRefusal),
}

/// What a joiner is granted: its connect token, and for a seat the claim that takes the
/// seat back.
#[derive(Serialize, Deserialize)]
pub(super) struct Granted {
    pub token: Vec<u8>,
    pub claim: Option<SeatClaim>,
}

/// `bytes` after their length, as one frame.
pub(super) fn frame(bytes: &[u8]) -> Vec<u8> {
    (bytes.len() as u32).to_le_bytes().into_iter().chain(bytes.iter().copied()).collect()
}

/// The frame at the start of `buffer`, taken out of it: `Ok(None)` while it is still
/// coming, an error where it is longer than any lobby message.
pub(super) fn take_frame(buffer: &mut Vec<u8>) -> Result<Option<Vec<u8>>, TooLong> {
    let Some(length) = buffer.first_chunk::<4>().map(|length| u32::from_le_bytes(*length) as usize) else {
        return Ok(None);
    };
    if length > MOST_BYTES {
        return Err(TooLong);
    }
    if buffer.len() < 4 + length {
        return Ok(None);
    }
    let body = buffer[4..4 + length].to_vec();
    buffer.drain(..4 + length);
    Ok(Some(body))
}

/// A frame longer than any lobby message.
#[derive(Debug)]
pub(super) struct TooLong;

pub(super) fn to_bytes<M: Serialize>(message: &M) -> Vec<u8> {
    postcard::to_allocvec(message).expect("a lobby message serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both sides on one secret derive one key; on two secrets, what one seals the other
    /// cannot open, whichever secret it then tries: its element was bound to the one it
    /// started with.
    #[test]
    fn only_sides_on_the_same_secret_share_a_key() {
        let (joiner, to_host) = Exchange::joiner("7KQ2M9XDPA");
        let (host, to_joiner) = Exchange::host("7KQ2M9XDPA");
        let (joiner_key, host_key) =
            (joiner.finish_as_joiner(&to_joiner).expect("a key"), host.finish_as_host(&to_host).expect("a key"));
        let sealed = joiner_key.seal(false, b"a seat, please");
        assert_eq!(host_key.open(false, &sealed).as_deref(), Some(&b"a seat, please"[..]));
        assert_eq!(host_key.open(true, &sealed), None, "a message is never taken for the other side's");

        let (joiner, to_posing_host) = Exchange::joiner("7KQ2M9XDPA");
        let (posing_host, to_joiner) = Exchange::host("AAAAAAAAAA");
        let joiner_key = joiner.finish_as_joiner(&to_joiner).expect("a key");
        let sealed = joiner_key.seal(false, b"a seat, please");
        let posing_key = posing_host.finish_as_host(&to_posing_host).expect("a key");
        assert_eq!(posing_key.open(false, &sealed), None, "a lobby without the code opens the request");
        // Started afresh on the right secret, the posing lobby's element would differ
        // from the one the joiner finished with: the key it derives opens nothing either.
        let (retried, _) = Exchange::host("7KQ2M9XDPA");
        let retried_key = retried.finish_as_host(&to_posing_host).expect("a key");
        assert_eq!(retried_key.open(false, &sealed), None, "the request is open to a guess made afterwards");
    }

    #[test]
    fn frames_are_taken_whole_and_too_long_ones_refused() {
        let mut buffer = frame(b"hello");
        let whole = buffer.split_off(3);
        assert_eq!(take_frame(&mut buffer).ok(), Some(None), "a frame still coming");
        buffer.extend(whole);
        buffer.extend(frame(b"next"));
        assert_eq!(take_frame(&mut buffer).ok(), Some(Some(b"hello".to_vec())));
        assert_eq!(take_frame(&mut buffer).ok(), Some(Some(b"next".to_vec())));
        let mut long = ((MOST_BYTES + 1) as u32).to_le_bytes().to_vec();
        assert!(take_frame(&mut long).is_err());
    }
}
