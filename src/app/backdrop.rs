//! The wooden table top every screen sits on, and the felt a table lays on it.
//!
//! With software rendering every pixel drawn costs time (docs/performance.md, "Frame budget"), so the
//! frame is cleared to the colour that covers most of the top and only the rest is drawn:
//! the wood is the clear colour on the menus and round a small felt; a felt that covers
//! most of the top is the clear colour itself, with the wood drawn round it.

use bevy::prelude::*;

use super::art::{Picture, picture};
use super::draw::{around, rect};
use super::{Screen, theme};

/// Depth of the wood, beneath everything else.
const WOOD_DEPTH: f32 = -1.0;

/// The table top inside its edge.
const TOP: Rect = Rect { min: Vec2::new(-620.0, -345.0), max: Vec2::new(620.0, 345.0) };

/// The seams between the planks of the top, bottom to top.
fn seam_heights() -> impl Iterator<Item = f32> {
    (0..9).map(|index| -330.0 + 82.0 * index as f32)
}

const SEAM_THICKNESS: f32 = 2.0;

/// A run of grain along a plank: a thin strip, so that a few on every plank cost little
/// where grain printed over the whole top would cost a software renderer much.
const GRAIN: Vec2 = Vec2::new(640.0, 12.0);

/// Where the runs of grain lie, and whether each is turned end for end: two along each
/// plank, at places that differ from plank to plank, all inside the top.
fn grain_places() -> impl Iterator<Item = (Vec2, bool)> {
    let reach = TOP.max.x - GRAIN.x / 2.0;
    seam_heights().zip(seam_heights().skip(1)).enumerate().flat_map(move |(index, (below, _))| {
        let step = index as f32;
        let along = |spread: f32| (step * spread).rem_euclid(2.0 * reach) - reach;
        [
            (Vec2::new(along(173.0), below + 22.0 + (step * 13.0).rem_euclid(20.0)), index % 2 == 0),
            (Vec2::new(-along(251.0), below + 52.0 + (step * 7.0).rem_euclid(16.0)), index % 2 == 1),
        ]
    })
}

/// The rail along the table's near and far edges, outside the top.
const RAIL_HEIGHT: f32 = 15.0;

/// A table's felt: a rectangle of cloth of this size on the top, centred on its entity's
/// place. [`felt`] makes one.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Felt {
    size: Vec2,
}

/// A felt of `size` centred at `at`, at depth `z`.
pub fn felt(size: Vec2, at: Vec2, z: f32) -> impl Bundle {
    (Felt { size }, picture("table/felt", size), Transform::from_translation(at.extend(z)))
}

/// A seam or run of grain of the screen's own top, hidden while a felt draws the top round
/// it.
#[derive(Component)]
struct PlankSeam;

/// The wood's colours on a screen: the table's own at a table, shaded on the menus.
struct Wood {
    top: Color,
    edge: Color,
    seam: Color,
    /// The tint over the grain's own colours.
    grain: Color,
}

impl Wood {
    fn of(screen: Screen) -> Wood {
        let wood = Wood { top: theme::TABLE_WOOD, edge: theme::TABLE_EDGE, seam: theme::FELT, grain: Color::WHITE };
        match screen {
            Screen::Table => wood,
            Screen::Title | Screen::Setup | Screen::Results | Screen::Replays | Screen::Join => Wood {
                top: theme::under_menu(wood.top),
                edge: theme::under_menu(wood.edge),
                seam: theme::under_menu(wood.seam),
                grain: theme::under_menu(wood.grain),
            },
        }
    }
}

/// A plank of `area` at depth `z`, placed relative to `origin`.
fn plank(origin: Vec3, name: &str, color: Color, area: Rect, z: f32) -> impl Bundle {
    (Name::new(name.to_owned()), rect(color, area.size(), area.center() - origin.truncate(), z - origin.z))
}

