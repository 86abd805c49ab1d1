//! Saved matches: what is written reads back to the same match, and anything else is
//! refused with its reason.

use saloon::ai::BotKind;
use saloon::ai::SeatKnowledge;
use saloon::ai::config::AiConfig;
use saloon::games::SeatKind;
use saloon::record::{RecordOf, Step, recorded_step};
use saloon::replays;
use saloon::report::ProblemReport;
use saloon::rules::desperados::{Desperados, DesperadosRules, GangChoice};
use saloon::rules::duel::{Duel, DuelRules, Variant};
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use saloon::rules::three_card_loo::ThreeCardLoo;
use saloon::rules::{Game, Seat};
use saloon::save::{SAVE_VERSION, SavedMatch};

/// `decisions` steps of a match of `G` between heuristic bots, as a record.
pub(crate) fn part_of_a_match<G: saloon::ai::Heuristic>(
    rules: &G::Rules,
    seats: usize,
    decisions: usize,
) -> (G, RecordOf<G>) {
    let mut state = G::new(rules, seats, 11, &mut Vec::new()).unwrap();
    let mut record = RecordOf::<G>::new(G::ID, seats, 11);
    let mut bots: Vec<_> =
        (0..seats).map(|seat| BotKind::Heuristic.build::<G>(seat as u64, &AiConfig::built_in())).collect();
    let (mut events, mut moves) = (Vec::new(), Vec::new());
    while record.decisions() < decisions && !state.is_over() {
        let choose = |state: &G, seat: Seat| bots[seat].choose(SeatKnowledge::new(state, seat));
        recorded_step(&mut state, &mut record, &mut events, &mut moves, choose).unwrap();
    }
    (state, record)
}

#[test]
fn a_saved_match_reads_back_to_the_same_table() {
    let rules = saloon::config::embedded();
    let (state, record) = part_of_a_match::<ThreeCardLoo>(&rules, 4, 25);
    let seats = [SeatKind::Human, SeatKind::Computer, SeatKind::Computer, SeatKind::Computer];
    let saved = SavedMatch::<ThreeCardLoo>::new(&seats, BotKind::Hard, &rules, &record);
    let (read, replayed) = SavedMatch::<ThreeCardLoo>::from_ron("save.ron", &saved.to_ron()).unwrap();
    assert_eq!(read, saved);
    for seat in 0..4 {
        assert_eq!(replayed.view(seat), state.view(seat), "seat {seat} sees the table it left");
    }
}

#[test]
fn the_table_variants_are_saved_with_the_match() {
    let rules = DuelRules { variant: Variant::Sphinx, ..saloon::config::embedded() };
    let (state, record) = part_of_a_match::<Duel>(&rules, 3, 12);
    let saved = SavedMatch::<Duel>::new(&[SeatKind::Human; 3], BotKind::Easy, &rules, &record);
    let (read, replayed) = SavedMatch::<Duel>::from_ron("save.ron", &saved.to_ron()).unwrap();
    assert_eq!(read.rules.variant, Variant::Sphinx);
    assert_eq!(replayed.view(0), state.view(0));
}

#[test]
fn a_dice_match_reads_back_with_its_rolls_and_its_chosen_gangs() {
    let rules = DesperadosRules { gang_choice: GangChoice::Chosen(vec![2, 0, 3, 1]), ..saloon::config::embedded() };
    let (state, record) = part_of_a_match::<Desperados>(&rules, 3, 40);
    assert!(record.steps.iter().any(|step| matches!(step, Step::Chance(_))), "the rolls are in the record");
    let saved = SavedMatch::<Desperados>::new(&[SeatKind::Human; 3], BotKind::Hard, &rules, &record);
    let (read, replayed) = SavedMatch::<Desperados>::from_ron("save.ron", &saved.to_ron()).unwrap();
    assert_eq!(read.rules.gang_choice, GangChoice::Chosen(vec![2, 0, 3, 1]));
    for seat in 0..3 {
        assert_eq!(replayed.view(seat), state.view(seat), "seat {seat} sees the table it left");
    }
}

