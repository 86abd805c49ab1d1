//! Roboto Slab (Apache-2.0, `assets/fonts/`), compiled into the binary: the table's
//! sprites and the egui menus share one slab-serif face that suits the saloon.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const SLAB_BOLD: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Bold.otf");
const SLAB_REGULAR: &[u8] = include_bytes!("../../assets/fonts/RobotoSlab-Regular.otf");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, replace_default_font).add_systems(EguiPrimaryContextPass, egui_fonts);
}

/// Text that names no font uses the default handle: putting the slab face there dresses
/// every label at once.
fn replace_default_font(mut fonts: ResMut<Assets<Font>>) {
    if let Err(error) = fonts.insert(&Handle::<Font>::default(), Font::from_bytes(SLAB_BOLD.to_vec())) {
        warn!("keeping the built-in font: {error}");
    }
}

fn egui_fonts(mut contexts: EguiContexts, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    *done = true;
    let mut definitions = egui::FontDefinitions::default();
    for (name, bytes) in [("slab", SLAB_REGULAR), ("slab-bold", SLAB_BOLD)] {
        definitions.font_data.insert(name.to_owned(), egui::FontData::from_static(bytes).into());
    }
    definitions.families.entry(egui::FontFamily::Proportional).or_default().insert(0, "slab".to_owned());
    definitions.families.insert(egui::FontFamily::Name("bold".into()), vec!["slab-bold".to_owned(), "slab".to_owned()]);
    ctx.set_fonts(definitions);
}
