//! Desperados of Dice Town drawn for a phone: an opponent's action the seat may answer
//! first, with the cards that answer it; every gang's money and jail, the bank and the
//! deck; the turn in words; the four dice, a die tapped being kept aside while the others
//! roll again; the faces a Loaded Die may turn one to; the cards drawn to keep; the seat's
//! own desperados on their dials; and its hand.

use std::collections::BTreeSet;

use super::state::ALL_DICE;
use super::{
    art,
    CardKind, CardTarget, DICE, Desperados, DesperadosAction, DesperadosEvent, DesperadosRules, DesperadosView, Face,
    Hand, Icon, MAX_CARD_KINDS, Phase,
};
use crate::rules::sketch::{Area, Piece, Shape, Sketch, Sketched, Tone, portrait};
use crate::rules::{Game, InWords, Line, SeatSet};

/// A desperado as its die face and art name it.
fn icon_word(icon: Icon) -> &'static str {
    match icon {
        Icon::Bottle => "bottle",
        Icon::Fist => "fist",
        Icon::Knife => "knife",
        Icon::Pistol => "pistol",
        Icon::Boss => "boss",
    }
}

/// A face as its art names it.
fn face_word(face: Face) -> &'static str {
    face.icon().map_or("action", icon_word)
}

/// What tapping die `die` (from 0) stands for: keeping it aside, or the die a card is
/// played on.
fn die_tap(die: usize) -> String {
    format!("die-{}", die + 1)
}

/// What tapping a face stands for: the face a Loaded Die turns a die to.
fn face_tap(face: Face) -> String {
    format!("to-{}", face_word(face))
}

/// What tapping one of the seat's desperados stands for: the one acting, the one the
/// Brains help, or the one a card turns a notch.
fn desperado_tap(icon: Icon) -> String {
    format!("desperado-{}", icon_word(icon))
}

/// What tapping a card of the hand stands for: every copy of a kind alike.
fn card_tap(card: CardKind) -> String {
    format!("card-{card}")
}

/// What tapping a card drawn stands for. Keeping two, a second copy of a kind stands
/// apart, so that two alike make a pair; keeping one, every copy is alike.
fn keep_tap(card: CardKind, copy: usize, keep: u8) -> String {
    match copy == 0 || keep == 1 {
        true => format!("keep-{card}"),
        false => format!("keep-{card}-{}", copy + 1),
    }
}

/// The pieces tapped to make `action`. A reroll is made by the dice kept aside, so that
/// rolling every die again, like acting, drawing and passing, is a button of its own.
fn taps_of(action: DesperadosAction) -> Vec<String> {
    use DesperadosAction as A;
    match action {
        A::Reroll { dice } => (0..DICE).filter(|die| dice & 1 << die == 0).map(die_tap).collect(),
        A::Act | A::Draw | A::Pass => Vec::new(),
        A::Aim { by, on } if by == on => vec![desperado_tap(by)],
        A::Aim { by, on } => vec![desperado_tap(by), desperado_tap(on)],
        A::Keep { card, and: None } => vec![keep_tap(card, 0, 1)],
        A::Keep { card, and: Some(second) } => {
            vec![keep_tap(card, 0, 2), keep_tap(second, usize::from(second == card), 2)]
        }
        A::Play { card, target } => {
            let aimed = match target {
                CardTarget::None => Vec::new(),
                CardTarget::Die(die) => vec![die_tap(usize::from(die))],
                CardTarget::DieTo(die, face) => vec![die_tap(usize::from(die)), face_tap(face)],
                CardTarget::Desperado(icon) => vec![desperado_tap(icon)],
            };
            [card_tap(card)].into_iter().chain(aimed).collect()
        }
    }
}

/// The taps some choice holds: a piece is tapped only for one of them.
struct Offered(BTreeSet<String>);

impl Offered {
    /// `piece`, tapped for `tap` where some choice is made with it.
    fn tap(&self, piece: Piece, tap: String) -> Piece {
        match self.0.contains(&tap) {
            true => piece.tap(tap),
            false => piece,
        }
    }
}

