//! The search bot: it decides from its seat's knowledge only, and it plays well.

use saloon::ai::{BotKind, SeatKnowledge};
use saloon::rules::duel::{Duel, DuelRules};
use saloon::rules::loot_shoot_whiskey::{LootShootWhiskey, LswRules};
use saloon::rules::three_card_loo::{LooRules, ThreeCardLoo};
use saloon::rules::{Game, Seat, ToMove, seeded_rng};

/// Plays `steps` random steps into a match, so the hidden parts are not the opening's.
fn some_way_in<G: Game>(rules: &G::Rules, seats: usize, seed: u64, steps: usize) -> G {
    let mut state = G::new(rules, seats, seed, &mut Vec::new()).unwrap();
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    for _ in 0..steps {
        let moves: Vec<_> = match state.to_move() {
            ToMove::Seat(seat) => vec![(seat, saloon::ai::random_action(&state, seat, &mut legal, &mut rng))],
            ToMove::Simultaneous(set) => {
                set.iter().map(|seat| (seat, saloon::ai::random_action(&state, seat, &mut legal, &mut rng))).collect()
            }
            _ => break,
        };
        state.apply(&moves, &mut Vec::new()).unwrap();
    }
    state
}

fn first_mover<G: Game>(state: &G) -> Seat {
    match state.to_move() {
        ToMove::Seat(seat) => seat,
        ToMove::Simultaneous(set) => set.iter().next().unwrap(),
        other => panic!("nobody to move: {other:?}"),
    }
}

/// The same bot, seeded alike, chooses alike in two states that differ only in what
/// its seat cannot see; returns how many of the pairs really differed in secret.
fn choice_ignores_secrets<G: saloon::ai::Heuristic>(rules: &G::Rules, seats: usize) -> usize {
    let mut differed = 0;
    for seed in 0..6 {
        let state: G = some_way_in(rules, seats, seed, 3 + seed as usize);
        if state.is_over() {
            continue;
        }
        let seat = first_mover(&state);
        let other = state.resample(seat, &mut seeded_rng(seed + 100));
        assert_eq!(other.view(seat), state.view(seat), "a resampled state shows the seat the same");
        differed += usize::from(serde_json::to_string(&other).unwrap() != serde_json::to_string(&state).unwrap());
        let choose = |table: &G| BotKind::Medium.build::<G>(seed).choose(SeatKnowledge::new(table, seat));
        assert_eq!(choose(&state), choose(&other), "seed {seed}: the choice followed a secret");
    }
    differed
}

#[test]
fn the_search_bot_decides_from_its_seat_view_only() {
    let lsw: LswRules = saloon::config::embedded();
    let loo: LooRules = saloon::config::embedded();
    let duel: DuelRules = saloon::config::embedded();
    assert!(choice_ignores_secrets::<LootShootWhiskey>(&lsw, 2) >= 4, "the decks were shuffled differently");
    assert!(choice_ignores_secrets::<ThreeCardLoo>(&loo, 5) >= 4, "other hands were dealt differently");
    choice_ignores_secrets::<Duel>(&duel, 3);
}

#[test]
fn hard_beats_random_at_loot_shoot_whiskey() {
    let rules: LswRules = saloon::config::embedded();
    let report = saloon::arena::run::<LootShootWhiskey>(&rules, &[BotKind::Hard, BotKind::Random], 120, 7).unwrap();
    let hard = &report.bots[0];
    // The low end of the 95% interval: a bot no better than 0.7 rarely clears it.
    assert!(hard.win_rate - hard.ci95 > 0.7, "hard won {:.2} ± {:.2}", hard.win_rate, hard.ci95);
}
