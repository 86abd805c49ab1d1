//! The table's sprites: the cards from the art (`assets/art/loot_shoot_whiskey`), each kind
//! with its own picture and word as well as its colour.

use bevy::prelude::*;

use super::Shown;
use super::display::{
    BottleSprite, CaptionWords, CardSide, DeckSprite, DiscardSprite, Flippable, HandCardSprite, HitToken, PileSprite,
    RowCard, Scoreboard, ShowdownCaption, SlotGlow,
};
use super::layout::{self, depth};
use crate::app::Screen;
use crate::app::art::{CARD_BAND, CARD_FOOT, band_width, card_face, card_line, picture, seat_portrait};
use crate::app::draw::{card_back, rect, text};
use crate::app::fit::Fits;
use crate::app::language::said;
use crate::app::motion::Follow;
use crate::app::tables::shell::{AtSeat, PromptLine, SeatsRound, TableApp};
use crate::app::theme;
use crate::rules::loot_shoot_whiskey::{HandCard, LootShootWhiskey, SaloonCard};

/// Spawns a saloon card's face as children of `parent`, `size` being the card's: the
/// printed card, its picture, and its word (and number) in the game's type.
pub fn saloon_face(parent: &mut ChildSpawnerCommands, card: SaloonCard, size: Vec2) {
    let scale = size.x / layout::CARD.x;
    let (word, art, ink) = match card {
        SaloonCard::Nuggets(amount) => ("lsw-face-nuggets", nugget_heap(amount), theme::INK),
        SaloonCard::Whiskey => ("lsw-face-whiskey", "loot_shoot_whiskey/whiskey_bottle", theme::INK),
        SaloonCard::Bullet => ("lsw-face-bullet", "loot_shoot_whiskey/bullet", theme::TEXT_LIGHT),
    };
    card_face(parent, art, size);
    parent.spawn((
        said(word, 15.0 * scale, ink),
        Fits::line(band_width(size)),
        Transform::from_xyz(0.0, card_line(size, CARD_BAND), 0.1),
    ));
    if let SaloonCard::Nuggets(amount) = card {
        parent.spawn((text(amount.to_string(), 52.0 * scale, theme::INK), Transform::from_xyz(0.0, 8.0 * scale, 0.1)));
    }
}

/// The heap drawn on a card of `amount` nuggets: one nugget a point, four at most.
fn nugget_heap(amount: u8) -> &'static str {
    const HEAPS: [&str; 4] = [
        "loot_shoot_whiskey/nuggets_1",
        "loot_shoot_whiskey/nuggets_2",
        "loot_shoot_whiskey/nuggets_3",
        "loot_shoot_whiskey/nuggets_4",
    ];
    HEAPS[usize::from(amount.clamp(1, 4)) - 1]
}

/// Spawns an action card's face: the printed card, its picture, its word and its keys.
pub fn hand_face(parent: &mut ChildSpawnerCommands, card: HandCard, size: Vec2) {
    let scale = size.x / layout::CARD.x;
    let (word, art, key) = match card {
        HandCard::Loot => ("lsw-face-loot", "loot_shoot_whiskey/loot", "1 / L"),
        HandCard::Shoot => ("lsw-face-shoot", "loot_shoot_whiskey/shoot", "2 / S"),
        HandCard::Whiskey => ("lsw-face-whiskey-glass", "loot_shoot_whiskey/whiskey", "3 / W"),
    };
    card_face(parent, art, size);
    let band = card_line(size, CARD_BAND);
    parent.spawn((
        said(word, 19.0 * scale, theme::TEXT_LIGHT),
        Fits::line(band_width(size)),
        Transform::from_xyz(0.0, band, 0.1),
    ));
    parent.spawn((text(key, 12.0 * scale, theme::INK), Transform::from_xyz(0.0, card_line(size, CARD_FOOT), 0.1)));
}

/// A hit card: red card stock, shot through, and its word.
fn hit_card(parent: &mut ChildSpawnerCommands) {
    parent.spawn((picture("loot_shoot_whiskey/hit", layout::HIT_CARD), Transform::default()));
    parent.spawn((
        said("lsw-face-hit", 11.0, theme::TEXT_LIGHT),
        Fits::line(band_width(layout::HIT_CARD)),
        Transform::from_xyz(0.0, 22.0, 0.1),
    ));
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_layout::<LootShootWhiskey, _>(spawn_table);
}

