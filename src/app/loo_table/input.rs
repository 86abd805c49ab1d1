//! A Loo player's turn: keys, clicks and buttons become [`LooRequest`]s; one system
//! checks each against the legal actions before it changes anything.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::display::hand_cards;
use super::flow::take_turn;
use super::layout;
use super::{LooMatch, LooPanels, LooQueue, LooSystems, LooTurn};
use crate::app::coach::Coach;
use crate::app::draw::pointer_position;
use crate::app::session::TablePhase;
use crate::rules::Game;
use crate::rules::three_card_loo::{Card, Declaration, LooAction, ThreeCardLoo};

#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LooRequest {
    /// The player named on the cover is at the screen.
    Reveal,
    Declare(Declaration),
    Play(Card),
    /// Play the card at this place in the hand (keys 1 to 3).
    PlayAt(usize),
    ToggleLastTrick,
    ToggleStandings,
    /// Ask the coach to rate the options of the player at the screen.
    Hint,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (keyboard_requests, mouse_requests).in_set(LooSystems::Input))
        .add_systems(Update, (handle_requests, poll_coach).chain().in_set(LooSystems::Flow));
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
    if keys.just_pressed(KeyCode::KeyH) {
        requests.write(LooRequest::Hint);
    }
    match phase.get() {
        TablePhase::Handoff if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter]) => {
            requests.write(LooRequest::Reveal);
        }
        TablePhase::Choosing => {
            for (key, declaration) in [
                (KeyCode::KeyD, Declaration::Drop),
                (KeyCode::KeyP, Declaration::Play),
                (KeyCode::KeyM, Declaration::TakeMiss),
                (KeyCode::KeyF, Declaration::DefendMiss),
            ] {
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
        _ => {}
    }
}

fn mouse_requests(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform)>,
    phase: Res<State<TablePhase>>,
    turn: Res<LooTurn>,
    the_match: Res<LooMatch>,
    mut requests: MessageWriter<LooRequest>,
) {
    let Some(buttons) = buttons else { return };
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    if *phase.get() == TablePhase::Handoff {
        requests.write(LooRequest::Reveal);
        return;
    }
    let (Some(seat), TablePhase::Choosing) = (turn.active, phase.get()) else { return };
    let Some(point) = pointer_position(&window, &camera) else { return };
    let cards = hand_cards(the_match.state.players()[seat].hand);
    if let Some(index) = (0..cards.len()).find(|&index| layout::on_hand_card(point, index, cards.len())) {
        requests.write(LooRequest::Play(cards[index]));
    }
}

#[allow(clippy::too_many_arguments)]
fn handle_requests(
    mut requests: MessageReader<LooRequest>,
    mut the_match: ResMut<LooMatch>,
    mut queue: ResMut<LooQueue>,
    mut panels: ResMut<LooPanels>,
    mut coach: ResMut<Coach<ThreeCardLoo>>,
    rules: Res<crate::app::LoadedRules>,
    mut turn: ResMut<LooTurn>,
    phase: Res<State<TablePhase>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let mut phase = *phase.get();
    for request in requests.read() {
        let action = match (phase, *request) {
            (_, LooRequest::ToggleLastTrick) => {
                panels.last_trick = !panels.last_trick;
                continue;
            }
            (_, LooRequest::ToggleStandings) => {
                panels.standings = !panels.standings;
                continue;
            }
            (TablePhase::Choosing, LooRequest::Hint) => {
                if let Some(seat) = turn.active {
                    coach.ask(&the_match.state, seat, the_match.record.steps.len(), &rules.difficulties);
                }
                continue;
            }
            (TablePhase::Handoff, LooRequest::Reveal) => {
                phase = TablePhase::Choosing;
                next_phase.set(phase);
                continue;
            }
            (TablePhase::Choosing, LooRequest::Declare(declaration)) => LooAction::Declare(declaration),
            (TablePhase::Choosing, LooRequest::Play(card)) => LooAction::Play(card),
            (TablePhase::Choosing, LooRequest::PlayAt(index)) => {
                let Some(seat) = turn.active else { continue };
                let Some(&card) = hand_cards(the_match.state.players()[seat].hand).get(index) else { continue };
                LooAction::Play(card)
            }
            _ => continue,
        };
        let Some(seat) = turn.active else { continue };
        let mut legal = Vec::new();
        the_match.state.legal_actions(seat, &mut legal);
        if !legal.contains(&action) {
            continue;
        }
        match take_turn(&mut the_match, &mut queue, seat, action) {
            Ok(()) => {
                // The turn is over: nothing more is taken from this player until asked.
                turn.active = None;
                phase = TablePhase::Resolving;
                next_phase.set(phase);
            }
            Err(error) => error!("{action:?} was refused: {error}"),
        }
    }
}

fn poll_coach(mut coach: ResMut<Coach<ThreeCardLoo>>) {
    coach.poll();
}
