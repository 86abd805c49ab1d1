//! The results of a match: who won and how, every seat's standing, the seed; a rematch
//! (a new shuffle of the same table) or back to the title. A joined table's match was
//! dealt by its host, which keeps its seed and deals no rematch here.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::Screen;
use crate::app::session::{MatchSummary, TableSetup};
use crate::app::tables::shell::TableMode;
use crate::app::widgets::{GOLD, Styled, big_button, display_font, full_screen};
use crate::rules::Line;
use crate::text::say;

/// What a player picks on the results screen.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultsChoice {
    /// The same table again, on a new shuffle.
    Rematch,
    Title,
}

pub(super) fn choices(app: &mut App) {
    app.add_message::<ResultsChoice>().add_systems(Update, act_on_results.run_if(in_state(Screen::Results)));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, results_screen.run_if(in_state(Screen::Results)).after(Styled));
}

fn act_on_results(
    mut choices: MessageReader<ResultsChoice>,
    mut setup: ResMut<TableSetup>,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match choice {
            ResultsChoice::Rematch => {
                setup.seed = None;
                next.set(Screen::Table);
            }
            ResultsChoice::Title => next.set(Screen::Title),
        }
    }
}

fn results_screen(
    mut contexts: EguiContexts,
    summary: Option<Res<MatchSummary>>,
    mode: Res<State<TableMode>>,
    mut choices: MessageWriter<ResultsChoice>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let dealt_here = *mode.get() != TableMode::Joined;
    if let Some(choice) = results_page(ctx, summary.as_deref(), dealt_here, &say).inner {
        choices.write(choice);
    }
}

/// The results over the whole window, their words put by `say` (which names the seats),
/// with the seed and a rematch where the match was `dealt_here`; what the player chose,
/// and where the page's content went.
fn results_page(
    ctx: &egui::Context,
    summary: Option<&MatchSummary>,
    dealt_here: bool,
    say: &dyn Fn(&Line, &[String]) -> String,
) -> egui::InnerResponse<Option<ResultsChoice>> {
    full_screen(ctx, |ui| {
        ui.add_space(90.0);
        if let Some(MatchSummary { account, names, seed }) = summary {
            let headline = say(&account.headline, names);
            ui.label(egui::RichText::new(headline).font(display_font(56.0)).color(GOLD));
            ui.label(egui::RichText::new(say(&account.detail, names)).size(24.0));
            ui.add_space(20.0);
            let standings: Vec<String> = account.standings.iter().map(|line| say(line, names)).collect();
            standings_in_columns(ui, &standings);
            if dealt_here {
                ui.label(say(&Line::new("results-seed").name("seed", seed.to_string()), names));
            }
        }
        ui.add_space(40.0);
        let mut chosen = None;
        if dealt_here && big_button(ui, &say(&Line::new("results-rematch"), &[])) {
            chosen = Some(ResultsChoice::Rematch);
        }
        ui.add_space(8.0);
        if big_button(ui, &say(&Line::new("results-to-title"), &[])) {
            chosen = Some(ResultsChoice::Title);
        }
        chosen
    })
}

/// A column holds this many standings at most: a large table's stand side by side, best
/// first down the first column, so the buttons stay in the window.
const STANDINGS_PER_COLUMN: usize = 8;
/// The width of a column of standings.
const STANDINGS_COLUMN: f32 = 300.0;

/// Every seat's standing, one a line, in as many columns as it takes.
fn standings_in_columns(ui: &mut egui::Ui, standings: &[String]) {
    let columns = standings.len().div_ceil(STANDINGS_PER_COLUMN).max(1);
    if columns == 1 {
        for line in standings {
            ui.label(line);
        }
        return;
    }
    let per_column = standings.len().div_ceil(columns);
    // Side by side, each column from the top (a row of egui's would centre them).
    let row = egui::Layout::left_to_right(egui::Align::Min);
    ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), 0.0), row, |ui| {
        ui.add_space(((ui.available_width() - columns as f32 * STANDINGS_COLUMN) / 2.0).max(0.0));
        for column in standings.chunks(per_column) {
            let layout = egui::Layout::top_down(egui::Align::Center);
            ui.allocate_ui_with_layout(egui::vec2(STANDINGS_COLUMN, 0.0), layout, |ui| {
                ui.set_width(STANDINGS_COLUMN);
                for line in column {
                    ui.label(line);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::LoadedRules;
    use crate::app::tables::shell::TableGame;
    use crate::app::tables::{EachTable, each_table};
    use crate::app::widgets::tests::{past_the_window, say_in};
    use crate::games::{GameId, SeatKind, seat_names};
    use crate::record::played_at_random;

    /// Each game's results at its largest table (the most standings), played to its end.
    fn results_at_the_largest_tables() -> Vec<(GameId, MatchSummary)> {
        struct Finish(LoadedRules, Vec<(GameId, MatchSummary)>);
        impl EachTable for Finish {
            fn visit<G: TableGame>(&mut self) {
                let seats = *self.0.seats(G::GAME).end();
                let (state, record) = played_at_random::<G>(self.0.get::<G>(), seats, 7);
                let names = seat_names(&vec![SeatKind::Computer; seats]);
                let summary = MatchSummary { account: G::summary(&state.view(0)), names, seed: record.seed };
                self.1.push((G::GAME, summary));
            }
        }
        let mut finish = Finish(LoadedRules::load(None), Vec::new());
        each_table(&mut finish);
        finish.1
    }

    #[test]
    fn every_game_s_results_fit_the_window_in_every_language() {
        let mut misfits = Vec::new();
        for (game, summary) in results_at_the_largest_tables() {
            let past = past_the_window(|ctx, language| {
                results_page(ctx, Some(&summary), true, &say_in(language)).response.rect
            });
            let table = format!("{} at {} seats", game.title(), summary.names.len());
            misfits.extend(past.into_iter().map(|misfit| format!("{table}, {misfit}")));
        }
        assert!(misfits.is_empty(), "the results past the window:\n{}", misfits.join("\n"));
    }
}
