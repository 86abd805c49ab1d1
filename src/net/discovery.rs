//! Tables on the local network, found without typing an address: a host announces its
//! table by multicast DNS service discovery (`_saloon._udp.local.`), and a joiner's
//! finder lists every table announced. An announcement says the game, the seats and those
//! free, the protocol version and the table's address; never the code's secret, which the
//! host reads out to whom it lets in.

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

use mdns_sd::{IfKind, ResolvedService, ServiceDaemon, ServiceEvent, ServiceInfo};

use super::protocol::PROTOCOL_VERSION;
use crate::games::GameId;

/// The kind of service a Saloon table is, as service discovery names it.
pub const SERVICE_TYPE: &str = "_saloon._udp.local.";

/// Where announcements go and are listened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// Every network the machine is on.
    Network,
    /// The loopback alone, 127.0.0.1: the tests' reach.
    Loopback,
}

/// Why discovery could not start.
#[derive(Debug, thiserror::Error)]
#[error("service discovery: {0}")]
pub struct DiscoveryError(String);

impl From<mdns_sd::Error> for DiscoveryError {
    fn from(error: mdns_sd::Error) -> Self {
        DiscoveryError(error.to_string())
    }
}

/// A service discovery daemon listening and answering on `reach`.
fn daemon(reach: Reach) -> Result<ServiceDaemon, DiscoveryError> {
    let daemon = ServiceDaemon::new()?;
    if reach == Reach::Loopback {
        daemon.disable_interface(IfKind::All)?;
        daemon.enable_interface(IfKind::LoopbackV4)?;
    }
    Ok(daemon)
}

/// One daemon answers for every table this process announces on a reach: a host of many
/// tables holds one announcing thread, not one a table. It stops with the last
/// announcement.
struct SharedDaemon(ServiceDaemon);

impl Drop for SharedDaemon {
    fn drop(&mut self) {
        let _ = self.0.shutdown();
    }
}

/// The daemon this process announces on `reach` with, started where none runs.
fn shared_daemon(reach: Reach) -> Result<Arc<SharedDaemon>, DiscoveryError> {
    static SHARED: Mutex<Vec<(Reach, Weak<SharedDaemon>)>> = Mutex::new(Vec::new());
    let mut shared = SHARED.lock().unwrap_or_else(PoisonError::into_inner);
    let running = shared.iter().find(|(on, _)| *on == reach).and_then(|(_, daemon)| daemon.upgrade());
    if let Some(daemon) = running {
        return Ok(daemon);
    }
    let daemon = Arc::new(SharedDaemon(daemon(reach)?));
    shared.retain(|(on, _)| *on != reach);
    shared.push((reach, Arc::downgrade(&daemon)));
    Ok(daemon)
}

/// What a host tells the network of its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableNotice {
    pub game: GameId,
    pub seats: usize,
    /// The remote seats nobody has taken.
    pub free: usize,
    /// Where the table is reached: the address the join code carries.
    pub address: SocketAddr,
}

impl TableNotice {
    /// The name the table is announced under: unique on the network by its address.
    fn instance(&self) -> String {
        format!("{} at {}", self.game.title(), self.address).replace(['.', ':'], "-")
    }

    fn service(&self) -> Result<ServiceInfo, DiscoveryError> {
        let host = format!("saloon-{}.local.", self.address.ip().to_string().replace(['.', ':'], "-"));
        let properties = [
            ("game", self.game.id().to_owned()),
            ("seats", self.seats.to_string()),
            ("free", self.free.to_string()),
            ("version", PROTOCOL_VERSION.to_string()),
        ];
        Ok(ServiceInfo::new(
            SERVICE_TYPE,
            &self.instance(),
            &host,
            self.address.ip(),
            self.address.port(),
            &properties[..],
        )?)
    }
}

/// A table announced on the network, as long as its announcement lasts.
pub struct Announcer {
    daemon: Arc<SharedDaemon>,
    notice: TableNotice,
    fullname: String,
}

impl Announcer {
    /// Announces `notice` on `reach`.
    pub fn start(notice: TableNotice, reach: Reach) -> Result<Self, DiscoveryError> {
        let daemon = shared_daemon(reach)?;
        let service = notice.service()?;
        let fullname = service.get_fullname().to_owned();
        daemon.0.register(service)?;
        Ok(Announcer { daemon, notice, fullname })
    }

