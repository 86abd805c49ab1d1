//! A seat of a table hosted on the loopback, played from the window by its prompts: the
//! window joins by the code, opens the table at the seat's first view and plays the match
//! to its results, and nothing in its world knows more than the seat does.

use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use saloon::ai::BotKind;
use saloon::ai::config::AiConfig;
use saloon::app::screens::JoinInProgress;
use saloon::app::session::MatchSummary;
use saloon::app::tables::shell::{Decide, JoinedTable, TableGame, TableMatch, TableMode, Turn};
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{LoadedRules, Screen, TablePhase};
use saloon::games::SeatKind;
use saloon::net::{HostNews, HostOptions, HostedSeat, HostedTable, JoinCode, Opening};
use saloon::record::Step;
use saloon::rules::{Game, Seat, SeatSet};
use saloon::storage::WriteBehind;
use saloon::text::say;

use super::support::{headless_app, phase, screen};

/// The most a match takes from the join to the results, far beyond any.
const MOST_TIME: Duration = Duration::from_secs(120);
/// The seat the window plays: the host's first, its others computers.
const SEAT: Seat = 0;

/// A table of `G` at its usual size hosted here on the loopback, its first seat remote,
/// saved to a scratch file; and its join code.
fn hosted<G: TableGame>(seed: u64) -> (HostedTable<G>, JoinCode, PathBuf) {
    let seats = LoadedRules::load(None).usual_seats(G::GAME);
    let save = std::env::temp_dir().join(format!("saloon-joined-{}-{}.ron", std::process::id(), G::ID));
    let mut hosted_seats = vec![HostedSeat::Computer(BotKind::Easy); seats];
    hosted_seats[SEAT] = HostedSeat::Remote;
    let options = HostOptions {
        seats: hosted_seats,
        address: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        secret: None,
        save: Some(save.clone()),
        wait: Some(Duration::from_secs(60)),
        fallback: BotKind::Easy,
        announce: None,
    };
    let rules = saloon::config::embedded::<<G as Game>::Rules>();
    let writer = Arc::new(WriteBehind::start());
    let mut code = None;
    let table = HostedTable::open(&rules, &AiConfig::built_in(), Opening::New { seed }, &options, &writer, |news| {
        if let HostNews::Open(opened) = news {
            code = Some(opened);
        }
    })
    .expect("the table opens");
    (table, code.expect("the table told its code"), save)
}

/// What the window holds of the match is what the seat may know: the match there is the
/// one its view tells, whatever the other seats hold, and no secret shows but the seat's.
fn assert_the_window_knows_only_the_seat_s_view<G: TableGame>(app: &mut App, table: &str) {
    let world = app.world_mut();
    let Some(view) = world.get_resource_mut::<JoinedTable<G>>().and_then(|mut joined| joined.client().view().cloned())
    else {
        return;
    };
    let told = G::from_view(&view);
    let the_match = world.resource::<TableMatch<G>>();
    for seat in 0..the_match.seats().len() {
        assert_eq!(
            the_match.true_state().view(seat),
            told.view(seat),
            "{table}: the window's match tells seat {seat} more than the joined seat's view"
        );
    }
    let shown = G::secrets_shown(world);
    assert!(shown.minus(SeatSet::single(SEAT)).is_empty(), "{table}: the secrets of {shown:?} show");
}

/// Joins `G`'s hosted table from a window and plays its seat by the prompts, choosing in
/// turn through the choices offered, to the results; checks the window's privacy at every
/// frame, and that the results are the host's.
fn plays_a_joined_seat<G: TableGame>() {
    let table = G::GAME.title();
    let (mut host, code, save) = hosted::<G>(23);
    let mut app = headless_app(Duration::from_millis(100));
    app.insert_resource(JoinInProgress::seat(code));
    let until = Instant::now() + MOST_TIME;
    let mut decisions = 0;
    let mut at_the_table = false;
    loop {
        assert!(Instant::now() < until, "{table}: no results within {MOST_TIME:?}");
        host.turn(|_| {}).expect("the host turns");
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        if screen(&app) != Screen::Table {
            assert!(!at_the_table, "{table}: the window left the table for {:?}", screen(&app));
            std::thread::sleep(Duration::from_millis(1));
            continue;
        }
        if !at_the_table {
            at_the_table = true;
            assert_eq!(*app.world().resource::<State<TableMode>>().get(), TableMode::Joined);
            let seats = app.world().resource::<TableMatch<G>>().seats().to_vec();
            assert_eq!(seats[SEAT], SeatKind::Human, "{table}: the window's seat is its player's");
            assert!(seats.iter().skip(1).all(|&seat| seat == SeatKind::Remote), "{table}: {seats:?}");
        }
        assert_the_window_knows_only_the_seat_s_view::<G>(&mut app, table);
        let turn = app.world().resource::<Turn<G>>();
        if phase(&app) == Some(TablePhase::Choosing) && turn.active == Some(SEAT) {
            let choice = turn.legal[decisions % turn.legal.len()];
            app.world_mut().write_message(Decide::<G>(choice));
            // The decision goes out on the next frame; the choosing ends there.
            app.update();
            decisions += 1;
        } else {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    // The host ends the match when the window does; its state is the one the window saw.
    while !host.turn(|_| {}).expect("the host turns") {
        assert!(Instant::now() < until, "{table}: the host did not end");
        std::thread::sleep(Duration::from_millis(1));
    }
    let (referee, _) = host.close();
    assert!(decisions > 0, "{table}: the window's seat was never asked");
    let seat_s_steps = referee
        .record()
        .steps
        .iter()
        .filter(|step| matches!(step, Step::Moves(moves) if moves.iter().any(|&(seat, _)| seat == SEAT)));
    assert_eq!(seat_s_steps.count(), decisions, "{table}: the host took other than the window's decisions");
    let summary = app.world().resource::<MatchSummary>();
    let hosted = G::summary(&referee.state().view(SEAT));
    assert_eq!(
        say(&summary.account.headline, &summary.names),
        say(&hosted.headline, &summary.names),
        "{table}: the window's results are not the host's"
    );
    let _ = std::fs::remove_file(save);
}

#[test]
fn every_game_s_joined_seat_plays_a_hosted_match_to_its_results_by_the_prompts() {
    struct Play;
    impl EachTable for Play {
        fn visit<G: TableGame>(&mut self) {
            plays_a_joined_seat::<G>();
        }
    }
    each_table(&mut Play);
}
