//! The Loo table's spots: the cards of the hand at the screen (pressed, one is played;
//! one that may not be says why), every seat's plate, the turn-up, the miss and the pool,
//! each saying what it is.

use bevy::prelude::*;

use super::display::{hand_cards, rule_at_screen};
use super::input::LooRequest;
use super::layout;
use super::{Match, Shown, Turn};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, Spot, Spots, add_spots};
use crate::games::Registered;
use crate::rules::three_card_loo::{Seating, ThreeCardLoo};

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(ThreeCardLoo::GAME);
    add_spots::<LooRequest, _>(app, at_table, list_spots);
}

/// Keys of each kind of spot, apart.
const PLATE_KEYS: u32 = 100;
const TURN_UP_KEY: u32 = 200;
const MISS_KEY: u32 = 201;
const POOL_KEY: u32 = 202;

fn seating_words(seating: Seating) -> &'static str {
    match seating {
        Seating::Waiting => "yet to declare",
        Seating::Dropped => "dropped this deal",
        Seating::Playing => "playing",
        Seating::TookMiss => "playing the miss",
        Seating::DefendingMiss => "defending the miss",
        Seating::Out => "out of money",
    }
}

fn list_spots(
    shown: Res<Shown>,
    the_match: Res<Match>,
    turn: Res<Turn>,
    viewer: Res<Viewer>,
    phase: Res<State<TablePhase>>,
    mut spots: ResMut<Spots<LooRequest>>,
) {
    let view = &shown.view;
    let names = the_match.names();
    let rule = rule_at_screen(&shown, *phase.get(), &turn);
    let mut listed = Vec::new();
    if viewer.sees_hand_of(view.seat) {
        let cards = hand_cards(view.hand);
        for (index, &card) in cards.iter().enumerate() {
            let trump = if card.suit() == view.trumps { ", a trump" } else { "" };
            let (what, press) = match rule {
                Some(rule) if rule.allowed.contains(card) => {
                    (format!("Press to play it (key {}).", index + 1), Some(LooRequest::Play(card)))
                }
                Some(rule) => (rule.refusal(card).map(|why| format!("Not now: you {why}.")).unwrap_or_default(), None),
                None => (String::new(), None),
            };
            listed.push(Spot {
                key: u32::from(card.index()),
                area: Rect::from_center_size(layout::hand_position(index, cards.len()), layout::HAND_CARD),
                tip: format!("The {}{trump}. {what}", card.name()),
                press,
            });
        }
    }
    let seats = view.players.len();
    for (seat, player) in view.players.iter().enumerate() {
        let dealer = if view.dealer == seat { ", the dealer" } else { "" };
        listed.push(Spot {
            key: PLATE_KEYS + seat as u32,
            area: Rect::from_center_size(layout::seat_position(seat, seats), layout::plate_size(seats)),
            tip: format!(
                "{}{dealer}: balance {}, {}, {} trick(s) this deal.",
                names[seat],
                player.balance,
                seating_words(player.seating),
                player.tricks
            ),
            press: None,
        });
    }
    listed.push(Spot {
        key: TURN_UP_KEY,
        area: Rect::from_center_size(layout::TURN_UP, layout::MIDDLE_CARD),
        tip: format!(
            "The turn-up, the {}: {} are trumps, and a leader must lead the {} if they hold it.",
            view.turn_up.name(),
            view.trumps.name(),
            view.top_trump.name()
        ),
        press: None,
    });
    let miss = if view.miss_open {
        "The miss: a spare hand, face down. The first to ask takes it unseen instead of their own; the dealer may \
         defend it, playing it for the pool."
    } else {
        "The miss is taken."
    };
    listed.push(Spot {
        key: MISS_KEY,
        area: Rect::from_center_size(layout::MISS, layout::MIDDLE_CARD),
        tip: miss.to_owned(),
        press: None,
    });
    listed.push(Spot {
        key: POOL_KEY,
        area: Rect::from_center_size(layout::POOL, Vec2::new(120.0, 60.0)),
        tip: format!(
            "The pool: {}. Each trick takes a third of it; whoever stood and took none is looed and pays into the next.",
            view.pool
        ),
        press: None,
    });
    spots.set_if_neq(Spots(listed));
}
