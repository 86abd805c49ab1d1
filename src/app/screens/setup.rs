//! A game's setup: how many players and who sits where, how well the computers play, the
//! game's own options (as the game lists them, [`ListedOptions`]), the shuffle, and the
//! rules to read before dealing.

use std::ops::RangeInclusive;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ai::BotKind;
use crate::app::session::TableSetup;
use crate::app::tables::Tables;
use crate::app::tables::shell::{ChangeOption, LeftTable, ListedOptions, OptionValue, SetupOption};
use crate::app::widgets::{Styled, WARNING, big_button, big_button_response, text_width, viewport_ui};
use crate::app::{LoadedRules, Screen};
use crate::games::SeatKind;
use crate::net::AfterWait;
use crate::rules::{Line, RulesTexts};
use crate::text::tr_line;

/// What a player changes on the setup screen (the game's own options are
/// [`ChangeOption`]s).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupChoice {
    Players(usize),
    Seat(usize, SeatKind),
    Difficulty(BotKind),
    /// Deal the table, shuffled from this seed (a fresh shuffle without one).
    Deal(Option<u64>),
    /// Open the table to the network, shuffled from this seed, for its remote seats'
    /// players to join.
    Host(Option<u64>),
    /// What a hosted table does with a dropped player's seat once the wait is over.
    AfterWait(AfterWait),
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
    mut commands: Commands,
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
            SetupChoice::AfterWait(after_wait) => setup.after_wait = after_wait,
            SetupChoice::Deal(seed) => {
                setup.seed = seed;
                next.set(Screen::Table);
            }
            SetupChoice::Host(seed) => {
                setup.seed = seed;
                commands.queue(host_the_table);
            }
            SetupChoice::Back => next.set(Screen::Title),
        }
    }
}

/// Opens the setup's table to the network; the table opens once this window's seat is
/// taken. A table that could not be opened says why, over the setup.
fn host_the_table(world: &mut World) {
    let game = world.resource::<TableSetup>().game;
    // Every game the setup offers has its table.
    let host_here = world.resource::<Tables>().entry(game).expect("every game has its table").host_here;
    if let Err(why) = host_here(world).map(|code| info!("hosting the table at {code}")) {
        warn!("the table could not be hosted: {why}");
        world.insert_resource(LeftTable::not_hosted(why));
    }
}

fn seat_label(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "setup-human",
        SeatKind::Computer => "setup-computer",
        SeatKind::Remote => "setup-remote",
    }
}

/// The widest the game's summary stands under its name.
const SUMMARY_WIDTH: f32 = 900.0;

fn setup_screen(
    mut contexts: EguiContexts,
    (setup, listed, rules): (Res<TableSetup>, Res<ListedOptions>, Res<LoadedRules>),
    mut seed_text: Local<String>,
    (mut choices, mut changes): (MessageWriter<SetupChoice>, MessageWriter<ChangeOption>),
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let page = SetupPage {
        texts: rules.texts(setup.game),
        table_sizes: rules.seats(setup.game),
        setup: &setup,
        options: &listed.0,
    };
    let (picks, _) = page.show(ctx, &mut seed_text, &tr_line);
    choices.write_batch(picks.choices);
    changes.write_batch(picks.changes);
}

/// What the setup page shows: the game's words, the table sizes it seats, the table as
/// set so far and the game's options for it.
struct SetupPage<'a> {
    texts: RulesTexts<'a>,
    table_sizes: RangeInclusive<usize>,
    setup: &'a TableSetup,
    options: &'a [SetupOption],
}

/// What the player changed on the page.
#[derive(Default)]
struct SetupPicks {
    choices: Vec<SetupChoice>,
    changes: Vec<ChangeOption>,
}

/// Where the page's content went: the whole of it, and each column of controls.
struct Drawn {
    content: egui::Rect,
    columns: Vec<egui::Rect>,
}

