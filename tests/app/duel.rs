//! The Duel table driven headless.

use saloon::games::Registered;
use std::time::Duration;

use bevy::prelude::*;
use saloon::app::tables::duel::{DuelRequest, Shown};
use saloon::app::tables::shell::{FAST_FORWARD, Reveal, TableGame, TableMatch, Turn};
use saloon::app::{Screen, Settings, TablePhase};
use saloon::games::SeatKind;
use saloon::rules::duel::{Duel, DuelAction};
use saloon::rules::{Game, SeatSet};

type DuelMatch = TableMatch<Duel>;
type Picks = Turn<Duel>;

use super::support::{headless_table, phase, screen, tap};

const FRAME_LIMIT: usize = 60_000;

fn duel_app(seats: &[SeatKind], seed: u64) -> App {
    let mut app = headless_table(Duel::GAME, seats, seed, Duration::from_millis(150));
    // Four times the normal speed: a whole match in fewer frames.
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() });
    app
}

/// The active human's pick, sent as the requests a player would make: a card, then a
/// target for a gun, then the lock-in.
fn pick_something(app: &mut App) -> Option<usize> {
    pick_with(app, |legal| legal[legal.len() / 2])
}

/// The active human's pick as `choose` takes it from the legal ones, sent as requests.
fn pick_with(app: &mut App, choose: impl Fn(&[DuelAction]) -> DuelAction) -> Option<usize> {
    let turn = app.world().resource::<Picks>();
    let seat = turn.active?;
    let action = choose(&turn.legal);
    let requests = match action {
        DuelAction::Fire { target, .. } => {
            vec![DuelRequest::Card(action.card().unwrap()), DuelRequest::Target(target.into())]
        }
        DuelAction::EmptyHanded => vec![],
        other => vec![DuelRequest::Card(other.card().unwrap())],
    };
    for request in requests.into_iter().chain([DuelRequest::Confirm]) {
        app.world_mut().write_message(request);
    }
    Some(seat)
}

/// Seats whose pick lies face up on the table before the picks are turned over for all.
fn face_up_picks(app: &mut App) -> SeatSet {
    Duel::secrets_shown(app.world_mut())
}

#[test]
fn a_human_against_three_computers_plays_to_the_results_screen() {
    let mut app = duel_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer], 21);
    let mut picked = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        if phase(&app) == Some(TablePhase::Choosing) && pick_something(&mut app).is_some() {
            picked += 1;
        }
        if phase(&app) != Some(TablePhase::Resolving) {
            assert!(
                face_up_picks(&mut app).minus(SeatSet::single(0)).is_empty(),
                "a computer's pick shows before the reveal"
            );
        }
    }
    assert_eq!(screen(&app), Screen::Results, "the match did not end");
    assert!(app.world().resource::<DuelMatch>().is_over());
    assert!(picked > 0);
}

#[test]
fn three_humans_pass_the_screen_and_never_see_each_others_picks() {
    let mut app = duel_app(&[SeatKind::Human, SeatKind::Human, SeatKind::Human], 22);
    let mut covers = 0;
    let mut last = None;
    let mut shootouts_checked = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results || shootouts_checked > 40 {
            break;
        }
        let now = phase(&app);
        let active = app.world().resource::<Picks>().active;
        match now {
            Some(TablePhase::Handoff) => {
                assert!(face_up_picks(&mut app).is_empty(), "no pick shows under the cover");
                if last != now {
                    covers += 1;
                }
                app.world_mut().write_message(Reveal);
            }
            Some(TablePhase::Choosing) => {
                let shown = face_up_picks(&mut app);
                assert!(shown.iter().all(|seat| Some(seat) == active), "seat {active:?} sees the picks of {shown:?}");
                if pick_something(&mut app).is_some() && last != now {
                    shootouts_checked += 1;
                }
            }
            Some(TablePhase::Waiting) => assert!(face_up_picks(&mut app).is_empty()),
            _ => {}
        }
        last = now;
    }
    assert!(covers >= 6, "a cover before each human's pick ({covers} seen)");
    assert!(shootouts_checked > 5);
}

