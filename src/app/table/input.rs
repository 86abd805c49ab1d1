//! A human's choice: keys, clicks and buttons become [`ChoiceRequest`]s; one system
//! checks each against the hand and the rules before it changes anything.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::flow::next_human_phase;
use super::layout;
use super::{Commitments, HandCardSprite, Match, TablePhase, TableSystems};
use crate::app::Overlay;
use crate::app::coach::Coach;
use crate::app::draw::pointer_position;
use crate::rules::Game;
use crate::rules::loot_shoot_whiskey::{Commit, HandCard, LootShootWhiskey};

/// What the human at the screen asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceRequest {
    /// The player named on the cover is at the screen: show their hand.
    Reveal,
    /// Put a card of this kind on the first free slot of the pair.
    Pick(HandCard),
    /// Put a card of this kind on the pair's first (0) or second (1) slot.
    Place { card: HandCard, offset: usize },
    /// Take back the card on the pair's first (0) or second (1) slot.
    TakeBack(usize),
    /// Lock in both cards.
    Confirm,
    /// Ask the coach to rate every pair.
    Hint,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (keyboard_requests, mouse_requests).in_set(TableSystems::Input).run_if(in_state(Overlay::None)),
    )
    .add_systems(Update, handle_requests.in_set(TableSystems::Flow).before(super::flow::resolve_when_committed));
}

fn keyboard_requests(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Res<State<TablePhase>>,
    commitments: Res<Commitments>,
    mut requests: MessageWriter<ChoiceRequest>,
) {
    let Some(keys) = keys else { return };
    match phase.get() {
        TablePhase::Handoff if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter]) => {
            requests.write(ChoiceRequest::Reveal);
        }
        TablePhase::Choosing => {
            for (keys_for, card) in [
                ([KeyCode::Digit1, KeyCode::KeyL], HandCard::Loot),
                ([KeyCode::Digit2, KeyCode::KeyS], HandCard::Shoot),
                ([KeyCode::Digit3, KeyCode::KeyW], HandCard::Whiskey),
            ] {
                if keys.any_just_pressed(keys_for) {
                    requests.write(ChoiceRequest::Pick(card));
                }
            }
            if keys.just_pressed(KeyCode::Backspace)
                && let Some(seat) = commitments.active
                && let Some(offset) = commitments.building[seat].iter().rposition(Option::is_some)
            {
                requests.write(ChoiceRequest::TakeBack(offset));
            }
            if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space]) {
                requests.write(ChoiceRequest::Confirm);
            }
            if keys.just_pressed(KeyCode::KeyH) {
                requests.write(ChoiceRequest::Hint);
            }
        }
        _ => {}
    }
}

/// A hand card held under the pointer.
#[derive(Component)]
pub struct Dragged {
    grabbed_at: Vec2,
}

/// How far (pixels) a press may move and still count as a click.
const CLICK_SLOP: f32 = 6.0;

