//! Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012) for any
//! game of the rules API. Each iteration draws a state consistent with the bot's own view
//! ([`Game::resample`]), walks the tree choosing by UCB among the actions legal in that
//! draw (counting how often each was available), adds one node, plays the rest out, and
//! credits every seat's choice with that seat's result. Seats that choose at once each
//! keep their own statistics (decoupled UCT, as in Lanctot et al.'s simultaneous-move
//! MCTS), so nobody's choice is conditioned on another's secret. What a bot knows besides
//! searching ([`Knowledge`]) can play the lines out as the game's heuristic player would,
//! have the other seats choose like it inside the tree, or answer a solved decision with
//! its exact solution ([`Heuristic::solved`]).

use rand::RngExt as _;
use serde::{Deserialize, Serialize};

use crate::ai::{Bot, Heuristic, SeatKnowledge, SolvedOption, draw_weighted};
use crate::rules::{Game, GameRng, RandomScratch, Seat, Stepped, ToMove, seeded_rng, step};

/// How the rest of a match is played out after the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rollout {
    Random,
    Heuristic,
}

/// How the other seats choose inside the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponents {
    /// Each by its own statistics, as the searching seat does: no assumption about them.
    Search,
    /// As the game's heuristic player would from their seat: the search then looks for
    /// the best answer to players of that kind.
    Heuristic,
}

/// What a bot knows how to do in a game, beyond searching it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Knowledge {
    pub rollout: Rollout,
    pub opponents: Opponents,
    /// Whether to play a game's exact solution where it has one ([`Heuristic::solved`])
    /// instead of searching.
    pub solver: bool,
}

impl Knowledge {
    /// Searching alone: random play-outs, no model of the others, no solutions.
    pub const NONE: Knowledge = Knowledge { rollout: Rollout::Random, opponents: Opponents::Search, solver: false };
}

/// What one search may spend, and what it knows (a difficulty of `config/ai.ron` for one
/// game: [`crate::ai::config::Difficulty::budget`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchBudget {
    pub iterations: u32,
    /// Steps a play-out may take before it is scored as a draw.
    pub rollout_steps: u32,
    /// The UCB exploration constant.
    pub exploration: f64,
    /// How far from the best-valued option a pick taken at once with others may stray
    /// (see [`draw_by_value`]); 0 always takes the most tried option.
    pub temperature: f64,
    pub knowledge: Knowledge,
}

/// One action for each seat that chooses at a node.
type Joint<A> = Vec<(Seat, A)>;

/// One action's record for one seat at one node.
#[derive(Clone, Debug)]
struct ActionStats<A> {
    action: A,
    visits: u32,
    /// Times it was legal when this node was passed: UCB's count of opportunities.
    available: u32,
    reward: f64,
}

#[derive(Clone, Debug)]
struct Node<A> {
    /// For each seat that chose here, its actions' records.
    seats: Vec<(Seat, Vec<ActionStats<A>>)>,
    /// The node each joint choice leads to.
    children: Vec<(Joint<A>, usize)>,
}

impl<A> Default for Node<A> {
    fn default() -> Self {
        Node { seats: Vec::new(), children: Vec::new() }
    }
}

/// The lowest and highest result any seat has scored in this search. UCB compares means
/// within this range, so that its exploration weighs the same whether a game's results
/// span a whole win or a few chips of a deal.
#[derive(Clone, Copy, Debug)]
struct ResultRange {
    low: f64,
    high: f64,
}

impl Default for ResultRange {
    fn default() -> Self {
        ResultRange { low: f64::INFINITY, high: f64::NEG_INFINITY }
    }
}

impl ResultRange {
    fn include(&mut self, result: f64) {
        self.low = self.low.min(result);
        self.high = self.high.max(result);
    }

    /// `mean` placed in the range, from 0 to 1 (one half until results differ).
    fn place(&self, mean: f64) -> f64 {
        if self.high > self.low { (mean - self.low) / (self.high - self.low) } else { 0.5 }
    }
}

