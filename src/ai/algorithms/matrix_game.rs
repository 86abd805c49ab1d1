//! Two-player zero-sum matrix games, solved exactly by the simplex method. Used where a
//! game's secret simultaneous choice is small enough to play a mixed equilibrium instead
//! of a fixed best reply, which a human would soon learn to exploit.
//!
//! The game is shifted so every payoff is positive; then the column player's problem,
//! maximise `Σy` subject to `A·y ≤ 1, y ≥ 0`, starts feasible at `y = 0` and needs no
//! first phase. Its optimum is `1 / value`, and the row player's strategy is read from the
//! dual: the final costs of the slack columns. Bland's rule keeps the method from cycling
//! on the many ties that card games' payoff tables hold.

/// Both players' mixed strategies and the game's value to the row player.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    pub row_strategy: Vec<f64>,
    pub column_strategy: Vec<f64>,
    pub value: f64,
}

/// Entries this close to zero are treated as zero by the pivoting.
const EPSILON: f64 = 1e-12;

/// Solves the game whose payoffs to the row player are `payoff[row][column]` (the column
/// player receives the negation).
pub fn solve(payoff: &[Vec<f64>]) -> Solution {
    let rows = payoff.len();
    let columns = payoff.first().map_or(0, Vec::len);
    assert!(rows > 0 && columns > 0, "a matrix game needs at least one choice per side");
    assert!(payoff.iter().all(|line| line.len() == columns), "every row of a matrix game has the same length");
    let lowest = payoff.iter().flatten().copied().fold(f64::INFINITY, f64::min);
    let shift = 1.0 - lowest;

    // Tableau: one line per row action (constraint), columns y_0..y_n then the slacks,
    // then the right-hand side; `cost` is the objective line (negated reduced costs).
    let width = columns + rows + 1;
    let mut tableau: Vec<Vec<f64>> = payoff
        .iter()
        .enumerate()
        .map(|(row, line)| {
            let mut entries: Vec<f64> = line.iter().map(|value| value + shift).collect();
            entries.extend((0..rows).map(|slack| if slack == row { 1.0 } else { 0.0 }));
            entries.push(1.0);
            entries
        })
        .collect();
    let mut cost: Vec<f64> = (0..width).map(|column| if column < columns { -1.0 } else { 0.0 }).collect();
    let mut basis: Vec<usize> = (columns..columns + rows).collect();

    // Bland: the entering column is the first with a negative cost, the leaving line the
    // one with the smallest ratio, ties to the smallest basic variable.
    while let Some(entering) = (0..width - 1).find(|&column| cost[column] < -EPSILON) {
        let leaving = (0..rows)
            .filter(|&line| tableau[line][entering] > EPSILON)
            .min_by(|&a, &b| {
                let ratio_a = tableau[a][width - 1] / tableau[a][entering];
                let ratio_b = tableau[b][width - 1] / tableau[b][entering];
                ratio_a.total_cmp(&ratio_b).then(basis[a].cmp(&basis[b]))
            })
            .expect("payoffs shifted positive keep the column player's problem bounded");
        pivot(&mut tableau, &mut cost, leaving, entering);
        basis[leaving] = entering;
    }

    let optimum = cost[width - 1];
    let mut column_strategy = vec![0.0; columns];
    for (line, &variable) in basis.iter().enumerate() {
        if variable < columns {
            column_strategy[variable] = tableau[line][width - 1] / optimum;
        }
    }
    let row_strategy = (0..rows).map(|row| cost[columns + row] / optimum).collect();
    Solution { row_strategy, column_strategy, value: 1.0 / optimum - shift }
}

fn pivot(tableau: &mut [Vec<f64>], cost: &mut [f64], leaving: usize, entering: usize) {
    let divisor = tableau[leaving][entering];
    for entry in tableau[leaving].iter_mut() {
        *entry /= divisor;
    }
    let pivot_line = tableau[leaving].clone();
    let eliminate = |line: &mut [f64]| {
        let factor = line[entering];
        if factor != 0.0 {
            for (entry, pivot_entry) in line.iter_mut().zip(&pivot_line) {
                *entry -= factor * pivot_entry;
            }
        }
    };
    for (index, line) in tableau.iter_mut().enumerate() {
        if index != leaving {
            eliminate(line);
        }
    }
    eliminate(cost);
}

