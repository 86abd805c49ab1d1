//! Many seats played from one process (`saloon join --codes-from FILE`), to load a host:
//! a computer at each seat, every connection turned by one thread, and the time from each
//! decision sent to the next table heard measured. The tables' lobbies are asked for the
//! seats on a thread of their own, and every seat is taken before any plays, so that the
//! host holds all its tables at once: a load that builds up while the first tables end
//! would measure fewer.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use super::joining::{Ask, CONNECTING, Connection, FAREWELL, JoinNews, JoinOptions, Joined, REJOINING, RETRY};
use super::lobby::{JoinCode, JoinError, LobbyRefusal};
use super::seat_player::{Heard, SeatPlayer, game_of_first};
use crate::games::{GameVisitor, Registered, dispatch};

/// What the seats played from one process came to.
#[derive(Debug, Default)]
pub struct SeatsPlayed {
    /// Each seat's end, in the order of its code.
    pub ends: Vec<Result<Joined, String>>,
    /// Every round trip: from a decision sent to the next table the seat heard.
    pub round_trips: Vec<Duration>,
    /// The most seats in play at once: seated, their match not yet over.
    pub most_in_play: usize,
    /// How long the seats played: from every seat taken to the last seat's end.
    pub playing_for: Duration,
}

impl SeatsPlayed {
    /// The round trips in figures, once there is one.
    pub fn round_trip_figures(&self) -> Option<RoundTrips> {
        let mut trips = self.round_trips.clone();
        trips.sort();
        let at = |share: f64| trips[((trips.len() - 1) as f64 * share).round() as usize];
        let worst = *trips.last()?;
        Some(RoundTrips { decisions: trips.len(), median: at(0.5), p99: at(0.99), worst })
    }
}

/// Round trips from a decision sent to the next table heard, in figures.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundTrips {
    pub decisions: usize,
    pub median: Duration,
    /// The 99th percentile, by the nearest rank.
    pub p99: Duration,
    pub worst: Duration,
}

impl std::fmt::Display for RoundTrips {
    fn fmt(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        let ms = |time: Duration| time.as_secs_f64() * 1000.0;
        write!(
            formatter,
            "{} decisions, median {:.1} ms, 99th percentile {:.1} ms, worst {:.1} ms",
            self.decisions,
            ms(self.median),
            ms(self.p99),
            ms(self.worst)
        )
    }
}

/// How long the thread rests between its rounds of the seats.
const TICK: Duration = Duration::from_millis(1);

/// Plays a seat at the table of each of `codes` (a code twice for two of its seats) as
/// `options` say, to each match's end; `tell` hears each seat's news with its index.
pub fn play_many_seats(
    codes: &[JoinCode],
    options: &JoinOptions,
    mut tell: impl FnMut(usize, JoinNews),
) -> SeatsPlayed {
    let mut played =
        SeatsPlayed { ends: codes.iter().map(|_| Err("not played".to_owned())).collect(), ..Default::default() };
    // The lobbies are asked on a thread of their own: a lobby's answer takes a few
    // milliseconds, which the seats in play should not wait on.
    let (opened_tx, opened) = channel::<(usize, Result<Connection, String>)>();
    std::thread::scope(|scope| {
        scope.spawn(move || ask_the_lobbies(codes, &opened_tx));
        turn_seats(codes, options, &opened, &mut played, &mut tell);
    });
    played
}

/// Asks the lobby of each of `codes` for a seat, one after another, and sends on each
/// connection opened (or why none was) with its code's index. A table found full, or a
/// lobby that does not answer, is asked again after the others, for as long as a client
/// that lost its connection asks for its seat back: a seat whose client was lost comes
/// free once the host notices, and a host killed comes back from its save, so a load
/// client started again after it was killed takes the seats it held.
fn ask_the_lobbies(codes: &[JoinCode], opened: &Sender<(usize, Result<Connection, String>)>) {
    let mut waiting: VecDeque<(usize, Option<Instant>)> = (0..codes.len()).map(|index| (index, None)).collect();
    while let Some((index, refused_since)) = waiting.pop_front() {
        let connection = match Connection::open(&codes[index], Ask::Seat) {
            Err(JoinError::Refused(LobbyRefusal::TableFull) | JoinError::Io(_))
                if refused_since.is_none_or(|since| since.elapsed() < REJOINING) =>
            {
                waiting.push_back((index, Some(refused_since.unwrap_or_else(Instant::now))));
                if waiting.iter().all(|(_, refused_since)| refused_since.is_some()) {
                    std::thread::sleep(RETRY);
                }
                continue;
            }
            connection => connection.map_err(|why| why.to_string()),
        };
        if opened.send((index, connection)).is_err() {
            return;
        }
    }
}

