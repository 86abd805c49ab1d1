//! Match records at the table: a finished match is kept and watched again step by step
//! with every hidden card told, a decision is taken back, and a report holds the match.

use saloon::games::Registered;
use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use saloon::app::session::Viewer;
use saloon::app::tables::shell::{Chosen, GameOptions as _};
use saloon::app::tables::shell::{
    Decide, Replay, ReplayControl, ReplaysDir, ReportProblem, ReportsDir, Reveal, SaveFile, TableMatch, TakeBack,
    TakeBackOffered, Turn, WatchReplay,
};
use saloon::app::tables::three_card_loo::LooOptions;
use saloon::app::{LoadedRules, Screen, Settings, TablePhase, TableSetup};
use saloon::games::GameId;
use saloon::games::SeatKind;
use saloon::record::RecordOf;
use saloon::report::ProblemReport;
use saloon::rules::Game;
use saloon::rules::desperados::{Desperados, DesperadosAction};
use saloon::rules::three_card_loo::ThreeCardLoo;
use saloon::save::SavedMatch;

use super::support::{assert_only_the_chooser_s_secrets_show, english, headless_table, phase, screen};

const FRAME_LIMIT: usize = 60_000;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("saloon-records-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A table of `game` keeping its files under `dir`, at four times the speed.
fn table(game: GameId, seats: &[SeatKind], seed: u64, dir: &Path) -> App {
    let mut app = headless_table(game, seats, seed, Duration::from_millis(150));
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() })
        .insert_resource(SaveFile(dir.join("match_in_progress.ron")))
        .insert_resource(ReplaysDir(dir.join("replays")))
        .insert_resource(ReportsDir(dir.join("reports")));
    app
}

/// The active human's action that `pick` chooses among the legal ones, if a human is choosing.
fn decide<G: Game>(app: &mut App, pick: impl Fn(&[G::Action]) -> G::Action) -> Option<G::Action> {
    let turn = app.world().resource::<Turn<G>>();
    if phase(app) != Some(TablePhase::Choosing) || turn.active.is_none() || turn.legal.is_empty() {
        return None;
    }
    let action = pick(&turn.legal);
    app.world_mut().write_message(Decide::<G>(action));
    Some(action)
}

fn record_of<G: Game>(app: &App) -> RecordOf<G> {
    app.world().resource::<TableMatch<G>>().record().clone()
}

