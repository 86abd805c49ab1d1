//! Saloon: four Wild-West table games on one screen.
//!
//! `rules` and `ai` never touch the engine and build without the `gui` feature; `app` is
//! the Bevy shell over them. `text` puts what the rules and the screens say into the
//! player's language.

/// The game's id on the desktop, reverse-DNS: its launcher (`APP_ID.desktop`), its icon's
/// name, its AppStream metainfo and the window's class and app id.
pub const APP_ID: &str = "io.github.saloongame.Saloon";

pub mod ai;
pub mod arena;
pub mod artwork;
pub mod batch;
pub mod cli;
pub mod config;
pub mod games;
pub mod lesson;
pub mod net;
pub mod record;
pub mod replays;
pub mod report;
pub mod rules;
pub mod save;
pub mod settings;
pub mod sim;
pub mod storage;
pub mod text;

#[cfg(feature = "gui")]
pub mod app;
