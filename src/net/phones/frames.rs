//! What a phone and the host say once their frames are sealed: JSON, which the page reads
//! with no library. The page is thin: the host sends every word it shows already in the
//! phone's language, the choices included, and the phone answers with the number of the
//! choice tapped and the decision it was asked under.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::rules::{Seat, Sketch};

/// What a phone sends the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum FromPhone {
    /// The phone's first sealed frame: it opens only where the phone holds the table's
    /// secret. (The language it reads rides in the clear with its key, so that even a
    /// refusal before the seal is in words it reads.)
    Hello {},
    /// The player chose another language on the page (a code such as `ko`).
    Language { language: String },
    /// Take the free phone seat `seat`, under the name the player typed.
    Take { seat: Seat, name: String },
    /// Take back the seat this phone claimed before, by the claim's secret.
    Back { seat: Seat, secret: String },
    /// The choice numbered `choice` (from 0, in the order the last table listed them),
    /// for the decision numbered `decision`.
    Decide { decision: u32, choice: usize },
}

/// How a seat looks from the page: who holds it, and whether a phone may take it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plate {
    pub seat: Seat,
    /// The seat's name, in words.
    pub name: String,
    /// How it is held, in words: "waiting for a player", "computer", "dropped · 42 s".
    pub held: String,
    /// Whether a phone may take it now.
    pub free: bool,
}

/// What the host sends a phone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToPhone {
    /// The table the phone reached, in its language: the game's name, the seats, and the
    /// page's own words (its headings and buttons), by message id.
    Welcome { game: String, language: String, labels: BTreeMap<String, String>, seats: Vec<Plate> },
    /// How the seats are held, sent when it changes.
    Seats { seats: Vec<Plate> },
    /// The phone holds `seat`, under `name`; `secret` takes it back after a reload or a
    /// lost connection, and nobody else can.
    Seated { seat: Seat, name: String, secret: String },
    /// The table as the seat sees it, in words. `choices` are asked for under decision
    /// number `decision`, and empty where the seat is not to decide.
    Table {
        decision: u32,
        turn: String,
        your_turn: bool,
        hand: Vec<String>,
        table: Vec<String>,
        standings: Vec<String>,
        events: Vec<String>,
        choices: Vec<String>,
        /// The table drawn: its pieces, and the taps that make each choice.
        sketch: Sketch<String>,
    },
    /// The last frame was refused, and changed nothing: why, in words.
    Refused { why: String },
    /// The match is over: its result in words.
    Over { result: String },
}

impl ToPhone {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a phone's frame always serializes")
    }
}

impl FromPhone {
    /// The frame `text` holds, where it is one.
    pub fn from_json(text: &[u8]) -> Option<FromPhone> {
        serde_json::from_slice(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phones_frames_read_as_the_page_writes_them() {
        let decide = FromPhone::from_json(br#"{"kind":"decide","decision":12,"choice":3}"#);
        assert_eq!(decide, Some(FromPhone::Decide { decision: 12, choice: 3 }));
        assert_eq!(FromPhone::from_json(br#"{"kind":"hello"}"#), Some(FromPhone::Hello {}));
        let take = FromPhone::from_json(r#"{"kind":"take","seat":1,"name":"Anna"}"#.as_bytes());
        assert_eq!(take, Some(FromPhone::Take { seat: 1, name: "Anna".into() }));
    }

    #[test]
    fn a_frame_with_anything_unknown_or_missing_is_no_frame() {
        for garbled in [
            &br#"{"kind":"decide","decision":12}"#[..],
            br#"{"kind":"decide","decision":12,"choice":3,"seat":0}"#,
            br#"{"kind":"cheat"}"#,
            br#"{"kind":"decide","decision":-1,"choice":0}"#,
            b"not json",
        ] {
            assert_eq!(FromPhone::from_json(garbled), None, "{}", String::from_utf8_lossy(garbled));
        }
    }
}
