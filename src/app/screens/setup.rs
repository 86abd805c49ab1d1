//! A game's setup: how many players and who sits where, how well the computers play, the
//! game's own options (as the game lists them, [`ListedOptions`]), the shuffle, and the
//! rules to read before dealing.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ai::BotKind;
use crate::app::session::TableSetup;
use crate::app::tables::shell::{ChangeOption, ListedOptions, OptionValue, SetupOption};
use crate::app::widgets::{Styled, WARNING, big_button, big_button_response, centred_row, text_width, viewport_ui};
use crate::app::{LoadedRules, Screen};
use crate::games::SeatKind;
use crate::rules::Line;
use crate::text::{tr, tr_line};

/// What a player changes on the setup screen (the game's own options are
/// [`ChangeOption`]s).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupChoice {
    Players(usize),
    Seat(usize, SeatKind),
    Difficulty(BotKind),
    /// Deal the table, shuffled from this seed (a fresh shuffle without one).
    Deal(Option<u64>),
    Back,
}

pub(super) fn choices(app: &mut App) {
    app.add_message::<SetupChoice>()
        .add_systems(OnEnter(Screen::Setup), fit_seats)
        .add_systems(Update, act_on_setup.run_if(in_state(Screen::Setup)));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, setup_screen.run_if(in_state(Screen::Setup)).after(Styled));
}

/// A table opens with as many seats as the rules in force allow, whatever it had before.
fn fit_seats(mut setup: ResMut<TableSetup>, rules: Res<LoadedRules>) {
    setup.fit_seats(&rules);
}

fn act_on_setup(
    mut choices: MessageReader<SetupChoice>,
    mut setup: ResMut<TableSetup>,
    rules: Res<LoadedRules>,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match *choice {
            SetupChoice::Players(count) => {
                setup.seats.resize(count, SeatKind::Computer);
                setup.fit_seats(&rules);
            }
            SetupChoice::Seat(seat, kind) => {
                if let Some(sits) = setup.seats.get_mut(seat) {
                    *sits = kind;
                }
            }
            SetupChoice::Difficulty(difficulty) => setup.difficulty = difficulty,
            SetupChoice::Deal(seed) => {
                setup.seed = seed;
                next.set(Screen::Table);
            }
            SetupChoice::Back => next.set(Screen::Title),
        }
    }
}

fn seat_label(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "setup-human",
        SeatKind::Computer => "setup-computer",
    }
}

/// The screen's controls are laid out from this far left of the centre.
const HALF_ROW: f32 = 170.0;

/// The widest the game's summary stands under its name.
const SUMMARY_WIDTH: f32 = 900.0;

