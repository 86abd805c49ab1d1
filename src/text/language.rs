//! The languages the game speaks, and which one the system asks for.

use serde::{Deserialize, Serialize};

/// A language every message exists in, and the pseudo language that finds text too long
/// for its box before a translation does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English,
    #[serde(rename = "es")]
    Spanish,
    #[serde(rename = "fr")]
    French,
    #[serde(rename = "el")]
    Greek,
    #[serde(rename = "nl")]
    Dutch,
    #[serde(rename = "ko")]
    Korean,
    /// English with every letter accented and every vowel doubled: longer than any
    /// translation, for checking that text fits. Not offered in the settings.
    #[serde(rename = "pseudo")]
    Pseudo,
}

impl Language {
    /// The languages a player chooses from, in the order the settings list them: every one
    /// but the pseudo language, which comes last in [`Language::ALL`].
    pub const PLAYABLE: &'static [Language] = Language::ALL.split_at(Language::ALL.len() - 1).0;

    /// Every language with message files or a transform of them.
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::Spanish,
        Language::French,
        Language::Greek,
        Language::Dutch,
        Language::Korean,
        Language::Pseudo,
    ];

    /// Its place in [`Language::ALL`].
    pub fn index(self) -> usize {
        Language::ALL.iter().position(|&each| each == self).expect("every language is listed")
    }

    /// The BCP 47 code, which names the language's folder under `assets/text/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::French => "fr",
            Language::Greek => "el",
            Language::Dutch => "nl",
            Language::Korean => "ko",
            Language::Pseudo => "pseudo",
        }
    }

    /// The language's name in itself, as the settings list it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
            Language::French => "Français",
            Language::Greek => "Ελληνικά",
            Language::Dutch => "Nederlands",
            Language::Korean => "한국어",
            Language::Pseudo => "Ƥšéééüüdóó",
        }
    }

    /// The language whose messages this one's are drawn from where it has none of its own.
    pub fn messages_from(self) -> Language {
        match self {
            Language::Pseudo => Language::English,
            language => language,
        }
    }

    /// The language of a locale such as `es-ES`, `fr_BE.UTF-8` or `pseudo`, if the game
    /// speaks it.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let primary = locale.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|language| language.code() == primary)
    }

    /// The system's language where the game speaks it, English otherwise.
    pub fn of_system() -> Language {
        sys_locale::get_locales()
            .find_map(|locale| Language::from_locale(&locale))
            .filter(|language| Language::PLAYABLE.contains(language))
            .unwrap_or(Language::English)
    }
}

impl std::str::FromStr for Language {
    type Err = String;

    fn from_str(text: &str) -> Result<Language, String> {
        Language::from_locale(text).ok_or_else(|| {
            let codes: Vec<&str> = Language::ALL.iter().map(|language| language.code()).collect();
            format!("unknown language `{text}`; expected one of {}", codes.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn a_locale_names_its_language_whatever_its_region_and_encoding() {
        assert_eq!(Language::from_locale("es-ES"), Some(Language::Spanish));
        assert_eq!(Language::from_locale("fr_BE.UTF-8"), Some(Language::French));
        assert_eq!(Language::from_locale("EL"), Some(Language::Greek));
        assert_eq!(Language::from_locale("ko-KR"), Some(Language::Korean));
        assert_eq!(Language::from_locale("de-DE"), None);
        assert_eq!(Language::from_locale(""), None);
    }

    #[test]
    fn every_language_but_the_pseudo_one_is_offered() {
        assert_eq!(Language::PLAYABLE.len(), 6);
        assert!(!Language::PLAYABLE.contains(&Language::Pseudo));
    }

    #[test]
    fn every_language_reads_back_from_its_code() {
        for language in Language::ALL {
            assert_eq!(language.code().parse::<Language>(), Ok(language));
        }
        assert!("xx".parse::<Language>().unwrap_err().contains("expected one of en, es"));
    }
}
