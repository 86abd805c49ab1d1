//! The conformance suite every game runs (after OpenSpiel's random simulation test):
//! seeded random matches, checking at every state that the API keeps its promises.

use std::collections::HashSet;

use rand::RngExt as _;
use saloon::ai::random_action;
use saloon::games::{EachGame, Registered};
use saloon::rules::desperados::{Desperados, DesperadosRules, GangChoice, SetupReroll};
use saloon::rules::duel::{Duel, DuelHand, DuelRules, EmptyHand, NobodyLeft, Variant};
use saloon::rules::loot_shoot_whiskey::{HandReset, LootShootWhiskey, LswRules, UnclaimedCard};
use saloon::rules::three_card_loo::{LooPayment, LooRules, ThreeCardLoo};
use saloon::rules::{EventsTellViews, FromView, Game, PublicView, Seat, TableRules as _, ToMove, seeded_rng};

/// Far more steps than any match of any game should take.
const STEP_LIMIT: usize = 100_000;

/// Plays `matches` random matches of `G` and checks, at every state: the movers have
/// legal actions, all distinct, and nobody else has any; every legal action applies;
/// invariants hold; the state survives a serde round trip; and a seat's view is the same
/// in states resampled for it.
pub fn check_game<G: Game>(rules: &G::Rules, seats: usize, matches: u64, seed: u64) {
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for index in 0..matches {
        let match_seed = seed.wrapping_mul(7919).wrapping_add(index);
        let mut state = G::new(rules, seats, match_seed, &mut events).expect("a supported table");
        let mut steps = 0;
        while !state.is_over() {
            check_state(&state, &mut rng, &mut legal);
            let movers: Vec<Seat> = match state.to_move() {
                ToMove::Seat(seat) => vec![seat],
                ToMove::Simultaneous(set) => set.iter().collect(),
                ToMove::Chance => {
                    state.resolve_chance(&mut events);
                    continue;
                }
                ToMove::Nobody => unreachable!(),
            };
            check_every_action_applies(&state, &movers, &mut rng, &mut legal);
            let moves: Vec<_> =
                movers.iter().map(|&seat| (seat, random_action(&state, seat, &mut legal, &mut rng))).collect();
            state.apply(&moves, &mut events).unwrap_or_else(|error| panic!("match {match_seed}: {error}"));
            steps += 1;
            assert!(steps < STEP_LIMIT, "match {match_seed} did not end in {STEP_LIMIT} steps");
        }
        check_state(&state, &mut rng, &mut legal);
        let winners = state.winners().expect("a finished match has a result");
        let payoffs: f64 = (0..seats).map(|seat| state.payoff(seat)).sum();
        assert!((payoffs - 1.0).abs() < 1e-9, "payoffs sum to {payoffs} with winners {winners:?}");
    }
}

fn check_state<G: Game>(state: &G, rng: &mut saloon::rules::GameRng, legal: &mut Vec<G::Action>) {
    state.check_invariants().unwrap_or_else(|error| panic!("{error}\n{state:?}"));
    let movers: Vec<Seat> = match state.to_move() {
        ToMove::Seat(seat) => vec![seat],
        ToMove::Simultaneous(set) => set.iter().collect(),
        ToMove::Chance | ToMove::Nobody => vec![],
    };
    for seat in 0..state.seat_count() {
        state.legal_actions(seat, legal);
        if movers.contains(&seat) {
            assert!(!legal.is_empty(), "seat {seat} is to move with no legal action");
            let distinct: HashSet<_> = legal.iter().collect();
            assert_eq!(distinct.len(), legal.len(), "duplicate legal actions {legal:?}");
        } else {
            assert!(legal.is_empty(), "seat {seat} is not to move but has actions {legal:?}");
        }
    }
    let text = serde_json::to_string(state).expect("a state serializes");
    let back: G = serde_json::from_str(&text).expect("a serialized state reads back");
    assert_eq!(serde_json::to_string(&back).unwrap(), text, "serde round trip changed the state");
    for seat in 0..state.seat_count() {
        let view = state.view(seat);
        let first = state.resample(seat, rng);
        let second = state.resample(seat, rng);
        assert_eq!(first.view(seat), view, "a resampled state shows seat {seat} something else");
        assert_eq!(second.view(seat), view, "two resampled states differ in seat {seat}'s view");
        assert_eq!(first.to_move(), state.to_move());
    }
}

