//! Puffs of particles for a moment: smoke from a shot, dust from an escape, a muzzle's
//! flash, sparks for a win. Each particle is one sprite of the art (`fx/…`), drifting,
//! growing and fading, and gone at the end of its short life. None with reduced motion.

use bevy::prelude::*;

use super::MotionClock;
use crate::app::art::Picture;
use crate::app::{Screen, Settings};

/// A kind of puff.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Puff {
    /// Grey smoke rising from a muzzle.
    Smoke,
    /// Dust kicked up along the ground.
    Dust,
    /// A muzzle's flash: one bright burst, at once gone.
    Flash,
    /// Gold sparks thrown out and falling: a win.
    Sparks,
}

/// How a kind of puff is thrown.
struct Throw {
    piece: &'static str,
    count: u32,
    /// Smallest and largest size at the start, in world units.
    size: (f32, f32),
    tint: Color,
    /// Speed (units a second at normal speed): up, and to either side, at most.
    rise: (f32, f32),
    sideways: f32,
    /// Thrown out in every direction this fast instead (the sparks).
    outward: f32,
    gravity: f32,
    /// Times its size at the end of its life.
    grow: f32,
    /// Seconds at normal speed.
    life: f32,
}

impl Puff {
    fn throw(self) -> Throw {
        let plain = Throw {
            piece: "fx/puff",
            count: 6,
            size: (16.0, 28.0),
            tint: Color::srgba(0.86, 0.83, 0.78, 0.85),
            rise: (30.0, 60.0),
            sideways: 25.0,
            outward: 0.0,
            gravity: 0.0,
            grow: 1.9,
            life: 0.9,
        };
        match self {
            Puff::Smoke => plain,
            Puff::Dust => Throw {
                count: 8,
                size: (14.0, 24.0),
                tint: Color::srgba(0.80, 0.66, 0.45, 0.8),
                rise: (8.0, 28.0),
                sideways: 90.0,
                grow: 2.2,
                life: 0.8,
                ..plain
            },
            Puff::Flash => Throw {
                piece: "fx/flash",
                count: 1,
                size: (40.0, 40.0),
                tint: Color::WHITE,
                rise: (0.0, 0.0),
                sideways: 0.0,
                grow: 1.6,
                life: 0.2,
                ..plain
            },
            Puff::Sparks => Throw {
                piece: "fx/spark",
                count: 16,
                size: (12.0, 20.0),
                tint: Color::WHITE,
                rise: (60.0, 160.0),
                sideways: 0.0,
                outward: 240.0,
                gravity: -320.0,
                grow: 0.6,
                life: 1.2,
            },
        }
    }
}

#[derive(Component, Clone, Copy, Debug)]
pub(super) struct Particle {
    velocity: Vec2,
    gravity: f32,
    spin: f32,
    /// Seconds of play lived, and to live.
    age: f32,
    life: f32,
    /// Times its birth size at its death.
    grow: f32,
    alpha: f32,
}

/// A number from 0 to 1 for the `index`th particle of the `seed`th burst: spread enough
/// to look thrown, and the same every time, as the tests and a replay want.
fn spread(seed: u32, index: u32, salt: u32) -> f32 {
    let mut x = (seed.wrapping_mul(0x9E37_79B9) ^ index.wrapping_mul(0x85EB_CA6B) ^ salt.wrapping_mul(0xC2B2_AE35))
        .wrapping_add(0x27D4_EB2F);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x & 0xFFFF) as f32 / 65535.0
}

/// Throws a puff of `puff` at `at` (its depth the particles'), unless the settings ask for
/// reduced motion. `seed` varies one puff from the next.
pub fn burst(commands: &mut Commands, settings: &Settings, puff: Puff, at: Vec3, seed: u32) {
    if settings.reduced_motion {
        return;
    }
    let throw = puff.throw();
    for index in 0..throw.count {
        let roll = |salt| spread(seed, index, salt);
        let size = throw.size.0 + (throw.size.1 - throw.size.0) * roll(1);
        let velocity = if throw.outward > 0.0 {
            let angle = std::f32::consts::TAU * (index as f32 + roll(2)) / throw.count as f32;
            Vec2::from_angle(angle) * throw.outward * (0.5 + 0.5 * roll(3)) + Vec2::Y * throw.rise.0
        } else {
            Vec2::new(throw.sideways * (roll(2) * 2.0 - 1.0), throw.rise.0 + (throw.rise.1 - throw.rise.0) * roll(3))
        };
        commands.spawn((
            Name::new("Particle"),
            DespawnOnExit(Screen::Table),
            Particle {
                velocity,
                gravity: throw.gravity,
                spin: (roll(4) * 2.0 - 1.0) * 3.0,
                age: 0.0,
                life: throw.life * (0.8 + 0.4 * roll(5)),
                grow: throw.grow,
                alpha: throw.tint.alpha(),
            },
            Picture::new(throw.piece),
            Sprite { color: throw.tint, custom_size: Some(Vec2::splat(size)), ..default() },
            Transform::from_translation(at).with_rotation(Quat::from_rotation_z(roll(6) * std::f32::consts::TAU)),
        ));
    }
}

pub(super) fn drift(
    mut commands: Commands,
    clock: MotionClock,
    mut particles: Query<(Entity, &mut Particle, &mut Transform, &mut Sprite)>,
) {
    let seconds = clock.seconds();
    for (entity, mut particle, mut transform, mut sprite) in &mut particles {
        particle.age += seconds;
        let lived = particle.age / particle.life;
        if lived >= 1.0 || clock.reduced() {
            commands.entity(entity).despawn();
            continue;
        }
        particle.velocity.y += particle.gravity * seconds;
        transform.translation += (particle.velocity * seconds).extend(0.0);
        transform.rotate_z(particle.spin * seconds);
        // The texture is drawn at the birth size; growing is the transform's.
        transform.scale = Vec3::splat(1.0 + (particle.grow - 1.0) * lived);
        sprite.color.set_alpha(particle.alpha * (1.0 - lived * lived));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spread_is_between_nought_and_one_and_varies() {
        let rolls: Vec<f32> = (0..200).map(|index| spread(7, index, 1)).collect();
        assert!(rolls.iter().all(|roll| (0.0..=1.0).contains(roll)));
        assert!(rolls.iter().any(|&roll| roll < 0.2) && rolls.iter().any(|&roll| roll > 0.8));
        assert_eq!(spread(7, 3, 1), spread(7, 3, 1));
    }

    #[test]
    fn reduced_motion_throws_nothing_and_a_puff_is_gone_after_its_life() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins).init_resource::<Settings>().add_systems(Update, drift);
        let burst_now = |app: &mut App, settings: Settings| {
            let world = app.world_mut();
            let mut commands = world.commands();
            burst(&mut commands, &settings, Puff::Sparks, Vec3::ZERO, 1);
            world.flush();
        };
        burst_now(&mut app, Settings { reduced_motion: true, ..Settings::default() });
        let count = |app: &mut App| app.world_mut().query::<&Particle>().iter(app.world()).count();
        assert_eq!(count(&mut app), 0);
        burst_now(&mut app, Settings::default());
        assert_eq!(count(&mut app), Puff::Sparks.throw().count as usize);
        // At the end of its life each one goes.
        let mut particles = app.world_mut().query::<&mut Particle>();
        for mut particle in particles.iter_mut(app.world_mut()) {
            particle.age = particle.life;
        }
        app.update();
        assert_eq!(count(&mut app), 0);
    }
}
