//! The Duel table's sprites and card art, drawn in code: each card with its own icon and
//! word as well as its colour.

use bevy::prelude::*;

use super::Shown;
use super::display::{HandSlot, LifeArt, LifeCard, MasterMark, PickSprite, PlateText, PromptText, TargetLine};
use super::layout::{self, depth};
use crate::app::draw::{card_back, diamond, edge, rect, text};
use crate::app::{Screen, backdrop, theme};
use crate::rules::duel::DuelCard;

/// The colour, word and key of each card.
pub fn card_style(card: DuelCard) -> (Color, &'static str, &'static str) {
    match card {
        DuelCard::Pistol => (theme::SHOOT, "PISTOL", "1 / P"),
        DuelCard::Rifle => (Color::srgb(0.42, 0.20, 0.12), "RIFLE", "2 / R"),
        DuelCard::Barricade => (Color::srgb(0.45, 0.33, 0.20), "BARRICADE", "3 / B"),
        DuelCard::Reload => (theme::BRASS, "RELOAD", "4 / L"),
    }
}

/// Spawns the face of a Duel card as children of `parent`.
pub fn duel_face(parent: &mut ChildSpawnerCommands, card: DuelCard, size: Vec2) {
    let scale = size.x / 70.0;
    let (color, word, key) = card_style(card);
    edge(parent, theme::CARD_EDGE, size, 2.0, -0.2);
    parent.spawn(rect(color, size, Vec2::ZERO, -0.1));
    parent.spawn(rect(theme::PAPER, size - Vec2::new(10.0, 34.0) * scale, Vec2::new(0.0, -4.0 * scale), 0.0));
    let label_size = if word.len() > 7 { 10.5 } else { 13.0 } * scale;
    parent
        .spawn((text(word, label_size, theme::TEXT_LIGHT), Transform::from_xyz(0.0, size.y / 2.0 - 10.0 * scale, 0.1)));
    parent.spawn((text(key, 9.0 * scale, theme::INK), Transform::from_xyz(0.0, -size.y / 2.0 + 16.0 * scale, 0.1)));
    let at = |x: f32, y: f32| Vec2::new(x, y) * scale;
    match card {
        DuelCard::Pistol => {
            parent.spawn(rect(theme::STEEL, Vec2::new(34.0, 7.0) * scale, at(4.0, 6.0), 0.05));
            parent.spawn(rect(theme::STEEL, Vec2::new(12.0, 11.0) * scale, at(-10.0, 4.0), 0.06));
            parent.spawn((
                Sprite::from_color(theme::CARD_EDGE, Vec2::new(8.0, 20.0) * scale),
                Transform::from_translation(at(-15.0, -8.0).extend(0.05)).with_rotation(Quat::from_rotation_z(-0.35)),
            ));
        }
        DuelCard::Rifle => {
            parent.spawn(rect(theme::STEEL, Vec2::new(50.0, 5.0) * scale, at(4.0, 6.0), 0.05));
            parent.spawn(rect(theme::CARD_EDGE, Vec2::new(22.0, 9.0) * scale, at(-14.0, 2.0), 0.06));
            parent.spawn((
                Sprite::from_color(theme::CARD_EDGE, Vec2::new(9.0, 16.0) * scale),
                Transform::from_translation(at(-24.0, -6.0).extend(0.05)).with_rotation(Quat::from_rotation_z(-0.5)),
            ));
        }
        DuelCard::Barricade => {
            for row in 0..3 {
                let y = -10.0 + row as f32 * 11.0;
                parent.spawn(rect(theme::TABLE_WOOD, Vec2::new(44.0, 9.0) * scale, at(0.0, y), 0.05));
            }
            parent.spawn(rect(theme::CARD_EDGE, Vec2::new(6.0, 36.0) * scale, at(-14.0, 1.0), 0.06));
            parent.spawn(rect(theme::CARD_EDGE, Vec2::new(6.0, 36.0) * scale, at(14.0, 1.0), 0.06));
        }
        DuelCard::Reload => {
            for index in 0..3 {
                let x = (index as f32 - 1.0) * 12.0;
                parent.spawn(rect(theme::BRASS, Vec2::new(8.0, 20.0) * scale, at(x, -2.0), 0.05));
                parent.spawn(diamond(theme::STEEL, 7.0 * scale, at(x, 10.0), 0.06));
            }
        }
    }
}

