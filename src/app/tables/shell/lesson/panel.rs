//! The lesson's panel over the table: the step's words, or the note of a rule the table
//! has just shown, with what goes on from there (*Next*, *Got it*), and at every step a
//! way to make the last move again, to skip the rest of the lesson, or to leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{LessonControl, LessonInPlay, TableGame};
use crate::app::glyphs::{InputDevice, Press};
use crate::app::navigation::KeyFocus;
use crate::app::session::{TablePhase, playing};
use crate::app::widgets::{GOLD, Styled};
use crate::app::{Overlay, Screen, theme};
use crate::lesson::LessonStep;
use crate::rules::Line;
use crate::rules::Word;
use crate::text::{Catalog, language};

/// Where a table shows the lesson's panel, clear of what the learner presses and reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelPlace {
    /// At the top right, below the log's button: where the hands lie along the table's
    /// top and bottom.
    TopRight,
    /// At the bottom left, wider and lower: where the seats ring the table and leave the
    /// corner between the learner's plate and the next seat's free.
    BottomLeft,
    /// At the top left, wide and low: where the seats sit round an oval and leave the
    /// corner above the left seat and beside the top one free.
    TopLeft,
}

impl PanelPlace {
    /// The panel's anchor in the window, its offset from it and its width, in egui points.
    fn anchor(self) -> (egui::Align2, egui::Vec2, f32) {
        match self {
            PanelPlace::TopRight => (egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 64.0), 300.0),
            // Above the line that says whose turn it is.
            PanelPlace::BottomLeft => (egui::Align2::LEFT_BOTTOM, egui::vec2(10.0, -138.0), 390.0),
            PanelPlace::TopLeft => (egui::Align2::LEFT_TOP, egui::vec2(10.0, 10.0), 520.0),
        }
    }
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel::<G>
            .after(Styled)
            .run_if(in_state(Screen::Table).and_then(playing(G::GAME)))
            .run_if(resource_exists::<LessonInPlay<G>>)
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

impl<G: TableGame> LessonInPlay<G> {
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
    guide: Res<LessonInPlay<G>>,
    phase: Res<State<TablePhase>>,
    overlay: Res<State<Overlay>>,
    mut controls: MessageWriter<LessonControl>,
    mut next_screen: ResMut<NextState<Screen>>,
    (keys, device): (Option<Res<ButtonInput<KeyCode>>>, Res<InputDevice>),
    focus: Res<KeyFocus>,
    mut words_shown: Local<Option<(Option<&'static str>, usize)>>,
) {
    let Some(words) = guide.panel_words(*phase.get()) else { return };
    let Ok(ctx) = contexts.ctx_mut() else { return };
    // New words to read, while the keys or a pad move a focus (whose Enter presses what
    // has it, not the table): the focus goes to what reads on.
    let these_words = match &words {
        PanelWords::Note(note) => (Some(*note), 0),
        PanelWords::Step { index, .. } => (None, *index),
    };
    let new_words = words_shown.replace(these_words) != Some(these_words);
    let panel = LessonPanel {
        game: G::GAME.spoken(),
        words,
        steps: guide.steps().len(),
        numbers: guide.numbers(),
        read_on_key: device.glyph(Press::Confirm),
        // Between the beats of a step the match is still moving: a move is made again
        // from a decision.
        again: guide.made() > 0 && *phase.get() == TablePhase::Choosing,
        enabled: *overlay.get() == Overlay::None,
        take_focus: focus.on && new_words,
        place: G::LESSON_PANEL,
    };
    let say = |id: &str, args: &[(&'static str, Word)]| Catalog::get().format(language(), id, args, &[]);
    let pressed = panel.show(ctx, &say).and_then(|shown| shown.inner).flatten();
    // While words wait play is held, so the key that reads on reaches nothing else.
    let key_pressed = keys.is_some_and(|keys| keys.just_pressed(Press::Confirm.key()));
    match pressed {
        Some(PanelPress::Control(control)) => {
            controls.write(control);
        }
        Some(PanelPress::Leave) => next_screen.set(Screen::Title),
        None if key_pressed && panel.reads_on() => {
            controls.write(LessonControl::Next);
        }
        None => {}
    }
}

/// What a press on the panel asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelPress {
    Control(LessonControl),
    Leave,
}

/// The panel as drawn.
pub struct LessonPanel<'a, A> {
    pub game: Line,
    pub words: PanelWords<'a, A>,
    pub steps: usize,
    /// The numbers every message of the lesson is given.
    pub numbers: &'a [(&'static str, i64)],
    /// The key that reads on.
    pub read_on_key: &'static str,
    /// Whether *Again* is offered.
    pub again: bool,
    /// Whether its buttons take presses (not under the pause menu).
    pub enabled: bool,
    /// Whether the button that reads on takes the focus.
    pub take_focus: bool,
    pub place: PanelPlace,
}

