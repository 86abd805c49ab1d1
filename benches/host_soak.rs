//! A soak across processes: round after round of four-seat Three-card Loo tables in one
//! host (`saloon host --tables N`), for as long as asked. Every seat is a heuristic
//! computer in one of four load clients (`saloon join --codes-from`), each taking one
//! seat at every table. In each round a client is killed at a random moment and started
//! again; in the second round the host is killed too, and taken up again from its saves
//! (`saloon host --resume`). Every match must end, every client's seats with it, and
//! every save must replay to the result the host reported. The host's memory is told
//! round by round: its peak must not grow.
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

/// Plays round `round` of `tables` tables in `scratch`; why it failed, if it did.
fn play_round(round: usize, tables: usize, scratch: &Path, rng: &mut impl Rng) -> Result<Round, String> {
    let save = scratch.join("loo.ron");
    let seed = (round * tables) as u64;
    let mut host = HostProcess::start(&new_tables(tables, seed, &save), &scratch.join("host.log"));
    let codes = host.codes(tables, OPENING);
    let saves: Vec<PathBuf> = (1..=tables).map(|table| numbered(&save, table, tables)).collect();
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
    // A client killed at a random moment of the first table's match, and in the second
    // round the host a little later: the first table's save tells how far the matches are.
    let client_kill_after = rng.random_range(4..30);
    let host_kill_after = (round == 1).then(|| client_kill_after + rng.random_range(1..20));
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
            host.kill();
            let resumed: Vec<String> = ["--json", "--address", "127.0.0.1", "--resume"]
                .into_iter()
                .map(str::to_owned)
                .chain(saves.iter().map(|save| path_in_words(save)))
                .collect();
            host = HostProcess::start(&resumed, &scratch.join("host.log"));
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
    let host_log = host.log.clone();
    if !host.end(Duration::from_secs(30)) {
        return Err(format!("the host did not end well (see {})", host_log.display()));
    }
    for client in clients {
        client.end(until)?;
    }
    if results.len() != tables {
        return Err(format!("{} of {tables} tables told their result (see {})", results.len(), host_log.display()));
    }
    let mut decisions = 0;
    for (table, (save, result)) in saves.iter().zip(&results).enumerate() {
        decisions += replayed_to_its_result(save, result).map_err(|why| format!("table {}: {why}", table + 1))?;
    }
    Ok(Round { matches: results.len(), decisions, peak_kib, clients_killed, host_killed })
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

/// The save of table `table` (from 1) of `tables` saved to `save`, as the host numbers it.
fn numbered(save: &Path, table: usize, tables: usize) -> PathBuf {
    if tables == 1 {
        return save.to_owned();
    }
    save.with_file_name(format!("loo-{table}.ron"))
}

fn write_codes(file: &Path, codes: &[JoinCode]) {
    let lines: String = codes.iter().map(|code| format!("{code}\n")).collect();
    std::fs::write(file, lines).expect("a codes file");
}

fn main() {
    let asked = Asked::from_arguments();
    let scratch = std::env::temp_dir().join(format!("saloon-host-soak-{}", std::process::id()));
    let mut rng = rand_pcg::Pcg64::seed_from_u64(0x50a4);
    let started = Instant::now();
    let mut peaks = Vec::new();
    let (mut matches, mut decisions, mut clients_killed, mut hosts_killed) = (0, 0, 0, 0);
    let mut round = 0;
    // Two rounds at least: the second is the one whose host is killed.
    while round < 2 || started.elapsed().as_secs_f64() < asked.minutes * 60.0 {
        let dir = scratch.join(format!("round-{round}"));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let played = play_round(round, asked.tables, &dir, &mut rng)
            .unwrap_or_else(|why| panic!("round {}: {why} (its files are kept in {})", round + 1, dir.display()));
        println!(
            "round {}: {} matches, {} decisions, host peak {:.1} MiB{}{} ({:.0} s in)",
            round + 1,
            played.matches,
            played.decisions,
            played.peak_kib as f64 / 1024.0,
            if played.clients_killed > 0 { ", a client killed and started again" } else { "" },
            if played.host_killed { ", the host killed and taken up again" } else { "" },
            started.elapsed().as_secs_f64()
        );
        let _ = std::fs::remove_dir_all(&dir);
        (matches, decisions) = (matches + played.matches, decisions + played.decisions);
        clients_killed += played.clients_killed;
        hosts_killed += usize::from(played.host_killed);
        peaks.push(played.peak_kib);
        round += 1;
    }
    let first = peaks[..peaks.len().min(3)].iter().max().copied().unwrap_or(0);
    let last = peaks[peaks.len().saturating_sub(3)..].iter().max().copied().unwrap_or(0);
    println!(
        "{round} rounds of {} tables in {:.1} min: {matches} matches, all over, each save replayed to its result; \
         {decisions} decisions; {clients_killed} clients and {hosts_killed} host killed; \
         host peak {:.1} MiB over the first rounds, {:.1} MiB over the last",
        asked.tables,
        started.elapsed().as_secs_f64() / 60.0,
        first as f64 / 1024.0,
        last as f64 / 1024.0,
    );
    // A host that keeps what its tables left would grow round by round; a fifth more is
    // more than one round's tables differ by.
    assert!(last * 5 <= first * 6, "the host's memory grew from {first} KiB to {last} KiB");
    let _ = std::fs::remove_dir_all(&scratch);
}
