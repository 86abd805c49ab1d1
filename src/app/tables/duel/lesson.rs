//! What the lesson points at on the Duel table: the card of the pick asked for while it is
//! not held up, the rival to aim a gun at, then the Draw! button that locks the pick in.

use bevy::prelude::*;

use super::input::DuelRequest;
use super::{HeldUp, Turn};
use crate::app::session::TablePhase;
use crate::app::tables::shell::{AtTable, LessonInPlay, Pointed, TableSystems};
use crate::games::Registered;
use crate::rules::duel::{Duel, DuelAction};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pointed<DuelRequest>>()
        .add_systems(Update, point.in_set(TableSystems::Display).in_set(AtTable(Duel::GAME)));
}

/// The press that takes what is held up toward `asked`.
pub fn toward(asked: DuelAction, held: &HeldUp) -> DuelRequest {
    match (asked.card(), asked.target()) {
        (Some(card), _) if held.card != Some(card) => DuelRequest::Card(card),
        (_, Some(target)) if held.target != Some(target) => DuelRequest::Target(target),
        _ => DuelRequest::Confirm,
    }
}

fn point(
    guide: Option<Res<LessonInPlay<Duel>>>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    held: Res<HeldUp>,
    mut pointed: ResMut<Pointed<DuelRequest>>,
) {
    let asked = guide.and_then(|guide| guide.asked_of_the_learner(&turn, *phase.get()));
    pointed.set_if_neq(Pointed(asked.map(|asked| toward(asked, &held))));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tables::duel::layout;
    use crate::app::tables::shell::{TableGame, lesson_panels_covering, on_the_table};
    use crate::app::window_scale::TABLE_AREA;
    use crate::rules::duel::{DuelCard, Gun};
    use bevy_egui::egui;

    /// Every step and note of the lesson, in every language, leaves the plates, the picks,
    /// the hand and the turn's line of the lesson's table clear.
    #[test]
    fn the_lesson_s_panel_covers_no_plate_pick_or_card() {
        let guided = Duel::lesson().expect("Duel has a lesson");
        let seats = guided.lesson.seats;
        let mut clear: Vec<(String, egui::Rect)> = Vec::new();
        for seat in 0..seats {
            clear.push((format!("plate {seat}"), on_the_table(layout::seat_position(seat, seats), layout::PLATE)));
            clear.push((format!("pick {seat}"), on_the_table(layout::pick_position(seat, seats), layout::PICK_CARD)));
        }
        let hand = crate::config::embedded::<crate::rules::duel::DuelRules>().hand;
        let cards = usize::from(hand.pistols + hand.rifles + hand.barricades + hand.reloads);
        for index in 0..cards {
            let card = on_the_table(layout::hand_position(index, cards), layout::HAND_CARD);
            clear.push((format!("hand card {index}"), card));
        }
        // The line saying whose turn it is, as wide as its words run in any language.
        let turn_line = Vec2::new(TABLE_AREA.x - 200.0, 30.0);
        clear.push(("the turn's line".into(), on_the_table(layout::PROMPT, turn_line)));
        let covered = lesson_panels_covering(&guided, &clear);
        assert!(covered.is_empty(), "{}", covered.join("\n"));
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
