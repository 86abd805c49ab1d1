//! The faces, compiled into the binary from `assets/fonts/`: Roboto Slab (Apache-2.0),
//! the slab serif every word is read in, on the table's sprites and in the egui menus;
//! Rye (SIL Open Font Licence 1.1), the Western display face of titles, headings and the
//! big moments; and Saloon Hangul, the glyphs of Nanum Gothic (SIL OFL 1.1) the Korean
//! messages use (`.ci/subset-korean-font`), or on a screen in another language only the
//! letters of Korean's own name. Where a face lacks a glyph, egui falls back to the next:
//! Rye to the slab for Greek, both to Hangul. The sprites' labels take one face
//! each, so on a Korean screen they are set in Hangul, which also holds the Latin letters,
//! and on a Greek one the display face's words are set in the bold slab.

use super::Screen;
use super::held::LettingGo;
use super::language::Spoken;
use crate::text::Language;
use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::text::{FontAtlasSet, FontSource, load_font_assets_into_font_collection};
use bevy_egui::{EguiContexts, EguiPreUpdateSet, egui};

const SLAB_BOLD: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Bold.otf");
const SLAB_REGULAR: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Regular.otf");
const RYE: &[u8] = include_bytes!("../../assets/fonts/Rye_400Regular.ttf");
const HANGUL_REGULAR: &[u8] = include_bytes!("../../assets/fonts/SaloonHangul-Regular.ttf");
const HANGUL_BOLD: &[u8] = include_bytes!("../../assets/fonts/SaloonHangul-Bold.ttf");
/// The letters of Korean's own name alone, a few kilobytes every screen holds.
const HANGUL_NAMES: &[u8] = include_bytes!("../../assets/fonts/SaloonHangul-Names.ttf");

/// The display face for the table's sprites ([`crate::app::draw::display_text`]).
pub const DISPLAY_FONT: Handle<Font> = uuid_handle!("5a1c0e3d-7f2b-4c1a-9e6d-2b8f4a0c7e19");

/// The egui family of titles and headings: Rye, then the bold slab for what Rye lacks.
pub fn display_family() -> egui::FontFamily {
    egui::FontFamily::Name("display".into())
}

/// The faces a sprite's label may be set in, under handles of their own: Hangul in place of
/// the slab and of the display face, and the bold slab in place of the display face where
/// Rye lacks the script (Greek).
const HANGUL_FONT: Handle<Font> = uuid_handle!("8d2e4f61-3b7a-4c5e-a1d9-6f0b2c8e4a17");
const HANGUL_DISPLAY_FONT: Handle<Font> = uuid_handle!("c41f7a90-5e2d-4b8c-9a36-1d7e0f5b2c84");
const SLAB_DISPLAY_FONT: Handle<Font> = uuid_handle!("2f9b6d13-84ac-4e07-b5d2-7a1c3e9f0b46");

/// What a label's face is for: reading, or the big moments.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Reading,
    Display,
}

impl Role {
    fn of(handle: &Handle<Font>) -> Option<Role> {
        let id = handle.id();
        if id == Handle::<Font>::default().id() || id == HANGUL_FONT.id() {
            Some(Role::Reading)
        } else if [DISPLAY_FONT.id(), HANGUL_DISPLAY_FONT.id(), SLAB_DISPLAY_FONT.id()].contains(&id) {
            Some(Role::Display)
        } else {
            None
        }
    }

