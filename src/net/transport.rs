//! The referee's messages over UDP: renet's reliable ordered channel, one each way, under
//! netcode's encrypted connections. A client connects only with a connect token the host
//! made with its private key, for that client's id and the host's addresses; what it sends
//! and receives is encrypted with keys of its own. How a token reaches its client is the
//! lobby's concern, not this file's.

use std::net::{SocketAddr, UdpSocket};
use std::time::Duration;

use renet::{ChannelConfig, ConnectionConfig, RenetClient, RenetServer, SendType, ServerEvent};
use renet_netcode::{
    ClientAuthentication, ConnectToken, NETCODE_KEY_BYTES, NETCODE_USER_DATA_BYTES, NetcodeClientTransport,
    NetcodeServerTransport, NetcodeTransportError, ServerAuthentication, ServerConfig,
};

use super::lobby::{MOST_WATCHERS, is_watcher};
use super::referee::{ClientId, Received, Referee};
use crate::games::Registered;

/// Saloon's tables at the netcode level. The same for every protocol version, so that a
/// client of another version connects and is told it in words, rather than timing out.
const NETCODE_PROTOCOL: u64 = 0x5A10_0A5A_5A10_0A5A;

/// The one channel each way: every message arrives, in the order it was sent.
const CHANNEL: u8 = 0;

/// Bytes a side may have sent and not yet had acknowledged: many whole tables' updates.
const CHANNEL_MEMORY: usize = 4 << 20;

/// How long a connect token stays good, and how long a silent connection lasts.
const TOKEN_SECONDS: u64 = 300;
const TIMEOUT_SECONDS: i32 = 15;

fn connection_config() -> ConnectionConfig {
    let channel = ChannelConfig {
        channel_id: CHANNEL,
        max_memory_usage_bytes: CHANNEL_MEMORY,
        send_type: SendType::ReliableOrdered { resend_time: Duration::from_millis(200) },
    };
    ConnectionConfig {
        available_bytes_per_tick: 60_000,
        server_channels_config: vec![channel.clone()],
        client_channels_config: vec![channel],
    }
}

/// How long a side lets its acknowledgements wait when it has nothing else to send.
/// renet acknowledges every packet it hears, acknowledgements too, so a side that sent on
/// every turn would keep one going each way each turn: a host turning hundreds of tables
/// every few milliseconds would spend its time on them. Well under the reliable channel's
/// resend time, so that nothing is sent twice for want of an acknowledgement.
const ACKNOWLEDGE_EVERY: Duration = Duration::from_millis(50);

/// When a side next sends its packets: at once when it has messages, else once
/// [`ACKNOWLEDGE_EVERY`] has passed.
#[derive(Default)]
struct Pacing {
    since_sent: Duration,
}

impl Pacing {
    /// Whether to send on a turn `elapsed` after the last, with `messages` queued or not;
    /// a yes counts as sent.
    fn send_now(&mut self, elapsed: Duration, messages: bool) -> bool {
        self.since_sent += elapsed;
        let due = messages || self.since_sent >= ACKNOWLEDGE_EVERY;
        if due {
            self.since_sent = Duration::ZERO;
        }
        due
    }
}

/// Why a host or a client could not go on.
#[derive(Debug, thiserror::Error)]
pub enum TransportError {
    #[error("the network: {0}")]
    Io(#[from] std::io::Error),
    #[error("the connection: {0}")]
    Connection(String),
}

impl From<NetcodeTransportError> for TransportError {
    fn from(error: NetcodeTransportError) -> Self {
        TransportError::Connection(error.to_string())
    }
}

/// A table hosted on a UDP socket: the referee, and the connections to its clients.
pub struct Host<G: Registered> {
    referee: Referee<G>,
    server: RenetServer,
    transport: NetcodeServerTransport,
    private_key: [u8; NETCODE_KEY_BYTES],
    address: SocketAddr,
    pacing: Pacing,
    /// The clients let go as they connected, whose leaving is theirs alone.
    turned_away: std::collections::BTreeSet<ClientId>,
    /// The clients served by another transport (phones), and the referee's messages for
    /// them, kept for it to take.
    elsewhere: std::collections::BTreeSet<ClientId>,
    kept: Vec<(ClientId, Vec<u8>)>,
    /// Whether messages were queued for the connections since packets were last sent.
    queued: bool,
}

impl<G: Registered> Host<G> {
    /// Hosts `referee` on `socket`, its clients let in by tokens made with `private_key`
    /// (secret to the host), at `now` (time since the Unix epoch: tokens expire by it).
    pub fn new(
        referee: Referee<G>,
        socket: UdpSocket,
        private_key: [u8; NETCODE_KEY_BYTES],
        now: Duration,
    ) -> Result<Self, TransportError> {
        let address = socket.local_addr()?;
        let config = ServerConfig {
            current_time: now,
            max_clients: referee.holders().len() + MOST_WATCHERS,
            protocol_id: NETCODE_PROTOCOL,
            public_addresses: vec![address],
            authentication: ServerAuthentication::Secure { private_key },
        };
        let transport = NetcodeServerTransport::new(config, socket)?;
        Ok(Host {
            referee,
            server: RenetServer::new(connection_config()),
            transport,
            private_key,
            address,
            pacing: Pacing::default(),
            turned_away: Default::default(),
            elsewhere: Default::default(),
            kept: Vec::new(),
            queued: false,
        })
    }

