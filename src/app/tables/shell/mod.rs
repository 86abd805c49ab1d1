//! The table every game sits at. The shell owns the match: it deals, asks whoever is to
//! move (one seat, several at once in secret, chance, or nobody), hands the screen from
//! one human to the next behind a cover, lets the computers and the coach think, shows
//! each step's events one beat at a time, and ends on the results. A game brings only
//! its part of the table ([`TableGame`]): the show of its events, its sprites and input,
//! which see the match through [`Shown`] (a seat's view) and never through the state.
//!
//! ```text
//!             ┌──────── next_human_phase: a human is to move ◄────────────┐
//!             ▼                                                           │
//!  Handoff ─reveal─► Choosing ─decide (more humans to move)─► Handoff     │
//!     (several humans)    │ decide (the last human)                       │
//!                         ▼                                               │
//!                      Waiting ─every mover in: apply─► Resolving ─beats shown─┘
//!                 (computers think)                        │ chance: resolve, more beats
//!                                                          └─ match over ─► Over ─► Results
//! ```

mod audience;
mod autosave;
mod column;
mod deal;
mod flow;
mod handoff;
mod hosting;
mod joined;
mod lesson;
mod log;
mod mode;
mod options;
mod pace;
mod pick;
mod pointer;
mod prompt;
mod reopen;
mod replay;
mod report;
mod round;
mod seat_status;
mod spots;
mod table_app;
mod take_back;
mod take_seat;
mod teach_card;

use std::marker::PhantomData;

use bevy::prelude::*;

pub use audience::Audience;
pub use autosave::{ReplaysDir, ResumeMatch, SaveFile, SavedMatchOnDisk, UnreadableSave};
pub use column::{Column, ColumnButton, add_column};
pub use deal::Dealing;
pub use flow::{BeatShown, Decide, ShownEvent, StepShown};
pub use handoff::{AskCoach, Reveal};
pub use hosting::{HostedHere, HostingReach, host_here, host_saved};
pub use joined::{JoinedTable, LeftTable, Watching};
pub use lesson::{GuidedLesson, LessonControl, LessonInPlay, Pointed};
#[cfg(test)]
pub use lesson::{KeptClear, assert_the_lesson_leaves_clear};
pub use lesson::{LessonPanel, PanelPlace, PanelWords};
pub use mode::{PausableSystems, Pause, TableMode};
pub use options::{
    ChangeOption, Chosen, GameOptions, ListedOptions, OptionValue, SetupOption, TableInWords, check_options, choice,
    chosen_or_file, toggle,
};
pub use pace::{FAST_FORWARD, PlaySpeed, only_computers_playing};
pub use pick::OnePress;
pub use prompt::{Ask, Asked, Asking, PromptLine};
pub use reopen::{Reopen, ReplayAt, WatchReplay};
pub use replay::{Replay, ReplayControl};
pub use report::{ReportProblem, ReportsDir};
pub use round::{AtSeat, SeatsRound};
pub use seat_status::SeatStatus;
pub use spots::{EnterAtTheTable, Spot, SpotToFocus, Spots, add_spots};
pub use table_app::TableApp;
pub use take_back::{TakeBack, TakeBackOffered, TakeBackRefused};
pub use take_seat::{SeatsAskedFor, TakeSeat};
pub use teach_card::{TEACH_PICTURE, TeachCard, TeachPicture, TeachStep, draw_teach_pictures, drawn_teach_pictures};

use crate::ai::BotKind;
use crate::app::Screen;
use crate::app::audio::{GameTunes, SoundCue, Tune};
use crate::app::beats::Beats;
use crate::app::language::Spoken;
use crate::app::session::{MatchAccount, TablePhase, playing};
use crate::games::GameId;
use crate::games::{Registered, SeatKind};
use crate::record::{NoTakeBack, RecordOf};
use crate::rules::{EventsTellViews, Game, Line, Seat, SeatSet};
use crate::save::SavedMatch;