impl Sketched for Desperados {
    fn sketch(
        view: &DesperadosView,
        rules: &DesperadosRules,
        code: &str,
        _events: &[DesperadosEvent],
        legal: &[DesperadosAction],
    ) -> Sketch {
        let taps: Vec<Vec<String>> = legal.iter().map(|&action| taps_of(action)).collect();
        let offered = Offered(taps.iter().flatten().cloned().collect());
        let mut hand: Vec<Piece> = copies(view.hand)
            .map(|(card, copy)| {
                let piece = card_piece(view, rules, code, format!("hand-{card}-{copy}"), card);
                let piece = offered.tap(piece, card_tap(card));
                match !legal.is_empty() && piece.tap.is_none() {
                    true => {
                        let when = rules.card_texts(usize::from(card), code).1;
                        piece.dim(Line::new("desp-phone-not-now").name("text", when))
                    }
                    false => piece,
                }
            })
            .collect();
        let mut areas = Vec::new();
        if let Phase::Answering { by, on } = view.turn.phase
            && !legal.is_empty()
        {
            let (answers, kept): (Vec<Piece>, Vec<Piece>) = hand.into_iter().partition(|card| card.tap.is_some());
            hand = kept;
            let declared = DesperadosEvent::Declared { seat: view.turn.seat, by, on, answering: view.answering };
            let asked = Piece::new("answer-asked", Shape::Words).caption(Line::new("desp-phone-answer"));
            areas.push(Area::new("answer", Self::narrate(&declared), [asked].into_iter().chain(answers).collect()));
        }
        areas.push(Area::new("gangs", Some(Line::new("phone-page-standings")), gang_pieces(view)));
        // The dice, the bank and the answer asked have pieces of their own.
        let told = (Self::table_in_words(view, rules, code).into_iter())
            .filter(|line| !matches!(line.id(), "desp-phone-die" | "desp-felt-bank" | "desp-phone-answer"))
            .enumerate()
            .map(|(number, line)| Piece::new(format!("turn-{number}"), Shape::Words).caption(line))
            .collect();
        areas.push(Area::new("turn", None, told));
        areas.push(Area::new("dice", None, dice_pieces(view, legal, &offered)));
        if legal.iter().any(|action| matches!(action, DesperadosAction::Play { target: CardTarget::DieTo(..), .. })) {
            let faces = Face::ALL.into_iter().map(|face| {
                let piece = Piece::new(format!("face-{}", face_word(face)), Shape::Die)
                    .art(art::face_art(face))
                    .caption(face.name());
                offered.tap(piece, face_tap(face))
            });
            areas.push(Area::new("faces", Some(Line::new("desp-phone-faces")), faces.collect()));
        }
        if let Phase::Keeping { keep } = view.turn.phase
            && !view.drawn.is_empty()
        {
            let drawn = copies(view.drawn)
                .map(|(card, copy)| {
                    let piece = card_piece(view, rules, code, format!("drawn-{card}-{copy}"), card);
                    offered.tap(piece, keep_tap(card, copy, keep))
                })
                .collect();
            areas.push(Area::new("drawn", Some(Line::new("desp-phone-drawn").number("keep", keep)), drawn));
        }
        let gang = &view.gangs[view.seat];
        let gang_name = Line::new("desp-gang-name").name("name", rules.gangs[usize::from(gang.gang)].name.as_str());
        areas.push(Area::new("desperados", Some(gang_name), desperado_pieces(view, rules, code, &offered)));
        if view.hand.is_empty() {
            hand.push(Piece::new("no-cards", Shape::Words).caption(Line::new("desp-phone-cards").number("cards", 0)));
        }
        areas.push(Area::new("hand", Some(Line::new("phone-page-hand")), hand));
        Sketch { portrait: portrait(art::portrait(gang.gang, Icon::Boss)), areas, taps, go: None }
    }
}

/// Every card of `cards` with its copy's number among those of its kind, in kind order.
fn copies(cards: Hand) -> impl Iterator<Item = (CardKind, usize)> {
    (0..MAX_CARD_KINDS as CardKind)
        .flat_map(move |card| (0..usize::from(cards.count(card))).map(move |copy| (card, copy)))
}

/// A Wild West card `id`, by its picture, name and text.
fn card_piece(view: &DesperadosView, rules: &DesperadosRules, code: &str, id: String, card: CardKind) -> Piece {
    let (name, text) = rules.card_texts(usize::from(card), code);
    Piece::new(id, Shape::Card)
        .art(art::effect_art(view.limits.effect(card)))
        .caption(Line::new("desp-card-name").name("name", name))
        .note(Line::new("desp-phone-words").name("text", text))
}

