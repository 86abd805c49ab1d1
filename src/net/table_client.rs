//! A hosted table joined from this process, turned a little at a time: by a window each
//! frame, or by `saloon join` in its loop. Asking the lobby and asking it again after a
//! connection is lost wait on the network, so they run on threads of their own; nothing
//! else waits, and nothing a host or a network does holds the caller up. The client keeps
//! what its seat may know (its view, its choices, the seats the table waits on and how
//! each seat is held) and hands on what happened since the last turn.
//!
//! Nothing the host sends is taken on trust: a message no honest host could send (a seat
//! out of the table, a table of no possible size, a view no state of the game could
//! show, events its rules cannot follow) ends the join with why, before anything that
//! draws the table sees it.

use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use super::joining::{Ask, CONNECTING, Connection};
use super::lobby::{Admission, JoinCode, JoinError, LobbyRefusal};
use super::protocol::{Refusal, SeatPresence, ToClient, ToHost, decode, encode, seats_changed};
use super::seat_claim::ClaimsKept;
use super::seat_player::{SeatError, game_of_first};
use crate::games::{GameId, Registered};
use crate::rules::{Game, Seat, SeatSet};

/// A join on its way: the lobby asked, then the connection opened, then the host's first
/// message awaited.
pub struct Joining {
    code: JoinCode,
    stage: Stage,
}

enum Stage {
    /// The lobby is being asked, on a thread of its own.
    Asking(Receiver<Result<Connection, JoinError>>),
    /// The connection is open; the host has not yet said where this client sits.
    Connecting {
        connection: Box<Connection>,
        since: Instant,
    },
    Ended,
}

/// Where a join stands after a turn.
pub enum JoinStep {
    /// Still on its way.
    Waiting,
    /// The host took this client in.
    Joined(Entry),
    /// The host answered, and turned the join down: a wrong code, a full table.
    Refused(LobbyRefusal),
    /// The join failed (no host answering, a host that did not take this client in):
    /// why, in words.
    Failed(String),
}

/// A table the host took this client in at: its game, to make the client of that game.
pub struct Entry {
    pub game: GameId,
    code: JoinCode,
    connection: Box<Connection>,
    first: Vec<u8>,
}

impl Joining {
    /// Asks the table of `code` for the seat a claim kept in the data folder claims (a
    /// player started again coming back), or else a free seat, its claim then kept there.
    pub fn seat(code: JoinCode) -> Self {
        let kept = ClaimsKept::in_data_folder(&code);
        Joining::start(code, Ask::SeatKept(kept))
    }

    /// Takes the seat the host in this process admitted this client to: the window
    /// hosting the table taking its own, with no exchange through the lobby.
    pub fn admitted(code: JoinCode, admission: Admission) -> Self {
        Joining::start(code, Ask::Admitted(admission))
    }

    /// Asks the table of `code` to watch it.
    pub fn watch(code: JoinCode) -> Self {
        Joining::start(code, Ask::Watch)
    }

    fn start(code: JoinCode, ask: Ask) -> Self {
        let (answer_tx, answer) = channel();
        let asked = code.clone();
        std::thread::spawn(move || {
            let _ = answer_tx.send(Connection::open(&asked, ask));
        });
        Joining { code, stage: Stage::Asking(answer) }
    }

