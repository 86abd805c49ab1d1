//! The four dice: thrown up their lanes, set aside when kept, each face a picture and a
//! word.

use bevy::prelude::*;

use super::layout::{self, depth};
use super::show::TUMBLE_SECONDS;
use super::{KeptDice, Shown, Turn};
use crate::app::art::Picture;
use crate::app::draw::set_text;
use crate::app::motion::{Follow, Tween};
use crate::app::tables::shell::{TableApp, TableSystems};
use crate::rules::desperados::art::face_art;
use crate::rules::desperados::{DICE, Desperados, Face, Phase};
use crate::text::tr;
/// One of the four dice.
#[derive(Component)]
pub struct DieSprite {
    pub die: usize,
}

/// The coloured face of a die…
#[derive(Component)]
pub struct DieFace {
    pub die: usize,
}

/// …and the word on it.
#[derive(Component)]
pub struct DieWord {
    pub die: usize,
}
/// The word a die shows for its face.
fn face_word(face: Face) -> &'static str {
    match face {
        Face::Action => "desp-face-action",
        Face::Bottle => "desp-face-brains",
        Face::Fist => "desp-face-fist",
        Face::Knife => "desp-face-knife",
        Face::Pistol => "desp-face-pistol",
        Face::Boss => "desp-face-boss",
    }
}
pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<Desperados, _>(TableSystems::Display, (throw_dice, place_dice, show_die_faces).chain());
}

/// Dice thrown this step roll up their lanes from the table's edge, turning as far as a
/// die rolling that far turns, and settle with a bounce.
fn throw_dice(mut commands: Commands, mut shown: ResMut<Shown>, dice: Query<(Entity, &DieSprite)>) {
    let thrown = std::mem::take(&mut shown.scene.tumbling);
    for (entity, sprite) in &dice {
        let die = sprite.die;
        if thrown & 1 << die == 0 {
            continue;
        }
        let from = layout::die_throw(die).extend(depth::DICE);
        let to = layout::die_rest(die, false).extend(depth::DICE);
        let rolled = from.distance(to) / (layout::DIE / 2.0);
        let spin = if die % 2 == 0 { rolled } else { -rolled };
        commands
            .entity(entity)
            .insert(Tween::slide(from, to, TUMBLE_SECONDS).ease(EaseFunction::BounceOut).turning(spin, 0.0));
    }
}

/// Dice at rest keep to their places, the ones kept moved aside while rerolls are chosen.
fn place_dice(kept: Res<KeptDice>, turn: Res<Turn>, shown: Res<Shown>, mut dice: Query<(&DieSprite, &mut Follow)>) {
    let choosing_rerolls = turn.active.is_some() && matches!(shown.view.turn.phase, Phase::Choosing);
    for (sprite, mut place) in &mut dice {
        let aside = choosing_rerolls && kept.0 & 1 << sprite.die != 0;
        place.set_if_neq(Follow(layout::die_rest(sprite.die, aside).extend(depth::DICE)));
    }
}

/// The faces the dice show: a rolling die flickers through the others.
fn show_die_faces(
    shown: Res<Shown>,
    dice: Query<(&DieSprite, Option<&Tween>)>,
    mut faces: Query<(&DieFace, &mut Picture)>,
    mut words: Query<(&DieWord, &mut Text2d)>,
) {
    let mut rolling = [None; DICE];
    for (sprite, tween) in &dice {
        rolling[sprite.die] = tween.map(Tween::progress);
    }
    let showing = |die: usize| match rolling[die] {
        Some(progress) => Face::from_index((die + (progress * 14.0) as usize) % Face::ALL.len()),
        None => shown.view.turn.dice.0[die],
    };
    for (face, mut picture) in &mut faces {
        picture.set_if_neq(Picture::new(face_art(showing(face.die))));
    }
    for (word, mut text) in &mut words {
        set_text(&mut text, &tr(face_word(showing(word.die))));
    }
}
