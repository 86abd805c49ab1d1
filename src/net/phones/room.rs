//! The phone seats of one hosted table, on the table's side of the server: which phone
//! holds which seat, by the claim it was given, and what each phone is told. The referee
//! knows a phone as one more client: the room hands it the phone's decisions as a
//! renet client's would arrive, and puts what the referee sends that client in words,
//! in the phone's own language, from the seat's view alone.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;

use super::frames::{FromPhone, Plate, ToPhone};
use super::server::{Arrival, ConnectionId, PhoneLine, PhoneServer};
use crate::games::Registered;
use crate::net::protocol::{Refusal, SeatPresence, ToClient, ToHost, decode, encode};
use crate::net::referee::{ClientId, Received, Referee};
use crate::net::seat_claim::SeatSecret;
use crate::rules::{Game, Line, Seat, SeatSet};
use crate::text::{Catalog, Language, YOU, say_in};

/// The page's own words, sent with the welcome in the phone's language.
const PAGE_WORDS: &[&str] = &[
    "phone-page-pick-seat",
    "phone-page-your-name",
    "phone-page-take-seat",
    "phone-page-hand",
    "phone-page-table",
    "phone-page-standings",
    "phone-page-events",
    "phone-page-choices",
    "phone-page-language",
    "phone-page-reconnecting",
    "phone-page-lost",
    "phone-page-cover",
    "phone-page-uncover",
    "phone-page-clear",
    "phone-page-in-words",
];
/// The longest name a player may give, in characters.
const LONGEST_NAME: usize = 20;

/// What the phones did in one turn of the table, as a transport's turn tells it.
#[derive(Debug, Default)]
pub struct PhoneTurn {
    /// The seats' clients whose phone sat down or came back.
    pub joined: Vec<ClientId>,
    /// The seats' clients whose phone's connection ended.
    pub left: Vec<ClientId>,
    /// What the referee made of each decision a phone sent.
    pub received: Vec<(ClientId, Received)>,
}

/// A phone seat, and who claimed it.
struct PhoneSeat {
    seat: Seat,
    claim: Option<SeatSecret>,
    /// The connection playing it now.
    connection: Option<ConnectionId>,
    /// The number of the decision the seat was last asked for.
    asked: u32,
}

/// A phone connected, seated or still choosing its seat.
struct Connection {
    line: PhoneLine,
    language: Language,
    client: Option<ClientId>,
}

/// The phone seats of a table of `G`, and the server their phones reach.
pub struct PhoneRoom<G: Registered> {
    server: PhoneServer,
    rules: G::Rules,
    seats: BTreeMap<ClientId, PhoneSeat>,
    connections: BTreeMap<ConnectionId, Connection>,
    /// Every seat's name as the table tells it: a phone's, the name its player gave.
    names: Vec<String>,
    /// How the seats were last told held.
    presence: Vec<SeatPresence>,
    /// Each phone seat's choices asked last, in the order its phone lists them.
    legal: BTreeMap<ClientId, Vec<G::Action>>,
}

impl<G: Registered> PhoneRoom<G> {
    /// Serves the page on `address` for the table with `secret`, whose phone seats are
    /// `seats` (each seat with the client the referee knows it by), its seats named
    /// `names` until their players name them.
    pub fn open(
        address: SocketAddr,
        secret: &str,
        rules: G::Rules,
        seats: &[(Seat, ClientId)],
        names: Vec<String>,
    ) -> Result<Self, String> {
        let server = PhoneServer::start(address, secret)?;
        let seats = seats
            .iter()
            .map(|&(seat, client)| (client, PhoneSeat { seat, claim: None, connection: None, asked: 0 }))
            .collect();
        Ok(PhoneRoom {
            server,
            rules,
            seats,
            connections: BTreeMap::new(),
            presence: vec![SeatPresence::Free; names.len()],
            names,
            legal: BTreeMap::new(),
        })
    }

    /// Where the phones reach the server.
    pub fn address(&self) -> SocketAddr {
        self.server.address()
    }

