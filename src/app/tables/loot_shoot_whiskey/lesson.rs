//! What the lesson points at on the Loot Shoot Whiskey table: the card of the pair asked
//! for that is not yet on its slot, a card on the wrong slot to take back, then the
//! button that locks the pair in.

use bevy::prelude::*;

use super::input::ChoiceRequest;
use super::{Building, Turn};
use crate::app::session::TablePhase;
use crate::app::tables::shell::{AtTable, LessonInPlay, Pointed, TableSystems};
use crate::games::Registered;
use crate::lesson::LEARNER;
use crate::rules::loot_shoot_whiskey::{Commit, HandCard, LootShootWhiskey};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointed<ChoiceRequest>>()
        .add_systems(Update, point.in_set(TableSystems::Display).in_set(AtTable(LootShootWhiskey::GAME)));
}

/// The press that takes the pair on the table toward `asked`.
pub fn toward(asked: Commit, placed: [Option<HandCard>; 2]) -> ChoiceRequest {
    let wanted = asked.cards();
    if let Some(offset) = (0..2).find(|&offset| placed[offset].is_some_and(|card| card != wanted[offset])) {
        return ChoiceRequest::TakeBack(offset);
    }
    match (0..2).find(|&offset| placed[offset].is_none()) {
        // A card picked goes on the first free slot: this one.
        Some(offset) => ChoiceRequest::Pick(wanted[offset]),
        None => ChoiceRequest::Confirm,
    }
}

fn point(
    guide: Option<Res<LessonInPlay<LootShootWhiskey>>>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    building: Res<Building>,
    mut pointed: ResMut<Pointed<ChoiceRequest>>,
) {
    let asked = guide.and_then(|guide| guide.asked_of_the_learner(&turn, *phase.get()));
    pointed.set_if_neq(Pointed(asked.map(|asked| toward(asked, building.0[LEARNER]))));
}
