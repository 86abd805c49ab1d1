//! The Desperados table's sprites follow [`Shown`]: the gangs' panels with their five
//! discs and jail dials, the attack lines and the money, and the hand of the player at the
//! screen (only while [`Viewer`] says they are there alone). The dice are [`super::dice`]'s,
//! the sprites' making [`super::sprites`]'.

use bevy::prelude::*;

use super::layout::{self, depth};
use super::show::{FLIGHT_SECONDS, money_change, purse_seat};
use crate::rules::desperados::art::effect_art;
use super::{Shown, Turn};
use crate::app::Settings;
use crate::app::art::{Picture, picture};
use crate::app::draw::{set_text, text};
use crate::app::language::Spoken;
use crate::app::motion::{Puff, TurnOver, Tween, TweenEnd, burst};
use crate::app::session::Viewer;
use crate::app::tables::shell::{Ask, Asked, Asking, SeatStatus, TableApp, TableMatch, TableSystems};
use crate::app::{Screen, theme};
use crate::rules::Line;
use crate::rules::desperados::{CardEffect, Desperados, DesperadosRules, Icon, Phase};
use crate::rules::{Seat, SeatSet};
use crate::text::{as_spoken, rules_file_code, seat_name, tr, tr_line};
/// A desperado's disc: the jailed side, the free side, and the dial notches around it.
#[derive(Component)]
pub(super) struct Disc {
    pub(super) seat: Seat,
    pub(super) icon: Icon,
    /// Whether the free side is up.
    pub(super) free_shown: bool,
}

#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub(super) enum DiscSide {
    Jailed,
    Free,
}

#[derive(Component)]
pub(super) struct DiscText {
    pub(super) seat: Seat,
    pub(super) icon: Icon,
}

/// The key in a dial's lock: shown once its desperado is out.
#[derive(Component)]
pub(super) struct DialKey {
    pub(super) seat: Seat,
    pub(super) icon: Icon,
}

/// The `index`th notch of a dial: lit once turned.
#[derive(Component)]
pub(super) struct Notch {
    pub(super) seat: Seat,
    pub(super) icon: Icon,
    pub(super) index: u8,
}

#[derive(Component)]
pub(super) struct PanelText {
    pub(super) seat: Seat,
}

/// The frame around a panel, lit for the gang to move.
#[derive(Component)]
pub(super) struct PanelFrame {
    pub(super) seat: Seat,
}

/// Money that moved this step, beside its purse (`None` the bank).
#[derive(Component)]
pub(super) struct PaymentText {
    pub(super) seat: Option<Seat>,
}

/// The words under the bank's chest and the deck.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub(super) enum FeltLabel {
    Bank,
    Deck,
}

/// A line of an attack, from a free desperado to an exposed gang.
#[derive(Component)]
pub(super) struct AttackSprite {
    pub(super) index: usize,
}

/// A Wild West card face up along the bottom: a card of the hand, or one just drawn.
#[derive(Component)]
pub(super) struct SecretCard {
    pub(super) index: usize,
}

#[derive(Component)]
pub(super) struct SecretCardText {
    pub(super) index: usize,
}

/// The picture of the card's effect on its left.
#[derive(Component)]
pub(super) struct SecretCardPicture {
    pub(super) index: usize,
}

/// The most attack lines drawn at once (one attack on three gangs).
pub(super) const ATTACK_LINES: usize = 3;
/// Seconds a disc takes to turn over, at normal speed.
const DISC_TURN_SECONDS: f32 = 0.5;
/// The most cards along the bottom.
pub(super) const SECRET_CARDS: usize = 12;

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<Desperados, _>(
        TableSystems::Display,
        (show_panels, turn_discs, show_attacks, show_money, fly_notes, show_secret_cards),
    )
    .add_table_systems::<Desperados, _>(Asking, ask)
    .add_systems(
        PostUpdate,
        word_the_abilities.run_if(resource_changed::<Spoken>).run_if(resource_exists::<TableMatch<Desperados>>),
    );
}

/// The ability printed on a gang card, by the gang's place in the rules' `gangs`.
#[derive(Component)]
pub(super) struct AbilityWords {
    pub(super) gang: usize,
}

/// The rules file words the abilities in each language it speaks: written again when the
/// language changes.
fn word_the_abilities(the_match: Res<TableMatch<Desperados>>, mut abilities: Query<(&AbilityWords, &mut Text2d)>) {
    let rules: &DesperadosRules = the_match.rules();
    for (ability, mut words) in &mut abilities {
        set_text(&mut words, &as_spoken(rules.ability_text(ability.gang, rules_file_code())));
    }
}
fn show_panels(
    shown: Res<Shown>,
    the_match: Res<TableMatch<Desperados>>,
    status: Res<SeatStatus>,
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
        let status = match (status.dropped(panel.seat), gang.out) {
            (Some(dropped), _) => dropped,
            (None, true) => Line::new("desp-status-broke"),
            (None, false) => Line::new("desp-status-money").number("money", gang.money),
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

/// What the gang at the screen is asked: dice to keep aside before rolling again, who
/// acts, the cards to keep, or whether to answer a rival's action with a card.
fn ask(shown: Res<Shown>, turn: Res<Turn>, mut asked: ResMut<Asked>) {
    let view = &shown.view;
    let ask = turn.active.filter(|_| view.result.is_none()).and_then(|seat| match view.turn.phase {
        Phase::Answering { by, .. } if seat != view.turn.seat => {
            Some(Ask::new(Line::new("desp-prompt-answer").seat("who", view.turn.seat).line("desperado", by.name())))
        }
        Phase::Choosing => {
            let left = crate::rules::desperados::MAX_ROLLS - view.turn.rolls;
            let ask = Ask::new(Line::new("desp-prompt-roll").number("left", left));
            Some(ask.how(Line::new("desp-keep-keys"), Line::new("desp-keep-pad")))
        }
        Phase::Acting => Some(Ask::new(Line::new("desp-prompt-act").number("actions", view.turn.actions_left))),
        Phase::Keeping { keep } => Some(Ask::new(Line::new("desp-prompt-keep").number("keep", keep))),
        _ => None,
    });
    asked.set_if_neq(Asked(ask));
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
