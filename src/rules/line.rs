//! What the rules say, before it is put in words: a message's id and its arguments. The
//! rules name seats by index and cards by their own message ids; the game's text
//! (`crate::text`) turns a line into words in the player's language, with its plurals and
//! agreement.

use super::{Seat, SeatSet};

/// One message: an id from the message files and the arguments it is told with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    id: &'static str,
    args: Vec<(&'static str, Word)>,
}

/// One argument of a [`Line`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    /// A seat, told by its name (the lone human as "you", with the verb agreeing).
    Seat(Seat),
    /// Several seats, told as a list of names.
    Seats(SeatSet),
    /// A count or amount, which picks a plural.
    Number(i64),
    /// A message of its own, put in words first: a card's name, a die's face.
    Line(Line),
    /// Messages of their own, told as a list: the next cards of a deck.
    Lines(Vec<Line>),
    /// Messages of their own, each a sentence: every gunslinger's pick as it turns over.
    Sentences(Vec<Line>),
    /// A name the game does not translate (a card's index, a gang's name from the rules file).
    Name(String),
}

impl Line {
    pub fn new(id: &'static str) -> Line {
        Line { id, args: Vec::new() }
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    pub fn args(&self) -> &[(&'static str, Word)] {
        &self.args
    }

    pub fn with(mut self, name: &'static str, word: Word) -> Line {
        self.args.push((name, word));
        self
    }

    pub fn seat(self, name: &'static str, seat: Seat) -> Line {
        self.with(name, Word::Seat(seat))
    }

    pub fn seats(self, name: &'static str, seats: SeatSet) -> Line {
        self.with(name, Word::Seats(seats))
    }

    /// A count or amount of any integer type (one past `i64` is told as its largest).
    pub fn number(self, name: &'static str, number: impl TryInto<i64>) -> Line {
        self.with(name, Word::Number(number.try_into().unwrap_or(i64::MAX)))
    }

    pub fn line(self, name: &'static str, line: Line) -> Line {
        self.with(name, Word::Line(line))
    }

    pub fn lines(self, name: &'static str, lines: Vec<Line>) -> Line {
        self.with(name, Word::Lines(lines))
    }

    /// Messages told one sentence after another, rather than as a list: each begins as a
    /// sentence does ("Kate fires the Rifle at you. You reload").
    pub fn sentences(self, name: &'static str, lines: Vec<Line>) -> Line {
        self.with(name, Word::Sentences(lines))
    }

    pub fn name(self, name: &'static str, text: impl Into<String>) -> Line {
        self.with(name, Word::Name(text.into()))
    }
}

impl From<&'static str> for Line {
    fn from(id: &'static str) -> Line {
        Line::new(id)
    }
}
