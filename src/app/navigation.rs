//! Play without a mouse. `Tab` and the arrows move a focus between the buttons of every
//! screen and the cards, seats and dice of the table (egui's own keyboard focus: the
//! table's things are egui widgets too, see `tables::shell::spots`); `Enter` or `Space`
//! presses what has it. A gamepad does the same with the D-pad (or the left stick) and
//! `A`; its other buttons stand for keys (`glyphs::PAD_KEYS`, pressed after the focus has
//! taken its own). While the focus is up, the keys that move and press it reach nothing
//! else, so one key never does two things; a mouse click puts it away.

use bevy::ecs::system::SystemParam;
use bevy::input::InputSystems;
use bevy::input::gamepad::Gamepad;
use bevy::prelude::*;
use bevy_egui::input::EguiInputEvent;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, PrimaryEguiContext, egui};

use super::glyphs::{CHOOSE_BUTTON, FocusKeys, InputDevice, Press};
use super::session::TablePhase;
use super::tables::shell::TableMode;
use super::theme;
use super::{Overlay, Screen};

/// Whether the player is moving a focus with keys or a gamepad.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct KeyFocus {
    pub on: bool,
    /// The left stick is pushed past [`STICK_PUSHED`] and has not come back yet: one push
    /// moves the focus once.
    stick_pushed: bool,
    /// A move found nothing focused: the focus goes to the first thing of the screen. A
    /// table takes it for its first card in this frame's pass (see
    /// `tables::shell::spots`); anywhere else the next frame's Tab gives it to the first
    /// button. Not a Tab in this frame, where egui would read the arrow after it and drop
    /// both.
    pub starting: bool,
    /// The focus is on a spot of a table whose `Enter` locks the pick in: the keyboard's
    /// `Enter` and `Space` go on to the table's own keys (`tables::shell::spots`).
    pub enter_to_the_table: bool,
}

impl KeyFocus {
    /// Whether `key`, one of the keys that move and press the focus, is the focus's alone
    /// while it is up: all are but `Enter` and `Space` on a table's spot where they lock
    /// the pick in.
    fn takes(&self, key: KeyCode) -> bool {
        !(self.enter_to_the_table && ENTER_KEYS.contains(&key))
    }
}

/// How far the left stick goes before it moves the focus, and how far back it comes
/// before the next push counts.
const STICK_PUSHED: f32 = 0.6;
const STICK_BACK: f32 = 0.3;

/// The keys that press what has the focus.
pub const ENTER_KEYS: [KeyCode; 2] = [KeyCode::Enter, KeyCode::Space];

const ARROW_KEYS: [KeyCode; 4] = [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight];

/// The keys the focus takes while it is up.
const FOCUS_KEYS: [KeyCode; 7] = [
    KeyCode::Tab,
    KeyCode::Enter,
    KeyCode::Space,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyFocus>()
        .add_systems(
            PreUpdate,
            (note_device, navigate)
                .chain()
                .in_set(FocusKeys)
                .after(InputSystems)
                .before(EguiPreUpdateSet::ProcessInput),
        )
        .add_systems(EguiPrimaryContextPass, ring_the_focus.run_if(|focus: Res<KeyFocus>| focus.on))
        // The hot-seat cover is lifted by `Space` or `A`, never by a button left focused.
        .add_systems(OnEnter(TablePhase::Handoff), put_the_focus_away);
}

/// One ring round what has the focus, whatever it is: a button, a slider, a card.
fn ring_the_focus(mut contexts: EguiContexts) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let Some(rect) = ctx.memory(|memory| memory.focused()).and_then(|id| ctx.read_response(id)).map(|seen| seen.rect)
    else {
        return;
    };
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("focus-ring")));
    painter.rect_stroke(rect.expand(4.0), 8.0, egui::Stroke::new(4.0, theme::FOCUS_RING), egui::StrokeKind::Outside);
}

/// Prompts follow the device last used.
fn note_device(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    pads: Query<&Gamepad>,
    mut device: ResMut<InputDevice>,
) {
    let pad_used =
        pads.iter().any(|pad| pad.get_just_pressed().next().is_some() || pad.left_stick().length() > STICK_PUSHED);
    let keyboard_used = keys.get_just_pressed().len() > 0 || mouse.get_just_pressed().len() > 0;
    let now = match (pad_used, keyboard_used) {
        (true, _) => InputDevice::Gamepad,
        (false, true) => InputDevice::Keyboard,
        (false, false) => return,
    };
    device.set_if_neq(now);
}

/// Where the app stands: a new screen or overlay moves the focus on, and a replay keeps
/// some keys for itself.
#[derive(SystemParam)]
struct Standing<'w> {
    mode: Res<'w, State<TableMode>>,
    screen: Res<'w, State<Screen>>,
    overlay: Res<'w, State<Overlay>>,
}

