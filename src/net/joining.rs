//! A seat of a hosted table played from this process (`saloon join`): the lobby gives the
//! seat's token for the code, the connection brings the host's messages, and the seat's
//! computer answers what it is asked until the match ends. A connection lost mid-match
//! is opened again with the same code, asking for the same seat by its claim; a joiner
//! started again takes back the seat its claim, kept in the data folder, claims.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use super::lobby::{Admission, JoinCode, JoinError, LobbyRefusal, join, rejoin, watch};
use super::protocol::SeatPresence;
use super::seat_claim::{ClaimsKept, HeldClaim, SeatClaim};
use super::seat_player::{SeatError, SeatPlayer};
use super::table_client::{Entry, JoinStep, Joining, TableClient, TableNews};
use super::transport::{Remote, since_epoch};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::games::{GameId, GameVisitor, Registered, dispatch};
use crate::rules::{Line, Seat, SeatSet};

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
    /// A seat is held anew: its client connected or dropped, or a computer took it.
    SeatHeld { seat: Seat, presence: SeatPresence },
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
pub(super) const CONNECTING: Duration = Duration::from_secs(10);
/// How long a client goes on after the match's end, so that the host hears its goodbye.
pub(super) const FAREWELL: Duration = Duration::from_millis(200);
/// How long a client that lost its connection asks for its seat back, and how often.
pub(super) const REJOINING: Duration = Duration::from_secs(60);
pub(super) const RETRY: Duration = Duration::from_millis(250);

/// Joins the table of `code` and plays its seat to the match's end.
pub fn join_table(code: &JoinCode, options: &JoinOptions, mut tell: impl FnMut(JoinNews)) -> Result<Joined, String> {
    let entry = entered(Joining::seat(code.clone()))?;
    dispatch(entry.game, PlaySeat { entry, options, tell: &mut tell }).map_err(|unknown| unknown.to_string())?
}

/// Watches the table of `code` to the match's end, handing each event, told in words as
/// the rules tell it, to `tell`; returns the winners.
pub fn watch_table(code: &JoinCode, mut tell: impl FnMut(WatchNews)) -> Result<SeatSet, String> {
    let entry = entered(Joining::watch(code.clone()))?;
    dispatch(entry.game, Watch { entry, tell: &mut tell }).map_err(|unknown| unknown.to_string())?
}

/// Turns `joining` until the host takes this client in, or the join fails.
fn entered(mut joining: Joining) -> Result<Entry, String> {
    loop {
        match joining.poll() {
            JoinStep::Waiting => std::thread::sleep(TICK),
            JoinStep::Joined(entry) => return Ok(entry),
            JoinStep::Refused(refusal) => return Err(JoinError::Refused(refusal).to_string()),
            JoinStep::Failed(why) => return Err(why),
        }
    }
}

/// What a spectator is told as it watches.
#[derive(Clone, Debug, PartialEq)]
pub enum WatchNews {
    /// The table watched: its game and its seats.
    Watching { game: GameId, seats: usize },
    /// Something happened, as the rules tell it.
    Told(Line),
    /// A seat is held anew: its client connected or dropped, or a computer took it.
    SeatHeld { seat: Seat, presence: SeatPresence },
    /// The connection was lost; the spectator asks to watch again.
    Lost(String),
}

/// What a client asks the lobby for.
#[derive(Clone, Debug)]
pub(super) enum Ask {
    /// A free seat.
    Seat,
    /// The seat a claim kept in the data folder claims, where there is one no other
    /// player here is using; else a free seat, its claim then kept there.
    SeatKept(Option<ClaimsKept>),
    /// The seat this claim claims.
    SeatBack(SeatClaim),
    Watch,
    /// Nothing: the token came from the host in this process.
    Admitted(Admission),
}

/// The connection to the host, handing out its messages one by one.
pub(super) struct Connection {
    remote: Remote,
    /// The seat's claim, which asks for it back; `None` for a spectator.
    claim: Option<SeatClaim>,
    /// The claim's file in the data folder, held while the seat is played from here.
    held: Option<HeldClaim>,
    arrived: std::collections::VecDeque<Vec<u8>>,
    last: Instant,
}