    pub fn address(&self) -> SocketAddr {
        self.address
    }

    pub fn referee(&self) -> &Referee<G> {
        &self.referee
    }

    /// The referee, once the host is done with the network.
    pub fn into_referee(self) -> Referee<G> {
        self.referee
    }

    /// A token that lets `client` connect, made at `now`: to be handed to that client
    /// alone, since it carries the keys of its connection.
    pub fn token(&self, client: ClientId, now: Duration) -> Result<ConnectToken, TransportError> {
        make_token(&self.private_key, self.address, client, now, 0)
    }

    /// The referee, to change who holds a seat.
    pub fn referee_mut(&mut self) -> &mut Referee<G> {
        &mut self.referee
    }

    /// One turn of the host, `elapsed` after the last, at `now` on the referee's clock:
    /// packets read, messages handed to the referee, its answers sent. Returns who came
    /// and went, and what the referee made of each message.
    pub fn update(&mut self, elapsed: Duration, now: Duration) -> Result<HostTurn, TransportError> {
        self.update_admitting(elapsed, now, |_, _| true)
    }

    /// [`Host::update`], letting in only the clients `admit` accepts by their id and the
    /// ticket their token carries: the others are let go as they connect, and the table
    /// never hears of them.
    pub fn update_admitting(
        &mut self,
        elapsed: Duration,
        now: Duration,
        mut admit: impl FnMut(ClientId, u64) -> bool,
    ) -> Result<HostTurn, TransportError> {
        // What the referee queued since the last turn goes to the clients connected then:
        // a client that connects now is welcomed first, with the table as it stands.
        self.post();
        self.server.update(elapsed);
        self.transport.update(elapsed, &mut self.server)?;
        // A client that connects is sent the table as it stands; one that leaves keeps
        // its seat, for the host to decide how long.
        let mut turn = HostTurn::default();
        while let Some(event) = self.server.get_event() {
            match event {
                ServerEvent::ClientConnected { client_id } => {
                    let ticket = self.transport.user_data(client_id).map_or(0, |data| ticket_of(&data));
                    if !admit(client_id, ticket) {
                        self.server.disconnect(client_id);
                        self.turned_away.insert(client_id);
                        continue;
                    }
                    if is_watcher(client_id) {
                        self.referee.watch(client_id);
                    }
                    self.referee.welcome(client_id);
                    turn.joined.push(client_id);
                }
                ServerEvent::ClientDisconnected { client_id, .. } if self.turned_away.remove(&client_id) => {}
                ServerEvent::ClientDisconnected { client_id, .. } if is_watcher(client_id) => {
                    self.referee.drop_client(client_id);
                    turn.watchers_left.push(client_id);
                }
                ServerEvent::ClientDisconnected { client_id, .. } => turn.left.push(client_id),
            }
        }
        for client in self.server.clients_id().into_iter().filter(|client| !self.turned_away.contains(client)) {
            while let Some(bytes) = self.server.receive_message(client, CHANNEL) {
                let outcome = self.referee.receive(client, &bytes, now);
                if let Received::Dropped(_) = outcome {
                    self.server.disconnect(client);
                }
                turn.received.push((client, outcome));
            }
        }
        self.post();
        if self.pacing.send_now(elapsed, std::mem::take(&mut self.queued)) {
            self.transport.send_packets(&mut self.server);
        }
        Ok(turn)
    }

    /// Says goodbye to every client at once, so that none waits for its connection to
    /// time out before it knows the host has gone.
    pub fn say_goodbye(&mut self) {
        self.transport.disconnect_all(&mut self.server);
    }

    /// The referee's messages to `clients` are kept for another transport to take
    /// ([`Host::take_elsewhere`]) rather than sent over this one.
    pub fn serve_elsewhere(&mut self, clients: impl IntoIterator<Item = ClientId>) {
        self.elsewhere.extend(clients);
    }

    /// The referee's messages for the clients served elsewhere, in order; what it queued
    /// for this transport's clients goes to their connections meanwhile.
    pub fn take_elsewhere(&mut self) -> Vec<(ClientId, Vec<u8>)> {
        self.post();
        std::mem::take(&mut self.kept)
    }

