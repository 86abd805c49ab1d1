//! The saloon cards that leave the row: each flies to the pile of the seat that won it, or
//! to the discard, and the piles show their top card once it has landed.

use bevy::prelude::*;

use super::display::{DiscardSprite, PileSprite, respawn_face};
use super::layout::{self, depth};
use super::sprites::saloon_face;
use super::{FlightEnd, Shown};
use crate::app::motion::Follow;
use crate::app::tables::shell::SeatsRound;
use crate::rules::loot_shoot_whiskey::SaloonCard;

/// A saloon card in the air, despawned when it lands.
#[derive(Component)]
pub struct FlyingCard {
    pub to: FlightEnd,
}

/// Where a flight lands.
fn flight_end_position(end: FlightEnd, round: SeatsRound) -> Vec2 {
    match end {
        FlightEnd::Pile(seat) => layout::pile_position(seat, round),
        FlightEnd::Discard => layout::DISCARD,
    }
}

pub(super) fn launch_flights(mut commands: Commands, mut shown: ResMut<Shown>, round: Res<SeatsRound>) {
    for flight in shown.scene.flights.drain(..) {
        let from = layout::slot_position(flight.from_slot).extend(depth::FLYING);
        commands
            .spawn((
                Name::new("Flying card"),
                DespawnOnExit(crate::app::Screen::Table),
                FlyingCard { to: flight.to },
                Transform::from_translation(from),
                Follow(flight_end_position(flight.to, *round).extend(depth::FLYING)),
                Visibility::Inherited,
            ))
            .with_children(|parent| saloon_face(parent, flight.card, layout::CARD));
    }
}

pub(super) fn land_flights(mut commands: Commands, flights: Query<(Entity, &Transform, &Follow), With<FlyingCard>>) {
    for (entity, transform, target) in &flights {
        if transform.translation.distance(target.0) < 4.0 {
            commands.entity(entity).despawn();
        }
    }
}

/// The top card of each pile, not counting cards still in the air towards it.
pub(super) fn show_piles(
    mut commands: Commands,
    shown: Res<Shown>,
    flights: Query<&FlyingCard>,
    mut piles: Query<(Entity, &mut PileSprite, &mut Visibility), Without<DiscardSprite>>,
    mut discard: Query<(Entity, &mut DiscardSprite, &mut Visibility), Without<PileSprite>>,
) {
    let landed_top = |cards: &[SaloonCard], end: FlightEnd| {
        let in_air = flights.iter().filter(|flight| flight.to == end).count();
        cards.len().checked_sub(in_air + 1).map(|index| cards[index])
    };
    for (entity, mut pile, mut visibility) in &mut piles {
        let top = landed_top(&shown.view.players[pile.seat].pile, FlightEnd::Pile(pile.seat));
        show_top(&mut commands, entity, &mut pile.showing, top, &mut visibility);
    }
    for (entity, mut pile, mut visibility) in &mut discard {
        let top = landed_top(&shown.view.discard, FlightEnd::Discard);
        show_top(&mut commands, entity, &mut pile.showing, top, &mut visibility);
    }
}

/// Redraws a pile's top card when it changed.
fn show_top(
    commands: &mut Commands,
    entity: Entity,
    showing: &mut Option<SaloonCard>,
    top: Option<SaloonCard>,
    visibility: &mut Visibility,
) {
    if top != *showing {
        *showing = top;
        respawn_face(commands, entity, top);
        *visibility = if top.is_some() { Visibility::Inherited } else { Visibility::Hidden };
    }
}
