//! The exact solution of two-player Duel: its values, its mixes, and the bot that plays it.

use saloon::ai::algorithms::search::SearchBot;
use saloon::ai::duel_equilibrium::{ShootoutSolution, solve, standing_pair};
use saloon::ai::{Bot, SeatKnowledge};
use saloon::rules::Game;
use saloon::rules::duel::{Duel, DuelAction, DuelRules, Gun, Variant};

fn two_gunslingers(rules: &DuelRules) -> Duel {
    Duel::new(rules, 2, 5, &mut Vec::new()).unwrap()
}

fn share(solution: &ShootoutSolution, seat: usize, pick: impl Fn(DuelAction) -> bool) -> f64 {
    solution.options[seat].iter().filter(|(action, _)| pick(*action)).map(|(_, share)| share).sum()
}

/// Seat 1 spends everything but the Reload while seat 0 fires back, then seat 0 reloads
/// unharmed: seat 0 holds a full hand, seat 1 only the Reload.
fn rival_left_with_the_reload(rules: &DuelRules) -> Duel {
    let mut state = two_gunslingers(rules);
    let fire = |gun| DuelAction::fire(gun, 1);
    let at_zero = |gun| DuelAction::fire(gun, 0);
    for (first, second) in [
        (fire(Gun::Pistol), at_zero(Gun::Pistol)),
        (fire(Gun::Pistol), at_zero(Gun::Pistol)),
        (fire(Gun::Pistol), at_zero(Gun::Pistol)),
        (fire(Gun::Rifle), at_zero(Gun::Rifle)),
        (DuelAction::Reload, DuelAction::Barricade),
    ] {
        state.apply(&[(0, first), (1, second)], &mut Vec::new()).unwrap();
    }
    assert_eq!(state.players()[1].hand, [0, 0, 0, 1], "seat 1 holds only the Reload");
    assert_eq!(state.players()[0].hand, [3, 1, 1, 1], "seat 0 took every card back");
    state
}

#[test]
fn a_fresh_duel_is_even_and_both_sides_mix_alike() {
    for variant in [Variant::Standard, Variant::Sphinx] {
        let rules = DuelRules { variant, ..saloon::config::embedded() };
        let solution = solve(&two_gunslingers(&rules)).expect("two gunslingers are solved");
        assert!(solution.value.abs() < 1e-9, "{variant:?}: the start is worth {}", solution.value);
        for seat in 0..2 {
            let total: f64 = solution.options[seat].iter().map(|(_, share)| share).sum();
            assert!((total - 1.0).abs() < 1e-9, "{variant:?}: a mix adds up to one");
        }
        for card in [Some(saloon::rules::duel::DuelCard::Pistol), Some(saloon::rules::duel::DuelCard::Barricade), None]
        {
            let picks = |action: DuelAction| action.card() == card || (card.is_none() && action.reloads());
            let (first, second) = (share(&solution, 0, picks), share(&solution, 1, picks));
            assert!((first - second).abs() < 1e-9, "{variant:?}: {card:?} is picked {first} and {second}");
        }
    }
}

#[test]
fn a_rival_who_must_reload_is_shot_for_certain() {
    let state = rival_left_with_the_reload(&saloon::config::embedded());
    let solution = solve(&state).unwrap();
    assert!((solution.value - 1.0).abs() < 1e-9, "the dollar is certain: {}", solution.value);
    assert!((share(&solution, 0, |action| action.target().is_some()) - 1.0).abs() < 1e-9, "{solution:?}");
    assert_eq!(solution.options[1], vec![(DuelAction::Reload, 1.0)], "the rival's only pick");
    let worth_of = |action: DuelAction| {
        let index = solution.options[0].iter().position(|(option, _)| *option == action).unwrap();
        solution.worth[0][index]
    };
    assert!((worth_of(DuelAction::fire(Gun::Pistol, 1)) - 1.0).abs() < 1e-9);
    assert!(worth_of(DuelAction::Barricade) < 1.0, "waiting behind the barricade wins nothing now");
}

