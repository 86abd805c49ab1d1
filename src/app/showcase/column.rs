//! The room's column, right of the table wherever a room watches (a showcase, or a table
//! watched from this window): the presenter's bar at its top while in use, and below it
//! what the players cannot see. The table keeps the room for it beside itself
//! ([`PanelsBeside`]), so nothing the room reads covers a seat, a card or a plate, at any
//! table, in any language.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::hidden::show_hidden;
use super::presenter::{Bar, BarNow};
use super::{Presenter, PresenterControl, Showcase};
use crate::app::tables::shell::{Audience, TableMode};
use crate::app::window_scale::{Margins, table_in_points};
use crate::app::{BandBelowTable, PanelsBeside, RoomBeside, Screen, Settings};
use crate::rules::Line;
use crate::text::tr_line;

/// The column's width, in world units at the normal UI scale (egui's points at any).
pub const COLUMN: f32 = 320.0;
/// The gap between the column and the window's edge, and between it and the table.
const GAP: f32 = 8.0;
/// Where the column starts from the window's top at a watched table: below the folded log,
/// which stands in the same corner.
const BELOW_THE_LOG: f32 = 56.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelsBeside>()
        .add_systems(EguiPrimaryContextPass, room_column.run_if(resource_exists::<Presenter>));
}

/// The room keeps its column beside the table while it watches.
pub(super) fn keep_the_column(mut panels: ResMut<PanelsBeside>) {
    panels.set_if_neq(PanelsBeside(COLUMN));
}

#[allow(clippy::too_many_arguments)]
fn room_column(
    mut contexts: EguiContexts,
    windows: Query<&Window, With<PrimaryWindow>>,
    (band, beside, settings): (Res<BandBelowTable>, Res<RoomBeside>, Res<Settings>),
    bar: BarNow,
    (audience, showcase): (Option<Res<Audience>>, Option<Res<Showcase>>),
    (screen, mode): (Res<State<Screen>>, Res<State<TableMode>>),
    mut controls: MessageWriter<PresenterControl>,
) {
    let bar = bar.bar();
    // The hidden cards are told at the table, once its rules card is down.
    let card_down = showcase.as_ref().is_some_and(|showcase| showcase.card_left <= 0.0);
    let hidden = match audience {
        Some(audience) if card_down && *screen.get() == Screen::Table => audience.hidden.clone(),
        _ => Vec::new(),
    };
    if bar.is_none() && hidden.is_empty() {
        return;
    }
    let Ok(window) = windows.single() else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let top = if *mode.get() == TableMode::Showcase { GAP } else { BELOW_THE_LOG };
    let (_, table) = table_in_points(window.size(), Margins::of(&band, &beside), settings.ui_zoom());
    let (asked, _) = show_column(ctx, top..=table.bottom(), bar.as_ref(), &hidden, &tr_line);
    controls.write_batch(asked);
}

