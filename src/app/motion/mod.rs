//! Motion, in one place every table uses: an eased move from one place, size and turn to
//! another ([`Tween`]), a piece that keeps after a place that changes ([`Follow`]), a card
//! or disc turning over ([`TurnOver`]), a jolt when something is hit ([`Jolt`]), and
//! puffs of smoke, dust, flashes and sparks ([`burst`]). All of it follows the animation-speed setting; *reduced motion* leaves
//! the jolts, flashes and particles out and keeps the moves, which say where things went.

use bevy::prelude::*;

mod clock;
mod follow;
mod jolt;
mod particles;
mod turn_over;
mod tween;

pub use clock::{MotionClock, share_of};
pub use follow::{Follow, Held};
pub use jolt::Jolt;
pub use particles::{Puff, burst};
pub use turn_over::TurnOver;
pub use tween::{Tween, TweenEnd};

/// Where motion is played each frame: after the tables have set it going.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Moving;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (follow::keep_after, tween::play, turn_over::turn, jolt::shake, particles::drift).chain().in_set(Moving),
    );
}
