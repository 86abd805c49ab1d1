//! The difficulties of the search bot (`config/ai.ron`): a budget each, never a rate of
//! deliberate mistakes.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::search::SearchBudget;
use crate::config::{FieldError, RulesFile};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AiConfig {
    pub easy: SearchBudget,
    pub medium: SearchBudget,
    pub hard: SearchBudget,
}

impl RulesFile for AiConfig {
    const FILE_NAME: &'static str = "ai.ron";

    fn validate(&self) -> Vec<FieldError> {
        let mut errors = Vec::new();
        for (field, budget) in [("easy", &self.easy), ("medium", &self.medium), ("hard", &self.hard)] {
            if budget.iterations == 0 || budget.rollout_steps == 0 {
                errors.push(FieldError::new(field, "iterations and rollout_steps of at least 1"));
            }
            if !(budget.exploration >= 0.0 && budget.exploration.is_finite()) {
                errors.push(FieldError::new(
                    field,
                    format!("an exploration of 0 or more (found {})", budget.exploration),
                ));
            }
        }
        errors
    }
}

static IN_FORCE: OnceLock<AiConfig> = OnceLock::new();

/// Puts `config` in force for every bot built from now on; the first call wins.
pub fn use_config(config: AiConfig) {
    let _ = IN_FORCE.set(config);
}

/// The difficulties in force: those given to [`use_config`], else the built-in ones.
pub fn in_force() -> &'static AiConfig {
    IN_FORCE.get_or_init(crate::config::embedded)
}
