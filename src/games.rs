//! The registry of games: [`Games`], the one list of the games the saloon plays, and the
//! one place that maps a [`GameId`] to the type that plays it. Whatever depends on the
//! game (the command line, the rules files, the saves, the screens, the generic tests and
//! benches) goes through [`each`] or [`dispatch`] over that list, so a new game is one
//! entry there and nowhere else needs a list of games.

use std::any::Any;
use std::fmt;
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

use crate::ai::Heuristic;
use crate::ai::config::AiConfig;
use crate::config::{self, ConfigError, RulesFile};
use crate::rules::desperados::Desperados;
use crate::rules::duel::Duel;
use crate::rules::loot_shoot_whiskey::LootShootWhiskey;
use crate::rules::three_card_loo::ThreeCardLoo;
use crate::rules::{EventsTellViews, FromView, Game, Line, PublicView, RulesTexts, Sketched, TableRules};
use crate::text::{self, Language};

/// The games the saloon plays, in the order the title screen lists them and the
/// showcase plays them.
pub type Games = (LootShootWhiskey, ThreeCardLoo, Duel, Desperados);

impl Registered for LootShootWhiskey {
    const GAME: GameId = GameId::new("LootShootWhiskey", Self::ID, "Loot Shoot Whiskey");
    const USUAL_SEATS: usize = 2;
}

impl Registered for ThreeCardLoo {
    const GAME: GameId = GameId::new("ThreeCardLoo", Self::ID, "Three-card Loo");
    const USUAL_SEATS: usize = 5;
}

impl Registered for Duel {
    const GAME: GameId = GameId::new("Duel", Self::ID, "Duel: Once Upon a Game in the West");
    const USUAL_SEATS: usize = 2;
}

impl Registered for Desperados {
    const GAME: GameId = GameId::new("Desperados", Self::ID, "Desperados of Dice Town");
    const USUAL_SEATS: usize = 2;
}

/// A game the saloon plays: rules with a bot, read from a rules file, whose events tell
/// each seat what changes in its view.
pub trait Registered:
    Heuristic<Rules: RulesFile + TableRules> + EventsTellViews + FromView + PublicView + Sketched
{
    const GAME: GameId;
    /// The seats of a new table of one human against the computer, where the rules in
    /// force seat that many.
    const USUAL_SEATS: usize;
}

/// Which game: its name in files, on the command line, and on screen. Two ids are the
/// same game when their command-line names are.
#[derive(Clone, Copy)]
pub struct GameId {
    /// As the rules, saves and difficulty files write it: `LootShootWhiskey`.
    key: &'static str,
    /// On the command line and in file names: `loot-shoot-whiskey` ([`Game::ID`]).
    id: &'static str,
    title: &'static str,
}

impl GameId {
    pub const fn new(key: &'static str, id: &'static str, title: &'static str) -> Self {
        GameId { key, id, title }
    }

    /// The name used on the command line and in records.
    pub fn id(self) -> &'static str {
        self.id
    }

    /// The name in English, for logs and files.
    pub fn title(self) -> &'static str {
        self.title
    }

    /// The name as the screens show it, in the player's language (a game with no message
    /// of its own is shown by its English name).
    pub fn spoken(self) -> Line {
        Line::new("game-title").name("id", self.id).name("english", self.title)
    }
}

impl PartialEq for GameId {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

impl Eq for GameId {}

impl std::hash::Hash for GameId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}

impl PartialOrd for GameId {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for GameId {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.id.cmp(other.id)
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key)
    }
}

impl std::str::FromStr for GameId {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        all().into_iter().find(|game| game.id == text).ok_or_else(|| unknown_game(text))
    }
}

fn unknown_game(text: &str) -> String {
    let names: Vec<_> = all().iter().map(|game| game.id).collect();
    format!("unknown game `{text}`; expected one of: {}", names.join(", "))
}

/// Written as a bare name, `Duel`, as the files have always written a game.
impl serde::Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_unit_variant("GameId", 0, self.key)
    }
}

impl<'de> serde::Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Name;
        impl serde::de::Visitor<'_> for Name {
            type Value = GameId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let keys: Vec<_> = all().iter().map(|game| game.key).collect();
                write!(f, "one of the games: {}", keys.join(", "))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<GameId, E> {
                all()
                    .into_iter()
                    .find(|game| game.key == text)
                    .ok_or_else(|| E::invalid_value(serde::de::Unexpected::Str(text), &self))
            }
        }
        deserializer.deserialize_identifier(Name)
    }
}

