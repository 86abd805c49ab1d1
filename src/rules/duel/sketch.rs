//! Duel drawn for a phone: the rivals in seat order, each a portrait a gun is aimed at,
//! the last shootout turned over and what came of it for this seat, the seat's own
//! standing, and its hand. A gun is fired by tapping it and a rival, then *Draw!*; the
//! Barricade and the Reload by tapping them alone; an empty hand reloads by a button.

use super::in_words::cards_held;
use super::{Duel, DuelAction, DuelCard, DuelEvent, DuelRules, DuelView, ShotOutcome, Variant, describe_pick};
use crate::rules::sketch::{Area, Piece, Shape, Sketch, Sketched, Tone, gunslinger, portrait};
use crate::rules::{Game, InWords, Line, Seat, SeatSet};

/// The art of a card.
fn card_art(card: DuelCard) -> &'static str {
    match card {
        DuelCard::Pistol => "duel/pistol",
        DuelCard::Rifle => "duel/rifle",
        DuelCard::Barricade => "duel/barricade",
        DuelCard::Reload => "duel/reload",
    }
}

/// What tapping a card of the hand stands for.
fn card_tap(card: DuelCard) -> &'static str {
    match card {
        DuelCard::Pistol => "pistol",
        DuelCard::Rifle => "rifle",
        DuelCard::Barricade => "barricade",
        DuelCard::Reload => "reload",
    }
}

/// What tapping a rival stands for: a gun's target.
fn rival_tap(seat: Seat) -> String {
    format!("rival-{}", seat + 1)
}

/// The taps that make `pick`: its card, and its target where it is a shot. The empty hand
/// plays no card, so it is tapped by nothing: a button of its own.
fn taps_of(pick: DuelAction) -> Vec<String> {
    let card = pick.card().map(|card| card_tap(card).to_owned());
    card.into_iter().chain(pick.target().map(rival_tap)).collect()
}

/// A seat's name alone, under its portrait or its card.
fn name(seat: Seat) -> Line {
    Line::new("phone-seat-name").seat("who", seat)
}

impl Sketched for Duel {
    fn sketch(view: &DuelView, rules: &DuelRules, code: &str, events: &[DuelEvent], legal: &[DuelAction]) -> Sketch {
        // The table's first line heads the rivals: the duel and its master, or once the
        // match is over, who rides off with the money.
        let heading = Self::table_in_words(view, rules, code).into_iter().next();
        let mut areas = vec![Area::new("rivals", heading, rival_pieces(view, legal))];
        let showdown = showdown_pieces(view.seat, events);
        if !showdown.is_empty() {
            areas.push(Area::new("showdown", Some(Line::new("duel-phone-showdown")), showdown));
        }
        areas.push(Area::new("standing", None, standing_pieces(view, rules)));
        areas.push(Area::new("hand", Some(Line::new("phone-page-hand")), hand_pieces(view, legal)));
        let taps = legal.iter().map(|&pick| taps_of(pick)).collect();
        Sketch { portrait: portrait(&gunslinger(view.seat)), areas, taps, go: Some(Line::new("duel-draw")) }
    }
}

/// Whether the seat is down in a duel still going: it waits for the next one.
fn sits_out(view: &DuelView) -> bool {
    !view.players[view.seat].alive && view.winners.is_none()
}

