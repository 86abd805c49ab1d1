//! Matches of computers only, one after another, from the title screen and back: every
//! table leaves nothing behind. Each is a showcase of its game, rules card and captions
//! included: the shortest match its rules file plays. `cargo test --test app -- --ignored soak` runs the long version (200
//! matches a game).

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use saloon::app::showcase::{self, Showcase};
use saloon::app::tables::shell::TableGame;
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{AppPlugin, LoadedRules, Screen, Settings, TableSetup};
use saloon::games::{GameId, SeatKind};

use super::support::screen;

/// Frames one match may take before the test gives up.
const MATCH_FRAMES: usize = 40_000;

/// Plays matches of `game` between computers at its smallest table, back to the title
/// screen after each, and checks that after each of `matches` matches the world holds as
/// many entities as after the first.
fn leaves_nothing_behind(game: GameId, matches: usize) {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(150)))
        .insert_resource(LoadedRules::load(None))
        .add_plugins(AppPlugin)
        .insert_resource(Settings { speed: 4.0, ..Settings::default() });
    // The first match sets up what lasts for the whole session (the title screen's wood
    // is respawned on each return, for one); the world counted after it is the baseline.
    play_one_match(&mut app, game, 0);
    let at_the_title = live_entities(&mut app);
    for index in 1..=matches {
        play_one_match(&mut app, game, index);
        let now = live_entities(&mut app);
        assert_eq!(now, at_the_title, "{}: {} entities left behind by match {index}", game.title(), now - at_the_title);
    }
}

/// Opens a showcase of `game` at its smallest table, plays to the results screen and goes
/// back to the title screen, where the showcase ends.
fn play_one_match(app: &mut App, game: GameId, index: usize) {
    let world = app.world_mut();
    showcase::start(world, vec![game]);
    let smallest = *world.resource::<LoadedRules>().seats(game).start();
    world.resource_mut::<TableSetup>().seats = vec![SeatKind::Computer; smallest];
    world.resource_mut::<Showcase>().card_left = 0.0;
    world.resource_mut::<NextState<Screen>>().set(Screen::Table);
    let mut frames = 0;
    while screen(app) != Screen::Results {
        app.update();
        frames += 1;
        assert!(frames < MATCH_FRAMES, "{}: match {index} did not end", game.title());
    }
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    for _ in 0..3 {
        app.update();
    }
}

fn live_entities(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<Entity>().iter(world).count()
}

/// Plays this many matches at each table.
struct Matches(usize);

impl EachTable for Matches {
    fn visit<G: TableGame>(&mut self) {
        leaves_nothing_behind(G::GAME, self.0);
    }
}

#[test]
fn every_table_leaves_nothing_behind() {
    each_table(&mut Matches(3));
}

#[test]
#[ignore = "long: 200 matches of every game"]
fn soak_every_table() {
    each_table(&mut Matches(200));
}
