//! The lobby: how a joiner holding the join code gets a connect token, and nobody else
//! does. A connect token carries its connection's keys in the clear, so it travels
//! sealed: over TCP, on the port the table's UDP uses, the two sides run a
//! password-authenticated key exchange on the code's secret ([`exchange`]), and the
//! joiner asks under the key it gives: for a free seat, for the seat it claimed before
//! (by the claim's secret, [`super::seat_claim`]), or to watch. A joiner without the code,
//! or of another version, or at a full table, is told so in words.
//!
//! The lobby is turned by its table, as the table's sockets are: it holds no thread, many
//! joiners' exchanges go on at once, each has [`HANDSHAKE_DEADLINE`] for the whole of it,
//! and the guard ([`guard`]) caps connections per address and in all, and slows down an
//! address that sends wrong codes.

mod ask;
mod exchange;
mod guard;
mod handshake;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::net::{SocketAddr, TcpListener};
use std::time::{Duration, Instant};

use renet_netcode::{ConnectToken, NETCODE_KEY_BYTES, generate_random_bytes};
use serde::{Deserialize, Serialize};

pub use ask::{Admission, join, rejoin, watch};
use exchange::{Granted, Request};
use guard::Guard;
pub use guard::LobbyTally;
use handshake::Handshake;

use super::referee::ClientId;
use super::seat_claim::{SeatClaim, SeatSecret};
use super::transport::{make_token, since_epoch};

/// How long a joiner has for the whole exchange, from its connection to its request.
pub const HANDSHAKE_DEADLINE: Duration = Duration::from_secs(2);
/// How often a lobby with no exchange under way looks for a new connection: a host of
/// hundreds of tables turns each every few milliseconds, and a look costs a system call.
const IDLE_LOOK: Duration = Duration::from_millis(10);
/// The letters of a code's secret: digits and capitals, without I, L, O and U, which
/// are misread.
const CODE_LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH: usize = 10;

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

/// Why the lobby turned a joiner away. The first four keep the places every version gave
/// them, so that a client of any version reads that its version differs.
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
    #[error("that seat is kept for the player who claimed it")]
    NotYourSeat,
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

/// The spectators' client ids: from here up, far above any seat's.
const WATCHERS_FROM: ClientId = 1 << 32;
/// The most spectators a lobby lets in at once.
pub const MOST_WATCHERS: usize = 16;

/// Whether `client` is a spectator's id, as the lobby hands them out.
pub fn is_watcher(client: ClientId) -> bool {
    client >= WATCHERS_FROM
}

/// A claimed seat as the lobby knows it.
struct Claimed {
    secret: SeatSecret,
    /// The ticket of the latest token handed out for it, and when, until it is used.
    handed: Option<(u64, Instant)>,
    /// Whether its player ever connected since the seat was claimed: a claim never used
    /// lapses, one used waits for its player.
    ever_connected: bool,
}

/// A host's lobby, answering joiners as its table turns it.
pub struct Lobby {
    listener: TcpListener,
    secret: String,
    seats: Seats,
    handshakes: Vec<Handshake>,
    guard: Guard,
    /// When the lobby last looked for a new connection.
    looked: Instant,
}

/// Who may take which seat, and the tokens that let them in.
struct Seats {
    private_key: [u8; NETCODE_KEY_BYTES],
    table: SocketAddr,
    /// The seats nobody has claimed, in the order they are handed out.
    free: Vec<ClientId>,
    claimed: BTreeMap<ClientId, Claimed>,
    /// The spectators let in, each with its token's ticket.
    watchers: BTreeMap<ClientId, u64>,
    /// Counts each change of the claims, for the save to follow.
    claims_changed: u64,
}

