//! The search bot: it decides from its seat's knowledge only, and it plays well.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, SeatKnowledge};
use saloon::batch::Batch;
use saloon::games::{EachGame, Registered};
use saloon::rules::duel::{Duel, DuelRules};
use saloon::rules::loot_shoot_whiskey::{LootShootWhiskey, LswRules};
use saloon::rules::three_card_loo::{LooRules, ThreeCardLoo};
use saloon::rules::{Game, TableRules as _, ToMove, seeded_rng};

/// Plays `steps` random steps into a match, chance rolling as it comes, so the hidden
/// parts are not the opening's.
fn some_way_in<G: Game>(rules: &G::Rules, seats: usize, seed: u64, steps: usize) -> G {
    let mut state = G::new(rules, seats, seed, &mut Vec::new()).unwrap();
    let mut rng = seeded_rng(seed);
    let mut legal = Vec::new();
    let mut taken = 0;
    while taken < steps || state.to_move() == ToMove::Chance {
        let moves: Vec<_> = match state.to_move() {
            ToMove::Chance => {
                state.resolve_chance(&mut Vec::new());
                continue;
            }
            ToMove::Nobody => break,
            deciding => deciding
                .movers()
                .iter()
                .map(|seat| (seat, saloon::ai::random_action(&state, seat, &mut legal, &mut rng)))
                .collect(),
        };
        state.apply(&moves, &mut Vec::new()).unwrap();
        taken += 1;
    }
    state
}

/// The same bot, seeded alike, chooses alike in two states that differ only in what
/// its seat cannot see, and in the state its seat's view builds; returns how many of the
/// pairs really differed in secret.
fn choice_ignores_secrets<G: Registered>(rules: &G::Rules, seats: usize) -> usize {
    let mut differed = 0;
    for seed in 0..6 {
        let state: G = some_way_in(rules, seats, seed, 3 + seed as usize);
        if state.is_over() {
            continue;
        }
        let seat = state.to_move().movers().iter().next().expect("a seat to move");
        let other = state.resample(seat, &mut seeded_rng(seed + 100));
        assert_eq!(other.view(seat), state.view(seat), "a resampled state shows the seat the same");
        differed += usize::from(other.hidden_in_words(rules) != state.hidden_in_words(rules));
        let choose =
            |table: &G| BotKind::Medium.build::<G>(seed, &AiConfig::built_in()).choose(SeatKnowledge::new(table, seat));
        let chosen = choose(&state);
        assert_eq!(choose(&other), chosen, "{} seed {seed}: the choice followed a secret", G::ID);
        let from_view = G::from_view(&state.view(seat));
        assert_eq!(choose(&from_view), chosen, "{} seed {seed}: the choice from the view alone", G::ID);
    }
    differed
}

