//! Sprites follow [`Shown`] for the table and [`Viewer`] for whose hand may be face
//! up: only the seat at the screen's, and only its own.

use bevy::prelude::*;

use super::effects::{self, played_into_trick};
use super::input::DECLARATION_KEYS;
use super::layout::{self, depth};
use super::panels::hint_for;
use super::sprites::{POOL_CHIPS, SuitArt, redraw_card, suit_shape};
use super::{Match, Shown, Turn};
use crate::app::coach::Coach;
use crate::app::draw::{rect, set_text};
use crate::app::session::{TablePhase, Viewer};
use crate::app::table_pointer::TablePointer;
use crate::app::tables::shell::SeatStatus;
use crate::app::tables::shell::{Ask, Asked, Asking, SeatsRound, TableApp, TableSystems};
use crate::app::theme;
use crate::rules::Line;
use crate::rules::SeatSet;
use crate::rules::three_card_loo::{Card, CardSet, LooAction, LooPhase, PlayRule, Seating, Suit, ThreeCardLoo};
use crate::text::{seat_name, tr_line};

/// A seat's card in the trick on the table.
#[derive(Component, Debug)]
pub struct TrickCardSprite {
    pub seat: usize,
    pub showing: Option<Card>,
}

/// A card of the hand along the bottom, for the player at the screen.
#[derive(Component, Debug)]
pub struct HandSlot {
    pub index: usize,
    pub showing: Option<Card>,
}

/// The dimming over a hand card that may not be played.
#[derive(Component)]
pub struct Veil;

#[derive(Component)]
pub struct PlateText {
    pub seat: usize,
}

#[derive(Component)]
pub struct DealerButton {
    pub seat: usize,
}

/// The glow round the plate of the seat to act.
#[derive(Component)]
pub struct TurnMarker {
    pub seat: usize,
}

#[derive(Component)]
pub struct WinnerGlow;

#[derive(Component)]
pub struct TurnUpSprite {
    pub showing: Option<Card>,
}

#[derive(Component)]
pub struct TrumpText;

#[derive(Component)]
pub struct MissSprite;

#[derive(Component)]
pub struct PoolChip {
    pub index: usize,
}

#[derive(Component)]
pub struct PoolText;

/// The coach's estimate on a hand card, once asked for.
#[derive(Component)]
pub struct HintLabel {
    pub index: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<ThreeCardLoo, _>(
        TableSystems::Display,
        (show_plates, show_trick, show_hand, show_hint, show_turn_up, show_pool, effects::show_effects).chain(),
    )
    .add_table_systems::<ThreeCardLoo, _>(Asking, ask);
}

fn seat_to_act(shown: &Shown) -> Option<usize> {
    match shown.view.phase {
        LooPhase::Declaring(seat) | LooPhase::Playing(seat) => Some(seat),
        LooPhase::Over => None,
    }
}

fn seating_words(seating: Seating) -> &'static str {
    match seating {
        Seating::Waiting => "status-none",
        Seating::Dropped => "loo-status-dropped",
        Seating::Playing => "loo-status-plays",
        Seating::TookMiss => "loo-status-took-miss",
        Seating::DefendingMiss => "loo-status-defends-miss",
        Seating::Out => "loo-status-out",
    }
}

#[allow(clippy::too_many_arguments)]
fn show_plates(
    shown: Res<Shown>,
    the_match: Res<Match>,
    status: Res<SeatStatus>,
    mut texts: Query<(&PlateText, &mut Text2d)>,
    mut buttons: Query<(&DealerButton, &mut Visibility), Without<TurnMarker>>,
    mut markers: Query<(&TurnMarker, &mut Visibility), Without<DealerButton>>,
) {
    let view = &shown.view;
    for (plate, mut text) in &mut texts {
        let seat = plate.seat;
        let player = &view.players[seat];
        let status = status.line(seat).unwrap_or_else(|| Line::new(seating_words(player.seating)));
        let line = Line::new("loo-plate")
            .name("name", seat_name(&the_match.names()[seat]))
            .number("chips", player.balance)
            .line("status", status)
            .number("tricks", player.tricks);
        set_text(&mut text, &tr_line(&line));
    }
    for (button, mut visibility) in &mut buttons {
        visibility.set_if_neq(if view.dealer == button.seat { Visibility::Inherited } else { Visibility::Hidden });
    }
    let acting = seat_to_act(&shown);
    for (marker, mut visibility) in &mut markers {
        visibility.set_if_neq(if acting == Some(marker.seat) { Visibility::Inherited } else { Visibility::Hidden });
    }
}

