//! The wooden table top every screen sits on.

use bevy::prelude::*;

use super::{Screen, theme};

/// Depth of the wood, beneath everything else.
const WOOD_DEPTH: f32 = -1.0;

/// Spawns the wood for one screen; it goes when the screen closes.
pub fn spawn_wood(commands: &mut Commands, screen: Screen) {
    let plank = |name: &str, color: Color, size: Vec2, at: Vec2, z: f32| {
        (
            Name::new(name.to_owned()),
            DespawnOnExit(screen),
            Sprite::from_color(color, size),
            Transform::from_translation(at.extend(WOOD_DEPTH + z)),
        )
    };
    commands.spawn(plank("Table edge", theme::TABLE_EDGE, super::BEYOND_THE_VIEW, Vec2::ZERO, 0.0));
    commands.spawn(plank("Table top", theme::TABLE_WOOD, Vec2::new(1240.0, 690.0), Vec2::ZERO, 0.1));
    for index in 0..9 {
        let y = -330.0 + 82.0 * index as f32;
        commands.spawn(plank("Plank seam", theme::FELT, Vec2::new(1240.0, 2.0), Vec2::new(0.0, y), 0.2));
    }
}

pub(super) fn plugin(app: &mut App) {
    for screen in [Screen::Title, Screen::Setup, Screen::Results, Screen::Table] {
        app.add_systems(OnEnter(screen), move |mut commands: Commands| spawn_wood(&mut commands, screen));
    }
}
