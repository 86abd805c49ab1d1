//! Headless bot-against-bot matches: wins, draws, length, invariant checks and speed, on
//! every core. A table of random players plays through [`Game::random_step`], as fast as
//! the rules go; any other bot plays from its seat's knowledge.

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::ai::config::AiConfig;
use crate::ai::{BotKind, Heuristic, SeatKnowledge};
use crate::batch::Batch;
use crate::record::{RecordOf, recorded_step};
use crate::rules::{Game, IllegalMove, RandomScratch, Seat, Stepped, random_action, seeded_rng, step};

/// When a match's conserved quantities (cards, chips, dollars) are checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, clap::ValueEnum)]
pub enum Checks {
    /// At the end of each round that is scored on its own (a deal, a duel) and of the
    /// match: cheap enough to leave on.
    #[default]
    EachRound,
    /// After every step: what to run when a check has failed, to find the step.
    EveryStep,
}

impl Checks {
    pub fn describe(self) -> &'static str {
        match self {
            Checks::EachRound => "at the end of each round and of the match",
            Checks::EveryStep => "after every step",
        }
    }
}

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
    /// When the invariants were checked.
    pub checks: Checks,
    /// States that broke an invariant, actions refused, or seats left with no legal action.
    pub violations: u64,
    /// The first few violations, described.
    pub violation_samples: Vec<String>,
    pub threads: usize,
    pub matches_per_sec: f64,
    /// For games played in deals (a match being several): deals played, and their rate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deals: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deals_per_sec: Option<f64>,
    /// With `--record`: the records written, those that could not be, and why the first failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub records: Option<RecordsKept>,
}

/// What became of the matches' records, when they were kept.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RecordsKept {
    pub written: u64,
    pub failed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_failure: Option<String>,
}

impl RecordsKept {
    fn add(&mut self, later: RecordsKept) {
        self.written += later.written;
        self.failed += later.failed;
        self.first_failure = self.first_failure.take().or(later.first_failure);
    }
}

/// Keeps the record of a finished match (`saloon sim --record` writes it to a file).
pub type KeepRecord<'a, G> = &'a (dyn Fn(&RecordOf<G>) -> Result<(), String> + Sync);

const VIOLATION_SAMPLES: usize = 5;

/// Mixed into a match's seed for the random picks of a table of random seats, so that
/// they do not repeat the draws of the state's own RNG.
const PICKS_STREAM: u64 = 0x9E37_79B9_7F4A_7C15;

/// What a run of matches came to.
#[derive(Default)]
struct Tally {
    wins: Vec<u64>,
    draws: u64,
    steps: u64,
    deals: Option<u64>,
    violations: u64,
    samples: Vec<String>,
    records: RecordsKept,
}

impl Tally {
    fn problem(&mut self, match_seed: u64, text: String) {
        self.violations += 1;
        if self.samples.len() < VIOLATION_SAMPLES {
            self.samples.push(format!("match seed {match_seed}: {text}"));
        }
    }

    /// Adds the run that followed this one.
    fn add(&mut self, later: Tally) {
        self.wins.iter_mut().zip(later.wins).for_each(|(wins, more)| *wins += more);
        self.draws += later.draws;
        self.steps += later.steps;
        self.deals = match (self.deals, later.deals) {
            (None, None) => None,
            (deals, more) => Some(deals.unwrap_or(0) + more.unwrap_or(0)),
        };
        self.violations += later.violations;
        let room = VIOLATION_SAMPLES.saturating_sub(self.samples.len());
        self.samples.extend(later.samples.into_iter().take(room));
        self.records.add(later.records);
    }
}

/// Plays a batch of matches of `G`, seat `i` played by `bots[i]` (search bots at their
/// difficulty in `difficulties`), checking the invariants as `checks` says.
pub fn run<G: Heuristic>(
    rules: &G::Rules,
    bots: &[BotKind],
    batch: &Batch,
    checks: Checks,
    difficulties: &AiConfig,
) -> Result<SimReport, String> {
    run_keeping::<G>(rules, bots, batch, checks, difficulties, None)
}