impl SetupPage<'_> {
    /// The page over the whole window, its words put by `say`; what the player changed,
    /// and where the page's content went (past the window's foot where it has to scroll).
    fn show(&self, ctx: &egui::Context, seed_text: &mut String, say: &dyn Fn(&Line) -> String) -> (SetupPicks, Drawn) {
        let word = |id: &'static str| say(&Line::new(id));
        let mut picks = SetupPicks::default();
        let mut drawn = Drawn { content: egui::Rect::NOTHING, columns: Vec::new() };
        let mut parsed = Ok(None);
        egui::CentralPanel::default().show(&mut viewport_ui(ctx, egui::LayerId::background()), |ui| {
            // A game with many options at a large UI scale runs past the window: it scrolls.
            egui::ScrollArea::vertical().show(ui, |ui| {
                drawn.content = ui
                    .vertical_centered(|ui| {
                        ui.add_space(24.0);
                        ui.heading(self.texts.name.as_ref());
                        // A measure a reader's eye can follow, whatever the language's length.
                        ui.allocate_ui_with_layout(
                            egui::vec2(SUMMARY_WIDTH, 0.0),
                            egui::Layout::top_down(egui::Align::Center),
                            |ui| ui.label(self.texts.summary.as_ref()),
                        );
                        ui.add_space(20.0);
                        // The table on the left, the game's own options beside it.
                        let columns = if self.options.is_empty() { 1 } else { 2 };
                        drawn.columns = in_columns(ui, columns, |ui, column| match column {
                            0 => parsed = self.table_controls(ui, seed_text, say, &mut picks.choices),
                            _ => options_in_rows(ui, self.options, say, |option, value| {
                                picks.changes.push(ChangeOption { key: option.key.clone(), value });
                            }),
                        });
                        ui.add_space(12.0);
                        self.how_to_play(ui, &word("setup-how-to-play"));
                        ui.add_space(14.0);
                        let hosted = self.setup.seats.contains(&SeatKind::Remote);
                        let at_this_screen = self.setup.seats.iter().filter(|&&kind| kind == SeatKind::Human).count();
                        let one_screen = !hosted || at_this_screen <= 1;
                        if !one_screen {
                            ui.colored_label(WARNING, word("setup-host-one-here"));
                        }
                        let label = word(if hosted { "setup-host" } else { "setup-deal" });
                        let deal =
                            ui.add_enabled_ui(parsed.is_ok() && one_screen, |ui| big_button_response(ui, &label));
                        if deal.inner.clicked()
                            && let Ok(seed) = parsed
                        {
                            picks.choices.push(if hosted { SetupChoice::Host(seed) } else { SetupChoice::Deal(seed) });
                        }
                        ui.add_space(8.0);
                        if big_button(ui, &word("button-back")) {
                            picks.choices.push(SetupChoice::Back);
                        }
                        ui.add_space(8.0);
                    })
                    .response
                    .rect;
            });
        });
        (picks, drawn)
    }

    /// How many sit at the table and who, how well the computers play, and the shuffle's
    /// seed; the seed as typed, or why it is no seed.
    fn table_controls(
        &self,
        ui: &mut egui::Ui,
        seed_text: &mut String,
        say: &dyn Fn(&Line) -> String,
        choices: &mut Vec<SetupChoice>,
    ) -> Result<Option<u64>, std::num::ParseIntError> {
        let word = |id: &'static str| say(&Line::new(id));
        let (fewest, most) = (*self.table_sizes.start(), *self.table_sizes.end());
        let setup = self.setup;
        if fewest < most {
            let mut count = setup.seats.len();
            ui.horizontal(|ui| {
                ui.label(word("setup-players"));
                ui.add(egui::Slider::new(&mut count, fewest..=most));
            });
            if count != setup.seats.len() {
                choices.push(SetupChoice::Players(count));
            }
            ui.add_space(6.0);
        }
        seat_rows(ui, &setup.seats, say, choices);
        if setup.seats.contains(&SeatKind::Remote) {
            // One line in any language: the choice folds into a box.
            let said = |after_wait| match after_wait {
                AfterWait::Computer => word("setup-after-wait-computer"),
                AfterWait::Pause => word("setup-after-wait-pause"),
            };
            ui.horizontal(|ui| {
                ui.label(word("setup-after-wait"));
                let choice = egui::ComboBox::from_id_salt("after the wait").width(ui.available_width()).truncate();
                choice.selected_text(said(setup.after_wait)).show_ui(ui, |ui| {
                    for after_wait in [AfterWait::Computer, AfterWait::Pause] {
                        if ui.selectable_label(setup.after_wait == after_wait, said(after_wait)).clicked() {
                            choices.push(SetupChoice::AfterWait(after_wait));
                        }
                    }
                });
            });
        }
        if setup.seats.contains(&SeatKind::Computer) {
            ui.horizontal(|ui| {
                ui.label(word("setup-computer-players"));
                for (kind, label) in
                    [(BotKind::Easy, "setup-easy"), (BotKind::Medium, "setup-medium"), (BotKind::Hard, "setup-hard")]
                {
                    if ui.selectable_label(setup.difficulty == kind, word(label)).clicked() {
                        choices.push(SetupChoice::Difficulty(kind));
                    }
                }
            });
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            ui.label(word("setup-seed"));
            ui.add(egui::TextEdit::singleline(seed_text).desired_width(120.0));
        });
        let seed = seed_text.trim();
        let parsed = if seed.is_empty() { Ok(None) } else { seed.parse::<u64>().map(Some) };
        if parsed.is_err() {
            ui.colored_label(WARNING, word("setup-seed-invalid"));
        }
        parsed
    }

    /// The rules text, folded under its heading until opened.
    fn how_to_play(&self, ui: &mut egui::Ui, heading: &str) {
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 780.0).max(0.0) / 2.0);
            ui.vertical(|ui| {
                ui.set_width(780.0);
                egui::CollapsingHeader::new(heading).id_salt("how-to-play").show(ui, |ui| {
                    egui::ScrollArea::vertical().max_height(240.0).show(ui, |ui| {
                        ui.label(egui::RichText::new(self.texts.rules_text.as_ref()).monospace().size(14.0));
                    });
                });
            });
        });
    }
}