impl Connection {
    /// Connects to the table of `code` with a token from its lobby, as `ask` says.
    pub(super) fn open(code: &JoinCode, ask: Ask) -> Result<Self, JoinError> {
        let admission = match ask {
            Ask::Seat => join(code)?,
            Ask::SeatKept(kept) => return Connection::take_seat_kept(code, kept),
            Ask::SeatBack(claim) => rejoin(code, &claim)?,
            Ask::Watch => watch(code)?,
            Ask::Admitted(admission) => admission,
        };
        Connection::connect(code, admission)
    }

    /// Takes the seat a claim kept here claims, or where none is kept (or the host no
    /// longer knows it) a free seat, whose claim is then kept.
    fn take_seat_kept(code: &JoinCode, kept: Option<ClaimsKept>) -> Result<Self, JoinError> {
        let mut connection = match kept.as_ref().and_then(ClaimsKept::take_unused) {
            Some(held) => match rejoin(code, &held.claim) {
                Err(JoinError::Refused(LobbyRefusal::NotYourSeat)) => {
                    held.forget();
                    Connection::connect(code, join(code)?)?
                }
                // The code the claim was kept under opens no table at its address now:
                // that table is over.
                Err(wrong @ JoinError::Refused(LobbyRefusal::WrongCode)) => {
                    held.forget();
                    return Err(wrong);
                }
                admitted => Connection { held: Some(held), ..Connection::connect(code, admitted?)? },
            },
            None => Connection::connect(code, join(code)?)?,
        };
        if connection.held.is_none()
            && let (Some(kept), Some(claim)) = (&kept, &connection.claim)
        {
            // A claim that cannot be kept leaves the seat played, but not taken back
            // after a restart.
            connection.held = kept.keep(claim.clone()).ok();
        }
        Ok(connection)
    }

    /// Connects to the table of `code` with the token the lobby admitted this client with.
    fn connect(code: &JoinCode, admission: Admission) -> Result<Self, JoinError> {
        let Admission { token, claim } = admission;
        let unspecified: SocketAddr = match code.address {
            SocketAddr::V4(_) => (std::net::Ipv4Addr::UNSPECIFIED, 0).into(),
            SocketAddr::V6(_) => (std::net::Ipv6Addr::UNSPECIFIED, 0).into(),
        };
        let socket = UdpSocket::bind(unspecified)?;
        socket.set_nonblocking(true)?;
        let remote =
            Remote::connect(token, socket, since_epoch()).map_err(|error| std::io::Error::other(error.to_string()))?;
        Ok(Connection { remote, claim, held: None, arrived: Default::default(), last: Instant::now() })
    }

    /// The match is over: the claim kept for its seat goes.
    pub(super) fn forget_claim(&mut self) {
        if let Some(held) = self.held.take() {
            held.forget();
        }
    }

    /// Connects again after the connection was lost, asking for the same seat (or to
    /// watch again), for as long as [`REJOINING`]: the host may be waiting to notice the
    /// loss, or starting again from its save.
    pub(super) fn reopen(&mut self, code: &JoinCode, lost: String) -> Result<(), String> {
        *self = self.reopened(code, lost)?;
        Ok(())
    }

    /// A connection opened again in place of this lost one, as [`Connection::reopen`]
    /// opens it, holding the claim's file this one held.
    pub(super) fn reopened(&mut self, code: &JoinCode, lost: String) -> Result<Connection, String> {
        let started = Instant::now();
        let mut why = lost;
        let ask = self.claim.clone().map_or(Ask::Watch, Ask::SeatBack);
        while started.elapsed() < REJOINING {
            match Connection::open(code, ask.clone()) {
                Ok(connection) => return Ok(Connection { held: self.held.take(), ..connection }),
                Err(JoinError::Refused(refusal @ (LobbyRefusal::WrongCode | LobbyRefusal::NotYourSeat))) => {
                    return Err(refusal.to_string());
                }
                Err(error) => why = error.to_string(),
            }
            std::thread::sleep(RETRY);
        }
        Err(format!("the host did not take this client back within {REJOINING:?}: {why}"))
    }

    /// The next message, or `None` at once when none has come; on a connection lost,
    /// `None` once one is opened again, the loss told with `lost`.
    pub(super) fn poll(&mut self, code: &JoinCode, lost: impl FnOnce(String)) -> Result<Option<Vec<u8>>, String> {
        match self.next() {
            Ok(next) => Ok(next),
            Err(why) => {
                lost(why.clone());
                self.reopen(code, why)?;
                Ok(None)
            }
        }
    }

