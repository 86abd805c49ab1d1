//! Rules files: the defaults embedded at build time, overridden by files on disk.
//!
//! A file that does not parse, or parses into an impossible table, is refused with its
//! path, line, column and what was expected; the game then runs on the embedded default.

mod locate;
mod ron_error;

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::rules::{Line, Translated, Translations};
use crate::text::{Language, tr_line};

pub use ron_error::described as ron_error_in_words;

// `EMBEDDED_RULES: &[(&str, &str)]`, file name and text of every `config/*.ron`, written
// by build.rs after it has checked that each one parses.
include!(concat!(env!("OUT_DIR"), "/embedded_rules.rs"));

/// A typed rules file with its own checks beyond what the types already enforce.
pub trait RulesFile: Serialize + DeserializeOwned + Clone {
    /// Its name under `config/`.
    const FILE_NAME: &'static str;

    /// Values the types allow but the game cannot use (an empty deck, a threshold of 0).
    fn validate(&self) -> Vec<FieldError>;
}

/// The checks of a game's `min_players` and `max_players`: at least `fewest`, at most
/// `most` (the seats its table has room for, for the reason `why_most` if one is told),
/// in order.
pub fn table_size_errors(
    min_players: u8,
    max_players: u8,
    fewest: u8,
    most: usize,
    why_most: Option<Line>,
) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if min_players < fewest {
        errors.push(FieldError::new("min_players", at_least(fewest, min_players)));
    }
    if usize::from(max_players) > most || max_players < min_players {
        let expected = Line::new("expected-seats-up-to").number("most", most).number("found", max_players);
        let expected = match why_most {
            Some(reason) => Line::new("expected-because").line("expected", expected).line("reason", reason),
            None => expected,
        };
        errors.push(FieldError::new("max_players", expected));
    }
    errors
}

/// What a field holding too small a number expects: at least `least` (it holds `found`,
/// a count or a decimal, told as the file writes it).
pub fn at_least(least: impl TryInto<i64>, found: impl std::fmt::Display) -> Line {
    Line::new("expected-at-least").number("least", least).name("found", found.to_string())
}

/// What `expected` of the value `inner`, written inside a field, expects.
pub fn inside(inner: &'static str, expected: Line) -> Line {
    Line::new("expected-inside").name("field", inner).line("expected", expected)
}

/// The checks of a rules file's `translations`: each under the code of a language the game
/// speaks besides English (the file's own words are the English), none left empty.
pub fn translation_errors<T: Translated>(translations: &Translations<T>) -> Vec<FieldError> {
    let codes: Vec<&str> = Language::PLAYABLE
        .iter()
        .filter(|&&language| language != Language::English)
        .map(|language| language.code())
        .collect();
    let mut errors = Vec::new();
    for (code, words) in translations {
        if !codes.contains(&code.as_str()) {
            let expected =
                Line::new("expected-language-code").name("codes", codes.join(", ")).name("found", code.as_str());
            errors.push(FieldError::new("translations", expected));
        }
        for (field, text) in words.every_text() {
            if text.trim().is_empty() {
                let expected = Line::new("expected-translated-words").name("code", code.as_str()).name("field", field);
                errors.push(FieldError::new("translations", expected));
            }
        }
    }
    errors
}

/// A value that parses but cannot make a playable table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The top-level field at fault, used to find its line in the file.
    pub field: &'static str,
    /// What a good value looks like, in words.
    pub expected: Line,
}

impl FieldError {
    pub fn new(field: &'static str, expected: Line) -> Self {
        FieldError { field, expected }
    }
}

/// One problem in one rules file, pointing at its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    /// What is wrong and what was expected, in words.
    pub problem: Line,
}

/// What kind of file a problem is in, as its messages name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    RulesFile,
    Folder,
    Settings,
    SavedMatch,
}

impl FileKind {
    fn as_selector(self) -> &'static str {
        match self {
            FileKind::RulesFile => "file",
            FileKind::Folder => "folder",
            FileKind::Settings => "settings",
            FileKind::SavedMatch => "match",
        }
    }
}

impl ConfigError {
    /// A file (or folder) that could not be read at all.
    pub fn unreadable(file: impl Into<String>, what: FileKind, error: &std::io::Error) -> Self {
        let problem = Line::new("file-cannot-read").name("what", what.as_selector()).name("error", error.to_string());
        ConfigError { file: file.into(), line: 0, column: 0, problem }
    }

    /// Where in the file the problem is, and what it is, in the player's words.
    pub fn in_words(&self) -> Line {
        let placed = match self.line {
            0 => Line::new("notice-error-in-file"),
            _ => Line::new("notice-error-at").number("line", self.line).number("column", self.column),
        };
        placed.name("file", self.file.as_str()).line("problem", self.problem.clone())
    }

    /// The same problem, told with more after it: `also` takes the problem and says the rest.
    pub fn told_with(self, also: Line) -> Self {
        ConfigError { problem: also.line("problem", self.problem.clone()), ..self }
    }
}