/// Every other gunslinger in seat order: standing or down, dollars, and the cards held
/// (hands are public); tappable where some shot of `legal` is aimed at them, and while
/// the seat picks, dimmed with why where none is.
fn rival_pieces(view: &DuelView, legal: &[DuelAction]) -> Vec<Piece> {
    let winners = view.winners.unwrap_or(SeatSet::EMPTY);
    (0..view.players.len())
        .filter(|&seat| seat != view.seat)
        .map(|seat| {
            let rival = &view.players[seat];
            let standing = Line::new(if rival.alive { "duel-standing-up" } else { "duel-standing-down" });
            let dollars = Line::new("duel-phone-dollars")
                .number("dollars", rival.dollars)
                .number("to-win", view.limits.dollars_to_win);
            let mut piece = Piece::new(rival_tap(seat), Shape::Portrait)
                .art(&gunslinger(seat))
                .caption(name(seat))
                .note(standing)
                .note(dollars)
                .tone_if(!rival.alive, Tone::Out)
                .tone_if(winners.contains(seat), Tone::Won);
            if rival.alive {
                let held = cards_held(rival);
                match held.is_empty() {
                    true => piece = piece.note(Line::new("duel-status-cards").number("cards", 0)),
                    false => piece.notes.extend(held),
                }
            }
            if legal.iter().any(|pick| pick.target() == Some(seat)) {
                piece.tap(rival_tap(seat))
            } else if legal.is_empty() {
                piece
            } else if rival.alive {
                piece.dim(Line::new("duel-phone-no-gun"))
            } else {
                piece.dim(Line::new("duel-fell").seat("who", seat))
            }
        })
        .collect()
}

/// The seat's own dollars and standing, marked down or a winner; while it is down, that it
/// waits for the next duel; and the variant's rule where it is Sphinx.
fn standing_pieces(view: &DuelView, rules: &DuelRules) -> Vec<Piece> {
    let own = &view.players[view.seat];
    let won = view.winners.is_some_and(|winners| winners.contains(view.seat));
    let standing = Duel::standings_in_words(view, rules).swap_remove(view.seat);
    let mut pieces = vec![
        Piece::new("standing", Shape::Words).caption(standing).tone_if(!own.alive, Tone::Out).tone_if(won, Tone::Won),
    ];
    if sits_out(view) {
        pieces.push(Piece::new("standing-down", Shape::Words).caption(Line::new("duel-phone-down")).tone(Tone::Out));
    }
    if view.limits.variant == Variant::Sphinx {
        pieces.push(Piece::new("standing-sphinx", Shape::Words).caption(Line::new("duel-options-sphinx")));
    }
    pieces
}

/// A card for each one held, each copy its own piece, tapped by its kind where some pick
/// of `legal` plays it; dimmed with why while the seat is down. An empty hand says so.
fn hand_pieces(view: &DuelView, legal: &[DuelAction]) -> Vec<Piece> {
    let own = &view.players[view.seat];
    let down = sits_out(view).then(|| Line::new("duel-phone-down"));
    let mut cards: Vec<Piece> = DuelCard::ALL
        .into_iter()
        .flat_map(|card| (0..own.hand[card.index()]).map(move |copy| (card, copy)))
        .map(|(card, copy)| {
            let piece = Piece::new(format!("hand-{}-{copy}", card_tap(card)), Shape::Card)
                .art(card_art(card))
                .caption(card.name())
                .back("cards/back");
            match (legal.iter().any(|pick| pick.card() == Some(card)), &down) {
                (true, _) => piece.tap(card_tap(card)),
                (false, Some(why)) => piece.dim(why.clone()),
                (false, None) => piece,
            }
        })
        .collect();
    if cards.is_empty() {
        let empty = Line::new("duel-phone-rival-empty").seat("who", view.seat);
        cards.push(Piece::new("hand-empty", Shape::Words).caption(empty));
    }
    cards
}

/// The last shootout among `events`: every pick turned over, with its target, how its shot
/// went and what became of whoever played it; then what came of it for `seat` in words,
/// marked where it hit, won, or took the cards back. Nothing before a first shootout.
fn showdown_pieces(seat: Seat, events: &[DuelEvent]) -> Vec<Piece> {
    let last = events.iter().enumerate().rev().find_map(|(at, event)| match event {
        DuelEvent::Revealed { picks } => Some((at, *picks)),
        _ => None,
    });
    let Some((at, picks)) = last else { return Vec::new() };
    let after = &events[at + 1..];
    let mut pieces: Vec<Piece> = (picks.iter().enumerate())
        .filter_map(|(who, pick)| pick.map(|pick| (who, pick)))
        .map(|(who, pick)| {
            let id = format!("pick-{}", who + 1);
            let mut piece = match pick.card() {
                Some(card) => Piece::new(id, Shape::Card).art(card_art(card)).caption(name(who)),
                None => Piece::new(id, Shape::Words).caption(describe_pick(who, pick)),
            };
            if let Some(target) = pick.target() {
                piece = piece.note(Line::new("duel-phone-at").seat("target", target));
            }
            piece.notes.extend(after.iter().filter_map(|event| fate(who, event)));
            piece.tone_if(after.contains(&DuelEvent::Fell { seat: who }), Tone::Lost)
        })
        .collect();
    let told = (after.iter())
        .filter(|event| concerns(seat, event))
        .filter_map(|event| Some((Duel::narrate(event)?, outcome_tone(seat, event))));
    pieces.extend(told.enumerate().map(|(number, (line, tone))| Piece {
        tone,
        ..Piece::new(format!("told-{}", number + 1), Shape::Words).caption(line)
    }));
    pieces
}

