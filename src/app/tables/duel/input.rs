//! A gunslinger's pick: keys, clicks and buttons become [`DuelRequest`]s; one system
//! checks each against the hand and the rules before it changes anything.

use bevy::prelude::*;

use super::layout;
use super::{HeldUp, Shown, Turn};
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::TablePhase;
use crate::app::table_pointer::TablePointer;
use crate::app::tables::shell::{
    AskCoach, Column, ColumnButton, Decide, SeatsRound, SpotToFocus, TableApp, TableSystems, add_column,
};
use crate::rules::Seat;
use crate::rules::duel::{Duel, DuelAction, DuelCard, Gun};
use crate::text::{tr, tr_line};

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelRequest {
    /// Hold up this card.
    Card(DuelCard),
    /// Aim the held gun at this seat; pressed on the seat already aimed at, lock the
    /// pick in.
    Target(Seat),
    /// Aim the held gun at this seat, and no more: the focus come to its plate.
    Aim(Seat),
    /// Aim at the next standing rival round the table.
    NextTarget,
    /// Lock the pick in.
    Confirm,
    /// Ask the coach to rate every pick.
    Hint,
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<Duel, _>(
        TableSystems::Input,
        ((keyboard_requests, mouse_requests), handle_requests).chain().run_if(in_state(TablePhase::Choosing)),
    );
    add_column::<Duel, _>(app, list_buttons);
}

fn keyboard_requests(keys: Option<Res<ButtonInput<KeyCode>>>, mut requests: MessageWriter<DuelRequest>) {
    let Some(keys) = keys else { return };
    for (keys_for, card) in [
        ([KeyCode::Digit1, KeyCode::KeyP], DuelCard::Pistol),
        ([KeyCode::Digit2, KeyCode::KeyR], DuelCard::Rifle),
        ([KeyCode::Digit3, KeyCode::KeyB], DuelCard::Barricade),
        ([KeyCode::Digit4, KeyCode::KeyL], DuelCard::Reload),
    ] {
        if keys.any_just_pressed(keys_for) {
            requests.write(DuelRequest::Card(card));
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space]) {
        requests.write(DuelRequest::Confirm);
    }
}

fn mouse_requests(
    pointer: TablePointer,
    turn: Res<Turn>,
    shown: Res<Shown>,
    round: Res<SeatsRound>,
    mut requests: MessageWriter<DuelRequest>,
) {
    let Some(seat) = turn.active else { return };
    let Some(point) = pointer.clicked_at() else { return };
    let hand = shown.view.players[seat].hand;
    for (index, card) in layout::hand_cards(hand).into_iter().enumerate() {
        if (point - layout::hand_position(index, hand.iter().sum::<u8>().into()))
            .abs()
            .cmple(layout::HAND_CARD / 2.0)
            .all()
        {
            requests.write(DuelRequest::Card(card));
            return;
        }
    }
    if let Some(target) = (0..round.seats())
        .find(|&target| (point - layout::seat_position(target, *round)).abs().cmple(layout::PLATE / 2.0).all())
    {
        requests.write(DuelRequest::Target(target));
    }
}

