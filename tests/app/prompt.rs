//! The prompt line the shell writes under every table: what the human at the screen is
//! asked, with the way to answer from the device in hand, and, while others decide, who
//! is awaited.

use std::time::Duration;

use bevy::prelude::*;
use saloon::app::glyphs::InputDevice;
use saloon::app::tables::shell::{Decide, PromptLine, Reveal, Shown, TableGame, TableMatch, Turn};
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{LoadedRules, TablePhase};
use saloon::games::SeatKind;

use super::support::{headless_table, phase};

/// Frames a table may take to come to what the test waits for.
const FRAMES: usize = 3_000;

fn prompt(app: &mut App) -> String {
    let world = app.world_mut();
    let mut lines = world.query_filtered::<&Text2d, With<PromptLine>>();
    let words: Vec<String> = lines.iter(world).map(|text| text.0.clone()).collect();
    assert_eq!(words.len(), 1, "one prompt line at the table");
    words[0].clone()
}

fn choosing<G: TableGame>(app: &App) -> bool {
    phase(app) == Some(TablePhase::Choosing) && app.world().resource::<Turn<G>>().active.is_some()
}

/// At `G`'s usual table: the human's first ask names the keys, then the gamepad's button;
/// once they have decided and a computer has not, the prompt names who is awaited, or,
/// where the human sits out, says the computers play on faster.
fn prompts_at<G: TableGame>() {
    let seats = LoadedRules::load(None).usual_seats(G::GAME);
    let mut table = vec![SeatKind::Computer; seats];
    table[0] = SeatKind::Human;
    let mut app = headless_table(G::GAME, &table, 5, Duration::from_millis(100));
    let title = G::GAME.title();
    let mut frames = 0;
    while !choosing::<G>(&app) {
        app.update();
        frames += 1;
        assert!(frames < FRAMES, "{title}: the human is never asked");
    }
    app.update();
    let keys = prompt(&mut app);
    assert!(!keys.is_empty(), "{title}: the human is asked nothing");
    app.insert_resource(InputDevice::Gamepad);
    app.update();
    let pad = prompt(&mut app);
    assert_ne!(pad, keys, "{title}: the prompt does not follow the device");
    assert!(pad.contains("[A]"), "{title}: the gamepad's prompt names no button: {pad}");
    let mut awaited = None;
    for _ in 0..FRAMES {
        if choosing::<G>(&app) {
            let legal = app.world().resource::<Turn<G>>().legal.clone();
            app.world_mut().write_message(Decide::<G>(legal[legal.len() - 1]));
        }
        app.update();
        if phase(&app) != Some(TablePhase::Waiting) || app.world().resource::<TableMatch<G>>().is_over() {
            continue;
        }
        let words = prompt(&mut app);
        if G::sits_out(&app.world().resource::<Shown<G>>().view, 0) {
            assert!(words.starts_with("Only computers are playing"), "{title}: sitting out, the prompt says {words:?}");
        } else {
            awaited = Some(words);
            break;
        }
    }
    let awaited = awaited.unwrap_or_else(|| panic!("{title}: the table never waits for a computer"));
    assert!(awaited.starts_with("Waiting for "), "{title}: waiting for a computer, the prompt says {awaited:?}");
}

#[test]
fn every_table_s_prompt_asks_its_human_by_the_device_in_hand_and_names_who_is_awaited() {
    struct Prompts;
    impl EachTable for Prompts {
        fn visit<G: TableGame>(&mut self) {
            prompts_at::<G>();
        }
    }
    each_table(&mut Prompts);
}

/// Where players pass one screen round, the ask names the player whose it is, once the
/// cover is lifted.
fn hot_seat_prompt_names_its_player<G: TableGame>() {
    let seats = LoadedRules::load(None).usual_seats(G::GAME);
    let mut app = headless_table(G::GAME, &vec![SeatKind::Human; seats], 7, Duration::from_millis(100));
    let title = G::GAME.title();
    let mut asked = 0;
    for _ in 0..FRAMES {
        app.update();
        match phase(&app) {
            Some(TablePhase::Handoff) => {
                app.world_mut().write_message(Reveal);
            }
            Some(TablePhase::Choosing) if choosing::<G>(&app) => {
                app.update();
                let Some(seat) = app.world().resource::<Turn<G>>().active else { continue };
                let name = app.world().resource::<TableMatch<G>>().names()[seat].clone();
                let words = prompt(&mut app);
                assert!(words.starts_with(&format!("{name}: ")), "{title}: seat {seat}'s ask names nobody: {words:?}");
                asked += 1;
                if asked == seats {
                    return;
                }
                let legal = app.world().resource::<Turn<G>>().legal.clone();
                app.world_mut().write_message(Decide::<G>(legal[legal.len() - 1]));
            }
            _ => {}
        }
    }
    panic!("{title}: only {asked} players were asked");
}

#[test]
fn every_hot_seat_table_s_prompt_names_the_player_at_the_screen() {
    struct Named;
    impl EachTable for Named {
        fn visit<G: TableGame>(&mut self) {
            hot_seat_prompt_names_its_player::<G>();
        }
    }
    each_table(&mut Named);
}

/// A language chosen in the settings over a table, its play standing still, is the table's
/// at once: its words are not left in the old language until play goes on.
#[test]
fn a_language_chosen_over_the_table_changes_its_words_at_once() {
    use saloon::app::{Overlay, Settings};
    use saloon::games::Registered;
    use saloon::text::Language;
    type G = saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
    let mut app = headless_table(G::GAME, &[SeatKind::Human, SeatKind::Computer], 5, Duration::from_millis(100));
    let mut frames = 0;
    while !choosing::<G>(&app) {
        app.update();
        frames += 1;
        assert!(frames < FRAMES, "the human is never asked");
    }
    app.update();
    let english = prompt(&mut app);
    app.world_mut().resource_mut::<NextState<Overlay>>().set(Overlay::Settings);
    app.update();
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Greek);
    app.update();
    app.update();
    let over_the_table = prompt(&mut app);
    assert_ne!(over_the_table, english, "the prompt stays in English under the settings");
    app.world_mut().resource_mut::<NextState<Overlay>>().set(Overlay::None);
    app.update();
    app.update();
    assert_eq!(prompt(&mut app), over_the_table, "the prompt changed again once play went on");
    app.world_mut().resource_mut::<Settings>().language = Some(Language::English);
    app.update();
}
