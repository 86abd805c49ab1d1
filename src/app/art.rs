//! The art: SVG drawn in `assets/art/` (see `docs/art.md`), embedded at build time and
//! rasterized with resvg into a texture at the size a piece is drawn at on screen. A
//! sprite asks for a piece with a [`Picture`]; each piece at each size is rasterized once
//! and its texture shared by every sprite that shows it, and all of them are drawn again
//! when the window's size or scale factor changes how many pixels a world unit covers.
//! Each is one textured quad, what a software renderer draws cheaply.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;
use resvg::{tiny_skia, usvg};

use super::held::LettingGo;
use super::window_scale::{Margins, RoomBeside};
use super::{BandBelowTable, Screen};

pub use crate::artwork::{named, names, source};
use crate::artwork::over;

/// A sprite showing a piece of the art, named by its path under `assets/art/` without the
/// extension (`cards/back`), at the sprite's `custom_size` in world units, in its own inks
/// or some of them changed.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[require(Sprite)]
pub struct Picture {
    pub name: &'static str,
    pub inks: Inks,
}

impl Picture {
    pub fn new(name: &'static str) -> Self {
        Picture { name, inks: Inks::AS_DRAWN }
    }
}

/// Inks a piece is printed in instead of its own: each pair's first colour, written in the
/// file as it is here (`#a3332a`), is printed in the second. Loo's four-colour deck is
/// its cards with two suits' inks changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Inks(pub &'static [(&'static str, &'static str)]);

impl Inks {
    pub const AS_DRAWN: Inks = Inks(&[]);

    fn apply<'a>(self, text: &'a str) -> std::borrow::Cow<'a, str> {
        self.0.iter().fold(std::borrow::Cow::Borrowed(text), |text, (from, to)| match text.contains(from) {
            true => std::borrow::Cow::Owned(text.replace(from, to)),
            false => text,
        })
    }
}

/// A sprite of `name` at `size` world units.
pub fn picture(name: &'static str, size: Vec2) -> (Picture, Sprite) {
    (Picture::new(name), Sprite { custom_size: Some(size), ..default() })
}

/// A sprite of `name` at `size` world units, printed in `inks`.
pub fn inked_picture(name: &'static str, inks: Inks, size: Vec2) -> (Picture, Sprite) {
    (Picture { name, inks }, Sprite { custom_size: Some(size), ..default() })
}

/// The table's characters, one a seat in the order the seats are named (`duel/gunslinger_1`
/// is seat 0's): the same face sits in the same seat at every game; a table of more seats
/// goes round them again.
const SEAT_PORTRAITS: [&str; 6] = [
    "duel/gunslinger_1",
    "duel/gunslinger_2",
    "duel/gunslinger_3",
    "duel/gunslinger_4",
    "duel/gunslinger_5",
    "duel/gunslinger_6",
];

/// The portrait of whoever sits in `seat`.
pub fn seat_portrait(seat: usize) -> &'static str {
    SEAT_PORTRAITS[seat % SEAT_PORTRAITS.len()]
}

/// The width of a card as the art draws it (`cards/face`), in its own units.
const CARD_WIDTH: f32 = 104.0;

/// Where a line of a card's art lies on a card of `size`, from the card's centre: its word
/// band's middle ([`CARD_BAND`]) or its foot's ([`CARD_FOOT`]), given in the art's units
/// below the top of a card 104 wide.
pub fn card_line(size: Vec2, from_top: f32) -> f32 {
    size.y / 2.0 - from_top * size.x / CARD_WIDTH
}

/// The middle of the word band at the top of a card's picture, and of the strip at its foot.
pub const CARD_BAND: f32 = 16.25;
pub const CARD_FOOT: f32 = 129.0;

/// The width a word may take in a card's band, inside its rules, on a card of `size`.
pub fn band_width(size: Vec2) -> f32 {
    const BAND_WIDTH: f32 = 87.0;
    BAND_WIDTH * size.x / CARD_WIDTH
}

