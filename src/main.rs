use std::process::ExitCode;

use clap::Parser;

use saloon::ai::Heuristic;
use saloon::ai::config::AiConfig;
use saloon::cli::{ArenaArgs, Cli, Command, SimArgs, WindowOptions};
use saloon::config;
use saloon::rules::GameId;
use saloon::rules::duel::Duel;
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use saloon::rules::three_card_loo::ThreeCardLoo;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let rules_dir = config::override_dir(cli.rules.as_deref());
    let difficulties = config::load::<AiConfig>(rules_dir.as_deref());
    for error in &difficulties.errors {
        eprintln!("{error} (playing on the built-in difficulties)");
    }
    saloon::ai::config::use_config(difficulties.rules);
    match cli.command {
        Some(Command::CheckRules { dir }) => check_rules(&dir),
        Some(Command::Sim(args)) => simulate(&args, rules_dir.as_deref()),
        Some(Command::Arena(args)) => arena(&args, rules_dir.as_deref()),
        command => {
            open_window(cli.screenshot, WindowOptions { speed: cli.speed, showcase: cli.showcase }, command, rules_dir)
        }
    }
}

fn check_rules(dir: &std::path::Path) -> ExitCode {
    let errors = config::check_dir(dir);
    for error in &errors {
        eprintln!("{error}");
    }
    if errors.is_empty() {
        println!("{}: every rules file is valid", dir.display());
        ExitCode::SUCCESS
    } else {
        eprintln!("{} error(s)", errors.len());
        ExitCode::FAILURE
    }
}

fn simulate(args: &SimArgs, rules_dir: Option<&std::path::Path>) -> ExitCode {
    let report = match args.game {
        GameId::LootShootWhiskey => sim_game::<LootShootWhiskey>(args, rules_dir, 2),
        GameId::Duel => sim_game::<Duel>(args, rules_dir, 2),
        GameId::ThreeCardLoo => sim_game::<ThreeCardLoo>(args, rules_dir, 3),
        other => Err(format!("{} cannot be simulated yet", other.title())),
    };
    let report = match report {
        Ok(report) => report,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    print!("{}", report.summary());
    if args.json {
        println!("{}", serde_json::to_string(&report).expect("a report serializes"));
    }
    if report.violations == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

fn arena(args: &ArenaArgs, rules_dir: Option<&std::path::Path>) -> ExitCode {
    let report = match args.game {
        GameId::LootShootWhiskey => arena_game::<LootShootWhiskey>(args, rules_dir),
        GameId::Duel => arena_game::<Duel>(args, rules_dir),
        GameId::ThreeCardLoo => arena_game::<ThreeCardLoo>(args, rules_dir),
        other => Err(format!("{} has no bots yet", other.title())),
    };
    match report {
        Ok(report) => {
            print!("{}", report.summary());
            if args.json {
                println!("{}", serde_json::to_string(&report).expect("a report serializes"));
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

fn arena_game<G: Heuristic>(
    args: &ArenaArgs,
    rules_dir: Option<&std::path::Path>,
) -> Result<saloon::arena::ArenaReport, String>
where
    G::Rules: config::RulesFile,
{
    let loaded = config::load::<G::Rules>(rules_dir);
    for error in &loaded.errors {
        eprintln!("{error} (playing on the built-in rules)");
    }
    saloon::arena::run::<G>(&loaded.rules, &args.seats, args.matches, args.seed)
}

fn sim_game<G: Heuristic>(
    args: &SimArgs,
    rules_dir: Option<&std::path::Path>,
    smallest_table: usize,
) -> Result<saloon::sim::SimReport, String>
where
    G::Rules: config::RulesFile,
{
    let loaded = config::load::<G::Rules>(rules_dir);
    for error in &loaded.errors {
        eprintln!("{error} (playing on the built-in rules)");
    }
    let bots = args.seat_bots(smallest_table)?;
    saloon::sim::run::<G>(&loaded.rules, &bots, args.matches, args.seed)
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
