//! A jolt: what is hit shakes on the spot, a few quick turns that die away. Left out with
//! reduced motion.

use bevy::prelude::*;

use super::MotionClock;

/// An entity shaking: its turn swings round the one it had when the jolt began.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Jolt {
    /// How far it swings at first, in radians.
    strength: f32,
    /// How much of the jolt is left, 1 to 0.
    left: f32,
    /// Seconds it lasts at normal speed.
    seconds: f32,
    /// Its turn before the jolt, once the jolt has begun.
    rest: Option<Quat>,
}

impl Jolt {
    /// A quick shake: what is hit.
    pub fn new(strength: f32) -> Self {
        Jolt { strength, left: 1.0, seconds: SECONDS, rest: None }
    }

    /// A slower rock of `seconds`: a bottle set down hard.
    pub fn lasting(self, seconds: f32) -> Self {
        Jolt { seconds, ..self }
    }

    /// The swing with `left` of the jolt to go: three swings, dying away.
    fn swing(&self) -> f32 {
        (self.left * 6.0 * std::f32::consts::PI).sin() * self.strength * self.left
    }
}

/// Seconds a jolt lasts at normal speed, unless told otherwise.
const SECONDS: f32 = 0.45;

pub(super) fn shake(
    mut commands: Commands,
    clock: MotionClock,
    mut shaken: Query<(Entity, &mut Jolt, &mut Transform)>,
) {
    for (entity, mut jolt, mut transform) in &mut shaken {
        let rest = *jolt.rest.get_or_insert(transform.rotation);
        jolt.left = match clock.reduced() {
            true => 0.0,
            false => (jolt.left - clock.share_of(jolt.seconds)).max(0.0),
        };
        transform.rotation = rest * Quat::from_rotation_z(jolt.swing());
        if jolt.left <= 0.0 {
            transform.rotation = rest;
            commands.entity(entity).remove::<Jolt>();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jolt_swings_both_ways_and_ends_still() {
        let at = |left: f32| Jolt { left, ..Jolt::new(0.2) }.swing();
        let swings: Vec<f32> = (0..=60).map(|step| at(1.0 - step as f32 / 60.0)).collect();
        assert!(swings.iter().any(|&swing| swing > 0.05) && swings.iter().any(|&swing| swing < -0.05));
        assert_eq!(at(0.0), 0.0);
    }
}