/// Applies each legal action of each mover (the others picking at random) to a copy.
fn check_every_action_applies<G: Game>(
    state: &G,
    movers: &[Seat],
    rng: &mut saloon::rules::GameRng,
    legal: &mut Vec<G::Action>,
) {
    for &seat in movers {
        state.legal_actions(seat, legal);
        let own = legal.clone();
        for action in own {
            let mut moves: Vec<_> = movers
                .iter()
                .filter(|&&other| other != seat)
                .map(|&other| (other, random_action(state, other, legal, rng)))
                .collect();
            moves.insert(rng.random_range(0..=moves.len()), (seat, action));
            let mut copy = state.clone();
            copy.apply(&moves, &mut Vec::new())
                .unwrap_or_else(|error| panic!("legal {action:?} of seat {seat} refused: {error}"));
            copy.check_invariants().unwrap_or_else(|error| panic!("after {action:?}: {error}"));
        }
    }
}

/// Plays `matches` random matches of `G` and checks at every step, for every seat, that
/// folding the step's events (all but the secrets of other seats) into the seat's view
/// before it gives its view after it; and that the rules have words for every event
/// without naming a seat that is not there.
pub fn check_views_follow_events<G: EventsTellViews>(rules: &G::Rules, seats: usize, matches: u64, seed: u64) {
    let names: Vec<String> = (0..seats).map(|seat| format!("Seat {seat}")).collect();
    // A game of the tests only has no message files of its own.
    let has_messages = saloon::games::all().iter().any(|game| game.id() == G::ID);
    let mut rng = seeded_rng(seed);
    let (mut legal, mut moves) = (Vec::new(), Vec::new());
    for index in 0..matches {
        let match_seed = seed.wrapping_mul(104_729).wrapping_add(index);
        let mut events = Vec::new();
        let mut state = G::new(rules, seats, match_seed, &mut events).expect("a supported table");
        for _ in 0..STEP_LIMIT {
            let before: Vec<G::View> = (0..seats).map(|seat| state.view(seat)).collect();
            events.clear();
            let choose = |state: &G, seat: Seat| random_action(state, seat, &mut legal, &mut rng);
            if saloon::rules::step(&mut state, &mut events, &mut moves, choose).unwrap() == saloon::rules::Stepped::Over
            {
                break;
            }
            for (seat, mut view) in before.into_iter().enumerate() {
                for event in events.iter().filter(|event| G::seen_by(event, seat)) {
                    G::update_view(&mut view, event);
                    if let Some(line) = G::narrate(event).filter(|_| has_messages) {
                        let english = saloon::text::Language::English;
                        assert!(saloon::text::Catalog::get().has(english, line.id()), "no message {}", line.id());
                        let told = saloon::text::Catalog::get().format(english, line.id(), line.args(), &names);
                        assert!(!told.contains('{'), "match {match_seed}: a line told with a missing argument: {told}");
                    }
                }
                assert_eq!(view, state.view(seat), "match {match_seed}: seat {seat}'s view after {events:?}");
            }
        }
        assert!(state.is_over(), "match {match_seed} ends");
    }
}

