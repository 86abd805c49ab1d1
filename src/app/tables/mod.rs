//! Every game's table: one shell that runs the match ([`shell`]), and each game's own part
//! of the table (its layout, sprites, input, options, buttons, tune and the show of its
//! events) in a folder of its own. The tables the app has are the registry's [`Games`],
//! each with a [`TableGame`]: a game without one is a compile error in [`game_tables`].

pub mod desperados;
pub mod duel;
pub mod loot_shoot_whiskey;
pub mod shell;
pub mod three_card_loo;

use bevy::prelude::*;

use crate::app::session::TableSetup;
use crate::games::SeatKind;
use crate::games::{GameId, Games, RulesBook};
use crate::net::{AfterWait, Entry, JoinCode, TableClient};
use shell::{JoinedTable, LessonInPlay, TableGame, TableMode, TablePlugin, TeachCard};

/// The tables the app has, in the order they were added: what the title screen lists
/// and the showcase plays. Each [`TablePlugin`] adds its game.
#[derive(Resource, Default, Debug)]
pub struct Tables(Vec<TableEntry>);

/// One game's table, as the shared screens know it.
#[derive(Clone, Copy, Debug)]
pub struct TableEntry {
    pub game: GameId,
    pub picture: &'static str,
    /// The game in a minute, told from the rules in force.
    pub teach_card: fn(&RulesBook) -> TeachCard,
    /// Opens the game's guided first match, where it has one: its guide, and the table
    /// it is dealt at.
    pub learn: Option<fn(&mut World) -> TableSetup>,
    /// Makes ready the table of a seat a host took this window in at.
    pub seat_joined: fn(&mut World, Entry) -> Result<(), String>,
    /// Opens the setup's table to the network, this window's player joining it.
    pub host_here: fn(&mut World) -> Result<JoinCode, String>,
    /// Hosts again the match a table this window hosted left in the player's save.
    pub host_saved: fn(&mut World) -> Result<JoinCode, String>,
}

fn teach_card_of<G: TableGame>(book: &RulesBook) -> TeachCard {
    G::teach_card(book.get::<G>())
}

/// The guide of `G`'s lesson, and its table: the learner in the first seat, the lesson's
/// computers in the others, its arranged seed.
fn start_lesson<G: TableGame>(world: &mut World) -> TableSetup {
    let guided = G::lesson().expect("a game listed with a lesson has one");
    let lesson = &guided.lesson;
    let mut seats = vec![SeatKind::Computer; lesson.seats];
    seats[crate::lesson::LEARNER] = SeatKind::Human;
    let setup = TableSetup {
        game: G::GAME,
        seats,
        seed: Some(lesson.seed),
        difficulty: lesson.computer,
        after_wait: AfterWait::default(),
    };
    world.insert_resource(LessonInPlay::<G>::new(guided));
    world.resource_mut::<NextState<TableMode>>().set(TableMode::Lesson);
    setup
}

/// `G`'s table for the seat `entry` holds: it opens once the host has sent the seat's view.
fn seat_joined<G: TableGame>(world: &mut World, entry: Entry) -> Result<(), String> {
    world.insert_resource(JoinedTable::new(TableClient::<G>::new(entry)?));
    Ok(())
}

impl Tables {
    pub(super) fn add<G: TableGame>(&mut self) {
        if !self.0.iter().any(|entry| entry.game == G::GAME) {
            let learn = G::lesson().is_some().then_some(start_lesson::<G> as fn(&mut World) -> TableSetup);
            self.0.push(TableEntry {
                game: G::GAME,
                picture: G::PICTURE,
                teach_card: teach_card_of::<G>,
                learn,
                seat_joined: seat_joined::<G>,
                host_here: shell::host_here::<G>,
                host_saved: shell::host_saved::<G>,
            });
        }
    }

    pub fn games(&self) -> impl Iterator<Item = GameId> + '_ {
        self.0.iter().map(|entry| entry.game)
    }

    pub fn entries(&self) -> &[TableEntry] {
        &self.0
    }

    /// `game`'s table, where it has one.
    pub fn entry(&self, game: GameId) -> Option<&TableEntry> {
        self.0.iter().find(|entry| entry.game == game)
    }
}

/// Work to do for each game's table in turn.
pub trait EachTable {
    fn visit<G: TableGame>(&mut self);
}

/// A list of games that all have tables: [`Games`] must be one.
pub trait TableList {
    fn each<V: EachTable>(visitor: &mut V);
}

crate::games::tuple_lists!(TableList, EachTable, TableGame);

/// Runs `visitor` for the table of each of the saloon's games, in the order of [`Games`].
pub fn each_table<V: EachTable>(visitor: &mut V) {
    <Games as TableList>::each(visitor);
}

/// The table of every game.
pub(super) fn game_tables(app: &mut App) {
    struct AddTable<'a>(&'a mut App);
    impl EachTable for AddTable<'_> {
        fn visit<G: TableGame>(&mut self) {
            self.0.add_plugins(TablePlugin::<G>::default());
        }
    }
    each_table(&mut AddTable(app));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::audio::{SAMPLE_RATE, Tune};

    #[test]
    fn every_game_of_the_registry_has_its_table_in_its_order() {
        let mut app = App::new();
        game_tables(&mut app);
        let tables: Vec<GameId> = app.world().resource::<Tables>().games().collect();
        assert_eq!(tables, crate::games::all());
    }

    /// Every option a game's setup lists, at every table size its rules seat, set to each
    /// of its values, plays rules a rules file may hold and deals a table, and a match
    /// picked up again (from a save, or for a rematch) plays it the same.
    #[test]
    fn every_option_of_every_game_deals_at_every_table_size() {
        struct Check(crate::games::RulesBook);
        impl EachTable for Check {
            fn visit<G: TableGame>(&mut self) {
                if let Err(problem) = shell::check_options::<G>(self.0.get::<G>()) {
                    panic!("{}: {problem}", G::GAME.title());
                }
            }
        }
        each_table(&mut Check(crate::games::RulesBook::built_in()));
    }

    /// The saloon's tune and every game's.
    fn every_tune() -> Vec<(&'static str, Tune)> {
        struct Tunes(Vec<(&'static str, Tune)>);
        impl EachTable for Tunes {
            fn visit<G: TableGame>(&mut self) {
                self.0.push((G::GAME.title(), G::TUNE));
            }
        }
        let mut tunes = Tunes(vec![("the saloon", Tune::SALOON)]);
        each_table(&mut tunes);
        tunes.0
    }

    #[test]
    fn every_tune_is_audible_never_clips_and_lasts_whole_bars() {
        for (name, tune) in every_tune() {
            assert_eq!(tune.melody.len() % tune.bar, 0, "{name}'s tune ends mid-bar");
            let samples = tune.samples();
            let peak = samples.iter().fold(0.0f32, |peak, sample| peak.max(sample.abs()));
            assert!(peak > 0.1 && peak < 1.0, "{name}: peak {peak}");
            let seconds = samples.len() as f32 / SAMPLE_RATE as f32;
            assert!((6.0..30.0).contains(&seconds), "{name}'s tune loops every {seconds} s");
        }
    }

    #[test]
    fn the_tunes_differ() {
        let tunes = every_tune();
        let first_seconds: Vec<Vec<i32>> = tunes
            .iter()
            .map(|(_, tune)| tune.samples()[..SAMPLE_RATE as usize].iter().map(|s| (s * 1000.0) as i32).collect())
            .collect();
        for (index, tune) in first_seconds.iter().enumerate() {
            assert!(!first_seconds[index + 1..].contains(tune), "{}'s tune sounds like another", tunes[index].0);
        }
    }
}
