//! The guided first matches, played by their own prompts: each frame the test presses
//! what the lesson points at (as the player would, through the spot or the button that
//! makes that request) and reads on where words wait, until the results. It fails if a
//! step points at nothing the table lets a player press, or at a move the rules refuse,
//! or if a rule the lesson teaches is never met.

use std::time::Duration;

use bevy::prelude::*;
use saloon::ai::BotKind;
use saloon::app::tables::Tables;
use saloon::app::tables::shell::{
    Column, Decide, GuidedLesson, LessonControl, LessonInPlay, Pointed, Spots, TableGame, TableMatch, Turn,
};
use saloon::app::{Screen, Settings, TablePhase};
use saloon::games::{Registered, SeatKind};
use saloon::lesson::{LEARNER, Lesson};
use saloon::record::Step;
use saloon::rules::desperados::{Desperados, Dice, Face};
use saloon::rules::duel::Duel;
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use saloon::rules::three_card_loo::ThreeCardLoo;

use super::support::{headless_table, phase, screen};

const FRAME_LIMIT: usize = 20_000;

/// `G`'s lesson opened as the title's *Learn to play* opens it.
fn lesson_app<G: TableGame>() -> App {
    let mut app = headless_table(G::GAME, &[SeatKind::Human, SeatKind::Computer], 0, Duration::from_millis(100));
    app.insert_resource(Settings { speed: 4.0, ..app.world().resource::<Settings>().clone() });
    let start = app.world().resource::<Tables>().entry(G::GAME).and_then(|entry| entry.learn);
    let setup = start.expect("the game has a lesson")(app.world_mut());
    app.insert_resource(setup);
    app
}

/// What the lesson's next prompt is, done: reads the words that wait, or presses what
/// is pointed at. Whether there was a prompt.
fn follow_the_prompt<G: TableGame>(app: &mut App) -> bool {
    let now = phase(app).expect("a table phase");
    let Some(guide) = app.world().get_resource::<LessonInPlay<G>>() else { return false };
    assert_eq!(guide.refused_step, None, "a step asked for a move the rules did not allow");
    if guide.words_wait(now) {
        app.world_mut().write_message(LessonControl::Next);
        return true;
    }
    let Some(pointed) = app.world().resource::<Pointed<G::Request>>().0.clone() else { return false };
    let pressable =
        app.world().resource::<Spots<G::Request>>().0.iter().any(|spot| spot.press.as_ref() == Some(&pointed))
            || app.world().resource::<Column<G>>().0.iter().any(|button| button.enabled && button.press == pointed);
    assert!(pressable, "the lesson points at {pointed:?}, which nothing on the table makes");
    let turn = app.world().resource::<Turn<G>>();
    assert_eq!(turn.legal.len(), 1, "while a step asks for a move, the table allows that move only");
    app.world_mut().write_message(pointed);
    true
}

/// Plays `G`'s lesson by its prompts, then on freely, to the results.
fn play_the_lesson<G: TableGame>() {
    let mut app = lesson_app::<G>();
    let mut prompts = 0;
    let mut met = Default::default();
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        if let Some(guide) = app.world().get_resource::<LessonInPlay<G>>() {
            met = guide.met().clone();
        }
        if follow_the_prompt::<G>(&mut app) {
            prompts += 1;
            continue;
        }
        // Every step done: the learner plays on as they like.
        let free = app.world().get_resource::<LessonInPlay<G>>().is_none_or(|guide| guide.done());
        let turn = app.world().resource::<Turn<G>>();
        if free && phase(&app) == Some(TablePhase::Choosing) && turn.active == Some(LEARNER) {
            let first = turn.legal[0];
            app.world_mut().write_message(Decide::<G>(first));
        }
    }
    assert_eq!(screen(&app), Screen::Results, "{}: the lesson's match did not end", G::GAME.title());
    assert!(prompts > 0, "the lesson prompted nothing");
    let never: Vec<_> = G::lesson().expect("a lesson").topics.iter().filter(|topic| !met.contains(*topic)).collect();
    assert!(never.is_empty(), "{}: the lesson never met {never:?}", G::GAME.title());
    // The dice fell as the lesson arranged them: none it names is one the rules refuse.
    let chance = &G::lesson().expect("a lesson").lesson.chance;
    let record = &app.world().resource::<TableMatch<G>>().record().steps;
    let fell = record.iter().filter_map(|step| if let Step::Chance(outcome) = step { Some(*outcome) } else { None });
    assert_eq!(&fell.take(chance.len()).collect::<Vec<_>>(), chance, "the lesson's chance, as the table brought it");
    assert!(app.world().resource::<Settings>().learned.contains(G::GAME.id()), "a lesson played through is learned");
    assert!(!app.world().contains_resource::<LessonInPlay<G>>(), "the lesson ends with its match");
}

