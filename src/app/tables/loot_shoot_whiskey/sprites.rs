//! The table's sprites and the card art, drawn in code from plain shapes, each kind with
//! its own icon and word as well as its colour.

use bevy::prelude::*;

use super::Shown;
use super::display::{
    BottleSprite, CardSide, DeckSprite, DiscardSprite, Flippable, HandCardSprite, HitToken, PileSprite, PromptText,
    RowCard, Scoreboard, ShowdownCaption, SlotGlow, Target,
};
use super::layout::{self, depth};
use crate::app::Screen;
use crate::app::draw::{card_back, edge, rect, text};
use crate::app::theme;
use crate::rules::loot_shoot_whiskey::{HandCard, SaloonCard};

/// Spawns the art of a saloon card face as children of `parent`, `size` being the card's.
pub fn saloon_face(parent: &mut ChildSpawnerCommands, card: SaloonCard, size: Vec2) {
    let scale = size.x / layout::CARD.x;
    edge(parent, theme::CARD_EDGE, size, 3.0, -0.2);
    parent.spawn(rect(theme::PAPER, size, Vec2::ZERO, -0.1));
    let (word, band) = match card {
        SaloonCard::Nuggets(_) => ("NUGGETS", theme::GOLD),
        SaloonCard::Whiskey => ("WHISKEY", theme::WHISKEY),
        SaloonCard::Bullet => ("BULLET", theme::STEEL),
    };
    parent.spawn(rect(band, Vec2::new(size.x, 26.0 * scale), Vec2::new(0.0, size.y / 2.0 - 13.0 * scale), 0.0));
    parent.spawn((text(word, 15.0 * scale, theme::INK), Transform::from_xyz(0.0, size.y / 2.0 - 13.0 * scale, 0.1)));
    match card {
        SaloonCard::Nuggets(amount) => {
            // One gold nugget per point, as diamonds, and the number large.
            for index in 0..amount {
                let x = (f32::from(index) - f32::from(amount - 1) / 2.0) * 20.0 * scale;
                parent.spawn((
                    Sprite::from_color(theme::GOLD, Vec2::splat(13.0 * scale)),
                    Transform::from_xyz(x, -34.0 * scale, 0.0).with_rotation(Quat::from_rotation_z(0.785)),
                ));
            }
            parent.spawn((
                text(amount.to_string(), 52.0 * scale, theme::INK),
                Transform::from_xyz(0.0, 8.0 * scale, 0.1),
            ));
        }
        SaloonCard::Whiskey => bottle_icon(parent, Vec2::new(0.0, -2.0 * scale), scale),
        SaloonCard::Bullet => {
            parent.spawn(rect(theme::BRASS, Vec2::new(22.0, 40.0) * scale, Vec2::new(0.0, -18.0 * scale), 0.0));
            parent.spawn(rect(theme::STEEL, Vec2::new(22.0, 22.0) * scale, Vec2::new(0.0, 13.0 * scale), 0.0));
            parent.spawn((
                Sprite::from_color(theme::STEEL, Vec2::splat(15.5 * scale)),
                Transform::from_xyz(0.0, 24.0 * scale, 0.0).with_rotation(Quat::from_rotation_z(0.785)),
            ));
        }
    }
}

/// A whiskey bottle: body, label, neck and cork.
fn bottle_icon(parent: &mut ChildSpawnerCommands, at: Vec2, scale: f32) {
    parent.spawn(rect(theme::WHISKEY, Vec2::new(34.0, 50.0) * scale, at + Vec2::new(0.0, -10.0) * scale, 0.0));
    parent.spawn(rect(theme::PAPER, Vec2::new(34.0, 16.0) * scale, at + Vec2::new(0.0, -12.0) * scale, 0.05));
    parent.spawn(rect(theme::WHISKEY, Vec2::new(12.0, 22.0) * scale, at + Vec2::new(0.0, 25.0) * scale, 0.0));
    parent.spawn(rect(theme::CARD_EDGE, Vec2::new(12.0, 6.0) * scale, at + Vec2::new(0.0, 38.0) * scale, 0.0));
    parent.spawn((
        text("XXX", 11.0 * scale, theme::INK),
        Transform::from_translation((at + Vec2::new(0.0, -12.0) * scale).extend(0.1)),
    ));
}

