//! A seat's table drawn for a phone: the pieces its page lays out (cards, dice, rivals,
//! slots), each in the game's own art, with the words beside it, and for each legal choice
//! the pieces a player taps to make it. The page knows no game: it draws what a sketch
//! holds, and a choice is made by tapping its pieces, then the button that plays it.
//!
//! Everything is read from the seat's view and the events it was told, never the whole
//! state, so a sketch can show a seat no more than it may know. Words come later, as for
//! [`InWords`]: a sketch of [`Line`]s is told in a phone's language with [`Sketch::told`].

use serde::{Deserialize, Serialize};

use super::{Game, InWords, Line, Seat};
use crate::artwork;

/// A game whose seat's view can be drawn for a phone.
pub trait Sketched: InWords {
    /// The table as `view`'s seat sees it, after `events` (what it was told happened since
    /// its last table), with the taps that make each of `legal`, its choices now, in their
    /// order. `rules_code` is as for [`InWords`].
    fn sketch(
        view: &Self::View,
        rules: &Self::Rules,
        rules_code: &str,
        events: &[Self::Event],
        legal: &[Self::Action],
    ) -> Sketch;
}

/// What a phone draws of a seat's table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sketch<T = Line> {
    /// The seat's portrait for the page's head: a piece of the art, in layers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub portrait: Vec<String>,
    /// The table's parts, in the order the page lays them from the top.
    pub areas: Vec<Area<T>>,
    /// For each legal choice, in the order the choices are listed: the `tap`s of the
    /// pieces tapped to make it, in any order. A piece tapped and then a `place` makes
    /// the one tap `piece@place` ("this card on that slot"). A choice with no taps is a
    /// button of its own.
    pub taps: Vec<Vec<String>>,
    /// What the button that plays the pieces tapped says, where the game has a word of
    /// its own for it (Duel's "Draw!"); the choice's own words otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub go: Option<T>,
}

impl<T> Default for Sketch<T> {
    fn default() -> Self {
        Sketch { portrait: Vec::new(), areas: Vec::new(), taps: Vec::new(), go: None }
    }
}

/// One part of the table: the hand, the row, the rivals, the dice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Area<T = Line> {
    /// What the page knows the part by: its place on the screen and its look.
    pub name: String,
    /// Its heading, where it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<T>,
    pub pieces: Vec<Piece<T>>,
}

/// How a piece is cut: the page sizes each kind alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// A playing card, upright.
    Card,
    /// A place on the table a card goes to: a saloon slot.
    Slot,
    /// A die, square.
    Die,
    /// A player or desperado: a portrait with a name.
    Portrait,
    /// A small piece: a chip, a bottle, a dial.
    Token,
    /// Words alone, with no art.
    Words,
}

/// How a piece stands out, beside the words that say it: never by colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tone {
    /// It is this piece's turn, or it leads.
    Turn,
    /// It won, or came out ahead.
    Won,
    /// It lost, or was hit.
    Lost,
    /// It is out of play: dead, dropped, in jail.
    Out,
    /// It is set aside, kept or locked in.
    Kept,
}

/// One thing drawn: a card, a die, a rival.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Piece<T = Line> {
    /// Unique in its sketch.
    pub id: String,
    pub shape: Shape,
    /// Its art, in layers from the bottom; none for a piece of words alone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub art: Vec<String>,
    /// Its name, shown with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption: Option<T>,
    /// Short lines beside it: a count, money, "hit", "thinking".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<T>,
    /// What tapping it stands for in the choices' taps; a piece without one is never tapped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tap: Option<String>,
    /// A place another piece tapped goes to.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub place: bool,
    /// The art it shows once played and still secret: a card's back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub back: Vec<String>,
    /// Why it may not be played now, where it may not; shown when touched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dim: Option<T>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tone: Option<Tone>,
}

impl Piece {
    pub fn new(id: impl Into<String>, shape: Shape) -> Self {
        Piece {
            id: id.into(),
            shape,
            art: Vec::new(),
            caption: None,
            notes: Vec::new(),
            tap: None,
            place: false,
            back: Vec::new(),
            dim: None,
            tone: None,
        }
    }

    /// Drawn as the art piece `name` (with the piece it is drawn over, where it has one).
    pub fn art(mut self, name: &str) -> Self {
        self.art = owned(artwork::layers(name));
        self
    }

    pub fn caption(mut self, caption: Line) -> Self {
        self.caption = Some(caption);
        self
    }

    pub fn note(mut self, note: Line) -> Self {
        self.notes.push(note);
        self
    }

