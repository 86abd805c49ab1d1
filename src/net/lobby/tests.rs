use std::io::Write;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

use super::ask::ask;
use super::exchange::{Exchange, HostAnswer, HostHello, Request, frame, to_bytes};
use super::*;
use crate::net::protocol::PROTOCOL_VERSION;
use crate::net::test_support::TurnedLobby;

fn lobby_with(free: Vec<ClientId>, claimed: Vec<SeatClaim>) -> (TurnedLobby, JoinCode) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let code = JoinCode::new(listener.local_addr().expect("its address"));
    let lobby = Lobby::open(listener, &code, free, claimed, [5; 32]).expect("the lobby opens");
    (TurnedLobby::start(lobby), code)
}

fn lobby(free: Vec<ClientId>) -> (TurnedLobby, JoinCode) {
    lobby_with(free, Vec::new())
}

fn refused(asked: Result<Admission, JoinError>) -> Option<LobbyRefusal> {
    match asked {
        Err(JoinError::Refused(refusal)) => Some(refusal),
        _ => None,
    }
}

#[test]
fn a_join_code_reads_back_as_printed_and_as_typed() {
    let code = JoinCode::new("127.0.0.1:5000".parse().expect("an address"));
    assert_eq!(code.secret.len(), CODE_LENGTH);
    let printed = code.to_string();
    assert_eq!(printed.parse::<JoinCode>(), Ok(code.clone()));
    let secret_as_typed = code.secret.to_lowercase().replace('1', "l").replace('0', "o");
    let typed = format!("{secret_as_typed}@{}", code.address);
    assert_eq!(typed.parse::<JoinCode>(), Ok(code));
    assert_eq!("7KQ2M9XDPA".parse::<JoinCode>(), Err(JoinCodeError::NoAddress));
    assert!(matches!("7KQ2@127.0.0.1:5000".parse::<JoinCode>(), Err(JoinCodeError::Secret(_))));
    assert!(matches!("7KQ2M9XDPA@nowhere".parse::<JoinCode>(), Err(JoinCodeError::Address(_))));
}

/// Each free seat goes to one joiner holding the code, with a claim of its own; then the
/// table is full.
#[test]
fn a_joiner_with_the_code_gets_a_seat_and_its_claim_until_the_table_is_full() {
    let (_lobby, code) = lobby(vec![1, 3]);
    let mut claims = Vec::new();
    for client in [1, 3] {
        let admission = join(&code).expect("a token");
        assert_eq!(admission.token.server_addresses[0], Some(code.address));
        assert_eq!(admission.token.client_id, client);
        claims.push(admission.claim.expect("a seat comes with its claim"));
    }
    assert!(!claims[0].secret.matches(&claims[1].secret), "two seats, one secret");
    assert_eq!(refused(join(&code)), Some(LobbyRefusal::TableFull));
}

/// A seat whose player dropped stays theirs: a joiner asking for a seat does not get it,
/// one naming its client without the secret, or with another's, is refused, and its
/// player, by the claim, takes it back as often as it asks. Only the latest token handed
/// out for the seat lets anyone in.
#[test]
fn a_claimed_seat_goes_back_only_to_its_claim() {
    let (lobby, code) = lobby(vec![1, 2]);
    let first = join(&code).expect("a seat");
    let claim = first.claim.clone().expect("its claim");
    let second = join(&code).expect("the other seat");
    let before: Vec<bool> = lobby.with(|lobby| vec![lobby.admits(1, u64::MAX), lobby.admits(2, u64::MAX)]);
    assert_eq!(before, [false, false], "a token of no ticket the lobby handed out lets a client in");
    assert_eq!(refused(join(&code)), Some(LobbyRefusal::TableFull), "a dropped seat is handed to another");
    let forged = SeatClaim { client: 1, secret: SeatSecret::new() };
    assert_eq!(refused(rejoin(&code, &forged)), Some(LobbyRefusal::NotYourSeat));
    let borrowed = SeatClaim { client: 1, secret: second.claim.expect("a claim").secret };
    assert_eq!(refused(rejoin(&code, &borrowed)), Some(LobbyRefusal::NotYourSeat), "another seat's secret claims it");
    for _ in 0..2 {
        let back = rejoin(&code, &claim).expect("the seat back");
        assert_eq!((back.token.client_id, back.claim.as_ref()), (1, Some(&claim)));
    }
    lobby.with(|lobby| lobby.give_to_computer(1));
    assert_eq!(refused(rejoin(&code, &claim)), Some(LobbyRefusal::NotYourSeat), "a computer's seat is claimed");
    assert_eq!(refused(join(&code)), Some(LobbyRefusal::TableFull));
}