/// A computer player that searches.
pub struct SearchBot<G: Game> {
    budget: SearchBudget,
    rng: GameRng,
    scratch: RandomScratch<G::Action>,
}

impl<G: Game> SearchBot<G> {
    pub fn new(budget: SearchBudget, seed: u64) -> Self {
        SearchBot { budget, rng: seeded_rng(seed), scratch: RandomScratch::default() }
    }
}

/// What the search thinks of one option of the seat it searched for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate<A> {
    pub action: A,
    /// How strongly the bot favours it: its share of the search's tries, or of the
    /// equilibrium mix where the decision is solved.
    pub weight: f64,
    /// Whether the decision is solved, so that `weight` is how often to play the option.
    pub solved: bool,
    /// Its mean result for the seat, in `[0, 1]` (the chance to win, or the game's score).
    pub value: f64,
}

impl<G: Heuristic> SearchBot<G> {
    /// Rates each option of the seat's decision from its knowledge only, the most
    /// favoured first (a coach's hint; [`Bot::choose`] takes the first of a search).
    pub fn estimates(&mut self, knowledge: &SeatKnowledge<'_, G>) -> Vec<Estimate<G::Action>> {
        let mut estimates = match self.solution(knowledge) {
            Some(options) => options
                .into_iter()
                .map(|option| Estimate {
                    action: option.action,
                    weight: option.share,
                    value: option.value,
                    solved: true,
                })
                .collect(),
            None => self.search(knowledge),
        };
        estimates.sort_by(most_favoured_first);
        estimates
    }

    /// The game's exact solution of this decision, where the budget allows one.
    fn solution(&mut self, knowledge: &SeatKnowledge<'_, G>) -> Option<Vec<SolvedOption<G::Action>>> {
        if self.budget.knowledge.solver { G::solved(knowledge, &mut self.rng) } else { None }
    }

    fn search(&mut self, knowledge: &SeatKnowledge<'_, G>) -> Vec<Estimate<G::Action>> {
        let me = knowledge.seat();
        let mut tree = vec![Node::<G::Action>::default()];
        let mut range = ResultRange::default();
        for _ in 0..self.budget.iterations {
            let state = plausible_draw(knowledge, &mut self.rng);
            iterate(&mut tree, &mut range, me, state, &self.budget, &mut self.rng, &mut self.scratch);
        }
        let root = tree.swap_remove(0).seats.into_iter().find(|(seat, _)| *seat == me).map(|(_, stats)| stats);
        let tries = f64::from(self.budget.iterations);
        root.unwrap_or_default()
            .into_iter()
            .map(|stats| Estimate {
                action: stats.action,
                solved: false,
                weight: f64::from(stats.visits) / tries,
                value: stats.reward / f64::from(stats.visits.max(1)),
            })
            .collect()
    }
}

impl<G: Heuristic> Bot<G> for SearchBot<G> {
    fn choose(&mut self, knowledge: SeatKnowledge<'_, G>) -> G::Action {
        let legal = &mut self.scratch.legal;
        knowledge.legal_actions(legal);
        if let [only] = legal[..] {
            return only;
        }
        if let Some(options) = self.solution(&knowledge) {
            // A solved decision is a mix: playing its favourite alone could be exploited.
            let mix: Vec<_> = options.iter().map(|option| (option.action, option.share)).collect();
            if let Some(action) = draw_weighted(&mix, &mut self.rng) {
                return action;
            }
        }
        let searched = self.search(&knowledge);
        if self.budget.temperature > 0.0
            && knowledge.chooses_with_others()
            && let Some(action) = draw_by_value(&searched, self.budget.temperature, &mut self.rng)
        {
            return action;
        }
        // The most tried action: the robust choice.
        match searched.iter().min_by(|a, b| most_favoured_first(a, b)) {
            Some(best) => best.action,
            None => {
                let legal = &mut self.scratch.legal;
                knowledge.legal_actions(legal);
                legal[self.rng.random_range(0..legal.len())]
            }
        }
    }
}

