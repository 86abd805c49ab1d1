//! Sprites follow [`Shown`] for the table, the [`Turn`] and [`HeldUp`] for the shootout
//! being chosen, and [`Viewer`] for whose secret pick may be face up.

use bevy::prelude::*;

use super::effects;
use super::input::{pending_action, playable};
use super::layout::{self, depth};
use super::sprites::redraw_card;
use super::{HeldUp, Match, Shown, Turn};
use crate::app::draw::set_text;
use crate::app::glyphs::InputDevice;
use crate::app::motion::TurnOver;
use crate::app::session::{TablePhase, Viewer};
use crate::app::table_pointer::TablePointer;
use crate::app::tables::shell::SeatStatus;
use crate::app::tables::shell::{Ask, Asked, Asking, SeatsRound, TableApp, TableSystems};
use crate::rules::duel::describe_pick;
use crate::rules::duel::{Duel, DuelAction, DuelCard};
use crate::rules::{Line, Seat, SeatSet};
use crate::text::{YOU, say, seat_name, tr_line};

/// A seat's pick on the table: face down until every pick turns over.
#[derive(Component, Debug)]
pub struct PickSprite {
    pub seat: usize,
    pub face_up: bool,
    /// What its children show now: a face, or the back (`None`).
    pub showing: Option<Option<DuelCard>>,
}

/// A seat's plate: its name, money and life card, jolted when the seat is hit.
#[derive(Component)]
pub struct SeatPlate {
    pub seat: usize,
}

/// The line from a shooter to the target.
#[derive(Component)]
pub struct TargetLine {
    pub seat: usize,
}

/// The arrowhead at the target's end of a shooter's line: who shot whom, at a glance.
#[derive(Component)]
pub struct AimHead {
    pub seat: usize,
}

#[derive(Component)]
pub struct PlateText {
    pub seat: usize,
}

/// The ribbon on the duel master's plate.
#[derive(Component)]
pub struct MasterMark {
    pub seat: usize,
}

/// A seat's heart card, turned to a tombstone when the seat is down.
#[derive(Component)]
pub struct LifeCard {
    pub seat: usize,
}

/// The two faces of a [`LifeCard`].
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub enum LifeArt {
    Heart,
    Tombstone,
}

/// A card of the hand along the bottom, for the player at the screen.
#[derive(Component)]
pub struct HandSlot {
    pub index: usize,
    pub showing: Option<DuelCard>,
    pub lifted: bool,
}

/// The `index`th dollar of a seat's purse: shown while the seat holds more than `index`.
#[derive(Component)]
pub struct DollarCoin {
    pub seat: usize,
    pub index: u8,
}

/// Seconds a card takes to turn over, at normal speed: it is redrawn edge-on with its new
/// side and widens back in half of that.
const TURN_SECONDS: f32 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<Duel, _>(
        TableSystems::Display,
        ((show_plates, show_picks, show_aim, show_hand, effects::show_effects), effects::fade_effects).chain(),
    )
    .add_table_systems::<Duel, _>(Asking, ask);
}

/// A plate's pieces that are neither its life card's faces nor the master's ribbon.
type BesideTheLifeCard = (Without<LifeArt>, Without<MasterMark>);