    /// Announces the table anew with `free` seats free, where that has changed.
    pub fn free_seats(&mut self, free: usize) -> Result<(), DiscoveryError> {
        if free != self.notice.free {
            self.notice.free = free;
            self.daemon.0.register(self.notice.service()?)?;
        }
        Ok(())
    }
}

impl Drop for Announcer {
    /// The table says goodbye, so that finders drop it at once rather than when its
    /// announcement runs out.
    fn drop(&mut self) {
        if let Ok(said) = self.daemon.0.unregister(&self.fullname) {
            let _ = said.recv_timeout(Duration::from_secs(1));
        }
    }
}

/// A table a finder heard of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundTable {
    /// The game's command-line name (`duel`); a game this Saloon does not know is shown
    /// by it.
    pub game: String,
    pub seats: usize,
    pub free: usize,
    /// The protocol version the host speaks: a table of another is listed, and joining
    /// it says why it cannot be.
    pub version: u16,
    pub address: SocketAddr,
}

impl FoundTable {
    fn read(service: &ResolvedService) -> Option<Self> {
        // The host's own address first: an IPv4 one is the one its code carries.
        let ip = service
            .get_addresses()
            .iter()
            .map(|scoped| scoped.to_ip_addr())
            .min_by_key(|ip: &IpAddr| (!ip.is_ipv4(), *ip))?;
        Some(FoundTable {
            game: service.get_property_val_str("game")?.to_owned(),
            seats: number(service, "seats")?,
            free: number(service, "free")?,
            version: number(service, "version")?,
            address: SocketAddr::new(ip, service.get_port()),
        })
    }
}

fn number<T: std::str::FromStr>(service: &ResolvedService, key: &str) -> Option<T> {
    service.get_property_val_str(key).and_then(|value| value.parse().ok())
}

/// Listens for the tables announced on the network.
pub struct TableFinder {
    daemon: ServiceDaemon,
    events: mdns_sd::Receiver<ServiceEvent>,
    /// By the name each is announced under.
    found: BTreeMap<String, FoundTable>,
}

impl TableFinder {
    /// Starts listening on `reach`.
    pub fn start(reach: Reach) -> Result<Self, DiscoveryError> {
        let daemon = daemon(reach)?;
        let events = daemon.browse(SERVICE_TYPE)?;
        Ok(TableFinder { daemon, events, found: BTreeMap::new() })
    }

    /// The tables heard of so far, by address, after what arrived since the last look;
    /// never waits.
    pub fn tables(&mut self) -> Vec<FoundTable> {
        while let Ok(event) = self.events.try_recv() {
            self.hear(event);
        }
        self.listed()
    }

    fn listed(&self) -> Vec<FoundTable> {
        let mut tables: Vec<FoundTable> = self.found.values().cloned().collect();
        tables.sort_by_key(|table| table.address);
        tables
    }

    /// Waits up to `patience` for one piece of news, and takes in that one alone: a test
    /// sees every change, however quickly the next follows.
    #[cfg(test)]
    fn one_piece_of_news(&mut self, patience: Duration) -> Vec<FoundTable> {
        if let Ok(event) = self.events.recv_timeout(patience) {
            self.hear(event);
        }
        self.listed()
    }

    /// Waits up to `patience` for the first news, then takes in what else arrived.
    pub fn wait_for_news(&mut self, patience: Duration) -> Vec<FoundTable> {
        if let Ok(event) = self.events.recv_timeout(patience) {
            self.hear(event);
        }
        self.tables()
    }

    fn hear(&mut self, event: ServiceEvent) {
        match event {
            ServiceEvent::ServiceResolved(service) => {
                if let Some(table) = FoundTable::read(&service) {
                    self.found.insert(service.get_fullname().to_owned(), table);
                }
            }
            ServiceEvent::ServiceRemoved(_, fullname) => {
                self.found.remove(&fullname);
            }
            _ => {}
        }
    }
}