    /// Turns the join once.
    pub fn poll(&mut self) -> JoinStep {
        match std::mem::replace(&mut self.stage, Stage::Ended) {
            Stage::Asking(answer) => match answer.try_recv() {
                Ok(Ok(connection)) => {
                    self.stage = Stage::Connecting { connection: Box::new(connection), since: Instant::now() };
                    JoinStep::Waiting
                }
                Ok(Err(JoinError::Refused(refusal))) => JoinStep::Refused(refusal),
                Ok(Err(why)) => JoinStep::Failed(why.to_string()),
                Err(TryRecvError::Empty) => {
                    self.stage = Stage::Asking(answer);
                    JoinStep::Waiting
                }
                Err(TryRecvError::Disconnected) => JoinStep::Failed("the lobby was asked nothing".to_owned()),
            },
            Stage::Connecting { mut connection, since } => match connection.next() {
                Ok(Some(first)) => match game_of_first(&first).map(|game| game.parse::<GameId>()) {
                    Some(Ok(game)) => JoinStep::Joined(Entry { game, code: self.code.clone(), connection, first }),
                    Some(Err(unknown)) => JoinStep::Failed(unknown),
                    None => JoinStep::Failed("the host's first message named no game".to_owned()),
                },
                Ok(None) if since.elapsed() < CONNECTING => {
                    self.stage = Stage::Connecting { connection, since };
                    JoinStep::Waiting
                }
                Ok(None) => JoinStep::Failed(format!(
                    "the host at {} did not take this client in within {CONNECTING:?}",
                    self.code.address
                )),
                Err(why) => JoinStep::Failed(why),
            },
            Stage::Ended => JoinStep::Failed("the join has ended".to_owned()),
        }
    }
}

/// What happened at the table since the last turn, as this client may know it.
#[derive(Clone, Debug, PartialEq)]
pub enum TableNews<G: Game> {
    /// This client holds `seat` at a table of `seats`.
    Seated { seat: Seat, seats: usize },
    /// This client watches a table of `seats`.
    Watching { seats: usize },
    /// What happened since the last table, in order, as the seat (or the public) saw it.
    Events(Vec<G::Event>),
    /// A seat is held anew: its player connected or dropped, or a computer took it.
    SeatHeld { seat: Seat, presence: SeatPresence },
    /// The host refused what this client sent.
    Refused(Refusal),
    /// The connection was lost; the seat is being asked back.
    Lost(String),
    /// The connection is open again.
    Back,
    /// The match is over.
    Over(SeatSet),
}

/// What a host sent that no table of the game could: the join ends with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Impossible {
    #[error("a table of {0} seats")]
    SeatCount(usize),
    #[error("seat {seat} of a table of {seats}")]
    NoSuchSeat { seat: Seat, seats: usize },
    #[error("another seat, or another table, than it first said")]
    SeatChanged,
    #[error("a table before it said where this client sits")]
    Unseated,
    #[error("choices to a spectator")]
    SpectatorAsked,
    #[error("decision {sent} after decision {before}")]
    BackInTime { before: u32, sent: u32 },
    #[error("a view no table of its game could show")]
    View,
    #[error("events the last view cannot follow")]
    Events,
    #[error("how {told} seats are held, at a table of {seats}")]
    Presence { told: usize, seats: usize },
}

/// The most seats a table across the network may have: as many as a seat set holds.
const MOST_SEATS: usize = 31;

/// Whether `seats` is a table's number of seats.
fn possible_seats(seats: u8) -> Result<usize, Impossible> {
    let seats = usize::from(seats);
    if (1..=MOST_SEATS).contains(&seats) { Ok(seats) } else { Err(Impossible::SeatCount(seats)) }
}

/// Whether every seat of `set` is one of a table of `seats`.
fn within(set: SeatSet, seats: usize) -> Result<(), Impossible> {
    match set.iter().find(|seat| *seat >= seats) {
        Some(seat) => Err(Impossible::NoSuchSeat { seat, seats }),
        None => Ok(()),
    }
}

/// Runs `check` on what a host sent, a panic in the rules' code (a view or event no
/// honest host sends, that they were never written to take) counting as a failed check.
fn holds(check: impl FnOnce() -> bool) -> bool {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(check)).unwrap_or(false)
}

/// Why a decision was not sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotSent {
    #[error("this client watches, and decides nothing")]
    Watching,
    #[error("the table is not asking this seat now")]
    NotAsked,
    #[error("that is not one of the seat's choices")]
    NotAChoice,
    #[error("the connection is being opened again: the table will ask again")]
    Away,
}