/// Puts a message in words: its id and arguments.
pub type Say<'a> = dyn Fn(&str, &[(&'static str, Word)]) -> String + 'a;

impl<A> LessonPanel<'_, A> {
    /// Whether words wait for *Next* or *Got it*.
    fn reads_on(&self) -> bool {
        match self.words {
            PanelWords::Note(_) => true,
            PanelWords::Step { waits, .. } => waits,
        }
    }

    /// The panel in its place over the table, its words put by `say`; what was pressed.
    pub fn show(&self, ctx: &egui::Context, say: &Say) -> Option<egui::InnerResponse<Option<Option<PanelPress>>>> {
        let (anchor, offset, width) = self.place.anchor();
        let numbers: Vec<_> = self.numbers.iter().map(|&(name, number)| (name, Word::Number(number))).collect();
        let lesson_words = |id: &str| say(id, &numbers);
        let line = |line: &Line| say(line.id(), line.args());
        egui::Window::new("")
            .id(egui::Id::new("lesson-panel"))
            .title_bar(false)
            .resizable(false)
            .collapsible(false)
            .anchor(anchor, offset)
            .fixed_size(egui::vec2(width, 0.0))
            .show(ctx, |ui| {
                if !self.enabled {
                    ui.disable();
                }
                // The game and the step on one line: the words below have the room.
                let mut heading = line(&Line::new("learn-panel-heading").line("game", self.game.clone()));
                if let PanelWords::Step { index, .. } = &self.words {
                    let count = Line::new("learn-step-of").number("step", index + 1).number("steps", self.steps);
                    heading = format!("{heading}  ·  {}", line(&count));
                }
                ui.label(egui::RichText::new(heading).size(15.0).color(theme::EGUI_BRASS));
                ui.add_space(4.0);
                let read_on_label = |id: &'static str| line(&Line::new(id).name("key", self.read_on_key));
                let read_on = match &self.words {
                    PanelWords::Note(note) => {
                        ui.label(egui::RichText::new(say("learn-rule-met", &[])).size(15.0).italics());
                        ui.label(egui::RichText::new(lesson_words(note)).size(17.0).color(GOLD));
                        Some(read_on_label("learn-got-it"))
                    }
                    PanelWords::Step { step, waits, .. } => {
                        ui.label(egui::RichText::new(lesson_words(&step.say)).size(17.0));
                        for told in &step.tells {
                            ui.label(egui::RichText::new(format!("•  {}", lesson_words(told))).size(16.0));
                        }
                        if step.asks_for_a_move() {
                            ui.add_space(4.0);
                            let glows = egui::RichText::new(say("learn-press-what-glows", &[]));
                            ui.label(glows.size(15.0).italics().color(GOLD));
                        }
                        waits.then(|| read_on_label("learn-next"))
                    }
                };
                ui.add_space(8.0);
                let mut pressed = None;
                if let Some(label) = read_on {
                    let read = ui.button(egui::RichText::new(label).strong());
                    if self.take_focus {
                        read.request_focus();
                    }
                    if read.clicked() {
                        pressed = Some(PanelPress::Control(LessonControl::Next));
                    }
                }
                ui.horizontal_wrapped(|ui| {
                    let again = say("learn-again", &[]);
                    if self.again && ui.button(again).on_hover_text(say("learn-again-tip", &[])).clicked() {
                        pressed = Some(PanelPress::Control(LessonControl::Again));
                    }
                    if ui.button(say("learn-skip", &[])).on_hover_text(say("learn-skip-tip", &[])).clicked() {
                        pressed = Some(PanelPress::Control(LessonControl::Skip));
                    }
                    if ui.button(say("learn-leave", &[])).clicked() {
                        pressed = Some(PanelPress::Leave);
                    }
                });
                pressed
            })
    }
}