    /// Tapped, it stands for `tap` in the choices' taps.
    pub fn tap(mut self, tap: impl Into<String>) -> Self {
        self.tap = Some(tap.into());
        self
    }

    /// A piece tapped before it goes here.
    pub fn place(mut self) -> Self {
        self.place = true;
        self
    }

    /// Once played and still secret, it shows the art piece `name`.
    pub fn back(mut self, name: &str) -> Self {
        self.back = owned(artwork::layers(name));
        self
    }

    /// It may not be played now, because of `why`.
    pub fn dim(mut self, why: Line) -> Self {
        self.dim = Some(why);
        self
    }

    pub fn tone(mut self, tone: Tone) -> Self {
        self.tone = Some(tone);
        self
    }

    /// Toned `tone` where `when`.
    pub fn tone_if(self, when: bool, tone: Tone) -> Self {
        if when { self.tone(tone) } else { self }
    }

    fn told(&self, say: &impl Fn(&Line) -> String) -> Piece<String> {
        Piece {
            id: self.id.clone(),
            shape: self.shape,
            art: self.art.clone(),
            caption: self.caption.as_ref().map(say),
            notes: self.notes.iter().map(say).collect(),
            tap: self.tap.clone(),
            place: self.place,
            back: self.back.clone(),
            dim: self.dim.as_ref().map(say),
            tone: self.tone,
        }
    }
}

impl Area {
    pub fn new(name: &str, title: Option<Line>, pieces: Vec<Piece>) -> Self {
        Area { name: name.to_owned(), title, pieces }
    }
}

impl Sketch {
    /// The sketch with every line put in words by `say`.
    pub fn told(&self, say: impl Fn(&Line) -> String) -> Sketch<String> {
        Sketch {
            portrait: self.portrait.clone(),
            areas: (self.areas.iter())
                .map(|area| Area {
                    name: area.name.clone(),
                    title: area.title.as_ref().map(&say),
                    pieces: area.pieces.iter().map(|piece| piece.told(&say)).collect(),
                })
                .collect(),
            taps: self.taps.clone(),
            go: self.go.as_ref().map(&say),
        }
    }
}

/// The art pieces `names`, as a sketch holds them.
fn owned(names: Vec<&'static str>) -> Vec<String> {
    names.into_iter().map(str::to_owned).collect()
}

/// The portrait of a sketch's seat: the art piece `name`, in layers.
pub fn portrait(name: &str) -> Vec<String> {
    owned(artwork::layers(name))
}

/// A seat's portrait, from the Duel's cast of six gunslingers, as the window's tables
/// draw the players of every game but Desperados (whose seats are gangs).
pub fn gunslinger(seat: Seat) -> String {
    format!("duel/gunslinger_{}", seat % 6 + 1)
}

/// The tap of `piece` put on `place`, as a choice lists it.
pub fn placed(piece: &str, place: &str) -> String {
    format!("{piece}@{place}")
}

/// Checks a sketch holds together: pieces unique by id, every tap of every choice the tap
/// of some piece (or a piece on a place), and no two choices made by the same taps (but
/// for buttons of their own, made by none). The
/// page could not make a choice otherwise. `Err` says what is wrong.
pub fn check<G: Game>(sketch: &Sketch, legal: &[G::Action]) -> Result<(), String> {
    if sketch.taps.len() != legal.len() {
        return Err(format!("{} choices, taps for {}", legal.len(), sketch.taps.len()));
    }
    let pieces: Vec<&Piece> = sketch.areas.iter().flat_map(|area| &area.pieces).collect();
    let mut ids: Vec<&str> = pieces.iter().map(|piece| piece.id.as_str()).collect();
    ids.sort_unstable();
    if let Some(twice) = ids.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(format!("two pieces are {}", twice[0]));
    }
    let tap_of = |tap: &str| pieces.iter().any(|piece| piece.tap.as_deref() == Some(tap));
    let place_of = |tap: &str| pieces.iter().any(|piece| piece.place && piece.tap.as_deref() == Some(tap));
    let mut made: Vec<Vec<&str>> = Vec::new();
    for (taps, action) in sketch.taps.iter().zip(legal) {
        for tap in taps {
            let known = match tap.split_once('@') {
                Some((piece, place)) => tap_of(piece) && place_of(place),
                None => tap_of(tap),
            };
            if !known {
                return Err(format!("{action:?} is made by tapping {tap}, which no piece is"));
            }
        }
        let mut set: Vec<&str> = taps.iter().map(String::as_str).collect();
        set.sort_unstable();
        if !set.is_empty() && made.contains(&set) {
            return Err(format!("{action:?} is made by the same taps as another choice: {set:?}"));
        }
        made.push(set);
    }
    Ok(())
}