#[test]
fn other_games_other_formats_and_broken_files_are_refused_with_the_reason() {
    let rules = saloon::config::embedded();
    let (_, record) = part_of_a_match::<LootShootWhiskey>(&rules, 2, 3);
    let saved = SavedMatch::<LootShootWhiskey>::new(&[SeatKind::Human; 2], BotKind::Medium, &rules, &record);
    let text = saved.to_ron();

    let other_game = SavedMatch::<Duel>::from_ron("save.ron", &text).unwrap_err().to_string();
    assert!(other_game.contains("a match of Loot Shoot Whiskey"), "{other_game}");

    let newer = text.replacen(&format!("version: {SAVE_VERSION}"), "version: 99", 1);
    let newer = SavedMatch::<LootShootWhiskey>::from_ron("save.ron", &newer).unwrap_err().to_string();
    assert!(newer.contains("format 99"), "{newer}");

    let broken = SavedMatch::<LootShootWhiskey>::from_ron("save.ron", &text[..text.len() / 2]).unwrap_err().to_string();
    assert!(broken.starts_with("save.ron:") && broken.contains("expected a saved match"), "{broken}");

    // A step no seat of the table could take.
    let mut forged = saved.clone();
    let Step::Moves(moves) = &record.steps[0] else { unreachable!("Loot Shoot Whiskey has no chance steps") };
    forged.record.steps.push(Step::Moves(vec![(5, moves[0].1)]));
    let forged = SavedMatch::<LootShootWhiskey>::from_ron("save.ron", &forged.to_ron()).unwrap_err().to_string();
    assert!(forged.contains("does not replay"), "{forged}");
}

#[test]
fn finished_matches_are_kept_newest_last_up_to_the_number_asked() {
    let dir = std::env::temp_dir().join(format!("saloon-replays-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let rules = saloon::config::embedded();
    let at = |seconds| std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
    for seconds in [1_000, 3_000, 2_000, 4_000] {
        let (state, record) = part_of_a_match::<LootShootWhiskey>(&rules, 2, usize::MAX);
        assert!(state.is_over());
        let saved =
            SavedMatch::<LootShootWhiskey>::new(&[SeatKind::Human, SeatKind::Computer], BotKind::Easy, &rules, &record);
        let name = replays::file_name(LootShootWhiskey::ID, seconds, at(seconds));
        replays::keep_finished(&dir, &name, &saved, 3).unwrap().expect("matches are kept");
    }
    let kept = replays::kept_files(&dir).unwrap();
    let names: Vec<_> = kept.iter().map(|path| path.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(
        names,
        [
            "000000002000-loot-shoot-whiskey-2000.ron",
            "000000003000-loot-shoot-whiskey-3000.ron",
            "000000004000-loot-shoot-whiskey-4000.ron"
        ]
    );

    let listed = replays::describe(&kept[0]).unwrap();
    let line = &listed.description;
    let english =
        saloon::text::Catalog::get().format(saloon::text::Language::English, line.id(), line.args(), &listed.names);
    assert!(english.starts_with("1970-01-01 00:33 · Loot Shoot Whiskey: 2 seats, "), "{english}");
    assert!(english.ends_with("won by you") || english.ends_with("won by Calamity Kate"), "{english}");

    std::fs::write(&kept[1], "(version: 1, game: Duel,").unwrap();
    let refused = replays::describe(&kept[1]).unwrap_err();
    assert!(refused.to_string().contains("3000-loot-shoot-whiskey-3000.ron:1:"), "{refused}");
    assert_eq!(
        replays::keep_finished(
            &dir,
            "never.ron",
            &SavedMatch::<LootShootWhiskey>::new(
                &[SeatKind::Human; 2],
                BotKind::Easy,
                &rules,
                &RecordOf::<LootShootWhiskey>::new("loot-shoot-whiskey", 2, 1)
            ),
            0
        )
        .unwrap(),
        None
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_problem_report_holds_the_match_its_log_and_the_problems_and_replays() {
    let dir = std::env::temp_dir().join(format!("saloon-report-{}", std::process::id()));
    let rules = saloon::config::embedded();
    let (state, record) = part_of_a_match::<Duel>(&rules, 3, 7);
    let saved = SavedMatch::<Duel>::new(&[SeatKind::Human; 3], BotKind::Easy, &rules, &record);
    let log = ["New match, seed 11.".to_owned(), "Kate fires.".to_owned()];
    let now = std::time::SystemTime::now();
    let report = ProblemReport::new(saved, &log, vec!["duel.ron:3:1: refused".to_owned()], now);
    let path = report.write_into(&dir, now).unwrap();
    assert!(path.file_name().unwrap().to_string_lossy().ends_with("-duel-11-report.ron"), "{path:?}");
    let read: ProblemReport<Duel> = ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!((read.log.as_slice(), read.problems.len()), (log.as_slice(), 1));
    let (replayed, _) = saloon::record::replay::<Duel>(&read.the_match.rules, &read.the_match.record).unwrap();
    assert_eq!(replayed.view(0), state.view(0), "the report replays to the table it was written at");
    std::fs::remove_dir_all(&dir).unwrap();
}
