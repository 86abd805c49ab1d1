//! Every game's seat told in lines ([`InWords`]), as a phone's page shows it: over seeded
//! random matches, at every decision, each mover's hand, table, standings and choices are
//! told in every language with no message missing, every seat stands on a line of its
//! own, and no two choices read alike. Each game's own tests call [`check_game`].

use std::collections::HashSet;

use saloon::ai::random_action;
use saloon::rules::{InWords, Line, Seat, ToMove, Word, seeded_rng};
use saloon::text::{Catalog, Language};

/// The message ids `line` names, its own and those of the lines it holds.
fn ids_of(line: &Line, ids: &mut Vec<&'static str>) {
    ids.push(line.id());
    for (_, word) in line.args() {
        match word {
            Word::Line(inner) => ids_of(inner, ids),
            Word::Lines(inner) | Word::Sentences(inner) => inner.iter().for_each(|inner| ids_of(inner, ids)),
            _ => {}
        }
    }
}

/// Every line of `seat`'s table told in words, with its choices: each of its messages
/// exists in `language`, and no choice reads as another does.
fn check_told<G: InWords>(state: &G, rules: &G::Rules, seat: Seat, legal: &[G::Action]) {
    let view = state.view(seat);
    let mut names: Vec<String> = (0..state.seat_count()).map(|other| format!("Rider {other}")).collect();
    names[seat] = saloon::text::YOU.to_owned();
    for &language in Language::PLAYABLE {
        let code = language.messages_from().code();
        let standings = G::standings_in_words(&view, rules);
        assert_eq!(standings.len(), state.seat_count(), "{}: one standing a seat", G::ID);
        let choices: Vec<Line> = legal.iter().map(|&action| G::choice_in_words(&view, rules, code, action)).collect();
        let lines = G::hand_in_words(&view, rules, code)
            .into_iter()
            .chain(G::table_in_words(&view, rules, code))
            .chain(standings)
            .chain(choices.iter().cloned());
        for line in lines {
            let mut ids = Vec::new();
            ids_of(&line, &mut ids);
            for id in ids {
                assert!(Catalog::get().has(language, id), "{}: `{id}` is missing in {}", G::ID, language.code());
            }
        }
        let told: Vec<String> =
            choices.iter().map(|line| Catalog::get().format(language, line.id(), line.args(), &names)).collect();
        let distinct: HashSet<&String> = told.iter().collect();
        assert_eq!(distinct.len(), told.len(), "{}: two choices read alike in {}: {told:?}", G::ID, language.code());
    }
}

/// Plays `matches` random matches of `G` at `seats`, checking every mover's table in words
/// at every decision.
pub fn check_game<G: InWords>(rules: &G::Rules, seats: usize, matches: u64, seed: u64) {
    let mut rng = seeded_rng(seed);
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    for index in 0..matches {
        let mut state = G::new(rules, seats, seed + index, &mut events).expect("a supported table");
        for _ in 0..20_000 {
            let movers: Vec<Seat> = match state.to_move() {
                ToMove::Nobody => break,
                ToMove::Chance => {
                    state.resolve_chance(&mut events);
                    continue;
                }
                deciding => deciding.movers().iter().collect(),
            };
            for &seat in &movers {
                state.legal_actions(seat, &mut legal);
                check_told(&state, rules, seat, &legal);
            }
            let moves: Vec<_> =
                movers.iter().map(|&seat| (seat, random_action(&state, seat, &mut legal, &mut rng))).collect();
            state.apply(&moves, &mut events).expect("a legal move applies");
        }
        assert!(state.is_over(), "{}: a match of {seats} seats ended", G::ID);
        for seat in 0..seats {
            check_told(&state, rules, seat, &[]);
        }
    }
}
