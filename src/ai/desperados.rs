//! A hand-written Desperados player. It prices everything in dollars: a notch off a dial
//! is worth more the nearer the desperado is to the key (and an escape more when it frees
//! a gang that is the richest), an attack what the exposed gangs would pay, a card what
//! it usually saves. It keeps the dice that serve its best desperado, draws when the roll
//! is poor, and answers an opponent's action when that saves more than the card is worth.

use super::desperados_rolls::plan_rolls;
use super::{Heuristic, SeatKnowledge, SolvedOption};
use crate::rules::desperados::{
    BrainsUse, CardEffect, CardTarget, DICE, Desperados, DesperadosAction, DesperadosView, DialStep, Dice, Face, Icon,
    MAX_ROLLS, Phase, RollOptions,
};
use crate::rules::{GameRng, Seat};

/// What a kept Wild West card is worth, by effect, in dollars.
fn card_worth(effect: CardEffect) -> f64 {
    match effect {
        CardEffect::CancelAction => 7.0,
        CardEffect::BlockAttack | CardEffect::ExtraAction => 6.0,
        CardEffect::FreeJailStep | CardEffect::SetDie => 5.0,
        CardEffect::RerollDie => 3.0,
    }
}

/// Winning outright, in dollars: more than anything else on the table.
const WIN: f64 = 1000.0;

impl Heuristic for Desperados {
    fn heuristic_action(knowledge: &SeatKnowledge<'_, Self>, _rng: &mut GameRng) -> DesperadosAction {
        let view = knowledge.view();
        let mut legal = Vec::new();
        knowledge.legal_actions(&mut legal);
        if let [only] = legal[..] {
            return only;
        }
        let best = |worth: &dyn Fn(&DesperadosAction) -> f64| {
            legal.iter().copied().max_by(|a, b| worth(a).total_cmp(&worth(b))).expect("a seat to move has a choice")
        };
        match view.turn.phase {
            Phase::Answering { by, on } => best(&|action| answer_worth(&view, by, on, action)),
            Phase::Keeping { .. } => best(&|action| keep_worth(&view, action)),
            Phase::Acting => best(&|action| acting_worth(&view, action)),
            Phase::Choosing | Phase::Rolling { .. } => best(&|action| choosing_worth(&view, action)),
        }
    }

    /// The rolls of the turn, solved exactly against the heuristic's price of each stop
    /// ([`plan_rolls`]); a card worth playing first is played first. Other decisions are
    /// not solved.
    fn solved(knowledge: &SeatKnowledge<'_, Self>, _rng: &mut GameRng) -> Option<Vec<SolvedOption<DesperadosAction>>> {
        let view = knowledge.view();
        if view.turn.phase != Phase::Choosing || knowledge.seat() != view.turn.seat {
            return None;
        }
        let mut legal = Vec::new();
        knowledge.legal_actions(&mut legal);
        let stop_worth = |dice: &Dice, rolls: u8| roll_worth(&view, dice, rolls);
        let (plan, rerolls) = plan_rolls(&view, &stop_worth);
        let worth = |action: &DesperadosAction| match *action {
            DesperadosAction::Reroll { dice } => {
                rerolls.iter().find(|(mask, _)| *mask == dice).map_or(0.0, |(_, worth)| *worth)
            }
            _ => choosing_worth(&view, action),
        };
        let card = legal
            .iter()
            .filter(|action| matches!(action, DesperadosAction::Play { .. }))
            .copied()
            .max_by(|a, b| worth(a).total_cmp(&worth(b)))
            .filter(|action| worth(action) > 0.0);
        let stop = legal
            .iter()
            .filter(|action| matches!(action, DesperadosAction::Act | DesperadosAction::Draw | DesperadosAction::Pass))
            .copied()
            .max_by(|a, b| worth(a).total_cmp(&worth(b)));
        let chosen = card.or((plan.reroll != 0).then_some(DesperadosAction::Reroll { dice: plan.reroll })).or(stop)?;
        Some(
            legal
                .iter()
                .map(|&action| SolvedOption {
                    action,
                    share: if action == chosen { 1.0 } else { 0.0 },
                    value: dollars_as_score(worth(&action)),
                })
                .collect(),
        )
    }
}

/// Dollars of a turn's worth on the scale of a match score (a rough reading: a turn
/// worth $50 is about the difference between losing and winning).
fn dollars_as_score(dollars: f64) -> f64 {
    (0.5 + dollars / 100.0).clamp(0.0, 1.0)
}