fn seam(height: f32) -> Rect {
    Rect::new(TOP.min.x, height - SEAM_THICKNESS / 2.0, TOP.max.x, height + SEAM_THICKNESS / 2.0)
}

/// Spawns the wood for one screen, which the frame is cleared to; it goes when the screen
/// closes.
fn spawn_wood(commands: &mut Commands, screen: Screen) {
    let wood = Wood::of(screen);
    commands.insert_resource(ClearColor(wood.top));
    // The edge round the top, out to beyond the view on every side.
    let beyond = Rect::from_center_size(Vec2::ZERO, super::BEYOND_THE_WINDOW);
    for (index, edge) in around(beyond, TOP).into_iter().enumerate() {
        commands.spawn((
            plank(Vec3::ZERO, &format!("table_edge_{index}"), wood.edge, edge, WOOD_DEPTH),
            DespawnOnExit(screen),
        ));
    }
    // At a table, the rail along the near and far edges, rounded and grained; it covers
    // few pixels, where planks' grain over the whole top would cost a software renderer
    // a good part of every frame.
    if screen == Screen::Table {
        for (y, turned) in [(TOP.max.y + RAIL_HEIGHT / 2.0, true), (TOP.min.y - RAIL_HEIGHT / 2.0, false)] {
            commands.spawn((
                Name::new("Table rail"),
                Picture::new("table/wood_edge"),
                Sprite { custom_size: Some(Vec2::new(TOP.width() + 40.0, RAIL_HEIGHT)), flip_y: turned, ..default() },
                Transform::from_xyz(0.0, y, WOOD_DEPTH + 0.05),
                DespawnOnExit(screen),
            ));
        }
    }
    for height in seam_heights() {
        commands.spawn((
            plank(Vec3::ZERO, "plank_seam", wood.seam, seam(height), WOOD_DEPTH + 0.2),
            PlankSeam,
            DespawnOnExit(screen),
        ));
    }
    for (at, turned) in grain_places() {
        commands.spawn((
            Name::new("Grain"),
            Picture::new("table/grain"),
            Sprite { custom_size: Some(GRAIN), flip_x: turned, color: wood.grain, ..default() },
            Transform::from_translation(at.extend(WOOD_DEPTH + 0.15)),
            PlankSeam,
            DespawnOnExit(screen),
        ));
    }
}

/// A felt covering most of the top becomes the clear colour: the wood round it and the
/// seams' parts outside it are drawn as children of the felt, so they go with it.
fn lay_felt(
    mut commands: Commands,
    felts: Query<(Entity, &Felt, &Transform), Added<Felt>>,
    mut seams: Query<&mut Visibility, With<PlankSeam>>,
) {
    for (entity, felt, place) in &felts {
        let cloth = Rect::from_center_size(place.translation.truncate(), felt.size);
        let covered = cloth.intersect(TOP);
        if covered.is_empty() || covered.size().element_product() < TOP.size().element_product() / 2.0 {
            continue;
        }
        commands.insert_resource(ClearColor(theme::FELT));
        for mut visibility in &mut seams {
            *visibility = Visibility::Hidden;
        }
        let wood = Wood::of(Screen::Table);
        let mut pieces = Vec::new();
        for part in around(TOP, cloth) {
            pieces.push(("table_top", wood.top, part, WOOD_DEPTH + 0.1));
        }
        for height in seam_heights() {
            for part in around(seam(height), cloth) {
                pieces.push(("plank_seam", wood.seam, part, WOOD_DEPTH + 0.2));
            }
        }
        // The children are placed from the felt's own place.
        commands.entity(entity).remove::<(Picture, Sprite)>().with_children(|parent| {
            for (name, color, area, z) in pieces {
                parent.spawn(plank(place.translation, name, color, area, z));
            }
        });
    }
}

