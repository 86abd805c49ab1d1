//! The window's scaling: every table is laid out in one area of world units, shown whole
//! at any window size, scaled up on a big screen and down in a small window, with more
//! wood round it where the window's shape differs. egui's buttons and menus are zoomed
//! alike (times the UI scale setting), so they keep their place beside the table. A band
//! below the table can be kept clear for captions, and at a UI scale over 100 % the
//! camera takes in more wood on the right, where the wider buttons go.

use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use wgpu_types::DeviceType;

use super::{Screen, Settings};

/// The area every table is laid out in, in world units, and the window's opening size.
pub const TABLE_AREA: Vec2 = Vec2::new(1280.0, 720.0);

/// A size that covers the whole window whatever its shape: for what must fill the
/// screen, the wood round the table and the cover between two humans' turns.
pub const BEYOND_THE_WINDOW: Vec2 = Vec2::new(6000.0, 3000.0);

/// The smallest zoom of the buttons and menus: below it their words grow hard to read.
const LEAST_ZOOM: f32 = 0.6;

/// World units kept clear below the table, for captions; 0 shows the table alone.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct BandBelowTable(pub f32);

/// World units the view takes in right of the table at a table: every table leaves its
/// button column room at 100 %, and a larger UI scale widens the column past it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct RoomBeside(pub f32);

/// World units at the normal UI scale that a table's mode keeps right of the table for
/// panels of its own (the column the room reads at a showcase); 0 for none.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct PanelsBeside(pub f32);

/// The widest button column a table leaves room for, in world units at 100 %.
const COLUMN_WIDTH: f32 = 200.0;

impl RoomBeside {
    /// The room the buttons need at a UI zoom of `ui_zoom`, beyond what the table leaves,
    /// or the panels' room, which grows with the UI scale too, where it is wider.
    pub fn for_zoom(ui_zoom: f32, panels: PanelsBeside) -> Self {
        RoomBeside((COLUMN_WIDTH * (ui_zoom - 1.0)).max(0.0).max(panels.0 * ui_zoom))
    }
}

/// What the view takes in round the table: the band below it and the room beside it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Margins {
    pub below: f32,
    pub beside: f32,
}

impl Margins {
    pub fn of(band: &BandBelowTable, beside: &RoomBeside) -> Self {
        Margins { below: band.0, beside: beside.0 }
    }

    /// What the view shows: the table area, the band below it and the room beside it.
    pub fn area(self) -> Vec2 {
        TABLE_AREA + Vec2::new(self.beside, self.below)
    }

    /// Where the camera looks: the table keeps the top left, the margins go below and right.
    fn centre(self) -> Vec2 {
        Vec2::new(self.beside / 2.0, -self.below / 2.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BandBelowTable>()
        .init_resource::<RoomBeside>()
        .init_resource::<PanelsBeside>()
        .add_systems(
            Update,
            (
                keep_room_for_the_buttons,
                fit_the_margins.run_if(resource_changed::<BandBelowTable>.or_else(resource_changed::<RoomBeside>)),
            )
                .chain(),
        )
        .add_systems(EguiPrimaryContextPass, zoom_egui_to_the_window);
}

/// The camera's projection: the whole table area and the margins, scaled to fit the window.
fn table_projection(margins: Margins) -> OrthographicProjection {
    let area = margins.area();
    let fit_the_table = ScalingMode::AutoMin { min_width: area.x, min_height: area.y };
    OrthographicProjection { scaling_mode: fit_the_table, ..OrthographicProjection::default_2d() }
}

fn camera_place(margins: Margins) -> Transform {
    Transform::from_translation(margins.centre().extend(0.0))
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
    let margins = Margins::default();
    commands.spawn((
        Name::new("Camera"),
        Camera2d,
        edge_smoothing(adapter.map(|adapter| adapter.device_type)),
        Projection::Orthographic(table_projection(margins)),
        camera_place(margins),
    ));
}

/// Room for the buttons at a table, as the UI scale asks; none elsewhere, where the
/// screens are laid out round the window's middle.
fn keep_room_for_the_buttons(
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    panels: Res<PanelsBeside>,
    mut room: ResMut<RoomBeside>,
) {
    let wanted = match screen.get() {
        Screen::Table => RoomBeside::for_zoom(settings.ui_zoom(), *panels),
        _ => RoomBeside::default(),
    };
    room.set_if_neq(wanted);
}

fn fit_the_margins(
    band: Res<BandBelowTable>,
    beside: Res<RoomBeside>,
    mut cameras: Query<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let margins = Margins::of(&band, &beside);
    for (mut projection, mut place) in &mut cameras {
        *projection = Projection::Orthographic(table_projection(margins));
        *place = camera_place(margins);
    }
}

/// How much larger than at its opening size a window of `size` (logical pixels) shows the
/// table.
fn table_scale(size: Vec2, margins: Margins) -> f32 {
    (size / margins.area()).min_element()
}

/// The window of `size` logical pixels, and the table area in it, in egui's points, as
/// the table is shown with `margins` at a UI zoom of `ui_zoom`.
pub fn table_in_points(size: Vec2, margins: Margins, ui_zoom: f32) -> (bevy_egui::egui::Rect, bevy_egui::egui::Rect) {
    use bevy_egui::egui;
    let scale = table_scale(size, margins);
    let points_per_pixel = 1.0 / (scale.max(LEAST_ZOOM) * ui_zoom);
    let centre = margins.centre();
    // World units, y up from the camera's centre, to pixels from the window's top left.
    let left = size.x / 2.0 + (-TABLE_AREA.x / 2.0 - centre.x) * scale;
    let top = size.y / 2.0 - (TABLE_AREA.y / 2.0 - centre.y) * scale;
    let table = egui::Rect::from_min_size(egui::pos2(left, top), egui::vec2(TABLE_AREA.x, TABLE_AREA.y) * scale);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size.x, size.y));
    let in_points =
        |rect: egui::Rect| egui::Rect::from_min_max(rect.min * points_per_pixel, rect.max * points_per_pixel);
    (in_points(window), in_points(table))
}

