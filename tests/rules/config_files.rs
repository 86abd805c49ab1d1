//! Rules files: the shipped ones are valid, and bad ones are refused with a place and a reason.

use saloon::config::{self, RulesFile, RulesSource};
use saloon::rules::loot_shoot_whiskey::LswRules;

fn default_text() -> &'static str {
    config::embedded_text(LswRules::FILE_NAME).unwrap()
}

#[test]
fn the_shipped_rules_are_valid() {
    let rules: LswRules = config::parse("loot_shoot_whiskey.ron", default_text()).unwrap();
    assert_eq!(rules.nuggets_to_win, 9);
    assert_eq!(rules.hits_to_win, 4);
    assert_eq!(rules.bottle_wins_to_win, 3);
    assert_eq!(rules.deck_cards().len(), 24);
    assert!(rules.rules_text.contains("Whiskey beats Shoot"));
}

#[test]
fn a_syntax_error_names_file_line_and_column() {
    let broken = default_text().replacen("hits_to_win: 4,", "hits_to_win: 4,,", 1);
    let errors = config::parse::<LswRules>("my.ron", &broken).unwrap_err();
    let line = broken.lines().position(|line| line.contains("hits_to_win: 4,,")).unwrap() + 1;
    assert_eq!(errors.len(), 1);
    assert_eq!((errors[0].file.as_str(), errors[0].line), ("my.ron", line), "{}", errors[0]);
    assert!(errors[0].column > 1);
}

#[test]
fn a_wrong_type_and_an_unknown_field_are_refused() {
    let wrong_type = default_text().replacen("hits_to_win: 4", "hits_to_win: \"four\"", 1);
    let error = &config::parse::<LswRules>("x.ron", &wrong_type).unwrap_err()[0];
    assert!(error.to_string().to_lowercase().contains("expected"), "{error}");
    let unknown = default_text().replacen("hits_to_win: 4,", "hits_to_win: 4,\n    hits_to_lose: 2,", 1);
    let error = &config::parse::<LswRules>("x.ron", &unknown).unwrap_err()[0];
    assert!(error.to_string().contains("hits_to_lose"), "{error}");
}

#[test]
fn impossible_values_point_at_their_field() {
    let zero = default_text().replacen("bottle_wins_to_win: 3", "bottle_wins_to_win: 0", 1);
    let errors = config::parse::<LswRules>("x.ron", &zero).unwrap_err();
    let line = zero.lines().position(|line| line.trim_start().starts_with("bottle_wins_to_win")).unwrap() + 1;
    assert_eq!(errors.len(), 1);
    assert_eq!((errors[0].line, errors[0].column), (line, 5), "{}", errors[0]);
    assert!(errors[0].to_string().contains("at least 1"));

    let tiny_deck = default_text().replacen("(card: Nuggets(1), count: 5)", "(card: Nuggets(1), count: 0)", 1);
    let small = tiny_deck.replacen("count: 5)", "count: 0)", 4).replacen("count: 3)", "count: 0)", 1).replacen(
        "(card: Nuggets(4), count: 1)",
        "(card: Nuggets(4), count: 0)",
        1,
    );
    let errors = config::parse::<LswRules>("x.ron", &small).unwrap_err();
    assert!(
        errors.iter().any(|error| error.to_string().contains("deck") && error.to_string().contains("fill the row")),
        "{errors:?}"
    );
}

