//! The Loot Shoot Whiskey table: the saloon row, both hands, and the pair of cards each
//! outlaw puts down in secret before both are revealed.

mod coach;
mod display;
mod input;
mod layout;
mod lesson;
mod piles;
mod show;
mod spots;
mod sprites;

use bevy::prelude::*;

pub use display::{CardSide, HandCardSprite};
pub use input::ChoiceRequest;

use std::convert::Infallible;

use super::shell::{self, GuidedLesson, TableGame, TeachCard};
use crate::app::audio::{REST, SoundCue, Tune};
use crate::app::session::MatchAccount;
use crate::lesson::LEARNER;
use crate::rules::loot_shoot_whiskey::{
    Commit, HandCard, LootShootWhiskey, LswEvent, LswRules, LswView, ROW_LEN, SaloonCard,
};
use crate::rules::{Line, SeatSet};

/// What the Loot Shoot Whiskey table shows.
pub type Shown = shell::Shown<LootShootWhiskey>;
type Match = shell::TableMatch<LootShootWhiskey>;
type Turn = shell::Turn<LootShootWhiskey>;

/// The cards a human has put on each slot of the pair so far, by seat: changeable until
/// locked in.
#[derive(Resource, Default, Debug)]
pub struct Building(pub [[Option<HandCard>; 2]; 2]);

/// What the table shows besides the view.
#[derive(Default, Debug)]
pub struct Scene {
    /// Cards revealed on each slot this round, by seat.
    pub played: [[Option<HandCard>; ROW_LEN]; 2],
    /// The showdown being shown.
    pub highlight: Option<Highlight>,
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
    pub card: SaloonCard,
    pub from_slot: usize,
    pub to: FlightEnd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlightEnd {
    /// A seat's pile of looted cards.
    Pile(usize),
    Discard,
}

impl TableGame for LootShootWhiskey {
    type Scene = Scene;
    type Moment = Infallible;
    type Request = ChoiceRequest;
    type Options = ();

    /// A jaunty two-step, C major.
    const PICTURE: &'static str = "loot_shoot_whiskey/whiskey_bottle";
    const TUNE: Tune = Tune {
        scale: [261.63, 293.66, 329.63, 392.0, 440.0, 523.25],
        melody: &[
            0, 2, 3, 2, 4, 3, 2, REST, 0, 2, 3, 4, 5, 4, 3, REST, //
            5, 4, 3, 4, 3, 2, 0, REST, 2, 3, 2, 1, 0, REST, 0, REST,
        ],
        beat: 0.3,
        bar: 4,
        ring: 1.5,
    };

    /// The row fills card by card from the deck as the deal is shown.
    fn opening_view(view: LswView) -> LswView {
        let mut deck_contents = view.deck_contents.clone();
        deck_contents.extend(view.row.iter().flatten());
        deck_contents.sort_unstable();
        LswView { row: [None; ROW_LEN], deck_contents, ..view }
    }

    fn show_event(event: &LswEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
        show::show_event(event, shown)
    }

    fn show_moment(moment: Infallible, _: &mut Shown) -> (f32, Option<SoundCue>) {
        match moment {}
    }

    fn summary(view: &Self::View) -> MatchAccount {
        show::summary(view)
    }

    fn secrets_shown(world: &mut World) -> SeatSet {
        display::secrets_shown(world)
    }

    fn lesson() -> Option<GuidedLesson<Self>> {
        GuidedLesson::of()
    }

    type PickSoFar = Building;

    fn press_toward(asked: Commit, building: &Building) -> ChoiceRequest {
        lesson::toward(asked, building.0[LEARNER])
    }

    /// Each seat's pair stays on its slots, across hand-offs, until it is locked in.
    fn pick_afresh(_: &mut Building) {}

    fn teach_card(rules: &LswRules) -> TeachCard {
        TeachCard::of(
            [
                ("loot_shoot_whiskey/loot", "teach-lsw-pick"),
                ("loot_shoot_whiskey/shoot", "teach-lsw-showdown"),
                ("loot_shoot_whiskey/nuggets_3", "teach-lsw-spoils"),
            ],
            Line::new("teach-lsw-win")
                .number("nuggets", rules.nuggets_to_win)
                .number("hits", rules.hits_to_win)
                .number("bottle", rules.bottle_wins_to_win),
        )
    }

    fn plugin(app: &mut App) {
        app.add_plugins((sprites::plugin, input::plugin, display::plugin, coach::plugin, spots::plugin));
    }
}
