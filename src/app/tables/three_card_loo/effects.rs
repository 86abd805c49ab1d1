//! The Loo table's movements as the show calls for them: a card played into the trick
//! with a little turn, a trick swept to its taker, chips thrown between purse and pool.

use bevy::prelude::*;

use super::layout::{self, depth};
use super::sprites::{CHIP, SuitArt, redraw_card};
use super::{Shown, TableEffect};
use crate::app::art::picture;
use crate::app::draw::{rect, text};
use crate::app::fit::Fits;
use crate::app::motion::{Tween, TweenEnd};
use crate::app::tables::shell::SeatsRound;
use crate::app::theme;

/// A card played from a seat into the trick: it lands there with a little turn.
pub(super) fn played_into_trick(from: Vec2, to: Vec2) -> Tween {
    Tween::slide(from.extend(depth::CARDS), to.extend(depth::CARDS), GLIDE_SECONDS).turning(0.35, 0.0)
}

/// A swept trick on its way to its taker, shrinking as it goes, gone on arrival.
fn swept(from: Vec2, to: Vec2) -> Tween {
    Tween::slide(from.extend(depth::EFFECTS - 1.0), to.extend(depth::EFFECTS - 1.0), GLIDE_SECONDS)
        .ease(EaseFunction::CubicIn)
        .scaling(1.0, 0.5)
        .then(TweenEnd::Despawns)
}

/// Chips thrown between a purse and the pool: they arc over and are gone on arrival.
fn thrown_chip(from: Vec2, to: Vec2) -> Tween {
    Tween::slide(from.extend(depth::EFFECTS - 2.0), to.extend(depth::EFFECTS - 2.0), GLIDE_SECONDS * 1.3)
        .ease(EaseFunction::QuadraticInOut)
        .arc(60.0)
        .then(TweenEnd::Despawns)
}

/// Seconds of the animations, at normal speed.
const FLOAT_SECONDS: f32 = 1.6;
const GLIDE_SECONDS: f32 = 0.5;

/// Each moment of the show's own as it comes: a card played, a trick swept, chips thrown.
pub(super) fn show_effects(
    mut commands: Commands,
    art: Res<SuitArt>,
    mut shown: ResMut<Shown>,
    round: Res<SeatsRound>,
) {
    let seats = round.seats();
    for effect in shown.scene.effects.drain(..) {
        match effect {
            TableEffect::Chips { seat, amount, label } => {
                // A few chips cross between the pool and the seat, the way the money goes.
                let (pool, plate) = (layout::POOL, layout::seat_position(seat, *round));
                let (from, to) = if amount >= 0 { (pool, plate) } else { (plate, pool) };
                for index in 0..amount.unsigned_abs().clamp(1, 4) {
                    let lag = Vec2::new(index as f32 * 7.0, index as f32 * 5.0);
                    commands
                        .spawn((
                            Name::new("Moving chip"),
                            DespawnOnExit(crate::app::Screen::Table),
                            thrown_chip(from + lag, to + lag),
                            Transform::from_translation(from.extend(depth::EFFECTS - 2.0)),
                            Visibility::Inherited,
                        ))
                        .with_children(|chip| {
                            chip.spawn((picture("loo/chip", Vec2::splat(CHIP)), Transform::default()));
                        });
                }
                // Towards the middle of the table, so that no seat's float leaves it.
                let plate = layout::seat_position(seat, *round);
                let inwards = if plate.y > 0.0 { -Vec2::Y } else { Vec2::Y };
                let at = plate + inwards * 46.0;
                let color = if amount >= 0 { theme::GOLD } else { theme::SHOOT };
                commands
                    .spawn((
                        Name::new("Payment"),
                        DespawnOnExit(crate::app::Screen::Table),
                        // The chips won or paid rise from the seat, and are gone.
                        Tween::slide(
                            at.extend(depth::EFFECTS),
                            (at + inwards * 40.0).extend(depth::EFFECTS),
                            FLOAT_SECONDS,
                        )
                        .ease(EaseFunction::Linear)
                        .then(TweenEnd::Despawns),
                        Transform::from_translation(at.extend(depth::EFFECTS)),
                        Visibility::Inherited,
                    ))
                    .with_children(|parent| {
                        let width = 14.0 + 9.5 * label.chars().count() as f32;
                        parent.spawn(rect(
                            Color::srgba(0.1, 0.05, 0.02, 0.85),
                            Vec2::new(width, 28.0),
                            Vec2::ZERO,
                            0.0,
                        ));
                        parent.spawn((
                            text(label, 17.0, color),
                            Fits::line(width - 8.0),
                            Transform::from_xyz(0.0, 0.0, 0.1),
                        ));
                    });
            }
            TableEffect::Sweep { cards, to } => {
                let target = layout::seat_position(to, *round);
                for (seat, card) in cards {
                    let from = layout::trick_position(seat, *round);
                    let entity = commands
                        .spawn((
                            Name::new("Swept card"),
                            DespawnOnExit(crate::app::Screen::Table),
                            swept(from, target),
                            Transform::from_translation(from.extend(depth::EFFECTS - 1.0)),
                            Visibility::Inherited,
                        ))
                        .id();
                    redraw_card(&mut commands, &art, entity, Some(card), layout::trick_card(seats), false);
                }
            }
        }
    }
}