/// Spawns the art of an action card face.
pub fn hand_face(parent: &mut ChildSpawnerCommands, card: HandCard, size: Vec2) {
    let scale = size.x / layout::CARD.x;
    let (word, color, key) = match card {
        HandCard::Loot => ("LOOT", theme::LOOT, "1 / L"),
        HandCard::Shoot => ("SHOOT", theme::SHOOT, "2 / S"),
        HandCard::Whiskey => ("WHISKEY", theme::WHISKEY, "3 / W"),
    };
    edge(parent, theme::CARD_EDGE, size, 3.0, -0.2);
    parent.spawn(rect(color, size, Vec2::ZERO, -0.1));
    parent.spawn(rect(theme::PAPER, size - Vec2::new(14.0, 44.0) * scale, Vec2::new(0.0, -6.0 * scale), 0.0));
    parent.spawn((
        text(word, 19.0 * scale, theme::TEXT_LIGHT),
        Transform::from_xyz(0.0, size.y / 2.0 - 15.0 * scale, 0.1),
    ));
    parent.spawn((text(key, 12.0 * scale, theme::INK), Transform::from_xyz(0.0, -size.y / 2.0 + 24.0 * scale, 0.1)));
    match card {
        HandCard::Loot => {
            // A money sack with a dollar sign.
            parent.spawn((
                Sprite::from_color(theme::BRASS, Vec2::splat(42.0 * scale)),
                Transform::from_xyz(0.0, -4.0 * scale, 0.05).with_rotation(Quat::from_rotation_z(0.785)),
            ));
            parent.spawn(rect(theme::CARD_EDGE, Vec2::new(20.0, 6.0) * scale, Vec2::new(0.0, 26.0 * scale), 0.06));
            parent.spawn((text("$", 30.0 * scale, theme::INK), Transform::from_xyz(0.0, -4.0 * scale, 0.1)));
        }
        HandCard::Shoot => {
            // A revolver in profile: barrel, cylinder, grip.
            parent.spawn(rect(theme::STEEL, Vec2::new(52.0, 10.0) * scale, Vec2::new(6.0, 8.0) * scale, 0.05));
            parent.spawn(rect(theme::STEEL, Vec2::new(18.0, 16.0) * scale, Vec2::new(-14.0, 6.0) * scale, 0.06));
            parent.spawn((
                Sprite::from_color(theme::CARD_EDGE, Vec2::new(12.0, 30.0) * scale),
                Transform::from_xyz(-22.0 * scale, -12.0 * scale, 0.05).with_rotation(Quat::from_rotation_z(-0.35)),
            ));
        }
        HandCard::Whiskey => {
            // A shot glass.
            parent.spawn(rect(theme::GLASS, Vec2::new(30.0, 36.0) * scale, Vec2::new(0.0, -2.0 * scale), 0.05));
            parent.spawn(rect(theme::WHISKEY, Vec2::new(24.0, 20.0) * scale, Vec2::new(0.0, -8.0 * scale), 0.06));
        }
    }
}

/// A hit card: a badge of honour with a bullet hole.
fn hit_card(parent: &mut ChildSpawnerCommands) {
    let size = layout::HIT_CARD;
    edge(parent, theme::CARD_EDGE, size, 2.0, -0.2);
    parent.spawn(rect(theme::SHOOT, size, Vec2::ZERO, -0.1));
    parent.spawn((text("HIT", 15.0, theme::TEXT_LIGHT), Transform::from_xyz(0.0, 20.0, 0.1)));
    parent.spawn((
        Sprite::from_color(theme::INK, Vec2::splat(14.0)),
        Transform::from_xyz(0.0, -8.0, 0.05).with_rotation(Quat::from_rotation_z(0.785)),
    ));
    parent.spawn((
        Sprite::from_color(theme::PAPER, Vec2::splat(6.0)),
        Transform::from_xyz(0.0, -8.0, 0.06).with_rotation(Quat::from_rotation_z(0.3)),
    ));
}

