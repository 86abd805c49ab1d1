//! A hand-written Duel player. It knows what everyone still holds (hands are public):
//! who can fire, who must reload soon, who holds the Rifle. It models each rival as
//! picking evenly among their legal picks, scores its own picks by a blend of staying
//! alive, bringing someone down, keeping a gun for rivals who will have to reload, and
//! keeping its hand playable, and draws a pick with chances rising steeply with the
//! score. (Always taking the top score makes a table of these bots fire in lockstep and
//! miss forever.)

use super::{Heuristic, SeatKnowledge, SolvedOption, draw_weighted, duel_equilibrium};
use crate::rules::duel::{Duel, DuelAction, DuelCard, DuelPlayer, DuelView, Gun};
use crate::rules::{Game, GameRng, Seat};

/// Weights of the blend, in "duels won" terms.
const SURVIVAL: f64 = 1.0;
const TAKE_DOWN: f64 = 0.55;
/// A card back in hand (a reload that works), and the cost of spending one.
const CARD: f64 = 0.06;
/// The Rifle is worth more: it is the only answer to a Barricade.
const RIFLE_EXTRA: f64 = 0.08;
/// Holding a gun back while rivals run out of theirs: they will have to reload, and a
/// reloader is an easy target.
const RESERVE: f64 = 0.3;
/// Picks are drawn with chances rising steeply with their score (a softmax at this
/// temperature): the best pick most often, a close second sometimes, so that the bot
/// cannot be read and a table of bots does not fall into lockstep.
const TEMPERATURE: f64 = 0.2;

/// How one rival is expected to pick, as chances.
#[derive(Clone, Copy, Debug, Default)]
struct RivalModel {
    fires: f64,
    pistol_at_me: f64,
    rifle_at_me: f64,
    barricades: f64,
}

impl Heuristic for Duel {
    fn heuristic_action(knowledge: &SeatKnowledge<'_, Self>, rng: &mut GameRng) -> DuelAction {
        let view = knowledge.view();
        let me = knowledge.seat();
        // Nothing is hidden in Duel, so any resampled state is the table itself: it tells
        // what each rival may pick.
        let table = knowledge.resample(rng);
        let uniform: Vec<Option<RivalModel>> =
            (0..view.players.len()).map(|seat| view.players[seat].alive.then(|| uniform_model(&view, seat))).collect();
        let models = without(&uniform, me);
        let chances = pick_chances(&view, &table, me, &models);
        draw_weighted(&chances, rng).expect("a standing gunslinger has a legal pick")
    }

    /// Two standing: the equilibrium of [`duel_equilibrium`], each pick's worth turned
    /// into the score a search would give it.
    fn solved(knowledge: &SeatKnowledge<'_, Self>, rng: &mut GameRng) -> Option<Vec<SolvedOption<DuelAction>>> {
        let table = knowledge.resample(rng);
        let solution = duel_equilibrium::solve(&table)?;
        let seat = knowledge.seat();
        let side = duel_equilibrium::standing_pair(&table)?.iter().position(|&standing| standing == seat)?;
        let options = solution.options[side].iter().zip(&solution.worth[side]);
        Some(
            options
                .map(|(&(action, share), &worth)| SolvedOption {
                    action,
                    share,
                    value: table.score_for_dollar_chance(seat, (1.0 + worth) / 2.0),
                })
                .collect(),
        )
    }
}

/// `models` without the one of `seat` (a seat does not model itself).
fn without(models: &[Option<RivalModel>], seat: Seat) -> Vec<Option<RivalModel>> {
    models.iter().enumerate().map(|(other, model)| if other == seat { None } else { *model }).collect()
}

/// `seat`'s legal picks with the chance this heuristic gives each against rivals modelled
/// by `models`: a softmax of their scores.
fn pick_chances(view: &DuelView, table: &Duel, seat: Seat, models: &[Option<RivalModel>]) -> Vec<(DuelAction, f64)> {
    let mut legal = Vec::new();
    table.legal_actions(seat, &mut legal);
    let scores: Vec<f64> = legal.iter().map(|&action| score(view, seat, action, models)).collect();
    let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = scores.iter().map(|score| ((score - best) / TEMPERATURE).exp()).collect();
    let total: f64 = weights.iter().sum();
    legal.into_iter().zip(weights).map(|(action, weight)| (action, weight / total)).collect()
}

