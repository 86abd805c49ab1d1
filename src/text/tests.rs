//! Every language holds the same messages as English, with the same arguments, and every
//! file reads without an error.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::{Catalog, Language, MessageFile};

/// A message's variables: those it shows, and those it only chooses a variant by.
#[derive(Default, Debug)]
struct Variables {
    shown: BTreeSet<String>,
    selectors: BTreeSet<String>,
}

impl Variables {
    fn all(&self) -> BTreeSet<String> {
        self.shown.union(&self.selectors).cloned().collect()
    }

    fn read_pattern(&mut self, pattern: &ast::Pattern<&str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                self.read_expression(expression);
            }
        }
    }

    fn read_expression(&mut self, expression: &ast::Expression<&str>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    self.selectors.insert(id.name.to_owned());
                } else {
                    self.read_inline(selector);
                }
                for variant in variants {
                    self.read_pattern(&variant.value);
                }
            }
            ast::Expression::Inline(inline) => self.read_inline(inline),
        }
    }

    fn read_inline(&mut self, inline: &ast::InlineExpression<&str>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                self.shown.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => self.read_expression(expression),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|argument| self.read_inline(argument));
                arguments.named.iter().for_each(|argument| self.read_inline(&argument.value));
            }
            _ => {}
        }
    }
}

/// Every message of a language's files, by id, with its variables.
fn messages_of(language: Language) -> BTreeMap<String, Variables> {
    let mut messages = BTreeMap::new();
    for file in MessageFile::all().filter(|file| file.language == language.code()) {
        let resource = fluent_syntax::parser::parse(file.text).unwrap_or_else(|(_, errors)| {
            panic!("{}: {errors:?}", file.path());
        });
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = Variables::default();
                if let Some(value) = &message.value {
                    variables.read_pattern(value);
                }
                for attribute in &message.attributes {
                    variables.read_pattern(&attribute.value);
                }
                let previous = messages.insert(message.id.name.to_owned(), variables);
                assert!(previous.is_none(), "{}: {} is defined twice", file.path(), message.id.name);
            }
        }
    }
    messages
}

#[test]
fn every_message_file_reads_without_an_error() {
    assert!(MessageFile::all().any(|file| file.language == "en"), "the English messages are compiled in");
    for language in Language::ALL {
        assert_eq!(Catalog::get().problems(language), &[] as &[String], "{language:?}");
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = messages_of(Language::English);
    assert!(english.len() > 100, "only {} English messages", english.len());
    for language in Language::PLAYABLE.iter().copied().filter(|&language| language != Language::English) {
        let translated = messages_of(language);
        let missing: Vec<&String> = english.keys().filter(|id| !translated.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{}: missing {missing:?}", language.code());
        let extra: Vec<&String> = translated.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{}: not in English {extra:?}", language.code());
        for (id, theirs) in &translated {
            let ours = &english[id];
            let unknown: Vec<String> = theirs.all().difference(&ours.all()).cloned().collect();
            assert!(unknown.is_empty(), "{} {id}: no such argument {unknown:?}", language.code());
            // A language may do without a plural or agreement English needs, never without
            // what English shows.
            let dropped: Vec<&String> = ours.shown.iter().filter(|name| !theirs.all().contains(*name)).collect();
            assert!(dropped.is_empty(), "{} {id}: leaves out {dropped:?}", language.code());
        }
    }
}

#[test]
fn a_message_missing_from_a_language_falls_back_to_english_and_an_unknown_one_shows_its_id() {
    let catalog = Catalog::get();
    assert_eq!(catalog.format(Language::Pseudo, "no-such-message", &[], &[]), "no-such-message");
    let english = catalog.format(Language::English, "duel-draw", &[], &[]);
    assert_eq!(english, "Draw!");
    assert_eq!(catalog.format(Language::Pseudo, "duel-draw", &[], &[]), "[Drááw!]");
}

#[test]
fn the_lone_human_is_you_and_the_verb_agrees() {
    use crate::rules::Line;
    let names: Vec<String> = ["You", "Black Bart", "Player 3"].map(String::from).to_vec();
    let shot = |shooter, target| Line::new("duel-shot-hit").seat("shooter", shooter).seat("target", target);
    let say = |line: &Line| Catalog::get().format(Language::English, line.id(), line.args(), &names);
    assert_eq!(say(&shot(0, 1)), "You hit Black Bart.");
    assert_eq!(say(&shot(1, 0)), "Black Bart hits you.");
    assert_eq!(say(&shot(2, 1)), "Player 3 hits Black Bart.");
    let won =
        Line::new("loo-banner-won").seats("winners", crate::rules::SeatSet::EMPTY.with(1).with(2)).number("count", 2);
    assert_eq!(say(&won), "Black Bart and Player 3 clean up the table!");
}

/// The picks turned over in a shootout are told one sentence each, so a pick of the lone
/// human begins as a sentence does wherever it falls.
#[test]
fn every_pick_of_a_shootout_is_a_sentence_of_its_own() {
    use crate::rules::Line;
    use crate::rules::duel::{DuelAction, Gun, describe_pick};
    let names: Vec<String> = ["You", "Player 2", "Black Bart"].map(String::from).to_vec();
    let picks = vec![describe_pick(1, DuelAction::fire(Gun::Rifle, 0)), describe_pick(0, DuelAction::Reload)];
    let revealed = Line::new("duel-revealed").sentences("picks", picks);
    let said = Catalog::get().format(Language::English, revealed.id(), revealed.args(), &names);
    assert_eq!(said, "Draw! Player 2 fires the Rifle at you. You reload.");
}

#[test]
fn plurals_follow_the_count() {
    use crate::rules::Line;
    let names: Vec<String> = ["Kate".to_owned()].to_vec();
    let reloaded = |cards: i64| {
        let line = Line::new("duel-reloaded").seat("who", 0).number("cards", cards);
        Catalog::get().format(Language::English, line.id(), line.args(), &names)
    };
    assert_eq!(reloaded(1), "Kate reloads, one card back in hand.");
    assert_eq!(reloaded(3), "Kate reloads, 3 cards back in hand.");
}
