//! Phone seats over the loopback: a phone in Rust (tokio-tungstenite, with the page's
//! seal) plays hosted tables to their end, comes back after a reload, and is refused in
//! words when it sends what it should not. Every wait is bounded.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::mpsc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::frames::{FromPhone, ToPhone};
use super::seal::{Opening, Sealer, read_opening};
use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::games::{EachGame, Registered};
use crate::net::hosting::{HostNews, HostOptions, HostedSeat, Opening as TableOpening, host_table};
use crate::net::joining::{JoinNews, JoinOptions, join_table};
use crate::net::lobby::JoinCode;
use crate::net::referee::Referee;
use crate::net::tests::{pick, play_here};
use crate::record::{RecordOf, Step};
use crate::rules::{Line, Seat};
use crate::text::{Language, YOU, say_in};

/// How long a phone waits for the host's next frame before the test fails.
const PATIENCE: Duration = Duration::from_secs(20);
/// The most frames a phone reads in one match: far beyond the longest.
const MOST_FRAMES: usize = 50_000;

/// A phone, as the page is one: its socket, its seal, and everything it was sent.
struct TestPhone {
    runtime: tokio::runtime::Runtime,
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    sealer: Sealer,
    /// Every frame received, as it crossed the wire.
    wire: Vec<Vec<u8>>,
    /// Why the host closed the connection, once it has.
    closed: Option<String>,
}

/// The socket's address and the table's secret in a phone address.
fn socket_and_secret(address: &str) -> (String, String) {
    let rest = address.strip_prefix("http://").expect("a phone address is http");
    let (host, secret) = rest.split_once("/#").expect("the secret rides in the fragment");
    (format!("ws://{host}/ws"), secret.to_owned())
}

impl TestPhone {
    /// Opens the phone address `address`, reading `language`, with `origin` as the page's
    /// origin where given.
    fn open(address: &str, language: &str, origin: Option<&str>) -> Result<TestPhone, String> {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
        let (socket_address, secret) = socket_and_secret(address);
        let mut request = socket_address.into_client_request().expect("a request");
        if let Some(origin) = origin {
            request.headers_mut().insert("origin", origin.parse().expect("an origin"));
        }
        let (mut socket, _) =
            runtime.block_on(tokio_tungstenite::connect_async(request)).map_err(|error| error.to_string())?;
        let opening = Opening::new();
        let mut frame = opening.frame();
        frame.extend(language.as_bytes());
        let host_opening = runtime.block_on(async {
            socket.send(Message::Binary(frame.into())).await.map_err(|error| error.to_string())?;
            match tokio::time::timeout(PATIENCE, socket.next()).await {
                Ok(Some(Ok(Message::Binary(bytes)))) => Ok(bytes.to_vec()),
                other => Err(format!("no opening from the host: {other:?}")),
            }
        })?;
        let host_public = read_opening(&host_opening).map_err(|error| format!("{error:?}"))?;
        let sealer = opening.phone_side(&host_public, &secret);
        let mut phone = TestPhone { runtime, socket, sealer, wire: Vec::new(), closed: None };
        phone.send(&FromPhone::Hello {});
        Ok(phone)
    }

    fn send(&mut self, frame: &FromPhone) {
        let sealed = self.sealer.seal(serde_json::to_string(frame).expect("a frame").as_bytes());
        self.send_raw(sealed);
    }

    fn send_raw(&mut self, bytes: Vec<u8>) {
        let _ = self.runtime.block_on(self.socket.send(Message::Binary(bytes.into())));
    }

