//! The Three-card Loo table driven headless.

use saloon::games::Registered;
use std::time::Duration;

use bevy::prelude::*;
use saloon::app::tables::shell::{Chosen, GameOptions as _};
use saloon::app::tables::shell::{Reveal, TableMatch, Turn};
use saloon::app::tables::three_card_loo::LooOptions;
use saloon::app::tables::three_card_loo::{HandSlot, LooRequest, Shown as LooShown};
use saloon::app::{LoadedRules, Screen, Settings, TablePhase};
use saloon::games::SeatKind;
use saloon::rules::three_card_loo::{Card, CardSet, LooAction, ThreeCardLoo};
use saloon::rules::{Game, ToMove};

use super::support::{headless_table, phase, screen};

type LooMatch = TableMatch<ThreeCardLoo>;
type LooTurn = Turn<ThreeCardLoo>;

const FRAME_LIMIT: usize = 60_000;

/// A table of `seats` playing a one-round match at four times the normal speed.
fn loo_app(seats: &[SeatKind], seed: u64) -> App {
    let mut app = headless_table(ThreeCardLoo::GAME, seats, seed, Duration::from_millis(150));
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() });
    let rules = app.world().resource::<LoadedRules>().get::<ThreeCardLoo>();
    let one_round = LooOptions { rounds: 1, ..LooOptions::of(rules) };
    app.insert_resource(Chosen::<ThreeCardLoo>(one_round));
    app
}

/// The request a player would make for the middle legal action.
fn act(app: &mut App) -> Option<usize> {
    let turn = app.world().resource::<LooTurn>();
    let seat = turn.active?;
    let legal = &turn.legal;
    assert!(!legal.is_empty(), "seat {seat} has the screen but is not to act");
    let request = match legal[legal.len() / 2] {
        LooAction::Declare(declaration) => LooRequest::Declare(declaration),
        LooAction::Play(card) => LooRequest::Play(card),
    };
    app.world_mut().write_message(request);
    Some(seat)
}

/// The cards face up in the hand along the bottom.
fn cards_in_view(app: &mut App) -> CardSet {
    let world = app.world_mut();
    let mut slots = world.query::<(&HandSlot, &Visibility)>();
    slots
        .iter(world)
        .filter(|(_, visibility)| **visibility != Visibility::Hidden)
        .filter_map(|(slot, _)| slot.showing)
        .collect()
}

#[test]
fn a_human_against_four_computers_plays_to_the_results_screen() {
    let mut app =
        loo_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer], 31);
    let mut acted = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        let shown = cards_in_view(&mut app);
        let own = app.world().resource::<LooShown>().view.hand;
        assert!(shown.minus(own).is_empty(), "the screen shows {shown:?}, not only the human's {own:?}");
        assert_eq!(app.world().resource::<LooShown>().view.seat, 0, "the table is drawn for the human");
        if phase(&app) == Some(TablePhase::Choosing) && act(&mut app).is_some() {
            acted += 1;
        }
    }
    assert_eq!(screen(&app), Screen::Results, "the match did not end");
    let the_match = app.world().resource::<LooMatch>();
    assert!(the_match.is_over());
    assert_eq!(the_match.true_state().deals_completed(), Some(5));
    assert!(acted >= 5, "the human declared every deal ({acted} actions)");
    let history = &app.world().resource::<LooShown>().scene.history;
    assert_eq!(history.len(), 6, "the start and each later deal and the end");
}

