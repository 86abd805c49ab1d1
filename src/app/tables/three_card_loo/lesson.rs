//! What the lesson points at on the Loo table: the declaration's button, or the card of
//! the hand to play.

use bevy::prelude::*;

use super::Turn;
use super::input::LooRequest;
use crate::app::session::TablePhase;
use crate::app::tables::shell::{AtTable, LessonInPlay, Pointed, TableSystems};
use crate::games::Registered;
use crate::rules::three_card_loo::{LooAction, ThreeCardLoo};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointed<LooRequest>>()
        .add_systems(Update, point.in_set(TableSystems::Display).in_set(AtTable(ThreeCardLoo::GAME)));
}

/// The press that makes `asked`: each move is one press.
pub fn toward(asked: LooAction) -> LooRequest {
    match asked {
        LooAction::Declare(declaration) => LooRequest::Declare(declaration),
        LooAction::Play(card) => LooRequest::Play(card),
    }
}

fn point(
    guide: Option<Res<LessonInPlay<ThreeCardLoo>>>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    mut pointed: ResMut<Pointed<LooRequest>>,
) {
    let asked = guide.and_then(|guide| guide.asked_of_the_learner(&turn, *phase.get()));
    pointed.set_if_neq(Pointed(asked.map(toward)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tables::shell::{TableGame, lesson_panels_covering, on_the_table};
    use crate::app::tables::three_card_loo::layout;
    use crate::app::window_scale::TABLE_AREA;
    use bevy_egui::egui;

    /// Every step and note of the lesson, in every language, leaves the plates, the
    /// trick, the middle (turn-up, pool, miss), the hand and the prompt line of the
    /// lesson's table clear.
    #[test]
    fn the_lesson_s_panel_covers_no_seat_card_or_prompt() {
        let guided = ThreeCardLoo::lesson().expect("Three-card Loo has a lesson");
        let seats = guided.lesson.seats;
        let mut clear: Vec<(String, egui::Rect)> = Vec::new();
        for seat in 0..seats {
            let plate = on_the_table(layout::seat_position(seat, seats), layout::plate_size(seats));
            clear.push((format!("plate {seat}"), plate));
            let trick = on_the_table(layout::trick_position(seat, seats), layout::trick_card(seats));
            clear.push((format!("trick card {seat}"), trick));
        }
        for (name, at) in [("the turn-up", layout::TURN_UP), ("the miss", layout::MISS), ("the pool", layout::POOL)] {
            clear.push((name.into(), on_the_table(at, layout::MIDDLE_CARD)));
        }
        for index in 0..3 {
            clear
                .push((format!("hand card {index}"), on_the_table(layout::hand_position(index, 3), layout::HAND_CARD)));
        }
        // The line saying what to do, as wide as its words run in any language.
        let prompt = Vec2::new(TABLE_AREA.x - 200.0, 30.0);
        clear.push(("the prompt".into(), on_the_table(layout::PROMPT, prompt)));
        let covered = lesson_panels_covering(&guided, &clear);
        assert!(covered.is_empty(), "{}", covered.join("\n"));
    }
}
