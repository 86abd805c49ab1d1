//! Menus and overlays in egui: title, setup, results, pause, rules, the log panel and the
//! choosing buttons. The table itself is sprites.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::glyphs::{InputDevice, Press};
use super::session::{DesperadosVariants, GameLog, LooVariants, MatchSummary, TablePhase, TableSetup};
use super::settings::settings_controls;
use super::tables::desperados::{DesperadosRequest, DesperadosTableParts, desperados_buttons};
use super::tables::duel::{DuelRequest, duel_buttons};
use super::tables::loot_shoot_whiskey::{ChoiceRequest, loot_shoot_whiskey_buttons};
use super::tables::shell::{ReportProblem, ResumeMatch, SavedMatchOnDisk, TakeBack, TakeBackOffered};
use super::tables::three_card_loo::{LooRequest, LooTableParts, loo_buttons};
use super::{LoadedRules, Overlay, Screen, Settings};
use crate::ai::BotKind;
use crate::games::SeatKind;
use crate::rules::GameId;
use crate::rules::desperados::{Desperados, GangChoice};
use crate::rules::duel::Variant;
use crate::rules::three_card_loo::ThreeCardLoo;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            title_screen.run_if(in_state(Screen::Title)),
            setup_screen.run_if(in_state(Screen::Setup)),
            results_screen.run_if(in_state(Screen::Results)),
            // A showcase tells the log in its captions.
            log_panel.run_if(
                in_state(Screen::Table)
                    .and_then(not(in_state(TablePhase::Handoff)))
                    .and_then(not(resource_exists::<super::showcase::Showcase>)),
            ),
            choosing_bar.run_if(in_state(Screen::Table)),
            pause_overlay.run_if(in_state(Overlay::Paused)),
            settings_window.run_if(in_state(Overlay::Settings)),
            rules_window.run_if(in_state(Overlay::Rules)),
            rules_errors,
        ),
    )
    .add_systems(Update, toggle_pause)
    .add_systems(OnExit(Screen::Table), close_overlay)
    .add_systems(EguiPrimaryContextPass, style.before(title_screen));
}

/// Dresses egui in the saloon's colours, once its context exists.
fn style(mut contexts: EguiContexts, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    *done = true;
    let mut visuals = egui::Visuals::dark();
    // Full-screen panels are see-through: a shaded one over the whole window would cost
    // software rendering a good part of every frame, so the menus' wood is drawn darker
    // instead (`theme::under_menu`).
    visuals.panel_fill = egui::Color32::TRANSPARENT;
    visuals.window_fill = egui::Color32::from_rgb(58, 34, 19);
    visuals.override_text_color = Some(egui::Color32::from_rgb(244, 232, 205));
    visuals.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(110, 62, 30);
    visuals.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(150, 90, 40);
    // What has the keyboard or gamepad focus is drawn as active: bright wood, ringed.
    visuals.widgets.active.weak_bg_fill = egui::Color32::from_rgb(176, 108, 48);
    visuals.selection.bg_fill = egui::Color32::from_rgb(170, 120, 50);
    ctx.set_visuals(visuals);
    ctx.global_style_mut(|style| {
        style.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(20.0));
        style.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(17.0));
        style.text_styles.insert(egui::TextStyle::Heading, egui::FontId::proportional(34.0));
        style.spacing.button_padding = egui::vec2(14.0, 8.0);
    });
}

/// A Ui covering the whole window, for full-screen panels.
pub(super) fn viewport_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    )
}

pub(super) fn big_button(ui: &mut egui::Ui, label: &str) -> bool {
    big_button_response(ui, label).clicked()
}

/// A big button, for a tooltip to go on.
fn big_button_response(ui: &mut egui::Ui, label: &str) -> egui::Response {
    ui.add_sized([320.0, 46.0], egui::Button::new(label))
}

