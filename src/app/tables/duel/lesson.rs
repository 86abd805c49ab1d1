//! What the lesson points at on the Duel table: the card of the pick asked for while it is
//! not held up, the rival to aim a gun at, then the Draw! button that locks the pick in.

use super::HeldUp;
use super::input::DuelRequest;
use crate::rules::duel::DuelAction;

/// The press that takes what is held up toward `asked`.
pub fn toward(asked: DuelAction, held: &HeldUp) -> DuelRequest {
    match (asked.card(), asked.target()) {
        (Some(card), _) if held.card != Some(card) => DuelRequest::Card(card),
        (_, Some(target)) if held.target != Some(target) => DuelRequest::Target(target),
        _ => DuelRequest::Confirm,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tables::duel::{Duel, layout};
    use crate::app::tables::shell::{SeatsRound, assert_the_lesson_leaves_clear};
    use crate::rules::duel::{DuelCard, DuelRules, Gun};

    /// Every step and note of the lesson, in every language, leaves the plates, the picks,
    /// the hand and the prompt line of the lesson's table clear.
    #[test]
    fn the_lesson_s_panel_covers_no_plate_pick_or_card() {
        assert_the_lesson_leaves_clear::<Duel>(|seats, clear| {
            let round = SeatsRound::first_at_front(seats);
            for seat in 0..seats {
                clear.piece(format!("plate {seat}"), layout::seat_position(seat, round), layout::PLATE);
                clear.piece(format!("pick {seat}"), layout::pick_position(seat, round), layout::PICK_CARD);
            }
            let hand = crate::config::embedded::<DuelRules>().hand;
            let cards = usize::from(hand.pistols + hand.rifles + hand.barricades + hand.reloads);
            for index in 0..cards {
                clear.piece(format!("hand card {index}"), layout::hand_position(index, cards), layout::HAND_CARD);
            }
            clear.prompt_line(layout::PROMPT);
        });
    }

    /// A shot is put together card first, then its target, then locked in.
    #[test]
    fn a_shot_is_pointed_at_card_target_and_draw_in_turn() {
        let shot = DuelAction::fire(Gun::Rifle, 1);
        let mut held = HeldUp::default();
        assert_eq!(toward(shot, &held), DuelRequest::Card(DuelCard::Rifle));
        held.card = Some(DuelCard::Pistol);
        assert_eq!(toward(shot, &held), DuelRequest::Card(DuelCard::Rifle));
        held.card = Some(DuelCard::Rifle);
        assert_eq!(toward(shot, &held), DuelRequest::Target(1));
        held.target = Some(1);
        assert_eq!(toward(shot, &held), DuelRequest::Confirm);
        // A Barricade needs no target: held up, it is locked in.
        assert_eq!(toward(DuelAction::Barricade, &HeldUp::default()), DuelRequest::Card(DuelCard::Barricade));
        held.card = Some(DuelCard::Barricade);
        assert_eq!(toward(DuelAction::Barricade, &held), DuelRequest::Confirm);
    }
}
