use std::process::ExitCode;

use clap::Parser;

use saloon::ai::BotKind;
use saloon::arena::ArenaReport;
use saloon::cli::{ArenaArgs, Cli, Command, HostArgs, JoinArgs, SimArgs, WindowOptions};
use saloon::config;
use saloon::games::{GameVisitor, Registered, RulesBook, dispatch};
use saloon::net::{HostNews, HostOptions, HostedSeat, JoinNews, JoinOptions};
use saloon::record::RecordOf;
use saloon::rules::Line;
use saloon::save::SavedMatch;
use saloon::sim::{KeepRecord, SimReport};
use saloon::text::{self, Language, tr_line};

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The tools without a window speak the language asked for, else the system's; the
    // window's is the settings' own.
    text::set_language(cli.language.unwrap_or_else(Language::of_system));
    let rules_dir = config::override_dir(cli.rules.as_deref());
    match cli.command {
        Some(Command::CheckRules { dir }) => check_rules(&dir),
        Some(Command::Games) => {
            let book = headless_rules(rules_dir.as_deref());
            for game in saloon::games::all() {
                let seats = book.seats(game);
                println!("{} {} {}", game.id(), seats.start(), seats.end());
            }
            ExitCode::SUCCESS
        }
        Some(Command::Sim(args)) => {
            let book = headless_rules(rules_dir.as_deref());
            let report = dispatch(args.game, Simulate { args: &args, book: &book })
                .map_err(|unknown| unknown.to_string())
                .and_then(|report| report);
            finish(report, args.json, SimReport::summary, |report| {
                report.violations == 0 && report.records.as_ref().is_none_or(|records| records.failed == 0)
            })
        }
        Some(Command::Arena(args)) => {
            let book = headless_rules(rules_dir.as_deref());
            let report = dispatch(args.game, Arena { args: &args, book: &book })
                .map_err(|unknown| unknown.to_string())
                .and_then(|report| report);
            finish(report, args.json, ArenaReport::summary, |_| true)
        }
        Some(Command::Host(args)) => host(&args, &headless_rules(rules_dir.as_deref())),
        Some(Command::Join(args)) => join(&args, &headless_rules(rules_dir.as_deref())),
        Some(Command::ArtSheet { path, scale }) => art_sheet(&path, scale),
        command => {
            open_window(cli.screenshot, WindowOptions { speed: cli.speed, language: cli.language }, command, rules_dir)
        }
    }
}

fn check_rules(dir: &std::path::Path) -> ExitCode {
    let errors = config::check_dir(dir, &saloon::games::rules_files());
    for error in &errors {
        eprintln!("{error}");
    }
    if errors.is_empty() {
        println!("{}", tr_line(&Line::new("check-rules-valid").name("folder", dir.display().to_string())));
        ExitCode::SUCCESS
    } else {
        eprintln!("{}", tr_line(&Line::new("check-rules-errors").number("count", errors.len())));
        ExitCode::FAILURE
    }
}

/// The rules and difficulties for a headless tool; refused files are reported and their
/// defaults used.
fn headless_rules(rules_dir: Option<&std::path::Path>) -> RulesBook {
    let book = RulesBook::load(rules_dir);
    for error in &book.errors {
        eprintln!("{}", tr_line(&Line::new("check-rules-on-defaults").name("problem", error.to_string())));
    }
    book
}

/// Prints a report (and its JSON line when asked); fails on an error or when `passed` says not.
fn finish<R: serde::Serialize>(
    report: Result<R, String>,
    json: bool,
    summary: impl Fn(&R) -> String,
    passed: impl Fn(&R) -> bool,
) -> ExitCode {
    let report = match report {
        Ok(report) => report,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    print!("{}", summary(&report));
    if json {
        println!("{}", serde_json::to_string(&report).expect("a report serializes"));
    }
    if passed(&report) { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

struct Simulate<'a> {
    args: &'a SimArgs,
    book: &'a RulesBook,
}

impl GameVisitor for Simulate<'_> {
    type Output = Result<SimReport, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let rules = self.book.get::<G>();
        let smallest_table = *saloon::rules::TableRules::seats(rules).start();
        let bots = self.args.seat_bots(smallest_table)?;
        let writer = self.args.record.as_deref().map(|dir| record_writer::<G>(dir, &bots, rules));
        let keep = writer.as_ref().map(|write| write as KeepRecord<'_, G>);
        saloon::sim::run_keeping::<G>(rules, &bots, &self.args.batch(), self.args.checks, &self.book.difficulties, keep)
    }
}

/// Writes each match's record into `dir` as `GAME-SEED.ron`, the seats' bots named.
fn record_writer<'a, G: Registered>(
    dir: &'a std::path::Path,
    bots: &'a [BotKind],
    rules: &'a G::Rules,
) -> impl Fn(&RecordOf<G>) -> Result<(), String> + Sync + 'a {
    move |record| {
        let path = dir.join(format!("{}-{}.ron", G::ID, record.seed));
        let saved = SavedMatch::<G>::of_bots(bots, rules, record);
        saved.write(&path).map_err(|error| format!("{}: {error}", path.display()))
    }
}

