//! An eased move: from one place, size and turn to another over a while at normal speed,
//! along a straight line or an arc, then staying or going.

use bevy::prelude::*;

use super::MotionClock;

/// What becomes of an entity when its tween ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TweenEnd {
    /// It stays where the tween left it, and the tween is taken off.
    #[default]
    Stays,
    /// It goes: a card that leaves the table, a coin that reached its purse.
    Despawns,
}

/// An entity on its way: its transform is eased from `from` to `to`.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Tween {
    from: Transform,
    to: Transform,
    /// Seconds at normal speed.
    seconds: f32,
    /// How far it has gone, 0 to 1.
    done: f32,
    ease: EaseFunction,
    /// The turn about the view's axis from start to end, in radians, when it is told: a
    /// spin may go round more than once, which the rotations at its ends cannot say.
    turn: Option<(f32, f32)>,
    /// How high the path bows above the straight line at its middle, in world units.
    arc: f32,
    end: TweenEnd,
}

impl Tween {
    /// From `from` to `to` in `seconds` at normal speed, easing out (quick, then settling).
    pub fn new(from: Transform, to: Transform, seconds: f32) -> Self {
        Tween { from, to, seconds, done: 0.0, ease: EaseFunction::CubicOut, turn: None, arc: 0.0, end: TweenEnd::Stays }
    }

    /// A slide from `from` to `to` keeping its size and turn.
    pub fn slide(from: Vec3, to: Vec3, seconds: f32) -> Self {
        Tween::new(Transform::from_translation(from), Transform::from_translation(to), seconds)
    }

    pub fn ease(self, ease: EaseFunction) -> Self {
        Tween { ease, ..self }
    }

    /// Bows the path `height` units up at its middle: a coin or chip thrown.
    pub fn arc(self, height: f32) -> Self {
        Tween { arc: height, ..self }
    }

    /// Grows (or shrinks) from `from` times to `to` times on the way.
    pub fn scaling(mut self, from: f32, to: f32) -> Self {
        self.from.scale = Vec3::splat(from);
        self.to.scale = Vec3::splat(to);
        self
    }

    /// Turns from `from` to `to` radians on the way, round as many times as that is.
    pub fn turning(self, from: f32, to: f32) -> Self {
        Tween { turn: Some((from, to)), ..self }
    }

    pub fn then(self, end: TweenEnd) -> Self {
        Tween { end, ..self }
    }

    /// Where it is going.
    pub fn destination(&self) -> Vec3 {
        self.to.translation
    }

    /// How far it has gone, 0 to 1.
    pub fn progress(&self) -> f32 {
        self.done
    }

    /// Whether it has arrived.
    pub fn finished(&self) -> bool {
        self.done >= 1.0
    }

    /// The transform at `done` (0 to 1) of the way.
    fn at(&self, done: f32) -> Transform {
        let t = self.ease.sample_clamped(done);
        let bow = Vec3::Y * self.arc * 4.0 * done * (1.0 - done);
        Transform {
            translation: self.from.translation.lerp(self.to.translation, t) + bow,
            rotation: match self.turn {
                Some((from, to)) => Quat::from_rotation_z(from + (to - from) * t),
                None => self.from.rotation.slerp(self.to.rotation, t),
            },
            scale: self.from.scale.lerp(self.to.scale, t),
        }
    }

    /// Moves it on by `share` of the whole way.
    fn advance(&mut self, share: f32) -> Transform {
        self.done = (self.done + share).min(1.0);
        self.at(self.done)
    }
}

pub(super) fn play(
    mut commands: Commands,
    clock: MotionClock,
    mut movers: Query<(Entity, &mut Tween, &mut Transform)>,
) {
    for (entity, mut tween, mut transform) in &mut movers {
        let share = clock.share_of(tween.seconds);
        *transform = tween.advance(share);
        if tween.finished() {
            match tween.end {
                TweenEnd::Stays => {
                    commands.entity(entity).remove::<Tween>();
                }
                TweenEnd::Despawns => commands.entity(entity).despawn(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::f32::consts::PI;

    use super::*;
    use crate::app::Settings;
    use crate::app::motion::share_of;

    #[test]
    fn a_tween_starts_where_it_is_told_and_ends_where_it_goes_whatever_the_ease() {
        for ease in [EaseFunction::CubicOut, EaseFunction::BounceOut, EaseFunction::BackOut] {
            let tween = Tween::slide(Vec3::ZERO, Vec3::new(100.0, -40.0, 3.0), 0.5).ease(ease).arc(30.0);
            assert_eq!(tween.at(0.0).translation, Vec3::ZERO);
            assert!(tween.at(1.0).translation.distance(Vec3::new(100.0, -40.0, 3.0)) < 1e-3);
        }
    }

    #[test]
    fn an_arc_bows_the_path_up_at_its_middle() {
        let flat = Tween::slide(Vec3::ZERO, Vec3::X * 100.0, 1.0).ease(EaseFunction::Linear);
        let thrown = flat.clone().arc(40.0);
        assert_eq!(flat.at(0.5).translation.y, 0.0);
        assert!((thrown.at(0.5).translation.y - 40.0).abs() < 1e-3);
    }

    #[test]
    fn a_spin_goes_round_as_often_as_it_is_told() {
        let spin = Tween::slide(Vec3::ZERO, Vec3::ZERO, 1.0).ease(EaseFunction::Linear).turning(0.0, 4.0 * PI);
        let pointing = |done: f32| spin.at(done).rotation * Vec3::X;
        assert!(pointing(0.125).distance(Vec3::Y) < 1e-3, "an eighth of two turns is a quarter turn");
        assert!(pointing(0.25).distance(-Vec3::X) < 1e-3, "a quarter of two turns is half a turn");
        assert!(pointing(0.625).distance(Vec3::Y) < 1e-3, "five eighths is a turn and a quarter");
    }

    #[test]
    fn a_faster_game_speed_takes_the_tween_there_sooner() {
        let slow = Settings { speed: 1.0, ..Settings::default() };
        let fast = Settings { speed: 4.0, ..Settings::default() };
        let mut at_normal = Tween::slide(Vec3::ZERO, Vec3::X * 100.0, 1.0);
        let mut at_four = at_normal.clone();
        at_normal.advance(share_of(0.3, at_normal.seconds, &slow));
        at_four.advance(share_of(0.3, at_four.seconds, &fast));
        assert!(!at_normal.finished());
        assert!(at_four.finished(), "a second at ×4 is a quarter second");
    }
}