/// Turns every seat, taking in the connections `opened` as they come, until every code's
/// seat has ended. No seat answers before every code has been asked and every
/// connection seated: then all the tables play at once.
fn turn_seats(
    codes: &[JoinCode],
    options: &JoinOptions,
    opened: &Receiver<(usize, Result<Connection, String>)>,
    played: &mut SeatsPlayed,
    tell: &mut impl FnMut(usize, JoinNews),
) {
    let mut seats = Seats::default();
    let mut play_started: Option<Instant> = None;
    loop {
        while let Ok((index, connection)) = opened.try_recv() {
            seats.asked += 1;
            match connection {
                Ok(connection) => seats.connecting.push((index, connection, Instant::now())),
                Err(why) => played.ends[index] = Err(why),
            }
        }
        let all_seated = seats.asked == codes.len() && seats.connecting.is_empty();
        if all_seated && seats.playing.is_empty() && seats.closing.is_empty() {
            played.playing_for = play_started.map_or(Duration::ZERO, |started| started.elapsed());
            return;
        }
        if all_seated && play_started.is_none() {
            play_started = Some(Instant::now());
        }
        seats.seat_the_connected(codes, options, played);
        if all_seated {
            seats.play(played, tell);
        } else {
            seats.hold(played, tell);
        }
        seats.close_the_ended();
        std::thread::sleep(TICK);
    }
}

/// The seats of a load client, by where they stand.
#[derive(Default)]
struct Seats<'a> {
    /// How many codes have had their lobby asked.
    asked: usize,
    /// Connections opened and not yet seated, each since when.
    connecting: Vec<(usize, Connection, Instant)>,
    playing: Vec<(usize, Box<dyn PlayingSeat + 'a>)>,
    /// Seats whose match is over, turned a while longer so that the host hears their last
    /// words, then gone.
    closing: Vec<(Box<dyn PlayingSeat + 'a>, Instant)>,
}

impl<'a> Seats<'a> {
    /// Turns each connection waiting to be seated; one the host has taken in becomes a
    /// seat in play, of the game the host's first message names.
    fn seat_the_connected(&mut self, codes: &[JoinCode], options: &'a JoinOptions, played: &mut SeatsPlayed) {
        let mut at = 0;
        while at < self.connecting.len() {
            let (index, connection, since) = &mut self.connecting[at];
            let index = *index;
            let first = match connection.next() {
                Ok(None) if since.elapsed() < CONNECTING => {
                    at += 1;
                    continue;
                }
                Ok(None) => Err(format!("the host did not take this client in within {CONNECTING:?}")),
                Ok(Some(first)) => Ok(first),
                Err(why) => Err(why),
            };
            let (_, connection, _) = self.connecting.swap_remove(at);
            let seat = first.and_then(|first| {
                let game = game_of_first(&first).ok_or("the host's first message named no game")?;
                let start = StartSeat { code: codes[index].clone(), connection, first, options };
                dispatch(game.parse()?, start).map_err(|unknown| unknown.to_string())
            });
            match seat {
                Ok(seat) => self.playing.push((index, seat)),
                Err(why) => played.ends[index] = Err(why),
            }
        }
        played.most_in_play = played.most_in_play.max(self.playing.len());
    }

    /// Keeps every seat's connection alive, what arrives kept for when play starts.
    fn hold(&mut self, played: &mut SeatsPlayed, tell: &mut impl FnMut(usize, JoinNews)) {
        let mut at = 0;
        while at < self.playing.len() {
            let (index, seat) = &mut self.playing[at];
            let index = *index;
            match seat.hold(&mut |news| tell(index, news)) {
                Ok(()) => at += 1,
                Err(why) => {
                    let (index, _) = self.playing.swap_remove(at);
                    played.ends[index] = Err(why);
                }
            }
        }
    }

    /// Turns every seat in play: what arrived heard and answered.
    fn play(&mut self, played: &mut SeatsPlayed, tell: &mut impl FnMut(usize, JoinNews)) {
        let mut at = 0;
        while at < self.playing.len() {
            let (index, seat) = &mut self.playing[at];
            let index = *index;
            match seat.turn(&mut played.round_trips, &mut |news| tell(index, news)) {
                Ok(None) => at += 1,
                Ok(Some(joined)) => {
                    let (_, seat) = self.playing.swap_remove(at);
                    self.closing.push((seat, Instant::now()));
                    played.ends[index] = Ok(joined);
                }
                Err(why) => {
                    self.playing.swap_remove(at);
                    played.ends[index] = Err(why);
                }
            }
        }
    }

    /// Sends what the ended seats still owe the host, and lets go of those ended a
    /// farewell ago.
    fn close_the_ended(&mut self) {
        for (seat, _) in &mut self.closing {
            // A seat whose match is over has nothing left to lose on a connection lost.
            let _ = seat.flush();
        }
        let (gone, staying) =
            std::mem::take(&mut self.closing).into_iter().partition(|(_, over_at)| over_at.elapsed() >= FAREWELL);
        self.closing = staying;
        gone.into_iter().for_each(|(seat, _): (Box<dyn PlayingSeat>, Instant)| seat.goodbye());
    }
}

/// A seat being played, whatever its game.
trait PlayingSeat {
    /// Hears what arrived and answers it; the seat's end once its match is over.
    fn turn(
        &mut self,
        round_trips: &mut Vec<Duration>,
        tell: &mut dyn FnMut(JoinNews),
    ) -> Result<Option<Joined>, String>;

    /// Turns the connection once, so that what is queued goes out, and keeps what
    /// arrives for the next turn; a connection lost is opened again.
    fn hold(&mut self, tell: &mut dyn FnMut(JoinNews)) -> Result<(), String>;

    /// Turns the connection once, so that what is queued goes out.
    fn flush(&mut self) -> Result<(), String>;

    /// Says goodbye to the host.
    fn goodbye(self: Box<Self>);
}

struct StartSeat<'a> {
    code: JoinCode,
    connection: Connection,
    first: Vec<u8>,
    options: &'a JoinOptions,
}