#[allow(clippy::too_many_arguments)]
fn navigate(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    pads: Query<&Gamepad>,
    mut focus: ResMut<KeyFocus>,
    standing: Standing,
    mut contexts: EguiContexts,
    primary: Query<Entity, With<PrimaryEguiContext>>,
    mut to_egui: MessageWriter<EguiInputEvent>,
) {
    let (Ok(ctx), Ok(context)) = (contexts.ctx_mut(), primary.single()) else { return };
    let mut focused = ctx.memory(|memory| memory.focused());
    let mut tap = |key: egui::Key| {
        for pressed in [true, false] {
            let event =
                egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers: egui::Modifiers::NONE };
            to_egui.write(EguiInputEvent { context, event });
        }
    };
    if mouse.get_just_pressed().len() > 0 {
        focus.on = false;
    }
    let mut moved = false;
    if std::mem::take(&mut focus.starting) && focused.is_none() {
        tap(egui::Key::Tab);
        moved = true;
    }
    // A new screen or overlay: the focus goes on to its first thing (next frame, or a
    // table's first card), off what opened it.
    let new_screen = standing.screen.is_changed() || standing.overlay.is_changed();
    if new_screen {
        // Over another screen the focus is on no table's spot until a table says so.
        focus.enter_to_the_table = false;
    }
    if focus.on && new_screen {
        if let Some(id) = focused.take() {
            ctx.memory_mut(|memory| memory.surrender_focus(id));
        }
        focus.starting = true;
    }
    // A replay keeps Tab and the arrows for its own controls; a gamepad still moves there.
    if *standing.mode.get() != TableMode::Replay {
        if keys.just_pressed(KeyCode::Tab) {
            moved = true;
        }
        if keys.any_just_pressed(ARROW_KEYS) {
            moved = true;
            // egui moves a focus it has with the arrows itself; the first press gives it one.
            focus.starting = focused.is_none();
        }
    }
    for pad in &pads {
        if let Some(arrow) = pad_direction(pad, &mut focus.stick_pushed) {
            moved = true;
            match focused {
                Some(_) => tap(arrow),
                None => focus.starting = true,
            }
        }
        if pad.just_pressed(CHOOSE_BUTTON) {
            if focus.on && focused.is_some() {
                tap(egui::Key::Enter);
            } else {
                keys.press(Press::Reveal.key());
            }
        }
        if pad.just_released(CHOOSE_BUTTON) {
            keys.release(Press::Reveal.key());
        }
    }
    if moved {
        focus.on = true;
    } else if focused.is_none() {
        // What had the focus is gone (its screen closed): the next move starts afresh.
        focus.on = false;
    }
    if focus.on {
        for key in FOCUS_KEYS.into_iter().filter(|&key| focus.takes(key)) {
            keys.clear_just_pressed(key);
        }
    } else if let Some(id) = focused
        && !ctx.text_edit_focused()
    {
        ctx.memory_mut(|memory| memory.surrender_focus(id));
    }
}

/// Where the D-pad or a push of the left stick moves the focus this frame.
fn pad_direction(pad: &Gamepad, stick_pushed: &mut bool) -> Option<egui::Key> {
    for (button, arrow) in [
        (GamepadButton::DPadUp, egui::Key::ArrowUp),
        (GamepadButton::DPadDown, egui::Key::ArrowDown),
        (GamepadButton::DPadLeft, egui::Key::ArrowLeft),
        (GamepadButton::DPadRight, egui::Key::ArrowRight),
    ] {
        if pad.just_pressed(button) {
            return Some(arrow);
        }
    }
    stick_arrow(pad.left_stick(), stick_pushed)
}

/// A push of the stick as an arrow, once per push.
fn stick_arrow(stick: Vec2, pushed: &mut bool) -> Option<egui::Key> {
    let length = stick.abs().max_element();
    if *pushed {
        *pushed = length > STICK_BACK;
        return None;
    }
    if length <= STICK_PUSHED {
        return None;
    }
    *pushed = true;
    Some(match (stick.x.abs() > stick.y.abs(), stick.x > 0.0, stick.y > 0.0) {
        (true, true, _) => egui::Key::ArrowRight,
        (true, false, _) => egui::Key::ArrowLeft,
        (false, _, true) => egui::Key::ArrowUp,
        (false, _, false) => egui::Key::ArrowDown,
    })
}

fn put_the_focus_away(mut focus: ResMut<KeyFocus>) {
    focus.on = false;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_and_space_reach_the_table_only_from_a_spot_where_they_lock_the_pick_in() {
        let on_a_button = KeyFocus { on: true, ..KeyFocus::default() };
        assert!(FOCUS_KEYS.iter().all(|&key| on_a_button.takes(key)), "a focused button takes every key");
        let on_a_spot = KeyFocus { on: true, enter_to_the_table: true, ..KeyFocus::default() };
        let left: Vec<KeyCode> = FOCUS_KEYS.into_iter().filter(|&key| !on_a_spot.takes(key)).collect();
        assert_eq!(left, ENTER_KEYS, "Enter and Space lock in, the arrows and Tab still move the focus");
    }

    #[test]
    fn a_push_of_the_stick_moves_the_focus_once_until_it_comes_back() {
        let mut pushed = false;
        assert_eq!(stick_arrow(Vec2::new(0.2, 0.1), &mut pushed), None, "a resting stick moves nothing");
        assert_eq!(stick_arrow(Vec2::new(0.9, 0.2), &mut pushed), Some(egui::Key::ArrowRight));
        assert_eq!(stick_arrow(Vec2::new(0.95, 0.1), &mut pushed), None, "held over: once");
        assert_eq!(stick_arrow(Vec2::new(0.5, 0.0), &mut pushed), None, "on its way back");
        assert_eq!(stick_arrow(Vec2::new(0.1, 0.0), &mut pushed), None, "back");
        assert_eq!(stick_arrow(Vec2::new(-0.1, -0.8), &mut pushed), Some(egui::Key::ArrowDown));
        assert_eq!(stick_arrow(Vec2::ZERO, &mut pushed), None);
        assert_eq!(stick_arrow(Vec2::new(-0.7, 0.65), &mut pushed), Some(egui::Key::ArrowLeft));
    }
}
