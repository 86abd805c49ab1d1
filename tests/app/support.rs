//! A game app without a window: MinimalPlugins, a fixed step of time per frame, a table open.

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use saloon::app::Settings;
use saloon::app::tables::shell::{TableGame, Turn};
use saloon::app::{AppPlugin, LoadedRules, Screen, TablePhase, TableSetup};
use saloon::games::GameId;
use saloon::games::SeatKind;
use saloon::rules::Line;
use saloon::rules::SeatSet;
use saloon::text::{Catalog, Language};

/// An app at the title, each frame `step` long.
pub fn headless_app(step: Duration) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(step))
        .insert_resource(LoadedRules::load(None))
        .add_plugins(AppPlugin)
        // The tests read the screens' words in English, whatever the machine's language.
        .insert_resource(Settings { language: Some(Language::English), ..Settings::default() });
    app
}

/// An app at `game`'s table with these seats, each frame `step` long.
pub fn headless_table(game: GameId, seats: &[SeatKind], seed: u64, step: Duration) -> App {
    let mut app = headless_app(step);
    app.insert_resource(TableSetup { game, seats: seats.to_vec(), seed: Some(seed), ..TableSetup::default() });
    app.insert_state(Screen::Table);
    app
}

pub fn phase(app: &App) -> Option<TablePhase> {
    app.world().get_resource::<State<TablePhase>>().map(|state| *state.get())
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Holds the frame to show no seat's secrets but those of the human choosing, alone at
/// the screen with the cover down; `table` names the table in the message.
pub fn assert_only_the_chooser_s_secrets_show<G: TableGame>(app: &mut App, table: &str) {
    let now = phase(app);
    let active = app.world().resource::<Turn<G>>().active;
    let allowed = match (now, active) {
        (Some(TablePhase::Choosing), Some(seat)) => SeatSet::single(seat),
        _ => SeatSet::EMPTY,
    };
    let shown = G::secrets_shown(app.world_mut());
    assert!(
        shown.minus(allowed).is_empty(),
        "{table}: in {now:?} with {active:?} at the screen, the secrets of {shown:?} show"
    );
}

/// `line` in English, its seats named by `names`, as the tests read the screens.
pub fn english(line: &Line, names: &[String]) -> String {
    Catalog::get().format(Language::English, line.id(), line.args(), names)
}

/// Presses one key for one frame, as the input plugin would report it.
pub fn tap(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}
