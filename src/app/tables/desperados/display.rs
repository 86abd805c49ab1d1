//! The Desperados table's sprites, following [`Shown`]: the gangs' panels with their
//! five discs and jail dials, the four dice, the attack lines and the money, and the hand
//! of the player at the screen (only while [`Viewer`] says they are there alone).

use bevy::prelude::*;

use super::layout::{self, depth};
use super::show::{FLIGHT_SECONDS, TUMBLE_SECONDS, money_change, purse_seat};
use super::{KeptDice, Shown, Turn};
use crate::app::Settings;
use crate::app::art::{Picture, picture};
use crate::app::draw::{border, rect, set_text, text};
use crate::app::fit::Fits;
use crate::app::glyphs::{InputDevice, Press};
use crate::app::language::{Spoken, said};
use crate::app::motion::{Follow, Puff, TurnOver, Tween, TweenEnd, burst};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, TableMatch, TableSystems};
use crate::app::{Screen, backdrop, theme};
use crate::games::Registered;
use crate::rules::Line;
use crate::rules::desperados::{CardEffect, DICE, Desperados, DesperadosRules, Face, Icon, Phase};
use crate::rules::{Seat, SeatSet};
use crate::text::{as_spoken, rules_file_code, say, seat_name, tr, tr_line};

/// One of the four dice.
#[derive(Component)]
pub struct DieSprite {
    pub die: usize,
}

/// The coloured face of a die…
#[derive(Component)]
struct DieFace {
    die: usize,
}

/// …and the word on it.
#[derive(Component)]
struct DieWord {
    die: usize,
}

/// A desperado's disc: the jailed side, the free side, and the dial notches around it.
#[derive(Component)]
struct Disc {
    seat: Seat,
    icon: Icon,
    /// Whether the free side is up.
    free_shown: bool,
}

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum DiscSide {
    Jailed,
    Free,
}

#[derive(Component)]
struct DiscText {
    seat: Seat,
    icon: Icon,
}

/// The key in a dial's lock: shown once its desperado is out.
#[derive(Component)]
struct DialKey {
    seat: Seat,
    icon: Icon,
}

/// The `index`th notch of a dial: lit once turned.
#[derive(Component)]
struct Notch {
    seat: Seat,
    icon: Icon,
    index: u8,
}

#[derive(Component)]
struct PanelText {
    seat: Seat,
}

/// The frame around a panel, lit for the gang to move.
#[derive(Component)]
struct PanelFrame {
    seat: Seat,
}

/// Money that moved this step, beside its purse (`None` the bank).
#[derive(Component)]
struct PaymentText {
    seat: Option<Seat>,
}

/// The words under the bank's chest and the deck.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum FeltLabel {
    Bank,
    Deck,
}

#[derive(Component)]
struct PromptText;

/// A line of an attack, from a free desperado to an exposed gang.
#[derive(Component)]
struct AttackSprite {
    index: usize,
}

/// A Wild West card face up along the bottom: a card of the hand, or one just drawn.
#[derive(Component)]
pub struct SecretCard {
    pub index: usize,
}

#[derive(Component)]
struct SecretCardText {
    index: usize,
}

/// The picture of the card's effect on its left.
#[derive(Component)]
struct SecretCardPicture {
    index: usize,
}

/// The most attack lines drawn at once (one attack on three gangs).
const ATTACK_LINES: usize = 3;
/// Seconds a disc takes to turn over, at normal speed.
const DISC_TURN_SECONDS: f32 = 0.5;
/// The most cards along the bottom.
pub(super) const SECRET_CARDS: usize = 12;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (throw_dice, place_dice, show_die_faces).chain(),
            show_panels,
            turn_discs,
            show_attacks,
            show_money,
            fly_notes,
            show_secret_cards,
            show_prompt,
        )
            .in_set(TableSystems::Display)
            .in_set(AtTable(Desperados::GAME)),
    )
    .add_systems(
        PostUpdate,
        word_the_abilities.run_if(resource_changed::<Spoken>).run_if(resource_exists::<TableMatch<Desperados>>),
    );
}

/// The ability printed on a gang card, by the gang's place in the rules' `gangs`.
#[derive(Component)]
struct AbilityWords {
    gang: usize,
}

