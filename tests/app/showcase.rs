//! The showcase at the table: the shorter match of the rules file's profile, every hand
//! told to the room while only computers play, the presenter's pause and step, and a
//! passer-by taking a seat, with the hot-seat cover once two have.

use saloon::games::Registered;
use saloon::rules::desperados::Desperados;
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use std::time::Duration;

use bevy::prelude::*;
use saloon::app::session::GameLog;
use saloon::app::showcase::{self, Presenter, PresenterControl, Showcase};
use saloon::app::tables::shell::{Audience, BeatShown, Decide, Reveal, TableGame, TableMatch, TableMode, Turn};
use saloon::app::{LoadedRules, Screen, Settings, TablePhase, TableSetup};
use saloon::games::GameId;
use saloon::games::SeatKind;
use saloon::rules::duel::Duel;
use saloon::rules::three_card_loo::ThreeCardLoo;

use super::support::{assert_only_the_chooser_s_secrets_show, headless_table, phase, screen};

const FRAME_LIMIT: usize = 6_000;

/// A showcase of `games` opened on its first, past the rules card.
fn showcase_app(games: Vec<GameId>, seed: u64) -> App {
    let seats = showcase::table_for(games[0], &LoadedRules::load(None)).seats;
    let mut app = headless_table(games[0], &seats, seed, Duration::from_millis(100));
    showcase::start(app.world_mut(), games);
    app.world_mut().resource_mut::<TableSetup>().seed = Some(seed);
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() })
        .insert_resource(Audience::default())
        .init_resource::<BeatsCounted>()
        .add_systems(Update, count_beats);
    app.update();
    app.world_mut().resource_mut::<Showcase>().card_left = 0.0;
    app
}

#[derive(Resource, Default)]
struct BeatsCounted(usize);

fn count_beats(mut beats: MessageReader<BeatShown>, mut counted: ResMut<BeatsCounted>) {
    counted.0 += beats.read().count();
}

fn run_until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    for _ in 0..FRAME_LIMIT {
        app.update();
        if done(app) {
            return;
        }
    }
    panic!("{what} never happened in {FRAME_LIMIT} frames");
}

#[test]
fn a_showcase_table_plays_the_profile_s_shorter_match() {
    let app = showcase_app(vec![Duel::GAME], 3);
    let the_match = app.world().resource::<TableMatch<Duel>>();
    let full = LoadedRules::load(None).get::<Duel>().clone();
    assert_eq!(the_match.rules().dollars_to_win, full.showcase.dollars_to_win);
    assert!(the_match.rules().dollars_to_win < full.dollars_to_win);
    assert_eq!(the_match.seats(), vec![SeatKind::Computer; usize::from(full.showcase.players)]);
}

#[test]
fn the_room_sees_every_hand_while_only_computers_play() {
    let mut app = showcase_app(vec![ThreeCardLoo::GAME], 5);
    run_until(&mut app, "the first hands told", |app| !app.world().resource::<Audience>().hidden.is_empty());
    let names = app.world().resource::<TableMatch<ThreeCardLoo>>().names().to_vec();
    let hidden = app.world().resource::<Audience>().hidden.join("\n");
    for name in &names {
        assert!(hidden.contains(name.as_str()), "{name}'s hand is not told: {hidden}");
    }
}

#[test]
fn the_presenter_pauses_play_and_steps_one_beat() {
    let mut app = showcase_app(vec![Desperados::GAME], 7);
    run_until(&mut app, "a beat", |app| app.world().resource::<BeatsCounted>().0 > 2);
    app.world_mut().write_message(PresenterControl::PlayOrPause);
    app.update();
    app.update();
    let (beats, lines) = (app.world().resource::<BeatsCounted>().0, app.world().resource::<GameLog>().lines.len());
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(app.world().resource::<BeatsCounted>().0, beats, "play went on while paused");
    assert_eq!(app.world().resource::<GameLog>().lines.len(), lines);
    app.world_mut().write_message(PresenterControl::Step);
    run_until(&mut app, "the step's beat", |app| app.world().resource::<BeatsCounted>().0 > beats);
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(app.world().resource::<BeatsCounted>().0, beats + 1, "a step shows one beat, then holds");
    assert!(app.world().resource::<Presenter>().paused);
}

#[test]
fn next_game_and_restart_open_a_new_showcase_table() {
    let mut app = showcase_app(vec![Duel::GAME, LootShootWhiskey::GAME], 9);
    app.world_mut().write_message(PresenterControl::NextGame);
    app.update();
    app.update();
    let setup = app.world().resource::<TableSetup>().clone();
    assert_eq!(setup.game, LootShootWhiskey::GAME);
    assert_eq!(
        *app.world().resource::<State<TableMode>>().get(),
        TableMode::Showcase,
        "a showcase table plays the shorter match"
    );
    assert_eq!(screen(&app), Screen::Table);
    assert!(app.world().resource::<Showcase>().card_left > 0.0, "each table opens behind its rules card");
    app.world_mut().write_message(PresenterControl::Restart);
    app.update();
    assert_eq!(app.world().resource::<TableSetup>().game, LootShootWhiskey::GAME, "a restart keeps the game");
}

/// Decides for the table's humans and lifts every cover, checking each frame that only
/// the chooser's secrets show; returns the seats that decided, and how many covers rose.
fn play_for_the_humans<G: TableGame>(app: &mut App, decisions: usize) -> (Vec<usize>, usize) {
    let mut deciders = Vec::new();
    let mut covers = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if deciders.len() >= decisions || screen(app) != Screen::Table {
            break;
        }
        let several = app.world().resource::<TableMatch<G>>().humans().count() > 1;
        if several {
            assert_only_the_chooser_s_secrets_show::<G>(app, "a showcase with two passers-by");
        }
        match (phase(app), app.world().resource::<Turn<G>>().active) {
            (Some(TablePhase::Handoff), _) => {
                covers += 1;
                app.world_mut().write_message(Reveal);
            }
            (Some(TablePhase::Choosing), Some(seat)) => {
                let action = app.world().resource::<Turn<G>>().legal[0];
                app.world_mut().write_message(Decide::<G>(action));
                deciders.push(seat);
            }
            _ => {}
        }
    }
    (deciders, covers)
}

#[test]
fn passers_by_take_seats_at_the_next_decision_and_the_room_is_told_nothing_more() {
    let mut app = showcase_app(vec![ThreeCardLoo::GAME], 11);
    run_until(&mut app, "the first hands told", |app| !app.world().resource::<Audience>().hidden.is_empty());
    app.world_mut().write_message(PresenterControl::TakeSeat);
    let (deciders, covers) = play_for_the_humans::<ThreeCardLoo>(&mut app, 2);
    assert_eq!(deciders, vec![0, 0], "the first passer-by plays the first seat");
    assert_eq!(covers, 0, "one player at the screen needs no cover");
    let the_match = app.world().resource::<TableMatch<ThreeCardLoo>>();
    assert_eq!(the_match.seats()[0], SeatKind::Human);
    assert!(app.world().resource::<Audience>().hidden.is_empty(), "with a human seated the room sees no hand");
    // A second passer-by: from now on the screen is handed over behind the cover.
    app.world_mut().write_message(PresenterControl::TakeSeat);
    let (deciders, covers) = play_for_the_humans::<ThreeCardLoo>(&mut app, 6);
    assert!(deciders.contains(&1), "the second passer-by plays the second seat: {deciders:?}");
    assert!(covers > 0, "two players at one screen pass it behind the cover");
    assert_eq!(app.world().resource::<Showcase>().seated, vec![0, 1]);
}
