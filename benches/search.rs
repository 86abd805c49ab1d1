//! The search bot's speed on one core: iterations per second from an opening position
//! of each game, and the time of one Hard decision.
//! Run: `cargo bench --no-default-features --bench search`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use saloon::ai::config::AiConfig;
use saloon::ai::search::{Knowledge, SearchBot, SearchBudget};
use saloon::ai::{Bot, BotKind, Heuristic, SeatKnowledge};
use saloon::rules::duel::{Duel, DuelRules};
use saloon::rules::loot_shoot_whiskey::{LootShootWhiskey, LswRules};
use saloon::rules::three_card_loo::{LooRules, ThreeCardLoo};
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
    let state = G::new(rules, seats, 7, &mut Vec::new()).expect("a supported table");
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

fn games(c: &mut Criterion) {
    let lsw: LswRules = saloon::config::embedded();
    bench_game::<LootShootWhiskey>(c, "loot_shoot_whiskey", &lsw, 2);
    let duel: DuelRules = saloon::config::embedded();
    bench_game::<Duel>(c, "duel_4_players", &duel, 4);
    let loo: LooRules = saloon::config::embedded();
    bench_game::<ThreeCardLoo>(c, "three_card_loo_5_players", &loo, 5);
}

criterion_group!(benches, games);
criterion_main!(benches);
