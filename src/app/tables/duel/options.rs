//! What a Duel table can change: the standard rules or the German edition's Sphinx.

use crate::app::tables::shell::{GameOptions, SetupOption, choice};
use crate::rules::Line;
use crate::rules::duel::{DuelRules, Variant};

/// A Duel table's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuelOptions {
    pub variant: Variant,
}

const VARIANTS: [(Variant, &str); 2] = [(Variant::Standard, "duel-standard"), (Variant::Sphinx, "duel-sphinx")];

impl GameOptions<DuelRules> for DuelOptions {
    fn of(rules: &DuelRules) -> Self {
        DuelOptions { variant: rules.variant }
    }

    fn list(&self, _: &DuelRules, _: usize) -> Vec<SetupOption> {
        let chosen = VARIANTS.iter().position(|&(variant, _)| variant == self.variant).unwrap_or(0);
        vec![choice("variant", "duel-option-rules", "duel-option-rules-tip", VARIANTS.map(|(_, label)| label), chosen)]
    }

    fn set(&mut self, key: &str, value: u16, _: &DuelRules, _: usize) {
        if let ("variant", Some(&(variant, _))) = (key, VARIANTS.get(usize::from(value))) {
            self.variant = variant;
        }
    }

    fn apply(&self, rules: &DuelRules, _: usize) -> DuelRules {
        DuelRules { variant: self.variant, ..rules.clone() }
    }

    fn in_words(&self) -> Option<Line> {
        (self.variant == Variant::Sphinx).then(|| Line::new("duel-options-sphinx"))
    }
}
