//! Duel, row by row of the resolution table (RULES.md §3), the variants and safety nets,
//! and a golden playthrough.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, SeatKnowledge};
use saloon::record::{MatchRecord, RecordOf, Step};
use saloon::rules::duel::{
    Duel, DuelAction, DuelCard, DuelEvent, DuelRules, EmptyHand, Gun, NobodyLeft, ShotOutcome, Unpaid, Variant,
    resolve_shot,
};
use saloon::rules::{Game, IllegalMove, SeatSet, ToMove};

use DuelAction::{Barricade, Reload};

fn pistol(target: usize) -> DuelAction {
    DuelAction::fire(Gun::Pistol, target)
}

fn rifle(target: usize) -> DuelAction {
    DuelAction::fire(Gun::Rifle, target)
}

fn rules() -> DuelRules {
    saloon::config::embedded()
}

fn table(rules: &DuelRules, seats: usize) -> Duel {
    Duel::new(rules, seats, 3, &mut Vec::new()).unwrap()
}

/// Plays one shootout: `picks[i]` for the `i`th standing seat.
fn shoot(state: &mut Duel, picks: &[(usize, DuelAction)]) -> Vec<DuelEvent> {
    let mut events = Vec::new();
    state.apply(picks, &mut events).unwrap();
    events
}

#[test]
fn the_resolution_table_standard() {
    let standard = Variant::Standard;
    for gun in [Gun::Pistol, Gun::Rifle] {
        assert_eq!(resolve_shot(standard, gun, pistol(0)), ShotOutcome::MissedMoving, "a shooter is moving");
        assert_eq!(resolve_shot(standard, gun, rifle(0)), ShotOutcome::MissedMoving);
        assert_eq!(resolve_shot(standard, gun, Reload), ShotOutcome::Hit, "a reloader is hit by any gun");
        assert_eq!(resolve_shot(standard, gun, DuelAction::EmptyHanded), ShotOutcome::Hit);
    }
    assert_eq!(resolve_shot(standard, Gun::Pistol, Barricade), ShotOutcome::StoppedByBarricade);
    assert_eq!(resolve_shot(standard, Gun::Rifle, Barricade), ShotOutcome::Hit, "a Rifle goes through");
}

#[test]
fn the_resolution_table_sphinx() {
    let sphinx = Variant::Sphinx;
    assert_eq!(resolve_shot(sphinx, Gun::Pistol, pistol(0)), ShotOutcome::MissedMoving);
    assert_eq!(resolve_shot(sphinx, Gun::Rifle, pistol(0)), ShotOutcome::Hit, "a Pistol protects only against Pistols");
    assert_eq!(resolve_shot(sphinx, Gun::Rifle, rifle(0)), ShotOutcome::MissedMoving);
    assert_eq!(resolve_shot(sphinx, Gun::Pistol, rifle(0)), ShotOutcome::Hit, "a Rifle protects only against Rifles");
    assert_eq!(resolve_shot(sphinx, Gun::Pistol, Barricade), ShotOutcome::StoppedByBarricade);
}

#[test]
fn a_shot_reloader_falls_and_the_last_heart_earns_a_dollar() {
    let mut state = table(&rules(), 2);
    let events = shoot(&mut state, &[(0, pistol(1)), (1, Reload)]);
    assert!(events.contains(&DuelEvent::Shot { shooter: 0, target: 1, gun: Gun::Pistol, outcome: ShotOutcome::Hit }));
    assert!(events.contains(&DuelEvent::Fell { seat: 1 }));
    assert!(events.contains(&DuelEvent::DuelWon { seat: 0, dollars: 1 }));
    let view = state.view(1);
    assert_eq!(view.players[0].dollars, 1);
    assert!(view.players.iter().all(|player| player.alive), "a new duel: hearts up");
    assert_eq!(view.players[0].hand, [3, 1, 1, 1], "a new duel: full hands");
}

