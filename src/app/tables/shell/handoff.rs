//! Hot-seat play: the cover between two humans' turns, who is at the screen (and so whose
//! secrets may show), and the keys every table shares.

use bevy::prelude::*;

use super::flow::hand_over_screen;
use super::{AtTable, Shown, TableGame, TableMatch, TableSystems, Turn};
use crate::app::captions::Captions;
use crate::app::glyphs::Press;
use crate::app::session::{TablePhase, Viewer};
use crate::text;

/// The player named on the cover is at the screen: lift it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reveal;

/// The human at the screen asks the coach to rate their options.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AskCoach;

/// The keys and clicks every table shares.
pub(super) fn shared_plugin(app: &mut App) {
    app.add_systems(Update, (shared_keys, click_to_reveal).in_set(TableSystems::Input))
        .add_systems(Update, super::round::turn_the_table.run_if(resource_exists::<super::SeatsRound>))
        .add_systems(
            Update,
            lift_cover.run_if(in_state(TablePhase::Handoff)).in_set(TableSystems::Flow).before(super::MatchFlow),
        );
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let at_table = AtTable(G::GAME);
    app.add_systems(OnEnter(TablePhase::Handoff), hand_over_screen::<G>.in_set(at_table))
        .add_systems(OnEnter(TablePhase::Choosing), hand_over_screen::<G>.in_set(at_table))
        .add_systems(
            Update,
            (update_viewer::<G>, show_captions::<G>)
                .chain()
                .in_set(TableSystems::Flow)
                .in_set(at_table)
                .after(super::MatchFlow)
                .after(super::take_seat::SeatsChange),
        );
}

fn shared_keys(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Res<State<TablePhase>>,
    mut reveals: MessageWriter<Reveal>,
    mut hints: MessageWriter<AskCoach>,
) {
    let Some(keys) = keys else { return };
    match phase.get() {
        TablePhase::Handoff if keys.any_just_pressed([Press::Reveal.key(), Press::Confirm.key()]) => {
            reveals.write(Reveal);
        }
        TablePhase::Choosing if keys.just_pressed(Press::Hint.key()) => {
            hints.write(AskCoach);
        }
        _ => {}
    }
}

fn click_to_reveal(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    phase: Res<State<TablePhase>>,
    mut reveals: MessageWriter<Reveal>,
) {
    if *phase.get() == TablePhase::Handoff && buttons.is_some_and(|buttons| buttons.just_pressed(MouseButton::Left)) {
        reveals.write(Reveal);
    }
}

fn lift_cover(mut reveals: MessageReader<Reveal>, mut next_phase: ResMut<NextState<TablePhase>>) {
    if reveals.read().count() > 0 {
        next_phase.set(TablePhase::Choosing);
    }
}

fn update_viewer<G: TableGame>(
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    phase: Res<State<TablePhase>>,
    mut viewer: ResMut<Viewer>,
) {
    let humans: Vec<usize> = the_match.humans().collect();
    viewer.set_if_neq(Viewer::at_screen(*phase.get(), turn.active, &humans));
}

/// The cover names the next player while up; the banner says what just happened.
fn show_captions<G: TableGame>(
    shown: Res<Shown<G>>,
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    phase: Res<State<TablePhase>>,
    mut captions: ResMut<Captions>,
) {
    let cover_for = (*phase.get() == TablePhase::Handoff)
        .then(|| turn.active.or(turn.up_next).map(|seat| the_match.names()[seat].clone()))
        .flatten();
    let banner = shown.banner.as_ref().map(|line| text::say(line, the_match.names()));
    captions.set_if_neq(Captions { cover_for, banner });
}
