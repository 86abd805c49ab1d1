//! The art's files: every SVG under `assets/art/` (see `docs/art.md`), embedded at build
//! time and named by its path there without the extension (`cards/back`). The window
//! rasterizes them (`app::art`); the phones' server hands them to the page as they are.

// `EMBEDDED_ART: &[(&str, &str)]`: every SVG under `assets/art/`, written by build.rs.
include!(concat!(env!("OUT_DIR"), "/embedded_art.rs"));

/// The SVG text of the piece `name`.
pub fn source(name: &str) -> Option<&'static str> {
    EMBEDDED_ART.iter().find(|(held, _)| *held == name).map(|(_, text)| *text)
}

/// The piece named `name`, as the name the art holds it by (for a name made at run time).
pub fn named(name: &str) -> Option<&'static str> {
    names().find(|&held| held == name)
}

/// Every piece of the art, by name.
pub fn names() -> impl Iterator<Item = &'static str> {
    EMBEDDED_ART.iter().map(|(name, _)| *name)
}

/// The piece a layer is drawn over, as its file says (`data-over="cards/face"`).
pub fn over(name: &str) -> Option<&'static str> {
    let text = source(name)?;
    let start = text.find("data-over=\"")? + "data-over=\"".len();
    let base = &text[start..start + text[start..].find('"')?];
    named(base)
}

/// The pieces that draw `name` as the table shows it, bottom first: the piece it is drawn
/// over, where it has one, then itself. Empty where there is no such piece.
pub fn layers(name: &str) -> Vec<&'static str> {
    let Some(name) = named(name) else { return Vec::new() };
    over(name).into_iter().chain([name]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layer_is_drawn_over_the_piece_its_file_names() {
        let printed = names().find(|&name| over(name).is_some()).expect("some piece is drawn over another");
        assert_eq!(layers(printed), [over(printed).unwrap(), printed]);
        assert_eq!(layers("cards/back"), ["cards/back"]);
        assert!(layers("cards/no-such-piece").is_empty());
    }
}
