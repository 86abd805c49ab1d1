//! Sprites follow what is shown: [`Shown`] for the table, the [`Turn`] and [`Building`]
//! for the pairs being chosen, and [`Viewer`] for whose secrets may be face up.

use bevy::prelude::*;

use super::layout::{self, depth};
use super::piles;
use super::sprites::saloon_face;
use super::{Building, Highlight, Match, Shown, Turn};
use crate::app::draw::set_text;
use crate::app::motion::{Follow, Jolt, TurnOver};
use crate::app::session::Viewer;
use crate::app::tables::shell::SeatStatus;
use crate::app::tables::shell::{Ask, Asked, Asking, SeatsRound, TableApp, TableSystems};
use crate::rules::Line;
use crate::rules::SeatSet;
use crate::rules::loot_shoot_whiskey::{HandCard, LootShootWhiskey, SaloonCard};
use crate::text::{seat_name, tr, tr_line};

/// One physical action card of a seat's hand.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandCardSprite {
    pub seat: usize,
    pub kind: HandCard,
    pub copy: usize,
    pub face_up: bool,
    /// Lies on a slot after the reveal, seen by everyone.
    pub revealed: bool,
}

/// The face or the back of a card, children of the card.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardSide {
    Face,
    Back,
}

/// A card that turns over: the side it shows.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Flippable {
    pub showing_face: bool,
}

#[derive(Component)]
pub struct RowCard {
    pub slot: usize,
    pub showing: Option<SaloonCard>,
}

#[derive(Component)]
pub struct DeckSprite;

/// One of a seat's hit cards, shown once the seat has that many hits.
#[derive(Component)]
pub struct HitToken {
    pub seat: usize,
    pub index: usize,
    pub showing: bool,
}

#[derive(Component)]
pub struct DiscardSprite {
    pub showing: Option<SaloonCard>,
}

#[derive(Component)]
pub struct PileSprite {
    pub seat: usize,
    pub showing: Option<SaloonCard>,
}

#[derive(Component)]
pub struct Scoreboard {
    pub seat: usize,
}

#[derive(Component)]
pub struct SlotGlow {
    pub seat: usize,
}

#[derive(Component)]
pub struct BottleSprite;

/// Says what beat what on the slot being settled.
#[derive(Component)]
pub struct ShowdownCaption;

/// The words of the showdown caption.
#[derive(Component)]
pub struct CaptionWords;

/// Seconds a card takes to turn over, at normal speed.
const FLIP_SECONDS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.add_table_systems::<LootShootWhiskey, _>(
        TableSystems::Display,
        (
            (place_hand_cards, show_row, piles::launch_flights, show_labels, show_caption, show_hits),
            piles::show_piles,
            (flip_cards, piles::land_flights, wobble_bottle),
        )
            .chain(),
    )
    .add_table_systems::<LootShootWhiskey, _>(Asking, ask);
}

/// The seats with a card of their own showing its face and not yet revealed to all.
pub(super) fn secrets_shown(world: &mut World) -> SeatSet {
    let mut cards = world.query::<(&HandCardSprite, &Children)>();
    let mut sides = world.query::<(&CardSide, &Visibility)>();
    let mut seats = SeatSet::EMPTY;
    for (sprite, children) in cards.iter(world) {
        let face_showing = children.iter().any(|child| {
            sides
                .get(world, child)
                .is_ok_and(|(side, visibility)| *side == CardSide::Face && visibility != Visibility::Hidden)
        });
        if !sprite.revealed && (sprite.face_up || face_showing) {
            seats = seats.with(sprite.seat);
        }
    }
    seats
}

/// How far a card off the hand has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Put on a slot, still changeable.
    Choosing,
    /// Locked in, face down.
    LockedIn,
    /// Turned over with the rival's.
    Revealed,
}

