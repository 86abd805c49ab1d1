//! Drawing helpers every table shares: text, plain rectangles, the card back.

use bevy::prelude::*;

use super::theme;

/// A label in the saloon's face.
pub fn text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (Text2d::new(value), TextFont::from_font_size(size), TextColor(color))
}

/// Changes a label only when its words change: writing the same words would still mark
/// it changed and make Bevy lay the text out again every frame.
pub fn set_text(text: &mut Mut<Text2d>, words: &str) {
    if text.0 != words {
        words.clone_into(&mut text.0);
    }
}

/// A flat rectangle centred at `at`, at depth `z`.
pub fn rect(color: Color, size: Vec2, at: Vec2, z: f32) -> impl Bundle {
    (Sprite::from_color(color, size), Transform::from_translation(at.extend(z)))
}

/// A diamond (a square turned a quarter), the saloon's stand-in for round shapes.
pub fn diamond(color: Color, size: f32, at: Vec2, z: f32) -> impl Bundle {
    (
        Sprite::from_color(color, Vec2::splat(size)),
        Transform::from_translation(at.extend(z)).with_rotation(Quat::from_rotation_z(0.785)),
    )
}

/// The back shared by every card.
pub fn card_back(parent: &mut ChildSpawnerCommands, size: Vec2) {
    parent.spawn(rect(theme::CARD_EDGE, size + 6.0, Vec2::ZERO, -0.2));
    parent.spawn(rect(theme::CARD_BACK, size, Vec2::ZERO, -0.1));
    parent.spawn(rect(theme::CARD_BACK_INLAY, size - 18.0, Vec2::ZERO, 0.0));
    parent.spawn(rect(theme::CARD_BACK, size - 30.0, Vec2::ZERO, 0.01));
    parent.spawn((
        Sprite::from_color(theme::BRASS, Vec2::splat(size.x * 0.32)),
        Transform::from_xyz(0.0, 0.0, 0.02).with_rotation(Quat::from_rotation_z(0.785)),
    ));
    parent.spawn((text("S", size.x * 0.26, theme::CARD_BACK), Transform::from_xyz(0.0, 0.0, 0.1)));
}

/// Where the pointer is on the table, in world units; `None` off the window.
pub fn pointer_position(
    window: &Query<&Window, With<bevy::window::PrimaryWindow>>,
    camera: &Query<(&Camera, &GlobalTransform)>,
) -> Option<Vec2> {
    let (Ok(window), Ok((camera, transform))) = (window.single(), camera.single()) else { return None };
    window.cursor_position().and_then(|cursor| camera.viewport_to_world_2d(transform, cursor).ok())
}