    /// Queues `bytes` for the host.
    pub(super) fn send(&mut self, bytes: Vec<u8>) {
        self.remote.send(bytes);
    }

    /// Turns the connection a little after the match's end, so that what is queued goes
    /// out, then says goodbye.
    pub(super) fn close(mut self) -> Result<(), String> {
        let ending = Instant::now();
        while ending.elapsed() < FAREWELL {
            self.take_in()?;
            std::thread::sleep(TICK);
        }
        self.goodbye();
        Ok(())
    }

    /// Says goodbye to the host.
    pub(super) fn goodbye(mut self) {
        self.remote.disconnect();
    }

    /// The next message from the host, after a turn of the connection when none waits.
    pub(super) fn next(&mut self) -> Result<Option<Vec<u8>>, String> {
        if self.arrived.is_empty() {
            self.take_in()?;
        }
        Ok(self.arrived.pop_front())
    }

    /// Turns the connection once: what is queued goes out, what arrived waits its turn.
    pub(super) fn take_in(&mut self) -> Result<(), String> {
        let now = Instant::now();
        let arrived = self.remote.update(now - self.last).map_err(|error| format!("the host went away: {error}"))?;
        self.last = now;
        self.arrived.extend(arrived);
        match self.remote.disconnected() {
            Some(reason) => Err(format!("the host went away: {reason}")),
            None => Ok(()),
        }
    }
}

struct PlaySeat<'a, F: FnMut(JoinNews)> {
    entry: Entry,
    options: &'a JoinOptions,
    tell: &'a mut F,
}

impl<F: FnMut(JoinNews)> GameVisitor for PlaySeat<'_, F> {
    type Output = Result<Joined, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let PlaySeat { entry, options, tell } = self;
        let mut client = TableClient::<G>::new(entry)?;
        let player = SeatPlayer::<G>::new(options.bot, options.seed, options.difficulties.clone());
        let winners = loop {
            for news in client.poll()? {
                match news {
                    TableNews::Seated { seat, .. } => tell(JoinNews::Seated { game: G::GAME, seat }),
                    TableNews::Watching { .. } => return Err(SeatError::NotSeated.to_string()),
                    TableNews::SeatHeld { seat, presence } => tell(JoinNews::SeatHeld { seat, presence }),
                    TableNews::Refused(refusal) => tell(JoinNews::Refused(refusal.to_string())),
                    TableNews::Lost(why) => tell(JoinNews::Lost(why)),
                    TableNews::Events(_) | TableNews::Back | TableNews::Over(_) => {}
                }
            }
            if let Some(winners) = client.winners() {
                break winners;
            }
            let asked = (client.seat(), client.view(), client.asked());
            if let (Some(seat), Some(view), Some(legal)) = asked {
                let action = player.decide(seat, client.decision(), view, legal);
                client.decide(action).map_err(|not_sent| not_sent.to_string())?;
            }
            std::thread::sleep(TICK);
        };
        let seat = client.seat().ok_or(SeatError::NotSeated.to_string())?;
        client.close()?;
        Ok(Joined { game: G::GAME, seat, winners })
    }
}

struct Watch<'a, F: FnMut(WatchNews)> {
    entry: Entry,
    tell: &'a mut F,
}

impl<F: FnMut(WatchNews)> GameVisitor for Watch<'_, F> {
    type Output = Result<SeatSet, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let Watch { entry, tell } = self;
        let mut client = TableClient::<G>::new(entry)?;
        let winners = loop {
            for news in client.poll()? {
                match news {
                    TableNews::Watching { seats } => tell(WatchNews::Watching { game: G::GAME, seats }),
                    TableNews::Events(events) => {
                        events.iter().filter_map(G::narrate).for_each(|line| tell(WatchNews::Told(line)))
                    }
                    TableNews::SeatHeld { seat, presence } => tell(WatchNews::SeatHeld { seat, presence }),
                    TableNews::Lost(why) => tell(WatchNews::Lost(why)),
                    TableNews::Seated { .. } | TableNews::Refused(_) | TableNews::Back | TableNews::Over(_) => {}
                }
            }
            if let Some(winners) = client.winners() {
                break winners;
            }
            std::thread::sleep(TICK);
        };
        client.close()?;
        Ok(winners)
    }
}
