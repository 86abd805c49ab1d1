//! Duel told in lines, for a gunslinger who plays from a phone: the cards in hand, who is
//! still standing and what each rival holds, the dollars, and each pick as its button says
//! it.

use super::{Duel, DuelAction, DuelCard, DuelPlayer, DuelRules, DuelView, Variant, describe_pick};
use crate::rules::{InWords, Line, SeatSet};

/// The kinds of card `player` holds, a line each with how many: "Pistol ×3", "Rifle".
pub(super) fn cards_held(player: &DuelPlayer) -> Vec<Line> {
    DuelCard::ALL
        .into_iter()
        .filter(|&card| player.holds(card))
        .map(|card| {
            Line::new("duel-phone-hand-card").line("card", card.name()).number("count", player.hand[card.index()])
        })
        .collect()
}

impl InWords for Duel {
    /// Hands are public in a duel; the seat's own is the one it picks from.
    fn hand_in_words(view: &DuelView, _rules: &DuelRules, _rules_code: &str) -> Vec<Line> {
        cards_held(&view.players[view.seat])
    }

    /// The duel and its master, the shootout and who still stands in it, and what each
    /// standing rival could play next; once the match is over, who rides off with the money.
    fn table_in_words(view: &DuelView, _rules: &DuelRules, _rules_code: &str) -> Vec<Line> {
        if let Some(winners) = view.winners {
            return vec![Line::new("duel-banner-won").seats("winners", winners).number("count", winners.len())];
        }
        let standing: SeatSet = (0..view.players.len()).filter(|&seat| view.players[seat].alive).collect();
        let mut lines = vec![
            Line::new("duel-banner-started").number("duel", view.duel).seat("master", view.master),
            Line::new("duel-phone-shootout").number("shootout", view.shootouts + 1).seats("seats", standing),
        ];
        if view.limits.variant == Variant::Sphinx {
            lines.push(Line::new("duel-options-sphinx"));
        }
        lines.extend(standing.without(view.seat).iter().map(|rival| {
            let held = cards_held(&view.players[rival]);
            match held.is_empty() {
                true => Line::new("duel-phone-rival-empty").seat("who", rival),
                false => Line::new("duel-phone-rival-holds").seat("who", rival).lines("cards", held),
            }
        }));
        lines
    }

    /// Each gunslinger's dollars against the target, and whether it still stands in this duel.
    fn standings_in_words(view: &DuelView, _rules: &DuelRules) -> Vec<Line> {
        view.players
            .iter()
            .enumerate()
            .map(|(seat, player)| {
                Line::new("duel-phone-standing")
                    .seat("who", seat)
                    .number("dollars", player.dollars)
                    .number("to-win", view.limits.dollars_to_win)
                    .line("standing", Line::new(if player.alive { "duel-standing-up" } else { "duel-standing-down" }))
            })
            .collect()
    }

    /// The pick as the log tells it once turned over, said of the seat itself: "You fire a
    /// Pistol at Kate". Each gun and target, the Barricade and the Reload read apart.
    fn choice_in_words(view: &DuelView, _rules: &DuelRules, _rules_code: &str, pick: DuelAction) -> Line {
        describe_pick(view.seat, pick)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::duel::Gun;
    use crate::text::{Catalog, Language};

    fn say(line: &Line) -> String {
        let names = [crate::text::YOU.to_owned(), "Bill".to_owned(), "Kate".to_owned()];
        Catalog::get().format(Language::English, line.id(), line.args(), &names)
    }

    /// Three at the table after a first shootout: you fired a Pistol at Bill, who hid
    /// behind his Barricade, and Kate reloaded unshot, taking her Reload back.
    #[test]
    fn a_rival_is_told_by_what_is_left_in_his_hand_and_a_pick_by_its_gun_and_target() {
        let rules: DuelRules = crate::config::embedded();
        let mut state = Duel::new(&rules, 3, 11, &mut Vec::new()).unwrap();
        let picks = [(0, DuelAction::fire(Gun::Pistol, 1)), (1, DuelAction::Barricade), (2, DuelAction::Reload)];
        state.apply(&picks, &mut Vec::new()).unwrap();
        let view = state.view(0);
        let choice = |pick| say(&Duel::choice_in_words(&view, &rules, "en", pick));
        assert_eq!(choice(DuelAction::fire(Gun::Pistol, 2)), "You fire a Pistol at Kate");
        assert_eq!(choice(DuelAction::fire(Gun::Rifle, 1)), "You fire the Rifle at Bill");
        let hand: Vec<String> = Duel::hand_in_words(&view, &rules, "en").iter().map(say).collect();
        assert_eq!(hand, ["Pistol ×2", "Rifle", "Barricade", "Reload"]);
        let table: Vec<String> = Duel::table_in_words(&view, &rules, "en").iter().map(say).collect();
        assert_eq!(
            table[1..],
            [
                "Shootout 2. Still standing: you, Bill and Kate.",
                "Bill holds Pistol ×3, Rifle and Reload.",
                "Kate holds Pistol ×3, Rifle, Barricade and Reload."
            ]
        );
        let standings: Vec<String> = Duel::standings_in_words(&view, &rules).iter().map(say).collect();
        assert_eq!(standings, ["You: $0 of $5, standing", "Bill: $0 of $5, standing", "Kate: $0 of $5, standing"]);
    }
}
