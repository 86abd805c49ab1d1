//! Three-card Loo told in lines, for a seat held on a page with no table drawn: its cards,
//! the turn-up, the pool and the trick on the table, each seat's chips, and each
//! declaration or card as its button says it.

use super::state::HAND;
use super::{Card, Declaration, LooAction, LooPayment, LooPhase, LooRules, LooView, Seating, ThreeCardLoo, Trick};
use crate::rules::{InWords, Line, Seat};

impl InWords for ThreeCardLoo {
    /// The cards one by one, trumps marked; a hand that is the miss says so, and what it
    /// gave up for it.
    fn hand_in_words(view: &LooView, _rules: &LooRules, _rules_code: &str) -> Vec<Line> {
        let mut lines: Vec<Line> = view
            .hand
            .iter()
            .map(|card| {
                Line::new(if card.suit() == view.trumps { "loo-phone-card-trump" } else { "loo-phone-card" })
                    .line("card", card.spoken())
            })
            .collect();
        let holds_miss = matches!(view.players[view.seat].seating, Seating::TookMiss | Seating::DefendingMiss);
        if holds_miss && !view.discarded.is_empty() {
            let given_up = view.discarded.iter().map(Card::spoken).collect();
            lines.push(Line::new("loo-phone-hand-is-miss").lines("cards", given_up));
        }
        lines
    }

    /// The deal and its trumps, the miss while it may be taken, who stands, the trick
    /// being played (and the last one, between tricks), and whose move it is.
    fn table_in_words(view: &LooView, _rules: &LooRules, _rules_code: &str) -> Vec<Line> {
        if let (LooPhase::Over, Some(winners)) = (view.phase, view.winners) {
            let won = Line::new("loo-banner-won").seats("winners", winners).number("count", winners.len());
            return vec![Line::new("loo-match-over"), won];
        }
        let mut lines = vec![
            Line::new(if view.single { "loo-banner-deal-single" } else { "loo-banner-deal" })
                .number("deal", view.deal)
                .seat("dealer", view.dealer)
                .number("pool", view.pool),
            Line::new("loo-banner-turned-up").line("card", view.turn_up.spoken()).line("suit", view.trumps.spoken()),
        ];
        if view.miss_open {
            lines.push(Line::new("loo-phone-miss-open"));
        }
        if let LooPhase::Playing(_) = view.phase {
            lines.push(Line::new("loo-phone-per-trick").number("per-trick", view.pool_at_play / HAND as u64));
        }
        lines.extend((0..view.players.len()).filter_map(|seat| declared(view, seat)));
        if view.trick.is_empty()
            && let Some(last) = &view.last_trick
        {
            lines.extend(trick_taken(last, view.tricks_played));
        }
        let played =
            |(seat, card): (Seat, Card)| Line::new("loo-card-played").seat("who", seat).line("card", card.spoken());
        lines.extend(view.trick.plays().map(played));
        if view.trick.len() > 1
            && let Some(winning) = view.trick.winning_seat(view.trumps)
        {
            lines.push(Line::new("loo-phone-winning").seat("who", winning));
        }
        lines.extend(to_move(view));
        lines
    }

    /// Each seat's chips, and its tricks this deal once it has some.
    fn standings_in_words(view: &LooView, _rules: &LooRules) -> Vec<Line> {
        (0..view.players.len())
            .map(|seat| {
                let player = &view.players[seat];
                match player.seating {
                    Seating::Out => Line::new("loo-phone-standing-out").seat("who", seat),
                    _ => Line::new("loo-phone-standing")
                        .seat("who", seat)
                        .number("chips", player.balance)
                        .number("tricks", player.tricks),
                }
            })
            .collect()
    }

    /// A declaration with what it stakes (a trick's share of the pool, and the loo owed
    /// for none); a card by its name.
    fn choice_in_words(view: &LooView, _rules: &LooRules, _rules_code: &str, action: LooAction) -> Line {
        let declaration = match action {
            LooAction::Play(card) => return Line::new("loo-phone-play-card").line("card", card.spoken()),
            LooAction::Declare(declaration) => declaration,
        };
        let owed = match view.limits.loo {
            LooPayment::Limited(amount) => amount,
            LooPayment::Unlimited { cap } => view.pool.min(cap),
        };
        let staked = |id| Line::new(id).number("per-trick", view.pool / HAND as u64).number("loo", owed);
        match declaration {
            Declaration::Drop => Line::new("loo-phone-drop"),
            Declaration::Play => staked("loo-phone-play"),
            Declaration::TakeMiss => staked("loo-phone-take-miss"),
            Declaration::DefendMiss => Line::new("loo-phone-defend-miss"),
        }
        .line("declaration", declaration.spoken())
    }
}

