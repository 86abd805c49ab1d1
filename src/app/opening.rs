//! What the window opens on, from the command line: the title, a table dealt at once, a
//! game's setup, the kept matches, a kept match replayed, the showcase or a lesson.

use std::path::PathBuf;

use bevy::prelude::*;

use super::screens::JoinInProgress;
use super::session::TableSetup;
use super::tables::Tables;
use super::tables::shell::WatchReplay;
use super::{LoadedRules, Screen, showcase};
use crate::cli::{Command, JoinArgs, PlayArgs};
use crate::games::{GameId, SeatKind};
use crate::net::JoinCode;

/// Where the window opens.
#[derive(Clone, Debug, PartialEq)]
pub enum Opening {
    Title,
    /// A table dealt at once (`saloon play`); with a remote seat, hosted from the window.
    Table(TableSetup),
    /// A game's setup screen (`saloon setup`).
    Setup(TableSetup),
    /// The kept matches (`saloon replays`).
    Replays,
    /// A match file replayed (`saloon replay FILE`), of the game it was checked to be.
    Replay {
        file: PathBuf,
        game: GameId,
    },
    /// The showcase of these games, or of every game when none is named.
    Showcase(Vec<GameId>),
    /// A game's guided first match (`saloon learn`).
    Lesson(GameId),
    /// A seat at a hosted table, by its join code (`saloon join CODE`), or a spectator's
    /// place there (`--watch`): the title while the host is asked, then its table.
    Join {
        code: JoinCode,
        watch: bool,
    },
    /// The tables announced on the network, and a code to type (`saloon join`).
    JoinScreen,
}

impl Opening {
    /// Where `command` opens the window; a file that is not a match file to replay is an
    /// error, in words.
    pub fn of(command: Option<Command>, rules: &LoadedRules) -> Result<Opening, String> {
        Ok(match command {
            Some(Command::Play(play)) => Opening::Table(table_from_command_line(play, rules)),
            Some(Command::Replay { file }) => {
                let game = crate::save::check_match_file(&file).map_err(|error| error.to_string())?;
                Opening::Replay { file, game }
            }
            Some(Command::Setup { game, seats }) => {
                let usual = TableSetup::new(game, rules);
                Opening::Setup(TableSetup { seats: seats.unwrap_or(usual.seats), ..usual })
            }
            Some(Command::Replays) => Opening::Replays,
            Some(Command::Showcase { games }) => Opening::Showcase(games),
            Some(Command::Learn { game }) => Opening::Lesson(game),
            Some(Command::Join(JoinArgs { code: Some(code), watch, .. })) => Opening::Join { code, watch },
            Some(Command::Join(JoinArgs { code: None, .. })) => Opening::JoinScreen,
            _ => Opening::Title,
        })
    }

    /// Sets `app`, its tables added, to open here: its screen, its table and the table's
    /// mode. A game without a lesson is an error, in words.
    pub fn open(self, app: &mut App) -> Result<(), String> {
        let (screen, setup) = match self {
            Opening::Title => (Screen::Title, None),
            Opening::Table(setup) if setup.seats.contains(&SeatKind::Remote) => {
                let game = setup.game;
                app.insert_resource(setup);
                // Every game the command line names has its table.
                let host_here =
                    app.world().resource::<Tables>().entry(game).expect("every game has its table").host_here;
                let code = host_here(app.world_mut())?;
                // The code alone on its line, as `saloon host` prints it, for whoever reads
                // it out or a script that starts the joiners.
                println!("{code}");
                (Screen::Title, None)
            }
            Opening::Table(setup) => (Screen::Table, Some(setup)),
            Opening::Setup(setup) => (Screen::Setup, Some(setup)),
            Opening::Replays => (Screen::Replays, None),
            Opening::Replay { file, game } => {
                let setup = TableSetup::new(game, app.world().resource::<LoadedRules>());
                app.insert_resource(WatchReplay(file));
                (Screen::Table, Some(setup))
            }
            Opening::Showcase(games) => {
                showcase::start(app.world_mut(), games);
                (Screen::Table, None)
            }
            Opening::JoinScreen => (Screen::Join, None),
            Opening::Join { code, watch } => {
                app.insert_resource(JoinInProgress::seat_or_watch(code, watch));
                (Screen::Title, None)
            }
            Opening::Lesson(game) => {
                let tables = app.world().resource::<Tables>();
                let Some(start) = tables.entry(game).and_then(|entry| entry.learn) else {
                    let learnt: Vec<_> = tables
                        .entries()
                        .iter()
                        .filter(|entry| entry.learn.is_some())
                        .map(|entry| entry.game.id())
                        .collect();
                    return Err(format!(
                        "{} has no guided first match yet; these have one: {}",
                        game.title(),
                        learnt.join(", ")
                    ));
                };
                (Screen::Table, Some(start(app.world_mut())))
            }
        };
        if let Some(setup) = setup {
            app.insert_resource(setup);
        }
        if screen != Screen::Title {
            app.insert_state(screen);
        }
        Ok(())
    }
}