/// Chances that `rival` fires, fires at a given one of its targets with each gun, or
/// barricades, if it picks evenly among its legal picks and targets.
fn uniform_model(view: &DuelView, rival: Seat) -> RivalModel {
    let player = &view.players[rival];
    let targets = view.players.iter().enumerate().filter(|&(seat, other)| seat != rival && other.alive).count() as f64;
    let guns = [DuelCard::Pistol, DuelCard::Rifle].iter().filter(|&&card| player.holds(card)).count() as f64;
    let others = [DuelCard::Barricade, DuelCard::Reload].iter().filter(|&&card| player.holds(card)).count() as f64;
    let picks = guns * targets + others;
    if picks == 0.0 {
        return RivalModel::default();
    }
    let at_me = |card| if player.holds(card) { 1.0 / picks } else { 0.0 };
    RivalModel {
        fires: guns * targets / picks,
        pistol_at_me: at_me(DuelCard::Pistol),
        rifle_at_me: at_me(DuelCard::Rifle),
        barricades: if player.holds(DuelCard::Barricade) { 1.0 / picks } else { 0.0 },
    }
}

fn score(view: &DuelView, me: Seat, action: DuelAction, models: &[Option<RivalModel>]) -> f64 {
    let rivals = models.iter().flatten();
    let nobody_fires_at_me: f64 = rivals.clone().map(|m| 1.0 - m.pistol_at_me - m.rifle_at_me).product();
    let no_rifle_at_me: f64 = rivals.map(|m| 1.0 - m.rifle_at_me).product();
    let player: &DuelPlayer = &view.players[me];
    let standing = models.iter().flatten().count() as f64;
    match action {
        DuelAction::Fire { gun, target } => {
            let rival = models[usize::from(target)].unwrap_or_default();
            let lands = match gun {
                Gun::Pistol => 1.0 - rival.fires - rival.barricades,
                Gun::Rifle => 1.0 - rival.fires,
            };
            // Fewer rivals left makes each one down worth more.
            let cost = CARD + if gun == Gun::Rifle { RIFLE_EXTRA } else { 0.0 };
            SURVIVAL + TAKE_DOWN * lands.max(0.0) / standing.max(1.0).sqrt() - cost - empty_risk(player, 1)
                + reserve(view, me, guns_in_hand(player) - 1)
        }
        DuelAction::Barricade => {
            SURVIVAL * no_rifle_at_me - CARD - empty_risk(player, 1) + reserve(view, me, guns_in_hand(player))
        }
        DuelAction::Reload | DuelAction::EmptyHanded => {
            let played: u8 = player.played.iter().sum();
            let back = f64::from(played) + if action == DuelAction::Reload { 1.0 } else { 0.0 };
            nobody_fires_at_me * (SURVIVAL + CARD * back + TAKE_DOWN * 0.1 * back.min(3.0))
        }
    }
}

fn guns_in_hand(player: &DuelPlayer) -> i32 {
    i32::from(player.hand[DuelCard::Pistol.index()] + player.hand[DuelCard::Rifle.index()])
}

/// What keeping `guns_left` guns is worth: much while rivals are nearly out of theirs.
fn reserve(view: &DuelView, me: Seat, guns_left: i32) -> f64 {
    if guns_left <= 0 {
        return 0.0;
    }
    let rivals: Vec<&DuelPlayer> =
        view.players.iter().enumerate().filter(|&(seat, p)| seat != me && p.alive).map(|(_, p)| p).collect();
    let running_dry = rivals.iter().filter(|rival| guns_in_hand(rival) <= 1).count() as f64;
    RESERVE * running_dry / rivals.len().max(1) as f64
}

/// The danger of running out: with one card left after this pick, the next shootout may
/// force a Reload under fire.
fn empty_risk(player: &DuelPlayer, spending: u8) -> f64 {
    let left = player.hand_size().saturating_sub(spending);
    let has_reload_left = player.holds(DuelCard::Reload);
    match (left, has_reload_left) {
        (0, _) => 0.3,
        (1, true) => 0.12,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{BotKind, SeatKnowledge};
    use crate::rules::Game;
    use crate::rules::duel::DuelRules;

    #[test]
    fn heuristic_wins_more_than_its_share_against_random() {
        let rules: DuelRules = crate::config::embedded();
        let seats = 4;
        let matches = 200;
        let difficulties = crate::ai::config::AiConfig::built_in();
        let mut points = 0.0;
        for index in 0..matches {
            let heuristic_seat = index % seats;
            let mut bots: Vec<_> = (0..seats)
                .map(|seat| {
                    let kind = if seat == heuristic_seat { BotKind::Heuristic } else { BotKind::Random };
                    kind.build::<Duel>((index * 10 + seat) as u64, &difficulties)
                })
                .collect();
            let mut events = Vec::new();
            let mut state = Duel::new(&rules, seats, 500 + index as u64, &mut events).unwrap();
            while !state.is_over() {
                let crate::rules::ToMove::Simultaneous(living) = state.to_move() else { unreachable!() };
                let moves: Vec<_> =
                    living.iter().map(|seat| (seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))).collect();
                state.apply(&moves, &mut events).unwrap();
            }
            points += state.payoff(heuristic_seat);
        }
        let share = points / matches as f64;
        // The fair share is 0.25; chance alone over 200 matches stays under about 0.32.
        assert!(share > 0.4, "heuristic won only {share:.3} of the points against three random bots");
    }
}
