//! The Desperados table's sprites and their art (`assets/art/desperados`): the felt, each
//! gang's card with its five desperados on their jail dials, the dice in their lanes, the
//! bank and the deck, and the cards along the bottom.

use bevy::prelude::*;

use super::Shown;
use super::dice::{DieFace, DieSprite, DieWord};
use super::display::{
    ATTACK_LINES, AbilityWords, AttackSprite, DialKey, Disc, DiscSide, DiscText, FeltLabel, Notch, PanelFrame,
    PanelText, PaymentText, SECRET_CARDS, SecretCard, SecretCardPicture, SecretCardText,
};
use super::layout::{self, depth};
use crate::app::art::{Picture, picture};
use crate::app::draw::{border, rect, text};
use crate::app::fit::Fits;
use crate::app::language::said;
use crate::app::motion::Follow;
use crate::app::tables::shell::TableMatch;
use crate::app::tables::shell::{PromptLine, TableApp};
use crate::app::{Screen, backdrop, theme};
use crate::rules::Line;
use crate::rules::Seat;
use crate::rules::desperados::art::{effect_art, face_art, gang_card, portrait};
use crate::rules::desperados::{CardEffect, DICE, Desperados, DesperadosRules, Face, Icon};
use crate::text::{as_spoken, rules_file_code};
/// A jailed desperado's portrait is printed darker, behind bars.
const JAILED_TINT: Color = Color::srgb(0.80, 0.78, 0.76);

/// What the table calls each desperado under the disc.
pub(super) fn nickname(icon: Icon) -> Line {
    match icon {
        Icon::Bottle => Line::new("desp-nick-brains"),
        Icon::Boss => Line::new("desp-nick-boss"),
        other => other.name(),
    }
}
pub(super) fn plugin(app: &mut App) {
    app.add_table_layout::<Desperados, _>(spawn_table);
}

