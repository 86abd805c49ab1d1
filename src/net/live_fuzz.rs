//! A live host on the loopback, fuzzed from both sides of its encryption: a stranger at
//! another address throws random datagrams and replays of a joined client's packets at
//! it, and the joined client itself sends garbage, a replayed decision and a forged one.
//! The host does not panic, nothing refused changes the table, the stranger never gets
//! in, and the client is dropped at its third piece of garbage while the table plays on.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

use rand::RngExt as _;

use super::protocol::{PROTOCOL_VERSION, Refusal, ToClient, ToHost, decode, encode};
use super::referee::{Received, Referee, SeatHolder};
use super::test_support::{MOST_TIME, MOST_TURNS, TICK, loopback};
use super::transport::{Host, Remote, since_epoch, token_for_addresses};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::rules::loot_shoot_whiskey::{Commit, LootShootWhiskey, LswEvent, LswView};
use crate::rules::{GameRng, seeded_rng};

type G = LootShootWhiskey;
type Message = ToClient<LswView, LswEvent, Commit>;

/// Decisions the client plays fairly before it turns to garbage.
const FAIR_DECISIONS: usize = 6;

/// Passes datagrams between a client and the host, keeping what the client sent: the
/// packets a stranger replays.
struct Relay {
    socket: UdpSocket,
    host: SocketAddr,
    client: Option<SocketAddr>,
    heard: Vec<Vec<u8>>,
}

impl Relay {
    fn new(host: SocketAddr) -> Self {
        Relay { socket: loopback(), host, client: None, heard: Vec::new() }
    }

    fn address(&self) -> SocketAddr {
        self.socket.local_addr().expect("the relay's address")
    }

    fn pass(&mut self) {
        let mut buffer = [0u8; 2048];
        while let Ok((length, from)) = self.socket.recv_from(&mut buffer) {
            let datagram = &buffer[..length];
            if from == self.host {
                if let Some(client) = self.client {
                    let _ = self.socket.send_to(datagram, client);
                }
            } else {
                self.client = Some(from);
                self.heard.push(datagram.to_vec());
                let _ = self.socket.send_to(datagram, self.host);
            }
        }
    }
}

fn random_bytes(rng: &mut GameRng, most: usize) -> Vec<u8> {
    let length = rng.random_range(1..=most);
    (0..length).map(|_| rng.random_range(0..=255u8)).collect()
}

/// What the client sends, in order, once it stops playing fairly, and what the host must
/// make of each: two pieces of garbage (the second of this protocol's version), a
/// decision replayed, one forged for the other seat, and the garbage that drops it.
fn offences(rng: &mut GameRng, replayed: Vec<u8>, decision: u32, action: Commit) -> Vec<Vec<u8>> {
    let versioned = PROTOCOL_VERSION.to_le_bytes().into_iter().chain([0xFF; 5]).chain(random_bytes(rng, 300)).collect();
    let forged = encode(&ToHost::Decide { seat: 1, decision, action });
    vec![random_bytes(rng, 300), versioned, replayed, forged, random_bytes(rng, 300)]
}

fn is_garbage(refusal: &Refusal) -> bool {
    matches!(refusal, Refusal::Malformed | Refusal::Version { .. })
}

