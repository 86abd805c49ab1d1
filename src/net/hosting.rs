//! A table hosted without a window (`saloon host`): the referee on a UDP port, the lobby on
//! the TCP port of the same number, its computers played on the host, the match saved
//! after every step (with its code, so that a host started again from the save is found
//! where it was), a seat whose client left kept for it a while, phone seats served their
//! page beside the table ([`super::phones`]), and the host's run told as it goes.

use std::collections::{BTreeMap, BTreeSet};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use renet_netcode::generate_random_bytes;

use super::discovery::{Announcer, Reach, TableNotice};
use super::lobby::{Admission, JoinCode, Lobby, LobbyTally};
use super::phones::{PhoneRoom, phone_address};
use super::protocol::{SeatPresence, seats_changed};
use super::referee::{ClientId, Received, Referee, SeatHolder};
use super::seat_claim::SeatClaim;
use super::transport::{Host, since_epoch};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::games::{Registered, SeatKind};
use crate::record::RecordOf;
use crate::rules::{Game, Seat};
use crate::save::SavedMatch;
use crate::storage::WriteBehind;

/// Who holds a seat of a hosted table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostedSeat {
    /// A computer on the host, playing as this bot.
    Computer(BotKind),
    /// A client that joins by the code.
    Remote,
    /// A player on a phone, who opens the table's phone address and takes the seat there.
    Phone,
    /// A client's seat claimed from the start for the window hosting the table, which
    /// takes it in its own process ([`HostedTable::admission_here`]); no joiner takes it.
    Reserved,
}

impl HostedSeat {
    /// Reads `ai` (a computer at `difficulty`), `remote`, or a bot's name.
    pub fn parse(text: &str, difficulty: BotKind) -> Result<Self, String> {
        match text {
            "remote" => Ok(HostedSeat::Remote),
            "phone" => Ok(HostedSeat::Phone),
            "ai" | "computer" => Ok(HostedSeat::Computer(difficulty)),
            bot => bot.parse().map(HostedSeat::Computer).map_err(|_| {
                format!(
                    "unknown seat `{bot}`; expected remote, phone, ai, or a bot (random, heuristic, easy, medium, hard)"
                )
            }),
        }
    }

    /// The seat's name in a report: its bot's, `remote` or `phone`.
    pub fn name(self) -> &'static str {
        match self {
            HostedSeat::Computer(bot) => bot.name(),
            HostedSeat::Remote => "remote",
            HostedSeat::Phone => "phone",
            HostedSeat::Reserved => "reserved",
        }
    }
}

/// What a host does with a seat whose client is not back within the wait.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum AfterWait {
    /// A computer plays the seat.
    #[default]
    Computer,
    /// The table waits for the client.
    Pause,
}

impl AfterWait {
    /// How long a dropped seat waits for its client, where it waits `wait` before a
    /// computer takes it: `None` where the table waits as long as it takes.
    pub fn wait(self, wait: Duration) -> Option<Duration> {
        match self {
            AfterWait::Computer => Some(wait),
            AfterWait::Pause => None,
        }
    }
}

/// How a table is hosted.
#[derive(Clone, Debug)]
pub struct HostOptions {
    pub seats: Vec<HostedSeat>,
    /// The address clients reach the host at; the code carries it.
    pub address: IpAddr,
    /// The port of the table (UDP) and its lobby (TCP); 0 for any free one.
    pub port: u16,
    /// The port of the phones' page (TCP), where the table has phone seats; 0 for any free
    /// one.
    pub web_port: u16,
    /// The secret of the code, where a table taken up again keeps its old one; a new one
    /// otherwise.
    pub secret: Option<String>,
    /// Where the match is saved after every step; by default, a file of the data
    /// folder's `hosted` folder named by the code's secret.
    pub save: Option<PathBuf>,
    /// How long a seat whose client left waits for it to come back, before a computer
    /// takes it; `None` where it waits as long as it takes, the table pausing at its
    /// turn.
    pub wait: Option<Duration>,
    /// The computer that takes the seat of a client dropped or gone past the wait.
    pub fallback: BotKind,
    /// Where the table is announced for joiners to find ([`super::discovery`]); nowhere
    /// when `None`.
    pub announce: Option<Reach>,
}

