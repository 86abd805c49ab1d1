//! The game-free algorithms the bots are built on: they know a game only through
//! [`crate::rules::Game`] and a seat's knowledge, never by name.
//! - [`search`]: information-set Monte Carlo tree search over states resampled from a
//!   seat's view, guided by a game's heuristic where it has one.
//! - [`matrix_game`]: the equilibrium of a two-player zero-sum matrix game, for the games
//!   whose seats choose at once.

pub mod matrix_game;
pub mod search;
