//! Two-player Duel, solved. With two gunslingers nothing is hidden but the pick itself,
//! and what a duel can still bring depends only on both hands and on the shootouts left
//! before the safety net: the duel is a finite game of simultaneous moves. It is solved
//! by backward induction, each shootout a zero-sum matrix game (the duel's dollar +1 to
//! its winner and −1 to the other, 0 when it pays both or nobody) solved exactly.
//! Positions are explored through the rules engine itself, so a rules file's variant and
//! safety nets are solved as they are played. Solutions are kept for the program's life:
//! a standard duel has about four thousand positions, solved in a fraction of a second.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use super::matrix_game;
use crate::rules::duel::{Duel, DuelAction, DuelLimits};
use crate::rules::{Game, Seat};

/// The equilibrium of one shootout of a two-player duel.
#[derive(Clone, Debug, PartialEq)]
pub struct ShootoutSolution {
    /// For each seat, its legal picks with their shares of its equilibrium mix.
    pub options: [Vec<(DuelAction, f64)>; 2],
    /// For each seat, what each of its picks is worth to it against the other's mix: the
    /// chance of the duel's dollar won less the chance lost, from −1 to 1.
    pub worth: [Vec<f64>; 2],
    /// What the shootout is worth to seat 0 when both play the equilibrium.
    pub value: f64,
}

/// Everything a duel's future depends on: the rules, both hands, shootouts so far.
type Position = (DuelLimits, [[u8; 4]; 2], u16);

type Solved = HashMap<Position, Arc<ShootoutSolution>>;

fn solved() -> &'static Mutex<Solved> {
    static SOLVED: OnceLock<Mutex<Solved>> = OnceLock::new();
    SOLVED.get_or_init(Mutex::default)
}

/// The equilibrium of the shootout `state` stands at, for a table of two; `None` for
/// larger tables and finished matches.
pub fn solve(state: &Duel) -> Option<Arc<ShootoutSolution>> {
    if state.seat_count() != 2 || state.winners().is_some() {
        return None;
    }
    let mut solved = solved().lock().unwrap_or_else(PoisonError::into_inner);
    solve_position(&mut solved, state);
    solved.get(&position(state)).cloned()
}

fn position(state: &Duel) -> Position {
    let hands = [0, 1].map(|seat: Seat| state.players()[seat].hand);
    (*state.limits(), hands, state.shootouts())
}

/// Seat 0's value of the shootout `state` stands at, solving every later one first.
fn solve_position(solved: &mut Solved, state: &Duel) -> f64 {
    let key = position(state);
    if let Some(solution) = solved.get(&key) {
        return solution.value;
    }
    let mut legal = [Vec::new(), Vec::new()];
    for (seat, actions) in legal.iter_mut().enumerate() {
        state.legal_actions(seat, actions);
    }
    let mut events = Vec::new();
    let mut payoff = Vec::with_capacity(legal[0].len());
    for &first in &legal[0] {
        let mut line = Vec::with_capacity(legal[1].len());
        for &second in &legal[1] {
            let mut next = state.clone();
            events.clear();
            next.apply(&[(0, first), (1, second)], &mut events).expect("both picks are legal");
            let duel_over = next.winners().is_some() || next.scoring_round() != state.scoring_round();
            line.push(if duel_over { dollar_margin(state, &next) } else { solve_position(solved, &next) });
        }
        payoff.push(line);
    }
    let equilibrium = matrix_game::solve(&payoff);
    let first_worth: Vec<f64> = payoff
        .iter()
        .map(|line| line.iter().zip(&equilibrium.column_strategy).map(|(value, share)| value * share).sum())
        .collect();
    let second_worth: Vec<f64> = (0..legal[1].len())
        .map(|column| {
            -payoff.iter().zip(&equilibrium.row_strategy).map(|(line, share)| line[column] * share).sum::<f64>()
        })
        .collect();
    let [first_legal, second_legal] = legal;
    let solution = ShootoutSolution {
        options: [
            first_legal.into_iter().zip(equilibrium.row_strategy).collect(),
            second_legal.into_iter().zip(equilibrium.column_strategy).collect(),
        ],
        worth: [first_worth, second_worth],
        value: equilibrium.value,
    };
    solved.insert(key, Arc::new(solution));
    equilibrium.value
}

/// Dollars seat 0 gained between `before` and `after`, less those seat 1 gained.
fn dollar_margin(before: &Duel, after: &Duel) -> f64 {
    let gained = |seat: Seat| f64::from(after.players()[seat].dollars - before.players()[seat].dollars);
    gained(0) - gained(1)
}
