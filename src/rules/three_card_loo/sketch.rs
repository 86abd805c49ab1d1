//! Three-card Loo drawn for a phone: every seat at the table, small enough for sixteen; the
//! turn-up, the miss while it lies open, and the pool; the last trick between tricks, the
//! trick being played and who leads it; what the last tricks paid; and the hand of three,
//! each card tapped to play it, or dimmed with why it may not be. A declaration is made
//! with a button of its own, which says what it stakes.

use super::state::HAND;
use super::{Card, LooAction, LooEvent, LooPhase, LooRules, LooView, Seating, Suit, ThreeCardLoo, Trick};
use crate::rules::sketch::{Area, Piece, Shape, Sketch, Sketched, Tone, gunslinger, portrait};
use crate::rules::{Game, InWords, Line, Seat};

/// What tapping `card` stands for, which is also its art's name under `loo/`: `hearts_ace`.
fn card_tap(card: Card) -> String {
    card.art_name()
}

/// A face-up card, named in words: the art prints no index (the window writes it), so the
/// words say which card it is, and that it is a trump.
fn card_piece(id: String, card: Card, trumps: Suit) -> Piece {
    let words = if card.suit() == trumps { "loo-phone-card-trump" } else { "loo-phone-card" };
    Piece::new(id, Shape::Card)
        .art(&format!("loo/{}", card_tap(card)))
        .caption(Line::new(words).line("card", card.spoken()))
}

/// A line of words alone, as a piece.
fn words(id: String, line: Line) -> Piece {
    Piece::new(id, Shape::Words).caption(line)
}

impl Sketched for ThreeCardLoo {
    fn sketch(view: &LooView, rules: &LooRules, code: &str, events: &[LooEvent], legal: &[LooAction]) -> Sketch {
        let mut areas = vec![
            Area::new("players", None, seat_pieces(view)),
            Area::new("table", Some(Line::new("phone-page-table")), table_pieces(view, rules, code)),
        ];
        if let LooPhase::Playing(seat) = view.phase {
            if view.trick.is_empty()
                && let Some(last) = &view.last_trick
            {
                let title = Line::new("loo-button-last-trick-title");
                areas.push(Area::new("last-trick", Some(title), last_trick_pieces(view, last)));
            }
            areas.push(Area::new("trick", Some(to_move(view, seat)), trick_pieces(view)));
        }
        let outcome = outcome_pieces(view.seat, events);
        if !outcome.is_empty() {
            areas.push(Area::new("outcome", Some(Line::new("loo-phone-outcome")), outcome));
        }
        areas.push(Area::new("hand", Some(Line::new("phone-page-hand")), hand_pieces(view, rules, code, legal)));
        let taps = (legal.iter())
            .map(|action| match *action {
                LooAction::Play(card) => vec![card_tap(card)],
                LooAction::Declare(_) => Vec::new(),
            })
            .collect();
        Sketch { portrait: portrait(&gunslinger(view.seat)), areas, taps, go: None }
    }
}

/// Each seat as a chip (the dealer's button for the dealer) with its name, its chips and
/// tricks, what it declared, and whether it is to move: compact, for up to sixteen.
fn seat_pieces(view: &LooView) -> Vec<Piece> {
    let over = view.phase == LooPhase::Over;
    (0..view.players.len())
        .map(|seat| {
            let player = &view.players[seat];
            let dealer = seat == view.dealer && !over;
            let won = view.winners.is_some_and(|winners| winners.contains(seat));
            let turn = turn_note(view, seat);
            let to_move = turn.is_some();
            let seating = match player.seating {
                Seating::Out => Some(Seating::Out),
                _ if over => None,
                // To declare, said next, tells all that yet to declare would.
                Seating::Waiting if to_move => None,
                seating => Some(seating),
            };
            let chips = (player.seating != Seating::Out)
                .then(|| Line::new("loo-phone-chips").number("chips", player.balance).number("tricks", player.tricks));
            let notes = [
                chips,
                seating.map(Seating::told),
                turn,
                dealer.then(|| Line::new("loo-phone-dealer")),
                won.then(|| Line::new("loo-phone-winner")),
            ];
            let tone = match seating {
                _ if won => Some(Tone::Won),
                Some(Seating::Out | Seating::Dropped) => Some(Tone::Out),
                _ if to_move => Some(Tone::Turn),
                _ => None,
            };
            let piece = Piece::new(format!("seat-{}", seat + 1), Shape::Token)
                .art(if dealer { "loo/dealer" } else { "loo/chip" })
                .caption(Line::new("phone-seat-name").seat("who", seat));
            Piece { notes: notes.into_iter().flatten().collect(), tone, ..piece }
        })
        .collect()
}

