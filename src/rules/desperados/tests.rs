//! The rules, one case each: what every kind of roll allows, each gang's ability, each
//! card's effect, each way to win.

use super::*;
use crate::rules::{Game, IllegalMove, ToMove};

use DesperadosAction as A;
use Face::{Action as X, Boss as S, Bottle as B, Fist as F, Knife as K, Pistol as P};

const LIBERTADORES: u8 = 0;
const RED_DAMNATION: u8 = 1;
const OLESON: u8 = 2;
const MAVERICKS: u8 = 3;

/// Kinds in the shipped deck.
const EXTRA: CardKind = 0;
const REROLL: CardKind = 1;
const BLOCK: CardKind = 2;
const CANCEL: CardKind = 3;
const SET: CardKind = 4;
const JAIL_STEP: CardKind = 5;

fn rules() -> DesperadosRules {
    DesperadosRules { first_player_random: false, ..crate::config::embedded() }
}

/// A table of `gangs.len()` gangs in that order, seat 0 to roll, every dial full, no card
/// in any hand.
fn table(gangs: &[u8]) -> Desperados {
    let rules = DesperadosRules { gang_choice: GangChoice::Chosen(vec![0, 1, 2, 3]), ..rules() };
    let mut state = Desperados::new(&rules, gangs.len(), 7, &mut Vec::new()).unwrap();
    for (seat, &gang) in gangs.iter().enumerate() {
        state.gangs[seat].gang = gang;
        state.gangs[seat].dials = Icon::ALL.map(Icon::dial_length);
    }
    state
}

fn give(state: &mut Desperados, seat: usize, card: CardKind) {
    assert!(state.deck.remove(card), "the deck has a card of kind {card}");
    state.hands[seat].add(card);
}

fn roll(state: &mut Desperados, faces: [Face; 4]) -> Vec<DesperadosEvent> {
    let mut events = Vec::new();
    state.apply_chance(Dice(faces), &mut events).unwrap();
    events
}

fn play(state: &mut Desperados, seat: usize, action: DesperadosAction) -> Vec<DesperadosEvent> {
    let mut events = Vec::new();
    state.apply(&[(seat, action)], &mut events).unwrap_or_else(|error| panic!("{action:?}: {error}"));
    events
}

fn legal(state: &Desperados, seat: usize) -> Vec<DesperadosAction> {
    let mut out = Vec::new();
    state.legal_actions(seat, &mut out);
    out
}

fn options(faces: [Face; 4], rolls: u8, rules: &DesperadosRules) -> RollOptions {
    RollOptions::of(&Dice(faces), rolls, &Limits::of(rules))
}

// ---- the deal ----

/// A table whose gangs would start with more than the game's money is refused, not dealt
/// with a bank below zero.
#[test]
fn a_table_the_money_cannot_fund_is_refused() {
    let polish = DesperadosRules { starting_money: 60, ..rules() };
    for seats in 2..=3 {
        let state = Desperados::new(&polish, seats, 1, &mut Vec::new()).unwrap();
        assert_eq!(state.bank, 200 - 60 * seats as u16);
        state.check_invariants().unwrap();
    }
    let error = Desperados::new(&polish, 4, 1, &mut Vec::new()).unwrap_err();
    assert!(error.0.contains("$240") && error.0.contains("$200"), "{error}");
}

// ---- what a roll allows ----

#[test]
fn action_faces_give_actions_to_the_icons_rolled_and_a_second_icon_adds_nothing() {
    let rolled = options([X, X, K, K], 1, &rules());
    assert_eq!((rolled.actions, rolled.icons), (2, 1 << Icon::Knife.index()));
    assert!(!rolled.can_draw(), "two pairs with Action faces are no misère");
    let split = options([X, F, K, P], 1, &rules());
    assert_eq!(split.actions, 1);
    assert!(split.allows(Icon::Fist) && split.allows(Icon::Knife) && split.allows(Icon::Pistol));
}