    /// The face, and its handle, this role is set in on a screen speaking `language`.
    fn face(self, language: Language) -> (Handle<Font>, &'static [u8]) {
        match (language, self) {
            (Language::Korean, Role::Reading) => (HANGUL_FONT, HANGUL_BOLD),
            (Language::Korean, Role::Display) => (HANGUL_DISPLAY_FONT, HANGUL_BOLD),
            (Language::Greek, Role::Display) => (SLAB_DISPLAY_FONT, SLAB_BOLD),
            (_, Role::Reading) => (Handle::default(), SLAB_BOLD),
            (_, Role::Display) => (DISPLAY_FONT, RYE),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // Before egui's first pass begins, which is when it takes up new fonts: a screen's first
    // frame may already ask for the display face.
    app.add_plugins(faces_plugin).add_systems(PreUpdate, egui_fonts.after(EguiPreUpdateSet::InitContexts));
}

/// The faces of the sprites' labels, in Bevy's font store: loaded for the language spoken,
/// and the glyph atlases let go as the screen or the language changes.
pub fn faces_plugin(app: &mut App) {
    // Before Bevy takes up the faces added and removed, and lays out the labels changed.
    app.add_systems(Startup, load_faces).add_systems(
        PostUpdate,
        (
            dress_labels,
            let_go_of_glyph_atlases
                .run_if(state_changed::<Screen>.or_else(resource_changed::<Spoken>))
                .in_set(LettingGo),
        )
            .chain()
            .before(load_font_assets_into_font_collection),
    );
}

/// The faces a language calls for beside the slab and Rye, each held only while a
/// language that sets labels in it is spoken.
const LANGUAGE_FACES: [Handle<Font>; 3] = [HANGUL_FONT, HANGUL_DISPLAY_FONT, SLAB_DISPLAY_FONT];

/// Text that names no font uses the default handle: putting the slab face there dresses
/// every label at once.
fn load_faces(mut fonts: ResMut<Assets<Font>>) {
    insert_faces(&mut fonts, &[(Handle::default(), SLAB_BOLD), (DISPLAY_FONT, RYE)]);
}

fn insert_faces(fonts: &mut Assets<Font>, faces: &[(Handle<Font>, &'static [u8])]) {
    for (handle, bytes) in faces {
        if let Err(error) = fonts.insert(handle, Font::from_bytes(bytes.to_vec())) {
            warn!("a face is missing: {error}");
        }
    }
}

/// Every label is set in the faces of the language spoken: on a Korean screen in Hangul
/// (which holds the Latin letters too), on a Greek one the display face's words in the
/// bold slab, elsewhere in the slab or the display face; each label new or old, at once.
/// A face the slab and Rye do not give is loaded while its language is spoken, and let go
/// when another is, so that the other languages do not carry its glyphs.
fn dress_labels(spoken: Option<Res<Spoken>>, mut fonts: ResMut<Assets<Font>>, mut labels: Query<&mut TextFont>) {
    let Some(spoken) = spoken else { return };
    let language = spoken.0;
    let faces = [Role::Reading, Role::Display].map(|role| role.face(language));
    for (handle, bytes) in &faces {
        if !fonts.contains(handle.id()) {
            insert_faces(&mut fonts, &[(handle.clone(), *bytes)]);
        }
    }
    for unspoken in LANGUAGE_FACES.iter().filter(|face| faces.iter().all(|(spoken, _)| spoken.id() != face.id())) {
        // Bevy takes the faces up again without it, and lays every label out afresh.
        if fonts.contains(unspoken.id()) {
            fonts.remove(unspoken.id());
        }
    }
    let all = spoken.is_changed();
    for mut font in &mut labels {
        if !all && !font.is_added() {
            continue;
        }
        let FontSource::Handle(handle) = &font.font else { continue };
        let Some(role) = Role::of(handle) else { continue };
        let (to, _) = role.face(language);
        if handle.id() != to.id() {
            font.font = FontSource::Handle(to);
        }
    }
}

/// Bevy keeps a glyph atlas for every face and size a label has been set in, for as long as
/// the app runs. When the screen or the language changes they are all let go, and every
/// label still on screen is laid out again, so that only the atlases the new screen sets
/// its words in are held.
fn let_go_of_glyph_atlases(mut atlases: ResMut<FontAtlasSet>, mut labels: Query<&mut TextFont>) {
    if atlases.is_empty() {
        return;
    }
    atlases.clear();
    for mut font in &mut labels {
        font.set_changed();
    }
}

/// The face `font` is drawn in on a screen speaking `language`, as font data.
pub fn face_of(font: &TextFont, language: Language) -> &'static [u8] {
    let role = match &font.font {
        FontSource::Handle(handle) => Role::of(handle).unwrap_or(Role::Reading),
        _ => Role::Reading,
    };
    role.face(language).1
}

/// egui's faces, set again whenever the screen goes into or out of Korean: the Hangul faces
/// are the last fallback of every family while Korean is spoken; otherwise only the few
/// letters of Korean's own name are, for the language list.
/// They are set again as each screen opens too: egui's glyph atlas only grows, doubling
/// for every size and letter any screen has written, and faces set afresh start it empty,
/// to hold only what the new screen writes.
fn egui_fonts(
    mut contexts: EguiContexts,
    spoken: Option<Res<Spoken>>,
    screen: Option<Res<State<Screen>>>,
    mut set_for: Local<Option<bool>>,
) {
    let korean = spoken.as_ref().is_some_and(|spoken| spoken.0 == Language::Korean);
    let new_screen = screen.as_ref().is_some_and(|screen| screen.is_changed());
    if *set_for == Some(korean) && !new_screen {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    *set_for = Some(korean);
    ctx.set_fonts(screen_font_definitions(korean, screen.map(|screen| *screen.get())));
}

/// The faces of `screen`: egui takes faces up only where they differ from those it holds,
/// so each screen's carry its name as a family of its own, which nothing writes in.
fn screen_font_definitions(hangul: bool, screen: Option<Screen>) -> egui::FontDefinitions {
    let mut definitions = font_definitions(hangul);
    if let Some(screen) = screen {
        definitions.families.insert(egui::FontFamily::Name(format!("{screen:?}").into()), Vec::new());
    }
    definitions
}

pub(super) fn font_definitions(hangul: bool) -> egui::FontDefinitions {
    let mut definitions = egui::FontDefinitions::default();
    let mut faces = vec![("slab", SLAB_REGULAR), ("slab-bold", SLAB_BOLD), ("rye", RYE)];
    if hangul {
        faces.extend([("hangul", HANGUL_REGULAR), ("hangul-bold", HANGUL_BOLD)]);
    } else {
        faces.push(("hangul-names", HANGUL_NAMES));
    }
    for (name, bytes) in faces {
        definitions.font_data.insert(name.to_owned(), egui::FontData::from_static(bytes).into());
    }
    let family = |names: &[&str]| {
        let present = names.iter().filter(|name| hangul || !name.starts_with("hangul"));
        present.map(|name| (*name).to_owned()).collect::<Vec<_>>()
    };
    let proportional = definitions.families.entry(egui::FontFamily::Proportional).or_default();
    proportional.insert(0, "slab".to_owned());
    proportional.push(if hangul { "hangul" } else { "hangul-names" }.to_owned());
    definitions.families.insert(egui::FontFamily::Name("bold".into()), family(&["slab-bold", "slab", "hangul-bold"]));
    definitions.families.insert(display_family(), family(&["rye", "slab-bold", "hangul-bold"]));
    definitions
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every size a screen might write its words in, and the letters it writes them with.
    fn write(ctx: &egui::Context, sizes: std::ops::Range<u8>) {
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            for size in sizes.clone() {
                ui.label(
                    egui::RichText::new("The quick brown fox jumps over the lazy dog 0123456789").size(f32::from(size)),
                );
            }
        });
        // No renderer takes up the atlas's changes here.
        output.textures_delta.clear();
    }

    fn atlas_bytes(ctx: &egui::Context) -> usize {
        ctx.tex_manager().read().allocated().map(|(_, meta)| meta.bytes_used()).sum()
    }

    /// Whatever the language spoken, the language list names every language in its own
    /// letters: Korean's own name is whole on a Korean screen and on every other.
    #[test]
    fn every_language_s_own_name_has_its_glyphs_on_every_screen() {
        for korean in [true, false] {
            let ctx = egui::Context::default();
            ctx.set_fonts(font_definitions(korean));
            ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
            for language in Language::PLAYABLE {
                let name = language.native_name();
                let drawn = ctx.fonts_mut(|fonts| fonts.has_glyphs(&egui::FontId::proportional(16.0), name));
                assert!(drawn, "{name} lacks glyphs on a screen where Korean is spoken: {korean}");
            }
        }
    }

    /// Every letter of every Korean message is in the Korean faces: a message whose
    /// letters the cut faces lack shows empty boxes until `.ci/subset-korean-font` runs
    /// again.
    #[test]
    fn every_korean_message_has_its_glyphs() {
        let ctx = egui::Context::default();
        ctx.set_fonts(font_definitions(true));
        ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
        let messages = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/text/ko")).expect("the messages");
        for file in messages.flatten() {
            let text = std::fs::read_to_string(file.path()).expect("a message file reads");
            for line in text.lines().filter(|line| !line.trim_start().starts_with('#')) {
                let hangul: String = line.chars().filter(|letter| ('\u{ac00}'..='\u{d7a3}').contains(letter)).collect();
                for font in
                    [egui::FontId::proportional(16.0), egui::FontId::new(16.0, egui::FontFamily::Name("bold".into()))]
                {
                    let lacking: String = (hangul.chars())
                        .filter(|letter| !ctx.fonts_mut(|fonts| fonts.has_glyphs(&font, &letter.to_string())))
                        .collect();
                    assert!(lacking.is_empty(), "{}: `{line}` lacks {lacking:?} in {font:?}", file.path().display());
                }
            }
        }
    }

    #[test]
    fn faces_set_again_start_egui_s_glyph_atlas_afresh() {
        let ctx = egui::Context::default();
        ctx.set_fonts(screen_font_definitions(false, Some(Screen::Title)));
        write(&ctx, 14..16);
        let one_screen = atlas_bytes(&ctx);
        write(&ctx, 8..72);
        let many_screens = atlas_bytes(&ctx);
        assert!(many_screens >= 4 * one_screen, "{many_screens} bytes after many sizes, {one_screen} after two");

        ctx.set_fonts(screen_font_definitions(false, Some(Screen::Table)));
        write(&ctx, 14..16);
        assert_eq!(atlas_bytes(&ctx), one_screen, "the atlas holds the new screen's glyphs alone");
    }
}