/// A heart card (standing) or a tombstone (down): both drawn, one shown.
fn life_card(parent: &mut ChildSpawnerCommands, seat: usize, at: Vec2) {
    parent
        .spawn((LifeCard { seat }, Transform::from_translation(at.extend(0.2)), Visibility::Inherited))
        .with_children(|card| {
            let size = layout::LIFE_CARD;
            edge(card, theme::CARD_EDGE, size, 2.0, -0.1);
            card.spawn(rect(theme::PAPER, size, Vec2::ZERO, 0.0));
            card.spawn((LifeArt::Heart, Transform::default(), Visibility::Inherited)).with_children(|heart| {
                // A heart: a diamond with two lobes.
                heart.spawn(diamond(theme::SHOOT, 20.0, Vec2::new(0.0, -2.0), 0.05));
                heart.spawn(diamond(theme::SHOOT, 13.0, Vec2::new(-6.0, 7.0), 0.05));
                heart.spawn(diamond(theme::SHOOT, 13.0, Vec2::new(6.0, 7.0), 0.05));
                heart.spawn((text("ALIVE", 9.0, theme::INK), Transform::from_xyz(0.0, -24.0, 0.1)));
            });
            card.spawn((LifeArt::Tombstone, Transform::default(), Visibility::Hidden)).with_children(|tomb| {
                // A headstone with a rounded top, and the grass it stands in.
                tomb.spawn(rect(theme::STEEL, Vec2::new(30.0, 34.0), Vec2::new(0.0, -4.0), 0.05));
                tomb.spawn(diamond(theme::STEEL, 21.0, Vec2::new(0.0, 12.0), 0.04));
                tomb.spawn(rect(theme::LOOT, Vec2::new(40.0, 6.0), Vec2::new(0.0, -22.0), 0.06));
                tomb.spawn((text("RIP", 10.0, theme::INK), Transform::from_xyz(0.0, 0.0, 0.1)));
            });
        });
}

/// A brass ribbon under the life card of the seat that is the duel master, shown there
/// and nowhere else: in the plate's lines it would push a long name past the plate.
fn master_mark(parent: &mut ChildSpawnerCommands, seat: usize, at: Vec2) {
    parent.spawn((MasterMark { seat }, Transform::from_translation(at.extend(0.3)), Visibility::Hidden)).with_children(
        |mark| {
            mark.spawn(rect(theme::BRASS, Vec2::new(layout::LIFE_CARD.x + 10.0, 14.0), Vec2::ZERO, 0.0));
            mark.spawn((text("MASTER", 9.0, theme::INK), Transform::from_xyz(0.0, 0.0, 0.1)));
        },
    );
}

pub fn spawn_table(mut commands: Commands, shown: Res<Shown>) {
    let scoped = || DespawnOnExit(Screen::Table);
    let seats = shown.view.players.len();
    commands.spawn((
        Name::new("Felt"),
        scoped(),
        backdrop::felt(Vec2::new(1040.0, 500.0), layout::CENTRE, depth::PLATES - 2.0),
    ));
    for seat in 0..seats {
        let at = layout::seat_position(seat, seats);
        commands
            .spawn((
                Name::new(format!("Seat {seat}")),
                scoped(),
                Transform::from_translation(at.extend(depth::PLATES)),
                Visibility::Inherited,
            ))
            .with_children(|plate| {
                edge(plate, theme::CARD_EDGE, layout::PLATE, 3.0, 0.0);
                plate.spawn(rect(theme::TABLE_EDGE, layout::PLATE, Vec2::ZERO, 0.1));
                let life_at = Vec2::new(-layout::PLATE.x / 2.0 + 34.0, 0.0);
                life_card(plate, seat, life_at);
                master_mark(plate, seat, life_at - Vec2::Y * (layout::PLATE.y / 2.0 - 9.0));
                plate.spawn((
                    PlateText { seat },
                    text("", 15.0, theme::TEXT_LIGHT),
                    bevy::sprite::Anchor::CENTER_LEFT,
                    Transform::from_xyz(-layout::PLATE.x / 2.0 + 64.0, 0.0, 0.3),
                ));
            });
        commands.spawn((
            Name::new(format!("Pick of seat {seat}")),
            scoped(),
            PickSprite { seat, face_up: false, showing: None },
            Transform::from_translation(layout::pick_position(seat, seats).extend(depth::CARDS)),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new(format!("Aim of seat {seat}")),
            scoped(),
            TargetLine { seat },
            rect(theme::HIGHLIGHT.with_alpha(0.75), Vec2::new(1.0, 3.0), Vec2::ZERO, depth::LINES),
            Visibility::Hidden,
        ));
    }
    let hand_size: u8 = shown.view.limits.hand.iter().sum();
    super::coaching::spawn_marks(&mut commands, seats, usize::from(hand_size));
    for index in 0..usize::from(hand_size) {
        commands.spawn((
            Name::new(format!("Hand card {index}")),
            scoped(),
            HandSlot { index, showing: None, lifted: false },
            Transform::from_translation(layout::hand_position(index, usize::from(hand_size)).extend(depth::CARDS)),
            Visibility::Hidden,
        ));
    }
    commands.spawn((
        Name::new("Prompt"),
        scoped(),
        PromptText,
        text("", 17.0, theme::HIGHLIGHT),
        Transform::from_translation(layout::PROMPT.extend(depth::LABELS)),
    ));
}

/// Redraws a card entity's children as `card` (face) or a back.
pub fn redraw_card(commands: &mut Commands, entity: Entity, card: Option<DuelCard>, size: Vec2) {
    commands.entity(entity).despawn_related::<Children>();
    commands.entity(entity).with_children(|parent| match card {
        Some(card) => duel_face(parent, card, size),
        None => card_back(parent, size),
    });
}
