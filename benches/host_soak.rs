//! A soak across processes: round after round of four-seat Three-card Loo tables
//! (`saloon host --tables N`), for as long as asked. Every seat is a heuristic computer
//! in one of four load clients (`saloon join --codes-from`), each taking one seat at
//! every table. In each round a client is killed at a random moment and started again.
//! The first round has a host of its own; so does the second, which is killed and taken
//! up again from its saves (`saloon host --resume`); one host plays all the rounds after
//! (`--matches`). Every match must end, every client's seats with it, and every save must
//! replay to the result the host reported. The long-running host's memory is told round
//! by round: its peak must not grow.
//! Run: `cargo bench --no-default-features --bench host_soak -- --minutes 60 --tables 200`.

mod hosting;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use hosting::{HostProcess, SEATS, new_tables, path_in_words, sample};
use rand::{Rng, RngExt as _, SeedableRng};
use saloon::net::JoinCode;
use saloon::rules::Game as _;
use saloon::rules::three_card_loo::ThreeCardLoo;
use saloon::save::SavedMatch;

/// How long a host has to open its tables, or a round to end, before the soak stops.
const OPENING: Duration = Duration::from_secs(60);
const ROUND: Duration = Duration::from_secs(300);

/// What the soak is asked for.
struct Asked {
    minutes: f64,
    tables: usize,
}

impl Asked {
    /// `--minutes M --tables N`; without them, as `cargo bench` or `cargo test` runs it.
    fn from_arguments() -> Self {
        let arguments: Vec<String> = std::env::args().collect();
        let value = |name: &str| {
            let at = arguments.iter().position(|argument| argument == name)?;
            arguments.get(at + 1)?.parse::<f64>().ok()
        };
        // `cargo bench` passes `--bench`; `cargo test --benches` runs one short round.
        let benching = arguments.iter().any(|argument| argument == "--bench");
        Asked {
            minutes: value("--minutes").unwrap_or(if benching { 10.0 } else { 0.0 }),
            tables: value("--tables").map_or(if benching { 200 } else { 3 }, |tables| tables as usize),
        }
    }
}

/// A load client running: one seat at each table of its codes.
struct Client {
    child: Child,
    codes: PathBuf,
    log: PathBuf,
}

impl Client {
    fn start(codes: &Path, log: &Path) -> Self {
        let told = std::fs::OpenOptions::new().create(true).append(true).open(log).expect("a client's log");
        let child = Command::new(env!("CARGO_BIN_EXE_saloon"))
            .args(["--language", "en", "join", "--bot", "heuristic", "--seed", "1", "--codes-from"])
            .arg(codes)
            .stdin(Stdio::null())
            .stdout(told.try_clone().expect("a client's log"))
            .stderr(told)
            .spawn()
            .expect("saloon join starts");
        Client { child, codes: codes.to_owned(), log: log.to_owned() }
    }

    /// Kills the client at once and starts another on its codes.
    fn killed_and_started_again(mut self) -> Self {
        let _ = self.child.kill();
        let _ = self.child.wait();
        Client::start(&self.codes, &self.log)
    }

