//! Complete random matches per second of every game, from the deal to the result, on one
//! core (and for Three-card Loo, whose match is a series of deals, deals per second).
//! Run: `cargo bench --no-default-features --bench playouts`.

mod common;

use common::GameBench;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use saloon::ai::random_action;
use saloon::games::Registered;
use saloon::rules::three_card_loo::{LooRules, ThreeCardLoo};
use saloon::rules::{Game, RandomScratch, Stepped, ToMove, seeded_rng};

/// Plays one whole match with uniformly random moves; returns the number of steps.
fn random_match<G: Game>(rules: &G::Rules, seats: usize, seed: u64, scratch: &mut Scratch<G>) -> usize {
    let mut rng = seeded_rng(seed ^ 0x9E37_79B9_7F4A_7C15);
    scratch.events.clear();
    let mut state = G::new(rules, seats, seed, &mut scratch.events).expect("a supported table");
    let mut steps = 0;
    loop {
        scratch.events.clear();
        match state.random_step(&mut rng, &mut scratch.events, &mut scratch.random) {
            Stepped::Over => return steps,
            Stepped::Moved => steps += 1,
            Stepped::Chance => {}
        }
    }
}

struct Scratch<G: Game> {
    random: RandomScratch<G::Action>,
    events: Vec<G::Event>,
}

impl<G: Game> Default for Scratch<G> {
    fn default() -> Self {
        Scratch { random: RandomScratch::default(), events: Vec::new() }
    }
}

/// Benchmarks whole random matches of `G` at a table of `seats`.
fn bench_game<G: Game>(c: &mut Criterion, name: &str, rules: &G::Rules, seats: usize) {
    let mut scratch = Scratch::<G>::default();
    let mut seed = 0u64;
    let mut group = c.benchmark_group("random_playout");
    group.throughput(Throughput::Elements(1));
    group.bench_function(name, |bench| {
        bench.iter(|| {
            seed += 1;
            random_match::<G>(rules, seats, seed, &mut scratch)
        })
    });
    group.finish();
}

struct RandomPlayouts;

impl GameBench for RandomPlayouts {
    fn bench<G: Registered>(&self, c: &mut Criterion, name: &str, rules: &G::Rules, seats: usize) {
        bench_game::<G>(c, name, rules, seats);
    }
}

fn every_game(c: &mut Criterion) {
    common::for_every_game(c, &RandomPlayouts);
}

/// Random 5-player deals, played back to back in long matches: one element is one deal
/// from the ante to the settlement.
fn three_card_loo(c: &mut Criterion) {
    let rules = LooRules { rounds: 1000, ..saloon::config::embedded() };
    let seats = 5;
    let mut scratch = Scratch::<ThreeCardLoo>::default();
    let mut rng = seeded_rng(7);
    let mut seed = 0;
    let mut state = ThreeCardLoo::new(&rules, seats, seed, &mut scratch.events).expect("a supported table");
    let mut group = c.benchmark_group("random_deals");
    group.throughput(Throughput::Elements(1));
    group.bench_function("three_card_loo_5_players", |bench| {
        bench.iter_custom(|deals| {
            let started = std::time::Instant::now();
            let mut played = 0;
            while played < deals {
                let ToMove::Seat(seat) = state.to_move() else {
                    seed += 1;
                    state = ThreeCardLoo::new(&rules, seats, seed, &mut scratch.events).expect("a supported table");
                    continue;
                };
                let before = state.deals_completed();
                scratch.events.clear();
                let action = random_action(&state, seat, &mut scratch.random.legal, &mut rng);
                state.apply(&[(seat, action)], &mut scratch.events).expect("random moves are legal");
                played += u64::from(state.deals_completed() != before);
            }
            started.elapsed()
        })
    });
    group.finish();
}

criterion_group!(benches, every_game, three_card_loo);
criterion_main!(benches);