fn setup_screen(
    mut contexts: EguiContexts,
    (setup, listed, rules): (Res<TableSetup>, Res<ListedOptions>, Res<LoadedRules>),
    mut seed_text: Local<String>,
    (mut choices, mut changes): (MessageWriter<SetupChoice>, MessageWriter<ChangeOption>),
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let texts = rules.texts(setup.game);
    let (fewest, most) = rules.seats(setup.game).into_inner();
    egui::CentralPanel::default().show(&mut viewport_ui(ctx, egui::LayerId::background()), |ui| {
        // A game with many options at a large UI scale runs past the window: it scrolls.
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(30.0);
                ui.heading(texts.name);
                // A measure a reader's eye can follow, whatever the language's length.
                ui.allocate_ui_with_layout(
                    egui::vec2(SUMMARY_WIDTH, 0.0),
                    egui::Layout::top_down(egui::Align::Center),
                    |ui| ui.label(texts.summary),
                );
                ui.add_space(24.0);
                if fewest < most {
                    let mut count = setup.seats.len();
                    centred_row(ui, HALF_ROW, |ui| {
                        ui.label(tr("setup-players"));
                        ui.add(egui::Slider::new(&mut count, fewest..=most));
                    });
                    if count != setup.seats.len() {
                        choices.write(SetupChoice::Players(count));
                    }
                    ui.add_space(8.0);
                }
                seat_rows(ui, &setup.seats, &mut choices);
                if setup.seats.contains(&SeatKind::Computer) {
                    centred_row(ui, HALF_ROW, |ui| {
                        ui.label(tr("setup-computer-players"));
                        for (kind, label) in [
                            (BotKind::Easy, "setup-easy"),
                            (BotKind::Medium, "setup-medium"),
                            (BotKind::Hard, "setup-hard"),
                        ] {
                            if ui.selectable_label(setup.difficulty == kind, tr(label)).clicked() {
                                choices.write(SetupChoice::Difficulty(kind));
                            }
                        }
                    });
                }
                if !listed.0.is_empty() {
                    ui.add_space(8.0);
                }
                game_options(ui, &listed.0, &mut changes);
                ui.add_space(16.0);
                centred_row(ui, HALF_ROW, |ui| {
                    ui.label(tr("setup-seed"));
                    ui.add(egui::TextEdit::singleline(&mut *seed_text).desired_width(120.0));
                });
                let seed = seed_text.trim();
                let parsed = if seed.is_empty() { Ok(None) } else { seed.parse::<u64>().map(Some) };
                if parsed.is_err() {
                    ui.colored_label(WARNING, tr("setup-seed-invalid"));
                }
                ui.add_space(12.0);
                ui.horizontal(|ui| {
                    ui.add_space((ui.available_width() - 780.0).max(0.0) / 2.0);
                    ui.vertical(|ui| {
                        ui.set_width(780.0);
                        egui::CollapsingHeader::new(tr("setup-how-to-play")).id_salt("how-to-play").show(ui, |ui| {
                            egui::ScrollArea::vertical().max_height(240.0).show(ui, |ui| {
                                ui.label(egui::RichText::new(texts.rules_text).monospace().size(14.0));
                            });
                        });
                    });
                });
                ui.add_space(18.0);
                let deal = ui.add_enabled_ui(parsed.is_ok(), |ui| big_button_response(ui, &tr("setup-deal")));
                if deal.inner.clicked()
                    && let Ok(seed) = parsed
                {
                    choices.write(SetupChoice::Deal(seed));
                }
                ui.add_space(8.0);
                if big_button(ui, &tr("button-back")) {
                    choices.write(SetupChoice::Back);
                }
                ui.add_space(8.0);
            });
        });
    });
}

/// Who sits where: up to sixteen seats, two to a row past four, and the rows scroll past
/// four.
fn seat_rows(ui: &mut egui::Ui, seats: &[SeatKind], choices: &mut MessageWriter<SetupChoice>) {
    let per_row = if seats.len() > 4 { 2 } else { 1 };
    egui::ScrollArea::vertical().max_height(170.0).show(ui, |ui| {
        for first in (0..seats.len()).step_by(per_row) {
            centred_row(ui, HALF_ROW * per_row as f32, |ui| {
                for (seat, &sits) in seats.iter().enumerate().skip(first).take(per_row) {
                    ui.label(tr_line(&Line::new("setup-seat").number("seat", seat + 1)));
                    for kind in [SeatKind::Human, SeatKind::Computer] {
                        if ui.selectable_label(sits == kind, tr(seat_label(kind))).clicked() && sits != kind {
                            choices.write(SetupChoice::Seat(seat, kind));
                        }
                    }
                    ui.add_space(24.0);
                }
            });
        }
    });
}

/// The game's options, each on its row; on-or-off ones two to a row.
fn game_options(ui: &mut egui::Ui, options: &[SetupOption], changes: &mut MessageWriter<ChangeOption>) {
    options_in_rows(ui, options, &tr_line, |option, value| {
        changes.write(ChangeOption { key: option.key.clone(), value });
    });
}

/// The options in their rows, their words told by `say`; `chosen` hears each change.
fn options_in_rows(
    ui: &mut egui::Ui,
    options: &[SetupOption],
    say: &dyn Fn(&Line) -> String,
    mut chosen: impl FnMut(&SetupOption, u16),
) -> Vec<egui::Rect> {
    let room = ui.available_width() / 2.0 + HALF_ROW - WOOD;
    let fits_beside = |first: &SetupOption, second: &SetupOption| {
        let width = |option: &SetupOption| toggle_width(ui, &say(&option.label));
        width(first) + ui.spacing().item_spacing.x + width(second) <= room
    };
    let rows = option_rows(options, fits_beside);
    rows.into_iter()
        .map(|row| {
            centred_row(ui, HALF_ROW, |ui| {
                for option in row {
                    if let Some(value) = option_widget(ui, option, say) {
                        chosen(option, value);
                    }
                }
            })
        })
        .collect()
}

/// The wood round the table's area, which the menus keep clear of.
const WOOD: f32 = 20.0;

