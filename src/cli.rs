//! The command line: the game window, or headless tools that need no engine.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::ai::BotKind;
use crate::batch::{Batch, all_cores};
use crate::games::GameId;
use crate::games::SeatKind;
pub use crate::net::AfterWait;
use crate::sim::Checks;

#[derive(Debug, Parser)]
#[command(
    name = "saloon",
    version,
    about = "Four Wild-West table games on one screen",
    long_about = "Four Wild-West table games on one screen: Loot Shoot Whiskey, Three-card Loo, Duel \
        (Once Upon a Game in the West) and Desperados of Dice Town. Play alone against the computer, \
        pass one screen round without anyone seeing another's hand, host or join a table on the \
        network, or let the computers play on a big screen at a meetup.\n\n\
        With no command, the window opens on the title screen."
)]
pub struct Cli {
    /// A folder of rules files that override the built-in ones (default: ./config if present).
    #[arg(long, global = true, value_name = "DIR")]
    pub rules: Option<PathBuf>,

    /// A folder of lesson files (`duel.ron`, as in `assets/lessons/`) that override the
    /// built-in ones, for writing a lesson: each file it holds is taught in place of the
    /// game's own.
    #[arg(long, global = true, value_name = "DIR")]
    pub lessons: Option<PathBuf>,

    /// Animation speed, 0.5 (slow) to 4 (fast).
    #[arg(long, global = true)]
    pub speed: Option<f32>,

    /// The language on screen: en, es, fr, el, nl, ko, or pseudo (English made longer and
    /// accented, for checking that text fits); kept in the settings like a choice there.
    #[arg(long, global = true, value_name = "CODE")]
    pub language: Option<crate::text::Language>,

