//! Rules, bots and rules files: everything that builds without the engine.

mod batches;
mod check_rules_cli;
mod config_files;
mod conformance;
mod desperados;
mod dice_game;
mod duel;
mod duel_equilibrium;
mod fuzz;
mod golden;
mod in_words;
mod launcher_files;
mod loot_shoot_whiskey;
#[path = "../common/pig.rs"]
mod pig;
mod rules_texts;
mod saves;
mod search;
mod tables_across_processes;
mod take_back;
mod three_card_loo;
mod words_in_code;
