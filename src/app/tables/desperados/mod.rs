//! The Desperados of Dice Town table, for two to four gangs: four dice tumble across the
//! felt, kept dice move aside, each gang's five desperados sit behind jail dials that turn
//! notch by notch, and attacks are drawn from the free desperado to every exposed gang.

mod dice;
mod display;
mod input;
mod layout;
mod lesson;
mod options;
mod show;
mod spots;
mod sprites;

use bevy::prelude::*;

pub use input::DesperadosRequest;
pub use options::DesperadosOptions;

use super::shell::{self, GuidedLesson, TableGame, TeachCard};
use crate::app::audio::{REST, SoundCue, Tune};
use crate::app::session::MatchAccount;
use crate::rules::desperados::{
    Desperados, DesperadosAction, DesperadosEvent, DesperadosRules, DesperadosView, Icon, Purse,
};
use crate::rules::{Line, Seat, SeatSet};

/// What the Desperados table shows.
pub type Shown = shell::Shown<Desperados>;
type Turn = shell::Turn<Desperados>;

/// The dice the player at the screen keeps aside (bit `d` for die `d`); a reroll rolls
/// the others.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeptDice(pub u8);

impl KeptDice {
    /// The dice a reroll throws: every die not kept.
    pub fn to_roll(self) -> u8 {
        !self.0 & ((1 << crate::rules::desperados::DICE) - 1)
    }
}

/// An attack to draw: from the free desperado to each exposed gang.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackLine {
    pub seat: Seat,
    pub icon: Icon,
    pub exposed: SeatSet,
}

/// What the table shows besides the view.
#[derive(Default, Debug)]
pub struct Scene {
    /// The dice of the roll being thrown (a mask), until the table throws them.
    pub tumbling: u8,
    /// The attacks of the step, drawn until it has been shown.
    pub attacks: Vec<AttackLine>,
    /// Money that moved this step, shown beside each purse: (purse, change).
    pub payments: Vec<(Purse, i32)>,
    /// Money paid this step, until the table sends its notes on their way.
    pub flights: Vec<NoteFlight>,
}

/// Notes sent from one purse to another.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NoteFlight {
    pub from: Purse,
    pub to: Purse,
    pub amount: u16,
}

impl TableGame for Desperados {
    type Scene = Scene;
    type Moment = std::convert::Infallible;
    type Request = DesperadosRequest;
    type Options = DesperadosOptions;

    /// Quick and busy, G major.
    const PICTURE: &'static str = "desperados/gang_2_boss";
    const TUNE: Tune = Tune {
        scale: [196.0, 220.0, 246.94, 293.66, 329.63, 392.0],
        melody: &[
            0, 2, 3, 2, 3, 4, 3, 2, 0, 2, 3, 5, 4, 3, 2, REST, //
            4, 3, 2, 3, 2, 1, 0, 1, 2, 3, 4, 3, 2, 1, 0, REST,
        ],
        beat: 0.24,
        bar: 4,
        ring: 1.2,
    };

    fn show_event(event: &DesperadosEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
        show::show_event(event, shown)
    }

    fn show_moment(moment: Self::Moment, _shown: &mut Shown) -> (f32, Option<SoundCue>) {
        match moment {}
    }

    fn summary(view: &Self::View) -> MatchAccount {
        show::summary(view)
    }

    fn step_shown(shown: &mut Shown) {
        shown.scene.attacks.clear();
        shown.scene.payments.clear();
    }

    /// A broke gang has no say any more.
    fn sits_out(view: &DesperadosView, seat: Seat) -> bool {
        view.gangs[seat].out
    }

    fn secrets_shown(world: &mut World) -> SeatSet {
        display::secrets_shown(world)
    }

    fn teach_card(_: &DesperadosRules) -> TeachCard {
        TeachCard::of(
            [
                ("desperados/die", "teach-desp-roll"),
                ("desperados/key", "teach-desp-act"),
                ("desperados/face_pistol", "teach-desp-attack"),
            ],
            Line::new("teach-desp-win"),
        )
    }

    fn lesson() -> Option<GuidedLesson<Self>> {
        GuidedLesson::of()
    }

    type PickSoFar = KeptDice;

    fn press_toward(asked: DesperadosAction, kept: &KeptDice) -> DesperadosRequest {
        lesson::toward(asked, *kept)
    }

    fn plugin(app: &mut App) {
        app.add_plugins((sprites::plugin, input::plugin, dice::plugin, display::plugin, spots::plugin));
    }
}