/// Work to do for each registered game in turn.
pub trait EachGame {
    fn visit<G: Registered>(&mut self);
}

/// Work to do for whichever game is chosen, written once for any [`Registered`] game.
pub trait GameVisitor {
    type Output;

    fn visit<G: Registered>(self) -> Self::Output;
}

/// A list of games, as a tuple of their types: [`Games`] is the saloon's.
pub trait GameList {
    /// Runs `visitor` for each game of the list, in its order.
    fn each<V: EachGame>(visitor: &mut V);
}

/// Implements a list trait (`$list`, with its `each`) for the tuples of one to eight games
/// that all have `$bound`, running a `$visitor` for each in the tuple's order: the
/// registry's [`GameList`] and the app's list of tables are both made by it.
macro_rules! tuple_lists {
    ($list:ident, $visitor:ident, $bound:path) => {
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B, C);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B, C, D);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B, C, D, E);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B, C, D, E, F);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B, C, D, E, F, H);
        $crate::games::tuple_lists!(@one $list, $visitor, $bound; A, B, C, D, E, F, H, I);
    };
    (@one $list:ident, $visitor:ident, $bound:path; $($game:ident),+) => {
        impl<$($game: $bound),+> $list for ($($game,)+) {
            fn each<V: $visitor>(visitor: &mut V) {
                $(visitor.visit::<$game>();)+
            }
        }
    };
}
pub(crate) use tuple_lists;

tuple_lists!(GameList, EachGame, Registered);

/// Runs `visitor` for each of the saloon's games, in the order of [`Games`].
pub fn each<V: EachGame>(visitor: &mut V) {
    Games::each(visitor);
}

/// Every game the saloon plays, in the order of [`Games`].
pub fn all() -> Vec<GameId> {
    struct Ids(Vec<GameId>);
    impl EachGame for Ids {
        fn visit<G: Registered>(&mut self) {
            self.0.push(G::GAME);
        }
    }
    let mut ids = Ids(Vec::new());
    each(&mut ids);
    ids.0
}

/// A game that is not one of the saloon's: its id was made by hand, not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not one of the saloon's games")]
pub struct UnknownGame(pub GameId);

/// Runs `visitor` for `game`'s type.
pub fn dispatch<V: GameVisitor>(game: GameId, visitor: V) -> Result<V::Output, UnknownGame> {
    struct Find<V: GameVisitor> {
        game: GameId,
        visitor: Option<V>,
        output: Option<V::Output>,
    }
    impl<V: GameVisitor> EachGame for Find<V> {
        fn visit<G: Registered>(&mut self) {
            if G::GAME == self.game
                && let Some(visitor) = self.visitor.take()
            {
                self.output = Some(visitor.visit::<G>());
            }
        }
    }
    let mut find = Find { game, visitor: Some(visitor), output: None };
    each(&mut find);
    find.output.ok_or(UnknownGame(game))
}

/// Who sits in a seat at a table: a human at the screen, the computer, or a player at
/// another screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    Human,
    Computer,
    /// Played from another process: at a table joined from here, every seat but this
    /// screen's; the table's host says what it decided.
    Remote,
}

impl std::str::FromStr for SeatKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "human" => Ok(SeatKind::Human),
            "ai" | "computer" => Ok(SeatKind::Computer),
            "remote" => Ok(SeatKind::Remote),
            other => Err(format!("unknown seat `{other}`; expected human, ai or remote")),
        }
    }
}

/// Seats' names as the tables show them: "You" for a lone human.
pub fn seat_names(seats: &[SeatKind]) -> Vec<String> {
    const OUTLAWS: [&str; 16] = [
        "Black Bart",
        "Calamity Kate",
        "Doc Holloway",
        "Belle Starr",
        "Curly Bill",
        "Pearl Hart",
        "Big Nose Kate",
        "Johnny Ringo",
        "Poker Alice",
        "Wild Bill",
        "Cattle Annie",
        "Kid Curry",
        "Rose Dunn",
        "Ike Clanton",
        "Lottie Deno",
        "Buckskin Frank",
    ];
    let humans = seats.iter().filter(|&&seat| seat == SeatKind::Human).count();
    seats
        .iter()
        .enumerate()
        .map(|(seat, kind)| match (kind, humans) {
            (SeatKind::Human, 1) => "You".to_owned(),
            (SeatKind::Human | SeatKind::Remote, _) => format!("Player {}", seat + 1),
            (SeatKind::Computer, _) => OUTLAWS[seat % OUTLAWS.len()].to_owned(),
        })
        .collect()
}

