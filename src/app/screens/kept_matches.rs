//! The kept matches, newest first, each to watch again at its table; one that can no
//! longer be read says why instead.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::session::TableSetup;
use crate::app::tables::shell::{ReplaysDir, WatchReplay};
use crate::app::widgets::{Styled, WARNING, big_button, full_screen};
use crate::app::{LoadedRules, Screen, Settings};
use crate::replays::{KeptMatch, describe, kept_files};
use crate::rules::Line;
use crate::text::{say, tr, tr_line};

/// The list as read on opening the screen.
#[derive(Resource, Default)]
struct KeptList {
    matches: Vec<Result<KeptMatch, String>>,
}

/// What a player picks on the kept matches' screen.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptChoice {
    /// Watch the kept match at this place in the list, newest first.
    Watch(usize),
    Back,
}

pub(super) fn choices(app: &mut App) {
    app.init_resource::<KeptList>()
        .add_message::<KeptChoice>()
        .add_systems(OnEnter(Screen::Replays), read_list)
        .add_systems(Update, act_on_list.run_if(in_state(Screen::Replays)));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, list_screen.run_if(in_state(Screen::Replays)).after(Styled));
}

fn act_on_list(
    mut commands: Commands,
    mut choices: MessageReader<KeptChoice>,
    list: Res<KeptList>,
    rules: Res<LoadedRules>,
    mut setup: ResMut<TableSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match *choice {
            KeptChoice::Watch(index) => {
                let Some(Ok(kept)) = list.matches.get(index) else { continue };
                *setup = TableSetup::new(kept.game, &rules);
                commands.insert_resource(WatchReplay(kept.path.clone()));
                next.set(Screen::Table);
            }
            KeptChoice::Back => next.set(Screen::Title),
        }
    }
}

fn read_list(dir: Option<Res<ReplaysDir>>, mut list: ResMut<KeptList>) {
    let files = dir.and_then(|dir| kept_files(&dir.0).ok()).unwrap_or_default();
    list.matches = files.iter().rev().map(|path| describe(path).map_err(|error| error.to_string())).collect();
}

fn list_screen(
    mut contexts: EguiContexts,
    list: Res<KeptList>,
    settings: Res<Settings>,
    mut choices: MessageWriter<KeptChoice>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    full_screen(ctx, |ui| {
        ui.add_space(30.0);
        ui.heading(tr("kept-title"));
        ui.label(tr_line(&Line::new("kept-explained").number("matches", settings.replays_kept)));
        ui.add_space(16.0);
        if list.matches.is_empty() {
            ui.label(tr("kept-none"));
        }
        egui::ScrollArea::vertical().max_height(ui.available_height() - 90.0).show(ui, |ui| {
            for (index, kept) in list.matches.iter().enumerate() {
                ui.horizontal(|ui| {
                    ui.add_space(40.0);
                    match kept {
                        Ok(kept) => {
                            if ui.button(tr("kept-watch")).clicked() {
                                choices.write(KeptChoice::Watch(index));
                            }
                            ui.label(say(&kept.description, &kept.names));
                        }
                        Err(problem) => {
                            ui.colored_label(WARNING, problem);
                        }
                    }
                });
            }
        });
        ui.add_space(16.0);
        if big_button(ui, &tr("button-back")) {
            choices.write(KeptChoice::Back);
        }
    });
}
