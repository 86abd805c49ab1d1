//! A gamepad at the table: its buttons press the keys they stand for, and the table
//! takes them as it takes the keys.

use saloon::games::Registered;
use std::time::Duration;

use bevy::input::InputPlugin;
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent};
use bevy::prelude::*;
use saloon::app::TablePhase;
use saloon::app::tables::duel::{DuelRequest, HeldUp};
use saloon::app::tables::shell::Turn;
use saloon::games::SeatKind;
use saloon::rules::duel::{Duel, DuelCard};

use super::support::{headless_table, phase};

fn push(app: &mut App, pad: Entity, button: GamepadButton, value: f32) {
    let event = RawGamepadButtonChangedEvent::new(pad, button, value);
    app.world_mut().write_message(RawGamepadEvent::Button(event));
    app.update();
}

#[test]
fn the_gamepad_s_rb_locks_in_the_card_held_up_as_enter_does() {
    let mut app = headless_table(Duel::GAME, &[SeatKind::Human, SeatKind::Computer], 3, Duration::from_millis(150));
    app.add_plugins(InputPlugin);
    let pad = app.world_mut().spawn_empty().id();
    let connected = GamepadConnection::Connected { name: "a test pad".into(), vendor_id: None, product_id: None };
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, connected));
    for _ in 0..2_000 {
        app.update();
        if phase(&app) == Some(TablePhase::Choosing) {
            break;
        }
    }
    assert_eq!(app.world().resource::<Turn<Duel>>().active, Some(0), "the human never had the screen");
    app.world_mut().write_message(DuelRequest::Card(DuelCard::Barricade));
    app.update();
    assert_eq!(app.world().resource::<HeldUp>().card, Some(DuelCard::Barricade));
    assert!(!app.world().resource::<Turn<Duel>>().has_decided(0), "decided before the button was pressed");
    push(&mut app, pad, GamepadButton::RightTrigger, 1.0);
    let decided = app.world().resource::<Turn<Duel>>().has_decided(0) || phase(&app) != Some(TablePhase::Choosing);
    assert!(decided, "RB did not lock the Barricade in");
    assert!(app.world().resource::<ButtonInput<KeyCode>>().pressed(KeyCode::Enter), "RB holds Enter down");
    push(&mut app, pad, GamepadButton::RightTrigger, 0.0);
    assert!(!app.world().resource::<ButtonInput<KeyCode>>().pressed(KeyCode::Enter), "Enter is let go with RB");
}
