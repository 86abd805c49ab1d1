//! The referee played by clients that see only what their seats are sent: whole matches of
//! every game, each equal to the same match played in one process, the secrets of other
//! seats never sent, and every message the rules, the seat or the protocol refuse told
//! and without effect.

use std::time::Duration;

use super::protocol::{PROTOCOL_VERSION, Refusal, ToClient, ToHost, decode, encode};
use super::referee::{ClientId, Received, Referee, SeatHolder};
use super::seat_player::{Heard, SeatPlayer};
use super::test_support::{Message, holders};
use crate::ai::config::AiConfig;
use crate::ai::{BotKind, SeatKnowledge, decision_bot};
use crate::games::{EachGame, Registered};
use crate::record::{RecordOf, Step};
use crate::rules::{EventsTellViews, Game as _, Seat, SeatSet, ToMove};

/// Every message a client read, with the client and its seat.
type Read<G> = Vec<(ClientId, Seat, Message<G>)>;

/// A client's choice among the legal ones sent to it, the same in one process as across
/// the network: spread over the list by the decision and the seat.
pub(super) fn pick<A: Copy>(legal: &[A], decision: u32, seat: Seat) -> A {
    legal[(decision as usize * 7 + seat * 13) % legal.len()]
}

/// The most messages any of these matches exchanges, far beyond the longest.
const MOST_ROUNDS: usize = 200_000;

/// Plays a table of `G` to its end through the referee, a spectator watching: each client
/// decides from what it was sent. Returns the record, every message each client read, and
/// every message the spectator read.
pub(super) fn play_across<G: Registered>(seats: usize, seed: u64) -> (RecordOf<G>, Read<G>, Vec<Message<G>>) {
    let holders = holders(seats);
    let rules = crate::config::embedded();
    let mut referee = Referee::<G>::new(&rules, holders.clone(), seed, AiConfig::built_in(), BotKind::Easy)
        .expect("the table sets up");
    let spectator = 1 << 40;
    referee.watch(spectator);
    referee.welcome(spectator);
    let mut read = Vec::new();
    let mut watched = Vec::new();
    // The decision each client last answered: a table sent before its answer was taken
    // asks again for the same one, and a client answers each decision once.
    let mut answered = vec![None; seats];
    for round in 0..MOST_ROUNDS {
        let outbox = referee.take_outbox();
        if outbox.is_empty() {
            break;
        }
        for (client, bytes) in outbox {
            let message: Message<G> = decode(&bytes).expect("the host's messages read");
            let Some(seat) = referee.seat_of(client) else {
                watched.push(message);
                continue;
            };
            if let ToClient::Table { decision, legal, .. } = &message
                && !legal.is_empty()
                && answered[seat] != Some(*decision)
            {
                answered[seat] = Some(*decision);
                let decided = ToHost::Decide { seat, decision: *decision, action: pick(legal, *decision, seat) };
                let now = Duration::from_millis(round as u64 * 100);
                assert_eq!(referee.receive(client, &encode(&decided), now), Received::Taken);
            }
            read.push((client, seat, message));
        }
    }
    assert!(referee.winners().is_some(), "{}: the match across processes ended", G::ID);
    (referee.record().clone(), read, watched)
}

/// The same table in one process: the same choices, the same computer, the same dice.
pub(super) fn play_here<G: Registered>(seats: usize, seed: u64) -> RecordOf<G> {
    let rules = crate::config::embedded();
    let mut state = G::new(&rules, seats, seed, &mut Vec::new()).expect("the table sets up");
    let mut record = RecordOf::<G>::new(G::ID, seats, seed);
    let mut legal = Vec::new();
    let difficulties = AiConfig::built_in();
    loop {
        let movers = match state.to_move() {
            ToMove::Nobody => break,
            ToMove::Chance => {
                record.steps.push(Step::Chance(state.resolve_chance(&mut Vec::new())));
                continue;
            }
            deciding => deciding.movers(),
        };
        let decision = record.decisions();
        let moves: Vec<_> = movers
            .iter()
            .map(|seat| {
                let action = if seat == 1 {
                    decision_bot::<G>(BotKind::Easy, seed, decision, seat, &difficulties)
                        .choose(SeatKnowledge::new(&state, seat))
                } else {
                    state.legal_actions(seat, &mut legal);
                    pick(&legal, decision as u32, seat)
                };
                (seat, action)
            })
            .collect();
        state.apply(&moves, &mut Vec::new()).expect("a legal decision");
        record.steps.push(Step::Moves(moves));
    }
    record
}

