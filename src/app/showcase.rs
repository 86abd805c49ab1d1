//! Showcase mode for meetups (`--showcase`): computers play every seat, and after each
//! results screen the next game with a table starts by itself, round and round.

use bevy::prelude::*;

use super::session::TableSetup;
use super::{LoadedRules, Screen};
use crate::games::SeatKind;
use crate::rules::GameId;

/// Seconds the results stay up before the next table.
const RESULTS_SECONDS: f32 = 8.0;

/// Present while the showcase runs.
#[derive(Resource, Default)]
pub struct Showcase {
    results_for: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Results), |mut showcase: ResMut<Showcase>| showcase.results_for = 0.0)
        .add_systems(Update, next_table.run_if(in_state(Screen::Results)));
}

/// The table a showcase opens first: `game`, every seat a computer, the largest table
/// up to four seats.
pub fn first_table(game: GameId, rules: &LoadedRules) -> TableSetup {
    let sizes = rules.seats(game);
    TableSetup { seats: vec![SeatKind::Computer; (*sizes.end()).min(4).max(*sizes.start())], ..TableSetup::new(game) }
}

fn next_table(
    time: Res<Time>,
    mut showcase: ResMut<Showcase>,
    mut setup: ResMut<TableSetup>,
    rules: Res<LoadedRules>,
    mut next: ResMut<NextState<Screen>>,
) {
    showcase.results_for += time.delta_secs();
    if showcase.results_for < RESULTS_SECONDS {
        return;
    }
    let games = GameId::ALL;
    let after = games.iter().position(|&game| game == setup.game).map_or(0, |index| (index + 1) % games.len());
    *setup = first_table(games[after], &rules);
    next.set(Screen::Table);
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;

    use super::*;

    #[test]
    fn after_the_results_the_next_game_starts_with_computers_only() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(200)))
            .insert_resource(LoadedRules::load(None))
            .insert_resource(TableSetup::new(GameId::LootShootWhiskey))
            .init_resource::<Showcase>()
            .init_state::<Screen>()
            .add_plugins(plugin);
        app.insert_state(Screen::Results);
        for _ in 0..10 {
            app.update();
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Results, "the results stay up a while");
        for _ in 0..50 {
            app.update();
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Table);
        let setup = app.world().resource::<TableSetup>();
        assert_eq!(setup.game, GameId::ThreeCardLoo, "the games take turns");
        assert_eq!(setup.seats, vec![SeatKind::Computer; 4]);
    }
}
