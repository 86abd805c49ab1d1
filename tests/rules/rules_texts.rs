//! The rules files' texts in every language the game speaks: the shipped files give each
//! one, and a file's translations are checked like its other fields.

use saloon::config::{self, RulesFile};
use saloon::rules::TableRules;
use saloon::rules::desperados::DesperadosRules;
use saloon::rules::duel::DuelRules;
use saloon::rules::loot_shoot_whiskey::LswRules;
use saloon::rules::three_card_loo::LooRules;
use saloon::text::Language;

/// The languages a rules file translates into: every one the game offers but its own English.
fn translated() -> impl Iterator<Item = Language> {
    Language::PLAYABLE.iter().copied().filter(|&language| language != Language::English)
}

/// The widest a line of rules may be, in monospace cells (a Hangul syllable takes two): the
/// rules window and the setup's rules show this many without wrapping.
const RULES_LINE_CELLS: usize = 88;

fn cells(line: &str) -> usize {
    let wide = |letter: char| matches!(u32::from(letter), 0x1100..=0x11FF | 0x3000..=0x303F | 0xAC00..=0xD7A3 | 0xFF00..=0xFFEF);
    line.chars().map(|letter| if wide(letter) { 2 } else { 1 }).sum()
}

fn speaks_every_language<R: RulesFile + TableRules>() {
    let rules = config::embedded::<R>();
    let english = rules.texts("en");
    for language in translated() {
        let texts = rules.texts(language.code());
        let file = R::FILE_NAME;
        assert_ne!(texts.summary, english.summary, "{file} has no summary in {language:?}");
        assert_ne!(texts.rules_text, english.rules_text, "{file} has no rules in {language:?}");
        for line in texts.rules_text.lines() {
            assert!(cells(line) <= RULES_LINE_CELLS, "{file} in {language:?}: a line too wide to read: {line}");
        }
    }
}

#[test]
fn every_shipped_rules_file_gives_its_texts_in_every_language() {
    speaks_every_language::<LswRules>();
    speaks_every_language::<LooRules>();
    speaks_every_language::<DuelRules>();
    speaks_every_language::<DesperadosRules>();
    let desperados = config::embedded::<DesperadosRules>();
    for language in translated() {
        let code = language.code();
        for (index, gang) in desperados.gangs.iter().enumerate() {
            assert_ne!(
                desperados.ability_text(index, code),
                gang.ability_text,
                "{}'s ability in {language:?}",
                gang.name
            );
        }
        for (index, card) in desperados.deck.iter().enumerate() {
            assert_ne!(desperados.card_texts(index, code).1, card.text, "{} in {language:?}", card.name);
        }
    }
}

#[test]
fn a_language_a_file_leaves_out_reads_its_english() {
    let text = config::embedded_text(DuelRules::FILE_NAME).unwrap();
    let start = text.find("\n    translations:").expect("the shipped file has translations");
    let without = format!("{}\n)\n", &text[..start]);
    let rules: DuelRules = config::parse("duel.ron", &without).unwrap();
    assert!(rules.translations.is_empty());
    assert_eq!(rules.texts("es"), rules.texts("en"));
    assert_eq!(rules.texts("es").summary, rules.summary);
}

#[test]
fn a_translation_under_an_unknown_code_or_with_an_empty_text_is_refused_at_its_field() {
    let text = config::embedded_text(DuelRules::FILE_NAME).unwrap();
    let line_of_translations =
        text.lines().position(|line| line.trim_start().starts_with("translations:")).unwrap() + 1;

    let unknown = text.replacen("\"nl\": (", "\"xx\": (", 1);
    let errors = config::parse::<DuelRules>("duel.ron", &unknown).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].line, line_of_translations);
    assert!(errors[0].to_string().contains("\"xx\"") && errors[0].to_string().contains("es, fr"), "{}", errors[0]);

    let spanish = &text[text.find("\"es\": (").unwrap()..];
    let summary_start = spanish.find("summary: \"").unwrap() + "summary: \"".len();
    let summary_end = summary_start + spanish[summary_start..].find("\",").unwrap();
    let emptied = text.replacen(&spanish[summary_start..summary_end], "  ", 1);
    let errors = config::parse::<DuelRules>("duel.ron", &emptied).unwrap_err();
    assert!(errors.iter().any(|error| error.to_string().contains("\"es\": a summary")), "{errors:?}");
}

#[test]
fn a_desperados_translation_words_no_more_cards_than_the_deck_and_reads_english_past_its_own() {
    let text = config::embedded_text(DesperadosRules::FILE_NAME).unwrap();
    let french = text.find("\"fr\": (").unwrap();
    let cards = french + text[french..].find("cards: [").unwrap() + "cards: [".len();
    let first_card_end = cards + text[cards..].find("),").unwrap() + "),".len();
    let first_card = &text[cards..first_card_end];

    let extra = format!("{}{first_card}{}", &text[..first_card_end], &text[first_card_end..]);
    let errors = config::parse::<DesperadosRules>("desperados.ron", &extra).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    let message = errors[0].to_string();
    assert!(message.contains("\"fr\"") && message.contains("found 4 and 7"), "{message}");

    let short = format!("{}{}", &text[..cards], &text[first_card_end..]);
    let rules: DesperadosRules = config::parse("desperados.ron", &short).unwrap();
    let last = rules.deck.len() - 1;
    assert_eq!(rules.card_texts(last, "fr"), (rules.deck[last].name.as_str(), rules.deck[last].text.as_str()));
    assert_ne!(rules.card_texts(0, "fr").1, rules.deck[0].text, "the first French card is still French");
}