#[test]
fn the_loot_shoot_whiskey_lesson_plays_through_by_its_prompts() {
    play_the_lesson::<LootShootWhiskey>();
}

#[test]
fn the_duel_lesson_plays_through_by_its_prompts() {
    play_the_lesson::<Duel>();
}

#[test]
fn the_three_card_loo_lesson_plays_through_by_its_prompts() {
    play_the_lesson::<ThreeCardLoo>();
}

#[test]
fn the_desperados_lesson_plays_through_by_its_prompts() {
    play_the_lesson::<Desperados>();
}

/// The Loo lesson's table deals the lesson's cards: the learner's first hand is the one
/// its file lays out, and the match's rules carry its deals, so that a step taken back
/// deals them again.
#[test]
fn the_loo_lesson_deals_its_own_cards() {
    type G = ThreeCardLoo;
    let mut app = lesson_app::<G>();
    for _ in 0..FRAME_LIMIT {
        app.update();
        if app.world().contains_resource::<TableMatch<G>>() {
            break;
        }
    }
    let guided = G::lesson().expect("a lesson");
    let the_match = app.world().resource::<TableMatch<G>>();
    assert_eq!(the_match.rules().arranged_deals, guided.rules.arranged_deals);
    let first = &guided.rules.arranged_deals[0];
    assert_eq!(the_match.true_state().players()[LEARNER].hand, first.hands()[LEARNER]);
    assert_eq!(the_match.true_state().turn_up(), first.turn_up());
}

/// *Again* takes the last move back: the step that asked for it asks again, and the
/// match stands where it stood before it.
#[test]
fn again_makes_the_last_move_of_the_lesson_again() {
    type G = LootShootWhiskey;
    let mut app = lesson_app::<G>();
    let first_move_step = || G::lesson().expect("a lesson").lesson.step_of_move(0);
    let mut made_one = false;
    for _ in 0..FRAME_LIMIT {
        app.update();
        let guide = app.world().resource::<LessonInPlay<G>>();
        if guide.made() == 1 && phase(&app) == Some(TablePhase::Choosing) && !guide.words_wait(TablePhase::Choosing) {
            made_one = true;
            break;
        }
        follow_the_prompt::<G>(&mut app);
    }
    assert!(made_one, "the lesson's first move was made");
    let decisions = app.world().resource::<TableMatch<G>>().decisions();
    app.world_mut().write_message(LessonControl::Again);
    for _ in 0..3 {
        app.update();
    }
    let guide = app.world().resource::<LessonInPlay<G>>();
    assert_eq!(guide.made(), 0);
    assert_eq!(guide.current().map(|(index, _)| index), first_move_step(), "the first move's step asks again");
    assert_eq!(app.world().resource::<TableMatch<G>>().decisions(), decisions - 1);
    let met = guide.met();
    assert!(met.contains("learn-lsw-win-nuggets"), "what the words told stays told");
    assert!(
        !met.contains("learn-lsw-loot-beats-whiskey"),
        "the rules the move showed are noted again when it is made again"
    );
}

/// A lesson's dice are the table's first rolls: the match's own come after them.
#[test]
fn a_lesson_s_dice_are_the_table_s_first_rolls() {
    type G = Desperados;
    let seats = [SeatKind::Computer, SeatKind::Computer];
    let mut app = headless_table(G::GAME, &seats, 5, Duration::from_millis(100));
    let arranged = Dice([Face::Boss, Face::Knife, Face::Fist, Face::Bottle]);
    let lesson = Lesson {
        seed: 5,
        seats: 2,
        computer: BotKind::Easy,
        steps: Vec::new(),
        chance: vec![arranged],
        deals: Vec::new(),
    };
    let rules = saloon::config::embedded();
    let guided = GuidedLesson { lesson, rules, topics: &[], topics_of: |_| Vec::new(), numbers: Vec::new() };
    app.insert_resource(LessonInPlay::<G>::new(guided));
    let rolls = |app: &App| -> Vec<Dice> {
        let steps = &app.world().resource::<TableMatch<G>>().record().steps;
        steps.iter().filter_map(|step| if let Step::Chance(dice) = step { Some(*dice) } else { None }).collect()
    };
    for _ in 0..FRAME_LIMIT {
        app.update();
        if app.world().contains_resource::<TableMatch<G>>() && rolls(&app).len() >= 2 {
            break;
        }
    }
    let rolls = rolls(&app);
    assert!(rolls.len() >= 2, "the table rolled {} times", rolls.len());
    assert_eq!(rolls[0], arranged, "the first roll is the lesson's");
}
