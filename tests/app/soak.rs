//! Matches of computers only, one after another, from the title screen and back: every
//! table leaves nothing behind. `cargo test --test app -- --ignored soak` runs the long
//! version (200 matches a game).

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use saloon::app::session::LooVariants;
use saloon::app::{AppPlugin, LoadedRules, Screen, Settings, TableSetup};
use saloon::games::SeatKind;
use saloon::rules::GameId;
use saloon::rules::three_card_loo::ThreeCardLoo;

use super::support::screen;

/// Frames one match may take before the test gives up.
const MATCH_FRAMES: usize = 40_000;

/// Plays matches of `game` between computers at its smallest table (Loo for one round),
/// back to the title screen after each, and checks that after each of `matches` matches
/// the world holds as many entities as after the first.
fn leaves_nothing_behind(game: GameId, matches: usize) {
    let rules = LoadedRules::load(None);
    let seats = vec![SeatKind::Computer; *rules.seats(game).start()];
    let one_round = LooVariants { rounds: 1, ..LooVariants::of(rules.get::<ThreeCardLoo>()) };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(150)))
        .insert_resource(rules)
        .insert_resource(TableSetup { seats, loo_variants: Some(one_round), ..TableSetup::new(game) })
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

/// Opens the table, plays to the results screen and goes back to the title screen.
fn play_one_match(app: &mut App, game: GameId, index: usize) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
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

#[test]
fn every_table_leaves_nothing_behind() {
    for game in GameId::ALL {
        leaves_nothing_behind(game, 3);
    }
}

#[test]
#[ignore = "long: 200 matches of every game"]
fn soak_every_table() {
    for game in GameId::ALL {
        leaves_nothing_behind(game, 200);
    }
}