#[test]
fn three_humans_pass_the_screen_and_each_sees_only_their_own_hand() {
    let mut app = loo_app(&[SeatKind::Human, SeatKind::Human, SeatKind::Human], 32);
    let mut covers = 0;
    let mut turns_checked = 0;
    let mut hands_seen = 0;
    let mut last = None;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results || turns_checked > 40 {
            break;
        }
        let now = phase(&app);
        let shown = cards_in_view(&mut app);
        match now {
            Some(TablePhase::Handoff) => {
                assert!(shown.is_empty(), "no hand shows under the cover: {shown:?}");
                if last != now {
                    covers += 1;
                }
                app.world_mut().write_message(Reveal);
            }
            Some(TablePhase::Choosing) => match app.world().resource::<LooTurn>().active {
                // The frame after a turn is taken, before the table moves on.
                None => assert!(shown.is_empty(), "a finished turn leaves no hand up: {shown:?}"),
                Some(active) => {
                    let hand = app.world().resource::<LooMatch>().true_state().players()[active].hand;
                    assert!(shown.minus(hand).is_empty(), "seat {active} sees {shown:?} beyond its hand {hand:?}");
                    hands_seen += usize::from(!shown.is_empty());
                    act(&mut app);
                    turns_checked += 1;
                }
            },
            Some(TablePhase::Resolving | TablePhase::Waiting) => {
                assert!(shown.is_empty(), "between turns of a shared screen no hand shows: {shown:?}");
            }
            _ => {}
        }
        last = now;
    }
    assert!(covers >= 3, "a cover before each human's turn ({covers} seen)");
    assert!(turns_checked > 20);
    assert!(hands_seen > 10, "each human saw their own hand ({hands_seen} times)");
}

/// A new deal is shown to the whole room: whoever has the first say in it, even the
/// player who had the screen last in the deal before, takes the screen behind the cover.
#[test]
fn every_new_deal_waits_behind_the_cover_for_its_first_human() {
    let mut app = loo_app(&[SeatKind::Human, SeatKind::Human, SeatKind::Computer], 2);
    let mut deal = None;
    let (mut covered_since_the_deal, mut first_choice_of_the_deal) = (true, false);
    let mut new_deals_checked = 0;
    let mut last_chooser = None;
    let mut same_player_first = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        let dealt = app.world().resource::<LooMatch>().true_state().view(0).deal;
        if deal.is_some_and(|deal| deal != dealt) {
            (covered_since_the_deal, first_choice_of_the_deal) = (false, true);
        }
        deal = Some(dealt);
        match phase(&app) {
            Some(TablePhase::Handoff) => {
                covered_since_the_deal = true;
                app.world_mut().write_message(Reveal);
            }
            Some(TablePhase::Choosing) => {
                let Some(active) = app.world().resource::<LooTurn>().active else { continue };
                if std::mem::take(&mut first_choice_of_the_deal) {
                    assert!(covered_since_the_deal, "deal {dealt} opened at seat {active}'s hand with no cover");
                    new_deals_checked += 1;
                    same_player_first += usize::from(last_chooser == Some(active));
                }
                last_chooser = Some(active);
                act(&mut app);
            }
            _ => {}
        }
    }
    assert!(new_deals_checked >= 2, "only {new_deals_checked} new deals were played");
    assert!(same_player_first >= 1, "no deal opened with the player who closed the one before");
}

#[test]
fn a_refused_card_changes_nothing() {
    let mut app = loo_app(&[SeatKind::Human, SeatKind::Human, SeatKind::Human], 33);
    for _ in 0..FRAME_LIMIT {
        app.update();
        match phase(&app) {
            Some(TablePhase::Handoff) => {
                app.world_mut().write_message(Reveal);
            }
            Some(TablePhase::Choosing) => break,
            _ => {}
        }
    }
    let the_match = app.world().resource::<LooMatch>();
    let state = the_match.true_state();
    let ToMove::Seat(seat) = state.to_move() else { panic!("a human is to declare") };
    let steps = the_match.decisions();
    // Another seat's card, and a card when a declaration is asked: both refused.
    let other = state.players()[(seat + 1) % 3].hand.iter().next().unwrap();
    let own: Card = state.players()[seat].hand.iter().next().unwrap();
    for request in [LooRequest::Play(other), LooRequest::Play(own)] {
        app.world_mut().write_message(request);
        app.update();
    }
    assert_eq!(app.world().resource::<LooMatch>().decisions(), steps);
    assert_eq!(phase(&app), Some(TablePhase::Choosing));
}

