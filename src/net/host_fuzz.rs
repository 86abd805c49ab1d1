//! A hostile host, at a joining client: every game's honest messages heard without a
//! complaint, then thousands of random, mangled and forged ones, each heard without a
//! panic, and each forgery ending the join with why.

use rand::RngExt;

use super::protocol::{SeatPresence, ToClient, encode};
use super::table_client::TableClient;
use super::test_support::Message;
use super::tests::play_across;
use crate::games::{EachGame, Registered};
use crate::rules::{GameRng, SeatSet};

/// How many random and mangled messages each game's client hears.
const RANDOM_MESSAGES: usize = 1_000;
const MANGLED_MESSAGES: usize = 2_000;

thread_local! {
    /// Whether a panic on this thread is one the client's checks catch.
    static HEARING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The messages a client hears are checked with the rules' own code, which may panic on a
/// view no host would send; the check catches it, and says nothing of it here while the
/// client hears (any other panic is told as ever).
fn quiet_while_hearing() {
    let told = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |panic| {
        if !HEARING.with(std::cell::Cell::get) {
            told(panic);
        }
    }));
}

/// `client` hears `bytes`.
fn hear<G: Registered>(client: &mut TableClient<G>, bytes: &[u8]) -> Result<(), String> {
    HEARING.with(|hearing| hearing.set(true));
    let heard = client.hear_bytes(bytes);
    HEARING.with(|hearing| hearing.set(false));
    heard.map(drop)
}

fn client<G: Registered>() -> TableClient<G> {
    TableClient::unconnected("7KQ2M9XDPA@127.0.0.1:5000".parse().expect("a code"))
}

/// A client that has heard `heard`, all of which it took.
fn having_heard<G: Registered>(heard: &[Vec<u8>]) -> TableClient<G> {
    let mut client = client::<G>();
    for bytes in heard {
        hear(&mut client, bytes).expect("an honest message taken");
    }
    client
}

struct Fuzz;

impl EachGame for Fuzz {
    fn visit<G: Registered>(&mut self) {
        let allowed = crate::rules::TableRules::seats(&crate::config::embedded::<G::Rules>());
        let seats = 3.clamp(*allowed.start(), *allowed.end());
        let (_, read, watched) = play_across::<G>(seats, 7);
        let seat_0: Vec<Message<G>> = read.into_iter().filter(|(_, seat, _)| *seat == 0).map(|(.., m)| m).collect();
        let honest: Vec<Vec<u8>> = seat_0.iter().map(encode).collect();
        // Every honest message is taken, in order, a seat's and a spectator's: the checks
        // refuse no honest host.
        having_heard::<G>(&honest);
        having_heard::<G>(&watched.iter().map(encode).collect::<Vec<_>>());

        let mut rng = <GameRng as rand::SeedableRng>::seed_from_u64(97);
        let mut refused = 0;
        for _ in 0..RANDOM_MESSAGES {
            let length = rng.random_range(0..300);
            let bytes: Vec<u8> = (0..length).map(|_| rng.random()).collect();
            refused += usize::from(hear(&mut client::<G>(), &bytes).is_err());
        }
        assert!(refused > RANDOM_MESSAGES * 9 / 10, "{}: {refused} random messages refused", G::ID);

        // Honest messages mangled a byte or three, heard after the honest ones before them.
        let mut mangled_refused = 0;
        for at in 0..MANGLED_MESSAGES {
            let heard = at % honest.len().min(40);
            let mut client = having_heard::<G>(&honest[..heard]);
            let mut bytes = honest[heard].clone();
            for _ in 0..rng.random_range(1..=3) {
                let byte = rng.random_range(2..bytes.len().max(3)).min(bytes.len() - 1);
                bytes[byte] = rng.random();
            }
            mangled_refused += usize::from(hear(&mut client, &bytes).is_err());
        }
        assert!(mangled_refused > 0, "{}: no mangled message was refused", G::ID);

        // Forgeries, each after the honest start of the match: each ends the join in words.
        let seated = honest[..1].to_vec();
        let (table_view, table_decision) = seat_0
            .iter()
            .find_map(|message| match message {
                ToClient::Table { view, decision, .. } => Some((view.clone(), *decision)),
                _ => None,
            })
            .expect("a table was sent");
        let game = G::ID.to_owned();
        let table = |decision, thinking, legal: Vec<G::Action>| -> Message<G> {
            ToClient::Table { decision, view: table_view.clone(), events: Vec::new(), legal, thinking }
        };
        // A view of a table of another size, where the game seats another number.
        let other_seats = (*allowed.start()..=*allowed.end()).find(|other| *other != seats);
        let other_table = other_seats.and_then(|other| {
            play_across::<G>(other, 7).1.into_iter().find_map(|(.., message)| match message {
                ToClient::Table { view, .. } => Some(view),
                _ => None,
            })
        });
        let forgeries: Vec<(&str, Vec<Vec<u8>>, Message<G>)> = vec![
            (
                "a seat out of the table",
                vec![],
                ToClient::Seated { game: game.clone(), seat: seats, seats: seats as u8 },
            ),
            ("a table of no seats", vec![], ToClient::Seated { game: game.clone(), seat: 0, seats: 0 }),
            ("a table of 200 seats", vec![], ToClient::Seated { game: game.clone(), seat: 0, seats: 200 }),
            ("a table before a seat", vec![], table(table_decision, SeatSet::EMPTY, Vec::new())),
            ("another seat", seated.clone(), ToClient::Seated { game: game.clone(), seat: 1, seats: seats as u8 }),
            ("watching once seated", seated.clone(), ToClient::Watching { game: game.clone(), seats: seats as u8 }),
            (
                "a seat out of the table thinking",
                seated.clone(),
                table(table_decision, SeatSet::single(20), Vec::new()),
            ),
            ("too few seats held", seated.clone(), ToClient::Seats(vec![SeatPresence::Connected])),
            ("a winner out of the table", seated.clone(), ToClient::Over { winners: SeatSet::single(30) }),
            ("a decision back in time", honest.clone(), table(0, SeatSet::EMPTY, Vec::new())),
        ];
        let mut forgeries = forgeries;
        if let Some(view) = other_table {
            let events = Vec::new();
            let of_another =
                ToClient::Table { decision: table_decision, view, events, legal: Vec::new(), thinking: SeatSet::EMPTY };
            forgeries.push(("a view of another table", seated.clone(), of_another));
        }
        for (forgery, before, message) in forgeries {
            let mut client = having_heard::<G>(&before);
            let told = hear(&mut client, &encode(&message)).expect_err(forgery);
            assert!(told.starts_with("the host sent "), "{}: {forgery}: {told}", G::ID);
        }
        let mut watching = client::<G>();
        hear(&mut watching, &encode(&Message::<G>::Watching { game, seats: seats as u8 })).expect("a spectator");
        let legal = seat_0.iter().find_map(|message| match message {
            ToClient::Table { legal, .. } if !legal.is_empty() => Some(legal.clone()),
            _ => None,
        });
        let asked = table(table_decision, SeatSet::EMPTY, legal.expect("seat 0 was asked"));
        let told = hear(&mut watching, &encode(&asked)).expect_err("choices to a spectator");
        assert!(told.contains("choices to a spectator"), "{}: {told}", G::ID);
    }
}

#[test]
fn a_hostile_host_ends_a_join_in_words_and_never_panics_it() {
    quiet_while_hearing();
    crate::games::each(&mut Fuzz);
}