#[test]
fn the_coach_rates_every_pick_of_the_gunslinger_at_the_screen() {
    use saloon::app::coach::Coach;
    let mut app = duel_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer], 23);
    let mut asked = None;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if asked.is_none() && phase(&app) == Some(TablePhase::Choosing) {
            let seat = app.world().resource::<Picks>().active.expect("the human has the screen");
            asked = Some((seat, app.world().resource::<DuelMatch>().decisions()));
            app.world_mut().write_message(DuelRequest::Hint);
        }
        let Some((seat, step)) = asked else { continue };
        let Some(hint) = app.world().resource::<Coach<Duel>>().hint(seat, step).map(<[_]>::to_vec) else { continue };
        let mut legal = Vec::new();
        app.world().resource::<DuelMatch>().true_state().legal_actions(seat, &mut legal);
        assert_eq!(hint.len(), legal.len(), "every pick is rated: {hint:?}");
        assert_eq!(phase(&app), Some(TablePhase::Choosing), "asking for a hint takes no turn");
        // Each kind of card in the hand is rated once, however many are held.
        app.update();
        let hand = app.world().resource::<Shown>().view.players[seat].hand;
        let kinds = hand.iter().filter(|&&held| held > 0).count();
        let world = app.world_mut();
        let mut marks = world.query::<(&saloon::app::tables::duel::CoachMark, &Visibility)>();
        let on_cards = (marks.iter(world))
            .filter(|(mark, visibility)| {
                matches!(mark, saloon::app::tables::duel::CoachMark::HandCard(_)) && **visibility != Visibility::Hidden
            })
            .count();
        assert!(hand.iter().any(|&held| held > 1), "seed 23 deals no pair to rate once");
        assert_eq!(on_cards, kinds, "the hand's cards are rated {on_cards} times for {kinds} kinds: {hand:?}");
        return;
    }
    panic!("no hint arrived");
}

#[test]
fn once_the_humans_are_down_the_computers_duel_on_fast_until_the_next_duel() {
    let mut app = duel_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer], 8);
    let (mut fast_frames, mut stood_again) = (0, false);
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        if phase(&app) == Some(TablePhase::Choosing) {
            // A reloader is an easy target.
            pick_with(&mut app, |legal| *legal.iter().find(|action| action.reloads()).unwrap_or(&legal[0]));
        }
        let human_down = !app.world().resource::<Shown>().view.players[0].alive;
        let over = app.world().resource::<DuelMatch>().is_over();
        let pace = app.world().resource::<Time<Virtual>>().relative_speed();
        assert_eq!(pace, if human_down && !over { FAST_FORWARD } else { 1.0 }, "down: {human_down}, over: {over}");
        if human_down {
            fast_frames += usize::from(!over);
        } else {
            stood_again |= fast_frames > 0;
        }
    }
    assert_eq!(screen(&app), Screen::Results, "the match did not end");
    assert!(fast_frames > 0, "the human never fell");
    assert!(stood_again, "the next duel dealt the human back in at the normal pace");
    assert_eq!(app.world().resource::<Time<Virtual>>().relative_speed(), 1.0, "the results come at the normal pace");
}

#[test]
fn a_table_of_computers_only_is_never_hurried() {
    let mut app = duel_app(&[SeatKind::Computer, SeatKind::Computer, SeatKind::Computer], 3);
    for _ in 0..3_000 {
        app.update();
        assert_eq!(app.world().resource::<Time<Virtual>>().relative_speed(), 1.0);
    }
    assert!(app.world().resource::<DuelMatch>().decisions() > 0, "the computers played");
}

/// A Duel of a human and two computers played from the keys, at the human's first pick.
fn keyboard_duel_at_the_human_s_pick(seed: u64) -> App {
    let mut app = duel_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer], seed);
    app.insert_resource(ButtonInput::<KeyCode>::default());
    for _ in 0..FRAME_LIMIT {
        app.update();
        if phase(&app) == Some(TablePhase::Choosing) && app.world().resource::<Picks>().active.is_some() {
            break;
        }
    }
    app
}

/// From the keys alone: a gun held up aims at once at the first rival standing and sends
/// the focus to that rival's plate (not down the button column), so pressing the plate
/// the focus is on locks the pick in, and one further along aims there instead.
#[test]
fn a_gun_picked_from_the_keys_aims_at_a_rival_whose_plate_takes_the_focus() {
    use saloon::app::tables::duel::HeldUp;
    use saloon::app::tables::shell::SpotToFocus;
    let mut app = keyboard_duel_at_the_human_s_pick(31);
    assert!(app.world().resource::<Picks>().legal.iter().any(|action| matches!(action, DuelAction::Fire { .. })));
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::Digit1);
    app.update();
    let held = app.world().resource::<HeldUp>();
    assert_eq!(held.target, Some(1), "the Pistol aims at the first rival at once");
    let asked = app.world().resource::<SpotToFocus>().0;
    assert!(asked.is_some(), "the focus is sent to that rival's plate");
    {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(KeyCode::Digit1);
        keys.clear();
    }
    // The focus moved on to the next rival, whose plate is pressed: the aim follows.
    app.world_mut().write_message(DuelRequest::Target(2));
    app.update();
    assert_eq!(app.world().resource::<HeldUp>().target, Some(2));
    assert_eq!(app.world().resource::<Picks>().decided[0], None, "aiming elsewhere locks nothing in");
    // Pressed again, the rival aimed at locks the pick in.
    app.world_mut().write_message(DuelRequest::Target(2));
    app.update();
    // Locked in: waiting for the computers, or already played with theirs.
    let waiting = app.world().resource::<Picks>().decided[0];
    let played = app.world().resource::<DuelMatch>().record().steps.last().and_then(|step| match step {
        saloon::record::Step::Moves(moves) => moves.iter().find(|(seat, _)| *seat == 0).map(|(_, action)| *action),
        saloon::record::Step::Chance(_) => None,
    });
    let locked_in = waiting.or(played);
    assert!(
        locked_in.is_some_and(|action| matches!(action, DuelAction::Fire { target: 2, .. })),
        "the Pistol at seat 2 is locked in: {locked_in:?}"
    );
}

