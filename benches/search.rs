//! The search bot's speed on one core: iterations per second from an opening position
//! of each game, and the time of one Hard decision.
//! Run: `cargo bench --no-default-features --bench search`.

mod common;

use common::GameBench;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use saloon::ai::algorithms::search::{Knowledge, SearchBot, SearchBudget};
use saloon::ai::config::AiConfig;
use saloon::ai::{Bot, BotKind, Heuristic, SeatKnowledge};
use saloon::games::Registered;
use saloon::rules::{Game, ToMove};

const ITERATIONS: u32 = 500;

fn first_mover<G: Game>(state: &G) -> usize {
    match state.to_move() {
        ToMove::Seat(seat) => seat,
        ToMove::Simultaneous(set) => set.iter().next().expect("someone moves"),
        other => panic!("nobody to move: {other:?}"),
    }
}

fn bench_game<G: Heuristic>(c: &mut Criterion, name: &str, rules: &G::Rules, seats: usize) {
    let mut state = G::new(rules, seats, 7, &mut Vec::new()).expect("a supported table");
    // A dice game opens on a roll: the first decision comes after it.
    while state.to_move() == ToMove::Chance {
        state.resolve_chance(&mut Vec::new());
    }
    let seat = first_mover(&state);
    let budget = SearchBudget {
        iterations: ITERATIONS,
        rollout_steps: 400,
        exploration: 0.7,
        temperature: 0.0,
        knowledge: Knowledge::NONE,
    };
    let mut group = c.benchmark_group("search_iterations");
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    group.sample_size(20);
    group.bench_function(name, |bench| {
        let mut bot = SearchBot::<G>::new(budget, 1);
        bench.iter(|| bot.choose(SeatKnowledge::new(&state, seat)))
    });
    group.finish();
    let mut group = c.benchmark_group("hard_move");
    group.sample_size(10);
    group.bench_function(name, |bench| {
        let mut bot = BotKind::Hard.build::<G>(1, &AiConfig::built_in());
        bench.iter(|| bot.choose(SeatKnowledge::new(&state, seat)))
    });
    group.finish();
}

struct Search;

impl GameBench for Search {
    fn bench<G: Registered>(&self, c: &mut Criterion, name: &str, rules: &G::Rules, seats: usize) {
        bench_game::<G>(c, name, rules, seats);
    }
}

fn games(c: &mut Criterion) {
    common::for_every_game(c, &Search);
}

criterion_group!(benches, games);
criterion_main!(benches);