/// A checkbox's width with `label` beside it.
fn toggle_width(ui: &egui::Ui, label: &str) -> f32 {
    let words = text_width(ui.ctx(), label, &egui::TextStyle::Body.resolve(ui.style()));
    ui.spacing().icon_width + ui.spacing().icon_spacing + words
}

/// The rows the options stand in: two toggles side by side where `fits_beside` says they
/// fit, anything else alone.
fn option_rows(
    options: &[SetupOption],
    fits_beside: impl Fn(&SetupOption, &SetupOption) -> bool,
) -> Vec<&[SetupOption]> {
    let toggle = |option: &SetupOption| matches!(option.value, OptionValue::Toggle(_));
    let mut rows = Vec::new();
    let mut index = 0;
    while index < options.len() {
        let pair = options
            .get(index..index + 2)
            .filter(|pair| toggle(&pair[0]) && toggle(&pair[1]) && fits_beside(&pair[0], &pair[1]));
        let length = if pair.is_some() { 2 } else { 1 };
        rows.push(&options[index..index + length]);
        index += length;
    }
    rows
}

/// An option's widgets, its words told by `say`; the value the player chose, if changed.
fn option_widget(ui: &mut egui::Ui, option: &SetupOption, say: &dyn Fn(&Line) -> String) -> Option<u16> {
    let mut changed = None;
    let mut set = |value: u16| changed = Some(value);
    let (label, tip) = (say(&option.label), say(&option.tip));
    match &option.value {
        OptionValue::Toggle(on) => {
            let mut checked = *on;
            if ui.checkbox(&mut checked, label).on_hover_text(tip).changed() {
                set(u16::from(checked));
            }
        }
        OptionValue::Choice { choices, chosen } => {
            ui.label(say(&Line::new("setup-option").name("label", label))).on_hover_text(&tip);
            for (index, choice) in choices.iter().enumerate() {
                if ui.selectable_label(index == *chosen, say(choice)).on_hover_text(&tip).clicked() && index != *chosen
                {
                    set(index as u16);
                }
            }
        }
        OptionValue::Count { range, value } => {
            ui.label(say(&Line::new("setup-option").name("label", label))).on_hover_text(&tip);
            let mut count = *value;
            ui.add(egui::Slider::new(&mut count, range.clone())).on_hover_text(&tip);
            if count != *value {
                set(count);
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::TABLE_AREA;
    use crate::app::tables::shell::{GameOptions, TableGame};
    use crate::app::tables::{EachTable, each_table};
    use crate::app::widgets::tests::dressed_for;
    use crate::config;
    use crate::rules::TableRules;
    use crate::text::{Catalog, Language};

    /// Every game's options, at every table size its rules seat, laid out in egui as the
    /// setup lays them out, in every language: no row may run past the window's wood.
    #[test]
    fn every_setup_option_row_fits_the_window_in_every_language() {
        struct Rows(Vec<String>);
        impl EachTable for Rows {
            fn visit<G: TableGame>(&mut self) {
                let rules = config::embedded::<G::Rules>();
                for language in Language::PLAYABLE.iter().copied() {
                    let ctx = dressed_for(language);
                    let say = |line: &Line| Catalog::get().format(language, line.id(), line.args(), &[]);
                    for seats in rules.seats() {
                        let options = G::Options::of(&rules).list(&rules, seats);
                        let input = egui::RawInput {
                            screen_rect: Some(egui::Rect::from_min_size(
                                egui::Pos2::ZERO,
                                egui::vec2(TABLE_AREA.x, TABLE_AREA.y),
                            )),
                            ..egui::RawInput::default()
                        };
                        let mut rows = Vec::new();
                        ctx.run_ui(input, |ui| {
                            ui.vertical_centered(|ui| rows = options_in_rows(ui, &options, &say, |_, _| {}));
                        })
                        .textures_delta
                        .clear();
                        let labels: Vec<String> = options.iter().map(|option| say(&option.label)).collect();
                        let widest = rows.iter().map(|row| (row.right(), &labels));
                        for (right, labels) in widest {
                            if right > TABLE_AREA.x - WOOD {
                                self.0.push(format!(
                                    "{} in {language:?}, {seats} seats: {labels:?} reach {right:.0}",
                                    G::GAME.title()
                                ));
                            }
                        }
                    }
                }
            }
        }
        let mut rows = Rows(Vec::new());
        each_table(&mut rows);
        assert!(rows.0.is_empty(), "option rows past the window:\n{}", rows.0.join("\n"));
    }
}
