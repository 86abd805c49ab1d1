//! The Desperados table's spots: the four dice (pressed, one is kept aside or put back),
//! every gang's panel, and the Wild West cards of the hand at the screen, each saying what
//! it is. The other choices are the button column's.

use bevy::prelude::*;

use super::display::{DieSprite, SECRET_CARDS, nickname};
use super::input::{DesperadosRequest, may_reroll};
use super::layout;
use super::{KeptDice, Shown, Turn};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, Spot, Spots, TableMatch, add_spots};
use crate::games::Registered;
use crate::rules::desperados::{Desperados, DesperadosRules, Face, Icon};

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(Desperados::GAME);
    add_spots::<DesperadosRequest, _>(app, at_table, list_spots);
}

/// Keys of each kind of spot, apart.
const PANEL_KEYS: u32 = 100;
const CARD_KEYS: u32 = 200;

/// What a face lets a roll do, in a sentence.
fn face_meaning(face: Face) -> String {
    match face.icon() {
        None => "an Action: one action for a desperado whose icon you rolled.".to_owned(),
        Some(icon) => format!(
            "the {0}: an Action rolled with it may act on your {0}; three or four alike draw Wild West cards.",
            nickname(icon)
        ),
    }
}

#[allow(clippy::too_many_arguments)]
fn list_spots(
    shown: Res<Shown>,
    the_match: Res<TableMatch<Desperados>>,
    turn: Res<Turn>,
    kept: Res<KeptDice>,
    viewer: Res<Viewer>,
    phase: Res<State<TablePhase>>,
    dice: Query<(&DieSprite, &Transform, &Visibility)>,
    mut spots: ResMut<Spots<DesperadosRequest>>,
) {
    let rules: &DesperadosRules = the_match.rules();
    let view = &shown.view;
    let names = the_match.names();
    let may_keep = *phase.get() == TablePhase::Choosing && may_reroll(&turn);
    let mut listed = Vec::new();
    let mut dice: Vec<_> = dice.iter().filter(|(.., visibility)| **visibility != Visibility::Hidden).collect();
    dice.sort_by_key(|(die, ..)| die.die);
    for (die, place, _) in dice {
        let face = view.turn.dice.0[die.die];
        let is_kept = kept.0 & 1 << die.die != 0;
        let state = match (may_keep, is_kept) {
            (false, _) => String::new(),
            (true, true) => format!(" Kept aside: press to roll it again too (key {}).", die.die + 1),
            (true, false) => format!(" Rolls again: press to keep it aside (key {}).", die.die + 1),
        };
        listed.push(Spot {
            key: die.die as u32,
            area: Rect::from_center_size(place.translation.truncate(), Vec2::splat(layout::DIE + 8.0)),
            tip: format!("Die {}: {}{state}", die.die + 1, face_meaning(face)),
            press: may_keep.then_some(DesperadosRequest::ToggleDie(die.die)),
        });
    }
    let seats = view.gangs.len();
    for (seat, gang) in view.gangs.iter().enumerate() {
        let spec = &rules.gangs[usize::from(gang.gang)];
        // "Brains (Pedro)": the word under the disc, and the name above it.
        let desperado = |icon: Icon| match spec.desperados.get(icon.index()) {
            Some(name) => format!("{} ({name})", nickname(icon)),
            None => nickname(icon).to_owned(),
        };
        let jailed: Vec<String> = Icon::ALL
            .into_iter()
            .filter(|&icon| !gang.is_free(icon))
            .map(|icon| format!("{} {} to the key", desperado(icon), gang.dials[icon.index()]))
            .collect();
        let free: Vec<String> = Icon::ALL.into_iter().filter(|&icon| gang.is_free(icon)).map(desperado).collect();
        let out = if gang.out { " Broke: out of the match." } else { "" };
        let mut tip = format!("{}, {}: ${}.{out} {}", names[seat], spec.name, gang.money, spec.ability_text);
        if !jailed.is_empty() {
            tip.push_str(&format!(" Jailed: {}.", jailed.join(", ")));
        }
        if !free.is_empty() {
            tip.push_str(&format!(" Free: {}.", free.join(", ")));
        }
        listed.push(Spot {
            key: PANEL_KEYS + seat as u32,
            area: Rect::from_center_size(layout::panel_position(seat, seats), layout::PANEL),
            tip,
            press: None,
        });
    }
    if viewer.sees_hand_of(view.seat) {
        let drawn = view.drawn.cards().map(|kind| (kind, "Drawn: keep it or not with the buttons. "));
        let held = view.hand.cards().map(|kind| (kind, ""));
        let cards: Vec<_> = drawn.chain(held).take(SECRET_CARDS).collect();
        for (index, (kind, drawn)) in cards.iter().enumerate() {
            let card = &rules.deck[usize::from(*kind)];
            listed.push(Spot {
                key: CARD_KEYS + index as u32,
                area: Rect::from_center_size(layout::hand_position(index, cards.len()), layout::HAND_CARD),
                tip: format!("{drawn}{}: {}", card.name, card.text),
                press: None,
            });
        }
    }
    spots.set_if_neq(Spots(listed));
}