/// Shows the column at the window's right, from `reach`'s start (in points from the
/// window's top) down to its end at most, where the hidden cards scroll; its words are
/// said by `say`. The control pressed, if any, and where the column stands.
fn show_column(
    ctx: &egui::Context,
    reach: std::ops::RangeInclusive<f32>,
    bar: Option<&Bar>,
    hidden: &[String],
    say: &dyn Fn(&Line) -> String,
) -> (Option<PresenterControl>, Option<egui::Rect>) {
    let frame = egui::Frame::window(&ctx.global_style());
    let margins = frame.inner_margin.sum().x + frame.stroke.width * 2.0;
    let width = COLUMN - 2.0 * GAP - margins;
    let mut asked = None;
    let shown = egui::Window::new("")
        .id(egui::Id::new("for-the-room"))
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-GAP, *reach.start()))
        .min_width(width)
        .max_width(width)
        .show(ctx, |ui| {
            if let Some(bar) = bar {
                asked = bar.show(ui, say);
            }
            if !hidden.is_empty() {
                if bar.is_some() {
                    ui.separator();
                }
                let room = *reach.end() - ui.cursor().top() - frame.inner_margin.bottom as f32 - frame.stroke.width;
                egui::ScrollArea::vertical()
                    .max_height(room)
                    .min_scrolled_height(room)
                    .show(ui, |ui| show_hidden(ui, hidden, say));
            }
        });
    (asked, shown.map(|shown| shown.response.rect))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{BotKind, SeatKnowledge, decision_bot};
    use crate::app::LoadedRules;
    use crate::app::TABLE_AREA;
    use crate::app::tables::shell::TableGame;
    use crate::app::tables::{EachTable, each_table};
    use crate::app::widgets::tests::{dressed_for, say_in};
    use crate::games::{SeatKind, seat_names};
    use crate::rules::{TableRules, ToMove, step};
    use crate::text::Language;

    use super::super::presenter::SeatsForPassersBy;

    /// What the room is told of the hidden cards at the step of a showcase match where it
    /// is told the most, with the seats' names.
    fn most_hidden<G: TableGame>(rules: &LoadedRules) -> (Vec<Line>, Vec<String>) {
        let showcase = rules.get::<G>().showcase();
        let mut events = Vec::new();
        let mut state = G::new(&showcase.rules, showcase.players, 3, &mut events).expect("a showcase match deals");
        let mut most = state.hidden_in_words(&showcase.rules);
        let mut moves = Vec::new();
        for decision in 0..400 {
            if matches!(state.to_move(), ToMove::Nobody) {
                break;
            }
            step(&mut state, &mut events, &mut moves, |state, seat| {
                decision_bot::<G>(BotKind::Random, 3, decision, seat, &rules.difficulties)
                    .choose(SeatKnowledge::new(state, seat))
            })
            .expect("a bot's action is legal");
            let hidden = state.hidden_in_words(&showcase.rules);
            let told = |lines: &[Line]| lines.iter().map(|line| format!("{line:?}").len()).sum::<usize>();
            if told(&hidden) > told(&most) {
                most = hidden;
            }
        }
        (most, seat_names(&vec![SeatKind::Computer; showcase.players]))
    }

    struct ClearOfTheTable<'a> {
        rules: &'a LoadedRules,
        misplaced: Vec<String>,
    }

    impl EachTable for ClearOfTheTable<'_> {
        fn visit<G: TableGame>(&mut self) {
            let (hidden, names) = most_hidden::<G>(self.rules);
            let bar = Bar {
                heading: Line::new("presenter-game-of").number("at", 4).number("games", 4),
                paused: true,
                speed: 0.75,
                seats: Some(SeatsForPassersBy { taken: 2, free: true }),
            };
            for ui_zoom in Settings::UI_SCALE_STEPS {
                let margins = Margins {
                    below: super::super::CAPTION_BAND,
                    beside: RoomBeside::for_zoom(ui_zoom, PanelsBeside(COLUMN)).0,
                };
                let (window, table) = table_in_points(TABLE_AREA, margins, ui_zoom);
                for &language in Language::PLAYABLE {
                    let ctx = dressed_for(language);
                    let said = say_in(language);
                    let hidden: Vec<String> = hidden.iter().map(|line| said(line, &names)).collect();
                    let mut drawn = None;
                    // A window takes its size from its contents on its first pass.
                    for _ in 0..3 {
                        let input = egui::RawInput { screen_rect: Some(window), ..egui::RawInput::default() };
                        let say = |line: &Line| said(line, &names);
                        ctx.run_ui(input, |ui| {
                            drawn = show_column(ui.ctx(), GAP..=table.bottom(), Some(&bar), &hidden, &say).1
                        })
                        .textures_delta
                        .clear();
                    }
                    let drawn = drawn.expect("the column is shown");
                    // Half a point for rounding: the hidden cards scroll down to the table's bottom edge.
                    let clear = drawn.left() >= table.right() && drawn.bottom() <= table.bottom() + 0.5;
                    if !clear || !window.contains_rect(drawn) {
                        self.misplaced.push(format!(
                            "{:?} at {ui_zoom}, {language:?}: the column {drawn:?}, the table {table:?}, the window {window:?}",
                            G::GAME
                        ));
                    }
                }
            }
        }
    }

    /// At every showcase table, in every language and at every UI scale, the presenter's
    /// bar and the most the room is told of the hidden cards stand right of the table and
    /// above its bottom edge (below which the captions and the table's buttons go), inside
    /// a 1280×720 window: they cover no seat, card or plate.
    #[test]
    fn the_room_s_column_covers_nothing_on_the_table() {
        let rules = LoadedRules::load(None);
        let mut clear = ClearOfTheTable { rules: &rules, misplaced: Vec::new() };
        each_table(&mut clear);
        assert!(clear.misplaced.is_empty(), "{}", clear.misplaced.join("\n"));
    }
}