/// Every game, played across the referee, is the match played in one process; no client
/// is sent an event its seat may not see.
#[test]
fn every_game_across_the_referee_is_the_match_played_in_one_process() {
    struct Across(Vec<&'static str>);
    impl EachGame for Across {
        fn visit<G: Registered>(&mut self) {
            let allowed = crate::rules::TableRules::seats(&crate::config::embedded::<G::Rules>());
            let seats = 3.clamp(*allowed.start(), *allowed.end());
            for seed in [3, 11] {
                let (across, read, _) = play_across::<G>(seats, seed);
                assert_eq!(across, play_here::<G>(seats, seed), "{} with seed {seed}", G::ID);
                for (client, seat, message) in &read {
                    if let ToClient::Table { events, .. } = message {
                        let secret = events.iter().find(|event| !<G as EventsTellViews>::seen_by(event, *seat));
                        assert!(secret.is_none(), "{}: client {client} of seat {seat} was sent {secret:?}", G::ID);
                    }
                }
                let over = read.iter().filter(|(.., message)| matches!(message, ToClient::Over { .. })).count();
                assert_eq!(over, seats - 1, "{}: every client is told the match is over", G::ID);
            }
            self.0.push(G::ID);
        }
    }
    let mut across = Across(Vec::new());
    crate::games::each(&mut across);
    assert_eq!(across.0.len(), 4, "games played: {:?}", across.0);
}

/// Plays a table of `G` whose seats but the second are computers in other processes,
/// each deciding from what its seat is sent; returns the record.
fn play_by_seat_players<G: Registered>(seats: usize, seed: u64, bot: BotKind) -> RecordOf<G> {
    let holders = holders(seats);
    let rules = crate::config::embedded();
    let mut referee = Referee::<G>::new(&rules, holders.clone(), seed, AiConfig::built_in(), BotKind::Easy)
        .expect("the table sets up");
    let mut players: Vec<SeatPlayer<G>> =
        (0..seats).map(|_| SeatPlayer::new(bot, seed, AiConfig::built_in())).collect();
    for _ in 0..MOST_ROUNDS {
        let outbox = referee.take_outbox();
        if outbox.is_empty() {
            break;
        }
        for (client, bytes) in outbox {
            let seat = referee.seat_of(client).expect("a client");
            match players[seat].hear(&bytes).expect("the host's messages read") {
                // All at one instant: computers answer at once, and are not a flood.
                Heard::Answer(answer) => assert_eq!(referee.receive(client, &answer, Duration::ZERO), Received::Taken),
                Heard::Refused(refusal) => panic!("{}: seat {seat}'s decision refused: {refusal}", G::ID),
                Heard::Nothing | Heard::Seats(_) | Heard::Over(_) => {}
            }
        }
    }
    for (seat, player) in players.iter().enumerate().filter(|(seat, _)| *seat != 1) {
        assert_eq!(player.winners(), referee.winners(), "{}: seat {seat} was told the result", G::ID);
    }
    referee.record().clone()
}

/// Computers playing seats from other processes, each knowing only what its seat is
/// sent, make the choices the same computers make beside the table: every game's match
/// is the one a table of computers plays in one process.
#[test]
fn computers_deciding_from_their_seats_messages_play_the_match_of_one_process() {
    struct Across(Vec<&'static str>);
    impl EachGame for Across {
        fn visit<G: Registered>(&mut self) {
            let rules = crate::config::embedded::<G::Rules>();
            let allowed = crate::rules::TableRules::seats(&rules);
            let seats = 3.clamp(*allowed.start(), *allowed.end());
            let bot = BotKind::Easy;
            for seed in [5, 8] {
                let across = play_by_seat_players::<G>(seats, seed, bot);
                let computers = vec![SeatHolder::Computer(bot); seats];
                let here = Referee::<G>::new(&rules, computers, seed, AiConfig::built_in(), bot).expect("a table");
                assert!(here.winners().is_some(), "a table of computers plays to the end at once");
                assert_eq!(&across, here.record(), "{} with seed {seed}", G::ID);
            }
            self.0.push(G::ID);
        }
    }
    let mut across = Across(Vec::new());
    crate::games::each(&mut across);
    assert_eq!(across.0.len(), 4, "games played: {:?}", across.0);
}

/// A spectator of every game is sent what the public sees at each update, and the events
/// no seat holds secret, nothing more; what it sends is refused and changes nothing.
#[test]
fn a_spectator_is_sent_only_what_the_public_sees() {
    struct Watched(Vec<&'static str>);
    impl EachGame for Watched {
        fn visit<G: Registered>(&mut self) {
            let rules = crate::config::embedded::<G::Rules>();
            let allowed = crate::rules::TableRules::seats(&rules);
            let (seats, seed, watcher) = (3.clamp(*allowed.start(), *allowed.end()), 9, 1_000);
            let holders = holders(seats);
            let mut referee = Referee::<G>::new(&rules, holders.clone(), seed, AiConfig::built_in(), BotKind::Easy)
                .expect("the table sets up");
            referee.watch(watcher);
            referee.welcome(watcher);
            let refused =
                referee.receive(watcher, &encode(&ToHost::Decide { seat: 0, decision: 0, action: () }), Duration::ZERO);
            assert_eq!(refused, Received::Refused(Refusal::Watching));
            let mut players: Vec<SeatPlayer<G>> =
                (0..seats).map(|_| SeatPlayer::new(BotKind::Easy, seed, AiConfig::built_in())).collect();
            let (mut tables, mut over) = (0, false);
            for _ in 0..MOST_ROUNDS {
                let outbox = referee.take_outbox();
                if outbox.is_empty() {
                    break;
                }
                // The last table of a batch is the table as it stands, before the answers.
                let (watched, seated): (Vec<_>, Vec<_>) =
                    outbox.into_iter().partition(|(client, _)| *client == watcher);
                let mut last_view = None;
                for (_, bytes) in watched {
                    match decode::<Message<G>>(&bytes).expect("the host's messages read") {
                        ToClient::Table { view, events, legal, .. } => {
                            let secret =
                                events.iter().find(|event| <G as EventsTellViews>::private_to(event).is_some());
                            assert!(secret.is_none(), "{}: a spectator was sent {secret:?}", G::ID);
                            assert!(legal.is_empty());
                            last_view = Some(view);
                            tables += 1;
                        }
                        ToClient::Over { .. } => over = true,
                        ToClient::Watching { game, seats: told } => {
                            assert_eq!((game.as_str(), usize::from(told)), (G::ID, seats))
                        }
                        other => assert!(matches!(other, ToClient::Refused(Refusal::Watching)), "{other:?}"),
                    }
                }
                if let Some(view) = last_view {
                    assert_eq!(view, referee.state().public_view(), "{}: the public's view", G::ID);
                }
                for (client, bytes) in seated {
                    let seat = referee.seat_of(client).expect("a client");
                    if let Heard::Answer(answer) = players[seat].hear(&bytes).expect("the host's messages read") {
                        assert_eq!(referee.receive(client, &answer, Duration::ZERO), Received::Taken);
                    }
                }
            }
            assert!(over && tables > 1, "{}: the spectator followed the match to its end", G::ID);
            self.0.push(G::ID);
        }
    }
    let mut watched = Watched(Vec::new());
    crate::games::each(&mut watched);
    assert_eq!(watched.0.len(), 4, "games watched: {:?}", watched.0);
}

/// Every table a client is sent names the seats the table waits on as it was sent: the
/// seats to move, less the computer (it decides at once) and the clients that have
/// answered. Duel, where everyone picks at once, waits on several seats at a time.
#[test]
fn every_table_sent_names_the_seats_still_thinking() {
    #[derive(Default)]
    struct Thinking {
        /// Per game: the tables checked, and those that waited on more than one seat.
        checked: Vec<(&'static str, usize, usize)>,
    }
    impl EachGame for Thinking {
        fn visit<G: Registered>(&mut self) {
            let rules = crate::config::embedded::<G::Rules>();
            let allowed = crate::rules::TableRules::seats(&rules);
            let (seats, seed) = (3.clamp(*allowed.start(), *allowed.end()), 4);
            let mut referee = Referee::<G>::new(&rules, holders(seats), seed, AiConfig::built_in(), BotKind::Easy)
                .expect("the table sets up");
            let mut players: Vec<SeatPlayer<G>> =
                (0..seats).map(|_| SeatPlayer::new(BotKind::Easy, seed, AiConfig::built_in())).collect();
            let (mut checked, mut several) = (0, 0);
            // The seats that have answered, and the decision they answered.
            let mut answered = (0, SeatSet::EMPTY);
            let mut check = |referee: &mut Referee<G>, answered: (u32, SeatSet)| {
                let outbox = referee.take_outbox();
                let decision = referee.record().decisions() as u32;
                let decided = if answered.0 == decision { answered.1 } else { SeatSet::EMPTY };
                let waiting = referee.state().to_move().movers().without(1).minus(decided);
                for (_, bytes) in &outbox {
                    if let Ok(ToClient::Table { decision: sent, thinking, .. }) = decode::<Message<G>>(bytes) {
                        assert_eq!((sent, thinking), (decision, waiting), "{}: whom the table waits on", G::ID);
                        checked += 1;
                        several += usize::from(thinking.len() > 1);
                    }
                }
                outbox
            };
            let mut delivering = std::collections::VecDeque::from(check(&mut referee, answered));
            for _ in 0..MOST_ROUNDS {
                let Some((client, bytes)) = delivering.pop_front() else { break };
                let seat = referee.seat_of(client).expect("a client");
                let Heard::Answer(answer) = players[seat].hear(&bytes).expect("the host's messages read") else {
                    continue;
                };
                let decision = referee.record().decisions() as u32;
                if referee.receive(client, &answer, Duration::ZERO) == Received::Taken {
                    let so_far = if answered.0 == decision { answered.1 } else { SeatSet::EMPTY };
                    answered = (decision, so_far.with(seat));
                }
                delivering.extend(check(&mut referee, answered));
            }
            assert!(referee.winners().is_some(), "{}: the match ended", G::ID);
            self.checked.push((G::ID, checked, several));
        }
    }
    let mut thinking = Thinking::default();
    crate::games::each(&mut thinking);
    assert_eq!(thinking.checked.len(), 4, "{:?}", thinking.checked);
    assert!(thinking.checked.iter().all(|(_, checked, _)| *checked > 10), "{:?}", thinking.checked);
    let duel = thinking.checked.iter().find(|(game, ..)| *game == crate::rules::duel::Duel::ID);
    assert!(duel.is_some_and(|(_, _, several)| *several > 0), "{:?}", thinking.checked);
}

mod refusals {
    use super::*;
    use crate::rules::three_card_loo::{Card, LooAction, ThreeCardLoo};

    type G = ThreeCardLoo;

    /// A Loo table of three clients, and what its first update asks: the seat to move,
    /// its client and the decision number.
    fn table() -> (Referee<G>, Seat, ClientId, u32) {
        let holders = (1..=3).map(SeatHolder::Client).collect();
        let mut referee =
            Referee::<G>::new(&crate::config::embedded(), holders, 5, AiConfig::built_in(), BotKind::Easy)
                .expect("the table sets up");
        let asked = referee.take_outbox().into_iter().find_map(|(client, bytes)| match decode::<Message<G>>(&bytes) {
            Ok(ToClient::Table { decision, legal, .. }) if !legal.is_empty() => Some((client, decision)),
            _ => None,
        });
        let (client, decision) = asked.expect("a client is asked to decide");
        (referee, client as Seat - 1, client, decision)
    }

    fn decide(seat: Seat, decision: u32, action: LooAction) -> Vec<u8> {
        encode(&ToHost::Decide { seat, decision, action })
    }

    /// Each refusal changes nothing, and its client is told it.
    #[test]
    fn what_the_rules_the_seat_or_the_protocol_refuse_is_told_and_changes_nothing() {
        let (mut referee, seat, client, decision) = table();
        let other = (seat + 1) % 3;
        let other_client = other as ClientId + 1;
        let declare = LooAction::Declare(crate::rules::three_card_loo::Declaration::Play);
        let mut other_version = decide(seat, decision, declare);
        other_version[..2].copy_from_slice(&(PROTOCOL_VERSION + 1).to_le_bytes());
        let steps = referee.record().steps.clone();
        let cases: Vec<(ClientId, Vec<u8>, Refusal)> = vec![
            (99, decide(seat, decision, declare), Refusal::UnknownClient),
            (client, decide(other, decision, declare), Refusal::OtherSeat { yours: seat, sent: other }),
            (other_client, decide(other, decision, declare), Refusal::NotToMove { seat: other }),
            (client, decide(seat, decision + 1, declare), Refusal::Stale { now: decision, sent: decision + 1 }),
            (client, decide(seat, decision, LooAction::Play(Card::named("A♥").expect("a card"))), Refusal::Illegal),
            (client, PROTOCOL_VERSION.to_le_bytes().into_iter().chain([0xFF; 3]).collect(), Refusal::Malformed),
            (other_client, other_version, Refusal::Version { host: PROTOCOL_VERSION, client: PROTOCOL_VERSION + 1 }),
        ];
        for (from, bytes, refusal) in cases {
            assert_eq!(referee.receive(from, &bytes, Duration::ZERO), Received::Refused(refusal.clone()));
            assert_eq!(referee.record().steps, steps, "{refusal} changed the table");
            let told: Vec<_> = referee.take_outbox();
            if from == 99 {
                assert!(told.is_empty(), "nothing is sent to a stranger");
                continue;
            }
            let Some((to, bytes)) = told.first() else { panic!("{refusal} was not told") };
            assert_eq!(*to, from);
            assert_eq!(decode::<Message<G>>(bytes), Ok(ToClient::Refused(refusal)));
        }
        // The decision asked for is still taken, once.
        assert_eq!(referee.receive(client, &decide(seat, decision, declare), Duration::ZERO), Received::Taken);
        assert_eq!(
            referee.receive(client, &decide(seat, decision + 1, declare), Duration::ZERO),
            Received::Refused(Refusal::NotToMove { seat }),
        );
    }

    /// A client sending garbage is dropped at its third message that does not read, and
    /// a computer plays its seat on.
    #[test]
    fn a_client_sending_garbage_is_dropped_and_the_table_plays_on() {
        let (mut referee, seat, client, _) = table();
        // The protocol's version, then bytes that are no message of it.
        let garbage: Vec<u8> = PROTOCOL_VERSION.to_le_bytes().into_iter().chain([0xFF; 7]).collect();
        for sent in 1..=3 {
            let received = referee.receive(client, &garbage, Duration::from_secs(sent));
            if sent < 3 {
                assert_eq!(received, Received::Refused(Refusal::Malformed));
            } else {
                assert_eq!(received, Received::Dropped(Refusal::Malformed));
            }
        }
        assert_eq!(referee.holders()[seat], SeatHolder::Computer(BotKind::Easy));
        assert!(referee.record().decisions() > 0, "the computer that took the seat has decided");
    }

    /// A client flooding the host is dropped before its flood is read.
    #[test]
    fn a_client_flooding_the_host_is_dropped() {
        let (mut referee, seat, client, decision) = table();
        let stale = decide(seat, decision + 1, LooAction::Declare(crate::rules::three_card_loo::Declaration::Drop));
        let dropped = (0..1_000)
            .map(|_| referee.receive(client, &stale, Duration::ZERO))
            .position(|received| received == Received::Dropped(Refusal::Flooding));
        let at = dropped.expect("the flood is stopped");
        assert!(at > 10, "a client is not dropped for a few quick messages (dropped at {at})");
        assert_eq!(referee.holders()[seat], SeatHolder::Computer(BotKind::Easy));
        assert_eq!(referee.receive(client, &stale, Duration::ZERO), Received::Refused(Refusal::UnknownClient));
    }
}

/// Over the loopback: a client that joined by the code connects and plays its seat to the
/// end; one whose token another key made never gets in.
mod over_udp {
    use std::time::Instant;

    use super::*;
    use crate::net::lobby::{JoinCode, Lobby, join};
    use crate::net::test_support::{MOST_TIME, MOST_TURNS, TICK, TurnedLobby, loopback};
    use crate::net::transport::{Host, Remote, since_epoch};
    use crate::rules::loot_shoot_whiskey::LootShootWhiskey;

    type G = LootShootWhiskey;

    fn host(seed: u64, key: [u8; 32]) -> Host<G> {
        let referee =
            Referee::<G>::new(&crate::config::embedded(), holders(2), seed, AiConfig::built_in(), BotKind::Easy)
                .expect("the table sets up");
        Host::new(referee, loopback(), key, since_epoch()).expect("the host binds")
    }

    #[test]
    fn a_client_plays_its_seat_over_the_loopback_to_the_match_s_end() {
        let (seed, key) = (3, [7; 32]);
        let mut host = host(seed, key);
        // The token comes by the lobby, on the TCP port of the table's UDP port.
        let code = JoinCode::new(host.address());
        let listener = std::net::TcpListener::bind(host.address()).expect("the lobby's port");
        let lobby = Lobby::open(listener, &code, vec![1], Vec::new(), key).expect("the lobby opens");
        let _lobby = TurnedLobby::start(lobby);
        let token = join(&code).expect("a seat's token").token;
        let mut remote = Remote::connect(token, loopback(), since_epoch()).expect("the client connects");
        let started = Instant::now();
        let mut answered = None;
        let mut over = false;
        for _ in 0..MOST_TURNS {
            if over || started.elapsed() > MOST_TIME {
                break;
            }
            host.update(TICK, started.elapsed()).expect("the host runs");
            for bytes in remote.update(TICK).expect("the client runs") {
                match decode::<Message<G>>(&bytes).expect("the host's messages read") {
                    ToClient::Table { decision, legal, .. } if !legal.is_empty() && answered != Some(decision) => {
                        answered = Some(decision);
                        remote.send(encode(&ToHost::Decide { seat: 0, decision, action: pick(&legal, decision, 0) }));
                    }
                    ToClient::Over { .. } => over = true,
                    _ => {}
                }
            }
            std::thread::sleep(TICK);
        }
        assert!(over, "the match ended within {MOST_TIME:?}");
        assert_eq!(host.referee().record(), &play_here::<G>(2, seed), "the match over UDP is the match in one process");
    }

    #[test]
    fn a_token_another_key_made_gets_no_seat() {
        let host_key = [7; 32];
        let mut host = host(3, host_key);
        let forger = self::host(3, [9; 32]);
        let mut forged = forger.token(1, since_epoch()).expect("a token");
        // The forged token names this host's address, so that its packets come here.
        forged.server_addresses[0] = Some(host.address());
        let mut remote = Remote::connect(forged, loopback(), since_epoch()).expect("the client starts");
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(1) {
            host.update(TICK, started.elapsed()).expect("the host runs");
            let arrived = remote.update(TICK).unwrap_or_default();
            assert!(arrived.is_empty(), "a client without the host's token was sent a message");
            std::thread::sleep(TICK);
        }
        assert!(!remote.is_connected());
        assert_eq!(host.referee().record().decisions(), 0, "the table waits for its client");
    }
}