/// Each gang by its Boss, with its money (or that it is broke), its desperados still in
/// jail and its cards; the gangs to move, or the winners, marked. Then the bank and the deck.
fn gang_pieces(view: &DesperadosView) -> Vec<Piece> {
    let moving = match (view.result, view.turn.phase) {
        (Some(_), _) => SeatSet::EMPTY,
        (None, Phase::Answering { .. }) => view.answering,
        (None, _) => SeatSet::single(view.turn.seat),
    };
    let winners = view.result.map_or(SeatSet::EMPTY, |(winners, _)| winners);
    let gangs = view.gangs.iter().enumerate().map(|(seat, gang)| {
        let money = match gang.out {
            true => Line::new("desp-status-broke"),
            false => Line::new("desp-status-money").number("money", gang.money),
        };
        Piece::new(format!("gang-{}", seat + 1), Shape::Portrait)
            .art(art::portrait(gang.gang, Icon::Boss))
            .caption(Line::new("phone-seat-name").seat("who", seat))
            .note(money)
            .note(Line::new("desp-phone-jailed").number("count", gang.jailed().count()))
            .note(Line::new("desp-phone-cards").number("cards", view.hand_sizes[seat]))
            .tone_if(moving.contains(seat), Tone::Turn)
            .tone_if(gang.out, Tone::Out)
            .tone_if(winners.contains(seat), Tone::Won)
    });
    let bank = Piece::new("bank", Shape::Token)
        .art("desperados/bank")
        .caption(Line::new("desp-felt-bank").number("money", view.bank));
    let deck = Piece::new("deck", Shape::Token)
        .art("desperados/wild_west_back")
        .caption(Line::new("desp-felt-deck").number("deck", view.deck_size).number("discards", view.discards.len()));
    gangs.chain([bank, deck]).collect()
}

/// The four dice: each face in words, a die kept aside while the others roll so marked,
/// and, while the seat may roll again, how a die is kept aside.
fn dice_pieces(view: &DesperadosView, legal: &[DesperadosAction], offered: &Offered) -> Vec<Piece> {
    let rolling = match view.turn.phase {
        Phase::Rolling { dice } => dice,
        _ => 0,
    };
    let kept = if rolling == 0 { 0 } else { ALL_DICE & !rolling };
    let mut pieces: Vec<Piece> = (0..DICE)
        .map(|die| {
            let piece = Piece::new(die_tap(die), Shape::Die);
            let piece = match rolling & 1 << die != 0 {
                true => piece.art("desperados/die").caption(Line::new("desp-phone-die-rolling").number("die", die + 1)),
                false => {
                    let face = view.turn.dice.0[die];
                    piece
                        .art(art::face_art(face))
                        .caption(Line::new("desp-phone-die").number("die", die + 1).line("face", face.name()))
                }
            };
            let piece = match kept & 1 << die != 0 {
                true => piece.note(Line::new("desp-phone-kept")).tone(Tone::Kept),
                false => piece,
            };
            offered.tap(piece, die_tap(die))
        })
        .collect();
    if legal.iter().any(|action| matches!(action, DesperadosAction::Reroll { .. })) {
        pieces.push(Piece::new("dice-how", Shape::Words).caption(Line::new("desp-phone-tap-to-keep")));
    }
    pieces
}

