//! The lobby: how a joiner holding the join code gets a seat's connect token, and nobody
//! else does. A connect token carries its connection's keys in the clear, so it travels
//! sealed: over TCP, on the port the table's UDP uses, the two sides exchange ephemeral
//! X25519 keys; each derives one key from the exchange and the code's secret; the joiner
//! proves it holds the code by sealing its request under that key, and the host answers
//! with the token sealed under it. A joiner without the code, or of another version, or
//! at a full table, is told so in words. A spectator holding the code asks to watch
//! instead, and is given a token of its own, never a seat's.
//!
//! What it does not protect against: someone who holds the code can take a free seat (as
//! anyone the code is read out to can); someone able to sit between the joiner and the
//! host, and change their packets, can guess the code offline from what the joiner sent,
//! ten letters of 32 being about 2^50 tries; and the lobby answers one guess for each
//! connection without slowing down.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use renet_netcode::{ConnectToken, NETCODE_KEY_BYTES, generate_random_bytes};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use x25519_dalek::{PublicKey, StaticSecret};

use super::protocol::PROTOCOL_VERSION;
use super::referee::ClientId;
use super::transport::make_token;

/// The letters of a code's secret: digits and capitals, without I, L, O and U, which
/// are misread.
const CODE_LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH: usize = 10;
/// The most a lobby message may weigh: a token is about 2 KB.
const MOST_BYTES: usize = 8 << 10;
/// How long either side waits on the other before giving up.
const PATIENCE: Duration = Duration::from_secs(5);

/// What a host prints and a joiner types: a secret a person can read out, and the host's
/// address, in one word (`7KQ2M9XDPA@192.168.1.20:5000`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinCode {
    pub secret: String,
    pub address: SocketAddr,
}

impl JoinCode {
    /// A new secret, from the system's randomness, for a table at `address`.
    pub fn new(address: SocketAddr) -> Self {
        let random = generate_random_bytes::<CODE_LENGTH>();
        let secret = random.iter().map(|byte| char::from(CODE_LETTERS[usize::from(byte % 32)])).collect();
        JoinCode { secret, address }
    }
}

impl std::fmt::Display for JoinCode {
    fn fmt(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(formatter, "{}@{}", self.secret, self.address)
    }
}

/// Why a join code does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinCodeError {
    #[error("a join code is its secret, `@` and the host's address, as `7KQ2M9XDPA@192.168.1.20:5000`")]
    NoAddress,
    #[error("a join code's secret is {CODE_LENGTH} letters and digits, not `{0}`")]
    Secret(String),
    #[error("`{0}` is no address and port")]
    Address(String),
}

impl std::str::FromStr for JoinCode {
    type Err = JoinCodeError;

    /// Read as a person may type it: in small letters, with I, L and O for 1, 1 and 0.
    fn from_str(code: &str) -> Result<Self, JoinCodeError> {
        let (secret, address) = code.trim().split_once('@').ok_or(JoinCodeError::NoAddress)?;
        let read: String = secret
            .chars()
            .map(|letter| match letter.to_ascii_uppercase() {
                'I' | 'L' => '1',
                'O' => '0',
                other => other,
            })
            .collect();
        if read.len() != CODE_LENGTH || !read.bytes().all(|letter| CODE_LETTERS.contains(&letter)) {
            return Err(JoinCodeError::Secret(secret.to_owned()));
        }
        let address = address.parse().map_err(|_| JoinCodeError::Address(address.to_owned()))?;
        Ok(JoinCode { secret: read, address })
    }
}

/// Why the lobby turned a joiner away.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum LobbyRefusal {
    #[error("the join code is wrong")]
    WrongCode,
    #[error("every seat of the table is taken")]
    TableFull,
    #[error("the table has no room for another spectator")]
    NoRoomToWatch,
    #[error("the host speaks protocol version {host} and this client version {client}: both must run the same Saloon")]
    Version { host: u16, client: u16 },
}