#[test]
fn three_actions_and_an_icon_act_three_times_or_draw_three_when_actions_make_alike() {
    let alike = options([X, X, X, S], 1, &rules());
    assert_eq!((alike.actions, alike.draw, alike.keep), (3, 3, 1));
    let apart = options([X, X, X, S], 1, &DesperadosRules { action_faces_make_alike: false, ..rules() });
    assert_eq!((apart.actions, apart.draw), (3, 0));
}

#[test]
fn four_action_faces_draw_four_or_allow_nothing() {
    let alike = options([X, X, X, X], 1, &rules());
    assert_eq!((alike.actions, alike.draw, alike.keep), (0, 4, 2), "no icon: nobody to act");
    let apart = options([X, X, X, X], 3, &DesperadosRules { action_faces_make_alike: false, ..rules() });
    assert_eq!((apart.actions, apart.draw), (0, 0));
}

#[test]
fn four_alike_icons_draw_four_keep_two() {
    let four = options([P, P, P, P], 1, &rules());
    assert_eq!((four.actions, four.draw, four.keep), (0, 4, 2));
}

#[test]
fn three_alike_with_an_action_may_act_or_draw_three() {
    let three = options([F, F, F, X], 1, &rules());
    assert_eq!((three.actions, three.icons, three.draw, three.keep), (1, 1 << Icon::Fist.index(), 3, 1));
}

#[test]
fn a_misere_draws_one_two_pairs_included_and_may_wait_for_the_last_roll() {
    for faces in [[B, F, K, P], [B, B, S, S], [K, K, F, S]] {
        let misere = options(faces, 1, &rules());
        assert_eq!((misere.actions, misere.draw, misere.keep), (0, 1, 1), "{faces:?}");
    }
    let waiting = DesperadosRules { misere_needs_all_rolls: true, ..rules() };
    assert_eq!(options([B, F, K, P], 2, &waiting).draw, 0);
    assert_eq!(options([B, F, K, P], MAX_ROLLS, &waiting).draw, 1);
}

#[test]
fn a_roll_that_allows_nothing_can_only_be_rerolled_or_passed() {
    let rules = DesperadosRules { action_faces_make_alike: false, ..rules() };
    let mut state = Desperados::new(&rules, 2, 3, &mut Vec::new()).unwrap();
    roll(&mut state, [X, X, X, X]);
    let seat = state.turn.seat;
    let choices = legal(&state, seat);
    assert!(choices.contains(&A::Pass) && !choices.contains(&A::Act) && !choices.contains(&A::Draw));
    assert_eq!(choices.iter().filter(|action| matches!(action, A::Reroll { .. })).count(), 15);
}

#[test]
fn three_rolls_at_most_and_kept_dice_stay() {
    let mut state = table(&[LIBERTADORES, OLESON]);
    roll(&mut state, [X, B, F, K]);
    play(&mut state, 0, A::Reroll { dice: 0b1100 });
    assert_eq!(state.to_move(), ToMove::Chance);
    let mut events = Vec::new();
    assert_eq!(state.apply_chance(Dice([P, B, F, K]), &mut events), Err(IllegalMove::ImpossibleChance));
    roll(&mut state, [X, B, S, S]);
    play(&mut state, 0, A::Reroll { dice: 0b0001 });
    roll(&mut state, [X, B, S, S]);
    assert_eq!(state.turn.rolls, 3);
    assert!(!legal(&state, 0).iter().any(|action| matches!(action, A::Reroll { .. })), "no fourth roll");
}

#[test]
fn the_setup_roll_shows_four_icons_no_more_than_two_alike() {
    for rule in [SetupReroll::Surplus, SetupReroll::AllFour] {
        let mut rng = crate::rules::seeded_rng(5);
        for _ in 0..500 {
            let dice = setup_roll(rule, &mut rng);
            let counts = dice.counts();
            assert_eq!(counts[Face::Action.index()], 0);
            assert!(counts.iter().all(|&count| count <= 2), "{dice:?}");
        }
    }
}

// ---- actions ----

