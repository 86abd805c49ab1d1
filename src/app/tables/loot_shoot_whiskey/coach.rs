//! The coach at the Loot Shoot Whiskey table: on `H` or *Hint*, the Hard bot rates every
//! pair of cards the player at the screen could lock in, from that player's view; the
//! best three show between the saloon row and the player's placed cards, with their
//! chances to win the match.

use bevy::prelude::*;
use bevy::text::TextBackgroundColor;

use super::layout::{self, depth};
use super::{Match, Turn};
use crate::app::coach::Coach;
use crate::app::draw::{set_text, text};
use crate::app::fit::Fits;
use crate::app::session::TablePhase;
use crate::app::tables::shell::{AtTable, TableSystems};
use crate::app::{Screen, theme};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::loot_shoot_whiskey::LootShootWhiskey;
use crate::text::{tr, tr_line};

/// The coach's line, below the saloon row.
#[derive(Component)]
pub struct CoachLine;

/// How many of the best pairs the line names.
const SHOWN: usize = 3;

pub(super) fn plugin(app: &mut App) {
    let at_table = AtTable(LootShootWhiskey::GAME);
    app.add_systems(OnEnter(Screen::Table), spawn.in_set(at_table))
        .add_systems(Update, show.in_set(TableSystems::Display).in_set(at_table));
}

fn spawn(mut commands: Commands) {
    commands.spawn((
        Name::new("Coach's line"),
        DespawnOnExit(Screen::Table),
        CoachLine,
        text("", 15.0, theme::GOLD),
        Fits::block(layout::COACH_ROOM.x, layout::COACH_ROOM.y),
        TextBackgroundColor(Color::srgba(0.1, 0.05, 0.02, 0.9)),
        Transform::from_translation(layout::COACH.extend(depth::LABELS)),
        Visibility::Hidden,
    ));
}

fn show(
    the_match: Res<Match>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    coach: Res<Coach<LootShootWhiskey>>,
    mut lines: Query<(&mut Text2d, &mut Visibility), With<CoachLine>>,
) {
    let seat = turn.active.filter(|_| *phase.get() == TablePhase::Choosing);
    let step = the_match.decisions();
    let line = seat.and_then(|seat| {
        if coach.thinking(seat, step) {
            return Some(tr("coach-thinking"));
        }
        let best: Vec<String> = coach
            .hint(seat, step)?
            .iter()
            .take(SHOWN)
            .map(|estimate| {
                let [first, second] = estimate.action.cards();
                let percent = (estimate.value * 100.0).round() as i64;
                tr_line(
                    &Line::new("lsw-coach-pair")
                        .line("first", first.name())
                        .line("second", second.name())
                        .number("percent", percent),
                )
            })
            .collect();
        Some(tr_line(&Line::new("coach-best").name("best", best.join("  ·  "))))
    });
    for (mut words, mut visibility) in &mut lines {
        match &line {
            Some(line) => {
                set_text(&mut words, line);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
