//! Watching a kept match again: the table plays the record's steps instead of asking
//! anybody, forwards by itself or a step at a time, and backwards by opening the table
//! again a decision earlier. Every card is shown: the table is drawn for any seat, and
//! what the match hides from the seats is listed beside it in words.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::reopen::{Reopen, ReplayAt};
use super::{AtTable, TableGame, TableMatch, TableMode, TableSystems, Turn};
use crate::app::session::TablePhase;
use crate::app::{Screen, Settings};
use crate::record::{Step, decisions_in};
use crate::rules::{Line, Seat};
use crate::save::SavedMatch;
use crate::text::{say, seat_name, tr, tr_line};

/// Seconds between two steps of a replay that plays by itself, at normal speed, besides
/// the time the table takes to show each.
const PAUSE_BETWEEN_STEPS: f32 = 0.5;

/// A replay at the table.
#[derive(Resource)]
pub struct Replay<G: TableGame> {
    /// The match, every step of it.
    pub saved: SavedMatch<G>,
    /// The seat the table is drawn for.
    pub seat: Seat,
    pub playing: bool,
    /// One step asked for while paused.
    step_asked: bool,
    /// Seconds waited for the next step.
    waited: f32,
    /// What the match hides from the seats, in words, as the table last showed it.
    pub hidden: Vec<Line>,
}

impl<G: TableGame> Replay<G> {
    pub(super) fn new(saved: SavedMatch<G>, at: ReplayAt, seat: Seat) -> Self {
        Replay { saved, seat, playing: at.playing, step_asked: false, waited: 0.0, hidden: Vec::new() }
    }

    /// The step recorded after the first `played` steps.
    pub(super) fn step_after(&self, played: usize) -> Option<&Step<G::Action, G::Chance>> {
        self.saved.record.steps.get(played)
    }

    /// Brings the words for what is hidden up to `state`, which the table now shows.
    pub(super) fn tell_hidden(&mut self, state: &G) {
        self.hidden = state.hidden_in_words(&self.saved.rules);
    }

    fn decisions(&self) -> usize {
        self.saved.record.decisions()
    }
}

/// What the viewer's buttons and keys ask of a replay.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayControl {
    PlayOrPause,
    /// The next step, while paused.
    Forward,
    /// Back to before the last decision shown.
    Back,
    /// Draw the table for another seat (`+1` the next, `-1` the one before).
    Seat(i8),
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_message::<ReplayControl>()
        .add_systems(Update, replay_keys.in_set(TableSystems::Input).run_if(in_state(TableMode::Replay)));
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let at_table = AtTable(G::GAME);
    app.add_systems(Update, control::<G>.in_set(TableSystems::Flow).in_set(at_table).run_if(replaying::<G>))
        .add_systems(EguiPrimaryContextPass, panel::<G>.run_if(in_state(Screen::Table).and_then(replaying::<G>)))
        .add_systems(OnExit(Screen::Table), stop_watching::<G>);
}

/// A replay is watched once the deal has opened its record.
fn replaying<G: TableGame>(mode: Res<State<TableMode>>, replay: Option<Res<Replay<G>>>) -> bool {
    *mode.get() == TableMode::Replay && replay.is_some()
}

fn stop_watching<G: TableGame>(mut commands: Commands) {
    commands.remove_resource::<Replay<G>>();
}

fn replay_keys(keys: Option<Res<ButtonInput<KeyCode>>>, mut controls: MessageWriter<ReplayControl>) {
    let Some(keys) = keys else { return };
    for (key, control) in [
        (KeyCode::Space, ReplayControl::PlayOrPause),
        (KeyCode::ArrowRight, ReplayControl::Forward),
        (KeyCode::ArrowLeft, ReplayControl::Back),
        (KeyCode::Tab, ReplayControl::Seat(1)),
        (KeyCode::ArrowUp, ReplayControl::Seat(-1)),
        (KeyCode::ArrowDown, ReplayControl::Seat(1)),
    ] {
        if keys.just_pressed(key) {
            controls.write(control);
        }
    }
}

