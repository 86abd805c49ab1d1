//! A seat of a table hosted on the loopback, played from the window by its prompts: the
//! window joins by the code, opens the table at the seat's first view and plays the match
//! to its results, and nothing in its world knows more than the seat does. The join
//! screen lists the tables announced. A window hosts its setup's table for another to
//! join, and hosts it again from its save once it has quit.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use saloon::ai::BotKind;
use saloon::app::screens::{
    DiscoveryReach, JoinChoice, JoinInProgress, JoinScreen, JoinTableChoice, SeatsKept, SetupChoice, TitleChoice,
};
use saloon::app::session::MatchSummary;
use saloon::app::showcase::{Presenter, PresenterControl};
use saloon::app::tables::shell::{
    BeatShown, Decide, HostedHere, HostingReach, JoinedTable, LeftTable, Pause, PlaySpeed, PromptLine, ReplaysDir,
    SaveFile, SavedMatchOnDisk, SeatStatus, Shown, TableGame, TableMatch, TableMode, Turn, Watching,
    only_computers_playing,
};
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{LoadedRules, Screen, TablePhase, TableSetup};
use saloon::games::Registered;
use saloon::games::SeatKind;
use saloon::net::own_network::in_own_network;
use saloon::net::{
    Announcer, ClaimsKept, HostOptions, HostedSeat, HostedTable, JoinCode, JoinError, LobbyRefusal, Reach, SeatClaim,
    TableNotice, join,
};
use saloon::record::Step;
use saloon::rules::duel::Duel;
use saloon::rules::{PublicView, Seat, SeatSet};
use saloon::save::SavedMatch;
use saloon::text::say;

use super::support::{headless_app, phase, screen};

/// The most a match takes from the join to the results, far beyond any.
const MOST_TIME: Duration = Duration::from_secs(120);
/// The seat a lone window plays: the host's first, its others computers.
const SEAT: Seat = 0;

/// A table of `G` hosted here on the loopback with `seats` (the others computers), saved
/// to a scratch file; and its join code.
fn hosted<G: TableGame>(mut seats: Vec<HostedSeat>, seed: u64) -> (HostedTable<G>, JoinCode, PathBuf) {
    let usual = LoadedRules::load(None).usual_seats(G::GAME);
    seats.resize(seats.len().max(usual), HostedSeat::Computer(BotKind::Easy));
    let save = std::env::temp_dir().join(format!("saloon-joined-{}-{}-{seed}.ron", std::process::id(), G::ID));
    let (table, code) = HostOptions::loopback(seats, save.clone()).open_built_in(seed).expect("the table opens");
    (table, code, save)
}

/// A window's app joining the table of `code`.
fn window_joining(code: &JoinCode) -> App {
    let mut app = headless_app(Duration::from_millis(100));
    app.insert_resource(JoinInProgress::seat(code.clone()));
    app
}

/// A window's app watching the table of `code`.
fn window_watching(code: &JoinCode) -> App {
    let mut app = headless_app(Duration::from_millis(100));
    app.insert_resource(JoinInProgress::watch(code.clone()));
    app
}

/// The seat the window holds, once at the table.
fn seat_of<G: TableGame>(app: &mut App) -> Option<Seat> {
    app.world_mut().get_resource_mut::<JoinedTable<G>>()?.client().seat()
}

