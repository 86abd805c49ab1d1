//! A gunslinger's pick: keys, clicks and buttons become [`DuelRequest`]s; one system
//! checks each against the hand and the rules before it changes anything.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::flow::next_human_phase;
use super::layout;
use super::{DuelMatch, DuelSystems, Picks};
use crate::app::coach::Coach;
use crate::app::draw::pointer_position;
use crate::app::session::TablePhase;
use crate::rules::duel::{Duel, DuelAction, DuelCard, Gun};
use crate::rules::{Game, Seat, ToMove};

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelRequest {
    /// The player named on the cover is at the screen.
    Reveal,
    /// Hold up this card.
    Card(DuelCard),
    /// Aim the held gun at this seat.
    Target(Seat),
    /// Aim at the next standing rival round the table.
    NextTarget,
    /// Lock the pick in.
    Confirm,
    /// Ask the coach to rate every pick.
    Hint,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (keyboard_requests, mouse_requests).in_set(DuelSystems::Input))
        .add_systems(Update, handle_requests.in_set(DuelSystems::Flow).before(super::flow::shoot_out));
}

fn keyboard_requests(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Res<State<TablePhase>>,
    mut requests: MessageWriter<DuelRequest>,
) {
    let Some(keys) = keys else { return };
    match phase.get() {
        TablePhase::Handoff if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter]) => {
            requests.write(DuelRequest::Reveal);
        }
        TablePhase::Choosing => {
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
            if keys.any_just_pressed([KeyCode::Tab, KeyCode::ArrowRight, KeyCode::ArrowLeft]) {
                requests.write(DuelRequest::NextTarget);
            }
            if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space]) {
                requests.write(DuelRequest::Confirm);
            }
            if keys.just_pressed(KeyCode::KeyH) {
                requests.write(DuelRequest::Hint);
            }
        }
        _ => {}
    }
}

#[allow(clippy::too_many_arguments)]
fn mouse_requests(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    phase: Res<State<TablePhase>>,
    picks: Res<Picks>,
    the_match: Res<DuelMatch>,
    mut requests: MessageWriter<DuelRequest>,
) {
    let Some(buttons) = buttons else { return };
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    if *phase.get() == TablePhase::Handoff {
        requests.write(DuelRequest::Reveal);
        return;
    }
    let (Some(seat), TablePhase::Choosing) = (picks.active, phase.get()) else { return };
    let Some(point) = pointer_position(&window, &camera) else { return };
    let hand = the_match.state.players()[seat].hand;
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
    let seats = the_match.seats.len();
    if let Some(target) =
        (0..seats).find(|&target| (point - layout::seat_position(target, seats)).abs().cmple(layout::PLATE / 2.0).all())
    {
        requests.write(DuelRequest::Target(target));
    }
}

fn handle_requests(
    mut requests: MessageReader<DuelRequest>,
    mut coach: ResMut<Coach<Duel>>,
    rules: Res<crate::app::LoadedRules>,
    the_match: Res<DuelMatch>,
    mut picks: ResMut<Picks>,
    phase: Res<State<TablePhase>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let mut phase = *phase.get();
    let standing = match the_match.state.to_move() {
        ToMove::Simultaneous(standing) => standing,
        _ => return,
    };
    for request in requests.read() {
        let Some(seat) = picks.active else { continue };
        let player = the_match.state.players()[seat];
        match (phase, *request) {
            (TablePhase::Handoff, DuelRequest::Reveal) => {
                phase = TablePhase::Choosing;
                next_phase.set(phase);
            }
            (TablePhase::Choosing, DuelRequest::Card(card)) if player.holds(card) => {
                picks.card = Some(card);
                if !matches!(card, DuelCard::Pistol | DuelCard::Rifle) {
                    picks.target = None;
                }
            }
            (TablePhase::Choosing, DuelRequest::Target(target)) if target != seat && standing.contains(target) => {
                picks.target = Some(target);
            }
            (TablePhase::Choosing, DuelRequest::NextTarget) => {
                let rivals: Vec<Seat> = standing.without(seat).iter().collect();
                let next = match picks.target.and_then(|current| rivals.iter().position(|&rival| rival == current)) {
                    Some(index) => rivals[(index + 1) % rivals.len()],
                    None => rivals[0],
                };
                picks.target = Some(next);
            }
            (TablePhase::Choosing, DuelRequest::Hint) => {
                coach.ask(&the_match.state, seat, the_match.record.steps.len(), &rules.difficulties);
            }
            (TablePhase::Choosing, DuelRequest::Confirm) => {
                let Some(action) = pending_action(&picks, player.hand_size()) else { continue };
                let mut legal = Vec::new();
                the_match.state.legal_actions(seat, &mut legal);
                if !legal.contains(&action) {
                    continue;
                }
                picks.committed[seat] = Some(action);
                phase = next_human_phase(&the_match, &mut picks);
                next_phase.set(phase);
            }
            _ => {}
        }
    }
}

/// The pick the human at the screen has put together, if it is complete.
pub fn pending_action(picks: &Picks, cards_in_hand: u8) -> Option<DuelAction> {
    if cards_in_hand == 0 {
        return Some(DuelAction::EmptyHanded);
    }
    match picks.card? {
        DuelCard::Pistol => Some(DuelAction::fire(Gun::Pistol, picks.target?)),
        DuelCard::Rifle => Some(DuelAction::fire(Gun::Rifle, picks.target?)),
        DuelCard::Barricade => Some(DuelAction::Barricade),
        DuelCard::Reload => Some(DuelAction::Reload),
    }
}
