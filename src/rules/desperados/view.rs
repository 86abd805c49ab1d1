//! What one seat sees of a Desperados match, and how each event changes it.

use serde::{Deserialize, Serialize};

use super::cards::Hand;
use super::rules::{CardEffect, Limits, MAX_SEATS};
use super::state::{Desperados, Gang, Phase, TurnState};
use super::{DesperadosEvent, Purse, WinPath};
use crate::rules::{EventsTellViews, FromView, Game, PublicView, Seat, SeatSet, seeded_rng};

/// Everything a seat may know: the whole table but the others' hands, their draws, and
/// the order of the deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DesperadosView {
    pub seat: Seat,
    pub limits: Limits,
    pub gangs: Vec<Gang>,
    pub bank: u16,
    /// This seat's cards.
    pub hand: Hand,
    pub hand_sizes: Vec<u8>,
    pub deck_size: u8,
    /// Discarded face up.
    pub discards: Hand,
    /// The cards this seat drew and has still to choose among.
    pub drawn: Hand,
    /// How many cards the seat to move drew and has still to choose among.
    pub drawing: u8,
    pub turn: TurnState,
    /// The seats asked to answer the action declared.
    pub answering: SeatSet,
    pub result: Option<(SeatSet, WinPath)>,
}

impl DesperadosView {
    pub(super) fn of(state: &Desperados, seat: Seat) -> Self {
        let drawing = if matches!(state.turn.phase, Phase::Keeping { .. }) { state.drawn.len() as u8 } else { 0 };
        DesperadosView {
            seat,
            limits: state.limits,
            gangs: state.gangs().to_vec(),
            bank: state.bank,
            hand: state.hands[seat],
            hand_sizes: (0..state.seat_count()).map(|other| state.hands[other].len() as u8).collect(),
            deck_size: state.deck.len() as u8,
            discards: state.discards,
            drawn: if state.turn.seat == seat { state.drawn } else { Hand::default() },
            drawing,
            turn: state.turn,
            answering: state.answering,
            result: state.result,
        }
    }

    /// The cards of the whole deck, by the rules in the view.
    fn every_card(&self) -> Hand {
        let mut cards = Hand::default();
        for kind in 0..self.limits.kinds {
            cards.extend(std::iter::repeat_n(kind, usize::from(self.limits.counts[usize::from(kind)])));
        }
        cards
    }

    /// A card of `seat` leaves its hand for the discards.
    fn spend(&mut self, seat: Seat, card: super::CardKind) {
        self.hand_sizes[seat] -= 1;
        if seat == self.seat {
            self.hand.remove(card);
        }
        self.discards.add(card);
    }

    fn purse(&mut self, purse: Purse) -> &mut u16 {
        purse.money_in(&mut self.bank, &mut self.gangs)
    }
}

/// The cards the seat has not seen go, lowest kinds first, to the others' hands, then to
/// the draw another seat is keeping from, and the rest make the deck.
impl FromView for Desperados {
    fn from_view(view: &DesperadosView) -> Self {
        let mut unseen = view.every_card();
        for card in view.hand.cards().chain(view.discards.cards()).chain(view.drawn.cards()) {
            unseen.remove(card);
        }
        let mut take_lowest = |count: usize| {
            let mut taken = Hand::default();
            taken.extend(unseen.cards().take(count));
            for card in taken.cards() {
                unseen.remove(card);
            }
            taken
        };
        let mut hands = [Hand::default(); MAX_SEATS];
        for (seat, &size) in view.hand_sizes.iter().enumerate() {
            hands[seat] = if seat == view.seat { view.hand } else { take_lowest(usize::from(size)) };
        }
        let drawn = if view.turn.seat == view.seat { view.drawn } else { take_lowest(usize::from(view.drawing)) };
        let mut gangs = [Gang::default(); MAX_SEATS];
        gangs[..view.gangs.len()].copy_from_slice(&view.gangs);
        Desperados {
            limits: view.limits,
            seats: view.gangs.len() as u8,
            gangs,
            bank: view.bank,
            hands,
            deck: unseen.cards().collect(),
            discards: view.discards,
            drawn,
            turn: view.turn,
            answering: view.answering,
            result: view.result,
            rng: seeded_rng(0),
            dice_rng: seeded_rng(0),
        }
    }
}