/// What the window holds of the match is what its seat may know: the match there is the
/// one the seat's view tells (a spectator's, the public's), whatever the other seats hold,
/// and no secret shows but the seat's.
fn assert_the_window_knows_only_the_seat_s_view<G: TableGame>(app: &mut App, table: &str) {
    let world = app.world_mut();
    let Some(mut joined) = world.get_resource_mut::<JoinedTable<G>>() else { return };
    let (Some(view), own) = (joined.client().view().cloned(), joined.client().seat()) else { return };
    let told = G::from_view(&view);
    let the_match = world.resource::<TableMatch<G>>();
    for seat in 0..the_match.seats().len() {
        assert_eq!(
            the_match.true_state().view(seat),
            told.view(seat),
            "{table}: the window's match tells seat {seat} more than the joined seat's view"
        );
    }
    // What a spectator's table shows is the public's (what the host sent it), which may
    // hold a hand every seat knows; a seat's shows no secret but its own.
    if let Some(own) = own {
        let shown = G::secrets_shown(world);
        assert!(shown.minus(SeatSet::single(own)).is_empty(), "{table}: the secrets of {shown:?} show at seat {own}");
    }
}

/// Where the window is asked, it chooses the next of its choices in turn (counting its
/// decisions in `decisions`) and sends it; whether it did.
fn decide_by_the_prompt<G: TableGame>(app: &mut App, decisions: &mut usize) -> bool {
    let Some(seat) = seat_of::<G>(app) else { return false };
    let turn = app.world().resource::<Turn<G>>();
    if phase(app) != Some(TablePhase::Choosing) || turn.active != Some(seat) {
        return false;
    }
    let choice = turn.legal[*decisions % turn.legal.len()];
    app.world_mut().write_message(Decide::<G>(choice));
    // The decision goes out on the next frame; the choosing ends there.
    app.update();
    *decisions += 1;
    true
}

/// Turns the host and `windows` until `done` holds of the windows; each window at its
/// table checked for privacy, and choosing by its prompt while `deciding`.
fn turn_until<G: TableGame>(
    host: &mut HostedTable<G>,
    windows: &mut [App],
    deciding: bool,
    table: &str,
    done: impl Fn(&mut [App]) -> bool,
) -> usize {
    let turn_host = || {
        host.turn(|_| {}).expect("the host turns");
    };
    turn_windows_until::<G>(turn_host, windows, deciding, table, done)
}