/// The rules file words the abilities in each language it speaks: written again when the
/// language changes.
fn word_the_abilities(the_match: Res<TableMatch<Desperados>>, mut abilities: Query<(&AbilityWords, &mut Text2d)>) {
    let rules: &DesperadosRules = the_match.rules();
    for (ability, mut words) in &mut abilities {
        set_text(&mut words, &as_spoken(rules.ability_text(ability.gang, rules_file_code())));
    }
}

/// Each gang's five desperados as drawn, in [`Icon::ALL`]'s order; a rules file with
/// more gangs than drawn sets goes round them again.
const PORTRAITS: [[&str; 5]; 4] = [
    [
        "desperados/gang_1_brains",
        "desperados/gang_1_fist",
        "desperados/gang_1_knife",
        "desperados/gang_1_pistol",
        "desperados/gang_1_boss",
    ],
    [
        "desperados/gang_2_brains",
        "desperados/gang_2_fist",
        "desperados/gang_2_knife",
        "desperados/gang_2_pistol",
        "desperados/gang_2_boss",
    ],
    [
        "desperados/gang_3_brains",
        "desperados/gang_3_fist",
        "desperados/gang_3_knife",
        "desperados/gang_3_pistol",
        "desperados/gang_3_boss",
    ],
    [
        "desperados/gang_4_brains",
        "desperados/gang_4_fist",
        "desperados/gang_4_knife",
        "desperados/gang_4_pistol",
        "desperados/gang_4_boss",
    ],
];
const GANG_CARDS: [&str; 4] = ["desperados/gang_1", "desperados/gang_2", "desperados/gang_3", "desperados/gang_4"];

fn portrait(gang: u8, icon: Icon) -> &'static str {
    PORTRAITS[usize::from(gang) % PORTRAITS.len()][icon.index()]
}

fn gang_card(gang: u8) -> &'static str {
    GANG_CARDS[usize::from(gang) % GANG_CARDS.len()]
}

/// The picture on a Wild West card for what it does.
fn effect_art(effect: CardEffect) -> &'static str {
    match effect {
        CardEffect::ExtraAction => "desperados/ww_extra_action",
        CardEffect::RerollDie => "desperados/ww_reroll_die",
        CardEffect::SetDie => "desperados/ww_set_die",
        CardEffect::FreeJailStep => "desperados/ww_free_jail_step",
        CardEffect::BlockAttack => "desperados/ww_block_attack",
        CardEffect::CancelAction => "desperados/ww_cancel_action",
    }
}

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

/// The picture on a die for its face.
fn face_art(face: Face) -> &'static str {
    match face {
        Face::Action => "desperados/face_action",
        Face::Bottle => "desperados/face_bottle",
        Face::Fist => "desperados/face_fist",
        Face::Knife => "desperados/face_knife",
        Face::Pistol => "desperados/face_pistol",
        Face::Boss => "desperados/face_boss",
    }
}

/// The word a die shows for its face.
fn face_word(face: Face) -> &'static str {
    match face {
        Face::Action => "desp-face-action",
        Face::Bottle => "desp-face-brains",
        Face::Fist => "desp-face-fist",
        Face::Knife => "desp-face-knife",
        Face::Pistol => "desp-face-pistol",
        Face::Boss => "desp-face-boss",
    }
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
        PromptText,
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

/// Dice thrown this step roll up their lanes from the table's edge, turning as far as a
/// die rolling that far turns, and settle with a bounce.
fn throw_dice(mut commands: Commands, mut shown: ResMut<Shown>, dice: Query<(Entity, &DieSprite)>) {
    let thrown = std::mem::take(&mut shown.scene.tumbling);
    for (entity, sprite) in &dice {
        let die = sprite.die;
        if thrown & 1 << die == 0 {
            continue;
        }
        let from = layout::die_throw(die).extend(depth::DICE);
        let to = layout::die_rest(die, false).extend(depth::DICE);
        let rolled = from.distance(to) / (layout::DIE / 2.0);
        let spin = if die % 2 == 0 { rolled } else { -rolled };
        commands
            .entity(entity)
            .insert(Tween::slide(from, to, TUMBLE_SECONDS).ease(EaseFunction::BounceOut).turning(spin, 0.0));
    }
}