/// The table without the first seat's hand and draw.
impl PublicView for Desperados {
    fn public_view(&self) -> DesperadosView {
        DesperadosView { hand: Hand::default(), drawn: Hand::default(), ..self.view(0) }
    }
}

impl EventsTellViews for Desperados {
    fn update_view(view: &mut DesperadosView, event: &DesperadosEvent) {
        use DesperadosEvent as E;
        match event {
            E::GangSeated { seat, gang, .. } => view.gangs[*seat].gang = *gang,
            E::DialTurned { seat, icon, left } => view.gangs[*seat].dials[icon.index()] = *left,
            E::Escaped { .. } | E::GangFree { .. } | E::Attack { .. } | E::TurnEnded { .. } => {}
            E::TurnStarted { seat, turn } => view.turn.begin(*seat, *turn),
            E::Rolling { dice, rolls, .. } => {
                view.turn.phase = Phase::Rolling { dice: *dice };
                view.turn.rolls = *rolls;
            }
            E::Rolled { dice, .. } => {
                view.turn.dice = *dice;
                view.turn.phase = Phase::Choosing;
            }
            E::Acting { actions, .. } => {
                view.turn.actions_left = *actions;
                view.turn.icons = view.turn.dice.icons();
                view.turn.phase = Phase::Acting;
            }
            E::Drawing { draw, keep, .. } => {
                view.deck_size -= draw;
                view.drawing = *draw;
                view.turn.phase = Phase::Keeping { keep: *keep };
            }
            E::Drew { cards, .. } => view.drawn = *cards,
            E::KeptCards { cards, .. } => {
                view.hand.extend(cards.cards());
                view.drawn = Hand::default();
            }
            E::DrawSettled { seat, kept, discarded } => {
                view.hand_sizes[*seat] += kept;
                view.discards.extend(discarded.cards());
                view.drawing = 0;
            }
            E::Reshuffled { cards } => {
                view.deck_size += cards;
                view.discards = Hand::default();
            }
            E::Declared { by, on, answering, .. } => {
                view.turn.actions_left -= 1;
                view.turn.phase = Phase::Answering { by: *by, on: *on };
                view.answering = *answering;
            }
            E::CardPlayed { seat, card, target } => {
                view.spend(*seat, *card);
                match *target {
                    super::CardTarget::DieTo(die, face) => view.turn.dice.0[usize::from(die)] = face,
                    super::CardTarget::None if view.limits.effect(*card) == CardEffect::ExtraAction => {
                        view.turn.actions_left += 1;
                    }
                    _ => {}
                }
            }
            E::Cancelled { seat, card } | E::Blocked { seat, card } => view.spend(*seat, *card),
            E::ActionDone { .. } => {
                view.turn.phase = Phase::Acting;
                view.answering = SeatSet::EMPTY;
            }
            E::Ability { use_index, .. } => view.turn.brains_uses = use_index + 1,
            E::Paid { from, to, amount } => {
                *view.purse(*from) -= amount;
                *view.purse(*to) += amount;
            }
            E::Out { seat, discarded } => {
                view.gangs[*seat].out = true;
                view.hand_sizes[*seat] = 0;
                if *seat == view.seat {
                    view.hand = Hand::default();
                }
                view.discards.extend(discarded.cards());
            }
            E::MatchWon { winners, how } => {
                view.result = Some((*winners, *how));
                view.answering = SeatSet::EMPTY;
            }
        }
    }

    fn private_to(event: &DesperadosEvent) -> Option<Seat> {
        match event {
            DesperadosEvent::Drew { seat, .. } | DesperadosEvent::KeptCards { seat, .. } => Some(*seat),
            _ => None,
        }
    }
}