/// Turns `windows` (and the host, with `turn_host`) until `done` holds of the windows; each
/// window at its table checked for privacy, and choosing by its prompt while `deciding`.
fn turn_windows_until<G: TableGame>(
    mut turn_host: impl FnMut(),
    windows: &mut [App],
    deciding: bool,
    table: &str,
    done: impl Fn(&mut [App]) -> bool,
) -> usize {
    let until = Instant::now() + MOST_TIME;
    let mut decisions = 0;
    while !done(windows) {
        assert!(Instant::now() < until, "{table}: not done within {MOST_TIME:?}");
        turn_host();
        let mut decided = false;
        for app in windows.iter_mut() {
            app.update();
            if screen(app) == Screen::Table {
                assert_the_window_knows_only_the_seat_s_view::<G>(app, table);
                decided |= deciding && decide_by_the_prompt::<G>(app, &mut decisions);
            }
        }
        if !decided {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    decisions
}

/// The host turned to its end, closed: its results are the window's.
fn assert_the_host_s_results_are_the_window_s<G: TableGame>(mut host: HostedTable<G>, app: &mut App, table: &str) {
    let until = Instant::now() + MOST_TIME;
    while !host.turn(|_| {}).expect("the host turns") {
        assert!(Instant::now() < until, "{table}: the host did not end");
        std::thread::sleep(Duration::from_millis(1));
    }
    let seat = seat_of::<G>(app).expect("the window holds a seat");
    let (referee, _) = host.close();
    let summary = app.world().resource::<MatchSummary>();
    let hosted = G::summary(&referee.state().view(seat));
    assert_eq!(
        say(&summary.account.headline, &summary.names),
        say(&hosted.headline, &summary.names),
        "{table}: the window's results are not the host's"
    );
}

/// Joins `G`'s hosted table from a window and plays its seat by the prompts, choosing in
/// turn through the choices offered, to the results, a second window watching; checks
/// both windows' privacy at every frame, that the host took the player's decisions and
/// ended as they saw, and that the spectator saw the same end.
fn plays_a_joined_seat<G: TableGame>() {
    let table = G::GAME.title();
    let (mut host, code, save) = hosted::<G>(vec![HostedSeat::Remote], 23);
    let mut windows = [window_joining(&code)];
    turn_until(&mut host, &mut windows, false, table, |windows| screen(&windows[0]) == Screen::Table);
    let app = &mut windows[0];
    assert_eq!(*app.world().resource::<State<TableMode>>().get(), TableMode::Joined);
    let seats = app.world().resource::<TableMatch<G>>().seats().to_vec();
    assert_eq!(seats[SEAT], SeatKind::Human, "{table}: the window's seat is its player's");
    assert!(seats.iter().skip(1).all(|&seat| seat == SeatKind::Remote), "{table}: {seats:?}");
    let mut windows = [windows.into_iter().next().expect("the player's window"), window_watching(&code)];
    let decisions = turn_until(&mut host, &mut windows, true, table, |windows| {
        assert_eq!(screen(&windows[0]), Screen::Table, "{table}: the window left the table");
        windows.iter().all(|app| app.world().contains_resource::<MatchSummary>())
    });
    // Told with the player's names: the spectator's own name the seats otherwise.
    let names = windows[0].world().resource::<MatchSummary>().names.clone();
    let headline = |app: &App| say(&app.world().resource::<MatchSummary>().account.headline, &names);
    assert_eq!(headline(&windows[1]), headline(&windows[0]), "{table}: the spectator saw another end");
    let public = host.referee().state().public_view();
    assert_eq!(
        windows[1].world().resource::<Shown<G>>().view,
        public,
        "{table}: the spectator's table is not the public's"
    );
    assert!(decisions > 0, "{table}: the window's seat was never asked");
    let seat_s_steps = host
        .referee()
        .record()
        .steps
        .iter()
        .filter(|step| matches!(step, Step::Moves(moves) if moves.iter().any(|&(seat, _)| seat == SEAT)));
    assert_eq!(seat_s_steps.count(), decisions, "{table}: the host took other than the window's decisions");
    assert_the_host_s_results_are_the_window_s(host, &mut windows[0], table);
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

/// Two windows hold the two remote seats of a Duel, the second seat showing free until
/// taken. One is killed: the other's plate for it shows it dropped, its wait running down,
/// and a stranger with the code gets no seat. It is opened again, its title offers the
/// seat it held, it takes it back, and both play the match to the host's results.
#[test]
fn a_window_killed_and_opened_again_takes_its_seat_back_as_the_other_watches_it_drop() {
    type G = Duel;
    let table = "Duel";
    let (mut host, code, save) = hosted::<G>(vec![HostedSeat::Remote, HostedSeat::Remote], 31);
    let mut windows = vec![window_joining(&code)];
    // One at a time, so that the first takes the first seat; the second seat shows free.
    turn_until(&mut host, &mut windows, false, table, |windows| screen(&windows[0]) == Screen::Table);
    let status = |app: &App, seat| app.world().resource::<SeatStatus>().line(seat).map(|line| line.id());
    turn_until(&mut host, &mut windows, false, table, |windows| status(&windows[0], 1) == Some("status-free"));
    windows.push(window_joining(&code));
    turn_until(&mut host, &mut windows, false, table, |windows| windows.iter().all(|app| screen(app) == Screen::Table));
    let (first, second) = (seat_of::<G>(&mut windows[0]), seat_of::<G>(&mut windows[1]));
    assert_eq!((first, second), (Some(0), Some(1)));
    for (app, seat) in windows.iter_mut().zip([0, 1]) {
        assert_eq!(front_plate(app), format!("Seat {seat}"), "a window's own seat is not at the front of its table");
    }
    let dropped = |app: &App| app.world().resource::<SeatStatus>().dropped(1);
    assert_eq!(dropped(&windows[0]), None, "seat 1's player is at the table");

    // Killed: no goodbye, the host finds it gone when its connection times out.
    drop(windows.pop());
    turn_until(&mut host, &mut windows, false, table, |windows| dropped(&windows[0]).is_some());
    let seconds_left = |app: &App| {
        let line = dropped(app).expect("seat 1 shows dropped");
        assert_eq!(line.id(), "status-dropped-wait");
        line.args().iter().find_map(|(name, word)| (*name == "seconds").then(|| format!("{word:?}"))).expect("seconds")
    };
    let at_first = seconds_left(&windows[0]);
    let later = Instant::now() + Duration::from_millis(2_100);
    turn_until(&mut host, &mut windows, false, table, |_| Instant::now() >= later);
    assert_ne!(seconds_left(&windows[0]), at_first, "the wait does not run down");

    // The stranger asks on a thread of its own while the host turns here.
    let stranger = std::thread::spawn({
        let code = code.clone();
        move || join(&code).map(|admission| admission.token.client_id)
    });
    turn_until(&mut host, &mut windows, false, table, |_| stranger.is_finished());
    let stranger = stranger.join().expect("the stranger's join ends");
    let refused = matches!(stranger, Err(JoinError::Refused(LobbyRefusal::TableFull)));
    assert!(refused, "a stranger with the code was not told the table is full: {stranger:?}");

    let mut again = headless_app(Duration::from_millis(100));
    again.update();
    let offered = again.world().resource::<SeatsKept>().0.iter().position(|kept| *kept == code);
    let offered = offered.expect("the title does not offer the seat the window held");
    again.world_mut().write_message(TitleChoice::BackToSeat(offered));
    windows.push(again);
    turn_until(&mut host, &mut windows, false, table, |windows| screen(&windows[1]) == Screen::Table);
    assert_eq!(seat_of::<G>(&mut windows[1]), Some(1), "the window opened again takes its seat back");
    turn_until(&mut host, &mut windows, false, table, |windows| dropped(&windows[0]).is_none());

    // A window whose own player is down while the other window's plays on shows a human
    // still playing, and does not hurry as for computers alone.
    let one_down_the_other_up = std::cell::Cell::new(0);
    turn_until(&mut host, &mut windows, true, table, |windows| {
        for (own, other) in [(0, 1), (1, 0)] {
            let app = &windows[own];
            let Some(the_match) = app.world().get_resource::<TableMatch<G>>() else { continue };
            let view = &app.world().resource::<Shown<G>>().view;
            if !the_match.is_over() && G::sits_out(view, own) && !G::sits_out(view, other) {
                one_down_the_other_up.set(one_down_the_other_up.get() + 1);
                assert!(
                    !only_computers_playing(the_match, app.world().resource::<Shown<G>>()),
                    "seat {own}'s window says only computers play while seat {other}'s player plays on"
                );
            }
        }
        windows.iter().all(|app| app.world().contains_resource::<MatchSummary>())
    });
    assert!(one_down_the_other_up.get() > 0, "neither window's player was ever down while the other played on");
    assert_the_host_s_results_are_the_window_s(host, &mut windows[0], table);
    let _ = std::fs::remove_file(save);
}

/// The words of the window's prompt line.
fn prompt(app: &mut App) -> String {
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text2d, With<PromptLine>>();
    lines.iter(world).map(|text| text.0.clone()).next().unwrap_or_default()
}

/// The plate at the front of the window's table: the lowest on the screen.
fn front_plate(app: &mut App) -> String {
    let mut plates = app.world_mut().query::<(&Name, &Transform)>();
    (plates.iter(app.world()))
        .filter(|(name, _)| name.as_str().starts_with("Seat "))
        .min_by(|(_, one), (_, other)| one.translation.y.total_cmp(&other.translation.y))
        .map(|(name, _)| name.to_string())
        .expect("the table has its plates")
}

/// The beats a window has shown.
#[derive(Resource, Default)]
struct BeatsCounted(usize);

fn count_beats(mut beats: MessageReader<BeatShown>, mut counted: ResMut<BeatsCounted>) {
    counted.0 += beats.read().count();
}

fn beats(app: &App) -> usize {
    app.world().resource::<BeatsCounted>().0
}

/// A window watching a hosted Duel is a room's screen, with the presenter's controls over
/// its show: paused, its table stands still while the player's window and the host play
/// on; a step shows one beat; played again, faster, it catches up to the host's end. The
/// showcase's own controls do nothing there, and leaving lets play and the clock go.
#[test]
fn a_window_watching_a_table_pauses_and_steps_its_show_while_the_table_plays_on() {
    type G = Duel;
    let table = "Duel watched";
    let (mut host, code, save) = hosted::<G>(vec![HostedSeat::Remote], 29);
    let mut windows = [window_joining(&code), window_watching(&code)];
    for app in &mut windows {
        app.init_resource::<BeatsCounted>().add_systems(Update, count_beats);
    }
    turn_until(&mut host, &mut windows, false, table, |windows| windows.iter().all(|app| screen(app) == Screen::Table));
    let [player, watcher] = &windows;
    assert!(watcher.world().contains_resource::<Watching>(), "{table}: the window without a seat does not watch");
    assert!(watcher.world().contains_resource::<Presenter>(), "{table}: the watching window has no presenter");
    assert!(!player.world().contains_resource::<Presenter>(), "{table}: a seated window is made a room's screen");

    let [player, watcher] = &mut windows;
    watcher.world_mut().write_message(PresenterControl::PlayOrPause);
    watcher.world_mut().write_message(PresenterControl::NextGame);
    watcher.update();
    watcher.update();
    assert_eq!(*watcher.world().resource::<State<Pause>>().get(), Pause(true), "{table}: the presenter's pause");
    assert_eq!(*watcher.world().resource::<State<TableMode>>().get(), TableMode::Joined, "{table}: left for a game");
    let told_at = |app: &mut App| app.world_mut().resource_mut::<JoinedTable<G>>().client().decision();
    let (held_beats, held_decision) = (beats(watcher), told_at(watcher));
    let player_beats = beats(player);
    turn_until(&mut host, &mut windows, true, table, |windows| beats(&windows[0]) >= player_beats + 6);
    let watcher = &mut windows[1];
    assert!(told_at(watcher) > held_decision, "{table}: the host stopped telling the paused window");
    assert_eq!(beats(watcher), held_beats, "{table}: the paused window's show went on");

    watcher.world_mut().write_message(PresenterControl::Step);
    turn_until(&mut host, &mut windows, true, table, |windows| beats(&windows[1]) > held_beats);
    let frames_after = Instant::now() + Duration::from_millis(300);
    turn_until(&mut host, &mut windows, true, table, |_| Instant::now() >= frames_after);
    assert_eq!(beats(&windows[1]), held_beats + 1, "{table}: a step shows one beat, then holds");

    let watcher = &mut windows[1];
    watcher.world_mut().write_message(PresenterControl::PlayOrPause);
    watcher.world_mut().write_message(PresenterControl::Faster);
    turn_until(&mut host, &mut windows, true, table, |windows| {
        windows.iter().all(|app| app.world().contains_resource::<MatchSummary>())
    });
    let watcher = &mut windows[1];
    assert_eq!(watcher.world().resource::<Shown<G>>().view, host.referee().state().public_view());
    assert_eq!(watcher.world().resource::<PlaySpeed>().0, 1.5, "{table}: the presenter's faster");

    // Left while paused: the title does not inherit the hold.
    watcher.world_mut().write_message(PresenterControl::PlayOrPause);
    watcher.update();
    watcher.update();
    assert_eq!(*watcher.world().resource::<State<Pause>>().get(), Pause(true), "{table}: the pause at the results");
    watcher.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    watcher.update();
    watcher.update();
    assert!(!watcher.world().contains_resource::<Presenter>(), "{table}: the presenter outlives the table");
    assert!(!watcher.world().contains_resource::<Watching>(), "{table}: still watching at the title");
    assert_eq!(watcher.world().resource::<PlaySpeed>().0, 1.0, "{table}: the presenter's speed outlives the table");
    assert!(!watcher.world().resource::<Time<Virtual>>().is_paused(), "{table}: the clock stays held");
    assert_eq!(*watcher.world().resource::<State<Pause>>().get(), Pause(false), "{table}: play stays held");
    let _ = std::fs::remove_file(save);
}

/// The join screen lists a table announced on the loopback, in a network of the test's
/// own: its game, its seats free, its address; picking it puts its address in the code.
#[test]
fn the_join_screen_lists_a_table_announced_on_the_loopback() {
    in_own_network("joined::the_join_screen_lists_a_table_announced_on_the_loopback", || {
        let address: SocketAddr = "127.0.0.1:47100".parse().expect("an address");
        let notice = TableNotice { game: Duel::GAME, seats: 3, free: 2, address };
        let _announced = Announcer::start(notice, Reach::Loopback).expect("an announcement");
        let mut app = headless_app(Duration::from_millis(100));
        app.insert_resource(DiscoveryReach(Reach::Loopback));
        app.insert_state(Screen::Join);
        let until = Instant::now() + Duration::from_secs(20);
        while app.world().get_resource::<JoinScreen>().is_none_or(|screen| screen.found.is_empty()) {
            assert!(Instant::now() < until, "the join screen lists no table");
            app.update();
            std::thread::sleep(Duration::from_millis(20));
        }
        let found = app.world().resource::<JoinScreen>().found.clone();
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].game.as_str(), found[0].seats, found[0].free, found[0].address), ("duel", 3, 2, address));
        app.world_mut().resource_mut::<JoinScreen>().code = "7KQ2M9XDPA".to_owned();
        app.world_mut().write_message(JoinTableChoice::Pick(0));
        app.update();
        assert_eq!(app.world().resource::<JoinScreen>().code, format!("7KQ2M9XDPA@{address}"));
    });
}