/// What one action of `by` on `on` would bring the seat to move, in dollars.
fn action_worth(view: &DesperadosView, by: Icon, on: Icon) -> f64 {
    let me = view.turn.seat;
    let gang = &view.gangs[me];
    if !gang.is_free(by) {
        return notch_worth(view, me, by, DialStep::Notch);
    }
    let opponents = || (0..view.gangs.len()).filter(move |&seat| seat != me && !view.gangs[seat].out);
    if by != Icon::Bottle {
        let amount = u16::from(view.limits.attacks[by.index()]);
        return opponents()
            .filter(|&seat| !view.gangs[seat].is_free(by))
            .map(|seat| f64::from(amount.min(view.gangs[seat].money)))
            .sum();
    }
    match view.limits.brains[usize::from(gang.gang)].nth(view.turn.brains_uses) {
        BrainsUse::Take(amount) => f64::from(u16::from(amount).min(view.bank)),
        BrainsUse::EachPays(amount) => {
            opponents().map(|seat| f64::from(u16::from(amount).min(view.gangs[seat].money))).sum()
        }
        BrainsUse::Turn(step) if !gang.is_free(on) => notch_worth(view, me, on, step),
        BrainsUse::Turn(_) => 0.0,
    }
}

/// What turning `seat`'s `icon` dial (a notch, or all of it) is worth to that seat.
fn notch_worth(view: &DesperadosView, seat: Seat, icon: Icon, step: DialStep) -> f64 {
    let gang = &view.gangs[seat];
    let left = gang.dials[icon.index()];
    let escapes = left == 1 || step == DialStep::Free;
    let progress = 3.0 + 6.0 / f64::from(left) + if step == DialStep::Free { 2.0 * f64::from(left) } else { 0.0 };
    if !escapes {
        return progress;
    }
    let last = gang.jailed().count() == 1;
    let richest = (0..view.gangs.len())
        .filter(|&other| other != seat && !view.gangs[other].out)
        .all(|other| gang.money >= view.gangs[other].money);
    if last && richest {
        return WIN;
    }
    // A free desperado attacks from now on: worth what the exposed gangs hold against it.
    let exposed: f64 = (0..view.gangs.len())
        .filter(|&other| other != seat && !view.gangs[other].out && !view.gangs[other].is_free(icon))
        .map(|_| f64::from(view.limits.attacks[icon.index()]))
        .sum();
    progress + 2.0 + exposed / 2.0
}

fn acting_worth(view: &DesperadosView, action: &DesperadosAction) -> f64 {
    match *action {
        DesperadosAction::Aim { by, on } => action_worth(view, by, on),
        DesperadosAction::Play { target: CardTarget::Desperado(icon), .. } => {
            notch_worth(view, view.turn.seat, icon, DialStep::Notch) + 1.0
        }
        // One more action, spent as well as the best icon rolled allows.
        DesperadosAction::Play { .. } if view.turn.actions_left == 0 => best_action_worth(view, view.turn.icons),
        _ => 0.0,
    }
}

/// The best single action among the icons of `icons` (a mask).
fn best_action_worth(view: &DesperadosView, icons: u8) -> f64 {
    Icon::ALL
        .into_iter()
        .filter(|icon| icons & 1 << icon.index() != 0)
        .map(|icon| best_aim(view, icon))
        .fold(0.0, f64::max)
}

/// `by`'s best action, on itself or, for Brains that turn dials, on the best jailed one.
fn best_aim(view: &DesperadosView, by: Icon) -> f64 {
    Icon::ALL.into_iter().map(|on| action_worth(view, by, on)).fold(0.0, f64::max)
}

/// What a roll is worth if the seat stops on it: the better of acting (actions spent
/// greedily, a second action on the same desperado worth a little less) and drawing.
fn roll_worth(view: &DesperadosView, dice: &Dice, rolls: u8) -> f64 {
    let options = RollOptions::of(dice, rolls, &view.limits);
    let draw =
        if options.can_draw() { f64::from(options.keep) * 6.0 + f64::from(options.draw - options.keep) } else { 0.0 };
    let act = if options.can_act() {
        let best = best_action_worth(view, options.icons);
        best * (1.0 + 0.8 * f64::from(options.actions - 1))
    } else {
        0.0
    };
    act.max(draw)
}

/// The dice worth keeping: Action faces (leaving room for an icon) and one die of the
/// best icon shown.
fn keepers(view: &DesperadosView, dice: &Dice) -> u8 {
    let mut keep = 0u8;
    let mut actions = 0;
    for (die, face) in dice.0.iter().enumerate() {
        if *face == Face::Action && actions < DICE - 1 {
            keep |= 1 << die;
            actions += 1;
        }
    }
    let best_icon = dice
        .0
        .iter()
        .enumerate()
        .filter_map(|(die, face)| face.icon().map(|icon| (die, best_aim(view, icon))))
        .max_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((die, _)) = best_icon {
        keep |= 1 << die;
    }
    keep
}

