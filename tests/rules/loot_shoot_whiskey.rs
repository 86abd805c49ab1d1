//! Loot Shoot Whiskey, rule by rule (RULES.md §1), and a golden playthrough.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, SeatKnowledge};
use saloon::record::{MatchRecord, RecordOf, Step, replay};
use saloon::rules::loot_shoot_whiskey::{
    BottleWin, Commit, DeckEntry, HandCard, LootShootWhiskey, LswEvent, LswResult, LswRules, SaloonCard, SlotOutcome,
    TieBreak, WinReason,
};
use saloon::rules::{Game, IllegalMove};

use HandCard::{Loot, Shoot, Whiskey};

fn rules_with_deck(deck: &[(SaloonCard, u8)]) -> LswRules {
    LswRules {
        deck: deck.iter().map(|&(card, count)| DeckEntry { card, count }).collect(),
        ..saloon::config::embedded()
    }
}

/// A table whose deck holds only `card`, so the shuffle cannot matter.
fn table_of(card: SaloonCard, count: u8) -> LootShootWhiskey {
    LootShootWhiskey::new(&rules_with_deck(&[(card, count)]), 2, 5, &mut Vec::new()).unwrap()
}

fn play(state: &mut LootShootWhiskey, mine: [HandCard; 2], theirs: [HandCard; 2]) -> Vec<LswEvent> {
    let mut events = Vec::new();
    state.apply(&[(0, Commit::new(mine[0], mine[1])), (1, Commit::new(theirs[0], theirs[1]))], &mut events).unwrap();
    events
}

#[test]
fn loot_beats_whiskey_and_claims_the_nuggets() {
    let mut state = table_of(SaloonCard::Nuggets(2), 12);
    let events = play(&mut state, [Loot, Loot], [Whiskey, Whiskey]);
    assert!(events.contains(&LswEvent::Showdown {
        slot: 0,
        cards: [Loot, Whiskey],
        outcome: SlotOutcome::Won { seat: 0, with: Loot }
    }));
    assert!(events.contains(&LswEvent::Claimed { seat: 0, slot: 1, card: SaloonCard::Nuggets(2) }));
    let view = state.view(1);
    assert_eq!(view.players[0].nuggets, 4);
    assert_eq!(view.players[0].pile, vec![SaloonCard::Nuggets(2); 2]);
    assert_eq!(view.bottle, None, "a losing Whiskey wins nothing");
}

#[test]
fn whiskey_beats_shoot_and_the_third_bottle_win_in_a_row_empties_it() {
    let mut state = table_of(SaloonCard::Nuggets(1), 12);
    let events = play(&mut state, [Shoot, Shoot], [Whiskey, Whiskey]);
    assert!(events.contains(&LswEvent::BottleWon { seat: 1, how: BottleWin::Took, streak: 1 }));
    assert!(events.contains(&LswEvent::BottleWon { seat: 1, how: BottleWin::Drank, streak: 2 }));
    assert!(events.contains(&LswEvent::Discarded { slot: 0, card: SaloonCard::Nuggets(1) }), "{events:?}");
    assert_eq!(state.view(0).players[0].hits, 0, "a losing Shoot takes no hit");
    play(&mut state, [Loot, Loot], [Loot, Loot]);
    let events = play(&mut state, [Shoot, Loot], [Whiskey, Loot]);
    assert_eq!(events.last(), Some(&LswEvent::MatchWon { seat: 1, reason: WinReason::EmptiedBottle }));
    assert!(
        !events.iter().any(|event| matches!(event, LswEvent::Showdown { slot: 1, .. })),
        "an instant win stops play before the next slot"
    );
    assert!(state.is_over());
}

#[test]
fn taking_the_bottle_back_restarts_the_count() {
    let mut state = table_of(SaloonCard::Nuggets(1), 20);
    play(&mut state, [Shoot, Shoot], [Whiskey, Whiskey]);
    let events = play(&mut state, [Whiskey, Loot], [Shoot, Loot]);
    assert!(events.contains(&LswEvent::BottleWon { seat: 0, how: BottleWin::Took, streak: 1 }));
    assert_eq!(state.view(0).bottle.map(|bottle| (bottle.holder, bottle.streak)), Some((0, 1)));
}