/// Plays `matches` random matches of `G` and checks, wherever a seat is to move, that
/// the state its view builds shows it the same view and the same choices, and that the
/// states a bot draws from it are the very ones drawn from the true state: a computer
/// deciding from a view alone, in another process, decides as it would beside the table.
pub fn check_states_from_views<G: FromView>(rules: &G::Rules, seats: usize, matches: u64, seed: u64) {
    let mut rng = seeded_rng(seed);
    let (mut legal, mut rebuilt_legal, mut moves, mut events) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for index in 0..matches {
        let match_seed = seed.wrapping_mul(15_485_863).wrapping_add(index);
        let mut state = G::new(rules, seats, match_seed, &mut events).expect("a supported table");
        for _ in 0..STEP_LIMIT {
            for seat in state.to_move().movers().iter() {
                let view = state.view(seat);
                let rebuilt = G::from_view(&view);
                assert_eq!(rebuilt.view(seat), view, "match {match_seed}: seat {seat}'s view of the state it built");
                assert_eq!(rebuilt.to_move(), state.to_move(), "match {match_seed}: who moves, for seat {seat}");
                state.legal_actions(seat, &mut legal);
                rebuilt.legal_actions(seat, &mut rebuilt_legal);
                assert_eq!(rebuilt_legal, legal, "match {match_seed}: seat {seat}'s choices");
                let draw_seed = rng.random_range(0..u64::MAX);
                let drawn = |from: &G| {
                    let drawn = from.resample(seat, &mut seeded_rng(draw_seed));
                    serde_json::to_string(&drawn).expect("a state serializes")
                };
                assert_eq!(drawn(&rebuilt), drawn(&state), "match {match_seed}: seat {seat} drew another state");
            }
            events.clear();
            let choose = |state: &G, seat: Seat| random_action(state, seat, &mut legal, &mut rng);
            if saloon::rules::step(&mut state, &mut events, &mut moves, choose).unwrap() == saloon::rules::Stepped::Over
            {
                break;
            }
        }
    }
}

/// Plays `matches` random matches of `G` and checks at every state that what the public
/// sees does not change when any seat's secrets are drawn again: it holds none of them.
pub fn check_public_view_holds_no_secret<G: PublicView>(rules: &G::Rules, seats: usize, matches: u64, seed: u64) {
    let mut rng = seeded_rng(seed);
    let (mut legal, mut moves, mut events) = (Vec::new(), Vec::new(), Vec::new());
    for index in 0..matches {
        let match_seed = seed.wrapping_mul(32_452_843).wrapping_add(index);
        let mut state = G::new(rules, seats, match_seed, &mut events).expect("a supported table");
        for _ in 0..STEP_LIMIT {
            let public = state.public_view();
            for seat in 0..seats {
                let drawn = state.resample(seat, &mut rng);
                assert_eq!(drawn.public_view(), public, "match {match_seed}: seat {seat}'s secrets showed");
            }
            events.clear();
            let choose = |state: &G, seat: Seat| random_action(state, seat, &mut legal, &mut rng);
            if saloon::rules::step(&mut state, &mut events, &mut moves, choose).unwrap() == saloon::rules::Stepped::Over
            {
                break;
            }
        }
    }
}

/// Every registered game, at every table size its built-in rules seat: the suite holds
/// a game from the moment it is registered, before any test of its own.
#[test]
fn every_registered_game_at_every_table_size() {
    struct Check;
    impl EachGame for Check {
        fn visit<G: Registered>(&mut self) {
            let rules: G::Rules = saloon::config::embedded();
            for seats in rules.seats() {
                check_game::<G>(&rules, seats, 40, seats as u64 + 100);
                check_views_follow_events::<G>(&rules, seats, 10, seats as u64 + 200);
                check_states_from_views::<G>(&rules, seats, 10, seats as u64 + 300);
                check_public_view_holds_no_secret::<G>(&rules, seats, 10, seats as u64 + 400);
            }
        }
    }
    saloon::games::each(&mut Check);
}

fn default_rules() -> LswRules {
    saloon::config::embedded()
}

#[test]
fn loot_shoot_whiskey_default_rules() {
    check_game::<LootShootWhiskey>(&default_rules(), 2, 3000, 1);
}

#[test]
fn loot_shoot_whiskey_every_variant() {
    for hand_reset in [HandReset::EveryRound, HandReset::EveryPhase] {
        for after_win in [UnclaimedCard::Discard, UnclaimedCard::StaysInRow] {
            let rules = LswRules { hand_reset, card_after_whiskey_or_shoot_win: after_win, ..default_rules() };
            check_game::<LootShootWhiskey>(&rules, 2, 500, 2);
        }
    }
}

#[test]
fn loot_shoot_whiskey_events_tell_every_view() {
    for hand_reset in [HandReset::EveryRound, HandReset::EveryPhase] {
        let rules = LswRules { hand_reset, ..default_rules() };
        check_views_follow_events::<LootShootWhiskey>(&rules, 2, 300, 3);
    }
}