/// Puts each action card where it belongs: on a slot if revealed or being chosen, else
/// fanned in the hand; face up only where the viewer may see it.
fn place_hand_cards(
    shown: Res<Shown>,
    turn: Res<Turn>,
    building: Res<Building>,
    viewer: Res<Viewer>,
    round: Res<SeatsRound>,
    mut cards: Query<(&mut HandCardSprite, &mut Follow)>,
) {
    let first_slot = shown.view.first_slot;
    for seat in 0..2 {
        // (slot, kind, stage) for every card off the hand.
        let mut placed: Vec<(usize, HandCard, Stage)> = Vec::new();
        for (slot, card) in shown.scene.played[seat].iter().enumerate() {
            if let Some(card) = card {
                placed.push((slot, *card, Stage::Revealed));
            }
        }
        let pending = match turn.decided[seat] {
            Some(commit) => {
                [Some(commit.first), Some(commit.second)].map(|card| card.map(|card| (card, Stage::LockedIn)))
            }
            None => building.0[seat].map(|card| card.map(|card| (card, Stage::Choosing))),
        };
        for (offset, entry) in pending.iter().enumerate() {
            if let Some((card, stage)) = entry {
                placed.push((first_slot + offset, *card, *stage));
            }
        }
        let mut in_hand: Vec<(HandCard, usize)> = Vec::new();
        let mut sprites: Vec<_> = cards.iter_mut().filter(|(sprite, _)| sprite.seat == seat).collect();
        sprites.sort_by_key(|(sprite, _)| (sprite.kind, sprite.copy));
        let mut used = placed.clone();
        for (sprite, target) in &mut sprites {
            if let Some(index) = used.iter().position(|(_, kind, _)| *kind == sprite.kind) {
                let (slot, _, stage) = used.remove(index);
                target.0 = layout::played_position(seat, slot, *round).extend(depth::CARDS + slot as f32);
                // A choice shows only to its owner, and only until locked in: then every
                // chosen card lies face down until they all turn together.
                sprite.face_up = match stage {
                    Stage::Revealed => true,
                    Stage::Choosing => *viewer == Viewer::Seat(seat),
                    Stage::LockedIn => false,
                };
                sprite.revealed = stage == Stage::Revealed;
            } else {
                in_hand.push((sprite.kind, sprite.copy));
            }
        }
        let count = in_hand.len();
        for (sprite, target) in &mut sprites {
            if let Some(index) = in_hand.iter().position(|&(kind, copy)| kind == sprite.kind && copy == sprite.copy) {
                target.0 = layout::hand_position(seat, index, count, *round).extend(depth::CARDS + index as f32);
                sprite.face_up = viewer.sees_hand_of(seat);
                sprite.revealed = false;
            }
        }
    }
}

pub(super) fn respawn_face(commands: &mut Commands, entity: Entity, card: Option<SaloonCard>) {
    commands.entity(entity).despawn_related::<Children>();
    if let Some(card) = card {
        commands.entity(entity).with_children(|parent| saloon_face(parent, card, layout::CARD));
    }
}

fn show_row(
    mut commands: Commands,
    shown: Res<Shown>,
    mut row: Query<(Entity, &mut RowCard, &mut Transform, &mut Visibility)>,
) {
    for (entity, mut card, mut transform, mut visibility) in &mut row {
        let wanted = shown.view.row[card.slot];
        if wanted == card.showing {
            continue;
        }
        if card.showing.is_none() {
            // A newly dealt card slides in from the deck.
            transform.translation = layout::DECK.extend(depth::FLYING);
        }
        card.showing = wanted;
        respawn_face(&mut commands, entity, wanted);
        *visibility = if wanted.is_some() { Visibility::Inherited } else { Visibility::Hidden };
    }
}

/// Hit cards appear one by one, sliding in from the showdown that won them, and stack
/// beside their seat's hand wherever the table has turned it.
fn show_hits(
    shown: Res<Shown>,
    round: Res<SeatsRound>,
    mut tokens: Query<(&mut HitToken, &mut Transform, &mut Follow, &mut Visibility)>,
) {
    for (mut token, mut transform, mut follow, mut visibility) in &mut tokens {
        if round.is_changed() {
            follow.0 = layout::hit_position(token.seat, token.index, *round).extend(follow.0.z);
        }
        let wanted = token.index < usize::from(shown.view.players[token.seat].hits);
        if wanted == token.showing {
            continue;
        }
        token.showing = wanted;
        if wanted {
            let from = shown
                .scene
                .highlight
                .as_ref()
                .map_or(layout::BANNER, |highlight| layout::slot_position(highlight.slot));
            transform.translation = from.extend(depth::FLYING);
        }
        *visibility = if wanted { Visibility::Inherited } else { Visibility::Hidden };
    }
}

