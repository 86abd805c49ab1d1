//! "Report a problem": the match as it stands (every step, so it replays exactly), what
//! the table said, and the files that were refused, in one RON file to send along.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use crate::games::Registered;
use crate::save::SavedMatch;

/// The folder reports are written to, in the data folder.
pub fn reports_dir() -> Option<PathBuf> {
    crate::storage::data_dir().map(|dir| dir.join("reports"))
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct ProblemReport<G: Registered> {
    /// The program's version.
    pub saloon: String,
    /// When it was written, `YYYY-MM-DD HH:MM` (UTC).
    pub written: String,
    /// The table's log, oldest first.
    pub log: Vec<String>,
    /// Files refused since the program started, and other warnings shown.
    pub problems: Vec<String>,
    /// The match, as a save of it.
    pub the_match: SavedMatch<G>,
}

impl<G: Registered> ProblemReport<G> {
    pub fn new(the_match: SavedMatch<G>, log: &[String], problems: Vec<String>, now: SystemTime) -> Self {
        let seconds = now.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |since| since.as_secs());
        ProblemReport {
            saloon: env!("CARGO_PKG_VERSION").to_owned(),
            written: crate::replays::utc_date_time(seconds),
            log: log.to_vec(),
            problems,
            the_match,
        }
    }

    /// Writes the report into `dir` (atomically), named by the game and the time; returns
    /// its path.
    pub fn write_into(&self, dir: &Path, now: SystemTime) -> std::io::Result<PathBuf> {
        let name = crate::replays::file_name(G::ID, self.the_match.record.seed, now).replace(".ron", "-report.ron");
        let path = dir.join(name);
        let text =
            ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(std::io::Error::other)?;
        crate::storage::write_atomically(&path, text.as_bytes())?;
        Ok(path)
    }
}