    #[command(flatten)]
    pub screenshot: ScreenshotArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Render some frames, then save the window as a PNG or report the frame rate, and exit.
#[derive(Debug, Args, Clone, Default)]
#[command(group(clap::ArgGroup::new("after_the_frames").multiple(true)))]
pub struct ScreenshotArgs {
    /// Save the window to this PNG after `--frames` frames, then exit.
    #[arg(long, global = true, value_name = "PATH", group = "after_the_frames")]
    pub screenshot: Option<PathBuf>,
    /// How many frames to render before the screenshot or the frame report.
    #[arg(long, global = true, default_value_t = 120, requires = "after_the_frames")]
    pub frames: u32,
    /// After `--frames` frames, write what they took (first frame, frame rate, frame
    /// times, peak memory) to this file as JSON, then exit.
    #[arg(long, global = true, value_name = "PATH", group = "after_the_frames")]
    pub frame_report: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Go straight to a table.
    Play(PlayArgs),
    /// Open a game's setup screen: seats, difficulty and the game's own choices.
    Setup {
        #[arg(value_parser = parse_game)]
        game: GameId,
        /// The seats the setup starts with, one entry each: human, ai, or remote (the
        /// game's usual table when left out).
        #[arg(long, value_delimiter = ',')]
        seats: Option<Vec<SeatKind>>,
    },
    /// Computers play short matches of every game in turn (or of the games named, one
    /// on repeat), with captions, the hidden cards shown and presenter controls.
    Showcase {
        #[arg(value_parser = parse_game, value_name = "GAME")]
        games: Vec<GameId>,
    },
    /// A game's guided first match: an arranged deal against a gentle computer, each step
    /// pointing at what to press and saying why.
    Learn {
        #[arg(value_parser = parse_game)]
        game: GameId,
    },
    /// The kept matches, to watch one again.
    Replays,
    /// Watch a kept match (a file of the replays folder, or of `sim --record`) step by step.
    Replay {
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Play bot matches headless and report wins, length, invariant violations and speed.
    Sim(SimArgs),
    /// Bots against bots, seats rotated: each bot's win rate with a 95% interval.
    Arena(ArenaArgs),
    /// List the games, one a line: the command-line name, and the fewest and most seats
    /// the rules in force allow (`duel 2 6`), for scripts that go over every game.
    Games,
    /// Draw every piece of the art on one sheet, written as PNG (docs/art.md shows it).
    ArtSheet {
        #[arg(value_name = "PATH")]
        path: PathBuf,
        /// Pixels a world unit covers on the sheet.
        #[arg(long, default_value_t = 1.5)]
        scale: f32,
    },
    /// Host a table without a window: print its join code, play its computers, and wait
    /// for a client to join each remote seat; exits when the match ends.
    Host(HostArgs),
    /// Take a seat at a hosted table by its join code: in the window, or without one as
    /// a computer (`--bot`); or watch it (`--watch`); with no code, the window lists the
    /// tables on the network.
    Join(JoinArgs),
    /// List the tables hosted on the local network, as their hosts announce them: the
    /// game, the seats free and the address, for `join SECRET@ADDRESS`.
    Tables {
        /// How long to listen before listing, in seconds.
        #[arg(long, default_value_t = 3)]
        seconds: u64,
    },
    /// Check every rules file in a folder; exits non-zero on any error.
    CheckRules {
        #[arg(value_name = "DIR")]
        dir: PathBuf,
    },
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[arg(value_parser = parse_game)]
    pub game: GameId,
    /// One entry per seat: human, ai, or remote. A remote seat hosts the table: the
    /// window opens it to the network, prints its join code, and plays the human seat.
    #[arg(long, value_delimiter = ',', default_value = "human,ai")]
    pub seats: Vec<SeatKind>,
    /// Shuffle seed; random when left out.
    #[arg(long)]
    pub seed: Option<u64>,
    /// How the computer players play: easy, medium or hard (or random, heuristic).
    #[arg(long, default_value = "medium")]
    pub difficulty: BotKind,
}

#[derive(Debug, Args)]
pub struct SimArgs {
    #[arg(value_parser = parse_game)]
    pub game: GameId,
    #[arg(long, default_value_t = 1000)]
    pub matches: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seats at the table (default: one per bot, or the game's smallest table).
    #[arg(long)]
    pub players: Option<usize>,
    /// The bot of each seat; with `--players`, the last one fills the seats left.
    #[arg(long, value_delimiter = ',', default_value = "random")]
    pub bots: Vec<BotKind>,
    /// When the rules' conserved quantities are checked.
    #[arg(long = "check", value_enum, default_value_t = Checks::EachRound)]
    pub checks: Checks,
    /// Threads to play on (default: every core); the results do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write each match's record to this folder (`GAME-SEED.ron`), for `saloon replay`.
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
    /// End with one line of JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ArenaArgs {
    #[arg(value_parser = parse_game)]
    pub game: GameId,
    /// One bot per seat: random, heuristic, easy, medium or hard.
    #[arg(long, value_delimiter = ',', required = true)]
    pub seats: Vec<BotKind>,
    #[arg(long, default_value_t = 100)]
    pub matches: u64,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads to play on (default: every core); the results do not depend on it.
    #[arg(long)]
    pub threads: Option<usize>,
    /// End with one line of JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct HostArgs {
    #[arg(value_parser = parse_game, required_unless_present = "resume")]
    pub game: Option<GameId>,
    /// One entry per seat: remote (a client joins it by the code), phone (a player takes
    /// it from a phone's browser, at the address printed and drawn as a QR code), ai (a
    /// computer here at `--difficulty`), or a bot's name.
    #[arg(long, value_delimiter = ',', required_unless_present = "resume")]
    pub seats: Vec<String>,
    /// Take up the matches a host saved in these files (of one game), each with its
    /// seats and its code, and go on saving each where it was: their clients come back
    /// by themselves.
    #[arg(long, value_name = "FILE", num_args = 1.., conflicts_with_all = ["game", "seats", "seed"])]
    pub resume: Vec<PathBuf>,
    /// Seconds a seat whose client left waits for it to come back, before a computer
    /// takes it.
    #[arg(long, default_value_t = 60)]
    pub wait: u64,
    /// What happens to a seat whose client is not back within the wait: a computer
    /// plays it (computer), or the table waits for the client as long as it takes,
    /// pausing at that seat's turn (pause).
    #[arg(long, value_enum, default_value = "computer")]
    pub after_wait: AfterWait,
    /// How the computers play, and the one that takes a seat its client left.
    #[arg(long, default_value = "medium")]
    pub difficulty: BotKind,
    /// The port of the table and its lobby (default: any free one; the code carries it).
    #[arg(long, default_value_t = 0)]
    pub port: u16,
    /// The port of the phones' page, where the table has phone seats (default: any free
    /// one; the phone address carries it).
    #[arg(long, default_value_t = 0)]
    pub web_port: u16,
    /// The address the clients reach this machine at (default: its address on the
    /// network, as the system's routes tell).
    #[arg(long)]
    pub address: Option<std::net::IpAddr>,
    /// Shuffle seed; random when left out.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Save the match to this file after every step (default: a file named by the
    /// code's secret in the data folder's `hosted` folder; the host says which).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Host this many tables at once, each with its own code (printed one a line), seed
    /// (`--seed`, then one more for each next table), port (`--port`, likewise, where
    /// given) and save (`--save duel.ron` saves them to `duel-1.ron`, `duel-2.ron`, …).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=1000), conflicts_with = "resume")]
    pub tables: u16,
    /// Play this many matches at each table, one after another: when all the tables'
    /// matches are over, as many new tables open in their place, with new codes (printed
    /// as the first were), the next seeds, and saves numbered on (`duel-3.ron` for the
    /// first of the second two).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..), conflicts_with = "resume")]
    pub matches: u16,
    /// Keep the table off the network's list of tables (`saloon tables`): joiners need
    /// its code's address too. A table on the loopback is never announced.
    #[arg(long)]
    pub no_announce: bool,
    /// End with the match's result as one line of JSON, as `sim --json` writes it.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct JoinArgs {
    /// The code the host printed (`SECRET@address:port`); without one, the window opens
    /// on the tables announced on the network.
    pub code: Option<crate::net::JoinCode>,
    /// Play a seat for each code in this file (one a line; a code twice for two of its
    /// table's seats), all from this process, to load a host: ends with how the seats
    /// fared and the round trips from each decision sent to the next table heard.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["code", "watch"])]
    pub codes_from: Option<PathBuf>,
    /// Play the seat without a window, as this computer: random, heuristic, easy, medium
    /// or hard (a build without the window plays medium).
    #[arg(long)]
    pub bot: Option<BotKind>,
    /// Watch instead of playing: what the public sees, in the window (told line by line
    /// in a build without one).
    #[arg(long, conflicts_with_all = ["bot", "seed"])]
    pub watch: bool,
    /// Seeds the computer's choices as a one-process table's match seed seeds its
    /// computers; random when left out.
    #[arg(long)]
    pub seed: Option<u64>,
}

impl JoinArgs {
    /// Whether the table is joined in the window: a person's seat or a spectator's, in a
    /// build with one.
    pub fn in_window(&self) -> bool {
        cfg!(feature = "gui") && self.bot.is_none() && self.codes_from.is_none()
    }

