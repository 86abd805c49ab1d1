use std::process::ExitCode;

use clap::Parser;

use saloon::ai::BotKind;
use saloon::arena::ArenaReport;
use saloon::cli::{ArenaArgs, Cli, Command, HostArgs, JoinArgs, SimArgs, WindowOptions};
use saloon::config;
use saloon::games::{GameVisitor, Registered, RulesBook, dispatch};
use saloon::net::{HostNews, HostOptions, HostedSeat, JoinNews, JoinOptions, Opening, TableToOpen, WatchNews};
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
    if let Some(dir) = &cli.lessons {
        match saloon::lesson::read_lessons_from(dir) {
            Ok(names) => eprintln!("lessons read from {}: {}", dir.display(), names.join(", ")),
            Err(problem) => eprintln!("{problem} (teaching the built-in lessons)"),
        }
    }
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
        Some(Command::Join(args)) if !args.in_window() => join(&args, &headless_rules(rules_dir.as_deref())),
        Some(Command::Tables { seconds }) => list_tables(std::time::Duration::from_secs(seconds)),
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
    saloon::net::arenas::one_arena_a_core();
    if !args.resume.is_empty() {
        return host_saved_tables(args, book, &args.resume);
    }
    let Some(game) = args.game else {
        return finish(
            Err::<SimReport, _>("a game to host, or --resume FILE".to_owned()),
            false,
            SimReport::summary,
            |_| true,
        );
    };
    let seats: Result<Vec<_>, _> = args.seats.iter().map(|seat| HostedSeat::parse(seat, args.difficulty)).collect();
    match seats {
        Ok(seats) => host_new_tables(args, book, game, seats),
        Err(problem) => finish(Err::<SimReport, _>(problem), false, SimReport::summary, |_| true),
    }
}

