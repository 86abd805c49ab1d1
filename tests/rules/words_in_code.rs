//! No word a player reads is written in the code: every string literal of the screens
//! (`src/app`), of the narration (`src/rules/*/narration.rs`) and of the files' checks (the
//! rules files', the settings' and the saves' problems are shown on screen) is a message id, an art
//! piece, a name for the engine or the log, or holds no words at all; and every message
//! id the code names exists in English.

use std::path::{Path, PathBuf};

use saloon::text::{Catalog, Language};

/// Calls whose string arguments are for the engine, the log, the terminal or the
/// programmer (an error a function returns is the caller's to tell in words), never drawn
/// on screen.
const NOT_FOR_THE_SCREEN: [&str; 22] = [
    "Err(",
    "map_err(",
    "ok_or(",
    "ok_or_else(",
    "Name::new(",
    "picture(",
    "Picture::new(",
    "named(",
    "Id::new(",
    "id_salt(",
    "expect(",
    "panic!(",
    "unreachable!(",
    "assert",
    "debug!(",
    "info!(",
    "warn!(",
    "error!(",
    "eprintln!(",
    "println!(",
    "include_bytes!(",
    "FontFamily::Name(",
];

/// Words that are the same in every language: the game's name, the keys and buttons as the
/// keyboard and the gamepad print them, and the environment's variables.
const NAMES: [&str; 11] =
    ["Saloon", "Enter", "Esc", "Backspace", "Space", "Home", "LB", "RB", "Start", "Back", "DISPLAY"];

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for path in std::fs::read_dir(&folder).unwrap().flatten().map(|entry| entry.path()) {
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The code of a file before its tests, line by line, comments dropped: none of a file
/// that is all tests (`#![cfg(test)]`).
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let all_tests = text.lines().any(|line| line.trim() == "#![cfg(test)]");
    let end = if all_tests { 0 } else { text.find("#[cfg(test)]").unwrap_or(text.len()) };
    text[..end]
        .lines()
        .enumerate()
        .map(|(index, line)| {
            let code = match line.trim_start().starts_with("//") {
                true => "",
                false => line.split(" // ").next().unwrap_or(line),
            };
            (index + 1, code.to_owned())
        })
        .collect()
}

/// The string literals of one line (plain quoted strings; a raw string has none here).
fn literals(line: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut chars = line.char_indices().peekable();
    while let Some((start, letter)) = chars.next() {
        if letter == '\'' {
            // A char literal such as '"' holds no string.
            let rest: String = line[start..].chars().take(4).collect();
            if rest.starts_with("'\"'") || rest.starts_with("'\\\"") {
                chars.nth(1);
            }
            continue;
        }
        // A byte string (b"RIFF") is data.
        if letter != '"' || line[..start].ends_with('b') {
            continue;
        }
        let mut literal = String::new();
        while let Some((_, letter)) = chars.next() {
            match letter {
                '\\' => {
                    if let Some((_, escaped)) = chars.next() {
                        literal.push(escaped);
                    }
                }
                '"' => break,
                other => literal.push(other),
            }
        }
        found.push((start, literal));
    }
    found
}

fn is_message_id(literal: &str) -> bool {
    !literal.is_empty()
        && literal.split('-').count() > 1
        && literal
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
}

/// Whether a literal could be read by a player: it has a word in it (two letters or
/// more) and is not a name of something (a message id, an art piece, a key, a file).
fn has_words(literal: &str) -> bool {
    let without_placeholders: String = {
        let mut depth = 0;
        literal
            .chars()
            .filter(|&letter| {
                match letter {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                depth == 0 && letter != '}'
            })
            .collect()
    };
    let word = without_placeholders.split(|letter: char| !letter.is_alphabetic()).any(|run| run.chars().count() >= 2);
    // A name has no spaces and is either in lower case ("display") or marked as a name by
    // its punctuation ("cards/back", "loo-drop"); "Watch" and "PISTOL" are words.
    let a_name = !without_placeholders.contains(' ')
        && without_placeholders.chars().all(|c| c.is_ascii_alphanumeric() || "-_/.:=\"".contains(c))
        && (without_placeholders.chars().any(|c| "-_/.:=\"".contains(c))
            || without_placeholders.chars().all(|c| !c.is_ascii_uppercase()));
    word && !a_name
}

#[test]
fn no_words_for_the_player_are_written_in_the_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = sources(&root.join("src/app"));
    files.extend(sources(&root.join("src/config")));
    for game in ["loot_shoot_whiskey", "three_card_loo", "duel", "desperados"] {
        // The narration, and the checks of the rules files, whose problems are shown.
        files.extend(["narration.rs", "rules.rs"].map(|file| root.join("src/rules").join(game).join(file)));
    }
    files.extend(["src/ai/config.rs", "src/save.rs", "src/settings.rs"].map(|file| root.join(file)));
    let mut written = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let lines = code_lines(&text);
        for (index, (number, line)) in lines.iter().enumerate() {
            for (at, literal) in literals(line) {
                // The call a literal is an argument of may open a line or two above it.
                let above: String =
                    lines[index.saturating_sub(2)..index].iter().map(|(_, line)| line.as_str()).collect();
                let before = format!("{above}{}", &line[..at]);
                let for_the_engine = NOT_FOR_THE_SCREEN.iter().any(|call| before.contains(call));
                if has_words(&literal) && !for_the_engine && !NAMES.contains(&literal.as_str()) {
                    written.push(format!("{}:{number}: {literal:?}", file.strip_prefix(root).unwrap().display()));
                }
            }
        }
    }
    assert!(written.is_empty(), "words written in the code, not in the message files:\n{}", written.join("\n"));
}

#[test]
fn every_message_the_code_names_exists_in_english() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let catalog = Catalog::get();
    let mut prefixes: Vec<&str> = Vec::new();
    let english: Vec<String> = saloon::text::MessageFile::all()
        .filter(|file| file.language == "en")
        .flat_map(|file| file.text.lines().filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim().to_owned())))
        .filter(|id| is_message_id(id))
        .collect();
    for id in &english {
        let prefix = id.split('-').next().unwrap();
        if !prefixes.contains(&prefix) {
            prefixes.push(prefix);
        }
    }
    let mut missing = Vec::new();
    for file in sources(&root.join("src")) {
        let text = std::fs::read_to_string(&file).unwrap();
        for (number, line) in code_lines(&text) {
            for (at, literal) in literals(&line) {
                let for_the_engine = NOT_FOR_THE_SCREEN.iter().any(|call| line[..at].contains(call));
                let named = !for_the_engine
                    && is_message_id(&literal)
                    && prefixes.contains(&literal.split('-').next().unwrap());
                if named && !catalog.has(Language::English, &literal) {
                    missing.push(format!("{}:{number}: {literal}", file.strip_prefix(root).unwrap().display()));
                }
            }
        }
    }
    assert!(english.len() > 300, "only {} English messages read", english.len());
    assert!(missing.is_empty(), "messages the code names that English lacks:\n{}", missing.join("\n"));
}
