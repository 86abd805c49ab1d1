//! `saloon check-rules DIR` exits non-zero on any bad file and says where.

use std::process::Command;

/// `saloon check-rules DIR` in `language`, whatever the machine's.
fn check_rules_in(language: &str, dir: &std::path::Path) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_saloon"));
    command.args(["--language", language, "check-rules"]).arg(dir).output().expect("the binary runs")
}

fn check_rules(dir: &std::path::Path) -> std::process::Output {
    check_rules_in("en", dir)
}

#[test]
fn the_shipped_folder_passes() {
    let output = check_rules(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config"));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn a_broken_folder_fails_with_the_place_of_each_error() {
    let dir = std::env::temp_dir().join(format!("saloon-check-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("loot_shoot_whiskey.ron"), "(\n  name: \"x\",\n  deck: [oops],\n)").unwrap();
    std::fs::write(dir.join("lot_shoot_whiskey.ron"), "()").unwrap();
    let output = check_rules(&dir);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(stderr.contains("loot_shoot_whiskey.ron:3:"), "{stderr}");
    assert!(stderr.contains("lot_shoot_whiskey.ron") && stderr.contains("no game reads this file"), "{stderr}");
    assert_eq!(stderr.lines().last(), Some("2 errors"), "{stderr}");
    let in_french = check_rules_in("fr", &dir);
    let stderr = String::from_utf8_lossy(&in_french.stderr);
    assert!(
        stderr.contains("lot_shoot_whiskey.ron") && stderr.contains("aucun jeu ne lit ce fichier\u{a0};"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().last(), Some("2 erreurs"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sim_json_reports_every_required_field() {
    let output = Command::new(env!("CARGO_BIN_EXE_saloon"))
        .args(["sim", "loot-shoot-whiskey", "--matches", "200", "--seed", "3", "--bots", "random,heuristic", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let report: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(report["matches"], 200);
    let wins: u64 = report["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert_eq!(wins + report["draws"].as_u64().unwrap(), 200, "every match is a win or a draw");
    assert_eq!(report["violations"], 0);
    assert!(report["matches_per_sec"].as_f64().unwrap() > 0.0);
}

/// `saloon games` lists every registered game with the table sizes its rules allow, a
/// rules folder's own where it has one: what the soak and frame-budget scripts go over.
#[test]
fn games_lists_every_game_with_its_table_sizes() {
    let games = |rules: Option<&std::path::Path>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_saloon"));
        if let Some(dir) = rules {
            command.arg("--rules").arg(dir);
        }
        let output = command.arg("games").output().unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).unwrap()
    };
    let listed = games(None);
    let ids: Vec<&str> = listed.lines().map(|line| line.split(' ').next().unwrap()).collect();
    assert_eq!(ids, saloon::games::all().iter().map(|game| game.id()).collect::<Vec<_>>());
    assert!(listed.lines().any(|line| line == "three-card-loo 3 16"), "{listed}");
    let dir = std::env::temp_dir().join(format!("saloon-games-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let duel = saloon::config::embedded_text("duel.ron").unwrap().replace("min_players: 2,", "min_players: 3,");
    std::fs::write(dir.join("duel.ron"), duel).unwrap();
    assert!(games(Some(&dir)).lines().any(|line| line == "duel 3 6"));
    std::fs::remove_dir_all(&dir).unwrap();
}
