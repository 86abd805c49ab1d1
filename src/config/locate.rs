//! Finds where a top-level field is written in a rules file, for messages about values
//! that parse but cannot be used.

/// Line and column (both from 1) of `field:` in `text`, skipping comments and raw
/// strings; the start of the file when the field is not written (a default was used).
pub fn field(text: &str, field: &str) -> (usize, usize) {
    let mut in_raw_string = false;
    for (index, line) in text.lines().enumerate() {
        // A raw string (the rules text) may span lines and mention field names.
        let mut code = line;
        let mut skipped = 0;
        if in_raw_string {
            let Some(end) = line.find("\"#") else { continue };
            in_raw_string = false;
            skipped = end + 2;
            code = &line[skipped..];
        }
        let code = code.split("//").next().unwrap_or_default();
        let searchable = match code.find("r#\"") {
            Some(start) => {
                in_raw_string = !code[start + 3..].contains("\"#");
                &code[..start]
            }
            None => code,
        };
        if let Some(column) = find_key(searchable, field) {
            return (index + 1, line[..skipped].chars().count() + column + 1);
        }
    }
    (1, 1)
}

fn find_key(code: &str, field: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(offset) = code[from..].find(field) {
        let start = from + offset;
        let before_ok = code[..start].chars().next_back().is_none_or(|c| !c.is_alphanumeric() && c != '_');
        let after = code[start + field.len()..].trim_start();
        if before_ok && after.starts_with(':') {
            return Some(code[..start].chars().count());
        }
        from = start + field.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::field;

    #[test]
    fn finds_a_key_after_comments_and_raw_strings() {
        let text = "(\n  // hits_to_win: in a comment\n  text: r#\"hits_to_win: 9\n\"#,\n    hits_to_win: 0,\n)";
        assert_eq!(field(text, "hits_to_win"), (5, 5));
    }

    #[test]
    fn a_longer_name_is_not_a_match() {
        let text = "(\n  max_hits_to_win: 1,\n  hits_to_win: 2,\n)";
        assert_eq!(field(text, "hits_to_win"), (3, 3));
    }

    #[test]
    fn a_missing_key_points_at_the_start() {
        assert_eq!(field("()", "deck"), (1, 1));
    }
}
