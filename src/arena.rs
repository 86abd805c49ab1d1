//! Bots against bots for a verdict: seeded matches with the bots rotated round the seats,
//! each bot's share of the wins with a 95% confidence interval, and its time per move.

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::ai::config::AiConfig;
use crate::ai::{BotKind, Heuristic, SeatKnowledge};
use crate::batch::Batch;
use crate::rules::{Seat, Stepped, step};

/// One distinct bot's results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotResult {
    /// Its name as given in `--seats`.
    pub bot: String,
    /// The seats it held at each table.
    pub seats: usize,
    /// Share of the matches won by its seats (a shared win counts in part).
    pub win_rate: f64,
    /// Half the width of the 95% confidence interval of `win_rate`.
    pub ci95: f64,
    /// For games scored in chips: its seats' mean change of balance per match.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean_chips: Option<f64>,
    /// For games scored in chips: how far its seats' change of balance ran above the
    /// table's average change, per seat and match (0 is the fair share).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips_above_table: Option<ChipsAboveTable>,
    pub mean_ms_per_move: f64,
}

/// A mean of chips per seat and match, with half the width of its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ChipsAboveTable {
    pub mean: f64,
    pub ci95: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub matches: u64,
    pub threads: usize,
    pub bots: Vec<BotResult>,
}

struct Tally {
    bot: BotKind,
    seats: usize,
    /// Each match's share of the win taken by this bot's seats.
    shares: Vec<f64>,
    /// Per match: the mean change of its seats' balances, and that less the table's.
    chips: Vec<f64>,
    chips_above_table: Vec<f64>,
    moves: u64,
    thinking: Duration,
}

impl Tally {
    /// Adds the same bot's tally of the run that followed.
    fn add(&mut self, later: Tally) {
        self.shares.extend(later.shares);
        self.chips.extend(later.chips);
        self.chips_above_table.extend(later.chips_above_table);
        self.moves += later.moves;
        self.thinking += later.thinking;
    }
}

/// One tally per distinct bot of `seats`, in the order they first sit.
fn tallies(seats: &[BotKind]) -> Vec<Tally> {
    let mut tallies: Vec<Tally> = Vec::new();
    for &bot in seats {
        match tallies.iter_mut().find(|tally| tally.bot == bot) {
            Some(tally) => tally.seats += 1,
            None => tallies.push(Tally {
                bot,
                seats: 1,
                shares: Vec::new(),
                chips: Vec::new(),
                chips_above_table: Vec::new(),
                moves: 0,
                thinking: Duration::ZERO,
            }),
        }
    }
    tallies
}

/// Plays a batch of matches of `G` with `seats` (one bot each), the bots moved one seat
/// round in each match so that none keeps the first move.
pub fn run<G: Heuristic>(
    rules: &G::Rules,
    seats: &[BotKind],
    batch: &Batch,
    difficulties: &AiConfig,
) -> Result<ArenaReport, String> {
    let runs = batch.play(|run| {
        let mut tallies = tallies(seats);
        for index in run {
            play_match::<G>(rules, seats, index, batch.match_seed(index), difficulties, &mut tallies)?;
        }
        Ok::<_, String>(tallies)
    });
    let mut total = tallies(seats);
    for run in runs {
        total.iter_mut().zip(run?).for_each(|(tally, later)| tally.add(later));
    }
    let bots = total
        .into_iter()
        .map(|tally| {
            let (win_rate, ci95) = share_and_ci95(&tally.shares);
            BotResult {
                bot: tally.bot.name().to_owned(),
                seats: tally.seats,
                win_rate,
                ci95,
                mean_chips: (!tally.chips.is_empty()).then(|| mean_and_ci95(&tally.chips).0),
                chips_above_table: (!tally.chips_above_table.is_empty()).then(|| {
                    let (mean, ci95) = mean_and_ci95(&tally.chips_above_table);
                    ChipsAboveTable { mean, ci95 }
                }),
                mean_ms_per_move: tally.thinking.as_secs_f64() * 1000.0 / tally.moves.max(1) as f64,
            }
        })
        .collect();
    Ok(ArenaReport { game: G::ID.to_owned(), matches: batch.matches, threads: batch.threads, bots })
}