pub(super) fn spawn_table(mut commands: Commands, shown: Res<Shown>, the_match: Res<TableMatch<Desperados>>) {
    let scoped = || DespawnOnExit(Screen::Table);
    // The match's own rules: a match picked up may have been dealt under another file.
    let rules: &DesperadosRules = the_match.rules();
    commands.spawn((Name::new("Felt"), scoped(), backdrop::felt(layout::FELT, layout::FELT_CENTRE, depth::FELT)));
    for strip in border(theme::TABLE_EDGE, layout::FELT + 12.0, 6.0, layout::FELT_CENTRE, depth::FELT - 0.1) {
        commands.spawn((scoped(), strip));
    }
    let seats = shown.view.gangs.len();
    for seat in 0..seats {
        let gang_index = shown.view.gangs[seat].gang;
        let gang = &rules.gangs[usize::from(gang_index)];
        let at = layout::panel_position(seat, seats);
        commands
            .spawn((
                Name::new(format!("Gang of seat {seat}")),
                scoped(),
                Transform::from_translation(at.extend(depth::PANELS)),
                Visibility::Inherited,
            ))
            .with_children(|panel| {
                for strip in border(theme::CARD_EDGE, layout::PANEL + 8.0, 4.0, Vec2::ZERO, 0.0) {
                    panel.spawn((PanelFrame { seat }, strip));
                }
                panel.spawn((picture(gang_card(gang_index), layout::PANEL), Transform::from_xyz(0.0, 0.0, 0.1)));
                panel.spawn((
                    PanelText { seat },
                    text("", 12.5, theme::INK),
                    TextLayout::justify(Justify::Center),
                    bevy::text::TextBounds::new_horizontal(layout::PANEL.x - 64.0),
                    Fits::block(layout::PANEL.x - 64.0, 48.0),
                    Transform::from_xyz(0.0, 72.0, 0.3),
                ));
                let ability = usize::from(gang_index);
                panel.spawn((
                    AbilityWords { gang: ability },
                    text(as_spoken(rules.ability_text(ability, rules_file_code())).into_owned(), 9.5, theme::INK),
                    TextLayout::justify(Justify::Center),
                    bevy::text::TextBounds::new_horizontal(layout::PANEL.x - 20.0),
                    Fits::block(layout::PANEL.x - 20.0, 36.0),
                    Transform::from_xyz(0.0, -82.0, 0.3),
                ));
                panel.spawn((
                    PaymentText { seat: Some(seat) },
                    text("", 20.0, theme::HIGHLIGHT),
                    Transform::from_xyz(100.0, 62.0, 0.5),
                ));
                for icon in Icon::ALL {
                    let free = shown.view.gangs[seat].is_free(icon);
                    spawn_desperado(panel, seat, gang_index, icon, &gang.desperados[icon.index()], free);
                }
            });
    }
    // The bank's chest on the felt's left, the Wild West deck on its right.
    let bank = layout::purse_position(None, seats);
    commands.spawn((
        scoped(),
        picture("desperados/bank", layout::BANK),
        Transform::from_translation(bank.extend(depth::PANELS)),
    ));
    commands.spawn((
        FeltLabel::Bank,
        scoped(),
        text("", 15.0, theme::BRASS),
        Transform::from_translation((bank - Vec2::new(0.0, layout::BANK.y / 2.0 + 12.0)).extend(depth::TEXT)),
    ));
    commands.spawn((
        PaymentText { seat: None },
        scoped(),
        text("", 20.0, theme::HIGHLIGHT),
        Transform::from_translation((bank + Vec2::new(0.0, layout::BANK.y / 2.0 + 14.0)).extend(depth::TEXT)),
    ));
    commands.spawn((
        scoped(),
        picture("desperados/wild_west_back", layout::DECK_CARD),
        Transform::from_translation(layout::DECK.extend(depth::PANELS)),
    ));
    commands.spawn((
        FeltLabel::Deck,
        scoped(),
        text("", 12.0, theme::BRASS),
        TextLayout::justify(Justify::Center),
        Transform::from_translation(
            (layout::DECK - Vec2::new(0.0, layout::DECK_CARD.y / 2.0 + 16.0)).extend(depth::TEXT),
        ),
    ));
    commands.spawn((
        PromptLine,
        scoped(),
        text("", 16.0, theme::TEXT_LIGHT),
        TextLayout::justify(Justify::Center),
        Transform::from_translation(Vec3::new(layout::FELT_CENTRE.x, layout::FELT_CENTRE.y - 134.0, depth::TEXT)),
    ));
    for die in 0..DICE {
        commands
            .spawn((
                DieSprite { die },
                scoped(),
                Transform::from_translation(layout::die_rest(die, false).extend(depth::DICE)),
                Follow(layout::die_rest(die, false).extend(depth::DICE)),
                Visibility::Inherited,
            ))
            .with_children(|cube| {
                let size = Vec2::splat(layout::DIE + 6.0);
                cube.spawn((picture("desperados/die", size), Transform::default()));
                cube.spawn((
                    DieFace { die },
                    picture(face_art(Face::Action), size),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                ));
                // The face's word below the die, clear of its picture.
                cube.spawn((
                    DieWord { die },
                    text("", 11.0, theme::TEXT_LIGHT),
                    TextLayout::justify(Justify::Center),
                    Transform::from_xyz(0.0, -size.y / 2.0 - 9.0, 0.2),
                ));
            });
    }
    for index in 0..ATTACK_LINES {
        commands.spawn((
            AttackSprite { index },
            scoped(),
            rect(theme::SHOOT, Vec2::new(1.0, 4.0), Vec2::ZERO, depth::LINES),
            Visibility::Hidden,
        ));
    }
    for index in 0..SECRET_CARDS {
        commands
            .spawn((
                SecretCard { index },
                scoped(),
                Transform::from_translation(layout::hand_position(index, SECRET_CARDS).extend(depth::HAND)),
                Visibility::Hidden,
            ))
            .with_children(|card| {
                card.spawn((picture("desperados/wild_west", layout::HAND_CARD), Transform::default()));
                card.spawn((
                    SecretCardPicture { index },
                    picture(effect_art(CardEffect::ExtraAction), layout::HAND_CARD),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                ));
                // Its words in the space the art leaves right of the picture.
                card.spawn((
                    SecretCardText { index },
                    text("", 9.0, theme::INK),
                    TextLayout::justify(Justify::Center),
                    bevy::text::TextBounds::new_horizontal(layout::HAND_CARD_TEXT_WIDTH),
                    Fits::block(layout::HAND_CARD_TEXT_WIDTH, layout::HAND_CARD.y - 12.0),
                    Transform::from_xyz(layout::HAND_CARD_TEXT_X, 0.0, 0.2),
                ));
            });
    }
}