/// The width of a column of the page's controls, and the gap between two.
const COLUMN: f32 = 500.0;
const COLUMN_GAP: f32 = 48.0;

/// `columns` columns of controls side by side, centred, each from the top: `column` fills
/// each in turn. Where each went.
fn in_columns(ui: &mut egui::Ui, columns: usize, mut column: impl FnMut(&mut egui::Ui, usize)) -> Vec<egui::Rect> {
    let wide = columns as f32 * COLUMN + columns.saturating_sub(1) as f32 * COLUMN_GAP;
    let mut drawn = Vec::new();
    let row = egui::Layout::left_to_right(egui::Align::Min);
    // The columns may take the height left: the seats' rows scroll within their own.
    ui.allocate_ui_with_layout(ui.available_size(), row, |ui| {
        ui.add_space(((ui.available_width() - wide) / 2.0).max(0.0));
        for index in 0..columns {
            if index > 0 {
                ui.add_space(COLUMN_GAP);
            }
            let layout = egui::Layout::top_down(egui::Align::Min);
            let placed = ui.allocate_ui_with_layout(egui::vec2(COLUMN, ui.available_height()), layout, |ui| {
                ui.set_min_width(COLUMN);
                column(ui, index);
            });
            drawn.push(placed.response.rect);
        }
    });
    drawn
}

