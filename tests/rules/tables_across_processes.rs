//! Tables across processes, on the loopback: `saloon host` and `saloon join` as separate
//! processes. A match whose seats are played by computers in other processes is the match
//! the same computers play in one, even when a joiner or the host is killed mid-match and
//! started again, or a spectator watches; a joiner without the code, or too many, is told
//! why.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use saloon::games::{EachGame, Registered};
use saloon::record::RecordOf;
use saloon::rules::duel::Duel;
use saloon::rules::three_card_loo::ThreeCardLoo;
use saloon::rules::{Game as _, TableRules as _};
use saloon::save::SavedMatch;

/// The longest any process or wait of these tests may take: far beyond a match of easy
/// computers, with a connection's timeout or two.
const PATIENCE: Duration = Duration::from_secs(120);

/// A `saloon` process, its output read line by line on threads of their own (so that a
/// silent process cannot stall a test), killed if a test ends before it does.
struct Running {
    child: Option<Child>,
    out: mpsc::Receiver<String>,
    err: mpsc::Receiver<String>,
}

/// What a process said, once it ended.
struct Ended {
    status: ExitStatus,
    out: Vec<String>,
    err: Vec<String>,
}

impl Ended {
    fn told(&self) -> String {
        format!("{}\n{}", self.out.join("\n"), self.err.join("\n"))
    }
}

/// Sends each line `stream` prints to a channel.
fn lines_of(stream: impl Read + Send + 'static) -> mpsc::Receiver<String> {
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    received
}

/// The data folder the tests' processes share, as players on one machine would: where
/// they keep their claims on seats.
fn shared_home() -> PathBuf {
    std::env::temp_dir().join(format!("saloon-across-home-{}", std::process::id()))
}

impl Running {
    fn start(arguments: &[&str]) -> Self {
        Running::start_at(&shared_home(), arguments)
    }

    /// Starts `saloon` with `home` as its data folder.
    fn start_at(home: &Path, arguments: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_saloon"))
            .env("SALOON_HOME", home)
            .args(["--language", "en"])
            .args(arguments)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("saloon starts");
        let out = lines_of(child.stdout.take().expect("its output"));
        let err = lines_of(child.stderr.take().expect("its error output"));
        Running { child: Some(child), out, err }
    }

