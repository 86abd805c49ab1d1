//! The registry of games: the one place that maps a [`GameId`] to the type that plays it.
//! Whatever depends on the game (the command line, the rules files, the screens, the
//! generic tests and benches) goes through [`dispatch`], whose match is exhaustive: a new
//! game is a compile error there, and nowhere else needs a list of games.

use std::any::Any;
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
use crate::rules::{GameId, RulesTexts, TableRules};

/// A game the saloon plays: rules with a bot, read from a rules file.
pub trait Registered: Heuristic<Rules: RulesFile + TableRules> {
    const GAME: GameId;
    /// The seats of a new table of one human against the computer.
    const USUAL_SEATS: usize;
}

impl Registered for LootShootWhiskey {
    const GAME: GameId = GameId::LootShootWhiskey;
    const USUAL_SEATS: usize = 2;
}

impl Registered for ThreeCardLoo {
    const GAME: GameId = GameId::ThreeCardLoo;
    const USUAL_SEATS: usize = 5;
}

impl Registered for Duel {
    const GAME: GameId = GameId::Duel;
    const USUAL_SEATS: usize = 2;
}

impl Registered for Desperados {
    const GAME: GameId = GameId::Desperados;
    const USUAL_SEATS: usize = 2;
}

/// Work to do for whichever game is chosen, written once for any [`Registered`] game.
pub trait GameVisitor {
    type Output;

    fn visit<G: Registered>(self) -> Self::Output;
}

/// Runs `visitor` for `game`'s type.
pub fn dispatch<V: GameVisitor>(game: GameId, visitor: V) -> V::Output {
    match game {
        GameId::LootShootWhiskey => visitor.visit::<LootShootWhiskey>(),
        GameId::ThreeCardLoo => visitor.visit::<ThreeCardLoo>(),
        GameId::Duel => visitor.visit::<Duel>(),
        GameId::Desperados => visitor.visit::<Desperados>(),
    }
}

/// The seats of a new table of `game` for one human against the computer.
pub fn usual_seats(game: GameId) -> usize {
    struct UsualSeats;
    impl GameVisitor for UsualSeats {
        type Output = usize;
        fn visit<G: Registered>(self) -> usize {
            G::USUAL_SEATS
        }
    }
    dispatch(game, UsualSeats)
}

/// Who sits in a seat at a table: a human at the screen, or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    Human,
    Computer,
}

impl std::str::FromStr for SeatKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "human" => Ok(SeatKind::Human),
            "ai" | "computer" => Ok(SeatKind::Computer),
            other => Err(format!("unknown seat `{other}`; expected human or ai")),
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
            (SeatKind::Human, _) => format!("Player {}", seat + 1),
            (SeatKind::Computer, _) => OUTLAWS[seat % OUTLAWS.len()].to_owned(),
        })
        .collect()
}

/// Every game's rules in force, the bots' difficulties, and what was wrong with files that
/// were refused (their defaults are in force instead).
#[derive(Clone, Debug)]
pub struct RulesBook {
    /// Each game's `G::Rules`, in [`GameId::ALL`]'s order.
    rules: Vec<Arc<dyn Any + Send + Sync>>,
    pub difficulties: AiConfig,
    pub errors: Vec<ConfigError>,
}

impl RulesBook {
    /// The files in `dir` where it has them, the built-in defaults elsewhere.
    pub fn load(dir: Option<&Path>) -> Self {
        struct LoadRules<'a>(Option<&'a Path>);
        impl GameVisitor for LoadRules<'_> {
            type Output = (Arc<dyn Any + Send + Sync>, Vec<ConfigError>);
            fn visit<G: Registered>(self) -> Self::Output {
                let loaded = config::load::<G::Rules>(self.0);
                (Arc::new(loaded.rules), loaded.errors)
            }
        }
        let mut errors = Vec::new();
        let rules = GameId::ALL
            .into_iter()
            .map(|game| {
                let (rules, problems) = dispatch(game, LoadRules(dir));
                errors.extend(problems);
                rules
            })
            .collect();
        let difficulties = config::load::<AiConfig>(dir);
        errors.extend(difficulties.errors);
        RulesBook { rules, difficulties: difficulties.rules, errors }
    }

    /// The built-in rules of every game, as embedded in the program.
    pub fn built_in() -> Self {
        RulesBook::load(None)
    }

    /// `G`'s rules.
    pub fn get<G: Registered>(&self) -> &G::Rules {
        self.rules[index(G::GAME)].downcast_ref().expect("each game's slot holds its own rules")
    }

    /// The words `game`'s rules file carries for the screens.
    pub fn texts(&self, game: GameId) -> RulesTexts<'_> {
        struct Texts<'a>(&'a RulesBook);
        impl<'a> GameVisitor for Texts<'a> {
            type Output = RulesTexts<'a>;
            fn visit<G: Registered>(self) -> RulesTexts<'a> {
                self.0.get::<G>().texts()
            }
        }
        dispatch(game, Texts(self))
    }

    /// The table sizes `game` seats under the rules in force.
    pub fn seats(&self, game: GameId) -> RangeInclusive<usize> {
        struct Seats<'a>(&'a RulesBook);
        impl GameVisitor for Seats<'_> {
            type Output = RangeInclusive<usize>;
            fn visit<G: Registered>(self) -> Self::Output {
                self.0.get::<G>().seats()
            }
        }
        dispatch(game, Seats(self))
    }

    /// The seats of `game`'s showcase table, and how its match differs from the full
    /// rules, from its rules file's profile.
    pub fn showcase_table(&self, game: GameId) -> (usize, String) {
        struct Table<'a>(&'a RulesBook);
        impl GameVisitor for Table<'_> {
            type Output = (usize, String);
            fn visit<G: Registered>(self) -> Self::Output {
                let showcase = self.0.get::<G>().showcase();
                (showcase.players, showcase.in_words)
            }
        }
        dispatch(game, Table(self))
    }
}

fn index(game: GameId) -> usize {
    GameId::ALL.iter().position(|&listed| listed == game).expect("every game is listed in GameId::ALL")
}

/// Every rules file the program reads, with the check of its contents.
pub fn rules_files() -> Vec<config::KnownFile> {
    struct File;
    impl GameVisitor for File {
        type Output = config::KnownFile;
        fn visit<G: Registered>(self) -> Self::Output {
            config::KnownFile::of::<G::Rules>()
        }
    }
    let mut files: Vec<_> = GameId::ALL.into_iter().map(|game| dispatch(game, File)).collect();
    files.push(config::KnownFile::of::<AiConfig>());
    files
}