/// A table of `G` joined: what its seat may know, kept up to date by [`TableClient::poll`].
pub struct TableClient<G: Registered> {
    code: JoinCode,
    link: Link,
    /// The host's first message, heard on the first turn.
    first: Option<Vec<u8>>,
    seat: Option<Seat>,
    seats: usize,
    view: Option<G::View>,
    decision: u32,
    legal: Vec<G::Action>,
    /// The decision this seat answered last: a table sent again asks for it once.
    answered: Option<u32>,
    /// Whether the next table follows the last one heard: not after the connection was
    /// opened again, where a host taken up from its save may be some decisions back.
    following: bool,
    thinking: SeatSet,
    held: Vec<SeatPresence>,
    winners: Option<SeatSet>,
}

/// The client's connection, or its way back to one.
enum Link {
    Up(Box<Connection>),
    /// Lost, and being opened again on a thread of its own.
    Rejoining(Receiver<Result<Connection, String>>),
    Down,
}

impl<G: Registered> TableClient<G> {
    /// The client of the table `entry` is at; refused where that table plays another game.
    pub fn new(entry: Entry) -> Result<Self, String> {
        if entry.game != G::GAME {
            let error = SeatError::OtherGame { host: entry.game.id().to_owned(), client: G::ID.to_owned() };
            return Err(error.to_string());
        }
        Ok(TableClient::linked(entry.code, Link::Up(entry.connection), Some(entry.first)))
    }

    /// A client of the table of `code`, by `link`, that has heard nothing yet but `first`.
    fn linked(code: JoinCode, link: Link, first: Option<Vec<u8>>) -> Self {
        TableClient {
            code,
            link,
            first,
            seat: None,
            seats: 0,
            view: None,
            decision: 0,
            legal: Vec::new(),
            answered: None,
            following: false,
            thinking: SeatSet::EMPTY,
            held: Vec::new(),
            winners: None,
        }
    }

    /// A client of the table of `code` with no connection, hearing only what it is handed
    /// ([`TableClient::hear_bytes`]): what a test sends it stands for a host's messages.
    #[cfg(test)]
    pub(super) fn unconnected(code: JoinCode) -> Self {
        TableClient::linked(code, Link::Down, None)
    }

    /// Hears `bytes` as one message from the host.
    #[cfg(test)]
    pub(super) fn hear_bytes(&mut self, bytes: &[u8]) -> Result<Vec<TableNews<G>>, String> {
        let mut news = Vec::new();
        self.hear(bytes, &mut news)?;
        Ok(news)
    }

    /// The seat this client holds; `None` for a spectator, or before the host said.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The code this client joined by, which asks for its seat back.
    pub fn code(&self) -> &JoinCode {
        &self.code
    }

    /// How many seats the table has, once the host has said (0 before).
    pub fn seats(&self) -> usize {
        self.seats
    }

    /// The table as this client last saw it.
    pub fn view(&self) -> Option<&G::View> {
        self.view.as_ref()
    }

    /// The decision the table is at: the number of decisions taken.
    pub fn decision(&self) -> u32 {
        self.decision
    }

    /// The seat's choices while the table asks it and it has not answered.
    pub fn asked(&self) -> Option<&[G::Action]> {
        let asked = !self.legal.is_empty() && self.answered != Some(self.decision);
        asked.then_some(self.legal.as_slice())
    }

    /// The seats the table waits on.
    pub fn thinking(&self) -> SeatSet {
        self.thinking
    }

    /// How each seat is held, as the host last told.
    pub fn held(&self) -> &[SeatPresence] {
        &self.held
    }

    pub fn winners(&self) -> Option<SeatSet> {
        self.winners
    }

    /// Whether the connection is lost and being opened again.
    pub fn is_rejoining(&self) -> bool {
        matches!(self.link, Link::Rejoining(_))
    }

