//! Desperados of Dice Town told in lines, for a gang held on a page with no table drawn:
//! its Wild West cards, the dice and what the turn asks, each gang's money and dials, and
//! each choice as the table's buttons say it.

use super::narration::narrate;
use super::state::ALL_DICE;
use super::{
    BrainsUse, CardKind, CardTarget, DICE, Desperados, DesperadosAction, DesperadosEvent, DesperadosRules,
    DesperadosView, Gang, Icon, MAX_ROLLS, Phase,
};
use crate::rules::{InWords, Line};

impl InWords for Desperados {
    /// The dice kept aside while the others roll, the cards drawn still to choose among,
    /// then the hand: each card by the name and text the rules file gives it.
    fn hand_in_words(view: &DesperadosView, rules: &DesperadosRules, rules_code: &str) -> Vec<Line> {
        let mut lines = Vec::new();
        if let Phase::Rolling { dice } = view.turn.phase
            && view.turn.seat == view.seat
            && dice != ALL_DICE
        {
            lines.push(dice_numbers("desp-phone-kept-aside", ALL_DICE & !dice));
        }
        let card = |id: &'static str, kind: CardKind| {
            let (name, text) = rules.card_texts(usize::from(kind), rules_code);
            Line::new(id).name("name", name).name("text", text)
        };
        lines.extend(view.drawn.cards().map(|kind| card("desp-tip-card-drawn", kind)));
        lines.extend(view.hand.cards().map(|kind| card("desp-tip-card", kind)));
        lines
    }

    /// Whose turn it is, the dice as they lie (a die being rolled is left out), what the
    /// turn asks now, and the bank; once the match is won, who won it and how.
    fn table_in_words(view: &DesperadosView, _rules: &DesperadosRules, _rules_code: &str) -> Vec<Line> {
        if let Some((winners, how)) = view.result {
            return narrate(&DesperadosEvent::MatchWon { winners, how }).into_iter().collect();
        }
        let turn = &view.turn;
        let mut lines = vec![Line::new("desp-turn-started").number("turn", turn.turn).seat("who", turn.seat)];
        let rolling = match turn.phase {
            Phase::Rolling { dice } => dice,
            _ => 0,
        };
        if turn.rolls > 0 {
            let face =
                |die: usize| Line::new("desp-phone-die").number("die", die + 1).line("face", turn.dice.0[die].name());
            lines.extend((0..DICE).filter(|die| rolling & 1 << die == 0).map(face));
        }
        lines.extend(asked(view));
        lines.push(Line::new("desp-felt-bank").number("money", view.bank));
        lines
    }

    /// Each gang's money and cards in hand, and how far each jailed desperado is from the
    /// key; a broke gang, that it is out.
    fn standings_in_words(view: &DesperadosView, _rules: &DesperadosRules) -> Vec<Line> {
        view.gangs
            .iter()
            .enumerate()
            .map(|(seat, gang)| match gang.out {
                true => Line::new("desp-out").seat("who", seat),
                false => Line::new("desp-phone-standing")
                    .seat("who", seat)
                    .number("money", gang.money)
                    .number("cards", view.hand_sizes[seat])
                    .line("dials", dials(gang)),
            })
            .collect()
    }

    /// A choice in the words of the table's buttons ("Act: 2 actions on Knife and Pistol"); a
    /// reroll names the dice it rolls, as every set of dice is a choice of its own.
    fn choice_in_words(
        view: &DesperadosView,
        rules: &DesperadosRules,
        rules_code: &str,
        action: DesperadosAction,
    ) -> Line {
        let card_name = |card: CardKind| rules.card_texts(usize::from(card), rules_code).0.to_owned();
        let turn = &view.turn;
        match action {
            DesperadosAction::Reroll { dice } => dice_numbers("desp-phone-reroll", dice),
            DesperadosAction::Act => {
                let options = turn.options(&view.limits);
                let icons = Icon::ALL.into_iter().filter(|&icon| options.allows(icon)).map(Icon::name).collect();
                Line::new("desp-do-act").number("actions", options.actions).lines("desperados", icons)
            }
            DesperadosAction::Draw => Line::new(match turn.options(&view.limits).draw {
                4 => "desp-do-draw-four",
                3 => "desp-do-draw-three",
                _ => "desp-do-draw-misere",
            }),
            DesperadosAction::Pass => Line::new(match turn.phase {
                Phase::Answering { .. } => "desp-do-let-it-be",
                Phase::Acting => "desp-do-end-turn",
                _ => "desp-do-nothing",
            }),
            DesperadosAction::Aim { by, on } => {
                let gang = &view.gangs[turn.seat];
                if !gang.is_free(by) {
                    Line::new("desp-do-notch").line("desperado", by.name()).number("left", gang.dials[by.index()])
                } else if by != Icon::Bottle {
                    Line::new("desp-do-attack").line("desperado", by.name())
                } else {
                    match view.limits.brains[usize::from(gang.gang)].nth(turn.brains_uses) {
                        BrainsUse::Take(amount) => Line::new("desp-do-brains-take").number("amount", amount),
                        BrainsUse::EachPays(amount) => Line::new("desp-do-brains-each-pays").number("amount", amount),
                        BrainsUse::Turn(_) => Line::new("desp-do-brains-help").line("desperado", on.name()),
                    }
                }
            }
            DesperadosAction::Keep { card, and: None } => Line::new("desp-do-keep").name("card", card_name(card)),
            DesperadosAction::Keep { card, and: Some(second) } => {
                Line::new("desp-do-keep-two").name("card", card_name(card)).name("second", card_name(second))
            }
            DesperadosAction::Play { card, target } => match target {
                CardTarget::None => Line::new("desp-do-play"),
                CardTarget::Die(die) => Line::new("desp-do-play-reroll").number("die", die + 1),
                CardTarget::DieTo(die, face) => {
                    Line::new("desp-do-play-turn-die").number("die", die + 1).line("face", face.name())
                }
                CardTarget::Desperado(icon) => Line::new("desp-do-play-notch").line("desperado", icon.name()),
            }
            .name("card", card_name(card)),
        }
    }
}

