//! Three-card Loo, rule by rule from RULES.md §2: each lead and follow rule with its
//! reason, each early end, the pay, each variant, hidden hands, and a golden playthrough.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, SeatKnowledge};
use saloon::record::{MatchRecord, RecordOf, Step};
use saloon::rules::three_card_loo::{
    Card, CardSet, Declaration, EarlyEnd, LooAction, LooEvent, LooPayment, LooPhase, LooRules, Refusal, Seating, Suit,
    ThreeCardLoo, TrickContext, play_rule,
};
use saloon::rules::{Game, IllegalMove, ToMove, seeded_rng};

use Declaration::{DefendMiss, Drop, Play, TakeMiss};

/// "AH" is the ace of hearts, "10C" the ten of clubs.
fn card(text: &str) -> Card {
    let (rank, suit) = text.split_at(text.len() - 1);
    let rank =
        ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"].iter().position(|&r| r == rank).unwrap();
    let suit = match suit {
        "C" => Suit::Clubs,
        "D" => Suit::Diamonds,
        "H" => Suit::Hearts,
        "S" => Suit::Spades,
        other => panic!("no suit {other}"),
    };
    Card::new(suit, rank as u8)
}

fn cards(text: &str) -> CardSet {
    text.split_whitespace().map(card).collect()
}

fn rules() -> LooRules {
    saloon::config::embedded()
}

/// Three players, seat 0 dealing (so seat 1 declares first), hearts trumps (turn-up 5H).
fn table(rules: &LooRules, hands: [&str; 3], miss: &str) -> ThreeCardLoo {
    ThreeCardLoo::arranged(rules, 0, &hands.map(cards), cards(miss), card("5H"), &mut Vec::new()).unwrap()
}

fn act(state: &mut ThreeCardLoo, seat: usize, action: LooAction) -> Vec<LooEvent> {
    let mut events = Vec::new();
    state.apply(&[(seat, action)], &mut events).unwrap_or_else(|error| panic!("{action:?} of seat {seat}: {error}"));
    events
}

fn declare(state: &mut ThreeCardLoo, seat: usize, declaration: Declaration) -> Vec<LooEvent> {
    act(state, seat, LooAction::Declare(declaration))
}

fn play(state: &mut ThreeCardLoo, seat: usize, text: &str) -> Vec<LooEvent> {
    act(state, seat, LooAction::Play(card(text)))
}

fn context(led_and_winning: Option<(&str, &str)>, single_opponent: bool) -> TrickContext {
    TrickContext {
        trumps: Suit::Hearts,
        top_trump: card("AH"),
        led_and_winning: led_and_winning.map(|(led, winning)| (card(led), card(winning))),
        single_opponent,
        must_undertrump: rules().must_undertrump,
    }
}

#[test]
fn the_leader_must_lead_the_trump_ace_or_the_king_when_the_ace_is_turned_up() {
    let rule = play_rule(cards("AH 3H KS"), &context(None, false));
    assert_eq!(rule.allowed, cards("AH"));
    assert_eq!(rule.refusal(card("KS")), Some(Refusal::MustLeadTopTrump(card("AH"))));
    assert_eq!(english(&rule.refusal(card("KS")).unwrap().spoken()), "must lead the ace of hearts");

    let ace_turned = TrickContext { top_trump: card("KH"), ..context(None, false) };
    assert_eq!(play_rule(cards("KH 3H KS"), &ace_turned).allowed, cards("KH"));
}

#[test]
fn the_leader_must_lead_a_trump_the_highest_against_one_opponent() {
    let hand = cards("9H 3H KS");
    let against_many = play_rule(hand, &context(None, false));
    assert_eq!(against_many.allowed, cards("9H 3H"));
    assert_eq!(against_many.refusal(card("KS")), Some(Refusal::MustLeadTrump));

    let against_one = play_rule(hand, &context(None, true));
    assert_eq!(against_one.allowed, cards("9H"));
    assert_eq!(against_one.refusal(card("3H")), Some(Refusal::MustLeadHighestTrump));
    assert_eq!(against_one.refusal(card("KS")), Some(Refusal::MustLeadTrump));

    assert_eq!(play_rule(cards("2C KS 4D"), &context(None, true)).allowed, cards("2C KS 4D"), "no trump: anything");
}

