//! The resolution table of a shot, for both variants.

use serde::{Deserialize, Serialize};

use super::{DuelAction, Gun, Variant};

/// What one shot did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShotOutcome {
    Hit,
    /// The target fired too and was moving.
    MissedMoving,
    /// A Pistol against a Barricade.
    StoppedByBarricade,
}

/// What a shot with `gun` does to a target who picked `target_pick`.
pub fn resolve_shot(variant: Variant, gun: Gun, target_pick: DuelAction) -> ShotOutcome {
    match (target_pick, variant) {
        (DuelAction::Fire { .. }, Variant::Standard) => ShotOutcome::MissedMoving,
        // Sphinx: a gun protects only against shots of its own kind.
        (DuelAction::Fire { gun: own, .. }, Variant::Sphinx) if own == gun => ShotOutcome::MissedMoving,
        (DuelAction::Fire { .. }, Variant::Sphinx) => ShotOutcome::Hit,
        (DuelAction::Barricade, _) if gun == Gun::Pistol => ShotOutcome::StoppedByBarricade,
        (DuelAction::Barricade, _) => ShotOutcome::Hit,
        (DuelAction::Reload | DuelAction::EmptyHanded, _) => ShotOutcome::Hit,
    }
}