    /// Turns the client once: what arrived heard, a lost connection asked back. Fails
    /// where the host cannot be followed: a message that does not read, or no way back
    /// to the table within [`super::joining::REJOINING`].
    pub fn poll(&mut self) -> Result<Vec<TableNews<G>>, String> {
        let mut news = Vec::new();
        if let Some(first) = self.first.take() {
            self.hear(&first, &mut news)?;
        }
        loop {
            match &mut self.link {
                Link::Up(connection) => match connection.next() {
                    Ok(Some(bytes)) => self.hear(&bytes, &mut news)?,
                    Ok(None) => return Ok(news),
                    // After the match's end there is nothing to come back for.
                    Err(_) if self.winners.is_some() => {
                        self.link = Link::Down;
                        return Ok(news);
                    }
                    Err(why) => {
                        self.link = Link::Rejoining(self.ask_back(why.clone()));
                        news.push(TableNews::Lost(why));
                        return Ok(news);
                    }
                },
                Link::Rejoining(answer) => match answer.try_recv() {
                    Ok(Ok(connection)) => {
                        self.link = Link::Up(Box::new(connection));
                        // A decision sent and not taken is asked again, and answered again,
                        // once the host has told the table on the new connection: what is
                        // sent before the connection is up may never arrive.
                        self.answered = None;
                        self.following = false;
                        self.legal.clear();
                        news.push(TableNews::Back);
                    }
                    Err(TryRecvError::Empty) => return Ok(news),
                    Ok(Err(why)) => {
                        self.link = Link::Down;
                        return Err(why);
                    }
                    Err(TryRecvError::Disconnected) => {
                        self.link = Link::Down;
                        return Err("the way back to the table stopped".to_owned());
                    }
                },
                Link::Down => return Ok(news),
            }
        }
    }

    /// Opens the connection again, on a thread of its own, asking for the same seat.
    fn ask_back(&mut self, lost: String) -> Receiver<Result<Connection, String>> {
        let (answer_tx, answer) = channel();
        let Link::Up(mut connection) = std::mem::replace(&mut self.link, Link::Down) else {
            unreachable!("a connection is asked back only when lost")
        };
        let code = self.code.clone();
        std::thread::spawn(move || {
            let _ = answer_tx.send(connection.reopened(&code, lost));
        });
        answer
    }

    /// Sends the seat's decision, one of [`TableClient::asked`]'s choices.
    pub fn decide(&mut self, action: G::Action) -> Result<(), NotSent> {
        let seat = self.seat.ok_or(NotSent::Watching)?;
        let legal = self.asked().ok_or(NotSent::NotAsked)?;
        if !legal.contains(&action) {
            return Err(NotSent::NotAChoice);
        }
        let Link::Up(connection) = &mut self.link else { return Err(NotSent::Away) };
        connection.send(encode(&ToHost::Decide { seat, decision: self.decision, action }));
        self.answered = Some(self.decision);
        Ok(())
    }

    /// Leaves the table: what is queued sent, then goodbye. Once the match is over, the
    /// seat's claim kept in the data folder goes with it.
    pub fn close(self) -> Result<(), String> {
        match self.link {
            Link::Up(mut connection) => {
                if self.winners.is_some() {
                    connection.forget_claim();
                }
                connection.close()
            }
            Link::Rejoining(_) | Link::Down => Ok(()),
        }
    }

