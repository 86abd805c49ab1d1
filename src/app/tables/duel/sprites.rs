//! The Duel table's sprites: the cards and life cards from the art (`assets/art/duel`),
//! each card with its own picture and word as well as its colour.

use bevy::prelude::*;

use super::Shown;
use super::display::{
    AimHead, DollarCoin, HandSlot, LifeArt, LifeCard, MasterMark, PickSprite, PlateText, SeatPlate, TargetLine,
};
use super::layout::{self, depth};
use crate::app::art::{CARD_BAND, CARD_FOOT, band_width, card_face, card_line, picture, seat_portrait};
use crate::app::draw::{card_back, edge, rect, text};
use crate::app::fit::Fits;
use crate::app::language::said;
use crate::app::tables::shell::{AtSeat, PromptLine, SeatsRound, TableApp};
use crate::app::{Screen, backdrop, theme};
use crate::rules::duel::{Duel, DuelCard};

/// The length of each barb of an aim's arrowhead, and its angle off the line.
const ARROW_BARB: f32 = 18.0;
const ARROW_BARB_ANGLE: f32 = std::f32::consts::PI / 6.0;

/// The picture, word (its message) and key of each card.
pub fn card_style(card: DuelCard) -> (&'static str, &'static str, &'static str) {
    match card {
        DuelCard::Pistol => ("duel/pistol", "duel-face-pistol", "1 / P"),
        DuelCard::Rifle => ("duel/rifle", "duel-face-rifle", "2 / R"),
        DuelCard::Barricade => ("duel/barricade", "duel-face-barricade", "3 / B"),
        DuelCard::Reload => ("duel/reload", "duel-face-reload", "4 / L"),
    }
}

/// Spawns the face of a Duel card as children of `parent`: the printed card, its picture,
/// its word and its keys.
pub fn duel_face(parent: &mut ChildSpawnerCommands, card: DuelCard, size: Vec2) {
    let scale = size.x / 70.0;
    let (art, word, key) = card_style(card);
    card_face(parent, art, size);
    let band = card_line(size, CARD_BAND);
    parent.spawn((
        said(word, 11.0 * scale, theme::TEXT_LIGHT),
        Fits::line(band_width(size)),
        Transform::from_xyz(0.0, band, 0.1),
    ));
    parent.spawn((text(key, 9.0 * scale, theme::INK), Transform::from_xyz(0.0, card_line(size, CARD_FOOT), 0.1)));
}

/// A heart card (standing) or a tombstone (down): both drawn, one shown, each with its word.
fn life_card(parent: &mut ChildSpawnerCommands, seat: usize, at: Vec2) {
    parent
        .spawn((LifeCard { seat }, Transform::from_translation(at.extend(0.2)), Visibility::Inherited))
        .with_children(|card| {
            let size = layout::LIFE_CARD;
            for (art, name, word) in [
                (LifeArt::Heart, "duel/heart", "duel-face-alive"),
                (LifeArt::Tombstone, "duel/tombstone", "duel-face-rip"),
            ] {
                let shown = if art == LifeArt::Heart { Visibility::Inherited } else { Visibility::Hidden };
                card.spawn((art, Transform::default(), shown)).with_children(|side| {
                    side.spawn((picture(name, size), Transform::default()));
                    side.spawn((
                        said(word, 9.0, theme::INK),
                        Fits::line(size.x - 4.0),
                        Transform::from_xyz(0.0, -24.0, 0.1),
                    ));
                });
            }
        });
}

/// A row of places for the dollars it takes to win, under the portrait: each shows a
/// dollar once the seat holds that many.
fn purse(parent: &mut ChildSpawnerCommands, seat: usize, to_win: usize, portrait_at: Vec2) {
    let spacing = (layout::DOLLAR + 2.0).min(layout::PORTRAIT / to_win.max(1) as f32 + 8.0);
    for index in 0..to_win {
        let x = portrait_at.x + (index as f32 - (to_win - 1) as f32 / 2.0) * spacing;
        let y = portrait_at.y - layout::PORTRAIT / 2.0 - layout::DOLLAR / 2.0 + 2.0;
        parent.spawn((
            DollarCoin { seat, index: index as u8 },
            picture("duel/dollar", Vec2::splat(layout::DOLLAR)),
            Transform::from_xyz(x, y, 0.3),
            Visibility::Hidden,
        ));
    }
}