struct Arena<'a> {
    args: &'a ArenaArgs,
    book: &'a RulesBook,
}

impl GameVisitor for Arena<'_> {
    type Output = Result<ArenaReport, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let Arena { args, book } = self;
        saloon::arena::run::<G>(book.get::<G>(), &args.seats, &args.batch(), &book.difficulties)
    }
}

fn host(args: &HostArgs, book: &RulesBook) -> ExitCode {
    let seats: Result<Vec<_>, _> = args.seats.iter().map(|seat| HostedSeat::parse(seat, args.difficulty)).collect();
    let options = seats.map(|seats| HostOptions {
        seats,
        seed: args.seed.unwrap_or_else(rand::random),
        address: args.address.unwrap_or_else(saloon::net::local_address),
        port: args.port,
        save: args.save.clone(),
        fallback: args.difficulty,
    });
    let report = options.and_then(|options| {
        dispatch(args.game, Hosting { options: &options, book })
            .map_err(|unknown| unknown.to_string())
            .and_then(|report| report)
    });
    finish(report, args.json, SimReport::summary, |report| report.violations == 0)
}

struct Hosting<'a> {
    options: &'a HostOptions,
    book: &'a RulesBook,
}

impl GameVisitor for Hosting<'_> {
    type Output = Result<SimReport, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let Hosting { options, book } = self;
        let (referee, took) = saloon::net::host_table::<G>(book.get::<G>(), &book.difficulties, options, |news| {
            match news {
                // The code comes first and alone on its line, for whoever reads it out or
                // a script that starts the joiners.
                HostNews::Open(code) => {
                    println!("{code}");
                    let _ = std::io::Write::flush(&mut std::io::stdout());
                }
                HostNews::Refused { client, why } => eprintln!("client {client}: refused: {why}"),
                HostNews::NotSaved(problem) => eprintln!("the match could not be saved: {problem}"),
            }
        })?;
        let names = options.seats.iter().map(|seat| seat.name().to_owned()).collect();
        Ok(SimReport::of_one_match(referee.state(), names, referee.record().decisions(), took))
    }
}

fn join(args: &JoinArgs, book: &RulesBook) -> ExitCode {
    let options = JoinOptions {
        bot: args.bot,
        seed: args.seed.unwrap_or_else(rand::random),
        difficulties: book.difficulties.clone(),
    };
    let joined = saloon::net::join_table(&args.code, &options, |news| match news {
        JoinNews::Seated { game, seat } => println!("seat {seat} of {}, played by {}", game.id(), options.bot),
        JoinNews::Refused(why) => eprintln!("the host refused a decision: {why}"),
    });
    match joined {
        Ok(joined) => {
            let winners: Vec<String> = joined.winners.iter().map(|seat| seat.to_string()).collect();
            match winners.is_empty() {
                true => println!("the match is over: a draw"),
                false => println!("the match is over: won by seat {}", winners.join(" and seat ")),
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(feature = "gui")]
fn open_window(
    screenshot: saloon::cli::ScreenshotArgs,
    options: WindowOptions,
    command: Option<Command>,
    rules_dir: Option<std::path::PathBuf>,
) -> ExitCode {
    saloon::app::run(screenshot, options, command, rules_dir)
}

#[cfg(feature = "gui")]
fn art_sheet(path: &std::path::Path, scale: f32) -> ExitCode {
    match saloon::app::art::write_sheet(path, scale) {
        Ok(()) => ExitCode::SUCCESS,
        Err(problem) => {
            eprintln!("{problem}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn art_sheet(_: &std::path::Path, _: f32) -> ExitCode {
    eprintln!("this build has no art (built without the `gui` feature)");
    ExitCode::FAILURE
}

#[cfg(not(feature = "gui"))]
fn open_window(
    _: saloon::cli::ScreenshotArgs,
    _: WindowOptions,
    _: Option<Command>,
    _: Option<std::path::PathBuf>,
) -> ExitCode {
    eprintln!(
        "this build has no game window (built without the `gui` feature); try `saloon sim` or `saloon check-rules`"
    );
    ExitCode::FAILURE
}