/// Where a seat's name and scores start: right of its portrait.
fn scoreboard_words_position(seat: usize, round: SeatsRound) -> Vec2 {
    layout::scoreboard_position(seat, round) + Vec2::X * (layout::PORTRAIT + 8.0)
}

/// The middle of a seat's portrait, at its scoreboard's top left.
fn portrait_position(seat: usize, round: SeatsRound) -> Vec2 {
    layout::scoreboard_position(seat, round) + Vec2::new(layout::PORTRAIT, -layout::PORTRAIT) / 2.0
}

/// Builds the whole table when it opens: felt, slots, deck, hands, labels and cover.
pub fn spawn_table(mut commands: Commands, shown: Res<Shown>, round: Res<SeatsRound>) {
    let scoped = || DespawnOnExit(Screen::Table);
    for slot in 0..4 {
        let at = layout::slot_position(slot);
        commands.spawn((
            Name::new(format!("Slot {} mark", slot + 1)),
            scoped(),
            rect(theme::SLOT_MARK, layout::SLOT_MARK, at, depth::MARKS),
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
            Follow(at.extend(depth::CARDS)),
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
        said("lsw-discard", 16.0, theme::TEXT_LIGHT),
        Transform::from_translation(
            (layout::DISCARD + Vec2::new(0.0, -layout::CARD.y / 2.0 - 16.0)).extend(depth::LABELS),
        ),
    ));
    for seat in 0..2 {
        commands.spawn((
            Name::new(format!("Pile of seat {seat}")),
            scoped(),
            PileSprite { seat, showing: None },
            AtSeat::new(seat, layout::pile_position),
            Transform::from_translation(layout::pile_position(seat, *round).extend(depth::CARDS - 1.0))
                .with_scale(Vec3::splat(0.8)),
            Visibility::Hidden,
        ));
        commands.spawn((
            Name::new(format!("Scoreboard of seat {seat}")),
            scoped(),
            Scoreboard { seat },
            text("", 17.0, theme::TEXT_LIGHT),
            bevy::sprite::Anchor::TOP_LEFT,
            AtSeat::new(seat, scoreboard_words_position),
            Transform::from_translation(scoreboard_words_position(seat, *round).extend(depth::LABELS)),
        ));
        commands.spawn((
            Name::new(format!("Portrait of seat {seat}")),
            scoped(),
            picture(seat_portrait(seat), Vec2::splat(layout::PORTRAIT)),
            AtSeat::new(seat, portrait_position),
            Transform::from_translation(portrait_position(seat, *round).extend(depth::LABELS)),
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
            let at = layout::hit_position(seat, index, *round).extend(depth::CARDS + index as f32);
            commands
                .spawn((
                    Name::new(format!("Hit card {index} of seat {seat}")),
                    scoped(),
                    HitToken { seat, index, showing: false },
                    Transform::from_translation(at),
                    Follow(at),
                    Visibility::Hidden,
                ))
                .with_children(hit_card);
        }
        let hand = shown.view.limits.hand;
        for kind in HandCard::ALL {
            for copy in 0..hand.count(kind) {
                commands
                    .spawn((
                        Name::new(format!("{kind:?} card {copy} of seat {seat}")),
                        scoped(),
                        HandCardSprite { seat, kind, copy: usize::from(copy), face_up: false, revealed: false },
                        Flippable::default(),
                        Transform::from_translation(layout::hand_position(seat, 0, 1, *round).extend(depth::CARDS)),
                        Follow(layout::hand_position(seat, 0, 1, *round).extend(depth::CARDS)),
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
            Transform::from_translation(layout::bottle_position(None, *round).extend(depth::CARDS)),
            Follow(layout::bottle_position(None, *round).extend(depth::CARDS)),
        ))
        .with_children(|parent| {
            parent.spawn((picture("loot_shoot_whiskey/bottle", layout::BOTTLE), Transform::default()));
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
                CaptionWords,
                text("", 19.0, theme::HIGHLIGHT),
                TextLayout::justify(Justify::Center),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
        });
    commands.spawn((
        Name::new("Prompt"),
        scoped(),
        PromptLine,
        text("", 18.0, theme::HIGHLIGHT),
        Transform::from_translation(layout::PROMPT.extend(depth::LABELS)),
    ));
}
