//! The screens walked as a player walks them, for every game: the title, the setup with
//! each option and variant, the table, the results, a rematch and back; the showcase and
//! a normal match after it; *Continue* after each game's save; a save that cannot be
//! read; rules files with unusual seat ranges. Each press is the choice message the
//! screen's button sends.

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use saloon::ai::BotKind;
use saloon::app::screens::{PauseChoice, ResultsChoice, SetupChoice, TitleChoice};
use saloon::app::tables::shell::{
    ChangeOption, Chosen, Decide, GameOptions, ListedOptions, OptionValue, ReplaysDir, SaveFile, SavedMatchOnDisk,
    TableGame, TableInWords, TableMatch, TableMode, Turn,
};
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{AppPlugin, LoadedRules, Overlay, Screen, Settings, TablePhase, TableSetup};
use saloon::games::{Registered, SeatKind};

use super::support::{english, phase, screen};

/// Frames a whole match of computers may take at the fastest speed.
const MATCH_FRAMES: usize = 60_000;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("saloon-screens-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The game headless on its title screen, saving and keeping matches in `dir`, under
/// `rules`.
fn title_app(rules: LoadedRules, dir: &Path) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(150)))
        .insert_resource(rules)
        .insert_resource(SaveFile(dir.join("match_in_progress.ron")))
        .insert_resource(ReplaysDir(dir.join("replays")))
        .add_plugins(AppPlugin)
        .insert_resource(Settings {
            speed: *Settings::SPEED_RANGE.end(),
            language: Some(saloon::text::Language::English),
            ..Settings::default()
        });
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    app
}

/// Sends a screen's choice, as its button would, and lets the screen act on it.
fn press<M: Message>(app: &mut App, choice: M) {
    app.world_mut().write_message(choice);
    app.update();
    app.update();
}

/// `Esc` at the table, then *Quit to the title*.
fn quit_to_the_title(app: &mut App) {
    app.world_mut().resource_mut::<NextState<Overlay>>().set(Overlay::Paused);
    app.update();
    press(app, PauseChoice::Quit);
}

fn listed(app: &App) -> Vec<saloon::app::tables::shell::SetupOption> {
    app.world().resource::<ListedOptions>().0.clone()
}

/// Every option the setup lists set to each of its values, each seen to take; a toggle
/// or a choice is left on its last value (so the table plays a variant), a count where
/// it was. Returns how many values were set.
fn walk_every_option(app: &mut App) -> usize {
    let mut set = 0;
    let keys: Vec<String> = listed(app).into_iter().map(|option| option.key).collect();
    for key in keys {
        let Some(option) = listed(app).into_iter().find(|option| option.key == key) else { continue };
        let first = option.current();
        for value in option.values() {
            press(app, ChangeOption { key: key.clone(), value });
            set += 1;
            let now = listed(app).into_iter().find(|option| option.key == key).expect("the option stays listed");
            assert_eq!(now.current(), value, "{key} set to {value}: {now:?}");
        }
        if matches!(option.value, OptionValue::Count { .. }) {
            press(app, ChangeOption { key: key.clone(), value: first });
        }
    }
    set
}

/// The human at the screen takes their middle legal action, as a player's request would.
fn decide<G: TableGame>(app: &mut App) {
    let turn = app.world().resource::<Turn<G>>();
    if phase(app) == Some(TablePhase::Choosing)
        && turn.active.is_some()
        && let Some(&action) = turn.legal.get(turn.legal.len() / 2)
    {
        app.world_mut().write_message(Decide::<G>(action));
    }
}

/// Plays on, the humans deciding, until `done` or the results screen.
fn play_until<G: TableGame>(app: &mut App, done: impl Fn(&App) -> bool) {
    for _ in 0..MATCH_FRAMES {
        if done(app) || screen(app) == Screen::Results {
            return;
        }
        app.update();
        decide::<G>(app);
    }
    panic!("{}: the match neither ended nor got there", G::GAME.title());
}