/// The dice of `mask` counted and numbered from 1, told by message `id`: "dice 1, 3 and 4".
fn dice_numbers(id: &'static str, mask: u8) -> Line {
    let numbers =
        (0..DICE).filter(|die| mask & 1 << die != 0).map(|die| Line::new("number").number("n", die + 1)).collect();
    Line::new(id).number("count", mask.count_ones()).lines("dice", numbers)
}

/// What the turn waits for now: the dice to land, the roller's choice, its actions, its
/// pick of the cards drawn, or the answers to an action declared.
fn asked(view: &DesperadosView) -> Vec<Line> {
    let turn = &view.turn;
    let seat = turn.seat;
    match turn.phase {
        Phase::Rolling { dice } => {
            vec![Line::new("desp-phone-rolling").seat("who", seat).number("count", dice.count_ones())]
        }
        Phase::Choosing if turn.rolls < MAX_ROLLS => {
            vec![Line::new("desp-phone-choosing").seat("who", seat).number("left", MAX_ROLLS - turn.rolls)]
        }
        Phase::Choosing => vec![Line::new("desp-phone-choosing-last").seat("who", seat)],
        Phase::Acting => vec![Line::new("desp-phone-acting").seat("who", seat).number("actions", turn.actions_left)],
        Phase::Keeping { keep } => {
            vec![Line::new("desp-phone-keeping").seat("who", seat).number("drawn", view.drawing).number("keep", keep)]
        }
        Phase::Answering { by, on } => {
            let declared = narrate(&DesperadosEvent::Declared { seat, by, on, answering: view.answering });
            let answers = match view.answering.contains(view.seat) {
                true => Line::new("desp-phone-answer"),
                false => Line::new("desp-phone-answer-waiting").number("count", view.answering.len()),
            };
            declared.into_iter().chain((!view.answering.is_empty()).then_some(answers)).collect()
        }
    }
}