    /// The host's next frame, opened; `None` once the host has closed the connection.
    fn next(&mut self) -> Option<ToPhone> {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let socket = &mut self.socket;
            let received = self.runtime.block_on(async { tokio::time::timeout_at(deadline, socket.next()).await });
            match received.expect("the host answers within the test's patience") {
                Some(Ok(Message::Binary(bytes))) => {
                    self.wire.push(bytes.to_vec());
                    let opened = self.sealer.open(&bytes).expect("the host's frames open");
                    return Some(serde_json::from_slice(&opened).expect("the host's frames read"));
                }
                Some(Ok(Message::Close(frame))) => {
                    self.closed = Some(frame.map(|frame| frame.reason.to_string()).unwrap_or_default());
                    return None;
                }
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return None,
            }
        }
    }

    /// Reads frames until one `wanted` takes, which it returns; the frames before it go
    /// to `passed`.
    fn until(&mut self, mut wanted: impl FnMut(&ToPhone) -> bool, passed: &mut Vec<ToPhone>) -> Option<ToPhone> {
        for _ in 0..MOST_FRAMES {
            let frame = self.next()?;
            if wanted(&frame) {
                return Some(frame);
            }
            passed.push(frame);
        }
        None
    }

    /// Takes `seat` under `name`: the claim's secret.
    fn take(&mut self, seat: Seat, name: &str) -> String {
        self.send(&FromPhone::Take { seat, name: name.to_owned() });
        match self.until(|frame| matches!(frame, ToPhone::Seated { .. }), &mut Vec::new()) {
            Some(ToPhone::Seated { seat: taken, secret, .. }) if taken == seat => secret,
            other => panic!("seat {seat} not taken: {other:?} ({:?})", self.closed),
        }
    }

    /// Plays the seat to the match's end, choosing as the one-process match does: every
    /// frame it was sent, in order.
    fn play_to_the_end(&mut self, seat: Seat) -> Vec<ToPhone> {
        self.play_on(seat, Vec::new())
    }

    /// [`TestPhone::play_to_the_end`], the frames `read` already read first.
    fn play_on(&mut self, seat: Seat, read: Vec<ToPhone>) -> Vec<ToPhone> {
        let mut frames = Vec::new();
        let mut answered = None;
        let mut read = read.into_iter();
        for _ in 0..MOST_FRAMES {
            let Some(frame) = read.next().or_else(|| self.next()) else {
                panic!("the host closed before the end: {:?}", self.closed)
            };
            if let ToPhone::Table { choices, sketch, .. } = &frame {
                assert_eq!(sketch.taps.len(), choices.len(), "the sketch makes each choice asked, and no other");
            }
            if let ToPhone::Table { decision, choices, .. } = &frame
                && !choices.is_empty()
                && answered != Some(*decision)
            {
                answered = Some(*decision);
                let indices: Vec<usize> = (0..choices.len()).collect();
                self.send(&FromPhone::Decide { decision: *decision, choice: pick(&indices, *decision, seat) });
            }
            let over = matches!(frame, ToPhone::Over { .. });
            frames.push(frame);
            if over {
                return frames;
            }
        }
        panic!("no end in {MOST_FRAMES} frames")
    }
}

/// A table of `G` hosted on the loopback on a thread of its own, with `seats`: the phone
/// address, and the host's thread, which returns the match's record.
fn host<G: Registered>(seats: Vec<HostedSeat>, seed: u64) -> (String, std::thread::JoinHandle<RecordOf<G>>) {
    let (address, _, thread) = host_with_code::<G>(seats, seed);
    (address, thread)
}

/// [`host`], with the join code that the table's remote seats are taken by.
fn host_with_code<G: Registered>(
    seats: Vec<HostedSeat>,
    seed: u64,
) -> (String, JoinCode, std::thread::JoinHandle<RecordOf<G>>) {
    let save = std::env::temp_dir().join(format!("saloon-phones-{}-{}-{seed}.ron", G::ID, std::process::id()));
    let options = HostOptions::loopback(seats, save.clone());
    let (addresses, address) = mpsc::channel();
    let (codes, code) = mpsc::channel();
    let thread = std::thread::spawn(move || {
        let rules = crate::config::embedded::<G::Rules>();
        let opening = TableOpening::New { seed };
        let hosted = host_table::<G>(&rules, &AiConfig::built_in(), opening, &options, |news| match news {
            HostNews::Phones(address) => {
                let _ = addresses.send(address);
            }
            HostNews::Open(code) => {
                let _ = codes.send(code);
            }
            _ => {}
        });
        let _ = std::fs::remove_file(&save);
        let (referee, _): (Referee<G>, _) = hosted.expect("the table is hosted");
        referee.record().clone()
    });
    let address = address.recv_timeout(PATIENCE).expect("the host tells the phones' address");
    assert!(address.starts_with("http://127.0.0.1:"), "{address}");
    let code = code.recv_timeout(PATIENCE).expect("the host tells its code");
    (address, code, thread)
}

/// Phone seats at every seat but the second, a computer's, as the one-process match has.
fn phones_and_a_computer(seats: usize) -> Vec<HostedSeat> {
    (0..seats).map(|seat| if seat == 1 { HostedSeat::Computer(BotKind::Easy) } else { HostedSeat::Phone }).collect()
}

