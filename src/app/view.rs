//! The view: every table is laid out in one area of world units, shown whole at any window
//! size, scaled up on a big screen and down in a small window, with more wood round it
//! where the window's shape differs. egui's buttons and menus are zoomed alike (times the
//! UI scale setting), so they keep their place beside the table. A band below the table
//! can be kept clear for captions.

use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use wgpu_types::DeviceType;

use super::Settings;

/// The area every table is laid out in, in world units, and the window's opening size.
pub const TABLE_AREA: Vec2 = Vec2::new(1280.0, 720.0);

/// A size that covers the whole view whatever the window's shape: for what must fill the
/// screen, the wood round the table and the cover between two humans' turns.
pub const BEYOND_THE_VIEW: Vec2 = Vec2::new(6000.0, 3000.0);

/// The smallest zoom of the buttons and menus: below it their words grow hard to read.
const LEAST_ZOOM: f32 = 0.6;

/// World units kept clear below the table, for captions; 0 shows the table alone.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BandBelowTable(pub f32);

impl BandBelowTable {
    /// What the view shows: the table and the band below it.
    fn area(self) -> Vec2 {
        TABLE_AREA + Vec2::new(0.0, self.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BandBelowTable>()
        .add_systems(Update, fit_the_band.run_if(resource_changed::<BandBelowTable>))
        .add_systems(EguiPrimaryContextPass, zoom_egui_to_the_window);
}

/// The camera's projection: the whole table area and the band, scaled to fit the window.
fn table_projection(band: BandBelowTable) -> OrthographicProjection {
    let area = band.area();
    let fit_the_table = ScalingMode::AutoMin { min_width: area.x, min_height: area.y };
    OrthographicProjection { scaling_mode: fit_the_table, ..OrthographicProjection::default_2d() }
}

/// Where the camera looks: lower by half the band, so the table keeps the top.
fn camera_place(band: BandBelowTable) -> Transform {
    Transform::from_xyz(0.0, -band.0 / 2.0, 0.0)
}

/// Edge smoothing (MSAA, four samples a pixel) where a graphics card draws, which does it
/// for nearly nothing; none on a software renderer, where it costs about half of every
/// frame (docs/performance.md, "Frame budget"). Turned cards and spinning dice lose their smooth edges
/// there.
fn edge_smoothing(device: Option<DeviceType>) -> Msaa {
    match device {
        Some(DeviceType::Cpu) => Msaa::Off,
        _ => Msaa::Sample4,
    }
}

/// The game's camera, showing the table area, smoothing edges as the adapter allows.
pub fn spawn_camera(mut commands: Commands, adapter: Option<Res<RenderAdapterInfo>>) {
    let band = BandBelowTable::default();
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        edge_smoothing(adapter.map(|adapter| adapter.device_type)),
        Projection::Orthographic(table_projection(band)),
        camera_place(band),
    ));
}

fn fit_the_band(band: Res<BandBelowTable>, mut cameras: Query<(&mut Projection, &mut Transform), With<Camera2d>>) {
    for (mut projection, mut place) in &mut cameras {
        *projection = Projection::Orthographic(table_projection(*band));
        *place = camera_place(*band);
    }
}

/// How much larger than at its opening size a window of `size` (logical pixels) shows the
/// table.
fn table_scale(size: Vec2, band: BandBelowTable) -> f32 {
    (size / band.area()).min_element()
}

fn zoom_egui_to_the_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    band: Res<BandBelowTable>,
    settings: Res<Settings>,
    mut contexts: EguiContexts,
) {
    let Ok(window) = windows.single() else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let zoom = table_scale(window.size(), *band).max(LEAST_ZOOM) * settings.ui_zoom();
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

    const BANDS: [BandBelowTable; 2] = [BandBelowTable(0.0), BandBelowTable(120.0)];

    #[test]
    fn every_window_shows_the_whole_table_the_band_and_nothing_beyond_the_cover() {
        let table = Rect::from_center_size(Vec2::ZERO, TABLE_AREA);
        let cover = Rect::from_center_size(Vec2::ZERO, BEYOND_THE_VIEW);
        for window in WINDOWS {
            for band in BANDS {
                let mut projection = table_projection(band);
                projection.update(window.x, window.y);
                let centre = camera_place(band).translation.truncate();
                let seen = Rect { min: projection.area.min + centre, max: projection.area.max + centre };
                assert!(seen.contains(table.min) && seen.contains(table.max), "{window} shows {seen:?}");
                let band_bottom = Vec2::new(0.0, -TABLE_AREA.y / 2.0 - band.0);
                assert!(seen.min.y <= band_bottom.y + 1e-3, "{window} cuts the band off: {seen:?}");
                assert!(cover.contains(seen.min) && cover.contains(seen.max), "{window} sees past the cover");
            }
        }
    }

    #[test]
    fn only_a_software_renderer_goes_without_edge_smoothing() {
        assert_eq!(edge_smoothing(Some(DeviceType::Cpu)), Msaa::Off);
        for device in [DeviceType::DiscreteGpu, DeviceType::IntegratedGpu, DeviceType::VirtualGpu, DeviceType::Other] {
            assert_eq!(edge_smoothing(Some(device)), Msaa::Sample4, "{device:?}");
        }
        assert_eq!(edge_smoothing(None), Msaa::Sample4, "without a renderer the default stands");
    }

    #[test]
    fn the_buttons_scale_as_the_table_does() {
        for window in WINDOWS {
            for band in BANDS {
                let mut projection = table_projection(band);
                projection.update(window.x, window.y);
                // World units per logical pixel is the inverse of the table's scale.
                let pixels_per_unit = window.x / projection.area.width();
                assert!((table_scale(window, band) - pixels_per_unit).abs() < 1e-4, "{window}");
            }
        }
        assert_eq!(table_scale(TABLE_AREA, BandBelowTable(0.0)), 1.0, "at the opening size nothing is zoomed");
    }
}