fn rules_text<G: Registered>(rules: &G::Rules) -> String {
    ron::to_string(rules).unwrap()
}

/// Title → setup (players, seats, difficulty, every option) → deal → the results → a
/// rematch → the pause menu → the title, for every game.
#[test]
fn every_game_is_set_up_dealt_played_to_the_results_rematched_and_left() {
    struct Walk;
    impl EachTable for Walk {
        fn visit<G: TableGame>(&mut self) {
            let dir = scratch(&format!("walk-{}", G::ID));
            let mut app = title_app(LoadedRules::load(None), &dir);
            let name = G::GAME.title();
            press(&mut app, TitleChoice::SetUp(G::GAME));
            assert_eq!(screen(&app), Screen::Setup, "{name}");
            let sizes = app.world().resource::<LoadedRules>().seats(G::GAME);
            for seats in sizes.clone().rev() {
                press(&mut app, SetupChoice::Players(seats));
                assert_eq!(app.world().resource::<TableSetup>().seats.len(), seats, "{name}");
            }
            let set = walk_every_option(&mut app);
            let options = app.world().get_resource::<Chosen<G>>().map(|chosen| chosen.0.clone());
            assert_eq!(set > 0, options.is_some(), "{name}: options set, options chosen");
            press(&mut app, SetupChoice::Seat(0, SeatKind::Computer));
            press(&mut app, SetupChoice::Difficulty(BotKind::Easy));
            assert!(app.world().resource::<TableSetup>().seats.iter().all(|&seat| seat == SeatKind::Computer));
            press(&mut app, SetupChoice::Deal(Some(7)));
            assert_eq!(screen(&app), Screen::Table, "{name}");
            let seats = *sizes.start();
            {
                let the_match = app.world().resource::<TableMatch<G>>();
                assert_eq!((the_match.seats().len(), the_match.seed()), (seats, 7), "{name}");
                let file_rules = app.world().resource::<LoadedRules>().get::<G>();
                let options = options.clone().unwrap_or_else(|| G::Options::of(file_rules));
                let played = rules_text::<G>(the_match.rules());
                assert_eq!(
                    played,
                    rules_text::<G>(&options.apply(file_rules, seats)),
                    "{name}: the options are played"
                );
                let in_words = app.world().resource::<TableInWords>();
                assert_eq!(in_words.0, options.in_words(), "{name}: the rules window says the table's options");
            }
            play_until::<G>(&mut app, |_| false);
            assert_eq!(screen(&app), Screen::Results, "{name}");
            let first = app.world().resource::<TableMatch<G>>().record().clone();
            press(&mut app, ResultsChoice::Rematch);
            assert_eq!(screen(&app), Screen::Table, "{name}: a rematch deals again");
            let rematch = app.world().resource::<TableMatch<G>>();
            assert_eq!(rematch.seats().len(), seats, "{name}: the rematch keeps the table");
            assert_ne!(rematch.record(), &first, "{name}: on a new shuffle");
            quit_to_the_title(&mut app);
            assert_eq!(screen(&app), Screen::Title, "{name}");
            let save = SaveFile(dir.join("match_in_progress.ron")).of(G::GAME);
            assert!(!save.exists(), "{name}: a table of computers is never saved");
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }
    each_table(&mut Walk);
}

/// A match played after the showcase plays the full rules and is saved and kept: the
/// showcase is over once the title is back.
#[test]
fn after_the_showcase_a_match_of_the_same_game_is_a_full_one_saved_and_kept() {
    let dir = scratch("after-showcase");
    let mut app = title_app(LoadedRules::load(None), &dir);
    press(&mut app, TitleChoice::Showcase);
    assert_eq!(screen(&app), Screen::Table);
    assert_eq!(*app.world().resource::<State<TableMode>>().get(), TableMode::Showcase);
    let game = app.world().resource::<TableSetup>().game;
    for _ in 0..40 {
        app.update();
    }
    quit_to_the_title(&mut app);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(*app.world().resource::<State<TableMode>>().get(), TableMode::Match, "the showcase is over");
    press(&mut app, TitleChoice::SetUp(game));
    assert_eq!(app.world().resource::<TableSetup>().seats[0], SeatKind::Human);
    press(&mut app, SetupChoice::Deal(Some(3)));
    assert_eq!(screen(&app), Screen::Table);
    struct FullMatch<'a>(&'a mut App, &'a Path);
    impl EachTable for FullMatch<'_> {
        fn visit<G: TableGame>(&mut self) {
            let FullMatch(app, dir) = self;
            if app.world().resource::<TableSetup>().game != G::GAME {
                return;
            }
            let full = rules_text::<G>(app.world().resource::<LoadedRules>().get::<G>());
            assert_eq!(rules_text::<G>(app.world().resource::<TableMatch<G>>().rules()), full, "the full rules");
            let save = SaveFile(dir.join("match_in_progress.ron")).of(G::GAME);
            play_until::<G>(app, |app| app.world().resource::<TableMatch<G>>().decisions() >= 1 && save.exists());
            assert!(save.exists(), "the match is saved as it is played");
            play_until::<G>(app, |_| false);
            for _ in 0..3 {
                app.update();
            }
            let kept = saloon::replays::kept_files(&dir.join("replays")).unwrap();
            assert_eq!(kept.len(), 1, "the finished match is kept");
        }
    }
    each_table(&mut FullMatch(&mut app, &dir));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Plays a few decisions of a human against the computer, leaves for the title, and
/// continues: the match picked up is the one left, every step of it.
fn continues<G: TableGame>(app: &mut App) {
    let name = G::GAME.title();
    press(app, SetupChoice::Deal(Some(11)));
    play_until::<G>(app, |app| app.world().resource::<TableMatch<G>>().decisions() >= 3);
    let (left, rules) = {
        let the_match = app.world().resource::<TableMatch<G>>();
        (the_match.record().clone(), rules_text::<G>(the_match.rules()))
    };
    quit_to_the_title(app);
    assert_eq!(screen(app), Screen::Title, "{name}");
    let saved = app.world().resource::<SavedMatchOnDisk>().clone();
    assert_eq!(saved.ready.first().map(|header| header.game), Some(G::GAME), "{name}: Continue is offered: {saved:?}");
    press(app, TitleChoice::Continue(G::GAME));
    assert_eq!(screen(app), Screen::Table, "{name}");
    let the_match = app.world().resource::<TableMatch<G>>();
    assert_eq!(the_match.record(), &left, "{name}: the match as it was left");
    assert_eq!(rules_text::<G>(the_match.rules()), rules, "{name}: under its own rules");
    assert_eq!(the_match.seats()[0], SeatKind::Human, "{name}");
}

#[test]
fn continue_picks_up_each_game_s_match_where_it_was_left() {
    struct Continue;
    impl EachTable for Continue {
        fn visit<G: TableGame>(&mut self) {
            let dir = scratch(&format!("continue-{}", G::ID));
            let mut app = title_app(LoadedRules::load(None), &dir);
            press(&mut app, TitleChoice::SetUp(G::GAME));
            continues::<G>(&mut app);
            std::fs::remove_dir_all(&dir).unwrap();
        }
    }
    each_table(&mut Continue);
}

/// A Duel left halfway, then a Loo dealt and left halfway: both are offered, the Loo
/// first, and the Duel is picked up as it was, not replaced by the Loo.
#[test]
fn a_new_match_of_another_game_keeps_the_unfinished_one() {
    use saloon::rules::duel::Duel;
    use saloon::rules::three_card_loo::ThreeCardLoo;
    let dir = scratch("two-games");
    let mut app = title_app(LoadedRules::load(None), &dir);
    press(&mut app, TitleChoice::SetUp(Duel::GAME));
    press(&mut app, SetupChoice::Deal(Some(11)));
    play_until::<Duel>(&mut app, |app| app.world().resource::<TableMatch<Duel>>().decisions() >= 2);
    let duel_left = app.world().resource::<TableMatch<Duel>>().record().clone();
    quit_to_the_title(&mut app);
    press(&mut app, TitleChoice::SetUp(ThreeCardLoo::GAME));
    press(&mut app, SetupChoice::Deal(Some(12)));
    play_until::<ThreeCardLoo>(&mut app, |app| app.world().resource::<TableMatch<ThreeCardLoo>>().decisions() >= 2);
    quit_to_the_title(&mut app);
    let offered: Vec<_> = app.world().resource::<SavedMatchOnDisk>().ready.iter().map(|header| header.game).collect();
    assert_eq!(offered, [ThreeCardLoo::GAME, Duel::GAME], "both are offered, the latest first");
    press(&mut app, TitleChoice::Continue(Duel::GAME));
    assert_eq!(screen(&app), Screen::Table);
    assert_eq!(app.world().resource::<TableMatch<Duel>>().record(), &duel_left, "the Duel as it was left");
    quit_to_the_title(&mut app);
    assert_eq!(app.world().resource::<SavedMatchOnDisk>().ready.len(), 2, "neither is lost");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The Polish edition's $60 at the tables it can be dealt at: the match is played,
/// saved and continued; four gangs are not offered it.
#[test]
fn a_desperados_match_at_sixty_dollars_is_saved_and_continued() {
    use saloon::rules::desperados::Desperados;
    let dir = scratch("sixty");
    let mut app = title_app(LoadedRules::load(None), &dir);
    press(&mut app, TitleChoice::SetUp(Desperados::GAME));
    let money = |app: &App| listed(app).into_iter().find(|option| option.key == "starting-money").unwrap();
    press(&mut app, SetupChoice::Players(4));
    assert_eq!(money(&app).values().count(), 1, "four gangs are offered the rules file's money only");
    press(&mut app, SetupChoice::Players(3));
    let OptionValue::Choice { choices, .. } = money(&app).value else { panic!("a choice") };
    let sixty = choices
        .iter()
        .position(|choice| english(choice, &[]).starts_with("$60"))
        .expect("three gangs may start at $60");
    press(&mut app, ChangeOption { key: "starting-money".into(), value: sixty as u16 });
    continues::<Desperados>(&mut app);
    assert_eq!(app.world().resource::<TableMatch<Desperados>>().rules().starting_money, 60);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A truncated save: the title offers no *Continue*, says the file could not be read, at
/// which line and column, and where it now lies; a new match is not saved over it.
#[test]
fn a_save_that_cannot_be_read_is_set_aside_and_the_title_says_so() {
    let dir = scratch("unreadable");
    let save = dir.join("match_in_progress.ron");
    std::fs::write(&save, "(version: 1, game: Duel, seats: [Human, Computer], difficulty: Med").unwrap();
    let mut app = title_app(LoadedRules::load(None), &dir);
    let on_disk = app.world().resource::<SavedMatchOnDisk>().clone();
    assert!(on_disk.ready.is_empty(), "nothing to continue");
    let unreadable = on_disk.unreadable.expect("the player is told");
    let words = english(&unreadable.in_words(), &[]);
    assert!(words.contains("match_in_progress.ron, line 1, column "), "the file and its place: {words}");
    let kept = unreadable.kept_as.expect("the file is set aside");
    assert!(words.contains(&kept.display().to_string()), "where it went: {words}");
    assert!(!save.exists());
    let text = std::fs::read_to_string(&kept).unwrap();
    assert!(text.ends_with("difficulty: Med"), "the file is kept as it was");
    press(&mut app, TitleChoice::Dismiss);
    assert_eq!(app.world().resource::<SavedMatchOnDisk>().unreadable, None);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Writes a rules folder holding `duel.ron` with these table sizes.
fn duel_rules_seating(dir: &Path, min_players: u8, max_players: u8) -> LoadedRules {
    let text = saloon::config::embedded_text("duel.ron").unwrap();
    let text = text
        .replace("min_players: 2,", &format!("min_players: {min_players},"))
        .replace("max_players: 6,", &format!("max_players: {max_players},"));
    std::fs::write(dir.join("duel.ron"), text).unwrap();
    let rules = LoadedRules::load(Some(dir));
    assert!(rules.errors.is_empty(), "a valid rules file: {:?}", rules.errors);
    assert_eq!(rules.seats(saloon::rules::duel::Duel::GAME), usize::from(min_players)..=usize::from(max_players));
    rules
}

/// Duel from three seats, and Duel at exactly three: the setup and the deal bring the
/// usual table of two inside the range, the setup screen without a slider too.
#[test]
fn a_rules_file_that_leaves_out_the_usual_table_still_deals() {
    use saloon::rules::duel::Duel;
    for (fewest, most) in [(3, 6), (3, 3)] {
        let dir = scratch(&format!("seats-{fewest}-{most}"));
        let mut app = title_app(duel_rules_seating(&dir, fewest, most), &dir);
        press(&mut app, TitleChoice::SetUp(Duel::GAME));
        assert_eq!(app.world().resource::<TableSetup>().seats.len(), 3);
        press(&mut app, SetupChoice::Deal(Some(5)));
        assert_eq!(screen(&app), Screen::Table);
        assert_eq!(app.world().resource::<TableMatch<Duel>>().seats().len(), 3, "{fewest} to {most}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
    // A table dealt straight away (as `saloon play duel` does) from a setup made before.
    let dir = scratch("seats-straight");
    let rules = duel_rules_seating(&dir, 3, 6);
    let mut app = title_app(rules, &dir);
    app.insert_resource(TableSetup { game: Duel::GAME, ..TableSetup::default() });
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    app.update();
    assert_eq!(app.world().resource::<TableMatch<Duel>>().seats().len(), 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A Desperados match made under a rules file of six gangs, its gangs the fifth and
/// sixth, renamed, is continued where the rules in force have four gangs of other names:
/// the table shows the match's gangs.
#[test]
fn a_desperados_match_is_drawn_with_its_own_rules() {
    use saloon::record::RecordOf;
    use saloon::rules::desperados::{Desperados, DesperadosRules, GangChoice};
    use saloon::save::SavedMatch;
    let dir = scratch("own-rules");
    let mut rules: DesperadosRules = saloon::config::embedded();
    let (first, second) = (rules.gangs[0].clone(), rules.gangs[1].clone());
    rules.gangs.push(saloon::rules::desperados::GangSpec { name: "The Daltons".into(), ..first });
    rules.gangs.push(saloon::rules::desperados::GangSpec { name: "The Younger Gang".into(), ..second });
    rules.gang_choice = GangChoice::Chosen(vec![4, 5, 0, 1]);
    let record = RecordOf::<Desperados>::new(<Desperados as saloon::rules::Game>::ID, 2, 9);
    let saved = SavedMatch::<Desperados>::new(&[SeatKind::Human, SeatKind::Computer], BotKind::Easy, &rules, &record);
    saved.write(&dir.join("match_in_progress.ron")).unwrap();
    let mut app = title_app(LoadedRules::load(None), &dir);
    let on_disk = app.world().resource::<SavedMatchOnDisk>();
    assert_eq!(on_disk.ready.len(), 1, "the save reads: {:?}", on_disk.unreadable);
    assert!(
        SaveFile(dir.join("match_in_progress.ron")).of(Desperados::GAME).exists(),
        "the save moves to its game's file"
    );
    press(&mut app, TitleChoice::Continue(Desperados::GAME));
    assert_eq!(screen(&app), Screen::Table);
    for _ in 0..5 {
        app.update();
    }
    let world = app.world_mut();
    let words: Vec<String> = world.query::<&Text2d>().iter(world).map(|text| text.0.clone()).collect();
    for gang in ["The Daltons", "The Younger Gang"] {
        assert!(words.iter().any(|words| words.contains(gang)), "{gang} is on the table: {words:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