    /// Whether `message` could come from an honest host, after what this client heard.
    fn check(&self, message: &ToClient<G::View, G::Event, G::Action>) -> Result<(), Impossible> {
        let known = |seats: usize| self.seats == 0 || self.seats == seats;
        match message {
            ToClient::Seated { seat, seats, .. } => {
                let seats = possible_seats(*seats)?;
                if *seat >= seats {
                    return Err(Impossible::NoSuchSeat { seat: *seat, seats });
                }
                if !known(seats) || (self.seats != 0 && self.seat != Some(*seat)) {
                    return Err(Impossible::SeatChanged);
                }
            }
            ToClient::Watching { seats, .. } => {
                if !known(possible_seats(*seats)?) || self.seat.is_some() {
                    return Err(Impossible::SeatChanged);
                }
            }
            ToClient::Table { decision, view, events, legal, thinking } => {
                if self.seats == 0 {
                    return Err(Impossible::Unseated);
                }
                within(*thinking, self.seats)?;
                if self.seat.is_none() && !legal.is_empty() {
                    return Err(Impossible::SpectatorAsked);
                }
                if self.following && *decision < self.decision {
                    return Err(Impossible::BackInTime { before: self.decision, sent: *decision });
                }
                // A spectator's view is the public's, its secrets taken out: a state built
                // from it holds the seats, not every invariant of a dealt table.
                let (seats, watching) = (self.seats, self.seat.is_none());
                if !holds(|| {
                    let state = G::from_view(view);
                    state.seat_count() == seats && (watching || state.check_invariants().is_ok())
                }) {
                    return Err(Impossible::View);
                }
                if let Some(before) = self.view.as_ref().filter(|_| self.following)
                    && !holds(|| {
                        let mut following = before.clone();
                        events.iter().for_each(|event| G::update_view(&mut following, event));
                        true
                    })
                {
                    return Err(Impossible::Events);
                }
            }
            ToClient::Seats(held) if self.seats != 0 && held.len() != self.seats => {
                return Err(Impossible::Presence { told: held.len(), seats: self.seats });
            }
            ToClient::Over { winners } if self.seats != 0 => within(*winners, self.seats)?,
            ToClient::Seats(_) | ToClient::Over { .. } | ToClient::Refused(_) => {}
        }
        Ok(())
    }

