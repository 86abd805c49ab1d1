//! A seat of a hosted table played from this process (`saloon join`): the lobby gives the
//! seat's token for the code, the connection brings the host's messages, and the seat's
//! computer answers what it is asked until the match ends. A connection lost mid-match
//! is opened again with the same code, asking for the same seat.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use super::lobby::{JoinCode, JoinError, LobbyRefusal, join, rejoin};
use super::referee::ClientId;
use super::seat_player::{Heard, SeatPlayer, game_of_seated};
use super::transport::{Remote, since_epoch};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::games::{GameId, GameVisitor, Registered, dispatch};
use crate::rules::{Seat, SeatSet};

/// How a seat is played from here.
#[derive(Clone, Debug)]
pub struct JoinOptions {
    pub bot: BotKind,
    /// Seeds the bot's decisions as a table in one process seeds its computers from the
    /// match's seed.
    pub seed: u64,
    pub difficulties: AiConfig,
}

/// What a joiner tells as it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinNews {
    /// The host seated this client.
    Seated { game: GameId, seat: Seat },
    /// The host refused what the seat sent.
    Refused(String),
    /// The connection was lost; the client asks for its seat back.
    Lost(String),
}

/// How the match ended, for the seat played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Joined {
    pub game: GameId,
    pub seat: Seat,
    pub winners: SeatSet,
}

/// How often the client turns.
const TICK: Duration = Duration::from_millis(2);
/// How long a client waits to connect and be seated.
const CONNECTING: Duration = Duration::from_secs(10);
/// How long a client goes on after the match's end, so that the host hears its goodbye.
const FAREWELL: Duration = Duration::from_millis(200);
/// How long a client that lost its connection asks for its seat back, and how often.
const REJOINING: Duration = Duration::from_secs(60);
const RETRY: Duration = Duration::from_millis(250);

/// Joins the table of `code` and plays its seat to the match's end.
pub fn join_table(code: &JoinCode, options: &JoinOptions, mut tell: impl FnMut(JoinNews)) -> Result<Joined, String> {
    let mut connection = Connection::open(code, None).map_err(|error| error.to_string())?;
    // The first message seats the client and names the game, whose seat player reads on.
    let started = Instant::now();
    let first = loop {
        if let Some(bytes) = connection.next()? {
            break bytes;
        }
        if started.elapsed() > CONNECTING {
            return Err(format!("the host at {} did not seat this client within {CONNECTING:?}", code.address));
        }
        std::thread::sleep(TICK);
    };
    let game = game_of_seated(&first).ok_or("the host's first message did not seat this client")?;
    let game: GameId = game.parse()?;
    let playing = PlaySeat { code, connection, first, options, tell: &mut tell };
    dispatch(game, playing).map_err(|unknown| unknown.to_string())?
}

/// The connection to the host, handing out its messages one by one.
struct Connection {
    remote: Remote,
    /// The client this connection's token is for: the one to ask for back.
    client: ClientId,
    arrived: std::collections::VecDeque<Vec<u8>>,
    last: Instant,
}

impl Connection {
    /// Connects to the table of `code` with a token from its lobby, for the seat of
    /// `wanted` where it has one.
    fn open(code: &JoinCode, wanted: Option<ClientId>) -> Result<Self, JoinError> {
        let token = match wanted {
            None => join(code)?,
            Some(client) => rejoin(code, client)?,
        };
        let client = token.client_id;
        let unspecified: SocketAddr = match code.address {
            SocketAddr::V4(_) => (std::net::Ipv4Addr::UNSPECIFIED, 0).into(),
            SocketAddr::V6(_) => (std::net::Ipv6Addr::UNSPECIFIED, 0).into(),
        };
        let socket = UdpSocket::bind(unspecified)?;
        socket.set_nonblocking(true)?;
        let remote =
            Remote::connect(token, socket, since_epoch()).map_err(|error| std::io::Error::other(error.to_string()))?;
        Ok(Connection { remote, client, arrived: Default::default(), last: Instant::now() })
    }

    /// Connects again after the connection was lost, asking for the same seat, for as
    /// long as [`REJOINING`]: the host may be waiting to notice the loss, or starting
    /// again from its save.
    fn reopen(&mut self, code: &JoinCode, lost: String) -> Result<(), String> {
        let started = Instant::now();
        let mut why = lost;
        while started.elapsed() < REJOINING {
            match Connection::open(code, Some(self.client)) {
                Ok(connection) => {
                    *self = connection;
                    return Ok(());
                }
                Err(JoinError::Refused(LobbyRefusal::WrongCode)) => return Err(LobbyRefusal::WrongCode.to_string()),
                Err(error) => why = error.to_string(),
            }
            std::thread::sleep(RETRY);
        }
        Err(format!("the host did not take this client back within {REJOINING:?}: {why}"))
    }

    /// The next message from the host, after a turn of the connection when none waits.
    fn next(&mut self) -> Result<Option<Vec<u8>>, String> {
        if self.arrived.is_empty() {
            let now = Instant::now();
            let arrived =
                self.remote.update(now - self.last).map_err(|error| format!("the host went away: {error}"))?;
            self.last = now;
            self.arrived.extend(arrived);
            if let Some(reason) = self.remote.disconnected() {
                return Err(format!("the host went away: {reason}"));
            }
        }
        Ok(self.arrived.pop_front())
    }
}

struct PlaySeat<'a, F: FnMut(JoinNews)> {
    code: &'a JoinCode,
    connection: Connection,
    first: Vec<u8>,
    options: &'a JoinOptions,
    tell: &'a mut F,
}

impl<F: FnMut(JoinNews)> GameVisitor for PlaySeat<'_, F> {
    type Output = Result<Joined, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let PlaySeat { code, mut connection, first, options, tell } = self;
        let mut player = SeatPlayer::<G>::new(options.bot, options.seed, options.difficulties.clone());
        let mut message = Some(first);
        let winners = loop {
            let Some(bytes) = message.take() else {
                std::thread::sleep(TICK);
                message = match connection.next() {
                    Ok(message) => message,
                    Err(lost) => {
                        tell(JoinNews::Lost(lost.clone()));
                        connection.reopen(code, lost)?;
                        player.reconnected();
                        None
                    }
                };
                continue;
            };
            let was_seated = player.seat();
            match player.hear(&bytes).map_err(|error| error.to_string())? {
                Heard::Answer(answer) => connection.remote.send(answer),
                Heard::Refused(refusal) => tell(JoinNews::Refused(refusal.to_string())),
                Heard::Over(winners) => break winners,
                Heard::Nothing => {}
            }
            if let Some(seat) = player.seat().filter(|seat| was_seated != Some(*seat)) {
                tell(JoinNews::Seated { game: G::GAME, seat });
            }
        };
        // A last turn or two sends what is queued, then the goodbye.
        let ending = Instant::now();
        while ending.elapsed() < FAREWELL {
            connection.next()?;
            std::thread::sleep(TICK);
        }
        connection.remote.disconnect();
        let seat = player.seat().expect("a seat told the result was seated");
        Ok(Joined { game: G::GAME, seat, winners })
    }
}
