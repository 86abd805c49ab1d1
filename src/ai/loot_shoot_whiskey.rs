//! A hand-written Loot Shoot Whiskey player: it reads the row, the scores and both
//! (public) hands, scores every showdown by how much it brings each side towards an
//! instant win, looks one phase ahead at the hands each choice leaves, and plays the
//! best reply to a rival who is half careless and half plays that payoff model's
//! equilibrium.

use rand::RngExt as _;

use super::algorithms::matrix_game::{Solution, solve};
use super::{Heuristic, SeatKnowledge};
use crate::rules::loot_shoot_whiskey::{Commit, Hand, HandCard, LootShootWhiskey, LswView, SaloonCard, beats};
use crate::rules::{GameRng, Seat};

/// What an instant win is worth next to one step of progress (progress is a share of a
/// threshold, so at most 1).
const WIN_VALUE: f64 = 10.0;
/// How much holding the bottle matters at the end when the deck is empty; scaled by how
/// far the deck has run down.
const HOLD_AT_END_VALUE: f64 = 1.5;

/// How far below the best reply's value a reply still counts as best.
const NEAR_BEST: f64 = 0.1;

impl Heuristic for LootShootWhiskey {
    fn heuristic_action(knowledge: &SeatKnowledge<'_, Self>, rng: &mut GameRng) -> Commit {
        let view = knowledge.view();
        let me = knowledge.seat();
        let hands = [view.players[0].hand, view.players[1].hand];
        let (mine, payoff, solution) = phase_game(&view, me, hands);
        // The rival is modelled as half careless (any commitment alike) and half careful
        // (the equilibrium mix); the reply is the best one against that blend.
        let columns = solution.column_strategy.len() as f64;
        let rival_model: Vec<f64> = solution.column_strategy.iter().map(|share| 0.5 * share + 0.5 / columns).collect();
        let values: Vec<f64> = payoff
            .iter()
            .map(|line| line.iter().zip(&rival_model).map(|(value, weight)| value * weight).sum())
            .collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        // Replies within a hair of the best are equally good to this model; choosing among
        // them at random keeps the bot from being read (and two bots from mirroring).
        let best_commits: Vec<Commit> = mine
            .iter()
            .zip(&values)
            .filter(|(_, value)| best - **value <= NEAR_BEST)
            .map(|(commit, _)| *commit)
            .collect();
        best_commits[rng.random_range(0..best_commits.len())]
    }
}

/// Every commitment a hand can make.
fn commits(hand: Hand) -> Vec<Commit> {
    HandCard::ALL
        .into_iter()
        .flat_map(|first| HandCard::ALL.into_iter().map(move |second| Commit { first, second }))
        .filter(|&commit| hand.can_play(commit))
        .collect()
}

fn after(mut hand: Hand, commit: Commit) -> Hand {
    hand.remove(commit.first);
    hand.remove(commit.second);
    hand
}

/// The matrix game of the pair of slots to settle now, from `me`'s side: each cell is
/// what those two showdowns bring me, plus, before slots 3–4, the value of the game the
/// hands left would play there.
fn phase_game(view: &LswView, me: Seat, hands: [Hand; 2]) -> (Vec<Commit>, Vec<Vec<f64>>, Solution) {
    let rival = 1 - me;
    let mine = commits(hands[me]);
    let theirs = commits(hands[rival]);
    let next_view = (view.first_slot == 0).then(|| LswView { first_slot: 2, ..view.clone() });
    let mut next_values: Vec<((Hand, Hand), f64)> = Vec::new();
    let payoff = mine
        .iter()
        .map(|&my_commit| {
            theirs
                .iter()
                .map(|&their_commit| {
                    let mut value: f64 = my_commit
                        .cards()
                        .into_iter()
                        .zip(their_commit.cards())
                        .enumerate()
                        .map(|(offset, (my_card, their_card))| {
                            slot_value(view, me, view.first_slot + offset, my_card, their_card)
                        })
                        .sum();
                    if let Some(next_view) = &next_view {
                        let mut next_hands = hands;
                        next_hands[me] = after(hands[me], my_commit);
                        next_hands[rival] = after(hands[rival], their_commit);
                        let key = (next_hands[me], next_hands[rival]);
                        let known = next_values.iter().find(|(hands, _)| *hands == key).map(|(_, value)| *value);
                        value += known.unwrap_or_else(|| {
                            let solved = phase_game(next_view, me, next_hands).2.value;
                            next_values.push((key, solved));
                            solved
                        });
                    }
                    value
                })
                .collect()
        })
        .collect::<Vec<Vec<f64>>>();
    let solution = solve(&payoff);
    (mine, payoff, solution)
}

