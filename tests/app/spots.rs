//! The things on each table a keyboard or gamepad focus moves between: every one a player
//! may press is a choice the rules allow now, every such choice has one, pressing them
//! plays the match, and what they say hides what the seat at the screen may not know.

use saloon::games::Registered;
use std::time::Duration;

use bevy::prelude::*;
use saloon::app::tables::desperados::{DesperadosRequest, KeptDice};
use saloon::app::tables::duel::{DuelRequest, HeldUp};
use saloon::app::tables::loot_shoot_whiskey::{Building, ChoiceRequest};
use saloon::app::tables::shell::{Reveal, Spots, TableMatch, Turn};
use saloon::app::tables::three_card_loo::LooRequest;
use saloon::app::{Settings, TablePhase};
use saloon::games::GameId;
use saloon::games::SeatKind;
use saloon::rules::Seat;
use saloon::rules::desperados::{Desperados, DesperadosAction};
use saloon::rules::duel::{Duel, DuelAction, DuelCard};
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use saloon::rules::three_card_loo::{CardSet, Declaration, LooAction, ThreeCardLoo};

use super::support::{headless_table, phase};

const FRAME_LIMIT: usize = 30_000;

fn table(game: GameId, seats: &[SeatKind], seed: u64) -> App {
    let mut app = headless_table(game, seats, seed, Duration::from_millis(150));
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() });
    app
}

/// What the spots of the table whose requests are `R` would ask for, pressed.
fn presses<R: Message + Clone>(app: &App) -> Vec<R> {
    app.world().resource::<Spots<R>>().0.iter().filter_map(|spot| spot.press.clone()).collect()
}

/// The seat choosing at the screen now, if one is.
fn choosing<G: saloon::rules::Game>(app: &App) -> Option<Seat> {
    phase(app).and_then(|now| app.world().resource::<Turn<G>>().chooser(now))
}

/// The request a Loo player makes for `action`.
fn loo_request(action: LooAction) -> LooRequest {
    match action {
        LooAction::Declare(declaration) => LooRequest::Declare(declaration),
        LooAction::Play(card) => LooRequest::Play(card),
    }
}

fn decisions<G: saloon::app::tables::shell::TableGame>(app: &App) -> usize {
    app.world().resource::<TableMatch<G>>().decisions()
}

#[test]
fn a_duel_is_played_on_its_spots_alone_and_they_offer_only_what_the_rules_allow() {
    let mut app = table(Duel::GAME, &[SeatKind::Human, SeatKind::Computer, SeatKind::Computer], 5);
    let mut picks = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        let Some(seat) = choosing::<Duel>(&app) else { continue };
        let turn = app.world().resource::<Turn<Duel>>();
        let legal = turn.legal.clone();
        let offered = presses::<DuelRequest>(&app);
        // Every card offered is one a legal pick plays, every rival offered a legal target.
        for request in &offered {
            let allowed = match *request {
                DuelRequest::Card(card) => legal.iter().any(|action| action.card() == Some(card)),
                DuelRequest::Target(target) => legal.iter().any(
                    |action| matches!(action, DuelAction::Fire { target: aimed, .. } if usize::from(*aimed) == target),
                ),
                _ => false,
            };
            assert!(allowed, "the spot {request:?} is offered, but no legal pick of {legal:?} makes it");
        }
        let held = app.world().resource::<HeldUp>();
        let (card, target) = (held.card, held.target);
        let cards: Vec<DuelCard> = offered
            .iter()
            .filter_map(|request| if let DuelRequest::Card(card) = request { Some(*card) } else { None })
            .collect();
        let rivals: Vec<Seat> = offered
            .iter()
            .filter_map(|request| if let DuelRequest::Target(seat) = request { Some(*seat) } else { None })
            .collect();
        let before = decisions::<Duel>(&app);
        let request = match (card, target) {
            _ if legal == [DuelAction::EmptyHanded] => DuelRequest::Confirm,
            (None, _) => {
                assert!(!cards.is_empty(), "seat {seat} holds cards but none is offered");
                DuelRequest::Card(cards[picks % cards.len()])
            }
            (Some(DuelCard::Pistol | DuelCard::Rifle), None) => {
                assert!(!rivals.is_empty(), "a gun is held and no rival is offered");
                DuelRequest::Target(rivals[picks % rivals.len()])
            }
            _ => DuelRequest::Confirm,
        };
        app.world_mut().write_message(request);
        if request == DuelRequest::Confirm {
            app.update();
            // The shootout goes on once every gunslinger has picked: the pick is in.
            let taken = app.world().resource::<Turn<Duel>>().has_decided(seat) || decisions::<Duel>(&app) > before;
            assert!(taken, "the pick put together on the spots, {card:?} at {target:?}, was not taken");
            picks += 1;
            if picks == 12 {
                return;
            }
        }
    }
    panic!("only {picks} picks were made on the spots");
}

