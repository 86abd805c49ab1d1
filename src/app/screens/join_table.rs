//! Joining a table from the title: the tables announced on the local network, listed as
//! they are heard of, and a join code typed in. A table found gives its address; its
//! secret, which only the host's screen shows, is typed before it (`SECRET@ADDRESS`).

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::JoinInProgress;
use crate::app::Screen;
use crate::app::widgets::{Styled, WARNING, big_button, full_screen};
use crate::games::GameId;
use crate::net::{FoundTable, JoinCode, Reach, TableFinder};
use crate::rules::Line;
use crate::text::{tr, tr_line};

/// How wide the join code's field is, in egui points: a code at any IPv4 address shows
/// whole in it (an IPv6 one scrolls).
const CODE_FIELD: f32 = 600.0;

/// The code's type: every character as wide as the next, so that a code reads like the one
/// on the host's screen.
fn code_font() -> egui::FontId {
    egui::FontId::monospace(22.0)
}

/// Where the join screen listens for tables: the network, or in tests the loopback.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscoveryReach(pub Reach);

impl Default for DiscoveryReach {
    fn default() -> Self {
        DiscoveryReach(Reach::Network)
    }
}

/// The join screen while open: the finder listening, what it heard, the code typed.
#[derive(Resource, Default)]
pub struct JoinScreen {
    finder: Option<SyncCell<TableFinder>>,
    /// The tables heard of, by address.
    pub found: Vec<FoundTable>,
    /// The join code as typed.
    pub code: String,
    /// Why the network cannot be listened to, or why the code typed is none.
    problem: Option<Line>,
}

/// What a player does on the join screen.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum JoinTableChoice {
    /// The table at this place of the list: its address goes into the code.
    Pick(usize),
    /// Joins by the code typed.
    Join,
    /// Watches the table of the code typed, from no seat: its captions and the presenter's
    /// keys, for a second screen.
    Watch,
    Back,
}

pub(super) fn choices(app: &mut App) {
    app.init_resource::<DiscoveryReach>()
        .add_message::<JoinTableChoice>()
        .add_systems(OnEnter(Screen::Join), start_listening)
        .add_systems(OnExit(Screen::Join), |mut commands: Commands| commands.remove_resource::<JoinScreen>())
        .add_systems(Update, (hear_tables, act_on_join_screen).chain().run_if(in_state(Screen::Join)));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, join_screen.run_if(in_state(Screen::Join)).after(Styled));
}

fn start_listening(mut commands: Commands, reach: Res<DiscoveryReach>) {
    let (finder, problem) = match TableFinder::start(reach.0) {
        Ok(finder) => (Some(SyncCell::new(finder)), None),
        Err(error) => {
            warn!("{error}");
            (None, Some(Line::new("join-no-discovery").name("why", error.to_string())))
        }
    };
    commands.insert_resource(JoinScreen { finder, problem, ..JoinScreen::default() });
}

fn hear_tables(mut screen: ResMut<JoinScreen>) {
    let screen = &mut *screen;
    if let Some(finder) = &mut screen.finder {
        let found = finder.get().tables();
        if found != screen.found {
            screen.found = found;
        }
    }
}

fn act_on_join_screen(
    mut choices: MessageReader<JoinTableChoice>,
    mut screen: ResMut<JoinScreen>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    for choice in choices.read() {
        match choice {
            JoinTableChoice::Pick(index) => {
                let Some(table) = screen.found.get(*index) else { continue };
                let secret = screen.code.split_once('@').map_or(screen.code.as_str(), |(secret, _)| secret);
                screen.code = format!("{secret}@{}", table.address);
            }
            JoinTableChoice::Join | JoinTableChoice::Watch => match screen.code.parse::<JoinCode>() {
                Ok(code) => {
                    screen.problem = None;
                    let watch = *choice == JoinTableChoice::Watch;
                    commands.insert_resource(JoinInProgress::seat_or_watch(code, watch));
                }
                Err(error) => screen.problem = Some(Line::new("join-not-a-code").name("why", error.to_string())),
            },
            JoinTableChoice::Back => next.set(Screen::Title),
        }
    }
}

/// A table found, in words: its game, the seats free, its address.
fn found_in_words(table: &FoundTable) -> String {
    let game = table.game.parse::<GameId>().map_or_else(|_| table.game.clone(), |game| tr_line(&game.spoken()));
    tr_line(
        &Line::new("join-found-table")
            .name("game", game)
            .number("free", table.free)
            .number("seats", table.seats)
            .name("address", table.address.to_string()),
    )
}

fn join_screen(
    mut contexts: EguiContexts,
    screen: Option<ResMut<JoinScreen>>,
    joining: Option<Res<JoinInProgress>>,
    mut choices: MessageWriter<JoinTableChoice>,
) {
    let Some(mut screen) = screen else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    full_screen(ctx, |ui| {
        ui.add_space(90.0);
        ui.heading(tr("join-title"));
        ui.add_space(16.0);
        if screen.found.is_empty() {
            ui.label(tr("join-found-none"));
        }
        for (index, table) in screen.found.iter().enumerate() {
            if ui.button(found_in_words(table)).clicked() {
                choices.write(JoinTableChoice::Pick(index));
            }
        }
        ui.add_space(24.0);
        ui.label(tr("join-code-label"));
        let typed = ui.add(egui::TextEdit::singleline(&mut screen.code).desired_width(CODE_FIELD).font(code_font()));
        let entered = typed.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        ui.label(egui::RichText::new(tr("join-code-hint")).italics());
        if let Some(problem) = &screen.problem {
            ui.colored_label(WARNING, tr_line(problem));
        }
        ui.add_space(24.0);
        let pressed = ui.add_enabled_ui(joining.is_none(), |ui| big_button(ui, &tr("button-join"))).inner;
        if (pressed || entered) && joining.is_none() {
            choices.write(JoinTableChoice::Join);
        }
        ui.add_space(8.0);
        if ui.add_enabled_ui(joining.is_none(), |ui| big_button(ui, &tr("button-watch"))).inner && joining.is_none() {
            choices.write(JoinTableChoice::Watch);
        }
        ui.label(egui::RichText::new(tr("join-watch-hint")).italics());
        ui.add_space(16.0);
        if big_button(ui, &tr("button-back")) {
            choices.write(JoinTableChoice::Back);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::widgets::tests::dressed_for;
    use crate::text::Language;

    /// The longest code a table on an IPv4 address has shows whole in the join field.
    #[test]
    fn a_whole_code_shows_in_the_join_field() {
        let code: JoinCode = "7KQ2M9XDPA@255.255.255.255:65535".parse().expect("a code");
        let code = code.to_string();
        for &language in Language::PLAYABLE {
            let ctx = dressed_for(language);
            let width =
                ctx.fonts_mut(|fonts| fonts.layout_no_wrap(code.clone(), code_font(), egui::Color32::WHITE).size().x);
            // The field's own margins take a few points of its width.
            assert!(width <= CODE_FIELD - 12.0, "{language:?}: {width} points for {code}");
        }
    }
}
