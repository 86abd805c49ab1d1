//! A guided first match at any table ([`crate::lesson`]): the lesson's steps over the
//! table, one at a time. A step of words holds play until read; a step asking for a move
//! narrows what the table allows to that move, and the game points at what to press
//! ([`Pointed`]); the first time the table shows one of the game's rules, a note tells
//! it. *Again* takes the learner's last move back, and its step asks for it again.

mod kept_clear;
mod panel;
mod pointing;

#[cfg(test)]
pub use kept_clear::{KeptClear, assert_the_lesson_leaves_clear};
pub use panel::{LessonPanel, PanelPlace, PanelWords};
pub use pointing::Pointed;

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use bevy::prelude::*;

use super::flow::ShownEvent;
use super::{AtTable, Pause, Reopen, TableGame, TableMatch, TableMode, TableSystems, Turn};
use crate::app::session::TablePhase;
use crate::app::settings::{SettingsFile, write_settings};
use crate::app::{Screen, Settings};
use crate::lesson::{LEARNER, Lesson, LessonStep, Taught, learner_moved};
use crate::record::RecordOf;
use crate::rules::{Game, Line, Seat};

/// A game's lesson as its table plays it.
pub struct GuidedLesson<G: Game> {
    pub lesson: Lesson<G::Action, G::Chance>,
    /// The built-in rules, with the lesson's deals laid out: the rules its match is dealt by.
    pub rules: G::Rules,
    pub topics: &'static [&'static str],
    pub topics_of: fn(&G::Event) -> Vec<&'static str>,
    /// The numbers of the built-in rules its words name.
    pub numbers: Vec<(&'static str, i64)>,
}

impl<G: Taught> GuidedLesson<G> {
    /// The lesson `G` ships; a lesson that does not read is a bug the lessons' tests catch.
    pub fn of() -> Option<Self> {
        match G::lesson() {
            Ok(lesson) => {
                let built_in = crate::config::embedded();
                Some(GuidedLesson {
                    rules: G::dealt_as(&built_in, &lesson.deals),
                    lesson: lesson.without_deals(),
                    topics: G::TOPICS,
                    topics_of: G::topics_of,
                    numbers: G::numbers(&built_in),
                })
            }
            Err(problem) => {
                error!("{problem}");
                None
            }
        }
    }
}

/// Present while a lesson is played at the table of `G`.
#[derive(Resource)]
pub struct LessonInPlay<G: TableGame> {
    lesson: GuidedLesson<G>,
    /// The step shown now; the lesson's length once all are done.
    current: usize,
    /// Notes of rules the table has just shown for the first time, to read in turn.
    notes: VecDeque<&'static str>,
    /// The topics met so far, each with the learner's moves made when it was.
    met: BTreeMap<&'static str, usize>,
    /// The learner's moves so far, as the match's record has them.
    made: usize,
    /// The learner has had a decision of their own: what the table shows is no longer
    /// the lesson's, and it notes nothing more.
    free: bool,
    /// A step asked for a move the rules did not allow then (a bug the lessons' tests
    /// catch): its number, and the table let the learner choose.
    pub refused_step: Option<usize>,
}

impl<G: TableGame> LessonInPlay<G> {
    pub fn new(lesson: GuidedLesson<G>) -> Self {
        LessonInPlay {
            lesson,
            current: 0,
            notes: VecDeque::new(),
            met: BTreeMap::new(),
            made: 0,
            free: false,
            refused_step: None,
        }
    }

    /// The computers' moves the lesson arranges at the decision after `record`, for the
    /// bots to make: with the learner's move, or in turn after it. A move the rules refuse
    /// then (a bug the lessons' tests catch) is told and left to the bot.
    pub fn arranged_moves(&self, state: &G, record: &RecordOf<G>) -> Vec<(Seat, G::Action)> {
        let movers = state.to_move().movers();
        let mut legal = Vec::new();
        let mut arranged = Vec::new();
        for seat in movers.iter().filter(|&seat| seat != LEARNER) {
            let Some((step, action)) = self.lesson.lesson.arranged(&record.steps, movers, seat) else { continue };
            state.legal_actions(seat, &mut legal);
            if legal.contains(&action) {
                arranged.push((seat, action));
            } else {
                error!(
                    "step {} of the {} lesson arranges {action:?} for seat {seat}, which the rules do not allow now",
                    step + 1,
                    G::GAME.title()
                );
            }
        }
        arranged
    }

    /// What the lesson arranges chance to bring at the match's chance node number
    /// `rolled` (from 0).
    pub fn chance_at(&self, rolled: usize) -> Option<G::Chance> {
        self.lesson.lesson.chance_at(rolled)
    }

    /// The rules the lesson's match is dealt by.
    pub fn rules(&self) -> &G::Rules {
        &self.lesson.rules
    }