    /// The computer that plays the seat without a window.
    pub fn computer(&self) -> BotKind {
        self.bot.unwrap_or(BotKind::Medium)
    }
}

fn parse_game(text: &str) -> Result<GameId, String> {
    text.parse()
}

/// The batch `--matches`, `--seed` and `--threads` ask for.
fn batch(matches: u64, seed: u64, threads: Option<usize>) -> Batch {
    Batch::new(matches, seed).with_threads(threads.unwrap_or_else(all_cores))
}

impl ArenaArgs {
    pub fn batch(&self) -> Batch {
        batch(self.matches, self.seed, self.threads)
    }
}

impl SimArgs {
    pub fn batch(&self) -> Batch {
        batch(self.matches, self.seed, self.threads)
    }

    /// One bot per seat: as listed, the last repeated to fill `--players` seats.
    pub fn seat_bots(&self, smallest_table: usize) -> Result<Vec<BotKind>, String> {
        let seats = self.players.unwrap_or(self.bots.len().max(smallest_table));
        if self.bots.len() > seats {
            return Err(format!("{} bots for {seats} seats", self.bots.len()));
        }
        let last = *self.bots.last().ok_or("at least one bot is needed")?;
        let mut bots = self.bots.clone();
        bots.resize(seats, last);
        Ok(bots)
    }
}

/// How the game window opens.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct WindowOptions {
    pub speed: Option<f32>,
    pub language: Option<crate::text::Language>,
}