/// A window's app hosting a Duel from its setup (its own seat, a remote one, a computer)
/// on the loopback, shuffled from `seed`, saving beside `saves` (its [`SaveFile`]); and
/// the table's code.
fn window_hosting_a_duel(seed: u64, saves: &std::path::Path) -> (App, JoinCode) {
    let mut host = headless_app(Duration::from_millis(100));
    host.insert_resource(HostingReach::Loopback).insert_resource(SaveFile(saves.to_path_buf()));
    let seats = vec![SeatKind::Human, SeatKind::Remote, SeatKind::Computer];
    host.insert_resource(TableSetup { game: Duel::GAME, seats, ..TableSetup::default() });
    host.insert_state(Screen::Setup);
    host.update();
    host.world_mut().write_message(SetupChoice::Host(Some(seed)));
    host.update();
    let code = host.world().resource::<HostedHere<Duel>>().code().clone();
    (host, code)
}

/// Both windows play by their prompts to the match's results: the hosting window at the
/// first seat, the other at the second, and both see the same end. How many decisions
/// they made.
fn play_both_to_the_end(windows: &mut [App; 2], table: &str) -> usize {
    let all_done = |windows: &mut [App]| windows.iter().all(|app| app.world().contains_resource::<MatchSummary>());
    let decisions = turn_windows_until::<Duel>(|| {}, windows, true, table, all_done);
    let seats = [seat_of::<Duel>(&mut windows[0]), seat_of::<Duel>(&mut windows[1])];
    assert_eq!(seats, [Some(0), Some(1)], "{table}: each window holds its own seat");
    let names = windows[0].world().resource::<MatchSummary>().names.clone();
    let headline = |app: &App| say(&app.world().resource::<MatchSummary>().account.headline, &names);
    assert_eq!(headline(&windows[1]), headline(&windows[0]), "{table}: the windows saw different ends");
    decisions
}