/// One desperado on its gang's card: the jail dial with its notches, the portrait (behind
/// bars while jailed, turning over when it escapes), what its dial has left or what it
/// takes once out, and its name below.
fn spawn_desperado(panel: &mut ChildSpawnerCommands, seat: Seat, gang: u8, icon: Icon, name: &str, free: bool) {
    let centre = layout::disc_offset(icon.index());
    let disc = Vec2::splat(layout::DISC_RADIUS * 2.0 * PORTRAIT_OVER_DISC);
    panel.spawn((
        picture("desperados/dial", Vec2::splat(layout::DISC_RADIUS * 2.0 * DIAL_OVER_DISC)),
        Transform::from_translation(centre.extend(0.2)),
    ));
    panel
        .spawn((
            Disc { seat, icon, free_shown: free },
            Transform::from_translation(centre.extend(0.3)),
            Visibility::Inherited,
        ))
        .with_children(|disc_side| {
            disc_side.spawn((DiscSide::Jailed, Transform::default(), Visibility::Inherited)).with_children(|jailed| {
                jailed.spawn((
                    Picture::new(portrait(gang, icon)),
                    Sprite { color: JAILED_TINT, custom_size: Some(disc), ..default() },
                ));
                jailed.spawn((picture("desperados/bars", disc), Transform::from_xyz(0.0, 0.0, 0.05)));
            });
            disc_side.spawn((
                DiscSide::Free,
                picture(portrait(gang, icon), disc),
                Transform::default(),
                Visibility::Hidden,
            ));
        });
    // What is left on the dial, or what the desperado takes, on a tag at its foot.
    // Over the dial's foot, below the face.
    let tag = centre + Vec2::new(0.0, -layout::DISC_RADIUS - 3.0);
    panel.spawn(rect(theme::PAPER, Vec2::new(38.0, 10.0), tag, 0.4));
    panel.spawn((
        DiscText { seat, icon },
        text("", 8.5, theme::INK),
        TextLayout::justify(Justify::Center),
        Transform::from_translation(tag.extend(0.45)),
    ));
    panel.spawn((
        DialKey { seat, icon },
        picture("desperados/key", Vec2::new(7.0, 12.0)),
        Transform::from_translation((centre + Vec2::new(18.0, -layout::DISC_RADIUS + 4.0)).extend(0.5))
            .with_rotation(Quat::from_rotation_z(0.7)),
        Visibility::Hidden,
    ));
    panel.spawn((
        said(Line::new("desp-disc-label").line("nickname", nickname(icon)).name("name", name), 10.0, theme::INK),
        TextLayout::justify(Justify::Center),
        bevy::text::TextBounds::new_horizontal(layout::DISC_SPACING - 2.0),
        Fits::block(layout::DISC_SPACING - 2.0, 36.0),
        Transform::from_translation((centre + Vec2::new(0.0, -47.0)).extend(0.3)),
    ));
    for index in 0..icon.dial_length() {
        // Along the ring's upper arc, where the dial is cut for them.
        let angle = std::f32::consts::PI * (0.15 + 0.7 * f32::from(index) / 5.0);
        let at = centre + Vec2::new(-angle.cos(), angle.sin()) * (layout::DISC_RADIUS + 2.5);
        panel.spawn((
            Notch { seat, icon, index },
            picture("desperados/notch", Vec2::splat(6.5)),
            Transform::from_translation(at.extend(0.35)),
        ));
    }
}

/// How much wider than the disc its portrait and its dial are drawn: the portrait's
/// medallion fills its disc, the dial's ring lies round it.
const PORTRAIT_OVER_DISC: f32 = 48.0 / 45.0;
const DIAL_OVER_DISC: f32 = 56.0 / 44.0;