/// Builds the whole table when it opens: felt, slots, deck, hands, labels and cover.
pub fn spawn_table(mut commands: Commands, shown: Res<Shown>) {
    let scoped = || DespawnOnExit(Screen::Table);
    for slot in 0..4 {
        let at = layout::slot_position(slot);
        commands.spawn((
            Name::new(format!("Slot {} mark", slot + 1)),
            scoped(),
            rect(theme::SLOT_MARK, layout::CARD + 14.0, at, depth::MARKS),
        ));
        commands.spawn((
            Name::new(format!("Slot {} number", slot + 1)),
            scoped(),
            text(format!("{}", slot + 1), 16.0, theme::TEXT_LIGHT),
            Transform::from_translation((at + Vec2::new(-layout::CARD.x / 2.0 - 14.0, 0.0)).extend(depth::LABELS)),
        ));
        commands.spawn((
            Name::new(format!("Row card {}", slot + 1)),
            scoped(),
            RowCard { slot, showing: None },
            Transform::from_translation(layout::DECK.extend(depth::CARDS)),
            Target(at.extend(depth::CARDS)),
            Visibility::Hidden,
        ));
    }
    commands
        .spawn((
            Name::new("Deck"),
            scoped(),
            DeckSprite,
            Transform::from_translation(layout::DECK.extend(depth::CARDS - 1.0)),
            Visibility::Inherited,
        ))
        .with_children(|parent| {
            parent.spawn(rect(theme::CARD_EDGE, layout::CARD + Vec2::new(12.0, 12.0), Vec2::new(4.0, -4.0), -0.5));
            card_back(parent, layout::CARD);
            parent.spawn((
                DeckSprite,
                text("", 18.0, theme::TEXT_LIGHT),
                Transform::from_xyz(0.0, -layout::CARD.y / 2.0 - 16.0, 0.2),
            ));
        });
    commands.spawn((
        Name::new("Discard pile"),
        scoped(),
        DiscardSprite { showing: None },
        Transform::from_translation(layout::DISCARD.extend(depth::CARDS - 1.0)),
        Visibility::Hidden,
    ));
    commands.spawn((
        Name::new("Discard label"),
        scoped(),
        text("Discard", 16.0, theme::TEXT_LIGHT),
        Transform::from_translation(
            (layout::DISCARD + Vec2::new(0.0, -layout::CARD.y / 2.0 - 16.0)).extend(depth::LABELS),
        ),
    ));
    for seat in 0..2 {
        commands.spawn((
            Name::new(format!("Pile of seat {seat}")),
            scoped(),
            PileSprite { seat, showing: None },
            Transform::from_translation(layout::pile_position(seat).extend(depth::CARDS - 1.0))
                .with_scale(Vec3::splat(0.8)),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new(format!("Scoreboard of seat {seat}")),
            scoped(),
            Scoreboard { seat },
            text("", 17.0, theme::TEXT_LIGHT),
            bevy::sprite::Anchor::TOP_LEFT,
            Transform::from_translation(layout::scoreboard_position(seat).extend(depth::LABELS)),
        ));
        commands.spawn((
            Name::new(format!("Showdown glow {seat}")),
            scoped(),
            SlotGlow { seat },
            rect(theme::HIGHLIGHT, layout::HAND_CARD + 18.0, Vec2::ZERO, depth::GLOW),
            Visibility::Hidden,
        ));
        // Hit cards beyond a dozen still count on the scoreboard; the table shows twelve.
        let shown_hits = usize::from(shown.view.limits.hits_to_win).min(12);
        for index in 0..shown_hits {
            let at = layout::hit_position(seat, index).extend(depth::CARDS + index as f32);
            commands
                .spawn((
                    Name::new(format!("Hit card {index} of seat {seat}")),
                    scoped(),
                    HitToken { seat, index, showing: false },
                    Transform::from_translation(at),
                    Target(at),
                    Visibility::Hidden,
                ))
                .with_children(hit_card);
        }
        let hand = shown.view.limits.hand;
        for kind in HandCard::ALL {
            for copy in 0..hand.count(kind) {
                commands
                    .spawn((
                        Name::new(format!("{} card {copy} of seat {seat}", kind.label())),
                        scoped(),
                        HandCardSprite { seat, kind, copy: usize::from(copy), face_up: false, revealed: false },
                        Flippable::default(),
                        Transform::from_translation(layout::hand_position(seat, 0, 1).extend(depth::CARDS)),
                        Target(layout::hand_position(seat, 0, 1).extend(depth::CARDS)),
                        Visibility::Inherited,
                    ))
                    .with_children(|parent| {
                        parent
                            .spawn((CardSide::Face, Visibility::Hidden, Transform::default()))
                            .with_children(|face| hand_face(face, kind, layout::HAND_CARD));
                        parent
                            .spawn((CardSide::Back, Visibility::Inherited, Transform::default()))
                            .with_children(|back| card_back(back, layout::HAND_CARD));
                    });
            }
        }
    }
    commands
        .spawn((
            Name::new("Whiskey bottle"),
            scoped(),
            BottleSprite,
            Visibility::Inherited,
            Transform::from_translation(layout::bottle_position(None).extend(depth::CARDS)),
            Target(layout::bottle_position(None).extend(depth::CARDS)),
        ))
        .with_children(|parent| {
            parent.spawn(rect(theme::CARD_EDGE, layout::BOTTLE + 6.0, Vec2::ZERO, -0.3));
            bottle_icon(parent, Vec2::ZERO, 1.2);
            parent.spawn((
                BottleSprite,
                text("", 15.0, theme::TEXT_LIGHT),
                Transform::from_xyz(0.0, -layout::BOTTLE.y / 2.0 - 14.0, 0.2),
            ));
        });
    commands
        .spawn((
            Name::new("Showdown caption"),
            scoped(),
            ShowdownCaption,
            Transform::from_translation(layout::slot_position(0).extend(depth::LABELS)),
            Visibility::Hidden,
        ))
        .with_children(|parent| {
            parent.spawn(rect(
                Color::srgba(0.1, 0.05, 0.02, 0.82),
                Vec2::new(layout::CARD.x + 10.0, 96.0),
                Vec2::ZERO,
                0.0,
            ));
            parent.spawn((
                ShowdownCaption,
                text("", 19.0, theme::HIGHLIGHT),
                TextLayout::justify(Justify::Center),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
        });
    commands.spawn((
        Name::new("Prompt"),
        scoped(),
        PromptText,
        text("", 18.0, theme::HIGHLIGHT),
        Transform::from_translation(layout::PROMPT.extend(depth::LABELS)),
    ));
}
