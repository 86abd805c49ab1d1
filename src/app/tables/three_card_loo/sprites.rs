//! The Loo table's sprites and the playing-card art, drawn in code: rank and suit in the
//! corners, a large suit in the middle, red or black, or a colour per suit with the
//! four-colour deck setting (and always the suit's shape, never colour alone).

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::text::TextBackgroundColor;

use super::Shown;
use super::display::{
    DealerButton, HandSlot, HintLabel, MissSprite, PlateText, PoolChip, PoolText, TrickCardSprite, TrumpText,
    TurnMarker, TurnUpSprite, Veil, WinnerGlow,
};
use super::layout::{self, depth};
use crate::app::art::{self, Inks, inked_picture, picture, seat_portrait};
use crate::app::draw::{card_back, diamond, edge, rect, text};
use crate::app::fit::Fits;
use crate::app::language::said;
use crate::app::tables::shell::{AtSeat, PromptLine, SeatsRound, TableApp};
use crate::app::{Screen, Settings, backdrop, theme};
use crate::rules::three_card_loo::{Card, Suit, ThreeCardLoo};

/// Chips drawn in the pool at most; the amount is written beside them.
pub const POOL_CHIPS: usize = 24;
/// A chip's size on the table.
pub const CHIP: f32 = 22.0;
/// The miss: three backs fanned.
const MISS_SIZE: Vec2 = Vec2::new(84.0, 78.0);

/// Diamonds' and clubs' inks in the four-colour deck (spades stay black, hearts red): the
/// colours the cards' art is printed in, `#2157b8` and `#1f7a33`.
const FOUR_COLOUR_DIAMONDS: Color = Color::srgb_u8(0x21, 0x57, 0xb8);
const FOUR_COLOUR_CLUBS: Color = Color::srgb_u8(0x1f, 0x7a, 0x33);

/// The red and the black suits' inks, as the cards' art prints them.
const RED_SUIT: Color = Color::srgb_u8(0xa3, 0x33, 0x2a);
const BLACK_SUIT: Color = Color::srgb_u8(0x23, 0x1f, 0x1c);
/// …as the art's files write them: in the cards' art these inks print the suits and
/// nothing else.
const RED_SUIT_INK: &str = "#a3332a";
const BLACK_SUIT_INK: &str = "#231f1c";

/// The ink of `suit`: red and black, or one colour per suit in the four-colour deck.
pub fn suit_color(suit: Suit, four_colour: bool) -> Color {
    match (suit, four_colour) {
        (Suit::Diamonds, true) => FOUR_COLOUR_DIAMONDS,
        (Suit::Clubs, true) => FOUR_COLOUR_CLUBS,
        (suit, _) if suit.is_red() => RED_SUIT,
        _ => BLACK_SUIT,
    }
}

/// The round piece the suits are built from, and each suit's ink, for the deck the
/// settings ask for. (Without a renderer, as in headless tests, the handles stay empty
/// and draw nothing.)
#[derive(Resource, Clone, Default)]
pub struct SuitArt {
    circle: Handle<Mesh>,
    /// By [`Suit::ALL`]'s order.
    inks: [Handle<ColorMaterial>; 4],
    four_colour: bool,
}

impl SuitArt {
    pub fn new(meshes: &mut Assets<Mesh>, materials: &mut Assets<ColorMaterial>, four_colour: bool) -> Self {
        SuitArt {
            circle: meshes.add(Circle::new(1.0)),
            inks: Suit::ALL.map(|suit| materials.add(ColorMaterial::from_color(suit_color(suit, four_colour)))),
            four_colour,
        }
    }

    fn color(&self, suit: Suit) -> Color {
        suit_color(suit, self.four_colour)
    }

    /// The inks `suit`'s cards are printed in: as drawn, or the four-colour deck's.
    fn inks(&self, suit: Suit) -> Inks {
        match (suit, self.four_colour) {
            (Suit::Diamonds, true) => Inks(&[(RED_SUIT_INK, "#2157b8")]),
            (Suit::Clubs, true) => Inks(&[(BLACK_SUIT_INK, "#1f7a33")]),
            _ => Inks::AS_DRAWN,
        }
    }

    fn disc(&self, suit: Suit, radius: f32, at: Vec2, z: f32) -> impl Bundle {
        let ink = self.inks[Suit::ALL.iter().position(|&known| known == suit).unwrap_or(0)].clone();
        (
            Mesh2d(self.circle.clone()),
            MeshMaterial2d(ink),
            Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(radius)),
        )
    }
}