    /// The next line the process prints that `wanted` accepts, waiting at most
    /// [`PATIENCE`].
    fn awaits(&self, on_errors: bool, wanted: impl Fn(&str) -> bool) -> String {
        let lines = if on_errors { &self.err } else { &self.out };
        let until = Instant::now() + PATIENCE;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let line = lines.recv_timeout(left).expect("the line awaited, within the patience");
            if wanted(&line) {
                return line;
            }
        }
    }

    /// Kills the process.
    fn kill(mut self) {
        let mut child = self.child.take().expect("a process running");
        child.kill().expect("the process is killed");
        child.wait().expect("the process ends");
    }

    /// Waits for the process to end, at most [`PATIENCE`].
    fn finish(mut self, what: &str) -> Ended {
        let started = Instant::now();
        let mut child = self.child.take().expect("a process running");
        let status = loop {
            if let Some(status) = child.try_wait().expect("a child to wait on") {
                break status;
            }
            if started.elapsed() > PATIENCE {
                let _ = child.kill();
                panic!("{what} did not end within {PATIENCE:?}");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // The readers end with the streams: what is left is all the process said.
        let rest = |lines: &mpsc::Receiver<String>| lines.iter().collect();
        Ended { status, out: rest(&self.out), err: rest(&self.err) }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// A folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("saloon-across-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Starts `saloon host` on the loopback, saving to `save`; returns it and its join code.
fn host(game: &str, seats: &str, seed: u64, save: &Path) -> (Running, String) {
    let seed = seed.to_string();
    let save = save.to_str().expect("a path in words");
    let arguments =
        ["host", game, "--seats", seats, "--seed", &seed, "--address", "127.0.0.1", "--save", save, "--json"];
    let host = Running::start(&arguments);
    let code = host.awaits(false, |_| true);
    (host, code)
}

/// Starts `saloon join CODE --bot easy --seed SEED`.
fn join(code: &str, seed: u64) -> Running {
    Running::start(&["join", code, "--bot", "easy", "--seed", &seed.to_string()])
}

/// Waits for a host to end well; its last line, the result as `sim --json` writes it.
fn result_of(host: Running, what: &str) -> serde_json::Value {
    let ended = host.finish(what);
    assert!(ended.status.success(), "{what}: {}", ended.told());
    let last = ended.out.last().expect("the host printed its result");
    serde_json::from_str(last).unwrap_or_else(|error| panic!("{what}: the last line {last:?} is not JSON: {error}"))
}

/// Waits for a joiner to end, told the match's end.
fn joiner_done(joiner: Running, what: &str) {
    let ended = joiner.finish(what);
    assert!(ended.status.success(), "{what}: {}", ended.told());
    assert!(ended.out.iter().any(|line| line.starts_with("the match is over")), "{what}: {}", ended.told());
}

fn saved_record<G: Registered>(path: &Path) -> RecordOf<G> {
    SavedMatch::<G>::read(path).expect("the host's save reads").0.record
}

/// The record of the match a table of easy computers plays alone from `seed`, hosted by
/// one process.
fn played_alone<G: Registered>(seats: usize, seed: u64, dir: &Path) -> RecordOf<G> {
    let path = dir.join("alone.ron");
    let (alone, _) = host(G::ID, &vec!["easy"; seats].join(","), seed, &path);
    result_of(alone, &format!("{} of computers alone", G::ID));
    saved_record::<G>(&path)
}

/// Waits until the host's save at `path` holds at least `decisions` decisions.
fn await_decisions<G: Registered>(path: &Path, decisions: usize) {
    let until = Instant::now() + PATIENCE;
    while SavedMatch::<G>::read(path).map_or(0, |(saved, _)| saved.record.decisions()) < decisions {
        assert!(Instant::now() < until, "the match did not reach {decisions} decisions");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The seats of a table of `seats` whose first and last are remote, its second the host's.
fn remote_seats(seats: usize) -> String {
    (0..seats).map(|seat| if seat == 1 { "easy" } else { "remote" }).collect::<Vec<_>>().join(",")
}

/// Every game: a table whose first and last seats are played by computers joined from
/// other processes plays the match the same computers play in one.
#[test]
fn every_game_with_computers_joined_from_other_processes_is_the_match_of_one_process() {
    struct Across(Vec<&'static str>);
    impl EachGame for Across {
        fn visit<G: Registered>(&mut self) {
            let rules: G::Rules = saloon::config::embedded();
            let seats = 3.clamp(*rules.seats().start(), *rules.seats().end());
            let (seed, dir) = (21, scratch(G::ID));
            let (hosting, code) = host(G::ID, &remote_seats(seats), seed, &dir.join("across.ron"));
            let joiners: Vec<Running> = (1..seats).map(|_| join(&code, seed)).collect();
            let across = result_of(hosting, &format!("{} hosted for joiners", G::ID));
            for joiner in joiners {
                joiner_done(joiner, &format!("a joiner of {}", G::ID));
            }
            let alone = played_alone::<G>(seats, seed, &dir);
            assert_eq!(across["bots"][0], "remote");
            assert_eq!(across["average_length"], alone.decisions() as f64, "{}: the decisions", G::ID);
            let record = saved_record::<G>(&dir.join("across.ron"));
            assert_eq!(record, alone, "{}: the match across processes is the match of one", G::ID);
            std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
            self.0.push(G::ID);
        }
    }
    let mut across = Across(Vec::new());
    saloon::games::each(&mut across);
    assert_eq!(across.0.len(), 4, "games played: {:?}", across.0);
}

/// A joiner killed mid-match is waited for: a joiner on another machine holding the code
/// does not get its seat meanwhile. Started again on its own machine, it gets its seat
/// back by the claim it kept, and the match plays on to the end it would have had.
#[test]
fn a_joiner_killed_mid_match_rejoins_and_the_match_finishes() {
    let (seed, dir) = (12, scratch("rejoin"));
    let save = dir.join("match.ron");
    let (hosting, code) = host(Duel::ID, &remote_seats(3), seed, &save);
    let first = join(&code, seed);
    assert!(first.awaits(false, |_| true).starts_with("seat 0 of duel"));
    let last = join(&code, seed);
    await_decisions::<Duel>(&save, 10);
    first.kill();
    let left = hosting.awaits(true, |line| line.contains("left seat"));
    assert!(left.contains("client 1 left seat 0"), "{left}");
    let elsewhere = dir.join("another machine");
    let stranger = Running::start_at(&elsewhere, &["join", &code, "--bot", "easy"]).finish("a stranger with the code");
    assert!(!stranger.status.success(), "{}", stranger.told());
    let refused = stranger.err.iter().any(|line| line.contains("every seat of the table is taken"));
    assert!(refused, "the dropped seat went to another: {}", stranger.told());
    let again = join(&code, seed);
    assert!(again.awaits(false, |_| true).starts_with("seat 0 of duel"), "the seat comes back");
    let result = result_of(hosting, "the duel whose joiner came back");
    joiner_done(again, "the joiner started again");
    joiner_done(last, "the other joiner");
    assert_eq!(result["matches"], 1);
    assert_eq!(saved_record::<Duel>(&save), played_alone::<Duel>(3, seed, &dir), "nothing played was lost");
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A Duel hosted with a one-second wait and `more` arguments, its first seat remote, a
/// spectator watching, and its joiner killed at the fifth decision; the spectator has
/// been told the seat free, then its player connected.
struct Dropped {
    hosting: Running,
    watching: Running,
    code: String,
}

fn a_watched_joiner_killed(seed: u64, save: &Path, more: &[&str]) -> Dropped {
    let seed_words = seed.to_string();
    let save_path = save.to_str().expect("a path in words");
    let arguments = ["host", "duel", "--seats", "remote,easy", "--seed", &seed_words, "--address", "127.0.0.1"];
    let waiting = ["--wait", "1", "--save", save_path, "--json"];
    let hosting = Running::start(&[&arguments[..], &waiting[..], more].concat());
    let code = hosting.awaits(false, |_| true);
    let watching = Running::start(&["join", &code, "--watch"]);
    let seat_told = || watching.awaits(false, |line| line.starts_with("seat 0"));
    assert_eq!(seat_told(), "seat 0 waits for its player");
    let joiner = join(&code, seed);
    assert_eq!(seat_told(), "seat 0's player is connected");
    await_decisions::<Duel>(save, 5);
    joiner.kill();
    Dropped { hosting, watching, code }
}

/// A joiner that does not come back within the host's wait loses its seat to a computer,
/// and the match plays on to its end. A spectator is told the seat free, its player
/// connected, then dropped with the wait, then played by a computer.
#[test]
fn a_seat_left_past_the_wait_goes_to_a_computer() {
    let (seed, dir) = (3, scratch("wait"));
    let save = dir.join("match.ron");
    let Dropped { hosting, watching, .. } = a_watched_joiner_killed(seed, &save, &[]);
    let seat_told = || watching.awaits(false, |line| line.starts_with("seat 0"));
    let taken = hosting.awaits(true, |line| line.contains("did not come back"));
    assert_eq!(taken, "client 1 did not come back: a computer plays seat 0");
    assert_eq!(seat_told(), "seat 0's player dropped: the seat waits 1 s for them, then a computer plays it");
    assert_eq!(seat_told(), "seat 0 is played by a computer");
    let result = result_of(hosting, "the duel played on by a computer");
    assert_eq!(result["bots"], serde_json::json!(["remote", "easy"]));
    assert!(saved_record::<Duel>(&save).decisions() > 5, "the match went on");
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A host told to pause rather than hand a seat to a computer keeps the seat of a joiner
/// killed, past the wait: a spectator is told the table waits for its player, the match
/// does not move on, and the joiner started again takes the seat back and plays the match
/// it would have played.
#[test]
fn a_table_that_pauses_for_a_dropped_seat_waits_past_the_wait_for_its_player() {
    let (seed, dir) = (6, scratch("pause"));
    let save = dir.join("match.ron");
    let Dropped { hosting, watching, code } = a_watched_joiner_killed(seed, &save, &["--after-wait", "pause"]);
    let seat_told = || watching.awaits(false, |line| line.starts_with("seat 0"));
    assert_eq!(seat_told(), "seat 0's player dropped: the table waits for them");
    let paused_at = saved_record::<Duel>(&save).decisions();
    // Twice the wait: no computer takes the seat, and the match stays where it was.
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(saved_record::<Duel>(&save).decisions(), paused_at, "the table paused");
    let back = join(&code, seed);
    assert_eq!(seat_told(), "seat 0's player is connected");
    joiner_done(back, "the joiner started again");
    let ended = hosting.finish("the paused duel taken up by its player");
    assert!(ended.status.success(), "{}", ended.told());
    assert!(!ended.told().contains("did not come back"), "{}", ended.told());
    assert_eq!(saved_record::<Duel>(&save), played_alone::<Duel>(2, seed, &dir), "nothing played was lost");
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A host killed mid-match and started again from its save takes its joiners back, and
/// the match ends as it would have.
#[test]
fn a_host_killed_mid_match_resumes_from_its_save_and_its_joiners_come_back() {
    let (seed, dir) = (16, scratch("resume"));
    let save = dir.join("match.ron");
    let (hosting, code) = host(ThreeCardLoo::ID, &remote_seats(3), seed, &save);
    let (first, last) = (join(&code, seed), join(&code, seed));
    await_decisions::<ThreeCardLoo>(&save, 12);
    hosting.kill();
    let resumed = Running::start(&["host", "--resume", save.to_str().expect("a path in words"), "--json"]);
    assert_eq!(resumed.awaits(false, |_| true), code, "the host comes back under its code");
    let result = result_of(resumed, "the host taken up again");
    joiner_done(first, "the first joiner");
    joiner_done(last, "the last joiner");
    assert_eq!(result["bots"], serde_json::json!(["remote", "easy", "remote"]));
    let alone = played_alone::<ThreeCardLoo>(3, seed, &dir);
    assert_eq!(saved_record::<ThreeCardLoo>(&save), alone, "nothing played was lost");
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A spectator with the code follows a match from another process, told it line by line
/// to the end, and changes nothing of it.
#[test]
fn a_spectator_follows_the_match_from_another_process() {
    let (seed, dir) = (5, scratch("spectator"));
    let save = dir.join("match.ron");
    let (hosting, code) = host(ThreeCardLoo::ID, "remote,easy,easy", seed, &save);
    let watching = Running::start(&["join", &code, "--watch"]);
    assert_eq!(watching.awaits(false, |_| true), "watching three-card-loo at a table of 3");
    let joiner = join(&code, seed);
    let result = result_of(hosting, "the watched match");
    joiner_done(joiner, "the joiner");
    let watched = watching.finish("the spectator");
    assert!(watched.status.success(), "{}", watched.told());
    let winner = result["wins"].as_array().expect("wins").iter().position(|wins| wins == 1).expect("a winner");
    assert_eq!(watched.out.last(), Some(&format!("the match is over: won by seat {winner}")));
    assert!(watched.out.iter().any(|line| line.contains("takes trick")), "{}", watched.told());
    assert_eq!(saved_record::<ThreeCardLoo>(&save), played_alone::<ThreeCardLoo>(3, seed, &dir));
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A joiner with a wrong code, and one more than the table's remote seats, are told why,
/// and the table plays on with the one that joined.
#[test]
fn a_wrong_code_and_a_full_table_are_refused_in_words() {
    let dir = scratch("refusals");
    let (hosting, code) = host(Duel::ID, "remote,easy", 4, &dir.join("match.ron"));
    let (secret, address) = code.split_once('@').expect("a code names its secret and address");
    let wrong: String = secret.chars().map(|letter| if letter == '2' { '3' } else { '2' }).collect();
    let refused = join(&format!("{wrong}@{address}"), 1).finish("a joiner with a wrong code");
    assert!(!refused.status.success());
    assert!(refused.err.iter().any(|line| line.contains("the join code is wrong")), "{}", refused.told());
    let seated = join(&code, 4);
    assert!(seated.awaits(false, |_| true).starts_with("seat 0 of duel"));
    let full = join(&code, 4).finish("a joiner at a full table");
    assert!(!full.status.success());
    assert!(full.err.iter().any(|line| line.contains("every seat of the table is taken")), "{}", full.told());
    joiner_done(seated, "the joiner seated");
    assert_eq!(result_of(hosting, "the duel")["matches"], 1);
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// Three tables hosted by one process, each with its own code, seed and save, are joined
/// by their codes in the order they were printed; each plays the match its computers play
/// alone, and the host ends with each table's result.
#[test]
fn many_tables_in_one_host_each_play_their_own_match() {
    let (seed, dir) = (30, scratch("many"));
    let save = dir.join("duel.ron");
    let arguments =
        ["host", "duel", "--seats", "remote,easy", "--tables", "3", "--seed", "30", "--address", "127.0.0.1"];
    let hosting =
        Running::start(&[&arguments[..], &["--save", save.to_str().expect("a path in words"), "--json"]].concat());
    let codes: Vec<String> = (0..3).map(|_| hosting.awaits(false, |_| true)).collect();
    let joiners: Vec<Running> = codes.iter().zip(seed..).map(|(code, seed)| join(code, seed)).collect();
    let ended = hosting.finish("three tables in one host");
    assert!(ended.status.success(), "{}", ended.told());
    let results: Vec<serde_json::Value> = ended
        .out
        .iter()
        .filter_map(|line| serde_json::from_str(line).ok())
        .filter(|line: &serde_json::Value| line.is_object())
        .collect();
    assert_eq!(results.len(), 3, "a result for each table: {}", ended.told());
    for (table, joiner) in joiners.into_iter().enumerate() {
        joiner_done(joiner, &format!("the joiner of table {}", table + 1));
        let played = saved_record::<Duel>(&dir.join(format!("duel-{}.ron", table + 1)));
        let alone = played_alone::<Duel>(2, seed + table as u64, &dir);
        assert_eq!(played, alone, "table {} plays the match of its own seed", table + 1);
        assert_eq!(results[table]["average_length"], alone.decisions() as f64);
    }
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A host asked for two matches at each of two tables opens two new tables, under new
/// codes, once the first two matches are over: four matches from one process, each
/// the match of its own seed, saved to its own numbered file.
#[test]
fn a_host_plays_match_after_match_at_tables_opened_anew() {
    let (seed, dir) = (50, scratch("matches"));
    let save = dir.join("duel.ron");
    let arguments = ["host", "duel", "--seats", "remote,easy", "--tables", "2", "--matches", "2", "--seed", "50"];
    let save_and_address = ["--address", "127.0.0.1", "--save", save.to_str().expect("a path in words"), "--json"];
    let hosting = Running::start(&[&arguments[..], &save_and_address[..]].concat());
    let mut codes = Vec::new();
    for round in 0..2 {
        let is_code = |line: &str| line.contains('@') && !line.contains(' ');
        let opened: Vec<String> = (0..2).map(|_| hosting.awaits(false, is_code)).collect();
        for (table, code) in opened.iter().enumerate() {
            let (joined, what) =
                (seed + (round * 2 + table) as u64, format!("match {} at table {}", round + 1, table + 1));
            joiner_done(join(code, joined), &format!("the joiner of {what}"));
        }
        codes.extend(opened);
    }
    let ended = hosting.finish("two matches at each of two tables");
    assert!(ended.status.success(), "{}", ended.told());
    let distinct: std::collections::BTreeSet<&String> = codes.iter().collect();
    assert_eq!(distinct.len(), 4, "every table under a code of its own: {codes:?}");
    for table in 0..4 {
        let played = saved_record::<Duel>(&dir.join(format!("duel-{}.ron", table + 1)));
        assert_eq!(played, played_alone::<Duel>(2, seed + table as u64, &dir), "table {}", table + 1);
    }
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A host of many tables one of which cannot open (its port is taken) hosts none of them,
/// and says which table and why, rather than leave its codes out of their order.
#[test]
fn many_tables_open_all_or_none() {
    let (first_port, taken) = two_ports_the_second_taken();
    let port = first_port + 1;
    let first_port = first_port.to_string();
    let arguments = ["host", "duel", "--seats", "remote,easy", "--tables", "2", "--address", "127.0.0.1"];
    let hosting = Running::start(&[&arguments[..], &["--port", &first_port]].concat());
    let ended = hosting.finish("two tables, the second's port taken");
    assert!(!ended.status.success(), "{}", ended.told());
    let told = ended.told();
    assert!(told.contains(&format!("table 2: the table's port {port}")), "{told}");
    assert!(told.contains("table 1: not hosted: table 2 did not open"), "{told}");
    drop(taken);
}

/// A free port, and the one after it held by this test: other processes on the machine
/// hold ports too, so a pair is looked for until one is found.
fn two_ports_the_second_taken() -> (u16, std::net::UdpSocket) {
    for _ in 0..100 {
        let first = std::net::UdpSocket::bind("127.0.0.1:0").expect("a free port");
        let port = first.local_addr().expect("its address").port();
        let free_for_streams = std::net::TcpListener::bind(("127.0.0.1", port)).is_ok();
        if let (true, Ok(taken)) = (free_for_streams, std::net::UdpSocket::bind(("127.0.0.1", port.wrapping_add(1)))) {
            return (port, taken);
        }
    }
    panic!("no two ports in a row free on the loopback");
}

/// A host of many tables killed mid-match takes them all up again from their saves
/// (`--resume` with every file): each comes back under its own code, its joiner comes
/// back by itself, and each match ends as it would have.
#[test]
fn a_host_of_many_tables_killed_mid_match_takes_them_all_up_from_their_saves() {
    let (seed, dir) = (40, scratch("many-resumed"));
    let save = dir.join("duel.ron");
    let arguments =
        ["host", "duel", "--seats", "remote,easy", "--tables", "3", "--seed", "40", "--address", "127.0.0.1"];
    let hosting = Running::start(&[&arguments[..], &["--save", save.to_str().expect("a path in words")]].concat());
    let codes: Vec<String> = (0..3).map(|_| hosting.awaits(false, |_| true)).collect();
    let joiners: Vec<Running> = codes.iter().zip(seed..).map(|(code, seed)| join(code, seed)).collect();
    let saves: Vec<PathBuf> = (1..=3).map(|table| dir.join(format!("duel-{table}.ron"))).collect();
    for save in &saves {
        await_decisions::<Duel>(save, 4);
    }
    hosting.kill();
    let files: Vec<&str> = saves.iter().map(|save| save.to_str().expect("a path in words")).collect();
    let resumed = Running::start(&[&["host", "--json", "--resume"][..], &files].concat());
    let codes_again: Vec<String> = (0..3).map(|_| resumed.awaits(false, |_| true)).collect();
    assert_eq!(codes_again, codes, "each table comes back under its code, in order");
    let ended = resumed.finish("three tables taken up again");
    assert!(ended.status.success(), "{}", ended.told());
    let results = ended.out.iter().filter(|line| line.starts_with('{')).count();
    assert_eq!(results, 3, "a result for each table: {}", ended.told());
    for (table, joiner) in joiners.into_iter().enumerate() {
        joiner_done(joiner, &format!("the joiner of table {}", table + 1));
        let alone = played_alone::<Duel>(2, seed + table as u64, &dir);
        assert_eq!(saved_record::<Duel>(&saves[table]), alone, "table {} lost nothing", table + 1);
    }
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}

/// A table hosted at an address of the network is announced there: `saloon tables` lists
/// it with its seat free, a joiner takes the seat by its code, and the match ends. Run in
/// a network of the test's own, where the announcement reaches nothing else.
#[test]
fn a_table_hosted_on_the_network_is_listed_by_saloon_tables() {
    let name = "tables_across_processes::a_table_hosted_on_the_network_is_listed_by_saloon_tables";
    saloon::net::own_network::in_own_network(name, || {
        let dir = scratch("announced");
        let save = dir.join("duel.ron");
        let address = saloon::net::own_network::OWN_ADDRESS.to_string();
        let arguments = ["host", "duel", "--seats", "remote,easy", "--seed", "5", "--address", &address];
        let hosting = Running::start(&[&arguments[..], &["--save", save.to_str().expect("a path in words")]].concat());
        let code = hosting.awaits(false, |_| true);
        hosting.awaits(true, |line| line.contains("announced on the network"));
        let listed = Running::start(&["tables", "--seconds", "2"]).finish("saloon tables");
        assert!(listed.status.success(), "{}", listed.told());
        let port = code.rsplit(':').next().expect("a code ends with its port");
        assert_eq!(listed.out, [format!("duel  1 of 2 seats free  {address}:{port}")], "{}", listed.told());
        joiner_done(join(&code, 5), "the joiner of the table found");
        assert!(hosting.finish("the table found").status.success());
        std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
    });
}

/// One process plays every remote seat of three tables, by a file of their codes: every
/// match is played to its end, and the round trips are told.
#[test]
fn one_load_client_plays_every_remote_seat_of_many_tables() {
    let dir = scratch("load");
    let save = dir.join("loo.ron");
    let arguments = ["host", "three-card-loo", "--seats", "remote,easy,remote", "--tables", "3", "--seed", "40"];
    let save_and_address = ["--address", "127.0.0.1", "--save", save.to_str().expect("a path in words"), "--json"];
    let hosting = Running::start(&[&arguments[..], &save_and_address[..]].concat());
    let codes: Vec<String> = (0..3).map(|_| hosting.awaits(false, |_| true)).collect();
    let codes_file = dir.join("codes.txt");
    let each_twice: Vec<&String> = codes.iter().flat_map(|code| [code, code]).collect();
    std::fs::write(&codes_file, each_twice.iter().map(|code| format!("{code}\n")).collect::<String>())
        .expect("the codes are written");
    let load =
        Running::start(&["join", "--codes-from", codes_file.to_str().expect("a path in words"), "--bot", "easy"]);
    let played = load.finish("the load client");
    assert!(played.status.success(), "{}", played.told());
    assert_eq!(played.out[0], "6 seats played: 6 to their match's end, 0 stopped", "{}", played.told());
    assert!(played.out[1].starts_with("round trips: "), "{}", played.told());
    let hosted = hosting.finish("three tables loaded from one client");
    assert!(hosted.status.success(), "{}", hosted.told());
    let results = hosted.out.iter().filter(|line| line.starts_with('{')).count();
    assert_eq!(results, 3, "a result for each table: {}", hosted.told());
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}