/// Why a join did not give a token.
#[derive(Debug, thiserror::Error)]
pub enum JoinError {
    #[error("the host refused: {0}")]
    Refused(LobbyRefusal),
    #[error("the host did not answer: {0}")]
    Io(#[from] std::io::Error),
    #[error("the host's answer did not read")]
    Garbled,
}

/// The host's first answer: its key, or a refusal.
#[derive(Serialize, Deserialize)]
enum HostHello {
    Key([u8; 32]),
    Refused(LobbyRefusal),
}

/// The host's last answer: the token sealed, or a refusal.
#[derive(Serialize, Deserialize)]
enum HostAnswer {
    Sealed(Vec<u8>),
    Refused(LobbyRefusal),
}

/// What the joiner seals, to prove it holds the code; a joiner coming back adds the
/// client id it had, to be given its own seat again where it is free.
const REQUEST: &[u8] = b"a seat, please";
/// What a spectator seals instead.
const WATCH_REQUEST: &[u8] = b"to watch, please";

/// The spectators' client ids: from here up, far above any seat's.
const WATCHERS_FROM: ClientId = 1 << 32;
/// The most spectators a lobby lets in.
pub const MOST_WATCHERS: usize = 16;

/// Whether `client` is a spectator's id, as the lobby hands them out.
pub fn is_watcher(client: ClientId) -> bool {
    client >= WATCHERS_FROM
}

/// The key both sides derive from the exchange and the code.
fn session_key(secret: &str, shared: &[u8; 32], joiner: &[u8; 32], host: &[u8; 32]) -> ChaCha20Poly1305 {
    let digest = Sha256::new()
        .chain_update(b"saloon lobby 1")
        .chain_update(secret.as_bytes())
        .chain_update(shared)
        .chain_update(joiner)
        .chain_update(host)
        .finalize();
    ChaCha20Poly1305::new(Key::from_slice(&digest))
}

/// The nonce of each sealed message: each key seals two, one each way.
fn nonce(from_host: bool) -> Nonce {
    let mut nonce = [0u8; 12];
    nonce[0] = u8::from(from_host) + 1;
    *Nonce::from_slice(&nonce)
}

/// Writes `bytes` after their length, in one write: a frame split in two would wait on
/// the other side's delayed acknowledgement, some 40 ms a frame.
fn write_frame(stream: &mut TcpStream, bytes: &[u8]) -> std::io::Result<()> {
    let frame: Vec<u8> = (bytes.len() as u32).to_le_bytes().into_iter().chain(bytes.iter().copied()).collect();
    stream.write_all(&frame)
}

fn read_frame(stream: &mut TcpStream) -> std::io::Result<Vec<u8>> {
    let mut length = [0u8; 4];
    stream.read_exact(&mut length)?;
    let length = u32::from_le_bytes(length) as usize;
    if length > MOST_BYTES {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, "a lobby message too long"));
    }
    let mut bytes = vec![0; length];
    stream.read_exact(&mut bytes)?;
    Ok(bytes)
}

fn new_secret() -> StaticSecret {
    StaticSecret::from(generate_random_bytes::<32>())
}

/// The seats a lobby hands out, and what it makes their tokens with.
struct Seats {
    free: Vec<ClientId>,
    /// The seats handed only to a joiner that names them, as often as it asks.
    reserved: Vec<ClientId>,
    /// The seats whose tokens were handed out and whose clients have not connected yet,
    /// each since when.
    unclaimed: BTreeMap<ClientId, Instant>,
    /// The spectators let in so far.
    watchers: usize,
    private_key: [u8; NETCODE_KEY_BYTES],
    table: SocketAddr,
}

/// A host's lobby, answering joiners on its own thread until it is dropped.
pub struct Lobby {
    stop: Arc<AtomicBool>,
    /// Where a connection wakes the lobby's thread from its accept.
    wake: SocketAddr,
    thread: Option<JoinHandle<()>>,
    seats: Arc<Mutex<Seats>>,
}

