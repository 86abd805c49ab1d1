//! Hot-seat privacy at every table: for every game and every table size its rules allow,
//! humans in every seat pass one screen round, and no frame shows a seat's secrets to
//! anyone but that seat's player, alone at the screen.

use std::time::Duration;

use bevy::prelude::*;
use saloon::app::tables::shell::{Decide, Reveal, TableGame, TableMatch, Turn};
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{Screen, Settings, TablePhase};
use saloon::games::{RulesBook, SeatKind};
use saloon::rules::SeatSet;

use super::support::{assert_only_the_chooser_s_secrets_show, headless_table, phase, screen};

/// Decisions each table plays before the next size is tried, at least, and until every
/// seat has had the screen (a turn of some games is several decisions of one seat).
const ROUNDS_OF_DECISIONS: usize = 2;
const FRAME_LIMIT: usize = 20_000;

/// Plays a table of `seats` humans, checking every frame.
fn check_table<G: TableGame>(seats: usize) {
    let mut app = headless_table(G::GAME, &vec![SeatKind::Human; seats], 40 + seats as u64, Duration::from_millis(150));
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() });
    let mut decisions = 0;
    let mut covers = 0;
    let mut last = None;
    let mut deciders = SeatSet::EMPTY;
    for _ in 0..FRAME_LIMIT {
        app.update();
        let everyone_decided = deciders == SeatSet::first(seats);
        if screen(&app) == Screen::Results || decisions >= ROUNDS_OF_DECISIONS * seats && everyone_decided {
            break;
        }
        // Only the player choosing is at the screen, and only while the cover is down.
        assert_only_the_chooser_s_secrets_show::<G>(&mut app, &format!("{} for {seats}", G::GAME.title()));
        let now = phase(&app);
        let active = app.world().resource::<Turn<G>>().active;
        match (now, active) {
            (Some(TablePhase::Handoff), _) => {
                covers += usize::from(last != now);
                app.world_mut().write_message(Reveal);
            }
            (Some(TablePhase::Choosing), Some(seat)) => {
                deciders = deciders.with(seat);
                let legal = &app.world().resource::<Turn<G>>().legal;
                let action = legal[legal.len() / 2];
                app.world_mut().write_message(Decide::<G>(action));
                decisions += 1;
            }
            _ => {}
        }
        last = now;
    }
    let played = app.world().resource::<TableMatch<G>>().decisions();
    assert!(decisions >= seats, "{} for {seats}: only {decisions} decisions were taken", G::GAME.title());
    assert!(played > 0, "{} for {seats}: no step was played", G::GAME.title());
    assert!(covers >= seats - 1, "{} for {seats}: {covers} covers for {decisions} decisions", G::GAME.title());
}

struct EveryTableSize;

impl EachTable for EveryTableSize {
    fn visit<G: TableGame>(&mut self) {
        for seats in RulesBook::built_in().seats(G::GAME) {
            check_table::<G>(seats);
        }
    }
}

#[test]
fn no_table_shows_a_seat_its_neighbours_secrets() {
    each_table(&mut EveryTableSize);
}

/// A game's table draws from a seat's view and the events: none of its code reads the
/// true state, which only the shell (and tests refereeing a table) may.
#[test]
fn no_games_table_reads_the_true_state() {
    let tables = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app/tables");
    let mut files = 0;
    for folder in std::fs::read_dir(&tables).unwrap().flatten().map(|entry| entry.path()) {
        if !folder.is_dir() || folder.ends_with("shell") {
            continue;
        }
        for file in std::fs::read_dir(&folder).unwrap().flatten().map(|entry| entry.path()) {
            let text = std::fs::read_to_string(&file).unwrap();
            assert!(!text.contains("true_state"), "{} reads the true state", file.display());
            files += 1;
        }
    }
    assert!(files >= 3 * saloon::games::all().len(), "only {files} files of the games' tables were read");
}