#[test]
fn loot_shoot_whiskey_refuses_other_seat_counts() {
    for seats in [0, 1, 3, 6] {
        assert!(LootShootWhiskey::new(&default_rules(), seats, 1, &mut Vec::new()).is_err());
    }
}

#[test]
fn duel_every_table_size() {
    let rules: DuelRules = saloon::config::embedded();
    for seats in 2..=6 {
        check_game::<Duel>(&rules, seats, 300, seats as u64);
    }
}

#[test]
fn duel_every_variant_and_safety_net() {
    let base: DuelRules = saloon::config::embedded();
    for variant in [Variant::Standard, Variant::Sphinx] {
        for nobody_left in [NobodyLeft::NoDollar, NobodyLeft::EachFallenEarns] {
            for empty_hand in [EmptyHand::CountsAsReloading, EmptyHand::TakesCardsBack] {
                let rules = DuelRules { variant, nobody_left, empty_hand, max_shootouts: 12, ..base.clone() };
                check_game::<Duel>(&rules, 4, 60, 9);
            }
        }
    }
}

#[test]
fn duel_events_tell_every_view() {
    let base: DuelRules = saloon::config::embedded();
    let sphinx = DuelRules { variant: Variant::Sphinx, empty_hand: EmptyHand::TakesCardsBack, ..base.clone() };
    for seats in 2..=6 {
        check_views_follow_events::<Duel>(&base, seats, 40, seats as u64);
        check_views_follow_events::<Duel>(&sphinx, seats, 40, seats as u64);
    }
}

#[test]
fn duel_refuses_table_sizes_outside_the_rules() {
    let rules: DuelRules = saloon::config::embedded();
    for seats in [0, 1, 7] {
        assert!(Duel::new(&rules, seats, 1, &mut Vec::new()).is_err(), "{seats} seats");
    }
}

#[test]
fn three_card_loo_every_table_size() {
    let rules: LooRules = saloon::config::embedded();
    for (seats, matches) in [(3, 120), (5, 80), (8, 40), (16, 8)] {
        check_game::<ThreeCardLoo>(&rules, seats, matches, seats as u64);
    }
}

#[test]
fn three_card_loo_every_variant() {
    let base: LooRules = saloon::config::embedded();
    for loo in [LooPayment::Limited(3), LooPayment::Unlimited { cap: 300 }] {
        for (single_all_play, club_law) in [(false, false), (true, false), (false, true), (true, true)] {
            for (bust_out, must_undertrump) in [(false, false), (true, true)] {
                let rules = LooRules {
                    loo,
                    single_all_play,
                    club_law,
                    bust_out,
                    must_undertrump,
                    starting_balance: if bust_out { 10 } else { 60 },
                    ..base.clone()
                };
                check_game::<ThreeCardLoo>(&rules, 5, 12, 17);
            }
        }
    }
}

#[test]
fn three_card_loo_events_tell_every_view() {
    let base: LooRules = saloon::config::embedded();
    for (seats, matches) in [(3, 30), (5, 20), (16, 3)] {
        check_views_follow_events::<ThreeCardLoo>(&base, seats, matches, seats as u64);
    }
    for (single_all_play, club_law, bust_out) in [(true, false, false), (false, true, true)] {
        let rules = LooRules {
            single_all_play,
            club_law,
            bust_out,
            starting_balance: if bust_out { 10 } else { 60 },
            ..base.clone()
        };
        check_views_follow_events::<ThreeCardLoo>(&rules, 5, 12, 23);
    }
}

#[test]
fn three_card_loo_refuses_table_sizes_outside_the_rules() {
    let rules: LooRules = saloon::config::embedded();
    for seats in [0, 2, 17] {
        assert!(ThreeCardLoo::new(&rules, seats, 1, &mut Vec::new()).is_err(), "{seats} seats");
    }
}

fn desperados_rules() -> DesperadosRules {
    saloon::config::embedded()
}