/// The view `seat` had when each decision of `record` was asked, and at the end.
fn views_at_each_decision<G: Registered>(record: &RecordOf<G>, seat: Seat) -> Vec<G::View> {
    let rules = crate::config::embedded::<G::Rules>();
    let mut state = G::new(&rules, record.seats, record.seed, &mut Vec::new()).expect("the table sets up");
    let mut views = Vec::new();
    for step in &record.steps {
        match step {
            Step::Chance(outcome) => state.apply_chance(*outcome, &mut Vec::new()).expect("a recorded chance"),
            Step::Moves(moves) => {
                views.push(state.view(seat));
                state.apply(moves, &mut Vec::new()).expect("a recorded move");
            }
        }
    }
    views.push(state.view(seat));
    views
}

/// What `seat`'s phone is told of `view`, in English: its hand, the table and the
/// standings, as lines.
fn told_in_english<G: Registered>(view: &G::View, names: &[String]) -> [Vec<String>; 3] {
    let rules = crate::config::embedded::<G::Rules>();
    let say = |lines: Vec<Line>| lines.iter().map(|line| say_in(Language::English, line, names)).collect();
    [
        say(G::hand_in_words(view, &rules, "en")),
        say(G::table_in_words(view, &rules, "en")),
        say(G::standings_in_words(view, &rules)),
    ]
}

