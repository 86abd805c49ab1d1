//! The Loo table's spots: the cards of the hand at the screen (pressed, one is played;
//! one that may not be says why), every seat's plate, the turn-up, the miss and the pool,
//! each saying what it is.

use bevy::prelude::*;

use super::display::{hand_cards, rule_at_screen};
use super::input::LooRequest;
use super::layout;
use super::{Match, Shown, Turn};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, EnterAtTheTable, SeatsRound, Spot, Spots, add_spots};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::three_card_loo::ThreeCardLoo;
use crate::text::{say, tr, tr_line};

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(ThreeCardLoo::GAME);
    add_spots::<LooRequest, _>(app, at_table, EnterAtTheTable::PressesTheSpot, list_spots);
}

/// Keys of each kind of spot, apart.
const PLATE_KEYS: u32 = 100;
const TURN_UP_KEY: u32 = 200;
const MISS_KEY: u32 = 201;
const POOL_KEY: u32 = 202;

fn list_spots(
    shown: Res<Shown>,
    the_match: Res<Match>,
    turn: Res<Turn>,
    viewer: Res<Viewer>,
    phase: Res<State<TablePhase>>,
    round: Res<SeatsRound>,
    mut spots: ResMut<Spots<LooRequest>>,
) {
    let view = &shown.view;
    let names = the_match.names();
    let rule = rule_at_screen(&shown, *phase.get(), &turn);
    let mut listed = Vec::new();
    if viewer.sees_hand_of(view.seat) {
        let cards = hand_cards(view.hand);
        for (index, &card) in cards.iter().enumerate() {
            let (what, press) = match rule {
                Some(rule) if rule.allowed.contains(card) => {
                    (Line::new("loo-tip-play-it").number("key", index + 1), Some(LooRequest::Play(card)))
                }
                Some(rule) => match rule.refusal(card) {
                    Some(why) => (Line::new("loo-tip-not-now").line("why", why.spoken()), None),
                    None => (Line::new("status-none"), None),
                },
                None => (Line::new("status-none"), None),
            };
            let tip = Line::new(if card.suit() == view.trumps { "loo-tip-hand-trump" } else { "loo-tip-hand" });
            listed.push(Spot {
                key: u32::from(card.index()),
                area: Rect::from_center_size(layout::hand_position(index, cards.len()), layout::HAND_CARD),
                tip: tr_line(&tip.line("card", card.spoken()).line("what", what)),
                press,
                on_focus: None,
            });
        }
    }
    let seats = view.players.len();
    for (seat, player) in view.players.iter().enumerate() {
        let tip = Line::new(if view.dealer == seat { "loo-tip-plate-dealer" } else { "loo-tip-plate" })
            .seat("who", seat)
            .number("balance", player.balance)
            .line("seating", player.seating.told())
            .number("tricks", player.tricks);
        listed.push(Spot {
            key: PLATE_KEYS + seat as u32,
            area: Rect::from_center_size(layout::seat_position(seat, *round), layout::plate_size(seats)),
            tip: say(&tip, names),
            press: None,
            on_focus: None,
        });
    }
    listed.push(Spot {
        key: TURN_UP_KEY,
        area: Rect::from_center_size(layout::TURN_UP, layout::MIDDLE_CARD),
        tip: tr_line(
            &Line::new("loo-tip-turn-up")
                .line("card", view.turn_up.spoken())
                .line("suit", view.trumps.spoken())
                .line("top", view.top_trump.spoken()),
        ),
        press: None,
        on_focus: None,
    });
    let miss = tr(if view.miss_open { "loo-tip-miss" } else { "loo-tip-miss-taken" });
    listed.push(Spot {
        key: MISS_KEY,
        area: Rect::from_center_size(layout::MISS, layout::MIDDLE_CARD),
        tip: miss,
        press: None,
        on_focus: None,
    });
    listed.push(Spot {
        key: POOL_KEY,
        area: Rect::from_center_size(layout::POOL, Vec2::new(120.0, 60.0)),
        tip: tr_line(&Line::new("loo-tip-pool").number("pool", view.pool)),
        press: None,
        on_focus: None,
    });
    spots.set_if_neq(Spots(listed));
}
