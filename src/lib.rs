//! Saloon: four Wild-West table games on one screen.
//!
//! `rules` and `ai` never touch the engine and build without the `gui` feature; `app` is
//! the Bevy shell over them.

pub mod ai;
pub mod arena;
pub mod batch;
pub mod cli;
pub mod config;
pub mod games;
pub mod record;
pub mod replays;
pub mod report;
pub mod rules;
pub mod save;
pub mod settings;
pub mod sim;
pub mod storage;

#[cfg(feature = "gui")]
pub mod app;
