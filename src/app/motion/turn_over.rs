//! A piece turning over about its upright axis: it narrows to edge-on, where the side it
//! shows changes, and widens back. The table says which side is up; the turn is drawn here.

use bevy::prelude::*;

use super::MotionClock;

/// A card or disc on its way over; taken off once it lies flat again.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct TurnOver {
    /// How far it has turned: 0 flat, ½ edge-on, 1 flat on its other side.
    done: f32,
    /// Seconds a whole turn takes at normal speed.
    seconds: f32,
}

impl TurnOver {
    /// A whole turn from one side to the other, in `seconds` at normal speed.
    pub fn whole(seconds: f32) -> Self {
        TurnOver { done: 0.0, seconds }
    }

    /// The second half of a turn of `seconds`: for a piece already redrawn with its new
    /// side, which widens from edge-on.
    pub fn from_edge(seconds: f32) -> Self {
        TurnOver { done: 0.5, seconds }
    }

    /// Whether it has passed edge-on, where its new side is to show.
    pub fn past_edge(&self) -> bool {
        self.done >= 0.5
    }

    /// Its width, as a share of its width lying flat; never quite nothing, so it is seen.
    fn width(&self) -> f32 {
        (self.done * std::f32::consts::PI).cos().abs().max(0.02)
    }
}

pub(super) fn turn(
    mut commands: Commands,
    clock: MotionClock,
    mut pieces: Query<(Entity, &mut TurnOver, &mut Transform)>,
) {
    for (entity, mut turn, mut transform) in &mut pieces {
        turn.done = (turn.done + clock.share_of(turn.seconds)).min(1.0);
        if turn.done >= 1.0 {
            transform.scale.x = 1.0;
            commands.entity(entity).remove::<TurnOver>();
        } else {
            transform.scale.x = turn.width();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_is_flat_at_both_ends_of_its_turn_and_edge_on_at_its_middle() {
        let mut turn = TurnOver::whole(0.5);
        assert_eq!(turn.width(), 1.0);
        assert!(!turn.past_edge());
        turn.done = 0.5;
        assert!(turn.width() < 0.05);
        assert!(turn.past_edge());
        turn.done = 1.0;
        assert!((turn.width() - 1.0).abs() < 1e-5);
    }

    #[test]
    fn a_redrawn_piece_starts_edge_on_and_past_the_edge() {
        let turn = TurnOver::from_edge(0.5);
        assert!(turn.past_edge());
        assert!(turn.width() < 0.05);
    }
}
