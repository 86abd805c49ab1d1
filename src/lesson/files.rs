//! Where a lesson's text comes from: the copy built into the binary, or, for writing a
//! lesson, a folder given with `--lessons DIR`. The folder is read once, at start, so every
//! look at a lesson in one run (the title's list, the table, the coach's panel) sees the
//! same text however the files change meanwhile.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The folder given with `--lessons`, read at start.
static FOLDER: OnceLock<LessonFolder> = OnceLock::new();

/// The lesson files of a folder: each `*.ron`, by file name, with the path it was read from.
#[derive(Debug, Default)]
pub struct LessonFolder {
    files: BTreeMap<String, (PathBuf, String)>,
}

impl LessonFolder {
    /// Reads every `*.ron` file of `dir`; a folder or a file that cannot be read is an
    /// error that names it.
    pub fn read(dir: &Path) -> Result<Self, String> {
        let entries = std::fs::read_dir(dir).map_err(|error| format!("{}: {error}", dir.display()))?;
        let mut files = BTreeMap::new();
        for path in entries.flatten().map(|entry| entry.path()) {
            let Some(name) = path.file_name().and_then(|name| name.to_str()) else { continue };
            if !name.ends_with(".ron") || !path.is_file() {
                continue;
            }
            let text = std::fs::read_to_string(&path).map_err(|error| format!("{}: {error}", path.display()))?;
            files.insert(name.to_owned(), (path, text));
        }
        Ok(LessonFolder { files })
    }

    /// The file names this folder holds, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(String::as_str)
    }

    /// The text of the lesson file `name` and the path that names it in messages: this
    /// folder's where it holds one, else `built_in`, named as it is in the sources.
    pub fn text_of<'a>(&'a self, name: &str, built_in: &'a str) -> (String, &'a str) {
        match self.files.get(name) {
            Some((path, text)) => (path.display().to_string(), text),
            None => (built_in_path(name), built_in),
        }
    }
}

fn built_in_path(name: &str) -> String {
    format!("assets/lessons/{name}")
}

/// Lessons are read from `dir` in place of the built-in ones for the rest of the run: a
/// file the folder does not hold stays built in. Returns the names of the files it holds.
/// The first folder given stands; a second call is an error.
pub fn read_lessons_from(dir: &Path) -> Result<Vec<String>, String> {
    let folder = LessonFolder::read(dir)?;
    let names = folder.names().map(str::to_owned).collect();
    FOLDER.set(folder).map_err(|_| "the lessons' folder is already set for this run".to_owned())?;
    Ok(names)
}

/// The text of the lesson file `name` in force, and the path that names it.
pub(super) fn lesson_text(name: &str, built_in: &'static str) -> (String, &'static str) {
    match FOLDER.get() {
        Some(folder) => folder.text_of(name, built_in),
        None => (built_in_path(name), built_in),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{LessonOf, Taught, read_lesson};
    use crate::rules::duel::Duel;

    const DUEL: &str = include_str!("../../assets/lessons/duel.ron");

    fn scratch(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("saloon-lessons-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A lesson the folder holds is read from it, with its path in messages; a lesson it
    /// does not hold stays the built-in one.
    #[test]
    fn a_folder_overrides_only_the_lessons_it_holds() {
        let dir = scratch("override");
        let written = DUEL.replacen("seed:", "seed: 4242, // was:", 1);
        std::fs::write(dir.join("duel.ron"), &written).unwrap();
        std::fs::write(dir.join("notes.txt"), "not a lesson").unwrap();
        let folder = LessonFolder::read(&dir).unwrap();
        assert_eq!(folder.names().collect::<Vec<_>>(), ["duel.ron"]);

        let (file, text) = folder.text_of("duel.ron", DUEL);
        assert_eq!(file, dir.join("duel.ron").display().to_string());
        let lesson: Result<LessonOf<Duel>, String> = read_lesson(&file, text);
        let built_in = Duel::lesson().unwrap();
        assert_eq!(lesson.map(|lesson| lesson.seed), Ok(4242));
        assert_ne!(built_in.seed, 4242, "the test's seed differs from the shipped one");

        let (file, text) = folder.text_of("desperados.ron", "built in");
        assert_eq!((file.as_str(), text), ("assets/lessons/desperados.ron", "built in"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A lesson written wrong in the folder is an error naming its file, line and column,
    /// as the rules files' are.
    #[test]
    fn a_lesson_written_wrong_names_its_file_and_line() {
        let dir = scratch("wrong");
        std::fs::write(dir.join("duel.ron"), DUEL.replacen("seed:", "sead:", 1)).unwrap();
        let folder = LessonFolder::read(&dir).unwrap();
        let (file, text) = folder.text_of("duel.ron", DUEL);
        let lesson: Result<LessonOf<Duel>, String> = read_lesson(&file, text);
        let problem = lesson.expect_err("a misspelt field does not read");
        let line = DUEL.lines().position(|line| line.contains("seed:")).unwrap() + 1;
        assert!(problem.starts_with(&format!("{file}:{line}:")), "{problem}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A folder that is not there is an error in words, not an empty folder.
    #[test]
    fn a_missing_folder_is_an_error() {
        let problem = LessonFolder::read(Path::new("/nonexistent/saloon-lessons")).unwrap_err();
        assert!(problem.starts_with("/nonexistent/saloon-lessons: "), "{problem}");
    }
}
