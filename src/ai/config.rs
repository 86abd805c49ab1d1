//! The difficulties of the search bot (`config/ai.ron`): a budget and a knowledge each,
//! never a rate of deliberate mistakes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::algorithms::search::{Knowledge, SearchBudget};
use crate::config::{FieldError, RulesFile, at_least, inside};
use crate::games::GameId;
use crate::rules::Line;

/// One difficulty, as written in the file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difficulty {
    pub iterations: u32,
    pub rollout_steps: u32,
    pub exploration: f64,
    /// How far from the best a pick taken at once with others may stray
    /// ([`super::algorithms::search::draw_by_value`]); 0, the default, always takes the most tried.
    #[serde(default)]
    pub temperature: f64,
    /// What it knows of every game…
    pub knowledge: Knowledge,
    /// …but these, where other knowledge was measured to play better.
    #[serde(default)]
    pub games: BTreeMap<GameId, Knowledge>,
}

impl Difficulty {
    /// The budget of one search in the game whose [`crate::rules::Game::ID`] is `game`.
    pub fn budget(&self, game: &str) -> SearchBudget {
        let knowledge =
            self.games.iter().find(|(id, _)| id.id() == game).map_or(self.knowledge, |(_, knowledge)| *knowledge);
        SearchBudget {
            iterations: self.iterations,
            rollout_steps: self.rollout_steps,
            exploration: self.exploration,
            temperature: self.temperature,
            knowledge,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AiConfig {
    pub easy: Difficulty,
    pub medium: Difficulty,
    pub hard: Difficulty,
}

impl RulesFile for AiConfig {
    const FILE_NAME: &'static str = "ai.ron";

    fn validate(&self) -> Vec<FieldError> {
        let mut errors = Vec::new();
        for (field, difficulty) in [("easy", &self.easy), ("medium", &self.medium), ("hard", &self.hard)] {
            if difficulty.iterations == 0 || difficulty.rollout_steps == 0 {
                errors.push(FieldError::new(field, Line::new("expected-search-steps")));
            }
            for (name, value) in [("exploration", difficulty.exploration), ("temperature", difficulty.temperature)] {
                if !(value >= 0.0 && value.is_finite()) {
                    errors.push(FieldError::new(field, inside(name, at_least(0, value))));
                }
            }
        }
        errors
    }
}

impl AiConfig {
    /// The difficulties built into the program (`config/ai.ron` as shipped).
    pub fn built_in() -> Self {
        crate::config::embedded()
    }

    /// The difficulty a search bot of `kind` plays at; `None` for bots that do not search.
    pub fn difficulty(&self, kind: super::BotKind) -> Option<&Difficulty> {
        match kind {
            super::BotKind::Random | super::BotKind::Heuristic => None,
            super::BotKind::Easy => Some(&self.easy),
            super::BotKind::Medium => Some(&self.medium),
            super::BotKind::Hard => Some(&self.hard),
        }
    }
}
