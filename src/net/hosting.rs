//! A table hosted without a window (`saloon host`): the referee on a UDP port, the lobby on
//! the TCP port of the same number, its computers played on the host, the match saved
//! after every step, and the host's run told as it goes.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, UdpSocket};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use renet_netcode::generate_random_bytes;

use super::lobby::{JoinCode, Lobby};
use super::referee::{ClientId, Received, Referee, SeatHolder};
use super::transport::{Host, since_epoch};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::games::{Registered, SeatKind};
use crate::save::SavedMatch;

/// Who holds a seat of a hosted table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostedSeat {
    /// A computer on the host, playing as this bot.
    Computer(BotKind),
    /// A client that joins by the code.
    Remote,
}

impl HostedSeat {
    /// Reads `ai` (a computer at `difficulty`), `remote`, or a bot's name.
    pub fn parse(text: &str, difficulty: BotKind) -> Result<Self, String> {
        match text {
            "remote" => Ok(HostedSeat::Remote),
            "ai" | "computer" => Ok(HostedSeat::Computer(difficulty)),
            bot => bot.parse().map(HostedSeat::Computer).map_err(|_| {
                format!("unknown seat `{bot}`; expected remote, ai, or a bot (random, heuristic, easy, medium, hard)")
            }),
        }
    }

    /// The seat's name in a report: its bot's, or `remote`.
    pub fn name(self) -> &'static str {
        match self {
            HostedSeat::Computer(bot) => bot.name(),
            HostedSeat::Remote => "remote",
        }
    }
}

/// How a table is hosted.
#[derive(Clone, Debug)]
pub struct HostOptions {
    pub seats: Vec<HostedSeat>,
    pub seed: u64,
    /// The address clients reach the host at; the code carries it.
    pub address: IpAddr,
    /// The port of the table (UDP) and its lobby (TCP); 0 for any free one.
    pub port: u16,
    /// Where the match is saved after every step.
    pub save: Option<PathBuf>,
    /// The computer that takes the seat of a client dropped.
    pub fallback: BotKind,
}

/// What a host tells as it runs.
#[derive(Clone, Debug, PartialEq)]
pub enum HostNews {
    /// The table is open: the code a joiner types.
    Open(JoinCode),
    /// A client's message was refused, or the client dropped.
    Refused { client: ClientId, why: String },
    /// The match could not be saved.
    NotSaved(String),
}

/// How long a host goes on after the match's end, so that its clients hear the result.
const FAREWELL: Duration = Duration::from_secs(2);
/// How often the host turns.
const TICK: Duration = Duration::from_millis(2);

/// The client ids of the remote seats, in seat order: 1, 2, …
fn holders(seats: &[HostedSeat]) -> Vec<SeatHolder> {
    let mut next_client = 0;
    seats
        .iter()
        .map(|seat| match *seat {
            HostedSeat::Computer(bot) => SeatHolder::Computer(bot),
            HostedSeat::Remote => {
                next_client += 1;
                SeatHolder::Client(next_client)
            }
        })
        .collect()
}

/// Hosts a table of `G` until its match ends; returns the referee as it ended, and how
/// long the match took.
pub fn host_table<G: Registered>(
    rules: &G::Rules,
    difficulties: &AiConfig,
    options: &HostOptions,
    mut tell: impl FnMut(HostNews),
) -> Result<(Referee<G>, Duration), String> {
    let holders = holders(&options.seats);
    let clients: Vec<ClientId> = holders
        .iter()
        .filter_map(|holder| match holder {
            SeatHolder::Client(client) => Some(*client),
            SeatHolder::Computer(_) => None,
        })
        .collect();
    let referee = Referee::<G>::new(rules, holders, options.seed, difficulties.clone(), options.fallback)
        .map_err(|error| error.to_string())?;
    let socket = UdpSocket::bind(SocketAddr::new(options.address, options.port))
        .map_err(|error| format!("the table's port {}: {error}", options.port))?;
    socket.set_nonblocking(true).map_err(|error| error.to_string())?;
    let private_key = generate_random_bytes::<32>();
    let mut host = Host::new(referee, socket, private_key, since_epoch()).map_err(|error| error.to_string())?;
    let code = JoinCode::new(host.address());
    let listener = TcpListener::bind(host.address()).map_err(|error| format!("the lobby's port: {error}"))?;
    let _lobby = Lobby::open(listener, &code, clients.clone(), private_key).map_err(|error| error.to_string())?;
    tell(HostNews::Open(code));
    let saved_as: Vec<SeatKind> = options
        .seats
        .iter()
        .map(|seat| if *seat == HostedSeat::Remote { SeatKind::Human } else { SeatKind::Computer })
        .collect();
    let bots: Vec<BotKind> = options
        .seats
        .iter()
        .map(|seat| match seat {
            HostedSeat::Computer(bot) => *bot,
            HostedSeat::Remote => options.fallback,
        })
        .collect();
    let started = Instant::now();
    let mut last = started;
    let mut saved_steps = None;
    let mut ended: Option<Instant> = None;
    let farewell = if clients.is_empty() { Duration::ZERO } else { FAREWELL };
    while ended.is_none_or(|at| at.elapsed() < farewell) {
        let now = Instant::now();
        let received = host.update(now - last, now - started).map_err(|error| error.to_string())?;
        last = now;
        for (client, outcome) in received {
            match outcome {
                Received::Taken => {}
                Received::Refused(why) | Received::Dropped(why) => {
                    tell(HostNews::Refused { client, why: why.to_string() })
                }
            }
        }
        let record = host.referee().record();
        if let Some(path) = &options.save
            && saved_steps != Some(record.steps.len())
        {
            saved_steps = Some(record.steps.len());
            let saved =
                SavedMatch::<G> { bots: bots.clone(), ..SavedMatch::new(&saved_as, options.fallback, rules, record) };
            if let Err(error) = saved.write(path) {
                tell(HostNews::NotSaved(format!("{}: {error}", path.display())));
            }
        }
        if ended.is_none() && host.referee().winners().is_some() {
            ended = Some(Instant::now());
        }
        std::thread::sleep(TICK);
    }
    let took = ended.map_or(started.elapsed(), |at| at - started);
    Ok((host.into_referee(), took))
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