/// Between steps, the next recorded decisions are taken as the seats' own.
pub(super) fn feed_replay<G: TableGame>(
    the_match: Res<TableMatch<G>>,
    replay: Option<ResMut<Replay<G>>>,
    mut turn: ResMut<Turn<G>>,
    phase: Res<State<TablePhase>>,
    time: Res<Time>,
    settings: Res<Settings>,
) {
    let Some(mut replay) = replay else { return };
    if *phase.get() != TablePhase::Waiting || !(replay.playing || replay.step_asked) {
        return;
    }
    replay.waited += time.delta_secs();
    if !replay.step_asked && replay.waited < settings.scaled(PAUSE_BETWEEN_STEPS) {
        return;
    }
    let Some(Step::Moves(moves)) = replay.step_after(the_match.record.steps.len()) else { return };
    for &(seat, action) in moves {
        turn.decided[seat] = Some(action);
    }
    replay.step_asked = false;
    replay.waited = 0.0;
}

/// Play, pause and step on; a step back or another seat opens the table again there.
fn control<G: TableGame>(
    mut commands: Commands,
    mut controls: MessageReader<ReplayControl>,
    mut replay: ResMut<Replay<G>>,
    the_match: Res<TableMatch<G>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for control in controls.read() {
        let played = the_match.record.steps.len();
        let reopen_at = match *control {
            ReplayControl::PlayOrPause => {
                replay.playing = !replay.playing;
                None
            }
            ReplayControl::Forward => {
                replay.step_asked = !replay.playing;
                None
            }
            ReplayControl::Back => {
                // Before the last decision shown: the chance that followed it goes too.
                let steps = &replay.saved.record.steps[..played];
                let last_decision = steps.iter().rposition(|step| matches!(step, Step::Moves(_)));
                Some(ReplayAt { step: last_decision.unwrap_or(0), seat: Some(replay.seat), playing: false })
            }
            ReplayControl::Seat(turn) => {
                let seats = the_match.seats().len() as i64;
                let seat = (replay.seat as i64 + i64::from(turn)).rem_euclid(seats) as Seat;
                Some(ReplayAt { step: played, seat: Some(seat), playing: replay.playing })
            }
        };
        if let Some(at) = reopen_at {
            let shown = decisions_in(&replay.saved.record.steps[..at.step]);
            let said = Line::new("log-replay-at").number("decision", shown).number("decisions", replay.decisions());
            let saved = replay.saved.clone();
            commands.insert_resource(Reopen { saved, replay: Some(at), said, keep_log: true, saved_on_disk: false });
            next_screen.set(Screen::Table);
            return;
        }
    }
}

/// The viewer's controls, and every card the seats cannot see.
fn panel<G: TableGame>(
    mut contexts: EguiContexts,
    replay: Res<Replay<G>>,
    the_match: Res<TableMatch<G>>,
    mut controls: MessageWriter<ReplayControl>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::Window::new("")
        .id(egui::Id::new("replay"))
        .title_bar(false)
        // The bottom-left corner is wood at every table: no seat or card lies there.
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
        .max_width(440.0)
        .resizable(false)
        .show(ctx, |ui| {
            let status = match the_match.is_over() {
                true => Line::new("replay-status-end"),
                false => Line::new("replay-status")
                    .number("decision", the_match.decisions() as i64)
                    .number("decisions", replay.decisions() as i64),
            };
            let heading = Line::new("replay-heading").line("game", G::GAME.spoken()).line("status", status);
            ui.label(egui::RichText::new(tr_line(&heading)).strong());
            ui.horizontal(|ui| {
                if ui.button(tr("replay-back")).clicked() {
                    controls.write(ReplayControl::Back);
                }
                let play = if replay.playing { "replay-pause" } else { "replay-play" };
                if ui.button(tr(play)).clicked() {
                    controls.write(ReplayControl::PlayOrPause);
                }
                if ui.add_enabled(!replay.playing, egui::Button::new(tr("replay-step"))).clicked() {
                    controls.write(ReplayControl::Forward);
                }
            });
            ui.horizontal(|ui| {
                let seen_from = Line::new("replay-seen-from").name("name", seat_name(&the_match.names()[replay.seat]));
                ui.label(tr_line(&seen_from));
                if ui.small_button("◀").clicked() {
                    controls.write(ReplayControl::Seat(-1));
                }
                if ui.small_button(tr("replay-next-seat")).clicked() {
                    controls.write(ReplayControl::Seat(1));
                }
            });
            if !replay.hidden.is_empty() {
                egui::CollapsingHeader::new(tr("replay-hidden")).default_open(true).show(ui, |ui| {
                    for line in &replay.hidden {
                        ui.label(egui::RichText::new(say(line, the_match.names())).size(14.0));
                    }
                });
            }
        });
}