/// Every game played from phones, against a computer, is the match played in one
/// process; every table a phone is sent tells exactly its seat's view, and no line of it
/// crosses the wire in the clear.
#[test]
fn every_game_played_from_phones_is_the_match_of_one_process_and_tells_only_the_seats_view() {
    struct FromPhones(Vec<&'static str>);
    impl EachGame for FromPhones {
        fn visit<G: Registered>(&mut self) {
            let allowed = crate::rules::TableRules::seats(&crate::config::embedded::<G::Rules>());
            let seats = 3.clamp(*allowed.start(), *allowed.end());
            let seed = 5;
            let (address, host) = host::<G>(phones_and_a_computer(seats), seed);
            let phone_seats: Vec<Seat> = (0..seats).filter(|&seat| seat != 1).collect();
            let players: Vec<_> = (phone_seats.iter().copied())
                .map(|seat| {
                    let address = address.clone();
                    std::thread::spawn(move || {
                        let mut phone = TestPhone::open(&address, "en", None).expect("the phone connects");
                        phone.take(seat, &format!("Rider {seat}"));
                        let frames = phone.play_to_the_end(seat);
                        (seat, frames, phone.wire)
                    })
                })
                .collect();
            let played: Vec<_> = players.into_iter().map(|player| player.join().expect("the phone played")).collect();
            let record = host.join().expect("the host ended");
            assert_eq!(record, play_here::<G>(seats, seed), "{}: the match from phones", G::ID);
            for (seat, frames, wire) in played {
                let views = views_at_each_decision::<G>(&record, seat);
                let mut names: Vec<String> = crate::games::seat_names(&vec![crate::games::SeatKind::Remote; seats]);
                for (other, name) in names.iter_mut().enumerate() {
                    if phone_seats.contains(&other) {
                        *name = format!("Rider {other}");
                    }
                }
                names[1] = crate::games::seat_names(&[crate::games::SeatKind::Computer; 2])[1].clone();
                names[seat] = YOU.to_owned();
                let mut secrets = Vec::new();
                // Every player has named their seat once none is free.
                let mut named = false;
                for frame in &frames {
                    if let ToPhone::Seats { seats } = frame {
                        named |= seats.iter().all(|plate| !plate.free);
                    }
                    let ToPhone::Table { decision, hand, table, standings, .. } = frame else { continue };
                    secrets.extend(hand.iter().cloned());
                    if !named {
                        continue;
                    }
                    let view = &views[*decision as usize];
                    let [told_hand, told_table, told_standings] = told_in_english::<G>(view, &names);
                    assert_eq!((hand, table, standings), (&told_hand, &told_table, &told_standings), "{}", G::ID);
                }
                assert!(named, "{}: the phones were told every seat is taken", G::ID);
                assert!(frames.iter().any(|frame| matches!(frame, ToPhone::Table { .. })), "{}: tables sent", G::ID);
                for line in secrets.iter().filter(|line| line.len() >= 4) {
                    let clear = wire.iter().any(|bytes| bytes.windows(line.len()).any(|part| part == line.as_bytes()));
                    assert!(!clear, "{}: `{line}` crossed the wire in the clear", G::ID);
                }
                assert!(!wire.iter().any(|bytes| bytes.windows(6).any(|part| part == b"\"hand\"")), "sealed JSON");
            }
            self.0.push(G::ID);
        }
    }
    let mut played = FromPhones(Vec::new());
    crate::games::each(&mut played);
    assert_eq!(played.0.len(), 4, "games played: {:?}", played.0);
}

/// A phone that reloads takes its seat back with its claim and plays on; a second phone
/// holding the table's address but not the claim cannot take the seat.
#[test]
fn a_reloaded_phone_gets_its_seat_back_and_no_other_phone_can_take_it() {
    use crate::rules::duel::Duel;
    let seed = 9;
    let (address, host) = host::<Duel>(phones_and_a_computer(2), seed);
    let mut first = TestPhone::open(&address, "en", None).expect("the phone connects");
    let secret = first.take(0, "Anna");
    first.until(|frame| matches!(frame, ToPhone::Table { .. }), &mut Vec::new()).expect("the table");
    drop(first);

    let mut stranger = TestPhone::open(&address, "en", None).expect("a second phone connects");
    let mut seats = Vec::new();
    stranger.until(|frame| matches!(frame, ToPhone::Welcome { .. }), &mut seats).expect("the welcome");
    stranger.send(&FromPhone::Take { seat: 0, name: "Mallory".into() });
    let refused = stranger.until(|frame| matches!(frame, ToPhone::Refused { .. }), &mut Vec::new());
    let taken = say_in(Language::English, &Line::new("phone-refused-seat-taken"), &[]);
    assert_eq!(refused, Some(ToPhone::Refused { why: taken }));
    let guessed = "00".repeat(32);
    stranger.send(&FromPhone::Back { seat: 0, secret: guessed });
    let refused = stranger.until(|frame| matches!(frame, ToPhone::Refused { .. }), &mut Vec::new());
    let not_yours = say_in(Language::English, &Line::new("phone-refused-not-your-seat"), &[]);
    assert_eq!(refused, Some(ToPhone::Refused { why: not_yours }));

    let mut reloaded = TestPhone::open(&address, "en", None).expect("the phone connects again");
    reloaded.send(&FromPhone::Back { seat: 0, secret });
    let seated = reloaded.until(|frame| matches!(frame, ToPhone::Seated { .. }), &mut Vec::new());
    assert!(matches!(seated, Some(ToPhone::Seated { seat: 0, ref name, .. }) if name == "Anna"), "{seated:?}");
    let frames = reloaded.play_to_the_end(0);
    assert!(matches!(frames.last(), Some(ToPhone::Over { .. })));
    assert_eq!(host.join().expect("the host ended"), play_here::<Duel>(2, seed), "the match is the one of one process");
}

/// A phone with the wrong secret is turned away in words; one sending garbage is told so,
/// and one flooding the host is told and dropped; the match plays on.
#[test]
fn a_wrong_secret_garbage_and_a_flood_are_refused_in_words_and_the_match_plays_on() {
    use crate::rules::loot_shoot_whiskey::LootShootWhiskey;
    let seed = 4;
    let (address, host) = host::<LootShootWhiskey>(phones_and_a_computer(2), seed);
    let (socket, secret) = socket_and_secret(&address);
    let wrong = format!("http://{}/#{}", &socket["ws://".len()..socket.len() - "/ws".len()], secret.to_lowercase());
    let mut impostor = TestPhone::open(&wrong, "fr", None).expect("the socket opens");
    assert_eq!(impostor.next(), None, "nothing is sent to a phone without the secret");
    let told = say_in(Language::French, &Line::new("phone-refused-wrong-secret"), &[]);
    assert_eq!(impostor.closed.as_deref(), Some(told.as_str()), "turned away in the phone's language");

    let mut player = TestPhone::open(&address, "en", None).expect("the phone connects");
    player.take(0, "Anna");
    player.send_raw(b"not sealed".to_vec());
    let mut read = Vec::new();
    let refused = player.until(|frame| matches!(frame, ToPhone::Refused { .. }), &mut read);
    let garbled = say_in(Language::English, &Line::new("phone-refused-garbled"), &[]);
    assert_eq!(refused, Some(ToPhone::Refused { why: garbled }));

    let mut flooder = TestPhone::open(&address, "ko", None).expect("a second phone connects");
    for _ in 0..60 {
        flooder.send(&FromPhone::Language { language: "ko".into() });
    }
    let flooding = say_in(Language::Korean, &Line::new("phone-refused-flooding"), &[]);
    let refused = flooder.until(|frame| *frame == ToPhone::Refused { why: flooding.clone() }, &mut Vec::new());
    assert!(refused.is_some(), "the flood is refused in words");
    assert_eq!(flooder.next(), None, "and the flooder dropped");

    let frames = player.play_on(0, read);
    assert!(matches!(frames.last(), Some(ToPhone::Over { .. })));
    assert_eq!(host.join().expect("the host ended"), play_here::<LootShootWhiskey>(2, seed));
}

/// A page of another origin cannot open the table's socket; the table's own page can.
#[test]
fn only_the_tables_own_page_opens_its_socket() {
    use crate::rules::duel::Duel;
    let (address, host) = host::<Duel>(phones_and_a_computer(2), 2);
    let foreign = TestPhone::open(&address, "en", Some("http://evil.example"));
    assert!(foreign.err().is_some_and(|error| error.contains("403")), "a foreign page is forbidden");
    let own_origin = address.trim_end_matches(|letter| letter != '/').trim_end_matches("/#").trim_end_matches('/');
    let mut phone = TestPhone::open(&address, "en", Some(own_origin)).expect("the table's own page connects");
    phone.take(0, "Anna");
    phone.play_to_the_end(0);
    host.join().expect("the host ended");
}

/// The page itself is served from the binary, and the phone address is drawn as a code a
/// camera reads.
#[test]
fn the_page_is_served_and_its_address_drawn_as_a_code() {
    use std::io::{Read, Write};
    let server = super::server::PhoneServer::start((IpAddr::V4(Ipv4Addr::LOCALHOST), 0).into(), "7KQ2M9XDPA")
        .expect("the server starts");
    let get = |path: &str| {
        let mut stream = std::net::TcpStream::connect(server.address()).expect("the page's port answers");
        stream.set_read_timeout(Some(PATIENCE)).expect("a timeout");
        write!(stream, "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n", server.address())
            .expect("a request");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("an answer");
        answer
    };
    let answer = get("/");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("<script type=\"module\""), "the page loads its modules");
    // The art is the binary's own, as the window draws it; nothing else is served from it.
    let pistol = get("/art/duel/pistol.svg");
    assert!(pistol.starts_with("HTTP/1.1 200") && pistol.contains("image/svg+xml"), "{pistol}");
    assert!(pistol.ends_with(crate::artwork::source("duel/pistol").unwrap()), "the art as the binary holds it");
    for elsewhere in ["/art/duel/pistol", "/art/../Cargo.toml", "/art/duel/nothing.svg", "/art/%2e%2e/page.js"] {
        assert!(get(elsewhere).starts_with("HTTP/1.1 404"), "{elsewhere} is not art");
    }
    let drawn = super::terminal_code(&super::phone_address(server.address(), "7KQ2M9XDPA"));
    assert!(drawn.lines().count() > 10 && drawn.contains('█'), "{drawn}");
}