#[test]
fn a_pair_of_loot_shoot_whiskey_is_put_down_taken_back_and_locked_in_on_the_spots() {
    let mut app = table(LootShootWhiskey::GAME, &[SeatKind::Human, SeatKind::Computer], 9);
    let mut pairs = 0;
    let mut took_back = false;
    for _ in 0..FRAME_LIMIT {
        app.update();
        let Some(seat) = choosing::<LootShootWhiskey>(&app) else { continue };
        let placed = app.world().resource::<Building>().0[seat];
        let offered = presses::<ChoiceRequest>(&app);
        let take_backs: Vec<usize> = offered
            .iter()
            .filter_map(|request| if let ChoiceRequest::TakeBack(offset) = request { Some(*offset) } else { None })
            .collect();
        let on_slots: Vec<usize> = (0..2).filter(|&offset| placed[offset].is_some()).collect();
        assert_eq!(take_backs, on_slots, "each card on a slot, and only those, can be taken back");
        let hand: Vec<ChoiceRequest> =
            offered.into_iter().filter(|request| matches!(request, ChoiceRequest::Pick(_))).collect();
        let before = decisions::<LootShootWhiskey>(&app);
        let request = match on_slots.len() {
            2 if !took_back => {
                took_back = true;
                ChoiceRequest::TakeBack(1)
            }
            2 => ChoiceRequest::Confirm,
            _ => {
                assert!(!hand.is_empty(), "a slot is free and no card of the hand is offered");
                hand[(pairs + on_slots.len()) % hand.len()]
            }
        };
        app.world_mut().write_message(request);
        app.update();
        if request == ChoiceRequest::Confirm {
            // The pair is in once this seat has decided: the computer's pick, thought on a
            // task of its own, may come a frame later on a busy machine.
            let taken = app.world().resource::<Turn<LootShootWhiskey>>().has_decided(seat)
                || decisions::<LootShootWhiskey>(&app) > before;
            assert!(taken, "the pair put down on the spots was not taken");
            pairs += 1;
            took_back = false;
            if pairs == 6 {
                return;
            }
        } else if let ChoiceRequest::TakeBack(offset) = request {
            assert!(app.world().resource::<Building>().0[seat][offset].is_none(), "the card did not come back");
        }
    }
    panic!("only {pairs} pairs were locked in on the spots");
}

#[test]
fn the_loo_hand_offers_exactly_the_cards_the_rules_allow_and_plays_them() {
    let seats = [SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer];
    let mut app = table(ThreeCardLoo::GAME, &seats, 17);
    let mut played = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if choosing::<ThreeCardLoo>(&app).is_none() {
            continue;
        }
        let legal = app.world().resource::<Turn<ThreeCardLoo>>().legal.clone();
        let offered: CardSet = presses::<LooRequest>(&app)
            .into_iter()
            .filter_map(|request| if let LooRequest::Play(card) = request { Some(card) } else { None })
            .collect();
        let allowed: CardSet = legal
            .iter()
            .filter_map(|action| if let LooAction::Play(card) = action { Some(*card) } else { None })
            .collect();
        assert_eq!(offered, allowed, "the hand's spots offer {offered:?}, the rules allow {allowed:?}");
        let request = match allowed.iter().next() {
            Some(card) => {
                played += 1;
                LooRequest::Play(card)
            }
            // Stand in every deal, to have cards to play.
            None => match legal.iter().find(|action| **action == LooAction::Declare(Declaration::Play)) {
                Some(_) => LooRequest::Declare(Declaration::Play),
                None => loo_request(legal[0]),
            },
        };
        let before = decisions::<ThreeCardLoo>(&app);
        app.world_mut().write_message(request);
        app.update();
        assert!(decisions::<ThreeCardLoo>(&app) > before, "{request:?} was not taken");
        if played == 8 {
            return;
        }
    }
    panic!("only {played} cards were played on the spots");
}

