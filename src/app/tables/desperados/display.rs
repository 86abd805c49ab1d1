//! The Desperados table's sprites, following [`Shown`]: the gangs' panels with their
//! five discs and jail dials, the four dice, the attack lines and the money, and the hand
//! of the player at the screen (only while [`Viewer`] says they are there alone).

use bevy::prelude::*;

use super::layout::{self, depth};
use super::show::{FLIGHT_SECONDS, TUMBLE_SECONDS, money_change, purse_seat};
use super::{KeptDice, Shown, Turn};
use crate::app::Settings;
use crate::app::art::{Picture, picture};
use crate::app::draw::{border, edge, rect, set_text, text};
use crate::app::glyphs::{InputDevice, Press};
use crate::app::session::{TablePhase, Viewer};
use crate::app::tables::shell::{AtTable, TableMatch, TableSystems};
use crate::app::{Screen, backdrop, theme};
use crate::games::Registered;
use crate::rules::desperados::{DICE, Desperados, DesperadosRules, Face, Icon, Phase};
use crate::rules::{Seat, SeatSet};

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
    /// Whether the free side is up, and how far a flip has gone (1: done).
    free_shown: bool,
    flip: f32,
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

#[derive(Component)]
struct BankText;

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

/// A chip in flight, the `index`th of the pool, and the sum written on it.
#[derive(Component)]
struct ChipSprite {
    index: usize,
}

#[derive(Component)]
struct ChipText {
    index: usize,
}

/// The most attack lines drawn at once (one attack on three gangs).
const ATTACK_LINES: usize = 3;
/// The most chip stacks in the air at once.
const CHIPS: usize = 6;
/// The most cards along the bottom.
pub(super) const SECRET_CARDS: usize = 12;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (tumble_dice, show_die_faces).chain(),
            show_panels,
            turn_discs,
            show_attacks,
            show_money,
            fly_chips,
            show_secret_cards,
            show_prompt,
        )
            .in_set(TableSystems::Display)
            .in_set(AtTable(Desperados::GAME)),
    );
}

fn icon_color(icon: Icon) -> Color {
    match icon {
        Icon::Bottle => Color::srgb(0.30, 0.55, 0.28),
        Icon::Fist => Color::srgb(0.62, 0.42, 0.22),
        Icon::Knife => Color::srgb(0.45, 0.47, 0.50),
        Icon::Pistol => Color::srgb(0.35, 0.30, 0.55),
        Icon::Boss => theme::SHOOT,
    }
}

/// What the table calls each desperado under the disc.
pub(super) fn nickname(icon: Icon) -> &'static str {
    match icon {
        Icon::Bottle => "Brains",
        Icon::Boss => "Boss",
        other => other.label(),
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
        Face::Action => "ACTION",
        Face::Bottle => "BRAINS",
        Face::Fist => "FIST",
        Face::Knife => "KNIFE",
        Face::Pistol => "PISTOL",
        Face::Boss => "BOSS",
    }
}

