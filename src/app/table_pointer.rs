//! The mouse over the table, in the table's own units: where it points, and what its
//! left button did this frame.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The mouse over the table: where it points and what its left button did this frame.
#[derive(SystemParam)]
pub struct TablePointer<'w, 's> {
    buttons: Option<Res<'w, ButtonInput<MouseButton>>>,
    window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

impl TablePointer<'_, '_> {
    /// Where the pointer is on the table, in world units; `None` off the window.
    pub fn position(&self) -> Option<Vec2> {
        let (Ok(window), Ok((camera, transform))) = (self.window.single(), self.camera.single()) else { return None };
        window.cursor_position().and_then(|cursor| camera.viewport_to_world_2d(transform, cursor).ok())
    }

    /// Whether the left button went down this frame.
    pub fn clicked(&self) -> bool {
        self.buttons.as_ref().is_some_and(|buttons| buttons.just_pressed(MouseButton::Left))
    }

    /// Whether the left button is held down.
    pub fn held(&self) -> bool {
        self.buttons.as_ref().is_some_and(|buttons| buttons.pressed(MouseButton::Left))
    }

    /// Where on the table the left button went down this frame.
    pub fn clicked_at(&self) -> Option<Vec2> {
        self.position().filter(|_| self.clicked())
    }
}