#[test]
fn a_finished_match_is_kept_and_watched_again_to_its_end_with_every_hidden_card_told() {
    let dir = scratch("kept");
    let seats = [SeatKind::Human, SeatKind::Computer, SeatKind::Computer];
    let mut app = table(ThreeCardLoo::GAME, &seats, 21, &dir);
    let rules = app.world().resource::<LoadedRules>().get::<ThreeCardLoo>().clone();
    app.insert_resource(Chosen::<ThreeCardLoo>(LooOptions { rounds: 1, ..LooOptions::of(&rules) }));
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        decide::<ThreeCardLoo>(&mut app, |legal| legal[legal.len() / 2]);
    }
    assert_eq!(screen(&app), Screen::Results);
    let played = record_of::<ThreeCardLoo>(&app);
    let kept = saloon::replays::kept_files(&dir.join("replays")).unwrap();
    assert_eq!(kept.len(), 1, "the finished match is kept");
    let (saved, _) = SavedMatch::<ThreeCardLoo>::read(&kept[0]).unwrap();
    assert_eq!(saved.record, played);
    drop(app);

    let mut app = table(ThreeCardLoo::GAME, &seats, 99, &dir);
    app.insert_resource(WatchReplay(kept[0].clone()));
    app.update();
    let chosen = app.world().resource::<Chosen<ThreeCardLoo>>();
    assert_eq!(chosen.0.rounds, 1, "the setup says the match's options");
    assert_eq!(app.world().resource::<TableSetup>().seats, seats, "and its seats");
    let names = app.world().resource::<TableMatch<ThreeCardLoo>>().names().to_vec();
    let replay = app.world().resource::<Replay<ThreeCardLoo>>();
    assert!(
        replay.hidden.iter().any(|line| english(line, &names).starts_with("Calamity Kate: ")),
        "every hand is told: {:?}",
        replay.hidden
    );
    assert!(replay.hidden.iter().any(|line| english(line, &names).starts_with("The miss: ")), "{:?}", replay.hidden);
    for _ in 0..FRAME_LIMIT {
        app.update();
        assert_eq!(screen(&app), Screen::Table, "a replay stays at the table");
        if phase(&app) == Some(TablePhase::Over) {
            break;
        }
        assert_ne!(*app.world().resource::<Viewer>(), Viewer::Nobody, "a replay hides nothing");
    }
    assert_eq!(phase(&app), Some(TablePhase::Over), "the replay reaches the end");
    assert_eq!(record_of::<ThreeCardLoo>(&app), played, "the replay is the match, step for step");

    app.world_mut().write_message(ReplayControl::Back);
    for _ in 0..5 {
        app.update();
    }
    let back = app.world().resource::<TableMatch<ThreeCardLoo>>();
    assert_eq!(back.decisions(), played.decisions() - 1, "a step back undoes the last decision shown");
    assert!(!app.world().resource::<Replay<ThreeCardLoo>>().playing, "stepping back pauses");
    app.world_mut().write_message(ReplayControl::Forward);
    for _ in 0..FRAME_LIMIT {
        app.update();
        if phase(&app) == Some(TablePhase::Over) {
            break;
        }
    }
    assert_eq!(record_of::<ThreeCardLoo>(&app), played, "a step forward plays it again");
    std::fs::remove_dir_all(&dir).ok();
}

