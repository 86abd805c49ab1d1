//! The Duel table, for two to six gunslingers.
//!
//! ```text
//!            ┌──────────────── start_shootout ◄───────────────┐
//!            ▼                                                │
//!  Handoff ─reveal─► Choosing ─confirm (last human)─► Waiting  │
//!     ▲                 │ confirm (another human)       │      │
//!     └─────────────────┘     every pick in: shoot_out  │      │
//!                                                       ▼      │
//!               Resolving: "Ready... Aim... Draw!", shots ─────┘ ─match over─► Over ─► Results
//! ```

mod coaching;
mod display;
mod fast_forward;
mod flow;
mod input;
mod layout;
mod sprites;

use bevy::prelude::*;

pub use display::{PickSprite, TargetLine};
pub use fast_forward::{FAST_FORWARD, only_computers_standing};
pub use input::DuelRequest;

use super::bots::Bots;
use super::session::{GameLog, TablePhase, TableSetup, playing, seat_names};
use super::{LoadedRules, Overlay, Screen};
use crate::cli::SeatKind;
use crate::record::{MatchRecord, RecordOf};
use crate::rules::duel::{Duel, DuelAction, DuelCard, DuelEvent, DuelRules, DuelView, MAX_SEATS};
use crate::rules::{Game, GameId, Seat};

/// The match itself: the true state lives here and only here.
#[derive(Resource)]
pub struct DuelMatch {
    pub state: Duel,
    pub seats: Vec<SeatKind>,
    pub names: Vec<String>,
    pub record: RecordOf<Duel>,
}

impl DuelMatch {
    pub fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&seat| self.seats[seat] == SeatKind::Human)
    }
}

/// The secret picks of the shootout being chosen.
#[derive(Resource, Default, Debug)]
pub struct Picks {
    /// Final picks, by seat.
    pub committed: Vec<Option<DuelAction>>,
    /// The card the human at the screen holds up, changeable until confirmed.
    pub card: Option<DuelCard>,
    /// Their target, for a gun.
    pub target: Option<Seat>,
    /// The human whose turn at the screen it is.
    pub active: Option<Seat>,
    /// The human who takes the screen when the next phase begins.
    pub up_next: Option<Seat>,
}

/// One beat of the show after a shootout: the countdown, then the events.
#[derive(Clone, Debug, PartialEq)]
pub enum Beat {
    Countdown(&'static str),
    Event(DuelEvent),
}

/// The countdown and events of the last shootout, shown one beat at a time.
pub type DuelQueue = crate::app::beats::Beats<Beat>;

/// The table as last shown, lagging behind the true state while events play.
#[derive(Resource, Clone, Debug)]
pub struct DuelShown {
    pub view: DuelView,
    /// Picks turned over this shootout, by seat.
    pub revealed: [Option<DuelAction>; MAX_SEATS],
    /// "Ready", "Aim", "Draw!", or the end of a duel or match.
    pub banner: Option<String>,
    /// Shots, reloads and payouts to draw, taken by the display as it shows them.
    pub effects: Vec<DuelEvent>,
}

/// The order of the table's systems within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DuelSystems {
    Input,
    Flow,
    Display,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<DuelRequest>()
        .configure_sets(
            Update,
            (DuelSystems::Input, DuelSystems::Flow, DuelSystems::Display)
                .chain()
                .run_if(in_state(Screen::Table).and_then(in_state(Overlay::None)).and_then(playing(GameId::Duel))),
        )
        .add_systems(
            OnEnter(Screen::Table),
            (deal_new_match, sprites::spawn_table).chain().run_if(playing(GameId::Duel)),
        )
        .add_systems(OnEnter(TablePhase::Handoff), hand_over_screen.run_if(playing(GameId::Duel)))
        .add_systems(OnEnter(TablePhase::Choosing), hand_over_screen.run_if(playing(GameId::Duel)))
        .add_plugins((flow::plugin, input::plugin, display::plugin, coaching::plugin, fast_forward::plugin));
}

fn hand_over_screen(mut picks: ResMut<Picks>) {
    if let Some(seat) = picks.up_next.take() {
        picks.active = Some(seat);
        picks.card = None;
        picks.target = None;
    }
}

fn deal_new_match(mut commands: Commands, setup: Res<TableSetup>, rules: Res<LoadedRules>, mut log: ResMut<GameLog>) {
    let seed = setup.seed.unwrap_or_else(rand::random);
    let difficulties = rules.difficulties.clone();
    let rules = DuelRules { variant: setup.duel_variant, ..rules.get::<Duel>().clone() };
    let mut events = Vec::new();
    let (state, seats) = match Duel::new(&rules, setup.seats.len(), seed, &mut events) {
        Ok(state) => (state, setup.seats.clone()),
        Err(error) => {
            warn!("{error}; seating one human against one computer");
            let seats = vec![SeatKind::Human, SeatKind::Computer];
            let state = Duel::new(&rules, 2, seed, &mut events).expect("two seats always make a Duel table");
            (state, seats)
        }
    };
    let names = seat_names(&seats);
    log.lines = vec![format!("New match, seed {seed}: {}.", names.join(", "))];
    let view = state.view(0);
    commands.insert_resource(DuelShown { view, revealed: [None; MAX_SEATS], banner: None, effects: Vec::new() });
    commands.insert_resource(DuelQueue::starting(events.into_iter().map(Beat::Event)));
    commands.insert_resource(Picks { committed: vec![None; seats.len()], ..Picks::default() });
    commands.insert_resource(Bots::<Duel>::new(&seats, seed, setup.difficulty, difficulties));
    commands.insert_resource(crate::app::coach::Coach::<Duel>::default());
    commands.insert_resource(DuelMatch { state, record: MatchRecord::new(Duel::ID, seats.len(), seed), seats, names });
}
