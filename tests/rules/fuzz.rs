//! Everything a player can hand the program, mangled: each game's rules file, the
//! difficulties, the settings and match files (saves and kept matches share one format).
//! No input panics; each one is read, or refused with the file, line, column and what was
//! expected.
//!
//! `tests/corpus/<format>/` keeps at least 200 refused mutants of each format, checked on
//! every run. Fresh mutants are made from valid files on every run too (more with
//! `SALOON_FUZZ_CASES`, others with `SALOON_FUZZ_SEED`). `UPDATE_CORPUS=hog` writes the
//! corpus of one format (named as its folder; several with commas) anew from the
//! mutation engine, as a new game needs; `UPDATE_CORPUS=all` writes every format's.

use std::path::{Path, PathBuf};

use rand::RngExt as _;
use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, Heuristic};
use saloon::config::{self, ConfigError, RulesFile};
use saloon::games::{EachGame, Registered, SeatKind};
use saloon::rules::{GameRng, TableRules as _, seeded_rng};
use saloon::save::SavedMatch;
use saloon::settings::Settings;

/// Refused mutants the corpus keeps of each format.
const CORPUS_SIZE: usize = 200;

/// A kind of file the program reads, with valid examples to mangle.
struct Format {
    /// Its folder under `tests/corpus`.
    name: &'static str,
    /// The name the program looks for the file under.
    file_name: &'static str,
    valid: Vec<String>,
    /// Reads the file at `path` as the program does: what it refused, empty when read.
    read: fn(&Path) -> Vec<ConfigError>,
}

/// A rules file, its corpus folder named after it.
fn rules_format<T: RulesFile>() -> Format {
    let text = config::embedded_text(T::FILE_NAME).expect("every rules file is embedded");
    Format {
        name: T::FILE_NAME.trim_end_matches(".ron"),
        file_name: T::FILE_NAME,
        valid: vec![text.to_owned()],
        read: |path| config::load::<T>(path.parent()).errors,
    }
}

fn formats() -> Vec<Format> {
    let all_set = Settings {
        speed: 2.0,
        computer_speed: 1.5,
        volume: 0.4,
        music_volume: 0.3,
        effects_volume: 0.8,
        music: false,
        ui_scale: 1.25,
        fullscreen: true,
        four_colour_deck: true,
        reduced_motion: true,
        showcase_after_idle: 60,
        replays_kept: 12,
        language: Some(saloon::text::Language::Korean),
        learned: ["duel".to_owned()].into(),
    };
    let settings_text =
        |settings: &Settings| ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default()).unwrap();
    /// Every registered game's rules file, and a match file of each.
    struct EveryGame {
        rules: Vec<Format>,
        matches: Vec<String>,
    }
    impl EachGame for EveryGame {
        fn visit<G: Registered>(&mut self) {
            self.rules.push(rules_format::<G::Rules>());
            self.matches.push(match_file::<G>(MATCH_FILE_DECISIONS));
        }
    }
    let mut games = EveryGame { rules: Vec::new(), matches: Vec::new() };
    saloon::games::each(&mut games);
    games
        .rules
        .into_iter()
        .chain([
            rules_format::<AiConfig>(),
            Format {
                name: "settings",
                file_name: Settings::FILE_NAME,
                valid: vec![settings_text(&Settings::default()), settings_text(&all_set)],
                read: |path| Settings::load(path.parent().unwrap()).1,
            },
            Format {
                name: "match",
                file_name: "match.ron",
                valid: games.matches,
                read: |path| saloon::save::check_match_file(path).err().into_iter().collect(),
            },
        ])
        .collect()
}

/// The decisions of a match file to mangle: enough for every kind of step, few enough for
/// a short file.
const MATCH_FILE_DECISIONS: usize = 8;

/// A match file of `G` at its smallest table: `decisions` decisions of heuristic bots (or
/// the whole match, if shorter), a human in the first seat.
fn match_file<G: Registered + Heuristic>(decisions: usize) -> String {
    let rules: G::Rules = config::embedded();
    let seats = *rules.seats().start();
    let (_, record) = crate::saves::part_of_a_match::<G>(&rules, seats, decisions);
    let mut seats_kinds = vec![SeatKind::Computer; seats];
    seats_kinds[0] = SeatKind::Human;
    SavedMatch::<G>::new(&seats_kinds, BotKind::Medium, &rules, &record).to_ron()
}