#[allow(clippy::too_many_arguments)]
fn handle_requests(
    mut requests: MessageReader<DuelRequest>,
    shown: Res<Shown>,
    turn: Res<Turn>,
    mut held: ResMut<HeldUp>,
    pointer: TablePointer,
    mut to_focus: ResMut<SpotToFocus>,
    mut decisions: MessageWriter<Decide<Duel>>,
    mut hints: MessageWriter<AskCoach>,
) {
    let standing: Vec<Seat> = (0..shown.view.players.len()).filter(|&seat| shown.view.players[seat].alive).collect();
    let clicked = pointer.clicked();
    for request in requests.read() {
        let Some(seat) = turn.active else { continue };
        let player = shown.view.players[seat];
        let rivals: Vec<Seat> = standing.iter().copied().filter(|&rival| rival != seat).collect();
        let lock_in = |held: &HeldUp, decisions: &mut MessageWriter<Decide<Duel>>| {
            if let Some(action) = pending_action(held, player.hand_size())
                && turn.legal.contains(&action)
            {
                decisions.write(Decide(action));
            }
        };
        match *request {
            // Only a card some allowed pick plays is held up (a lesson's step allows one).
            DuelRequest::Card(card) if player.holds(card) && playable(card, &turn.legal) => {
                held.card = Some(card);
                if held.gun().is_none() {
                    held.target = None;
                } else if !clicked && let Some(&first) = rivals.first() {
                    // A gun held up from the keys or a pad aims at once, at the rival aimed
                    // at before or the first, and the focus goes to that rival's plate:
                    // Tab walks the rivals from there, and a press on the one aimed at
                    // locks the pick in. (A mouse aims where it points.)
                    let target = held.target.filter(|target| rivals.contains(target)).unwrap_or(first);
                    held.target = Some(target);
                    to_focus.0 = Some(super::spots::plate_key(target));
                }
            }
            // The rival aimed at, pressed again: the pick is locked in.
            DuelRequest::Target(target) if held.target == Some(target) => lock_in(&held, &mut decisions),
            DuelRequest::Target(target) | DuelRequest::Aim(target)
                if target != seat && standing.contains(&target) && held.gun().is_some() =>
            {
                held.target = Some(target);
            }
            DuelRequest::NextTarget => {
                let next = match held.target.and_then(|current| rivals.iter().position(|&rival| rival == current)) {
                    Some(index) => rivals[(index + 1) % rivals.len()],
                    None => rivals[0],
                };
                held.target = Some(next);
            }
            DuelRequest::Hint => {
                hints.write(AskCoach);
            }
            DuelRequest::Confirm => lock_in(&held, &mut decisions),
            DuelRequest::Card(_) | DuelRequest::Target(_) | DuelRequest::Aim(_) => {}
        }
    }
}

/// Whether a pick the rules allow now plays `card`: what the hand offers.
pub fn playable(card: DuelCard, legal: &[DuelAction]) -> bool {
    legal.iter().any(|pick| pick.card() == Some(card))
}

/// The pick the human at the screen has put together, if it is complete.
pub fn pending_action(held: &HeldUp, cards_in_hand: u8) -> Option<DuelAction> {
    if cards_in_hand == 0 {
        return Some(DuelAction::EmptyHanded);
    }
    match held.card? {
        DuelCard::Pistol => Some(DuelAction::fire(Gun::Pistol, held.target?)),
        DuelCard::Rifle => Some(DuelAction::fire(Gun::Rifle, held.target?)),
        DuelCard::Barricade => Some(DuelAction::Barricade),
        DuelCard::Reload => Some(DuelAction::Reload),
    }
}

/// The table's buttons while a pick is being made, beside the keys and clicks on the
/// cards, from the bottom up.
pub(super) fn list_buttons(
    phase: Res<State<TablePhase>>,
    turn: Res<Turn>,
    device: Res<InputDevice>,
    mut column: ResMut<Column<Duel>>,
) {
    let mut buttons = Vec::new();
    if turn.chooser(*phase.get()).is_some() {
        buttons.push(ColumnButton::new(
            device.label("duel-button-draw", Press::Confirm),
            tr("duel-button-draw-tip"),
            DuelRequest::Confirm,
        ));
        buttons.push(ColumnButton::new(
            device.label("button-hint", Press::Hint),
            tr("duel-hint-tip"),
            DuelRequest::Hint,
        ));
        buttons.push(ColumnButton::new(
            tr("duel-button-next-target"),
            tr("duel-button-next-target-tip"),
            DuelRequest::NextTarget,
        ));
        // Only the cards a pick may play now: one used up, or held back by the rules, is
        // not offered.
        for card in DuelCard::ALL.into_iter().rev().filter(|&card| playable(card, &turn.legal)) {
            buttons.push(ColumnButton::new(tr_line(&card.name()), tr_line(&card.rule()), DuelRequest::Card(card)));
        }
    }
    column.set_if_neq(Column(buttons));
}
