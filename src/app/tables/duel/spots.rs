//! The Duel table's spots: the cards of the hand along the bottom and every seat's plate,
//! each saying what it is and, while a pick is being made, pressed like a click.

use bevy::prelude::*;

use super::input::DuelRequest;
use super::layout;
use super::{HeldUp, Match, Shown, Turn};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, EnterAtTheTable, SeatsRound, Spot, Spots, add_spots};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::Seat;
use crate::rules::duel::{Duel, DuelAction};
use crate::text::{say, tr, tr_line};

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(Duel::GAME);
    add_spots::<DuelRequest, _>(app, at_table, EnterAtTheTable::LocksIn, list_spots);
}

/// Keys of the plates, after those of the hand's cards.
const PLATE_KEYS: u32 = 100;

/// The spot of `seat`'s plate.
pub(super) fn plate_key(seat: Seat) -> u32 {
    PLATE_KEYS + seat as u32
}

fn list_spots(
    shown: Res<Shown>,
    turn: Res<Turn>,
    viewer: Res<Viewer>,
    the_match: Res<Match>,
    held: Res<HeldUp>,
    phase: Res<State<TablePhase>>,
    round: Res<SeatsRound>,
    mut spots: ResMut<Spots<DuelRequest>>,
) {
    let view = &shown.view;
    let names = the_match.names();
    let choosing = turn.chooser(*phase.get());
    let mut listed = Vec::new();
    if let Viewer::Seat(seat) = *viewer
        && view.players[seat].alive
    {
        let hand = view.players[seat].hand;
        let cards = layout::hand_cards(hand);
        for (index, &card) in cards.iter().enumerate() {
            let held = hand[card.index()];
            let key = (card.index() + 1) as u32;
            let tip = tr_line(
                &Line::new("duel-tip-hand")
                    .line("card", card.name())
                    .line("rule", card.rule())
                    .number("held", held)
                    .number("key", key),
            );
            listed.push(Spot {
                key: index as u32,
                area: Rect::from_center_size(layout::hand_position(index, cards.len()), layout::HAND_CARD),
                tip,
                press: (choosing == Some(seat)).then_some(DuelRequest::Card(card)),
                on_focus: None,
            });
        }
    }
    for (seat, player) in view.players.iter().enumerate() {
        // The plate of the one choosing is no stop for the focus, which walks their cards
        // and their rivals.
        if choosing == Some(seat) {
            continue;
        }
        let [pistols, rifles, barricades, reloads] = player.hand;
        let plate = Line::new(if view.master == seat { "duel-tip-plate-master" } else { "duel-tip-plate" })
            .seat("who", seat)
            .line("standing", Line::new(if player.alive { "duel-standing-up" } else { "duel-standing-down" }))
            .number("dollars", player.dollars)
            .number("to-win", view.limits.dollars_to_win)
            .number("pistols", pistols)
            .number("rifles", rifles)
            .number("barricades", barricades)
            .number("reloads", reloads);
        let mut tip = say(&plate, names);
        // A seat to aim at: one a legal shot of the player choosing may target.
        let aimed_at = choosing.filter(|_| {
            turn.legal
                .iter()
                .any(|action| matches!(action, DuelAction::Fire { target, .. } if usize::from(*target) == seat))
        });
        if aimed_at.is_some() {
            tip.push(' ');
            tip.push_str(&tr(match held.target == Some(seat) && held.card.is_some() {
                true => "duel-tip-aimed-at",
                false => "duel-tip-aim-here",
            }));
        }
        listed.push(Spot {
            key: plate_key(seat),
            area: Rect::from_center_size(layout::seat_position(seat, *round), layout::PLATE),
            tip,
            press: aimed_at.map(|_| DuelRequest::Target(seat)),
            // A gun held up aims where the focus goes.
            on_focus: aimed_at.filter(|_| held.target.is_some()).map(|_| DuelRequest::Aim(seat)),
        });
    }
    spots.set_if_neq(Spots(listed));
}