    /// Waits for the client to end; whether it ended well, every seat to its match's end.
    fn end(mut self, until: Instant) -> Result<(), String> {
        while Instant::now() < until {
            if let Ok(Some(status)) = self.child.try_wait() {
                let told = std::fs::read_to_string(&self.log).unwrap_or_default();
                let summary = told.lines().rev().find(|line| line.contains("seats played")).unwrap_or("nothing told");
                return match status.success() && summary.ends_with(", 0 stopped") {
                    true => Ok(()),
                    false => Err(format!("a client ended with {status}: {summary} (see {})", self.log.display())),
                };
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        Err(format!("a client did not end within {ROUND:?} (see {})", self.log.display()))
    }
}

/// The host's resident memory, watched every 200 ms while a round runs.
struct Watched {
    peak_kib: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
}

impl Watched {
    fn start(pid: u32) -> Self {
        let (peak_kib, done) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        std::thread::spawn({
            let (peak_kib, done) = (peak_kib.clone(), done.clone());
            move || {
                while !done.load(Ordering::Relaxed) {
                    if let Some((resident, _)) = sample(pid) {
                        peak_kib.fetch_max(resident, Ordering::Relaxed);
                    }
                    std::thread::sleep(Duration::from_millis(200));
                }
            }
        });
        Watched { peak_kib, done }
    }

    fn stop(self) -> u64 {
        self.done.store(true, Ordering::Relaxed);
        self.peak_kib.load(Ordering::Relaxed)
    }
}

/// What one round came to.
struct Round {
    matches: usize,
    decisions: u64,
    peak_kib: u64,
    clients_killed: usize,
    host_killed: bool,
}

/// Plays one round at the tables `host` opens next, saved to `saves`: four clients
/// started on their codes, one of them killed and started again, and where `kill_host`
/// the host killed too and taken up again from the saves. The host that ends the round,
/// still running, and what the round came to; why it failed, if it did.
fn play_round(
    mut host: HostProcess,
    saves: &[PathBuf],
    kill_host: bool,
    scratch: &Path,
    rng: &mut impl Rng,
) -> Result<(HostProcess, Round), String> {
    let tables = saves.len();
    let codes = host.codes(tables, OPENING);
    let mut clients: Vec<Client> = (0..SEATS)
        .map(|client| {
            let codes_file = scratch.join(format!("codes-{client}.txt"));
            write_codes(&codes_file, &codes);
            Client::start(&codes_file, &scratch.join(format!("client-{client}.log")))
        })
        .collect();
    let started = Instant::now();
    let mut watched = Watched::start(host.pid());
    let mut peak_kib = 0;
    // A client killed at a random moment of the first table's match, and the host a
    // little later where asked: the first table's save tells how far the matches are.
    let client_kill_after = rng.random_range(4..30);
    let host_kill_after = kill_host.then(|| client_kill_after + rng.random_range(1..20));
    let victim = rng.random_range(0..SEATS);
    let (mut clients_killed, mut host_killed) = (0, false);
    while clients_killed == 0 || host_kill_after.is_some_and(|_| !host_killed) {
        if started.elapsed() > ROUND {
            return Err(format!("the first table's match did not end within {ROUND:?}"));
        }
        std::thread::sleep(Duration::from_millis(50));
        let Some((decided, over)) = saved_progress(&saves[0]) else { continue };
        if over {
            break;
        }
        if clients_killed == 0 && decided >= client_kill_after {
            let client = clients.swap_remove(victim);
            clients.push(client.killed_and_started_again());
            clients_killed += 1;
        }
        if host_kill_after.is_some_and(|after| !host_killed && decided >= after) {
            peak_kib = peak_kib.max(watched.stop());
            let log = host.log.clone();
            host.kill();
            let resumed: Vec<String> = ["--json", "--address", "127.0.0.1", "--resume"]
                .into_iter()
                .map(str::to_owned)
                .chain(saves.iter().map(|save| path_in_words(save)))
                .collect();
            host = HostProcess::start(&resumed, &log);
            if host.codes(tables, OPENING) != codes {
                return Err("the host taken up again did not come back under its codes".to_owned());
            }
            watched = Watched::start(host.pid());
            host_killed = true;
        }
    }
    let until = started + ROUND;
    let results = host.results(tables, until.saturating_duration_since(Instant::now()));
    peak_kib = peak_kib.max(watched.stop());
    for client in clients {
        client.end(until)?;
    }
    if results.len() != tables {
        return Err(format!("{} of {tables} tables told their result (see {})", results.len(), host.log.display()));
    }
    let mut decisions = 0;
    for (table, (save, result)) in saves.iter().zip(&results).enumerate() {
        decisions += replayed_to_its_result(save, result).map_err(|why| format!("table {}: {why}", table + 1))?;
    }
    let round = Round { matches: results.len(), decisions, peak_kib, clients_killed, host_killed };
    Ok((host, round))
}

/// Ends `host`, which has played all it was asked; why not, where it did not end well.
fn ended(host: HostProcess) -> Result<(), String> {
    let log = host.log.clone();
    match host.end(Duration::from_secs(30)) {
        true => Ok(()),
        false => Err(format!("the host did not end well (see {})", log.display())),
    }
}

/// How far the match saved in `save` is: its decisions, and whether it is over; `None`
/// before its first save.
fn saved_progress(save: &Path) -> Option<(usize, bool)> {
    let (saved, state) = SavedMatch::<ThreeCardLoo>::read(save).ok()?;
    Some((saved.record.decisions(), state.winners().is_some()))
}

/// Reads the save of a table back, its record replayed under its rules, and checks it is
/// the match the host reported: over, won by the seats the result names. Its decisions.
fn replayed_to_its_result(save: &Path, result: &serde_json::Value) -> Result<u64, String> {
    let (saved, state) = SavedMatch::<ThreeCardLoo>::read(save).map_err(|error| error.to_string())?;
    let winners = state.winners().ok_or("the saved match is not over")?;
    let replayed: Vec<u64> = (0..SEATS).map(|seat| u64::from(winners.contains(seat))).collect();
    let told: Vec<u64> = result["wins"].as_array().into_iter().flatten().filter_map(|wins| wins.as_u64()).collect();
    if replayed != told {
        return Err(format!("the save replays to wins {replayed:?}, the host told {told:?}"));
    }
    Ok(saved.record.decisions() as u64)
}

/// The saves of the `tables` tables a host saving to `save` opens after its first
/// `opened`, of `hosted` in all, as the host numbers them.
fn numbered(save: &Path, opened: usize, tables: usize, hosted: usize) -> Vec<PathBuf> {
    if hosted == 1 {
        return vec![save.to_owned()];
    }
    let stem = save.file_stem().and_then(|stem| stem.to_str()).expect("a save's name in words");
    (opened + 1..=opened + tables).map(|table| save.with_file_name(format!("{stem}-{table}.ron"))).collect()
}

fn write_codes(file: &Path, codes: &[JoinCode]) {
    let lines: String = codes.iter().map(|code| format!("{code}\n")).collect();
    std::fs::write(file, lines).expect("a codes file");
}

/// The soak as it goes: what its rounds came to, told one by one.
struct Soak {
    started: Instant,
    rounds: Vec<Round>,
}

impl Soak {
    fn played(&mut self, round: Round, host: &str) {
        println!(
            "round {} ({host}): {} matches, {} decisions, host peak {:.1} MiB{}{} ({:.0} s in)",
            self.rounds.len() + 1,
            round.matches,
            round.decisions,
            round.peak_kib as f64 / 1024.0,
            if round.clients_killed > 0 { ", a client killed and started again" } else { "" },
            if round.host_killed { ", the host killed and taken up again" } else { "" },
            self.started.elapsed().as_secs_f64()
        );
        self.rounds.push(round);
    }

    /// Plays one round at the tables `host` opens next, in a folder of its own removed
    /// once the round is checked; panics with why it failed.
    fn round(
        &mut self,
        (host, which): (HostProcess, &str),
        saves: &[PathBuf],
        kill_host: bool,
        scratch: &Path,
        rng: &mut impl Rng,
    ) -> HostProcess {
        let number = self.rounds.len() + 1;
        let dir = scratch.join(format!("round-{number}"));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let (host, played) = play_round(host, saves, kill_host, &dir, rng)
            .unwrap_or_else(|why| panic!("round {number}: {why} (its files are kept in {})", dir.display()));
        let _ = std::fs::remove_dir_all(&dir);
        saves.iter().for_each(|save| drop(std::fs::remove_file(save)));
        self.played(played, which);
        host
    }
}

fn main() {
    let asked = Asked::from_arguments();
    let scratch = std::env::temp_dir().join(format!("saloon-host-soak-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let mut rng = rand_pcg::Pcg64::seed_from_u64(0x50a4);
    let tables = asked.tables;
    let mut soak = Soak { started: Instant::now(), rounds: Vec::new() };
    let host_log = |name: &str| scratch.join(format!("host-{name}.log"));
    let one_round_host = |name: &str, seed: u64| {
        let save = scratch.join(format!("{name}.ron"));
        (HostProcess::start(&new_tables(tables, seed, &save, 1), &host_log(name)), numbered(&save, 0, tables, tables))
    };
    // A round with a host of its own, to time a round by; then one whose host is killed
    // and taken up again from its saves.
    let (host, saves) = one_round_host("first", 0);
    let timed = Instant::now();
    let host = soak.round((host, "a host of its own"), &saves, false, &scratch, &mut rng);
    let a_round = timed.elapsed();
    ended(host).unwrap_or_else(|why| panic!("round 1: {why}"));
    let (host, saves) = one_round_host("killed", tables as u64);
    let host = soak.round((host, "a host of its own, killed"), &saves, true, &scratch, &mut rng);
    ended(host).unwrap_or_else(|why| panic!("round 2: {why}"));
    // Then one host for the rest of the time, as many rounds as fit (two at least): its
    // memory, round after round, is the host's over a long run.
    let left = (asked.minutes * 60.0 - soak.started.elapsed().as_secs_f64()).max(0.0);
    let rounds = ((left / a_round.as_secs_f64()) as usize).clamp(2, 1000);
    let save = scratch.join("long.ron");
    let mut host = HostProcess::start(&new_tables(tables, 2 * tables as u64, &save, rounds), &host_log("long"));
    let first_long_round = soak.rounds.len();
    for round in 0..rounds {
        let saves = numbered(&save, round * tables, tables, tables * rounds);
        host = soak.round((host, "the long-running host"), &saves, false, &scratch, &mut rng);
    }
    ended(host).unwrap_or_else(|why| panic!("the long-running host: {why}"));
    let peaks: Vec<u64> = soak.rounds[first_long_round..].iter().map(|round| round.peak_kib).collect();
    let first = peaks[..peaks.len().min(3)].iter().max().copied().unwrap_or(0);
    let last = peaks[peaks.len().saturating_sub(3)..].iter().max().copied().unwrap_or(0);
    let total = |of: fn(&Round) -> u64| soak.rounds.iter().map(of).sum::<u64>();
    println!(
        "{} rounds of {tables} tables in {:.1} min: {} matches, all over, each save replayed to its result; \
         {} decisions; {} clients and 1 host killed; one host played the last {rounds} rounds, \
         its peak {:.1} MiB over its first rounds, {:.1} MiB over its last",
        soak.rounds.len(),
        soak.started.elapsed().as_secs_f64() / 60.0,
        total(|round| round.matches as u64),
        total(|round| round.decisions),
        total(|round| round.clients_killed as u64),
        first as f64 / 1024.0,
        last as f64 / 1024.0,
    );
    // A host that keeps what its tables left would grow round by round; a fifth more is
    // more than one round's tables differ by.
    assert!(last * 5 <= first * 6, "the host's memory grew from {first} KiB to {last} KiB");
    let _ = std::fs::remove_dir_all(&scratch);
}
