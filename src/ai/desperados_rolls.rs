//! The rolls of one Desperados turn, solved exactly (as Neller & Presser solved Pig):
//! for every dice the turn can reach, the expected worth of the best plan from there,
//! each stop priced by the heuristic player's reading of the table. Dice are handled as
//! multisets (126 of them), so a whole turn is a few hundred thousand sums.

use std::collections::HashMap;

use crate::rules::desperados::{DICE, DesperadosView, Dice, Face, MAX_ROLLS};

/// How many dice show each face, by [`Face::index`].
type Counts = [u8; 6];

/// The turn's roll decisions, with what a stop on any dice is worth.
pub struct RollPlanner<'a, F: Fn(&Dice, u8) -> f64> {
    stop_worth: &'a F,
    memo: HashMap<(Counts, u8), f64>,
}

/// A plan for the dice on the table: stop on them, or keep some and roll the rest.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The dice to roll again (a mask), 0 to stop.
    pub reroll: u8,
    /// The expected worth of the turn's end.
    pub worth: f64,
}

impl<'a, F: Fn(&Dice, u8) -> f64> RollPlanner<'a, F> {
    pub fn new(stop_worth: &'a F) -> Self {
        RollPlanner { stop_worth, memo: HashMap::new() }
    }

    /// The best plan for `dice` after `rolls` rolls, and the worth of each reroll mask.
    pub fn plan(&mut self, dice: &Dice, rolls: u8) -> (Plan, Vec<(u8, f64)>) {
        let stop = (self.stop_worth)(dice, rolls);
        let mut best = Plan { reroll: 0, worth: stop };
        let mut masks = Vec::new();
        if rolls < MAX_ROLLS {
            for mask in 1..(1u8 << DICE) {
                let kept =
                    counts_of(dice.0.iter().enumerate().filter(|(die, _)| mask & 1 << die == 0).map(|(_, f)| *f));
                let worth = self.expected_after_roll(kept, mask.count_ones() as u8, rolls + 1);
                masks.push((mask, worth));
                if worth > best.worth {
                    best = Plan { reroll: mask, worth };
                }
            }
        }
        (best, masks)
    }

    /// The worth of the best plan from dice showing `counts` after `rolls` rolls.
    fn value(&mut self, counts: Counts, rolls: u8) -> f64 {
        if let Some(&known) = self.memo.get(&(counts, rolls)) {
            return known;
        }
        let mut best = (self.stop_worth)(&dice_of(counts), rolls);
        if rolls < MAX_ROLLS {
            for_each_sub_multiset(counts, &mut |kept| {
                let rolled = DICE as u8 - kept.iter().sum::<u8>();
                if rolled > 0 {
                    best = best.max(self.expected_after_roll(kept, rolled, rolls + 1));
                }
            });
        }
        self.memo.insert((counts, rolls), best);
        best
    }

    /// The expected worth once `rolled` dice are thrown beside the `kept` ones.
    fn expected_after_roll(&mut self, kept: Counts, rolled: u8, rolls: u8) -> f64 {
        let mut expected = 0.0;
        for (outcome, chance) in outcomes(rolled) {
            let mut counts = kept;
            for face in 0..6 {
                counts[face] += outcome[face];
            }
            expected += chance * self.value(counts, rolls);
        }
        expected
    }
}

fn counts_of(faces: impl Iterator<Item = Face>) -> Counts {
    let mut counts = [0; 6];
    for face in faces {
        counts[face.index()] += 1;
    }
    counts
}

fn dice_of(counts: Counts) -> Dice {
    let mut dice = Dice::default();
    let mut die = 0;
    for (face, &count) in counts.iter().enumerate() {
        for _ in 0..count {
            dice.0[die] = Face::from_index(face);
            die += 1;
        }
    }
    dice
}

/// Calls `visit` with every sub-multiset of `counts` but `counts` itself (at least one die
/// is rolled).
fn for_each_sub_multiset(counts: Counts, visit: &mut impl FnMut(Counts)) {
    fn walk(counts: &Counts, face: usize, kept: &mut Counts, visit: &mut impl FnMut(Counts)) {
        if face == 6 {
            if kept != counts {
                visit(*kept);
            }
            return;
        }
        for count in 0..=counts[face] {
            kept[face] = count;
            walk(counts, face + 1, kept, visit);
        }
        kept[face] = 0;
    }
    walk(&counts, 0, &mut [0; 6], visit);
}

/// Every multiset `dice` dice can show, with its chance (multinomial over six faces).
fn outcomes(dice: u8) -> Vec<(Counts, f64)> {
    fn walk(left: u8, face: usize, counts: &mut Counts, out: &mut Vec<Counts>) {
        if face == 5 {
            counts[5] = left;
            out.push(*counts);
            return;
        }
        for count in 0..=left {
            counts[face] = count;
            walk(left - count, face + 1, counts, out);
        }
    }
    let mut all = Vec::new();
    walk(dice, 0, &mut [0; 6], &mut all);
    let factorial = |n: u8| (1..=u32::from(n)).product::<u32>() as f64;
    let total = 6f64.powi(i32::from(dice));
    all.into_iter()
        .map(|counts| {
            let ways = factorial(dice) / counts.iter().map(|&count| factorial(count)).product::<f64>();
            (counts, ways / total)
        })
        .collect()
}

/// The plan for the dice in `view`, stops priced by `stop_worth`.
pub fn plan_rolls(view: &DesperadosView, stop_worth: &impl Fn(&Dice, u8) -> f64) -> (Plan, Vec<(u8, f64)>) {
    RollPlanner::new(stop_worth).plan(&view.turn.dice, view.turn.rolls)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_cover_every_throw_once() {
        for dice in 1..=4u8 {
            let all = outcomes(dice);
            let total: f64 = all.iter().map(|(_, chance)| chance).sum();
            assert!((total - 1.0).abs() < 1e-12, "{dice} dice: {total}");
            assert!(all.iter().all(|(counts, _)| counts.iter().sum::<u8>() == dice));
        }
        assert_eq!(outcomes(4).len(), 126);
    }

    /// Worth 1 for four alike, 0 otherwise: from a pair with two rolls left, the plan keeps
    /// the pair, and its worth is the chance of making four alike: both dice at once
    /// (1/36), one then the other (10/36 · 1/6), or neither then both (25/36 · 1/36),
    /// 121/1296 in all.
    #[test]
    fn the_plan_chases_four_alike_as_well_as_chance_allows() {
        let four_alike = |dice: &Dice, _: u8| if dice.counts().contains(&4) { 1.0 } else { 0.0 };
        let mut planner = RollPlanner::new(&four_alike);
        let dice = Dice([Face::Fist, Face::Fist, Face::Knife, Face::Boss]);
        let (plan, masks) = planner.plan(&dice, 1);
        assert_eq!(plan.reroll, 0b1100, "keep the pair, roll the others");
        assert!((plan.worth - 121.0 / 1296.0).abs() < 1e-12, "{plan:?}");
        let rolling_all = masks.iter().find(|(mask, _)| *mask == 0b1111).unwrap().1;
        assert!(rolling_all < plan.worth);
        let (stopped, _) = planner.plan(&Dice([Face::Fist; 4]), 1);
        assert_eq!(stopped, Plan { reroll: 0, worth: 1.0 }, "four alike stop");
    }
}