impl HostOptions {
    /// A table on the loopback with `seats`, saved to `save` and announced nowhere,
    /// where a dropped seat waits a minute before an easy computer takes it: the table a
    /// test hosts.
    pub fn loopback(seats: Vec<HostedSeat>, save: PathBuf) -> Self {
        HostOptions {
            seats,
            address: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            web_port: 0,
            secret: None,
            save: Some(save),
            wait: Some(Duration::from_secs(60)),
            fallback: BotKind::Easy,
            announce: None,
        }
    }

    /// Opens a new table of `G` under its built-in rules and computers as these options
    /// say, shuffled from `seed`: the table, and the code a joiner types.
    pub fn open_built_in<G: Registered>(&self, seed: u64) -> Result<(HostedTable<G>, JoinCode), String> {
        let rules = crate::config::embedded::<<G as Game>::Rules>();
        let writer = Arc::new(WriteBehind::start());
        let mut code = None;
        let table = HostedTable::open(&rules, &AiConfig::built_in(), Opening::New { seed }, self, &writer, |news| {
            if let HostNews::Open(opened) = news {
                code = Some(opened);
            }
        })?;
        Ok((table, code.expect("an open table tells its code")))
    }
}

/// Where a hosted match starts.
pub enum Opening<G: Game> {
    /// A new match, shuffled from `seed`.
    New { seed: u64 },
    /// A saved match taken up again: `state` is its record replayed, and `claims` the
    /// seats' claims, each seat waiting for the player who claimed it.
    Resumed { state: G, record: RecordOf<G>, claims: Vec<SeatClaim> },
}

/// What a host tells as it runs.
#[derive(Clone, Debug, PartialEq)]
pub enum HostNews {
    /// The table is open: the code a joiner types.
    Open(JoinCode),
    /// The match is saved to this file after every step.
    Saving(PathBuf),
    /// The phone seats are taken at this address (the page, the table's secret in its
    /// fragment).
    Phones(String),
    /// A client connected and holds `seat`.
    Joined { client: ClientId, seat: Seat },
    /// A spectator connected.
    Watching { client: ClientId },
    /// A client's connection ended; its seat waits for it, this long before a computer
    /// takes it (`None`: until it comes back).
    Left { client: ClientId, seat: Seat, wait: Option<Duration> },
    /// A computer took the seat of a client that did not come back in time.
    TakenOver { client: ClientId, seat: Seat },
    /// A client's message was refused, or the client dropped.
    Refused { client: ClientId, why: String },
    /// The match could not be saved.
    NotSaved(String),
    /// The table is announced for joiners on the network to find.
    Announced,
    /// The table could not be announced: it is joined by its code alone.
    NotAnnounced(String),
    /// The table could not go on (its socket failed): it is closed.
    Failed(String),
    /// What the lobby turned away lately, counted.
    Lobby(LobbyTally),
}

/// How long a host goes on after the match's end, so that its clients hear the result.
const FAREWELL: Duration = Duration::from_secs(2);
/// How long a seat's token may go unused before the lobby offers the seat again: longer
/// than a joiner tries to connect with it.
const UNCLAIMED: Duration = Duration::from_secs(20);
/// How often the host turns.
pub(super) const TICK: Duration = Duration::from_millis(2);
/// How often the host tells what its lobby turned away, where it turned any away.
const TALLY_EVERY: Duration = Duration::from_secs(10);

/// The client ids of the remote seats, in seat order: 1, 2, …
fn holders(seats: &[HostedSeat]) -> Vec<SeatHolder> {
    let mut next_client = 0;
    seats
        .iter()
        .map(|seat| match *seat {
            HostedSeat::Computer(bot) => SeatHolder::Computer(bot),
            HostedSeat::Remote | HostedSeat::Reserved | HostedSeat::Phone => {
                next_client += 1;
                SeatHolder::Client(next_client)
            }
        })
        .collect()
}

/// How the host saves its match: as a match file of seats (the one kept for the hosting
/// window as its player's, the others remote),
/// each seat's bot, and the code, written behind the table's turns.
struct Saving<G: Registered> {
    path: PathBuf,
    writer: Arc<WriteBehind>,
    seats: Vec<SeatKind>,
    bots: Vec<BotKind>,
    fallback: BotKind,
    rules: G::Rules,
    code: String,
    /// The steps the file holds, and the claims' count of changes it holds them at.
    steps: Option<(usize, u64)>,
}

