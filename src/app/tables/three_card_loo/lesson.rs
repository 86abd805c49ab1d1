//! What the lesson points at on the Loo table: the declaration's button, or the card of
//! the hand to play.

use super::input::LooRequest;
use crate::rules::three_card_loo::LooAction;

/// The press that makes `asked`: each move is one press.
pub fn toward(asked: LooAction) -> LooRequest {
    match asked {
        LooAction::Declare(declaration) => LooRequest::Declare(declaration),
        LooAction::Play(card) => LooRequest::Play(card),
    }
}

#[cfg(test)]
mod tests {
    use crate::app::tables::shell::{SeatsRound, assert_the_lesson_leaves_clear};
    use crate::app::tables::three_card_loo::{ThreeCardLoo, layout};

    /// Every step and note of the lesson, in every language, leaves the plates, the
    /// trick, the middle (turn-up, pool, miss), the hand and the prompt line of the
    /// lesson's table clear.
    #[test]
    fn the_lesson_s_panel_covers_no_seat_card_or_prompt() {
        assert_the_lesson_leaves_clear::<ThreeCardLoo>(|seats, clear| {
            let round = SeatsRound::first_at_front(seats);
            for seat in 0..seats {
                clear.piece(format!("plate {seat}"), layout::seat_position(seat, round), layout::plate_size(seats));
                clear.piece(
                    format!("trick card {seat}"),
                    layout::trick_position(seat, round),
                    layout::trick_card(seats),
                );
            }
            for (name, at) in [("the turn-up", layout::TURN_UP), ("the miss", layout::MISS), ("the pool", layout::POOL)]
            {
                clear.piece(name, at, layout::MIDDLE_CARD);
            }
            for index in 0..3 {
                clear.piece(format!("hand card {index}"), layout::hand_position(index, 3), layout::HAND_CARD);
            }
            clear.prompt_line(layout::PROMPT);
        });
    }
}
