//! The title screen left alone for a while (the settings say how long) starts the
//! showcase, so that a screen at a meetup is never idle. A table being joined, or the word
//! on why one could not be, is the title's business meanwhile: it waits for them.

use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use bevy::window::CursorMoved;

use crate::app::screens::{JoinInProgress, TitleChoice, TitleChoices};
use crate::app::tables::shell::LeftTable;
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
    (joining, left): (Option<Res<JoinInProgress>>, Option<Res<LeftTable>>),
    mut idle: ResMut<IdleOnTitle>,
    mut title: MessageWriter<TitleChoice>,
) {
    let touched = keys.is_some_and(|keys| keys.get_pressed().next().is_some())
        || buttons.is_some_and(|buttons| buttons.get_pressed().next().is_some())
        || moved.read().count() > 0
        || wheel.read().count() > 0;
    let busy = joining.is_some() || left.is_some();
    if touched || busy || settings.showcase_after_idle == 0 {
        idle.0 = 0.0;
        return;
    }
    idle.0 += real.delta_secs();
    if idle.0 >= f32::from(settings.showcase_after_idle) {
        idle.0 = 0.0;
        title.write(TitleChoice::Showcase);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;

    use super::*;

    #[derive(Resource, Default)]
    struct ShowcaseAsked(bool);

    /// A title screen left alone, a second before the showcase, each frame 200 ms.
    fn title_left_alone() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(200)))
            .insert_resource(Settings { showcase_after_idle: 1, ..Settings::default() })
            .init_state::<Screen>()
            .init_state::<Overlay>()
            .add_message::<TitleChoice>()
            .init_resource::<ShowcaseAsked>()
            .add_plugins(plugin)
            .add_systems(Update, |mut choices: MessageReader<TitleChoice>, mut asked: ResMut<ShowcaseAsked>| {
                asked.0 |= choices.read().any(|choice| *choice == TitleChoice::Showcase);
            });
        app.insert_state(Screen::Title);
        app
    }

    fn showcase_asked_within_two_seconds(app: &mut App) -> bool {
        for _ in 0..10 {
            app.update();
        }
        app.world().resource::<ShowcaseAsked>().0
    }

    #[test]
    fn the_idle_title_starts_the_showcase_but_not_over_the_word_on_a_table_left() {
        assert!(showcase_asked_within_two_seconds(&mut title_left_alone()), "the idle title starts no showcase");
        let mut app = title_left_alone();
        app.insert_resource(LeftTable::out_of_reach("the host quit".to_owned()));
        assert!(!showcase_asked_within_two_seconds(&mut app), "the showcase hides why the table was left");
    }
}
