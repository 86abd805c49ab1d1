//! Every game's table: one shell that runs the match ([`shell`]), and each game's own part
//! of the table (its layout, sprites, input and the show of its events) in a folder of
//! its own.

pub mod desperados;
pub mod duel;
pub mod loot_shoot_whiskey;
pub mod shell;
pub mod three_card_loo;

use bevy::prelude::*;

use crate::rules::GameId;
use crate::rules::desperados::Desperados;
use crate::rules::duel::Duel;
use crate::rules::loot_shoot_whiskey::LootShootWhiskey;
use crate::rules::three_card_loo::ThreeCardLoo;
use shell::{TableGame, TablePlugin};

/// The table of every game.
pub(super) fn game_tables(app: &mut App) {
    struct AddTable<'a>(&'a mut App);
    impl TableVisitor for AddTable<'_> {
        type Output = ();
        fn visit<G: TableGame>(self) {
            self.0.add_plugins(TablePlugin::<G>::default());
        }
    }
    for game in GameId::ALL {
        dispatch_table(game, AddTable(app));
    }
}

/// Work to do at whichever game's table, written once for any [`TableGame`].
pub trait TableVisitor {
    type Output;

    fn visit<G: TableGame>(self) -> Self::Output;
}

/// Runs `visitor` for the table of `game`; the match is exhaustive, so a new game is a
/// compile error here until it has a table.
pub fn dispatch_table<V: TableVisitor>(game: GameId, visitor: V) -> V::Output {
    match game {
        GameId::LootShootWhiskey => visitor.visit::<LootShootWhiskey>(),
        GameId::ThreeCardLoo => visitor.visit::<ThreeCardLoo>(),
        GameId::Duel => visitor.visit::<Duel>(),
        GameId::Desperados => visitor.visit::<Desperados>(),
    }
}
