//! The results of a match: who won and how, every seat's standing, the seed; a rematch
//! (a new shuffle of the same table) or back to the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::Screen;
use crate::app::session::{MatchSummary, TableSetup};
use crate::app::widgets::{GOLD, Styled, big_button, display_font, full_screen};
use crate::rules::Line;
use crate::text::{tr, tr_line};

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
    mut choices: MessageWriter<ResultsChoice>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    full_screen(ctx, |ui| {
        ui.add_space(90.0);
        if let Some(summary) = &summary {
            ui.label(egui::RichText::new(&summary.headline).font(display_font(56.0)).color(GOLD));
            ui.label(egui::RichText::new(&summary.detail).size(24.0));
            ui.add_space(20.0);
            for line in &summary.standings {
                ui.label(line);
            }
            ui.label(tr_line(&Line::new("results-seed").name("seed", summary.seed.to_string())));
        }
        ui.add_space(40.0);
        if big_button(ui, &tr("results-rematch")) {
            choices.write(ResultsChoice::Rematch);
        }
        ui.add_space(8.0);
        if big_button(ui, &tr("results-to-title")) {
            choices.write(ResultsChoice::Title);
        }
    });
}
