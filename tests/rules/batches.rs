//! `sim` and `arena` spread their matches over threads; the results are the seeded ones
//! whatever the number of threads.

use saloon::ai::BotKind;
use saloon::ai::config::AiConfig;
use saloon::batch::Batch;
use saloon::games::{EachGame, Registered, RulesBook};
use std::sync::Mutex;

use saloon::record::{RecordOf, replay};
use saloon::rules::TableRules;
use saloon::sim::{Checks, SimReport};

/// A report without what depends on the machine: speed and threads.
fn results(report: SimReport) -> SimReport {
    SimReport { matches_per_sec: 0.0, deals_per_sec: report.deals.map(|_| 0.0), threads: 0, ..report }
}

struct SameOnAnyThreads;

impl EachGame for SameOnAnyThreads {
    fn visit<G: Registered>(&mut self) {
        let book = RulesBook::built_in();
        let rules = book.get::<G>();
        let seats = *rules.seats().start();
        let random = vec![BotKind::Random; seats];
        let mixed: Vec<BotKind> =
            (0..seats).map(|seat| if seat == 0 { BotKind::Heuristic } else { BotKind::Random }).collect();
        for (bots, matches) in [(random, 301), (mixed, 41)] {
            let sim = |threads, checks| {
                let batch = Batch::new(matches, 9).with_threads(threads);
                results(saloon::sim::run::<G>(rules, &bots, &batch, checks, &book.difficulties).unwrap())
            };
            let one = sim(1, Checks::EachRound);
            assert_eq!(one.violations, 0, "{}: {:?}", G::ID, one.violation_samples);
            assert!(one.wins.iter().sum::<u64>() + one.draws >= matches, "{}: every match ends", G::ID);
            assert_eq!(sim(3, Checks::EachRound), one, "{} on three threads", G::ID);
            let every_step = sim(2, Checks::EveryStep);
            assert_eq!(
                SimReport { checks: Checks::EachRound, ..every_step },
                one,
                "{}: checking more changes no result",
                G::ID
            );
            same_matches_when_recorded::<G>(rules, &bots, matches, &book, &one);
        }
    }
}

/// Keeping the records plays the very same matches, and each record replays to its
/// match's result.
fn same_matches_when_recorded<G: Registered>(
    rules: &G::Rules,
    bots: &[BotKind],
    matches: u64,
    book: &RulesBook,
    unrecorded: &SimReport,
) {
    let kept = Mutex::new(Vec::new());
    let keep = |record: &RecordOf<G>| {
        kept.lock().unwrap().push(record.clone());
        Ok(())
    };
    let batch = Batch::new(matches, 9).with_threads(2);
    let report =
        saloon::sim::run_keeping::<G>(rules, bots, &batch, Checks::EachRound, &book.difficulties, Some(&keep)).unwrap();
    let records = report.records.clone().expect("records were kept");
    assert_eq!((records.written, records.failed), (matches, 0), "{}", G::ID);
    assert_eq!(results(SimReport { records: None, ..report }), *unrecorded, "{}: recording changes no result", G::ID);
    let mut wins = vec![0; bots.len()];
    for record in kept.into_inner().unwrap() {
        let (state, _) = replay::<G>(rules, &record).unwrap_or_else(|error| panic!("{}: {error}", G::ID));
        state.winners().expect("a kept match is over").iter().for_each(|seat| wins[seat] += 1);
    }
    assert_eq!(wins, unrecorded.wins, "{}: the records replay to the matches' results", G::ID);
}

#[test]
fn sim_reports_the_same_on_any_number_of_threads() {
    saloon::games::each(&mut SameOnAnyThreads);
}

#[test]
fn arena_reports_the_same_on_any_number_of_threads() {
    let book = RulesBook::built_in();
    let rules = book.get::<saloon::rules::loot_shoot_whiskey::LootShootWhiskey>();
    let seats = [BotKind::Heuristic, BotKind::Random];
    let arena = |threads| {
        let batch = Batch::new(60, 4).with_threads(threads);
        let report = saloon::arena::run::<saloon::rules::loot_shoot_whiskey::LootShootWhiskey>(
            rules,
            &seats,
            &batch,
            &AiConfig::built_in(),
        )
        .unwrap();
        report.bots.into_iter().map(|bot| (bot.bot, bot.win_rate, bot.ci95)).collect::<Vec<_>>()
    };
    let one = arena(1);
    assert_eq!(arena(2), one);
    assert_eq!(arena(5), one);
}