#[test]
fn shoot_beats_loot_and_four_hits_win_at_once() {
    let mut state = table_of(SaloonCard::Nuggets(3), 12);
    let events = play(&mut state, [Shoot, Shoot], [Loot, Loot]);
    assert!(events.contains(&LswEvent::HitTaken { seat: 0, total: 2 }));
    assert_eq!(state.view(0).players[1].nuggets, 0, "a losing Loot claims nothing");
    play(&mut state, [Whiskey, Whiskey], [Whiskey, Whiskey]);
    let events = play(&mut state, [Shoot, Shoot], [Loot, Loot]);
    assert_eq!(events.last(), Some(&LswEvent::MatchWon { seat: 0, reason: WinReason::Hits }));
}

#[test]
fn nine_nuggets_win_at_once() {
    let mut state = table_of(SaloonCard::Nuggets(4), 12);
    play(&mut state, [Whiskey, Whiskey], [Loot, Loot]);
    assert_eq!(state.view(0).players[1].nuggets, 8);
    play(&mut state, [Shoot, Shoot], [Shoot, Shoot]);
    let events = play(&mut state, [Whiskey, Loot], [Loot, Whiskey]);
    assert_eq!(events.last(), Some(&LswEvent::MatchWon { seat: 1, reason: WinReason::Nuggets }));
    assert_eq!(state.result(), Some(LswResult::Won { seat: 1, reason: WinReason::Nuggets }));
}

#[test]
fn a_tie_discards_the_saloon_card() {
    let mut state = table_of(SaloonCard::Nuggets(2), 12);
    let events = play(&mut state, [Loot, Shoot], [Loot, Shoot]);
    assert!(events.contains(&LswEvent::Showdown { slot: 0, cards: [Loot, Loot], outcome: SlotOutcome::Tie }));
    assert!(events.contains(&LswEvent::Discarded { slot: 0, card: SaloonCard::Nuggets(2) }));
    assert!(events.contains(&LswEvent::Discarded { slot: 1, card: SaloonCard::Nuggets(2) }));
    let view = state.view(0);
    assert_eq!((view.players[0].nuggets, view.players[1].hits), (0, 0));
    assert_eq!(view.discard.len(), 2);
}

#[test]
fn looting_a_whiskey_card_wins_the_bottle() {
    let mut state = table_of(SaloonCard::Whiskey, 12);
    let events = play(&mut state, [Loot, Shoot], [Whiskey, Shoot]);
    assert!(events.contains(&LswEvent::Claimed { seat: 0, slot: 0, card: SaloonCard::Whiskey }));
    assert!(events.contains(&LswEvent::BottleWon { seat: 0, how: BottleWin::Took, streak: 1 }));
}

#[test]
fn looting_a_bullet_card_is_a_hit() {
    let mut state = table_of(SaloonCard::Bullet, 12);
    let events = play(&mut state, [Shoot, Whiskey], [Shoot, Loot]);
    assert!(events.contains(&LswEvent::Claimed { seat: 1, slot: 1, card: SaloonCard::Bullet }));
    assert!(events.contains(&LswEvent::HitTaken { seat: 1, total: 1 }));
}

#[test]
fn an_unplayable_commitment_is_refused_and_changes_nothing() {
    let mut state = table_of(SaloonCard::Nuggets(1), 12);
    play(&mut state, [Loot, Loot], [Shoot, Whiskey]);
    let before = state.clone();
    let refused = state.apply(&[(0, Commit::new(Loot, Shoot)), (1, Commit::new(Loot, Loot))], &mut Vec::new());
    assert_eq!(refused, Err(IllegalMove::NotLegal(0)), "seat 0 has no Loot left this round");
    assert_eq!(state, before);
    let one_seat = state.apply(&[(0, Commit::new(Shoot, Whiskey))], &mut Vec::new());
    assert!(matches!(one_seat, Err(IllegalMove::WrongSeats { .. })));
}

#[test]
fn hands_come_back_and_the_row_refills_after_a_round() {
    let mut state = table_of(SaloonCard::Nuggets(1), 12);
    play(&mut state, [Loot, Shoot], [Loot, Shoot]);
    let events = play(&mut state, [Whiskey, Whiskey], [Whiskey, Whiskey]);
    assert!(events.contains(&LswEvent::HandsReset));
    assert_eq!(events.iter().filter(|event| matches!(event, LswEvent::Dealt { .. })).count(), 4);
    let view = state.view(0);
    assert_eq!(view.players[0].hand, view.limits.hand);
    assert_eq!(view.deck_contents.len(), 4);
    assert!(view.row.iter().all(Option::is_some));
}