#[allow(clippy::too_many_arguments)]
fn mouse_requests(
    mut commands: Commands,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    mut cards: Query<(Entity, &HandCardSprite, &mut Transform, Option<&Dragged>)>,
    phase: Res<State<TablePhase>>,
    commitments: Res<Commitments>,
    the_match: Res<Match>,
    mut requests: MessageWriter<ChoiceRequest>,
) {
    let Some(buttons) = buttons else { return };
    if *phase.get() == TablePhase::Handoff && buttons.just_pressed(MouseButton::Left) {
        requests.write(ChoiceRequest::Reveal);
        return;
    }
    let (Some(seat), TablePhase::Choosing) = (commitments.active, phase.get()) else { return };
    let Some(point) = pointer_position(&window, &camera) else { return };
    let hit = |centre: Vec2, size: Vec2| (point - centre).abs().cmple(size / 2.0).all();
    let pair_slot = |offset: usize| layout::played_position(seat, the_match.state.first_slot() + offset);
    if buttons.just_pressed(MouseButton::Left) {
        for (offset, placed) in commitments.building[seat].iter().enumerate() {
            if placed.is_some() && hit(pair_slot(offset), layout::HAND_CARD) {
                requests.write(ChoiceRequest::TakeBack(offset));
                return;
            }
        }
        // Grab the topmost card of the hand under the pointer.
        let grabbed = cards
            .iter()
            .filter(|(_, sprite, transform, _)| {
                sprite.seat == seat && !sprite.revealed && hit(transform.translation.truncate(), layout::HAND_CARD)
            })
            .max_by(|a, b| a.2.translation.z.total_cmp(&b.2.translation.z))
            .map(|(entity, ..)| entity);
        if let Some(entity) = grabbed {
            commands.entity(entity).insert(Dragged { grabbed_at: point });
        }
        return;
    }
    for (entity, sprite, mut transform, dragged) in &mut cards {
        let Some(dragged) = dragged else { continue };
        if buttons.pressed(MouseButton::Left) {
            transform.translation = point.extend(layout::depth::FLYING);
            continue;
        }
        commands.entity(entity).remove::<Dragged>();
        let dropped_on = (0..2).find(|&offset| hit(pair_slot(offset), layout::HAND_CARD + 30.0));
        match dropped_on {
            Some(offset) => requests.write(ChoiceRequest::Place { card: sprite.kind, offset }),
            None if point.distance(dragged.grabbed_at) <= CLICK_SLOP => {
                requests.write(ChoiceRequest::Pick(sprite.kind))
            }
            // Dropped elsewhere: the card glides back to the hand.
            None => continue,
        };
    }
}

fn handle_requests(
    mut requests: MessageReader<ChoiceRequest>,
    the_match: Res<Match>,
    mut coach: ResMut<Coach<LootShootWhiskey>>,
    rules: Res<crate::app::LoadedRules>,
    mut commitments: ResMut<Commitments>,
    phase: Res<State<TablePhase>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let mut phase = *phase.get();
    for request in requests.read() {
        let Some(seat) = commitments.active else { continue };
        match (phase, *request) {
            (TablePhase::Handoff, ChoiceRequest::Reveal) => {
                phase = TablePhase::Choosing;
                next_phase.set(phase);
            }
            (TablePhase::Choosing, ChoiceRequest::Pick(card)) => {
                let building = commitments.building[seat];
                let offset = building.iter().position(Option::is_none).unwrap_or(1);
                place(&the_match, &mut commitments.building[seat], seat, card, offset);
            }
            (TablePhase::Choosing, ChoiceRequest::Place { card, offset }) if offset < 2 => {
                place(&the_match, &mut commitments.building[seat], seat, card, offset);
            }
            (TablePhase::Choosing, ChoiceRequest::TakeBack(offset)) => {
                if let Some(placed) = commitments.building[seat].get_mut(offset) {
                    *placed = None;
                }
            }
            (TablePhase::Choosing, ChoiceRequest::Hint) => {
                coach.ask(&the_match.state, seat, the_match.record.steps.len(), &rules.difficulties);
            }
            (TablePhase::Choosing, ChoiceRequest::Confirm) => {
                let [Some(first), Some(second)] = commitments.building[seat] else { continue };
                let commit = Commit::new(first, second);
                if !the_match.state.view(seat).players[seat].hand.can_play(commit) {
                    continue;
                }
                commitments.committed[seat] = Some(commit);
                commitments.building[seat] = [None, None];
                phase = next_human_phase(&the_match, &mut commitments);
                next_phase.set(phase);
            }
            _ => {}
        }
    }
}

/// Puts `card` on the pair's slot `offset`, replacing what was there, if the hand still
/// holds one that is not already placed.
fn place(the_match: &Match, building: &mut [Option<HandCard>; 2], seat: usize, card: HandCard, offset: usize) {
    let hand = the_match.state.view(seat).players[seat].hand;
    let used_elsewhere =
        building.iter().enumerate().filter(|&(other, placed)| other != offset && *placed == Some(card)).count();
    if usize::from(hand.count(card)) > used_elsewhere {
        building[offset] = Some(card);
    }
}