/// What `event` did to the one who played as `who`, as a note under their card: how their
/// shot went, that they fell, the cards they took back.
fn fate(who: Seat, event: &DuelEvent) -> Option<Line> {
    match *event {
        DuelEvent::Shot { shooter, outcome, .. } if shooter == who => Some(Line::new(match outcome {
            ShotOutcome::Hit => "duel-effect-hit",
            ShotOutcome::MissedMoving => "duel-effect-missed",
            ShotOutcome::StoppedByBarricade => "duel-effect-barricade",
        })),
        DuelEvent::Fell { seat } if seat == who => Some(Line::new("duel-status-down")),
        DuelEvent::Reloaded { seat, cards } if seat == who => {
            Some(Line::new("duel-effect-reloads").number("cards", cards))
        }
        _ => None,
    }
}

/// Whether `event` is told to `seat` in words under the cards: what befell it or its shot,
/// and what befell the duel; other rivals' shots are on their cards.
fn concerns(seat: Seat, event: &DuelEvent) -> bool {
    match *event {
        DuelEvent::Revealed { .. } => false,
        DuelEvent::Shot { shooter, target, .. } => seat == shooter || seat == target,
        DuelEvent::Fell { seat: who }
        | DuelEvent::Reloaded { seat: who, .. }
        | DuelEvent::BarricadeKept { seat: who } => seat == who,
        _ => true,
    }
}