#[test]
fn a_live_host_shrugs_off_garbage_replays_and_forgeries_and_drops_the_offender() {
    let key = [3; 32];
    let holders = vec![SeatHolder::Client(1), SeatHolder::Computer(BotKind::Easy)];
    let rules = crate::config::embedded();
    let referee = Referee::<G>::new(&rules, holders, 7, AiConfig::built_in(), BotKind::Easy).expect("a table");
    let mut host = Host::new(referee, loopback(), key, since_epoch()).expect("the host binds");
    let mut relay = Relay::new(host.address());
    // The client reaches the host through the relay; the token names both addresses.
    let token = token_for_addresses(&key, vec![relay.address(), host.address()], 1, since_epoch(), 0).expect("a token");
    let mut remote = Remote::connect(token, loopback(), since_epoch()).expect("the client starts");
    let stranger = loopback();
    let mut rng = seeded_rng(11);
    let (mut joined, mut outcomes) = (Vec::new(), Vec::new());
    let mut last_decision: Option<(u32, Commit, Vec<u8>)> = None;
    let mut fair = Vec::new();
    let mut decisions_when_fuzzed: Option<usize> = None;
    let started = Instant::now();
    for _ in 0..MOST_TURNS {
        if started.elapsed() > MOST_TIME || host.referee().winners().is_some() && !remote.is_connected() {
            break;
        }
        for _ in 0..3 {
            let _ = stranger.send_to(&random_bytes(&mut rng, 1200), host.address());
        }
        if !relay.heard.is_empty() {
            let replay = &relay.heard[rng.random_range(0..relay.heard.len())];
            let _ = stranger.send_to(replay, host.address());
        }
        let turn = host.update(TICK, started.elapsed()).expect("the host runs");
        joined.extend(turn.joined);
        outcomes.extend(turn.received);
        relay.pass();
        for bytes in remote.update(TICK).unwrap_or_default() {
            let Ok(ToClient::Table { decision, legal, .. }) = decode::<Message>(&bytes) else { continue };
            let playing_fair = host.referee().record().decisions() < FAIR_DECISIONS;
            match (legal.first(), playing_fair, &last_decision) {
                (Some(&action), true, previous) if previous.as_ref().is_none_or(|(last, ..)| *last != decision) => {
                    let sent = encode(&ToHost::Decide { seat: 0, decision, action });
                    remote.send(sent.clone());
                    fair.push(sent.clone());
                    last_decision = Some((decision, action, sent));
                }
                (Some(&action), false, Some((last, _, replayed))) if decisions_when_fuzzed.is_none() => {
                    assert_ne!(*last, decision, "the replayed decision is an old one");
                    decisions_when_fuzzed = Some(host.referee().record().decisions());
                    for offence in offences(&mut rng, replayed.clone(), decision, action) {
                        remote.send(offence);
                    }
                }
                _ => {}
            }
        }
        relay.pass();
        std::thread::sleep(TICK);
    }
    assert_eq!(joined, vec![1], "only the client with a token got in, once");
    let fuzzed = decisions_when_fuzzed.expect("the client turned to garbage");
    let taken = outcomes.iter().filter(|(_, outcome)| *outcome == Received::Taken).count();
    assert!(taken >= FAIR_DECISIONS / 2, "the fair decisions were taken ({taken})");
    let refused: Vec<&Received> =
        outcomes.iter().map(|(_, outcome)| outcome).filter(|o| **o != Received::Taken).collect();
    assert_eq!(refused.len(), 5, "each offence was answered: {refused:?}");
    assert!(matches!(refused[0], Received::Refused(why) if is_garbage(why)), "{refused:?}");
    assert!(matches!(refused[1], Received::Refused(Refusal::Malformed)), "{refused:?}");
    assert!(matches!(refused[2], Received::Refused(Refusal::Stale { .. })), "{refused:?}");
    assert!(matches!(refused[3], Received::Refused(Refusal::OtherSeat { yours: 0, sent: 1 })), "{refused:?}");
    assert!(matches!(refused[4], Received::Dropped(why) if is_garbage(why)), "{refused:?}");
    // The same table, its client's fair decisions taken and the client then dropped:
    // nothing the host refused changed the match.
    let holders = vec![SeatHolder::Client(1), SeatHolder::Computer(BotKind::Easy)];
    let mut untouched = Referee::<G>::new(&rules, holders, 7, AiConfig::built_in(), BotKind::Easy).expect("a table");
    for sent in &fair {
        assert_eq!(untouched.receive(1, sent, Duration::ZERO), Received::Taken);
    }
    assert_eq!(untouched.record().decisions(), fuzzed, "the fuzzing began where the fair play ended");
    untouched.drop_client(1);
    assert_eq!(host.referee().record(), untouched.record(), "nothing refused changed the table");
    assert_eq!(host.referee().holders()[0], SeatHolder::Computer(BotKind::Easy), "a computer took the seat");
    assert!(host.referee().winners().is_some(), "the table played on to the end");
    assert!(!remote.is_connected(), "the offender was let go");
    assert!(relay.heard.len() > 10, "the stranger had the client's packets to replay");
}