#[test]
fn actions_stack_on_one_desperado_and_an_escape_turns_later_ones_into_attacks() {
    let mut state = table(&[MAVERICKS, OLESON]);
    state.gangs[0].dials[Icon::Fist.index()] = 1;
    roll(&mut state, [X, X, F, F]);
    play(&mut state, 0, A::Act);
    let events = play(&mut state, 0, A::Aim { by: Icon::Fist, on: Icon::Fist });
    assert!(events.contains(&DesperadosEvent::Escaped { seat: 0, icon: Icon::Fist }));
    let events = play(&mut state, 0, A::Aim { by: Icon::Fist, on: Icon::Fist });
    assert!(events.contains(&DesperadosEvent::Paid { from: purse(1), to: Purse::Bank, amount: 3 }));
    assert_eq!(state.gangs[1].money, 47);
    assert_eq!(state.turn.seat, 1, "no action left: the turn passes");
}

#[test]
fn an_attack_takes_from_every_jailed_one_and_spares_the_free() {
    let mut state = table(&[MAVERICKS, OLESON, LIBERTADORES, RED_DAMNATION]);
    state.gangs[0].dials[Icon::Boss.index()] = 0;
    state.gangs[2].dials[Icon::Boss.index()] = 0;
    state.gangs[3].money = 4;
    roll(&mut state, [X, S, B, B]);
    play(&mut state, 0, A::Act);
    let events = play(&mut state, 0, A::Aim { by: Icon::Boss, on: Icon::Boss });
    let exposed = SeatSet::single(1).with(3);
    assert!(events.contains(&DesperadosEvent::Attack {
        seat: 0,
        icon: Icon::Boss,
        exposed,
        immune: SeatSet::single(2)
    }));
    assert_eq!(
        [state.gangs[1].money, state.gangs[2].money, state.gangs[3].money],
        [44, 50, 0],
        "capped at what is held"
    );
    assert!(state.gangs[3].out, "broke is out");
    assert_eq!(state.bank, 6 + 4, "four gangs hold the $200; the bank holds what was paid");
}

#[test]
fn libertadores_brains_take_two_three_four_from_the_bank() {
    let mut state = table(&[LIBERTADORES, OLESON]);
    state.gangs[0].dials[Icon::Bottle.index()] = 0;
    roll(&mut state, [X, X, X, B]);
    play(&mut state, 0, A::Act);
    for expected in [52, 55, 59] {
        play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Bottle });
        assert_eq!(state.gangs[0].money, expected);
    }
}

#[test]
fn red_damnation_brains_make_each_opponent_pay_one_one_eight() {
    let mut state = table(&[RED_DAMNATION, OLESON, MAVERICKS]);
    state.gangs[0].dials[Icon::Bottle.index()] = 0;
    roll(&mut state, [X, X, X, B]);
    play(&mut state, 0, A::Act);
    for expected in [49, 48, 40] {
        play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Bottle });
        assert_eq!([state.gangs[1].money, state.gangs[2].money], [expected, expected]);
    }
}

#[test]
fn oleson_brains_turn_own_dials_and_the_third_use_frees_one() {
    let mut state = table(&[OLESON, MAVERICKS]);
    state.gangs[0].dials[Icon::Bottle.index()] = 0;
    roll(&mut state, [X, X, X, B]);
    play(&mut state, 0, A::Act);
    assert!(!legal(&state, 0).contains(&A::Aim { by: Icon::Bottle, on: Icon::Bottle }), "the Brains help another");
    play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Boss });
    play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Boss });
    assert_eq!(state.gangs[0].dials[Icon::Boss.index()], 4);
    let events = play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Pistol });
    assert!(events.contains(&DesperadosEvent::Escaped { seat: 0, icon: Icon::Pistol }));
    assert_eq!(state.gangs[1].money, 50, "nobody pays");
}

