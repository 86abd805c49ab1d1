//! What the lesson points at on the Desperados table: a die to keep aside or put back
//! until the dice kept are the ones the step asks for, then the roll; or the button of
//! the choice asked for.

use super::KeptDice;
use super::input::DesperadosRequest;
use crate::rules::desperados::{DICE, DesperadosAction};

/// The press that takes the dice kept aside toward `asked`: a roll asks first for each
/// die whose keeping differs, the first of them first.
pub fn toward(asked: DesperadosAction, kept: KeptDice) -> DesperadosRequest {
    match asked {
        DesperadosAction::Reroll { dice } => {
            let differs = kept.to_roll() ^ dice;
            match (0..DICE).find(|die| differs & 1 << die != 0) {
                Some(die) => DesperadosRequest::ToggleDie(die),
                None => DesperadosRequest::Reroll,
            }
        }
        other => DesperadosRequest::Choose(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tables::desperados::layout;
    use crate::app::tables::shell::assert_the_lesson_leaves_clear;
    use crate::rules::desperados::Desperados;
    use bevy::math::Vec2;

    /// Every step and note of the lesson, in every language, leaves the gangs' cards, the
    /// dice (rolled or kept aside), the bank, the deck and the hand of the lesson's table
    /// clear.
    #[test]
    fn the_lesson_s_panel_covers_no_gang_die_or_card() {
        assert_the_lesson_leaves_clear::<Desperados>(|seats, clear| {
            for seat in 0..seats {
                clear.piece(format!("gang {seat}"), layout::panel_position(seat, seats), layout::PANEL);
            }
            for die in 0..DICE {
                for (how, kept) in [("rolled", false), ("kept aside", true)] {
                    clear.piece(
                        format!("die {} {how}", die + 1),
                        layout::die_rest(die, kept),
                        Vec2::splat(layout::DIE),
                    );
                }
            }
            clear.piece("the bank", layout::purse_position(None, seats), layout::BANK);
            clear.piece("the deck", layout::DECK, layout::DECK_CARD);
            // A hand as full as a lesson's match makes it in its steps, and more.
            for index in 0..4 {
                clear.piece(format!("hand card {index}"), layout::hand_position(index, 4), layout::HAND_CARD);
            }
        });
    }

    /// A roll is put together die by die: each die kept or put back as the step asks,
    /// then the roll.
    #[test]
    fn a_roll_is_pointed_at_each_die_to_keep_then_the_roll() {
        let roll_the_last_two = DesperadosAction::Reroll { dice: 0b1100 };
        assert_eq!(toward(roll_the_last_two, KeptDice(0)), DesperadosRequest::ToggleDie(0));
        assert_eq!(toward(roll_the_last_two, KeptDice(0b0001)), DesperadosRequest::ToggleDie(1));
        // A die kept that the step rolls is put back first.
        assert_eq!(toward(roll_the_last_two, KeptDice(0b1011)), DesperadosRequest::ToggleDie(3));
        assert_eq!(toward(roll_the_last_two, KeptDice(0b0011)), DesperadosRequest::Reroll);
        assert_eq!(toward(DesperadosAction::Act, KeptDice(0b0011)), DesperadosRequest::Choose(DesperadosAction::Act));
    }
}