/// [`run`], handing each match's record to `keep` when there is one: the same matches,
/// played from the same draws.
pub fn run_keeping<G: Heuristic>(
    rules: &G::Rules,
    bots: &[BotKind],
    batch: &Batch,
    checks: Checks,
    difficulties: &AiConfig,
    keep: Option<KeepRecord<'_, G>>,
) -> Result<SimReport, String> {
    // A table that cannot be set is refused before any thread starts.
    G::new(rules, bots.len(), batch.seed, &mut Vec::new()).map_err(|error| error.to_string())?;
    let started = Instant::now();
    let runs = batch.play(|run| {
        let mut tally = Tally { wins: vec![0; bots.len()], ..Tally::default() };
        let mut scratch = Scratch::default();
        let table = Table { rules, bots, checks, difficulties, keep };
        for index in run {
            play_match::<G>(&table, batch.match_seed(index), &mut tally, &mut scratch);
        }
        tally
    });
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    let mut total = Tally { wins: vec![0; bots.len()], ..Tally::default() };
    runs.into_iter().for_each(|run| total.add(run));
    Ok(SimReport {
        game: G::ID.to_owned(),
        matches: batch.matches,
        bots: bots.iter().map(|bot| bot.name().to_owned()).collect(),
        wins: total.wins,
        draws: total.draws,
        average_length: total.steps as f64 / batch.matches.max(1) as f64,
        checks,
        violations: total.violations,
        violation_samples: total.samples,
        threads: batch.threads,
        matches_per_sec: batch.matches as f64 / seconds,
        deals: total.deals,
        deals_per_sec: total.deals.map(|deals| deals as f64 / seconds),
        records: keep.map(|_| total.records),
    })
}

impl SimReport {
    /// The report of one match played out elsewhere (a hosted table), its seats named
    /// `seats`, `state` as it ended, over `took`.
    pub fn of_one_match<G: Game>(state: &G, seats: Vec<String>, decisions: usize, took: Duration) -> Self {
        let seconds = took.as_secs_f64().max(1e-9);
        let winners = state.winners().unwrap_or_default();
        let deals = state.deals_completed().map(u64::from);
        let broken = state.check_invariants().err();
        SimReport {
            game: G::ID.to_owned(),
            matches: 1,
            wins: (0..seats.len()).map(|seat| u64::from(winners.contains(seat))).collect(),
            bots: seats,
            draws: u64::from(state.winners().is_some_and(|winners| winners.is_empty())),
            average_length: decisions as f64,
            checks: Checks::EachRound,
            violations: u64::from(broken.is_some()),
            violation_samples: broken.into_iter().collect(),
            threads: 1,
            matches_per_sec: 1.0 / seconds,
            deals,
            deals_per_sec: deals.map(|deals| deals as f64 / seconds),
            records: None,
        }
    }
}

/// Space a thread reuses from one match to the next.
struct Scratch<G: Game> {
    events: Vec<G::Event>,
    random: RandomScratch<G::Action>,
}

impl<G: Game> Default for Scratch<G> {
    fn default() -> Self {
        Scratch { events: Vec::new(), random: RandomScratch::default() }
    }
}

/// What every match of a run shares.
struct Table<'a, G: Game> {
    rules: &'a G::Rules,
    bots: &'a [BotKind],
    checks: Checks,
    difficulties: &'a AiConfig,
    keep: Option<KeepRecord<'a, G>>,
}

