//! The Loot Shoot Whiskey table.
//!
//! ```text
//!            ┌────────────── start_choosing ◄────────────────┐
//!            ▼                                               │
//!  Handoff ─reveal─► Choosing ─confirm (last human)─► Waiting │
//!     ▲                 │ confirm (another human)      │      │
//!     └─────────────────┘           all committed: resolve    │
//!                                                       ▼     │
//!                                  Resolving ─events played───┘ ─match over─► Over ─► Results
//! ```

mod coaching;
mod display;
mod flow;
mod input;
mod layout;
mod sprites;

use bevy::prelude::*;

pub use display::{CardSide, HandCardSprite};
pub use input::ChoiceRequest;

use super::bots::Bots;
use super::session::{GameLog, TablePhase, TableSetup, Viewer, playing, seat_names};
use super::{LoadedRules, Screen};
use crate::cli::SeatKind;
use crate::record::{MatchRecord, RecordOf};
use crate::rules::loot_shoot_whiskey::{Commit, HandCard, LootShootWhiskey, LswEvent, LswView};
use crate::rules::{Game, GameId};

/// The match itself: the true state lives here and only here.
#[derive(Resource)]
pub struct Match {
    pub state: LootShootWhiskey,
    pub seats: [SeatKind; 2],
    pub names: [String; 2],
    pub record: RecordOf<LootShootWhiskey>,
}

impl Match {
    pub fn humans(&self) -> impl Iterator<Item = usize> + '_ {
        (0..2).filter(|&seat| self.seats[seat] == SeatKind::Human)
    }
}

/// The secret choices of the current pair of slots, before they are applied together.
#[derive(Resource, Default, Debug)]
pub struct Commitments {
    /// Final choices, by seat.
    pub committed: [Option<Commit>; 2],
    /// The card a human has put on each slot so far (first, second), changeable until confirmed.
    pub building: [[Option<HandCard>; 2]; 2],
    /// The human whose turn at the screen it is.
    pub active: Option<usize>,
    /// The human who takes the screen when the next phase begins. The hand-over waits
    /// for the phase change, so no frame shows one player's cards without the cover.
    pub up_next: Option<usize>,
}

/// The events of the last step, shown one beat at a time.
pub type EventQueue = crate::app::beats::Beats<LswEvent>;

/// The table as last shown: a view that lags behind the true state while events play.
#[derive(Resource, Clone, Debug)]
pub struct Shown {
    pub view: LswView,
    /// Cards revealed on each slot this round, by seat.
    pub played: [[Option<HandCard>; 4]; 2],
    /// The showdown being shown.
    pub highlight: Option<Highlight>,
    /// The instant-win or end banner.
    pub banner: Option<String>,
    /// Saloon cards to send flying, taken by the display as it launches them.
    pub flights: Vec<Flight>,
}

/// A slot's showdown as the table shows it: the winner's card glows, a caption says why.
#[derive(Clone, Debug, PartialEq)]
pub struct Highlight {
    pub slot: usize,
    pub winner: Option<usize>,
    pub caption: String,
}

/// A saloon card on its way from a slot to a pile.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flight {
    pub card: crate::rules::loot_shoot_whiskey::SaloonCard,
    pub from_slot: usize,
    pub to: FlightEnd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlightEnd {
    /// A seat's pile of looted cards.
    Pile(usize),
    Discard,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ChoiceRequest>()
        .add_message::<crate::app::audio::SoundCue>()
        .configure_sets(
            Update,
            (TableSystems::Input, TableSystems::Flow, TableSystems::Display)
                .chain()
                // Play stands still behind the pause menu.
                .run_if(
                    in_state(Screen::Table)
                        .and_then(in_state(crate::app::Overlay::None))
                        .and_then(playing(GameId::LootShootWhiskey)),
                ),
        )
        .add_systems(
            OnEnter(Screen::Table),
            (deal_new_match, sprites::spawn_table).chain().run_if(playing(GameId::LootShootWhiskey)),
        )
        .add_systems(OnEnter(TablePhase::Handoff), hand_over_screen.run_if(playing(GameId::LootShootWhiskey)))
        .add_systems(OnEnter(TablePhase::Choosing), hand_over_screen.run_if(playing(GameId::LootShootWhiskey)))
        .add_systems(Update, collect_bot_choices.in_set(TableSystems::Flow).before(flow::resolve_when_committed))
        .add_plugins((input::plugin, flow::plugin, display::plugin, coaching::plugin));
}

fn deal_new_match(mut commands: Commands, setup: Res<TableSetup>, rules: Res<LoadedRules>, mut log: ResMut<GameLog>) {
    let seed = setup.seed.unwrap_or_else(rand::random);
    let seats: [SeatKind; 2] = match setup.seats.as_slice() {
        [first, second] => [*first, *second],
        _ => [SeatKind::Human, SeatKind::Computer],
    };
    let mut events = Vec::new();
    let state = LootShootWhiskey::new(rules.get::<LootShootWhiskey>(), 2, seed, &mut events)
        .expect("two seats are always a valid Loot Shoot Whiskey table");
    let names: [String; 2] = seat_names(&seats).try_into().expect("two seats, two names");
    log.lines = vec![format!("New match, seed {seed}: {} against {}.", names[0], names[1])];
    let empty_view = LswView { row: [None; 4], ..state.view(0) };
    commands.insert_resource(Shown {
        view: empty_view,
        played: [[None; 4]; 2],
        highlight: None,
        banner: None,
        flights: Vec::new(),
    });
    commands.insert_resource(EventQueue::starting(events));
    commands.insert_resource(Commitments::default());
    commands.insert_resource(Bots::<LootShootWhiskey>::new(&seats, seed, setup.difficulty, rules.difficulties.clone()));
    commands.insert_resource(crate::app::coach::Coach::<LootShootWhiskey>::default());
    commands.insert_resource(Match { state, seats, names, record: MatchRecord::new(LootShootWhiskey::ID, 2, seed) });
}

fn hand_over_screen(mut commitments: ResMut<Commitments>) {
    if let Some(seat) = commitments.up_next.take() {
        commitments.active = Some(seat);
    }
}

/// Computer choices land among the commitments once ready.
fn collect_bot_choices(
    mut bots: ResMut<Bots<LootShootWhiskey>>,
    mut commitments: ResMut<Commitments>,
    the_match: Res<Match>,
    time: Res<Time>,
) {
    for (seat, commit) in bots.take_ready(time.elapsed_secs()) {
        if !the_match.state.is_over() {
            commitments.committed[seat] = Some(commit);
        }
    }
}

/// The order of the table's systems within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSystems {
    /// Player input becomes requests.
    Input,
    /// Requests and bot choices change the match; events are shown.
    Flow,
    /// Sprites follow what is shown.
    Display,
}
