//! The kept matches, newest first, each to watch again at its table; one that can no
//! longer be read says why instead.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::menus::{big_button, viewport_ui};
use super::session::TableSetup;
use super::tables::shell::{ReplaysDir, WatchReplay};
use super::{Screen, Settings};
use crate::replays::{KeptMatch, describe, kept_files};

/// The list as read on opening the screen.
#[derive(Resource, Default)]
struct KeptList {
    matches: Vec<Result<KeptMatch, String>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeptList>()
        .add_systems(OnEnter(Screen::Replays), read_list)
        .add_systems(EguiPrimaryContextPass, list_screen.run_if(in_state(Screen::Replays)));
}

fn read_list(dir: Option<Res<ReplaysDir>>, mut list: ResMut<KeptList>) {
    let files = dir.and_then(|dir| kept_files(&dir.0).ok()).unwrap_or_default();
    list.matches = files.iter().rev().map(|path| describe(path).map_err(|error| error.to_string())).collect();
}

fn list_screen(
    mut commands: Commands,
    mut contexts: EguiContexts,
    list: Res<KeptList>,
    settings: Res<Settings>,
    mut setup: ResMut<TableSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::CentralPanel::default().show(&mut viewport_ui(ctx), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(30.0);
            ui.heading("Kept matches");
            ui.label(format!(
                "The last {} finished matches with a human at the table are kept (the number is in the pause menu).",
                settings.replays_kept
            ));
            ui.add_space(16.0);
            if list.matches.is_empty() {
                ui.label("None yet: finish a match and it will be here.");
            }
            egui::ScrollArea::vertical().max_height(ui.available_height() - 90.0).show(ui, |ui| {
                for kept in &list.matches {
                    ui.horizontal(|ui| {
                        ui.add_space(40.0);
                        match kept {
                            Ok(kept) => {
                                if ui.button("Watch").clicked() {
                                    *setup = TableSetup::new(kept.game);
                                    commands.insert_resource(WatchReplay(kept.path.clone()));
                                    next.set(Screen::Table);
                                }
                                ui.label(&kept.description);
                            }
                            Err(problem) => {
                                ui.colored_label(egui::Color32::from_rgb(240, 120, 90), problem);
                            }
                        }
                    });
                }
            });
            ui.add_space(16.0);
            if big_button(ui, "Back") {
                next.set(Screen::Title);
            }
        });
    });
}
