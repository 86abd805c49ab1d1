//! The game driven headless: MinimalPlugins, requests in, the world checked.
#![cfg(feature = "gui")]

mod chance_table;
mod duel;
mod fit;
mod gamepad;
mod joined;
mod lesson;
mod memory;
#[path = "../common/pig.rs"]
mod pig;
mod privacy;
mod prompt;
mod records;
mod saves;
mod screens;
mod showcase;
mod soak;
mod spots;
mod support;
mod three_card_loo;

use saloon::games::Registered;
use support::{phase, screen, tap};

use std::time::Duration;

use bevy::prelude::*;
use saloon::app::captions::Cover;
use saloon::app::tables::loot_shoot_whiskey::{Building, CardSide, ChoiceRequest, HandCardSprite};
use saloon::app::tables::shell::{AtSeat, Reveal, SeatsRound, TableMatch, Turn};
use saloon::app::{Screen, TablePhase};
use saloon::games::SeatKind;
use saloon::rules::Game;
use saloon::rules::loot_shoot_whiskey::{HandCard, LootShootWhiskey};

type Match = TableMatch<LootShootWhiskey>;
type Commitments = Turn<LootShootWhiskey>;

/// Frames before a test gives up; a match takes a few hundred at 100 ms a frame.
const FRAME_LIMIT: usize = 20_000;

fn table_app(seats: [SeatKind; 2], seed: u64) -> App {
    support::headless_table(LootShootWhiskey::GAME, &seats, seed, Duration::from_millis(100))
}

/// The first legal pair for the human at the screen, as the requests a player would send.
fn choose_first_legal(app: &mut App) {
    let turn = app.world().resource::<Commitments>();
    turn.active.expect("someone is choosing");
    let commit = turn.legal[turn.legal.len() / 2];
    app.world_mut().write_message(ChoiceRequest::Pick(commit.first));
    app.world_mut().write_message(ChoiceRequest::Pick(commit.second));
    app.world_mut().write_message(ChoiceRequest::Confirm);
}

/// Whether any secret card of `seat` (in hand, or chosen but not yet revealed) shows its
/// face: by its own flag or by a visible face.
fn any_face_visible(app: &mut App, seat: usize) -> bool {
    let world = app.world_mut();
    let mut cards = world.query::<(&HandCardSprite, &Children)>();
    let mut sides = world.query::<(&CardSide, &Visibility)>();
    let cards: Vec<_> = cards
        .iter(world)
        .filter(|(sprite, _)| sprite.seat == seat && !sprite.revealed)
        .map(|(sprite, children)| (*sprite, children.to_vec()))
        .collect();
    cards.iter().any(|(sprite, children)| {
        sprite.face_up
            || children.iter().any(|&child| {
                sides
                    .get(world, child)
                    .is_ok_and(|(side, visibility)| *side == CardSide::Face && *visibility != Visibility::Hidden)
            })
    })
}

fn cover_visible(app: &mut App) -> bool {
    let world = app.world_mut();
    let mut covers = world.query_filtered::<&Visibility, (With<Cover>, Without<Text2d>)>();
    covers.iter(world).any(|visibility| *visibility != Visibility::Hidden)
}

#[test]
fn a_human_against_the_computer_plays_to_the_results_screen() {
    let mut app = table_app([SeatKind::Human, SeatKind::Computer], 11);
    let mut choices = 0;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        assert!(!any_face_visible(&mut app, 1), "the computer's hand is never face up to the human");
        if phase(&app) == Some(TablePhase::Choosing) && app.world().resource::<Commitments>().active.is_some() {
            choose_first_legal(&mut app);
            choices += 1;
        }
    }
    assert_eq!(screen(&app), Screen::Results, "the match did not reach the results screen");
    let the_match = app.world().resource::<Match>();
    assert!(the_match.is_over());
    assert_eq!(the_match.decisions(), choices, "every human choice became one step of the record");
    assert!(choices >= 2);
}

/// The table is turned to `seat`: it sits at the front, and every piece laid at a seat's
/// place lies where the turned table puts it.
fn assert_turned_to(app: &mut App, seat: usize) {
    let round = *app.world().resource::<SeatsRound>();
    assert_eq!(round.place(seat), 0, "the table turns to seat {seat}, at the screen");
    let world = app.world_mut();
    let mut pieces = world.query::<(&AtSeat, &Transform)>();
    for (piece, transform) in pieces.iter(world) {
        assert_eq!(transform.translation.truncate(), piece.at(round), "a piece left where the table was");
    }
}

