//! The two faces, compiled into the binary from `assets/fonts/`: Roboto Slab (Apache-2.0),
//! the slab serif every word is read in, on the table's sprites and in the egui menus; and
//! Rye (SIL Open Font Licence 1.1), the Western display face of titles, headings and the
//! big moments. Rye has no Greek: where it lacks a glyph, egui falls back to the slab.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, egui};

const SLAB_BOLD: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Bold.otf");
const SLAB_REGULAR: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Regular.otf");
const RYE: &[u8] = include_bytes!("../../assets/fonts/Rye_400Regular.ttf");

/// The display face for the table's sprites ([`crate::app::draw::display_text`]).
pub const DISPLAY_FONT: Handle<Font> = uuid_handle!("5a1c0e3d-7f2b-4c1a-9e6d-2b8f4a0c7e19");

/// The egui family of titles and headings: Rye, then the bold slab for what Rye lacks.
pub fn display_family() -> egui::FontFamily {
    egui::FontFamily::Name("display".into())
}

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass begins, which is when it takes up new fonts: a screen's first
    // frame may already ask for the display face.
    app.add_systems(Startup, replace_default_font)
        .add_systems(PreUpdate, egui_fonts.after(EguiPreUpdateSet::InitContexts));
}

/// Text that names no font uses the default handle: putting the slab face there dresses
/// every label at once.
fn replace_default_font(mut fonts: ResMut<Assets<Font>>) {
    if let Err(error) = fonts.insert(&Handle::<Font>::default(), Font::from_bytes(SLAB_BOLD.to_vec())) {
        warn!("keeping the built-in font: {error}");
    }
    if let Err(error) = fonts.insert(&DISPLAY_FONT, Font::from_bytes(RYE.to_vec())) {
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
    for (name, bytes) in [("slab", SLAB_REGULAR), ("slab-bold", SLAB_BOLD), ("rye", RYE)] {
        definitions.font_data.insert(name.to_owned(), egui::FontData::from_static(bytes).into());
    }
    definitions.families.entry(egui::FontFamily::Proportional).or_default().insert(0, "slab".to_owned());
    definitions.families.insert(egui::FontFamily::Name("bold".into()), vec!["slab-bold".to_owned(), "slab".to_owned()]);
    definitions.families.insert(display_family(), vec!["rye".to_owned(), "slab-bold".to_owned()]);
    ctx.set_fonts(definitions);
}