#[test]
fn an_unshot_reloader_takes_back_every_played_card_including_the_reload() {
    let mut state = table(&rules(), 3);
    shoot(&mut state, &[(0, pistol(1)), (1, pistol(2)), (2, pistol(0))]);
    let events = shoot(&mut state, &[(0, Reload), (1, pistol(2)), (2, Barricade)]);
    assert!(events.contains(&DuelEvent::Reloaded { seat: 0, cards: 2 }), "{events:?}");
    assert_eq!(state.view(0).players[0].hand, [3, 1, 1, 1]);
    assert_eq!(state.view(0).players[0].played, [0, 0, 0, 0]);
    assert_eq!(state.view(0).players[1].hand, [1, 1, 1, 1], "played cards stay aside");
}

#[test]
fn a_barricade_stops_pistols_but_not_rifles() {
    let mut state = table(&rules(), 3);
    let events = shoot(&mut state, &[(0, pistol(2)), (1, pistol(0)), (2, Barricade)]);
    assert!(events.contains(&DuelEvent::Shot {
        shooter: 0,
        target: 2,
        gun: Gun::Pistol,
        outcome: ShotOutcome::StoppedByBarricade
    }));
    assert!(events.contains(&DuelEvent::Shot {
        shooter: 1,
        target: 0,
        gun: Gun::Pistol,
        outcome: ShotOutcome::MissedMoving
    }));
    assert!(!events.iter().any(|event| matches!(event, DuelEvent::Fell { .. })));

    let mut state = table(&rules(), 3);
    let events = shoot(&mut state, &[(0, rifle(2)), (1, pistol(0)), (2, Barricade)]);
    assert!(events.contains(&DuelEvent::Fell { seat: 2 }));
    assert_eq!(state.to_move(), ToMove::Simultaneous(SeatSet::first(2)), "the fallen pick no more this duel");
    let refused = state.clone().apply(&[(0, pistol(2)), (1, pistol(0))], &mut Vec::new());
    assert_eq!(refused, Err(IllegalMove::NotLegal(0)), "nobody aims at a tombstone");
}

#[test]
fn picks_must_come_from_the_hand() {
    let mut state = table(&rules(), 2);
    shoot(&mut state, &[(0, Barricade), (1, Barricade)]);
    let before = state.clone();
    assert_eq!(state.apply(&[(0, Barricade), (1, Reload)], &mut Vec::new()), Err(IllegalMove::NotLegal(0)));
    assert_eq!(state, before);
    assert!(matches!(state.apply(&[(0, Reload)], &mut Vec::new()), Err(IllegalMove::WrongSeats { .. })));
}

#[test]
fn sphinx_barricade_returns_to_the_hand() {
    let sphinx = DuelRules { variant: Variant::Sphinx, ..rules() };
    let mut state = table(&sphinx, 2);
    let events = shoot(&mut state, &[(0, Barricade), (1, pistol(0))]);
    assert!(events.contains(&DuelEvent::BarricadeKept { seat: 0 }));
    assert!(state.view(0).players[0].holds(DuelCard::Barricade));
    let events = shoot(&mut state, &[(0, pistol(1)), (1, rifle(0))]);
    assert!(events.contains(&DuelEvent::Fell { seat: 0 }), "a Pistol does not protect against a Rifle in Sphinx");
    assert!(events.contains(&DuelEvent::Fell { seat: 1 }), "nor a Rifle against a Pistol");
}

#[test]
fn nobody_left_pays_nobody_or_each_fallen() {
    let mut state = table(&DuelRules { variant: Variant::Sphinx, ..rules() }, 2);
    let events = shoot(&mut state, &[(0, pistol(1)), (1, rifle(0))]);
    assert!(events.contains(&DuelEvent::DuelUnpaid { reason: Unpaid::NobodyLeft }));
    assert!(state.view(0).players.iter().all(|player| player.dollars == 0));

    let generous = DuelRules { variant: Variant::Sphinx, nobody_left: NobodyLeft::EachFallenEarns, ..rules() };
    let mut state = table(&generous, 2);
    let events = shoot(&mut state, &[(0, pistol(1)), (1, rifle(0))]);
    assert!(events.contains(&DuelEvent::FallenPaid { seat: 0, dollars: 1 }));
    assert!(events.contains(&DuelEvent::FallenPaid { seat: 1, dollars: 1 }));
}