impl<G: Registered> Saving<G> {
    fn new(path: PathBuf, writer: Arc<WriteBehind>, options: &HostOptions, rules: &G::Rules, code: &JoinCode) -> Self {
        let seats = saving_kinds(&options.seats);
        let bots = options
            .seats
            .iter()
            .map(|seat| match seat {
                HostedSeat::Computer(bot) => *bot,
                HostedSeat::Remote | HostedSeat::Reserved | HostedSeat::Phone => options.fallback,
            })
            .collect();
        Saving {
            path,
            writer,
            seats,
            bots,
            fallback: options.fallback,
            rules: rules.clone(),
            code: code.to_string(),
            steps: None,
        }
    }

    /// Has the match written when it has moved on since the last write; says why the last
    /// write failed, if it did.
    /// The seats' claims are kept with it, so that a host taken up again seats each player
    /// who claimed a seat, and no one else, there.
    fn keep(&mut self, record: &RecordOf<G>, lobby: &Lobby) -> Result<(), String> {
        if let Some(problem) = self.writer.problem(&self.path) {
            return Err(format!("{}: {problem}", self.path.display()));
        }
        let now = (record.steps.len(), lobby.claims_changed());
        if self.steps == Some(now) {
            return Ok(());
        }
        self.steps = Some(now);
        let saved = SavedMatch::<G> {
            bots: self.bots.clone(),
            hosted: Some(self.code.clone()),
            claims: lobby.claims(),
            ..SavedMatch::new(&self.seats, self.fallback, &self.rules, record)
        };
        self.writer.write(self.path.clone(), move || saved.to_ron().into_bytes());
        Ok(())
    }
}

/// What kind of seat each of `seats` is in a match file: a computer, the hosting window's
/// player, or played from elsewhere.
fn saving_kinds(seats: &[HostedSeat]) -> Vec<SeatKind> {
    (seats.iter())
        .map(|seat| match seat {
            HostedSeat::Computer(_) => SeatKind::Computer,
            HostedSeat::Remote | HostedSeat::Phone => SeatKind::Remote,
            HostedSeat::Reserved => SeatKind::Human,
        })
        .collect()
}

/// The seats of a saved match, as a host seats them again: its people's seats remote,
/// its computers as they played.
pub fn seats_of_saved<G: Registered>(saved: &SavedMatch<G>) -> Vec<HostedSeat> {
    saved
        .seats
        .iter()
        .enumerate()
        .map(|(seat, kind)| match kind {
            SeatKind::Human | SeatKind::Remote => HostedSeat::Remote,
            SeatKind::Computer => HostedSeat::Computer(saved.bots.get(seat).copied().unwrap_or(saved.difficulty)),
        })
        .collect()
}

/// Hosts a table of `G` under `rules` until its match ends; returns the referee as it
/// ended, and how long the match took.
pub fn host_table<G: Registered>(
    rules: &G::Rules,
    difficulties: &AiConfig,
    opening: Opening<G>,
    options: &HostOptions,
    mut tell: impl FnMut(HostNews),
) -> Result<(Referee<G>, Duration), String> {
    let writer = Arc::new(WriteBehind::start());
    let mut table = HostedTable::open(rules, difficulties, opening, options, &writer, &mut tell)?;
    while !table.turn(&mut tell)? {
        std::thread::sleep(TICK);
    }
    Ok(table.close())
}

/// A table open on the network: its host, lobby, save and announcement, and who of its
/// clients is where. It moves on only when turned, so that one thread may turn many.
pub struct HostedTable<G: Registered> {
    host: Host<G>,
    lobby: Lobby,
    /// The phone seats and their page's server, where the table has any.
    phones: Option<PhoneRoom<G>>,
    saving: Option<Saving<G>>,
    announced: Option<Announcer>,
    /// The remote seats nobody holds now: the lobby's free ones, and those claimed whose
    /// player is not at the table.
    open: BTreeSet<ClientId>,
    /// The clients gone, each since when: their seats wait for them.
    away: BTreeMap<ClientId, Instant>,
    wait: Option<Duration>,
    started: Instant,
    last: Instant,
    /// When the lobby's tally was last told.
    tallied: Instant,
    /// How the seats were held when the clients were last told.
    seats_told: Vec<SeatPresence>,
    /// When the match ended; the table stays open a farewell longer.
    ended: Option<Instant>,
    farewell: Duration,
}

