//! The four dice: what a roll allows, and the setup roll.

use serde::{Deserialize, Serialize};

use super::rules::{Limits, SetupReroll};
use super::{DICE, Face, Icon, MAX_ROLLS};
use crate::rules::{GameRng, random_index};

/// The faces the four dice show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice(pub [Face; DICE]);

impl Default for Dice {
    fn default() -> Self {
        Dice([Face::Action; DICE])
    }
}

impl Dice {
    /// How many dice show each face, by [`Face::index`].
    pub fn counts(&self) -> [u8; 6] {
        let mut counts = [0; 6];
        for face in self.0 {
            counts[face.index()] += 1;
        }
        counts
    }

    /// The icons shown, as a mask by [`Icon::index`].
    pub fn icons(&self) -> u8 {
        self.0.iter().filter_map(|face| face.icon()).fold(0, |mask, icon| mask | 1 << icon.index())
    }

    pub fn actions(&self) -> u8 {
        self.counts()[Face::Action.index()]
    }

    /// Rolls the dice of `mask` (bit `d` for die `d`): one draw among the 6^k outcomes,
    /// read as k faces.
    pub fn roll(&mut self, mask: u8, rng: &mut GameRng) {
        let rolled = mask.count_ones();
        let mut outcome = random_index(rng, Face::ALL.len().pow(rolled));
        for (die, face) in self.0.iter_mut().enumerate() {
            if mask & 1 << die != 0 {
                *face = Face::from_index(outcome % Face::ALL.len());
                outcome /= Face::ALL.len();
            }
        }
    }

    /// Whether `other` differs from these dice only on the dice of `mask`.
    pub fn agrees_outside(&self, other: &Dice, mask: u8) -> bool {
        (0..DICE).all(|die| mask & 1 << die != 0 || self.0[die] == other.0[die])
    }
}

/// What a roll lets the player do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RollOptions {
    /// Actions to spend, when at least one Action face and one icon show (0 otherwise).
    pub actions: u8,
    /// Icons that may act, as a mask by [`Icon::index`].
    pub icons: u8,
    /// Cards to draw and to keep: three alike, four alike, or a misère (0 when none).
    pub draw: u8,
    pub keep: u8,
}

impl RollOptions {
    /// What `dice` allow after `rolls` rolls of the turn, under `limits`.
    pub fn of(dice: &Dice, rolls: u8, limits: &Limits) -> Self {
        // The faces counted in one word, four bits a face: play-outs ask this at every
        // decision of a roll.
        let packed = dice.0.iter().fold(0u32, |packed, face| packed + (1 << (4 * face.index())));
        let count = |face: usize| ((packed >> (4 * face)) & 0xF) as u8;
        let actions = count(Face::Action.index());
        let icons = (0..Face::Action.index()).filter(|&face| count(face) > 0).fold(0, |mask, face| mask | 1 << face);
        let alike_faces = if limits.action_faces_make_alike { Face::ALL.len() } else { Face::Action.index() };
        let most_alike = (0..alike_faces).map(count).max().unwrap_or(0);
        let misere = actions == 0 && most_alike < 3 && (rolls >= MAX_ROLLS || !limits.misere_needs_all_rolls);
        let (draw, keep) = match most_alike {
            4 => (4, 2),
            3 => (3, 1),
            _ if misere => (1, 1),
            _ => (0, 0),
        };
        let can_act = actions > 0 && icons != 0;
        RollOptions { actions: if can_act { actions } else { 0 }, icons: if can_act { icons } else { 0 }, draw, keep }
    }

    pub fn can_act(&self) -> bool {
        self.actions > 0
    }

    pub fn can_draw(&self) -> bool {
        self.draw > 0
    }

    pub fn allows(&self, icon: Icon) -> bool {
        self.icons & 1 << icon.index() != 0
    }
}

/// The setup roll: four dice, rolled again until four icons show with no more than two
/// alike. Returns the dice that stand.
pub fn setup_roll(rule: SetupReroll, rng: &mut GameRng) -> Dice {
    let mut dice = Dice::default();
    let mut again = (1u8 << DICE) - 1;
    while again != 0 {
        dice.roll(again, rng);
        let surplus = surplus_dice(&dice);
        again = match rule {
            SetupReroll::Surplus => surplus,
            SetupReroll::AllFour if surplus != 0 => (1 << DICE) - 1,
            SetupReroll::AllFour => 0,
        };
    }
    dice
}

/// The dice a setup roll must roll again: Action faces, and each die past the second of
/// an icon.
fn surplus_dice(dice: &Dice) -> u8 {
    let mut seen = [0u8; 6];
    let mut mask = 0;
    for (die, face) in dice.0.iter().enumerate() {
        seen[face.index()] += 1;
        if *face == Face::Action || seen[face.index()] > 2 {
            mask |= 1 << die;
        }
    }
    mask
}