    pub fn steps(&self) -> &[LessonStep<G::Action>] {
        &self.lesson.lesson.steps
    }

    /// The step shown now, and its index.
    pub fn current(&self) -> Option<(usize, &LessonStep<G::Action>)> {
        self.steps().get(self.current).map(|step| (self.current, step))
    }

    /// The move the current step asks for.
    pub fn asked(&self) -> Option<G::Action> {
        self.current().and_then(|(_, step)| step.play)
    }

    /// The move asked of the learner while they choose at the screen in `phase`: what the
    /// table points at.
    pub fn asked_of_the_learner(&self, turn: &Turn<G>, phase: TablePhase) -> Option<G::Action> {
        self.asked().filter(|_| turn.chooser(phase) == Some(LEARNER))
    }

    /// The note to read now.
    pub fn note(&self) -> Option<&'static str> {
        self.notes.front().copied()
    }

    /// The topics met so far.
    pub fn met(&self) -> BTreeSet<&'static str> {
        self.met.keys().copied().collect()
    }

    pub fn topics(&self) -> &'static [&'static str] {
        self.lesson.topics
    }

    /// The numbers every message of the lesson is given.
    pub fn numbers(&self) -> &[(&'static str, i64)] {
        &self.lesson.numbers
    }

    /// The learner's moves so far.
    pub fn made(&self) -> usize {
        self.made
    }

    /// Every step is done: the learner plays on freely.
    pub fn done(&self) -> bool {
        self.current >= self.steps().len()
    }

    /// The words of a step, or a note, have been read.
    pub fn read(&mut self) {
        if self.notes.pop_front().is_some() {
            return;
        }
        if let Some((index, step)) = self.current()
            && !step.asks_for_a_move()
        {
            self.told(index);
            self.current += 1;
        }
    }

    /// The topics step `index` tells in words are met, once its words are read or its
    /// move made.
    fn told(&mut self, index: usize) {
        let topics = self.lesson.topics;
        let told = self.steps()[index].tells.iter().filter_map(|told| topics.iter().find(|topic| *topic == told));
        let made = self.made;
        for topic in told.collect::<Vec<_>>() {
            self.met.entry(topic).or_insert(made);
        }
    }

    /// Whether words wait to be read before play goes on: a note, or a step of words
    /// once the table has come to the learner's choice (after the deal, or the show of
    /// the last move).
    pub fn words_wait(&self, phase: TablePhase) -> bool {
        self.note().is_some()
            || self.current().is_some_and(|(_, step)| {
                !step.asks_for_a_move() && matches!(phase, TablePhase::Choosing | TablePhase::Over)
            })
    }

    /// A topic the table shows: noted the first time.
    fn meet(&mut self, topic: &'static str) {
        if !self.met.contains_key(topic) {
            self.met.insert(topic, self.made);
            self.notes.push_back(topic);
        }
    }

    /// Follows the learner's moves in the match: a move made moves past its step, a
    /// move taken back goes back to it.
    fn follow(&mut self, made: usize) {
        let lesson = &self.lesson.lesson;
        let asking = lesson.step_of_move(made);
        if made < self.made
            && let Some(step) = asking
        {
            self.current = self.current.min(step);
            // The rules the moves taken back showed are noted again when shown again.
            self.met.retain(|_, met_at| *met_at <= made);
            self.notes.clear();
        }
        self.made = made;
        while let Some((index, step)) = self.current()
            && step.asks_for_a_move()
            && asking.is_none_or(|asking| index < asking)
        {
            self.told(index);
            self.current += 1;
        }
    }
}

/// What the learner does with the lesson's panel.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonControl {
    /// The words shown are read: on to what comes next.
    Next,
    /// The learner's last move is made again: the match goes back to before it (a
    /// lesson's moves are set, so going back tells the learner nothing to play on).
    Again,
    /// The rest of the lesson is skipped; the match goes on.
    Skip,
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let at_table = AtTable(G::GAME);
    panel::plugin::<G>(app);
    pointing::plugin::<G>(app);
    app.add_message::<ShownEvent<G>>()
        // Each frame before the table's input: a step of words read asks for its move
        // at once.
        .add_systems(
            Update,
            narrow_the_choice::<G>
                .before(TableSystems::Input)
                .in_set(at_table)
                .run_if(in_state(TablePhase::Choosing))
                .run_if(guided::<G>),
        )
        .add_systems(
            Update,
            (follow_the_match::<G>, note_the_rules::<G>)
                .chain()
                .in_set(TableSystems::Flow)
                .in_set(at_table)
                .run_if(guided::<G>),
        )
        // The words are read, and play held for them, while the table's own systems stand.
        .add_systems(
            Update,
            (read_the_words::<G>, hold_for_the_words::<G>.run_if(guided::<G>))
                .chain()
                .in_set(at_table)
                .run_if(in_state(Screen::Table))
                .run_if(guided::<G>),
        )
        .add_systems(OnEnter(Screen::Results), the_lesson_is_learned::<G>.run_if(guided::<G>))
        .add_systems(OnExit(TableMode::Lesson), leave_the_lesson::<G>);
}