    /// Hears one message from the host, what it tells added to `news`: an error where the
    /// message does not read, or tells what no table could.
    fn hear(&mut self, bytes: &[u8], news: &mut Vec<TableNews<G>>) -> Result<(), String> {
        let message: ToClient<G::View, G::Event, G::Action> =
            decode(bytes).map_err(|refusal| SeatError::Unreadable(refusal).to_string())?;
        self.check(&message).map_err(|impossible| format!("the host sent {impossible}, which no table could"))?;
        let other_game = |game: String| SeatError::OtherGame { host: game, client: G::ID.to_owned() }.to_string();
        match message {
            ToClient::Seated { game, seat, seats } => {
                if game != G::ID {
                    return Err(other_game(game));
                }
                if self.seat != Some(seat) {
                    news.push(TableNews::Seated { seat, seats: usize::from(seats) });
                }
                (self.seat, self.seats) = (Some(seat), usize::from(seats));
            }
            ToClient::Watching { game, seats } => {
                if game != G::ID {
                    return Err(other_game(game));
                }
                if self.seats == 0 {
                    news.push(TableNews::Watching { seats: usize::from(seats) });
                }
                self.seats = usize::from(seats);
            }
            ToClient::Table { decision, view, events, legal, thinking } => {
                (self.decision, self.legal, self.thinking) = (decision, legal, thinking);
                self.following = true;
                self.view = Some(view);
                if !events.is_empty() {
                    news.push(TableNews::Events(events));
                }
            }
            ToClient::Seats(seats) => {
                let changed = seats_changed(&self.held, &seats);
                news.extend(changed.into_iter().map(|(seat, presence)| TableNews::SeatHeld { seat, presence }));
                self.held = seats;
            }
            ToClient::Refused(refusal) => news.push(TableNews::Refused(refusal)),
            ToClient::Over { winners } => {
                self.winners = Some(winners);
                news.push(TableNews::Over(winners));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::ai::BotKind;
    use crate::net::hosting::{HostOptions, HostedSeat, HostedTable};
    use crate::net::test_support::{MOST_TIME, TICK};
    use crate::rules::duel::Duel;

    type G = Duel;

    /// A Duel hosted here on the loopback, its first seat remote and its second a
    /// computer, saved to a scratch file; and its join code.
    fn hosted(name: &str) -> (HostedTable<G>, JoinCode, std::path::PathBuf) {
        let save = std::env::temp_dir().join(format!("saloon-table-client-{}-{name}.ron", std::process::id()));
        let seats = vec![HostedSeat::Remote, HostedSeat::Computer(BotKind::Easy)];
        let (table, code) = HostOptions::loopback(seats, save.clone()).open_built_in(7).expect("the table opens");
        (table, code, save)
    }

    /// Turns `joining`, and the host beside it, until the join ends.
    fn entered(joining: &mut Joining, table: &mut HostedTable<G>) -> Result<Entry, String> {
        let until = Instant::now() + MOST_TIME;
        while Instant::now() < until {
            table.turn(|_| {}).expect("the host turns");
            match joining.poll() {
                JoinStep::Waiting => std::thread::sleep(TICK),
                JoinStep::Joined(entry) => return Ok(entry),
                JoinStep::Refused(refusal) => return Err(JoinError::Refused(refusal).to_string()),
                JoinStep::Failed(why) => return Err(why),
            }
        }
        panic!("the join did not end within {MOST_TIME:?}");
    }

    /// A client turned a little at a time, as a window turns it each frame, plays its
    /// seat to the match's end: it is told its seat and its player connected, it is
    /// asked only while the table waits on it, it cannot send what is not its choice or
    /// not asked, and it ends with the host's result.
    #[test]
    fn a_client_turned_each_frame_plays_its_seat_to_the_match_s_end() {
        let (mut table, code, save) = hosted("plays");
        let mut joining = Joining::seat(code);
        let entry = entered(&mut joining, &mut table).expect("the host takes the client in");
        assert_eq!(entry.game, Duel::GAME);
        let mut client = TableClient::<G>::new(entry).expect("a Duel's client");
        let mut heard = Vec::new();
        let until = Instant::now() + MOST_TIME;
        let mut asked = 0;
        while client.winners().is_none() {
            assert!(Instant::now() < until, "the match did not end within {MOST_TIME:?}");
            table.turn(|_| {}).expect("the host turns");
            heard.extend(client.poll().expect("the client follows the host"));
            let Some(legal) = client.asked().map(<[_]>::to_vec) else {
                std::thread::sleep(TICK);
                continue;
            };
            assert!(client.thinking().contains(0), "the table waits on the seat it asks");
            asked += 1;
            client.decide(legal[asked % legal.len()]).expect("a choice sent");
            assert_eq!(client.decide(legal[0]), Err(NotSent::NotAsked), "a decision is sent once");
        }
        assert_eq!(heard.first(), Some(&TableNews::Seated { seat: 0, seats: 2 }));
        let connected = TableNews::SeatHeld { seat: 0, presence: SeatPresence::Connected };
        assert!(heard.contains(&connected), "{heard:?}");
        assert!(heard.iter().any(|news| matches!(news, TableNews::Events(_))));
        assert!(asked > 3, "the seat was asked {asked} times");
        let until = Instant::now() + MOST_TIME;
        while !table.turn(|_| {}).expect("the host turns") {
            assert!(Instant::now() < until, "the host did not end");
            std::thread::sleep(TICK);
        }
        let (referee, _) = table.close();
        assert_eq!(client.winners(), referee.winners());
        assert_eq!(heard.last(), Some(&TableNews::Over(referee.winners().expect("the match is over"))));
        client.close().expect("the client leaves");
        let _ = std::fs::remove_file(save);
    }

    /// A code with the wrong secret fails in words, and nothing waits on it.
    #[test]
    fn a_wrong_code_fails_in_words() {
        let (mut table, mut code, save) = hosted("wrong");
        code.secret = "WRONGCODE2".to_owned();
        let failed = entered(&mut Joining::seat(code), &mut table).err().expect("a wrong code is refused");
        assert!(failed.contains("the join code is wrong"), "{failed}");
        let _ = std::fs::remove_file(save);
    }
}