#[test]
fn the_last_two_standing_at_a_larger_table_play_the_two_player_duel() {
    let rules: DuelRules = saloon::config::embedded();
    let mut table = Duel::new(&rules, 3, 5, &mut Vec::new()).unwrap();
    assert!(solve(&table).is_none(), "three standing are left to the search");
    // Seat 0 brings down seat 2 with the Rifle while seat 1's Pistol misses seat 0, who is
    // moving; seats 0 and 1 are left with the hands of a two-player duel whose first
    // shootout saw the same two shots miss.
    let (rifle_at, pistol_at) = (|seat| DuelAction::fire(Gun::Rifle, seat), |seat| DuelAction::fire(Gun::Pistol, seat));
    table.apply(&[(0, rifle_at(2)), (1, pistol_at(0)), (2, DuelAction::Reload)], &mut Vec::new()).unwrap();
    let mut pair = two_gunslingers(&rules);
    pair.apply(&[(0, rifle_at(1)), (1, pistol_at(0))], &mut Vec::new()).unwrap();
    assert_eq!(standing_pair(&table), Some([0, 1]));
    assert_eq!(table.players()[1].hand, pair.players()[1].hand);
    let (at_table, alone) = (solve(&table).expect("two are standing"), solve(&pair).unwrap());
    assert_eq!(at_table, alone);

    // The same two hands between seats 1 and 2 of another table are solved alike.
    let mut table = Duel::new(&rules, 3, 5, &mut Vec::new()).unwrap();
    table.apply(&[(0, DuelAction::Reload), (1, rifle_at(0)), (2, pistol_at(1))], &mut Vec::new()).unwrap();
    assert_eq!(standing_pair(&table), Some([1, 2]));
    let solution = solve(&table).expect("two are standing");
    assert_eq!(solution.value, alone.value);
    let targets: Vec<_> = solution.options[0].iter().filter_map(|(action, _)| action.target()).collect();
    assert!(!targets.is_empty() && targets.iter().all(|&target| target == 2), "seat 1 can only aim at seat 2");
}

#[test]
fn the_solving_bot_plays_the_mix_and_its_hint_rates_every_pick() {
    let rules: DuelRules = saloon::config::embedded();
    let mut budget = saloon::config::embedded::<saloon::ai::config::AiConfig>().hard.budget(Duel::ID);
    budget.knowledge.solver = true;
    let state = two_gunslingers(&rules);
    let solution = solve(&state).unwrap();
    let mut bot = SearchBot::<Duel>::new(budget, 9);
    let mut chosen = std::collections::HashSet::new();
    for _ in 0..200 {
        let action = bot.choose(SeatKnowledge::new(&state, 0));
        let (_, weight) = solution.options[0].iter().find(|(option, _)| *option == action).unwrap();
        assert!(*weight > 0.0, "{action:?} is outside the equilibrium's support");
        chosen.insert(action);
    }
    let support = solution.options[0].iter().filter(|(_, share)| *share > 0.05).count();
    assert_eq!(chosen.len(), support, "every pick of the mix is played: {chosen:?} of {solution:?}");

    let hint = bot.estimates(&SeatKnowledge::new(&state, 1));
    assert_eq!(hint.len(), solution.options[1].len(), "every pick is rated");
    let chance =
        |estimate: &saloon::ai::algorithms::search::Estimate<DuelAction>| state.dollar_chance(1, estimate.value);
    for estimate in &hint {
        let (_, share) = solution.options[1].iter().find(|(option, _)| *option == estimate.action).unwrap();
        if *share > 0.0 {
            assert!((chance(estimate) - 0.5).abs() < 1e-9, "a pick of an even mix is an even chance: {hint:?}");
        } else {
            assert!(chance(estimate) <= 0.5 + 1e-9, "a pick outside the mix is no better: {hint:?}");
        }
    }
}

#[test]
fn the_chance_of_the_dollar_is_read_from_where_each_seat_stands() {
    let rules: DuelRules = saloon::config::embedded();
    let mut state = rival_left_with_the_reload(&rules);
    state.apply(&[(0, DuelAction::fire(Gun::Pistol, 1)), (1, DuelAction::Reload)], &mut Vec::new()).unwrap();
    assert_eq!((state.players()[0].dollars, state.players()[1].dollars), (1, 0), "seat 0 leads by a dollar");
    let mut budget = saloon::config::embedded::<saloon::ai::config::AiConfig>().hard.budget(Duel::ID);
    budget.knowledge.solver = true;
    let mut bot = SearchBot::<Duel>::new(budget, 4);
    for seat in 0..2 {
        let best = bot.estimates(&SeatKnowledge::new(&state, seat))[0];
        let chance = state.dollar_chance(seat, best.value);
        assert!((chance - 0.5).abs() < 1e-9, "a fresh duel is even for seat {seat} whatever the dollars: {chance}");
        assert!((state.score_for_dollar_chance(seat, chance) - best.value).abs() < 1e-12, "the two readings agree");
    }
}
