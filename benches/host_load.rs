//! How one host process holds many tables at once, on the loopback: decisions per second,
//! the round trip from a decision sent to the next table heard (median, 99th percentile,
//! worst), the host's memory and its share of the cores, at 1, 50 and 200 concurrent
//! four-seat tables of Three-card Loo, every seat remote and played by a heuristic
//! computer from one load client (this process). The host is `saloon host --tables N`,
//! a process of its own, measured from /proc.
//! Run: `cargo bench --no-default-features --bench host_load` (other table counts as
//! arguments: `-- 1 50 200 500`).

mod hosting;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use hosting::{HostProcess, SEATS, new_tables, sample};
use saloon::ai::BotKind;
use saloon::ai::config::AiConfig;
use saloon::net::{JoinCode, JoinOptions, play_many_seats};

/// The host's figures over a run, sampled every 50 ms until it ends.
#[derive(Default)]
struct Watched {
    peak_kib: u64,
    /// Resident memory once every table was open, before any seat was taken.
    opened_kib: u64,
    ticks: u64,
}

fn watch_host(pid: u32, done: Arc<AtomicBool>) -> Watched {
    let mut watched = Watched::default();
    while !done.load(Ordering::Relaxed) {
        if let Some((resident, ticks)) = sample(pid) {
            watched.peak_kib = watched.peak_kib.max(resident);
            watched.ticks = ticks;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    watched
}

/// Linux's clock ticks a second, in which /proc tells CPU time.
const TICKS_PER_SECOND: f64 = 100.0;

/// How long the host has to open its tables, or to end once every seat has ended.
const HOST_GRACE: Duration = Duration::from_secs(30);

fn run(tables: usize) {
    let scratch = std::env::temp_dir().join(format!("saloon-host-load-{}-{tables}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let host = HostProcess::start(&new_tables(tables, 1, &scratch.join("loo.ron"), 1), &scratch.join("host.log"));
    let pid = host.pid();
    let codes = host.codes(tables, HOST_GRACE);
    let opened_kib = sample(pid).map_or(0, |(resident, _)| resident);
    let done = Arc::new(AtomicBool::new(false));
    let watching = std::thread::spawn({
        let done = done.clone();
        move || watch_host(pid, done)
    });
    let started = Instant::now();
    let seats: Vec<JoinCode> = codes.iter().flat_map(|code| vec![code.clone(); SEATS]).collect();
    let options = JoinOptions { bot: BotKind::Heuristic, seed: 1, difficulties: AiConfig::built_in() };
    let played = play_many_seats(&seats, &options, |_, _| {});
    let results = host.results(tables, HOST_GRACE);
    let took = started.elapsed().as_secs_f64();
    done.store(true, Ordering::Relaxed);
    let watched = Watched { opened_kib, ..watching.join().expect("the watcher") };
    host.end(HOST_GRACE);
    let stopped: Vec<&String> = played.ends.iter().filter_map(|end| end.as_ref().err()).collect();
    let decisions: f64 = results.iter().filter_map(|result| result["average_length"].as_f64()).sum();
    let cores = std::thread::available_parallelism().map_or(1, usize::from) as f64;
    let cpu = watched.ticks as f64 / TICKS_PER_SECOND / took / cores * 100.0;
    println!(
        "{tables} tables of {SEATS} remote seats ({} matches ended, {} seats stopped):",
        results.len(),
        stopped.len()
    );
    if let Some(why) = stopped.first() {
        println!("  a seat stopped: {why}");
    }
    println!("  tables in play at once: at most {:.0}", played.most_in_play as f64 / SEATS as f64);
    println!("  decisions per second: {:.0}", decisions / played.playing_for.as_secs_f64());
    match played.round_trip_figures() {
        Some(figures) => println!("  round trips: {figures}"),
        None => println!("  round trips: none"),
    }
    println!(
        "  host memory: {:.1} MiB open, {:.1} MiB at the peak, {:.0} KiB a table at the peak",
        watched.opened_kib as f64 / 1024.0,
        watched.peak_kib as f64 / 1024.0,
        watched.peak_kib as f64 / tables as f64
    );
    println!("  host CPU: {cpu:.0}% of {cores} cores over {took:.1} s");
    if let Some((_, ticks)) = sample(std::process::id()) {
        let client = ticks as f64 / TICKS_PER_SECOND / took / cores * 100.0;
        println!("  load client CPU (this process, all runs so far): {client:.0}% of {cores} cores");
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

fn main() {
    let counts: Vec<usize> = std::env::args().skip(1).filter_map(|argument| argument.parse().ok()).collect();
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this once, small.
    let testing = !std::env::args().any(|argument| argument == "--bench");
    let counts = match (counts.is_empty(), testing) {
        (false, _) => counts,
        (true, true) => vec![1],
        (true, false) => vec![1, 50, 200],
    };
    for tables in counts {
        run(tables);
    }
}
