//! What every table shows over the play: the full-screen cover between two humans' turns,
//! and the banner for what just happened. Tables say what to show in [`Captions`].

use bevy::prelude::*;

use super::art::picture;
use super::draw::{display_text, rect, set_text, text};
use super::fit::Fits;
use super::glyphs::{InputDevice, Press};
use super::language::Spoken;
use super::motion::{Puff, Tween, burst};
use super::session::TablePhase;
use super::{Screen, Settings, theme};
use crate::rules::Line;
use crate::text::{seat_name, tr_line};

/// Depths above every table's own sprites.
const BANNER_DEPTH: f32 = 80.0;
const COVER_DEPTH: f32 = 100.0;

/// The hand-off cover.
#[derive(Component)]
pub struct Cover;

/// The banner across the table.
#[derive(Component)]
pub struct Banner;

/// What the open table wants shown; `None` hides it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Captions {
    /// The player the screen goes to next, while the cover is up.
    pub cover_for: Option<String>,
    pub banner: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Captions>()
        .add_systems(OnEnter(Screen::Table), spawn)
        .add_systems(PostUpdate, show.run_if(in_state(Screen::Table)))
        .add_systems(OnEnter(TablePhase::Over), celebrate)
        .add_systems(
            PostUpdate,
            name_the_reveal_key.run_if(resource_changed::<InputDevice>.or_else(resource_changed::<Spoken>)),
        );
}

/// The line on the cover that says how to lift it, written again when the device or the
/// language changes.
#[derive(Component)]
struct RevealHint;

fn reveal_words(device: InputDevice) -> String {
    tr_line(&Line::new("cover-reveal").name("key", device.glyph(Press::Reveal)))
}

fn name_the_reveal_key(device: Res<InputDevice>, mut hints: Query<&mut Text2d, With<RevealHint>>) {
    for mut hint in &mut hints {
        set_text(&mut hint, &reveal_words(*device));
    }
}

fn spawn(mut commands: Commands, mut captions: ResMut<Captions>, device: Res<InputDevice>) {
    *captions = Captions::default();
    let scoped = || DespawnOnExit(Screen::Table);
    commands
        .spawn((
            Name::new("Banner"),
            scoped(),
            Banner,
            Transform::from_xyz(0.0, 20.0, BANNER_DEPTH),
            Visibility::Hidden,
        ))
        .with_children(|parent| {
            parent.spawn((picture("ui/banner", Vec2::new(900.0, 96.0)), Transform::default()));
            parent.spawn((
                Banner,
                display_text("", 30.0, theme::TEXT_LIGHT),
                TextLayout::justify(Justify::Center),
                bevy::text::TextBounds::new_horizontal(BANNER_WORDS.x),
                Fits::block(BANNER_WORDS.x, BANNER_WORDS.y),
                Transform::from_xyz(0.0, 0.0, 0.2),
            ));
        });
    commands
        .spawn((
            Name::new("Hand-off cover"),
            scoped(),
            Cover,
            Transform::from_xyz(0.0, 0.0, COVER_DEPTH),
            Visibility::Hidden,
        ))
        .with_children(|parent| {
            parent.spawn(rect(theme::FELT, super::BEYOND_THE_WINDOW, Vec2::ZERO, 0.0));
            parent.spawn((Cover, display_text("", 40.0, theme::TEXT_LIGHT), Transform::from_xyz(0.0, 40.0, 0.1)));
            parent.spawn((
                RevealHint,
                text(reveal_words(*device), 20.0, theme::BRASS),
                Transform::from_xyz(0.0, -30.0, 0.1),
            ));
        });
}

/// The ribbon's body between its brass rules, where the banner's words go: a long sentence
/// takes two lines, set smaller to stay between the rules.
const BANNER_WORDS: Vec2 = Vec2::new(740.0, 64.0);

/// Seconds a new banner takes to spring out to its size, at normal speed.
const BANNER_POP_SECONDS: f32 = 0.35;

#[allow(clippy::type_complexity)]
fn show(
    mut commands: Commands,
    captions: Res<Captions>,
    mut parts: ParamSet<(
        Query<&mut Visibility, (With<Cover>, Without<Text2d>)>,
        Query<&mut Text2d, With<Cover>>,
        Query<(Entity, &Transform, &mut Visibility), (With<Banner>, Without<Text2d>)>,
        Query<&mut Text2d, With<Banner>>,
    )>,
    mut last_banner: Local<Option<String>>,
) {
    let shown = |caption: &Option<String>| if caption.is_some() { Visibility::Inherited } else { Visibility::Hidden };
    for mut visibility in &mut parts.p0() {
        visibility.set_if_neq(shown(&captions.cover_for));
    }
    if let Some(name) = &captions.cover_for {
        let wanted = tr_line(&Line::new("cover-pass-to").name("name", seat_name(name)));
        for mut text in &mut parts.p1() {
            set_text(&mut text, &wanted);
        }
    }
    // Each new banner springs out, so that what just happened has its moment.
    let fresh = captions.banner.is_some() && *last_banner != captions.banner;
    last_banner.clone_from(&captions.banner);
    for (entity, transform, mut visibility) in &mut parts.p2() {
        visibility.set_if_neq(shown(&captions.banner));
        if fresh {
            let (from, to) = (transform.with_scale(Vec3::splat(0.82)), transform.with_scale(Vec3::ONE));
            commands.entity(entity).insert(Tween::new(from, to, BANNER_POP_SECONDS).ease(EaseFunction::BackOut));
        }
    }
    if let Some(banner) = &captions.banner {
        for mut text in &mut parts.p3() {
            set_text(&mut text, banner);
        }
    }
}

/// A match won: sparks thrown up round the winner's banner.
fn celebrate(mut commands: Commands, settings: Res<Settings>) {
    for (index, x) in [-320.0, 0.0, 320.0].into_iter().enumerate() {
        burst(&mut commands, &settings, Puff::Sparks, Vec3::new(x, 40.0, BANNER_DEPTH + 1.0), index as u32);
    }
}
