//! The Three-card Loo table, for three to sixteen players.
//!
//! ```text
//!              ┌──────────── a computer is to act: Waiting ─┐
//!              ▼                                            │ its action
//!  Resolving (events, one beat each) ──► next to act ───────┤
//!      ▲                                   │ a human:       ▼
//!      │                 Handoff ─reveal─► Choosing ─declare / play─► apply ─┐
//!      └─────────────────────────────────────────────────────────────────────┘
//!                          match over ─► Over ─► Results
//! ```

mod display;
mod flow;
mod input;
mod layout;
mod panels;
mod sprites;

use std::collections::VecDeque;

use bevy::prelude::*;

pub use display::{HandSlot, TrickCardSprite};
pub use input::LooRequest;
pub use panels::loo_buttons;

use super::bots::Bots;
use super::session::{GameLog, TablePhase, TableSetup, playing, seat_names};
use super::{LoadedRules, Overlay, Screen};
use crate::cli::SeatKind;
use crate::record::{MatchRecord, RecordOf};
use crate::rules::three_card_loo::{Card, LooAction, LooEvent, LooView, ThreeCardLoo};
use crate::rules::{Game, GameId, Seat};

/// The match itself: the true state lives here and only here.
#[derive(Resource)]
pub struct LooMatch {
    pub state: ThreeCardLoo,
    pub seats: Vec<SeatKind>,
    pub names: Vec<String>,
    pub record: RecordOf<ThreeCardLoo>,
    /// Every seat's balance at the start of the match and as each later deal began (and
    /// at the end), for the standings.
    pub history: Vec<Vec<i64>>,
}

impl LooMatch {
    pub fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&seat| self.seats[seat] == SeatKind::Human)
    }

    pub fn balances(&self) -> Vec<i64> {
        self.state.players().iter().map(|player| player.balance).collect()
    }
}

/// What the button column reads of a Loo table, when one is open.
pub type LooTableParts<'w> = (Res<'w, LooMatch>, Res<'w, LooTurn>, Res<'w, crate::app::coach::Coach<ThreeCardLoo>>);

/// Which human has the screen.
#[derive(Resource, Default, Debug)]
pub struct LooTurn {
    /// The human acting now.
    pub active: Option<Seat>,
    /// The human who takes the screen when the cover is lifted.
    pub up_next: Option<Seat>,
    /// The human who last had the screen: the same one acting again needs no cover.
    pub last_human: Option<Seat>,
}

/// One beat of the show: an event, or the trick gathered up to its winner.
#[derive(Clone, Debug, PartialEq)]
pub enum Beat {
    Event(LooEvent),
    SweepTrick,
    /// The step's events are all shown: the table catches up with this state.
    CatchUp(Box<ThreeCardLoo>),
}

/// The events of the last action, shown one beat at a time.
pub type LooQueue = crate::app::beats::Beats<Beat>;

/// The table as last shown, lagging behind the true state while events play.
#[derive(Resource, Clone, Debug)]
pub struct LooShown {
    /// The view of the seat the table is drawn for; public parts change beat by beat.
    pub view: LooView,
    /// Cards on the table in the trick being shown, in the order played.
    pub trick: Vec<(Seat, Card)>,
    /// The winner of that trick, once it is complete.
    pub trick_winner: Option<Seat>,
    /// The last complete trick, for review.
    pub last_trick: Option<(Vec<(Seat, Card)>, Seat)>,
    pub banner: Option<String>,
    /// Payments and sweeps to animate, taken by the display as it shows them.
    pub effects: Vec<TableEffect>,
}

/// Something to animate once.
#[derive(Clone, Debug, PartialEq)]
pub enum TableEffect {
    /// Chips to (positive) or from (negative) a seat.
    Chips { seat: Seat, amount: i64, label: String },
    /// The cards of a trick fly to the seat that took it.
    Sweep { cards: Vec<(Seat, Card)>, to: Seat },
}

/// Whether the review panels are open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LooPanels {
    pub last_trick: bool,
    pub standings: bool,
}

/// The order of the table's systems within a frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LooSystems {
    Input,
    Flow,
    Display,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LooRequest>()
        .init_resource::<LooPanels>()
        .configure_sets(
            Update,
            (LooSystems::Input, LooSystems::Flow, LooSystems::Display).chain().run_if(
                in_state(Screen::Table).and_then(in_state(Overlay::None)).and_then(playing(GameId::ThreeCardLoo)),
            ),
        )
        .add_systems(
            OnEnter(Screen::Table),
            (deal_new_match, sprites::spawn_table).chain().run_if(playing(GameId::ThreeCardLoo)),
        )
        .add_systems(OnEnter(TablePhase::Choosing), hand_over_screen.run_if(playing(GameId::ThreeCardLoo)))
        .add_systems(OnEnter(TablePhase::Handoff), hand_over_screen.run_if(playing(GameId::ThreeCardLoo)))
        .add_plugins((flow::plugin, input::plugin, display::plugin, panels::plugin));
}

fn hand_over_screen(mut turn: ResMut<LooTurn>, the_match: Res<LooMatch>, mut shown: ResMut<LooShown>) {
    if let Some(seat) = turn.up_next {
        turn.active = Some(seat);
        // The table is drawn for the seat whose turn it is (its hand only once the
        // cover is lifted: the display asks the viewer).
        shown.view = the_match.state.view(seat);
    }
}

fn deal_new_match(mut commands: Commands, setup: Res<TableSetup>, loaded: Res<LoadedRules>, mut log: ResMut<GameLog>) {
    let seed = setup.seed.unwrap_or_else(rand::random);
    let rules = &setup
        .loo_variants
        .map_or_else(|| loaded.get::<ThreeCardLoo>().clone(), |chosen| chosen.apply(loaded.get::<ThreeCardLoo>()));
    let mut events = Vec::new();
    let (state, seats) = match ThreeCardLoo::new(rules, setup.seats.len(), seed, &mut events) {
        Ok(state) => (state, setup.seats.clone()),
        Err(error) => {
            warn!("{error}; seating one human against four computers");
            let seats =
                vec![SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer];
            let state = ThreeCardLoo::new(rules, seats.len(), seed, &mut events).expect("five seats make a Loo table");
            (state, seats)
        }
    };
    let names = seat_names(&seats);
    log.lines = vec![format!("New match, seed {seed}: {}.", names.join(", "))];
    let viewer = seats.iter().position(|&kind| kind == SeatKind::Human).unwrap_or(0);
    let view = state.view(viewer);
    let mut pending: VecDeque<Beat> = events.into_iter().map(Beat::Event).collect();
    pending.push_back(Beat::CatchUp(Box::new(state.clone())));
    commands.insert_resource(LooShown {
        view,
        trick: Vec::new(),
        trick_winner: None,
        last_trick: None,
        banner: None,
        effects: Vec::new(),
    });
    commands.insert_resource(LooQueue::starting(pending));
    commands.insert_resource(LooTurn::default());
    commands.insert_resource(LooPanels::default());
    commands.insert_resource(crate::app::coach::Coach::<ThreeCardLoo>::default());
    commands.insert_resource(Bots::<ThreeCardLoo>::new(&seats, seed, setup.difficulty, loaded.difficulties.clone()));
    commands.insert_resource(LooMatch {
        record: MatchRecord::new(ThreeCardLoo::ID, seats.len(), seed),
        history: vec![vec![rules.starting_balance; seats.len()]],
        state,
        seats,
        names,
    });
}