#[cfg(test)]
mod tests {
    use rand::RngExt as _;

    use super::*;

    /// Checks the defining property of an equilibrium: neither side gains by any pure
    /// deviation, and each strategy is a probability distribution.
    fn assert_equilibrium(payoff: &[Vec<f64>], solution: &Solution) {
        for strategy in [&solution.row_strategy, &solution.column_strategy] {
            assert!(strategy.iter().all(|&share| share >= -1e-9), "{strategy:?}");
            assert!((strategy.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{strategy:?}");
        }
        for line in payoff {
            let against_column: f64 = line.iter().zip(&solution.column_strategy).map(|(v, w)| v * w).sum();
            assert!(against_column <= solution.value + 1e-9, "a row earns {against_column} > {}", solution.value);
        }
        for column in 0..payoff[0].len() {
            let against_row: f64 = payoff.iter().zip(&solution.row_strategy).map(|(line, w)| line[column] * w).sum();
            assert!(against_row >= solution.value - 1e-9, "a column holds the row to {against_row}");
        }
    }

    #[test]
    fn rock_paper_scissors_is_played_evenly() {
        let payoff = vec![vec![0.0, -1.0, 1.0], vec![1.0, 0.0, -1.0], vec![-1.0, 1.0, 0.0]];
        let solution = solve(&payoff);
        for share in solution.row_strategy.iter().chain(&solution.column_strategy) {
            assert!((share - 1.0 / 3.0).abs() < 1e-9, "{solution:?}");
        }
        assert!(solution.value.abs() < 1e-9);
    }

    #[test]
    fn a_dominant_row_is_always_played() {
        let payoff = vec![vec![1.0, 2.0], vec![0.0, 1.5]];
        let solution = solve(&payoff);
        assert!((solution.row_strategy[0] - 1.0).abs() < 1e-9, "{:?}", solution.row_strategy);
        // The column player then prefers column 0, worth 1 to the row player.
        assert!((solution.value - 1.0).abs() < 1e-9, "value {}", solution.value);
    }

    #[test]
    fn matching_pennies_with_uneven_stakes() {
        // Row mixes 1/4 : 3/4 to make the column indifferent, for a value of 3/4.
        let payoff = vec![vec![3.0, 0.0], vec![0.0, 1.0]];
        let solution = solve(&payoff);
        assert!((solution.row_strategy[0] - 0.25).abs() < 1e-9, "{:?}", solution.row_strategy);
        assert!((solution.value - 0.75).abs() < 1e-9, "value {}", solution.value);
        assert_equilibrium(&payoff, &solution);
    }

    #[test]
    fn tied_and_repeated_choices_do_not_cycle() {
        // Two identical rows and columns and a saddle point on a tie: degenerate pivots.
        let payoff = vec![vec![0.0, 0.0, 1.0], vec![0.0, 0.0, 1.0], vec![-1.0, -1.0, 0.0]];
        let solution = solve(&payoff);
        assert!(solution.value.abs() < 1e-9);
        assert_equilibrium(&payoff, &solution);
    }

    #[test]
    fn random_games_of_every_small_shape_are_solved() {
        let mut rng = crate::rules::seeded_rng(7);
        for rows in 1..=9 {
            for columns in 1..=9 {
                for _ in 0..20 {
                    // Few distinct payoffs, as in card games, so ties are common.
                    let payoff: Vec<Vec<f64>> = (0..rows)
                        .map(|_| (0..columns).map(|_| f64::from(rng.random_range(-2..=2_i32))).collect())
                        .collect();
                    assert_equilibrium(&payoff, &solve(&payoff));
                }
            }
        }
    }
}
