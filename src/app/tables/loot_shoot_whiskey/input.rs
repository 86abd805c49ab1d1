//! A human's choice: keys, clicks and buttons become [`ChoiceRequest`]s; one system
//! checks each against the hand and the rules before it changes anything.

use bevy::prelude::*;

use super::layout;
use super::{Building, HandCardSprite, Shown, Turn};
use crate::app::glyphs::{InputDevice, Press};
use crate::app::motion::Held;
use crate::app::session::TablePhase;
use crate::app::table_pointer::TablePointer;
use crate::app::tables::shell::{
    AskCoach, Column, ColumnButton, Decide, SeatsRound, TableApp, TableSystems, add_column,
};
use crate::rules::loot_shoot_whiskey::{Commit, Hand, HandCard, LootShootWhiskey, rule};
use crate::text::{tr, tr_line};

/// What the human at the screen asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceRequest {
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
    app.add_table_systems::<LootShootWhiskey, _>(
        TableSystems::Input,
        (
            (keyboard_requests, mouse_requests).run_if(in_state(TablePhase::Choosing)),
            handle_requests.run_if(in_state(TablePhase::Choosing)),
        )
            .chain(),
    );
    add_column::<LootShootWhiskey, _>(app, list_buttons);
}

fn keyboard_requests(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    turn: Res<Turn>,
    building: Res<Building>,
    mut requests: MessageWriter<ChoiceRequest>,
) {
    let Some(keys) = keys else { return };
    for (keys_for, card) in [
        ([KeyCode::Digit1, KeyCode::KeyL], HandCard::Loot),
        ([KeyCode::Digit2, KeyCode::KeyS], HandCard::Shoot),
        ([KeyCode::Digit3, KeyCode::KeyW], HandCard::Whiskey),
    ] {
        if keys.any_just_pressed(keys_for) {
            requests.write(ChoiceRequest::Pick(card));
        }
    }
    if keys.just_pressed(Press::Remove.key())
        && let Some(seat) = turn.active
        && let Some(offset) = building.0[seat].iter().rposition(Option::is_some)
    {
        requests.write(ChoiceRequest::TakeBack(offset));
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space]) {
        requests.write(ChoiceRequest::Confirm);
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
    pointer: TablePointer,
    mut cards: Query<(Entity, &HandCardSprite, &mut Transform, Option<&Dragged>)>,
    turn: Res<Turn>,
    building: Res<Building>,
    shown: Res<Shown>,
    round: Res<SeatsRound>,
    mut requests: MessageWriter<ChoiceRequest>,
) {
    let Some(seat) = turn.active else { return };
    let Some(point) = pointer.position() else { return };
    let hit = |centre: Vec2, size: Vec2| (point - centre).abs().cmple(size / 2.0).all();
    let pair_slot = |offset: usize| layout::played_position(seat, shown.view.first_slot + offset, *round);
    if pointer.clicked() {
        for (offset, placed) in building.0[seat].iter().enumerate() {
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
            commands.entity(entity).insert((Dragged { grabbed_at: point }, Held));
        }
        return;
    }
    for (entity, sprite, mut transform, dragged) in &mut cards {
        let Some(dragged) = dragged else { continue };
        if pointer.held() {
            transform.translation = point.extend(layout::depth::FLYING);
            continue;
        }
        commands.entity(entity).remove::<(Dragged, Held)>();
        match layout::pair_place_at(point, seat, shown.view.first_slot, *round) {
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
    shown: Res<Shown>,
    turn: Res<Turn>,
    mut building: ResMut<Building>,
    mut decisions: MessageWriter<Decide<LootShootWhiskey>>,
    mut hints: MessageWriter<AskCoach>,
) {
    for request in requests.read() {
        let Some(seat) = turn.active else { continue };
        let hand = shown.view.players[seat].hand;
        match *request {
            ChoiceRequest::Pick(card) => {
                let offset = building.0[seat].iter().position(Option::is_none).unwrap_or(1);
                place(hand, &mut building.0[seat], card, offset);
            }
            ChoiceRequest::Place { card, offset } if offset < 2 => place(hand, &mut building.0[seat], card, offset),
            ChoiceRequest::TakeBack(offset) => {
                if let Some(placed) = building.0[seat].get_mut(offset) {
                    *placed = None;
                }
            }
            ChoiceRequest::Hint => {
                hints.write(AskCoach);
            }
            ChoiceRequest::Confirm => {
                let [Some(first), Some(second)] = building.0[seat] else { continue };
                let commit = Commit::new(first, second);
                // The shell checks the pair against the rules; the pair stays on the table
                // for the player to change if it is refused.
                if turn.legal.contains(&commit) {
                    building.0[seat] = [None, None];
                    decisions.write(Decide(commit));
                }
            }
            ChoiceRequest::Place { .. } => {}
        }
    }
}

/// Puts `card` on the pair's slot `offset`, replacing what was there, if the hand still
/// holds one that is not already placed.
fn place(hand: Hand, building: &mut [Option<HandCard>; 2], card: HandCard, offset: usize) {
    let used_elsewhere =
        building.iter().enumerate().filter(|&(other, placed)| other != offset && *placed == Some(card)).count();
    if usize::from(hand.count(card)) > used_elsewhere {
        building[offset] = Some(card);
    }
}

/// The table's buttons while a pair is being put down, beside the keys and clicks on
/// the cards, from the bottom up.
pub(super) fn list_buttons(
    phase: Res<State<TablePhase>>,
    turn: Res<Turn>,
    device: Res<InputDevice>,
    mut column: ResMut<Column<LootShootWhiskey>>,
) {
    let mut buttons = Vec::new();
    if turn.chooser(*phase.get()).is_some() {
        buttons.push(ColumnButton::new(
            device.label("button-lock-in", Press::Confirm),
            tr("lsw-lock-in-tip"),
            ChoiceRequest::Confirm,
        ));
        buttons.push(ColumnButton::new(
            device.label("button-hint", Press::Hint),
            tr("lsw-hint-tip"),
            ChoiceRequest::Hint,
        ));
        for card in HandCard::ALL.into_iter().rev() {
            buttons.push(ColumnButton::new(tr_line(&card.name()), tr_line(&rule(card)), ChoiceRequest::Pick(card)));
        }
    }
    column.set_if_neq(Column(buttons));
}