fn title_screen(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<TableSetup>,
    (saved, rules): (Res<SavedMatchOnDisk>, Res<LoadedRules>),
    (mut next_overlay, overlay): (ResMut<NextState<Overlay>>, Res<State<Overlay>>),
    mut exit: MessageWriter<AppExit>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::CentralPanel::default().show(&mut viewport_ui(ctx), |ui| {
        // Under the settings the buttons stand still, and the focus stays in the settings.
        if *overlay.get() != Overlay::None {
            ui.disable();
        }
        // At a large UI scale the buttons run past the window: they scroll.
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                // The Continue button takes a row: the heading moves up so that every
                // button still fits the window at the normal UI scale.
                let continuing = saved.0.is_some();
                ui.add_space(if continuing { 8.0 } else { 40.0 });
                ui.label(egui::RichText::new("SALOON").size(84.0).color(egui::Color32::from_rgb(230, 175, 70)));
                ui.label(egui::RichText::new("Four games of the Wild West at one table").size(22.0).italics());
                ui.add_space(if continuing { 12.0 } else { 28.0 });
                if let Some(header) = &saved.0
                    && big_button(ui, &format!("Continue: {}", header.game.title()))
                {
                    // The table picks the saved match up: its seats, rules and every step.
                    *setup = TableSetup::new(header.game);
                    commands.insert_resource(ResumeMatch);
                    next.set(Screen::Table);
                }
                ui.add_space(8.0);
                for game in GameId::ALL {
                    if big_button_response(ui, game.title()).on_hover_text(rules.texts(game).summary).clicked() {
                        if setup.game != game {
                            *setup = TableSetup::new(game);
                        }
                        next.set(Screen::Setup);
                    }
                    ui.add_space(8.0);
                }
                ui.add_space(16.0);
                if big_button(ui, "Showcase: the computers play") {
                    super::showcase::start(&mut commands, Vec::new(), &rules, &mut setup);
                    next.set(Screen::Table);
                }
                ui.add_space(8.0);
                if big_button(ui, "Watch a kept match") {
                    next.set(Screen::Replays);
                }
                ui.add_space(8.0);
                if big_button(ui, "Settings") {
                    next_overlay.set(Overlay::Settings);
                }
                ui.add_space(8.0);
                if big_button(ui, "Leave the saloon") {
                    exit.write(AppExit::Success);
                }
                ui.add_space(16.0);
            })
        });
    });
}

/// Three-card Loo's variants, switched for this table.
fn loo_options(ui: &mut egui::Ui, setup: &mut TableSetup, rules: &LoadedRules) {
    let mut variants = setup.loo_variants.unwrap_or_else(|| LooVariants::of(rules.get::<ThreeCardLoo>()));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.add_space(ui.available_width() / 2.0 - 250.0);
        ui.checkbox(&mut variants.single_all_play, "Single: all play");
        ui.checkbox(&mut variants.club_law, "Club law");
        ui.checkbox(&mut variants.bust_out, "Bust out at zero");
    });
    ui.horizontal(|ui| {
        ui.add_space(ui.available_width() / 2.0 - 250.0);
        let mut any_card = !variants.must_undertrump;
        ui.checkbox(&mut any_card, "Unable to overtrump: any card (else a lower trump)");
        variants.must_undertrump = !any_card;
    });
    ui.horizontal(|ui| {
        ui.add_space(ui.available_width() / 2.0 - 170.0);
        ui.label("Rounds (each player deals once a round):");
        ui.add(egui::Slider::new(&mut variants.rounds, 1..=10));
    });
    setup.loo_variants = Some(variants);
}

/// Duel's rules: the standard game or the German edition's Sphinx.
fn duel_options(ui: &mut egui::Ui, setup: &mut TableSetup) {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.add_space(ui.available_width() / 2.0 - 170.0);
        ui.label("Rules:");
        ui.selectable_value(&mut setup.duel_variant, Variant::Standard, "Standard");
        ui.selectable_value(&mut setup.duel_variant, Variant::Sphinx, "Sphinx (German edition)");
    });
}