/// The table `saloon play …` asks for (with a message where it cannot be had as asked).
fn table_from_command_line(play: PlayArgs, rules: &LoadedRules) -> TableSetup {
    let mut setup = TableSetup { seed: play.seed, difficulty: play.difficulty, ..TableSetup::new(play.game, rules) };
    let sizes = rules.seats(play.game);
    if sizes.contains(&play.seats.len()) {
        setup.seats = play.seats;
    } else {
        let default: Vec<&str> =
            setup.seats.iter().map(|seat| if *seat == SeatKind::Human { "human" } else { "ai" }).collect();
        eprintln!(
            "{} seats {} to {} players, not {}; playing {}",
            play.game.title(),
            sizes.start(),
            sizes.end(),
            play.seats.len(),
            default.join(",")
        );
    }
    setup
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::AppPlugin;
    use crate::app::tables::shell::TableMode;
    use crate::games::all;

    fn opened(opening: Opening) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin)).insert_resource(LoadedRules::load(None)).add_plugins(AppPlugin);
        opening.open(&mut app).expect("it opens");
        app.update();
        app
    }

    fn standing(app: &App) -> (Screen, TableMode) {
        (*app.world().resource::<State<Screen>>().get(), *app.world().resource::<State<TableMode>>().get())
    }

    #[test]
    fn each_opening_comes_to_its_screen_in_its_mode() {
        let rules = LoadedRules::load(None);
        let game = all()[0];
        assert_eq!(standing(&opened(Opening::Title)), (Screen::Title, TableMode::Match));
        assert_eq!(standing(&opened(Opening::Replays)), (Screen::Replays, TableMode::Match));
        assert_eq!(standing(&opened(Opening::JoinScreen)), (Screen::Join, TableMode::Match));
        assert_eq!(standing(&opened(Opening::Setup(TableSetup::new(game, &rules)))), (Screen::Setup, TableMode::Match));
        assert_eq!(standing(&opened(Opening::Table(TableSetup::new(game, &rules)))), (Screen::Table, TableMode::Match));
        let showcase = opened(Opening::Showcase(vec![game]));
        assert_eq!(standing(&showcase), (Screen::Table, TableMode::Showcase));
        let seats = &showcase.world().resource::<TableSetup>().seats;
        assert!(seats.iter().all(|&seat| seat == SeatKind::Computer), "the showcase seats computers: {seats:?}");
    }

    #[test]
    fn a_lesson_opens_at_its_table_with_the_learner_in_the_first_seat() {
        for game in all() {
            let app = opened(Opening::Lesson(game));
            assert_eq!(standing(&app), (Screen::Table, TableMode::Lesson), "{}", game.title());
            let setup = app.world().resource::<TableSetup>();
            assert_eq!((setup.game, setup.seats[crate::lesson::LEARNER]), (game, SeatKind::Human));
        }
    }

    /// `saloon play` with a remote seat hosts the table from the window, on the loopback
    /// here, and asks for the seat the host keeps for it; `saloon setup` opens with the
    /// seats given.
    #[test]
    fn a_remote_seat_on_the_command_line_hosts_the_table_from_the_window() {
        use crate::app::screens::JoinInProgress;
        use crate::app::tables::shell::{HostedHere, HostingReach, SaveFile};
        use crate::rules::duel::Duel;
        use clap::Parser;
        let rules = LoadedRules::load(None);
        let command = |line: &str| crate::cli::Cli::try_parse_from(line.split(' ')).expect("it parses").command;
        let setup = match Opening::of(command("saloon setup duel --seats human,remote,ai"), &rules) {
            Ok(Opening::Setup(setup)) => setup,
            other => panic!("not the setup: {other:?}"),
        };
        assert_eq!(setup.seats, [SeatKind::Human, SeatKind::Remote, SeatKind::Computer]);
        let opening = Opening::of(command("saloon play duel --seats human,remote,ai --seed 4"), &rules);
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin)).insert_resource(rules).add_plugins(AppPlugin);
        let save = std::env::temp_dir().join(format!("saloon-opening-hosted-{}.ron", std::process::id()));
        app.insert_resource(HostingReach::Loopback).insert_resource(SaveFile(save.clone()));
        opening.expect("it reads").open(&mut app).expect("it opens");
        app.update();
        assert_eq!(standing(&app).0, Screen::Title, "the title while the window's seat is asked for");
        let code = app.world().resource::<HostedHere<Duel>>().code().clone();
        assert!(code.address.ip().is_loopback(), "{code}");
        assert!(app.world().contains_resource::<JoinInProgress>());
        drop(app);
        let _ = std::fs::remove_file(SaveFile(save).of(<Duel as crate::games::Registered>::GAME));
    }

    #[test]
    fn a_file_that_is_no_match_is_refused_in_words_naming_it() {
        let file = std::env::temp_dir().join("saloon-opening-no-such-match.ron");
        let _ = std::fs::remove_file(&file);
        let refused = Opening::of(Some(Command::Replay { file: file.clone() }), &LoadedRules::load(None));
        let problem = refused.expect_err("a missing file is refused");
        assert!(problem.contains("saloon-opening-no-such-match.ron"), "{problem}");
    }
}