/// The hosting window leaves its table for the title, which closes the table.
fn leave_for_the_title(host: &mut App, table: &str) {
    host.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    host.update();
    host.update();
    assert!(!host.world().contains_resource::<HostedHere<Duel>>(), "{table}: the table stays open");
}

/// A window hosts the Duel of its setup, its own seat, a remote one and a computer: a
/// second window joins by the code the first shows, and both play by their prompts to the
/// same results, neither ever holding more than its seat may know, the host's window
/// included. The host's window leaving closes the table.
#[test]
fn a_window_hosts_its_setup_s_table_and_another_joins_it_by_the_code() {
    let table = "Duel hosted in a window";
    let saves = std::env::temp_dir().join(format!("saloon-hosted-here-{}.ron", std::process::id()));
    let (host, code) = window_hosting_a_duel(41, &saves);
    let mut windows = [host, window_joining(&code)];
    assert!(play_both_to_the_end(&mut windows, table) > 0, "{table}: no window was asked");
    leave_for_the_title(&mut windows[0], table);
    assert!(join(&code).is_err(), "{table}: the table's lobby still answers");
    let _ = std::fs::remove_file(SaveFile(saves).of(Duel::GAME));
}

/// The window hosting a Duel quits mid-match: its save holds the match and the table's
/// code, and the other window's seat waits to be taken back. *Continue* on the title hosts
/// it again at the same code; the other window comes back by itself, both play to the same
/// end, and the finished match is kept among the replays, its save gone.
#[test]
fn a_host_that_quit_hosts_its_table_again_from_continue_and_its_players_come_back() {
    type G = Duel;
    let table = "Duel hosted again";
    let dir = std::env::temp_dir().join(format!("saloon-hosted-again-{}", std::process::id()));
    let saves = dir.join("save.ron");
    let save = SaveFile(saves.clone()).of(G::GAME);
    let (mut host, code) = window_hosting_a_duel(43, &saves);
    host.insert_resource(ReplaysDir(dir.join("replays")));
    let mut windows = [host, window_joining(&code)];
    let decisions_saved = |save: &PathBuf| SavedMatch::<G>::read(save).map_or(0, |(saved, _)| saved.record.decisions());
    turn_windows_until::<G>(|| {}, &mut windows, true, table, |_| decisions_saved(&save) >= 4);

    leave_for_the_title(&mut windows[0], table);
    // The other window says so on its table, keeping its seat and its place.
    turn_windows_until::<G>(
        || {},
        &mut windows[1..],
        false,
        table,
        |windows| prompt(&mut windows[0]) == "The host has left. Waiting for it to come back...",
    );
    assert_eq!(screen(&windows[1]), Screen::Table, "{table}: the window left its table with the host");
    assert_eq!(seat_of::<G>(&mut windows[1]), Some(1), "{table}: the window let its seat go");
    let on_disk = windows[0].world().resource::<SavedMatchOnDisk>().ready.first().cloned().expect("the match is saved");
    assert_eq!(on_disk.hosted, Some(code.to_string()), "{table}: the save forgets the table's code");
    let played = decisions_saved(&save);

    // The table's port taken meanwhile: the title says the table could not be opened, and
    // keeps the save to try again.
    let taken = std::net::UdpSocket::bind(code.address).expect("the table's port is free again");
    windows[0].world_mut().write_message(TitleChoice::Continue(G::GAME));
    windows[0].update();
    windows[0].update();
    let trouble = windows[0].world().get_resource::<LeftTable>().map(|left| left.lead);
    assert_eq!(trouble, Some("host-failed"), "{table}: a table that could not be hosted again says nothing");
    assert!(save.exists(), "{table}: the save is lost with the table that could not be hosted");
    drop(taken);
    windows[0].world_mut().write_message(JoinChoice::Dismiss);
    windows[0].world_mut().write_message(TitleChoice::Continue(G::GAME));
    windows[0].update();
    assert_eq!(windows[0].world().resource::<HostedHere<G>>().code(), &code, "{table}: hosted again elsewhere");
    play_both_to_the_end(&mut windows, table);

    leave_for_the_title(&mut windows[0], table);
    assert!(!save.exists(), "{table}: the finished match is still offered to continue");
    let kept: Vec<_> = std::fs::read_dir(dir.join("replays")).expect("the replays folder").flatten().collect();
    assert_eq!(kept.len(), 1, "{table}: the finished match is not kept");
    let (replayed, _) = SavedMatch::<G>::read(&kept[0].path()).expect("the kept match reads");
    assert!(replayed.record.decisions() > played, "{table}: the match did not go on from its save");
    let _ = std::fs::remove_dir_all(dir);
}

