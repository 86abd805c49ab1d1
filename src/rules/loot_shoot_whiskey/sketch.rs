//! Loot Shoot Whiskey drawn for a phone: the two outlaws, the saloon row with the pair of
//! slots up open to take a card each, the last showdown turned over, and the hand of six.
//! A pair is locked in by putting a hand card on each slot up.

use super::in_words::bottle_and_deck;
use super::{Commit, HandCard, LootShootWhiskey, LswEvent, LswRules, LswView, SaloonCard, SlotOutcome};
use crate::rules::sketch::{Area, Piece, Shape, Sketch, Sketched, Tone, gunslinger, placed, portrait};
use crate::rules::{Game, Line, Seat};

/// The art of a hand card.
fn hand_art(card: HandCard) -> &'static str {
    match card {
        HandCard::Loot => "loot_shoot_whiskey/loot",
        HandCard::Shoot => "loot_shoot_whiskey/shoot",
        HandCard::Whiskey => "loot_shoot_whiskey/whiskey",
    }
}

/// What tapping a hand card stands for.
fn hand_tap(card: HandCard) -> &'static str {
    match card {
        HandCard::Loot => "loot",
        HandCard::Shoot => "shoot",
        HandCard::Whiskey => "whiskey",
    }
}

/// The art of a saloon card.
fn saloon_art(card: SaloonCard) -> String {
    match card {
        SaloonCard::Nuggets(amount) => format!("loot_shoot_whiskey/nuggets_{}", amount.clamp(1, 4)),
        SaloonCard::Whiskey => "loot_shoot_whiskey/whiskey_bottle".to_owned(),
        SaloonCard::Bullet => "loot_shoot_whiskey/bullet".to_owned(),
    }
}

/// What tapping a slot stands for.
fn slot_tap(slot: usize) -> String {
    format!("slot-{}", slot + 1)
}

impl Sketched for LootShootWhiskey {
    fn sketch(view: &LswView, _rules: &LswRules, _code: &str, events: &[LswEvent], legal: &[Commit]) -> Sketch {
        let thinking = legal.is_empty() && view.result.is_none();
        let outlaws = (view.players.iter().enumerate())
            .map(|(seat, player)| {
                let score = Line::new("lsw-phone-score").number("nuggets", player.nuggets).number("hits", player.hits);
                let mut outlaw = Piece::new(format!("outlaw-{}", seat + 1), Shape::Portrait)
                    .art(&gunslinger(seat))
                    .caption(Line::new("phone-seat-name").seat("who", seat))
                    .note(score);
                if view.bottle.is_some_and(|bottle| bottle.holder == seat) {
                    outlaw = outlaw.note(Line::new("lsw-phone-has-bottle"));
                }
                if let Some(super::LswResult::Won { seat: winner, .. }) = view.result {
                    outlaw = outlaw.tone_if(winner == seat, Tone::Won);
                }
                outlaw.tone_if(thinking && seat != view.seat, Tone::Turn)
            })
            .collect();
        let pair = [view.first_slot, view.first_slot + 1];
        let row = (view.row.iter().enumerate())
            .map(|(slot, card)| {
                let mut piece = Piece::new(slot_tap(slot), Shape::Slot)
                    .caption(Line::new("lsw-phone-slot-number").number("slot", slot + 1));
                if let Some(card) = card {
                    piece = piece.art(&saloon_art(*card)).note(card.name());
                }
                match pair.contains(&slot) && !legal.is_empty() {
                    true => piece.tap(slot_tap(slot)).place().tone(Tone::Turn),
                    false => piece,
                }
            })
            .chain(bottle_and_deck(view).into_iter().enumerate().map(|(number, line)| {
                Piece::new(format!("table-{number}"), Shape::Words).caption(line)
            }))
            .collect();
        let hand = view.players[view.seat].hand;
        let cards = HandCard::ALL
            .into_iter()
            .flat_map(|card| (0..hand.count(card)).map(move |copy| (card, copy)))
            .map(|(card, copy)| {
                Piece::new(format!("hand-{}-{copy}", hand_tap(card)), Shape::Card)
                    .art(hand_art(card))
                    .caption(card.name())
                    .tap(hand_tap(card))
                    .back("cards/back")
            })
            .collect();
        // What just turned over comes before the row, so that the slots up lie right
        // above the hand a card is dragged from.
        let mut areas = vec![Area::new("outlaws", None, outlaws)];
        let showdown = showdown_pieces(view.seat, events);
        if !showdown.is_empty() {
            areas.push(Area::new("showdown", Some(Line::new("lsw-phone-showdown")), showdown));
        }
        areas.push(Area::new("row", Some(Line::new("phone-page-table")), row));
        areas.push(Area::new("hand", Some(Line::new("phone-page-hand")), cards));
        let taps = (legal.iter())
            .map(|commit| {
                let slots = pair.map(slot_tap);
                vec![placed(hand_tap(commit.first), &slots[0]), placed(hand_tap(commit.second), &slots[1])]
            })
            .collect();
        Sketch { portrait: portrait(&gunslinger(view.seat)), areas, taps, go: None }
    }
}

