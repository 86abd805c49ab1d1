//! The lesson's panel over the table: the step's words, or the note of a rule the table
//! has just shown, with what goes on from there (*Next*, *Got it*), and at every step a
//! way to make the last move again, to skip the rest of the lesson, or to leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Guide, LessonControl, TableGame};
use crate::app::session::{TablePhase, playing};
use crate::app::widgets::{GOLD, Styled};
use crate::app::{Overlay, Screen, theme};
use crate::lesson::LessonStep;
use crate::rules::Line;
use crate::text::{tr, tr_line, tr_numbers};

/// How wide the panel is, in egui points.
const PANEL_WIDTH: f32 = 380.0;

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel::<G>
            .after(Styled)
            .run_if(in_state(Screen::Table).and_then(playing(G::GAME)))
            .run_if(resource_exists::<Guide<G>>)
            .run_if(not(in_state(TablePhase::Handoff))),
    );
}

/// What the panel shows now.
pub enum PanelWords<'a, A> {
    /// A rule the table has just shown for the first time.
    Note(&'static str),
    /// A step, and whether it waits to be read.
    Step { index: usize, step: &'a LessonStep<A>, waits: bool },
}

impl<G: TableGame> Guide<G> {
    /// What the panel shows in `phase`; nothing once every step is done.
    pub fn panel_words(&self, phase: TablePhase) -> Option<PanelWords<'_, G::Action>> {
        if let Some(note) = self.note() {
            return Some(PanelWords::Note(note));
        }
        let (index, step) = self.current()?;
        Some(PanelWords::Step { index, step, waits: self.words_wait(phase) })
    }
}

#[allow(clippy::too_many_arguments)]
fn lesson_panel<G: TableGame>(
    mut contexts: EguiContexts,
    guide: Res<Guide<G>>,
    phase: Res<State<TablePhase>>,
    overlay: Res<State<Overlay>>,
    mut controls: MessageWriter<LessonControl>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let Some(words) = guide.panel_words(*phase.get()) else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let say = |id: &str| tr_numbers(id, guide.numbers());
    egui::Window::new("")
        .id(egui::Id::new("lesson-panel"))
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(10.0, 10.0))
        .fixed_size(egui::vec2(PANEL_WIDTH, 0.0))
        .show(ctx, |ui| {
            if *overlay.get() != Overlay::None {
                ui.disable();
            }
            let heading = Line::new("learn-panel-heading").line("game", G::GAME.spoken());
            ui.label(egui::RichText::new(tr_line(&heading)).size(15.0).color(theme::EGUI_BRASS));
            ui.add_space(4.0);
            let read_on = match words {
                PanelWords::Note(note) => {
                    ui.label(egui::RichText::new(tr("learn-rule-met")).size(15.0).italics());
                    ui.label(egui::RichText::new(say(note)).size(18.0).color(GOLD));
                    Some(tr("learn-got-it"))
                }
                PanelWords::Step { index, step, waits } => {
                    let count =
                        Line::new("learn-step-of").number("step", index + 1).number("steps", guide.steps().len());
                    ui.label(egui::RichText::new(tr_line(&count)).size(14.0));
                    ui.label(egui::RichText::new(say(&step.say)).size(18.0));
                    for told in &step.tells {
                        ui.label(egui::RichText::new(format!("•  {}", say(told))).size(16.0));
                    }
                    if step.asks_for_a_move() {
                        ui.add_space(4.0);
                        ui.label(egui::RichText::new(tr("learn-press-what-glows")).size(15.0).italics().color(GOLD));
                    }
                    waits.then(|| tr("learn-next"))
                }
            };
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                if let Some(label) = read_on
                    && ui.button(egui::RichText::new(label).strong()).clicked()
                {
                    controls.write(LessonControl::Next);
                }
                // Between the beats of a step the match is still moving: a move is made
                // again from a decision.
                if guide.made() > 0
                    && *phase.get() == TablePhase::Choosing
                    && ui.button(tr("learn-again")).on_hover_text(tr("learn-again-tip")).clicked()
                {
                    controls.write(LessonControl::Again);
                }
                if ui.button(tr("learn-skip")).on_hover_text(tr("learn-skip-tip")).clicked() {
                    controls.write(LessonControl::Skip);
                }
                if ui.button(tr("learn-leave")).clicked() {
                    next_screen.set(Screen::Title);
                }
            });
        });
}