#[test]
fn a_follower_must_follow_suit_and_head_the_trick() {
    let hand = cards("QS 4S 9H");
    let rule = play_rule(hand, &context(Some(("10S", "10S")), false));
    assert_eq!(rule.allowed, cards("QS"));
    assert_eq!(rule.refusal(card("4S")), Some(Refusal::MustHead));
    assert_eq!(rule.refusal(card("9H")), Some(Refusal::MustFollow(Suit::Spades)));
    assert_eq!(english(&rule.refusal(card("9H")).unwrap().spoken()), "must follow spades");

    let cannot_head = play_rule(hand, &context(Some(("10S", "AS")), false));
    assert_eq!(cannot_head.allowed, cards("QS 4S"));
    assert_eq!(cannot_head.refusal(card("9H")), Some(Refusal::MustFollow(Suit::Spades)));

    let trumped = play_rule(hand, &context(Some(("10S", "2H")), false));
    assert_eq!(trumped.allowed, cards("QS 4S"), "nothing of the led suit heads a trumped trick");
}

#[test]
fn a_void_follower_must_trump_or_overtrump() {
    let hand = cards("QH 4H 9C");
    let rule = play_rule(hand, &context(Some(("10S", "KS")), false));
    assert_eq!(rule.allowed, cards("QH 4H"));
    assert_eq!(rule.refusal(card("9C")), Some(Refusal::MustTrump));

    let overtrump = play_rule(hand, &context(Some(("10S", "10H")), false));
    assert_eq!(overtrump.allowed, cards("QH"));
    assert_eq!(overtrump.refusal(card("4H")), Some(Refusal::MustOvertrump));
    assert_eq!(overtrump.refusal(card("9C")), Some(Refusal::MustOvertrump));

    // The seed's rule, the default: "must play a trump if he can", a lower one included.
    let cannot = play_rule(hand, &context(Some(("10S", "KH")), false));
    assert_eq!(cannot.allowed, cards("QH 4H"), "unable to overtrump: still a lower trump");
    assert_eq!(cannot.refusal(card("9C")), Some(Refusal::MustTrump));
    let any_card = TrickContext { must_undertrump: false, ..context(Some(("10S", "KH")), false) };
    assert_eq!(play_rule(hand, &any_card).allowed, hand, "the variant: unable to overtrump, anything");

    assert_eq!(play_rule(cards("9C 2D 3D"), &context(Some(("10S", "KS")), false)).allowed, cards("9C 2D 3D"));
}

#[test]
fn the_table_explains_each_refused_card() {
    let mut state = table(&rules(), ["2C 3C 4C", "QS 4S 9H", "10S 2D 3D"], "5C 6C 7C");
    declare(&mut state, 1, Play);
    declare(&mut state, 2, Play);
    declare(&mut state, 0, Drop);
    // Seat 1 leads and must lead its trump.
    let rule = state.play_rule(1).expect("seat 1 leads");
    assert_eq!(rule.allowed, cards("9H"));
    assert_eq!(rule.refusal(card("QS")), Some(Refusal::MustLeadTrump));
    assert_eq!(rule.refusal(card("9H")), None);
    assert!(state.play_rule(2).is_none(), "only the seat to play has a rule");
}