#[test]
fn two_humans_pass_the_screen_behind_a_cover_and_never_see_each_others_cards() {
    let mut app = table_app([SeatKind::Human, SeatKind::Human], 12);
    let mut covers_seen = 0;
    let mut last_phase = None;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        let now = phase(&app);
        match now {
            Some(TablePhase::Handoff) => {
                assert!(cover_visible(&mut app), "a hand-off always shows the cover");
                for seat in 0..2 {
                    assert!(!any_face_visible(&mut app, seat), "no hand shows under the cover (seat {seat})");
                }
                if last_phase != now {
                    covers_seen += 1;
                }
                app.world_mut().write_message(Reveal);
            }
            Some(TablePhase::Choosing) => {
                assert!(!cover_visible(&mut app));
                match app.world().resource::<Commitments>().active {
                    Some(seat) => {
                        assert!(!any_face_visible(&mut app, 1 - seat), "seat {seat} sees a card of seat {}", 1 - seat);
                        assert_turned_to(&mut app, seat);
                        choose_first_legal(&mut app);
                    }
                    // Just locked in: the screen belongs to nobody until the cover is up.
                    None => (0..2).for_each(|seat| assert!(!any_face_visible(&mut app, seat))),
                }
            }
            _ => {
                for seat in 0..2 {
                    assert!(!any_face_visible(&mut app, seat), "between turns no hand shows (seat {seat})");
                }
            }
        }
        last_phase = now;
    }
    assert_eq!(screen(&app), Screen::Results);
    let steps = app.world().resource::<Match>().decisions();
    assert_eq!(covers_seen, 2 * steps, "a cover before each human's secret choice");
}

#[test]
fn an_unplayable_card_is_not_placed() {
    let mut app = table_app([SeatKind::Human, SeatKind::Computer], 13);
    for _ in 0..FRAME_LIMIT {
        app.update();
        if phase(&app) == Some(TablePhase::Choosing) {
            break;
        }
    }
    let hand_loot = app.world().resource::<Match>().true_state().view(0).players[0].hand.0[0];
    assert_eq!(hand_loot, 2);
    for _ in 0..3 {
        app.world_mut().write_message(ChoiceRequest::Pick(HandCard::Loot));
    }
    app.update();
    let building = app.world().resource::<Building>().0[0];
    assert_eq!(building, [Some(HandCard::Loot); 2], "two Loot cards, no third");
    app.world_mut().write_message(ChoiceRequest::TakeBack(0));
    app.update();
    assert_eq!(app.world().resource::<Building>().0[0][0], None);
    // Dropping a card on a slot replaces what lay there.
    app.world_mut().write_message(ChoiceRequest::Place { card: HandCard::Whiskey, offset: 1 });
    app.world_mut().write_message(ChoiceRequest::Place { card: HandCard::Shoot, offset: 0 });
    app.update();
    assert_eq!(app.world().resource::<Building>().0[0], [Some(HandCard::Shoot), Some(HandCard::Whiskey)]);
}