pub(super) fn spawn_table(
    mut commands: Commands,
    shown: Res<Shown>,
    the_match: Res<TableMatch<Desperados>>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<ColorMaterial>>>,
) {
    let scoped = || DespawnOnExit(Screen::Table);
    // The match's own rules: a match picked up may have been dealt under another file.
    let rules: &DesperadosRules = the_match.rules();
    // Without a renderer (headless tests) the handles stay empty and draw nothing.
    let circle = meshes.as_mut().map(|meshes| meshes.add(Circle::new(layout::DISC_RADIUS))).unwrap_or_default();
    let mut ink = |color: Color| {
        materials.as_mut().map(|materials| materials.add(ColorMaterial::from_color(color))).unwrap_or_default()
    };
    let jailed_ink = ink(theme::STEEL);
    commands.spawn((Name::new("Felt"), scoped(), backdrop::felt(layout::FELT, layout::FELT_CENTRE, depth::FELT)));
    for strip in border(theme::TABLE_EDGE, layout::FELT + 12.0, 6.0, layout::FELT_CENTRE, depth::FELT - 0.1) {
        commands.spawn((scoped(), strip));
    }
    let seats = shown.view.gangs.len();
    for seat in 0..seats {
        let gang = &rules.gangs[usize::from(shown.view.gangs[seat].gang)];
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
                panel.spawn(rect(theme::TABLE_EDGE, layout::PANEL, Vec2::ZERO, 0.1));
                panel.spawn((
                    PanelText { seat },
                    text(format!("{}\n{}", the_match.names()[seat], gang.name), 15.0, theme::TEXT_LIGHT),
                    TextLayout::justify(Justify::Center),
                    Transform::from_xyz(0.0, 80.0, 0.3),
                ));
                panel.spawn((
                    text(gang.ability_text.clone(), 9.5, theme::BRASS),
                    TextLayout::justify(Justify::Center),
                    bevy::text::TextBounds::new_horizontal(layout::PANEL.x - 14.0),
                    Transform::from_xyz(0.0, -74.0, 0.3),
                ));
                panel.spawn((
                    PaymentText { seat: Some(seat) },
                    text("", 20.0, theme::HIGHLIGHT),
                    Transform::from_xyz(100.0, 62.0, 0.5),
                ));
                for icon in Icon::ALL {
                    let centre = layout::disc_offset(icon.index());
                    panel
                        .spawn((
                            Disc { seat, icon, free_shown: false, flip: 1.0 },
                            Transform::from_translation(centre.extend(0.3)),
                            Visibility::Inherited,
                        ))
                        .with_children(|disc| {
                            disc.spawn((
                                DiscSide::Jailed,
                                Mesh2d(circle.clone()),
                                MeshMaterial2d(jailed_ink.clone()),
                                Transform::default(),
                            ));
                            disc.spawn((
                                DiscSide::Free,
                                Mesh2d(circle.clone()),
                                MeshMaterial2d(ink(icon_color(icon))),
                                Transform::default(),
                                Visibility::Hidden,
                            ));
                            disc.spawn((
                                DiscText { seat, icon },
                                text("", 12.0, theme::TEXT_LIGHT),
                                TextLayout::justify(Justify::Center),
                                Transform::from_xyz(0.0, 0.0, 0.2),
                            ));
                        });
                    let name = &gang.desperados[icon.index()];
                    panel.spawn((
                        text(format!("{}\n{name}", nickname(icon)), 10.0, theme::PAPER),
                        TextLayout::justify(Justify::Center),
                        bevy::text::TextBounds::new_horizontal(layout::DISC_SPACING - 2.0),
                        Transform::from_translation((centre + Vec2::new(0.0, -40.0)).extend(0.3)),
                    ));
                    for index in 0..icon.dial_length() {
                        let angle = std::f32::consts::PI * (0.15 + 0.7 * f32::from(index) / 5.0);
                        let at = centre + Vec2::new(-angle.cos(), angle.sin()) * (layout::DISC_RADIUS + 6.0);
                        panel.spawn((Notch { seat, icon, index }, rect(theme::CARD_EDGE, Vec2::splat(5.0), at, 0.35)));
                    }
                }
            });
    }
    commands.spawn((
        BankText,
        scoped(),
        text("", 15.0, theme::BRASS),
        Transform::from_translation(Vec3::new(layout::FELT_CENTRE.x, layout::FELT_CENTRE.y - 98.0, depth::TEXT)),
    ));
    commands.spawn((
        PaymentText { seat: None },
        scoped(),
        text("", 20.0, theme::HIGHLIGHT),
        Transform::from_translation(Vec3::new(
            layout::FELT_CENTRE.x + 170.0,
            layout::FELT_CENTRE.y + 130.0,
            depth::TEXT,
        )),
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
    for index in 0..CHIPS {
        commands
            .spawn((
                ChipSprite { index },
                scoped(),
                Transform::from_translation(layout::FELT_CENTRE.extend(depth::TEXT - 1.0)),
                Visibility::Hidden,
            ))
            .with_children(|chip| {
                chip.spawn(rect(theme::INK, Vec2::new(38.0, 24.0), Vec2::ZERO, 0.0));
                chip.spawn(rect(theme::GOLD, Vec2::new(34.0, 20.0), Vec2::ZERO, 0.1));
                chip.spawn((ChipText { index }, text("", 13.0, theme::INK), Transform::from_xyz(0.0, 0.0, 0.2)));
            });
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
                edge(card, theme::CARD_EDGE, layout::HAND_CARD, 3.0, 0.0);
                card.spawn(rect(theme::PAPER, layout::HAND_CARD, Vec2::ZERO, 0.1));
                card.spawn((
                    SecretCardText { index },
                    text("", 11.0, theme::INK),
                    TextLayout::justify(Justify::Center),
                    bevy::text::TextBounds::new_horizontal(layout::HAND_CARD.x - 12.0),
                    Transform::from_xyz(0.0, 0.0, 0.2),
                ));
            });
    }
}

