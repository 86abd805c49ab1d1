//! The prompt line under every table, written by the shell for any game: while a human
//! chooses, what their seat is asked (the game's words, [`Asked`]) and how to answer it
//! from the device in hand; while others decide, who is awaited; while only computers
//! play on, how much faster.

use bevy::prelude::*;

use super::pace::{FAST_FORWARD, only_computers_playing};
use super::{JoinedTable, Shown, TableGame, TableMatch, TableSystems, Turn};
use crate::app::draw::set_text;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::TablePhase;
use crate::rules::{Line, SeatSet};
use crate::text::say;

/// The words of the prompt line: each table spawns one where its layout leaves room.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct PromptLine;

/// What the seat at the screen is asked, as its game words it. The way to answer goes
/// into the question as `$how`, from the keyboard or a gamepad, whichever is in hand;
/// every line of it may name the device's `$choose`, `$confirm` and `$remove`.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask {
    what: Line,
    how: Option<(Line, Line)>,
}

impl Ask {
    /// The question alone.
    pub fn new(what: Line) -> Self {
        Ask { what, how: None }
    }

    /// How to answer: with the keys and the mouse, and with a gamepad.
    pub fn how(self, keys: Line, pad: Line) -> Self {
        Ask { how: Some((keys, pad)), ..self }
    }

    /// The ask in words for `device`.
    fn for_device(&self, device: InputDevice) -> Line {
        let pressed = |line: &Line| {
            line.clone()
                .name("choose", device.glyph(Press::Choose))
                .name("confirm", device.glyph(Press::Confirm))
                .name("remove", device.glyph(Press::Remove))
        };
        match &self.how {
            Some((keys, pad)) => {
                let how = if device == InputDevice::Gamepad { pad } else { keys };
                pressed(&self.what).line("how", pressed(how))
            }
            None => pressed(&self.what),
        }
    }
}

/// What the human at the screen is asked now; the table's game sets it each frame, in
/// [`Asking`] (`None` where it asks nothing).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Asked(pub Option<Ask>);

/// Where a game sets [`Asked`]: before the shell writes the prompt.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Asking;

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<Asked>().configure_sets(Update, Asking.in_set(TableSystems::Display));
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        write_prompt::<G>.in_set(TableSystems::Display).in_set(super::AtTable(G::GAME)).after(Asking),
    );
}

/// The prompt for the phase: the ask of the human choosing, the seats awaited, or the
/// computers playing on faster.
fn write_prompt<G: TableGame>(
    phase: Res<State<TablePhase>>,
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    shown: Res<Shown<G>>,
    asked: Res<Asked>,
    device: Res<InputDevice>,
    joined: Option<ResMut<JoinedTable<G>>>,
    mut prompts: Query<&mut Text2d, With<PromptLine>>,
) {
    let mut joined = joined;
    let host_gone = joined.as_mut().is_some_and(|joined| joined.client().is_rejoining());
    let line = match (*phase.get(), turn.active) {
        // The host has left, or cannot be heard: the table says so at once, and waits.
        _ if host_gone => Some(Line::new("prompt-host-gone")),
        _ if only_computers_playing(&the_match, &shown) => {
            Some(Line::new("prompt-fast-forward").number("times", FAST_FORWARD as i64))
        }
        (TablePhase::Choosing, Some(seat)) => asked.0.as_ref().map(|ask| {
            let asked = ask.for_device(*device);
            // Where players pass one screen round, the ask names whose it is.
            match the_match.humans().count() > 1 {
                true => Line::new("prompt-seat-asked").seat("seat", seat).line("ask", asked),
                false => asked,
            }
        }),
        (TablePhase::Waiting, _) => {
            // A joined table's host says whom it waits on; here, the seats not yet in.
            let movers =
                joined.map_or_else(|| the_match.true_state().to_move().movers(), |mut joined| joined.thinking());
            let awaited = movers.iter().filter(|&seat| !turn.has_decided(seat)).fold(SeatSet::EMPTY, SeatSet::with);
            (!awaited.is_empty()).then(|| Line::new("prompt-waiting-for").seats("seats", awaited))
        }
        _ => None,
    };
    let words = line.map_or_else(String::new, |line| say(&line, the_match.names()));
    for mut prompt in &mut prompts {
        set_text(&mut prompt, &words);
    }
}