/// What `seat` is to do now, where it is to move: declare, lead, or play to the trick.
fn turn_note(view: &LooView, seat: Seat) -> Option<Line> {
    match view.phase {
        LooPhase::Declaring(asked) if asked == seat => Some(Line::new("loo-phone-turn-declare")),
        LooPhase::Playing(next) if next == seat && view.trick.is_empty() => Some(Line::new("loo-phone-turn-lead")),
        LooPhase::Playing(next) if next == seat => Some(Line::new("loo-phone-turn-play")),
        _ => None,
    }
}

/// The deal (or the match's end), the turn-up that names trumps, the miss while it lies
/// face down to be taken, and the pool with what a trick takes of it.
fn table_pieces(view: &LooView, rules: &LooRules, code: &str) -> Vec<Piece> {
    let over = view.phase == LooPhase::Over;
    // The table in words opens with the deal's banner, and is the match's end alone once over.
    let told = ThreeCardLoo::table_in_words(view, rules, code);
    let banner = told.into_iter().take(if over { 2 } else { 1 });
    let mut pieces: Vec<Piece> =
        banner.enumerate().map(|(number, line)| words(format!("deal-{number}"), line)).collect();
    if !over {
        let trumps = Line::new("loo-trumps").line("suit", view.trumps.spoken());
        pieces.push(card_piece("turn-up".to_owned(), view.turn_up, view.trumps).note(trumps));
    }
    if view.miss_open && !over {
        pieces.push(
            Piece::new("miss", Shape::Card)
                .art("loo/miss")
                .caption(Line::new("loo-phone-miss"))
                .note(Line::new("loo-phone-face-down")),
        );
    }
    let mut pool =
        Piece::new("pool", Shape::Token).art("loo/chip").caption(Line::new("loo-pool").number("pool", view.pool));
    if !over {
        let played_for = if let LooPhase::Playing(_) = view.phase { view.pool_at_play } else { view.pool };
        pool = pool.note(Line::new("loo-phone-a-trick").number("per-trick", played_for / HAND as u64));
    }
    pieces.push(pool);
    pieces
}

/// That `seat` is to lead the trick, or to play to it, with its number: the trick's heading.
fn to_move(view: &LooView, seat: Seat) -> Line {
    let id = if view.trick.is_empty() { "loo-phone-to-lead" } else { "loo-phone-to-play" };
    Line::new(id).number("trick", view.tricks_played + 1).seat("who", seat)
}

/// The cards of `trick`, each with who played it, the first marked as led; `winner`'s
/// card marked as winning.
fn played_pieces(prefix: &str, trick: &Trick, trumps: Suit, winner: Option<Seat>) -> Vec<Piece> {
    (trick.plays().enumerate())
        .map(|(order, (seat, card))| {
            let piece = card_piece(format!("{prefix}-{}", seat + 1), card, trumps)
                .note(Line::new("phone-seat-name").seat("who", seat))
                .tone_if(winner == Some(seat), Tone::Won);
            if order == 0 { piece.note(Line::new("loo-phone-led")) } else { piece }
        })
        .collect()
}

