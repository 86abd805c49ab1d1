//! Where a frame goes, from a Chrome trace written by the `trace` build (see docs/performance.md,
//! "Frame budget"): the spans that took the most time per frame, each with its thread,
//! the times it ran and its milliseconds per frame, after the start-up seconds.
//!
//! ```sh
//! cargo run --example trace_summary -- trace.json [--skip-seconds 5] [--top 40]
//! ```

use std::collections::HashMap;
use std::path::PathBuf;

use clap::Parser;
use serde::Deserialize;

#[derive(Parser)]
struct Args {
    /// The trace, as `TRACE_CHROME=PATH` made the `trace` build write it.
    trace: PathBuf,
    /// Seconds from the first span left out: start-up is not the steady frame.
    #[arg(long, default_value_t = 5.0)]
    skip_seconds: f64,
    /// How many spans to list.
    #[arg(long, default_value_t = 40)]
    top: usize,
}

/// One event of the Chrome trace format, as tracing-chrome writes it.
#[derive(Deserialize)]
struct Event {
    ph: String,
    #[serde(default)]
    name: String,
    /// Microseconds.
    #[serde(default)]
    ts: f64,
    /// Microseconds, on complete ("X") events.
    #[serde(default)]
    dur: Option<f64>,
    #[serde(default)]
    tid: u64,
    #[serde(default)]
    args: Option<serde_json::Value>,
}

#[derive(Default)]
struct Totals {
    runs: u64,
    micros: f64,
}

/// A trace cut off by an exit before the writer closed it still reads: its last complete
/// event ends it.
fn parse(text: &str) -> Result<Vec<Event>, serde_json::Error> {
    serde_json::from_str(text).or_else(|error| {
        let cut = text.trim_end().trim_end_matches(',');
        let end = cut.rfind('}').ok_or(error)?;
        serde_json::from_str(&format!("{}]", &cut[..=end]))
    })
}

/// A span's name and fields, without the separator bevy leaves after a span with none.
fn span_name(name: String) -> String {
    match name.strip_suffix(": ") {
        Some(bare) => bare.to_owned(),
        None => name,
    }
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let events = match std::fs::read_to_string(&args.trace)
        .map_err(|error| error.to_string())
        .and_then(|text| parse(&text).map_err(|error| format!("not a Chrome trace: {error}")))
    {
        Ok(events) => events,
        Err(error) => {
            eprintln!("{}: {error}", args.trace.display());
            return std::process::ExitCode::FAILURE;
        }
    };
    let start = events.iter().filter(|event| event.ph != "M").map(|event| event.ts).fold(f64::INFINITY, f64::min);
    let from = start + args.skip_seconds * 1e6;
    let mut thread_names: HashMap<u64, String> = HashMap::new();
    let mut open: HashMap<u64, Vec<(String, f64)>> = HashMap::new();
    let mut totals: HashMap<(u64, String), Totals> = HashMap::new();
    let mut add = |tid: u64, name: String, begun: f64, ended: f64| {
        if begun >= from {
            let entry = totals.entry((tid, name)).or_default();
            entry.runs += 1;
            entry.micros += ended - begun;
        }
    };
    for event in events {
        match event.ph.as_str() {
            "M" if event.name == "thread_name" => {
                let name = event.args.as_ref().and_then(|args| args.get("name")).and_then(|name| name.as_str());
                thread_names.insert(event.tid, name.unwrap_or_default().to_owned());
            }
            "X" => add(event.tid, span_name(event.name), event.ts, event.ts + event.dur.unwrap_or_default()),
            "B" => open.entry(event.tid).or_default().push((span_name(event.name), event.ts)),
            "E" => {
                if let Some((name, begun)) = open.entry(event.tid).or_default().pop() {
                    add(event.tid, name, begun, event.ts);
                }
            }
            _ => {}
        }
    }
    // The main world's frames: one "main app" span each.
    let frames = totals.iter().filter(|((_, name), _)| name == "main app").map(|(_, totals)| totals.runs).sum::<u64>();
    if frames == 0 {
        eprintln!("{}: no frame after the first {} s", args.trace.display(), args.skip_seconds);
        return std::process::ExitCode::FAILURE;
    }
    let mut rows: Vec<_> = totals.into_iter().collect();
    rows.sort_by(|a, b| b.1.micros.total_cmp(&a.1.micros));
    println!("{frames} frames; milliseconds per frame, by span and thread:");
    for ((tid, name), totals) in rows.into_iter().take(args.top) {
        let thread = thread_names.get(&tid).cloned().unwrap_or_else(|| format!("thread {tid}"));
        println!(
            "{:8.2} ms {:6.1} runs  {:<24} {}",
            totals.micros / 1000.0 / frames as f64,
            totals.runs as f64 / frames as f64,
            thread,
            name
        );
    }
    std::process::ExitCode::SUCCESS
}
