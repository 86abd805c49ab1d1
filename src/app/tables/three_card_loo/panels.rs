//! The Loo table's egui parts: the declaration buttons (only what is legal now), the
//! last trick for review and the standings over the match.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::input::declaration_letter;
use super::show::balances;
use super::{LooPanels, LooRequest, Match, Shown, Turn};
use crate::ai::algorithms::search::Estimate;
use crate::app::Screen;
use crate::app::coach::Coach;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::{TablePhase, playing};
use crate::app::tables::shell::{Column, ColumnButton, TableApp, add_column};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::three_card_loo::{Card, Declaration, LooAction, LooView, ThreeCardLoo};
use crate::text::{seat_name, tr, tr_line};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LooPanels>().add_table_layout::<ThreeCardLoo, _>(close_panels).add_systems(
        EguiPrimaryContextPass,
        (last_trick_window, standings_window)
            .run_if(in_state(Screen::Table).and_then(playing(ThreeCardLoo::GAME)).and_then(resource_exists::<Shown>)),
    );
    add_column::<ThreeCardLoo, _>(app, list_buttons);
}

/// A new table opens with the last trick and the standings put away.
fn close_panels(mut panels: ResMut<LooPanels>) {
    *panels = LooPanels::default();
}

/// The coach's word on one option, if it has one: "≈ 63.2 chips", the balance the search
/// expects after the deal.
pub fn hint_for(view: &LooView, hint: Option<&[Estimate<LooAction>]>, action: LooAction) -> Option<String> {
    let estimate = hint?.iter().find(|estimate| estimate.action == action)?;
    let tenths = (view.balance_for_score(estimate.value) * 10.0).round() as i64;
    Some(tr_line(&Line::new("loo-hint-chips").name("chips", format!("{}.{}", tenths / 10, (tenths % 10).abs()))))
}

/// The table's buttons, from the bottom up: the two review panels, and for the player
/// choosing the hint and each legal declaration with its key (and the coach's estimate
/// once asked).
pub(super) fn list_buttons(
    phase: Res<State<TablePhase>>,
    (the_match, turn, shown, coach): (Res<Match>, Res<Turn>, Res<Shown>, Res<Coach<ThreeCardLoo>>),
    device: Res<InputDevice>,
    mut column: ResMut<Column<ThreeCardLoo>>,
) {
    let mut buttons = vec![
        ColumnButton::new(tr("loo-button-standings"), tr("loo-button-standings-tip"), LooRequest::ToggleStandings),
        ColumnButton::new(tr("loo-button-last-trick"), tr("loo-button-last-trick-tip"), LooRequest::ToggleLastTrick),
    ];
    if let Some(seat) = turn.chooser(*phase.get()) {
        let step = the_match.decisions();
        let hint = coach.hint(seat, step);
        let hint_label = if coach.thinking(seat, step) {
            tr("button-coach-thinking")
        } else {
            device.label("button-hint", Press::Hint)
        };
        buttons.push(ColumnButton::new(hint_label, tr("loo-hint-tip"), LooRequest::Hint).gap_below());
        for action in turn.legal.iter().rev() {
            let LooAction::Declare(declaration) = *action else { continue };
            let meaning = match declaration {
                Declaration::Drop => "loo-drop-tip",
                Declaration::Play => "loo-play-tip",
                Declaration::TakeMiss => "loo-take-miss-tip",
                Declaration::DefendMiss => "loo-defend-miss-tip",
            };
            let key = declaration_letter(declaration);
            let rated = hint_for(&shown.view, hint, *action).map(|words| format!("  {words}")).unwrap_or_default();
            let label = format!("{} ({key}){rated}", tr_line(&declaration.spoken()));
            buttons.push(ColumnButton::new(label, tr(meaning), LooRequest::Declare(declaration)));
        }
    }
    column.set_if_neq(Column(buttons));
}

fn card_text(card: Card) -> egui::RichText {
    let color = if card.suit().is_red() {
        egui::Color32::from_rgb(235, 110, 95)
    } else {
        egui::Color32::from_rgb(244, 232, 205)
    };
    egui::RichText::new(card.to_string()).color(color).strong()
}

fn last_trick_window(
    mut contexts: EguiContexts,
    mut panels: ResMut<LooPanels>,
    shown: Res<Shown>,
    the_match: Res<Match>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // Below the standings, so that both can be open at once.
    let window = side_window("loo-button-last-trick-title", egui::Id::new("loo-last-trick"), 300.0);
    show_while_open(ctx, window, &mut panels.last_trick, |ui| match &shown.scene.last_trick {
        None => {
            ui.label(tr("loo-no-trick-yet"));
        }
        Some((cards, winner)) => {
            for &(seat, card) in cards {
                ui.horizontal(|ui| {
                    ui.label(card_text(card));
                    let name = seat_name(&the_match.names()[seat]);
                    ui.label(match seat == *winner {
                        true => tr_line(&Line::new("loo-takes-it").name("name", name)),
                        false => name,
                    });
                });
            }
        }
    });
}

fn standings_window(
    mut contexts: EguiContexts,
    mut panels: ResMut<LooPanels>,
    the_match: Res<Match>,
    shown: Res<Shown>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let seats = the_match.names().len();
    let history = &shown.scene.history;
    // The last few deals, oldest first: enough to see who is climbing.
    let shown_deals = history.len().min(6);
    let first = history.len() - shown_deals;
    let window = side_window("loo-standings-title", egui::Id::new("loo-standings"), 10.0).resizable(true);
    show_while_open(ctx, window, &mut panels.standings, |ui| {
        egui::Grid::new("standings-grid").striped(true).show(ui, |ui| {
            ui.label("");
            for index in first..history.len() {
                ui.label(match index {
                    0 => tr("loo-standings-start"),
                    _ => tr_line(&Line::new("loo-standings-deal").number("deal", index + 1)),
                });
            }
            ui.label(tr("loo-standings-now"));
            ui.end_row();
            let now = balances(&shown.view);
            for seat in 0..seats {
                ui.label(seat_name(&the_match.names()[seat]));
                for then in &history[first..] {
                    ui.label(then[seat].to_string());
                }
                ui.label(egui::RichText::new(now[seat].to_string()).strong());
                ui.end_row();
            }
        });
        ui.label(tr_line(&Line::new("loo-standings-pool").number("pool", shown.view.pool)));
    });
}

/// A window at the table's left, `top` points down, titled by the message `title`.
fn side_window(title: &'static str, id: egui::Id, top: f32) -> egui::Window<'static> {
    egui::Window::new(tr(title)).id(id).anchor(egui::Align2::LEFT_TOP, egui::vec2(10.0, top)).resizable(false)
}

/// Shows `window` while `open` is set; its cross clears it.
fn show_while_open(ctx: &egui::Context, window: egui::Window, open: &mut bool, contents: impl FnOnce(&mut egui::Ui)) {
    if *open {
        window.open(open).show(ctx, contents);
    }
}
