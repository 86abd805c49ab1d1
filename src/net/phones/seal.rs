//! Every frame between a phone and the host is sealed, because the page travels over
//! plain HTTP on a shared Wi-Fi, where a neighbour can read it. Each connection agrees
//! its own key: both sides send an X25519 public key in the clear, and each stretches the
//! shared secret with HKDF-SHA256 salted with the table's secret, which reaches the phone
//! in the address's fragment (never sent in a request). A side that does not hold the
//! table's secret derives other keys, and opens nothing: the host drops a phone whose
//! first frame does not open. ChaCha20-Poly1305 seals each frame under a counter that
//! goes up by one a frame, each way its own key, so a frame replayed, dropped or
//! reordered fails to open.
//!
//! The page does the same with @noble/curves, @noble/hashes and @noble/ciphers
//! (`assets/web/seal.js`): the layout below is the one both follow.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use hkdf::Hkdf;
use renet_netcode::generate_random_bytes;
use sha2::Sha256;
use x25519_dalek::{PublicKey, StaticSecret};

/// The version of the phone's frames and of this exchange; the first frame each way
/// begins with it.
pub const PHONE_PROTOCOL: u16 = 1;
/// What the keys are derived for, so that no other use of the same secrets gives them.
const KEYS_FOR: &[u8] = b"saloon phone 1";
/// A side's opening frame: the version, then its public key.
pub const OPENING_BYTES: usize = 2 + 32;

/// One side's half of the exchange: its secret key, kept until the other's public key
/// arrives.
pub struct Opening {
    secret: StaticSecret,
    public: [u8; 32],
}

impl Opening {
    /// A fresh key pair from the system's randomness.
    pub fn new() -> Self {
        let secret = StaticSecret::from(generate_random_bytes::<32>());
        let public = PublicKey::from(&secret).to_bytes();
        Opening { secret, public }
    }

    /// The opening frame this side sends: the version and its public key.
    pub fn frame(&self) -> Vec<u8> {
        PHONE_PROTOCOL.to_le_bytes().iter().chain(&self.public).copied().collect()
    }

    /// The sealer of the host's side, from the phone's opening frame and the table's
    /// secret.
    pub fn host_side(self, phone_public: &[u8; 32], table_secret: &str) -> Sealer {
        let host_public = self.public;
        self.finish(phone_public, table_secret, phone_public, &host_public, Side::Host)
    }

    /// The sealer of the phone's side, from the host's opening frame and the table's
    /// secret.
    pub fn phone_side(self, host_public: &[u8; 32], table_secret: &str) -> Sealer {
        let phone_public = self.public;
        self.finish(host_public, table_secret, &phone_public, host_public, Side::Phone)
    }

    fn finish(
        self,
        theirs: &[u8; 32],
        table_secret: &str,
        phone_public: &[u8; 32],
        host_public: &[u8; 32],
        side: Side,
    ) -> Sealer {
        let shared = self.secret.diffie_hellman(&PublicKey::from(*theirs));
        let stretch = Hkdf::<Sha256>::new(Some(table_secret.as_bytes()), shared.as_bytes());
        let info: Vec<u8> = KEYS_FOR.iter().chain(phone_public).chain(host_public).copied().collect();
        let mut keys = [0u8; 64];
        stretch.expand(&info, &mut keys).expect("64 bytes is well within what HKDF-SHA256 gives");
        let (to_host, to_phone) = keys.split_at(32);
        let cipher = |key: &[u8]| ChaCha20Poly1305::new(Key::from_slice(key));
        let (sending, receiving) = match side {
            Side::Host => (cipher(to_phone), cipher(to_host)),
            Side::Phone => (cipher(to_host), cipher(to_phone)),
        };
        Sealer { sending, receiving, sent: 0, received: 0 }
    }
}

impl Default for Opening {
    fn default() -> Self {
        Opening::new()
    }
}

#[derive(Clone, Copy)]
enum Side {
    Host,
    Phone,
}

