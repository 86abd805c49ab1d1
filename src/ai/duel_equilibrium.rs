//! Two gunslingers, solved. With two standing nothing is hidden but the pick itself, and
//! what the duel can still bring depends only on both hands and on the shootouts left
//! before the safety net: the rest of the duel is a finite game of simultaneous moves. It
//! is solved by backward induction, each shootout a zero-sum matrix game (the duel's
//! dollar +1 to its winner and −1 to the other, 0 when it pays both or nobody) solved
//! exactly. That holds for a two-player table and for the last two standing at any larger
//! one (the fallen no longer pick), which share their solutions. Positions are explored
//! through the rules engine itself, so a rules file's variant and safety nets are solved
//! as they are played. Solutions are kept for the program's life: a standard duel has
//! about four thousand positions for each pair of seats, solved in a fraction of a second.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use super::algorithms::matrix_game;
use crate::rules::duel::{Duel, DuelAction, DuelLimits};
use crate::rules::{Game, Seat};

/// The equilibrium of one shootout between two standing. Each array holds the lower
/// standing seat's part first ([`standing_pair`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ShootoutSolution {
    /// For each of the two, its legal picks with their shares of its equilibrium mix.
    pub options: [Vec<(DuelAction, f64)>; 2],
    /// For each of the two, what each of its picks is worth to it against the other's
    /// mix: the chance of the duel's dollar won less the chance lost, from −1 to 1.
    pub worth: [Vec<f64>; 2],
    /// What the shootout is worth to the lower seat when both play the equilibrium.
    pub value: f64,
}

/// Everything the rest of a duel depends on: the rules, the hands of the two standing
/// (lower seat first), the shootouts so far; and which two they are, since a solution's
/// shots name their targets.
type Position = (DuelLimits, [Seat; 2], [[u8; 4]; 2], u16);

type Solved = HashMap<Position, Arc<ShootoutSolution>>;

fn solved() -> &'static Mutex<Solved> {
    static SOLVED: OnceLock<Mutex<Solved>> = OnceLock::new();
    SOLVED.get_or_init(Mutex::default)
}

/// The two seats standing, lower first, if exactly two are and the match goes on.
pub fn standing_pair(state: &Duel) -> Option<[Seat; 2]> {
    let crate::rules::ToMove::Simultaneous(standing) = state.to_move() else { return None };
    let mut seats = standing.iter();
    match (seats.next(), seats.next(), seats.next()) {
        (Some(first), Some(second), None) => Some([first, second]),
        _ => None,
    }
}

/// The equilibrium of the shootout `state` stands at, if two are standing in it (at a
/// table of any size); `None` while more are, and once the match is over.
pub fn solve(state: &Duel) -> Option<Arc<ShootoutSolution>> {
    let pair = standing_pair(state)?;
    let mut solved = solved().lock().unwrap_or_else(PoisonError::into_inner);
    solve_position(&mut solved, state, pair);
    solved.get(&position(state, pair)).cloned()
}

fn position(state: &Duel, pair: [Seat; 2]) -> Position {
    let hands = pair.map(|seat| state.players()[seat].hand);
    (*state.limits(), pair, hands, state.shootouts())
}

/// The lower seat's value of the shootout `state` stands at between the two standing
/// `pair`, solving every later one first.
fn solve_position(solved: &mut Solved, state: &Duel, pair: [Seat; 2]) -> f64 {
    let key = position(state, pair);
    if let Some(solution) = solved.get(&key) {
        return solution.value;
    }
    let mut legal = [Vec::new(), Vec::new()];
    for (seat, actions) in pair.into_iter().zip(&mut legal) {
        state.legal_actions(seat, actions);
    }
    let mut events = Vec::new();
    let mut payoff = Vec::with_capacity(legal[0].len());
    for &first in &legal[0] {
        let mut line = Vec::with_capacity(legal[1].len());
        for &second in &legal[1] {
            let mut next = state.clone();
            events.clear();
            next.apply(&[(pair[0], first), (pair[1], second)], &mut events).expect("both picks are legal");
            let duel_over = next.winners().is_some() || next.scoring_round() != state.scoring_round();
            line.push(if duel_over { dollar_margin(state, &next, pair) } else { solve_position(solved, &next, pair) });
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

/// Dollars the lower seat of `pair` gained between `before` and `after`, less those the
/// other gained.
fn dollar_margin(before: &Duel, after: &Duel, pair: [Seat; 2]) -> f64 {
    let gained = |seat: Seat| f64::from(after.players()[seat].dollars - before.players()[seat].dollars);
    gained(pair[0]) - gained(pair[1])
}
