//! A human takes back their last decision where the rules allow it
//! ([`crate::record::can_take_back`]): the table opens again on the match without it,
//! behind the cover when several humans share the screen, so nothing hidden shows.

use bevy::prelude::*;

use super::reopen::Reopen;
use super::{AtTable, TableGame, TableMatch, TableSystems, Turn};
use crate::app::Screen;
use crate::app::glyphs::Press;
use crate::app::session::TablePhase;
use crate::rules::Line;

/// The human at the screen asks to take back their last decision.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBack;

/// Whether the human at the screen may take back their last decision now: the buttons
/// offer it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TakeBackOffered(pub bool);

pub(super) fn shared_plugin(app: &mut App) {
    app.add_message::<TakeBack>()
        .init_resource::<TakeBackOffered>()
        .add_systems(Update, take_back_keys.in_set(TableSystems::Input))
        .add_systems(OnExit(TablePhase::Choosing), |mut offered: ResMut<TakeBackOffered>| offered.0 = false);
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        (offer::<G>, take_back::<G>)
            .run_if(in_state(TablePhase::Choosing))
            .in_set(TableSystems::Flow)
            .in_set(AtTable(G::GAME)),
    );
}

fn offer<G: TableGame>(turn: Res<Turn<G>>, mut offered: ResMut<TakeBackOffered>) {
    offered.set_if_neq(TakeBackOffered(turn.active.is_some() && turn.can_take_back));
}

/// `U`, or `Ctrl+Z`.
fn take_back_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Res<State<TablePhase>>,
    mut requests: MessageWriter<TakeBack>,
) {
    let Some(keys) = keys else { return };
    let control = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if *phase.get() == TablePhase::Choosing
        && (keys.just_pressed(Press::TakeBack.key()) || control && keys.just_pressed(KeyCode::KeyZ))
    {
        requests.write(TakeBack);
    }
}

fn take_back<G: TableGame>(
    mut commands: Commands,
    mut requests: MessageReader<TakeBack>,
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if requests.read().count() == 0 || !turn.can_take_back {
        return;
    }
    let Some(seat) = turn.active else { return };
    let mut saved = the_match.to_saved();
    saved.record.steps.pop();
    let said = Line::new("log-taken-back").seat("who", seat);
    commands.insert_resource(Reopen { saved, replay: None, said, keep_log: true, saved_on_disk: false });
    next_screen.set(Screen::Table);
}
