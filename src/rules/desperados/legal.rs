//! What the seat to move, or a seat answering an action, may do now: the one check of an
//! action, and the listing of them all that play-outs draw from.

use super::rules::CardEffect;
use super::state::{ALL_DICE, Desperados, Phase};
use super::{CardKind, CardTarget, DICE, DesperadosAction, Face, Icon, MAX_ROLLS};
use crate::rules::desperados::rules::BrainsUse;
use crate::rules::{Game, Seat, SeatSet};

impl Desperados {
    pub(super) fn alive(&self) -> SeatSet {
        (0..self.seat_count()).filter(|&seat| !self.gangs[seat].out).collect()
    }

    /// The seats still in the match other than the seat to move, clockwise from its left.
    pub(super) fn opponents(&self) -> impl Iterator<Item = Seat> + '_ {
        let (actor, seats) = (self.turn.seat, self.seat_count());
        (1..seats).map(move |step| (actor + step) % seats).filter(|&seat| !self.gangs[seat].out)
    }

    /// Seats exposed to the action `by` on `on` of the seat to move: those it would make pay.
    pub(super) fn exposed(&self, by: Icon) -> SeatSet {
        let actor = &self.gangs[self.turn.seat];
        if !actor.is_free(by) {
            return SeatSet::EMPTY;
        }
        let brains_demand = by == Icon::Bottle
            && matches!(
                self.limits.brains[usize::from(actor.gang)].nth(self.turn.brains_uses),
                BrainsUse::EachPays(amount) if amount > 0
            );
        self.opponents()
            .filter(|&seat| {
                let gang = &self.gangs[seat];
                gang.money > 0 && if by == Icon::Bottle { brains_demand } else { !gang.is_free(by) }
            })
            .collect()
    }

    pub(super) fn holds_effect(&self, seat: Seat, effect: CardEffect) -> bool {
        self.limits.kinds_with(effect).any(|kind| self.hands[seat].holds(kind))
    }

    /// Whether `seat` may answer the action `by` on `on` with a card.
    pub(super) fn can_answer(&self, seat: Seat, exposed: SeatSet) -> bool {
        self.holds_effect(seat, CardEffect::CancelAction)
            || exposed.contains(seat) && self.holds_effect(seat, CardEffect::BlockAttack)
    }

    /// Whether the seat to move still has something to do on its turn with no action left.
    pub(super) fn has_turn_card(&self) -> bool {
        let seat = self.turn.seat;
        self.holds_effect(seat, CardEffect::ExtraAction)
            || self.gangs[seat].jailed().next().is_some() && self.holds_effect(seat, CardEffect::FreeJailStep)
    }

    pub(super) fn is_legal(&self, seat: Seat, action: DesperadosAction) -> bool {
        use DesperadosAction as A;
        if self.result.is_some() {
            return false;
        }
        if let Phase::Answering { by, .. } = self.turn.phase {
            return self.answering.contains(seat)
                && match action {
                    A::Pass => true,
                    A::Play { card, target: CardTarget::None } if self.hands[seat].holds(card) => {
                        match self.limits.effect(card) {
                            CardEffect::CancelAction => true,
                            CardEffect::BlockAttack => self.exposed(by).contains(seat),
                            _ => false,
                        }
                    }
                    _ => false,
                };
        }
        if seat != self.turn.seat {
            return false;
        }
        let gang = &self.gangs[seat];
        match (self.turn.phase, action) {
            (Phase::Choosing, A::Reroll { dice }) => self.turn.rolls < MAX_ROLLS && (1..=ALL_DICE).contains(&dice),
            (Phase::Choosing, A::Act) => self.turn.options(&self.limits).can_act(),
            (Phase::Choosing, A::Draw) => self.turn.options(&self.limits).can_draw(),
            (Phase::Choosing, A::Pass) => {
                let options = self.turn.options(&self.limits);
                !options.can_act() && !options.can_draw()
            }
            (Phase::Acting, A::Aim { by, on }) => {
                self.turn.actions_left > 0 && self.turn.may_act_with(by) && self.aim_allowed(by, on)
            }
            (Phase::Acting, A::Pass) => true,
            (Phase::Choosing | Phase::Acting, A::Play { card, target }) if self.hands[seat].holds(card) => {
                match (self.limits.effect(card), target) {
                    (CardEffect::FreeJailStep, CardTarget::Desperado(icon)) => !gang.is_free(icon),
                    (CardEffect::ExtraAction, CardTarget::None) => self.turn.phase == Phase::Acting,
                    (CardEffect::RerollDie, CardTarget::Die(die)) => {
                        self.turn.phase == Phase::Choosing && usize::from(die) < DICE
                    }
                    (CardEffect::SetDie, CardTarget::DieTo(die, face)) => {
                        self.turn.phase == Phase::Choosing
                            && usize::from(die) < DICE
                            && self.turn.dice.0[usize::from(die)] != face
                    }
                    _ => false,
                }
            }
            (Phase::Keeping { keep }, A::Keep { card, and }) => self.keep_allowed(keep, card, and),
            _ => false,
        }
    }

    /// Whether `by` may act on `on`: itself, or, for the free Brains of a gang whose
    /// ability turns dials, one of the gang's jailed desperados (itself if none is left).
    pub(super) fn aim_allowed(&self, by: Icon, on: Icon) -> bool {
        let gang = &self.gangs[self.turn.seat];
        let brains = self.limits.brains[usize::from(gang.gang)];
        if by == Icon::Bottle && gang.is_free(by) && brains.turns_dials() && gang.jailed().next().is_some() {
            !gang.is_free(on)
        } else {
            on == by
        }
    }

    pub(super) fn keep_allowed(&self, keep: u8, card: CardKind, and: Option<CardKind>) -> bool {
        let mut drawn = self.drawn;
        match (keep, and) {
            (1, None) => drawn.holds(card),
            (2, Some(second)) => card <= second && drawn.remove(card) && drawn.holds(second),
            _ => false,
        }
    }

    /// The legal actions, listed straight from the phase (random play-outs list them at
    /// every step); [`Desperados::is_legal`] agrees with each, as a unit test holds.
    pub(super) fn list_legal(&self, seat: Seat, out: &mut Vec<DesperadosAction>) {
        use DesperadosAction as A;
        let hand = &self.hands[seat];
        let gang = &self.gangs[seat];
        match self.turn.phase {
            Phase::Rolling { .. } => {}
            Phase::Answering { by, .. } => {
                if !self.answering.contains(seat) {
                    return;
                }
                out.push(A::Pass);
                let exposed = self.exposed(by).contains(seat);
                for card in hand.kinds() {
                    let answers = match self.limits.effect(card) {
                        CardEffect::CancelAction => true,
                        CardEffect::BlockAttack => exposed,
                        _ => false,
                    };
                    if answers {
                        out.push(A::Play { card, target: CardTarget::None });
                    }
                }
            }
            _ if seat != self.turn.seat => {}
            Phase::Choosing => {
                if self.turn.rolls < MAX_ROLLS {
                    out.extend((1..=ALL_DICE).map(|dice| A::Reroll { dice }));
                }
                self.list_stops_and_cards(seat, out);
            }
            Phase::Acting => {
                if self.turn.actions_left > 0 {
                    for by in Icon::ALL.into_iter().filter(|&icon| self.turn.may_act_with(icon)) {
                        if self.aim_allowed(by, by) {
                            out.push(A::Aim { by, on: by });
                        } else {
                            out.extend(gang.jailed().map(|on| A::Aim { by, on }));
                        }
                    }
                }
                out.push(A::Pass);
                for card in hand.kinds() {
                    match self.limits.effect(card) {
                        CardEffect::ExtraAction => out.push(A::Play { card, target: CardTarget::None }),
                        CardEffect::FreeJailStep => {
                            out.extend(gang.jailed().map(|icon| A::Play { card, target: CardTarget::Desperado(icon) }))
                        }
                        _ => {}
                    }
                }
            }
            Phase::Keeping { keep } => {
                let drawn = self.drawn;
                for card in drawn.kinds() {
                    if keep == 1 {
                        out.push(A::Keep { card, and: None });
                        continue;
                    }
                    for second in
                        drawn.kinds().filter(|&second| second > card || second == card && drawn.count(card) > 1)
                    {
                        out.push(A::Keep { card, and: Some(second) });
                    }
                }
            }
        }
    }

    /// The choices of a roll besides rolling again, listed after the rerolls: stop to act
    /// or draw (or pass when the roll allows neither), or play a card on the dice.
    pub(super) fn list_stops_and_cards(&self, seat: Seat, out: &mut Vec<DesperadosAction>) {
        use DesperadosAction as A;
        let hand = &self.hands[seat];
        let gang = &self.gangs[seat];
        let options = self.turn.options(&self.limits);
        if options.can_act() {
            out.push(A::Act);
        }
        if options.can_draw() {
            out.push(A::Draw);
        }
        if !options.can_act() && !options.can_draw() {
            out.push(A::Pass);
        }
        for card in hand.kinds() {
            match self.limits.effect(card) {
                CardEffect::RerollDie => {
                    out.extend((0..DICE as u8).map(|die| A::Play { card, target: CardTarget::Die(die) }));
                }
                CardEffect::SetDie => {
                    for die in 0..DICE as u8 {
                        let shown = self.turn.dice.0[usize::from(die)];
                        out.extend(
                            Face::ALL
                                .into_iter()
                                .filter(|&face| face != shown)
                                .map(|face| A::Play { card, target: CardTarget::DieTo(die, face) }),
                        );
                    }
                }
                CardEffect::FreeJailStep => {
                    out.extend(gang.jailed().map(|icon| A::Play { card, target: CardTarget::Desperado(icon) }))
                }
                _ => {}
            }
        }
    }
}