impl GameVisitor for StartSeat<'_> {
    type Output = Box<dyn PlayingSeat>;

    fn visit<G: Registered>(self) -> Self::Output {
        let StartSeat { code, connection, first, options } = self;
        let player = SeatPlayer::<G>::new(options.bot, options.seed, options.difficulties.clone());
        Box::new(SeatOf { code, connection, player, heard: Some(first), answered_at: None })
    }
}

/// A seat of a table of `G`.
struct SeatOf<G: Registered> {
    code: JoinCode,
    connection: Connection,
    player: SeatPlayer<G>,
    /// A message come and not yet heard: the first.
    heard: Option<Vec<u8>>,
    /// When the seat last sent a decision, until the next table comes.
    answered_at: Option<Instant>,
}

impl<G: Registered> PlayingSeat for SeatOf<G> {
    fn turn(
        &mut self,
        round_trips: &mut Vec<Duration>,
        tell: &mut dyn FnMut(JoinNews),
    ) -> Result<Option<Joined>, String> {
        loop {
            let bytes = match self.heard.take() {
                Some(bytes) => bytes,
                None => {
                    let mut lost = false;
                    let next = self.connection.poll(&self.code, |why| {
                        lost = true;
                        tell(JoinNews::Lost(why));
                    })?;
                    if lost {
                        // A decision sent on the lost connection is asked again.
                        self.player.reconnected();
                        self.answered_at = None;
                    }
                    match next {
                        Some(bytes) => bytes,
                        None => return Ok(None),
                    }
                }
            };
            let was_seated = self.player.seat();
            let heard = self.player.hear(&bytes).map_err(|error| error.to_string())?;
            // A round trip ends with the table heard next; the seats' news is no answer.
            if !matches!(heard, Heard::Seats(_))
                && let Some(answered_at) = self.answered_at.take()
            {
                round_trips.push(answered_at.elapsed());
            }
            match heard {
                Heard::Answer(answer) => {
                    self.connection.send(answer);
                    self.answered_at = Some(Instant::now());
                }
                Heard::Refused(refusal) => tell(JoinNews::Refused(refusal.to_string())),
                Heard::Over(winners) => {
                    let seat = self.player.seat().ok_or("the match ended before this client was seated")?;
                    return Ok(Some(Joined { game: G::GAME, seat, winners }));
                }
                Heard::Nothing | Heard::Seats(_) => {}
            }
            if let Some(seat) = self.player.seat().filter(|seat| was_seated != Some(*seat)) {
                tell(JoinNews::Seated { game: G::GAME, seat });
            }
        }
    }

    fn hold(&mut self, tell: &mut dyn FnMut(JoinNews)) -> Result<(), String> {
        if let Err(why) = self.connection.take_in() {
            tell(JoinNews::Lost(why.clone()));
            self.connection.reopen(&self.code, why)?;
            self.player.reconnected();
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<(), String> {
        self.connection.take_in()
    }

    fn goodbye(self: Box<Self>) {
        self.connection.goodbye();
    }
}
