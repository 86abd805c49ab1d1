//! Desperados of Dice Town: a golden playthrough with every roll recorded, records that
//! replay without dice, and the bots' strength.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, SeatKnowledge};
use saloon::batch::Batch;
use saloon::record::{MatchRecord, RecordOf, ReplayStop, Step, replay};
use saloon::rules::desperados::{Desperados, DesperadosRules, Dice, Face};
use saloon::rules::{Game, IllegalMove, ToMove};

fn rules() -> DesperadosRules {
    saloon::config::embedded()
}

/// A heuristic gang against random ones; every roll kept in the record.
fn bot_match(seed: u64, seats: usize) -> RecordOf<Desperados> {
    let rules = rules();
    let mut bots: Vec<_> = (0..seats)
        .map(|seat| {
            if seat == 0 { BotKind::Heuristic } else { BotKind::Random }
                .build::<Desperados>(seed + seat as u64, &AiConfig::built_in())
        })
        .collect();
    let mut record = MatchRecord::new(Desperados::ID, seats, seed);
    let mut state = Desperados::new(&rules, seats, seed, &mut Vec::new()).unwrap();
    loop {
        let step = match state.to_move() {
            ToMove::Nobody => break,
            ToMove::Chance => Step::Chance(state.resolve_chance(&mut Vec::new())),
            ToMove::Seat(seat) => {
                let moves = vec![(seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))];
                state.apply(&moves, &mut Vec::new()).unwrap();
                Step::Moves(moves)
            }
            ToMove::Simultaneous(seats) => {
                let moves: Vec<_> =
                    seats.iter().map(|seat| (seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))).collect();
                state.apply(&moves, &mut Vec::new()).unwrap();
                Step::Moves(moves)
            }
        };
        record.steps.push(step);
    }
    record
}

#[test]
fn golden_playthrough() {
    let state: Desperados = crate::golden::check("desperados.ron", &rules(), || bot_match(2026, 2));
    assert!(state.winners().is_some_and(|winners| !winners.is_empty()));
}

#[test]
fn a_record_replays_from_its_rolls_and_refuses_a_forged_one() {
    let record = bot_match(31, 4);
    let (state, _) = replay::<Desperados>(&rules(), &record).unwrap();
    assert!(state.is_over());
    let mut forged = record.clone();
    let index = forged.steps.iter().position(|step| matches!(step, Step::Chance(_))).unwrap();
    // The first roll throws all four dice, so any faces are possible: forge an impossible
    // reroll instead, the first roll that keeps a die.
    let kept = record.steps.iter().enumerate().skip(index + 1).find_map(|(at, step)| match step {
        Step::Moves(moves) => match moves[0].1 {
            saloon::rules::desperados::DesperadosAction::Reroll { dice } if dice != 0b1111 => Some((at + 1, dice)),
            _ => None,
        },
        Step::Chance(_) => None,
    });
    let (at, rolled) = kept.expect("some reroll keeps a die");
    let Step::Chance(Dice(mut faces)) = forged.steps[at] else { panic!("a roll follows a reroll") };
    let kept_die = (0..4).find(|die| rolled & 1 << die == 0).unwrap();
    faces[kept_die] = if faces[kept_die] == Face::Action { Face::Boss } else { Face::Action };
    forged.steps[at] = Step::Chance(Dice(faces));
    let refused = replay::<Desperados>(&rules(), &forged).expect_err("a kept die cannot change");
    assert_eq!(refused, ReplayStop::Refused { step: at, refused: IllegalMove::ImpossibleChance });
}

/// Plays `seats` in the arena and checks the first bot's win share, less its 95% margin,
/// is above `floor`.
fn first_bot_clears(seats: &[BotKind], matches: u64, floor: f64) {
    let report =
        saloon::arena::run::<Desperados>(&rules(), seats, &Batch::new(matches, 7), &AiConfig::built_in()).unwrap();
    let first = &report.bots[0];
    assert!(
        first.win_rate - first.ci95 > floor,
        "{} in {seats:?} won {:.3} ± {:.3}, not clearly above {floor}",
        first.bot,
        first.win_rate,
        first.ci95
    );
}

#[test]
fn the_heuristic_gang_beats_random_ones() {
    first_bot_clears(&[BotKind::Heuristic, BotKind::Random], 200, 0.85);
    first_bot_clears(&[BotKind::Heuristic, BotKind::Random, BotKind::Random, BotKind::Random], 200, 0.5);
}

#[test]
fn the_search_beats_random_gangs_and_each_difficulty_the_one_below() {
    // Easy wins about 86% against random gangs: 200 matches tell that clearly from 75%.
    first_bot_clears(&[BotKind::Easy, BotKind::Random], 200, 0.75);
    first_bot_clears(&[BotKind::Medium, BotKind::Easy], 40, 0.6);
    first_bot_clears(&[BotKind::Hard, BotKind::Random], 30, 0.85);
    first_bot_clears(&[BotKind::Hard, BotKind::Medium], 16, 0.6);
}

#[test]
fn hard_takes_more_than_its_share_of_four_gangs() {
    first_bot_clears(&[BotKind::Hard, BotKind::Random, BotKind::Random, BotKind::Random], 8, 0.5);
    // Hard takes about 45% of four-gang matches: 80 of them tell that from a fair 25%.
    first_bot_clears(&[BotKind::Hard, BotKind::Heuristic, BotKind::Heuristic, BotKind::Heuristic], 80, 0.25);
}

/// A phone's page tells every gang's hand, table, standings and choices in every
/// language, every reroll naming its own dice.
#[test]
fn every_gang_is_told_in_words() {
    for seats in [2, 4] {
        crate::in_words::check_game::<Desperados>(&rules(), seats, 2, 900 + seats as u64);
    }
}
