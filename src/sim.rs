//! Headless bot-against-bot matches: wins, draws, length, invariant checks and speed.

use std::time::Instant;

use serde::Serialize;

use crate::ai::config::AiConfig;
use crate::ai::{BotKind, Heuristic, SeatKnowledge};
use crate::rules::{Seat, Stepped, step};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport {
    pub game: String,
    pub matches: u64,
    pub bots: Vec<String>,
    /// Matches won by each seat (a shared win counts for every winner).
    pub wins: Vec<u64>,
    pub draws: u64,
    /// Mean number of decision steps per match.
    pub average_length: f64,
    /// States that broke an invariant, actions refused, or seats left with no legal action.
    pub violations: u64,
    /// The first few violations, described.
    pub violation_samples: Vec<String>,
    pub matches_per_sec: f64,
    /// For games played in deals (a match being several): deals played, and their rate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deals: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deals_per_sec: Option<f64>,
}

const VIOLATION_SAMPLES: usize = 5;

/// Plays `matches` matches of `G`, seat `i` played by `bots[i]` (search bots at their
/// difficulty in `difficulties`), match `k` seeded `seed + k`.
pub fn run<G: Heuristic>(
    rules: &G::Rules,
    bots: &[BotKind],
    matches: u64,
    seed: u64,
    difficulties: &AiConfig,
) -> Result<SimReport, String> {
    let seats = bots.len();
    let mut report = SimReport {
        game: G::ID.to_owned(),
        matches,
        bots: bots.iter().map(|bot| bot.name().to_owned()).collect(),
        wins: vec![0; seats],
        draws: 0,
        average_length: 0.0,
        violations: 0,
        violation_samples: Vec::new(),
        matches_per_sec: 0.0,
        deals: None,
        deals_per_sec: None,
    };
    let mut total_steps = 0u64;
    let mut events = Vec::new();
    let mut moves: Vec<(Seat, G::Action)> = Vec::new();
    let started = Instant::now();
    for index in 0..matches {
        let match_seed = seed.wrapping_add(index);
        let mut players: Vec<_> = bots
            .iter()
            .enumerate()
            .map(|(seat, bot)| bot.build::<G>(match_seed.wrapping_mul(31).wrapping_add(seat as u64), difficulties))
            .collect();
        let mut state = G::new(rules, seats, match_seed, &mut events).map_err(|error| error.to_string())?;
        let problem = |report: &mut SimReport, text: String| {
            report.violations += 1;
            if report.violation_samples.len() < VIOLATION_SAMPLES {
                report.violation_samples.push(format!("match seed {match_seed}: {text}"));
            }
        };
        loop {
            events.clear();
            let choose = |state: &G, seat: Seat| players[seat].choose(SeatKnowledge::new(state, seat));
            match step(&mut state, &mut events, &mut moves, choose) {
                Ok(Stepped::Over) => break,
                Ok(Stepped::Moved) => total_steps += 1,
                Ok(Stepped::Chance) => {}
                Err(error) => {
                    problem(&mut report, format!("legal action refused: {error}"));
                    break;
                }
            }
            if let Err(error) = state.check_invariants() {
                problem(&mut report, error);
                break;
            }
        }
        if let Some(deals) = state.deals_completed() {
            *report.deals.get_or_insert(0) += u64::from(deals);
        }
        match state.winners() {
            Some(winners) if winners.is_empty() => report.draws += 1,
            Some(winners) => winners.iter().for_each(|seat| report.wins[seat] += 1),
            None => {}
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    report.average_length = total_steps as f64 / matches.max(1) as f64;
    report.matches_per_sec = matches as f64 / seconds.max(1e-9);
    report.deals_per_sec = report.deals.map(|deals| deals as f64 / seconds.max(1e-9));
    Ok(report)
}

impl SimReport {
    /// The human-readable summary printed above the JSON line.
    pub fn summary(&self) -> String {
        let mut text = format!("{} matches of {}\n", self.matches, self.game);
        for (seat, (bot, wins)) in self.bots.iter().zip(&self.wins).enumerate() {
            let share = *wins as f64 / self.matches.max(1) as f64;
            text += &format!("  seat {seat} ({bot}): {wins} wins ({:.1}%)\n", share * 100.0);
        }
        text += &format!("  draws: {}\n", self.draws);
        text += &format!("  average length: {:.2} steps\n", self.average_length);
        text += &format!("  invariant violations: {}\n", self.violations);
        for sample in &self.violation_samples {
            text += &format!("    {sample}\n");
        }
        text += &format!("  speed: {:.0} matches/s (with invariant checks)\n", self.matches_per_sec);
        if let (Some(deals), Some(rate)) = (self.deals, self.deals_per_sec) {
            text += &format!("  deals: {deals} ({rate:.0}/s)\n");
        }
        text
    }
}