    /// One turn: what the phones sent since the last, taken in; their decisions handed to
    /// `referee` as arrived at `now` on its clock.
    pub fn turn(&mut self, referee: &mut Referee<G>, now: Duration) -> PhoneTurn {
        let mut turn = PhoneTurn::default();
        for arrival in self.server.arrived() {
            match arrival {
                Arrival::Opened { connection, language, line } => {
                    self.connections.insert(connection, Connection { line, language, client: None });
                    self.welcome(connection);
                }
                Arrival::Frame { connection, frame } => self.heard(connection, frame, referee, now, &mut turn),
                Arrival::Closed { connection } => {
                    let Some(gone) = self.connections.remove(&connection) else { continue };
                    let Some(client) = gone.client else { continue };
                    if let Some(seat) = self.seats.get_mut(&client).filter(|seat| seat.connection == Some(connection)) {
                        seat.connection = None;
                        turn.left.push(client);
                    }
                }
            }
        }
        turn
    }

    fn heard(
        &mut self,
        connection: ConnectionId,
        frame: FromPhone,
        referee: &mut Referee<G>,
        now: Duration,
        turn: &mut PhoneTurn,
    ) {
        let outcome = match frame {
            FromPhone::Hello {} => Ok(()),
            FromPhone::Language { language } => self.speak(connection, &language, referee),
            FromPhone::Take { seat, name } => self.take(connection, seat, &name, None, referee, turn),
            FromPhone::Back { seat, secret } => {
                let secret = serde_json::from_value::<SeatSecret>(serde_json::Value::String(secret));
                match secret {
                    Ok(secret) => self.take(connection, seat, "", Some(secret), referee, turn),
                    Err(_) => Err(Line::new("phone-refused-not-your-seat")),
                }
            }
            FromPhone::Decide { decision, choice } => self.decide(connection, decision, choice, referee, now, turn),
        };
        if let Err(why) = outcome {
            self.send_words(connection, |words| ToPhone::Refused { why: words(&why) });
        }
    }

    /// The phone at `connection` reads `code` from now on: everything it shows is sent
    /// again in it.
    fn speak(&mut self, connection: ConnectionId, code: &str, referee: &mut Referee<G>) -> Result<(), Line> {
        let language = Language::from_locale(code).filter(|language| Language::PLAYABLE.contains(language));
        let language = language.ok_or_else(|| Line::new("phone-refused-garbled"))?;
        let Some(phone) = self.connections.get_mut(&connection) else { return Ok(()) };
        phone.language = language;
        let client = phone.client;
        self.welcome(connection);
        if let Some(client) = client {
            referee.welcome(client);
        }
        Ok(())
    }

    /// Seats the phone at `connection` at `seat`: a free one under `name`, or, with
    /// `secret`, the one it claimed before.
    fn take(
        &mut self,
        connection: ConnectionId,
        seat: Seat,
        name: &str,
        secret: Option<SeatSecret>,
        referee: &mut Referee<G>,
        turn: &mut PhoneTurn,
    ) -> Result<(), Line> {
        if self.connections.get(&connection).is_none_or(|phone| phone.client.is_some()) {
            return Err(Line::new("phone-refused-seated-already"));
        }
        let (&client, held) = (self.seats.iter_mut())
            .find(|(_, held)| held.seat == seat)
            .ok_or_else(|| Line::new("phone-refused-no-such-seat"))?;
        match (&held.claim, secret) {
            (None, None) => {
                held.claim = Some(SeatSecret::new());
                self.names[seat] = player_name(name, seat);
                // The other phones hear the new name at once, not at their next turn.
                let others = self.connections.values().filter_map(|phone| phone.client);
                others.for_each(|other| referee.welcome(other));
            }
            (Some(claimed), Some(secret)) if claimed.matches(&secret) => {}
            (Some(_), None) => return Err(Line::new("phone-refused-seat-taken")),
            _ => return Err(Line::new("phone-refused-not-your-seat")),
        }
        // A seat taken back from another phone leaves that one unseated.
        if let Some(before) = held.connection.replace(connection)
            && let Some(other) = self.connections.get_mut(&before)
        {
            other.client = None;
            other.line.close(say_in(other.language, &Line::new("phone-refused-taken-back"), &[]));
        }
        let secret = held.claim.expect("claimed above");
        if let Some(phone) = self.connections.get_mut(&connection) {
            phone.client = Some(client);
        }
        let (secret, name) = (hex(&secret), self.names[seat].clone());
        self.send_words(connection, |_| ToPhone::Seated { seat, name, secret });
        referee.welcome(client);
        turn.joined.push(client);
        Ok(())
    }