/// The printed card every face is drawn on, its picture over it.
pub fn card_face(parent: &mut ChildSpawnerCommands, picture_name: &'static str, size: Vec2) {
    parent.spawn((picture("cards/face", size), Transform::from_xyz(0.0, 0.0, -0.1)));
    parent.spawn((picture(picture_name, size), Transform::default()));
}

/// The textures drawn and still shown, by piece and size, and the scale they were drawn
/// at. A texture stays while its screen lasts; when the screen changes, those no picture
/// shows any more are let go ([`let_go_of_the_unshown`]).
#[derive(Resource, Default)]
pub struct Gallery {
    textures: HashMap<(Picture, UVec2), Handle<Image>>,
    /// Screen pixels a world unit covers now.
    pixels_per_unit: f32,
}

impl Gallery {
    /// How many textures it holds.
    pub fn len(&self) -> usize {
        self.textures.len()
    }

    pub fn is_empty(&self) -> bool {
        self.textures.is_empty()
    }

    /// The textures it holds.
    pub fn images(&self) -> impl Iterator<Item = AssetId<Image>> + '_ {
        self.textures.values().map(Handle::id)
    }
}

/// A size in world units as a key: to a tenth of a unit.
fn size_key(size: Vec2) -> UVec2 {
    (size * 10.0).round().as_uvec2()
}

/// The art's systems: pictures drawn as they appear and as the scale changes, and let go
/// as the screen changes.
pub fn plugin(app: &mut App) {
    app.init_resource::<Gallery>().add_systems(
        PostUpdate,
        (let_go_of_the_unshown.run_if(state_changed::<Screen>).in_set(LettingGo), follow_the_scale, paint_pictures)
            .chain(),
    );
}

/// A screen left takes its textures with it: each one no picture on screen shows now (the
/// old screen's sprites are gone, the new one's about to be painted) is dropped, and with
/// its last handle gone Bevy frees the image and its texture in the renderer. egui forgets
/// the ones it was lent (the title's and the teach's pictures).
fn let_go_of_the_unshown(
    pictures: Query<(&Picture, &Sprite)>,
    mut gallery: ResMut<Gallery>,
    mut lent: Option<ResMut<bevy_egui::EguiUserTextures>>,
) {
    let shown: HashSet<(Picture, UVec2)> = pictures
        .iter()
        .filter_map(|(&picture, sprite)| sprite.custom_size.map(|size| (picture, size_key(size))))
        .collect();
    gallery.textures.retain(|key, handle| {
        let keep = shown.contains(key);
        if !keep && let Some(lent) = lent.as_deref_mut() {
            lent.remove_image(handle.id());
        }
        keep
    });
}

/// Screen pixels a world unit covers: the table area and its margins, fitted whole into
/// the window as the camera fits them.
fn pixels_per_unit(window: &Window, margins: Margins) -> f32 {
    let area = margins.area();
    (window.physical_width() as f32 / area.x).min(window.physical_height() as f32 / area.y).max(0.1)
}

/// When a world unit covers other pixels than the textures were drawn for, draws them
/// all again at the new size, in place: every sprite keeps its texture.
fn follow_the_scale(
    windows: Query<&Window, With<PrimaryWindow>>,
    (band, beside): (Res<BandBelowTable>, Res<RoomBeside>),
    mut gallery: ResMut<Gallery>,
    images: Option<ResMut<Assets<Image>>>,
) {
    let margins = Margins::of(&band, &beside);
    let scale = windows.single().map_or(1.0, |window| pixels_per_unit(window, margins));
    if (scale - gallery.pixels_per_unit).abs() < 0.01 {
        return;
    }
    gallery.pixels_per_unit = scale;
    let Some(mut images) = images else { return };
    for (&(picture, size), handle) in &gallery.textures {
        if let Some(mut image) = images.get_mut(handle) {
            *image = texture(picture, size.as_vec2() / 10.0 * scale);
        }
    }
}

