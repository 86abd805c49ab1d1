//! A Loo player's turn: keys, clicks and buttons become [`LooRequest`]s; one system
//! checks each against the legal actions before it changes anything.

use bevy::prelude::*;

use super::display::hand_cards;
use super::layout;
use super::{LooPanels, Shown, Turn};
use crate::app::session::TablePhase;
use crate::app::table_pointer::TablePointer;
use crate::app::tables::shell::{AskCoach, Decide, TableApp, TableSystems};
use crate::rules::three_card_loo::{Card, Declaration, LooAction, ThreeCardLoo};

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LooRequest {
    Declare(Declaration),
    Play(Card),
    /// Play the card at this place in the hand (keys 1 to 3).
    PlayAt(usize),
    ToggleLastTrick,
    ToggleStandings,
    /// Ask the coach to rate the options of the player at the screen.
    Hint,
}

/// The key of each declaration, and its letter as the prompt and the buttons name it.
pub(super) const DECLARATION_KEYS: [(Declaration, KeyCode, &str); 4] = [
    (Declaration::Drop, KeyCode::KeyD, "D"),
    (Declaration::Play, KeyCode::KeyP, "P"),
    (Declaration::TakeMiss, KeyCode::KeyM, "M"),
    (Declaration::DefendMiss, KeyCode::KeyF, "F"),
];

/// The letter of `declaration`'s key.
pub(super) fn declaration_letter(declaration: Declaration) -> &'static str {
    DECLARATION_KEYS.iter().find(|(declared, ..)| *declared == declaration).map_or("?", |(.., letter)| letter)
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<ThreeCardLoo, _>(
        TableSystems::Input,
        ((keyboard_requests, mouse_requests), handle_requests).chain(),
    );
}

fn keyboard_requests(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    phase: Res<State<TablePhase>>,
    mut requests: MessageWriter<LooRequest>,
) {
    let Some(keys) = keys else { return };
    if keys.just_pressed(KeyCode::KeyL) {
        requests.write(LooRequest::ToggleLastTrick);
    }
    if keys.just_pressed(KeyCode::KeyS) {
        requests.write(LooRequest::ToggleStandings);
    }
    if *phase.get() != TablePhase::Choosing {
        return;
    }
    for (declaration, key, _) in DECLARATION_KEYS {
        if keys.just_pressed(key) {
            requests.write(LooRequest::Declare(declaration));
        }
    }
    for (index, key) in [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3].into_iter().enumerate() {
        if keys.just_pressed(key) {
            requests.write(LooRequest::PlayAt(index));
        }
    }
}

fn mouse_requests(
    pointer: TablePointer,
    phase: Res<State<TablePhase>>,
    turn: Res<Turn>,
    shown: Res<Shown>,
    mut requests: MessageWriter<LooRequest>,
) {
    let (Some(_), TablePhase::Choosing) = (turn.active, phase.get()) else { return };
    let Some(point) = pointer.clicked_at() else { return };
    let cards = hand_cards(shown.view.hand);
    if let Some(index) = (0..cards.len()).find(|&index| layout::on_hand_card(point, index, cards.len())) {
        requests.write(LooRequest::Play(cards[index]));
    }
}

fn handle_requests(
    mut requests: MessageReader<LooRequest>,
    mut panels: ResMut<LooPanels>,
    shown: Res<Shown>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    mut decisions: MessageWriter<Decide<ThreeCardLoo>>,
    mut hints: MessageWriter<AskCoach>,
) {
    let choosing = *phase.get() == TablePhase::Choosing && turn.active.is_some();
    for request in requests.read() {
        let action = match *request {
            LooRequest::ToggleLastTrick => {
                panels.last_trick = !panels.last_trick;
                continue;
            }
            LooRequest::ToggleStandings => {
                panels.standings = !panels.standings;
                continue;
            }
            _ if !choosing => continue,
            LooRequest::Hint => {
                hints.write(AskCoach);
                continue;
            }
            LooRequest::Declare(declaration) => LooAction::Declare(declaration),
            LooRequest::Play(card) => LooAction::Play(card),
            LooRequest::PlayAt(index) => {
                // The table is drawn for the player choosing: their hand is the view's.
                let Some(&card) = hand_cards(shown.view.hand).get(index) else { continue };
                LooAction::Play(card)
            }
        };
        // The shell checks it against the rules; a card of another hand, or out of turn,
        // changes nothing.
        decisions.write(Decide(action));
    }
}
