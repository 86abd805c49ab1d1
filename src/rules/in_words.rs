//! A seat's table told in lines, for a player who holds it somewhere no table is drawn (a
//! phone's plain page): the seat's own hand, what lies open on the table, how each seat
//! stands, and each choice as a button says it. Everything is read from the seat's view,
//! never the whole state, so nothing here can tell a seat more than it may know. Words
//! come later: `crate::text` puts each line in the player's language.

use super::{Game, Line};

/// A game whose seat's view can be told in lines.
pub trait InWords: Game {
    /// What the view's seat holds that the others may not see (its cards, its dice kept
    /// aside), a line each, in the order the table lays them; empty where it holds
    /// nothing now. `rules_code` is the language code of the words a rules file carries
    /// (a card's name written there), as [`crate::text::Language::messages_from`] gives it.
    fn hand_in_words(view: &Self::View, rules: &Self::Rules, rules_code: &str) -> Vec<Line>;

    /// What lies open for every seat to see (the row of cards, the trick, the pool, the
    /// dice rolled), a line each.
    fn table_in_words(view: &Self::View, rules: &Self::Rules, rules_code: &str) -> Vec<Line>;

    /// How each seat stands (its score, chips, dollars or dials), one line per seat, in
    /// seat order; each line names its seat.
    fn standings_in_words(view: &Self::View, rules: &Self::Rules) -> Vec<Line>;

    /// `action`, one of the view's seat's legal choices now, as its button says it: what
    /// it does, and what it costs where it costs something. Two different legal actions
    /// of one seat at one time are never told alike.
    fn choice_in_words(view: &Self::View, rules: &Self::Rules, rules_code: &str, action: Self::Action) -> Line;
}
