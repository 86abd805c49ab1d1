//! The frame rate on screen, for whoever wonders whether the machine keeps up: `F3` shows
//! the frames a second and the time of a frame, smoothed, in the top-left corner.

use crate::rules::Line;
use crate::text::{tr, tr_line};
use bevy::diagnostic::{DiagnosticsStore, FrameTimeDiagnosticsPlugin};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Whether the readout is up.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FrameReadout(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(FrameTimeDiagnosticsPlugin::default())
        .init_resource::<FrameReadout>()
        .add_systems(Update, toggle)
        .add_systems(EguiPrimaryContextPass, show.run_if(|readout: Res<FrameReadout>| readout.0));
}

fn toggle(keys: Res<ButtonInput<KeyCode>>, mut readout: ResMut<FrameReadout>) {
    if keys.just_pressed(KeyCode::F3) {
        readout.0 = !readout.0;
    }
}

/// "24.3 fps · 41.2 ms" while there are measurements.
fn words(diagnostics: &DiagnosticsStore) -> Option<String> {
    let fps = diagnostics.get(&FrameTimeDiagnosticsPlugin::FPS)?.smoothed()?;
    let frame = diagnostics.get(&FrameTimeDiagnosticsPlugin::FRAME_TIME)?.smoothed()?;
    let line = Line::new("frame-rate").name("fps", format!("{fps:.1}")).name("ms", format!("{frame:.1}"));
    Some(tr_line(&line))
}

fn show(mut contexts: EguiContexts, diagnostics: Res<DiagnosticsStore>) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let line = words(&diagnostics).unwrap_or_else(|| tr("frame-rate-measuring"));
    egui::Area::new(egui::Id::new("frame-readout")).anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0)).show(
        ctx,
        |ui| {
            ui.label(
                egui::RichText::new(line).monospace().size(14.0).background_color(egui::Color32::from_black_alpha(180)),
            );
        },
    );
}