#[test]
fn mavericks_brains_make_each_opponent_pay_two() {
    let mut state = table(&[MAVERICKS, OLESON]);
    state.gangs[0].dials[Icon::Bottle.index()] = 0;
    roll(&mut state, [X, X, B, K]);
    play(&mut state, 0, A::Act);
    play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Bottle });
    play(&mut state, 0, A::Aim { by: Icon::Bottle, on: Icon::Bottle });
    assert_eq!(state.gangs[1].money, 46);
}

// ---- cards ----

#[test]
fn drawing_three_keeps_one_and_discards_the_rest_face_up() {
    let mut state = table(&[MAVERICKS, OLESON]);
    roll(&mut state, [K, K, K, X]);
    play(&mut state, 0, A::Draw);
    assert_eq!(state.drawn.len(), 3);
    let keep = legal(&state, 0)[0];
    let events = play(&mut state, 0, keep);
    assert_eq!(state.hands[0].len(), 1);
    assert_eq!(state.discards.len(), 2);
    assert!(events.iter().any(|event| matches!(event, DesperadosEvent::DrawSettled { kept: 1, .. })));
}

#[test]
fn the_deck_is_reshuffled_from_the_discards_when_it_runs_out() {
    let mut state = table(&[MAVERICKS, OLESON]);
    while state.deck.len() > 1 {
        let card = state.deck.pop().unwrap();
        state.discards.add(card);
    }
    roll(&mut state, [S, S, S, S]);
    let events = play(&mut state, 0, A::Draw);
    assert!(events.contains(&DesperadosEvent::Reshuffled { cards: 27 }));
    assert_eq!(state.drawn.len(), 4);
}

#[test]
fn an_extra_action_card_adds_one_action() {
    let mut state = table(&[MAVERICKS, OLESON]);
    give(&mut state, 0, EXTRA);
    roll(&mut state, [X, K, B, B]);
    play(&mut state, 0, A::Act);
    play(&mut state, 0, A::Aim { by: Icon::Knife, on: Icon::Knife });
    assert_eq!(state.to_move(), ToMove::Seat(0), "a card to play keeps the turn");
    play(&mut state, 0, A::Play { card: EXTRA, target: CardTarget::None });
    play(&mut state, 0, A::Aim { by: Icon::Knife, on: Icon::Knife });
    assert_eq!(state.gangs[0].dials[Icon::Knife.index()], 2);
}

#[test]
fn a_reroll_card_rolls_one_die_without_counting_a_roll() {
    let mut state = table(&[MAVERICKS, OLESON]);
    give(&mut state, 0, REROLL);
    roll(&mut state, [X, K, B, B]);
    play(&mut state, 0, A::Play { card: REROLL, target: CardTarget::Die(2) });
    assert_eq!(state.turn.phase, Phase::Rolling { dice: 0b0100 });
    roll(&mut state, [X, K, X, B]);
    assert_eq!(state.turn.rolls, 1);
}

#[test]
fn a_set_die_card_turns_a_die_to_any_face() {
    let mut state = table(&[MAVERICKS, OLESON]);
    give(&mut state, 0, SET);
    roll(&mut state, [F, K, B, B]);
    play(&mut state, 0, A::Play { card: SET, target: CardTarget::DieTo(0, X) });
    assert_eq!(state.turn.dice, Dice([X, K, B, B]));
    assert!(legal(&state, 0).contains(&A::Act));
}

#[test]
fn a_free_jail_step_card_turns_an_own_dial() {
    let mut state = table(&[MAVERICKS, OLESON]);
    give(&mut state, 0, JAIL_STEP);
    roll(&mut state, [F, K, B, B]);
    play(&mut state, 0, A::Play { card: JAIL_STEP, target: CardTarget::Desperado(Icon::Boss) });
    assert_eq!(state.gangs[0].dials[Icon::Boss.index()], 5);
}

