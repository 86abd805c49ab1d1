//! Every label of every table fits where it is drawn, in every language: each table is
//! laid out at 1280×720, the table area, and played to its end in each language, and each
//! label on show is measured in the face it is drawn in (the font's own advance widths,
//! which Bevy sets the words by). A label with a box ([`Fits`]) must fit it at no less
//! than [`SMALLEST_FIT`] of its size; every label must stay on the table; every letter
//! must be in its face. The pseudo language's overflows are reported, not failed: it is
//! longer than any real language on purpose.

use std::time::Duration;

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBounds;
use saloon::app::TABLE_AREA;
use saloon::app::fit::{Fits, LINE_HEIGHT, SMALLEST_FIT, face_of, size_of};
use saloon::app::tables::shell::{Decide, TableGame, Turn};
use saloon::app::tables::{EachTable, each_table};
use saloon::app::{LoadedRules, Screen, Settings, TablePhase};
use saloon::games::SeatKind;
use saloon::text::Language;
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

use super::support::{headless_table, phase, screen};

/// Frames a table is played for in each language, and how often its labels are measured.
const FRAMES: usize = 4_000;
const MEASURE_EVERY: usize = 3;

/// Room a label may take past its box or the table's edge: a glyph's side bearing.
const SLACK: f32 = 1.0;

/// Words set in `face` at `size`, line by line: each line's width, and the letters the
/// face lacks.
fn measure(face: &[u8], size: f32, words: &str) -> (Vec<f32>, Vec<char>) {
    let font = FontRef::new(face).expect("a shipped face reads");
    let charmap = font.charmap();
    let metrics = font.glyph_metrics(Size::new(size), LocationRef::default());
    let mut missing = Vec::new();
    let widths = words
        .lines()
        .map(|line| {
            line.chars()
                .map(|letter| match charmap.map(letter).and_then(|glyph| metrics.advance_width(glyph)) {
                    Some(width) => width,
                    None => {
                        missing.push(letter);
                        size * 0.6
                    }
                })
                .sum()
        })
        .collect();
    (widths, missing)
}

/// The lines `words` take when wrapped at `width`, a word at a time as Bevy wraps them.
fn wrapped_lines(face: &[u8], size: f32, words: &str, width: f32) -> Vec<f32> {
    let mut lines = Vec::new();
    let space = measure(face, size, " ").0[0];
    for paragraph in words.lines() {
        let mut line = 0.0_f32;
        for word in paragraph.split_whitespace() {
            let word_width = measure(face, size, word).0[0];
            if line > 0.0 && line + space + word_width > width {
                lines.push(line);
                line = word_width;
            } else {
                line += if line > 0.0 { space + word_width } else { word_width };
            }
        }
        lines.push(line);
    }
    lines
}

