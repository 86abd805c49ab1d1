//! A match in progress is saved after every step and picked up again as it was; a
//! finished match leaves no save; a save that cannot be read is reported, not played.

use saloon::games::Registered;
use std::time::Duration;

use bevy::prelude::*;
use saloon::app::tables::shell::{ResumeMatch, SaveFile, TableMatch, Turn};
use saloon::app::tables::three_card_loo::LooRequest;
use saloon::app::{LoadedRules, Screen, Settings, TablePhase};
use saloon::games::SeatKind;
use saloon::rules::Game;
use saloon::rules::three_card_loo::{LooAction, ThreeCardLoo};
use saloon::save::SavedMatch;

use super::support::{headless_table, phase, screen};

const FRAME_LIMIT: usize = 60_000;
type LooMatch = TableMatch<ThreeCardLoo>;

/// A Loo table of a human and three computers, saving to `file`.
fn saving_table(file: &std::path::Path, resume: bool) -> App {
    let seats = [SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer];
    let mut app = headless_table(ThreeCardLoo::GAME, &seats, 51, Duration::from_millis(150));
    app.insert_resource(Settings { speed: 4.0, ..Settings::default() }).insert_resource(SaveFile(file.to_path_buf()));
    if resume {
        app.insert_resource(ResumeMatch);
    }
    app
}

/// The human's middle legal action, as the request a player would make.
fn act(app: &mut App) {
    let turn = app.world().resource::<Turn<ThreeCardLoo>>();
    if phase(app) != Some(TablePhase::Choosing) || turn.active.is_none() {
        return;
    }
    let request = match turn.legal[turn.legal.len() / 2] {
        LooAction::Declare(declaration) => LooRequest::Declare(declaration),
        LooAction::Play(card) => LooRequest::Play(card),
    };
    app.world_mut().write_message(request);
}

fn scratch_file(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("saloon-saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.join("match_in_progress.ron")
}

#[test]
fn a_match_left_halfway_is_picked_up_where_it_was_and_its_save_goes_when_it_ends() {
    let file = scratch_file("resume");
    let save = SaveFile(file.clone()).of(ThreeCardLoo::GAME);
    let mut app = saving_table(&file, false);
    for _ in 0..FRAME_LIMIT {
        app.update();
        act(&mut app);
        if app.world().resource::<LooMatch>().decisions() >= 12 {
            break;
        }
    }
    let left = app.world().resource::<LooMatch>();
    let text = std::fs::read_to_string(&save).expect("the match in progress is saved");
    let (saved, _) = SavedMatch::<ThreeCardLoo>::from_ron("save", &text).unwrap();
    assert_eq!(&saved.record, left.record(), "the save holds every step so far");
    let views: Vec<_> = (0..4).map(|seat| left.true_state().view(seat)).collect();
    drop(app);

    // The window closed; a new one continues.
    let mut app = saving_table(&file, true);
    app.update();
    let resumed = app.world().resource::<LooMatch>();
    assert_eq!(resumed.record(), &saved.record);
    for (seat, view) in views.iter().enumerate() {
        assert_eq!(&resumed.true_state().view(seat), view, "seat {seat} finds the table as it left it");
    }
    assert!(app.world().get_resource::<ResumeMatch>().is_none(), "the next table deals a new match");
    for _ in 0..FRAME_LIMIT {
        app.update();
        if screen(&app) == Screen::Results {
            break;
        }
        act(&mut app);
    }
    assert_eq!(screen(&app), Screen::Results, "the resumed match plays to the end");
    assert!(app.world().resource::<LooMatch>().decisions() > saved.record.decisions());
    assert!(!save.exists(), "a finished match leaves no save");
    std::fs::remove_dir_all(file.parent().unwrap()).ok();
}

#[test]
fn a_save_that_cannot_be_read_is_reported_and_a_new_match_dealt() {
    let file = scratch_file("broken");
    let save = SaveFile(file.clone()).of(ThreeCardLoo::GAME);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&save, "(version: 1, game: ThreeCardLoo, seats: [Human], oops").unwrap();
    let mut app = saving_table(&file, true);
    app.update();
    let errors = &app.world().resource::<LoadedRules>().errors;
    assert!(
        errors.iter().any(|error| error.file == save.display().to_string()),
        "the broken save is named on screen: {errors:?}"
    );
    assert_eq!(app.world().resource::<LooMatch>().decisions(), 0, "a new match instead");
    std::fs::remove_dir_all(file.parent().unwrap()).ok();
}