impl<G: Registered> HostedTable<G> {
    /// Opens a table of `G` under `rules` as `options` say: its socket bound, its lobby
    /// and code made, its save begun (written by `writer`) and the table announced where
    /// asked.
    pub fn open(
        rules: &G::Rules,
        difficulties: &AiConfig,
        opening: Opening<G>,
        options: &HostOptions,
        writer: &Arc<WriteBehind>,
        mut tell: impl FnMut(HostNews),
    ) -> Result<Self, String> {
        let holders = holders(&options.seats);
        let seats = holders.len();
        let clients: Vec<ClientId> = holders
            .iter()
            .filter_map(|holder| match holder {
                SeatHolder::Client(client) => Some(*client),
                SeatHolder::Computer(_) => None,
            })
            .collect();
        let phone_seats: Vec<(Seat, ClientId)> = (options.seats.iter().zip(&holders).enumerate())
            .filter_map(|(seat, held)| match held {
                (HostedSeat::Phone, SeatHolder::Client(client)) => Some((seat, *client)),
                _ => None,
            })
            .collect();
        // The lobby hands out only the seats joined by the code.
        let by_code: Vec<ClientId> =
            clients.iter().copied().filter(|client| !phone_seats.iter().any(|(_, phone)| phone == client)).collect();
        let reserved: BTreeSet<ClientId> = (options.seats.iter().zip(&holders))
            .filter_map(|(seat, holder)| match (seat, holder) {
                (HostedSeat::Reserved, SeatHolder::Client(client)) => Some(*client),
                _ => None,
            })
            .collect();
        let (difficulties, fallback) = (difficulties.clone(), options.fallback);
        let resumed = matches!(opening, Opening::Resumed { .. });
        let (referee, mut claims) = match opening {
            Opening::New { seed } => {
                let referee = Referee::<G>::new(rules, holders, seed, difficulties, fallback);
                (referee.map_err(|error| error.to_string())?, Vec::new())
            }
            Opening::Resumed { state, record, claims } => {
                (Referee::resume(state, record, holders, difficulties, fallback), claims)
            }
        };
        // The seats kept for the hosting window are claimed from the start: by the claim
        // saved with the match, or a new one.
        claims.retain(|claim| by_code.contains(&claim.client));
        for client in &reserved {
            if !claims.iter().any(|claim| claim.client == *client) {
                claims.push(SeatClaim::new(*client));
            }
        }
        let (socket, listener) = bind_ports(SocketAddr::new(options.address, options.port))?;
        socket.set_nonblocking(true).map_err(|error| error.to_string())?;
        let private_key = generate_random_bytes::<32>();
        let mut host = Host::new(referee, socket, private_key, since_epoch()).map_err(|error| error.to_string())?;
        host.serve_elsewhere(phone_seats.iter().map(|(_, client)| *client));
        let mut code = JoinCode::new(host.address());
        if let Some(secret) = &options.secret {
            code.secret = secret.clone();
        }
        let lobby = Lobby::open(listener, &code, by_code, claims, private_key).map_err(|error| error.to_string())?;
        let save = options.save.clone().or_else(|| default_save(&code));
        let saving = save.map(|path| Saving::<G>::new(path, writer.clone(), options, rules, &code));
        let address = host.address();
        let phones = match phone_seats.is_empty() {
            true => None,
            false => {
                let names = crate::games::seat_names(&saving_kinds(&options.seats));
                let at = SocketAddr::new(options.address, options.web_port);
                Some(PhoneRoom::open(at, &code.secret, rules.clone(), &phone_seats, names)?)
            }
        };
        let phone_address = phones.as_ref().map(|room| phone_address(room.address(), &code.secret));
        tell(HostNews::Open(code));
        if let Some(phone_address) = phone_address {
            tell(HostNews::Phones(phone_address));
        }
        if let Some(saving) = &saving {
            tell(HostNews::Saving(saving.path.clone()));
        }
        let announced = options.announce.and_then(|reach| {
            let notice = TableNotice { game: G::GAME, seats, free: lobby.free_seats(), address };
            match Announcer::start(notice, reach) {
                Ok(announcer) => {
                    tell(HostNews::Announced);
                    Some(announcer)
                }
                Err(problem) => {
                    tell(HostNews::NotAnnounced(problem.to_string()));
                    None
                }
            }
        });
        let started = Instant::now();
        // A table taken up again waits for each of its clients as for one that left:
        // past the wait, a computer plays the seat of one that does not come back.
        let away = clients.iter().filter(|_| resumed).map(|client| (*client, started)).collect();
        Ok(HostedTable {
            host,
            lobby,
            phones,
            saving,
            announced,
            open: clients.iter().copied().collect(),
            farewell: if clients.is_empty() { Duration::ZERO } else { FAREWELL },
            away,
            wait: options.wait,
            started,
            last: started,
            tallied: started,
            seats_told: Vec::new(),
            ended: None,
        })
    }