/// A suit's shape, about `size` tall, centred at `at`: hearts and spades from two discs
/// and a square on its point, clubs from three discs and a stem, diamonds a rhombus.
pub fn suit_shape(parent: &mut ChildSpawnerCommands, art: &SuitArt, suit: Suit, size: f32, at: Vec2, z: f32) {
    let color = art.color(suit);
    let s = size / 26.0;
    let point = |x: f32, y: f32| at + Vec2::new(x, y) * s;
    match suit {
        Suit::Diamonds => {
            parent
                .spawn((
                    Transform::from_translation(at.extend(z)).with_scale(Vec3::new(0.72, 1.0, 1.0)),
                    Visibility::Inherited,
                ))
                .with_children(|rhombus| {
                    rhombus.spawn(diamond(color, 18.0 * s, Vec2::ZERO, 0.0));
                });
        }
        Suit::Hearts => {
            parent.spawn(art.disc(suit, 6.2 * s, point(-5.6, 4.0), z));
            parent.spawn(art.disc(suit, 6.2 * s, point(5.6, 4.0), z));
            parent.spawn(diamond(color, 15.6 * s, point(0.0, -2.6), z));
        }
        Suit::Spades => {
            parent.spawn(art.disc(suit, 6.2 * s, point(-5.6, -2.0), z));
            parent.spawn(art.disc(suit, 6.2 * s, point(5.6, -2.0), z));
            parent.spawn(diamond(color, 15.6 * s, point(0.0, 4.6), z));
            parent.spawn(rect(color, Vec2::new(3.5, 9.0) * s, point(0.0, -9.5), z));
        }
        Suit::Clubs => {
            parent.spawn(art.disc(suit, 5.6 * s, point(0.0, 6.5), z));
            parent.spawn(art.disc(suit, 5.6 * s, point(-6.3, -1.5), z));
            parent.spawn(art.disc(suit, 5.6 * s, point(6.3, -1.5), z));
            parent.spawn(rect(color, Vec2::new(3.5, 11.0) * s, point(0.0, -8.0), z));
        }
    }
}

/// The art of `card`'s face, printed over the shared card (`loo/hearts_7`, …).
fn face_art(card: Card) -> Option<&'static str> {
    art::named(&format!("loo/{}", card.art_name()))
}

/// Where a card's index is printed, from the top-left corner of a card 104 wide.
const INDEX_AT: Vec2 = Vec2::new(17.4, 16.8);
/// The index's height on a card 104 wide.
const INDEX_SIZE: f32 = 24.0;

/// Spawns the face of `card` as children of `parent`: the printed card, its pips or court
/// in the suit's ink, and the rank in the corners, written by the game (the art has no
/// words).
pub fn card_face(parent: &mut ChildSpawnerCommands, art: &SuitArt, card: Card, size: Vec2) {
    let color = art.color(card.suit());
    let unit = size.x / 104.0;
    parent.spawn((picture("cards/face", size), Transform::from_xyz(0.0, 0.0, -0.1)));
    if let Some(name) = face_art(card) {
        parent.spawn((inked_picture(name, art.inks(card.suit()), size), Transform::default()));
    }
    let top_left = Vec2::new(-size.x / 2.0 + INDEX_AT.x * unit, size.y / 2.0 - INDEX_AT.y * unit);
    for corner in [top_left, -top_left] {
        parent.spawn((
            text(card.rank_label(), INDEX_SIZE * unit, color),
            Transform::from_translation(corner.extend(0.1)),
        ));
    }
}

/// Redraws a card entity's children as `card` (face) or a back; hand cards get a veil
/// that dims them when they may not be played.
pub fn redraw_card(
    commands: &mut Commands,
    art: &SuitArt,
    entity: Entity,
    card: Option<Card>,
    size: Vec2,
    with_veil: bool,
) {
    commands.entity(entity).despawn_related::<Children>();
    commands.entity(entity).with_children(|parent| {
        match card {
            Some(card) => card_face(parent, art, card, size),
            None => card_back(parent, size),
        }
        if with_veil {
            parent.spawn((
                Veil,
                rect(Color::srgba(0.08, 0.04, 0.02, 0.55), size + 4.0, Vec2::ZERO, 0.5),
                Visibility::Hidden,
            ));
        }
    });
}

/// The band between an ellipse of half-sizes `outer` and the cloth's ellipse of half-sizes
/// `inner`, with the vertices Bevy gives an ellipse (32, from the top), so that the band
/// meets the cloth edge to edge.
fn elliptical_ring(outer: Vec2, inner: Vec2) -> Mesh {
    const SEGMENTS: u32 = 32;
    let corner = |half: Vec2, index: u32| {
        let (sin, cos) =
            (std::f32::consts::FRAC_PI_2 + index as f32 * std::f32::consts::TAU / SEGMENTS as f32).sin_cos();
        [half.x * cos, half.y * sin, 0.0]
    };
    let positions: Vec<[f32; 3]> =
        (0..SEGMENTS).flat_map(|index| [corner(outer, index), corner(inner, index)]).collect();
    let indices: Vec<u32> = (0..SEGMENTS)
        .flat_map(|index| {
            let (out, into) = (2 * index, 2 * index + 1);
            let (next_out, next_in) = (2 * ((index + 1) % SEGMENTS), 2 * ((index + 1) % SEGMENTS) + 1);
            [out, into, next_out, into, next_in, next_out]
        })
        .collect();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_indices(Indices::U32(indices))
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_layout::<ThreeCardLoo, _>(spawn_table);
}