/// What one slot's showdown is worth to `me` (negative when the rival gains).
fn slot_value(view: &LswView, me: Seat, slot: usize, my_card: HandCard, their_card: HandCard) -> f64 {
    if my_card == their_card {
        return 0.0;
    }
    let Some(card) = view.row[slot] else { return 0.0 };
    if beats(my_card, their_card) { gain(view, me, my_card, card) } else { -gain(view, 1 - me, their_card, card) }
}

/// What winning a showdown with `with` over saloon card `card` brings `seat`.
fn gain(view: &LswView, seat: Seat, with: HandCard, card: SaloonCard) -> f64 {
    match (with, card) {
        (HandCard::Whiskey, _) | (HandCard::Loot, SaloonCard::Whiskey) => bottle_gain(view, seat),
        (HandCard::Shoot, _) | (HandCard::Loot, SaloonCard::Bullet) => hit_gain(view, seat),
        (HandCard::Loot, SaloonCard::Nuggets(amount)) => {
            let limits = &view.limits;
            let total = view.players[seat].nuggets + u16::from(amount);
            if total >= limits.nuggets_to_win {
                WIN_VALUE
            } else {
                progress(total, limits.nuggets_to_win) - progress(view.players[seat].nuggets, limits.nuggets_to_win)
                    + progress(total, limits.nuggets_to_win).powi(2)
            }
        }
    }
}

fn hit_gain(view: &LswView, seat: Seat) -> f64 {
    let hits = u16::from(view.players[seat].hits) + 1;
    let needed = u16::from(view.limits.hits_to_win);
    if hits >= needed { WIN_VALUE } else { progress(1, needed) + progress(hits, needed).powi(2) }
}

fn bottle_gain(view: &LswView, seat: Seat) -> f64 {
    let needed = u16::from(view.limits.bottle_wins_to_win);
    let dry = 1.0 - view.deck_contents.len() as f64 / (view.deck_contents.len() + view.discard.len() + 8) as f64;
    match view.bottle {
        Some(bottle) if bottle.holder == seat => {
            let streak = u16::from(bottle.streak) + 1;
            if streak >= needed { WIN_VALUE } else { progress(streak, needed).powi(2) + progress(1, needed) }
        }
        Some(bottle) => {
            // Taking it back also breaks the rival's streak.
            if needed <= 1 {
                WIN_VALUE
            } else {
                progress(1, needed) + progress(u16::from(bottle.streak), needed) + HOLD_AT_END_VALUE * dry
            }
        }
        None if needed <= 1 => WIN_VALUE,
        None => progress(1, needed) + HOLD_AT_END_VALUE * dry,
    }
}

fn progress(amount: u16, threshold: u16) -> f64 {
    f64::from(amount) / f64::from(threshold.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{BotKind, SeatKnowledge};
    use crate::config;
    use crate::rules::Game;
    use crate::rules::loot_shoot_whiskey::LswRules;

    #[test]
    fn only_legal_commitments_are_offered() {
        let hand = Hand([1, 0, 2]);
        let offered = commits(hand);
        assert!(offered.iter().all(|&commit| hand.can_play(commit)));
        assert!(!offered.contains(&Commit::new(HandCard::Loot, HandCard::Loot)));
        assert!(offered.contains(&Commit::new(HandCard::Whiskey, HandCard::Whiskey)));
        assert_eq!(offered.len(), 3);
    }

    #[test]
    fn heuristic_beats_random_over_many_matches() {
        let rules: LswRules = config::embedded();
        let difficulties = crate::ai::config::AiConfig::built_in();
        let mut heuristic_points = 0.0;
        let matches = 400;
        for index in 0..matches {
            let heuristic_seat = index % 2;
            let mut bots = [
                BotKind::Random.build::<LootShootWhiskey>(index as u64, &difficulties),
                BotKind::Heuristic.build(index as u64, &difficulties),
            ];
            if heuristic_seat == 0 {
                bots.swap(0, 1);
            }
            let mut events = Vec::new();
            let mut state = LootShootWhiskey::new(&rules, 2, 1000 + index as u64, &mut events).unwrap();
            while !state.is_over() {
                let moves: Vec<_> =
                    (0..2).map(|seat| (seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))).collect();
                state.apply(&moves, &mut events).unwrap();
            }
            heuristic_points += state.payoff(heuristic_seat);
        }
        let share = heuristic_points / matches as f64;
        // A coin would score 0.5 ± 0.05 over 400 matches; the heuristic must be clearly ahead.
        assert!(share > 0.65, "heuristic scored only {share:.3} against random");
    }
}
