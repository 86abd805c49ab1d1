//! The faces, compiled into the binary from `assets/fonts/`: Roboto Slab (Apache-2.0),
//! the slab serif every word is read in, on the table's sprites and in the egui menus;
//! Rye (SIL Open Font Licence 1.1), the Western display face of titles, headings and the
//! big moments; and Saloon Hangul, the glyphs of Nanum Gothic (SIL OFL 1.1) the Korean
//! messages use (`.ci/subset-korean-font`). Where a face lacks a glyph, egui falls back to
//! the next: Rye to the slab for Greek, both to Hangul. The sprites' labels take one face
//! each, so on a Korean screen they are set in Hangul, which also holds the Latin letters.

use super::language::Spoken;
use crate::text::Language;
use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::text::FontSource;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, egui};

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

/// The Hangul faces for the sprites: in place of the slab and of the display face.
const HANGUL_FONT: Handle<Font> = uuid_handle!("8d2e4f61-3b7a-4c5e-a1d9-6f0b2c8e4a17");
const HANGUL_DISPLAY_FONT: Handle<Font> = uuid_handle!("c41f7a90-5e2d-4b8c-9a36-1d7e0f5b2c84");

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass begins, which is when it takes up new fonts: a screen's first
    // frame may already ask for the display face.
    app.add_systems(Startup, load_faces)
        .add_systems(PostUpdate, dress_labels)
        .add_systems(PreUpdate, egui_fonts.after(EguiPreUpdateSet::InitContexts));
}

/// Text that names no font uses the default handle: putting the slab face there dresses
/// every label at once. The Hangul faces wait beside, under handles of their own.
fn load_faces(mut fonts: ResMut<Assets<Font>>) {
    let faces = [
        (Handle::default(), SLAB_BOLD),
        (DISPLAY_FONT, RYE),
        (HANGUL_FONT, HANGUL_BOLD),
        (HANGUL_DISPLAY_FONT, HANGUL_BOLD),
    ];
    for (handle, bytes) in faces {
        if let Err(error) = fonts.insert(&handle, Font::from_bytes(bytes.to_vec())) {
            warn!("a face is missing: {error}");
        }
    }
}

/// On a Korean screen every label is set in Hangul (which holds the Latin letters too),
/// elsewhere in the slab or the display face: each label new or old, at once.
fn dress_labels(spoken: Option<Res<Spoken>>, mut labels: Query<&mut TextFont>) {
    let korean = spoken.as_ref().is_some_and(|spoken| spoken.0 == Language::Korean);
    let all = spoken.as_ref().is_some_and(|spoken| spoken.is_changed());
    let swaps = match korean {
        true => [(Handle::default(), HANGUL_FONT), (DISPLAY_FONT, HANGUL_DISPLAY_FONT)],
        false => [(HANGUL_FONT, Handle::default()), (HANGUL_DISPLAY_FONT, DISPLAY_FONT)],
    };
    for mut font in &mut labels {
        if !all && !font.is_added() {
            continue;
        }
        let FontSource::Handle(handle) = &font.font else { continue };
        if let Some((_, to)) = swaps.iter().find(|(from, _)| handle.id() == from.id()) {
            font.font = FontSource::Handle(to.clone());
        }
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