/// Every registered game, at its largest table up to five: where the game hides
/// something, the secrets drawn again really differ, and the search bot's choice follows
/// none of them.
#[test]
fn the_search_bot_decides_from_its_seat_view_only() {
    struct Check(Vec<&'static str>);
    impl EachGame for Check {
        fn visit<G: Registered>(&mut self) {
            let rules: G::Rules = saloon::config::embedded();
            let seats = (*rules.seats().end()).min(5);
            let differed = choice_ignores_secrets::<G>(&rules, seats);
            let hides = !some_way_in::<G>(&rules, seats, 1, 4).hidden_in_words(&rules).is_empty();
            assert!(!hides || differed >= 4, "{}: the secrets were drawn differently ({differed} of 6)", G::ID);
            self.0.push(G::ID);
        }
    }
    let mut checked = Check(Vec::new());
    saloon::games::each(&mut checked);
    assert_eq!(checked.0.len(), 4, "games checked: {:?}", checked.0);
}

/// Plays `seats` in the arena and checks that the first bot's win share, less its 95%
/// margin, is above `floor`: a bot no better than `floor` rarely passes.
fn first_bot_clears<G: saloon::ai::Heuristic>(rules: &G::Rules, seats: &[BotKind], matches: u64, floor: f64) {
    let report = saloon::arena::run::<G>(rules, seats, &Batch::new(matches, 7), &AiConfig::built_in()).unwrap();
    let first = &report.bots[0];
    assert!(
        first.win_rate - first.ci95 > floor,
        "{} in {:?} won {:.3} ± {:.3}, not clearly above {floor}",
        first.bot,
        seats,
        first.win_rate,
        first.ci95
    );
}

#[test]
fn hard_beats_random_and_the_heuristic_at_loot_shoot_whiskey() {
    let rules: LswRules = saloon::config::embedded();
    first_bot_clears::<LootShootWhiskey>(&rules, &[BotKind::Hard, BotKind::Random], 1000, 0.85);
    first_bot_clears::<LootShootWhiskey>(&rules, &[BotKind::Hard, BotKind::Heuristic], 120, 0.6);
}

#[test]
fn each_difficulty_beats_the_one_below_at_loot_shoot_whiskey() {
    let rules: LswRules = saloon::config::embedded();
    first_bot_clears::<LootShootWhiskey>(&rules, &[BotKind::Medium, BotKind::Easy], 200, 0.6);
    first_bot_clears::<LootShootWhiskey>(&rules, &[BotKind::Hard, BotKind::Medium], 100, 0.6);
}

#[test]
fn each_difficulty_beats_the_one_below_at_a_two_way_duel() {
    let duel: DuelRules = saloon::config::embedded();
    first_bot_clears::<Duel>(&duel, &[BotKind::Medium, BotKind::Easy], 30, 0.6);
    first_bot_clears::<Duel>(&duel, &[BotKind::Hard, BotKind::Medium], 30, 0.6);
}

#[test]
fn hard_takes_more_than_twice_its_share_of_a_four_way_duel() {
    let rules: DuelRules = saloon::config::embedded();
    let seats = [BotKind::Hard, BotKind::Random, BotKind::Random, BotKind::Random];
    first_bot_clears::<Duel>(&rules, &seats, 12, 0.5);
    let seats = [BotKind::Hard, BotKind::Heuristic, BotKind::Heuristic, BotKind::Heuristic];
    first_bot_clears::<Duel>(&rules, &seats, 10, 0.25);
}

#[test]
fn hard_takes_more_than_twice_its_share_of_a_five_seat_loo_against_random_players() {
    let rules: LooRules = saloon::config::embedded();
    let seats = [BotKind::Hard, BotKind::Random, BotKind::Random, BotKind::Random, BotKind::Random];
    first_bot_clears::<ThreeCardLoo>(&rules, &seats, 150, 0.4);
}

#[test]
fn hard_takes_more_chips_than_a_table_of_heuristic_loo_players() {
    let rules: LooRules = saloon::config::embedded();
    let seats = [BotKind::Hard, BotKind::Heuristic, BotKind::Heuristic, BotKind::Heuristic, BotKind::Heuristic];
    let report =
        saloon::arena::run::<ThreeCardLoo>(&rules, &seats, &Batch::new(LOO_CHIP_MATCHES, 7), &AiConfig::built_in())
            .unwrap();
    let above = report.bots[0].chips_above_table.expect("Loo is played for chips");
    assert!(above.mean - above.ci95 > 0.0, "hard took {above:?} chips a match above the table");
}

/// Enough Loo matches to tell an edge of a chip or two a match from the luck of the deal.
const LOO_CHIP_MATCHES: u64 = 400;

#[test]
fn the_estimates_rate_every_option_and_prefer_the_sure_win() {
    use saloon::ai::algorithms::search::SearchBot;
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
    let budget = saloon::config::embedded::<saloon::ai::config::AiConfig>().hard.budget(ThreeCardLoo::ID);
    let estimates = SearchBot::<ThreeCardLoo>::new(budget, 3).estimates(&SeatKnowledge::new(&state, 0));
    let mut legal = Vec::new();
    state.legal_actions(0, &mut legal);
    assert_eq!(estimates.len(), legal.len(), "every legal option is rated: {estimates:?}");
    let value = |declaration| estimates.iter().find(|e| e.action == LooAction::Declare(declaration)).unwrap().value;
    assert!(value(Declaration::Play) > value(Declaration::Drop), "three top trumps are worth playing: {estimates:?}");
    // The search looks no further than this deal, where a drop changes nothing.
    assert!((value(Declaration::Drop) - state.score(0)).abs() < 1e-12, "a drop is worth the balance: {estimates:?}");
    assert_eq!(estimates[0].action, LooAction::Declare(Declaration::Play), "{estimates:?}");
}

#[test]
fn a_drawn_pick_is_about_as_good_as_the_best_and_well_tried() {
    use saloon::ai::algorithms::search::{Estimate, draw_by_value};
    let options = [
        Estimate { action: 'a', weight: 0.50, value: 0.60, solved: false },
        Estimate { action: 'b', weight: 0.30, value: 0.59, solved: false },
        Estimate { action: 'c', weight: 0.17, value: 0.40, solved: false },
        // The best value, but from too few tries to trust.
        Estimate { action: 'd', weight: 0.03, value: 0.90, solved: false },
    ];
    let mut rng = seeded_rng(5);
    let mut drawn = std::collections::BTreeMap::new();
    for _ in 0..2_000 {
        *drawn.entry(draw_by_value(&options, 0.02, &mut rng).unwrap()).or_insert(0) += 1;
    }
    // exp(-0.01 / 0.02) = 0.61: 'b' about 0.61 / 1.61 of the time.
    let share_of_b = f64::from(drawn[&'b']) / 2_000.0;
    assert!((share_of_b - 0.38).abs() < 0.04, "{drawn:?}");
    assert_eq!(drawn.get(&'c'), None, "ten temperatures below the best: {drawn:?}");
    assert_eq!(drawn.get(&'d'), None, "tried too rarely: {drawn:?}");
    assert_eq!(draw_by_value(&options[3..], 0.02, &mut rng), None, "nothing tried enough to draw");
}

/// Average shootouts a match at a Duel table of four Medium bots of `budgets`.
fn shootouts_a_match(budgets: &saloon::ai::config::AiConfig, matches: u64) -> f64 {
    let rules: DuelRules = saloon::config::embedded();
    let mut shootouts = 0;
    for seed in 0..matches {
        let mut state = Duel::new(&rules, 4, seed, &mut Vec::new()).unwrap();
        let mut bots: Vec<_> = (0..4)
            .map(|seat| {
                saloon::ai::algorithms::search::SearchBot::<Duel>::new(budgets.medium.budget(Duel::ID), seed * 4 + seat)
            })
            .collect();
        while let ToMove::Simultaneous(standing) = state.to_move() {
            let moves: Vec<_> = standing
                .iter()
                .map(|seat| (seat, saloon::ai::Bot::choose(&mut bots[seat], SeatKnowledge::new(&state, seat))))
                .collect();
            state.apply(&moves, &mut Vec::new()).unwrap();
            shootouts += 1;
        }
    }
    shootouts as f64 / matches as f64
}

#[test]
fn medium_bots_drawing_their_picks_do_not_duel_in_lockstep() {
    let drawing: saloon::ai::config::AiConfig = saloon::config::embedded();
    assert!(drawing.medium.temperature > 0.0);
    let mut favourites = drawing.clone();
    favourites.medium.temperature = 0.0;
    let (drawn, favoured) = (shootouts_a_match(&drawing, 4), shootouts_a_match(&favourites, 4));
    assert!(drawn < 0.6 * favoured, "{drawn} shootouts a match drawing picks, {favoured} taking the favourite");
}