/// What the screens read of one game's rules, whatever the game.
trait AnyRules: Any + Send + Sync {
    fn texts(&self, code: &str) -> RulesTexts<'_>;
    fn seats(&self) -> RangeInclusive<usize>;
    fn showcase_table(&self) -> (usize, Line);
    fn as_any(&self) -> &dyn Any;
}

impl<R: TableRules + Send + Sync + 'static> AnyRules for R {
    fn texts(&self, code: &str) -> RulesTexts<'_> {
        TableRules::texts(self, code)
    }

    fn seats(&self) -> RangeInclusive<usize> {
        TableRules::seats(self)
    }

    fn showcase_table(&self) -> (usize, Line) {
        let showcase = self.showcase();
        (showcase.players, showcase.in_words)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One game's rules in force.
#[derive(Clone)]
struct BookEntry {
    game: GameId,
    usual_seats: usize,
    rules: Arc<dyn AnyRules>,
}

/// Every game's rules in force, the bots' difficulties, and what was wrong with files that
/// were refused (their defaults are in force instead).
#[derive(Clone)]
pub struct RulesBook {
    /// Each game's `G::Rules`, in the order the games were added.
    entries: Vec<BookEntry>,
    pub difficulties: AiConfig,
    pub errors: Vec<ConfigError>,
}

impl fmt::Debug for RulesBook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RulesBook")
            .field("games", &self.entries.iter().map(|entry| entry.game).collect::<Vec<_>>())
            .field("errors", &self.errors)
            .finish_non_exhaustive()
    }
}

impl RulesBook {
    /// The files in `dir` where it has them, the built-in defaults elsewhere.
    pub fn load(dir: Option<&Path>) -> Self {
        struct LoadRules<'a> {
            dir: Option<&'a Path>,
            book: RulesBook,
        }
        impl EachGame for LoadRules<'_> {
            fn visit<G: Registered>(&mut self) {
                let loaded = config::load::<G::Rules>(self.dir);
                self.book.errors.extend(loaded.errors);
                self.book.insert::<G>(loaded.rules);
            }
        }
        let difficulties = config::load::<AiConfig>(dir);
        let book = RulesBook { entries: Vec::new(), difficulties: difficulties.rules, errors: Vec::new() };
        let mut loading = LoadRules { dir, book };
        each(&mut loading);
        let mut book = loading.book;
        book.errors.extend(difficulties.errors);
        book
    }

    /// The built-in rules of every game, as embedded in the program.
    pub fn built_in() -> Self {
        RulesBook::load(None)
    }

    /// Puts `rules` in force for `G`, which need not be one of [`Games`] (a test's game).
    pub fn insert<G: Registered>(&mut self, rules: G::Rules) {
        let entry = BookEntry { game: G::GAME, usual_seats: G::USUAL_SEATS, rules: Arc::new(rules) };
        match self.entries.iter_mut().find(|held| held.game == G::GAME) {
            Some(held) => *held = entry,
            None => self.entries.push(entry),
        }
    }

    /// This book with `rules` in force for `G`.
    pub fn with<G: Registered>(mut self, rules: G::Rules) -> Self {
        self.insert::<G>(rules);
        self
    }

    fn entry(&self, game: GameId) -> &BookEntry {
        self.entries.iter().find(|entry| entry.game == game).unwrap_or_else(|| panic!("no rules for {game:?}"))
    }

    /// `G`'s rules.
    pub fn get<G: Registered>(&self) -> &G::Rules {
        self.entry(G::GAME).rules.as_any().downcast_ref().expect("each game's entry holds its own rules")
    }

    /// The games with rules here, in the order they were added.
    pub fn games(&self) -> impl Iterator<Item = GameId> + '_ {
        self.entries.iter().map(|entry| entry.game)
    }

    /// The words `game`'s rules file carries for the screens, in the language spoken now.
    pub fn texts(&self, game: GameId) -> RulesTexts<'_> {
        self.texts_in(game, text::language())
    }

    /// The words `game`'s rules file carries for the screens, in `language`.
    pub fn texts_in(&self, game: GameId, language: Language) -> RulesTexts<'_> {
        let texts = self.entry(game).rules.texts(language.messages_from().code());
        match language {
            Language::Pseudo => texts.map(text::pseudo_transform),
            _ => texts,
        }
    }

    /// The table sizes `game` seats under the rules in force.
    pub fn seats(&self, game: GameId) -> RangeInclusive<usize> {
        self.entry(game).rules.seats()
    }

    /// The seats of a new table of `game` for one human against the computer: the game's
    /// usual table, or the nearest size the rules in force seat.
    pub fn usual_seats(&self, game: GameId) -> usize {
        let entry = self.entry(game);
        let seats = entry.rules.seats();
        entry.usual_seats.clamp(*seats.start(), *seats.end())
    }

    /// The seats of `game`'s showcase table, and how its match differs from the full
    /// rules, from its rules file's profile.
    pub fn showcase_table(&self, game: GameId) -> (usize, Line) {
        self.entry(game).rules.showcase_table()
    }
}