/// Dice thrown this step fly in from the edge, bounce and spin, and settle in place;
/// the others rest, the ones kept moved aside.
fn tumble_dice(
    time: Res<Time>,
    settings: Res<Settings>,
    mut shown: ResMut<Shown>,
    kept: Res<KeptDice>,
    turn: Res<Turn>,
    mut dice: Query<(&DieSprite, &mut Transform)>,
) {
    shown.scene.tumble_seconds += time.delta_secs() * settings.speed;
    let progress = (shown.scene.tumble_seconds / TUMBLE_SECONDS).min(1.0);
    let choosing_rerolls = turn.active.is_some() && matches!(shown.view.turn.phase, Phase::Choosing);
    let scene = &shown.scene;
    for (sprite, mut transform) in &mut dice {
        let die = sprite.die;
        let aside = choosing_rerolls && kept.0 & 1 << die != 0;
        let rest = layout::die_rest(die, aside);
        let (at, spin) = if scene.tumbling & 1 << die != 0 && progress < 1.0 {
            let from = layout::die_throw(die);
            // It rolls up its lane and settles with a bounce, spinning less and less.
            let across = EaseFunction::BounceOut.sample_clamped(progress);
            (from.lerp(rest, across), (1.0 - progress).powi(2) * 9.0 * (die as f32 + 1.0))
        } else {
            (transform.translation.truncate().lerp(rest, 0.25), 0.0)
        };
        transform.translation = at.extend(depth::DICE);
        transform.rotation = Quat::from_rotation_z(spin);
    }
}

/// The faces the dice show: mid-tumble each flickers through the others.
fn show_die_faces(
    shown: Res<Shown>,
    mut faces: Query<(&DieFace, &mut Picture)>,
    mut words: Query<(&DieWord, &mut Text2d)>,
) {
    let scene = &shown.scene;
    let progress = (scene.tumble_seconds / TUMBLE_SECONDS).min(1.0);
    let showing = |die: usize| {
        if scene.tumbling & 1 << die != 0 && progress < 1.0 {
            Face::from_index((die + (progress * 14.0) as usize) % Face::ALL.len())
        } else {
            shown.view.turn.dice.0[die]
        }
    };
    for (face, mut picture) in &mut faces {
        picture.set_if_neq(Picture::new(face_art(showing(face.die))));
    }
    for (word, mut text) in &mut words {
        set_text(&mut text, face_word(showing(word.die)));
    }
}

fn show_panels(
    shown: Res<Shown>,
    the_match: Res<TableMatch<Desperados>>,
    mut panels: Query<(&PanelText, &mut Text2d)>,
    mut frames: Query<(&PanelFrame, &mut Sprite)>,
    mut notches: Query<(&Notch, &mut Sprite), Without<PanelFrame>>,
    mut bank: Query<&mut Text2d, (With<BankText>, Without<PanelText>)>,
) {
    let view = &shown.view;
    let rules: &DesperadosRules = the_match.rules();
    for (panel, mut words) in &mut panels {
        let gang = &view.gangs[panel.seat];
        let name = &rules.gangs[usize::from(gang.gang)].name;
        let status = if gang.out { "BROKE".to_owned() } else { format!("${}", gang.money) };
        let cards = view.hand_sizes[panel.seat];
        set_text(&mut words, &format!("{} · {name}\n{status}   cards: {cards}", the_match.names()[panel.seat]));
    }
    for (frame, mut sprite) in &mut frames {
        let to_move = view.turn.seat == frame.seat && view.result.is_none();
        sprite.color = if to_move { theme::HIGHLIGHT } else { theme::CARD_EDGE };
    }
    for (notch, mut sprite) in &mut notches {
        let left = view.gangs[notch.seat].dials[notch.icon.index()];
        let turned = notch.icon.dial_length() - left;
        sprite.color = if notch.index < turned { theme::GOLD } else { theme::CARD_EDGE };
    }
    for mut words in &mut bank {
        set_text(
            &mut words,
            &format!("Bank ${}   ·   deck {}   ·   discards {}", view.bank, view.deck_size, view.discards.len()),
        );
    }
}