#[allow(clippy::type_complexity)]
fn show_labels(
    shown: Res<Shown>,
    the_match: Res<Match>,
    status: Res<SeatStatus>,
    round: Res<SeatsRound>,
    mut texts: ParamSet<(
        Query<(&Scoreboard, &mut Text2d)>,
        Query<&mut Text2d, With<DeckSprite>>,
        Query<&mut Text2d, With<BottleSprite>>,
    )>,
    mut bottle: Query<&mut Follow, (With<BottleSprite>, Without<HandCardSprite>)>,
    mut glows: Query<(&SlotGlow, &mut Transform, &mut Visibility)>,
) {
    let view = &shown.view;
    let limits = view.limits;
    for (board, mut text) in &mut texts.p0() {
        let seat = board.seat;
        let player = &view.players[seat];
        let status = status.line(seat).unwrap_or(Line::new("status-none"));
        let words = tr_line(
            &Line::new("lsw-scoreboard")
                .name("name", seat_name(&the_match.names()[seat]))
                .line("status", status)
                .number("nuggets", player.nuggets)
                .number("nuggets-to-win", limits.nuggets_to_win)
                .number("hits", player.hits)
                .number("hits-to-win", limits.hits_to_win)
                .number("looted", player.pile.len()),
        );
        set_text(&mut text, &words);
    }
    let deck = tr_line(&Line::new("lsw-deck").number("cards", view.deck_contents.len()));
    for mut text in &mut texts.p1() {
        set_text(&mut text, &deck);
    }
    let bottle_words = match view.bottle {
        Some(bottle) => tr_line(&Line::new("lsw-bottle-streak").number("streak", bottle.streak)),
        None => tr("lsw-bottle-at-bar"),
    };
    for mut text in &mut texts.p2() {
        set_text(&mut text, &bottle_words);
    }
    for mut target in &mut bottle {
        target.0 = layout::bottle_position(view.bottle.map(|bottle| bottle.holder), *round).extend(depth::CARDS);
    }
    for (glow, mut transform, mut visibility) in &mut glows {
        match &shown.scene.highlight {
            Some(Highlight { slot, winner: Some(winner), .. }) if *winner == glow.seat => {
                transform.translation = layout::played_position(*winner, *slot, *round).extend(depth::GLOW);
                *visibility = Visibility::Inherited;
            }
            _ => *visibility = Visibility::Hidden,
        }
    }
}

/// The caption over the slot being settled: its frame follows the slot, its words say
/// what beat what.
fn show_caption(
    shown: Res<Shown>,
    mut frames: Query<(&mut Transform, &mut Visibility), With<ShowdownCaption>>,
    mut words: Query<&mut Text2d, With<CaptionWords>>,
) {
    for (mut transform, mut visibility) in &mut frames {
        match &shown.scene.highlight {
            Some(highlight) => {
                transform.translation = layout::slot_position(highlight.slot).extend(depth::LABELS);
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
    if let Some(highlight) = &shown.scene.highlight {
        for mut text in &mut words {
            set_text(&mut text, &highlight.caption);
        }
    }
}

/// What the outlaw at the screen is asked: a card for the next free slot of the pair, or,
/// both placed, to lock them in.
fn ask(turn: Res<Turn>, building: Res<Building>, shown: Res<Shown>, mut asked: ResMut<Asked>) {
    let ask = turn.active.map(|seat| match building.0[seat].iter().position(Option::is_none) {
        Some(offset) => Ask::new(Line::new("lsw-prompt-choose").number("slot", shown.view.first_slot + offset + 1))
            .how(Line::new("lsw-prompt-keys"), Line::new("lsw-prompt-pad")),
        None => Ask::new(Line::new("lsw-prompt-lock-in")),
    });
    asked.set_if_neq(Asked(ask));
}

/// Turns cards whose side changed: the card narrows to an edge, swaps sides, widens again.
fn flip_cards(
    mut commands: Commands,
    mut cards: Query<(Entity, &HandCardSprite, &mut Flippable, Option<&TurnOver>, &Children)>,
    mut sides: Query<(&CardSide, &mut Visibility)>,
) {
    for (entity, sprite, mut flip, turning, children) in &mut cards {
        if flip.showing_face == sprite.face_up {
            continue;
        }
        // Hiding is immediate, so a secret never lingers on screen; showing is a turn over.
        let swap_now = match turning {
            _ if !sprite.face_up => true,
            Some(turn) => turn.past_edge(),
            None => {
                commands.entity(entity).insert(TurnOver::whole(FLIP_SECONDS));
                false
            }
        };
        if swap_now {
            flip.showing_face = sprite.face_up;
            for child in children.iter() {
                if let Ok((side, mut visibility)) = sides.get_mut(child) {
                    let visible = (*side == CardSide::Face) == flip.showing_face;
                    *visibility = if visible { Visibility::Inherited } else { Visibility::Hidden };
                }
            }
        }
    }
}

/// Seconds the bottle rocks when someone drinks from it or takes it, at normal speed.
const WOBBLE_SECONDS: f32 = 0.8;

/// The bottle on the table (not its label) while it stands still: a rock already going is
/// left to finish, as a new one would take its swing for the bottle's rest.
type BottleAtRest = (With<BottleSprite>, With<Follow>, Without<Jolt>);

/// Rocks the bottle each time it is won: a visible drink.
fn wobble_bottle(
    mut commands: Commands,
    shown: Res<Shown>,
    mut last: Local<Option<(usize, u8)>>,
    bottle: Query<Entity, BottleAtRest>,
) {
    let now = shown.view.bottle.map(|bottle| (bottle.holder, bottle.streak));
    if now != *last {
        *last = now;
        if now.is_some() {
            for entity in &bottle {
                commands.entity(entity).insert(Jolt::new(0.35).lasting(WOBBLE_SECONDS));
            }
        }
    }
}
