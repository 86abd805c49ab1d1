//! Every word a player reads, in the player's language: Fluent message files under
//! `assets/text/<language>/`, compiled into the binary, and the language being spoken.
//!
//! A message missing from a language falls back to English, and one missing from English
//! shows its id, so a gap is visible rather than fatal; tests hold every language to the
//! same ids and arguments as English.

mod catalog;
mod language;
mod pseudo;

use std::borrow::Cow;
use std::sync::atomic::{AtomicU8, Ordering};

pub use catalog::{Catalog, MessageFile};
pub use language::Language;

use crate::rules::Line;

/// The lone human's name in the seats' names (`crate::games::seat_names`); shown as the
/// language's "you", with the verbs agreeing.
pub const YOU: &str = "You";

/// The prefix of a human's name where several share the table: "Player 3".
pub const PLAYER: &str = "Player ";

static SPOKEN: AtomicU8 = AtomicU8::new(0);

/// The language the game speaks now.
pub fn language() -> Language {
    Language::ALL[usize::from(SPOKEN.load(Ordering::Relaxed))]
}

/// Speaks `language` from now on: every screen reads its words afresh.
pub fn set_language(language: Language) {
    SPOKEN.store(language.index() as u8, Ordering::Relaxed);
}

/// The message `id`, with no arguments, in the language spoken now.
pub fn tr(id: &str) -> String {
    Catalog::get().format(language(), id, &[], &[])
}

/// `line` in words in the language spoken now; its seats, if any, named by `names`.
pub fn say(line: &Line, names: &[String]) -> String {
    say_in(language(), line, names)
}

/// `line` in words in `language`, whatever the game speaks now: a host tells each phone
/// at its table in that phone's own language.
pub fn say_in(language: Language, line: &Line, names: &[String]) -> String {
    Catalog::get().format(language, line.id(), line.args(), names)
}

/// `line` in words, for a line that names no seat.
pub fn tr_line(line: &Line) -> String {
    say(line, &[])
}

/// The language code whose words are read from a rules file's `translations` now (its
/// English where the file has none in that language).
pub fn rules_file_code() -> &'static str {
    language().messages_from().code()
}

/// A text read from a rules file as the language spoken now shows it: the pseudo language
/// lengthens it as it does every message; the others show it as written.
pub fn as_spoken(text: &str) -> Cow<'_, str> {
    match language() {
        Language::Pseudo => pseudo_transform(text),
        _ => Cow::Borrowed(text),
    }
}

/// `text` as the pseudo language writes it: longer, and accented.
pub fn pseudo_transform(text: &str) -> Cow<'_, str> {
    pseudo::transform(text)
}

/// A seat's name as a plate shows it, in the language spoken now ([`Catalog::seat_name`]).
pub fn seat_name(name: &str) -> String {
    Catalog::get().seat_name(language(), name)
}

#[cfg(test)]
mod tests;