/// A phone seat and a seat joined by the code at one table: the lobby hands the joiner the
/// code's seat, never the phone's, and both play the match to its end.
#[test]
fn a_phone_and_a_joiner_by_the_code_play_one_table() {
    use crate::rules::duel::Duel;
    let seats = vec![HostedSeat::Phone, HostedSeat::Computer(BotKind::Easy), HostedSeat::Remote];
    let (address, code, host) = host_with_code::<Duel>(seats, 8);
    let joiner = std::thread::spawn(move || {
        let options = JoinOptions { bot: BotKind::Easy, seed: 8, difficulties: AiConfig::built_in() };
        let mut seated = None;
        let joined = join_table(&code, &options, |news| {
            if let JoinNews::Seated { seat, .. } = news {
                seated = Some(seat);
            }
        });
        (seated, joined.is_ok())
    });
    let mut phone = TestPhone::open(&address, "en", None).expect("the phone connects");
    let mut read = Vec::new();
    let welcome = phone.until(|frame| matches!(frame, ToPhone::Welcome { .. }), &mut read);
    let Some(ToPhone::Welcome { seats, .. }) = welcome else { panic!("no welcome: {welcome:?}") };
    let free: Vec<Seat> = seats.iter().filter(|plate| plate.free).map(|plate| plate.seat).collect();
    assert_eq!(free, [0], "only the phone seat is a phone's to take");
    phone.take(0, "Anna");
    let frames = phone.play_to_the_end(0);
    assert!(matches!(frames.last(), Some(ToPhone::Over { .. })));
    assert_eq!(joiner.join().expect("the joiner played"), (Some(2), true), "the joiner holds the code's seat");
    let record = host.join().expect("the host ended");
    assert!(!record.steps.is_empty());
}
