//! The Duel table, for two to six gunslingers: every standing player picks a card, and a
//! target for a gun, in secret; then "Ready... Aim... Draw!" and the shots.

mod coach;
mod display;
mod effects;
mod input;
pub(crate) mod layout;
mod lesson;
mod options;
mod show;
mod spots;
mod sprites;

use bevy::prelude::*;

pub use coach::CoachMark;
pub use display::{PickSprite, TargetLine};
pub use input::DuelRequest;
pub use options::DuelOptions;

use super::shell::{self, Beat, GuidedLesson, PanelPlace, TableGame, TeachCard};
use crate::app::audio::{REST, SoundCue, Tune};
use crate::app::session::MatchAccount;
use crate::rules::duel::{Duel, DuelAction, DuelCard, DuelEvent, DuelRules, DuelView, MAX_SEATS, Variant};
use crate::rules::{Line, Seat, SeatSet};

/// What the Duel table shows.
pub type Shown = shell::Shown<Duel>;
type Match = shell::TableMatch<Duel>;
type Turn = shell::Turn<Duel>;

/// The card the human at the screen holds up and, for a gun, its target: changeable until
/// locked in.
#[derive(Resource, Default, Debug)]
pub struct HeldUp {
    pub card: Option<DuelCard>,
    pub target: Option<Seat>,
}

impl HeldUp {
    /// The gun held up, if the card held is one: what aims at a rival.
    pub fn gun(&self) -> Option<DuelCard> {
        self.card.filter(|card| matches!(card, DuelCard::Pistol | DuelCard::Rifle))
    }
}

/// A moment of a shootout besides its events: a word of "Ready... Aim... Draw!" before
/// its picks are turned over, and the smoke clearing after its last shot, while every
/// pick still lies on the table to be seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Countdown {
    Word(&'static str),
    SmokeClears,
}

/// What the table shows besides the view.
#[derive(Default, Debug)]
pub struct Scene {
    /// Picks turned over this shootout, by seat.
    pub revealed: [Option<DuelAction>; MAX_SEATS],
    /// Shots, reloads and payouts to draw, taken by the display as it shows them.
    pub effects: Vec<DuelEvent>,
}

impl TableGame for Duel {
    type Scene = Scene;
    type Moment = Countdown;
    type Request = DuelRequest;
    type Options = DuelOptions;

    /// Sparse and tense, E minor, long notes over a low drone.
    const PICTURE: &'static str = "duel/dollar";
    const TUNE: Tune = Tune {
        scale: [164.81, 196.0, 220.0, 246.94, 293.66, 329.63],
        melody: &[
            5, REST, REST, 4, 5, REST, REST, REST, 3, REST, 2, REST, 0, REST, REST, REST, //
            5, REST, REST, 4, 3, REST, 4, REST, 2, REST, 1, REST, 0, REST, REST, REST,
        ],
        beat: 0.45,
        bar: 8,
        ring: 4.0,
    };

    fn beats(events: Vec<DuelEvent>) -> Vec<Beat<Duel>> {
        show::beats(events)
    }

    fn show_event(event: &DuelEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
        show::show_event(event, shown)
    }

    fn show_moment(countdown: Countdown, shown: &mut Shown) -> (f32, Option<SoundCue>) {
        show::show_countdown(countdown, shown)
    }

    fn summary(view: &Self::View) -> MatchAccount {
        show::summary(view)
    }

    fn step_shown(shown: &mut Shown) {
        shown.scene.revealed = [None; MAX_SEATS];
    }

    /// The fallen have no say until the next duel deals them back in.
    fn sits_out(view: &DuelView, seat: Seat) -> bool {
        !view.players[seat].alive
    }

    fn secrets_shown(world: &mut World) -> SeatSet {
        display::secrets_shown(world)
    }

    fn teach_card(rules: &DuelRules) -> TeachCard {
        let shots = match rules.variant {
            Variant::Standard => "teach-duel-shots",
            Variant::Sphinx => "teach-duel-shots-sphinx",
        };
        TeachCard::of(
            [("duel/pistol", "teach-duel-pick"), ("duel/barricade", shots), ("duel/reload", "teach-duel-reload")],
            Line::new("teach-duel-win").number("dollars", rules.dollars_to_win),
        )
    }

    // The seats ring the table: at three, the corner left of the learner's plate is free.
    const LESSON_PANEL: PanelPlace = PanelPlace::BottomLeft;

    fn lesson() -> Option<GuidedLesson<Self>> {
        GuidedLesson::of()
    }

    type PickSoFar = HeldUp;

    fn press_toward(asked: DuelAction, held: &HeldUp) -> DuelRequest {
        lesson::toward(asked, held)
    }

    fn plugin(app: &mut App) {
        app.add_plugins((sprites::plugin, input::plugin, display::plugin, coach::plugin, spots::plugin));
    }
}