/// A seat claimed when the lobby opens (the window hosting the table, or a table taken up
/// again from its save) is its claim's alone; the hosting window is handed its token
/// without an exchange.
#[test]
fn a_seat_claimed_at_the_start_is_handed_only_by_its_claim() {
    let own = SeatClaim::new(1);
    let (lobby, code) = lobby_with(vec![1, 2], vec![own.clone()]);
    assert_eq!(join(&code).expect("the free seat").token.client_id, 2);
    assert_eq!(refused(join(&code)), Some(LobbyRefusal::TableFull), "the claimed seat is kept");
    let here = lobby.with(|lobby| lobby.admission_here(1)).expect("the host's window takes its seat");
    assert_eq!(here.claim.as_ref(), Some(&own));
    assert_eq!(lobby.with(|lobby| lobby.admission_here(2)).map(|admission| admission.token.client_id), Some(2));
    assert!(lobby.with(|lobby| lobby.claims()).contains(&own));
}

/// A seat handed to a joiner that never connects is offered again once its token has lain
/// unused long enough, and the lapsed token lets no one in; a seat whose player connected
/// stays theirs.
#[test]
fn a_seat_whose_token_goes_unused_is_offered_again() {
    let (lobby, code) = lobby(vec![1, 2]);
    assert_eq!(join(&code).expect("a token").token.client_id, 1);
    assert_eq!(join(&code).expect("a token").token.client_id, 2);
    let ticket_of = |lobby: &Lobby, client| lobby.seats.claimed[&client].handed.expect("a token handed out").0;
    let (lapsing, used) = lobby.with(|lobby| (ticket_of(lobby, 1), ticket_of(lobby, 2)));
    assert!(lobby.with(|lobby| lobby.admits(2, used)), "the seat's token lets its player in");
    assert!(lobby.with(|lobby| lobby.take_back_unclaimed(Duration::from_secs(60))).is_empty(), "not yet");
    assert_eq!(lobby.with(|lobby| lobby.take_back_unclaimed(Duration::ZERO)), [1], "the unused one alone");
    assert!(!lobby.with(|lobby| lobby.admits(1, lapsing)), "a lapsed token lets its joiner in");
    let next = join(&code).expect("the seat offered again");
    assert_eq!(next.token.client_id, 1);
    let next_ticket = lobby.with(|lobby| ticket_of(lobby, 1));
    assert!(!lobby.with(|lobby| lobby.admits(1, lapsing)), "the token of the seat's last joiner lets them in");
    assert!(lobby.with(|lobby| lobby.admits(1, next_ticket)));
}

/// Spectators get tokens of their own, never a seat's, up to the most let in at once; a
/// spectator that leaves frees its place.
#[test]
fn spectators_are_let_in_apart_from_the_seats_and_free_their_places() {
    let (lobby, code) = lobby(vec![1]);
    let watchers: Vec<ClientId> =
        (0..MOST_WATCHERS).map(|_| watch(&code).expect("a spectator's token").token.client_id).collect();
    assert!(watchers.iter().all(|client| is_watcher(*client)));
    assert_eq!(refused(watch(&code)), Some(LobbyRefusal::NoRoomToWatch));
    lobby.with(|lobby| lobby.left(watchers[3]));
    assert_eq!(watch(&code).expect("the place freed").token.client_id, watchers[3]);
    assert_eq!(join(&code).expect("the seat is still free").token.client_id, 1);
}