/// A brass ribbon under the life card of the seat that is the duel master, shown there
/// and nowhere else: in the plate's lines it would push a long name past the plate.
fn master_mark(parent: &mut ChildSpawnerCommands, seat: usize, at: Vec2) {
    parent.spawn((MasterMark { seat }, Transform::from_translation(at.extend(0.3)), Visibility::Hidden)).with_children(
        |mark| {
            mark.spawn(rect(theme::BRASS, Vec2::new(layout::LIFE_CARD.x + 10.0, 14.0), Vec2::ZERO, 0.0));
            mark.spawn((
                said("duel-face-master", 9.0, theme::INK),
                Fits::line(layout::LIFE_CARD.x + 6.0),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
        },
    );
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_layout::<Duel, _>(spawn_table);
}

pub fn spawn_table(mut commands: Commands, shown: Res<Shown>, round: Res<SeatsRound>) {
    let scoped = || DespawnOnExit(Screen::Table);
    let (round, seats) = (*round, shown.view.players.len());
    commands.spawn((
        Name::new("Felt"),
        scoped(),
        backdrop::felt(Vec2::new(1040.0, 500.0), layout::CENTRE, depth::PLATES - 2.0),
    ));
    for seat in 0..seats {
        let at = layout::seat_position(seat, round);
        commands
            .spawn((
                Name::new(format!("Seat {seat}")),
                scoped(),
                SeatPlate { seat },
                AtSeat::new(seat, layout::seat_position),
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
                    text("", 14.0, theme::TEXT_LIGHT),
                    bevy::sprite::Anchor::CENTER_LEFT,
                    // Between the heart card and the portrait.
                    Fits::block(layout::PLATE.x - 64.0 - layout::PORTRAIT - 10.0, layout::PLATE.y - 8.0),
                    Transform::from_xyz(-layout::PLATE.x / 2.0 + 64.0, 0.0, 0.3),
                ));
                let portrait_at = Vec2::new(layout::PLATE.x / 2.0 - layout::PORTRAIT / 2.0 - 4.0, 8.0);
                plate.spawn((
                    picture(seat_portrait(seat), Vec2::splat(layout::PORTRAIT)),
                    Transform::from_translation(portrait_at.extend(0.2)),
                ));
                purse(plate, seat, usize::from(shown.view.limits.dollars_to_win), portrait_at);
            });
        commands.spawn((
            Name::new(format!("Pick of seat {seat}")),
            scoped(),
            PickSprite { seat, face_up: false, showing: None },
            AtSeat::new(seat, layout::pick_position),
            Transform::from_translation(layout::pick_position(seat, round).extend(depth::CARDS)),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new(format!("Aim of seat {seat}")),
            scoped(),
            TargetLine { seat },
            rect(theme::HIGHLIGHT.with_alpha(0.75), Vec2::new(1.0, 3.0), Vec2::ZERO, depth::LINES),
            Visibility::Hidden,
        ));
        // The aim's arrowhead, pointing along +x at the origin: two barbs back from its point.
        commands
            .spawn((
                Name::new(format!("Aim head of seat {seat}")),
                scoped(),
                AimHead { seat },
                Transform::default(),
                Visibility::Hidden,
            ))
            .with_children(|head| {
                for side in [1.0_f32, -1.0] {
                    let barb = Vec2::from_angle(std::f32::consts::PI - side * ARROW_BARB_ANGLE) * (ARROW_BARB / 2.0);
                    head.spawn((
                        Sprite::from_color(theme::HIGHLIGHT, Vec2::new(ARROW_BARB, 4.0)),
                        Transform::from_translation(barb.extend(0.0))
                            .with_rotation(Quat::from_rotation_z(-side * ARROW_BARB_ANGLE)),
                    ));
                }
            });
    }
    let hand_size: u8 = shown.view.limits.hand.iter().sum();
    super::coach::spawn_marks(&mut commands, seats, usize::from(hand_size));
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
        PromptLine,
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