#[test]
fn the_coach_rates_every_option_of_the_player_at_the_screen() {
    use saloon::app::coach::Coach;
    let mut app = loo_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer], 34);
    let mut asked = None;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if asked.is_none() && phase(&app) == Some(TablePhase::Choosing) {
            let seat = app.world().resource::<LooTurn>().active.expect("the human has the screen");
            asked = Some((seat, app.world().resource::<LooMatch>().decisions()));
            app.world_mut().write_message(LooRequest::Hint);
        }
        let Some((seat, step)) = asked else { continue };
        let Some(hint) = app.world().resource::<Coach<ThreeCardLoo>>().hint(seat, step).map(<[_]>::to_vec) else {
            continue;
        };
        let mut legal = Vec::new();
        app.world().resource::<LooMatch>().true_state().legal_actions(seat, &mut legal);
        assert_eq!(hint.len(), legal.len(), "every option is rated: {hint:?}");
        assert!(hint.iter().all(|estimate| legal.contains(&estimate.action) && (0.0..=1.0).contains(&estimate.value)));
        assert_eq!(phase(&app), Some(TablePhase::Choosing), "asking for a hint takes no turn");
        return;
    }
    panic!("no hint arrived");
}

#[test]
fn once_the_human_drops_the_computers_play_the_deal_out_fast() {
    use saloon::app::tables::shell::FAST_FORWARD;
    use saloon::rules::three_card_loo::{Declaration, Seating};
    let mut app = loo_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer], 35);
    let (mut fast_frames, mut back_in) = (0, false);
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        if phase(&app) == Some(TablePhase::Choosing) && app.world().resource::<LooTurn>().active.is_some() {
            // Drop whenever asked; play when the rules leave no choice.
            let legal = &app.world().resource::<LooTurn>().legal;
            let request = match legal.contains(&LooAction::Declare(Declaration::Drop)) {
                true => LooRequest::Declare(Declaration::Drop),
                false => match legal[0] {
                    LooAction::Declare(declaration) => LooRequest::Declare(declaration),
                    LooAction::Play(card) => LooRequest::Play(card),
                },
            };
            app.world_mut().write_message(request);
        }
        let seating = app.world().resource::<LooShown>().view.players[0].seating;
        let sits_out = matches!(seating, Seating::Dropped | Seating::Out);
        let over = app.world().resource::<LooMatch>().is_over();
        let pace = app.world().resource::<Time<Virtual>>().relative_speed();
        assert_eq!(pace, if sits_out && !over { FAST_FORWARD } else { 1.0 }, "{seating:?}, over: {over}");
        if sits_out {
            fast_frames += usize::from(!over);
        } else {
            back_in |= fast_frames > 0;
        }
    }
    assert_eq!(screen(&app), Screen::Results, "the match did not end");
    assert!(fast_frames > 0, "the human never dropped");
    assert!(back_in, "the next deal dealt the human back in at the normal pace");
}

/// The prompt names the key of each declaration the player may make, and of no other:
/// only the dealer is offered to defend the miss.
#[test]
fn the_prompt_offers_only_the_declarations_the_player_may_make() {
    use saloon::app::tables::shell::PromptLine;
    use saloon::rules::three_card_loo::Declaration;
    let mut app = loo_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer], 11);
    let (mut declared, mut defend_withheld) = (0, 0);
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results || declared >= 6 {
            break;
        }
        let turn = app.world().resource::<LooTurn>();
        let declaring = turn.legal.iter().any(|action| matches!(action, LooAction::Declare(_)));
        if phase(&app) != Some(TablePhase::Choosing) || turn.active.is_none() || !declaring {
            act(&mut app);
            continue;
        }
        let legal = turn.legal.clone();
        app.update();
        let world = app.world_mut();
        let prompt = world.query_filtered::<&Text2d, With<PromptLine>>().single(world).expect("a prompt").0.clone();
        for (declaration, key) in [
            (Declaration::Drop, "[D]"),
            (Declaration::Play, "[P]"),
            (Declaration::TakeMiss, "[M]"),
            (Declaration::DefendMiss, "[F]"),
        ] {
            let may = legal.contains(&LooAction::Declare(declaration));
            assert_eq!(prompt.contains(key), may, "{declaration:?} may be made: {may}, the prompt says {prompt:?}");
        }
        defend_withheld += usize::from(!legal.contains(&LooAction::Declare(Declaration::DefendMiss)));
        declared += 1;
        act(&mut app);
    }
    assert!(declared >= 3, "only {declared} declarations were asked");
    assert!(defend_withheld > 0, "the player was never asked while not the dealer");
}