/// A game's part of the table.
pub trait TableGame: Registered + EventsTellViews {
    /// What the table shows besides the view: cards lying on slots, a trick being
    /// gathered, animations waiting to start.
    type Scene: Default + Send + Sync + 'static;
    /// A moment of the show that is no event of the rules: a countdown, a trick swept to
    /// its winner (`std::convert::Infallible` for a game that has none).
    type Moment: Send + Sync + 'static;
    /// What the player's keys, clicks, buttons and spots at this table ask for; the game's
    /// input checks each against the rules.
    type Request: Message + Clone + PartialEq + std::fmt::Debug;
    /// What the seat at the screen has put together of its pick so far (the dice kept
    /// aside, the card held up; [`OnePress`] where a press makes the whole move).
    type PickSoFar: Resource<Mutability = bevy::ecs::component::Mutable> + Default;
    /// What the setup screen lets a player change at this game's table (`()` for nothing).
    type Options: GameOptions<Self::Rules>;

    /// The tune that loops at this game's table and results.
    const TUNE: Tune;

    /// The piece of the art the title's button for this game shows.
    const PICTURE: &'static str;

    /// The view the table opens with, before the set-up's events are shown.
    fn opening_view(view: Self::View) -> Self::View {
        view
    }

    /// A step's events as beats: by default one beat each.
    fn beats(events: Vec<Self::Event>) -> Vec<Beat<Self>> {
        events.into_iter().map(Beat::Event).collect()
    }

    /// Shows one event on `shown`, whose view already follows it (the rules' own
    /// [`EventsTellViews::update_view`]); says how long it holds at normal speed, and its
    /// sound. Its line in the log is the rules' own too ([`Game::narrate`]).
    fn show_event(event: &Self::Event, shown: &mut Shown<Self>) -> (f32, Option<SoundCue>);

    /// Shows one moment, as [`TableGame::show_event`] shows an event.
    fn show_moment(moment: Self::Moment, shown: &mut Shown<Self>) -> (f32, Option<SoundCue>);

    /// Clears what belonged to the step just shown, once all its beats have played and the
    /// view has caught up with the match (the picks of a shootout go back off the table).
    fn step_shown(_shown: &mut Shown<Self>) {}

    /// Whether `seat` has no say in the rest of this part of the match (fallen in a
    /// duel, dropped from a deal): once every human sits out, the computers play faster.
    fn sits_out(_view: &Self::View, _seat: Seat) -> bool {
        false
    }

    /// The seats whose secrets the screen shows now (a hand, a pick not yet turned over
    /// for all): what the hot-seat privacy test holds against who is at the screen.
    fn secrets_shown(world: &mut World) -> SeatSet;

    /// The game in a minute, told from `rules`: what a turn is, and how the game is won.
    fn teach_card(rules: &Self::Rules) -> TeachCard;

    /// Where the lesson's panel stands over the table.
    const LESSON_PANEL: PanelPlace = PanelPlace::TopRight;

    /// The press that takes the pick put together `so_far` toward `asked`: what the lesson
    /// points at.
    fn press_toward(asked: Self::Action, so_far: &Self::PickSoFar) -> Self::Request;

    /// A seat takes the screen to choose: by default it starts its pick afresh.
    fn pick_afresh(so_far: &mut Self::PickSoFar) {
        *so_far = Self::PickSoFar::default();
    }

    /// The game's guided first match, where it has one.
    fn lesson() -> Option<GuidedLesson<Self>> {
        None
    }

    /// The results screen's account of a finished match, from the view its table shows
    /// at the end (the shell adds the names and the seed).
    fn summary(view: &Self::View) -> MatchAccount;

    /// The game's own systems: its sprites, input and display. They run in
    /// [`TableSystems`] and only at this game's table.
    fn plugin(app: &mut App);
}

/// One beat of the show after a step.
pub enum Beat<G: TableGame> {
    Event(G::Event),
    Moment(G::Moment),
}

