//! Taking a decision back, after Board Game Arena's policy: one's own last decision, up
//! to, not past, a reveal, a random event or another player's decision.

use saloon::record::{NoTakeBack, RecordOf, Step, can_take_back, recorded_step, take_back_refused};
use saloon::rules::desperados::{Desperados, DesperadosAction};
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use saloon::rules::three_card_loo::{Declaration, LooAction, ThreeCardLoo};
use saloon::rules::{EventsTellViews, Game, Seat, ToMove, random_action, seeded_rng};

/// A match of `G` played at random from `seed` until `stop` says so after a step; `None`
/// if the match ended first.
fn played_until<G: EventsTellViews>(
    rules: &G::Rules,
    seats: usize,
    seed: u64,
    mut stop: impl FnMut(&G, &RecordOf<G>) -> bool,
) -> Option<(G, RecordOf<G>)> {
    let mut state = G::new(rules, seats, seed, &mut Vec::new()).unwrap();
    let mut record = RecordOf::<G>::new(G::ID, seats, seed);
    let (mut rng, mut legal, mut events, mut moves) = (seeded_rng(seed), Vec::new(), Vec::new(), Vec::new());
    while !state.is_over() {
        recorded_step(&mut state, &mut record, &mut events, &mut moves, |state, seat| {
            random_action(state, seat, &mut legal, &mut rng)
        })
        .unwrap();
        if stop(&state, &record) {
            return Some((state, record));
        }
    }
    None
}

fn last_move<G: Game>(record: &RecordOf<G>) -> Option<(Seat, G::Action)> {
    match record.steps.last() {
        Some(Step::Moves(moves)) if moves.len() == 1 => Some(moves[0]),
        _ => None,
    }
}

#[test]
fn a_desperados_player_takes_back_acting_but_not_a_roll() {
    let rules = saloon::config::embedded();
    let mut checked = 0;
    for seed in 0..40 {
        let acted = played_until::<Desperados>(
            &rules,
            3,
            seed,
            |state, record| matches!(last_move::<Desperados>(record), Some((seat, DesperadosAction::Act)) if state.to_move() == ToMove::Seat(seat)),
        );
        let Some((_, record)) = acted else { continue };
        let (seat, _) = last_move::<Desperados>(&record).unwrap();
        assert!(can_take_back::<Desperados>(&rules, &record, seat), "seed {seed}: acting reveals nothing");
        assert!(!can_take_back::<Desperados>(&rules, &record, (seat + 1) % 3), "seed {seed}: not another's decision");
        let other = take_back_refused::<Desperados>(&rules, &record, (seat + 1) % 3);
        assert!(matches!(other, Some(NoTakeBack::OthersSince | NoTakeBack::NothingYet)), "seed {seed}: {other:?}");
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} matches acted");

    let rolled = played_until::<Desperados>(&rules, 2, 3, |_, record| {
        record.steps.len() > 2 && matches!(record.steps.last(), Some(Step::Chance(_)))
    });
    let (_, record) = rolled.expect("dice are rolled");
    assert!(!(0..2).any(|seat| can_take_back::<Desperados>(&rules, &record, seat)), "never past a roll");
    let roller =
        (0..2).find(|&seat| take_back_refused::<Desperados>(&rules, &record, seat) != Some(NoTakeBack::NothingYet));
    let said = roller.and_then(|seat| take_back_refused::<Desperados>(&rules, &record, seat));
    assert_eq!(said, Some(NoTakeBack::ChanceSince), "a roll is told as chance");
}

#[test]
fn nothing_is_taken_back_past_another_decision_or_a_simultaneous_reveal() {
    let rules = saloon::config::embedded();
    let (_, record) = played_until::<LootShootWhiskey>(&rules, 2, 5, |_, record| record.steps.len() == 1).unwrap();
    assert_eq!(
        take_back_refused::<LootShootWhiskey>(&rules, &record, 0),
        Some(NoTakeBack::Together),
        "both chose at once and saw each other's cards"
    );

    let loo = saloon::config::embedded();
    let (_, record) = played_until::<ThreeCardLoo>(&loo, 4, 8, |_, record| record.steps.len() == 2).unwrap();
    let (declarer, declared) = last_move::<ThreeCardLoo>(&record).unwrap();
    let first = match &record.steps[0] {
        Step::Moves(moves) => moves[0].0,
        Step::Chance(never) => match *never {},
    };
    assert_ne!(declared, LooAction::Declare(Declaration::TakeMiss), "seed 8 plays no miss this early");
    assert!(can_take_back::<ThreeCardLoo>(&loo, &record, declarer), "a declaration shows nothing");
    assert_eq!(
        take_back_refused::<ThreeCardLoo>(&loo, &record, first),
        Some(NoTakeBack::OthersSince),
        "another player has declared since"
    );
}

#[test]
fn taking_the_miss_shows_a_hand_and_cannot_be_taken_back() {
    let rules = saloon::config::embedded();
    let mut found = false;
    for seed in 0..60 {
        let took = played_until::<ThreeCardLoo>(&rules, 4, seed, |_, record| {
            matches!(last_move::<ThreeCardLoo>(record), Some((_, LooAction::Declare(Declaration::TakeMiss))))
        });
        let Some((_, record)) = took else { continue };
        let (seat, _) = last_move::<ThreeCardLoo>(&record).unwrap();
        assert_eq!(
            take_back_refused::<ThreeCardLoo>(&rules, &record, seat),
            Some(NoTakeBack::Revealed),
            "seed {seed}: the miss was seen"
        );
        found = true;
        break;
    }
    assert!(found, "somebody takes the miss");
}