impl Lobby {
    /// Opens a lobby on `listener` for the table at `code`'s address: a joiner holding
    /// `code`'s secret gets one of the `free` clients' seats, or a seat of `claimed` by
    /// its claim, with a token made with `private_key`.
    pub fn open(
        listener: TcpListener,
        code: &JoinCode,
        free: Vec<ClientId>,
        claimed: Vec<SeatClaim>,
        private_key: [u8; NETCODE_KEY_BYTES],
    ) -> std::io::Result<Self> {
        listener.set_nonblocking(true)?;
        let claimed: BTreeMap<ClientId, Claimed> = claimed
            .into_iter()
            .map(|claim| (claim.client, Claimed { secret: claim.secret, handed: None, ever_connected: true }))
            .collect();
        let seats = Seats {
            private_key,
            table: code.address,
            free: free.into_iter().filter(|client| !claimed.contains_key(client)).collect(),
            claimed,
            watchers: BTreeMap::new(),
            claims_changed: 0,
        };
        Ok(Lobby {
            listener,
            secret: code.secret.clone(),
            seats,
            handshakes: Vec::new(),
            guard: Guard::default(),
            looked: Instant::now(),
        })
    }

    /// One turn: new connections taken in, within the guard's caps, and every exchange
    /// under way moved on as far as its joiner's bytes allow. A lobby with none under way
    /// looks for connections every [`IDLE_LOOK`] at most.
    pub fn turn(&mut self) {
        let now = Instant::now();
        if self.handshakes.is_empty() && now.duration_since(self.looked) < IDLE_LOOK {
            return;
        }
        self.looked = now;
        for _ in 0..guard::MOST_ACCEPTED_A_TURN {
            let Ok((stream, peer)) = self.listener.accept() else { break };
            match self.guard.place_for(peer.ip(), &self.handshakes) {
                guard::Place::TurnedAway => continue,
                guard::Place::InPlaceOf(oldest) => drop(self.handshakes.swap_remove(oldest)),
                guard::Place::Taken => {}
            }
            if let Ok(handshake) = Handshake::start(stream, peer.ip(), now) {
                self.handshakes.push(handshake);
            }
        }
        let mut handshakes = std::mem::take(&mut self.handshakes);
        handshakes.retain_mut(|handshake| {
            let step = handshake.step(now, &self.secret, &mut self.guard, &mut |request| self.seats.grant(request));
            match step {
                handshake::Step::Going => true,
                handshake::Step::Ended(ending) => {
                    self.guard.count(ending);
                    false
                }
            }
        });
        self.handshakes = handshakes;
    }

    /// What the lobby saw since last asked: wrong codes, exchanges dropped, connections
    /// turned away.
    pub fn tally(&mut self) -> LobbyTally {
        self.guard.take_tally()
    }

    /// The seat of `client`, claimed, taken by a player in this process (the window
    /// hosting the table): its token and its claim, handed over without the lobby's
    /// exchange. `None` where the seat is not claimed.
    pub fn admission_here(&mut self, client: ClientId) -> Option<Admission> {
        let claim = SeatClaim { client, secret: self.seats.claimed.get(&client)?.secret };
        let token = self.seats.hand_out(client).ok()?;
        Some(Admission { token, claim: Some(claim) })
    }

    /// Whether `client`, connecting with a token of `ticket`, is let in: only with the
    /// latest token handed out for its seat or place.
    pub fn admits(&mut self, client: ClientId, ticket: u64) -> bool {
        if is_watcher(client) {
            return self.seats.watchers.get(&client) == Some(&ticket);
        }
        match self.seats.claimed.get_mut(&client) {
            Some(claimed) if claimed.handed.is_some_and(|(handed, _)| handed == ticket) => {
                claimed.handed = None;
                claimed.ever_connected = true;
                true
            }
            _ => false,
        }
    }

    /// `client`'s connection ended: a spectator's place is freed; a seat stays its
    /// player's, waiting for them.
    pub fn left(&mut self, client: ClientId) {
        self.seats.watchers.remove(&client);
    }

    /// A computer took `client`'s seat: it is no one's to claim.
    pub fn give_to_computer(&mut self, client: ClientId) {
        self.seats.free.retain(|free| *free != client);
        if self.seats.claimed.remove(&client).is_some() {
            self.seats.claims_changed += 1;
        }
    }