/// Every rules file the program reads, with the check of its contents.
pub fn rules_files() -> Vec<config::KnownFile> {
    struct Files(Vec<config::KnownFile>);
    impl EachGame for Files {
        fn visit<G: Registered>(&mut self) {
            self.0.push(config::KnownFile::of::<G::Rules>());
        }
    }
    let mut files = Files(Vec::new());
    each(&mut files);
    files.0.push(config::KnownFile::of::<AiConfig>());
    files.0
}

/// `G::GAME` names `G`: its command-line name is the rules' own [`Game::ID`].
pub fn names_itself<G: Registered>() -> bool {
    G::GAME.id() == <G as Game>::ID
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_listed_once_and_names_itself() {
        struct Check(Vec<GameId>);
        impl EachGame for Check {
            fn visit<G: Registered>(&mut self) {
                assert!(names_itself::<G>(), "{:?} is registered as {}", G::GAME, <G as Game>::ID);
                assert!(!self.0.contains(&G::GAME), "{:?} is listed twice", G::GAME);
                self.0.push(G::GAME);
            }
        }
        let mut check = Check(Vec::new());
        each(&mut check);
        assert_eq!(check.0, all());
        assert_eq!(RulesBook::built_in().games().collect::<Vec<_>>(), all(), "every game has rules in force");
    }

    #[test]
    fn a_game_reads_back_from_its_name() {
        for game in all() {
            assert_eq!(game.id().parse::<GameId>(), Ok(game));
            let written = ron::to_string(&game).unwrap();
            assert_eq!(written, format!("{game:?}"), "written as a bare name");
            assert_eq!(ron::from_str::<GameId>(&written).unwrap(), game);
        }
        let error = ron::from_str::<GameId>("Poker").unwrap_err().to_string();
        assert!(error.contains("LootShootWhiskey"), "the error lists the games: {error}");
        assert!("poker".parse::<GameId>().unwrap_err().contains("loot-shoot-whiskey"));
    }

    #[test]
    fn dispatch_finds_each_game_and_refuses_one_made_by_hand() {
        struct Id;
        impl GameVisitor for Id {
            type Output = &'static str;
            fn visit<G: Registered>(self) -> &'static str {
                <G as Game>::ID
            }
        }
        for game in all() {
            assert_eq!(dispatch(game, Id), Ok(game.id()));
        }
        let stranger = GameId::new("Pig", "pig", "Pig");
        assert_eq!(dispatch(stranger, Id), Err(UnknownGame(stranger)));
    }

    #[test]
    fn a_usual_table_the_rules_do_not_seat_is_brought_inside_their_range() {
        use crate::rules::duel::DuelRules;
        let rules: DuelRules = config::embedded();
        let book = RulesBook::built_in().with::<Duel>(DuelRules { min_players: 3, ..rules.clone() });
        assert_eq!(book.usual_seats(Duel::GAME), 3);
        let book = book.with::<Duel>(DuelRules { max_players: 2, ..rules });
        assert_eq!(book.usual_seats(Duel::GAME), 2);
    }
}