    /// One turn of the table: what arrived taken in, what is due sent, the seats whose
    /// clients stayed away too long given to computers, the match saved. Says whether the
    /// table is done: its match over, and its clients told.
    pub fn turn(&mut self, mut tell: impl FnMut(HostNews)) -> Result<bool, String> {
        let now = Instant::now();
        self.lobby.turn();
        let lobby = &mut self.lobby;
        let mut turn = (self
            .host
            .update_admitting(now - self.last, now - self.started, |client, ticket| lobby.admits(client, ticket)))
        .map_err(|error| error.to_string())?;
        self.last = now;
        if let Some(phones) = &mut self.phones {
            let phoned = phones.turn(self.host.referee_mut(), now - self.started);
            turn.joined.extend(phoned.joined);
            turn.left.extend(phoned.left);
            turn.received.extend(phoned.received);
        }
        let someone_joined = !turn.joined.is_empty();
        turn.watchers_left.iter().for_each(|client| self.lobby.left(*client));
        for client in turn.joined {
            self.away.remove(&client);
            self.open.remove(&client);
            match self.host.referee().seat_of(client) {
                Some(seat) => tell(HostNews::Joined { client, seat }),
                None => tell(HostNews::Watching { client }),
            }
        }
        for client in turn.left {
            // A client dropped has lost its seat already; one leaving the match's end is done.
            if let (Some(seat), None) = (self.host.referee().seat_of(client), self.ended) {
                // The seat stays its player's: no other joiner is handed it meanwhile.
                self.away.insert(client, now);
                self.open.insert(client);
                tell(HostNews::Left { client, seat, wait: self.wait });
            }
        }
        self.open.extend(self.lobby.take_back_unclaimed(UNCLAIMED));
        let gone = self.away.iter().filter(|(_, since)| self.wait.is_some_and(|wait| since.elapsed() >= wait));
        let gone: Vec<ClientId> = gone.map(|(client, _)| *client).collect();
        for client in gone {
            self.away.remove(&client);
            self.lobby.give_to_computer(client);
            if let Some(phones) = &mut self.phones {
                phones.give_to_computer(client);
            }
            self.open.remove(&client);
            if let Some(seat) = self.host.referee().seat_of(client) {
                // Everyone hears that a computer has the seat before the moves it makes.
                let mut seats = self.seats_now(now);
                seats[seat] = SeatPresence::Computer;
                self.tell_seats(seats);
                self.host.referee_mut().drop_client(client);
                tell(HostNews::TakenOver { client, seat });
            }
        }
        // Whoever just joined is told how the seats are held, and everyone when it changes.
        let seats = self.seats_now(now);
        if someone_joined || !seats_changed(&self.seats_told, &seats).is_empty() {
            self.tell_seats(seats);
        }
        if let Some(announcer) = &mut self.announced
            && let Err(problem) = announcer.free_seats(self.lobby.free_seats())
        {
            tell(HostNews::NotAnnounced(problem.to_string()));
            self.announced = None;
        }
        for (client, outcome) in turn.received {
            if let Received::Refused(why) | Received::Dropped(why) = outcome {
                tell(HostNews::Refused { client, why: why.to_string() });
            }
        }
        if self.tallied.elapsed() >= TALLY_EVERY {
            self.tallied = now;
            let tally = self.lobby.tally();
            if !tally.is_empty() {
                tell(HostNews::Lobby(tally));
            }
        }
        if let Some(phones) = &mut self.phones {
            for (client, bytes) in self.host.take_elsewhere() {
                phones.deliver(client, &bytes);
            }
        }
        if let Some(saving) = &mut self.saving
            && let Err(problem) = saving.keep(self.host.referee().record(), &self.lobby)
        {
            tell(HostNews::NotSaved(problem));
        }
        if self.ended.is_none() && self.host.referee().winners().is_some() {
            self.ended = Some(Instant::now());
        }
        Ok(self.ended.is_some_and(|at| at.elapsed() >= self.farewell))
    }

