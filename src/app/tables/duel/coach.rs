//! The coach at the Duel table: on `H` or *Hint*, the Hard bot rates every pick of the
//! gunslinger at the screen from that seat's view; each card in the hand shows its best
//! chance of taking this duel's dollar, and, with a gun held, each rival's seat shows the
//! chance when aiming there. When two are standing the decision is solved, and each also
//! says how often the equilibrium mix plays it.

use bevy::prelude::*;
use bevy::text::TextBackgroundColor;

use super::layout::{self, depth};
use super::{HeldUp, Match, Shown, Turn};
use crate::ai::algorithms::search::Estimate;
use crate::app::coach::Coach;
use crate::app::draw::{set_text, text};
use crate::app::session::TablePhase;
use crate::app::tables::shell::{SeatsRound, TableApp, TableSystems};
use crate::app::{Screen, theme};
use crate::rules::Line;
use crate::rules::Seat;
use crate::rules::duel::{Duel, DuelAction, DuelView};
use crate::text::tr_line;

/// The coach's word on a card of the hand, or on a rival's seat.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub enum CoachMark {
    HandCard(usize),
    Seat(usize),
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<Duel, _>(TableSystems::Display, show);
}

pub fn spawn_marks(commands: &mut Commands, seats: usize, hand_size: usize) {
    let marks = (0..hand_size).map(CoachMark::HandCard).chain((0..seats).map(CoachMark::Seat));
    for mark in marks {
        commands.spawn((
            Name::new("Coach's mark"),
            DespawnOnExit(Screen::Table),
            mark,
            text("", 14.0, theme::GOLD),
            TextLayout::justify(Justify::Center),
            TextBackgroundColor(Color::srgba(0.1, 0.05, 0.02, 0.9)),
            Transform::default(),
            Visibility::Hidden,
        ));
    }
}

/// The best chance among the estimates that pass `filter`, as words; where the decision
/// is solved, also how often the equilibrium mix plays them.
fn best(
    view: &DuelView,
    seat: Seat,
    hint: &[Estimate<DuelAction>],
    filter: impl Fn(DuelAction) -> bool,
) -> Option<String> {
    let passing = || hint.iter().filter(|estimate| filter(estimate.action));
    let value = passing().map(|estimate| estimate.value).reduce(f64::max)?;
    let chance = (view.dollar_chance(seat, value) * 100.0).round() as i64;
    if !hint.iter().all(|estimate| estimate.solved) {
        return Some(tr_line(&Line::new("duel-coach-chance").number("chance", chance)));
    }
    let mix = (passing().map(|estimate| estimate.weight).sum::<f64>() * 100.0).round() as i64;
    Some(tr_line(&Line::new("duel-coach-chance-and-mix").number("chance", chance).number("mix", mix)))
}

fn show(
    the_match: Res<Match>,
    shown: Res<Shown>,
    turn: Res<Turn>,
    held: Res<HeldUp>,
    phase: Res<State<TablePhase>>,
    coach: Res<Coach<Duel>>,
    round: Res<SeatsRound>,
    mut marks: Query<(&CoachMark, &mut Text2d, &mut Transform, &mut Visibility)>,
) {
    let seat = turn.active.filter(|_| *phase.get() == TablePhase::Choosing);
    let hint = seat.and_then(|seat| coach.hint(seat, the_match.decisions()));
    let hand = seat.map(|seat| layout::hand_cards(shown.view.players[seat].hand)).unwrap_or_default();
    for (mark, mut words, mut transform, mut visibility) in &mut marks {
        let shown = seat.zip(hint).and_then(|(seat, hint)| match *mark {
            CoachMark::HandCard(index) => {
                let card = *hand.get(index)?;
                // Said once for each kind of card, on the first of them.
                if hand[..index].contains(&card) {
                    return None;
                }
                // Over the lower half of the card: the bottom of the screen cuts off its foot.
                let at = layout::hand_position(index, hand.len()) - Vec2::Y * 12.0;
                Some((best(&shown.view, seat, hint, |action| action.card() == Some(card))?, at))
            }
            CoachMark::Seat(target) => {
                let held = held.gun()?;
                let at = layout::seat_position(target, *round) + Vec2::Y * (layout::PLATE.y / 2.0 + 12.0);
                let aimed = |action: DuelAction| action.card() == Some(held) && action.target() == Some(target);
                Some((best(&shown.view, seat, hint, aimed)?, at))
            }
        });
        let Some((line, at)) = shown else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        set_text(&mut words, &line);
        transform.translation = at.extend(depth::LABELS);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::SeatKnowledge;
    use crate::ai::algorithms::search::SearchBot;
    use crate::rules::Game;
    use crate::rules::duel::DuelCard;

    /// The percentage after "played " in a label (the tests speak English).
    fn mix_of(label: &str) -> Option<f64> {
        label.split_once("played ")?.1.trim_end_matches('%').parse().ok()
    }

    #[test]
    fn a_solved_hint_says_how_often_the_mix_plays_each_card() {
        let state = Duel::new(&crate::config::embedded(), 2, 9, &mut Vec::new()).unwrap();
        let view = state.view(0);
        let mut budget = crate::ai::config::AiConfig::built_in().hard.budget(Duel::ID);
        budget.knowledge.solver = true;
        let hint = SearchBot::<Duel>::new(budget, 1).estimates(&SeatKnowledge::new(&state, 0));
        let card_label = |card| best(&view, 0, &hint, |action: DuelAction| action.card() == Some(card)).unwrap();
        let mixes: Vec<f64> = DuelCard::ALL.map(|card| mix_of(&card_label(card)).expect("a mix share")).to_vec();
        let total: f64 = mixes.iter().sum();
        assert!((total - 100.0).abs() <= 2.0, "the cards' shares make the whole mix: {mixes:?}");

        let searched: Vec<_> = hint.iter().map(|estimate| Estimate { solved: false, ..*estimate }).collect();
        let label = best(&view, 0, &searched, |action| action.card() == Some(DuelCard::Pistol)).unwrap();
        assert_eq!(mix_of(&label), None, "a searched hint has no mix to tell: {label}");
        assert!(label.ends_with("%\nfor the $"), "{label}");
    }
}
