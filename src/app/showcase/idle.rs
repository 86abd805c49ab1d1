//! The title screen left alone for a while (the settings say how long) starts the
//! showcase, so that a screen at a meetup is never idle.

use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use bevy::window::CursorMoved;

use crate::app::screens::{TitleChoice, TitleChoices};
use crate::app::{Overlay, Screen, Settings};

/// Seconds without a key, click or mouse move on the title screen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct IdleOnTitle(pub f32);

pub(super) fn plugin(app: &mut App) {
    // Without a window (a test) nobody moves a cursor, but the messages must exist.
    app.add_message::<CursorMoved>()
        .add_message::<MouseWheel>()
        .init_resource::<IdleOnTitle>()
        .add_systems(OnEnter(Screen::Title), |mut idle: ResMut<IdleOnTitle>| idle.0 = 0.0)
        .add_systems(
            Update,
            start_when_idle.before(TitleChoices).run_if(in_state(Screen::Title).and_then(in_state(Overlay::None))),
        );
}

/// Starts the showcase as the title screen's button would.
fn start_when_idle(
    real: Res<Time<Real>>,
    settings: Res<Settings>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    (mut moved, mut wheel): (MessageReader<CursorMoved>, MessageReader<MouseWheel>),
    mut idle: ResMut<IdleOnTitle>,
    mut title: MessageWriter<TitleChoice>,
) {
    let touched = keys.is_some_and(|keys| keys.get_pressed().next().is_some())
        || buttons.is_some_and(|buttons| buttons.get_pressed().next().is_some())
        || moved.read().count() > 0
        || wheel.read().count() > 0;
    if touched || settings.showcase_after_idle == 0 {
        idle.0 = 0.0;
        return;
    }
    idle.0 += real.delta_secs();
    if idle.0 >= f32::from(settings.showcase_after_idle) {
        idle.0 = 0.0;
        title.write(TitleChoice::Showcase);
    }
}