/// Whether `entity` is on show: neither it nor any parent hidden.
fn on_show(world: &World, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        match world.get::<Visibility>(entity) {
            Some(Visibility::Hidden) => return false,
            Some(Visibility::Visible) => return true,
            _ => {}
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    true
}

/// Where `entity`'s parents put it in the world: their transforms composed.
fn placed_by_parents(world: &World, entity: Entity) -> Transform {
    let mut placed = Transform::IDENTITY;
    let mut at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(parent) = at {
        if let Some(transform) = world.get::<Transform>(parent) {
            placed = *transform * placed;
        }
        at = world.get::<ChildOf>(parent).map(ChildOf::parent);
    }
    placed
}

/// What does not fit on the table now, in `language`, each said once.
fn misfits(app: &mut App, language: Language, found: &mut Vec<String>) {
    let world = app.world_mut();
    let mut labels = world.query::<(Entity, &Text2d, &TextFont, &Transform, Option<&Fits>, Option<&TextBounds>)>();
    let labels: Vec<_> = labels
        .iter(world)
        .filter(|(_, words, ..)| !words.0.trim().is_empty())
        .map(|(entity, words, font, transform, fits, bounds)| {
            (entity, words.0.clone(), font.clone(), *transform, fits.copied(), bounds.and_then(|bounds| bounds.width))
        })
        .collect();
    let world = app.world();
    for (entity, words, font, transform, fits, wrap_width) in labels {
        if !on_show(world, entity) {
            continue;
        }
        let name = world.get::<Name>(entity).map_or_else(|| label_of(world, entity), |name| name.to_string());
        let face = face_of(&font, language);
        let Some(size) = size_of(&font) else {
            found.push(format!("{name}: \"{words}\" is sized by the window, not the table"));
            continue;
        };
        let (widths, missing) = measure(face, size, &words);
        let mut say = |problem: String| {
            let problem = format!("{name}: \"{words}\" {problem}");
            if !found.contains(&problem) {
                found.push(problem);
            }
        };
        if !missing.is_empty() {
            say(format!("has letters its face lacks: {missing:?}"));
        }
        let lines = match wrap_width {
            Some(width) => wrapped_lines(face, size, &words, width),
            None => widths,
        };
        let laid_out = Vec2::new(lines.iter().copied().fold(0.0, f32::max), lines.len() as f32 * size * LINE_HEIGHT);
        let mut scale = 1.0;
        if let Some(fits) = fits {
            scale = fits.scale_for(laid_out);
            if scale < SMALLEST_FIT {
                let height = fits.height.map_or_else(|| "one line".to_owned(), |height| format!("{height:.0}"));
                say(format!(
                    "would be set at {:.0} % to fit its box of {:.0} × {height} ({:.0} × {:.0} laid out)",
                    scale * 100.0,
                    fits.width,
                    laid_out.x,
                    laid_out.y
                ));
            }
        }
        let anchor = world.get::<Anchor>(entity).map_or(Vec2::ZERO, |anchor| anchor.0);
        let own = Transform { scale: Vec3::new(scale, scale, 1.0), ..transform };
        let placed = placed_by_parents(world, entity) * own;
        let extent = laid_out * placed.scale.truncate();
        let low = placed.translation.truncate() - (anchor + 0.5) * extent;
        let high = low + extent;
        let edge = TABLE_AREA / 2.0 + SLACK;
        if low.x < -edge.x || high.x > edge.x || low.y < -edge.y || high.y > edge.y {
            say(format!("runs past the table's edge: from {low:.0} to {high:.0}"));
        }
    }
}

/// A label without a name of its own, named by its nearest named parent.
fn label_of(world: &World, entity: Entity) -> String {
    let mut at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(parent) = at {
        if let Some(name) = world.get::<Name>(parent) {
            return format!("label in {name}");
        }
        at = world.get::<ChildOf>(parent).map(ChildOf::parent);
    }
    "a label".to_owned()
}

/// `G`'s table at its largest, one human and the computer, played in `language`.
fn play_in<G: TableGame>(language: Language) -> Vec<String> {
    let seats = *LoadedRules::load(None).seats(G::GAME).end();
    let mut table: Vec<SeatKind> = vec![SeatKind::Computer; seats];
    table[0] = SeatKind::Human;
    let mut app = headless_table(G::GAME, &table, 7, Duration::from_millis(100));
    app.world_mut().resource_mut::<Settings>().language = Some(language);
    let mut found = Vec::new();
    for frame in 0..FRAMES {
        app.update();
        if screen(&app) != Screen::Table {
            break;
        }
        if frame % MEASURE_EVERY == 0 {
            misfits(&mut app, language, &mut found);
        }
        let turn = app.world().resource::<Turn<G>>();
        if phase(&app) == Some(TablePhase::Choosing)
            && turn.active.is_some()
            && let Some(&action) = turn.legal.get(frame % turn.legal.len().max(1))
        {
            app.world_mut().write_message(Decide::<G>(action));
        }
    }
    found
}

/// Speaks every language in turn, and the language spoken is the whole process's: `.ci/test`
/// runs it in a process of its own, where no other test reads words meanwhile.
#[test]
fn every_table_s_labels_fit_in_every_language() {
    struct Measure(Vec<String>, Vec<String>);
    impl EachTable for Measure {
        fn visit<G: TableGame>(&mut self) {
            for language in Language::ALL {
                let found = play_in::<G>(language);
                let into = if language == Language::Pseudo { &mut self.1 } else { &mut self.0 };
                into.extend(found.into_iter().map(|problem| format!("{} in {language:?}: {problem}", G::GAME.title())));
            }
        }
    }
    let mut measured = Measure(Vec::new(), Vec::new());
    each_table(&mut measured);
    for problem in &measured.1 {
        println!("pseudo: {problem}");
    }
    assert!(measured.0.is_empty(), "{} labels do not fit:\n{}", measured.0.len(), measured.0.join("\n"));
}