#[test]
fn the_dice_are_kept_aside_on_their_spots_only_while_a_reroll_is_allowed() {
    let seats = [SeatKind::Human, SeatKind::Computer];
    let mut app = table(Desperados::GAME, &seats, 23);
    let mut toggles = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if choosing::<Desperados>(&app).is_none() {
            continue;
        }
        let legal = app.world().resource::<Turn<Desperados>>().legal.clone();
        let rerolls = legal.iter().any(|action| matches!(action, DesperadosAction::Reroll { .. }));
        let dice: Vec<usize> = presses::<DesperadosRequest>(&app)
            .into_iter()
            .filter_map(|request| if let DesperadosRequest::ToggleDie(die) = request { Some(die) } else { None })
            .collect();
        assert_eq!(!dice.is_empty(), rerolls, "dice offered: {dice:?}, while the legal actions are {legal:?}");
        let before = decisions::<Desperados>(&app);
        if let Some(&die) = dice.get(toggles % 4) {
            let kept = app.world().resource::<KeptDice>().0;
            app.world_mut().write_message(DesperadosRequest::ToggleDie(die));
            app.update();
            assert_eq!(app.world().resource::<KeptDice>().0, kept ^ 1 << die, "die {die} did not change sides");
            toggles += 1;
            if toggles == 10 {
                return;
            }
        }
        // Then on, by the button column's requests: the middle legal choice.
        let action = legal[legal.len() / 2];
        app.world_mut().write_message(DesperadosRequest::Choose(action));
        app.update();
        assert!(decisions::<Desperados>(&app) >= before, "the match went back");
    }
    panic!("only {toggles} dice were kept or put back on the spots");
}

/// Three humans round one screen: what the spots say never names a card of another
/// seat's hand, and behind the cover they name none at all.
#[test]
fn the_loo_spots_say_nothing_of_the_hands_not_at_the_screen() {
    let mut app = table(ThreeCardLoo::GAME, &[SeatKind::Human; 3], 29);
    let mut checked = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        let the_match = app.world().resource::<TableMatch<ThreeCardLoo>>();
        let state = the_match.true_state();
        let at_screen = choosing::<ThreeCardLoo>(&app);
        let tips: Vec<String> =
            app.world().resource::<Spots<LooRequest>>().0.iter().map(|spot| spot.tip.clone()).collect();
        // The top trump is named by the rules to everyone ("lead the ace if you hold it").
        let public = state.top_trump();
        for (seat, player) in state.players().iter().enumerate() {
            if Some(seat) == at_screen {
                continue;
            }
            for card in player.hand.or(player.discarded).iter().filter(|&card| card != public) {
                assert!(
                    tips.iter().all(|tip| !tip.contains(&card.name())),
                    "with {at_screen:?} at the screen a spot names {}'s {}",
                    the_match.names()[seat],
                    card.name()
                );
            }
        }
        checked += 1;
        match (phase(&app), at_screen) {
            (Some(TablePhase::Handoff), _) => {
                app.world_mut().write_message(Reveal);
            }
            (_, Some(_)) => {
                let legal = app.world().resource::<Turn<ThreeCardLoo>>().legal.clone();
                app.world_mut().write_message(loo_request(legal[legal.len() / 2]));
            }
            _ => {}
        }
        if app.world().resource::<TableMatch<ThreeCardLoo>>().decisions() >= 30 {
            break;
        }
    }
    assert!(checked > 100, "only {checked} frames were checked");
}