/// Variants that change what a roll allows, how a tie ends, and where the money starts.
fn desperados_variants() -> Vec<DesperadosRules> {
    let base = desperados_rules();
    vec![
        base.clone(),
        DesperadosRules {
            action_faces_make_alike: false,
            misere_needs_all_rolls: true,
            later_richest_tie_wins: false,
            setup_reroll: SetupReroll::AllFour,
            first_player_random: false,
            starting_money: 10,
            ..base.clone()
        },
        DesperadosRules { gang_choice: GangChoice::Chosen(vec![3, 2, 1, 0]), max_turns: 12, ..base },
    ]
}

#[test]
fn desperados_every_table_size_and_variant() {
    for rules in desperados_variants() {
        for seats in 2..=4 {
            check_game::<Desperados>(&rules, seats, 60, seats as u64);
        }
    }
}

#[test]
fn desperados_events_tell_every_view() {
    for rules in desperados_variants() {
        for seats in 2..=4 {
            check_views_follow_events::<Desperados>(&rules, seats, 40, seats as u64 + 10);
        }
    }
}

#[test]
fn desperados_refuses_table_sizes_outside_the_rules() {
    for seats in [0, 1, 5] {
        assert!(Desperados::new(&desperados_rules(), seats, 1, &mut Vec::new()).is_err(), "{seats} seats");
    }
}

/// More steps than any random match of the shipped rules takes.
const MAX_STEPS: usize = 100_000;

/// Plays a match with [`Game::random_step`] and again with [`random_action`] at every
/// seat from the same draws: the two must agree event for event, to the same result.
fn random_steps_pick_as_random_actions<G: Game>(rules: &G::Rules, seats: usize, seed: u64) {
    let mut fast_events = Vec::new();
    let mut listed_events = Vec::new();
    let mut fast = G::new(rules, seats, seed, &mut fast_events).unwrap();
    let mut listed = G::new(rules, seats, seed, &mut listed_events).unwrap();
    let (mut fast_rng, mut listed_rng) = (seeded_rng(seed), seeded_rng(seed));
    let mut scratch = saloon::rules::RandomScratch::default();
    let (mut legal, mut moves) = (Vec::new(), Vec::new());
    for _ in 0..MAX_STEPS {
        let stepped = fast.random_step(&mut fast_rng, &mut fast_events, &mut scratch);
        let choose = |state: &G, seat: Seat| random_action(state, seat, &mut legal, &mut listed_rng);
        let expected = saloon::rules::step(&mut listed, &mut listed_events, &mut moves, choose).unwrap();
        assert_eq!(stepped, expected, "seed {seed}");
        assert_eq!(fast_events, listed_events, "seed {seed}: the same events");
        if stepped == saloon::rules::Stepped::Over {
            break;
        }
    }
    assert!(fast.is_over(), "seed {seed}: the match ends");
    assert_eq!(fast.winners(), listed.winners(), "seed {seed}");
    for seat in 0..seats {
        assert_eq!(fast.view(seat), listed.view(seat), "seed {seed}: seat {seat} sees the same table");
    }
}

#[test]
fn random_steps_pick_as_uniformly_as_the_listed_actions() {
    let duel: DuelRules = saloon::config::embedded();
    let takes_back = DuelRules { empty_hand: EmptyHand::TakesCardsBack, variant: Variant::Sphinx, ..duel.clone() };
    // Without a Reload, hands run empty and their holders count as reloading.
    let empty_handed = DuelRules { hand: DuelHand { reloads: 0, ..duel.hand }, ..duel.clone() };
    let no_barricade = DuelRules { hand: DuelHand { barricades: 0, rifles: 2, ..duel.hand }, ..duel.clone() };
    for seed in 0..40 {
        random_steps_pick_as_random_actions::<LootShootWhiskey>(&default_rules(), 2, seed);
        random_steps_pick_as_random_actions::<ThreeCardLoo>(&saloon::config::embedded(), 5, seed);
        for seats in 2..=4 {
            random_steps_pick_as_random_actions::<Desperados>(&desperados_rules(), seats, seed);
        }
        for seats in 2..=6 {
            random_steps_pick_as_random_actions::<Duel>(&duel, seats, seed);
            random_steps_pick_as_random_actions::<Duel>(&takes_back, seats, seed);
            random_steps_pick_as_random_actions::<Duel>(&empty_handed, seats, seed);
            random_steps_pick_as_random_actions::<Duel>(&no_barricade, seats, seed);
        }
    }
}
