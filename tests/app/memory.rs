//! What a screen drew goes with it: the art and the faces a table no longer shows are let
//! go, so that a long evening of tables does not pile them up.

use std::collections::HashSet;
use std::time::Duration;

use bevy::asset::AssetPlugin;
use bevy::prelude::*;
use bevy::text::{FontAtlasSet, FontSource};
use saloon::app::art::{self, Gallery};
use saloon::app::fonts::faces_plugin;
use saloon::app::{RoomBeside, Screen, Settings};
use saloon::games::{GameId, Registered, SeatKind};
use saloon::rules::desperados::Desperados;
use saloon::rules::duel::Duel;
use saloon::rules::loot_shoot_whiskey::LootShootWhiskey;
use saloon::rules::three_card_loo::ThreeCardLoo;
use saloon::text::Language;
use skrifa::{FontRef, MetadataProvider};

use super::support::{headless_table, screen};

/// A computers' Loot Shoot Whiskey table whose art is drawn to images, as the window's is.
fn table_drawing_its_art() -> App {
    let seats = [SeatKind::Computer, SeatKind::Computer];
    let mut app = headless_table(LootShootWhiskey::GAME, &seats, 5, Duration::from_millis(100));
    // The window's view would say how much room the button column takes beside the table.
    app.add_plugins(AssetPlugin::default())
        .init_asset::<Image>()
        .init_resource::<RoomBeside>()
        .add_plugins(art::plugin);
    app
}

fn shown_images(app: &mut App) -> HashSet<AssetId<Image>> {
    let world = app.world_mut();
    let mut sprites = world.query::<&Sprite>();
    sprites.iter(world).map(|sprite| sprite.image.id()).collect()
}

#[test]
fn leaving_a_table_lets_go_of_the_art_it_drew() {
    let mut app = table_drawing_its_art();
    for _ in 0..20 {
        app.update();
    }
    let drawn: Vec<AssetId<Image>> = app.world().resource::<Gallery>().images().collect();
    assert!(drawn.len() >= 10, "the table drew {} pieces of art", drawn.len());
    assert!(drawn.iter().all(|&image| app.world().resource::<Assets<Image>>().contains(image)));

    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Title);
    let world = app.world_mut();
    let left = world.query::<&DespawnOnExit<Screen>>().iter(world).filter(|scope| scope.0 == Screen::Table).count();
    assert_eq!(left, 0, "the table's sprites are gone with it");
    let shown = shown_images(&mut app);
    let gallery = app.world().resource::<Gallery>();
    assert!(gallery.len() < drawn.len(), "the art cache still holds {} of {}", gallery.len(), drawn.len());
    assert!(gallery.images().all(|image| shown.contains(&image)), "the art cache holds only what a sprite shows");
    let images = app.world().resource::<Assets<Image>>();
    let kept: Vec<_> = drawn.iter().filter(|&&image| !shown.contains(&image) && images.contains(image)).collect();
    assert!(kept.is_empty(), "{} images nothing shows are still held", kept.len());
}

#[test]
fn a_table_opened_again_draws_its_art_again() {
    let mut app = table_drawing_its_art();
    for _ in 0..20 {
        app.update();
    }
    let first = app.world().resource::<Gallery>().len();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    app.update();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    for _ in 0..20 {
        app.update();
    }
    let shown = shown_images(&mut app);
    let gallery = app.world().resource::<Gallery>();
    assert!(gallery.len() * 10 >= first * 9, "drawn again: {} pieces, {first} the first time", gallery.len());
    assert!(gallery.images().all(|image| app.world().resource::<Assets<Image>>().contains(image)));
    assert!(gallery.images().filter(|image| shown.contains(image)).count() == gallery.len());
}

/// A computers' table of `game` whose labels are set in the game's faces, in Bevy's font
/// store.
fn table_with_faces(game: GameId, seats: usize) -> App {
    let mut app = headless_table(game, &vec![SeatKind::Computer; seats], 6, Duration::from_millis(100));
    app.add_plugins(AssetPlugin::default())
        .init_asset::<Font>()
        .init_resource::<FontAtlasSet>()
        .add_plugins(faces_plugin);
    app
}

fn speak(app: &mut App, language: Language) {
    app.world_mut().resource_mut::<Settings>().language = Some(language);
    for _ in 0..10 {
        app.update();
    }
}

/// Every label on the table is set in a face that is loaded and has each of its letters;
/// returns how many faces are loaded.
fn every_label_has_its_glyphs(app: &mut App, language: Language) -> usize {
    let world = app.world_mut();
    let mut labels = world.query::<(&Text2d, &TextFont)>();
    let fonts = world.resource::<Assets<Font>>();
    let mut checked = 0;
    for (text, font) in labels.iter(world) {
        let FontSource::Handle(handle) = &font.font else { continue };
        let face =
            fonts.get(handle).unwrap_or_else(|| panic!("{language:?}: {:?} is set in a face not loaded", text.0));
        let charmap = FontRef::new(face.data.as_ref()).expect("a shipped face reads").charmap();
        let missing: Vec<char> =
            text.0.chars().filter(|letter| !letter.is_whitespace() && charmap.map(*letter).is_none()).collect();
        assert!(missing.is_empty(), "{language:?}: {:?} lacks {missing:?} in its face", text.0);
        checked += 1;
    }
    assert!(checked >= 10, "{language:?}: only {checked} labels");
    fonts.len()
}

/// The labels on the table written in Hangul.
fn hangul_on_the_table(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut labels = world.query::<&Text2d>();
    let hangul = |text: &&Text2d| text.0.chars().any(|letter| ('\u{ac00}'..='\u{d7a3}').contains(&letter));
    labels.iter(world).filter(hangul).map(|text| text.0.clone()).collect()
}

/// The language spoken is the process's: `.ci/test` runs this in a process of its own.
#[test]
fn korean_then_english_then_korean_sets_every_label_in_a_face_with_its_glyphs() {
    let tables = [(LootShootWhiskey::GAME, 2), (ThreeCardLoo::GAME, 4), (Duel::GAME, 3), (Desperados::GAME, 3)];
    for (id, seats) in tables {
        let game = id.id();
        let mut app = table_with_faces(id, seats);
        speak(&mut app, Language::Korean);
        assert!(!hangul_on_the_table(&mut app).is_empty(), "{game}: the table speaks Korean");
        let korean_faces = every_label_has_its_glyphs(&mut app, Language::Korean);

        speak(&mut app, Language::English);
        let left = hangul_on_the_table(&mut app);
        assert!(left.is_empty(), "{game}: still in Korean: {left:?}");
        let english_faces = every_label_has_its_glyphs(&mut app, Language::English);
        assert_eq!(english_faces, 2, "{game}: English holds the slab and Rye only");

        speak(&mut app, Language::Korean);
        assert!(!hangul_on_the_table(&mut app).is_empty());
        assert_eq!(every_label_has_its_glyphs(&mut app, Language::Korean), korean_faces, "{game}");
        assert!(korean_faces > english_faces, "{game}: Korean loads its own faces");
        speak(&mut app, Language::English);
    }
}
