//! The message files of every language, parsed once into a Fluent bundle each.

use std::sync::{LazyLock, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::{Language, PLAYER, YOU, pseudo};
use crate::rules::{Seat, Word};

include!(concat!(env!("OUT_DIR"), "/embedded_text.rs"));

/// One message file as compiled in: `assets/text/<language>/<name>`.
#[derive(Clone, Copy, Debug)]
pub struct MessageFile {
    pub language: &'static str,
    pub name: &'static str,
    pub text: &'static str,
}

impl MessageFile {
    /// Every message file compiled in.
    pub fn all() -> impl Iterator<Item = MessageFile> {
        EMBEDDED_TEXT.iter().map(|&(language, name, text)| MessageFile { language, name, text })
    }

    /// Where the file lies in the repository, for messages about it.
    pub fn path(&self) -> String {
        format!("assets/text/{}/{}", self.language, self.name)
    }
}

/// The selector a seat argument takes for the lone human, so that a message can make its
/// verb agree: `{ $who -> [you] You play *[other] { $who } plays }`.
pub const YOU_SELECTOR: &str = "you";

/// Every language's bundle, each parsed the first time its language is spoken (a player
/// who never changes the language carries two, theirs and English), and what could not be
/// read in its files.
pub struct Catalog {
    bundles: [OnceLock<Bundle>; Language::ALL.len()],
}

struct Bundle {
    messages: FluentBundle<FluentResource>,
    problems: Vec<String>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| Catalog { bundles: std::array::from_fn(|_| OnceLock::new()) });

impl Catalog {
    /// The catalog.
    pub fn get() -> &'static Catalog {
        &CATALOG
    }

    fn load(language: Language) -> Bundle {
        let mut problems = Vec::new();
        let identifier = language.messages_from().code().parse().expect("a language's code is a language tag");
        let mut messages = FluentBundle::new_concurrent(vec![identifier]);
        // No directional isolation marks round placeables: every language here runs left
        // to right, and the faces have no glyph for the marks.
        messages.set_use_isolating(false);
        if language == Language::Pseudo {
            messages.set_transform(Some(pseudo::transform));
        }
        for file in MessageFile::all().filter(|file| file.language == language.messages_from().code()) {
            let resource = FluentResource::try_new(file.text.to_owned()).unwrap_or_else(|(resource, errors)| {
                problems.extend(errors.iter().map(|error| {
                    let (line, column) = line_and_column(file.text, error.pos.start);
                    format!("{}:{line}:{column}: {:?}", file.path(), error.kind)
                }));
                resource
            });
            if let Err(errors) = messages.add_resource(resource) {
                problems.extend(errors.iter().map(|error| format!("{}: {error}", file.path())));
            }
        }
        Bundle { messages, problems }
    }

    fn loaded(&self, language: Language) -> &Bundle {
        self.bundles[language.index()].get_or_init(|| Catalog::load(language))
    }

    /// What could not be read in `language`'s files: syntax errors (file, line, column,
    /// what was expected) and messages defined twice. The messages read are used all the
    /// same.
    pub fn problems(&self, language: Language) -> &[String] {
        &self.loaded(language).problems
    }

    fn bundle(&self, language: Language) -> &FluentBundle<FluentResource> {
        &self.loaded(language).messages
    }

    /// Whether `language` has a message `id` of its own.
    pub fn has(&self, language: Language, id: &str) -> bool {
        self.bundle(language).has_message(id)
    }

    /// The message `id` in `language` (in English where `language` lacks it, its id where
    /// English does too), told with `args`, its seats named by `names`.
    pub fn format(&self, language: Language, id: &str, args: &[(&'static str, Word)], names: &[String]) -> String {
        for bundle in [self.bundle(language), self.bundle(Language::English)] {
            let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else { continue };
            let mut fluent_args = FluentArgs::new();
            for (name, word) in args {
                fluent_args.set(*name, self.value(language, word, names));
            }
            let mut errors = Vec::new();
            return bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        }
        id.to_owned()
    }

    /// A seat's name as a plate shows it: the lone human is the language's "You", a human
    /// among several "Player 3" in the language's words, a computer its own name.
    pub fn seat_name(&self, language: Language, name: &str) -> String {
        if name == YOU {
            return self.format(language, "seat-you", &[], &[]);
        }
        match name.strip_prefix(PLAYER).and_then(|number| number.parse::<i64>().ok()) {
            Some(number) => self.format(language, "seat-player", &[("number", Word::Number(number))], &[]),
            None => name.to_owned(),
        }
    }

    fn value(&self, language: Language, word: &Word, names: &[String]) -> FluentValue<'static> {
        match word {
            Word::Seat(seat) => match name_of(*seat, names) {
                name if name == YOU => FluentValue::from(YOU_SELECTOR),
                name => FluentValue::from(self.seat_name(language, name)),
            },
            Word::Seats(seats) if seats.len() == 1 => {
                self.value(language, &Word::Seat(seats.iter().next().expect("one seat")), names)
            }
            Word::Seats(seats) => {
                let named: Vec<String> = seats
                    .iter()
                    .map(|seat| match name_of(seat, names) {
                        name if name == YOU => self.format(language, "seat-you-in-list", &[], names),
                        name => self.seat_name(language, name),
                    })
                    .collect();
                FluentValue::from(self.list(language, named))
            }
            Word::Number(number) => FluentValue::from(*number),
            Word::Line(line) => FluentValue::from(self.format(language, line.id(), line.args(), names)),
            Word::Lines(lines) => {
                let told: Vec<String> =
                    lines.iter().map(|line| self.format(language, line.id(), line.args(), names)).collect();
                FluentValue::from(self.list(language, told))
            }
            // Every language here ends a sentence with a full stop; the message closes the
            // last.
            Word::Sentences(lines) => {
                let told: Vec<String> =
                    lines.iter().map(|line| self.format(language, line.id(), line.args(), names)).collect();
                FluentValue::from(told.join(". "))
            }
            Word::Name(name) => FluentValue::from(name.clone()),
        }
    }
}

impl Catalog {
    /// Items as the language lists them: "Kate, Bill and you".
    fn list(&self, language: Language, mut items: Vec<String>) -> String {
        let Some(last) = items.pop() else { return String::new() };
        if items.is_empty() {
            return last;
        }
        let head = items.join(&self.format(language, "list-separator", &[], &[]));
        let args = [("head", Word::Name(head)), ("last", Word::Name(last))];
        self.format(language, "list-last", &args, &[])
    }
}

fn name_of(seat: Seat, names: &[String]) -> &str {
    names.get(seat).map_or("?", String::as_str)
}

/// The 1-based line and column of byte `offset` in `text`.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |last| last.chars().count()) + 1;
    (line, column)
}