/// Who sits where: up to sixteen seats, one a row; past five the rows scroll.
fn seat_rows(ui: &mut egui::Ui, seats: &[SeatKind], say: &dyn Fn(&Line) -> String, choices: &mut Vec<SetupChoice>) {
    // A row is as tall as its buttons: their words and the room round them.
    let row = ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y;
    // A hosted table's choice of what a dropped seat becomes takes a row of theirs.
    let rows = if seats.contains(&SeatKind::Remote) { SEAT_ROWS_SHOWN - 1.0 } else { SEAT_ROWS_SHOWN };
    let shown = rows * (row + ui.spacing().item_spacing.y);
    egui::ScrollArea::vertical().id_salt("seats").max_height(shown).show(ui, |ui| {
        for (seat, &sits) in seats.iter().enumerate() {
            ui.horizontal(|ui| {
                ui.label(say(&Line::new("setup-seat").number("seat", seat + 1)));
                for kind in [SeatKind::Human, SeatKind::Computer, SeatKind::Remote] {
                    let label = say(&Line::new(seat_label(kind)));
                    if ui.selectable_label(sits == kind, label).clicked() && sits != kind {
                        choices.push(SetupChoice::Seat(seat, kind));
                    }
                }
            });
        }
    });
}

/// The seats' rows shown before they scroll.
const SEAT_ROWS_SHOWN: f32 = 5.0;

/// The options in their rows in a column, their words told by `say`; `chosen` hears each
/// change. A row of choices too long for the column wraps onto the next line.
fn options_in_rows(
    ui: &mut egui::Ui,
    options: &[SetupOption],
    say: &dyn Fn(&Line) -> String,
    mut chosen: impl FnMut(&SetupOption, u16),
) {
    let room = ui.available_width();
    let fits_beside = |first: &SetupOption, second: &SetupOption| {
        let width = |option: &SetupOption| toggle_width(ui, &say(&option.label));
        width(first) + ui.spacing().item_spacing.x + width(second) <= room
    };
    for row in option_rows(options, fits_beside) {
        ui.horizontal_wrapped(|ui| {
            for option in row {
                if let Some(value) = option_widget(ui, option, say) {
                    chosen(option, value);
                }
            }
        });
    }
}

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
    use crate::app::widgets::tests::{past_the_window, say_in};

    /// Every game's setup, at every table size its rules seat, dealt here or hosted, stands whole in the
    /// 1280×720 window in every language: nothing to scroll to, the buttons in sight, and
    /// no column of controls wider than its room (a column too wide is told as running
    /// past the window).
    #[test]
    fn every_game_s_setup_fits_the_window_in_every_language() {
        struct Pages(LoadedRules, Vec<String>);
        impl EachTable for Pages {
            fn visit<G: TableGame>(&mut self) {
                let book = &self.0;
                let rules = book.get::<G>();
                // Each size as dealt here, and as hosted: a remote seat brings the choice of
                // what a dropped player's seat becomes.
                for (seats, hosted) in book.seats(G::GAME).flat_map(|seats| [(seats, false), (seats, true)]) {
                    let mut setup = TableSetup::new(G::GAME, book);
                    let kind = |seat| match seat {
                        0 => SeatKind::Human,
                        1 if hosted => SeatKind::Remote,
                        _ => SeatKind::Computer,
                    };
                    setup.seats = (0..seats).map(kind).collect();
                    let options = G::Options::of(rules).list(rules, seats);
                    let past = past_the_window(|ctx, language| {
                        let texts = book.texts_in(G::GAME, language);
                        let page =
                            SetupPage { texts, table_sizes: book.seats(G::GAME), setup: &setup, options: &options };
                        let say = say_in(language);
                        let (_, drawn) = page.show(ctx, &mut String::new(), &|line| say(line, &[]));
                        // A column wider than its room would stand over its neighbour.
                        match drawn.columns.iter().find(|column| column.width() > COLUMN + 0.5) {
                            Some(column) => column.expand2(egui::vec2(TABLE_AREA.x, 0.0)),
                            None => drawn.content,
                        }
                    });
                    let hosted = if hosted { ", hosted" } else { "" };
                    let table = format!("{} at {seats} seats{hosted}", G::GAME.title());
                    self.1.extend(past.into_iter().map(|misfit| format!("{table}, {misfit}")));
                }
            }
        }
        let mut pages = Pages(LoadedRules::load(None), Vec::new());
        each_table(&mut pages);
        assert!(pages.1.is_empty(), "setups past the window:\n{}", pages.1.join("\n"));
    }
}