/// The Desperados table's choices: the gangs, drawn or chosen seat by seat, and the
/// starting money of the edition.
fn desperados_options(ui: &mut egui::Ui, setup: &mut TableSetup, rules: &LoadedRules) {
    let rules = rules.0.get::<Desperados>();
    let gang_names: Vec<&str> = rules.gangs.iter().map(|gang| gang.name.as_str()).collect();
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        ui.add_space(ui.available_width() / 2.0 - 170.0);
        ui.label("Gangs:");
        let random = matches!(setup.gangs, GangChoice::Random);
        if ui.selectable_label(random, "Drawn at random").clicked() {
            setup.gangs = GangChoice::Random;
        }
        if ui.selectable_label(!random, "Chosen").clicked() && random {
            setup.gangs = GangChoice::Chosen((0..gang_names.len() as u8).collect());
        }
    });
    if let GangChoice::Chosen(chosen) = &mut setup.gangs {
        for seat in 0..setup.seats.len().min(chosen.len()) {
            ui.horizontal(|ui| {
                ui.add_space(ui.available_width() / 2.0 - 170.0);
                ui.label(format!("Seat {}:", seat + 1));
                for (gang, name) in gang_names.iter().enumerate() {
                    let gang = gang as u8;
                    if ui.selectable_label(chosen[seat] == gang, *name).clicked() {
                        // A gang sits at one seat only: the seat that had it takes this one's.
                        if let Some(other) = chosen.iter().position(|&held| held == gang) {
                            chosen.swap(seat, other);
                        }
                    }
                }
            });
        }
    }
    let variants = setup.desperados_variants.get_or_insert_with(|| DesperadosVariants::of(rules));
    ui.horizontal(|ui| {
        ui.add_space(ui.available_width() / 2.0 - 170.0);
        ui.label("Starting money:");
        for (amount, label) in [(rules.starting_money, "As the rules file says"), (60, "$60 (Polish edition)")] {
            ui.selectable_value(&mut variants.starting_money, amount, label);
        }
    });
    for (value, label) in [
        (&mut variants.action_faces_make_alike, "Action faces count toward three or four alike"),
        (&mut variants.misere_needs_all_rolls, "A misère draws only after all three rolls"),
        (&mut variants.later_richest_tie_wins, "A free gang tied for richest wins"),
    ] {
        ui.horizontal(|ui| {
            ui.add_space(ui.available_width() / 2.0 - 170.0);
            ui.checkbox(value, label);
        });
    }
}

fn seat_label(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "Human",
        SeatKind::Computer => "Computer",
    }
}

fn setup_screen(
    mut contexts: EguiContexts,
    mut setup: ResMut<TableSetup>,
    mut seed_text: Local<String>,
    mut next: ResMut<NextState<Screen>>,
    rules: Res<LoadedRules>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let texts = rules.texts(setup.game);
    let (fewest, most) = rules.seats(setup.game).into_inner();
    egui::CentralPanel::default().show(&mut viewport_ui(ctx), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(30.0);
            ui.heading(texts.name);
            ui.label(texts.summary);
            ui.add_space(24.0);
            if fewest < most {
                let mut count = setup.seats.len();
                ui.horizontal(|ui| {
                    ui.add_space(ui.available_width() / 2.0 - 170.0);
                    ui.label("Players:");
                    ui.add(egui::Slider::new(&mut count, fewest..=most));
                });
                setup.seats.resize(count, SeatKind::Computer);
                ui.add_space(8.0);
            }
            // Up to sixteen seats: two to a row past four, and the rows scroll past four.
            let per_row = if setup.seats.len() > 4 { 2 } else { 1 };
            egui::ScrollArea::vertical().max_height(170.0).show(ui, |ui| {
                for first in (0..setup.seats.len()).step_by(per_row) {
                    ui.horizontal(|ui| {
                        ui.add_space(ui.available_width() / 2.0 - 170.0 * per_row as f32);
                        for seat in first..(first + per_row).min(setup.seats.len()) {
                            ui.label(format!("Seat {}:", seat + 1));
                            for kind in [SeatKind::Human, SeatKind::Computer] {
                                ui.selectable_value(&mut setup.seats[seat], kind, seat_label(kind));
                            }
                            ui.add_space(24.0);
                        }
                    });
                }
            });
            if setup.seats.contains(&SeatKind::Computer) {
                ui.horizontal(|ui| {
                    ui.add_space(ui.available_width() / 2.0 - 170.0);
                    ui.label("Computer players:");
                    for (kind, label) in [(BotKind::Easy, "Easy"), (BotKind::Medium, "Medium"), (BotKind::Hard, "Hard")]
                    {
                        ui.selectable_value(&mut setup.difficulty, kind, label);
                    }
                });
            }
            match setup.game {
                GameId::ThreeCardLoo => loo_options(ui, &mut setup, &rules),
                GameId::Duel => duel_options(ui, &mut setup),
                GameId::Desperados => desperados_options(ui, &mut setup, &rules),
                GameId::LootShootWhiskey => {}
            }
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                ui.add_space(ui.available_width() / 2.0 - 170.0);
                ui.label("Seed (blank for a fresh shuffle):");
                ui.add(egui::TextEdit::singleline(&mut *seed_text).desired_width(120.0));
            });
            let seed = seed_text.trim();
            let parsed = if seed.is_empty() { Ok(None) } else { seed.parse::<u64>().map(Some) };
            if parsed.is_err() {
                ui.colored_label(egui::Color32::from_rgb(240, 120, 90), "A seed is a whole number from 0 up.");
            }
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - 780.0).max(0.0) / 2.0);
                ui.vertical(|ui| {
                    ui.set_width(780.0);
                    egui::CollapsingHeader::new("How to play").show(ui, |ui| {
                        egui::ScrollArea::vertical().max_height(240.0).show(ui, |ui| {
                            ui.label(egui::RichText::new(texts.rules_text).monospace().size(14.0));
                        });
                    });
                });
            });
            ui.add_space(18.0);
            if ui.add_enabled(parsed.is_ok(), egui::Button::new("Deal").min_size(egui::vec2(320.0, 46.0))).clicked() {
                setup.seed = parsed.unwrap_or(None);
                next.set(Screen::Table);
            }
            ui.add_space(8.0);
            if big_button(ui, "Back") {
                next.set(Screen::Title);
            }
        });
    });
}

