//! A seat of a hosted table played from this process (`saloon join`): the lobby gives the
//! seat's token for the code, the connection brings the host's messages, and the seat's
//! computer answers what it is asked until the match ends.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use super::lobby::{JoinCode, join};
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

/// Joins the table of `code` and plays its seat to the match's end.
pub fn join_table(code: &JoinCode, options: &JoinOptions, mut tell: impl FnMut(JoinNews)) -> Result<Joined, String> {
    let token = join(code).map_err(|error| error.to_string())?;
    let unspecified: SocketAddr = match code.address {
        SocketAddr::V4(_) => (std::net::Ipv4Addr::UNSPECIFIED, 0).into(),
        SocketAddr::V6(_) => (std::net::Ipv6Addr::UNSPECIFIED, 0).into(),
    };
    let socket = UdpSocket::bind(unspecified).map_err(|error| error.to_string())?;
    socket.set_nonblocking(true).map_err(|error| error.to_string())?;
    let mut connection = Connection::new(Remote::connect(token, socket, since_epoch()).map_err(|e| e.to_string())?);
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
    dispatch(game, PlaySeat { connection, first, options, tell: &mut tell }).map_err(|unknown| unknown.to_string())?
}

/// The connection to the host, handing out its messages one by one.
struct Connection {
    remote: Remote,
    arrived: std::collections::VecDeque<Vec<u8>>,
    last: Instant,
}

impl Connection {
    fn new(remote: Remote) -> Self {
        Connection { remote, arrived: Default::default(), last: Instant::now() }
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
    connection: Connection,
    first: Vec<u8>,
    options: &'a JoinOptions,
    tell: &'a mut F,
}

impl<F: FnMut(JoinNews)> GameVisitor for PlaySeat<'_, F> {
    type Output = Result<Joined, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let PlaySeat { mut connection, first, options, tell } = self;
        let mut player = SeatPlayer::<G>::new(options.bot, options.seed, options.difficulties.clone());
        let mut message = Some(first);
        let winners = loop {
            let Some(bytes) = message.take() else {
                std::thread::sleep(TICK);
                message = connection.next()?;
                continue;
            };
            let was_seated = player.seat().is_some();
            match player.hear(&bytes).map_err(|error| error.to_string())? {
                Heard::Answer(answer) => connection.remote.send(answer),
                Heard::Refused(refusal) => tell(JoinNews::Refused(refusal.to_string())),
                Heard::Over(winners) => break winners,
                Heard::Nothing => {}
            }
            if let (false, Some(seat)) = (was_seated, player.seat()) {
                tell(JoinNews::Seated { game: G::GAME, seat });
            }
            message = connection.next()?;
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