/// Where nothing can be taken back, the button is greyed with the reason, and the key
/// says it beside the button rather than doing nothing in silence.
#[test]
fn a_take_back_the_rules_refuse_says_why() {
    use saloon::app::tables::shell::TakeBackRefused;
    use saloon::record::NoTakeBack;
    use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
    let dir = scratch("no-take-back");
    let mut app = table(LootShootWhiskey::GAME, &[SeatKind::Human, SeatKind::Computer], 3, &dir);
    let offered = |app: &mut App| {
        for _ in 0..FRAME_LIMIT {
            app.update();
            let offer = *app.world().resource::<TakeBackOffered>();
            if offer != TakeBackOffered::No {
                return offer;
            }
        }
        panic!("the human is never asked");
    };
    assert_eq!(offered(&mut app), TakeBackOffered::Refused(NoTakeBack::NothingYet));
    let before = record_of::<LootShootWhiskey>(&app);
    app.world_mut().write_message(TakeBack);
    app.update();
    let said = app.world().get_resource::<TakeBackRefused>().map(|refused| refused.why);
    assert_eq!(said, Some(NoTakeBack::NothingYet), "the key says nothing");
    assert_eq!(record_of::<LootShootWhiskey>(&app), before, "a refused take-back changes the match");
    // Both chose at once: a pair the other player has seen stands.
    decide::<LootShootWhiskey>(&mut app, |legal| legal[0]).expect("the human chooses");
    while *app.world().resource::<TakeBackOffered>() != TakeBackOffered::No {
        app.update();
    }
    let next = offered(&mut app);
    assert!(
        matches!(next, TakeBackOffered::Refused(NoTakeBack::Together | NoTakeBack::ChanceSince)),
        "after a pair both players chose: {next:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_decision_is_taken_back_at_the_table_and_a_report_holds_the_match() {
    let dir = scratch("take-back");
    let mut app = table(Desperados::GAME, &[SeatKind::Human, SeatKind::Computer], 5, &dir);
    let mut taken_back = None;
    for _ in 0..FRAME_LIMIT {
        app.update();
        if *app.world().resource::<TakeBackOffered>() == TakeBackOffered::Yes {
            let before = record_of::<Desperados>(&app);
            app.world_mut().write_message(TakeBack);
            taken_back = Some(before);
            break;
        }
        let prefer_acting = |legal: &[DesperadosAction]| {
            if legal.contains(&DesperadosAction::Act) { DesperadosAction::Act } else { legal[0] }
        };
        decide::<Desperados>(&mut app, prefer_acting);
    }
    let before = taken_back.expect("the human was offered to take back acting");
    for _ in 0..200 {
        app.update();
        let reopened = record_of::<Desperados>(&app).steps.len() < before.steps.len();
        if reopened
            && phase(&app) == Some(TablePhase::Choosing)
            && app.world().resource::<Turn<Desperados>>().active.is_some()
        {
            break;
        }
    }
    let after = record_of::<Desperados>(&app);
    assert_eq!(after.steps, before.steps[..before.steps.len() - 1], "exactly the last decision went");
    let turn = app.world().resource::<Turn<Desperados>>();
    assert_eq!(turn.active, Some(0), "the human decides it again");
    assert!(turn.legal.contains(&DesperadosAction::Act));
    let saved = std::fs::read_to_string(SaveFile(dir.join("match_in_progress.ron")).of(Desperados::GAME)).unwrap();
    assert_eq!(SavedMatch::<Desperados>::from_ron("save", &saved).unwrap().0.record, after, "the save forgets it too");

    app.world_mut().write_message(ReportProblem);
    app.update();
    let reports: Vec<_> = std::fs::read_dir(dir.join("reports")).unwrap().flatten().map(|entry| entry.path()).collect();
    assert_eq!(reports.len(), 1);
    let report: ProblemReport<Desperados> = ron::from_str(&std::fs::read_to_string(&reports[0]).unwrap()).unwrap();
    assert_eq!(report.the_match.record, after, "the report holds the match as it stands");
    assert!(report.log.iter().any(|line| line.contains("take back")), "{:?}", report.log);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_take_back_between_two_humans_goes_behind_the_cover_and_shows_no_secret() {
    let dir = scratch("hot-seat");
    let mut app = table(Desperados::GAME, &[SeatKind::Human, SeatKind::Human], 7, &dir);
    // The record's length when the take-back was asked; the table has opened again once
    // the record is shorter.
    let (mut asked_at, mut covered_after) = (None, false);
    for _ in 0..FRAME_LIMIT {
        app.update();
        assert_only_the_chooser_s_secrets_show::<Desperados>(&mut app, "Desperados between two humans");
        let now = phase(&app);
        let active = app.world().resource::<Turn<Desperados>>().active;
        let reopened = asked_at.is_some_and(|steps| record_of::<Desperados>(&app).steps.len() < steps);
        match (now, active) {
            (Some(TablePhase::Handoff), _) => {
                covered_after |= reopened;
                app.world_mut().write_message(Reveal);
            }
            (Some(TablePhase::Choosing), Some(_)) if reopened => {
                assert!(covered_after, "the table opened again behind the cover");
                break;
            }
            (Some(TablePhase::Choosing), Some(_)) if asked_at.is_some() => {}
            (Some(TablePhase::Choosing), Some(_))
                if *app.world().resource::<TakeBackOffered>() == TakeBackOffered::Yes =>
            {
                app.world_mut().write_message(TakeBack);
                asked_at = Some(record_of::<Desperados>(&app).steps.len());
            }
            (Some(TablePhase::Choosing), Some(_)) => {
                let prefer_acting = |legal: &[DesperadosAction]| {
                    if legal.contains(&DesperadosAction::Act) { DesperadosAction::Act } else { legal[0] }
                };
                decide::<Desperados>(&mut app, prefer_acting);
            }
            _ => {}
        }
    }
    assert!(asked_at.is_some() && covered_after, "a decision was taken back ({asked_at:?}) behind the cover");
    std::fs::remove_dir_all(&dir).ok();
}