    /// Hands what the referee queued to the connections, and keeps what is for clients
    /// served elsewhere. Messages to a client not connected are not kept: it is sent the
    /// table when it connects.
    fn post(&mut self) {
        for (client, bytes) in self.referee.take_outbox() {
            if self.elsewhere.contains(&client) {
                self.kept.push((client, bytes));
            } else if self.server.is_connected(client) {
                self.server.send_message(client, CHANNEL, bytes);
                self.queued = true;
            }
        }
    }
}

/// What one turn of a host saw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HostTurn {
    /// The clients that connected.
    pub joined: Vec<ClientId>,
    /// The clients of seats whose connection ended.
    pub left: Vec<ClientId>,
    /// The spectators whose connection ended.
    pub watchers_left: Vec<ClientId>,
    /// What the referee made of each message.
    pub received: Vec<(ClientId, Received)>,
}

/// A client's connection to a host.
pub struct Remote {
    client: RenetClient,
    transport: NetcodeClientTransport,
    pacing: Pacing,
}

impl Remote {
    /// Connects from `socket` with the token the host made for this client, at `now`
    /// (time since the Unix epoch).
    pub fn connect(token: ConnectToken, socket: UdpSocket, now: Duration) -> Result<Self, TransportError> {
        let transport = NetcodeClientTransport::new(now, ClientAuthentication::Secure { connect_token: token }, socket)
            .map_err(|error| TransportError::Connection(error.to_string()))?;
        Ok(Remote { client: RenetClient::new(connection_config()), transport, pacing: Pacing::default() })
    }

    pub fn is_connected(&self) -> bool {
        self.client.is_connected()
    }

    /// One turn of the client, `elapsed` after the last: packets read and sent. Returns
    /// the messages that arrived, in order.
    pub fn update(&mut self, elapsed: Duration) -> Result<Vec<Vec<u8>>, TransportError> {
        self.client.update(elapsed);
        self.transport.update(elapsed, &mut self.client)?;
        let mut arrived = Vec::new();
        while let Some(bytes) = self.client.receive_message(CHANNEL) {
            arrived.push(bytes.to_vec());
        }
        if self.client.is_connected() && self.pacing.send_now(elapsed, false) {
            self.transport.send_packets(&mut self.client)?;
        }
        Ok(arrived)
    }

    /// Why the connection ended, once it has.
    pub fn disconnected(&self) -> Option<String> {
        self.client.disconnect_reason().map(|reason| reason.to_string())
    }

    /// Says goodbye to the host, so that it need not wait for the connection to time out.
    pub fn disconnect(&mut self) {
        self.transport.disconnect();
    }

    /// Sends `bytes` to the host now: an answer that waited for the next update would
    /// add a turn to every round trip.
    pub fn send(&mut self, bytes: Vec<u8>) {
        self.client.send_message(CHANNEL, bytes);
        if self.client.is_connected() && self.pacing.send_now(Duration::ZERO, true) {
            // The message stays queued where this fails, and the next update sends it or
            // tells why it cannot.
            let _ = self.transport.send_packets(&mut self.client);
        }
    }
}

/// A token that lets `client` connect to the table at `table`, made with the host's
/// `private_key` at `now` (time since the Unix epoch).
pub fn make_token(
    private_key: &[u8; NETCODE_KEY_BYTES],
    table: SocketAddr,
    client: ClientId,
    now: Duration,
    ticket: u64,
) -> Result<ConnectToken, TransportError> {
    token_for_addresses(private_key, vec![table], client, now, ticket)
}

/// [`make_token`] for a table reached at any of `addresses`, the client trying them in
/// order. The token carries `ticket` in its user data, which only the host reads.
pub(super) fn token_for_addresses(
    private_key: &[u8; NETCODE_KEY_BYTES],
    addresses: Vec<SocketAddr>,
    client: ClientId,
    now: Duration,
    ticket: u64,
) -> Result<ConnectToken, TransportError> {
    let user_data = ticket_data(ticket);
    let token = ConnectToken::generate(
        now,
        NETCODE_PROTOCOL,
        TOKEN_SECONDS,
        client,
        TIMEOUT_SECONDS,
        addresses,
        Some(&user_data),
        private_key,
    );
    token.map_err(|error| TransportError::Connection(error.to_string()))
}

/// The user data of a token carrying `ticket`: the lobby lets in only the latest token it
/// handed out for a client, so that a token handed out before a seat changed hands takes
/// nothing. Netcode seals it for the host alone.
fn ticket_data(ticket: u64) -> [u8; NETCODE_USER_DATA_BYTES] {
    let mut user_data = [0u8; NETCODE_USER_DATA_BYTES];
    user_data[..8].copy_from_slice(&ticket.to_le_bytes());
    user_data
}

/// The ticket `user_data` carries, as [`ticket_data`] wrote it.
fn ticket_of(user_data: &[u8; NETCODE_USER_DATA_BYTES]) -> u64 {
    u64::from_le_bytes(*user_data.first_chunk::<8>().expect("user data is longer than a ticket"))
}

/// The time since the Unix epoch, by which tokens expire.
pub fn since_epoch() -> Duration {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default()
}
