//! What each client reads, after decryption, over the loopback, for every game: every
//! view is its seat's view of the table as it stood when sent, and every event one its
//! seat may see. A seat's view does not change when the others' secrets are drawn again
//! (the conformance suite holds every game to it), so nothing another seat holds secret
//! reaches a client before the rules reveal it.

use std::time::Instant;

use super::protocol::{ToClient, ToHost, decode, encode};
use super::referee::{ClientId, Referee};
use super::test_support::{MOST_TIME, MOST_TURNS, Message, TICK, holders, loopback};
use super::transport::{Host, Remote, since_epoch};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::games::{EachGame, Registered};
use crate::record::{RecordOf, Step};
use crate::rules::{EventsTellViews, Game, Seat};

/// The table as it stood when each decision was asked, by the decision's number, and at
/// the end: `record` replayed.
fn tables_by_decision<G: Game>(rules: &G::Rules, record: &RecordOf<G>) -> Vec<G> {
    let mut events = Vec::new();
    let mut state = G::new(rules, record.seats, record.seed, &mut events).expect("the table sets up");
    let mut tables = Vec::new();
    for step in &record.steps {
        match step {
            Step::Moves(moves) => {
                tables.push(state.clone());
                state.apply(moves, &mut events).expect("a recorded decision applies");
            }
            Step::Chance(outcome) => state.apply_chance(*outcome, &mut events).expect("a recorded roll applies"),
        }
    }
    tables.push(state);
    tables
}

/// Plays a table of `G` over the loopback, its second seat the host's computer and the
/// others clients choosing the first of their choices; returns the record and what each
/// client read, with its seat.
fn play_over_udp<G: Registered>(seats: usize, seed: u64) -> (RecordOf<G>, Vec<(Seat, Message<G>)>) {
    let key = [4; 32];
    let holders = holders(seats);
    let rules = crate::config::embedded();
    let referee = Referee::<G>::new(&rules, holders, seed, AiConfig::built_in(), BotKind::Easy).expect("a table");
    let mut host = Host::new(referee, loopback(), key, since_epoch()).expect("the host binds");
    let mut clients: Vec<(Seat, Remote, Option<u32>, bool)> = (0..seats)
        .filter(|&seat| seat != 1)
        .map(|seat| {
            let token = host.token(seat as ClientId + 1, since_epoch()).expect("a token");
            (seat, Remote::connect(token, loopback(), since_epoch()).expect("a client"), None, false)
        })
        .collect();
    let mut read = Vec::new();
    let started = Instant::now();
    for _ in 0..MOST_TURNS {
        if started.elapsed() > MOST_TIME || clients.iter().all(|(.., over)| *over) {
            break;
        }
        host.update(TICK, started.elapsed()).expect("the host runs");
        for (seat, remote, answered, over) in &mut clients {
            for bytes in remote.update(TICK).expect("the client runs") {
                let message: Message<G> = decode(&bytes).expect("the host's messages read");
                match &message {
                    ToClient::Table { decision, legal, .. } if !legal.is_empty() && *answered != Some(*decision) => {
                        *answered = Some(*decision);
                        remote.send(encode(&ToHost::Decide { seat: *seat, decision: *decision, action: legal[0] }));
                    }
                    ToClient::Over { .. } => *over = true,
                    _ => {}
                }
                read.push((*seat, message));
            }
        }
        std::thread::sleep(TICK);
    }
    assert!(clients.iter().all(|(.., over)| *over), "{}: every client heard the end within {MOST_TIME:?}", G::ID);
    (host.referee().record().clone(), read)
}

#[test]
fn every_client_reads_only_its_seat_s_view_and_the_events_its_seat_may_see() {
    struct Private(Vec<&'static str>);
    impl EachGame for Private {
        fn visit<G: Registered>(&mut self) {
            let rules = crate::config::embedded::<G::Rules>();
            let allowed = crate::rules::TableRules::seats(&rules);
            let seats = 3.clamp(*allowed.start(), *allowed.end());
            let (record, read) = play_over_udp::<G>(seats, 13);
            let tables = tables_by_decision::<G>(&rules, &record);
            let mut views = 0;
            for (seat, message) in &read {
                if let ToClient::Table { decision, view, events, .. } = message {
                    let secret = events.iter().find(|event| !<G as EventsTellViews>::seen_by(event, *seat));
                    assert!(secret.is_none(), "{}: seat {seat} read {secret:?}", G::ID);
                    let table = &tables[*decision as usize];
                    assert_eq!(view, &table.view(*seat), "{}: seat {seat}'s view at decision {decision}", G::ID);
                    views += 1;
                }
            }
            assert!(views > seats, "{}: the clients read their tables ({views})", G::ID);
            self.0.push(G::ID);
        }
    }
    let mut private = Private(Vec::new());
    crate::games::each(&mut private);
    assert_eq!(private.0.len(), 4, "games played: {:?}", private.0);
}