pub(super) fn plugin(app: &mut App) {
    for screen in [Screen::Title, Screen::Setup, Screen::Results, Screen::Replays, Screen::Join, Screen::Table] {
        app.add_systems(OnEnter(screen), move |mut commands: Commands| spawn_wood(&mut commands, screen));
    }
    app.add_systems(PostUpdate, lay_felt.before(TransformSystems::Propagate));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_run_of_grain_lies_on_one_plank_inside_the_top() {
        let seams: Vec<f32> = seam_heights().collect();
        let places: Vec<_> = grain_places().collect();
        assert_eq!(places.len(), 2 * (seams.len() - 1));
        for (at, _) in places {
            let run = Rect::from_center_size(at, GRAIN);
            assert!(TOP.contains(run.min) && TOP.contains(run.max), "{run:?} runs off the top");
            let crossed =
                seams.iter().filter(|&&seam| run.min.y < seam + SEAM_THICKNESS && seam - SEAM_THICKNESS < run.max.y);
            assert_eq!(crossed.count(), 0, "{run:?} crosses a seam");
        }
    }

    #[test]
    fn a_felt_over_most_of_the_top_is_the_clear_colour_with_the_wood_drawn_round_it() {
        let big = Rect::from_center_size(Vec2::new(0.0, 50.0), Vec2::new(1230.0, 570.0));
        let small = Rect::from_center_size(Vec2::new(-165.0, -78.0), Vec2::new(300.0, 100.0));
        let mut app = App::new();
        app.add_systems(Startup, move |mut commands: Commands| {
            spawn_wood(&mut commands, Screen::Table);
            commands.spawn(felt(big.size(), big.center(), 3.0));
            commands.spawn(felt(small.size(), small.center(), 3.0));
        })
        .add_systems(Update, lay_felt);
        app.update();
        let world = app.world_mut();
        assert_eq!(world.resource::<ClearColor>().0, theme::FELT);
        let mut felts = world.query::<(&Felt, Has<Sprite>, Option<&Children>)>();
        let felts: Vec<_> = felts
            .iter(world)
            .map(|(felt, sprite, children)| (felt.size, sprite, children.map(|c| c.to_vec())))
            .collect();
        let (_, big_has_sprite, big_children) = felts.iter().find(|(size, ..)| *size == big.size()).unwrap();
        assert!(!big_has_sprite, "the big felt is the clear colour, not a sprite");
        let (_, small_has_sprite, _) = felts.iter().find(|(size, ..)| *size == small.size()).unwrap();
        assert!(small_has_sprite, "a small felt stays a sprite on the wood");
        let mut wood_area = 0.0;
        for &child in big_children.as_ref().unwrap() {
            let name = world.get::<Name>(child).unwrap().as_str().to_owned();
            let sprite = world.get::<Sprite>(child).unwrap();
            let place =
                world.get::<Transform>(child).unwrap().translation + Vec3::new(big.center().x, big.center().y, 3.0);
            let piece = Rect::from_center_size(place.truncate(), sprite.custom_size.unwrap());
            assert!(piece.intersect(big).is_empty(), "{name} {piece:?} is drawn over the felt");
            assert!((place.z - WOOD_DEPTH).abs() < 0.5, "{name} is not at the wood's depth");
            if name == "table_top" {
                wood_area += piece.size().element_product();
            }
        }
        let expected = TOP.size().element_product() - big.intersect(TOP).size().element_product();
        assert!((wood_area - expected).abs() < 1.0, "wood {wood_area}, expected {expected}");
        let mut seams = world.query_filtered::<&Visibility, With<PlankSeam>>();
        assert!(seams.iter(world).all(|visibility| *visibility == Visibility::Hidden), "the whole seams are hidden");
    }

    #[test]
    fn the_menus_wood_is_darker_than_the_tables() {
        let brightness = |color: Color| {
            let linear = LinearRgba::from(color);
            linear.red + linear.green + linear.blue
        };
        for screen in [Screen::Title, Screen::Setup, Screen::Results, Screen::Replays, Screen::Join] {
            assert!(brightness(Wood::of(screen).top) < brightness(Wood::of(Screen::Table).top), "{screen:?}");
        }
    }
}