/// The version and public key an opening frame carries, where it is one of this version.
pub fn read_opening(frame: &[u8]) -> Result<[u8; 32], OpeningError> {
    let (version, public) = frame.split_first_chunk::<2>().ok_or(OpeningError::Garbled)?;
    let version = u16::from_le_bytes(*version);
    if version != PHONE_PROTOCOL {
        return Err(OpeningError::Version { host: PHONE_PROTOCOL, phone: version });
    }
    public.try_into().map_err(|_| OpeningError::Garbled)
}

/// Why an opening frame was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningError {
    Garbled,
    Version { host: u16, phone: u16 },
}

/// One connection's keys, each way, and how many frames each way has carried.
pub struct Sealer {
    sending: ChaCha20Poly1305,
    receiving: ChaCha20Poly1305,
    sent: u64,
    received: u64,
}

impl Sealer {
    /// `bytes` sealed as the next frame this side sends.
    pub fn seal(&mut self, bytes: &[u8]) -> Vec<u8> {
        let sealed = self.sending.encrypt(&nonce(self.sent), bytes).expect("a frame of any length seals");
        self.sent += 1;
        sealed
    }

    /// The next frame from the other side, opened; `None` where it was not sealed by it
    /// under these keys as its next frame.
    pub fn open(&mut self, sealed: &[u8]) -> Option<Vec<u8>> {
        let opened = self.receiving.decrypt(&nonce(self.received), sealed).ok()?;
        self.received += 1;
        Some(opened)
    }
}

/// The nonce of a side's frame number `count`: the count in its first eight bytes, little
/// end first.
fn nonce(count: u64) -> Nonce {
    let mut nonce = [0u8; 12];
    nonce[..8].copy_from_slice(&count.to_le_bytes());
    *Nonce::from_slice(&nonce)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(host_secret: &str, phone_secret: &str) -> (Sealer, Sealer) {
        let (host, phone) = (Opening::new(), Opening::new());
        let host_public = read_opening(&host.frame()).expect("an opening of this version");
        let phone_public = read_opening(&phone.frame()).expect("an opening of this version");
        (host.host_side(&phone_public, host_secret), phone.phone_side(&host_public, phone_secret))
    }

    #[test]
    fn frames_open_on_the_other_side_in_order() {
        let (mut host, mut phone) = pair("7KQ2M9XDPA", "7KQ2M9XDPA");
        for text in ["first", "second", "third"] {
            let sealed = phone.seal(text.as_bytes());
            assert!(!sealed.windows(text.len()).any(|window| window == text.as_bytes()), "sealed, not in clear");
            assert_eq!(host.open(&sealed).as_deref(), Some(text.as_bytes()));
        }
        let answer = host.seal(b"answer");
        assert_eq!(phone.open(&answer).as_deref(), Some(&b"answer"[..]));
    }

    #[test]
    fn a_phone_without_the_tables_secret_opens_nothing() {
        let (mut host, mut phone) = pair("7KQ2M9XDPA", "7KQ2M9XDPB");
        assert_eq!(host.open(&phone.seal(b"hello")), None);
        assert_eq!(phone.open(&host.seal(b"hello")), None);
    }

    #[test]
    fn a_frame_replayed_or_sent_back_does_not_open() {
        let (mut host, mut phone) = pair("7KQ2M9XDPA", "7KQ2M9XDPA");
        let first = phone.seal(b"decide 3");
        assert!(host.open(&first).is_some());
        assert_eq!(host.open(&first), None, "replayed");
        let from_host = host.seal(b"table");
        assert_eq!(host.open(&from_host), None, "a side's own frame reflected");
    }

    #[test]
    fn an_opening_of_another_version_names_both() {
        let mut frame = Opening::new().frame();
        frame[..2].copy_from_slice(&7u16.to_le_bytes());
        assert_eq!(read_opening(&frame), Err(OpeningError::Version { host: PHONE_PROTOCOL, phone: 7 }));
        assert_eq!(read_opening(&Opening::new().frame()[..5]), Err(OpeningError::Garbled));
    }
}
