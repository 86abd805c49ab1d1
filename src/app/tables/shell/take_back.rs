//! A human takes back their last decision where the rules allow it
//! ([`crate::record::take_back_refused`]): the table opens again on the match without it,
//! behind the cover when several humans share the screen, so nothing hidden shows. Where
//! the rules do not, the button is greyed with the reason, and asking says it beside it.

use bevy::prelude::*;

use super::reopen::Reopen;
use super::{AtTable, TableGame, TableMatch, TableMode, TableSystems, Turn};
use crate::app::Screen;
use crate::app::glyphs::Press;
use crate::app::session::TablePhase;
use crate::record::NoTakeBack;
use crate::rules::Line;

/// The human at the screen asks to take back their last decision.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBack;

/// Whether the human at the screen may take back their last decision now: the buttons
/// offer it, or, at a match of the player's own, show it greyed with why not.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TakeBackOffered {
    /// Nobody chooses at the screen, or the table takes nothing back.
    #[default]
    No,
    Yes,
    /// Not now, for this reason.
    Refused(NoTakeBack),
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_message::<TakeBack>()
        .init_resource::<TakeBackOffered>()
        .add_systems(Update, take_back_keys.in_set(TableSystems::Input))
        .add_systems(OnExit(TablePhase::Choosing), |mut commands: Commands, mut offered: ResMut<TakeBackOffered>| {
            *offered = TakeBackOffered::No;
            commands.remove_resource::<TakeBackRefused>();
        });
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

fn offer<G: TableGame>(turn: Res<Turn<G>>, mode: Res<State<TableMode>>, mut offered: ResMut<TakeBackOffered>) {
    let now = match (turn.active, turn.no_take_back) {
        (None, _) => TakeBackOffered::No,
        (Some(_), None) => TakeBackOffered::Yes,
        // Why not is told only where taking back is part of play: a match of the player's own.
        (Some(_), Some(why)) if *mode.get() == TableMode::Match => TakeBackOffered::Refused(why),
        (Some(_), Some(_)) => TakeBackOffered::No,
    };
    offered.set_if_neq(now);
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

/// A take-back asked for and refused: why, said beside the button for a few seconds.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TakeBackRefused {
    pub why: NoTakeBack,
    /// Until when it is said, in real seconds since the start.
    pub until: f32,
}

/// How long a refused take-back's reason stays up.
const REFUSAL_SAID_FOR: f32 = 4.0;

/// The last decision taken back where it may be; where not, the reason is said.
#[allow(clippy::too_many_arguments)]
fn take_back<G: TableGame>(
    mut commands: Commands,
    mut requests: MessageReader<TakeBack>,
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    offered: Res<TakeBackOffered>,
    real: Res<Time<Real>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    if let TakeBackOffered::Refused(why) = *offered {
        commands.insert_resource(TakeBackRefused { why, until: real.elapsed_secs() + REFUSAL_SAID_FOR });
    }
    let Some(seat) = turn.active.filter(|_| *offered == TakeBackOffered::Yes) else { return };
    let mut saved = the_match.to_saved();
    saved.record.steps.pop();
    let said = Line::new("log-taken-back").seat("who", seat);
    commands.insert_resource(Reopen { saved, replay: None, said, keep_log: true, saved_on_disk: false });
    next_screen.set(Screen::Table);
}