/// The match itself. The true state lives here and only here; the shell reads it, a
/// table's drawing code reads [`Shown`].
#[derive(Resource)]
pub struct TableMatch<G: Game> {
    state: G,
    /// The rules this table plays, variants included.
    rules: G::Rules,
    seats: Vec<SeatKind>,
    names: Vec<String>,
    /// The bot every computer seat plays.
    difficulty: BotKind,
    record: RecordOf<G>,
    /// Steps of the record already in the save file.
    saved_steps: usize,
    /// The decisions a host elsewhere has taken, where one referees the match: the
    /// record here holds none of them.
    decided_elsewhere: Option<usize>,
    /// The view the host last sent, where one referees the match: what the table shows,
    /// rather than a view of the state rebuilt from it (a spectator's public view hides
    /// every hand, which a state must hold).
    told: Option<G::View>,
}

impl<G: Game> TableMatch<G> {
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The seats' names as the table shows them.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&seat| self.seats[seat] == SeatKind::Human)
    }

    /// The seats a person may be playing: the humans here, and every seat played from
    /// elsewhere (another window's player, or a host's computer, which a joined table
    /// cannot tell apart by its kind).
    pub fn people(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&seat| matches!(self.seats[seat], SeatKind::Human | SeatKind::Remote))
    }

    /// Decisions taken so far: what a hint belongs to.
    pub fn decisions(&self) -> usize {
        self.decided_elsewhere.unwrap_or_else(|| self.record.decisions())
    }

    pub fn seed(&self) -> u64 {
        self.record.seed
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The table as `seat` sees it now: at a table a host elsewhere referees, the view
    /// it sent.
    pub fn view(&self, seat: Seat) -> G::View {
        self.told.clone().unwrap_or_else(|| self.state.view(seat))
    }

    /// The true state, hidden parts and all: for tests that referee a table. Nothing that
    /// draws the table reads it.
    pub fn true_state(&self) -> &G {
        &self.state
    }

    /// The rules this table plays, variants (and a showcase's shorter match) included.
    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// The record so far, every step and chance outcome included.
    pub fn record(&self) -> &RecordOf<G> {
        &self.record
    }
}

impl<G: TableGame> TableMatch<G> {
    /// The match as a match file: what a save, a kept match, a report or a take-back holds.
    fn to_saved(&self) -> SavedMatch<G> {
        SavedMatch::new(&self.seats, self.difficulty, &self.rules, &self.record)
    }
}

/// Whose turn it is at the screen, and the decisions of the step being gathered.
#[derive(Resource)]
pub struct Turn<G: Game> {
    /// The human deciding at the screen now.
    pub active: Option<Seat>,
    /// The human who takes the screen when the next phase begins. The hand-over waits for
    /// the phase change, so no frame shows one player's secrets without the cover.
    pub up_next: Option<Seat>,
    /// The human who last had the screen: the same one deciding again needs no cover.
    pub last_human: Option<Seat>,
    /// The decisions of this step so far, by seat.
    pub decided: Vec<Option<G::Action>>,
    /// What the active human may do.
    pub legal: Vec<G::Action>,
    /// Why the active human may not take back their last decision; `None` where they may.
    pub no_take_back: Option<NoTakeBack>,
}

impl<G: Game> Turn<G> {
    fn new(seats: usize) -> Self {
        Turn {
            active: None,
            up_next: None,
            last_human: None,
            decided: vec![None; seats],
            legal: Vec::new(),
            no_take_back: Some(NoTakeBack::NothingYet),
        }
    }

    /// The human choosing at the screen in `phase`, if one is.
    pub fn chooser(&self, phase: TablePhase) -> Option<Seat> {
        self.active.filter(|_| phase == TablePhase::Choosing)
    }

    /// Whether `seat` has decided this step.
    pub fn has_decided(&self, seat: Seat) -> bool {
        self.decided.get(seat).is_some_and(Option::is_some)
    }
}

