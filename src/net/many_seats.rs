//! Many seats played from one process (`saloon join --codes-from FILE`), to load a host:
//! a computer at each seat, every connection turned by one thread, and the time from each
//! decision sent to the next table heard measured. Seats are taken one after another, the
//! seats already taken turned between, so that none falls silent while the rest connect.

use std::time::{Duration, Instant};

use super::joining::{Ask, Connection, FAREWELL, JoinNews, JoinOptions, Joined, connect};
use super::lobby::JoinCode;
use super::seat_player::{Heard, SeatPlayer};
use crate::games::{GameVisitor, Registered, dispatch};

/// What the seats played from one process came to.
#[derive(Debug, Default)]
pub struct SeatsPlayed {
    /// Each seat's end, in the order of its code.
    pub ends: Vec<Result<Joined, String>>,
    /// Every round trip: from a decision sent to the next table the seat heard.
    pub round_trips: Vec<Duration>,
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
    let mut playing: Vec<(usize, Box<dyn PlayingSeat>)> = Vec::new();
    // Seats whose match is over, turned a while longer so that the host hears their last
    // words, then gone.
    let mut closing: Vec<(Box<dyn PlayingSeat>, Instant)> = Vec::new();
    let mut waiting = codes.iter().enumerate();
    loop {
        if let Some((index, code)) = waiting.next() {
            match connect(code, Ask::Seat(None)) {
                Ok((connection, first, game)) => {
                    let start = StartSeat { code: code.clone(), connection, first, options };
                    match dispatch(game, start) {
                        Ok(seat) => playing.push((index, seat)),
                        Err(unknown) => played.ends[index] = Err(unknown.to_string()),
                    }
                }
                Err(why) => played.ends[index] = Err(why),
            }
        } else if playing.is_empty() && closing.is_empty() {
            return played;
        }
        let mut at = 0;
        while at < playing.len() {
            let (index, seat) = &mut playing[at];
            let index = *index;
            match seat.turn(&mut played.round_trips, &mut |news| tell(index, news)) {
                Ok(None) => at += 1,
                Ok(Some(joined)) => {
                    let (_, seat) = playing.swap_remove(at);
                    closing.push((seat, Instant::now()));
                    played.ends[index] = Ok(joined);
                }
                Err(why) => {
                    playing.swap_remove(at);
                    played.ends[index] = Err(why);
                }
            }
        }
        for (seat, _) in &mut closing {
            // A seat whose match is over has nothing left to lose on a connection lost.
            let _ = seat.flush();
        }
        let (gone, staying) =
            std::mem::take(&mut closing).into_iter().partition(|(_, over_at)| over_at.elapsed() >= FAREWELL);
        closing = staying;
        gone.into_iter().for_each(|(seat, _): (Box<dyn PlayingSeat>, Instant)| seat.goodbye());
        std::thread::sleep(TICK);
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
            if let Some(answered_at) = self.answered_at.take() {
                round_trips.push(answered_at.elapsed());
            }
            let was_seated = self.player.seat();
            match self.player.hear(&bytes).map_err(|error| error.to_string())? {
                Heard::Answer(answer) => {
                    self.connection.send(answer);
                    self.answered_at = Some(Instant::now());
                }
                Heard::Refused(refusal) => tell(JoinNews::Refused(refusal.to_string())),
                Heard::Over(winners) => {
                    let seat = self.player.seat().ok_or("the match ended before this client was seated")?;
                    return Ok(Some(Joined { game: G::GAME, seat, winners }));
                }
                Heard::Nothing => {}
            }
            if let Some(seat) = self.player.seat().filter(|seat| was_seated != Some(*seat)) {
                tell(JoinNews::Seated { game: G::GAME, seat });
            }
        }
    }

    fn flush(&mut self) -> Result<(), String> {
        self.connection.flush()
    }

    fn goodbye(self: Box<Self>) {
        self.connection.goodbye();
    }
}
