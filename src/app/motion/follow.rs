//! A piece that keeps after a place which may change at any moment (a card in a hand that
//! is sorted again, the bottle going from one side to the other): it closes a share of the
//! distance every frame, quick when far, settling when near.

use bevy::prelude::*;

use super::MotionClock;

/// Where an entity is heading; it gets closer every frame.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Follow(pub Vec3);

/// A piece in the player's hand (being dragged): it follows the pointer, not its place.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Held;

/// How quickly a piece closes on its place: the share of the distance left after a second
/// at normal speed is e^-RATE.
const RATE: f32 = 9.0;

/// The share of the distance closed in `seconds` of play at normal speed.
fn closing(seconds: f32) -> f32 {
    1.0 - (-RATE * seconds).exp()
}

/// What follows its place by itself: not in the player's hand, not tweened.
type Free = (Without<Held>, Without<super::Tween>);

pub(super) fn keep_after(clock: MotionClock, mut movers: Query<(&Follow, &mut Transform), Free>) {
    let blend = closing(clock.seconds());
    for (follow, mut transform) in &mut movers {
        if transform.translation != follow.0 {
            transform.translation = transform.translation.lerp(follow.0, blend);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_follower_closes_most_of_the_way_in_half_a_second_and_never_overshoots() {
        let mut gone = 0.0;
        for _ in 0..30 {
            gone += (1.0 - gone) * closing(1.0 / 60.0);
            assert!(gone <= 1.0);
        }
        assert!(gone > 0.98, "closed {gone} of the way");
    }
}