/// A disc flips over, edge-on and back, when its desperado escapes.
fn turn_discs(
    time: Res<Time>,
    settings: Res<Settings>,
    shown: Res<Shown>,
    mut discs: Query<(&mut Disc, &mut Transform, &Children)>,
    mut sides: Query<(&DiscSide, &mut Visibility)>,
    mut labels: Query<(&DiscText, &mut Text2d)>,
) {
    for (mut disc, mut transform, children) in &mut discs {
        let free = shown.view.gangs[disc.seat].is_free(disc.icon);
        if free != disc.free_shown && disc.flip >= 1.0 {
            disc.flip = 0.0;
        }
        if disc.flip < 1.0 {
            disc.flip = (disc.flip + time.delta_secs() * settings.speed * 2.0).min(1.0);
            if disc.flip >= 0.5 {
                disc.free_shown = free;
            }
        }
        transform.scale.x = (disc.flip * std::f32::consts::PI).cos().abs().max(0.05);
        for &child in children {
            if let Ok((side, mut visibility)) = sides.get_mut(child) {
                let up = (*side == DiscSide::Free) == disc.free_shown;
                visibility.set_if_neq(if up { Visibility::Inherited } else { Visibility::Hidden });
            }
        }
    }
    for (label, mut words) in &mut labels {
        let gang = &shown.view.gangs[label.seat];
        let left = gang.dials[label.icon.index()];
        let words_now = if left == 0 {
            let brains = label.icon == Icon::Bottle;
            if brains { "FREE\nbrains".to_owned() } else { format!("FREE\n${}", shown.view.limits.attack(label.icon)) }
        } else {
            format!("{left}")
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

/// Chips fly in an arc from the payer's purse to the payee's, then land.
fn fly_chips(
    time: Res<Time>,
    settings: Res<Settings>,
    mut shown: ResMut<Shown>,
    mut chips: Query<(&ChipSprite, &mut Transform, &mut Visibility)>,
    mut sums: Query<(&ChipText, &mut Text2d)>,
) {
    let seats = shown.view.gangs.len();
    let flights = &mut shown.scene.flights;
    for flight in flights.iter_mut() {
        flight.seconds += time.delta_secs() * settings.speed;
    }
    flights.retain(|flight| flight.seconds < FLIGHT_SECONDS);
    for (chip, mut transform, mut visibility) in &mut chips {
        let Some(flight) = flights.get(chip.index) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let progress = flight.seconds / FLIGHT_SECONDS;
        let from = layout::purse_position(purse_seat(flight.from), seats);
        let to = layout::purse_position(purse_seat(flight.to), seats);
        let arc = Vec2::new(0.0, 60.0 * (progress * std::f32::consts::PI).sin());
        transform.translation = (from.lerp(to, progress) + arc).extend(depth::TEXT - 1.0);
        visibility.set_if_neq(Visibility::Inherited);
    }
    for (chip, mut words) in &mut sums {
        if let Some(flight) = flights.get(chip.index) {
            set_text(&mut words, &format!("${}", flight.amount));
        }
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
) {
    let rules: &DesperadosRules = the_match.rules();
    let view = &shown.view;
    let visible = viewer.sees_hand_of(view.seat);
    let mut faces: Vec<String> = Vec::new();
    if visible {
        faces.extend(view.drawn.cards().map(|kind| {
            let card = &rules.deck[usize::from(kind)];
            format!("DRAWN\n{}\n{}", card.name, card.text)
        }));
        faces.extend(view.hand.cards().map(|kind| {
            let card = &rules.deck[usize::from(kind)];
            format!("{}\n{}", card.name, card.text)
        }));
    }
    let count = faces.len().min(SECRET_CARDS);
    for (card, mut transform, mut visibility) in &mut cards {
        let shows = card.index < count;
        visibility.set_if_neq(if shows { Visibility::Inherited } else { Visibility::Hidden });
        transform.translation = layout::hand_position(card.index, count).extend(depth::HAND);
    }
    for (card, mut words) in &mut texts {
        set_text(&mut words, faces.get(card.index).map_or("", String::as_str));
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
        (TablePhase::Choosing, Some(seat), Phase::Answering { by, .. }) if seat != view.turn.seat => format!(
            "{}: {} acts with the {}. Answer it with a card, or let it be.",
            names[seat],
            names[view.turn.seat],
            by.label()
        ),
        (TablePhase::Choosing, Some(_), Phase::Choosing) => {
            let left = crate::rules::desperados::MAX_ROLLS - view.turn.rolls;
            let keep = match *device {
                InputDevice::Keyboard => "Click a die (or press 1–4)".to_owned(),
                InputDevice::Gamepad => format!("Move to a die and press [{}]", device.glyph(Press::Choose)),
            };
            format!("{keep} to keep it aside, and roll the others again ({left} roll(s) left); or act or draw.")
        }
        (TablePhase::Choosing, Some(_), Phase::Acting) => {
            format!("{} action(s) left: choose who acts.", view.turn.actions_left)
        }
        (TablePhase::Choosing, Some(_), Phase::Keeping { keep }) => format!("Keep {keep} of the cards you drew."),
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
