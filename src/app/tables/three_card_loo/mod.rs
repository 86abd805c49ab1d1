//! The Three-card Loo table, for three to sixteen players: declarations, tricks, and the
//! pool paid out trick by trick.

mod display;
mod effects;
mod input;
mod layout;
mod lesson;
mod options;
mod panels;
mod show;
mod spots;
mod sprites;

use bevy::prelude::*;

pub use display::{HandSlot, TrickCardSprite};
pub use input::LooRequest;
pub use options::LooOptions;

use super::shell::{self, Beat, GuidedLesson, OnePress, PanelPlace, TableGame, TeachCard};
use crate::app::audio::{REST, SoundCue, Tune};
use crate::app::session::MatchAccount;
use crate::rules::three_card_loo::{Card, LooAction, LooEvent, LooRules, LooView, Seating, ThreeCardLoo};
use crate::rules::{Line, Seat, SeatSet};

/// What the Loo table shows.
pub type Shown = shell::Shown<ThreeCardLoo>;
type Match = shell::TableMatch<ThreeCardLoo>;
type Turn = shell::Turn<ThreeCardLoo>;

/// The moment a complete trick is gathered up to its winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepTrick;

/// What the table shows besides the view.
#[derive(Default, Debug)]
pub struct Scene {
    /// Cards on the table in the trick being shown, in the order played.
    pub trick: Vec<(Seat, Card)>,
    /// The winner of that trick, once it is complete.
    pub trick_winner: Option<Seat>,
    /// The last complete trick, for review.
    pub last_trick: Option<(Vec<(Seat, Card)>, Seat)>,
    /// Payments and sweeps to animate, taken by the display as it shows them.
    pub effects: Vec<TableEffect>,
    /// Every seat's balance at the start of the match, as each later deal began, and at
    /// the end: the standings.
    pub history: Vec<Vec<i64>>,
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

impl TableGame for ThreeCardLoo {
    type Scene = Scene;
    type Moment = SweepTrick;
    type Request = LooRequest;
    type Options = LooOptions;

    /// A parlour waltz, D major.
    const PICTURE: &'static str = "loo/chip";
    const TUNE: Tune = Tune {
        scale: [293.66, 329.63, 369.99, 440.0, 493.88, 587.33],
        melody: &[
            0, 2, 3, 4, 3, 2, 3, REST, REST, 5, 4, 3, //
            2, 3, 4, 3, 2, 1, 0, REST, REST, 1, 2, 0,
        ],
        beat: 0.36,
        bar: 3,
        ring: 2.5,
    };
    const LESSON_PANEL: PanelPlace = PanelPlace::TopLeft;

    fn beats(events: Vec<LooEvent>) -> Vec<Beat<ThreeCardLoo>> {
        show::beats(events)
    }

    fn show_event(event: &LooEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
        show::show_event(event, shown)
    }

    fn show_moment(_: SweepTrick, shown: &mut Shown) -> (f32, Option<SoundCue>) {
        show::sweep_trick(&mut shown.scene)
    }

    fn summary(view: &Self::View) -> MatchAccount {
        show::summary(view)
    }

    /// A player who dropped, or is out of money, has no say until the next deal.
    fn sits_out(view: &LooView, seat: Seat) -> bool {
        matches!(view.players[seat].seating, Seating::Dropped | Seating::Out)
    }

    fn secrets_shown(world: &mut World) -> SeatSet {
        display::secrets_shown(world)
    }

    fn teach_card(rules: &LooRules) -> TeachCard {
        TeachCard::of(
            [("loo/miss", "teach-loo-choose"), ("loo/spades_ace", "teach-loo-tricks"), ("loo/chip", "teach-loo-pool")],
            Line::new("teach-loo-win").number("rounds", rules.rounds),
        )
    }

    fn lesson() -> Option<GuidedLesson<Self>> {
        GuidedLesson::of()
    }

    type PickSoFar = OnePress;

    fn press_toward(asked: LooAction, _: &OnePress) -> LooRequest {
        lesson::toward(asked)
    }

    fn plugin(app: &mut App) {
        app.add_plugins((sprites::plugin, input::plugin, display::plugin, panels::plugin, spots::plugin));
    }
}
