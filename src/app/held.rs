//! What the app holds in textures, told in the log as each screen is left, before what it
//! drew is let go: the art drawn, Bevy's glyph atlases and egui's own textures. A long
//! showcase's log shows whether any of them grows from one table to the next.

use bevy::prelude::*;
use bevy::text::FontAtlasSet;
use bevy_egui::EguiContexts;

use super::Screen;
use super::art::Gallery;

/// Textures held, and the bytes of their pixels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    pub art: usize,
    pub art_bytes: u64,
    pub glyph_atlases: usize,
    pub glyph_bytes: u64,
    pub egui_bytes: u64,
}

impl Held {
    /// What the gallery and the glyph atlases hold of `images`.
    pub fn of(gallery: &Gallery, atlases: &FontAtlasSet, images: &Assets<Image>) -> Held {
        // An image only the renderer keeps has no pixels here, but still says its size.
        let bytes = |id: AssetId<Image>| {
            images.get(id).map_or(0, |image| u64::from(image.width()) * u64::from(image.height()) * 4)
        };
        let glyph_images: Vec<AssetId<Image>> = atlases.values().flatten().map(|atlas| atlas.texture.id()).collect();
        Held {
            art: gallery.len(),
            art_bytes: gallery.images().map(bytes).sum(),
            glyph_atlases: glyph_images.len(),
            glyph_bytes: glyph_images.into_iter().map(bytes).sum(),
            egui_bytes: 0,
        }
    }
}

/// The systems that let go of what the screen left drew, as the screen changes.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct LettingGo;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, tell_what_was_held.run_if(state_changed::<Screen>).before(LettingGo));
}

/// Says what the screen just left held, before it is let go.
fn tell_what_was_held(
    screen: Res<State<Screen>>,
    (gallery, atlases, images): (Res<Gallery>, Res<FontAtlasSet>, Res<Assets<Image>>),
    mut contexts: EguiContexts,
    mut left: Local<Option<Screen>>,
) {
    let mut held = Held::of(&gallery, &atlases, &images);
    if let Ok(ctx) = contexts.ctx_mut() {
        held.egui_bytes = ctx.tex_manager().read().allocated().map(|(_, meta)| meta.bytes_used() as u64).sum();
    }
    const MB: f64 = 1024.0 * 1024.0;
    if let Some(left) = left.replace(*screen.get()) {
        info!(
            "{left:?} held {} pieces of art ({:.1} MB), {} glyph atlases ({:.1} MB), egui's textures ({:.1} MB)",
            held.art,
            held.art_bytes as f64 / MB,
            held.glyph_atlases,
            held.glyph_bytes as f64 / MB,
            held.egui_bytes as f64 / MB,
        );
    }
}