fn results_screen(
    mut contexts: EguiContexts,
    summary: Option<Res<MatchSummary>>,
    mut next: ResMut<NextState<Screen>>,
    mut setup: ResMut<TableSetup>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::CentralPanel::default().show(&mut viewport_ui(ctx), |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(90.0);
            if let Some(summary) = &summary {
                ui.label(
                    egui::RichText::new(&summary.headline).size(56.0).color(egui::Color32::from_rgb(230, 175, 70)),
                );
                ui.label(egui::RichText::new(&summary.detail).size(24.0));
                ui.add_space(20.0);
                for line in &summary.standings {
                    ui.label(line);
                }
                ui.label(format!("Seed {}", summary.seed));
            }
            ui.add_space(40.0);
            if big_button(ui, "Rematch (new shuffle)") {
                setup.seed = None;
                next.set(Screen::Table);
            }
            ui.add_space(8.0);
            if big_button(ui, "Back to the title") {
                next.set(Screen::Title);
            }
        });
    });
}

fn log_panel(mut contexts: EguiContexts, log: Res<GameLog>) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // A modest title: the log sits over the table all the time.
    egui::Window::new(egui::RichText::new("Log").size(20.0))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 8.0))
        .default_size(egui::vec2(300.0, 220.0))
        .default_open(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().stick_to_bottom(true).show(ui, |ui| {
                for line in &log.lines {
                    ui.label(egui::RichText::new(line).size(14.0));
                }
            });
        });
}

/// Buttons for the secret choice, beside the keys and clicks on the cards.
#[allow(clippy::too_many_arguments)]
fn choosing_bar(
    mut contexts: EguiContexts,
    phase: Res<State<TablePhase>>,
    overlay: Res<State<Overlay>>,
    setup: Res<TableSetup>,
    mut loot_shoot_whiskey: MessageWriter<ChoiceRequest>,
    mut duel: MessageWriter<DuelRequest>,
    mut loo: MessageWriter<LooRequest>,
    loo_table: Option<LooTableParts>,
    mut desperados: MessageWriter<DesperadosRequest>,
    desperados_table: Option<DesperadosTableParts>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    (take_back_offered, mut take_back): (Res<TakeBackOffered>, MessageWriter<TakeBack>),
    device: Res<InputDevice>,
) {
    let device = *device;
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let choosing = *phase.get() == TablePhase::Choosing && *overlay.get() == Overlay::None;
    egui::Area::new(egui::Id::new("table-buttons")).anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-10.0, -10.0)).show(
        ctx,
        |ui| {
            ui.with_layout(egui::Layout::bottom_up(egui::Align::Max), |ui| {
                let menu = format!("Menu ({})", device.glyph(Press::Menu));
                let rules = format!("the rules: {}", device.glyph(Press::Rules));
                if ui
                    .button(menu)
                    .on_hover_text(format!("Pause: resume, the rules, settings, quit ({rules})"))
                    .clicked()
                {
                    next_overlay.set(Overlay::Paused);
                }
                let undo = format!("Take back ({})", device.glyph(Press::TakeBack));
                if choosing
                    && take_back_offered.0
                    && ui.button(undo).on_hover_text("Undo your last decision, where the rules allow it.").clicked()
                {
                    take_back.write(TakeBack);
                }
                match setup.game {
                    GameId::ThreeCardLoo => {
                        if let Some((the_match, turn, shown, coach)) = &loo_table {
                            loo_buttons(ui, (the_match, turn, shown, coach), choosing, device, &mut loo);
                        }
                    }
                    GameId::Duel if choosing => duel_buttons(ui, device, &mut duel),
                    GameId::LootShootWhiskey if choosing => {
                        loot_shoot_whiskey_buttons(ui, device, &mut loot_shoot_whiskey)
                    }
                    GameId::Desperados => {
                        if let Some(parts) = &desperados_table
                            && choosing
                        {
                            let (turn, shown, kept, loaded, the_match, coach) = parts;
                            desperados_buttons(
                                ui,
                                (turn, shown, kept, loaded, the_match, coach),
                                device,
                                &mut desperados,
                            );
                        }
                    }
                    GameId::Duel | GameId::LootShootWhiskey => {}
                }
            });
        },
    );
}