/// Tokens dropped into a file: brackets, separators, numbers out of every range, odd text.
const JUNK: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "r#\"",
    "-",
    "Some(",
    "None",
    "#",
    "/*",
    "//",
    "\u{0}",
    "🂡",
    "\\u{ffff}",
    "99999999999999999999999",
    "-1",
    "1e309",
    "NaN",
    "inf",
    "0x",
    "'",
    "true",
    "()",
    "[[[[[[[[",
    "Bogus(",
];

/// Values a number is swapped for.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    "1e40",
    "-0.0",
    "3.5",
    "\"7\"",
    "-9223372036854775809",
];

/// One mutant of `text`, and the name of what was done to it.
fn mutate(text: &str, rng: &mut GameRng) -> (Vec<u8>, &'static str) {
    let bytes = text.as_bytes();
    let at = |rng: &mut GameRng| rng.random_range(0..=bytes.len());
    let spliced = |start: usize, end: usize, with: &[u8]| [&bytes[..start], with, &bytes[end..]].concat();
    match rng.random_range(0..12) {
        0 => (bytes[..at(rng)].to_vec(), "truncated"),
        1 => {
            let start = at(rng);
            let end = (start + rng.random_range(1..40)).min(bytes.len());
            (spliced(start, end, b""), "span-deleted")
        }
        2 => {
            let start = at(rng);
            (spliced(start, start, JUNK[rng.random_range(0..JUNK.len())].as_bytes()), "junk-inserted")
        }
        3 => match pick_run(bytes, rng, |byte| byte.is_ascii_digit() || byte == b'.') {
            Some((start, end)) => {
                (spliced(start, end, NUMBERS[rng.random_range(0..NUMBERS.len())].as_bytes()), "number-swapped")
            }
            None => (bytes[..at(rng)].to_vec(), "truncated"),
        },
        4 => match pick_run(bytes, rng, |byte| byte.is_ascii_alphabetic() || byte == b'_') {
            Some((start, end)) => {
                let word = [&bytes[start..end], b"x"].concat();
                (spliced(start, end, &word), "word-misspelt")
            }
            None => (bytes[..at(rng)].to_vec(), "truncated"),
        },
        5 => match pick_run(bytes, rng, |byte| byte.is_ascii_alphabetic() || byte == b'_') {
            Some((start, end)) => (spliced(start, end, b"Bogus"), "word-replaced"),
            None => (bytes[..at(rng)].to_vec(), "truncated"),
        },
        6 => {
            let lines: Vec<&str> = text.split_inclusive('\n').collect();
            let line = rng.random_range(0..lines.len());
            let mut doubled = lines.clone();
            doubled.insert(line, lines[line]);
            (doubled.concat().into_bytes(), "line-doubled")
        }
        7 => {
            let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
            let (first, second) = (rng.random_range(0..lines.len()), rng.random_range(0..lines.len()));
            lines.swap(first, second);
            (lines.concat().into_bytes(), "lines-swapped")
        }
        8 => {
            let start = at(rng);
            let bad: &[u8] = [&[0xFF][..], &[0xC3][..], &[0xED, 0xA0, 0x80][..]][rng.random_range(0..3)];
            (spliced(start, start, bad), "not-utf8")
        }
        9 => {
            let start = at(rng);
            let depth = rng.random_range(100..20_000);
            (spliced(start, start, "[".repeat(depth).as_bytes()), "deeply-nested")
        }
        10 => (Vec::new(), "empty"),
        _ => {
            let start = at(rng);
            let end = (start + rng.random_range(1..4)).min(bytes.len());
            let with: Vec<u8> = (0..end - start).map(|_| rng.random_range(0x20..0x7F)).collect();
            (spliced(start, end, &with), "bytes-changed")
        }
    }
}

