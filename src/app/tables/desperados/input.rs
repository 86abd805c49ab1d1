//! A gang's decisions: clicks on the dice and keys mark dice to roll again; the buttons
//! of the table's column list every other choice the rules allow now, in words. One
//! system checks each request against the legal actions before it becomes a decision.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::layout;
use super::{KeptDice, Shown, Turn};
use crate::app::coach::Coach;
use crate::app::draw::pointer_position;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::TablePhase;
use crate::app::tables::shell::{
    AskCoach, AtTable, Column, ColumnButton, Decide, TableMatch, TableSystems, add_column,
};
use crate::games::Registered;
use crate::rules::desperados::{
    BrainsUse, CardTarget, DICE, Desperados, DesperadosAction, DesperadosRules, DesperadosView, Icon, MAX_ROLLS,
};

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
    app.add_systems(
        Update,
        ((keyboard_requests, mouse_requests), handle_requests)
            .chain()
            .run_if(in_state(TablePhase::Choosing))
            .in_set(TableSystems::Input)
            .in_set(AtTable(Desperados::GAME)),
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
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    dice: Query<(&super::display::DieSprite, &Transform)>,
    mut requests: MessageWriter<DesperadosRequest>,
) {
    let Some(buttons) = buttons else { return };
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    let Some(point) = pointer_position(&window, &camera) else { return };
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
        let hint_label = match pick {
            _ if coach.thinking(seat, step) => "Coach: thinking...".to_owned(),
            Some(DesperadosAction::Reroll { dice }) => format!("Coach: keep {} and roll again", kept_words(dice)),
            Some(action) => format!("Coach: {}", describe(action, view, rules)),
            None => format!("Hint ({})", device.glyph(Press::Hint)),
        };
        buttons.push(
            ColumnButton::new(hint_label, "The Hard bot's choice, from your seat's view.", DesperadosRequest::Hint)
                .gap_below(),
        );
        if may_reroll(&turn) {
            let left = MAX_ROLLS - view.turn.rolls;
            let label = format!("Roll {} dice again (R) · {left} roll(s) left", kept.to_roll().count_ones());
            let tip = "Roll every die not kept aside; press a die to keep it.";
            buttons.push(ColumnButton::new(label, tip, DesperadosRequest::Reroll).enabled(kept.to_roll() != 0));
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

/// The dice a reroll of `rolled` keeps, in words: "dice 1 and 3", "no die".
fn kept_words(rolled: u8) -> String {
    let kept: Vec<String> = (0..DICE).filter(|die| rolled & 1 << die == 0).map(|die| (die + 1).to_string()).collect();
    match kept.as_slice() {
        [] => "no die".to_owned(),
        [one] => format!("die {one}"),
        [first @ .., last] => format!("dice {} and {last}", first.join(", ")),
    }
}

/// A choice in the words of the table: "Act: 2 actions on Knife, Pistol".
pub fn describe(action: DesperadosAction, view: &DesperadosView, rules: &DesperadosRules) -> String {
    let card_name = |card: u8| rules.deck[usize::from(card)].name.clone();
    let turn = &view.turn;
    match action {
        DesperadosAction::Reroll { dice } => format!("Roll {} dice again", dice.count_ones()),
        DesperadosAction::Act => {
            let options = turn.options(&view.limits);
            let icons: Vec<&str> =
                Icon::ALL.into_iter().filter(|&icon| options.allows(icon)).map(Icon::label).collect();
            format!("Act: {} action(s) on {}", options.actions, icons.join(", "))
        }
        DesperadosAction::Draw => match turn.options(&view.limits).draw {
            4 => "Four alike: draw 4, keep 2".to_owned(),
            3 => "Three alike: draw 3, keep 1".to_owned(),
            _ => "Misère: draw 1".to_owned(),
        },
        DesperadosAction::Pass => match turn.phase {
            crate::rules::desperados::Phase::Answering { .. } => "Let it be".to_owned(),
            crate::rules::desperados::Phase::Acting => "End the turn".to_owned(),
            _ => "Nothing to do: end the turn".to_owned(),
        },
        DesperadosAction::Aim { by, on } => {
            let gang = &view.gangs[turn.seat];
            if !gang.is_free(by) {
                format!("{}: a notch ({} left)", by.label(), gang.dials[by.index()])
            } else if by != Icon::Bottle {
                format!("{} attacks", by.label())
            } else {
                match view.limits.brains[usize::from(gang.gang)].nth(turn.brains_uses) {
                    BrainsUse::Take(amount) => format!("Brains take ${amount} from the bank"),
                    BrainsUse::EachPays(amount) => format!("Brains: each opponent pays ${amount}"),
                    BrainsUse::Turn(_) => format!("Brains help the {}", on.label()),
                }
            }
        }
        DesperadosAction::Keep { card, and: None } => format!("Keep {}", card_name(card)),
        DesperadosAction::Keep { card, and: Some(second) } => {
            format!("Keep {} and {}", card_name(card), card_name(second))
        }
        DesperadosAction::Play { card, target } => {
            let name = card_name(card);
            match target {
                CardTarget::None => format!("Play {name}"),
                CardTarget::Die(die) => format!("{name}: roll die {} again", die + 1),
                CardTarget::DieTo(die, face) => format!("{name}: die {} to {}", die + 1, face.label()),
                CardTarget::Desperado(icon) => format!("{name}: a notch off the {}", icon.label()),
            }
        }
    }
}
