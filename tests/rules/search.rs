//! The search bot: it decides from its seat's knowledge only, and it plays well.

use saloon::ai::{BotKind, SeatKnowledge};
use saloon::rules::duel::{Duel, DuelRules};
use saloon::rules::loot_shoot_whiskey::{LootShootWhiskey, LswRules};
use saloon::rules::three_card_loo::{LooRules, ThreeCardLoo};
use saloon::rules::{Game, Seat, ToMove, seeded_rng};

/// Plays `steps` random steps into a match, so the hidden parts are not the opening's.
fn some_way_in<G: Game>(rules: &G::Rules, seats: usize, seed: u64, steps: usize) -> G {
    let mut state = G::new(rules, seats, seed, &mut Vec::new()).unwrap();
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    for _ in 0..steps {
        let moves: Vec<_> = match state.to_move() {
            ToMove::Seat(seat) => vec![(seat, saloon::ai::random_action(&state, seat, &mut legal, &mut rng))],
            ToMove::Simultaneous(set) => {
                set.iter().map(|seat| (seat, saloon::ai::random_action(&state, seat, &mut legal, &mut rng))).collect()
            }
            _ => break,
        };
        state.apply(&moves, &mut Vec::new()).unwrap();
    }
    state
}

fn first_mover<G: Game>(state: &G) -> Seat {
    match state.to_move() {
        ToMove::Seat(seat) => seat,
        ToMove::Simultaneous(set) => set.iter().next().unwrap(),
        other => panic!("nobody to move: {other:?}"),
    }
}

/// The same bot, seeded alike, chooses alike in two states that differ only in what
/// its seat cannot see; returns how many of the pairs really differed in secret.
fn choice_ignores_secrets<G: saloon::ai::Heuristic>(rules: &G::Rules, seats: usize) -> usize {
    let mut differed = 0;
    for seed in 0..6 {
        let state: G = some_way_in(rules, seats, seed, 3 + seed as usize);
        if state.is_over() {
            continue;
        }
        let seat = first_mover(&state);
        let other = state.resample(seat, &mut seeded_rng(seed + 100));
        assert_eq!(other.view(seat), state.view(seat), "a resampled state shows the seat the same");
        differed += usize::from(serde_json::to_string(&other).unwrap() != serde_json::to_string(&state).unwrap());
        let choose = |table: &G| BotKind::Medium.build::<G>(seed).choose(SeatKnowledge::new(table, seat));
        assert_eq!(choose(&state), choose(&other), "seed {seed}: the choice followed a secret");
    }
    differed
}

#[test]
fn the_search_bot_decides_from_its_seat_view_only() {
    let lsw: LswRules = saloon::config::embedded();
    let loo: LooRules = saloon::config::embedded();
    let duel: DuelRules = saloon::config::embedded();
    assert!(choice_ignores_secrets::<LootShootWhiskey>(&lsw, 2) >= 4, "the decks were shuffled differently");
    assert!(choice_ignores_secrets::<ThreeCardLoo>(&loo, 5) >= 4, "other hands were dealt differently");
    choice_ignores_secrets::<Duel>(&duel, 3);
}

#[test]
fn hard_beats_random_at_loot_shoot_whiskey() {
    let rules: LswRules = saloon::config::embedded();
    let report = saloon::arena::run::<LootShootWhiskey>(&rules, &[BotKind::Hard, BotKind::Random], 120, 7).unwrap();
    let hard = &report.bots[0];
    // The low end of the 95% interval: a bot no better than 0.7 rarely clears it.
    assert!(hard.win_rate - hard.ci95 > 0.7, "hard won {:.2} ± {:.2}", hard.win_rate, hard.ci95);
}

#[test]
fn the_estimates_rate_every_option_and_prefer_the_sure_win() {
    use saloon::ai::search::SearchBot;
    use saloon::rules::three_card_loo::{Card, CardSet, Declaration, LooAction, Suit};
    let hand =
        |cards: [(Suit, u8); 3]| cards.into_iter().map(|(suit, rank)| Card::new(suit, rank)).collect::<CardSet>();
    // Hearts are trumps; the dealer (seat 0) holds the ace, king and queen of them.
    let hands = [
        hand([(Suit::Hearts, 12), (Suit::Hearts, 11), (Suit::Hearts, 10)]),
        hand([(Suit::Spades, 11), (Suit::Spades, 2), (Suit::Spades, 7)]),
        hand([(Suit::Diamonds, 8), (Suit::Diamonds, 9), (Suit::Diamonds, 1)]),
    ];
    let miss = hand([(Suit::Clubs, 3), (Suit::Clubs, 4), (Suit::Clubs, 5)]);
    let rules: LooRules = saloon::config::embedded();
    let mut state =
        ThreeCardLoo::arranged(&rules, 0, &hands, miss, Card::new(Suit::Hearts, 3), &mut Vec::new()).unwrap();
    state.apply(&[(1, LooAction::Declare(Declaration::Play))], &mut Vec::new()).unwrap();
    state.apply(&[(2, LooAction::Declare(Declaration::Drop))], &mut Vec::new()).unwrap();
    let budget = saloon::config::embedded::<saloon::ai::config::AiConfig>().hard;
    let estimates = SearchBot::<ThreeCardLoo>::new(budget, 3).estimates(&SeatKnowledge::new(&state, 0));
    let mut legal = Vec::new();
    state.legal_actions(0, &mut legal);
    assert_eq!(estimates.len(), legal.len(), "every legal option is rated: {estimates:?}");
    let value = |declaration| estimates.iter().find(|e| e.action == LooAction::Declare(declaration)).unwrap().value;
    assert!(value(Declaration::Play) > value(Declaration::Drop), "three top trumps are worth playing: {estimates:?}");
    assert_eq!(estimates[0].action, LooAction::Declare(Declaration::Play), "{estimates:?}");
}