/// The pairs turned over since the last table: both cards of each slot's showdown, the
/// winner's marked, and what came of it in words.
fn showdown_pieces(seat: Seat, events: &[LswEvent]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for event in events {
        match *event {
            LswEvent::Showdown { slot, cards, outcome } => {
                for (player, card) in cards.into_iter().enumerate() {
                    let tone = match outcome {
                        SlotOutcome::Won { seat: winner, .. } if winner == player => Tone::Won,
                        SlotOutcome::Won { .. } => Tone::Lost,
                        SlotOutcome::Tie => Tone::Kept,
                    };
                    let whose = if player == seat { "mine" } else { "theirs" };
                    pieces.push(
                        Piece::new(format!("showdown-{}-{whose}", slot + 1), Shape::Card)
                            .art(hand_art(card))
                            .caption(Line::new("phone-seat-name").seat("who", player))
                            .note(Line::new("lsw-phone-slot-number").number("slot", slot + 1))
                            .tone(tone),
                    );
                }
                if let Some(told) = LootShootWhiskey::narrate(event) {
                    pieces.push(Piece::new(format!("showdown-{}", slot + 1), Shape::Words).caption(told));
                }
            }
            LswEvent::NuggetsGained { .. } | LswEvent::HitTaken { .. } | LswEvent::BottleWon { .. } => {
                if let Some(told) = LootShootWhiskey::narrate(event) {
                    pieces.push(Piece::new(format!("spoils-{}", pieces.len()), Shape::Words).caption(told));
                }
            }
            _ => {}
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::loot_shoot_whiskey::{DeckEntry, LswRules};
    use crate::rules::sketch::check;
    use crate::rules::ToMove;

    /// Every table of a match between two bots draws a sketch whose every choice is made
    /// by tapping its pieces, and whose every hand card is the seat's own.
    #[test]
    fn every_choice_of_a_match_is_made_by_tapping_the_pieces_drawn() {
        let rules: LswRules = crate::config::embedded();
        let mut state = LootShootWhiskey::new(&rules, 2, 11, &mut Vec::new()).unwrap();
        let mut tables = 0;
        let legal_of = |state: &LootShootWhiskey, seat| {
            let mut legal = Vec::new();
            state.legal_actions(seat, &mut legal);
            legal
        };
        while state.to_move() != ToMove::Nobody {
            let legal = legal_of(&state, 0);
            let view = state.view(0);
            let sketch = LootShootWhiskey::sketch(&view, &rules, "en", &[], &legal);
            check::<LootShootWhiskey>(&sketch, &legal).unwrap();
            let hand = sketch.areas.iter().find(|area| area.name == "hand").unwrap();
            assert_eq!(hand.pieces.len() as u32, view.players[0].hand.total());
            let picks = [(0, legal[tables % legal.len()]), (1, legal_of(&state, 1)[0])];
            let mut events = Vec::new();
            state.apply(&picks, &mut events).unwrap();
            let after = LootShootWhiskey::sketch(&state.view(0), &rules, "en", &events, &[]);
            let showdown = after.areas.iter().find(|area| area.name == "showdown");
            assert!(showdown.is_some_and(|area| area.pieces.len() >= 4), "each pair turned over is drawn");
            tables += 1;
        }
        assert!(tables > 3);
    }

    #[test]
    fn a_pair_is_one_card_on_each_slot_up() {
        let rules =
            LswRules { deck: vec![DeckEntry { card: SaloonCard::Nuggets(1), count: 12 }], ..crate::config::embedded() };
        let state = LootShootWhiskey::new(&rules, 2, 7, &mut Vec::new()).unwrap();
        let commit = Commit::new(HandCard::Whiskey, HandCard::Loot);
        let sketch = LootShootWhiskey::sketch(&state.view(0), &rules, "en", &[], &[commit]);
        assert_eq!(sketch.taps, [["whiskey@slot-1", "loot@slot-2"]]);
    }
}