    /// How each seat is held at `now`: by a computer, its client connected, free, or
    /// waiting for its client to come back.
    fn seats_now(&self, now: Instant) -> Vec<SeatPresence> {
        let held = |holder: &SeatHolder| match *holder {
            SeatHolder::Computer(_) => SeatPresence::Computer,
            SeatHolder::Client(client) => match self.away.get(&client) {
                Some(since) => {
                    let left = self.wait.map(|wait| wait.saturating_sub(now.saturating_duration_since(*since)));
                    let wait_left_ms = left.map(|left| u32::try_from(left.as_millis()).unwrap_or(u32::MAX));
                    SeatPresence::Dropped { wait_left_ms }
                }
                None if self.open.contains(&client) => SeatPresence::Free,
                None => SeatPresence::Connected,
            },
        };
        self.host.referee().holders().iter().map(held).collect()
    }

    /// Tells every client how the seats are held, and keeps what it told.
    fn tell_seats(&mut self, seats: Vec<SeatPresence>) {
        self.host.referee_mut().tell_seats(&seats);
        if let Some(phones) = &mut self.phones {
            phones.tell_seats(&seats);
        }
        self.seats_told = seats;
    }

    /// The client that holds `seat`, where a client does.
    pub fn client_of(&self, seat: Seat) -> Option<ClientId> {
        match self.host.referee().holders().get(seat)? {
            SeatHolder::Client(client) => Some(*client),
            SeatHolder::Computer(_) => None,
        }
    }

    /// The seat of `client`, kept for the window hosting the table, taken from this
    /// process: its token and claim, with no exchange through the lobby. `None` where the
    /// seat is not claimed (it is not one kept for the window).
    pub fn admission_here(&mut self, client: ClientId) -> Option<Admission> {
        self.lobby.admission_here(client)
    }

    /// The match as refereed here, hidden parts and all.
    pub fn referee(&self) -> &Referee<G> {
        self.host.referee()
    }

    /// Tells every client the host is leaving: each knows at once, rather than when its
    /// connection times out, and asks for its seat back until the table is hosted again.
    pub fn say_goodbye(&mut self) {
        self.host.say_goodbye();
        if let Some(phones) = &mut self.phones {
            phones.close_all();
        }
    }

    /// The table closed: the referee as the match ended, and how long the match took.
    pub fn close(mut self) -> (Referee<G>, Duration) {
        if let Some(phones) = &mut self.phones {
            phones.close_all();
        }
        let took = self.ended.map_or(self.started.elapsed(), |at| at - self.started);
        (self.host.into_referee(), took)
    }
}

/// How many free ports a table tries for its lobby before it gives up.
const PORT_TRIES: usize = 32;

/// The table's socket and its lobby's listener, on one port: `address`'s, or where its
/// port is 0 the first free one for both. A port free for the table's datagrams may be
/// held for streams (a connection just closed holds its port a while), so another is
/// tried.
fn bind_ports(address: SocketAddr) -> Result<(UdpSocket, TcpListener), String> {
    let mut last_problem = String::new();
    for _ in 0..if address.port() == 0 { PORT_TRIES } else { 1 } {
        let socket =
            UdpSocket::bind(address).map_err(|error| format!("the table's port {}: {error}", address.port()))?;
        let port = socket.local_addr().map_err(|error| error.to_string())?.port();
        match TcpListener::bind(SocketAddr::new(address.ip(), port)) {
            Ok(listener) => return Ok((socket, listener)),
            Err(error) => last_problem = format!("the lobby's port {port}: {error}"),
        }
    }
    Err(last_problem)
}

/// Where a host saves its match unless told: the data folder's `hosted` folder, a file
/// named by the code's secret, so that two tables hosted at once keep apart.
fn default_save(code: &JoinCode) -> Option<PathBuf> {
    crate::storage::data_dir().map(|dir| dir.join("hosted").join(format!("{}.ron", code.secret)))
}

/// The address other machines on the network reach this one at, as far as the system's
/// routes tell: the address it would send from. Nothing is sent; the loopback when no
/// route is known.
pub fn local_address() -> IpAddr {
    // A documentation-only address (RFC 5737): connecting a UDP socket only picks a route.
    let probe = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).map(|()| socket))
        .and_then(|socket| socket.local_addr());
    match probe {
        Ok(address) if !address.ip().is_unspecified() => address.ip(),
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}