/// Plays match `index` (seeded `match_seed`) into `tallies`, the bots turned `index` seats
/// round the table.
fn play_match<G: Heuristic>(
    rules: &G::Rules,
    seats: &[BotKind],
    index: u64,
    match_seed: u64,
    difficulties: &AiConfig,
    tallies: &mut [Tally],
) -> Result<(), String> {
    let table = seats.len();
    let at_seat: Vec<BotKind> = (0..table).map(|seat| seats[(seat + index as usize) % table]).collect();
    let mut players: Vec<_> = at_seat
        .iter()
        .enumerate()
        .map(|(seat, bot)| bot.build::<G>(match_seed.wrapping_mul(31).wrapping_add(seat as u64), difficulties))
        .collect();
    let (mut events, mut moves) = (Vec::new(), Vec::new());
    let mut state = G::new(rules, table, match_seed, &mut events).map_err(|error| error.to_string())?;
    let mut choose = |state: &G, seat: Seat| {
        let started = Instant::now();
        let action = players[seat].choose(SeatKnowledge::new(state, seat));
        let tally = tallies.iter_mut().find(|tally| tally.bot == at_seat[seat]).expect("every bot is tallied");
        tally.thinking += started.elapsed();
        tally.moves += 1;
        action
    };
    loop {
        events.clear();
        match step(&mut state, &mut events, &mut moves, &mut choose) {
            Ok(Stepped::Over) => break,
            Ok(_) => {}
            Err(error) => return Err(format!("match seed {match_seed}: {error}")),
        }
    }
    let table_chips = (0..table).map(|seat| state.chips_won(seat)).sum::<Option<i64>>();
    for tally in tallies.iter_mut() {
        let own = || (0..table).filter(|&seat| at_seat[seat] == tally.bot);
        tally.shares.push(own().map(|seat| state.payoff(seat)).sum());
        if let (Some(chips), Some(table_chips)) =
            (own().map(|seat| state.chips_won(seat)).sum::<Option<i64>>(), table_chips)
        {
            let per_seat = chips as f64 / tally.seats as f64;
            tally.chips.push(per_seat);
            tally.chips_above_table.push(per_seat - table_chips as f64 / table as f64);
        }
    }
    Ok(())
}

/// The mean of `samples` and half the width of its 95% confidence interval (normal
/// approximation).
pub fn mean_and_ci95(samples: &[f64]) -> (f64, f64) {
    let count = samples.len() as f64;
    if samples.is_empty() {
        return (0.0, 0.0);
    }
    let mean = samples.iter().sum::<f64>() / count;
    let variance = samples.iter().map(|sample| (sample - mean).powi(2)).sum::<f64>() / (count - 1.0).max(1.0);
    (mean, 1.96 * (variance / count).sqrt())
}

/// The mean of `shares` (each match's share of the win, from 0 to 1) and the half-width
/// of its 95% interval: Wilson's score interval, taken on its wider side, so that a bot
/// that won every one of a few matches is not reported as certain to win (the normal
/// approximation gives such a record no width at all).
pub fn share_and_ci95(shares: &[f64]) -> (f64, f64) {
    const Z: f64 = 1.96;
    if shares.is_empty() {
        return (0.0, 0.0);
    }
    let count = shares.len() as f64;
    let share = shares.iter().sum::<f64>() / count;
    let spread = Z * Z / count;
    let centre = (share + spread / 2.0) / (1.0 + spread);
    let half = Z / (1.0 + spread) * (share * (1.0 - share) / count + spread / (4.0 * count)).sqrt();
    (share, (share - (centre - half)).max(centre + half - share))
}

impl ArenaReport {
    /// The human-readable table printed above the JSON line.
    pub fn summary(&self) -> String {
        let mut text =
            format!("{} matches of {}, seats rotated, on {} thread(s)\n", self.matches, self.game, self.threads);
        for bot in &self.bots {
            let fair = bot.seats as f64 / self.bots.iter().map(|bot| bot.seats).sum::<usize>() as f64;
            text += &format!(
                "  {:<10} {} seat(s): wins {:.1}% ± {:.1} (fair share {:.1}%), {:.2} ms a move",
                bot.bot,
                bot.seats,
                bot.win_rate * 100.0,
                bot.ci95 * 100.0,
                fair * 100.0,
                bot.mean_ms_per_move
            );
            if let Some(chips) = bot.mean_chips {
                text += &format!(", {chips:+.1} chips a seat");
            }
            if let Some(above) = bot.chips_above_table {
                text += &format!(" ({:+.2} ± {:.2} against the table)", above.mean, above.ci95);
            }
            text += "\n";
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_narrows_with_more_matches() {
        let few: Vec<f64> = (0..20).map(|index| f64::from(index % 2)).collect();
        let many: Vec<f64> = (0..2000).map(|index| f64::from(index % 2)).collect();
        let (mean, narrow) = mean_and_ci95(&many);
        assert!((mean - 0.5).abs() < 1e-9);
        assert!(narrow < mean_and_ci95(&few).1 / 5.0);
        assert!((narrow - 1.96 * (0.25f64 / 2000.0).sqrt()).abs() < 1e-3);
    }

    #[test]
    fn a_clean_sweep_still_has_an_interval() {
        let (share, margin) = share_and_ci95(&[1.0; 10]);
        assert_eq!(share, 1.0);
        // Wilson's lower bound for 10 wins in 10 is 1 / (1 + 1.96² / 10), about 0.72.
        assert!((share - margin - 1.0 / (1.0 + 1.96 * 1.96 / 10.0)).abs() < 1e-9, "± {margin}");
        let even: Vec<f64> = (0..2000).map(|index| f64::from(index % 2)).collect();
        let (_, wide) = share_and_ci95(&even);
        assert!((wide - mean_and_ci95(&even).1).abs() < 1e-3, "large even samples agree with the normal interval");
    }
}