/// Plays one full round of the given pairs on a four-card deck, so the saloon runs dry.
fn last_round(
    deck: &[(SaloonCard, u8)],
    first: ([HandCard; 2], [HandCard; 2]),
    second: ([HandCard; 2], [HandCard; 2]),
) -> Vec<LswEvent> {
    let mut state = LootShootWhiskey::new(&rules_with_deck(deck), 2, 9, &mut Vec::new()).unwrap();
    let mut events = play(&mut state, first.0, first.1);
    events.extend(play(&mut state, second.0, second.1));
    assert!(state.is_over());
    events
}

#[test]
fn when_the_row_cannot_be_refilled_the_bottle_holder_wins() {
    let four = [(SaloonCard::Nuggets(4), 4)];
    let events = last_round(&four, ([Whiskey, Shoot], [Loot, Loot]), ([Whiskey, Loot], [Shoot, Shoot]));
    assert!(events.contains(&LswEvent::SaloonRanDry));
    assert_eq!(events.last(), Some(&LswEvent::MatchWon { seat: 0, reason: WinReason::HeldBottle }));
    let events = last_round(&four, ([Loot, Loot], [Whiskey, Shoot]), ([Shoot, Shoot], [Whiskey, Loot]));
    assert_eq!(
        events.last(),
        Some(&LswEvent::MatchWon { seat: 1, reason: WinReason::HeldBottle }),
        "the bottle beats seat 0's 4 nuggets"
    );
}

#[test]
fn without_the_bottle_the_tie_breaks_decide_in_order() {
    let four = [(SaloonCard::Nuggets(1), 4)];
    let nuggets = last_round(&four, ([Loot, Shoot], [Whiskey, Loot]), ([Loot, Shoot], [Loot, Shoot]));
    assert_eq!(
        nuggets.last(),
        Some(&LswEvent::MatchWon { seat: 0, reason: WinReason::TieBreak(TieBreak::MostNuggets) })
    );
    let hits = last_round(&four, ([Loot, Whiskey], [Whiskey, Loot]), ([Loot, Shoot], [Shoot, Shoot]));
    assert_eq!(
        hits.last(),
        Some(&LswEvent::MatchWon { seat: 1, reason: WinReason::TieBreak(TieBreak::MostHits) }),
        "one nugget each, hits 0 to 1"
    );
    let draw = last_round(&four, ([Loot, Shoot], [Loot, Shoot]), ([Whiskey, Loot], [Whiskey, Loot]));
    assert_eq!(draw.last(), Some(&LswEvent::MatchDrawn));
}

#[test]
fn the_same_seed_and_moves_replay_the_same_match() {
    let record = bot_match(77);
    let (first, first_events) = replay::<LootShootWhiskey>(&saloon::config::embedded(), &record).unwrap();
    let (second, second_events) = replay::<LootShootWhiskey>(&saloon::config::embedded(), &record).unwrap();
    assert_eq!(first, second);
    assert_eq!(first_events, second_events);
    let other_seed = MatchRecord { seed: 78, ..record };
    let shuffled = replay::<LootShootWhiskey>(&saloon::config::embedded(), &other_seed).map(|(_, events)| events);
    assert_ne!(shuffled.ok(), Some(first_events), "another seed deals another row");
}

/// A whole match between two heuristic bots, as a record.
fn bot_match(seed: u64) -> RecordOf<LootShootWhiskey> {
    let rules: LswRules = saloon::config::embedded();
    let difficulties = AiConfig::built_in();
    let mut bots = [
        BotKind::Heuristic.build::<LootShootWhiskey>(seed, &difficulties),
        BotKind::Random.build(seed + 1, &difficulties),
    ];
    let mut record = MatchRecord::new(LootShootWhiskey::ID, 2, seed);
    let mut state = LootShootWhiskey::new(&rules, 2, seed, &mut Vec::new()).unwrap();
    while !state.is_over() {
        let step: Vec<_> = (0..2).map(|seat| (seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))).collect();
        state.apply(&step, &mut Vec::new()).unwrap();
        record.steps.push(Step::Moves(step));
    }
    record
}

#[test]
fn golden_playthrough() {
    let state: LootShootWhiskey =
        crate::golden::check("loot_shoot_whiskey.ron", &saloon::config::embedded(), || bot_match(2024));
    assert!(state.result().is_some());
}

#[test]
fn every_table_is_told_in_words() {
    crate::in_words::check_game::<LootShootWhiskey>(&saloon::config::embedded(), 2, 6, 60);
}
