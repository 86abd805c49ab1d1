//! Pig's chance nodes through records, replays, the conformance suite, sim, arena and
//! the search.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, SeatKnowledge};
use saloon::batch::Batch;
use saloon::record::{RecordOf, ReplayStop, Step, replay, resolve_recorded_chance};
use saloon::rules::{Game, ToMove};
use saloon::sim::Checks;

use crate::pig::{Face, Pig, PigEvent, PigRules};

const RULES: PigRules = PigRules { target: 50 };

/// A match between two bots of `kinds`, written down as the table would.
fn recorded_match(seed: u64, kinds: [BotKind; 2]) -> (Pig, RecordOf<Pig>, Vec<PigEvent>) {
    let difficulties = AiConfig::built_in();
    let mut bots = kinds.map(|kind| kind.build::<Pig>(seed, &difficulties));
    let mut events = Vec::new();
    let mut state = Pig::new(&RULES, 2, seed, &mut events).unwrap();
    let mut record = RecordOf::<Pig>::new(Pig::ID, 2, seed);
    while !state.is_over() {
        if resolve_recorded_chance(&mut state, &mut record, &mut events) {
            continue;
        }
        let ToMove::Seat(seat) = state.to_move() else { unreachable!("Pig has one mover at a time") };
        let action = bots[seat].choose(SeatKnowledge::new(&state, seat));
        state.apply(&[(seat, action)], &mut events).unwrap();
        record.steps.push(Step::Moves(vec![(seat, action)]));
    }
    (state, record, events)
}

#[test]
fn the_api_keeps_its_promises_at_chance_nodes() {
    for seats in 2..=4 {
        crate::conformance::check_game::<Pig>(&RULES, seats, 200, seats as u64);
    }
}

#[test]
fn its_events_tell_every_view_through_chance() {
    for seats in 2..=4 {
        crate::conformance::check_views_follow_events::<Pig>(&RULES, seats, 100, seats as u64);
    }
}

#[test]
fn a_record_keeps_every_roll_and_replays_without_the_seed() {
    let (state, record, events) = recorded_match(5, [BotKind::Heuristic, BotKind::Random]);
    let rolls = record.steps.iter().filter(|step| matches!(step, Step::Chance(_))).count();
    assert!(rolls > 5, "a match of Pig rolls the die ({rolls} rolls)");
    assert_eq!(record.decisions() + rolls, record.steps.len());
    let (replayed, replayed_events) = replay::<Pig>(&RULES, &record).unwrap();
    assert_eq!(replayed_events, events);
    assert_eq!(replayed.view(0), state.view(0));
    // The rolls come from the record, not from the seed: another seed replays the same match.
    let reseeded = RecordOf::<Pig> { seed: 6, ..record.clone() };
    assert_eq!(replay::<Pig>(&RULES, &reseeded).unwrap().1, events);
    // A record of a face no die has is refused, and says where.
    let mut forged = record;
    let first_roll = forged.steps.iter().position(|step| matches!(step, Step::Chance(_))).unwrap();
    forged.steps[first_roll] = Step::Chance(Face(7));
    let error = replay::<Pig>(&RULES, &forged).unwrap_err();
    assert!(matches!(error, ReplayStop::Refused { step, .. } if step == first_roll), "{error}");
}

#[test]
fn a_record_survives_a_ron_round_trip() {
    let (_, record, _) = recorded_match(9, [BotKind::Random, BotKind::Random]);
    let text = ron::to_string(&record).unwrap();
    assert!(text.contains("Chance(") && text.contains("Moves("), "{text}");
    assert_eq!(ron::from_str::<RecordOf<Pig>>(&text).unwrap(), record);
}

#[test]
fn sim_plays_through_chance_nodes() {
    let bots = [BotKind::Random, BotKind::Heuristic];
    let report =
        saloon::sim::run::<Pig>(&RULES, &bots, &Batch::new(300, 1), Checks::EveryStep, &AiConfig::built_in()).unwrap();
    assert_eq!(report.violations, 0, "{:?}", report.violation_samples);
    assert_eq!(report.wins.iter().sum::<u64>() + report.draws, 300);
    assert!(report.wins[1] > report.wins[0], "holding at 20 beats rolling at random: {:?}", report.wins);
}

#[test]
fn the_search_plays_dice_well() {
    // Rolling at random holds early or busts late; a search that plays the dice out
    // should beat it most of the time (88% over these 40 matches).
    let seats = [BotKind::Medium, BotKind::Random];
    let report = saloon::arena::run::<Pig>(&RULES, &seats, &Batch::new(40, 3), &AiConfig::built_in()).unwrap();
    let medium = report.bots.iter().find(|bot| bot.bot == "medium").unwrap();
    assert!(medium.win_rate > 0.75, "the search won {:.0}% against random play", medium.win_rate * 100.0);
}