/// A lesson is guided until it is skipped; the table then plays on in its mode.
fn guided<G: TableGame>(mode: Res<State<TableMode>>, guide: Option<Res<LessonInPlay<G>>>) -> bool {
    *mode.get() == TableMode::Lesson && guide.is_some()
}

pub(super) fn shared_plugin(app: &mut App) {
    app.add_message::<LessonControl>()
        .add_systems(OnEnter(Screen::Results), the_lesson_is_over.run_if(in_state(TableMode::Lesson)));
}

/// While a step asks for a move, that move is the only one the table takes.
fn narrow_the_choice<G: TableGame>(mut guide: ResMut<LessonInPlay<G>>, mut turn: ResMut<Turn<G>>) {
    let (Some(asked), Some(LEARNER)) = (guide.asked(), turn.active) else { return };
    if turn.legal == [asked] || guide.refused_step == Some(guide.current) {
        return;
    }
    if turn.legal.contains(&asked) {
        turn.legal.retain(|action| *action == asked);
    } else {
        let step = guide.current;
        error!(
            "step {} of the {} lesson asks for {asked:?}, which the rules do not allow now",
            step + 1,
            G::GAME.title()
        );
        guide.refused_step = Some(step);
    }
}

/// The learner's moves, as the match's record has them.
fn learner_moves<G: TableGame>(the_match: &TableMatch<G>) -> usize {
    the_match.record().steps.iter().filter(|step| learner_moved(step)).count()
}

fn follow_the_match<G: TableGame>(
    the_match: Res<TableMatch<G>>,
    phase: Res<State<TablePhase>>,
    mut guide: ResMut<LessonInPlay<G>>,
) {
    let made = learner_moves(&the_match);
    if made != guide.made || guide.current().is_some_and(|(_, step)| step.asks_for_a_move()) {
        guide.follow(made);
    }
    // A decision of the learner's own: the lesson's arranged match is over.
    if *phase.get() == TablePhase::Choosing && guide.done() && !guide.free && guide.notes.is_empty() {
        guide.free = true;
    }
}

/// A rule the table shows for the first time gets its note.
fn note_the_rules<G: TableGame>(mut shown: MessageReader<ShownEvent<G>>, mut guide: ResMut<LessonInPlay<G>>) {
    for ShownEvent(event) in shown.read() {
        if guide.free {
            continue;
        }
        for topic in (guide.lesson.topics_of)(event) {
            guide.meet(topic);
        }
    }
}

fn read_the_words<G: TableGame>(
    mut commands: Commands,
    mut controls: MessageReader<LessonControl>,
    mut guide: ResMut<LessonInPlay<G>>,
    the_match: Res<TableMatch<G>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for control in controls.read() {
        match control {
            LessonControl::Next => guide.read(),
            LessonControl::Again => {
                let mut saved = the_match.to_saved();
                let Some(last) = saved.record.steps.iter().rposition(learner_moved) else { continue };
                saved.record.steps.truncate(last);
                let said = Line::new("log-taken-back").seat("who", LEARNER);
                commands.insert_resource(Reopen { saved, replay: None, said, keep_log: true, saved_on_disk: false });
                next_screen.set(Screen::Table);
                return;
            }
            LessonControl::Skip => {
                commands.remove_resource::<LessonInPlay<G>>();
                commands.set_state_if_neq(Pause(false));
                return;
            }
        }
    }
}

/// Play stands still while words wait to be read.
fn hold_for_the_words<G: TableGame>(
    guide: Res<LessonInPlay<G>>,
    phase: Res<State<TablePhase>>,
    mut pause: ResMut<NextState<Pause>>,
) {
    (*pause).set_if_neq(Pause(guide.words_wait(*phase.get())));
}

/// A lesson played to its match's end is remembered as learned (kept in the settings'
/// file at once), and its guide goes.
fn the_lesson_is_learned<G: TableGame>(
    mut commands: Commands,
    mut settings: ResMut<Settings>,
    file: Option<Res<SettingsFile>>,
) {
    commands.remove_resource::<LessonInPlay<G>>();
    if settings.learned.insert(G::GAME.id().to_owned())
        && let Some(file) = file
    {
        write_settings(&settings, &file);
    }
}

/// A lesson's match over, learned or skipped, the lesson is over: a rematch is the
/// player's own.
fn the_lesson_is_over(mut mode: ResMut<NextState<TableMode>>) {
    mode.set(TableMode::Match);
}

/// The lesson over, its guide goes; a step taken back opens the table again and keeps it.
fn leave_the_lesson<G: TableGame>(mut commands: Commands) {
    commands.remove_resource::<LessonInPlay<G>>();
}
