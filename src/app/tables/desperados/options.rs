//! What a Desperados table can change: how the gangs come to it, the starting money of
//! the edition, and the values a printed rulebook would settle that the published
//! sources do not.

use crate::app::tables::shell::{GameOptions, SetupOption, choice, toggle};
use crate::rules::Line;
use crate::rules::desperados::{DesperadosRules, GangChoice};

/// A Desperados table's choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DesperadosOptions {
    pub gangs: GangChoice,
    pub starting_money: u16,
    pub action_faces_make_alike: bool,
    pub misere_needs_all_rolls: bool,
    pub later_richest_tie_wins: bool,
}

/// The Polish edition's starting money.
const POLISH_EDITION: u16 = 60;

/// The starting amounts a table of `seats` can be dealt from the game's money: the rules
/// file's, and the Polish edition's where it fits.
fn amounts(rules: &DesperadosRules, seats: usize) -> Vec<u16> {
    let fits = |amount: u16| u32::from(amount) * seats as u32 <= u32::from(rules.total_money);
    let mut amounts = vec![rules.starting_money];
    if rules.starting_money != POLISH_EDITION && fits(POLISH_EDITION) {
        amounts.push(POLISH_EDITION);
    }
    amounts
}

impl GameOptions<DesperadosRules> for DesperadosOptions {
    fn of(rules: &DesperadosRules) -> Self {
        DesperadosOptions {
            gangs: rules.gang_choice.clone(),
            starting_money: rules.starting_money,
            action_faces_make_alike: rules.action_faces_make_alike,
            misere_needs_all_rolls: rules.misere_needs_all_rolls,
            later_richest_tie_wins: rules.later_richest_tie_wins,
        }
    }

    fn list(&self, rules: &DesperadosRules, seats: usize) -> Vec<SetupOption> {
        let chosen = matches!(self.gangs, GangChoice::Chosen(_));
        let mut options = vec![choice(
            "gangs",
            "desp-option-gangs",
            "desp-option-gangs-tip",
            ["desp-gangs-random", "desp-gangs-chosen"],
            usize::from(chosen),
        )];
        if let GangChoice::Chosen(gangs) = &self.gangs {
            let names: Vec<Line> =
                rules.gangs.iter().map(|gang| Line::new("desp-gang-name").name("name", gang.name.as_str())).collect();
            for (seat, &gang) in gangs.iter().enumerate().take(seats) {
                let label = Line::new("desp-option-seat").number("seat", seat + 1);
                options.push(choice(
                    &format!("gang-{seat}"),
                    label,
                    "desp-option-seat-tip",
                    names.clone(),
                    usize::from(gang),
                ));
            }
        }
        let amounts = amounts(rules, seats);
        let labels = amounts.iter().map(|&amount| match amount {
            _ if amount == rules.starting_money => Line::new("desp-money-of-the-file").number("amount", amount),
            _ => Line::new("desp-money-polish").number("amount", amount),
        });
        let at = amounts.iter().position(|&amount| amount == self.starting_money).unwrap_or(0);
        let tip = Line::new("desp-option-money-tip")
            .number("total", rules.total_money)
            .number("polish", POLISH_EDITION)
            .number("gangs", rules.total_money / POLISH_EDITION);
        options.push(choice("starting-money", "desp-option-money", tip, labels, at));
        options.extend([
            toggle(
                "action-faces-make-alike",
                "desp-option-action-alike",
                "desp-option-action-alike-tip",
                self.action_faces_make_alike,
            ),
            toggle(
                "misere-needs-all-rolls",
                "desp-option-misere",
                "desp-option-misere-tip",
                self.misere_needs_all_rolls,
            ),
            toggle(
                "later-richest-tie-wins",
                "desp-option-tie-wins",
                "desp-option-tie-wins-tip",
                self.later_richest_tie_wins,
            ),
        ]);
        options
    }