/// Dice at rest keep to their places, the ones kept moved aside while rerolls are chosen.
fn place_dice(kept: Res<KeptDice>, turn: Res<Turn>, shown: Res<Shown>, mut dice: Query<(&DieSprite, &mut Follow)>) {
    let choosing_rerolls = turn.active.is_some() && matches!(shown.view.turn.phase, Phase::Choosing);
    for (sprite, mut place) in &mut dice {
        let aside = choosing_rerolls && kept.0 & 1 << sprite.die != 0;
        place.set_if_neq(Follow(layout::die_rest(sprite.die, aside).extend(depth::DICE)));
    }
}

/// The faces the dice show: a rolling die flickers through the others.
fn show_die_faces(
    shown: Res<Shown>,
    dice: Query<(&DieSprite, Option<&Tween>)>,
    mut faces: Query<(&DieFace, &mut Picture)>,
    mut words: Query<(&DieWord, &mut Text2d)>,
) {
    let mut rolling = [None; DICE];
    for (sprite, tween) in &dice {
        rolling[sprite.die] = tween.map(Tween::progress);
    }
    let showing = |die: usize| match rolling[die] {
        Some(progress) => Face::from_index((die + (progress * 14.0) as usize) % Face::ALL.len()),
        None => shown.view.turn.dice.0[die],
    };
    for (face, mut picture) in &mut faces {
        picture.set_if_neq(Picture::new(face_art(showing(face.die))));
    }
    for (word, mut text) in &mut words {
        set_text(&mut text, &tr(face_word(showing(word.die))));
    }
}

fn show_panels(
    shown: Res<Shown>,
    the_match: Res<TableMatch<Desperados>>,
    mut panels: Query<(&PanelText, &mut Text2d)>,
    mut frames: Query<(&PanelFrame, &mut Sprite)>,
    mut notches: Query<(&Notch, &mut Picture)>,
    mut labels: Query<(&FeltLabel, &mut Text2d), Without<PanelText>>,
) {
    let view = &shown.view;
    let rules: &DesperadosRules = the_match.rules();
    for (panel, mut words) in &mut panels {
        let gang = &view.gangs[panel.seat];
        let name = &rules.gangs[usize::from(gang.gang)].name;
        let status = match gang.out {
            true => Line::new("desp-status-broke"),
            false => Line::new("desp-status-money").number("money", gang.money),
        };
        let line = Line::new("desp-plate")
            .name("name", seat_name(&the_match.names()[panel.seat]))
            .name("gang", name.as_str())
            .line("status", status)
            .number("cards", view.hand_sizes[panel.seat]);
        set_text(&mut words, &tr_line(&line));
    }
    for (frame, mut sprite) in &mut frames {
        let to_move = view.turn.seat == frame.seat && view.result.is_none();
        sprite.color = if to_move { theme::HIGHLIGHT } else { theme::CARD_EDGE };
    }
    for (notch, mut picture) in &mut notches {
        let left = view.gangs[notch.seat].dials[notch.icon.index()];
        let turned = notch.icon.dial_length() - left;
        picture.set_if_neq(Picture::new(if notch.index < turned {
            "desperados/notch_turned"
        } else {
            "desperados/notch"
        }));
    }
    for (label, mut words) in &mut labels {
        let said = match label {
            FeltLabel::Bank => tr_line(&Line::new("desp-felt-bank").number("money", view.bank)),
            FeltLabel::Deck => tr_line(
                &Line::new("desp-felt-deck").number("deck", view.deck_size).number("discards", view.discards.len()),
            ),
        };
        set_text(&mut words, &said);
    }
}