/// The seat's five desperados, jailed behind bars with the notches left to the key, or
/// free with what they take; those that may act now so marked. Then the Brains' ability.
fn desperado_pieces(view: &DesperadosView, rules: &DesperadosRules, code: &str, offered: &Offered) -> Vec<Piece> {
    let gang = &view.gangs[view.seat];
    let turn = &view.turn;
    let acting = turn.seat == view.seat && turn.phase == Phase::Acting && turn.actions_left > 0;
    let desperados = Icon::ALL.into_iter().map(|icon| {
        let free = gang.is_free(icon);
        let mut piece =
            Piece::new(desperado_tap(icon), Shape::Portrait).art(art::portrait(gang.gang, icon)).caption(icon.name());
        let dial = match (free, icon) {
            (false, _) => {
                piece.art.push("desperados/bars".to_owned());
                Line::new("desp-disc-left").number("left", gang.dials[icon.index()])
            }
            (true, Icon::Bottle) => Line::new("desp-disc-free"),
            (true, _) => Line::new("desp-disc-free-attack").number("money", view.limits.attack(icon)),
        };
        piece = piece.note(dial).tone_if(free, Tone::Won);
        if acting && turn.may_act_with(icon) {
            piece = piece.note(Line::new("desp-phone-can-act")).tone(Tone::Turn);
        }
        offered.tap(piece, desperado_tap(icon))
    });
    let ability = rules.ability_text(usize::from(gang.gang), code);
    let ability = Piece::new("ability", Shape::Words).caption(Line::new("desp-phone-words").name("text", ability));
    desperados.chain([ability]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::desperados::{Dice, GangChoice};
    use crate::rules::sketch::check;
    use crate::rules::{EventsTellViews, Seat, ToMove, random_index, seeded_rng};

    use DesperadosAction as A;
    use Face::{Action as X, Boss as S, Bottle as B, Knife as K};

    /// Kinds in the shipped deck.
    const REROLL: CardKind = 1;
    const BLOCK: CardKind = 2;
    const CANCEL: CardKind = 3;
    const SET: CardKind = 4;
    const OLESON: u8 = 2;

    fn legal_of(state: &Desperados, seat: Seat) -> Vec<DesperadosAction> {
        let mut legal = Vec::new();
        state.legal_actions(seat, &mut legal);
        legal
    }

    fn area<'a>(sketch: &'a Sketch, name: &str) -> Option<&'a Area> {
        sketch.areas.iter().find(|area| area.name == name)
    }

    fn piece<'a>(sketch: &'a Sketch, id: &str) -> &'a Piece {
        let pieces = sketch.areas.iter().flat_map(|area| &area.pieces);
        pieces.clone().find(|piece| piece.id == id).unwrap_or_else(|| panic!("no piece {id}"))
    }

    /// The taps that make `action`, which must be legal.
    fn taps<'a>(sketch: &'a Sketch, legal: &[DesperadosAction], action: DesperadosAction) -> &'a [String] {
        &sketch.taps[legal.iter().position(|&choice| choice == action).unwrap_or_else(|| panic!("{action:?}"))]
    }

    /// The kinds of the cards drawn as pieces named `{prefix}-{kind}-{copy}`, anywhere.
    fn card_kinds(sketch: &Sketch, prefix: &str) -> Vec<CardKind> {
        let pieces = sketch.areas.iter().flat_map(|area| &area.pieces);
        let mut kinds: Vec<CardKind> =
            pieces.filter_map(|piece| piece.id.strip_prefix(prefix)?.split('-').nth(1)?.parse().ok()).collect();
        kinds.sort_unstable();
        kinds
    }

    /// What `sketch` must show of `view`: each gang, each die as it lies, the seat's
    /// desperados behind bars exactly while jailed, its cards, and every choice but the
    /// turn's own buttons made by tapping.
    fn shows_the_view(sketch: &Sketch, view: &DesperadosView, legal: &[DesperadosAction]) {
        let gangs = area(sketch, "gangs").unwrap();
        assert_eq!(gangs.pieces.len(), view.gangs.len() + 2, "each gang, the bank and the deck");
        let rolling = match view.turn.phase {
            Phase::Rolling { dice } => dice,
            _ => 0,
        };
        for die in (0..DICE).filter(|die| rolling & 1 << die == 0) {
            let art = &piece(sketch, &die_tap(die)).art;
            assert_eq!(art.last(), Some(&art::face_art(view.turn.dice.0[die]).to_owned()), "die {die}");
        }
        let gang = &view.gangs[view.seat];
        for icon in Icon::ALL {
            let barred = piece(sketch, &desperado_tap(icon)).art.iter().any(|layer| layer == "desperados/bars");
            assert_eq!(barred, !gang.is_free(icon), "{icon:?}");
        }
        assert_eq!(card_kinds(sketch, "hand"), view.hand.cards().collect::<Vec<_>>());
        assert_eq!(card_kinds(sketch, "drawn"), view.drawn.cards().collect::<Vec<_>>());
        for (action, taps) in legal.iter().zip(&sketch.taps) {
            let button = matches!(action, A::Act | A::Draw | A::Pass | A::Reroll { dice: ALL_DICE });
            assert_eq!(taps.is_empty(), button, "{action:?} is made by {taps:?}");
        }
        if matches!(view.turn.phase, Phase::Answering { .. }) && !legal.is_empty() {
            assert_eq!(sketch.areas[0].name, "answer", "an answer asked comes first");
        }
    }

    /// At every decision of a match between three random players, each seat's sketch
    /// holds together and shows what its view says; along the way the seats answer
    /// actions, keep cards drawn and read what befell them.
    #[test]
    fn every_decision_of_a_match_is_drawn_from_the_view_and_made_by_its_pieces() {
        let rules = DesperadosRules { max_turns: 80, ..crate::config::embedded() };
        let seats = 3;
        let mut events = Vec::new();
        let mut state = Desperados::new(&rules, seats, 5, &mut events).unwrap();
        let mut told = vec![Vec::new(); seats];
        let mut rng = seeded_rng(9);
        let mut areas_seen = BTreeSet::new();
        let mut decisions = 0;
        loop {
            for (seat, told) in told.iter_mut().enumerate() {
                told.extend(events.iter().filter(|event| Desperados::seen_by(event, seat)).cloned());
            }
            events.clear();
            let movers = match state.to_move() {
                ToMove::Nobody => break,
                ToMove::Chance => {
                    state.resolve_chance(&mut events);
                    continue;
                }
                ToMove::Seat(seat) => SeatSet::single(seat),
                ToMove::Simultaneous(seats) => seats,
            };
            let mut moves = Vec::new();
            for seat in movers.iter() {
                let legal = legal_of(&state, seat);
                let view = state.view(seat);
                let sketch = Desperados::sketch(&view, &rules, "en", &told[seat], &legal);
                check::<Desperados>(&sketch, &legal).unwrap_or_else(|error| panic!("{error}\n{sketch:#?}"));
                shows_the_view(&sketch, &view, &legal);
                areas_seen.extend(sketch.areas.iter().map(|area| area.name.clone()));
                told[seat].clear();
                moves.push((seat, legal[random_index(&mut rng, legal.len())]));
                decisions += 1;
            }
            state.apply(&moves, &mut events).unwrap();
        }
        assert!(decisions > 100, "{decisions} decisions");
        for name in ["answer", "drawn", "faces"] {
            assert!(areas_seen.contains(name), "no {name} area in the match: {areas_seen:?}");
        }
    }

    /// A table of two, Oleson at seat 0 to choose after rolling Knife, Action, Bottle,
    /// Action, with a Lucky Throw and a Loaded Die in hand.
    fn rolled_with_cards() -> (Desperados, DesperadosRules) {
        let rules = DesperadosRules {
            first_player_random: false,
            gang_choice: GangChoice::Chosen(vec![OLESON, 0]),
            ..crate::config::embedded()
        };
        let mut state = Desperados::new(&rules, 2, 7, &mut Vec::new()).unwrap();
        for card in [REROLL, SET] {
            assert!(state.deck.remove(card));
            state.hands[0].add(card);
        }
        state.apply_chance(Dice([K, X, B, X]), &mut Vec::new()).unwrap();
        (state, rules)
    }

    /// The dice tapped are those kept aside: rolling every die is a button, and a card
    /// played on a die is the card, the die, and for a Loaded Die the face.
    #[test]
    fn a_reroll_is_made_by_the_dice_kept_aside_and_a_card_by_its_die() {
        let (state, rules) = rolled_with_cards();
        let legal = legal_of(&state, 0);
        let sketch = Desperados::sketch(&state.view(0), &rules, "en", &[], &legal);
        check::<Desperados>(&sketch, &legal).unwrap();
        assert_eq!(taps(&sketch, &legal, A::Reroll { dice: 0b1101 }), ["die-2"]);
        assert_eq!(taps(&sketch, &legal, A::Reroll { dice: 0b0001 }), ["die-2", "die-3", "die-4"]);
        assert!(taps(&sketch, &legal, A::Reroll { dice: ALL_DICE }).is_empty());
        let lucky = A::Play { card: REROLL, target: CardTarget::Die(2) };
        assert_eq!(taps(&sketch, &legal, lucky), ["card-1", "die-3"]);
        let loaded = A::Play { card: SET, target: CardTarget::DieTo(0, S) };
        assert_eq!(taps(&sketch, &legal, loaded), ["card-4", "die-1", "to-boss"]);
        let die = piece(&sketch, "die-3");
        assert_eq!(die.art, ["desperados/die", "desperados/face_bottle"]);
        assert_eq!(die.caption, Some(Line::new("desp-phone-die").number("die", 3).line("face", B.name())));
        assert_eq!(die.tap.as_deref(), Some("die-3"));
        assert_eq!(area(&sketch, "faces").unwrap().pieces.len(), Face::ALL.len());
    }

    /// The Oleson Brains, free, are tapped with the jailed desperado they help; a jailed
    /// desperado that may act is tapped alone.
    #[test]
    fn the_brains_are_tapped_with_the_desperado_they_help() {
        let (mut state, rules) = rolled_with_cards();
        state.gangs[0].dials[Icon::Bottle.index()] = 0;
        state.apply(&[(0, A::Act)], &mut Vec::new()).unwrap();
        let legal = legal_of(&state, 0);
        let sketch = Desperados::sketch(&state.view(0), &rules, "en", &[], &legal);
        check::<Desperados>(&sketch, &legal).unwrap();
        let help = A::Aim { by: Icon::Bottle, on: Icon::Pistol };
        assert_eq!(taps(&sketch, &legal, help), ["desperado-bottle", "desperado-pistol"]);
        assert_eq!(taps(&sketch, &legal, A::Aim { by: Icon::Knife, on: Icon::Knife }), ["desperado-knife"]);
        let knife = piece(&sketch, "desperado-knife");
        assert!(knife.notes.contains(&Line::new("desp-phone-can-act")) && knife.tone == Some(Tone::Turn));
        assert_eq!(piece(&sketch, "desperado-fist").tone, None, "a jailed desperado not rolled stays as it is");
        assert!(piece(&sketch, "hand-1-0").dim.is_some(), "a Lucky Throw is no card for acting");
    }

    /// Asked to answer an attack, the seat sees it first: what was declared, and the
    /// cards that answer it to tap; letting it be is a button.
    #[test]
    fn an_answer_asked_comes_first_with_the_cards_that_answer() {
        let (mut state, rules) = rolled_with_cards();
        state.gangs[0].dials[Icon::Knife.index()] = 0;
        for card in [CANCEL, BLOCK] {
            assert!(state.deck.remove(card));
            state.hands[1].add(card);
        }
        state.apply(&[(0, A::Act)], &mut Vec::new()).unwrap();
        state.apply(&[(0, A::Aim { by: Icon::Knife, on: Icon::Knife })], &mut Vec::new()).unwrap();
        let legal = legal_of(&state, 1);
        let sketch = Desperados::sketch(&state.view(1), &rules, "en", &[], &legal);
        check::<Desperados>(&sketch, &legal).unwrap();
        let answer = &sketch.areas[0];
        assert_eq!(answer.name, "answer");
        assert_eq!(answer.title, Some(Line::new("desp-declared").seat("who", 0).line("desperado", Icon::Knife.name())));
        let answers: Vec<_> = answer.pieces.iter().filter_map(|piece| piece.tap.as_deref()).collect();
        assert_eq!(answers, ["card-2", "card-3"]);
        assert!(taps(&sketch, &legal, A::Pass).is_empty());
        assert_eq!(taps(&sketch, &legal, A::Play { card: CANCEL, target: CardTarget::None }), ["card-3"]);
    }

    /// Keeping two of four drawn, two cards alike are a pair of their own.
    #[test]
    fn two_cards_alike_kept_are_tapped_as_two() {
        let (mut state, rules) = rolled_with_cards();
        state.turn.phase = Phase::Keeping { keep: 2 };
        state.drawn.extend([CANCEL, CANCEL, BLOCK]);
        let legal = legal_of(&state, 0);
        let sketch = Desperados::sketch(&state.view(0), &rules, "en", &[], &legal);
        check::<Desperados>(&sketch, &legal).unwrap();
        assert_eq!(taps(&sketch, &legal, A::Keep { card: CANCEL, and: Some(CANCEL) }), ["keep-3", "keep-3-2"]);
        assert_eq!(taps(&sketch, &legal, A::Keep { card: BLOCK, and: Some(CANCEL) }), ["keep-2", "keep-3"]);
        assert_eq!(area(&sketch, "drawn").unwrap().pieces.len(), 3);
    }
}
