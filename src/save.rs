//! A match in progress, kept on disk so that a closed window loses nothing: the game, who
//! sits where, the rules that table plays (variants included) and the record, from which
//! the match is replayed exactly. Saves are RON, carry a format version and are written
//! atomically.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::ai::BotKind;
use crate::games::{Registered, SeatKind};
use crate::record::{RecordOf, replay};
use crate::rules::GameId;

/// The format of the save files this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// The file of the match in progress, in the data folder.
pub fn save_file() -> Option<PathBuf> {
    crate::storage::data_dir().map(|dir| dir.join("match_in_progress.ron"))
}

/// A match of `G` in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SavedMatch<G: Registered> {
    pub version: u32,
    pub game: GameId,
    pub seats: Vec<SeatKind>,
    /// The bot every computer seat plays.
    pub difficulty: BotKind,
    pub rules: G::Rules,
    pub record: RecordOf<G>,
}

/// What any save says of itself before its game is known.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct SaveHeader {
    pub version: u32,
    pub game: GameId,
}

impl<G: Registered> SavedMatch<G> {
    pub fn new(seats: &[SeatKind], difficulty: BotKind, rules: &G::Rules, record: &RecordOf<G>) -> Self {
        SavedMatch {
            version: SAVE_VERSION,
            game: G::GAME,
            seats: seats.to_vec(),
            difficulty,
            rules: rules.clone(),
            record: record.clone(),
        }
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).expect("a match serializes")
    }

    /// Writes the save atomically: a crash leaves the previous one whole.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        crate::storage::write_atomically(path, self.to_ron().as_bytes())
    }

    /// Reads a save of `G` from its text, refusing another game's, another format's or
    /// one whose record does not replay under its rules, with the reason and the place.
    pub fn from_ron(file: &str, text: &str) -> Result<(Self, G), String> {
        let header = read_header(file, text)?;
        if header.game != G::GAME {
            return Err(format!("{file}: a match of {}, not of {}", header.game.title(), G::GAME.title()));
        }
        let saved: Self = ron::from_str(text).map_err(|error| {
            format!(
                "{file}:{}:{}: {} (expected a saved match)",
                error.span.start.line, error.span.start.col, error.code
            )
        })?;
        if saved.seats.len() != saved.record.seats {
            return Err(format!("{file}: {} seats, but the record is of {}", saved.seats.len(), saved.record.seats));
        }
        let (state, _) = replay::<G>(&saved.rules, &saved.record)
            .map_err(|error| format!("{file}: the record does not replay: {error}"))?;
        Ok((saved, state))
    }
}

/// The game and format of a save; an unreadable file or another format is refused with
/// the reason.
pub fn read_header(file: &str, text: &str) -> Result<SaveHeader, String> {
    let header: SaveHeader = ron::from_str(text).map_err(|error| {
        format!("{file}:{}:{}: {} (expected a saved match)", error.span.start.line, error.span.start.col, error.code)
    })?;
    if header.version != SAVE_VERSION {
        return Err(format!(
            "{file}: a save of format {}, which this version (format {SAVE_VERSION}) cannot read",
            header.version
        ));
    }
    Ok(header)
}