#[test]
fn a_wrong_code_and_another_version_are_refused_in_words() {
    let (_lobby, code) = lobby(vec![1]);
    let mut wrong = code.clone();
    wrong.secret = if code.secret.starts_with('A') { "B" } else { "A" }.to_owned() + &code.secret[1..];
    assert_eq!(refused(join(&wrong)), Some(LobbyRefusal::WrongCode));
    let told = ask(&code, PROTOCOL_VERSION + 1, &Request::Seat).expect_err("another version").to_string();
    let both = [PROTOCOL_VERSION, PROTOCOL_VERSION + 1].map(|version| format!("version {version}"));
    assert!(both.iter().all(|version| told.contains(version)), "{told}");
    // The wrong guesses took no seat.
    join(&code).expect("the seat is still free");
}

/// A client of the version before, which sent its version and an X25519 key and read the
/// answer the same way, is told in words that the versions differ.
#[test]
fn a_client_of_the_last_version_is_told_the_versions_differ() {
    let (_lobby, code) = lobby(vec![1]);
    let mut stream = TcpStream::connect(code.address).expect("the lobby answers");
    stream.set_read_timeout(Some(Duration::from_secs(5))).expect("a timeout");
    let hello: Vec<u8> = 3u16.to_le_bytes().into_iter().chain([9u8; 32]).collect();
    stream.write_all(&frame(&hello)).expect("the hello goes");
    let mut answer = Vec::new();
    std::io::Read::read_to_end(&mut stream, &mut answer).expect("the answer comes");
    // The old client read `enum { Key([u8; 32]), Refused(LobbyRefusal) }` after the length.
    #[derive(serde::Deserialize)]
    enum OldHostHello {
        #[allow(dead_code)]
        Key([u8; 32]),
        Refused(LobbyRefusal),
    }
    let told = postcard::from_bytes::<OldHostHello>(&answer[4..]).ok().and_then(|hello| match hello {
        OldHostHello::Refused(refusal) => Some(refusal.to_string()),
        OldHostHello::Key(_) => None,
    });
    let told = told.expect("the old client reads a refusal");
    assert!(told.contains(&format!("version {PROTOCOL_VERSION}")) && told.contains("version 3"), "{told}");
}

/// A lobby posing as the table, without its code, answers a joiner as a lobby would: the
/// joiner is told its code is wrong, and what it sent opens to no secret the posing lobby
/// tries afterwards.
#[test]
fn a_lobby_without_the_code_learns_nothing_and_the_joiner_is_told_its_code_is_wrong() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let address = listener.local_addr().expect("its address");
    let code = JoinCode::new(address);
    let real_secret = code.secret.clone();
    let posing = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().expect("the joiner connects");
        stream.set_read_timeout(Some(Duration::from_secs(5))).expect("a timeout");
        let hello = ask_frame(&mut stream);
        let joiner: [u8; 32] = hello[2..].try_into().expect("an element");
        let (exchange, element) = Exchange::host("GUESSGUESS");
        stream.write_all(&frame(&to_bytes(&HostHello::Element(element)))).expect("the element goes");
        let sealed = ask_frame(&mut stream);
        let key = exchange.finish_as_host(&joiner).expect("a key");
        let opened_by_guess = key.open(false, &sealed).is_some();
        // A made-up answer, sealed under the posing lobby's key.
        stream.write_all(&frame(&to_bytes(&HostAnswer::Sealed(key.seal(true, b"take this"))))).expect("it goes");
        let later_guesses = [real_secret, "GUESSGUESS".to_owned()].iter().any(|guess| {
            Exchange::host(guess).0.finish_as_host(&joiner).is_some_and(|key| key.open(false, &sealed).is_some())
        });
        (opened_by_guess, later_guesses)
    });
    assert_eq!(refused(join(&code)), Some(LobbyRefusal::WrongCode), "the joiner is not told its code is wrong");
    let (opened_by_guess, later_guesses) = posing.join().expect("the posing lobby ends");
    assert!(!opened_by_guess && !later_guesses, "the posing lobby opened the joiner's request");
}