#[test]
fn the_highest_trump_wins_and_the_winner_leads_a_trump_next() {
    let mut state = table(&rules(), ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    declare(&mut state, 1, Play);
    declare(&mut state, 2, Play);
    declare(&mut state, 0, Drop);
    play(&mut state, 1, "9H");
    let events = play(&mut state, 2, "JH");
    let pool = 3;
    assert!(events.contains(&LooEvent::TrickWon { seat: 2, trick: 1, paid: pool / 3, by_miss: false }));
    assert_eq!(state.to_move(), ToMove::Seat(2));
    // Seat 2 has no trump left: anything may be led.
    assert_eq!(state.play_rule(2).unwrap().allowed, cards("10S 3D"));
    play(&mut state, 2, "10S");
    let events = play(&mut state, 1, "KS");
    assert!(
        events.iter().any(|event| matches!(event, LooEvent::TrickWon { seat: 1, trick: 2, .. })),
        "higher card of the led suit"
    );
}

#[test]
fn everyone_dropping_before_the_dealer_gives_the_dealer_the_pool() {
    let start = rules().starting_balance;
    let mut state = table(&rules(), ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    declare(&mut state, 1, Drop);
    let events = declare(&mut state, 2, Drop);
    assert!(events.contains(&LooEvent::PoolTaken { seat: 0, amount: 3, why: EarlyEnd::AllDropped }));
    assert_eq!(state.players()[0].balance, start, "the dealer took back the ante");
    assert_eq!(state.dealer(), 1, "the deal passes left");
}

#[test]
fn one_stander_takes_the_pool_when_the_dealer_drops() {
    let mut state = table(&rules(), ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    declare(&mut state, 1, Drop);
    declare(&mut state, 2, Play);
    let events = declare(&mut state, 0, Drop);
    assert!(events.contains(&LooEvent::PoolTaken { seat: 2, amount: 3, why: EarlyEnd::DealerDropped }));
    assert_eq!(state.players()[2].balance, rules().starting_balance + 3);
}

#[test]
fn the_miss_goes_to_the_first_who_asks_unseen_and_must_be_played() {
    let mut state = table(&rules(), ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    declare(&mut state, 1, TakeMiss);
    assert_eq!(state.players()[1].hand, cards("5C 6C 7C"));
    assert_eq!(state.players()[1].discarded, cards("KS 4S 9H"));
    assert_eq!(state.players()[1].seating, Seating::TookMiss);
    let mut legal = Vec::new();
    state.legal_actions(2, &mut legal);
    assert_eq!(legal, vec![LooAction::Declare(Drop), LooAction::Declare(Play)], "the miss is gone");
    let refused = state.clone().apply(&[(2, LooAction::Declare(TakeMiss))], &mut Vec::new());
    assert_eq!(refused, Err(IllegalMove::NotLegal(2)));
}

#[test]
fn a_defended_miss_keeps_its_tricks_in_the_pool_and_pays_nothing() {
    let start = rules().starting_balance;
    let mut state = table(&rules(), ["2C 3C 4C", "2S 4S 3D", "10S JH 4D"], "AH KH QH");
    declare(&mut state, 1, Drop);
    declare(&mut state, 2, Play);
    let mut legal = Vec::new();
    state.legal_actions(0, &mut legal);
    assert!(legal.contains(&LooAction::Declare(DefendMiss)));
    declare(&mut state, 0, DefendMiss);
    assert_eq!(state.players()[0].hand, cards("AH KH QH"));
    // Seat 2 leads (nearest the dealer's left who stands): JH, its trump.
    play(&mut state, 2, "JH");
    let events = play(&mut state, 0, "AH");
    assert!(events.contains(&LooEvent::TrickWon { seat: 0, trick: 1, paid: 0, by_miss: true }));
    play(&mut state, 0, "KH");
    play(&mut state, 2, "10S");
    play(&mut state, 0, "QH");
    let events = play(&mut state, 2, "4D");
    assert!(events.contains(&LooEvent::Looed { seat: 2, paid: 3 }), "{events:?}");
    assert!(!events.iter().any(|event| matches!(event, LooEvent::Looed { seat: 0, .. })), "the miss is never looed");
    assert_eq!(state.players()[0].balance, start - 3, "the dealer paid the ante and neither won nor lost");
    assert_eq!(state.pool(), 3 + 3 + 3, "the old pool, the loo and the new ante");
}

#[test]
fn each_trick_takes_a_third_and_the_looed_pay_into_a_pool_that_is_no_single() {
    let start = rules().starting_balance;
    let mut state = table(&rules(), ["AH 3C 4C", "KS 4S 9S", "10D JD 3D"], "5C 6C 7C");
    declare(&mut state, 1, Play);
    declare(&mut state, 2, Play);
    declare(&mut state, 0, Play);
    // Seat 1 leads anything (no trump); KS, then 10D and 3C are void and trumpless.
    play(&mut state, 1, "KS");
    play(&mut state, 2, "10D");
    play(&mut state, 0, "AH");
    play(&mut state, 0, "3C");
    play(&mut state, 1, "4S");
    play(&mut state, 2, "JD");
    // Seat 0 led clubs and wins with its own 3C: nobody else holds a club or trump.
    play(&mut state, 0, "4C");
    play(&mut state, 1, "9S");
    let mut events = play(&mut state, 2, "3D");
    let looed: Vec<_> = events.iter().filter(|event| matches!(event, LooEvent::Looed { .. })).collect();
    assert_eq!(looed, vec![&LooEvent::Looed { seat: 1, paid: 3 }, &LooEvent::Looed { seat: 2, paid: 3 }]);
    let started = events.iter().position(|event| matches!(event, LooEvent::DealStarted { .. })).unwrap();
    let next = events.remove(started);
    assert!(matches!(next, LooEvent::DealStarted { deal: 2, dealer: 1, single: false, pool: 9, .. }), "{next:?}");
    assert_eq!(state.players()[0].balance, start + 3 - 3, "seat 0 anted 3 and took all three thirds");
}

/// Seat 1 plays against the dealer, who holds the three top trumps and takes every
/// trick; returns the state and the events of the last card.
fn dealer_sweeps(rules: &LooRules) -> (ThreeCardLoo, Vec<LooEvent>) {
    let mut state = table(rules, ["AH KH QH", "KS 4S 9S", "10D JD 3D"], "5C 6C 7C");
    declare(&mut state, 1, Play);
    declare(&mut state, 2, Drop);
    declare(&mut state, 0, Play);
    let mut events = Vec::new();
    for (seat, text) in [(1, "KS"), (0, "AH"), (0, "KH"), (1, "4S"), (0, "QH"), (1, "9S")] {
        events = play(&mut state, seat, text);
    }
    (state, events)
}

#[test]
fn unlimited_loo_pays_the_pool_played_for() {
    let rules = LooRules { loo: LooPayment::Unlimited { cap: 2 }, ante: 6, ..rules() };
    let (_, events) = dealer_sweeps(&rules);
    assert!(events.contains(&LooEvent::Looed { seat: 1, paid: 2 }), "the pool of 6, capped at 2: {events:?}");
}

#[test]
fn single_all_play_and_club_law_deal_everyone_in() {
    let single = LooRules { single_all_play: true, ..rules() };
    let state = table(&single, ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    assert!(matches!(state.view(1).phase, LooPhase::Playing(1)), "the first pool is a single: no declaring");
    assert!(state.players().iter().all(|player| player.seating == Seating::Playing));

    let club_law = LooRules { club_law: true, ..rules() };
    let hands = ["2H 3H 4H", "KS 4S 9H", "10S JH 3D"].map(cards);
    let clubs = ThreeCardLoo::arranged(&club_law, 0, &hands, cards("5C 6C 7C"), card("9C"), &mut Vec::new()).unwrap();
    assert!(matches!(clubs.view(0).phase, LooPhase::Playing(1)));
    assert!(!clubs.view(0).miss_open, "the miss is not used");
    let hearts = ThreeCardLoo::arranged(&club_law, 0, &hands, cards("5C 6C 7C"), card("9D"), &mut Vec::new()).unwrap();
    assert!(matches!(hearts.view(0).phase, LooPhase::Declaring(1)), "only clubs bring club law");
}

#[test]
fn bust_out_keeps_balances_at_zero_or_more_and_seats_the_broke_out() {
    let rules = LooRules { bust_out: true, starting_balance: 2, loo: LooPayment::Limited(3), ..rules() };
    let (state, events) = dealer_sweeps(&rules);
    assert!(events.contains(&LooEvent::Looed { seat: 1, paid: 2 }), "pays what it has: {events:?}");
    assert!(events.contains(&LooEvent::BustedOut { seat: 1 }));
    assert_eq!(state.players()[1].seating, Seating::Out);
    assert!(state.players().iter().all(|player| player.balance >= 0));
    state.check_invariants().unwrap();
}

#[test]
fn the_match_ends_after_the_set_rounds_with_the_biggest_balance_winning() {
    let rules = LooRules { rounds: 1, ..rules() };
    let mut state = ThreeCardLoo::new(&rules, 4, 5, &mut Vec::new()).unwrap();
    let mut rng = seeded_rng(5);
    let mut dealers = Vec::new();
    let mut events = Vec::new();
    while let ToMove::Seat(seat) = state.to_move() {
        let action = saloon::ai::random_action(&state, seat, &mut Vec::new(), &mut rng);
        events.clear();
        state.apply(&[(seat, action)], &mut events).unwrap();
        dealers.extend(events.iter().filter_map(|event| match event {
            LooEvent::DealStarted { dealer, .. } => Some(*dealer),
            _ => None,
        }));
    }
    assert_eq!(state.deals_completed(), Some(4), "one round: every seat deals once");
    assert_eq!(dealers.len(), 3, "deals 2 to 4 start during play");
    for pair in dealers.windows(2) {
        assert_eq!(pair[1], (pair[0] + 1) % 4, "the deal passes left");
    }
    let best = state.players().iter().map(|player| player.balance).max().unwrap();
    let winners = state.winners().unwrap();
    assert!(!winners.is_empty() && winners.iter().all(|seat| state.players()[seat].balance == best));
}

#[test]
fn a_view_hides_other_hands_and_resampling_redraws_them_within_shown_voids() {
    let mut state = table(&rules(), ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    declare(&mut state, 1, Play);
    declare(&mut state, 2, Play);
    declare(&mut state, 0, Play);
    play(&mut state, 1, "9H");
    play(&mut state, 2, "JH");
    // Seat 0 holds no heart: it plays a club and shows it is out of hearts.
    play(&mut state, 0, "2C");
    let view = state.view(1);
    assert_eq!(view.hand, cards("KS 4S"));
    let mut rng = seeded_rng(3);
    let mut differs = false;
    for _ in 0..50 {
        let other = state.resample(1, &mut rng);
        assert_eq!(other.view(1), view);
        assert!(other.players()[0].hand.of_suit(Suit::Hearts).is_empty(), "seat 0 showed it has no heart");
        assert_eq!(other.players()[2].hand.len(), 2);
        differs |= other.players()[2].hand != state.players()[2].hand;
        other.check_invariants().unwrap();
    }
    assert!(differs, "the hidden hands are redrawn");
}

#[test]
fn moves_out_of_turn_or_illegal_are_refused() {
    let mut state = table(&rules(), ["2C 3C 4C", "KS 4S 9H", "10S JH 3D"], "5C 6C 7C");
    assert_eq!(state.clone().apply(&[(2, LooAction::Declare(Play))], &mut Vec::new()), Err(IllegalMove::NotToMove(2)));
    assert_eq!(
        state.clone().apply(&[(1, LooAction::Declare(DefendMiss))], &mut Vec::new()),
        Err(IllegalMove::NotLegal(1))
    );
    declare(&mut state, 1, Play);
    declare(&mut state, 2, Play);
    declare(&mut state, 0, Drop);
    assert_eq!(
        state.clone().apply(&[(1, LooAction::Play(card("KS")))], &mut Vec::new()),
        Err(IllegalMove::NotLegal(1))
    );
    assert_eq!(
        state.clone().apply(&[(1, LooAction::Play(card("AD")))], &mut Vec::new()),
        Err(IllegalMove::NotLegal(1))
    );
}

fn bot_match(seed: u64, seats: usize) -> RecordOf<ThreeCardLoo> {
    let rules = LooRules { rounds: 1, ..rules() };
    let mut bots: Vec<_> = (0..seats)
        .map(|seat| {
            if seat % 2 == 0 { BotKind::Heuristic } else { BotKind::Random }
                .build::<ThreeCardLoo>(seed + seat as u64, &AiConfig::built_in())
        })
        .collect();
    let mut record = MatchRecord::new(ThreeCardLoo::ID, seats, seed);
    let mut state = ThreeCardLoo::new(&rules, seats, seed, &mut Vec::new()).unwrap();
    while let ToMove::Seat(seat) = state.to_move() {
        let step = vec![(seat, bots[seat].choose(SeatKnowledge::new(&state, seat)))];
        state.apply(&step, &mut Vec::new()).unwrap();
        record.steps.push(Step::Moves(step));
    }
    record
}

#[test]
fn golden_playthrough() {
    let rules = LooRules { rounds: 1, ..rules() };
    let state: ThreeCardLoo = crate::golden::check("three_card_loo.ron", &rules, || bot_match(2025, 4));
    assert_eq!(state.deals_completed(), Some(4));
}

#[test]
fn hands_are_dealt_in_secret_to_their_own_seats() {
    use saloon::rules::EventsTellViews;
    let rules: LooRules = saloon::config::embedded();
    let mut events = Vec::new();
    ThreeCardLoo::new(&rules, 5, 3, &mut events).unwrap();
    let dealt: Vec<_> = events
        .iter()
        .filter_map(|event| match *event {
            LooEvent::HandDealt { seat, hand } => Some((seat, hand, ThreeCardLoo::private_to(event))),
            _ => None,
        })
        .collect();
    assert_eq!(dealt.len(), 5, "a hand for every seat: {events:?}");
    for (seat, hand, private_to) in dealt {
        assert_eq!(hand.len(), 3);
        assert_eq!(private_to, Some(seat), "seat {seat}'s hand is for seat {seat} alone");
    }
}

#[test]
fn a_replay_is_told_every_hand_and_the_miss() {
    let state = table(&rules(), ["2C 3C 4C", "QS 4S 9H", "10S 2D 3D"], "5C 6C 7C");
    let names: Vec<String> = ["Kate", "Bart", "Doc"].map(String::from).to_vec();
    let told: Vec<String> =
        state.hidden_in_words(&rules()).iter().map(|line| saloon::text::say(line, &names)).collect();
    assert_eq!(told, ["Kate: 2♣ 3♣ 4♣", "Bart: 9♥ 4♠ Q♠", "Doc: 2♦ 3♦ 10♠", "The miss: 5♣ 6♣ 7♣"]);
}

/// A line in English, as the screens say it.
fn english(line: &saloon::rules::Line) -> String {
    saloon::text::Catalog::get().format(saloon::text::Language::English, line.id(), line.args(), &[])
}

/// A phone's page tells every seat's hand, table, standings and choices in every
/// language, at tables small, middling and full.
#[test]
fn every_seat_is_told_in_words_at_every_table_size() {
    for seats in [3, 5, 16] {
        crate::in_words::check_game::<ThreeCardLoo>(&rules(), seats, 1, 700 + seats as u64);
    }
}