fn paint_pictures(
    mut pictures: Query<(&Picture, &mut Sprite), Changed<Picture>>,
    mut gallery: ResMut<Gallery>,
    images: Option<ResMut<Assets<Image>>>,
) {
    // Without a renderer (the headless tests) nothing is drawn.
    let Some(mut images) = images else { return };
    let scale = gallery.pixels_per_unit.max(0.1);
    for (&picture, mut sprite) in &mut pictures {
        let Some(size) = sprite.custom_size else { continue };
        let handle = gallery
            .textures
            .entry((picture, size_key(size)))
            .or_insert_with(|| images.add(texture(picture, size * scale)))
            .clone();
        sprite.image = handle;
    }
}

/// `picture` drawn to a texture of `pixels`, transparent where the art is; an unknown or
/// broken piece is drawn as nothing (the art test holds every piece to drawing).
fn texture(picture: Picture, pixels: Vec2) -> Image {
    let pixels = pixels.round().max(Vec2::ONE).as_uvec2();
    let rgba = rasterize_inked(picture.name, picture.inks, pixels).unwrap_or_else(|problem| {
        warn!("{problem}");
        vec![0; (pixels.x * pixels.y * 4) as usize]
    });
    Image::new(
        Extent3d { width: pixels.x, height: pixels.y, depth_or_array_layers: 1 },
        TextureDimension::D2,
        rgba,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// The size a piece is drawn at in its file, in world units.
fn drawn_size(name: &str) -> Result<Vec2, String> {
    let text = source(name).ok_or_else(|| format!("no art named {name} in assets/art"))?;
    let tree = usvg::Tree::from_str(text, &usvg::Options::default())
        .map_err(|error| format!("assets/art/{name}.svg: {error}"))?;
    Ok(Vec2::new(tree.size().width(), tree.size().height()))
}

/// Every piece on one sheet, in name order, each at its own size times `scale`, in rows
/// over the table's wood, written to `path` as PNG: the art sheet of `docs/art.md`.
pub fn write_sheet(path: &Path, scale: f32) -> Result<(), String> {
    const WIDTH: u32 = 1600;
    const GAP: u32 = 16;
    let mut placed = Vec::new();
    let (mut x, mut y, mut row_height) = (GAP, GAP, 0);
    for name in names() {
        let pixels = (drawn_size(name)? * scale).round().as_uvec2();
        if x + pixels.x + GAP > WIDTH {
            (x, y, row_height) = (GAP, y + row_height + GAP, 0);
        }
        placed.push((name, pixels, UVec2::new(x, y)));
        x += pixels.x + GAP;
        row_height = row_height.max(pixels.y);
    }
    let mut sheet = tiny_skia::Pixmap::new(WIDTH, y + row_height + GAP).ok_or("an empty sheet")?;
    sheet.fill(tiny_skia::Color::from_rgba8(84, 48, 26, 255));
    for (name, pixels, at) in placed {
        // A layer drawn over another piece (a card's picture over the printed card) is
        // shown over it, as the table shows it.
        for layer in over(name).into_iter().chain([name]) {
            let piece = drawn(layer, Inks::AS_DRAWN, pixels)?;
            let (paint, place) = (tiny_skia::PixmapPaint::default(), tiny_skia::Transform::identity());
            sheet.draw_pixmap(at.x as i32, at.y as i32, piece.as_ref(), &paint, place, None);
        }
    }
    sheet.save_png(path).map_err(|error| format!("{}: {error}", path.display()))
}

/// The piece `name` drawn to fill `pixels` (stretched to its shape), as straight-alpha
/// RGBA rows from the top, what a sprite's texture holds.
pub fn rasterize(name: &str, pixels: UVec2) -> Result<Vec<u8>, String> {
    rasterize_inked(name, Inks::AS_DRAWN, pixels)
}

/// As [`rasterize`], printed in `inks`.
pub fn rasterize_inked(name: &str, inks: Inks, pixels: UVec2) -> Result<Vec<u8>, String> {
    Ok(drawn(name, inks, pixels)?
        .pixels()
        .iter()
        .flat_map(|pixel| {
            let straight = pixel.demultiply();
            [straight.red(), straight.green(), straight.blue(), straight.alpha()]
        })
        .collect())
}

/// The piece `name` drawn to fill `pixels`, written to `path` as PNG (the launcher's icons
/// are the mark drawn at each size a desktop asks for).
pub fn write_png(name: &str, pixels: UVec2, path: &Path) -> Result<(), String> {
    drawn(name, Inks::AS_DRAWN, pixels)?.save_png(path).map_err(|error| format!("{}: {error}", path.display()))
}

/// The piece `name` printed in `inks`, drawn to fill `pixels` (stretched to its shape).
fn drawn(name: &str, inks: Inks, pixels: UVec2) -> Result<tiny_skia::Pixmap, String> {
    let text = source(name).ok_or_else(|| format!("no art named {name} in assets/art"))?;
    let tree = usvg::Tree::from_str(&inks.apply(text), &usvg::Options::default())
        .map_err(|error| format!("assets/art/{name}.svg: {error}"))?;
    let mut canvas = tiny_skia::Pixmap::new(pixels.x, pixels.y).ok_or_else(|| format!("{name}: {pixels} pixels"))?;
    let size = tree.size();
    let fit = tiny_skia::Transform::from_scale(pixels.x as f32 / size.width(), pixels.y as f32 / size.height());
    resvg::render(&tree, fit, &mut canvas.as_mut());
    Ok(canvas)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every piece parses, and draws something: some pixels covered, not one flat colour.
    #[test]
    fn every_piece_of_art_draws_something() {
        let mut pieces = 0;
        for name in names() {
            let rgba = rasterize(name, UVec2::new(96, 128)).unwrap_or_else(|problem| panic!("{problem}"));
            let covered = rgba.chunks(4).filter(|pixel| pixel[3] > 0).count();
            assert!(covered > 96 * 128 / 20, "{name} covers only {covered} pixels");
            let colours: std::collections::HashSet<&[u8]> = rgba.chunks(4).filter(|pixel| pixel[3] > 0).collect();
            assert!(colours.len() > 8, "{name} is one flat colour");
            pieces += 1;
        }
        assert!(pieces >= 10, "only {pieces} pieces of art");
    }

    #[test]
    fn a_piece_printed_in_other_inks_changes_only_those_inks() {
        let red = [0xa3, 0x33, 0x2a];
        let blue = [0x21, 0x57, 0xb8];
        let has = |rgba: &[u8], colour: [u8; 3]| rgba.chunks(4).any(|pixel| pixel[3] == 255 && pixel[..3] == colour);
        let drawn = rasterize("duel/pistol", UVec2::new(104, 146)).unwrap();
        let inked = rasterize_inked("duel/pistol", Inks(&[("#a3332a", "#2157b8")]), UVec2::new(104, 146)).unwrap();
        assert!(has(&drawn, red) && !has(&drawn, blue));
        assert!(has(&inked, blue) && !has(&inked, red));
        let unchanged = |rgba: &[u8]| rgba.chunks(4).filter(|pixel| pixel[..3] != red && pixel[..3] != blue).count();
        assert_eq!(unchanged(&drawn), unchanged(&inked), "the other inks are as drawn");
    }

    #[test]
    fn a_piece_not_drawn_is_told_by_name() {
        assert!(rasterize("cards/nowhere", UVec2::splat(8)).unwrap_err().contains("cards/nowhere"));
    }

    #[test]
    fn art_is_drawn_at_one_pixel_a_unit_in_the_opening_window_and_at_the_window_s_pixels_when_larger() {
        let window = Window { resolution: bevy::window::WindowResolution::new(1280, 720), ..default() };
        assert_eq!(pixels_per_unit(&window, Margins::default()), 1.0);
        let big = Window { resolution: bevy::window::WindowResolution::new(1920, 1080), ..default() };
        assert_eq!(pixels_per_unit(&big, Margins::default()), 1.5, "its pixels, whatever the UI scale");
        let tall = Window { resolution: bevy::window::WindowResolution::new(1280, 1440), ..default() };
        let tall_margins = Margins { below: 100.0, beside: 0.0 };
        assert_eq!(pixels_per_unit(&tall, tall_margins), 1.0, "the narrower side fits the table");
        let roomy = Margins { below: 0.0, beside: 320.0 };
        assert_eq!(pixels_per_unit(&window, roomy), 0.8, "room beside the table takes from its width");
    }
}