fn ask_frame(stream: &mut TcpStream) -> Vec<u8> {
    let mut length = [0u8; 4];
    std::io::Read::read_exact(stream, &mut length).expect("a frame's length");
    let mut bytes = vec![0; u32::from_le_bytes(length) as usize];
    std::io::Read::read_exact(stream, &mut bytes).expect("a frame");
    bytes
}

/// A connection to `to` from `from`, an address of the loopback: a stranger on another
/// machine, as far as the lobby can tell.
fn connect_from(from: [u8; 4], to: SocketAddr) -> TcpStream {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).expect("a socket");
    socket.bind(&SocketAddr::from((from, 0)).into()).expect("an address of the loopback");
    socket.connect_timeout(&to.into(), Duration::from_secs(2)).expect("the lobby takes the connection");
    socket.into()
}

/// Fifty connections from strangers that trickle bytes or stay silent stop no one: a
/// joiner with the code is seated within a second while they hold on, and the lobby
/// drops them at their deadline and counts them, rather than telling each.
#[test]
fn strangers_holding_connections_open_stall_no_joiner() {
    let (lobby, code) = lobby(vec![1]);
    let mut strangers: Vec<TcpStream> =
        (0..50u8).map(|at| connect_from([127, 0, 0, 2 + at / 4], code.address)).collect();
    // Half of them trickle a hello, a byte at a time; the others say nothing.
    for (at, stranger) in strangers.iter_mut().enumerate().filter(|(at, _)| at % 2 == 0) {
        stranger.write_all(&[34, 0, 0, 0, at as u8]).expect("a stranger's first bytes");
    }
    std::thread::sleep(Duration::from_millis(100));
    assert!(lobby.with(|lobby| lobby.exchanges()) >= 40, "the strangers were not let in to hold on");
    let started = Instant::now();
    let seated = join(&code).expect("a seat while strangers hold on");
    let waited = started.elapsed();
    assert!(waited < Duration::from_secs(1), "the joiner waited {waited:?}");
    assert_eq!(seated.token.client_id, 1);
    for stranger in strangers.iter_mut().step_by(2) {
        let _ = stranger.write_all(&[1]);
    }
    // Past the deadline every stranger is dropped, and counted.
    let until = Instant::now() + HANDSHAKE_DEADLINE * 3;
    let mut tally = LobbyTally::default();
    while tally.dropped < 50 && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
        let more = lobby.with(|lobby| lobby.tally());
        tally.dropped += more.dropped;
        tally.turned_away += more.turned_away;
    }
    assert_eq!((tally.dropped, tally.turned_away), (50, 0), "{tally:?}");
    assert_eq!(lobby.with(|lobby| lobby.exchanges()), 0);
}

/// One address holds no more exchanges than its share: its other connections are closed
/// at once, and counted; another address is answered meanwhile.
#[test]
fn one_address_holds_no_more_than_its_share() {
    let (lobby, code) = lobby(vec![1]);
    let held: Vec<TcpStream> = (0..10).map(|_| connect_from([127, 0, 0, 9], code.address)).collect();
    let until = Instant::now() + Duration::from_secs(2);
    while lobby.with(|lobby| lobby.exchanges()) < guard::PER_ADDRESS && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(lobby.with(|lobby| lobby.exchanges()), guard::PER_ADDRESS);
    let tally = lobby.with(|lobby| lobby.tally());
    assert_eq!(tally.turned_away as usize, held.len() - guard::PER_ADDRESS, "{tally:?}");
    join(&code).expect("another address is seated");
}

/// Wrong codes are counted for the host to tell, one count for them all.
#[test]
fn wrong_codes_are_counted() {
    let (lobby, code) = lobby(vec![1]);
    let mut wrong = code.clone();
    wrong.secret = if code.secret.starts_with('A') { "B" } else { "A" }.to_owned() + &code.secret[1..];
    for _ in 0..3 {
        assert_eq!(refused(join(&wrong)), Some(LobbyRefusal::WrongCode));
    }
    assert_eq!(lobby.with(|lobby| lobby.tally()), LobbyTally { wrong_codes: 3, dropped: 0, turned_away: 0 });
}