pub fn spawn_table(
    mut commands: Commands,
    shown: Res<Shown>,
    round: Res<SeatsRound>,
    settings: Res<Settings>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let scoped = || DespawnOnExit(Screen::Table);
    let art = match (meshes.as_deref_mut(), materials.as_deref_mut()) {
        (Some(meshes), Some(materials)) => SuitArt::new(meshes, materials, settings.four_colour_deck),
        _ => SuitArt::default(),
    };
    commands.insert_resource(art.clone());
    let seats = shown.view.players.len();
    let plate = layout::plate_size(seats);
    let font = if layout::plates_have_faces(seats) { 14.0 } else { 13.0 };
    commands.spawn((
        Name::new("Felt"),
        scoped(),
        backdrop::felt(Vec2::new(1230.0, 570.0), layout::CENTRE, depth::FELT),
    ));
    if let (Some(meshes), Some(materials)) = (meshes.as_deref_mut(), materials.as_deref_mut()) {
        // The rim is only the band round the cloth: a whole ellipse under it would be drawn
        // for nothing, and every pixel counts with software rendering.
        let rim = elliptical_ring(layout::CLOTH + 16.0, layout::CLOTH);
        let cloth = Mesh::from(Ellipse::new(layout::CLOTH.x, layout::CLOTH.y));
        for (name, mesh, color, z) in
            [("table_rim", rim, theme::TABLE_EDGE, 0.1), ("cloth", cloth, Color::srgb(0.16, 0.30, 0.18), 0.2)]
        {
            commands.spawn((
                Name::new(name),
                scoped(),
                Mesh2d(meshes.add(mesh)),
                MeshMaterial2d(materials.add(ColorMaterial::from_color(color))),
                Transform::from_translation(layout::CENTRE.extend(depth::FELT + z)),
            ));
        }
    }
    for seat in 0..seats {
        let at = layout::seat_position(seat, *round);
        commands
            .spawn((
                Name::new(format!("Seat {seat}")),
                scoped(),
                AtSeat::new(seat, layout::seat_position),
                Transform::from_translation(at.extend(depth::PLATES)),
                Visibility::Inherited,
            ))
            .with_children(|parent| {
                edge(parent, theme::CARD_EDGE, plate, layout::MARKER_REACH, 0.0);
                // Over the plate's edge, no further out: the prompt below stays clear.
                parent.spawn((
                    TurnMarker { seat },
                    rect(theme::HIGHLIGHT, plate + 2.0 * layout::MARKER_REACH, Vec2::ZERO, 0.05),
                    Visibility::Hidden,
                ));
                parent.spawn(rect(theme::TABLE_EDGE, plate, Vec2::ZERO, 0.1));
                // Up to the portrait where the plates have faces, else to the plate's edge.
                let portrait_room = if layout::plates_have_faces(seats) { plate.y - 12.0 + 6.0 } else { 0.0 };
                parent.spawn((
                    PlateText { seat },
                    text("", font, theme::TEXT_LIGHT),
                    bevy::sprite::Anchor::CENTER_LEFT,
                    Fits::block(plate.x - 16.0 - portrait_room, plate.y - 6.0),
                    Transform::from_xyz(-plate.x / 2.0 + 8.0, 0.0, 0.3),
                ));
                if layout::plates_have_faces(seats) {
                    let portrait = plate.y - 12.0;
                    parent.spawn((
                        picture(seat_portrait(seat), Vec2::splat(portrait)),
                        Transform::from_xyz(plate.x / 2.0 - portrait / 2.0 - 6.0, 0.0, 0.2),
                    ));
                }
                parent.spawn((
                    DealerButton { seat },
                    picture("loo/dealer", Vec2::splat(30.0)),
                    Transform::from_xyz(plate.x / 2.0 - 2.0, plate.y / 2.0 - 2.0, 0.4),
                    Visibility::Hidden,
                ));
            });
        commands.spawn((
            Name::new(format!("Trick card of seat {seat}")),
            scoped(),
            TrickCardSprite { seat, showing: None },
            AtSeat::new(seat, layout::trick_position),
            Transform::from_translation(layout::trick_position(seat, *round).extend(depth::CARDS)),
            Visibility::Hidden,
        ));
    }
    commands.spawn((
        Name::new("Winning card glow"),
        scoped(),
        WinnerGlow,
        rect(theme::HIGHLIGHT, layout::trick_card(seats) + 14.0, Vec2::ZERO, depth::CARDS - 0.5),
        Visibility::Hidden,
    ));
    for index in 0..3 {
        commands.spawn((
            Name::new(format!("Coach's word on hand card {index}")),
            scoped(),
            HintLabel { index },
            text("", 14.0, theme::GOLD),
            TextBackgroundColor(Color::srgba(0.1, 0.05, 0.02, 0.9)),
            Transform::default(),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new(format!("Hand card {index}")),
            scoped(),
            HandSlot { index, showing: None },
            Transform::from_translation(layout::hand_position(index, 3).extend(depth::CARDS)),
            Visibility::Hidden,
        ));
    }
    commands.spawn((
        Name::new("Turn-up"),
        scoped(),
        TurnUpSprite { showing: None },
        Transform::from_translation(layout::TURN_UP.extend(depth::MIDDLE)),
        Visibility::Hidden,
    ));
    commands.spawn((
        Name::new("Trumps"),
        scoped(),
        TrumpText,
        text("", 15.0, theme::TEXT_LIGHT),
        Transform::from_translation((layout::TURN_UP - Vec2::Y * 58.0).extend(depth::LABELS)),
    ));
    commands
        .spawn((
            Name::new("The miss"),
            scoped(),
            MissSprite,
            Transform::from_translation(layout::MISS.extend(depth::MIDDLE)),
            Visibility::Hidden,
        ))
        .with_children(|miss| {
            miss.spawn((picture("loo/miss", MISS_SIZE), Transform::default()));
            miss.spawn((said("loo-the-miss", 15.0, theme::TEXT_LIGHT), Transform::from_xyz(0.0, -58.0, 5.0)));
        });
    for index in 0..POOL_CHIPS {
        // Stacks of six chips, side by side, each chip a little above the one under it.
        let stack = (index / 6) as f32;
        let at = layout::POOL + Vec2::new((stack - 1.5) * 25.0, -8.0 + (index % 6) as f32 * 3.5);
        commands.spawn((
            Name::new(format!("Pool chip {index}")),
            scoped(),
            PoolChip { index },
            picture("loo/chip", Vec2::splat(CHIP)),
            Transform::from_translation(at.extend(depth::MIDDLE + index as f32 * 0.01)),
            Visibility::Hidden,
        ));
    }
    commands.spawn((
        Name::new("Pool"),
        scoped(),
        PoolText,
        text("", 17.0, theme::GOLD),
        Transform::from_translation((layout::POOL - Vec2::Y * 40.0).extend(depth::LABELS)),
    ));
    commands.spawn((
        Name::new("Prompt"),
        scoped(),
        PromptLine,
        text("", 17.0, theme::HIGHLIGHT),
        Transform::from_translation(layout::PROMPT.extend(depth::LABELS)),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_colour_deck_gives_each_suit_its_own_ink() {
        let inks = |four_colour| -> Vec<[u8; 4]> {
            let mut inks: Vec<_> =
                Suit::ALL.iter().map(|&suit| suit_color(suit, four_colour).to_srgba().to_u8_array()).collect();
            inks.sort();
            inks.dedup();
            inks
        };
        assert_eq!(inks(false).len(), 2, "red and black");
        assert_eq!(inks(true).len(), 4, "a colour per suit");
        assert_eq!(suit_color(Suit::Spades, true), suit_color(Suit::Spades, false), "spades stay black");
        assert_eq!(suit_color(Suit::Hearts, true), suit_color(Suit::Hearts, false), "hearts stay red");
    }

    #[test]
    fn every_card_has_its_art_printed_in_its_suit_s_ink_and_the_four_colour_deck_changes_only_that() {
        let holds = |rgba: &[u8], color: Color| {
            let wanted = color.to_srgba().to_u8_array();
            rgba.chunks(4).filter(|pixel| pixel[3] == 255 && pixel[..3] == wanted[..3]).count() > 20
        };
        let printed = |card: Card, four_colour: bool| {
            let art = SuitArt { four_colour, ..SuitArt::default() };
            let name = face_art(card).unwrap_or_else(|| panic!("no art for the {}", card.name()));
            art::rasterize_inked(name, art.inks(card.suit()), UVec2::new(104, 146)).unwrap()
        };
        for card in (0..52).map(Card::from_index) {
            let (usual, four) = (printed(card, false), printed(card, true));
            assert!(holds(&usual, suit_color(card.suit(), false)), "the {} in its suit's ink", card.name());
            assert!(holds(&four, suit_color(card.suit(), true)), "the four-colour {}", card.name());
            if suit_color(card.suit(), true) != suit_color(card.suit(), false) {
                assert!(
                    !holds(&four, suit_color(card.suit(), false)),
                    "the four-colour {} keeps no old ink",
                    card.name()
                );
            }
        }
    }
}
