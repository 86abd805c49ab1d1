//! What a shootout throws on the table as it is shown: a muzzle flash, the bullet's line
//! and what it did, cards gathered back by a reload, the dollar of a duel won; each fades
//! out on its own.

use bevy::prelude::*;

use super::Shown;
use super::display::SeatPlate;
use super::layout::{self, depth};
use crate::app::Settings;
use crate::app::art::picture;
use crate::app::draw::{diamond, rect, text};
use crate::app::motion::{Jolt, MotionClock, Puff, burst};
use crate::app::tables::shell::SeatsRound;
use crate::app::theme;
use crate::rules::Line;
use crate::rules::duel::{DuelEvent, ShotOutcome};
use crate::text::{tr, tr_line};

/// A shot on screen: the bullet's line, the flash and what it did, fading out.
#[derive(Component)]
pub(super) struct Effect {
    left: f32,
}

/// Seconds a shot stays on screen, at normal speed.
const SHOT_SECONDS: f32 = 1.6;

/// Draws each effect as it is shown: for a shot, a muzzle flash, the bullet's line and
/// what it did; cards gathered back by a reload; the dollar of a duel won.
pub(super) fn show_effects(
    mut commands: Commands,
    mut shown: ResMut<Shown>,
    round: Res<SeatsRound>,
    settings: Res<Settings>,
    plates: Query<(Entity, &SeatPlate)>,
    mut shots: Local<u32>,
) {
    let round = *round;
    for effect in shown.scene.effects.drain(..) {
        let (seat, words, color, token) = match effect {
            DuelEvent::Reloaded { seat, cards } => {
                (seat, tr_line(&Line::new("duel-effect-reloads").number("cards", cards)), theme::BRASS, None)
            }
            DuelEvent::DuelWon { seat, .. } | DuelEvent::FallenPaid { seat, .. } => {
                (seat, "+ $1".to_owned(), theme::GOLD, Some("duel/dollar"))
            }
            _ => (usize::MAX, String::new(), theme::TEXT_LIGHT, None),
        };
        if seat != usize::MAX {
            let at = layout::pick_position(seat, round);
            commands.spawn(fading(Name::new("Effect"))).with_children(|effect| {
                match token {
                    Some(art) => {
                        effect.spawn((picture(art, Vec2::splat(34.0)), Transform::from_translation(at.extend(0.1))))
                    }
                    None => effect.spawn(diamond(color, 30.0, at, 0.1)),
                };
                caption(effect, words, (190.0, 18.0), color, at);
            });
            continue;
        }
        let DuelEvent::Shot { shooter, target, outcome, .. } = effect else { continue };
        let from = layout::pick_position(shooter, round);
        let to = layout::pick_position(target, round);
        let (centre, length, angle) = layout::bar_between(from, to);
        // The muzzle flashes and smokes; who is hit is jolted in the seat.
        let muzzle = from.extend(depth::EFFECTS + 2.0);
        *shots = shots.wrapping_add(1);
        burst(&mut commands, &settings, Puff::Flash, muzzle, *shots);
        burst(&mut commands, &settings, Puff::Smoke, muzzle, *shots);
        if outcome == ShotOutcome::Hit
            && !settings.reduced_motion
            && let Some((plate, _)) = plates.iter().find(|(_, plate)| plate.seat == target)
        {
            commands.entity(plate).insert(Jolt::new(0.1));
        }
        let (color, words) = match outcome {
            ShotOutcome::Hit => (theme::SHOOT, tr("duel-effect-hit")),
            ShotOutcome::MissedMoving => (theme::TEXT_LIGHT, tr("duel-effect-missed")),
            ShotOutcome::StoppedByBarricade => (theme::BRASS, tr("duel-effect-barricade")),
        };
        commands.spawn(fading(Name::new("Shot"))).with_children(|effect| {
            effect.spawn((
                Sprite::from_color(theme::HIGHLIGHT, Vec2::new(length, 4.0)),
                Transform::from_translation(centre.extend(0.0)).with_rotation(Quat::from_rotation_z(angle)),
            ));
            caption(effect, words, (200.0, 19.0), color, to);
        });
    }
}

/// An effect's root, which fades out and takes its pieces with it.
fn fading(name: Name) -> impl Bundle {
    (
        name,
        DespawnOnExit(crate::app::Screen::Table),
        Effect { left: 1.0 },
        Transform::from_translation(Vec3::Z * depth::EFFECTS),
        Visibility::Inherited,
    )
}

/// What an effect did, in words on a dark band above the pick at `at`: the band `width`
/// wide, the words `size` points.
fn caption(effect: &mut ChildSpawnerCommands, words: String, (width, size): (f32, f32), color: Color, at: Vec2) {
    let above = at + Vec2::Y * 58.0;
    effect.spawn(rect(Color::srgba(0.1, 0.05, 0.02, 0.85), Vec2::new(width, 30.0), above, 0.3));
    effect.spawn((text(words, size, color), Transform::from_translation(above.extend(0.4))));
}

pub(super) fn fade_effects(
    mut commands: Commands,
    clock: MotionClock,
    mut effects: Query<(Entity, &mut Effect, &mut Transform)>,
) {
    for (entity, mut effect, mut transform) in &mut effects {
        effect.left -= clock.share_of(SHOT_SECONDS);
        if effect.left <= 0.0 {
            commands.entity(entity).despawn();
        } else {
            // Sink a little as it fades, so a newer shot stays on top.
            transform.translation.z = depth::EFFECTS + effect.left;
        }
    }
}
