//! What the hosting benchmarks share: `saloon host` started as a process of its own, its
//! lines read on a thread of their own so that a host that does not end cannot hold the
//! benchmark up, and what /proc tells of a process. Each benchmark uses a part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use saloon::net::JoinCode;

/// The seats of every table: four, all remote.
pub const SEATS: usize = 4;

/// What /proc tells of a process now: its resident memory in KiB, and the CPU time it
/// has used in clock ticks.
pub fn sample(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let resident = status.lines().find_map(|line| line.strip_prefix("VmRSS:"))?.trim().trim_end_matches(" kB");
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some((resident.parse().ok()?, ticks))
}

/// The arguments that host `tables` four-seat tables of Three-card Loo on the loopback
/// from `seed`, `matches` one after another at each, saved to `save` (numbered where
/// many), each ending with its result.
pub fn new_tables(tables: usize, seed: u64, save: &Path, matches: usize) -> Vec<String> {
    let (tables, matches) = (tables.to_string(), matches.to_string());
    let arguments =
        ["three-card-loo", "--seats", &["remote"; SEATS].join(","), "--tables", &tables, "--matches", &matches];
    let more = ["--seed", &seed.to_string(), "--address", "127.0.0.1", "--json", "--save"];
    arguments.iter().chain(&more).map(|argument| argument.to_string()).chain([path_in_words(save)]).collect()
}

pub fn path_in_words(path: &Path) -> String {
    path.to_str().expect("a scratch path in words").to_owned()
}

/// A `saloon host` running.
pub struct HostProcess {
    child: Child,
    lines: Receiver<String>,
    /// Where what the host tells on its error stream goes.
    pub log: PathBuf,
}

impl HostProcess {
    /// Starts `saloon host` with `arguments`, its error stream to `log`.
    pub fn start(arguments: &[String], log: &Path) -> Self {
        let told = std::fs::OpenOptions::new().create(true).append(true).open(log).expect("the host's log");
        let mut child = Command::new(env!("CARGO_BIN_EXE_saloon"))
            .args(["--language", "en", "host"])
            .args(arguments)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(told)
            .spawn()
            .expect("saloon host starts");
        let (line_tx, lines) = channel();
        let stdout = child.stdout.take().expect("the host's output");
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if line_tx.send(line).is_err() {
                    return;
                }
            }
        });
        HostProcess { child, lines, log: log.to_owned() }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The codes of the first `tables` tables, as the host prints them; panics with where
    /// the host said why when one does not come within `patience`.
    pub fn codes(&self, tables: usize, patience: Duration) -> Vec<JoinCode> {
        (0..tables)
            .map(|table| {
                let line = self.lines.recv_timeout(patience);
                let line =
                    line.unwrap_or_else(|_| panic!("table {} did not open: see {}", table + 1, self.log.display()));
                line.parse().unwrap_or_else(|error| panic!("the code {line}: {error}"))
            })
            .collect()
    }

    /// The next line the host prints, within `patience`.
    pub fn line(&self, patience: Duration) -> String {
        let line = self.lines.recv_timeout(patience);
        line.unwrap_or_else(|_| panic!("the host printed nothing more: see {}", self.log.display()))
    }

    /// The tables' results, one a line as `--json` writes them, as many as come of
    /// `tables` within `patience`.
    pub fn results(&self, tables: usize, patience: Duration) -> Vec<serde_json::Value> {
        let mut results = Vec::new();
        let started = Instant::now();
        while results.len() < tables {
            match self.lines.recv_timeout(patience.saturating_sub(started.elapsed())) {
                Ok(line) if line.starts_with('{') => results.push(serde_json::from_str(&line).expect("a result")),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        results
    }

    /// Kills the host at once, as a machine that loses its power would.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits for the host to end; kills it where it has not within `patience`. Whether
    /// it ended by itself, and well.
    pub fn end(mut self, patience: Duration) -> bool {
        let started = Instant::now();
        while started.elapsed() < patience {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status.success();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        self.kill();
        false
    }
}
