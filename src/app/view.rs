//! The view: every table is laid out in one area of world units, shown whole at any window
//! size, scaled up on a big screen and down in a small window, with more wood round it
//! where the window's shape differs. egui's buttons and menus are zoomed alike, so they
//! keep their place beside the table.

use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The area every table is laid out in, in world units, and the window's opening size.
pub const TABLE_AREA: Vec2 = Vec2::new(1280.0, 720.0);

/// A size that covers the whole view whatever the window's shape: for what must fill the
/// screen, the wood round the table and the cover between two humans' turns.
pub const BEYOND_THE_VIEW: Vec2 = Vec2::new(6000.0, 3000.0);

/// The smallest zoom of the buttons and menus: below it their words grow hard to read.
const LEAST_ZOOM: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, zoom_egui_to_the_window);
}

/// The camera's projection: the whole table area, scaled to fit the window.
fn table_projection() -> OrthographicProjection {
    let fit_the_table = ScalingMode::AutoMin { min_width: TABLE_AREA.x, min_height: TABLE_AREA.y };
    OrthographicProjection { scaling_mode: fit_the_table, ..OrthographicProjection::default_2d() }
}

pub(super) fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d, Projection::Orthographic(table_projection())));
}

/// How much larger than at its opening size a window of `size` (logical pixels) shows the
/// table.
fn table_scale(size: Vec2) -> f32 {
    (size / TABLE_AREA).min_element()
}

fn zoom_egui_to_the_window(windows: Query<&Window, With<PrimaryWindow>>, mut contexts: EguiContexts) {
    let Ok(window) = windows.single() else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let zoom = table_scale(window.size()).max(LEAST_ZOOM);
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
}

#[cfg(test)]
mod tests {
    use bevy::camera::CameraProjection as _;

    use super::*;

    const WINDOWS: [Vec2; 5] = [
        Vec2::new(1280.0, 720.0),
        Vec2::new(1000.0, 760.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(3440.0, 1440.0),
        Vec2::new(800.0, 1280.0),
    ];

    #[test]
    fn every_window_shows_the_whole_table_and_nothing_beyond_the_cover() {
        let table = Rect::from_center_size(Vec2::ZERO, TABLE_AREA);
        let cover = Rect::from_center_size(Vec2::ZERO, BEYOND_THE_VIEW);
        for window in WINDOWS {
            let mut projection = table_projection();
            projection.update(window.x, window.y);
            let seen = projection.area;
            assert!(seen.contains(table.min) && seen.contains(table.max), "{window} shows {seen:?}");
            assert!(cover.contains(seen.min) && cover.contains(seen.max), "{window} sees past the cover");
        }
    }

    #[test]
    fn the_buttons_scale_as_the_table_does() {
        for window in WINDOWS {
            let mut projection = table_projection();
            projection.update(window.x, window.y);
            // World units per logical pixel is the inverse of the table's scale.
            let pixels_per_unit = window.x / projection.area.width();
            assert!((table_scale(window) - pixels_per_unit).abs() < 1e-4, "{window}");
        }
        assert_eq!(table_scale(TABLE_AREA), 1.0, "at the opening size nothing is zoomed");
    }
}