/// The table as last shown: it lags behind the true state while a step's beats play.
#[derive(Resource)]
pub struct Shown<G: TableGame> {
    /// The seat the table is drawn for: the human at the screen, or the last one who was.
    pub seat: Seat,
    /// That seat's view, as far as the show has got.
    pub view: G::View,
    /// The words across the table: what just happened, or who won; put in words as they
    /// are shown, in the language spoken then.
    pub banner: Option<Line>,
    pub scene: G::Scene,
}

/// The beats of the last step, shown one at a time.
pub type Show<G> = Beats<Beat<G>>;

/// The order of every table's systems within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Player input becomes requests.
    Input,
    /// Requests, computers and chance change the match; beats are shown.
    Flow,
    /// Sprites follow what is shown.
    Display,
}

/// The shell's steps of the match within [`TableSystems::Flow`], whichever the game.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct MatchFlow;

/// The systems of one game's table, which run only while that game is open.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AtTable(pub GameId);

/// The table of game `G`: the shell's systems for it, and the game's own.
pub struct TablePlugin<G>(PhantomData<G>);

impl<G> Default for TablePlugin<G> {
    fn default() -> Self {
        TablePlugin(PhantomData)
    }
}

impl<G: TableGame> Plugin for TablePlugin<G> {
    fn build(&self, app: &mut App) {
        let game = AtTable(G::GAME);
        app.add_message::<Decide<G>>()
            .add_message::<G::Request>()
            .configure_sets(Update, game.run_if(playing(G::GAME)))
            .configure_sets(OnEnter(Screen::Table), game.run_if(playing(G::GAME)))
            .configure_sets(OnEnter(TablePhase::Handoff), game.run_if(playing(G::GAME)))
            .configure_sets(OnEnter(TablePhase::Choosing), game.run_if(playing(G::GAME)))
            .add_plugins((
                deal::plugin::<G>,
                flow::plugin::<G>,
                handoff::plugin::<G>,
                pace::plugin::<G>,
                pick::plugin::<G>,
                autosave::plugin::<G>,
                replay::plugin::<G>,
                report::plugin::<G>,
                take_back::plugin::<G>,
                take_seat::plugin::<G>,
                audience::plugin::<G>,
                options::plugin::<G>,
                column::plugin::<G>,
                lesson::plugin::<G>,
                prompt::plugin::<G>,
            ))
            .add_plugins((joined::plugin::<G>, hosting::plugin::<G>, seat_status::plugin::<G>));
        app.init_resource::<super::Tables>().world_mut().resource_mut::<super::Tables>().add::<G>();
        app.init_resource::<GameTunes>().world_mut().resource_mut::<GameTunes>().add(G::GAME, G::TUNE);
        G::plugin(app);
    }
}

/// What every table shares, set up once.
pub fn plugin(app: &mut App) {
    app.add_message::<Reveal>()
        .add_message::<AskCoach>()
        .add_message::<SoundCue>()
        .add_message::<BeatShown>()
        .add_message::<StepShown>()
        .init_resource::<PlaySpeed>()
        .add_plugins(mode::plugin)
        .configure_sets(
            Update,
            (TableSystems::Input, TableSystems::Flow, TableSystems::Display).chain().run_if(in_state(Screen::Table)),
        )
        .configure_sets(Update, (TableSystems::Input, TableSystems::Flow).in_set(PausableSystems))
        // The table's words follow a language chosen over it, in the settings, while its
        // play stands still.
        .configure_sets(Update, TableSystems::Display.run_if(mode::play_goes_on.or_else(resource_changed::<Spoken>)))
        // What a table set going this frame starts moving this frame.
        .configure_sets(Update, crate::app::motion::Moving.after(TableSystems::Display))
        .add_plugins((
            handoff::shared_plugin,
            autosave::shared_plugin,
            replay::shared_plugin,
            report::shared_plugin,
            take_back::shared_plugin,
            take_seat::shared_plugin,
            audience::shared_plugin,
            options::shared_plugin,
            lesson::shared_plugin,
            prompt::shared_plugin,
            seat_status::shared_plugin,
            hosting::shared_plugin,
            log::plugin,
        ));
}