#[test]
fn only_holders_of_an_answer_are_asked_and_a_block_spares_its_holder() {
    let mut state = table(&[MAVERICKS, OLESON, LIBERTADORES]);
    state.gangs[0].dials[Icon::Pistol.index()] = 0;
    give(&mut state, 2, BLOCK);
    give(&mut state, 1, EXTRA);
    roll(&mut state, [X, P, B, B]);
    play(&mut state, 0, A::Act);
    play(&mut state, 0, A::Aim { by: Icon::Pistol, on: Icon::Pistol });
    assert_eq!(state.to_move(), ToMove::Simultaneous(SeatSet::single(2)), "seat 1 holds no answer");
    let events = play(&mut state, 2, A::Play { card: BLOCK, target: CardTarget::None });
    assert!(events.contains(&DesperadosEvent::Blocked { seat: 2, card: BLOCK }));
    assert_eq!([state.gangs[1].money, state.gangs[2].money], [45, 50]);
}

#[test]
fn the_first_canceller_clockwise_cancels_and_the_others_keep_their_cards() {
    let mut state = table(&[MAVERICKS, OLESON, LIBERTADORES]);
    give(&mut state, 1, CANCEL);
    give(&mut state, 2, CANCEL);
    roll(&mut state, [X, S, B, B]);
    play(&mut state, 0, A::Act);
    play(&mut state, 0, A::Aim { by: Icon::Boss, on: Icon::Boss });
    let cancel = A::Play { card: CANCEL, target: CardTarget::None };
    let mut events = Vec::new();
    state.apply(&[(2, cancel), (1, cancel)], &mut events).unwrap();
    assert!(events.contains(&DesperadosEvent::Cancelled { seat: 1, card: CANCEL }));
    assert_eq!(state.gangs[0].dials[Icon::Boss.index()], 6, "the action did nothing");
    assert_eq!((state.hands[1].len(), state.hands[2].len()), (0, 1));
}

#[test]
fn a_block_answers_only_an_action_that_takes_the_holders_money() {
    let mut state = table(&[MAVERICKS, OLESON]);
    give(&mut state, 1, BLOCK);
    roll(&mut state, [X, S, B, B]);
    play(&mut state, 0, A::Act);
    play(&mut state, 0, A::Aim { by: Icon::Boss, on: Icon::Boss });
    assert_eq!((state.to_move(), state.turn.seat), (ToMove::Chance, 1), "a notch takes no money: the turn passed");
}

// ---- the end ----

#[test]
fn freeing_the_last_desperado_while_richest_wins_and_a_tie_counts() {
    let mut state = table(&[MAVERICKS, OLESON]);
    state.gangs[0].dials = [0, 0, 0, 0, 1];
    roll(&mut state, [X, S, B, B]);
    play(&mut state, 0, A::Act);
    let events = play(&mut state, 0, A::Aim { by: Icon::Boss, on: Icon::Boss });
    assert!(
        events.contains(&DesperadosEvent::MatchWon { winners: SeatSet::single(0), how: WinPath::FreedWhileRichest })
    );
    assert!(state.is_over());
}

/// Seat 0 frees its Boss while poorer, then its free Boss attacks seat 1's jailed Boss
/// ($6 to the bank), bringing seat 1 down to `left_with` against seat 0's 44.
fn free_then_attack(rules: &DesperadosRules, left_with: u16) -> (Desperados, Vec<DesperadosEvent>) {
    let mut state = Desperados::new(rules, 2, 7, &mut Vec::new()).unwrap();
    state.gangs[0].dials = [0, 0, 0, 0, 1];
    state.gangs[1].dials = Icon::ALL.map(Icon::dial_length);
    state.gangs[0].money = 44;
    state.gangs[1].money = left_with + 6;
    state.bank = rules.total_money - 50 - left_with;
    roll(&mut state, [X, X, S, B]);
    play(&mut state, 0, A::Act);
    let freed = play(&mut state, 0, A::Aim { by: Icon::Boss, on: Icon::Boss });
    assert!(freed.contains(&DesperadosEvent::GangFree { seat: 0 }), "not the richest when freed");
    let events = play(&mut state, 0, A::Aim { by: Icon::Boss, on: Icon::Boss });
    (state, events)
}