    fn decide(
        &mut self,
        connection: ConnectionId,
        decision: u32,
        choice: usize,
        referee: &mut Referee<G>,
        now: Duration,
        turn: &mut PhoneTurn,
    ) -> Result<(), Line> {
        let client = self.connections.get(&connection).and_then(|phone| phone.client);
        let client = client.ok_or_else(|| Line::new("phone-refused-not-seated"))?;
        let held = &self.seats[&client];
        let asked = held.asked;
        if decision != asked {
            return Err(refusal_line(&Refusal::Stale { now: asked, sent: decision }));
        }
        let legal = self.legal.get(&client).map(Vec::as_slice).unwrap_or_default();
        let action = *legal.get(choice).ok_or_else(|| Line::new("phone-refused-no-such-choice"))?;
        let bytes = encode(&ToHost::Decide { seat: held.seat, decision, action });
        turn.received.push((client, referee.receive(client, &bytes, now)));
        Ok(())
    }

    /// Puts what the referee sent `client`, a phone seat's, in words for its phone.
    pub fn deliver(&mut self, client: ClientId, bytes: &[u8]) {
        let Some(held) = self.seats.get_mut(&client) else { return };
        let Ok(message) = decode::<ToClient<G::View, G::Event, G::Action>>(bytes) else { return };
        let (seat, connection) = (held.seat, held.connection);
        if let ToClient::Table { decision, legal, .. } = &message {
            held.asked = *decision;
            self.legal.insert(client, legal.clone());
        }
        let Some(phone) = connection.and_then(|connection| self.connections.get(&connection)) else { return };
        let (language, names) = (phone.language, self.names_for(seat));
        let frame = match message {
            ToClient::Table { decision, view, events, legal, thinking } => {
                let told = TableTold::<G> { seat, decision, view, events, thinking, legal: &legal };
                told.in_words(&self.rules, language, &names)
            }
            ToClient::Refused(refusal) => ToPhone::Refused { why: say_in(language, &refusal_line(&refusal), &[]) },
            ToClient::Over { winners } => ToPhone::Over { result: say_in(language, &result_line(winners), &names) },
            ToClient::Seated { .. } | ToClient::Seats(_) | ToClient::Watching { .. } => return,
        };
        phone.line.send(frame);
    }

    /// Tells every phone how the seats are held now.
    pub fn tell_seats(&mut self, presence: &[SeatPresence]) {
        self.presence = presence.to_vec();
        for phone in self.connections.values() {
            phone.line.send(ToPhone::Seats { seats: self.plates(phone.language) });
        }
    }

    /// A computer took the seat of `client`, whose phone did not come back in time: the
    /// claim is void, and a phone still holding it is told.
    pub fn give_to_computer(&mut self, client: ClientId) {
        let Some(held) = self.seats.remove(&client) else { return };
        if let Some(phone) = held.connection.and_then(|connection| self.connections.get_mut(&connection)) {
            phone.client = None;
            phone.line.close(say_in(phone.language, &Line::new("phone-refused-computer-took"), &[]));
        }
    }

    /// Tells every phone the table is closing.
    pub fn close_all(&mut self) {
        for phone in self.connections.values() {
            phone.line.close(say_in(phone.language, &Line::new("phone-table-closed"), &[]));
        }
    }

    fn welcome(&self, connection: ConnectionId) {
        let Some(phone) = self.connections.get(&connection) else { return };
        let language = phone.language;
        let labels = PAGE_WORDS.iter().map(|id| (id.to_string(), say_in(language, &Line::new(id), &[]))).collect();
        let game = say_in(language, &G::GAME.spoken(), &[]);
        let seats = self.plates(language);
        phone.line.send(ToPhone::Welcome { game, language: language.code().to_owned(), labels, seats });
    }

    fn send_words(&self, connection: ConnectionId, frame: impl FnOnce(&dyn Fn(&Line) -> String) -> ToPhone) {
        let Some(phone) = self.connections.get(&connection) else { return };
        let language = phone.language;
        phone.line.send(frame(&|line| say_in(language, line, &[])));
    }

