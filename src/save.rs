//! A match in progress, kept on disk so that a closed window loses nothing: the game, who
//! sits where, the rules that table plays (variants included) and the record, from which
//! the match is replayed exactly. Saves are RON, carry a format version and are written
//! atomically.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::ai::BotKind;
use crate::config::{ConfigError, FileKind, RulesFile};
use crate::games::GameId;
use crate::games::{GameVisitor, Registered, SeatKind, dispatch};
use crate::record::{RecordOf, ReplayStop, replay};
use crate::rules::Line;

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
    /// The bot of each seat, where the seats' bots differ (a match of `saloon sim`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<BotKind>,
    pub rules: G::Rules,
    pub record: RecordOf<G>,
    /// For a table hosted across processes: its join code, so that a host taken up again
    /// from the save is found where its clients left it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hosted: Option<String>,
    /// For a table hosted across processes: the seats' claims, each seat kept for the
    /// player who claimed it when the host is taken up again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<crate::net::SeatClaim>,
}

/// What any save says of itself before its game is known.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct SaveHeader {
    pub version: u32,
    pub game: GameId,
    /// The join code of a table hosted across processes.
    #[serde(default)]
    pub hosted: Option<String>,
}

impl<G: Registered> SavedMatch<G> {
    pub fn new(seats: &[SeatKind], difficulty: BotKind, rules: &G::Rules, record: &RecordOf<G>) -> Self {
        SavedMatch {
            version: SAVE_VERSION,
            game: G::GAME,
            seats: seats.to_vec(),
            difficulty,
            bots: Vec::new(),
            rules: rules.clone(),
            record: record.clone(),
            hosted: None,
            claims: Vec::new(),
        }
    }

    /// A match of computers only, seat `i` played by `bots[i]`.
    pub fn of_bots(bots: &[BotKind], rules: &G::Rules, record: &RecordOf<G>) -> Self {
        let seats = vec![SeatKind::Computer; bots.len()];
        let difficulty = bots.first().copied().unwrap_or(BotKind::Medium);
        SavedMatch { bots: bots.to_vec(), ..SavedMatch::new(&seats, difficulty, rules, record) }
    }

    /// The seats' names as the table shows them.
    pub fn names(&self) -> Vec<String> {
        crate::games::seat_names(&self.seats)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).expect("a match serializes")
    }

    /// Writes the save atomically: a crash leaves the previous one whole.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        crate::storage::write_atomically(path, self.to_ron().as_bytes())
    }

    /// Reads the match file at `path` as [`SavedMatch::from_ron`] reads its text.
    pub fn read(path: &Path) -> Result<(Self, G), ConfigError> {
        let label = path.display().to_string();
        let text = crate::config::read_text(path, &label, FileKind::SavedMatch)?;
        SavedMatch::<G>::from_ron(&label, &text)
    }

    /// Reads a save of `G` from its text, refusing another game's, another format's or
    /// one whose record does not replay under its rules, with the reason and the place.
    pub fn from_ron(file: &str, text: &str) -> Result<(Self, G), ConfigError> {
        let header = read_header(file, text)?;
        if header.game != G::GAME {
            let problem =
                Line::new("save-other-game").line("found", header.game.spoken()).line("game", G::GAME.spoken());
            return Err(whole_file(file, problem));
        }
        let saved: Self = ron::from_str(text).map_err(|error| unreadable(file, &error))?;
        // The rules a save carries are held to what a rules file is held to.
        if let Some(problem) = crate::config::located(file, text, saved.rules.validate()).into_iter().next() {
            return Err(problem.told_with(Line::new("save-rules-refused")));
        }
        if saved.seats.len() != saved.record.seats {
            let problem = Line::new("save-seats-differ")
                .number("seats", saved.seats.len())
                .number("recorded", saved.record.seats);
            return Err(whole_file(file, problem));
        }
        let (state, _) =
            replay::<G>(&saved.rules, &saved.record).map_err(|error| whole_file(file, does_not_replay(&error)))?;
        Ok((saved, state))
    }
}

/// Work on a match file of whichever game, written once for any [`Registered`] game.
pub trait MatchFileVisitor {
    type Output;

    /// `saved`, with `state`, its match replayed to its last step.
    fn visit<G: Registered>(self, saved: SavedMatch<G>, state: G) -> Self::Output;
}

/// Reads the match file at `path` (a save or a kept match) whichever its game, and hands
/// the match, once its record has replayed under its rules, to `visitor`; else says why
/// the file was refused.
pub fn read_match_file<V: MatchFileVisitor>(path: &Path, visitor: V) -> Result<(GameId, V::Output), ConfigError> {
    let label = path.display().to_string();
    let text = crate::config::read_text(path, &label, FileKind::SavedMatch)?;
    let game = read_header(&label, &text)?.game;
    struct Read<'a, V> {
        label: &'a str,
        text: &'a str,
        visitor: V,
    }
    impl<V: MatchFileVisitor> GameVisitor for Read<'_, V> {
        type Output = Result<V::Output, ConfigError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let (saved, state) = SavedMatch::<G>::from_ron(self.label, self.text)?;
            Ok(self.visitor.visit(saved, state))
        }
    }
    let output = dispatch(game, Read { label: &label, text: &text, visitor })
        .map_err(|unknown| whole_file(&label, Line::new("save-game-unknown").name("game", unknown.0.id())))??;
    Ok((game, output))
}

/// The game of the match file at `path`, once it has read whole; else why it was refused.
pub fn check_match_file(path: &Path) -> Result<GameId, ConfigError> {
    check_save(path).map(|header| header.game)
}

/// What the match file at `path` says of itself, once it has read whole; else why it
/// was refused.
pub fn check_save(path: &Path) -> Result<SaveHeader, ConfigError> {
    struct Header;
    impl MatchFileVisitor for Header {
        type Output = SaveHeader;
        fn visit<G: Registered>(self, saved: SavedMatch<G>, _: G) -> SaveHeader {
            SaveHeader { version: saved.version, game: saved.game, hosted: saved.hosted }
        }
    }
    read_match_file(path, Header).map(|(_, header)| header)
}

/// The game and format of a save; an unreadable file or another format is refused with
/// the reason.
pub fn read_header(file: &str, text: &str) -> Result<SaveHeader, ConfigError> {
    let header: SaveHeader = ron::from_str(text).map_err(|error| unreadable(file, &error))?;
    if header.version != SAVE_VERSION {
        let problem = Line::new("save-format-unknown").number("found", header.version).number("ours", SAVE_VERSION);
        return Err(whole_file(file, problem));
    }
    Ok(header)
}

fn unreadable(file: &str, error: &ron::error::SpannedError) -> ConfigError {
    ConfigError {
        file: file.to_owned(),
        line: error.span.start.line,
        column: error.span.start.col,
        problem: Line::new("save-not-a-match").line("problem", crate::config::ron_error_in_words(&error.code)),
    }
}

fn whole_file(file: &str, problem: Line) -> ConfigError {
    ConfigError { file: file.to_owned(), line: 1, column: 1, problem }
}

/// Why a saved record does not replay: the step it stops at, and why the rules refuse it.
pub fn does_not_replay(stop: &ReplayStop) -> Line {
    Line::new("save-does-not-replay").line("detail", stop.told())
}
