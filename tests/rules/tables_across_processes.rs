//! Tables across processes, on the loopback: `saloon host` and `saloon join` as separate
//! processes. A match whose seats are played by computers in other processes is the match
//! the same computers play in one; a joiner without the code, or too many, is told why.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use saloon::games::{EachGame, Registered};
use saloon::rules::TableRules as _;
use saloon::save::SavedMatch;

/// The longest any process of these tests may run: far beyond a match of easy computers.
const PATIENCE: Duration = Duration::from_secs(120);

/// A child process, killed if a test ends before it does.
struct Running(Option<Child>);

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(mut child) = self.0.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Running {
    fn child(&mut self) -> &mut Child {
        self.0.as_mut().expect("a process not yet finished")
    }

    /// Waits for the process to end, at most [`PATIENCE`]; its output.
    fn finish(mut self, what: &str) -> std::process::Output {
        let started = Instant::now();
        while self.child().try_wait().expect("a child to wait on").is_none() {
            assert!(started.elapsed() < PATIENCE, "{what} did not end within {PATIENCE:?}");
            std::thread::sleep(Duration::from_millis(20));
        }
        self.0.take().expect("the child").wait_with_output().expect("the child's output")
    }
}

fn saloon() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_saloon"));
    command.args(["--language", "en"]).stdin(Stdio::null());
    command
}

/// A folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("saloon-across-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Starts `command`, its output read line by line on a thread of its own, so that a
/// silent process cannot stall the test.
fn start(command: &mut Command, what: &str) -> (Running, mpsc::Receiver<String>) {
    let child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect(what);
    let mut running = Running(Some(child));
    let stdout: ChildStdout = running.child().stdout.take().expect("the process's output");
    let (lines, received) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    (running, received)
}

/// Starts `saloon host` on the loopback; returns it, its join code, and the rest of what
/// it prints.
fn host(game: &str, seats: &str, seed: u64, save: &Path) -> (Running, String, mpsc::Receiver<String>) {
    let mut command = saloon();
    command.args(["host", game, "--seats", seats, "--seed", &seed.to_string(), "--address", "127.0.0.1", "--json"]);
    let (running, lines) = start(command.arg("--save").arg(save), "the host starts");
    let code = lines.recv_timeout(PATIENCE).expect("the host prints its join code first");
    (running, code, lines)
}

/// Starts `saloon join CODE --bot easy --seed SEED`.
fn join(code: &str, seed: u64) -> (Running, mpsc::Receiver<String>) {
    start(saloon().args(["join", code, "--bot", "easy", "--seed", &seed.to_string()]), "a joiner starts")
}

/// The host's last line: the result, as `sim --json` writes it.
fn result_line(host: Running, rest: &mpsc::Receiver<String>, what: &str) -> serde_json::Value {
    let output = host.finish(what);
    assert!(output.status.success(), "{what}: {}", String::from_utf8_lossy(&output.stderr));
    let last = rest.try_iter().last().expect("the host printed its result");
    serde_json::from_str(&last).unwrap_or_else(|error| panic!("{what}: the last line {last:?} is not JSON: {error}"))
}

fn saved_record<G: Registered>(path: &Path) -> saloon::record::RecordOf<G> {
    let (saved, state) = SavedMatch::<G>::read(path).expect("the host's save reads");
    assert!(state.is_over(), "the save holds the match to its end");
    saved.record
}

/// Every game: a table whose first and last seats are played from other processes, by the
/// same computers a table of one process seats, plays that table's match.
#[test]
fn every_game_with_computers_joined_from_other_processes_is_the_match_of_one_process() {
    struct Across(Vec<&'static str>);
    impl EachGame for Across {
        fn visit<G: Registered>(&mut self) {
            let rules: G::Rules = saloon::config::embedded();
            let seats = 3.clamp(*rules.seats().start(), *rules.seats().end());
            let seed = 21;
            let dir = scratch(G::ID);
            let remote: Vec<&str> = (0..seats).map(|seat| if seat == 1 { "easy" } else { "remote" }).collect();
            let (hosting, code, rest) = host(G::ID, &remote.join(","), seed, &dir.join("across.ron"));
            let joiners: Vec<_> = (0..seats - 1).map(|_| join(&code, seed)).collect();
            let across = result_line(hosting, &rest, &format!("{} hosted for joiners", G::ID));
            for (index, (joiner, lines)) in joiners.into_iter().enumerate() {
                let output = joiner.finish("a joiner");
                let told: Vec<String> = lines.try_iter().collect();
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert!(output.status.success(), "{}: joiner {index}: {stderr}", G::ID);
                assert!(told.iter().any(|line| line.starts_with("the match is over")), "joiner {index}: {told:?}");
            }
            let computers = vec!["easy"; seats].join(",");
            let (alone, _, rest) = host(G::ID, &computers, seed, &dir.join("alone.ron"));
            let here = result_line(alone, &rest, &format!("{} of computers alone", G::ID));
            assert_eq!(across["wins"], here["wins"], "{}: the winners", G::ID);
            assert_eq!(across["average_length"], here["average_length"], "{}: the decisions", G::ID);
            assert_eq!(across["bots"][0], "remote");
            assert_eq!(
                saved_record::<G>(&dir.join("across.ron")),
                saved_record::<G>(&dir.join("alone.ron")),
                "{}: the match across processes is the match of one",
                G::ID
            );
            std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
            self.0.push(G::ID);
        }
    }
    let mut across = Across(Vec::new());
    saloon::games::each(&mut across);
    assert_eq!(across.0.len(), 4, "games played: {:?}", across.0);
}

/// A joiner with a wrong code, and one more than the table's remote seats, are told why,
/// and the table plays on with the one that joined.
#[test]
fn a_wrong_code_and_a_full_table_are_refused_in_words() {
    let dir = scratch("refusals");
    let (hosting, code, rest) = host("duel", "remote,easy", 4, &dir.join("match.ron"));
    let (secret, address) = code.split_once('@').expect("a code names its secret and address");
    let wrong: String = secret.chars().map(|letter| if letter == '2' { '3' } else { '2' }).collect();
    let refused = join(&format!("{wrong}@{address}"), 1).0.finish("a joiner with a wrong code");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("the join code is wrong"), "{refused:?}");
    let (seated, told) = join(&code, 4);
    let first = told.recv_timeout(PATIENCE).expect("the joiner with the code says where it sits");
    assert!(first.starts_with("seat 0 of duel"), "{first}");
    let full = join(&code, 4).0.finish("a joiner at a full table");
    assert!(!full.status.success());
    assert!(String::from_utf8_lossy(&full.stderr).contains("every seat of the table is taken"), "{full:?}");
    assert!(seated.finish("the joiner seated").status.success());
    let result = result_line(hosting, &rest, "the duel");
    assert_eq!(result["matches"], 1);
    std::fs::remove_dir_all(&dir).expect("the scratch folder goes");
}