    /// Every seat as the page shows it, in `language`.
    fn plates(&self, language: Language) -> Vec<Plate> {
        let catalog = Catalog::get();
        (self.names.iter().enumerate())
            .map(|(seat, name)| {
                let phone = self.seats.values().find(|held| held.seat == seat);
                let free = phone.is_some_and(|held| held.claim.is_none());
                let presence = self.presence.get(seat).copied().unwrap_or(SeatPresence::Free);
                let held = match presence {
                    SeatPresence::Computer => Line::new("phone-held-computer"),
                    SeatPresence::Free if free => Line::new("phone-held-free"),
                    SeatPresence::Free => Line::new("phone-held-by-code"),
                    SeatPresence::Connected => Line::new("phone-held-here"),
                    SeatPresence::Dropped { wait_left_ms: Some(left) } => {
                        Line::new("status-dropped-wait").number("seconds", left.div_ceil(1000))
                    }
                    SeatPresence::Dropped { wait_left_ms: None } => Line::new("status-dropped"),
                };
                let held = say_in(language, &held, &[]);
                Plate { seat, name: catalog.seat_name(language, name), held, free }
            })
            .collect()
    }

    /// The seats' names as `seat`'s phone tells them: its own as "you".
    fn names_for(&self, seat: Seat) -> Vec<String> {
        let mut names = self.names.clone();
        names[seat] = YOU.to_owned();
        names
    }
}

/// A seat's table as the referee sent it, to be told in a phone's language.
struct TableTold<'a, G: Game> {
    seat: Seat,
    decision: u32,
    view: G::View,
    events: Vec<G::Event>,
    thinking: SeatSet,
    legal: &'a [G::Action],
}

impl<G: Registered> TableTold<'_, G> {
    fn in_words(&self, rules: &G::Rules, language: Language, names: &[String]) -> ToPhone {
        let code = language.messages_from().code();
        let say = |line: &Line| say_in(language, line, names);
        let your_turn = !self.legal.is_empty();
        let turn = match (your_turn, self.thinking.minus(SeatSet::single(self.seat))) {
            (true, _) => Line::new("phone-your-turn"),
            (false, others) if !others.is_empty() => Line::new("phone-waiting-for").seats("seats", others),
            (false, _) => Line::new("phone-waiting"),
        };
        let lines = |lines: Vec<Line>| lines.iter().map(say).collect::<Vec<_>>();
        ToPhone::Table {
            decision: self.decision,
            turn: say(&turn),
            your_turn,
            hand: lines(G::hand_in_words(&self.view, rules, code)),
            table: lines(G::table_in_words(&self.view, rules, code)),
            standings: lines(G::standings_in_words(&self.view, rules)),
            events: self.events.iter().filter_map(G::narrate).map(|line| say(&line)).collect(),
            choices: self
                .legal
                .iter()
                .map(|&action| say(&G::choice_in_words(&self.view, rules, code, action)))
                .collect(),
            sketch: G::sketch(&self.view, rules, code, &self.events, self.legal).told(say),
        }
    }
}

/// A name as a player typed it, kept to one short line of printable characters; the
/// seat's number where nothing is left.
fn player_name(typed: &str, seat: Seat) -> String {
    let name: String = typed.chars().filter(|letter| !letter.is_control()).take(LONGEST_NAME).collect();
    match name.trim() {
        "" => format!("{}{}", crate::text::PLAYER, seat + 1),
        trimmed if trimmed == YOU || trimmed.starts_with(crate::text::PLAYER) => format!("{trimmed}."),
        trimmed => trimmed.to_owned(),
    }
}

/// A claim's secret as the page keeps it: 64 hexadecimal digits.
fn hex(secret: &SeatSecret) -> String {
    match serde_json::to_value(secret) {
        Ok(serde_json::Value::String(hex)) => hex,
        _ => unreachable!("a seat's secret serializes as its digits"),
    }
}

/// Why the referee refused a phone's decision, as its player reads it.
fn refusal_line(refusal: &Refusal) -> Line {
    Line::new(match refusal {
        Refusal::Stale { .. } => "phone-refused-stale",
        Refusal::NotToMove { .. } => "phone-refused-not-to-move",
        Refusal::AlreadyDecided { .. } => "phone-refused-decided",
        Refusal::Illegal => "phone-refused-no-such-choice",
        Refusal::Over => "phone-refused-over",
        Refusal::Flooding => "phone-refused-flooding",
        Refusal::Version { .. } | Refusal::Malformed | Refusal::UnknownClient | Refusal::OtherSeat { .. } => {
            "phone-refused-garbled"
        }
        Refusal::Watching => "phone-refused-not-seated",
    })
}

/// The match's result, as a phone tells it.
fn result_line(winners: SeatSet) -> Line {
    match winners.len() {
        0 => Line::new("phone-over-draw"),
        _ => Line::new("phone-over-won").seats("winners", winners),
    }
}
