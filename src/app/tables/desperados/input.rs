//! A gang's decisions: clicks on the dice and keys mark dice to roll again; the buttons
//! of the table's column list every other choice the rules allow now, in words. One
//! system checks each request against the legal actions before it becomes a decision.

use bevy::prelude::*;

use super::layout;
use super::{KeptDice, Shown, Turn};
use crate::app::coach::Coach;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::TablePhase;
use crate::app::table_pointer::TablePointer;
use crate::app::tables::shell::{
    AskCoach, Column, ColumnButton, Decide, TableApp, TableMatch, TableSystems, add_column,
};
use crate::rules::desperados::{
    CardTarget, DICE, Desperados, DesperadosAction, DesperadosRules, DesperadosView, MAX_ROLLS,
};
use crate::rules::{InWords, Line};
use crate::text::{rules_file_code, tr, tr_line};

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DesperadosRequest {
    /// Keep a die aside, or put it back among those to roll.
    ToggleDie(usize),
    /// Roll the dice not kept again.
    Reroll,
    /// Any other choice, from the buttons.
    Choose(DesperadosAction),
    /// Ask the coach for the Hard bot's choice.
    Hint,
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<Desperados, _>(
        TableSystems::Input,
        ((keyboard_requests, mouse_requests), handle_requests).chain().run_if(in_state(TablePhase::Choosing)),
    );
    add_column::<Desperados, _>(app, list_buttons);
}

fn keyboard_requests(keys: Option<Res<ButtonInput<KeyCode>>>, mut requests: MessageWriter<DesperadosRequest>) {
    let Some(keys) = keys else { return };
    for (die, key) in [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4].into_iter().enumerate() {
        if keys.just_pressed(key) {
            requests.write(DesperadosRequest::ToggleDie(die));
        }
    }
    if keys.just_pressed(KeyCode::KeyR) {
        requests.write(DesperadosRequest::Reroll);
    }
}

fn mouse_requests(
    pointer: TablePointer,
    dice: Query<(&super::dice::DieSprite, &Transform)>,
    mut requests: MessageWriter<DesperadosRequest>,
) {
    let Some(point) = pointer.clicked_at() else { return };
    for (die, transform) in &dice {
        if (point - transform.translation.truncate()).abs().cmple(Vec2::splat(layout::DIE / 2.0 + 4.0)).all() {
            requests.write(DesperadosRequest::ToggleDie(die.die));
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<DesperadosRequest>,
    turn: Res<Turn>,
    mut kept: ResMut<KeptDice>,
    mut decisions: MessageWriter<Decide<Desperados>>,
    mut hints: MessageWriter<AskCoach>,
) {
    for request in requests.read() {
        let action = match *request {
            DesperadosRequest::ToggleDie(die) if die < DICE => {
                kept.0 ^= 1 << die;
                continue;
            }
            DesperadosRequest::ToggleDie(_) => continue,
            DesperadosRequest::Reroll => DesperadosAction::Reroll { dice: kept.to_roll() },
            DesperadosRequest::Choose(action) => action,
            DesperadosRequest::Hint => {
                hints.write(AskCoach);
                continue;
            }
        };
        if turn.legal.contains(&action) {
            decisions.write(Decide(action));
        }
    }
}

/// Whether the player at the screen may roll again: keeping dice aside means something.
pub(super) fn may_reroll(turn: &Turn) -> bool {
    turn.legal.iter().any(|action| matches!(action, DesperadosAction::Reroll { .. }))
}

/// Every choice the rules allow the player at the screen now, as buttons in words, from
/// the bottom up.
pub(super) fn list_buttons(
    phase: Res<State<TablePhase>>,
    (turn, shown, kept): (Res<Turn>, Res<Shown>, Res<KeptDice>),
    (the_match, coach): (Res<TableMatch<Desperados>>, Res<Coach<Desperados>>),
    device: Res<InputDevice>,
    mut column: ResMut<Column<Desperados>>,
) {
    let mut buttons = Vec::new();
    if let Some(seat) = turn.chooser(*phase.get()) {
        let rules = the_match.rules();
        let view = &shown.view;
        let step = the_match.decisions();
        // The coach's pick: the Hard bot's favourite, from this seat's view only.
        let pick = coach.hint(seat, step).and_then(|estimates| estimates.first()).map(|estimate| estimate.action);
        let hint_label = tr_line(&match pick {
            _ if coach.thinking(seat, step) => Line::new("button-coach-thinking"),
            Some(DesperadosAction::Reroll { dice }) => Line::new("desp-coach-keep").line("kept", kept_words(dice)),
            Some(action) => Line::new("coach-best").name("best", describe(action, view, rules)),
            None => Line::new("button-hint").name("key", device.glyph(Press::Hint)),
        });
        buttons.push(ColumnButton::new(hint_label, tr("desp-hint-tip"), DesperadosRequest::Hint).gap_below());
        if may_reroll(&turn) {
            let left = MAX_ROLLS - view.turn.rolls;
            let label =
                Line::new("desp-button-reroll").number("dice", kept.to_roll().count_ones()).number("left", left);
            let tip = tr("desp-button-reroll-tip");
            buttons
                .push(ColumnButton::new(tr_line(&label), tip, DesperadosRequest::Reroll).enabled(kept.to_roll() != 0));
        }
        for &action in turn.legal.iter().rev() {
            let label = match action {
                DesperadosAction::Reroll { .. } => continue,
                // Setting a die: only for the first die kept aside, or the column would run long.
                DesperadosAction::Play { target: CardTarget::DieTo(die, _), .. }
                    if kept.0.trailing_zeros() != u32::from(die) =>
                {
                    continue;
                }
                other if Some(other) == pick => format!("★ {}", describe(other, view, rules)),
                other => describe(other, view, rules),
            };
            buttons.push(ColumnButton::new(label, "", DesperadosRequest::Choose(action)));
        }
    }
    column.set_if_neq(Column(buttons));
}

/// The dice a reroll of `rolled` keeps: "dice 1 and 3", "no die".
fn kept_words(rolled: u8) -> Line {
    let kept: Vec<Line> =
        (0..DICE).filter(|die| rolled & 1 << die == 0).map(|die| Line::new("number").number("n", die + 1)).collect();
    match kept.len() {
        0 => Line::new("desp-kept-none"),
        count => Line::new("desp-kept-dice").number("count", count).lines("dice", kept),
    }
}

/// A choice in the words of the table: "Act: 2 actions on Knife, Pistol", as a phone
/// seat is told it too ([`InWords::choice_in_words`]).
pub fn describe(action: DesperadosAction, view: &DesperadosView, rules: &DesperadosRules) -> String {
    tr_line(&Desperados::choice_in_words(view, rules, rules_file_code(), action))
}