    fn set(&mut self, key: &str, value: u16, rules: &DesperadosRules, seats: usize) {
        let on = value != 0;
        match key {
            "gangs" if on => {
                if !matches!(self.gangs, GangChoice::Chosen(_)) {
                    self.gangs = GangChoice::Chosen((0..rules.gangs.len() as u8).collect());
                }
            }
            "gangs" => self.gangs = GangChoice::Random,
            "starting-money" => {
                if let Some(&amount) = amounts(rules, seats).get(usize::from(value)) {
                    self.starting_money = amount;
                }
            }
            "action-faces-make-alike" => self.action_faces_make_alike = on,
            "misere-needs-all-rolls" => self.misere_needs_all_rolls = on,
            "later-richest-tie-wins" => self.later_richest_tie_wins = on,
            seat_key => {
                let seat = seat_key.strip_prefix("gang-").and_then(|seat| seat.parse::<usize>().ok());
                if let (Some(seat), GangChoice::Chosen(gangs)) = (seat, &mut self.gangs)
                    && seat < gangs.len()
                    && let Ok(gang) = u8::try_from(value)
                    // A gang sits at one seat only: the seat that had it takes this one's.
                    && let Some(other) = gangs.iter().position(|&held| held == gang)
                {
                    gangs.swap(seat, other);
                }
            }
        }
    }

    fn apply(&self, rules: &DesperadosRules, seats: usize) -> DesperadosRules {
        let starting_money = if amounts(rules, seats).contains(&self.starting_money) {
            self.starting_money
        } else {
            rules.starting_money
        };
        // The money funds so many gangs: a table of more is none these rules could deal.
        let funded = (rules.total_money / starting_money).min(u16::from(u8::MAX)) as u8;
        DesperadosRules {
            gang_choice: self.gangs.clone(),
            starting_money,
            max_players: rules.max_players.min(funded),
            action_faces_make_alike: self.action_faces_make_alike,
            misere_needs_all_rolls: self.misere_needs_all_rolls,
            later_richest_tie_wins: self.later_richest_tie_wins,
            ..rules.clone()
        }
    }

    fn in_words(&self) -> Option<Line> {
        let yes_no = |yes: bool| Line::new(if yes { "option-yes" } else { "option-no" });
        Some(
            Line::new("desp-options")
                .number("money", self.starting_money)
                .line("action-alike", yes_no(self.action_faces_make_alike))
                .line("misere", yes_no(self.misere_needs_all_rolls))
                .line("tie-wins", yes_no(self.later_richest_tie_wins)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::RulesFile as _;
    use crate::rules::Game as _;
    use crate::rules::desperados::Desperados;

    fn rules() -> DesperadosRules {
        crate::config::embedded()
    }

    fn money_choices(options: &DesperadosOptions, seats: usize) -> usize {
        let listed = options.list(&rules(), seats);
        let money = listed.iter().find(|option| option.key == "starting-money").unwrap();
        money.values().count()
    }

    /// $60 for each of four gangs is $240 of the game's $200: the table is not offered it,
    /// and a smaller table dealt $60 is held to the sizes its money can deal.
    #[test]
    fn the_polish_edition_s_money_is_offered_only_where_it_can_be_dealt() {
        let mut options = DesperadosOptions::of(&rules());
        assert_eq!(money_choices(&options, 3), 2);
        assert_eq!(money_choices(&options, 4), 1, "four gangs cannot start with $60");
        options.set("starting-money", 1, &rules(), 3);
        assert_eq!(options.starting_money, 60);
        let played = options.apply(&rules(), 3);
        assert_eq!((played.starting_money, played.max_players), (60, 3));
        assert!(played.validate().is_empty(), "a save of the match reads back: {:?}", played.validate());
        Desperados::new(&played, 3, 1, &mut Vec::new()).unwrap();
        let at_four = options.apply(&rules(), 4);
        assert_eq!(at_four.starting_money, 50, "at four gangs the rules file's money is played");
        Desperados::new(&at_four, 4, 1, &mut Vec::new()).unwrap();
    }

    #[test]
    fn a_gang_chosen_for_a_seat_leaves_the_seat_that_had_it() {
        let mut options = DesperadosOptions::of(&rules());
        options.set("gangs", 1, &rules(), 3);
        assert_eq!(options.gangs, GangChoice::Chosen(vec![0, 1, 2, 3]));
        options.set("gang-0", 2, &rules(), 3);
        assert_eq!(options.gangs, GangChoice::Chosen(vec![2, 1, 0, 3]));
        options.set("gangs", 0, &rules(), 3);
        assert_eq!(options.gangs, GangChoice::Random);
    }
}
