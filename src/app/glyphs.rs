//! The keys a prompt names, for the device in hand: a keyboard's keys, or a gamepad's
//! buttons. Each gamepad button stands for one key ([`PAD_KEYS`]) and presses it, so what
//! a prompt says and what the button does come from one table.

use bevy::input::InputSystems;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;

/// The systems that move the keyboard and gamepad focus and take its keys: the keys the
/// gamepad's buttons press come after, so the focus never takes them.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FocusKeys;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputDevice>()
        .add_systems(PreUpdate, press_the_keys_of_the_pads.after(InputSystems).after(FocusKeys));
}

/// Each button of [`PAD_KEYS`] pressed and released with its key.
fn press_the_keys_of_the_pads(keys: Option<ResMut<ButtonInput<KeyCode>>>, pads: Query<&Gamepad>) {
    let Some(mut keys) = keys else { return };
    for pad in &pads {
        for (button, key) in PAD_KEYS {
            if pad.just_pressed(button) {
                keys.press(key);
            }
            if pad.just_released(button) {
                keys.release(key);
            }
        }
    }
}

/// The device the player used last: prompts name its keys.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InputDevice {
    #[default]
    Keyboard,
    Gamepad,
}

/// What a prompt asks the player to press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Lock in a choice, draw.
    Confirm,
    /// Ask the coach.
    Hint,
    /// Take back the last decision.
    TakeBack,
    /// The pause menu.
    Menu,
    /// The full rules of the game.
    Rules,
    /// Take a placed card back off its slot.
    Remove,
    /// Press what has the focus: a card, a seat, a die, a button.
    Choose,
    /// Lift the hot-seat cover.
    Reveal,
}

impl Press {
    pub const ALL: [Press; 8] = [
        Press::Confirm,
        Press::Hint,
        Press::TakeBack,
        Press::Menu,
        Press::Rules,
        Press::Remove,
        Press::Choose,
        Press::Reveal,
    ];

    /// The key that does it on a keyboard.
    pub fn key(self) -> KeyCode {
        match self {
            Press::Confirm | Press::Choose => KeyCode::Enter,
            Press::Hint => KeyCode::KeyH,
            Press::TakeBack => KeyCode::KeyU,
            Press::Menu => KeyCode::Escape,
            Press::Rules => KeyCode::F1,
            Press::Remove => KeyCode::Backspace,
            Press::Reveal => KeyCode::Space,
        }
    }

    /// The gamepad button that does it: the one pressing what has the focus (which lifts
    /// the cover when nothing has), or the one standing for its key.
    pub fn pad_button(self) -> Option<GamepadButton> {
        match self {
            Press::Choose | Press::Reveal => Some(CHOOSE_BUTTON),
            _ => PAD_KEYS.iter().find(|(_, key)| *key == self.key()).map(|(button, _)| *button),
        }
    }
}

/// The gamepad button that presses what has the focus; with nothing focused it stands for
/// `Space` (lift the cover, lock in).
pub const CHOOSE_BUTTON: GamepadButton = GamepadButton::South;

/// The gamepad buttons that stand for a key, pressed and released with it.
pub const PAD_KEYS: [(GamepadButton, KeyCode); 6] = [
    (GamepadButton::RightTrigger, KeyCode::Enter),
    (GamepadButton::North, KeyCode::KeyH),
    (GamepadButton::West, KeyCode::KeyU),
    (GamepadButton::Start, KeyCode::Escape),
    (GamepadButton::Select, KeyCode::F1),
    (GamepadButton::East, KeyCode::Backspace),
];

impl InputDevice {
    /// What to press for `press` on this device, as a prompt writes it: "Enter", "RB".
    pub fn glyph(self, press: Press) -> &'static str {
        match self {
            InputDevice::Keyboard => key_name(press.key()),
            InputDevice::Gamepad => press.pad_button().map_or("?", button_name),
        }
    }

    /// A button's words `id`, naming what presses it on this device: "Lock in (Enter)".
    pub fn label(self, id: &'static str, press: Press) -> String {
        crate::text::tr_line(&crate::rules::Line::new(id).name("key", self.glyph(press)))
    }
}

fn key_name(key: KeyCode) -> &'static str {
    match key {
        KeyCode::Enter => "Enter",
        KeyCode::KeyH => "H",
        KeyCode::KeyU => "U",
        KeyCode::Escape => "Esc",
        KeyCode::F1 => "F1",
        KeyCode::Backspace => "Backspace",
        KeyCode::Space => "Space",
        _ => "?",
    }
}

/// A gamepad button by its usual (Xbox-layout) name.
fn button_name(button: GamepadButton) -> &'static str {
    match button {
        GamepadButton::South => "A",
        GamepadButton::East => "B",
        GamepadButton::West => "X",
        GamepadButton::North => "Y",
        GamepadButton::LeftTrigger => "LB",
        GamepadButton::RightTrigger => "RB",
        GamepadButton::Start => "Start",
        GamepadButton::Select => "Back",
        _ => "?",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_prompt_names_a_key_and_a_button_and_the_button_presses_that_key() {
        for press in Press::ALL {
            for device in [InputDevice::Keyboard, InputDevice::Gamepad] {
                assert_ne!(device.glyph(press), "?", "{press:?} on {device:?} has no name");
            }
            let button = press.pad_button().unwrap_or_else(|| panic!("no button does {press:?}"));
            if button != CHOOSE_BUTTON {
                let (_, key) = PAD_KEYS.iter().find(|(pad, _)| *pad == button).expect("a button of the table");
                assert_eq!(*key, press.key(), "{press:?}: the prompt's button presses another key");
            }
        }
    }

    #[test]
    fn no_two_buttons_stand_for_one_key_and_none_is_the_choose_button() {
        for (index, (button, key)) in PAD_KEYS.iter().enumerate() {
            assert_ne!(*button, CHOOSE_BUTTON);
            assert!(PAD_KEYS[index + 1..].iter().all(|(other, other_key)| other != button && other_key != key));
        }
    }
}
