//! The wooden table top every screen sits on.

use bevy::prelude::*;

use super::{Screen, theme};

/// Depth of the wood, beneath everything else.
const WOOD_DEPTH: f32 = -1.0;

/// The table top inside its edge.
const TOP: Vec2 = Vec2::new(1240.0, 690.0);

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
    // The edge round the top, out to beyond the view on every side.
    let beyond = super::BEYOND_THE_VIEW;
    for (name, at, size) in [
        ("Table edge, top", Vec2::new(0.0, (TOP.y + beyond.y) / 4.0), Vec2::new(beyond.x, (beyond.y - TOP.y) / 2.0)),
        (
            "Table edge, bottom",
            Vec2::new(0.0, -(TOP.y + beyond.y) / 4.0),
            Vec2::new(beyond.x, (beyond.y - TOP.y) / 2.0),
        ),
        ("Table edge, left", Vec2::new(-(TOP.x + beyond.x) / 4.0, 0.0), Vec2::new((beyond.x - TOP.x) / 2.0, TOP.y)),
        ("Table edge, right", Vec2::new((TOP.x + beyond.x) / 4.0, 0.0), Vec2::new((beyond.x - TOP.x) / 2.0, TOP.y)),
    ] {
        commands.spawn(plank(name, theme::TABLE_EDGE, size, at, 0.0));
    }
    for index in 0..9 {
        let y = -330.0 + 82.0 * index as f32;
        commands.spawn(plank("Plank seam", theme::FELT, Vec2::new(TOP.x, 2.0), Vec2::new(0.0, y), 0.2));
    }
}

pub(super) fn plugin(app: &mut App) {
    // The table top is the colour the frame is cleared to, not a sprite over the whole
    // screen: with software rendering each full-screen sprite costs a good part of a frame.
    app.insert_resource(ClearColor(theme::TABLE_WOOD));
    for screen in [Screen::Title, Screen::Setup, Screen::Results, Screen::Table] {
        app.add_systems(OnEnter(screen), move |mut commands: Commands| spawn_wood(&mut commands, screen));
    }
}