/// The trick on the table, and who is winning it once two cards are down.
fn trick_pieces(view: &LooView) -> Vec<Piece> {
    let winning = (view.trick.len() > 1).then(|| view.trick.winning_seat(view.trumps)).flatten();
    let mut pieces = played_pieces("trick", &view.trick, view.trumps, winning);
    if let Some(seat) = winning {
        pieces.push(words("trick-winning".to_owned(), Line::new("loo-phone-winning").seat("who", seat)));
    }
    pieces
}

/// The trick taken last, and who took it with which card.
fn last_trick_pieces(view: &LooView, last: &Trick) -> Vec<Piece> {
    let mut pieces = played_pieces("last", last, view.trumps, last.winner);
    if let Some((seat, card)) = last.plays().find(|&(seat, _)| Some(seat) == last.winner) {
        let taken = Line::new("loo-phone-trick-taken")
            .seat("who", seat)
            .number("trick", view.tricks_played)
            .line("card", card.spoken());
        pieces.push(words("last-taken".to_owned(), taken));
    }
    pieces
}

/// What the chips did since the seat's last table: the tricks taken, the pool taken, this
/// seat looed or out of money. Only the latest deal's, so that a seat long idle is told one
/// deal's outcome, not several.
fn outcome_pieces(seat: Seat, events: &[LooEvent]) -> Vec<Piece> {
    let mut deal = 0;
    let mut told: Vec<(u32, Line, Option<Tone>)> = Vec::new();
    for event in events {
        let tone = match *event {
            LooEvent::DealStarted { .. } => {
                deal += 1;
                continue;
            }
            LooEvent::TrickWon { seat: taker, by_miss, .. } => (taker == seat && !by_miss).then_some(Tone::Won),
            LooEvent::PoolTaken { seat: taker, .. } => (taker == seat).then_some(Tone::Won),
            LooEvent::Looed { seat: looed, .. } if looed == seat => Some(Tone::Lost),
            LooEvent::BustedOut { seat: out } if out == seat => Some(Tone::Out),
            _ => continue,
        };
        if let Some(line) = ThreeCardLoo::narrate(event) {
            told.push((deal, line, tone));
        }
    }
    let latest = told.last().map(|&(deal, ..)| deal);
    (told.into_iter().filter(|&(deal, ..)| Some(deal) == latest).enumerate())
        .map(|(number, (_, line, tone))| {
            let piece = words(format!("outcome-{number}"), line);
            Piece { tone, ..piece }
        })
        .collect()
}

