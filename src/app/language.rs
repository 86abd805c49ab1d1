//! The language on screen: the settings choose it, and a change applies at once. The egui
//! screens read their words afresh every frame; a sprite's label that is set once carries
//! its message ([`Said`]) and is written again when the language changes.

use bevy::prelude::*;

use super::Settings;
use super::draw;
use crate::rules::Line;
use crate::text::{self, Catalog, Language};

/// A sprite's label that says this message, in whatever language is spoken.
#[derive(Component, Clone, Debug)]
pub struct Said(pub Line);

/// The language the sprites' labels are written in now.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spoken(pub Language);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Spoken(text::language()))
        .add_systems(PreUpdate, speak_the_chosen_language.run_if(resource_changed::<Settings>))
        .add_systems(PostUpdate, report_message_problems.run_if(resource_changed::<Spoken>))
        .add_systems(PostUpdate, say_again.run_if(resource_changed::<Spoken>));
}

/// A message file that does not read is the game's own fault: said in the log, once for
/// each language when it is first spoken.
fn report_message_problems(spoken: Res<Spoken>, mut reported: Local<Vec<Language>>) {
    if reported.contains(&spoken.0) {
        return;
    }
    reported.push(spoken.0);
    for problem in Catalog::get().problems(spoken.0) {
        warn!("{problem}");
    }
}

fn speak_the_chosen_language(settings: Res<Settings>, mut spoken: ResMut<Spoken>) {
    let language = settings.spoken_language();
    text::set_language(language);
    spoken.set_if_neq(Spoken(language));
}

fn say_again(mut labels: Query<(&Said, &mut Text2d)>) {
    for (said, mut label) in &mut labels {
        draw::set_text(&mut label, &text::tr_line(&said.0));
    }
}

/// A label in the saloon's face that says `line` ([`draw::text`]), in the language spoken
/// now and in any the player changes to.
pub fn said(line: impl Into<Line>, size: f32, color: Color) -> impl Bundle {
    let line = line.into();
    (draw::text(text::tr_line(&line), size, color), Said(line))
}

/// A label in the display face that says `line` ([`draw::display_text`]).
pub fn said_in_display(line: impl Into<Line>, size: f32, color: Color) -> impl Bundle {
    let line = line.into();
    (draw::display_text(text::tr_line(&line), size, color), Said(line))
}
