//! ron's parse errors told as messages. The kinds a person editing a file meets have words
//! in every language, with the file's own symbols and names in them; the rare rest show
//! ron's own (English) description.

use crate::rules::Line;

/// `error` in words.
pub fn described(error: &ron::Error) -> Line {
    use ron::Error as Ron;
    let symbol = |symbol: &'static str| Line::new("ron-expected-symbol").name("symbol", symbol);
    let kind = |kind: &'static str| Line::new("ron-expected-kind").name("kind", kind);
    match error {
        Ron::Eof => Line::new("ron-end-of-file"),
        Ron::ExpectedArray => symbol("["),
        Ron::ExpectedArrayEnd => symbol("]"),
        Ron::ExpectedComma => symbol(","),
        Ron::ExpectedMap => symbol("{"),
        Ron::ExpectedMapColon => symbol(":"),
        Ron::ExpectedMapEnd => symbol("}"),
        Ron::ExpectedStructLike | Ron::ExpectedNamedStructLike(_) => symbol("("),
        Ron::ExpectedStructLikeEnd | Ron::ExpectedOptionEnd | Ron::ExpectedAttributeEnd => symbol(")"),
        Ron::ExpectedUnit => symbol("()"),
        Ron::ExpectedStringEnd => symbol("\""),
        Ron::ExpectedBoolean => kind("boolean"),
        Ron::ExpectedInteger => kind("integer"),
        Ron::ExpectedFloat => kind("number"),
        Ron::ExpectedString | Ron::ExpectedByteString => kind("text"),
        Ron::ExpectedChar => kind("character"),
        Ron::ExpectedIdentifier => kind("name"),
        Ron::ExpectedOption => kind("option"),
        Ron::IntegerOutOfBounds => Line::new("ron-integer-out-of-bounds"),
        Ron::UnexpectedChar(found) => Line::new("ron-unexpected-char").name("found", found.to_string()),
        Ron::TrailingCharacters => Line::new("ron-trailing-characters"),
        Ron::UnclosedBlockComment | Ron::UnclosedLineComment => Line::new("ron-unclosed-comment"),
        Ron::NoSuchEnumVariant { expected, found, .. } => {
            Line::new("ron-no-such-variant").name("found", found.as_str()).name("expected", one_of(expected))
        }
        Ron::NoSuchStructField { expected, found, .. } => {
            Line::new("ron-no-such-field").name("found", found.as_str()).name("expected", one_of(expected))
        }
        Ron::MissingStructField { field, .. } => Line::new("ron-missing-field").name("field", *field),
        Ron::DuplicateStructField { field, .. } => Line::new("ron-duplicate-field").name("field", *field),
        Ron::ExpectedDifferentStructName { expected, found } => {
            Line::new("ron-invalid-value").name("expected", format!("`{expected}`")).name("found", format!("`{found}`"))
        }
        Ron::InvalidValueForType { expected, found } => {
            Line::new("ron-invalid-value").name("expected", expected.as_str()).name("found", found.as_str())
        }
        Ron::ExpectedDifferentLength { expected, found } => {
            Line::new("ron-wrong-length").name("expected", expected.as_str()).number("found", *found)
        }
        other => {
            let detail = other.to_string();
            match detail.to_lowercase().contains("expected") {
                true => Line::new("ron-detail").name("detail", detail),
                false => Line::new("ron-unexpected").name("detail", detail),
            }
        }
    }
}

/// The names a file could have written, as the file writes them.
fn one_of(names: &[&str]) -> String {
    names.iter().map(|name| format!("`{name}`")).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed_error(text: &str) -> Line {
        let error = ron::from_str::<(u8, bool)>(text).expect_err("the text is not a pair of a byte and a boolean");
        described(&error.code)
    }

    #[test]
    fn the_kinds_a_person_meets_have_words_of_their_own() {
        assert_eq!(parsed_error("(1 true)").id(), "ron-expected-symbol");
        assert_eq!(parsed_error("(1, 2)").id(), "ron-expected-kind");
        assert_eq!(parsed_error("(300, true)").id(), "ron-integer-out-of-bounds");
        assert_eq!(parsed_error("(1, true) x").id(), "ron-trailing-characters");
    }

    #[test]
    fn a_misspelt_variant_is_told_with_the_names_it_could_be() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        enum Gun {
            Pistol,
            Rifle,
        }
        let error = ron::from_str::<Gun>("Pistl").expect_err("no such gun");
        let line = described(&error.code);
        assert_eq!(line.id(), "ron-no-such-variant");
        assert!(line.args().iter().any(
            |(name, word)| *name == "expected" && *word == crate::rules::Word::Name("`Pistol`, `Rifle`".to_owned())
        ));
    }

    #[test]
    fn a_struct_written_under_another_name_is_told_with_both_names() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Card {
            count: u8,
        }
        let error = ron::from_str::<Vec<Card>>("[oops]").expect_err("no card");
        let line = described(&error.code);
        assert_eq!(line.id(), "ron-invalid-value");
        let name = |name: &str| crate::rules::Word::Name(name.to_owned());
        assert!(
            line.args().contains(&("expected", name("`Card`"))) && line.args().contains(&("found", name("`oops`")))
        );
    }
}
