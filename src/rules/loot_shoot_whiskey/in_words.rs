//! Loot Shoot Whiskey told in lines, for an outlaw who plays from a phone: the hand cards,
//! the saloon row and the bottle, the scores, and each pair of cards as its button says it.

use super::{Commit, HandCard, LootShootWhiskey, LswResult, LswRules, LswView};
use crate::rules::{InWords, Line};

/// Who holds the bottle and how near it is to empty, then how many cards the deck holds.
pub(super) fn bottle_and_deck(view: &LswView) -> [Line; 2] {
    let to_empty = view.limits.bottle_wins_to_win;
    let bottle = match view.bottle {
        Some(bottle) => Line::new("lsw-tip-bottle-held")
            .seat("who", bottle.holder)
            .number("streak", bottle.streak)
            .number("to-empty", to_empty),
        None => Line::new("lsw-tip-bottle-at-bar").number("to-empty", to_empty),
    };
    [bottle, Line::new("lsw-deck").number("cards", view.deck_contents.len())]
}

impl InWords for LootShootWhiskey {
    /// Both outlaws see every hand, but this one is the seat's to play from: each kind of
    /// card it still holds, with how many. The pair it picks never enters the view.
    fn hand_in_words(view: &LswView, _rules: &LswRules, _rules_code: &str) -> Vec<Line> {
        let hand = view.players[view.seat].hand;
        HandCard::ALL
            .into_iter()
            .filter(|&card| hand.count(card) > 0)
            .map(|card| Line::new("lsw-phone-hand-card").line("card", card.name()).number("count", hand.count(card)))
            .collect()
    }

    /// Where the match stands (the round and the pair of slots up, or how it ended), each
    /// slot of the row, the bottle and the deck.
    fn table_in_words(view: &LswView, _rules: &LswRules, _rules_code: &str) -> Vec<Line> {
        let progress = match view.result {
            Some(LswResult::Won { seat, reason }) => reason.describe(seat),
            Some(LswResult::Drawn) => Line::new("lsw-match-drawn"),
            None => Line::new("lsw-phone-round")
                .number("round", view.round + 1)
                .number("first", view.first_slot + 1)
                .number("second", view.first_slot + 2),
        };
        let slots = view.row.iter().enumerate().map(|(slot, card)| match card {
            Some(card) => Line::new("lsw-phone-slot").number("slot", slot + 1).line("card", card.name()),
            None => Line::new("lsw-tip-slot-empty").number("slot", slot + 1),
        });
        std::iter::once(progress).chain(slots).chain(bottle_and_deck(view)).collect()
    }

    /// Each outlaw's nuggets and hits, and the bottle beside whoever holds it.
    fn standings_in_words(view: &LswView, _rules: &LswRules) -> Vec<Line> {
        view.players
            .iter()
            .enumerate()
            .map(|(seat, player)| {
                let holds_bottle = view.bottle.is_some_and(|bottle| bottle.holder == seat);
                Line::new(if holds_bottle { "lsw-standing-with-bottle" } else { "lsw-standing" })
                    .seat("who", seat)
                    .number("nuggets", player.nuggets)
                    .number("hits", player.hits)
            })
            .collect()
    }

    /// Both cards of the pair and the slot each goes on, numbered as the table shows them:
    /// Loot then Whiskey is another button than Whiskey then Loot.
    fn choice_in_words(view: &LswView, _rules: &LswRules, _rules_code: &str, commit: Commit) -> Line {
        Line::new("lsw-phone-commit")
            .line("first", commit.first.name())
            .number("first-slot", view.first_slot + 1)
            .line("second", commit.second.name())
            .number("second-slot", view.first_slot + 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::loot_shoot_whiskey::{DeckEntry, SaloonCard};
    use crate::text::{Catalog, Language};

    fn say(line: &Line) -> String {
        let names = [crate::text::YOU.to_owned(), "Kate".to_owned()];
        Catalog::get().format(Language::English, line.id(), line.args(), &names)
    }

    /// A row of one-nugget cards after a first pair both outlaws tied with Shoot: slots 1
    /// and 2 are empty, slots 3 and 4 are up, and each hand is down to Loot and Whiskey.
    #[test]
    fn the_second_pair_names_each_card_on_its_own_slot() {
        let rules =
            LswRules { deck: vec![DeckEntry { card: SaloonCard::Nuggets(1), count: 12 }], ..crate::config::embedded() };
        let mut state = LootShootWhiskey::new(&rules, 2, 7, &mut Vec::new()).unwrap();
        let shoot_twice = Commit::new(HandCard::Shoot, HandCard::Shoot);
        state.apply(&[(0, shoot_twice), (1, shoot_twice)], &mut Vec::new()).unwrap();
        let view = state.view(0);
        let choice =
            |first, second| say(&LootShootWhiskey::choice_in_words(&view, &rules, "en", Commit::new(first, second)));
        assert_eq!(choice(HandCard::Loot, HandCard::Whiskey), "Loot on slot 3, Whiskey on slot 4");
        assert_eq!(choice(HandCard::Whiskey, HandCard::Loot), "Whiskey on slot 3, Loot on slot 4");
        let hand: Vec<String> = LootShootWhiskey::hand_in_words(&view, &rules, "en").iter().map(say).collect();
        assert_eq!(hand, ["Loot ×2", "Whiskey ×2"]);
        let table: Vec<String> = LootShootWhiskey::table_in_words(&view, &rules, "en").iter().map(say).collect();
        assert_eq!(
            table[..5],
            [
                "Round 1: slots 3–4 are up.",
                "Slot 1: empty.",
                "Slot 2: empty.",
                "Slot 3: a nugget card (1).",
                "Slot 4: a nugget card (1)."
            ]
        );
        let standings: Vec<String> = LootShootWhiskey::standings_in_words(&view, &rules).iter().map(say).collect();
        assert_eq!(standings, ["You: 0 nuggets, 0 hits", "Kate: 0 nuggets, 0 hits"]);
    }
}