/// The focus walking the rivals' plates aims a gun held up and locks nothing in; once a
/// Barricade is held, a plate pressed aims nothing, and Enter locks in what is held.
#[test]
fn enter_locks_in_the_card_held_whatever_the_focus_pressed() {
    use saloon::app::tables::duel::HeldUp;
    let mut app = keyboard_duel_at_the_human_s_pick(31);
    let legal = app.world().resource::<Picks>().legal.clone();
    assert!(legal.contains(&DuelAction::Barricade) && legal.iter().any(|pick| matches!(pick, DuelAction::Fire { .. })));
    tap(&mut app, KeyCode::Digit1);
    assert_eq!(app.world().resource::<HeldUp>().target, Some(1), "the Pistol aims at the first rival");
    for _ in 0..2 {
        app.world_mut().write_message(DuelRequest::Aim(2));
        app.update();
        assert_eq!(app.world().resource::<HeldUp>().target, Some(2), "the focus on seat 2's plate aims there");
        assert_eq!(app.world().resource::<Picks>().decided[0], None, "the focus coming to a plate locks nothing in");
    }
    tap(&mut app, KeyCode::KeyB);
    app.world_mut().write_message(DuelRequest::Target(1));
    app.update();
    assert_eq!(app.world().resource::<HeldUp>().target, None, "a Barricade aims at nobody");
    assert_eq!(app.world().resource::<Picks>().decided[0], None);
    tap(&mut app, KeyCode::Enter);
    let played = app.world().resource::<DuelMatch>().record().steps.iter().rev().find_map(|step| match step {
        saloon::record::Step::Moves(moves) => moves.iter().find(|(seat, _)| *seat == 0).map(|(_, action)| *action),
        saloon::record::Step::Chance(_) => None,
    });
    let locked_in = app.world().resource::<Picks>().decided[0].or(played);
    assert_eq!(locked_in, Some(DuelAction::Barricade), "Enter locks in the Barricade held");
}

/// Only a card a pick may play now is offered, on the buttons and in the prompt: one used
/// up is not.
#[test]
fn a_card_that_cannot_be_played_is_offered_nowhere() {
    use saloon::app::tables::shell::{Column, PromptLine};
    use saloon::rules::duel::DuelCard;
    let mut app = duel_app(&[SeatKind::Human, SeatKind::Computer, SeatKind::Computer], 8);
    let (mut checked, mut held_back) = (0, 0);
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        let turn = app.world().resource::<Picks>();
        if phase(&app) != Some(TablePhase::Choosing) || turn.active.is_none() {
            continue;
        }
        let playable: Vec<DuelCard> =
            DuelCard::ALL.into_iter().filter(|&card| turn.legal.iter().any(|pick| pick.card() == Some(card))).collect();
        app.update();
        let buttons: Vec<DuelCard> = (app.world().resource::<Column<Duel>>().0.iter())
            .filter_map(|button| if let DuelRequest::Card(card) = button.press { Some(card) } else { None })
            .collect();
        assert_eq!(buttons.iter().rev().copied().collect::<Vec<_>>(), playable, "the buttons offer other cards");
        let world = app.world_mut();
        let prompt = world.query_filtered::<&Text2d, With<PromptLine>>().single(world).expect("a prompt").0.clone();
        for (index, card) in DuelCard::ALL.into_iter().enumerate() {
            let key = format!("[{}]", index + 1);
            assert_eq!(prompt.contains(&key), playable.contains(&card), "{card:?} in the prompt {prompt:?}");
        }
        checked += 1;
        held_back += usize::from(playable.len() < DuelCard::ALL.len());
        pick_something(&mut app);
    }
    assert!(checked > 5, "only {checked} picks were checked");
    assert!(held_back > 0, "no card was ever held back from the {checked} picks");
}