/// How an event marks `seat`: hit or down, a hit landed or a dollar earned, cards kept.
fn outcome_tone(seat: Seat, event: &DuelEvent) -> Option<Tone> {
    match *event {
        DuelEvent::Shot { target, outcome: ShotOutcome::Hit, .. } if target == seat => Some(Tone::Lost),
        DuelEvent::Shot { shooter, outcome: ShotOutcome::Hit, .. } if shooter == seat => Some(Tone::Won),
        DuelEvent::Fell { seat: who } if who == seat => Some(Tone::Lost),
        DuelEvent::DuelWon { seat: who, .. } | DuelEvent::FallenPaid { seat: who, .. } if who == seat => {
            Some(Tone::Won)
        }
        DuelEvent::Reloaded { seat: who, .. } | DuelEvent::BarricadeKept { seat: who } if who == seat => {
            Some(Tone::Kept)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ToMove;
    use crate::rules::duel::Gun;
    use crate::rules::sketch::check;
    use crate::text::{Catalog, Language};

    /// `line` in English as `seat` reads it, itself named "you".
    fn said_to(seat: Seat, line: &Line) -> String {
        let mut names = ["Anna", "Bill", "Kate", "Jack"].map(str::to_owned);
        names[seat] = crate::text::YOU.to_owned();
        Catalog::get().format(Language::English, line.id(), line.args(), &names)
    }

    fn say(line: &Line) -> String {
        said_to(0, line)
    }

    /// The captions of an area's pieces of words, as `seat` reads them.
    fn words_of(sketch: &Sketch, name: &str, seat: Seat) -> Vec<String> {
        let pieces = &area(sketch, name).unwrap().pieces;
        pieces
            .iter()
            .filter(|piece| piece.shape == Shape::Words)
            .map(|piece| said_to(seat, piece.caption.as_ref().unwrap()))
            .collect()
    }

    fn area<'a>(sketch: &'a Sketch, name: &str) -> Option<&'a Area> {
        sketch.areas.iter().find(|area| area.name == name)
    }

    fn legal_of(state: &Duel, seat: Seat) -> Vec<DuelAction> {
        let mut legal = Vec::new();
        state.legal_actions(seat, &mut legal);
        legal
    }

    /// What a sketch's hand holds, counted by card as a player's hand counts them.
    fn hand_counts(sketch: &Sketch) -> [u8; 4] {
        let mut counts = [0; 4];
        for piece in &area(sketch, "hand").unwrap().pieces {
            if let Some(card) = DuelCard::ALL.into_iter().find(|&card| piece.art.contains(&card_art(card).to_owned())) {
                counts[card.index()] += 1;
            }
        }
        counts
    }

    /// Every seat's table of a match among four bots draws a sketch whose every choice is
    /// made by tapping its pieces: its hand is its cards, its rivals the other seats in
    /// order, down where the view says so and aimed at where a shot may be, and after each
    /// shootout every pick turned over.
    #[test]
    fn every_choice_of_a_match_is_made_by_tapping_the_pieces_drawn() {
        let rules = DuelRules { dollars_to_win: 2, ..crate::config::embedded() };
        let mut state = Duel::new(&rules, 4, 5, &mut Vec::new()).unwrap();
        let mut events = Vec::new();
        let (mut shootouts, mut seen_down) = (0, false);
        while let ToMove::Simultaneous(standing) = state.to_move() {
            let mut picks = Vec::new();
            for seat in 0..4 {
                let legal = legal_of(&state, seat);
                let view = state.view(seat);
                let sketch = Duel::sketch(&view, &rules, "en", &events, &legal);
                check::<Duel>(&sketch, &legal).unwrap();
                assert_eq!(hand_counts(&sketch), view.players[seat].hand, "seat {seat} draws its own cards");
                let rivals = &area(&sketch, "rivals").unwrap().pieces;
                let ids: Vec<&str> = rivals.iter().map(|piece| piece.id.as_str()).collect();
                let others: Vec<String> = (0..4).filter(|&other| other != seat).map(rival_tap).collect();
                assert_eq!(ids, others, "the rivals in seat order");
                for (rival, piece) in (0..4).filter(|&other| other != seat).zip(rivals) {
                    let alive = view.players[rival].alive;
                    assert_eq!(piece.tone == Some(Tone::Out), !alive);
                    seen_down |= !alive;
                    let armed =
                        [DuelCard::Pistol, DuelCard::Rifle].into_iter().any(|gun| view.players[seat].holds(gun));
                    let aimable = alive && armed && view.players[seat].alive && view.winners.is_none();
                    assert_eq!(piece.tap.is_some(), aimable, "rival {rival} as seat {seat}'s target");
                }
                let drawn_picks = area(&sketch, "showdown")
                    .map_or(0, |showdown| showdown.pieces.iter().filter(|piece| piece.id.starts_with("pick-")).count());
                let picked = events.iter().rev().find_map(|event| match event {
                    DuelEvent::Revealed { picks } => Some(picks.iter().flatten().count()),
                    _ => None,
                });
                assert_eq!(drawn_picks, picked.unwrap_or(0), "the last shootout, turned over");
                if standing.contains(seat) {
                    picks.push((seat, legal[(shootouts + seat) % legal.len()]));
                }
            }
            events.clear();
            state.apply(&picks, &mut events).unwrap();
            shootouts += 1;
        }
        assert!(shootouts > 5 && seen_down);
    }

    /// A gun is tapped with its target, the Barricade and the Reload alone, and the empty
    /// hand is a button of its own; the button says *Draw!*.
    #[test]
    fn a_shot_is_a_gun_and_a_rival_and_the_other_cards_are_tapped_alone() {
        let rules: DuelRules = crate::config::embedded();
        let state = Duel::new(&rules, 3, 3, &mut Vec::new()).unwrap();
        let legal = legal_of(&state, 0);
        let sketch = Duel::sketch(&state.view(0), &rules, "en", &[], &legal);
        let expected = [
            vec!["pistol", "rival-2"],
            vec!["pistol", "rival-3"],
            vec!["rifle", "rival-2"],
            vec!["rifle", "rival-3"],
            vec!["barricade"],
            vec!["reload"],
        ];
        assert_eq!(sketch.taps, expected);
        assert_eq!(sketch.go.as_ref().map(say).as_deref(), Some("Draw!"));
        let taps: Vec<_> = area(&sketch, "hand").unwrap().pieces.iter().map(|piece| piece.tap.as_deref()).collect();
        let [pistol, rifle, barricade, reload] = [Some("pistol"), Some("rifle"), Some("barricade"), Some("reload")];
        assert_eq!(taps, [pistol, pistol, pistol, rifle, barricade, reload], "each copy its own piece");

        let mut empty = state.view(0);
        empty.players[0].hand = [0; 4];
        let empty_handed = [DuelAction::EmptyHanded];
        let sketch = Duel::sketch(&empty, &rules, "en", &[], &empty_handed);
        check::<Duel>(&sketch, &empty_handed).unwrap();
        assert_eq!(sketch.taps, [Vec::<String>::new()]);
        assert_eq!(words_of(&sketch, "hand", 0), ["You have no cards left."]);
    }

    /// You fire a Pistol at Bill, who reloads, and Kate hides behind her Barricade: Bill
    /// falls. Your page shows the three picks, the hit, and Bill down; Bill's, that he is
    /// down and waits, his cards dimmed and why.
    #[test]
    fn the_last_shootout_is_told_for_the_seat_and_the_fallen_wait() {
        let rules: DuelRules = crate::config::embedded();
        let mut state = Duel::new(&rules, 3, 11, &mut Vec::new()).unwrap();
        let picks = [(0, DuelAction::fire(Gun::Pistol, 1)), (1, DuelAction::Reload), (2, DuelAction::Barricade)];
        let mut events = Vec::new();
        state.apply(&picks, &mut events).unwrap();
        let legal = legal_of(&state, 0);
        let sketch = Duel::sketch(&state.view(0), &rules, "en", &events, &legal);
        check::<Duel>(&sketch, &legal).unwrap();
        let showdown = &area(&sketch, "showdown").unwrap().pieces;
        let told = |piece: &Piece| {
            let words = piece.caption.iter().chain(&piece.notes).map(say).collect::<Vec<_>>().join(" / ");
            (piece.id.clone(), words, piece.tone)
        };
        let shown: Vec<_> = showdown.iter().map(told).collect();
        assert_eq!(
            shown,
            [
                ("pick-1".into(), "You / at Bill / HIT!".into(), None),
                ("pick-2".into(), "Bill / down".into(), Some(Tone::Lost)),
                ("pick-3".into(), "Kate".into(), None),
                ("told-1".into(), "You hit Bill.".into(), Some(Tone::Won)),
            ]
        );
        let rivals = &area(&sketch, "rivals").unwrap().pieces;
        assert_eq!(told(&rivals[0]), ("rival-2".into(), "Bill / down this duel / $0 of $5".into(), Some(Tone::Out)));
        assert_eq!(rivals[0].tap, None);
        assert_eq!(rivals[1].tap.as_deref(), Some("rival-3"));

        let bill = Duel::sketch(&state.view(1), &rules, "en", &events, &[]);
        let standing = words_of(&bill, "standing", 1);
        assert_eq!(
            standing,
            ["You: $0 of $5, down this duel", "You are down this duel: you are back in the next one."]
        );
        let hand = &area(&bill, "hand").unwrap().pieces;
        let why = |card: &Piece| card.dim.as_ref().map(|why| said_to(1, why));
        assert!(hand.iter().all(|card| card.tap.is_none() && why(card).as_ref() == Some(&standing[1])));
        assert_eq!(words_of(&bill, "showdown", 1), ["Anna hits you.", "You are down."]);
    }
}