fn choosing_worth(view: &DesperadosView, action: &DesperadosAction) -> f64 {
    let turn = &view.turn;
    let now = roll_worth(view, &turn.dice, turn.rolls);
    match *action {
        DesperadosAction::Reroll { dice } => {
            let keep = keepers(view, &turn.dice);
            let wanted = !keep & ((1 << DICE) - 1);
            // Rerolling what the bot would not keep: worth a good roll's expectation.
            if dice == wanted { expected_reroll_worth(view, wanted) } else { -1.0 }
        }
        DesperadosAction::Act => {
            let options = turn.options(&view.limits);
            best_action_worth(view, options.icons) * (1.0 + 0.8 * f64::from(options.actions - 1))
        }
        DesperadosAction::Draw => {
            let options = turn.options(&view.limits);
            f64::from(options.keep) * 6.0 + f64::from(options.draw - options.keep)
        }
        DesperadosAction::Play { card, target } => {
            let cost = card_worth(view.limits.effect(card));
            match target {
                CardTarget::Desperado(icon) => notch_worth(view, turn.seat, icon, DialStep::Notch) + 1.0,
                CardTarget::DieTo(die, face) => {
                    let mut dice = turn.dice;
                    dice.0[usize::from(die)] = face;
                    roll_worth(view, &dice, turn.rolls) - now - cost
                }
                // A reroll of one die is worth it only once no roll is left and the dice
                // allow nothing.
                CardTarget::Die(_) if turn.rolls >= MAX_ROLLS && now == 0.0 => 1.0,
                _ => -cost,
            }
        }
        _ => 0.0,
    }
}

/// A rough expectation of the roll after rerolling `dice`: the worth of its best icon
/// with the Action faces likely to come.
fn expected_reroll_worth(view: &DesperadosView, dice: u8) -> f64 {
    let now = roll_worth(view, &view.turn.dice, view.turn.rolls);
    if dice == 0 || view.turn.rolls >= MAX_ROLLS {
        return -1.0;
    }
    let kept_actions = (0..DICE).filter(|&die| dice & 1 << die == 0 && view.turn.dice.0[die] == Face::Action).count();
    // Below two actions there is usually better to come.
    if kept_actions >= 2 && now > 0.0 { now * 0.9 } else { now + 4.0 }
}

fn keep_worth(view: &DesperadosView, action: &DesperadosAction) -> f64 {
    match *action {
        DesperadosAction::Keep { card, and } => {
            std::iter::once(card).chain(and).map(|card| card_worth(view.limits.effect(card))).sum()
        }
        _ => 0.0,
    }
}

/// Whether answering is worth the card: a block when the loss is large (or would put the
/// seat out), a cancel when the action would cost the seat or win the match.
fn answer_worth(view: &DesperadosView, by: Icon, on: Icon, action: &DesperadosAction) -> f64 {
    let DesperadosAction::Play { card, .. } = *action else { return 0.0 };
    let me = view.seat;
    let actor = view.turn.seat;
    let attacker = &view.gangs[actor];
    let loss = if !attacker.is_free(by) {
        0.0
    } else if by == Icon::Bottle {
        match view.limits.brains[usize::from(attacker.gang)].nth(view.turn.brains_uses) {
            BrainsUse::EachPays(amount) => f64::from(u16::from(amount).min(view.gangs[me].money)),
            _ => 0.0,
        }
    } else if !view.gangs[me].is_free(by) {
        f64::from(u16::from(view.limits.attacks[by.index()]).min(view.gangs[me].money))
    } else {
        0.0
    };
    let ruin = if loss >= f64::from(view.gangs[me].money) { WIN / 2.0 } else { 0.0 };
    let their_gain = if attacker.is_free(by) && by != Icon::Bottle {
        0.0
    } else if attacker.is_free(by) {
        match view.limits.brains[usize::from(attacker.gang)].nth(view.turn.brains_uses) {
            BrainsUse::Turn(step) if !attacker.is_free(on) => notch_worth(view, actor, on, step) / 2.0,
            _ => 0.0,
        }
    } else {
        notch_worth(view, actor, by, DialStep::Notch) / 2.0
    };
    let worth = match view.limits.effect(card) {
        CardEffect::BlockAttack => loss + ruin,
        CardEffect::CancelAction => loss + ruin + their_gain,
        _ => 0.0,
    };
    worth - card_worth(view.limits.effect(card))
}