/// The host that answers and turns a join down says why in the player's words, not that
/// the table is out of reach: a wrong code, or a full table, which offers to watch it.
#[test]
fn a_refused_join_says_why_and_a_full_table_offers_to_watch_it() {
    type G = Duel;
    let table = "Duel refusing joins";
    let (mut host, code, save) = hosted::<G>(vec![HostedSeat::Remote], 37);
    let mut wrong = code.clone();
    wrong.secret = "WRONGCODE2".to_owned();
    let refused = |app: &App| app.world().get_resource::<LeftTable>().cloned();
    let mut windows = [window_joining(&wrong)];
    turn_until(&mut host, &mut windows, false, table, |windows| refused(&windows[0]).is_some());
    let left = refused(&windows[0]).expect("the join ended");
    assert_eq!((left.lead, left.why.as_str()), ("join-refused", "the join code is wrong."));
    assert_eq!(left.watch_instead, None, "{table}: a wrong code offers to watch");

    // The second window asks only once the first holds the table's one remote seat.
    let mut first = [window_joining(&code)];
    turn_until(&mut host, &mut first, false, table, |windows| screen(&windows[0]) == Screen::Table);
    let [first] = first;
    let mut windows = [first, window_joining(&code)];
    turn_until(&mut host, &mut windows, false, table, |windows| refused(&windows[1]).is_some());
    let left = refused(&windows[1]).expect("the second join ended");
    assert_eq!(left.lead, "join-refused", "{table}: a full table is said out of reach");
    assert_eq!(left.watch_instead.as_ref(), Some(&code), "{table}: a full table offers no watching");
    windows[1].world_mut().write_message(JoinChoice::WatchInstead(code.clone()));
    turn_until(&mut host, &mut windows, false, table, |windows| {
        screen(&windows[1]) == Screen::Table && windows[1].world().contains_resource::<Watching>()
    });
    assert!(refused(&windows[1]).is_none(), "{table}: the refusal stays up over the watched table");
    let _ = std::fs::remove_file(save);
}

/// A seat kept for a table that is over is given up from the title: its claim goes, and
/// the title offers it no more.
#[test]
fn a_seat_given_up_on_the_title_is_offered_no_more() {
    let code = JoinCode::new("127.0.0.1:9".parse().expect("an address"));
    let kept = ClaimsKept::in_data_folder(&code).expect("a data folder");
    drop(kept.keep(SeatClaim::new(2)).expect("the claim is kept"));
    let mut app = headless_app(Duration::from_millis(100));
    app.update();
    let offered = |app: &App| app.world().resource::<SeatsKept>().0.iter().position(|kept| *kept == code);
    let at = offered(&app).expect("the title does not offer the seat kept");
    app.world_mut().write_message(TitleChoice::ForgetSeat(at));
    app.update();
    assert_eq!(offered(&app), None, "the seat given up is still offered");
    assert!(kept.take_unused().is_none(), "the claim given up is still kept");
}