fn show_trick(
    mut commands: Commands,
    art: Res<SuitArt>,
    shown: Res<Shown>,
    round: Res<SeatsRound>,
    mut cards: Query<(Entity, &mut TrickCardSprite, &mut Visibility), Without<WinnerGlow>>,
    mut glow: Query<(&mut Transform, &mut Visibility), With<WinnerGlow>>,
) {
    let seats = round.seats();
    for (entity, mut sprite, mut visibility) in &mut cards {
        let card = shown.scene.trick.iter().find(|(seat, _)| *seat == sprite.seat).map(|&(_, card)| card);
        let Some(card) = card else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        if sprite.showing != Some(card) {
            sprite.showing = Some(card);
            redraw_card(&mut commands, &art, entity, Some(card), layout::trick_card(seats), false);
            // Played from the seat into the trick.
            let (from, to) = (layout::seat_position(sprite.seat, *round), layout::trick_position(sprite.seat, *round));
            commands.entity(entity).insert(played_into_trick(from, to));
        }
        visibility.set_if_neq(Visibility::Inherited);
    }
    for (mut transform, mut visibility) in &mut glow {
        match shown.scene.trick_winner {
            Some(seat) => {
                transform.translation = layout::trick_position(seat, *round).extend(depth::CARDS - 0.5);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// The rule for the card the player at the screen is choosing, if any: the table is drawn
/// for them while they choose.
pub(super) fn rule_at_screen(shown: &Shown, phase: TablePhase, turn: &Turn) -> Option<PlayRule> {
    (phase == TablePhase::Choosing && turn.active == Some(shown.seat)).then(|| shown.view.play_rule()).flatten()
}

/// The seat whose hand shows along the bottom, if it shows: the seat the table is drawn for.
pub(super) fn secrets_shown(world: &mut World) -> SeatSet {
    let seat = world.resource::<Shown>().seat;
    let mut slots = world.query::<(&HandSlot, &Visibility)>();
    let showing =
        slots.iter(world).any(|(slot, visibility)| slot.showing.is_some() && *visibility != Visibility::Hidden);
    if showing { SeatSet::single(seat) } else { SeatSet::EMPTY }
}

/// The hand of the seat at the screen, in suit and rank order.
pub fn hand_cards(hand: CardSet) -> Vec<Card> {
    hand.iter().collect()
}

#[allow(clippy::too_many_arguments)]
fn show_hand(
    mut commands: Commands,
    art: Res<SuitArt>,
    shown: Res<Shown>,
    turn: Res<Turn>,
    viewer: Res<Viewer>,
    phase: Res<State<TablePhase>>,
    mut slots: Query<(Entity, &mut HandSlot, &mut Transform, &mut Visibility, Option<&Children>)>,
    mut veils: Query<&mut Visibility, (With<Veil>, Without<HandSlot>)>,
) {
    let visible = viewer.sees_hand_of(shown.view.seat);
    let cards = if visible { hand_cards(shown.view.hand) } else { Vec::new() };
    let rule = rule_at_screen(&shown, *phase.get(), &turn);
    for (entity, mut slot, mut transform, mut visibility, children) in &mut slots {
        let Some(&card) = cards.get(slot.index) else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        if slot.showing != Some(card) {
            slot.showing = Some(card);
            redraw_card(&mut commands, &art, entity, Some(card), layout::HAND_CARD, true);
        }
        let playable = rule.is_some_and(|rule| rule.allowed.contains(card));
        let refused = rule.is_some_and(|rule| !rule.allowed.contains(card));
        let lift = if playable { 9.0 } else { 0.0 };
        transform.translation =
            (layout::hand_position(slot.index, cards.len()) + Vec2::Y * lift).extend(depth::CARDS + slot.index as f32);
        visibility.set_if_neq(Visibility::Inherited);
        for child in children.into_iter().flatten() {
            if let Ok(mut veil) = veils.get_mut(*child) {
                veil.set_if_neq(if refused { Visibility::Inherited } else { Visibility::Hidden });
            }
        }
    }
}

/// The coach's estimate on each card the player at the screen may play.
fn show_hint(
    the_match: Res<Match>,
    shown: Res<Shown>,
    turn: Res<Turn>,
    phase: Res<State<TablePhase>>,
    coach: Res<Coach<ThreeCardLoo>>,
    mut labels: Query<(&HintLabel, &mut Text2d, &mut Transform, &mut Visibility)>,
) {
    let seat = turn.active.filter(|_| *phase.get() == TablePhase::Choosing);
    let hint = seat.and_then(|seat| coach.hint(seat, the_match.decisions()));
    let cards = seat.map(|_| hand_cards(shown.view.hand)).unwrap_or_default();
    for (label, mut text, mut transform, mut visibility) in &mut labels {
        let words = cards.get(label.index).and_then(|&card| hint_for(&shown.view, hint, LooAction::Play(card)));
        let Some(words) = words else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        set_text(&mut text, &words);
        let at = layout::hand_position(label.index, cards.len()) - Vec2::Y * 38.0;
        transform.translation = at.extend(depth::LABELS);
        visibility.set_if_neq(Visibility::Inherited);
    }
}

/// The turn-up card and the trump suit, always in view.
fn show_turn_up(
    mut commands: Commands,
    art: Res<SuitArt>,
    shown: Res<Shown>,
    mut turn_up: Query<(Entity, &mut TurnUpSprite, &mut Visibility)>,
    mut trumps: Query<&mut Text2d, With<TrumpText>>,
) {
    let view = &shown.view;
    for (entity, mut sprite, mut visibility) in &mut turn_up {
        if sprite.showing != Some(view.turn_up) {
            sprite.showing = Some(view.turn_up);
            redraw_card(&mut commands, &art, entity, Some(view.turn_up), layout::MIDDLE_CARD, false);
            // The trump suit's shape beside its name, so it reads at a glance.
            commands.entity(entity).with_children(|parent| trump_mark(parent, &art, view.trumps));
        }
        visibility.set_if_neq(Visibility::Inherited);
    }
    for mut text in &mut trumps {
        set_text(&mut text, &tr_line(&Line::new("loo-trumps").line("suit", view.trumps.spoken())));
    }
}

/// The miss while it lies there, and the pool as chips and a number.
fn show_pool(
    shown: Res<Shown>,
    mut miss: Query<&mut Visibility, (With<MissSprite>, Without<PoolChip>)>,
    mut chips: Query<(&PoolChip, &mut Visibility), Without<MissSprite>>,
    mut pool_text: Query<&mut Text2d, With<PoolText>>,
) {
    let view = &shown.view;
    for mut visibility in &mut miss {
        visibility.set_if_neq(if view.miss_open { Visibility::Inherited } else { Visibility::Hidden });
    }
    let shown_chips = (view.pool as usize).min(POOL_CHIPS);
    for (chip, mut visibility) in &mut chips {
        visibility.set_if_neq(if chip.index < shown_chips { Visibility::Inherited } else { Visibility::Hidden });
    }
    let pool = match view.phase {
        LooPhase::Playing(_) => Line::new("loo-pool-in-play").number("per-trick", view.pool_at_play / 3),
        _ => Line::new("loo-pool"),
    };
    let words = tr_line(&pool.number("pool", view.pool));
    for mut text in &mut pool_text {
        set_text(&mut text, &words);
    }
}

fn trump_mark(parent: &mut ChildSpawnerCommands, art: &SuitArt, trumps: Suit) {
    parent.spawn(rect(theme::PAPER, Vec2::splat(30.0), Vec2::new(-54.0, 0.0), 0.2));
    suit_shape(parent, art, trumps, 24.0, Vec2::new(-54.0, 0.0), 0.3);
}

/// What the player at the screen is asked: to declare, or a card to lead or play; a card
/// pointed at that the rules keep them from playing says why.
fn ask(turn: Res<Turn>, shown: Res<Shown>, viewer: Res<Viewer>, pointer: TablePointer, mut asked: ResMut<Asked>) {
    let ask = turn.active.map(|seat| match shown.view.play_rule() {
        Some(rule) => {
            let cards = if viewer.sees_hand_of(seat) { hand_cards(shown.view.hand) } else { Vec::new() };
            let pointer = pointer.position();
            let hovered = pointer.and_then(|point| {
                (0..cards.len())
                    .find(|&index| layout::on_hand_card(point, index, cards.len()))
                    .map(|index| cards[index])
            });
            match hovered.and_then(|card| rule.refusal(card).map(|why| (card, why))) {
                Some((card, why)) => {
                    Ask::new(Line::new("loo-prompt-refused").line("card", card.spoken()).line("why", why.spoken()))
                }
                None => {
                    let what = if shown.view.trick.is_empty() { "loo-prompt-lead" } else { "loo-prompt-card" };
                    Ask::new(Line::new(what)).how(Line::new("loo-how-keys"), Line::new("loo-how-pad"))
                }
            }
        }
        None => {
            // The keys of the declarations this seat may make, and no other's (only the
            // dealer may defend the miss).
            let keys: Vec<String> = (DECLARATION_KEYS.iter())
                .filter(|(declaration, ..)| turn.legal.contains(&LooAction::Declare(*declaration)))
                .map(|(declaration, _, letter)| {
                    tr_line(&Line::new("loo-declare-key").name("key", *letter).line("what", declaration.spoken()))
                })
                .collect();
            let keys = Line::new("loo-declare-keys").name("keys", keys.join("  "));
            Ask::new(Line::new("loo-prompt-declare")).how(keys, Line::new("loo-declare-pad"))
        }
    });
    asked.set_if_neq(Asked(ask));
}
