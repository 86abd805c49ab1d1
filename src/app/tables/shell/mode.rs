//! What a table is for ([`TableMode`]), and when its play stands still ([`Pause`]).
//!
//! Every table plays its match through the same shell; the mode says what else is true of
//! it: whose rules it deals, whether it is saved, what is shown besides the table. A
//! system that belongs to some modes only says so in its run condition
//! (`in_state(TableMode::Lesson)`), so a new mode is one more variant here and the
//! systems that name it; the games' own folders never ask.

use bevy::prelude::*;
use bevy::state::state::StateTransitionSystems;

use crate::app::{Overlay, Screen};

/// What the table open, or about to open, is for. The title and the setup screen lead back
/// to [`TableMode::Match`]; the diagram in [`super::flow`]'s head shows how each is entered.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TableMode {
    /// The player's own match: dealt from the setup, a rematch, or picked up from its save.
    /// It is saved at each step and kept once over.
    #[default]
    Match,
    /// The showcase: computers play each rules file's shorter match, the tables follow one
    /// another, captions tell every event. Nothing is saved, even with a passer-by seated.
    Showcase,
    /// A guided first match: the built-in rules its deal was arranged for, a panel of
    /// words, and no save over the player's own match.
    Lesson,
    /// A kept match watched again: the record decides, and the viewer steps through it.
    Replay,
    /// A seat at a table hosted elsewhere: its host referees the match, chance and the
    /// other seats included, and says what the seat may know. Nothing is saved here.
    Joined,
}

/// Whether the table's play is held: words waiting to be read in a lesson, the showcase's
/// rules card, the presenter's pause of a showcase or a watched table. The modes that hold play set it; leaving them lets go.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pause(pub bool);

/// The systems that stand still while play is held, or an overlay (the pause menu, the
/// rules) covers the table.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PausableSystems;

/// Play goes on: nothing holds it and no overlay covers the table.
pub(super) fn play_goes_on(pause: Res<State<Pause>>, overlay: Res<State<Overlay>>) -> bool {
    !pause.get().0 && *overlay.get() == Overlay::None
}

/// Back at the title or the setup, the next table is the player's own. The mode changes
/// in the same transition as the screen, so no frame of the title runs in another mode.
fn back_to_the_player_s_match(screen: Res<NextState<Screen>>, mut mode: ResMut<NextState<TableMode>>) {
    if let NextState::Pending(Screen::Title | Screen::Setup) | NextState::PendingIfNeq(Screen::Title | Screen::Setup) =
        *screen
    {
        (*mode).set_if_neq(TableMode::Match);
    }
}

fn let_play_go(mut next: ResMut<NextState<Pause>>) {
    (*next).set_if_neq(Pause(false));
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<TableMode>()
        .init_state::<Pause>()
        .configure_sets(Update, PausableSystems.run_if(play_goes_on))
        .add_systems(StateTransition, back_to_the_player_s_match.before(StateTransitionSystems::DependentTransitions))
        .add_systems(OnExit(TableMode::Lesson), let_play_go)
        .add_systems(OnExit(TableMode::Showcase), let_play_go)
        .add_systems(OnExit(TableMode::Joined), let_play_go);
}