/// The game run where its window cannot open: it exits at once with what it said.
fn without_a_window(environment: &[(&str, &str)], removed: &[&str]) -> (bool, String) {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_saloon"));
    command.args(["--language", "en", "--screenshot", "/nonexistent/never.png", "--frames", "1"]);
    for name in removed {
        command.env_remove(name);
    }
    command.envs(environment.iter().copied());
    let output = command.output().expect("the game starts");
    (output.status.success(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// A machine whose Vulkan loader finds no driver (as a fresh one without Mesa's) is told
/// so in words, with the package to install, and the game exits failing, without a panic.
/// No display is needed: the driver is asked for before the window opens.
#[test]
fn no_vulkan_driver_is_told_with_the_package_to_install() {
    let nowhere = "/nonexistent/saloon-no-driver.json";
    let (opened, said) = without_a_window(
        &[("DISPLAY", ":99"), ("VK_DRIVER_FILES", nowhere), ("VK_ICD_FILENAMES", nowhere)],
        &["WAYLAND_DISPLAY"],
    );
    assert!(!opened, "the game went on without a driver:\n{said}");
    assert!(said.contains("no Vulkan driver answered"), "{said}");
    assert!(said.contains("sudo apt install mesa-vulkan-drivers"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}

/// Without a display to open a window on, the game says so and names what works headless.
#[test]
fn no_display_is_told_in_words() {
    let (opened, said) = without_a_window(&[], &["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]);
    assert!(!opened, "{said}");
    assert!(said.contains("there is no display here"), "{said}");
    assert!(!said.contains("panicked"), "{said}");
}

/// Renders a real table under a virtual X server with Mesa's software Vulkan and checks
/// the picture is a picture. `.ci/test` runs it (`--include-ignored`), having installed
/// what it needs.
#[test]
#[ignore = "needs xvfb-run and mesa-vulkan-drivers; .ci/test runs it"]
fn the_table_renders_under_xvfb() {
    let dir = std::env::temp_dir().join(format!("saloon-smoke-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("table.png");
    let output = std::process::Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1600x900x24"])
        .arg(env!("CARGO_BIN_EXE_saloon"))
        .args(["play", "loot-shoot-whiskey", "--seats", "ai,ai", "--seed", "7", "--frames", "120", "--screenshot"])
        .arg(&path)
        .output()
        .expect("xvfb-run starts");
    assert!(output.status.success(), "the game failed:\n{}", String::from_utf8_lossy(&output.stderr));
    let decoder =
        png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).expect("a screenshot was written")));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert!(info.width >= 1000 && info.height >= 600, "{}×{}", info.width, info.height);
    let channels = info.color_type.samples();
    let mut counts = std::collections::HashMap::new();
    for pixel in pixels[..info.buffer_size()].chunks(channels) {
        *counts.entry(pixel[..3].to_vec()).or_insert(0usize) += 1;
    }
    let total = (info.width * info.height) as usize;
    let commonest = counts.values().max().copied().unwrap_or(0);
    assert!(counts.len() > 50, "only {} colours: not a real picture", counts.len());
    assert!(commonest < total * 9 / 10, "one colour covers {commonest} of {total} pixels");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_keyboard_places_takes_back_and_locks_in_cards() {
    let mut app = table_app([SeatKind::Human, SeatKind::Computer], 14);
    app.insert_resource(ButtonInput::<KeyCode>::default());
    for _ in 0..FRAME_LIMIT {
        app.update();
        if phase(&app) == Some(TablePhase::Choosing) && app.world().resource::<Commitments>().active.is_some() {
            break;
        }
    }
    let building = |app: &App| app.world().resource::<Building>().0[0];
    tap(&mut app, KeyCode::Digit3);
    tap(&mut app, KeyCode::KeyS);
    assert_eq!(building(&app), [Some(HandCard::Whiskey), Some(HandCard::Shoot)]);
    tap(&mut app, KeyCode::Backspace);
    assert_eq!(building(&app), [Some(HandCard::Whiskey), None]);
    tap(&mut app, KeyCode::KeyW);
    assert_eq!(building(&app), [Some(HandCard::Whiskey), Some(HandCard::Whiskey)]);
    tap(&mut app, KeyCode::Enter);
    assert_eq!(
        app.world().resource::<Commitments>().decided[0],
        Some(saloon::rules::loot_shoot_whiskey::Commit::new(HandCard::Whiskey, HandCard::Whiskey))
    );
}

#[test]
fn the_coach_rates_every_pair_the_player_could_lock_in() {
    use saloon::app::coach::Coach;
    let mut app = table_app([SeatKind::Human, SeatKind::Computer], 12);
    let mut asked = None;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if asked.is_none() && phase(&app) == Some(TablePhase::Choosing) {
            let seat = app.world().resource::<Commitments>().active.expect("the human has the screen");
            asked = Some((seat, app.world().resource::<Match>().decisions()));
            app.world_mut().write_message(ChoiceRequest::Hint);
        }
        let Some((seat, step)) = asked else { continue };
        let Some(hint) = app.world().resource::<Coach<LootShootWhiskey>>().hint(seat, step).map(<[_]>::to_vec) else {
            continue;
        };
        let mut legal = Vec::new();
        app.world().resource::<Match>().true_state().legal_actions(seat, &mut legal);
        assert_eq!(hint.len(), legal.len(), "every pair is rated: {hint:?}");
        assert!(hint.windows(2).all(|pair| pair[0].weight >= pair[1].weight), "most favoured first");
        return;
    }
    panic!("no hint arrived");
}