impl Lobby {
    /// Opens a lobby on `listener` for the table at `table` (its UDP address): each joiner
    /// holding `code`'s secret gets one of the `free` clients' tokens, made with
    /// `private_key`.
    pub fn open(
        listener: TcpListener,
        code: &JoinCode,
        free: Vec<ClientId>,
        private_key: [u8; NETCODE_KEY_BYTES],
    ) -> std::io::Result<Self> {
        let stop = Arc::new(AtomicBool::new(false));
        let seats = Arc::new(Mutex::new(Seats {
            free,
            reserved: Vec::new(),
            unclaimed: BTreeMap::new(),
            watchers: 0,
            private_key,
            table: code.address,
        }));
        let wake = wake_address(listener.local_addr()?);
        let secret = code.secret.clone();
        let stopping = stop.clone();
        let handed_out = seats.clone();
        // The thread sleeps in accept until a joiner comes: many tables' lobbies cost
        // their host nothing while they wait.
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming() {
                if stopping.load(Ordering::Relaxed) {
                    return;
                }
                match stream {
                    // A joiner who breaks off is its own loss: the lobby goes on.
                    Ok(stream) => drop(answer(stream, &secret, &handed_out)),
                    // Out of file handles, say: a moment before the next try.
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Ok(Lobby { stop, wake, thread: Some(thread), seats })
    }

    /// Keeps `client`'s seat for the joiner that names it: no other is handed it.
    pub fn reserve(&self, client: ClientId) {
        let mut seats = self.seats.lock().expect("the lobby's seats");
        seats.free.retain(|free| *free != client);
        if !seats.reserved.contains(&client) {
            seats.reserved.push(client);
        }
    }

    /// Offers `client`'s seat again: its client left, and may come back.
    pub fn reopen(&self, client: ClientId) {
        let mut seats = self.seats.lock().expect("the lobby's seats");
        if !seats.free.contains(&client) && !seats.reserved.contains(&client) {
            seats.free.push(client);
        }
    }

    /// Offers `client`'s seat no more: a computer took it.
    pub fn close(&self, client: ClientId) {
        let mut seats = self.seats.lock().expect("the lobby's seats");
        seats.free.retain(|free| *free != client);
        seats.reserved.retain(|reserved| *reserved != client);
        seats.unclaimed.remove(&client);
    }

    /// `client` connected with the token it was handed.
    pub fn claimed(&self, client: ClientId) {
        self.seats.lock().expect("the lobby's seats").unclaimed.remove(&client);
    }

    /// Offers again each seat whose token was handed out longer than `patience` ago and
    /// never used: its joiner went before it connected, and the seat would wait for
    /// nobody. Returns those seats' clients.
    pub fn take_back_unclaimed(&self, patience: Duration) -> Vec<ClientId> {
        let mut seats = self.seats.lock().expect("the lobby's seats");
        let lapsed: Vec<ClientId> = seats
            .unclaimed
            .iter()
            .filter(|(_, since)| since.elapsed() >= patience)
            .map(|(client, _)| *client)
            .collect();
        for client in &lapsed {
            seats.unclaimed.remove(client);
            if !seats.free.contains(client) && !seats.reserved.contains(client) {
                seats.free.push(*client);
            }
        }
        lapsed
    }
}

impl Drop for Lobby {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        // Where the wake cannot connect, the thread is left to end with the process
        // rather than waited on for ever.
        let woken = TcpStream::connect_timeout(&self.wake, PATIENCE).is_ok();
        if let Some(thread) = self.thread.take().filter(|_| woken) {
            let _ = thread.join();
        }
    }
}

/// Where a lobby listening at `listening` is reached from this machine: a listener on
/// every address is reached on the loopback.
fn wake_address(listening: SocketAddr) -> SocketAddr {
    let ip = match listening.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, listening.port())
}