#[test]
fn a_free_gang_that_is_not_the_richest_wins_once_it_becomes_the_richest() {
    let (state, events) = free_then_attack(&rules(), 43);
    assert!(events.contains(&DesperadosEvent::MatchWon { winners: SeatSet::single(0), how: WinPath::RichestLater }));
    assert!(state.is_over());
    let (state, _) = free_then_attack(&rules(), 45);
    assert!(!state.is_over(), "still poorer");
}

#[test]
fn a_later_tie_wins_only_when_the_rules_say_so() {
    let (state, _) = free_then_attack(&rules(), 44);
    assert_eq!(state.how_won(), Some(WinPath::RichestLater));
    let strict = DesperadosRules { later_richest_tie_wins: false, ..rules() };
    let (state, _) = free_then_attack(&strict, 44);
    assert!(!state.is_over());
}

#[test]
fn the_last_gang_standing_wins() {
    let mut state = table(&[MAVERICKS, OLESON]);
    state.gangs[0].dials[Icon::Knife.index()] = 0;
    state.gangs[1].money = 3;
    roll(&mut state, [X, K, B, B]);
    play(&mut state, 0, A::Act);
    let events = play(&mut state, 0, A::Aim { by: Icon::Knife, on: Icon::Knife });
    assert!(events.contains(&DesperadosEvent::MatchWon { winners: SeatSet::single(0), how: WinPath::LastStanding }));
}

#[test]
fn the_turn_limit_gives_the_match_to_the_richest() {
    let rules = DesperadosRules { max_turns: 1, first_player_random: false, ..rules() };
    let mut state = Desperados::new(&rules, 3, 7, &mut Vec::new()).unwrap();
    state.gangs[2].money = 60;
    state.bank -= 10;
    roll(&mut state, [B, F, K, P]);
    play(&mut state, 0, A::Draw);
    assert_eq!(state.how_won(), Some(WinPath::TurnLimit));
    assert_eq!(state.winners(), Some(SeatSet::single(2)));
}

#[test]
fn listed_actions_are_exactly_the_legal_ones() {
    let mut state = Desperados::new(&rules(), 3, 11, &mut Vec::new()).unwrap();
    let mut rng = crate::rules::seeded_rng(3);
    let mut scratch = crate::rules::RandomScratch::default();
    let every = every_action();
    for _ in 0..3000 {
        if state.is_over() {
            state = Desperados::new(&rules(), 3, rand::Rng::next_u64(&mut rng), &mut Vec::new()).unwrap();
        }
        for seat in 0..3 {
            let listed = legal(&state, seat);
            let checked: Vec<_> = every.iter().copied().filter(|&action| state.is_legal(seat, action)).collect();
            let mut sorted = listed.clone();
            sorted.sort_by_key(|action| format!("{action:?}"));
            let mut expected = checked;
            expected.sort_by_key(|action| format!("{action:?}"));
            if state.to_move() != ToMove::Chance {
                assert_eq!(sorted, expected, "seat {seat} in {:?}", state.turn);
            }
        }
        state.random_step(&mut rng, &mut Vec::new(), &mut scratch);
    }
}

fn every_action() -> Vec<DesperadosAction> {
    let mut every = vec![A::Act, A::Draw, A::Pass];
    every.extend((0..=16).map(|dice| A::Reroll { dice }));
    for by in Icon::ALL {
        every.extend(Icon::ALL.map(|on| A::Aim { by, on }));
    }
    for card in 0..6 {
        every.push(A::Keep { card, and: None });
        every.extend((0..6).map(|second| A::Keep { card, and: Some(second) }));
        let mut targets = vec![CardTarget::None];
        targets.extend((0..5).map(CardTarget::Die));
        for die in 0..5 {
            targets.extend(Face::ALL.map(|face| CardTarget::DieTo(die, face)));
        }
        targets.extend(Icon::ALL.map(CardTarget::Desperado));
        every.extend(targets.into_iter().map(|target| A::Play { card, target }));
    }
    every
}
