//! The Desperados table's spots: the four dice (pressed, one is kept aside or put back),
//! every gang's panel, and the Wild West cards of the hand at the screen, each saying what
//! it is. The other choices are the button column's.

use bevy::prelude::*;

use super::dice::DieSprite;
use super::display::SECRET_CARDS;
use super::input::{DesperadosRequest, may_reroll};
use super::layout;
use super::sprites::nickname;
use super::{KeptDice, Shown, Turn};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, EnterAtTheTable, Spot, Spots, TableMatch, add_spots};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::desperados::{Desperados, DesperadosRules, Face, Icon};
use crate::text::{as_spoken, rules_file_code, say, tr_line};

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(Desperados::GAME);
    add_spots::<DesperadosRequest, _>(app, at_table, EnterAtTheTable::PressesTheSpot, list_spots);
}

/// Keys of each kind of spot, apart.
const PANEL_KEYS: u32 = 100;
const CARD_KEYS: u32 = 200;

/// What a face lets a roll do, in a sentence.
fn face_meaning(face: Face) -> Line {
    match face.icon() {
        None => Line::new("desp-tip-face-action"),
        Some(icon) => Line::new("desp-tip-face").line("desperado", nickname(icon)),
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
        let state = Line::new(match (may_keep, is_kept) {
            (false, _) => "status-none",
            (true, true) => "desp-tip-die-kept",
            (true, false) => "desp-tip-die-rolls",
        });
        let tip = Line::new("desp-tip-die")
            .number("die", die.die + 1)
            .line("meaning", face_meaning(face))
            .line("state", state.number("key", die.die + 1));
        listed.push(Spot {
            key: die.die as u32,
            area: Rect::from_center_size(place.translation.truncate(), Vec2::splat(layout::DIE + 8.0)),
            tip: tr_line(&tip),
            press: may_keep.then_some(DesperadosRequest::ToggleDie(die.die)),
            on_focus: None,
        });
    }
    let seats = view.gangs.len();
    for (seat, gang) in view.gangs.iter().enumerate() {
        let spec = &rules.gangs[usize::from(gang.gang)];
        // "Brains (Pedro)": the word under the disc, and the name above it.
        let desperado = |icon: Icon| match spec.desperados.get(icon.index()) {
            Some(name) => {
                Line::new("desp-tip-desperado-named").line("nickname", nickname(icon)).name("name", name.as_str())
            }
            None => nickname(icon),
        };
        let jailed: Vec<Line> = Icon::ALL
            .into_iter()
            .filter(|&icon| !gang.is_free(icon))
            .map(|icon| {
                Line::new("desp-tip-to-the-key")
                    .line("desperado", desperado(icon))
                    .number("left", gang.dials[icon.index()])
            })
            .collect();
        let free: Vec<Line> = Icon::ALL.into_iter().filter(|&icon| gang.is_free(icon)).map(desperado).collect();
        let gang_line = Line::new(if gang.out { "desp-tip-gang-broke" } else { "desp-tip-gang" })
            .seat("who", seat)
            .name("gang", spec.name.as_str())
            .number("money", gang.money)
            .name("ability", as_spoken(rules.ability_text(usize::from(gang.gang), rules_file_code())));
        let mut tip = say(&gang_line, names);
        if !jailed.is_empty() {
            tip.push(' ');
            tip.push_str(&tr_line(&Line::new("desp-tip-jailed").lines("desperados", jailed)));
        }
        if !free.is_empty() {
            tip.push(' ');
            tip.push_str(&tr_line(&Line::new("desp-tip-free").lines("desperados", free)));
        }
        listed.push(Spot {
            key: PANEL_KEYS + seat as u32,
            area: Rect::from_center_size(layout::panel_position(seat, seats), layout::PANEL),
            tip,
            press: None,
            on_focus: None,
        });
    }
    if viewer.sees_hand_of(view.seat) {
        let drawn = view.drawn.cards().map(|kind| (kind, "desp-tip-card-drawn"));
        let held = view.hand.cards().map(|kind| (kind, "desp-tip-card"));
        let cards: Vec<_> = drawn.chain(held).take(SECRET_CARDS).collect();
        for (index, (kind, drawn)) in cards.iter().enumerate() {
            let (name, text) = rules.card_texts(usize::from(*kind), rules_file_code());
            listed.push(Spot {
                key: CARD_KEYS + index as u32,
                area: Rect::from_center_size(layout::hand_position(index, cards.len()), layout::HAND_CARD),
                tip: tr_line(&Line::new(drawn).name("name", as_spoken(name)).name("text", as_spoken(text))),
                press: None,
                on_focus: None,
            });
        }
    }
    spots.set_if_neq(Spots(listed));
}