/// The lobby's side of one join.
fn answer(mut stream: TcpStream, secret: &str, seats: &Mutex<Seats>) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(PATIENCE))?;
    stream.set_write_timeout(Some(PATIENCE))?;
    let hello = read_frame(&mut stream)?;
    let (Some((version, joiner)), 34) = (hello.split_first_chunk::<2>(), hello.len()) else {
        return Ok(());
    };
    let client = u16::from_le_bytes(*version);
    if client != PROTOCOL_VERSION {
        let refused = HostHello::Refused(LobbyRefusal::Version { host: PROTOCOL_VERSION, client });
        return write_frame(&mut stream, &postcard::to_allocvec(&refused).expect("a lobby message"));
    }
    let joiner: [u8; 32] = joiner.try_into().expect("32 bytes after the version");
    let ours = new_secret();
    let host = PublicKey::from(&ours).to_bytes();
    write_frame(&mut stream, &postcard::to_allocvec(&HostHello::Key(host)).expect("a lobby message"))?;
    let shared = ours.diffie_hellman(&PublicKey::from(joiner)).to_bytes();
    let key = session_key(secret, &shared, &joiner, &host);
    let request = read_frame(&mut stream)?;
    let opened = key.decrypt(&nonce(false), request.as_slice()).ok();
    let opened = opened.as_deref();
    let answer = match (opened.and_then(|opened| opened.strip_prefix(REQUEST)), opened == Some(WATCH_REQUEST)) {
        (Some(rest), _) => {
            // A joiner coming back names the client it was.
            let wanted = <[u8; 8]>::try_from(rest).ok().map(ClientId::from_le_bytes);
            let mut seats = seats.lock().expect("the lobby's seats");
            let own_seat = wanted.filter(|wanted| seats.free.contains(wanted) || seats.reserved.contains(wanted));
            match own_seat.or(seats.free.first().copied()) {
                None => HostAnswer::Refused(LobbyRefusal::TableFull),
                Some(client) => {
                    let sealed = seal_token(&key, &seats, client)?;
                    seats.free.retain(|free| *free != client);
                    seats.unclaimed.insert(client, Instant::now());
                    sealed
                }
            }
        }
        (None, true) => {
            let mut seats = seats.lock().expect("the lobby's seats");
            if seats.watchers >= MOST_WATCHERS {
                HostAnswer::Refused(LobbyRefusal::NoRoomToWatch)
            } else {
                let sealed = seal_token(&key, &seats, WATCHERS_FROM + seats.watchers as ClientId)?;
                seats.watchers += 1;
                sealed
            }
        }
        (None, false) => HostAnswer::Refused(LobbyRefusal::WrongCode),
    };
    write_frame(&mut stream, &postcard::to_allocvec(&answer).expect("a lobby message"))
}

/// `client`'s connect token, sealed under `key`.
fn seal_token(key: &ChaCha20Poly1305, seats: &Seats, client: ClientId) -> std::io::Result<HostAnswer> {
    let token = make_token(&seats.private_key, seats.table, client, super::transport::since_epoch())
        .map_err(|error| std::io::Error::other(error.to_string()))?;
    let mut bytes = Vec::new();
    token.write(&mut bytes)?;
    Ok(HostAnswer::Sealed(key.encrypt(&nonce(true), bytes.as_slice()).expect("a token seals")))
}

/// Asks the host of `code` for a seat's connect token.
pub fn join(code: &JoinCode) -> Result<ConnectToken, JoinError> {
    join_speaking(code, PROTOCOL_VERSION, REQUEST)
}

/// Asks the host of `code` for a spectator's connect token.
pub fn watch(code: &JoinCode) -> Result<ConnectToken, JoinError> {
    join_speaking(code, PROTOCOL_VERSION, WATCH_REQUEST)
}

/// Asks the host of `code` for the seat of `client`, where it is free or reserved for it
/// (else for any free seat): a joiner that lost its connection coming back, or the
/// window hosting the table taking its own seat.
pub fn rejoin(code: &JoinCode, client: ClientId) -> Result<ConnectToken, JoinError> {
    let request: Vec<u8> = REQUEST.iter().copied().chain(client.to_le_bytes()).collect();
    join_speaking(code, PROTOCOL_VERSION, &request)
}