/// `saloon host GAME --seats … [--tables N] [--matches M]`: N new tables of `seats`,
/// each with its own code, seed and save, their results in order; then, as many times
/// as asked, N more in their place. One host runs them all, so that a long run of
/// matches is one process's.
fn host_new_tables(args: &HostArgs, book: &RulesBook, game: saloon::games::GameId, seats: Vec<HostedSeat>) -> ExitCode {
    let seed = args.seed.unwrap_or_else(rand::random);
    let (tables, matches) = (usize::from(args.tables), usize::from(args.matches));
    let many = tables * matches > 1;
    let mut passed = true;
    for round in 0..matches {
        let hosted: Vec<(u64, HostOptions)> = (0..tables)
            .map(|at| {
                let index = round * tables + at;
                let save = args.save.as_deref().map(|path| numbered(path, index, tables * matches));
                let mut options = host_options(args, seats.clone(), None, save);
                if options.port != 0 {
                    options.port = options.port.saturating_add(at as u16);
                }
                (seed + index as u64, options)
            })
            .collect();
        let first = round * tables;
        let reports = match dispatch(game, Hosting { tables: hosted, first, many, book }) {
            Ok(reports) => reports,
            Err(unknown) => vec![Err(unknown.to_string())],
        };
        passed &= report_tables(reports, first, many, args.json) == ExitCode::SUCCESS;
    }
    if passed { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// Tells each table's result, in order (`table 2: …` where there are many, numbered
/// from `first`); success when every table ended clean.
fn report_tables(reports: Vec<Result<SimReport, String>>, first: usize, many: bool, json: bool) -> ExitCode {
    let mut passed = true;
    for (index, report) in reports.into_iter().enumerate() {
        let report = report.map_err(|problem| match many {
            true => format!("table {}: {problem}", first + index + 1),
            false => problem,
        });
        passed &= finish(report, json, SimReport::summary, |report| report.violations == 0) == ExitCode::SUCCESS;
    }
    if passed { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// The save of table `index` of `tables` hosted at once: `path` itself for one table,
/// `duel-2.ron` for the second of many saved to `duel.ron`.
fn numbered(path: &std::path::Path, index: usize, tables: usize) -> std::path::PathBuf {
    if tables == 1 {
        return path.to_owned();
    }
    let stem = path.file_stem().map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
    let name = match path.extension() {
        Some(extension) => format!("{stem}-{}.{}", index + 1, extension.to_string_lossy()),
        None => format!("{stem}-{}", index + 1),
    };
    path.with_file_name(name)
}

/// How `args` host a table of `seats`, at `code`'s secret and address where a table
/// is taken up again.
fn host_options(
    args: &HostArgs,
    seats: Vec<HostedSeat>,
    code: Option<&saloon::net::JoinCode>,
    save: Option<std::path::PathBuf>,
) -> HostOptions {
    let address = args.address.or(code.map(|code| code.address.ip())).unwrap_or_else(saloon::net::local_address);
    // A table on the loopback is reached from this machine alone: nobody to announce it to.
    let announce = (!args.no_announce && !address.is_loopback()).then_some(saloon::net::Reach::Network);
    HostOptions {
        seats,
        address,
        port: code.filter(|_| args.port == 0).map_or(args.port, |code| code.address.port()),
        web_port: args.web_port,
        secret: code.map(|code| code.secret.clone()),
        save,
        wait: args.after_wait.wait(std::time::Duration::from_secs(args.wait)),
        fallback: args.difficulty,
        announce,
    }
}

/// New tables to host, each with its seed.
struct Hosting<'a> {
    tables: Vec<(u64, HostOptions)>,
    /// The number of the first of `tables` among all the host's, from 0, and whether
    /// the host has more than one.
    first: usize,
    many: bool,
    book: &'a RulesBook,
}

impl GameVisitor for Hosting<'_> {
    type Output = Vec<Result<SimReport, String>>;

    fn visit<G: Registered>(self) -> Self::Output {
        let rules = self.book.get::<G>();
        let tables = self
            .tables
            .into_iter()
            .map(|(seed, options)| TableToOpen { rules: rules.clone(), opening: Opening::New { seed }, options })
            .collect();
        host_and_report::<G>(&self.book.difficulties, tables, self.first, self.many)
    }
}

/// Hosts `tables` at once, telling what happens as they go (of table `first + 1` on
/// where there are `many`); each one's result, in order.
fn host_and_report<G: Registered>(
    difficulties: &saloon::ai::config::AiConfig,
    tables: Vec<TableToOpen<G>>,
    first: usize,
    many: bool,
) -> Vec<Result<SimReport, String>> {
    let names: Vec<Vec<String>> =
        tables.iter().map(|table| table.options.seats.iter().map(|seat| seat.name().to_owned()).collect()).collect();
    let ends = saloon::net::host_tables::<G>(difficulties, tables, |index, news| {
        say_host_news(news, many.then_some(first + index))
    });
    ends.into_iter()
        .zip(names)
        .map(|(end, names)| {
            end.map(|(referee, took)| {
                SimReport::of_one_match(referee.state(), names, referee.record().decisions(), took)
            })
        })
        .collect()
}

/// `saloon host --resume FILE…`: the matches hosts saved, taken up again at once, each
/// under its own code and rules, saved where it was (or as `--save` numbers them).
fn host_saved_tables(args: &HostArgs, book: &RulesBook, paths: &[std::path::PathBuf]) -> ExitCode {
    let games: Result<Vec<saloon::games::GameId>, String> =
        paths.iter().map(|path| saloon::save::check_match_file(path).map_err(|error| error.to_string())).collect();
    let game = games.and_then(|games| match games.split_first() {
        Some((first, rest)) if rest.iter().all(|game| game == first) => Ok(*first),
        Some(_) => Err("the saves hold matches of more than one game: take each game up apart".to_owned()),
        None => Err("a save to take up".to_owned()),
    });
    let reports = game.and_then(|game| {
        dispatch(game, ResumingTables { args, book, paths }).map_err(|unknown| unknown.to_string())?
    });
    match reports {
        Ok(reports) => report_tables(reports, 0, paths.len() > 1, args.json),
        Err(problem) => finish(Err::<SimReport, _>(problem), false, SimReport::summary, |_| true),
    }
}

/// Hosts' saves taken up again, all of one game.
struct ResumingTables<'a> {
    args: &'a HostArgs,
    book: &'a RulesBook,
    paths: &'a [std::path::PathBuf],
}

impl GameVisitor for ResumingTables<'_> {
    type Output = Result<Vec<Result<SimReport, String>>, String>;

    fn visit<G: Registered>(self) -> Self::Output {
        let ResumingTables { args, book, paths } = self;
        let tables = paths
            .iter()
            .enumerate()
            .map(|(index, path)| {
                let (saved, state) = SavedMatch::<G>::read(path).map_err(|error| error.to_string())?;
                let hosted =
                    saved.hosted.as_deref().ok_or_else(|| format!("{}: not a hosted match", path.display()))?;
                let code: saloon::net::JoinCode =
                    hosted.parse().map_err(|error| format!("{}: the code {hosted}: {error}", path.display()))?;
                let save = args.save.as_deref().map_or_else(|| path.clone(), |save| numbered(save, index, paths.len()));
                let options = host_options(args, saloon::net::seats_of_saved(&saved), Some(&code), Some(save));
                let opening = Opening::Resumed { state, record: saved.record, claims: saved.claims };
                Ok(TableToOpen { rules: saved.rules, opening, options })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(host_and_report::<G>(&book.difficulties, tables, 0, paths.len() > 1))
    }
}

/// What a host tells, of one table or of table `index` of many.
fn say_host_news(news: HostNews, index: Option<usize>) {
    let table = index.map_or_else(String::new, |index| format!("table {}: ", index + 1));
    match news {
        // The code comes first and alone on its line, for whoever reads it out or a
        // script that starts the joiners.
        HostNews::Open(code) => {
            println!("{code}");
            let _ = std::io::Write::flush(&mut std::io::stdout());
        }
        // The phones' address follows on a line of its own, and its code is drawn for a
        // phone's camera.
        HostNews::Phones(address) => {
            println!("{address}");
            let _ = std::io::Write::flush(&mut std::io::stdout());
            eprintln!("{table}phones take their seats at {address}, or by this code:");
            eprintln!("{}", saloon::net::phones::terminal_code(&address));
        }
        HostNews::Saving(path) => eprintln!("{table}the match is saved to {} after every step", path.display()),
        HostNews::Joined { client, seat } => eprintln!("{table}client {client} joined at seat {seat}"),
        HostNews::Watching { client } => eprintln!("{table}client {client} watches"),
        HostNews::Left { client, seat, wait: Some(wait) } => eprintln!(
            "{table}client {client} left seat {seat}; it waits {}s for the client to come back",
            wait.as_secs()
        ),
        HostNews::Left { client, seat, wait: None } => {
            eprintln!("{table}client {client} left seat {seat}; the table waits for the client to come back")
        }
        HostNews::TakenOver { client, seat } => {
            eprintln!("{table}client {client} did not come back: a computer plays seat {seat}")
        }
        HostNews::Refused { client, why } => eprintln!("{table}client {client}: refused: {why}"),
        HostNews::NotSaved(problem) => eprintln!("{table}the match could not be saved: {problem}"),
        HostNews::Announced => eprintln!("{table}the table is announced on the network: `saloon tables` lists it"),
        HostNews::NotAnnounced(problem) => {
            eprintln!("{table}the table is not announced ({problem}): join it by its code")
        }
        HostNews::Failed(problem) => eprintln!("{table}the table closed: {problem}"),
        HostNews::Lobby(tally) => eprintln!("{table}the lobby turned away, lately: {tally}"),
    }
}

fn join(args: &JoinArgs, book: &RulesBook) -> ExitCode {
    let options = JoinOptions {
        bot: args.computer(),
        seed: args.seed.unwrap_or_else(rand::random),
        difficulties: book.difficulties.clone(),
    };
    let code = match (&args.code, &args.codes_from) {
        (Some(code), _) => code,
        (None, Some(file)) => return join_many(file, &options),
        (None, None) => {
            eprintln!("without a window, `saloon join` plays the seat of a join code, or of each in --codes-from FILE");
            return ExitCode::FAILURE;
        }
    };
    if args.watch {
        return watch(code);
    }
    let joined = saloon::net::join_table(code, &options, |news| match news {
        JoinNews::Seated { game, seat } => println!("seat {seat} of {}, played by {}", game.id(), options.bot),
        JoinNews::Refused(why) => eprintln!("the host refused a decision: {why}"),
        JoinNews::SeatHeld { seat, presence } => eprintln!("{}", seat_held_in_words(seat, presence)),
        JoinNews::Lost(why) => eprintln!("{why}; asking for the seat back"),
    });
    ended(joined.map(|joined| joined.winners))
}

/// `saloon tables`: what the network announces after listening `patience`.
fn list_tables(patience: std::time::Duration) -> ExitCode {
    let mut finder = match saloon::net::TableFinder::start(saloon::net::Reach::Network) {
        Ok(finder) => finder,
        Err(problem) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    let started = std::time::Instant::now();
    while started.elapsed() < patience {
        finder.wait_for_news(patience.saturating_sub(started.elapsed()));
    }
    let tables = finder.tables();
    if tables.is_empty() {
        eprintln!("no table is announced on the network");
    }
    for table in tables {
        let version = match table.version == saloon::net::PROTOCOL_VERSION {
            true => String::new(),
            false => format!("  (protocol version {}: another Saloon)", table.version),
        };
        println!("{}  {} of {} seats free  {}{version}", table.game, table.free, table.seats, table.address);
    }
    ExitCode::SUCCESS
}

/// `saloon join --codes-from FILE`: a seat at each code's table, from this process;
/// how they fared, and the round trips.
fn join_many(file: &std::path::Path, options: &JoinOptions) -> ExitCode {
    let codes: Result<Vec<saloon::net::JoinCode>, String> =
        std::fs::read_to_string(file).map_err(|error| format!("{}: {error}", file.display())).and_then(|text| {
            let lines = text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty());
            lines
                .map(|(number, line)| {
                    line.parse().map_err(|error| format!("{}:{}: {error}", file.display(), number + 1))
                })
                .collect()
        });
    let codes = match codes {
        Ok(codes) => codes,
        Err(problem) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    let played = saloon::net::play_many_seats(&codes, options, |index, news| {
        if let JoinNews::Lost(why) | JoinNews::Refused(why) = news {
            eprintln!("seat {}: {why}", index + 1);
        }
    });
    let mut stopped = 0;
    for (index, end) in played.ends.iter().enumerate() {
        if let Err(why) = end {
            eprintln!("seat {}: {why}", index + 1);
            stopped += 1;
        }
    }
    println!("{} seats played: {} to their match's end, {stopped} stopped", codes.len(), codes.len() - stopped);
    if let Some(figures) = played.round_trip_figures() {
        println!("round trips: {figures}");
    }
    if stopped == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// `saloon join CODE --watch`: the match told line by line, the seats named as a table
/// of that many names them.
fn watch(code: &saloon::net::JoinCode) -> ExitCode {
    let mut names = Vec::new();
    let watched = saloon::net::watch_table(code, |news| match news {
        WatchNews::Watching { game, seats } => {
            names = saloon::games::seat_names(&vec![saloon::games::SeatKind::Computer; seats]);
            println!("watching {} at a table of {seats}", game.id());
        }
        WatchNews::Told(line) => println!("{}", text::say(&line, &names)),
        WatchNews::SeatHeld { seat, presence } => println!("{}", seat_held_in_words(seat, presence)),
        WatchNews::Lost(why) => eprintln!("{why}; asking to watch again"),
    });
    ended(watched)
}

/// How `seat` is held now, in words.
fn seat_held_in_words(seat: saloon::rules::Seat, presence: saloon::net::SeatPresence) -> String {
    use saloon::net::SeatPresence;
    match presence {
        SeatPresence::Computer => format!("seat {seat} is played by a computer"),
        SeatPresence::Free => format!("seat {seat} waits for its player"),
        SeatPresence::Connected => format!("seat {seat}'s player is connected"),
        SeatPresence::Dropped { wait_left_ms: Some(left) } => format!(
            "seat {seat}'s player dropped: the seat waits {} s for them, then a computer plays it",
            left.div_ceil(1000)
        ),
        SeatPresence::Dropped { wait_left_ms: None } => {
            format!("seat {seat}'s player dropped: the table waits for them")
        }
    }
}

/// The end of a match joined or watched: who won, or why it could not be followed.
fn ended(winners: Result<saloon::rules::SeatSet, String>) -> ExitCode {
    match winners {
        Ok(winners) => {
            let winners: Vec<String> = winners.iter().map(|seat| seat.to_string()).collect();
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
