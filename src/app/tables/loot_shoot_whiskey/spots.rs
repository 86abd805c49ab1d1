//! The Loot Shoot Whiskey table's spots: the cards of the hand at the screen (pressed,
//! they go on the next free slot), the cards placed on the pair's slots (pressed, they
//! come back), the saloon row and the bottle, each saying what it is.

use bevy::prelude::*;

use super::display::HandCardSprite;
use super::input::ChoiceRequest;
use super::layout;
use super::{Building, Match, Shown, Turn};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, EnterAtTheTable, SeatsRound, Spot, Spots, add_spots};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::loot_shoot_whiskey::{LootShootWhiskey, rule};
use crate::text::{say, tr_line};

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(LootShootWhiskey::GAME);
    add_spots::<ChoiceRequest, _>(app, at_table, EnterAtTheTable::LocksIn, list_spots);
}

/// Keys of each kind of spot, apart.
const PLACED_KEYS: u32 = 100;
const ROW_KEYS: u32 = 200;
const BOTTLE_KEY: u32 = 300;

#[allow(clippy::too_many_arguments)]
fn list_spots(
    shown: Res<Shown>,
    the_match: Res<Match>,
    turn: Res<Turn>,
    building: Res<Building>,
    viewer: Res<Viewer>,
    phase: Res<State<TablePhase>>,
    cards: Query<(&HandCardSprite, &Transform, &Visibility)>,
    round: Res<SeatsRound>,
    mut spots: ResMut<Spots<ChoiceRequest>>,
) {
    let view = &shown.view;
    let names = the_match.names();
    let choosing = turn.chooser(*phase.get());
    let mut listed = Vec::new();
    if let Viewer::Seat(seat) = *viewer {
        let hand_row = layout::hand_position(seat, 0, 1, *round).y;
        let mut hand: Vec<_> = cards
            .iter()
            .filter(|(card, place, visibility)| {
                card.seat == seat
                    && card.face_up
                    && !card.revealed
                    && **visibility != Visibility::Hidden
                    && (place.translation.y - hand_row).abs() < layout::HAND_CARD.y / 2.0
            })
            .collect();
        hand.sort_by(|a, b| a.1.translation.x.total_cmp(&b.1.translation.x));
        for (card, place, _) in hand {
            listed.push(Spot {
                key: (card.kind.index() * 10 + card.copy) as u32,
                area: Rect::from_center_size(place.translation.truncate(), layout::HAND_CARD),
                tip: tr_line(
                    &Line::new("lsw-tip-hand").line("rule", rule(card.kind)).number("key", card.kind.index() + 1),
                ),
                press: (choosing == Some(seat)).then_some(ChoiceRequest::Pick(card.kind)),
                on_focus: None,
            });
        }
        if choosing == Some(seat) {
            for (offset, placed) in building.0[seat].iter().enumerate() {
                let Some(kind) = placed else { continue };
                let slot = view.first_slot + offset;
                listed.push(Spot {
                    key: PLACED_KEYS + offset as u32,
                    area: Rect::from_center_size(layout::played_position(seat, slot, *round), layout::HAND_CARD),
                    tip: tr_line(&Line::new("lsw-tip-placed").line("card", kind.name()).number("slot", slot + 1)),
                    press: Some(ChoiceRequest::TakeBack(offset)),
                    on_focus: None,
                });
            }
        }
    }
    for (slot, card) in view.row.iter().enumerate() {
        let this_pair = slot / 2 == view.first_slot / 2;
        let tip = tr_line(&match card {
            Some(card) => Line::new(if this_pair { "lsw-tip-slot-this-pair" } else { "lsw-tip-slot" })
                .number("slot", slot + 1)
                .line("card", card.name()),
            None => Line::new("lsw-tip-slot-empty").number("slot", slot + 1),
        });
        listed.push(Spot {
            key: ROW_KEYS + slot as u32,
            area: Rect::from_center_size(layout::slot_position(slot), layout::CARD),
            tip,
            press: None,
            on_focus: None,
        });
    }
    let to_empty = view.limits.bottle_wins_to_win;
    let bottle = match view.bottle {
        Some(bottle) => Line::new("lsw-tip-bottle-held").seat("who", bottle.holder).number("streak", bottle.streak),
        None => Line::new("lsw-tip-bottle-at-bar").number("to-empty", to_empty),
    };
    listed.push(Spot {
        key: BOTTLE_KEY,
        area: Rect::from_center_size(
            layout::bottle_position(view.bottle.map(|bottle| bottle.holder), *round),
            layout::BOTTLE,
        ),
        tip: say(&bottle.number("to-empty", to_empty), names),
        press: None,
        on_focus: None,
    });
    spots.set_if_neq(Spots(listed));
}
