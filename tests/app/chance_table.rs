//! Chance at a table: Pig, a dice game whose every roll is a chance node, played through
//! the table shell by a human against the computer, to the results; the record it keeps
//! replays the match roll for roll.

use std::convert::Infallible;
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use saloon::app::session::{GameLog, MatchAccount, winners_headline};
use saloon::app::tables::shell::{
    Decide, OnePress, Shown, TableGame, TableMatch, TablePlugin, TeachCard, TeachStep, Turn,
};
use saloon::app::{LoadedRules, REST, Screen, Settings, ShellPlugin, SoundCue, TablePhase, TableSetup, Tune};
use saloon::games::{Registered, RulesBook, SeatKind};
use saloon::record::{Step, replay};
use saloon::rules::{Game, Line, SeatSet};

use super::support::{phase, screen};
use crate::pig::{Pig, PigAction, PigEvent, PigRules};

const RULES: PigRules = PigRules { target: 40 };

impl TableGame for Pig {
    type Scene = ();
    type Moment = Infallible;
    type Request = Decide<Pig>;
    type PickSoFar = OnePress;
    type Options = ();

    const PICTURE: &'static str = "desperados/die";
    const TUNE: Tune = Tune {
        scale: [110.0, 130.81, 146.83, 164.81, 196.0, 220.0],
        melody: &[0, REST, 3, REST, 4, REST, 2, REST],
        beat: 0.8,
        bar: 4,
        ring: 1.0,
    };

    fn show_event(event: &PigEvent, _: &mut Shown<Pig>) -> (f32, Option<SoundCue>) {
        match event {
            PigEvent::Rolled { .. } => (0.4, Some(SoundCue::Deal)),
            _ => (0.2, None),
        }
    }

    fn show_moment(moment: Infallible, _: &mut Shown<Pig>) -> (f32, Option<SoundCue>) {
        match moment {}
    }

    fn secrets_shown(_: &mut World) -> SeatSet {
        SeatSet::EMPTY
    }

    fn teach_card(_: &PigRules) -> TeachCard {
        let step = TeachStep { picture: "cards/back", words: Line::new("result-share") };
        TeachCard { steps: [step.clone(), step.clone(), step], win: Line::new("result-share") }
    }

    fn press_toward(asked: PigAction, _: &OnePress) -> Decide<Pig> {
        Decide(asked)
    }

    fn summary(view: &Pig) -> MatchAccount {
        let headline = winners_headline(view.winners());
        MatchAccount { detail: headline.clone(), headline, standings: Vec::new() }
    }

    fn plugin(_: &mut App) {}
}

#[test]
fn a_dice_game_is_played_at_a_table_roll_by_roll() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)))
        .insert_resource(LoadedRules(RulesBook::built_in().with::<Pig>(RULES)))
        .insert_resource(TableSetup {
            game: Pig::GAME,
            seats: vec![SeatKind::Human, SeatKind::Computer],
            seed: Some(5),
            ..TableSetup::default()
        })
        .add_plugins((ShellPlugin, TablePlugin::<Pig>::default()));
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() });
    app.insert_state(Screen::Table);
    let mut decided = 0;
    for _ in 0..20_000 {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        let turn = app.world().resource::<Turn<Pig>>();
        if phase(&app) == Some(TablePhase::Choosing) && turn.active.is_some() {
            // Roll to ten, then bank it.
            let banks = app.world().resource::<Shown<Pig>>().view.turn_total >= 10;
            let action = if banks && turn.legal.contains(&PigAction::Hold) { PigAction::Hold } else { PigAction::Roll };
            app.world_mut().write_message(Decide::<Pig>(action));
            decided += 1;
        }
    }
    assert_eq!(screen(&app), Screen::Results, "the match did not end");
    let the_match = app.world().resource::<TableMatch<Pig>>();
    let record = the_match.record();
    let rolls = record.steps.iter().filter(|step| matches!(step, Step::Chance(_))).count();
    assert!(rolls > 10 && decided > 5, "{rolls} rolls, {decided} decisions by the human");
    let (replayed, _) = replay::<Pig>(&RULES, record).expect("the table's record replays");
    assert_eq!(replayed.view(0), the_match.true_state().view(0), "the record replays the match roll for roll");
    let log = &app.world().resource::<GameLog>().lines;
    let told = log.iter().filter(|line| line.id() == "pig-rolled").count();
    assert!(told >= rolls, "every roll is told in the log ({told} lines for {rolls} rolls)");
}