    /// Offers again each seat claimed whose token was handed out longer than `patience`
    /// ago and never used: its joiner went before it connected, and the seat would wait
    /// for nobody. Returns those seats' clients.
    pub fn take_back_unclaimed(&mut self, patience: Duration) -> Vec<ClientId> {
        let lapsed: Vec<ClientId> = (self.seats.claimed.iter())
            .filter(|(_, claimed)| {
                !claimed.ever_connected && claimed.handed.is_some_and(|(_, since)| since.elapsed() >= patience)
            })
            .map(|(client, _)| *client)
            .collect();
        for client in &lapsed {
            self.seats.claimed.remove(client);
            self.seats.free.push(*client);
            self.seats.claims_changed += 1;
        }
        self.seats.free.sort_unstable();
        lapsed
    }

    /// The seats claimed, with their secrets: what a host saves, to honour them when it
    /// is taken up again.
    pub fn claims(&self) -> Vec<SeatClaim> {
        (self.seats.claimed.iter())
            .map(|(client, claimed)| SeatClaim { client: *client, secret: claimed.secret })
            .collect()
    }

    /// Counts the claims' changes: the save is written again when it moves.
    pub fn claims_changed(&self) -> u64 {
        self.seats.claims_changed
    }

    /// How many seats a joiner with the code can still take.
    pub fn free_seats(&self) -> usize {
        self.seats.free.len()
    }

    /// How many exchanges are under way.
    pub fn exchanges(&self) -> usize {
        self.handshakes.len()
    }
}

impl Seats {
    /// What a joiner asking `request`, with the code, is granted: a seat's token and its
    /// claim, a spectator's token, or why not.
    fn grant(&mut self, request: Request) -> Result<Granted, LobbyRefusal> {
        match request {
            Request::Seat => {
                let client = *self.free.first().ok_or(LobbyRefusal::TableFull)?;
                // The token first: a seat is claimed only with the token that takes it.
                let ticket = new_ticket();
                let token = self.token(client, ticket)?;
                let claim = SeatClaim::new(client);
                self.free.remove(0);
                let handed = Some((ticket, Instant::now()));
                self.claimed.insert(client, Claimed { secret: claim.secret, handed, ever_connected: false });
                self.claims_changed += 1;
                Ok(Granted { token: token_bytes(&token), claim: Some(claim) })
            }
            Request::SeatBack(claim) => {
                let held = self.claimed.get(&claim.client).is_some_and(|held| held.secret.matches(&claim.secret));
                if !held {
                    return Err(LobbyRefusal::NotYourSeat);
                }
                let token = self.hand_out(claim.client)?;
                Ok(Granted { token: token_bytes(&token), claim: Some(claim) })
            }
            Request::Watch => {
                let client = (WATCHERS_FROM..)
                    .take(MOST_WATCHERS)
                    .find(|client| !self.watchers.contains_key(client))
                    .ok_or(LobbyRefusal::NoRoomToWatch)?;
                let ticket = new_ticket();
                let token = self.token(client, ticket)?;
                self.watchers.insert(client, ticket);
                Ok(Granted { token: token_bytes(&token), claim: None })
            }
        }
    }

    /// A new token for the claimed seat of `client`, the only one it will let in.
    fn hand_out(&mut self, client: ClientId) -> Result<ConnectToken, LobbyRefusal> {
        let ticket = new_ticket();
        let token = self.token(client, ticket)?;
        if let Some(claimed) = self.claimed.get_mut(&client) {
            claimed.handed = Some((ticket, Instant::now()));
        }
        Ok(token)
    }

    fn token(&self, client: ClientId, ticket: u64) -> Result<ConnectToken, LobbyRefusal> {
        // A token that cannot be made (a clock before 1970) leaves the joiner to try again.
        make_token(&self.private_key, self.table, client, since_epoch(), ticket).map_err(|_| LobbyRefusal::TableFull)
    }
}

fn new_ticket() -> u64 {
    u64::from_le_bytes(generate_random_bytes::<8>())
}

fn token_bytes(token: &ConnectToken) -> Vec<u8> {
    let mut bytes = Vec::new();
    token.write(&mut bytes).expect("a token writes to memory");
    bytes
}