/// Plays one match into `tally`.
fn play_match<G: Heuristic>(table: &Table<'_, G>, match_seed: u64, tally: &mut Tally, scratch: &mut Scratch<G>) {
    let Table { rules, bots, checks, difficulties, keep } = *table;
    let Scratch { events, random } = scratch;
    events.clear();
    let mut state = match G::new(rules, bots.len(), match_seed, events) {
        Ok(state) => state,
        Err(error) => return tally.problem(match_seed, error.to_string()),
    };
    let mut record = keep.map(|_| RecordOf::<G>::new(G::ID, bots.len(), match_seed));
    let outcome = if bots.iter().all(|&bot| bot == BotKind::Random) {
        // Every seat picks uniformly at random: the rules draw the picks themselves, from a
        // stream of their own (the match's seed already drives the state's shuffles).
        let mut rng = seeded_rng(match_seed ^ PICKS_STREAM);
        match record.as_mut() {
            None => play_out(&mut state, checks, tally, events, |state, events| {
                Ok(state.random_step(&mut rng, events, random))
            }),
            // The same picks from the same draws, listed so that the record can name them.
            Some(record) => {
                let RandomScratch { legal, moves } = random;
                play_out(&mut state, checks, tally, events, |state, events| {
                    recorded_step(state, record, events, moves, |state, seat| {
                        random_action(state, seat, legal, &mut rng)
                    })
                })
            }
        }
    } else {
        let seed_of = |seat: usize| match_seed.wrapping_mul(31).wrapping_add(seat as u64);
        let mut players: Vec<_> =
            bots.iter().enumerate().map(|(seat, bot)| bot.build::<G>(seed_of(seat), difficulties)).collect();
        let moves = &mut random.moves;
        play_out(&mut state, checks, tally, events, |state, events| {
            let choose = |state: &G, seat: Seat| players[seat].choose(SeatKnowledge::new(state, seat));
            match record.as_mut() {
                Some(record) => recorded_step(state, record, events, moves, choose),
                None => step(state, events, moves, choose),
            }
        })
    };
    if let Err(problem) = outcome {
        return tally.problem(match_seed, problem);
    }
    if let (Some(keep), Some(record)) = (keep, &record) {
        match keep(record) {
            Ok(()) => tally.records.written += 1,
            Err(error) => {
                tally.records.failed += 1;
                tally.records.first_failure.get_or_insert(format!("match seed {match_seed}: {error}"));
            }
        }
    }
    if let Some(deals) = state.deals_completed() {
        *tally.deals.get_or_insert(0) += u64::from(deals);
    }
    match state.winners() {
        Some(winners) if winners.is_empty() => tally.draws += 1,
        Some(winners) => winners.iter().for_each(|seat| tally.wins[seat] += 1),
        None => {}
    }
}

/// Advances `state` with `advance` to the end of the match, checking it as `checks`
/// says; the first problem ends the match.
fn play_out<G: Game>(
    state: &mut G,
    checks: Checks,
    tally: &mut Tally,
    events: &mut Vec<G::Event>,
    mut advance: impl FnMut(&mut G, &mut Vec<G::Event>) -> Result<Stepped, IllegalMove>,
) -> Result<(), String> {
    loop {
        let round = state.scoring_round();
        events.clear();
        let stepped = advance(state, events).map_err(|error| format!("legal action refused: {error}"))?;
        tally.steps += u64::from(stepped == Stepped::Moved);
        let over = stepped == Stepped::Over;
        if over || checks == Checks::EveryStep || state.scoring_round() != round {
            state.check_invariants()?;
        }
        if over {
            return Ok(());
        }
    }
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
        text += &format!("  invariant violations: {} (checked {})\n", self.violations, self.checks.describe());
        for sample in &self.violation_samples {
            text += &format!("    {sample}\n");
        }
        text += &format!("  speed: {:.0} matches/s on {} thread(s)\n", self.matches_per_sec, self.threads);
        if let (Some(deals), Some(rate)) = (self.deals, self.deals_per_sec) {
            text += &format!("  deals: {deals} ({rate:.0}/s)\n");
        }
        if let Some(records) = &self.records {
            text += &format!("  records written: {}, not written: {}\n", records.written, records.failed);
            if let Some(failure) = &records.first_failure {
                text += &format!("    {failure}\n");
            }
        }
        text
    }
}