impl Drop for TableFinder {
    fn drop(&mut self) {
        let _ = self.daemon.stop_browse(SERVICE_TYPE);
        let _ = self.daemon.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::ai::BotKind;
    use crate::ai::config::AiConfig;
    use crate::games::Registered;
    use crate::net::own_network::in_own_network;
    use crate::net::{HostNews, HostOptions, HostedSeat, JoinOptions, Opening, host_table, join_table};
    use crate::rules::duel::{Duel, DuelRules};

    /// Waits, a bounded while, until the tables `finder` heard of are as `wanted` says.
    fn until(finder: &mut TableFinder, wanted: impl Fn(&[FoundTable]) -> bool) -> Vec<FoundTable> {
        let started = Instant::now();
        loop {
            let tables = finder.one_piece_of_news(Duration::from_millis(200));
            if wanted(&tables) || started.elapsed() > Duration::from_secs(20) {
                return tables;
            }
        }
    }

    /// A table announced on the loopback is found with its game, seats and address; a
    /// seat taken shows as one fewer free; a table closed is gone from the list.
    #[test]
    fn a_table_announced_is_found_its_seats_followed_and_its_close_heard() {
        in_own_network(
            "net::discovery::tests::a_table_announced_is_found_its_seats_followed_and_its_close_heard",
            || {
                let address: SocketAddr = "127.0.0.1:47000".parse().unwrap();
                let notice = TableNotice { game: Duel::GAME, seats: 3, free: 2, address };
                let mut finder = TableFinder::start(Reach::Loopback).expect("a finder");
                let mut table = Announcer::start(notice, Reach::Loopback).expect("an announcement");
                let expected =
                    FoundTable { game: "duel".into(), seats: 3, free: 2, version: PROTOCOL_VERSION, address };
                let found = until(&mut finder, |tables| !tables.is_empty());
                assert_eq!(found, vec![expected.clone()]);
                table.free_seats(1).expect("announced anew");
                let found = until(&mut finder, |tables| tables.iter().any(|table| table.free == 1));
                assert_eq!(found, vec![FoundTable { free: 1, ..expected }]);
                drop(table);
                assert_eq!(until(&mut finder, <[FoundTable]>::is_empty), Vec::new());
            },
        );
    }

    /// A hosted table is listed with its remote seat free; once its player holds it,
    /// with none free; once its match is over and its host gone, not at all.
    #[test]
    fn a_hosted_table_is_listed_with_its_free_seats_until_its_match_is_over() {
        in_own_network(
            "net::discovery::tests::a_hosted_table_is_listed_with_its_free_seats_until_its_match_is_over",
            || {
                let save = std::env::temp_dir().join(format!("saloon-announced-{}.ron", std::process::id()));
                let seats = vec![HostedSeat::Remote, HostedSeat::Computer(BotKind::Easy)];
                let options = HostOptions {
                    wait: Some(Duration::from_secs(5)),
                    announce: Some(Reach::Loopback),
                    ..HostOptions::loopback(seats, save.clone())
                };
                let mut finder = TableFinder::start(Reach::Loopback).expect("a finder");
                let (codes, code) = std::sync::mpsc::channel();
                let host = std::thread::spawn(move || {
                    let rules = crate::config::embedded::<DuelRules>();
                    let opening = Opening::New { seed: 3 };
                    host_table::<Duel>(&rules, &AiConfig::built_in(), opening, &options, |news| {
                        if let HostNews::Open(code) = news {
                            codes.send(code).expect("the test hears the code");
                        }
                    })
                });
                let code = code.recv_timeout(Duration::from_secs(20)).expect("the table opens");
                let waiting = until(&mut finder, |tables| !tables.is_empty());
                assert_eq!(
                    waiting.iter().map(|table| (table.free, table.seats, table.address)).collect::<Vec<_>>(),
                    [(1, 2, code.address)]
                );
                let joiner = JoinOptions { bot: BotKind::Easy, seed: 1, difficulties: AiConfig::built_in() };
                let player = std::thread::spawn(move || join_table(&code, &joiner, |_| {}));
                let seated = until(&mut finder, |tables| tables.iter().all(|table| table.free == 0));
                assert_eq!(seated.iter().map(|table| table.free).collect::<Vec<_>>(), [0], "the seat taken is told");
                assert!(player.join().expect("the player's thread").is_ok(), "the match is played to its end");
                assert!(host.join().expect("the host's thread").is_ok());
                assert_eq!(until(&mut finder, <[FoundTable]>::is_empty), Vec::new(), "the host gone is heard");
                let _ = std::fs::remove_file(save);
            },
        );
    }
}
