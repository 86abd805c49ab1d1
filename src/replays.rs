//! Finished matches, kept for the replay viewer. Each is a match file, the format of the
//! save of a match in progress ([`SavedMatch`]), named by when it finished so that the
//! names sort oldest first; beyond the number the settings keep, the oldest go.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::ai::BotKind;
use crate::config::ConfigError;
use crate::games::GameId;
use crate::games::Registered;
use crate::rules::Line;
use crate::save::{MatchFileVisitor, SavedMatch, read_match_file};

/// The folder of finished matches, in the data folder.
pub fn replays_dir() -> Option<PathBuf> {
    crate::storage::data_dir().map(|dir| dir.join("replays"))
}

/// The file name of a match of `game` (its rules' id) from `seed`, finished at `finished`:
/// `SECONDS-GAME-SEED.ron`, the seconds since 1970 padded so that names sort by time.
pub fn file_name(game: &str, seed: u64, finished: SystemTime) -> String {
    let seconds = finished.duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    format!("{seconds:012}-{game}-{seed}.ron")
}

/// Writes `saved`, a finished match, into `dir` under `name` (atomically), then removes
/// the oldest matches beyond `keep`. Returns the file written, `None` when none are kept.
pub fn keep_finished<G: Registered>(
    dir: &Path,
    name: &str,
    saved: &SavedMatch<G>,
    keep: usize,
) -> std::io::Result<Option<PathBuf>> {
    if keep == 0 {
        return Ok(None);
    }
    let path = dir.join(name);
    saved.write(&path)?;
    let kept = kept_files(dir)?;
    for old in &kept[..kept.len().saturating_sub(keep)] {
        std::fs::remove_file(old)?;
    }
    Ok(Some(path))
}

/// The match files in `dir`, oldest first.
pub fn kept_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .filter(|path| path.file_name().is_some_and(|name| !name.to_string_lossy().starts_with('.')))
        .collect();
    files.sort();
    Ok(files)
}

/// What the replay viewer lists of a kept match.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptMatch {
    pub path: PathBuf,
    pub game: GameId,
    /// One line: when, who, how long, who won; its seats named by `names`.
    pub description: Line,
    pub names: Vec<String>,
}

/// Reads the match file at `path` far enough to list it: it must replay to its end.
pub fn describe(path: &Path) -> Result<KeptMatch, ConfigError> {
    struct Describe;
    impl MatchFileVisitor for Describe {
        type Output = (Line, Vec<String>);
        fn visit<G: Registered>(self, saved: SavedMatch<G>, state: G) -> (Line, Vec<String>) {
            let names = saved.names();
            let outcome = match state.winners() {
                None => Line::new("kept-unfinished"),
                Some(winners) if winners.is_empty() => Line::new("kept-draw"),
                Some(winners) => Line::new("kept-won-by").seats("winners", winners),
            };
            let played_by = match saved.bots.is_empty() {
                true => Line::new("kept-no-bots"),
                false => Line::new("kept-bots").lines("runs", bots_in_words(&saved.bots)),
            };
            let details = Line::new("kept-details")
                .number("seats", names.len())
                .line("bots", played_by)
                .number("decisions", saved.record.decisions())
                .line("outcome", outcome);
            (details, names)
        }
    }
    let (game, (details, names)) = read_match_file(path, Describe)?;
    let description = match finished_at(path) {
        Some(when) => Line::new("kept-match").name("when", when),
        None => Line::new("kept-match-undated"),
    };
    let description = description.line("game", game.spoken()).line("details", details);
    Ok(KeptMatch { path: path.to_path_buf(), game, description, names })
}

/// The seats' bots, seat by seat, neighbours alike counted once: "hard and 3 random".
fn bots_in_words(bots: &[BotKind]) -> Vec<Line> {
    let mut runs: Vec<(BotKind, usize)> = Vec::new();
    for &bot in bots {
        match runs.last_mut() {
            Some((last, count)) if *last == bot => *count += 1,
            _ => runs.push((bot, 1)),
        }
    }
    runs.iter()
        .map(|&(bot, count)| Line::new("kept-bot-run").number("count", count).line("bot", bot.spoken()))
        .collect()
}

/// When a kept match finished, from its file name, as `YYYY-MM-DD HH:MM` (UTC).
fn finished_at(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    let seconds: u64 = name.split('-').next()?.parse().ok()?;
    Some(utc_date_time(seconds))
}

/// `seconds` since 1970 as a UTC date and time of day, `YYYY-MM-DD HH:MM`.
pub fn utc_date_time(seconds: u64) -> String {
    let (days, of_day) = (seconds / 86_400, seconds % 86_400);
    // The civil calendar from a day count (H. Hinnant's algorithm), in eras of 400 years.
    let shifted = days as i64 + 719_468;
    let era = shifted.div_euclid(146_097);
    let day_of_era = shifted.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} {:02}:{:02}", of_day / 3600, of_day % 3600 / 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_the_calendar_s() {
        assert_eq!(utc_date_time(0), "1970-01-01 00:00");
        assert_eq!(utc_date_time(951_782_400), "2000-02-29 00:00");
        assert_eq!(utc_date_time(1_796_113_545), "2026-12-01 08:25");
    }

    #[test]
    fn a_table_of_bots_is_told_in_runs() {
        use BotKind::{Hard, Heuristic, Random};
        let english = |bots: &[BotKind]| {
            let line = Line::new("kept-bots").lines("runs", bots_in_words(bots));
            crate::text::Catalog::get().format(crate::text::Language::English, line.id(), line.args(), &[])
        };
        assert_eq!(english(&[Hard, Random, Random, Random]), " (hard and 3 random)");
        assert_eq!(english(&[Heuristic; 4]), " (4 heuristic)");
        assert_eq!(english(&[Random, Hard, Random]), " (random, hard and random)");
    }

    #[test]
    fn names_sort_by_the_time_a_match_finished() {
        let at = |seconds| UNIX_EPOCH + std::time::Duration::from_secs(seconds);
        let early = file_name("duel", 99, at(9_999));
        let late = file_name("duel", 1, at(10_000));
        assert_eq!(early, "000000009999-duel-99.ron");
        assert!(early < late);
        assert_eq!(finished_at(Path::new(&late)).as_deref(), Some("1970-01-01 02:46"));
    }
}
