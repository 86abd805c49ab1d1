//! The pseudo language: English with every letter accented, every vowel doubled and each
//! run of words in brackets, a third longer or more, so that a box too small for a
//! translation shows it first, and a cut-off end shows as a missing bracket.

use std::borrow::Cow;

/// What the pseudo language makes of a piece of English text (placeables, such as names
/// and numbers, are left as they are).
pub fn transform(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_alphabetic) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 2 + 2);
    out.push('[');
    for letter in text.chars() {
        match accented(letter) {
            Some(accented) if "aeiouAEIOU".contains(letter) => {
                out.push(accented);
                out.push(accented);
            }
            Some(accented) => out.push(accented),
            None => out.push(letter),
        }
    }
    out.push(']');
    Cow::Owned(out)
}

fn accented(letter: char) -> Option<char> {
    const PLAIN: &str = "aeiouAEIOUcnsyzCNSYZgGhH";
    const MARKED: &str = "áéíóúÁÉÍÓÚçñšýžÇÑŠÝŽĝĜĥĤ";
    PLAIN.chars().position(|plain| plain == letter).and_then(|index| MARKED.chars().nth(index))
}

#[cfg(test)]
mod tests {
    use super::transform;

    #[test]
    fn pseudo_text_is_accented_bracketed_and_longer_but_keeps_its_spacing_and_marks() {
        let english = "Play a match: 3 seats.";
        let pseudo = transform(english);
        assert_eq!(pseudo, "[Plááý áá máátçĥ: 3 šééáátš.]");
        assert!(pseudo.chars().count() as f32 >= english.chars().count() as f32 * 1.3);
        assert_eq!(transform(" · 42"), " · 42");
    }
}