/// The least share of the search's tries an option needs to be drawn by
/// [`draw_by_value`]: the values of options tried less are too rough to compare.
const LEAST_SHARE_DRAWN: f64 = 0.05;

/// Draws one of the searched options with chances `exp((value - best) / temperature)`,
/// among those tried at least [`LEAST_SHARE_DRAWN`] of the time: options about as good
/// as the best are picked about as often, clearly worse ones almost never. At a decision
/// taken at once with others, always taking the favourite can be read, and a table of
/// bots who all do so falls into lockstep (at Duel: everyone fires, everyone misses,
/// everyone reloads together, for ever). `None` if no option qualifies.
pub fn draw_by_value<A: Copy>(estimates: &[Estimate<A>], temperature: f64, rng: &mut GameRng) -> Option<A> {
    let drawn: Vec<&Estimate<A>> = estimates.iter().filter(|option| option.weight >= LEAST_SHARE_DRAWN).collect();
    let best = drawn.iter().map(|option| option.value).fold(f64::NEG_INFINITY, f64::max);
    let chances: Vec<(A, f64)> =
        drawn.iter().map(|option| (option.action, ((option.value - best) / temperature).exp())).collect();
    draw_weighted(&chances, rng)
}

/// Orders estimates by how much the bot favours them, then by their value.
fn most_favoured_first<A>(a: &Estimate<A>, b: &Estimate<A>) -> std::cmp::Ordering {
    b.weight.total_cmp(&a.weight).then(b.value.total_cmp(&a.value))
}

/// Draws a state consistent with the seat's view, preferring one that fits how the
/// others have played ([`Heuristic::plausible`]); after a few tries any will do.
fn plausible_draw<G: Heuristic>(knowledge: &SeatKnowledge<'_, G>, rng: &mut GameRng) -> G {
    const TRIES: usize = 8;
    let mut state = knowledge.resample(rng);
    for _ in 1..TRIES {
        if G::plausible(&state, knowledge.seat()) {
            break;
        }
        state = knowledge.resample(rng);
    }
    state
}

/// One iteration on one resampled state: select, expand, play out, back up.
fn iterate<G: Heuristic>(
    tree: &mut Vec<Node<G::Action>>,
    range: &mut ResultRange,
    me: Seat,
    mut state: G,
    budget: &SearchBudget,
    rng: &mut GameRng,
    scratch: &mut RandomScratch<G::Action>,
) {
    let mut path: Vec<(usize, Joint<G::Action>)> = Vec::new();
    let mut events = Vec::new();
    let mut node = 0;
    // The round being decided: neither the tree nor the play-out goes past its end.
    let round = state.scoring_round();
    loop {
        if round.is_some() && state.scoring_round() != round {
            break;
        }
        let movers: Vec<Seat> = match state.to_move() {
            ToMove::Nobody => break,
            ToMove::Chance => {
                state.resolve_chance(&mut events);
                continue;
            }
            ToMove::Seat(seat) => vec![seat],
            ToMove::Simultaneous(set) => set.iter().collect(),
        };
        let joint: Joint<G::Action> = movers
            .iter()
            .map(|&seat| {
                let action = if seat != me && budget.knowledge.opponents == Opponents::Heuristic {
                    modelled(&mut tree[node], &state, seat, rng)
                } else {
                    select(&mut tree[node], &state, seat, budget.exploration, range, rng, &mut scratch.legal)
                };
                (seat, action)
            })
            .collect();
        events.clear();
        state.apply(&joint, &mut events).expect("the search plays legal actions");
        path.push((node, joint.clone()));
        let known = tree[node].children.iter().find(|(choice, _)| *choice == joint).map(|&(_, child)| child);
        match known {
            Some(child) => node = child,
            None => {
                tree.push(Node::default());
                let child = tree.len() - 1;
                tree[node].children.push((joint, child));
                break;
            }
        }
    }
    let rewards = play_out(&mut state, round, budget, rng, scratch);
    for &reward in &rewards {
        range.include(reward);
    }
    for (node, joint) in path {
        for (seat, action) in joint {
            let stats =
                &mut tree[node].seats.iter_mut().find(|(owner, _)| *owner == seat).expect("a seat that chose").1;
            let record = stats.iter_mut().find(|record| record.action == action).expect("a chosen action");
            record.visits += 1;
            record.reward += rewards[seat];
        }
    }
}