/// Where one step or note of a lesson stands over the table, in each language.
#[cfg(test)]
pub struct PanelShown {
    /// Which step or note it is.
    pub what: String,
    /// Its place in the window in each language, in egui points at 1280×720.
    pub places: Vec<(crate::text::Language, egui::Rect)>,
    /// Where it falls past the window.
    pub past_the_window: Vec<String>,
}

/// Every step and note of `G`'s lesson, shown in every language.
#[cfg(test)]
pub fn every_lesson_panel<G: TableGame>(guided: &super::GuidedLesson<G>) -> Vec<PanelShown> {
    use crate::app::widgets::tests::past_the_window;
    use crate::text::Language;
    let steps = &guided.lesson.steps;
    let words = steps
        .iter()
        .enumerate()
        .map(|(index, step)| PanelWords::Step { index, step, waits: !step.asks_for_a_move() })
        .chain(guided.topics.iter().map(|topic| PanelWords::Note(topic)));
    let mut shown = Vec::new();
    for words in words {
        let what = match &words {
            PanelWords::Note(note) => note.to_string(),
            PanelWords::Step { index, .. } => format!("step {}", index + 1),
        };
        let panel = LessonPanel {
            game: G::GAME.spoken(),
            words,
            steps: steps.len(),
            numbers: &guided.numbers,
            read_on_key: "Enter",
            again: true,
            enabled: true,
            take_focus: false,
            place: G::LESSON_PANEL,
        };
        let mut places: Vec<(Language, egui::Rect)> = Vec::new();
        let past_the_window = past_the_window(|ctx, language: Language| {
            let say = |id: &str, args: &[(&'static str, Word)]| Catalog::get().format(language, id, args, &[]);
            let rect = panel.show(ctx, &say).expect("the panel is shown").response.rect;
            // The window takes its place from its size on its second pass: the last counts.
            places.retain(|(seen, _)| *seen != language);
            places.push((language, rect));
            rect
        });
        shown.push(PanelShown { what, places, past_the_window });
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tables::{EachTable, each_table};

    /// The tallest the panel may stand, in egui points: above the table's button column.
    const TALLEST: f32 = 400.0;

    /// Every step and every note of every lesson, in every language, stands inside the
    /// window and above the table's buttons.
    #[test]
    fn every_lesson_s_panel_fits_in_every_language() {
        struct Panels(Vec<String>);
        impl EachTable for Panels {
            fn visit<G: TableGame>(&mut self) {
                let Some(guided) = G::lesson() else { return };
                for shown in every_lesson_panel(&guided) {
                    let too_tall = shown.places.iter().filter(|(_, place)| place.height() > TALLEST);
                    let too_tall =
                        too_tall.map(|(language, place)| format!("{language:?}: {} points tall", place.height()));
                    let misfits = shown.past_the_window.into_iter().chain(too_tall);
                    self.0.extend(misfits.map(|misfit| format!("{}, {}: {misfit}", G::GAME.title(), shown.what)));
                }
            }
        }
        let mut panels = Panels(Vec::new());
        each_table(&mut panels);
        assert!(panels.0.is_empty(), "the lesson's panel does not fit:\n{}", panels.0.join("\n"));
    }
}