/// How far each jailed desperado of `gang` is from the key, or that all are free.
fn dials(gang: &Gang) -> Line {
    let jailed: Vec<Line> = gang
        .jailed()
        .map(|icon| {
            Line::new("desp-tip-to-the-key").line("desperado", icon.name()).number("left", gang.dials[icon.index()])
        })
        .collect();
    match jailed.is_empty() {
        true => Line::new("desp-phone-all-free"),
        false => Line::new("desp-tip-jailed").lines("desperados", jailed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::text::{Catalog, Language, YOU};

    use super::super::{Dice, Face};

    /// The rules file's Lucky Throw: a die rolled again.
    const LUCKY_THROW: CardKind = 1;

    /// In English, seat 0 being the player at the page.
    fn told(lines: &[Line]) -> Vec<String> {
        let names = [YOU, "Kate"].map(str::to_owned);
        lines.iter().map(|line| Catalog::get().format(Language::English, line.id(), line.args(), &names)).collect()
    }

    /// The player rolls Knife, Action, Bottle, Action with a Lucky Throw in hand: the dice
    /// are told by number, and each reroll names the dice it rolls, not only how many.
    #[test]
    fn a_roll_is_told_die_by_die_and_each_reroll_names_its_dice() {
        let rules = DesperadosRules { first_player_random: false, ..crate::config::embedded() };
        let mut events = Vec::new();
        let mut state = Desperados::new(&rules, 2, 7, &mut events).unwrap();
        for gang in &mut state.gangs[..2] {
            gang.dials = Icon::ALL.map(Icon::dial_length);
        }
        state.gangs[1].dials = [0, 0, 0, 0, 1];
        assert!(state.deck.remove(LUCKY_THROW));
        state.hands[0].add(LUCKY_THROW);
        state.apply_chance(Dice([Face::Knife, Face::Action, Face::Bottle, Face::Action]), &mut events).unwrap();

        let view = state.view(0);
        assert_eq!(
            told(&Desperados::hand_in_words(&view, &rules, "en")),
            ["Lucky Throw: Play while your dice are on the table: roll one die again (it does not count as a roll)."]
        );
        assert_eq!(
            told(&Desperados::table_in_words(&view, &rules, "en")),
            [
                "Turn 1: you roll.",
                "Die 1: Knife",
                "Die 2: Action",
                "Die 3: Bottle",
                "Die 4: Action",
                "You choose: roll again, act or draw (2 rolls left).",
                "Bank $100",
            ]
        );
        let choices = [
            DesperadosAction::Reroll { dice: 0b1101 },
            DesperadosAction::Reroll { dice: 0b0100 },
            DesperadosAction::Act,
            DesperadosAction::Play { card: LUCKY_THROW, target: CardTarget::Die(2) },
        ];
        let mut legal = Vec::new();
        state.legal_actions(0, &mut legal);
        assert!(choices.iter().all(|choice| legal.contains(choice)), "{legal:?}");
        let choices = choices.map(|action| Desperados::choice_in_words(&view, &rules, "en", action));
        assert_eq!(
            told(&choices),
            [
                "Roll dice 1, 3 and 4 again",
                "Roll die 3 again",
                "Act: 2 actions on Bottle and Knife",
                "Lucky Throw: roll die 3 again",
            ]
        );
        assert_eq!(
            told(&Desperados::standings_in_words(&view, &rules)),
            [
                "You have $50 and one card. Jailed: Bottle 2 to the key, Fist 3 to the key, Knife 4 to the key, \
                 Pistol 5 to the key and Two-pistols 6 to the key.",
                "Kate has $50 and no card. Jailed: Two-pistols 1 to the key.",
            ]
        );
    }
}