/// What `seat` declared this deal, as the log said it; nothing while it has yet to, or
/// once it is out of the match.
fn declared(view: &LooView, seat: Seat) -> Option<Line> {
    let id = match view.players[seat].seating {
        Seating::Waiting | Seating::Out => return None,
        Seating::Dropped => "loo-declared-drop",
        Seating::Playing => "loo-declared-play",
        Seating::TookMiss => "loo-declared-take-miss",
        Seating::DefendingMiss => "loo-declared-defend-miss",
    };
    Some(Line::new(id).seat("who", seat))
}

/// Whose move it is: a declaration, a lead, or a card to the trick.
fn to_move(view: &LooView) -> Option<Line> {
    let trick = view.tricks_played + 1;
    Some(match view.phase {
        LooPhase::Declaring(seat) => Line::new("loo-phone-to-declare").seat("who", seat),
        LooPhase::Playing(seat) if view.trick.is_empty() => {
            Line::new("loo-phone-to-lead").number("trick", trick).seat("who", seat)
        }
        LooPhase::Playing(seat) => Line::new("loo-phone-to-play").number("trick", trick).seat("who", seat),
        LooPhase::Over => return None,
    })
}

/// Who took the trick `last`, the `number`th of the deal, and with which card.
fn trick_taken(last: &Trick, number: u8) -> Option<Line> {
    let winner = last.winner?;
    let (_, card) = last.plays().find(|&(seat, _)| seat == winner)?;
    Some(Line::new("loo-phone-trick-taken").seat("who", winner).number("trick", number).line("card", card.spoken()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::three_card_loo::test_deal::{self, kate_deals_hearts_trumps};

    fn told(lines: &[Line]) -> Vec<String> {
        lines.iter().map(test_deal::told).collect()
    }

    /// Kate deals, hearts are trumps; Bill and the player stand, Kate drops, Bill leads the
    /// ace of trumps: each line names the right card and the right seat.
    #[test]
    fn a_trick_is_told_card_by_card_and_a_declaration_by_its_stakes() {
        let rules = crate::config::embedded::<LooRules>();
        let mut state = kate_deals_hearts_trumps(&rules);
        let mut events = Vec::new();
        let play = LooAction::Declare(Declaration::Play);
        assert_eq!(
            told(&[ThreeCardLoo::choice_in_words(&state.view(1), &rules, "en", play)]),
            ["Play: 1 a trick; take none and pay 3"]
        );
        let moves = [(1, play), (2, play), (0, LooAction::Declare(Declaration::Drop))];
        for (seat, action) in moves.into_iter().chain([(1, LooAction::Play(Card::named("AH").unwrap()))]) {
            state.apply(&[(seat, action)], &mut events).unwrap();
        }
        let view = state.view(2);
        assert_eq!(
            told(&ThreeCardLoo::hand_in_words(&view, &rules, "en")),
            ["The seven of hearts, a trump", "The nine of hearts, a trump", "The ten of spades"]
        );
        assert_eq!(
            told(&ThreeCardLoo::table_in_words(&view, &rules, "en")),
            [
                "Deal 1: Kate deals. Pool 3, a single",
                "The five of hearts turned up: hearts are trumps",
                "Each trick takes 1 from the pool.",
                "Kate drops.",
                "Bill plays.",
                "You play.",
                "Bill plays the ace of hearts.",
                "Trick 1: your card.",
            ]
        );
        let mut legal = Vec::new();
        state.legal_actions(2, &mut legal);
        let choices: Vec<Line> =
            legal.into_iter().map(|action| ThreeCardLoo::choice_in_words(&view, &rules, "en", action)).collect();
        assert_eq!(told(&choices), ["Play the seven of hearts", "Play the nine of hearts"]);
        assert_eq!(
            told(&ThreeCardLoo::standings_in_words(&view, &rules)),
            ["Kate: 57 chips", "Bill: 60 chips", "You: 60 chips"]
        );
    }
}