/// A disc turns over when its desperado escapes, in a kick of dust, or is caught again,
/// and the key shows in its dial's lock.
#[allow(clippy::too_many_arguments)]
fn turn_discs(
    mut commands: Commands,
    settings: Res<Settings>,
    shown: Res<Shown>,
    mut discs: Query<(Entity, &mut Disc, &GlobalTransform, Option<&TurnOver>, &Children)>,
    mut sides: Query<(&DiscSide, &mut Visibility)>,
    mut labels: Query<(&DiscText, &mut Text2d)>,
    mut keys: Query<(&DialKey, &mut Visibility), Without<DiscSide>>,
) {
    for (entity, mut disc, placed, turning, children) in &mut discs {
        let free = shown.view.gangs[disc.seat].is_free(disc.icon);
        if free != disc.free_shown {
            match turning {
                None => {
                    commands.entity(entity).insert(TurnOver::whole(DISC_TURN_SECONDS));
                    if free {
                        let seed = (disc.seat * Icon::ALL.len() + disc.icon.index()) as u32;
                        burst(&mut commands, &settings, Puff::Dust, placed.translation() + Vec3::Z * 2.0, seed);
                    }
                }
                Some(turn) if turn.past_edge() => disc.free_shown = free,
                Some(_) => {}
            }
        }
        for &child in children {
            if let Ok((side, mut visibility)) = sides.get_mut(child) {
                let up = (*side == DiscSide::Free) == disc.free_shown;
                visibility.set_if_neq(if up { Visibility::Inherited } else { Visibility::Hidden });
            }
        }
    }
    for (key, mut visibility) in &mut keys {
        let free = shown.view.gangs[key.seat].is_free(key.icon);
        visibility.set_if_neq(if free { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (label, mut words) in &mut labels {
        let gang = &shown.view.gangs[label.seat];
        let left = gang.dials[label.icon.index()];
        let words_now = match (left, label.icon) {
            (0, Icon::Bottle) => tr("desp-disc-free"),
            (0, icon) => tr_line(&Line::new("desp-disc-free-attack").number("money", shown.view.limits.attack(icon))),
            (left, _) => tr_line(&Line::new("desp-disc-left").number("left", left)),
        };
        set_text(&mut words, &words_now);
    }
}

/// Lines from the attacking disc to each exposed gang's same desperado.
fn show_attacks(shown: Res<Shown>, mut lines: Query<(&AttackSprite, &mut Transform, &mut Sprite, &mut Visibility)>) {
    let seats = shown.view.gangs.len();
    let targets: Vec<(Vec2, Vec2)> = shown
        .scene
        .attacks
        .iter()
        .flat_map(|attack| {
            let from = layout::panel_position(attack.seat, seats) + layout::disc_offset(attack.icon.index());
            attack.exposed.iter().map(move |target| {
                (from, layout::panel_position(target, seats) + layout::disc_offset(attack.icon.index()))
            })
        })
        .collect();
    for (line, mut transform, mut sprite, mut visibility) in &mut lines {
        let Some(&(from, to)) = targets.get(line.index) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        // Just below the panels, from one disc's column to the other's, rather than
        // through the panels between them; each line a little lower than the last, so
        // two lines the same way apart are both seen.
        let drop = layout::PANEL.y / 2.0 + 10.0 + layout::disc_offset(0).y + 12.0 * line.index as f32;
        let (from, to) = (from - Vec2::new(0.0, drop), to - Vec2::new(0.0, drop));
        let delta = to - from;
        transform.translation = ((from + to) / 2.0).extend(depth::LINES);
        transform.rotation = Quat::from_rotation_z(delta.y.atan2(delta.x));
        sprite.custom_size = Some(Vec2::new(delta.length(), 5.0));
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// Notes fly in an arc from the payer's purse to the payee's, the sum beside them.
fn fly_notes(mut commands: Commands, mut shown: ResMut<Shown>) {
    let seats = shown.view.gangs.len();
    for flight in std::mem::take(&mut shown.scene.flights) {
        let purse = |purse| layout::purse_position(purse_seat(purse), seats).extend(depth::TEXT - 1.0);
        let (from, to) = (purse(flight.from), purse(flight.to));
        commands
            .spawn((
                Name::new("Flying notes"),
                DespawnOnExit(Screen::Table),
                Transform::from_translation(from),
                Visibility::Inherited,
                Tween::slide(from, to, FLIGHT_SECONDS).ease(EaseFunction::SineInOut).arc(60.0).then(TweenEnd::Despawns),
            ))
            .with_children(|note| {
                note.spawn((picture("desperados/note", layout::NOTE), Transform::default()));
                note.spawn((
                    text(&format!("${}", flight.amount), 13.0, theme::HIGHLIGHT),
                    Transform::from_xyz(0.0, -layout::NOTE.y / 2.0 - 9.0, 0.2),
                ));
            });
    }
}

/// The money each purse gained or lost this step, beside it.
fn show_money(shown: Res<Shown>, mut texts: Query<(&PaymentText, &mut Text2d, &mut TextColor)>) {
    for (payment, mut words, mut color) in &mut texts {
        let change: i32 = shown
            .scene
            .payments
            .iter()
            .filter(|(purse, _)| purse_seat(*purse) == payment.seat)
            .map(|(_, change)| change)
            .sum();
        let touched = shown.scene.payments.iter().any(|(purse, _)| purse_seat(*purse) == payment.seat);
        set_text(&mut words, &if touched { money_change(change) } else { String::new() });
        color.0 = if change < 0 { theme::SHOOT } else { theme::HIGHLIGHT };
    }
}

/// The hand of the seat drawn for, and the cards it drew and is choosing among: face up
/// only while that seat's player is at the screen alone.
fn show_secret_cards(
    shown: Res<Shown>,
    viewer: Res<Viewer>,
    the_match: Res<TableMatch<Desperados>>,
    mut cards: Query<(&SecretCard, &mut Transform, &mut Visibility)>,
    mut texts: Query<(&SecretCardText, &mut Text2d)>,
    mut pictures: Query<(&SecretCardPicture, &mut Picture)>,
) {
    let rules: &DesperadosRules = the_match.rules();
    let view = &shown.view;
    let visible = viewer.sees_hand_of(view.seat);
    let mut faces: Vec<(String, CardEffect)> = Vec::new();
    if visible {
        let drawn = view.drawn.cards().map(|kind| (kind, "desp-card-drawn"));
        let held = view.hand.cards().map(|kind| (kind, "desp-card-held"));
        faces.extend(drawn.chain(held).map(|(kind, id)| {
            let (name, text) = rules.card_texts(usize::from(kind), rules_file_code());
            let words = tr_line(&Line::new(id).name("name", as_spoken(name)).name("text", as_spoken(text)));
            (words, rules.deck[usize::from(kind)].effect)
        }));
    }
    let count = faces.len().min(SECRET_CARDS);
    for (card, mut transform, mut visibility) in &mut cards {
        let shows = card.index < count;
        visibility.set_if_neq(if shows { Visibility::Inherited } else { Visibility::Hidden });
        transform.translation = layout::hand_position(card.index, count).extend(depth::HAND);
    }
    for (card, mut words) in &mut texts {
        set_text(&mut words, faces.get(card.index).map_or("", |(words, _)| words.as_str()));
    }
    for (card, mut picture) in &mut pictures {
        if let Some(&(_, effect)) = faces.get(card.index) {
            picture.set_if_neq(Picture::new(effect_art(effect)));
        }
    }
}

/// What the table waits for, in words.
fn show_prompt(
    shown: Res<Shown>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    the_match: Res<TableMatch<Desperados>>,
    device: Res<InputDevice>,
    mut prompts: Query<&mut Text2d, With<PromptText>>,
) {
    let view = &shown.view;
    let names = the_match.names();
    let words = match (*phase.get(), turn.active, view.turn.phase) {
        (_, _, _) if view.result.is_some() => String::new(),
        (TablePhase::Choosing, Some(seat), Phase::Answering { by, .. }) if seat != view.turn.seat => say(
            &Line::new("desp-prompt-answer")
                .name("name", seat_name(&names[seat]))
                .seat("who", view.turn.seat)
                .line("desperado", by.name()),
            names,
        ),
        (TablePhase::Choosing, Some(_), Phase::Choosing) => {
            let left = crate::rules::desperados::MAX_ROLLS - view.turn.rolls;
            let keep = match *device {
                InputDevice::Keyboard => Line::new("desp-keep-keys"),
                InputDevice::Gamepad => Line::new("desp-keep-pad").name("choose", device.glyph(Press::Choose)),
            };
            tr_line(&Line::new("desp-prompt-roll").line("keep", keep).number("left", left))
        }
        (TablePhase::Choosing, Some(_), Phase::Acting) => {
            tr_line(&Line::new("desp-prompt-act").number("actions", view.turn.actions_left))
        }
        (TablePhase::Choosing, Some(_), Phase::Keeping { keep }) => {
            tr_line(&Line::new("desp-prompt-keep").number("keep", keep))
        }
        _ => String::new(),
    };
    for mut prompt in &mut prompts {
        set_text(&mut prompt, &words);
    }
}

/// The seats whose Wild West cards are face up on the screen now.
pub(super) fn secrets_shown(world: &mut World) -> SeatSet {
    let seat = world.resource::<Shown>().view.seat;
    let mut cards = world.query::<&Visibility>();
    let mut secret = world.query_filtered::<Entity, With<SecretCard>>();
    let entities: Vec<Entity> = secret.iter(world).collect();
    let showing = entities.into_iter().any(|entity| cards.get(world, entity).is_ok_and(|v| *v != Visibility::Hidden));
    if showing { SeatSet::single(seat) } else { SeatSet::EMPTY }
}