/// A random run of bytes that `belongs` to, as a byte range.
fn pick_run(bytes: &[u8], rng: &mut GameRng, belongs: impl Fn(u8) -> bool) -> Option<(usize, usize)> {
    let starts: Vec<usize> =
        (0..bytes.len()).filter(|&at| belongs(bytes[at]) && (at == 0 || !belongs(bytes[at - 1]))).collect();
    let start = *starts.get(rng.random_range(0..starts.len().max(1)))?;
    let end = (start..bytes.len()).find(|&at| !belongs(bytes[at])).unwrap_or(bytes.len());
    Some((start, end))
}

/// A fresh folder for reading one file as the program does.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("saloon-fuzz-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Reads `bytes` as `format`'s file: the problems found, each checked to name the file
/// and a place in it.
fn read_as(format: &Format, dir: &Path, bytes: &[u8], origin: &str) -> Vec<ConfigError> {
    let path = dir.join(format.file_name);
    std::fs::write(&path, bytes).unwrap();
    let problems = (format.read)(&path);
    for problem in &problems {
        assert!(problem.file.ends_with(format.file_name), "{origin}: the message names the file: {problem}");
        assert!(problem.line >= 1 && problem.column >= 1, "{origin}: the message has a place: {problem}");
        let english = saloon::text::Language::English;
        assert!(
            saloon::text::Catalog::get().has(english, problem.problem.id()),
            "{origin}: the message says what was expected: {problem}"
        );
    }
    problems
}

fn corpus_dir(format: &Format) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus").join(format.name)
}

#[test]
fn every_file_of_the_corpus_is_refused_with_its_place() {
    if let Ok(update) = std::env::var("UPDATE_CORPUS") {
        let named: Vec<&str> = update.split(',').map(str::trim).collect();
        formats().iter().filter(|format| named.contains(&"all") || named.contains(&format.name)).for_each(write_corpus);
    }
    for format in formats() {
        let dir = scratch(format.name);
        let folder = corpus_dir(&format);
        let Ok(entries) = std::fs::read_dir(&folder) else {
            panic!("no corpus for {} in {}: UPDATE_CORPUS={} writes it", format.name, folder.display(), format.name)
        };
        let mut files: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
        files.sort();
        assert!(files.len() >= CORPUS_SIZE, "{}: {} files in the corpus", format.name, files.len());
        for file in files {
            let origin = file.display().to_string();
            let problems = read_as(&format, &dir, &std::fs::read(&file).unwrap(), &origin);
            assert!(!problems.is_empty(), "{origin} was read as a good {} file", format.name);
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn fresh_mutants_of_valid_files_are_read_or_refused_never_a_panic() {
    let cases: usize = std::env::var("SALOON_FUZZ_CASES").ok().and_then(|cases| cases.parse().ok()).unwrap_or(1000);
    let seed: u64 = std::env::var("SALOON_FUZZ_SEED").ok().and_then(|seed| seed.parse().ok()).unwrap_or(2026);
    for format in formats() {
        let dir = scratch(&format!("fresh-{}", format.name));
        for valid in &format.valid {
            let problems = read_as(&format, &dir, valid.as_bytes(), "a valid file");
            assert!(problems.is_empty(), "{}: a valid file refused: {problems:?}", format.name);
        }
        let mut rng = seeded_rng(seed);
        for case in 0..cases {
            let valid = &format.valid[case % format.valid.len()];
            let (mutant, how) = mutate(valid, &mut rng);
            read_as(&format, &dir, &mutant, &format!("{} case {case} ({how}, seed {seed})", format.name));
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// Writes `CORPUS_SIZE` refused mutants of `format` into its corpus folder.
fn write_corpus(format: &Format) {
    let target = corpus_dir(format);
    let _ = std::fs::remove_dir_all(&target);
    std::fs::create_dir_all(&target).unwrap();
    let dir = scratch(&format!("write-{}", format.name));
    let mut rng = seeded_rng(1);
    let (mut kept, mut tried) = (std::collections::HashSet::new(), 0);
    while kept.len() < CORPUS_SIZE {
        let valid = &format.valid[tried % format.valid.len()];
        tried += 1;
        let (mutant, how) = mutate(valid, &mut rng);
        if !kept.contains(&mutant) && !read_as(format, &dir, &mutant, how).is_empty() {
            let name = format!("{:03}-{how}.ron", kept.len());
            std::fs::write(target.join(name), &mutant).unwrap();
            kept.insert(mutant);
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