/// The seat's cards, each tapped to play it where that is legal, dimmed with why not where
/// it is this seat's card to play and that one may not go; then whether the hand is the miss.
fn hand_pieces(view: &LooView, rules: &LooRules, code: &str, legal: &[LooAction]) -> Vec<Piece> {
    let rule = view.play_rule();
    let cards = view.hand.iter().map(|card| {
        let piece = card_piece(format!("hand-{}", card_tap(card)), card, view.trumps);
        let refusal = rule.and_then(|rule| rule.refusal(card));
        match (legal.contains(&LooAction::Play(card)), refusal) {
            (true, _) => piece.tap(card_tap(card)),
            (false, Some(why)) => piece.dim(Line::new("loo-tip-not-now").line("why", why.spoken())),
            (false, None) => piece,
        }
    });
    // The hand in words tells its cards one a line, then that it is the miss, where it is.
    let miss = ThreeCardLoo::hand_in_words(view, rules, code).into_iter().skip(view.hand.len());
    let miss = miss.enumerate().map(|(number, line)| words(format!("hand-words-{number}"), line));
    cards.chain(miss).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::sketch::check;
    use crate::rules::{EventsTellViews, ToMove};
    use crate::rules::three_card_loo::Declaration;
    use crate::rules::three_card_loo::test_deal::{kate_deals_hearts_trumps, told};

    fn area<'a>(sketch: &'a Sketch, name: &str) -> Option<&'a Area> {
        sketch.areas.iter().find(|area| area.name == name)
    }

    fn legal_of(state: &ThreeCardLoo, seat: Seat) -> Vec<LooAction> {
        let mut legal = Vec::new();
        state.legal_actions(seat, &mut legal);
        legal
    }

    /// A match between bots at `seats` seats: at every decision the seat to move is drawn
    /// from its view and the events it was told since its last decision, every choice is
    /// made by tapping (or is a button of its own), the hand is the seat's cards, each
    /// tappable exactly when it may be played (and says why not when it is its turn), the
    /// miss lies on the table while open and the hand says when it is the miss, the trick is
    /// the view's, and the seat to move is marked.
    fn a_match_is_drawn_at_every_decision(seats: usize) {
        let rules = LooRules { rounds: 1, ..crate::config::embedded() };
        let mut state = ThreeCardLoo::new(&rules, seats, 5, &mut Vec::new()).unwrap();
        let mut told: Vec<Vec<LooEvent>> = vec![Vec::new(); seats];
        let (mut decisions, mut dimmed, mut outcomes, mut from_miss) = (0, 0, 0, 0);
        while let ToMove::Seat(seat) = state.to_move() {
            let legal = legal_of(&state, seat);
            let view = state.view(seat);
            let sketch = ThreeCardLoo::sketch(&view, &rules, "en", &told[seat], &legal);
            check::<ThreeCardLoo>(&sketch, &legal).unwrap();

            let hand = &area(&sketch, "hand").unwrap().pieces;
            let hand_cards: Vec<&Piece> = hand.iter().filter(|piece| piece.shape == Shape::Card).collect();
            let ids: Vec<String> = hand_cards.iter().map(|piece| piece.id.clone()).collect();
            let held: Vec<String> = view.hand.iter().map(|card| format!("hand-{}", card_tap(card))).collect();
            assert_eq!(ids, held, "the hand drawn is the seat's cards");
            for (piece, card) in hand_cards.iter().zip(view.hand.iter()) {
                assert!(piece.art.contains(&format!("loo/{}", card_tap(card))), "{card} is drawn in its art");
                let playable = legal.contains(&LooAction::Play(card));
                assert_eq!(piece.tap.is_some(), playable, "{card} is tappable when it may be played");
                let refused = view.play_rule().is_some() && !playable;
                assert_eq!(piece.dim.is_some(), refused, "{card} is dimmed when it may not be played");
                dimmed += usize::from(refused);
            }
            let holds_miss = matches!(view.players[seat].seating, Seating::TookMiss | Seating::DefendingMiss);
            let said_miss = hand.iter().any(|piece| piece.shape == Shape::Words);
            assert_eq!(said_miss, holds_miss, "the hand says it is the miss exactly when it is");
            from_miss += usize::from(said_miss);
            let table = &area(&sketch, "table").unwrap().pieces;
            assert_eq!(table.iter().any(|piece| piece.id == "miss"), view.miss_open, "the miss lies while open");
            for (taps, action) in sketch.taps.iter().zip(&legal) {
                assert_eq!(taps.is_empty(), matches!(action, LooAction::Declare(_)), "a declaration is a button");
            }
            let players = &area(&sketch, "players").unwrap().pieces;
            assert_eq!(players.len(), seats);
            assert_eq!(players[seat].tone, Some(Tone::Turn), "the seat to move is marked");
            assert_eq!(players.iter().filter(|piece| piece.tone == Some(Tone::Turn)).count(), 1);
            let trick = area(&sketch, "trick");
            match view.phase {
                LooPhase::Playing(_) => {
                    let played = trick.unwrap().pieces.iter().filter(|piece| piece.shape == Shape::Card);
                    assert_eq!(played.count(), view.trick.len(), "the trick drawn is the view's");
                }
                _ => assert!(trick.is_none(), "no trick is drawn while declaring"),
            }
            outcomes += usize::from(area(&sketch, "outcome").is_some());

            told[seat].clear();
            let action = legal[decisions % legal.len()];
            let mut events = Vec::new();
            state.apply(&[(seat, action)], &mut events).unwrap();
            for (other, heard) in told.iter_mut().enumerate() {
                heard.extend(events.iter().filter(|event| ThreeCardLoo::seen_by(event, other)).cloned());
            }
            decisions += 1;
        }
        assert!(decisions > seats * 2, "the match went on: {decisions} decisions");
        assert!(dimmed > 0, "some card was refused in the match");
        assert!(outcomes > 0, "some trick's pay was told");
        assert!(from_miss > 0, "some seat played the miss");
    }

    #[test]
    fn every_decision_of_a_match_of_three_is_drawn_from_the_view() {
        a_match_is_drawn_at_every_decision(3);
    }

    #[test]
    fn every_decision_of_a_match_of_sixteen_is_drawn_from_the_view() {
        a_match_is_drawn_at_every_decision(16);
    }

    /// Kate deals, hearts are trumps; Bill and the player stand, Kate drops, and Bill leads
    /// the ace of trumps. The player declares with buttons, then must follow hearts: the two
    /// hearts are tapped to play them, and the ten of spades is dimmed and says why.
    #[test]
    fn a_card_that_must_not_follow_is_dimmed_and_says_why() {
        let rules = crate::config::embedded::<LooRules>();
        let mut state = kate_deals_hearts_trumps(&rules);
        let mut events = Vec::new();
        let play = LooAction::Declare(Declaration::Play);
        state.apply(&[(1, play)], &mut events).unwrap();
        let legal = legal_of(&state, 2);
        let sketch = ThreeCardLoo::sketch(&state.view(2), &rules, "en", &[], &legal);
        check::<ThreeCardLoo>(&sketch, &legal).unwrap();
        assert!(sketch.taps.iter().all(Vec::is_empty), "declarations are buttons");
        let miss = area(&sketch, "table").unwrap().pieces.iter().find(|piece| piece.id == "miss");
        assert_eq!(miss.unwrap().art, ["loo/miss"], "the miss lies face down");

        let moves = [(2, play), (0, LooAction::Declare(Declaration::Drop))];
        for (seat, action) in moves.into_iter().chain([(1, LooAction::Play(Card::named("AH").unwrap()))]) {
            state.apply(&[(seat, action)], &mut events).unwrap();
        }
        let mut view = state.view(2);
        let legal = legal_of(&state, 2);
        let sketch = ThreeCardLoo::sketch(&view, &rules, "en", &[], &legal);
        check::<ThreeCardLoo>(&sketch, &legal).unwrap();
        assert_eq!(sketch.taps, [["hearts_7"], ["hearts_9"]]);
        let hand = &area(&sketch, "hand").unwrap().pieces;
        let ten = hand.iter().find(|piece| piece.id == "hand-spades_10").unwrap();
        assert_eq!(
            (ten.tap.as_ref(), ten.dim.as_ref().map(told)),
            (None, Some("Not now: you must follow hearts.".into()))
        );
        let trick = area(&sketch, "trick").unwrap();
        assert_eq!(told(trick.title.as_ref().unwrap()), "Trick 1: your card.");
        let led = &trick.pieces[0];
        assert_eq!(led.id, "trick-2");
        assert_eq!(led.notes.iter().map(told).collect::<Vec<_>>(), ["Bill", "led"]);

        let mut after = Vec::new();
        state.apply(&[(2, LooAction::Play(Card::named("7H").unwrap()))], &mut after).unwrap();
        for event in &after {
            ThreeCardLoo::update_view(&mut view, event);
        }
        let sketch = ThreeCardLoo::sketch(&view, &rules, "en", &after, &[]);
        let outcome = area(&sketch, "outcome").expect("the trick's pay is told");
        assert_eq!(
            outcome.pieces.iter().map(|piece| told(piece.caption.as_ref().unwrap())).collect::<Vec<_>>(),
            ["Bill takes trick 1: +1."]
        );
        let last = area(&sketch, "last-trick").expect("the trick taken lies between tricks");
        assert_eq!(last.pieces.iter().find(|piece| piece.id == "last-2").unwrap().tone, Some(Tone::Won));
    }
}