/// Asks the host of `code` for a token, with `request`, from a client that speaks
/// protocol version `version`.
fn join_speaking(code: &JoinCode, version: u16, request: &[u8]) -> Result<ConnectToken, JoinError> {
    let mut stream = TcpStream::connect_timeout(&code.address, PATIENCE)?;
    // Each side answers the other's frame at once: nothing to gain by gathering writes.
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(PATIENCE))?;
    stream.set_write_timeout(Some(PATIENCE))?;
    let ours = new_secret();
    let joiner = PublicKey::from(&ours).to_bytes();
    let hello: Vec<u8> = version.to_le_bytes().into_iter().chain(joiner).collect();
    write_frame(&mut stream, &hello)?;
    let host = match postcard::from_bytes(&read_frame(&mut stream)?).map_err(|_| JoinError::Garbled)? {
        HostHello::Key(host) => host,
        HostHello::Refused(refusal) => return Err(JoinError::Refused(refusal)),
    };
    let shared = ours.diffie_hellman(&PublicKey::from(host)).to_bytes();
    let key = session_key(&code.secret, &shared, &joiner, &host);
    write_frame(&mut stream, &key.encrypt(&nonce(false), request).expect("a request seals"))?;
    match postcard::from_bytes(&read_frame(&mut stream)?).map_err(|_| JoinError::Garbled)? {
        HostAnswer::Sealed(sealed) => {
            let bytes = key.decrypt(&nonce(true), sealed.as_slice()).map_err(|_| JoinError::Garbled)?;
            ConnectToken::read(&mut bytes.as_slice()).map_err(|_| JoinError::Garbled)
        }
        HostAnswer::Refused(refusal) => Err(JoinError::Refused(refusal)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lobby(free: Vec<ClientId>) -> (Lobby, JoinCode) {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let code = JoinCode::new(listener.local_addr().expect("its address"));
        (Lobby::open(listener, &code, free, [5; 32]).expect("the lobby opens"), code)
    }

    #[test]
    fn a_join_code_reads_back_as_printed_and_as_typed() {
        let code = JoinCode::new("127.0.0.1:5000".parse().expect("an address"));
        assert_eq!(code.secret.len(), CODE_LENGTH);
        let printed = code.to_string();
        assert_eq!(printed.parse::<JoinCode>(), Ok(code.clone()));
        let secret_as_typed = code.secret.to_lowercase().replace('1', "l").replace('0', "o");
        let typed = format!("{secret_as_typed}@{}", code.address);
        assert_eq!(typed.parse::<JoinCode>(), Ok(code));
        assert_eq!("7KQ2M9XDPA".parse::<JoinCode>(), Err(JoinCodeError::NoAddress));
        assert!(matches!("7KQ2@127.0.0.1:5000".parse::<JoinCode>(), Err(JoinCodeError::Secret(_))));
        assert!(matches!("7KQ2M9XDPA@nowhere".parse::<JoinCode>(), Err(JoinCodeError::Address(_))));
    }

    /// Each free seat's token goes to one joiner holding the code; then the table is full.
    #[test]
    fn a_joiner_with_the_code_gets_a_seat_until_the_table_is_full() {
        let (_lobby, code) = lobby(vec![1, 3]);
        for _ in 0..2 {
            let token = join(&code).expect("a token");
            assert_eq!(token.server_addresses[0], Some(code.address));
        }
        assert!(matches!(join(&code), Err(JoinError::Refused(LobbyRefusal::TableFull))));
    }

    /// A seat offered again goes to whoever asks for it back, or else to the next joiner;
    /// a seat withdrawn goes to nobody.
    #[test]
    fn a_seat_left_is_offered_again_to_the_client_that_held_it() {
        let (lobby, code) = lobby(vec![1, 2, 3]);
        let first = join(&code).expect("a token");
        assert_eq!(first.client_id, 1);
        lobby.reopen(1);
        assert_eq!(rejoin(&code, 3).expect("a token").client_id, 3, "a free seat asked for");
        assert_eq!(rejoin(&code, 3).expect("a token").client_id, 2, "the next free seat where the one asked is taken");
        lobby.close(1);
        assert!(matches!(join(&code), Err(JoinError::Refused(LobbyRefusal::TableFull))));
        lobby.reopen(1);
        assert_eq!(rejoin(&code, 2).expect("a token").client_id, 1);
    }

    /// A reserved seat goes only to the client that names it, as often as it asks (the
    /// hosting window coming back), and never back among the free seats.
    #[test]
    fn a_reserved_seat_goes_only_to_the_client_that_names_it() {
        let (lobby, code) = lobby(vec![1, 2]);
        lobby.reserve(1);
        let full =
            |asked: Result<ConnectToken, JoinError>| matches!(asked, Err(JoinError::Refused(LobbyRefusal::TableFull)));
        assert_eq!(join(&code).expect("a token").client_id, 2, "a joiner naming no seat gets the free one");
        lobby.claimed(2);
        assert!(full(join(&code)), "the reserved seat is kept");
        assert_eq!(rejoin(&code, 1).expect("a token").client_id, 1);
        assert_eq!(lobby.take_back_unclaimed(Duration::ZERO), [1], "its token lapses unused");
        assert!(full(join(&code)), "and it is still kept");
        lobby.reopen(1);
        assert!(full(join(&code)), "kept once its client left");
        assert_eq!(rejoin(&code, 1).expect("a token").client_id, 1, "the hosting window comes back to it");
        lobby.close(1);
        assert!(full(rejoin(&code, 1)), "a computer took it");
    }

    /// Spectators get tokens of their own, never a seat's, up to the most let in.
    /// A seat handed to a joiner that never connects is offered again once its token has
    /// lain unused long enough; a seat whose client connected is not.
    #[test]
    fn a_seat_whose_token_goes_unused_is_offered_again() {
        let (lobby, code) = lobby(vec![1, 2]);
        assert_eq!(join(&code).expect("a token").client_id, 1);
        assert_eq!(join(&code).expect("a token").client_id, 2);
        lobby.claimed(2);
        assert!(lobby.take_back_unclaimed(Duration::from_secs(60)).is_empty(), "not yet");
        assert_eq!(lobby.take_back_unclaimed(Duration::ZERO), [1], "the unused one alone");
        assert_eq!(join(&code).expect("a token").client_id, 1);
        assert!(matches!(join(&code), Err(JoinError::Refused(LobbyRefusal::TableFull))));
    }

    #[test]
    fn spectators_are_let_in_apart_from_the_seats() {
        let (_lobby, code) = lobby(vec![1]);
        for _ in 0..MOST_WATCHERS {
            assert!(is_watcher(watch(&code).expect("a spectator's token").client_id));
        }
        assert!(matches!(watch(&code), Err(JoinError::Refused(LobbyRefusal::NoRoomToWatch))));
        assert_eq!(join(&code).expect("the seat is still free").client_id, 1);
    }

    #[test]
    fn a_wrong_code_and_another_version_are_refused_in_words() {
        let (_lobby, code) = lobby(vec![1]);
        let mut wrong = code.clone();
        wrong.secret = if code.secret.starts_with('A') { "B" } else { "A" }.to_owned() + &code.secret[1..];
        let refused = join(&wrong).expect_err("a wrong code");
        assert!(matches!(refused, JoinError::Refused(LobbyRefusal::WrongCode)), "{refused}");
        let refused = join_speaking(&code, PROTOCOL_VERSION + 1, REQUEST).expect_err("another version");
        let told = refused.to_string();
        assert!(
            told.contains(&format!("version {PROTOCOL_VERSION}"))
                && told.contains(&format!("version {}", PROTOCOL_VERSION + 1)),
            "{told}"
        );
        // The wrong guesses took no seat.
        join(&code).expect("the seat is still free");
    }
}