#[test]
fn a_bad_file_on_disk_falls_back_to_the_defaults_and_says_why() {
    let dir = std::env::temp_dir().join(format!("saloon-bad-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(LswRules::FILE_NAME), "( name: 3 )").unwrap();
    let loaded = config::load::<LswRules>(Some(&dir));
    assert_eq!(loaded.source, RulesSource::Embedded);
    assert_eq!(loaded.rules, config::embedded::<LswRules>());
    assert_eq!(loaded.errors.len(), 1);
    assert!(loaded.errors[0].file.ends_with(LswRules::FILE_NAME));

    let good = default_text().replacen("nuggets_to_win: 9", "nuggets_to_win: 12", 1);
    std::fs::write(dir.join(LswRules::FILE_NAME), good).unwrap();
    let loaded = config::load::<LswRules>(Some(&dir));
    assert!(loaded.errors.is_empty());
    assert_eq!(loaded.rules.nuggets_to_win, 12);
    assert!(matches!(loaded.source, RulesSource::File(_)));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_shipped_duel_rules_are_valid_and_bad_ones_are_placed() {
    use saloon::rules::duel::DuelRules;
    let text = config::embedded_text(DuelRules::FILE_NAME).unwrap();
    let rules: DuelRules = config::parse("duel.ron", text).unwrap();
    assert_eq!((rules.min_players, rules.max_players, rules.dollars_to_win), (2, 6, 5));
    assert_eq!(rules.hand.pistols, 3);
    let too_many = text.replacen("max_players: 6", "max_players: 7", 1);
    let errors = config::parse::<DuelRules>("duel.ron", &too_many).unwrap_err();
    let line = too_many.lines().position(|line| line.contains("max_players: 7")).unwrap() + 1;
    assert_eq!((errors.len(), errors[0].line), (1, line), "{errors:?}");
    let no_guns = text.replacen("pistols: 3, rifles: 1", "pistols: 0, rifles: 0", 1);
    assert!(config::parse::<DuelRules>("duel.ron", &no_guns).unwrap_err()[0].to_string().contains("Pistol or Rifle"));
}

#[test]
fn the_shipped_loo_rules_are_valid_and_bad_ones_are_placed() {
    use saloon::rules::three_card_loo::{LooPayment, LooRules};
    let text = config::embedded_text(LooRules::FILE_NAME).unwrap();
    let rules: LooRules = config::parse("three_card_loo.ron", text).unwrap();
    assert_eq!((rules.min_players, rules.max_players, rules.ante, rules.loo), (3, 16, 3, LooPayment::Limited(3)));
    let too_many = text.replacen("max_players: 16", "max_players: 17", 1);
    let errors = config::parse::<LooRules>("three_card_loo.ron", &too_many).unwrap_err();
    let line = too_many.lines().position(|line| line.contains("max_players: 17")).unwrap() + 1;
    assert_eq!((errors.len(), errors[0].line), (1, line), "{errors:?}");
    assert!(errors[0].to_string().contains("one deck"), "{errors:?}");
    let unlimited = text.replacen("loo: Limited(3)", "loo: Unlimited(cap: 300)", 1);
    let rules: LooRules = config::parse("three_card_loo.ron", &unlimited).unwrap();
    assert_eq!(rules.loo, LooPayment::Unlimited { cap: 300 });
    let free_loo = text.replacen("loo: Limited(3)", "loo: Limited(0)", 1);
    assert!(
        config::parse::<LooRules>("three_card_loo.ron", &free_loo).unwrap_err()[0].to_string().contains("at least 1")
    );
}

#[test]
fn the_shipped_difficulties_are_valid_and_bad_ones_are_placed() {
    use saloon::ai::config::AiConfig;
    let text = config::embedded_text(AiConfig::FILE_NAME).unwrap();
    let difficulties: AiConfig = config::parse("ai.ron", text).unwrap();
    assert!(difficulties.easy.iterations < difficulties.medium.iterations);
    assert!(difficulties.medium.iterations < difficulties.hard.iterations);
    let idle = text.replacen("iterations: 10,", "iterations: 0,", 1);
    let errors = config::parse::<AiConfig>("ai.ron", &idle).unwrap_err();
    let line = idle.lines().position(|line| line.contains("easy: (")).unwrap() + 1;
    assert_eq!((errors.len(), errors[0].line), (1, line), "{errors:?}");
    assert!(errors[0].to_string().contains("iterations"), "{errors:?}");
    let backwards = text.replacen("temperature: 0.02,", "temperature: -1.0,", 1);
    let errors = config::parse::<AiConfig>("ai.ron", &backwards).unwrap_err();
    let line = backwards.lines().position(|line| line.contains("medium: (")).unwrap() + 1;
    assert_eq!((errors.len(), errors[0].line), (1, line), "{errors:?}");
    assert!(errors[0].to_string().contains("`medium`: expected temperature: at least 0 (found -1)"), "{errors:?}");
    assert_eq!(difficulties.hard.temperature, 0.0, "a difficulty without a temperature takes the favourite");

    use saloon::ai::algorithms::search::Opponents;
    let hard = &difficulties.hard;
    assert_eq!(hard.budget("three-card-loo").knowledge.opponents, Opponents::Heuristic, "Loo's own knowledge");
    assert_eq!(hard.budget("loot-shoot-whiskey").knowledge, hard.knowledge, "the difficulty's knowledge elsewhere");
    let unknown_game = text.replacen("ThreeCardLoo:", "Poker:", 1);
    let errors = config::parse::<AiConfig>("ai.ron", &unknown_game).unwrap_err();
    let line = unknown_game.lines().position(|line| line.contains("Poker:")).unwrap() + 1;
    assert_eq!(errors[0].line, line, "{errors:?}");
    assert!(errors[0].to_string().contains("Poker") && errors[0].to_string().contains("ThreeCardLoo"), "{errors:?}");
}

/// Each rules file's showcase profile is checked like the rest: a table it cannot seat or
/// a match of no length is refused at the profile's line; a file without one (written
/// before profiles existed) reads, with the built-in profile.
#[test]
fn showcase_profiles_are_checked_and_may_be_left_out() {
    use saloon::rules::TableRules;
    use saloon::rules::desperados::DesperadosRules;
    use saloon::rules::duel::DuelRules;
    use saloon::rules::three_card_loo::LooRules;
    let text = config::embedded_text(DuelRules::FILE_NAME).unwrap();
    let rules: DuelRules = config::parse("duel.ron", text).unwrap();
    let showcase = rules.showcase();
    assert_eq!((showcase.players, showcase.rules.dollars_to_win), (3, 2));
    assert_eq!(DuelRules { dollars_to_win: 5, ..showcase.rules.clone() }, rules, "only the match's length changes");
    let profile = "showcase: (players: 3, dollars_to_win: 2),";
    for bad in ["showcase: (players: 7, dollars_to_win: 2),", "showcase: (players: 3, dollars_to_win: 0),"] {
        let refused = text.replacen(profile, bad, 1);
        let errors = config::parse::<DuelRules>("duel.ron", &refused).unwrap_err();
        let line = refused.lines().position(|line| line.contains(bad)).unwrap() + 1;
        assert_eq!((errors.len(), errors[0].line), (1, line), "{bad}: {errors:?}");
    }
    let without = text.replacen(profile, "", 1);
    assert_eq!(config::parse::<DuelRules>("duel.ron", &without).unwrap(), rules);

    let text = config::embedded_text(LooRules::FILE_NAME).unwrap();
    let loo: LooRules = config::parse("three_card_loo.ron", text).unwrap();
    assert_eq!((loo.showcase().players, loo.showcase().rules.rounds), (5, 1));
    let refused = text.replacen("showcase: (players: 5, rounds: 1)", "showcase: (players: 2, rounds: 1)", 1);
    assert!(config::parse::<LooRules>("three_card_loo.ron", &refused).is_err(), "Loo seats 3 at least");

    let text = config::embedded_text(DesperadosRules::FILE_NAME).unwrap();
    let desperados: DesperadosRules = config::parse("desperados.ron", text).unwrap();
    let showcase = desperados.showcase();
    assert_eq!((showcase.players, showcase.rules.max_turns), (2, 24));
    let in_words = saloon::text::Catalog::get().format(
        saloon::text::Language::English,
        showcase.in_words.id(),
        showcase.in_words.args(),
        &[],
    );
    assert!(in_words.contains("24 turns"), "{in_words}");
}
