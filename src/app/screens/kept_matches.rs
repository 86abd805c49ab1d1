//! The kept matches, newest first, each to watch again at its table; one that can no
//! longer be read says why instead.

use std::path::Path;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::session::TableSetup;
use crate::app::tables::shell::{ReplaysDir, WatchReplay};
use crate::app::widgets::{Styled, WARNING, big_button, full_screen};
use crate::app::{LoadedRules, Screen, Settings};
use crate::replays::{KeptMatch, describe, kept_files};
use crate::rules::Line;
use crate::text::say;

/// The list as read on opening the screen.
#[derive(Resource, Default)]
struct KeptList {
    /// Each match, or what is wrong with its file.
    matches: Vec<Result<KeptMatch, Line>>,
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

impl KeptList {
    /// The matches kept in `dir`, newest first.
    fn read(dir: &Path) -> Self {
        let files = kept_files(dir).unwrap_or_default();
        KeptList { matches: files.iter().rev().map(|path| describe(path).map_err(|error| error.in_words())).collect() }
    }
}

fn read_list(dir: Option<Res<ReplaysDir>>, mut list: ResMut<KeptList>) {
    *list = dir.map(|dir| KeptList::read(&dir.0)).unwrap_or_default();
}

fn list_screen(
    mut contexts: EguiContexts,
    list: Res<KeptList>,
    settings: Res<Settings>,
    mut choices: MessageWriter<KeptChoice>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    if let (Some(choice), _) = kept_page(ctx, &list, settings.replays_kept, &say) {
        choices.write(choice);
    }
}

/// The list over the whole window, its words put by `say` (which names a match's seats);
/// what the player chose, and where the page's content went, as wide as its widest row.
fn kept_page(
    ctx: &egui::Context,
    list: &KeptList,
    replays_kept: u16,
    say: &dyn Fn(&Line, &[String]) -> String,
) -> (Option<KeptChoice>, egui::Rect) {
    let word = |id| say(&Line::new(id), &[]);
    let mut chosen = None;
    let mut rows = egui::Rect::NOTHING;
    let page = full_screen(ctx, |ui| {
        ui.add_space(30.0);
        ui.heading(word("kept-title"));
        ui.label(say(&Line::new("kept-explained").number("matches", replays_kept), &[]));
        ui.add_space(16.0);
        if list.matches.is_empty() {
            ui.label(word("kept-none"));
        }
        egui::ScrollArea::vertical().max_height(ui.available_height() - 90.0).show(ui, |ui| {
            for (index, kept) in list.matches.iter().enumerate() {
                let row = ui.horizontal(|ui| {
                    ui.add_space(40.0);
                    match kept {
                        Ok(kept) => {
                            if ui.button(word("kept-watch")).clicked() {
                                chosen = Some(KeptChoice::Watch(index));
                            }
                            ui.add(egui::Label::new(say(&kept.description, &kept.names)).wrap());
                        }
                        Err(problem) => {
                            ui.add(egui::Label::new(egui::RichText::new(say(problem, &[])).color(WARNING)).wrap());
                        }
                    }
                });
                rows = rows.union(row.response.rect);
            }
        });
        ui.add_space(16.0);
        if big_button(ui, &word("button-back")) {
            chosen = Some(KeptChoice::Back);
        }
    });
    // The rows scroll up and down, so only their width can run past the window.
    let mut drawn = page.response.rect;
    if rows.is_positive() {
        drawn.min.x = drawn.min.x.min(rows.min.x);
        drawn.max.x = drawn.max.x.max(rows.max.x);
    }
    (chosen, drawn)
}

#[cfg(test)]
mod tests {
    use std::time::SystemTime;

    use super::*;
    use crate::ai::BotKind;
    use crate::app::tables::shell::TableGame;
    use crate::app::tables::{EachTable, each_table};
    use crate::app::widgets::tests::{past_the_window, say_in};
    use crate::record::played_at_random;
    use crate::replays::{file_name, keep_finished};
    use crate::save::SavedMatch;

    /// Keeps in `dir` a match of each game at its largest table, its seats' bots taking
    /// turns (the longest account of who played), and a file cut short.
    fn keep_a_match_of_each_game(dir: &Path) {
        struct Keep<'a>(LoadedRules, &'a Path);
        impl EachTable for Keep<'_> {
            fn visit<G: TableGame>(&mut self) {
                let seats = *self.0.seats(G::GAME).end();
                let rules = self.0.get::<G>();
                let (_, record) = played_at_random::<G>(rules, seats, 7);
                let bots: Vec<BotKind> =
                    (0..seats).map(|seat| if seat % 2 == 0 { BotKind::Hard } else { BotKind::Random }).collect();
                let saved = SavedMatch::<G>::of_bots(&bots, rules, &record);
                keep_finished(self.1, &file_name(G::ID, 7, SystemTime::now()), &saved, usize::MAX)
                    .expect("the match is kept");
            }
        }
        std::fs::create_dir_all(dir).expect("the folder is made");
        each_table(&mut Keep(LoadedRules::load(None), dir));
        std::fs::write(dir.join("000000000001-duel-1.ron"), "(version: 1, game: Duel,").expect("the file is written");
    }

    #[test]
    fn the_kept_matches_fit_the_window_in_every_language() {
        let dir = std::env::temp_dir().join(format!("saloon-kept-list-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        keep_a_match_of_each_game(&dir);
        let list = KeptList::read(&dir);
        std::fs::remove_dir_all(&dir).expect("the folder is removed");
        let refused = list.matches.iter().filter(|kept| kept.is_err()).count();
        assert_eq!((list.matches.len(), refused), (5, 1), "four matches and a file cut short");

        let misfits = past_the_window(|ctx, language| kept_page(ctx, &list, 30, &say_in(language)).1);
        assert!(misfits.is_empty(), "the kept matches past the window:\n{}", misfits.join("\n"));
    }
}
