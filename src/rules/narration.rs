//! What the rules say of themselves in words: the log and the showcase's narration are
//! written from the events, the same way at every table.

/// `name` followed by `phrase`, its verb agreeing: "Kate plays the ace", but "You play
/// the ace" (the lone human is "You"). `phrase` starts with a verb in the third person.
pub fn says(name: &str, phrase: &str) -> String {
    if name != "You" {
        return format!("{name} {phrase}");
    }
    let (verb, rest) = phrase.split_once(' ').map_or((phrase, ""), |(verb, rest)| (verb, rest));
    let verb = match verb {
        "is" => "are".to_owned(),
        "has" => "have".to_owned(),
        _ if ["ches", "shes", "sses", "xes"].iter().any(|ending| verb.ends_with(ending)) => {
            verb[..verb.len() - 2].to_owned()
        }
        _ => verb.strip_suffix('s').unwrap_or(verb).to_owned(),
    };
    if rest.is_empty() { format!("You {verb}") } else { format!("You {verb} {rest}") }
}

#[cfg(test)]
mod tests {
    use super::says;

    #[test]
    fn the_verb_agrees_with_you() {
        assert_eq!(says("Kate", "plays the ace."), "Kate plays the ace.");
        assert_eq!(says("You", "plays the ace."), "You play the ace.");
        assert_eq!(says("You", "is looed"), "You are looed");
        assert_eq!(says("You", "misses Kate: moving."), "You miss Kate: moving.");
        assert_eq!(says("You", "reaches $5"), "You reach $5");
        assert_eq!(says("You", "has no card"), "You have no card");
    }
}