/// Reads the file at `path` as text, naming it `label`: a file that cannot be read, or
/// is not UTF-8 (with the line and column of its first bad byte), is refused.
pub fn read_text(path: &Path, label: &str, what: FileKind) -> Result<String, ConfigError> {
    let bytes = std::fs::read(path).map_err(|error| ConfigError::unreadable(label, what, &error))?;
    String::from_utf8(bytes).map_err(|error| {
        let good = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&byte| byte == b'\n').count() + 1;
        let line_start = good.iter().rposition(|&byte| byte == b'\n').map_or(0, |newline| newline + 1);
        let column = String::from_utf8_lossy(&good[line_start..]).chars().count() + 1;
        ConfigError {
            file: label.to_owned(),
            line,
            column,
            problem: Line::new("file-not-utf8").name("what", what.as_selector()),
        }
    })
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, tr_line(&self.problem))
    }
}

impl std::error::Error for ConfigError {}

/// Where the rules in force came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesSource {
    Embedded,
    File(PathBuf),
}

/// Rules ready to play, and what went wrong on the way (the defaults were used then).
#[derive(Clone, Debug)]
pub struct Loaded<T> {
    pub rules: T,
    pub source: RulesSource,
    pub errors: Vec<ConfigError>,
}

/// Parses and checks the text of a rules file; `file` names it in the messages.
pub fn parse<T: RulesFile>(file: &str, text: &str) -> Result<T, Vec<ConfigError>> {
    let rules: T = ron::from_str(text).map_err(|error| {
        vec![ConfigError {
            file: file.to_owned(),
            line: error.span.start.line,
            column: error.span.start.col,
            problem: ron_error::described(&error.code),
        }]
    })?;
    let problems = rules.validate();
    if problems.is_empty() {
        return Ok(rules);
    }
    Err(located(file, text, problems))
}

/// `problems` of the values in `text`, the file `file`, each at the line of its field.
pub fn located(file: &str, text: &str, problems: Vec<FieldError>) -> Vec<ConfigError> {
    problems
        .into_iter()
        .map(|problem| {
            let (line, column) = locate::field(text, problem.field);
            ConfigError {
                file: file.to_owned(),
                line,
                column,
                problem: Line::new("file-field-expected")
                    .name("field", problem.field)
                    .line("expected", problem.expected),
            }
        })
        .collect()
}

/// The text of the embedded default for `file_name`.
pub fn embedded_text(file_name: &str) -> Option<&'static str> {
    EMBEDDED_RULES.iter().find(|(name, _)| *name == file_name).map(|(_, text)| *text)
}

/// The embedded default rules. They are checked at build time and by a unit test, so a
/// failure here is a bug in the shipped files.
pub fn embedded<T: RulesFile>() -> T {
    let text = embedded_text(T::FILE_NAME).unwrap_or_else(|| panic!("no embedded rules file {}", T::FILE_NAME));
    match parse(T::FILE_NAME, text) {
        Ok(rules) => rules,
        Err(errors) => panic!("embedded {} is invalid: {errors:?}", T::FILE_NAME),
    }
}

/// The rules for one game: `dir/FILE_NAME` when `dir` is given and holds that file,
/// else the embedded default. A bad file falls back to the default and reports why.
pub fn load<T: RulesFile>(dir: Option<&Path>) -> Loaded<T> {
    let defaults = || Loaded { rules: embedded::<T>(), source: RulesSource::Embedded, errors: vec![] };
    let Some(path) = dir.map(|dir| dir.join(T::FILE_NAME)).filter(|path| path.exists()) else {
        return defaults();
    };
    let label = path.display().to_string();
    let outcome = read_text(&path, &label, FileKind::RulesFile)
        .map_err(|error| vec![error])
        .and_then(|text| parse::<T>(&label, &text));
    match outcome {
        Ok(rules) => Loaded { rules, source: RulesSource::File(path), errors: vec![] },
        Err(errors) => Loaded { errors, ..defaults() },
    }
}

/// The folder whose rules override the defaults: `--rules DIR` if given, else a
/// `config/` folder in the working directory if there is one.
pub fn override_dir(cli_dir: Option<&Path>) -> Option<PathBuf> {
    match cli_dir {
        Some(dir) => Some(dir.to_path_buf()),
        None => Some(PathBuf::from("config")).filter(|dir| dir.is_dir()),
    }
}

/// A rules file the program reads, and the check of its contents.
#[derive(Clone, Copy, Debug)]
pub struct KnownFile {
    pub name: &'static str,
    check: fn(&Path) -> Vec<ConfigError>,
}

impl KnownFile {
    pub fn of<T: RulesFile>() -> Self {
        KnownFile { name: T::FILE_NAME, check: |dir| load::<T>(Some(dir)).errors }
    }
}

/// Checks every rules file in `dir` against `known`: each must parse and validate, and a
/// `.ron` file nothing reads is reported too (a misspelt name would be ignored silently).
pub fn check_dir(dir: &Path, known: &[KnownFile]) -> Vec<ConfigError> {
    let mut errors = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => {
            return vec![ConfigError::unreadable(dir.display().to_string(), FileKind::Folder, &error)];
        }
    };
    let mut names: Vec<_> = entries.flatten().map(|entry| entry.path()).collect();
    names.sort();
    for path in names.iter().filter(|path| path.extension().is_some_and(|ext| ext == "ron")) {
        let file_name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        match known.iter().find(|file| file.name == file_name) {
            Some(file) => errors.extend((file.check)(dir)),
            None => errors.push(ConfigError {
                file: path.display().to_string(),
                line: 0,
                column: 0,
                problem: Line::new("file-read-by-no-game")
                    .name("files", known.iter().map(|file| file.name).collect::<Vec<_>>().join(", ")),
            }),
        }
    }
    errors
}