/// `Esc` opens and closes the pause menu at the table; `F1` the rules, from anywhere at it.
fn toggle_pause(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *screen.get() != Screen::Table {
        return;
    }
    if keys.just_pressed(Press::Rules.key()) {
        next.set(if *overlay.get() == Overlay::Rules { Overlay::None } else { Overlay::Rules });
    } else if keys.just_pressed(Press::Menu.key()) {
        next.set(match overlay.get() {
            Overlay::None => Overlay::Paused,
            Overlay::Paused | Overlay::Rules | Overlay::Settings => Overlay::None,
        });
    }
}

fn close_overlay(mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::None);
}

fn pause_overlay(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut report: MessageWriter<ReportProblem>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Window::new("Paused")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if big_button(ui, "Resume") {
                    next_overlay.set(Overlay::None);
                }
                if big_button(ui, "Rules") {
                    next_overlay.set(Overlay::Rules);
                }
                ui.add_space(8.0);
                settings_controls(ui, &mut settings);
                ui.add_space(8.0);
                if big_button(ui, "Report a problem (F9)") {
                    report.write(ReportProblem);
                    next_overlay.set(Overlay::None);
                }
                if big_button(ui, "Quit to the title") {
                    next_overlay.set(Overlay::None);
                    next_screen.set(Screen::Title);
                }
            });
        });
}

/// The settings, over the title screen.
fn settings_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    keys: Res<ButtonInput<KeyCode>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // Esc or Done close it: no corner cross, so the focus starts on the first setting.
    let open = !keys.just_pressed(Press::Menu.key());
    egui::Window::new("Settings")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            settings_controls(ui, &mut settings);
            ui.add_space(8.0);
            ui.vertical_centered(|ui| {
                if big_button(ui, "Done") {
                    next_overlay.set(Overlay::None);
                }
            });
        });
    if !open {
        next_overlay.set(Overlay::None);
    }
}

fn rules_window(
    mut contexts: EguiContexts,
    rules: Res<LoadedRules>,
    setup: Res<TableSetup>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let mut open = true;
    let texts = rules.texts(setup.game);
    egui::Window::new(format!("Rules — {}", texts.name))
        .open(&mut open)
        .default_size(egui::vec2(840.0, 540.0))
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            let at_this_table = match setup.game {
                GameId::ThreeCardLoo => setup.loo_variants.map(LooVariants::describe),
                GameId::Desperados => setup.desperados_variants.map(DesperadosVariants::describe),
                GameId::LootShootWhiskey | GameId::Duel => None,
            };
            if let Some(words) = at_this_table {
                ui.colored_label(egui::Color32::from_rgb(230, 175, 70), words);
                ui.separator();
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.label(egui::RichText::new(texts.rules_text).monospace().size(15.0));
            });
        });
    if !open {
        next_overlay.set(Overlay::Paused);
    }
}

/// Says on screen when a rules or settings file was refused, until dismissed.
fn rules_errors(mut contexts: EguiContexts, mut rules: ResMut<LoadedRules>) {
    if rules.errors.is_empty() {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let mut dismissed = false;
    let style = ctx.global_style();
    let frame = egui::Frame::side_top_panel(&style).fill(style.visuals.window_fill);
    egui::Panel::top("rules-errors").frame(frame).show(&mut viewport_ui(ctx), |ui| {
        ui.colored_label(
            egui::Color32::from_rgb(255, 140, 100),
            "A file was refused; playing on the built-in defaults:",
        );
        for error in &rules.errors {
            ui.label(error.to_string());
        }
        dismissed = ui.button("Dismiss").clicked();
    });
    if dismissed {
        rules.errors.clear();
    }
}