fn zoom_egui_to_the_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    band: Res<BandBelowTable>,
    beside: Res<RoomBeside>,
    settings: Res<Settings>,
    mut contexts: EguiContexts,
) {
    let Ok(window) = windows.single() else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let zoom = table_scale(window.size(), Margins::of(&band, &beside)).max(LEAST_ZOOM) * settings.ui_zoom();
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

    const MARGINS: [Margins; 4] = [
        Margins { below: 0.0, beside: 0.0 },
        Margins { below: 120.0, beside: 0.0 },
        Margins { below: 0.0, beside: 100.0 },
        Margins { below: 120.0, beside: 200.0 },
    ];

    #[test]
    fn every_window_shows_the_whole_table_the_band_and_nothing_beyond_the_cover() {
        let table = Rect::from_center_size(Vec2::ZERO, TABLE_AREA);
        let cover = Rect::from_center_size(Vec2::ZERO, BEYOND_THE_WINDOW);
        for window in WINDOWS {
            for margins in MARGINS {
                let mut projection = table_projection(margins);
                projection.update(window.x, window.y);
                let centre = camera_place(margins).translation.truncate();
                let seen = Rect { min: projection.area.min + centre, max: projection.area.max + centre };
                assert!(seen.contains(table.min) && seen.contains(table.max), "{window} shows {seen:?}");
                let band_bottom = Vec2::new(0.0, -TABLE_AREA.y / 2.0 - margins.below);
                assert!(seen.min.y <= band_bottom.y + 1e-3, "{window} cuts the band off: {seen:?}");
                let room_right = Vec2::new(TABLE_AREA.x / 2.0 + margins.beside, 0.0);
                assert!(seen.max.x >= room_right.x - 1e-3, "{window} cuts the room beside off: {seen:?}");
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
            for margins in MARGINS {
                let mut projection = table_projection(margins);
                projection.update(window.x, window.y);
                // World units per logical pixel is the inverse of the table's scale.
                let pixels_per_unit = window.x / projection.area.width();
                assert!((table_scale(window, margins) - pixels_per_unit).abs() < 1e-4, "{window}");
            }
        }
        assert_eq!(table_scale(TABLE_AREA, Margins::default()), 1.0, "at the opening size nothing is zoomed");
    }

    #[test]
    fn a_larger_ui_scale_keeps_the_wider_buttons_as_clear_of_the_table_as_at_100_percent() {
        for ui_zoom in [1.0, 1.25, 1.5, 2.0] {
            // A column of the widest width, in world units, zoomed with the UI.
            let column = COLUMN_WIDTH * ui_zoom;
            let left_edge = TABLE_AREA.x + RoomBeside::for_zoom(ui_zoom, PanelsBeside::default()).0 - column;
            assert!((left_edge - (TABLE_AREA.x - COLUMN_WIDTH)).abs() < 1e-3, "at {ui_zoom}: {left_edge}");
        }
        assert_eq!(
            RoomBeside::for_zoom(0.8, PanelsBeside::default()),
            RoomBeside(0.0),
            "a smaller UI needs no more room"
        );
    }

    #[test]
    fn panels_beside_the_table_keep_their_room_in_egui_s_points_at_every_ui_scale() {
        let panels = PanelsBeside(300.0);
        for ui_zoom in [0.75, 1.0, 1.25, 1.5, 2.0] {
            let room = RoomBeside::for_zoom(ui_zoom, panels).0;
            assert!(room >= panels.0 * ui_zoom - 1e-3, "at {ui_zoom}: {room}");
            assert!(room >= RoomBeside::for_zoom(ui_zoom, PanelsBeside::default()).0, "the buttons keep theirs");
        }
    }
}