#[test]
fn an_empty_hand_counts_as_reloading_or_takes_the_cards_back() {
    let tiny_hand = saloon::rules::duel::DuelHand { pistols: 1, rifles: 0, barricades: 0, reloads: 0 };
    let reloading = DuelRules { hand: tiny_hand, ..rules() };
    let mut state = table(&reloading, 3);
    shoot(&mut state, &[(0, pistol(1)), (1, pistol(2)), (2, pistol(0))]);
    let mut legal = Vec::new();
    state.legal_actions(0, &mut legal);
    assert_eq!(legal, vec![DuelAction::EmptyHanded]);
    let events =
        shoot(&mut state, &[(0, DuelAction::EmptyHanded), (1, DuelAction::EmptyHanded), (2, DuelAction::EmptyHanded)]);
    assert!(events.contains(&DuelEvent::Reloaded { seat: 0, cards: 1 }));

    let taking_back = DuelRules { hand: tiny_hand, empty_hand: EmptyHand::TakesCardsBack, ..rules() };
    let mut state = table(&taking_back, 3);
    let events = shoot(&mut state, &[(0, pistol(1)), (1, pistol(2)), (2, pistol(0))]);
    assert_eq!(events.iter().filter(|event| matches!(event, DuelEvent::Reloaded { cards: 1, .. })).count(), 3);
    state.legal_actions(0, &mut legal);
    assert_eq!(legal, vec![pistol(1), pistol(2)]);
}

#[test]
fn too_many_shootouts_end_the_duel_unpaid() {
    let short = DuelRules { max_shootouts: 2, ..rules() };
    let mut state = table(&short, 2);
    shoot(&mut state, &[(0, pistol(1)), (1, pistol(0))]);
    let events = shoot(&mut state, &[(0, pistol(1)), (1, pistol(0))]);
    assert!(events.contains(&DuelEvent::DuelUnpaid { reason: Unpaid::TooManyShootouts }));
    assert!(matches!(events.last(), Some(DuelEvent::DuelStarted { duel: 2, .. })));
}

#[test]
fn the_duel_master_passes_left_and_five_dollars_win() {
    let mut state = table(&rules(), 3);
    let first_master = state.master();
    for duel in 1..=5u8 {
        let events = shoot(&mut state, &[(0, rifle(1)), (1, Reload), (2, Reload)]);
        assert!(events.contains(&DuelEvent::Fell { seat: 1 }));
        let events = if state.is_over() {
            events
        } else {
            let more = shoot(&mut state, &[(0, pistol(2)), (2, Reload)]);
            [events, more].concat()
        };
        assert!(events.contains(&DuelEvent::DuelWon { seat: 0, dollars: duel }), "duel {duel}: {events:?}");
        if duel < 5 {
            assert_eq!(state.master(), (first_master + usize::from(duel)) % 3);
        } else {
            assert_eq!(events.last(), Some(&DuelEvent::MatchWon { winners: SeatSet::single(0) }));
            assert!(state.is_over());
        }
    }
}

fn bot_match(seed: u64, seats: usize) -> RecordOf<Duel> {
    let rules = rules();
    let mut bots: Vec<_> = (0..seats)
        .map(|seat| {
            if seat == 0 { BotKind::Heuristic } else { BotKind::Random }
                .build::<Duel>(seed + seat as u64, &AiConfig::built_in())
        })
        .collect();
    let mut record = MatchRecord::new(Duel::ID, seats, seed);
    let mut state = Duel::new(&rules, seats, seed, &mut Vec::new()).unwrap();
    while let ToMove::Simultaneous(living) = state.to_move() {
        let step: Vec<_> =
            living.iter().map(|seat| (seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))).collect();
        state.apply(&step, &mut Vec::new()).unwrap();
        record.steps.push(Step::Moves(step));
    }
    record
}

#[test]
fn golden_playthrough() {
    let state: Duel = crate::golden::check("duel.ron", &rules(), || bot_match(2025, 3));
    assert!(state.winners().is_some_and(|winners| !winners.is_empty()));
}

/// At two, four and six seats, and once in the Sphinx variant, whose table says so.
#[test]
fn every_table_is_told_in_words() {
    for seats in [2, 4, 6] {
        crate::in_words::check_game::<Duel>(&rules(), seats, 3, 40 + seats as u64);
    }
    let sphinx = DuelRules { variant: Variant::Sphinx, ..rules() };
    crate::in_words::check_game::<Duel>(&sphinx, 3, 3, 50);
}
