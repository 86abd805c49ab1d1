//! The faces, compiled into the binary from `assets/fonts/`: Roboto Slab (Apache-2.0),
//! the slab serif every word is read in, on the table's sprites and in the egui menus;
//! Rye (SIL Open Font Licence 1.1), the Western display face of titles, headings and the
//! big moments; and Saloon Hangul, the glyphs of Nanum Gothic (SIL OFL 1.1) the Korean
//! messages use (`.ci/subset-korean-font`). Where a face lacks a glyph, egui falls back to
//! the next: Rye to the slab for Greek, both to Hangul. The sprites' labels take one face
//! each, so on a Korean screen they are set in Hangul, which also holds the Latin letters.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, egui};
use super::language::Spoken;
use crate::text::Language;

const SLAB_BOLD: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Bold.otf");
const SLAB_REGULAR: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Regular.otf");
const RYE: &[u8] = include_bytes!("../../assets/fonts/Rye_400Regular.ttf");
const HANGUL_REGULAR: &[u8] = include_bytes!("../../assets/fonts/SaloonHangul-Regular.ttf");
const HANGUL_BOLD: &[u8] = include_bytes!("../../assets/fonts/SaloonHangul-Bold.ttf");

/// The display face for the table's sprites ([`crate::app::draw::display_text`]).
pub const DISPLAY_FONT: Handle<Font> = uuid_handle!("5a1c0e3d-7f2b-4c1a-9e6d-2b8f4a0c7e19");

/// The egui family of titles and headings: Rye, then the bold slab for what Rye lacks.
pub fn display_family() -> egui::FontFamily {
    egui::FontFamily::Name("display".into())
}

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass begins, which is when it takes up new fonts: a screen's first
    // frame may already ask for the display face.
    app.init_resource::<DressedFor>()
        .add_systems(Startup, replace_default_font)
        .add_systems(PostUpdate, replace_default_font.run_if(resource_exists_and_changed::<Spoken>))
        .add_systems(PreUpdate, egui_fonts.after(EguiPreUpdateSet::InitContexts));
}

/// Whether the faces in the font handles now are the Korean screen's; `None` before the
/// first are put there.
#[derive(Resource, Default)]
struct DressedFor(Option<bool>);

/// Text that names no font uses the default handle: putting the slab face there dresses
/// every label at once, and the Hangul face on a Korean screen.
fn replace_default_font(
    mut fonts: ResMut<Assets<Font>>,
    spoken: Option<Res<Spoken>>,
    mut dressed: ResMut<DressedFor>,
    mut labels: Query<&mut Text2d>,
) {
    let korean = spoken.is_some_and(|spoken| spoken.0 == Language::Korean);
    if dressed.0 == Some(korean) {
        return;
    }
    dressed.0 = Some(korean);
    // A label laid out in the face replaced is laid out again in the new one.
    for mut label in &mut labels {
        label.set_changed();
    }
    let (reading, display) = if korean { (HANGUL_BOLD, HANGUL_BOLD) } else { (SLAB_BOLD, RYE) };
    if let Err(error) = fonts.insert(&Handle::<Font>::default(), Font::from_bytes(reading.to_vec())) {
        warn!("keeping the built-in font: {error}");
    }
    if let Err(error) = fonts.insert(&DISPLAY_FONT, Font::from_bytes(display.to_vec())) {
        warn!("the display face is missing: {error}");
    }
}

fn egui_fonts(mut contexts: EguiContexts, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    *done = true;
    let mut definitions = egui::FontDefinitions::default();
    let faces = [
        ("slab", SLAB_REGULAR),
        ("slab-bold", SLAB_BOLD),
        ("rye", RYE),
        ("hangul", HANGUL_REGULAR),
        ("hangul-bold", HANGUL_BOLD),
    ];
    for (name, bytes) in faces {
        definitions.font_data.insert(name.to_owned(), egui::FontData::from_static(bytes).into());
    }
    let family = |names: &[&str]| names.iter().map(|name| (*name).to_owned()).collect::<Vec<_>>();
    let proportional = definitions.families.entry(egui::FontFamily::Proportional).or_default();
    proportional.insert(0, "slab".to_owned());
    proportional.push("hangul".to_owned());
    definitions.families.insert(egui::FontFamily::Name("bold".into()), family(&["slab-bold", "slab", "hangul-bold"]));
    definitions.families.insert(display_family(), family(&["rye", "slab-bold", "hangul-bold"]));
    ctx.set_fonts(definitions);
}
