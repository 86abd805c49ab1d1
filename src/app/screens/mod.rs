//! The screens round the table, one plugin each (after bevy_new_2d's `screens/`): the
//! title, a game's setup, the results, the kept matches, and the overlays (the pause
//! menu with the rules, the settings). Each draws in egui and turns a press into a
//! choice message, which one system acts on: the app tests walk the screens by sending
//! the same messages. No screen holds anything of one game: the games come from
//! [`super::tables::Tables`], their options, buttons and words from the games' tables.

mod join_table;
mod joining;
mod kept_matches;
mod learn_to_play;
mod notices;
mod pause;
mod results;
mod settings;
mod setup;
mod title;

use bevy::prelude::*;

pub use join_table::{DiscoveryReach, JoinScreen, JoinTableChoice};
pub use joining::{JoinChoice, JoinInProgress};
pub use kept_matches::KeptChoice;
pub use learn_to_play::LearnToPlay;
pub use pause::PauseChoice;
pub use results::ResultsChoice;
pub use setup::SetupChoice;
pub use title::{SeatsKept, TitleChoice, TitleChoices};

/// The screens' choices and what acts on them, without egui: what the headless tests load.
pub(super) fn choices_plugin(app: &mut App) {
    app.add_plugins((
        title::choices,
        setup::choices,
        results::choices,
        kept_matches::choices,
        pause::choices,
        joining::choices,
        join_table::choices,
    ));
}

/// The screens as egui draws them.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        learn_to_play::plugin,
        setup::plugin,
        results::plugin,
        kept_matches::plugin,
        pause::plugin,
        settings::plugin,
        notices::plugin,
        joining::plugin,
        join_table::plugin,
    ));
}