#[allow(clippy::too_many_arguments)]
fn show_plates(
    mut commands: Commands,
    shown: Res<Shown>,
    the_match: Res<Match>,
    status: Res<SeatStatus>,
    mut texts: Query<(&PlateText, &mut Text2d)>,
    cards: Query<(Entity, &LifeCard, &Children)>,
    mut faces: Query<(&LifeArt, &mut Visibility), Without<MasterMark>>,
    mut master_marks: Query<(&MasterMark, &mut Visibility), Without<LifeArt>>,
    mut coins: Query<(&DollarCoin, &mut Visibility), BesideTheLifeCard>,
) {
    let view = &shown.view;
    for (plate, mut text) in &mut texts {
        let seat = plate.seat;
        let player = &view.players[seat];
        let status = if !player.alive {
            Line::new("duel-status-down")
        } else if let Some(status) = status.line(seat) {
            status
        } else {
            Line::new("duel-status-cards").number("cards", player.hand_size())
        };
        // Hands are public: who still holds the Rifle, or must reload soon, is for all to see.
        let [pistols, rifles, barricades, reloads] = player.hand;
        let line = Line::new("duel-plate")
            .name("name", seat_name(&the_match.names()[seat]))
            .number("dollars", player.dollars)
            .line("status", status)
            .number("pistols", pistols)
            .number("rifles", rifles)
            .number("barricades", barricades)
            .number("reloads", reloads);
        set_text(&mut text, &tr_line(&line));
    }
    for (coin, mut visibility) in &mut coins {
        let held = view.players[coin.seat].dollars > coin.index;
        visibility.set_if_neq(if held { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (mark, mut visibility) in &mut master_marks {
        visibility.set_if_neq(if view.master == mark.seat { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (entity, card, children) in &cards {
        let showing = if view.players[card.seat].alive { LifeArt::Heart } else { LifeArt::Tombstone };
        for child in children.iter() {
            if let Ok((art, mut visibility)) = faces.get_mut(child) {
                let wanted = if *art == showing { Visibility::Inherited } else { Visibility::Hidden };
                if *visibility != wanted {
                    *visibility = wanted;
                    if wanted == Visibility::Inherited {
                        commands.entity(entity).insert(TurnOver::from_edge(TURN_SECONDS));
                    }
                }
            }
        }
    }
}

/// The seats whose pick shows its face: a secret, except while a shootout's show turns
/// every pick over for all to see.
pub(super) fn secrets_shown(world: &mut World) -> SeatSet {
    if world.get_resource::<State<TablePhase>>().is_some_and(|phase| *phase.get() == TablePhase::Resolving) {
        return SeatSet::EMPTY;
    }
    let mut picks = world.query::<(&PickSprite, &Visibility)>();
    picks
        .iter(world)
        .filter(|(pick, visibility)| pick.face_up && **visibility != Visibility::Hidden)
        .map(|(pick, _)| pick.seat)
        .collect()
}

/// Each seat's pick: face up when turned over, or to its owner while choosing; face
/// down once locked in; absent before.
fn show_picks(
    mut commands: Commands,
    shown: Res<Shown>,
    turn: Res<Turn>,
    held: Res<HeldUp>,
    viewer: Res<Viewer>,
    mut sprites: Query<(Entity, &mut PickSprite, &mut Visibility)>,
) {
    for (entity, mut sprite, mut visibility) in &mut sprites {
        let seat = sprite.seat;
        let choosing = (turn.active == Some(seat) && *viewer == Viewer::Seat(seat)).then_some(held.card).flatten();
        let (wanted, face_up) = if let Some(pick) = shown.scene.revealed[seat] {
            (Some(pick.card()), true)
        } else if turn.has_decided(seat) {
            (Some(None), false)
        } else if let Some(card) = choosing {
            (Some(Some(card)), true)
        } else {
            (None, false)
        };
        sprite.face_up = face_up;
        let Some(drawn) = wanted else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        visibility.set_if_neq(Visibility::Inherited);
        // Face down shows the back; so does an empty-handed reveal, which has no card.
        let drawn = if face_up { drawn } else { None };
        if sprite.showing != Some(drawn) {
            // Turning face up is shown; going face down is instant, so no secret lingers.
            if sprite.showing.is_some() && drawn.is_some() {
                commands.entity(entity).insert(TurnOver::from_edge(TURN_SECONDS));
            }
            sprite.showing = Some(drawn);
            redraw_card(&mut commands, entity, drawn, layout::PICK_CARD);
        }
    }
}

/// Aim lines: every gun pick once turned over, and the aim of the player choosing.
#[allow(clippy::too_many_arguments)]
fn show_aim(
    shown: Res<Shown>,
    turn: Res<Turn>,
    held: Res<HeldUp>,
    viewer: Res<Viewer>,
    pointer: TablePointer,
    device: Res<InputDevice>,
    round: Res<SeatsRound>,
    mut lines: Query<(&TargetLine, &mut Transform, &mut Sprite, &mut Visibility)>,
    mut heads: Query<(&AimHead, &mut Transform, &mut Visibility), Without<TargetLine>>,
) {
    let round = *round;
    // A resting mouse is no aim of a player on a gamepad.
    let pointer = pointer.position().filter(|_| *device == InputDevice::Keyboard);
    // Where each seat's aim ends, at what angle, and whether at a pick.
    let mut aims = vec![None; shown.view.players.len()];
    for (line, mut transform, mut sprite, mut visibility) in &mut lines {
        let seat = line.seat;
        let aiming = *viewer == Viewer::Seat(seat)
            && turn.active == Some(seat)
            && !turn.has_decided(seat)
            && held.gun().is_some();
        // The aim ends at the target's pick, or follows the pointer until a target is chosen.
        let end = match shown.scene.revealed[seat] {
            Some(DuelAction::Fire { target, .. }) => Some(layout::pick_position(target.into(), round)),
            Some(_) => None,
            None if aiming => held.target.map(|target| layout::pick_position(target, round)).or(pointer),
            None => None,
        };
        let Some(end) = end else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let (centre, length, angle) = layout::bar_between(layout::pick_position(seat, round), end);
        transform.translation = centre.extend(depth::LINES);
        transform.rotation = Quat::from_rotation_z(angle);
        sprite.custom_size = Some(Vec2::new(length, 3.0));
        visibility.set_if_neq(Visibility::Inherited);
        aims[seat] = Some((end, angle, shown.scene.revealed[seat].is_some() || held.target.is_some()));
    }
    // The arrowhead: at the edge of the target's pick, or at the pointer still aiming.
    for (head, mut transform, mut visibility) in &mut heads {
        let Some((end, angle, at_a_pick)) = aims.get(head.seat).copied().flatten() else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        let from = layout::pick_position(head.seat, round);
        let point = if at_a_pick { layout::edge_toward(from, end, layout::PICK_CARD) } else { end };
        transform.translation = point.extend(depth::EFFECTS - 1.0);
        transform.rotation = Quat::from_rotation_z(angle);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// The hand of the player at the screen, the held card lifted.
fn show_hand(
    mut commands: Commands,
    shown: Res<Shown>,
    turn: Res<Turn>,
    held: Res<HeldUp>,
    viewer: Res<Viewer>,
    mut slots: Query<(Entity, &mut HandSlot, &mut Transform, &mut Visibility)>,
) {
    let hand = match *viewer {
        Viewer::Seat(seat) if shown.view.players[seat].alive => Some((seat, shown.view.players[seat].hand)),
        _ => None,
    };
    let cards = hand.map(|(_, hand)| layout::hand_cards(hand)).unwrap_or_default();
    let held = hand.and_then(|(seat, _)| (turn.active == Some(seat)).then_some(held.card).flatten());
    let held_index = held.and_then(|card| cards.iter().position(|&other| other == card));
    for (entity, mut slot, mut transform, mut visibility) in &mut slots {
        let Some(&card) = cards.get(slot.index) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        if slot.showing != Some(card) {
            slot.showing = Some(card);
            redraw_card(&mut commands, entity, Some(card), layout::HAND_CARD);
        }
        slot.lifted = held_index == Some(slot.index);
        let at = layout::hand_position(slot.index, cards.len()) + Vec2::Y * if slot.lifted { 8.0 } else { 0.0 };
        transform.translation = at.extend(depth::CARDS + slot.index as f32);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// What the gunslinger at the screen is asked: a card, a rival to aim at, or to lock the
/// pick in (where a gun is held, or another rival to aim at).
fn ask(turn: Res<Turn>, held: Res<HeldUp>, the_match: Res<Match>, shown: Res<Shown>, mut asked: ResMut<Asked>) {
    let ask = turn.active.map(|seat| match (pending_action(&held, shown.view.players[seat].hand_size()), held.card) {
        (Some(DuelAction::EmptyHanded), _) => Ask::new(Line::new("duel-prompt-empty-handed")),
        (Some(action), _) => {
            // The pick as the one choosing it is told it: "You fire a Pistol at Kate".
            let pick = say(&describe_pick(seat, action), &you_at(seat, the_match.names()));
            let lock_in = Ask::new(Line::new("duel-prompt-lock-in").name("pick", pick));
            match action {
                DuelAction::Fire { .. } => {
                    lock_in.how(Line::new("duel-prompt-other-rival-keys"), Line::new("duel-prompt-other-rival-pad"))
                }
                _ => lock_in.how(Line::new("status-none"), Line::new("status-none")),
            }
        }
        (None, None) => {
            // The keys of the cards a pick may play now, and none used up.
            let keys: Vec<String> = (DuelCard::ALL.into_iter().enumerate())
                .filter(|&(_, card)| playable(card, &turn.legal))
                .map(|(index, card)| {
                    tr_line(&Line::new("duel-pick-key").number("key", index + 1).line("card", card.name()))
                })
                .collect();
            let keys = Line::new("duel-pick-keys").name("cards", keys.join("  "));
            Ask::new(Line::new("duel-prompt-pick")).how(keys, Line::new("duel-pick-pad"))
        }
        (None, Some(_)) => {
            Ask::new(Line::new("duel-prompt-aim")).how(Line::new("duel-aim-keys"), Line::new("duel-aim-pad"))
        }
    });
    asked.set_if_neq(Asked(ask));
}

/// The table's names, with `seat` as the one at the screen: a pick is told to whoever is
/// making it as their own ("You fire …"), at any table.
fn you_at(seat: Seat, names: &[String]) -> Vec<String> {
    let mut names = names.to_vec();
    names[seat] = YOU.to_owned();
    names
}