/// A modelled seat's choice at `node`: the heuristic player's, recorded like a searched one.
fn modelled<G: Heuristic>(node: &mut Node<G::Action>, state: &G, seat: Seat, rng: &mut GameRng) -> G::Action {
    let action = G::heuristic_action(&SeatKnowledge::new(state, seat), rng);
    let stats = seat_stats(node, seat);
    if !stats.iter().any(|record| record.action == action) {
        stats.push(ActionStats { action, visits: 0, available: 1, reward: 0.0 });
    }
    action
}

/// `seat`'s records at `node`, made empty the first time it chooses there.
fn seat_stats<A>(node: &mut Node<A>, seat: Seat) -> &mut Vec<ActionStats<A>> {
    match node.seats.iter().position(|(owner, _)| *owner == seat) {
        Some(index) => &mut node.seats[index].1,
        None => {
            node.seats.push((seat, Vec::new()));
            &mut node.seats.last_mut().expect("just pushed").1
        }
    }
}

/// `seat`'s choice at `node` in `state`: an untried legal action if any, else the best
/// by UCB among those legal now.
fn select<G: Game>(
    node: &mut Node<G::Action>,
    state: &G,
    seat: Seat,
    exploration: f64,
    range: &ResultRange,
    rng: &mut GameRng,
    legal: &mut Vec<G::Action>,
) -> G::Action {
    state.legal_actions(seat, legal);
    let stats = seat_stats(node, seat);
    let mut untried = Vec::new();
    for &action in legal.iter() {
        match stats.iter_mut().find(|record| record.action == action) {
            Some(record) => record.available += 1,
            None => untried.push(action),
        }
    }
    if !untried.is_empty() {
        let action = untried[rng.random_range(0..untried.len())];
        stats.push(ActionStats { action, visits: 0, available: 1, reward: 0.0 });
        return action;
    }
    let ucb = |record: &ActionStats<G::Action>| {
        if record.visits == 0 {
            return f64::INFINITY;
        }
        let visits = f64::from(record.visits);
        range.place(record.reward / visits) + exploration * (f64::from(record.available).ln() / visits).sqrt()
    };
    legal
        .iter()
        .filter_map(|action| stats.iter().find(|record| record.action == *action))
        .max_by(|a, b| ucb(a).total_cmp(&ucb(b)))
        .map(|record| record.action)
        .expect("every legal action has a record")
}

/// Plays `state` out, to the end of the match or of `round`, the round being scored (a
/// deal of cards), or for at most the budget's steps; returns each seat's [`Game::score`].
fn play_out<G: Heuristic>(
    state: &mut G,
    round: Option<u32>,
    budget: &SearchBudget,
    rng: &mut GameRng,
    scratch: &mut RandomScratch<G::Action>,
) -> Vec<f64> {
    let mut events = Vec::new();
    for _ in 0..budget.rollout_steps {
        if round.is_some() && state.scoring_round() != round {
            break;
        }
        events.clear();
        let stepped = match budget.knowledge.rollout {
            Rollout::Random => state.random_step(rng, &mut events, scratch),
            Rollout::Heuristic => {
                // The heuristic reads only its seat's view, as at the table.
                let choose = |state: &G, seat: Seat| G::heuristic_action(&SeatKnowledge::new(state, seat), rng);
                step(state, &mut events, &mut scratch.moves, choose).expect("play-outs are legal")
            }
        };
        if stepped == Stepped::Over {
            break;
        }
    }
    (0..state.seat_count()).map(|seat| state.score(seat)).collect()
}
