//! How a turn unfolds once an action is taken: rolls, draws, actions declared, answered
//! and resolved, money moved, gangs put out, and the match won in the middle of it all.

use super::cards::Hand;
use super::rules::{BrainsUse, CardEffect, DialStep};
use super::state::{ALL_DICE, Desperados, Phase};
use super::{CardKind, CardTarget, DesperadosAction, DesperadosEvent, Icon, Purse, WinPath, purse};
use crate::rules::{Game, Seat, SeatSet};

impl Desperados {
    // ---- turns ----

    pub(super) fn start_turn(&mut self, seat: Seat, events: &mut Vec<DesperadosEvent>) {
        if self.turn.turn >= self.limits.max_turns {
            let richest = self.richest();
            self.finish(richest, WinPath::TurnLimit, events);
            return;
        }
        self.turn.begin(seat, self.turn.turn + 1);
        events.push(DesperadosEvent::TurnStarted { seat, turn: self.turn.turn });
        self.roll(ALL_DICE, true, events);
    }

    pub(super) fn roll(&mut self, dice: u8, counts: bool, events: &mut Vec<DesperadosEvent>) {
        self.turn.rolls += u8::from(counts);
        self.turn.phase = Phase::Rolling { dice };
        events.push(DesperadosEvent::Rolling { seat: self.turn.seat, dice, rolls: self.turn.rolls });
    }

    pub(super) fn end_turn(&mut self, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        events.push(DesperadosEvent::TurnEnded { seat });
        let seats = self.seat_count();
        let next = (1..=seats).map(|step| (seat + step) % seats).find(|&next| !self.gangs[next].out);
        self.start_turn(next.expect("a match with a gang left is won"), events);
    }

    /// Ends the turn once nothing is left to do with actions.
    pub(super) fn after_action(&mut self, events: &mut Vec<DesperadosEvent>) {
        if self.result.is_none() && self.turn.actions_left == 0 && !self.has_turn_card() {
            self.end_turn(events);
        }
    }

    // ---- drawing ----

    pub(super) fn draw_cards(&mut self, count: u8, keep: u8, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        self.drawn = Hand::default();
        for _ in 0..count {
            if self.deck.is_empty() && !self.discards.is_empty() {
                self.deck = self.discards.take().cards().collect();
                self.deck.shuffle(&mut self.rng);
                events.push(DesperadosEvent::Reshuffled { cards: self.deck.len() as u8 });
            }
            match self.deck.pop() {
                Some(card) => self.drawn.add(card),
                None => break,
            }
        }
        let drawn = self.drawn.len() as u8;
        let keep = keep.min(drawn);
        events.push(DesperadosEvent::Drawing { seat, draw: drawn, keep });
        events.push(DesperadosEvent::Drew { seat, cards: self.drawn });
        self.turn.phase = Phase::Keeping { keep };
        if drawn == keep {
            self.settle_draw(self.drawn, events);
        }
    }

    pub(super) fn settle_draw(&mut self, kept: Hand, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        for card in kept.cards() {
            self.drawn.remove(card);
            self.hands[seat].add(card);
        }
        let discarded = self.drawn.take();
        self.discards.extend(discarded.cards());
        events.push(DesperadosEvent::KeptCards { seat, cards: kept });
        events.push(DesperadosEvent::DrawSettled { seat, kept: kept.len() as u8, discarded });
        self.end_turn(events);
    }

    // ---- actions ----

    pub(super) fn declare(&mut self, by: Icon, on: Icon, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        self.turn.actions_left -= 1;
        self.turn.phase = Phase::Answering { by, on };
        let exposed = self.exposed(by);
        self.answering = self.opponents().filter(|&other| self.can_answer(other, exposed)).collect();
        events.push(DesperadosEvent::Declared { seat, by, on, answering: self.answering });
        if self.answering.is_empty() {
            self.resolve(by, on, SeatSet::EMPTY, events);
        }
    }

    /// The answers to the declared action: the first canceller clockwise from the actor
    /// cancels it (the others keep their cards); otherwise each blocker is spared.
    pub(super) fn answer(&mut self, moves: &[(Seat, DesperadosAction)], events: &mut Vec<DesperadosEvent>) {
        let Phase::Answering { by, on } = self.turn.phase else { unreachable!("answers come to a declared action") };
        let card_of = |seat: Seat| {
            moves.iter().find(|(mover, _)| *mover == seat).and_then(|(_, action)| match *action {
                DesperadosAction::Play { card, .. } => Some(card),
                _ => None,
            })
        };
        self.answering = SeatSet::EMPTY;
        let order: Vec<Seat> = self.opponents().collect();
        let canceller = order.iter().find_map(|&seat| {
            card_of(seat).filter(|&card| self.limits.effect(card) == CardEffect::CancelAction).map(|card| (seat, card))
        });
        if let Some((seat, card)) = canceller {
            self.spend(seat, card);
            events.push(DesperadosEvent::Cancelled { seat, card });
            events.push(DesperadosEvent::ActionDone { seat: self.turn.seat });
            self.turn.phase = Phase::Acting;
            self.after_action(events);
            return;
        }
        let mut blocked = SeatSet::EMPTY;
        for seat in order {
            if let Some(card) = card_of(seat).filter(|&card| self.limits.effect(card) == CardEffect::BlockAttack) {
                self.spend(seat, card);
                blocked = blocked.with(seat);
                events.push(DesperadosEvent::Blocked { seat, card });
            }
        }
        self.resolve(by, on, blocked, events);
    }

    pub(super) fn spend(&mut self, seat: Seat, card: CardKind) {
        self.hands[seat].remove(card);
        self.discards.add(card);
    }

    /// Carries out the action `by` on `on`, sparing the `blocked` seats.
    pub(super) fn resolve(&mut self, by: Icon, on: Icon, blocked: SeatSet, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        let gang = self.gangs[seat];
        if !gang.is_free(by) {
            self.turn_dial(seat, by, DialStep::Notch, events);
        } else if by != Icon::Bottle {
            let exposed = self.exposed(by);
            let immune = self.opponents().filter(|&other| self.gangs[other].is_free(by)).collect();
            events.push(DesperadosEvent::Attack { seat, icon: by, exposed, immune });
            let amount = self.limits.attack(by);
            for payer in exposed.minus(blocked).iter() {
                self.pay(purse(payer), Purse::Bank, amount, events);
            }
        } else {
            let use_index = self.turn.brains_uses;
            self.turn.brains_uses += 1;
            events.push(DesperadosEvent::Ability { seat, use_index });
            match self.limits.brains[usize::from(gang.gang)].nth(use_index) {
                BrainsUse::Take(amount) => self.pay(Purse::Bank, purse(seat), u16::from(amount), events),
                BrainsUse::EachPays(amount) => {
                    let payers: Vec<Seat> = self.opponents().filter(|&other| !blocked.contains(other)).collect();
                    for payer in payers {
                        self.pay(purse(payer), Purse::Bank, u16::from(amount), events);
                    }
                }
                BrainsUse::Turn(step) => {
                    if !gang.is_free(on) {
                        self.turn_dial(seat, on, step, events);
                    }
                }
            }
        }
        if self.result.is_none() {
            self.settle_money(events);
        }
        if self.result.is_none() {
            events.push(DesperadosEvent::ActionDone { seat });
            self.turn.phase = Phase::Acting;
            self.after_action(events);
        }
    }

    /// A notch (or all of them) off `seat`'s `icon` dial; an escape of the gang's last
    /// desperado wins at once if the gang is the richest.
    pub(super) fn turn_dial(&mut self, seat: Seat, icon: Icon, step: DialStep, events: &mut Vec<DesperadosEvent>) {
        let dial = &mut self.gangs[seat].dials[icon.index()];
        *dial = match step {
            DialStep::Notch => *dial - 1,
            DialStep::Free => 0,
        };
        events.push(DesperadosEvent::DialTurned { seat, icon, left: *dial });
        if *dial > 0 {
            return;
        }
        events.push(DesperadosEvent::Escaped { seat, icon });
        if self.gangs[seat].all_free() {
            if self.is_richest(seat, true) {
                self.finish(SeatSet::single(seat), WinPath::FreedWhileRichest, events);
            } else {
                events.push(DesperadosEvent::GangFree { seat });
            }
        }
    }

    // ---- money and the end ----

    /// Moves up to `amount` from one purse to another: no more than the payer holds.
    pub(super) fn pay(&mut self, from: Purse, to: Purse, amount: u16, events: &mut Vec<DesperadosEvent>) {
        let amount = amount.min(*self.purse_mut(from));
        if amount == 0 {
            return;
        }
        *self.purse_mut(from) -= amount;
        *self.purse_mut(to) += amount;
        events.push(DesperadosEvent::Paid { from, to, amount });
    }

    pub(super) fn purse_mut(&mut self, purse: Purse) -> &mut u16 {
        purse.money_in(&mut self.bank, &mut self.gangs)
    }

    /// After money moved: the broke are out; the last gang standing wins; a free gang
    /// that has become the richest wins (the first clockwise from the seat to move).
    pub(super) fn settle_money(&mut self, events: &mut Vec<DesperadosEvent>) {
        for seat in 0..self.seat_count() {
            let gang = &mut self.gangs[seat];
            if gang.money == 0 && !gang.out {
                gang.out = true;
                let discarded = self.hands[seat].take();
                self.discards.extend(discarded.cards());
                events.push(DesperadosEvent::Out { seat, discarded });
            }
        }
        let alive = self.alive();
        if alive.is_single() {
            self.finish(alive, WinPath::LastStanding, events);
            return;
        }
        let seats = self.seat_count();
        let ties_win = self.limits.later_richest_tie_wins;
        let winner = (0..seats)
            .map(|step| (self.turn.seat + step) % seats)
            .find(|&seat| alive.contains(seat) && self.gangs[seat].all_free() && self.is_richest(seat, ties_win));
        if let Some(seat) = winner {
            self.finish(SeatSet::single(seat), WinPath::RichestLater, events);
        }
    }

    pub(super) fn is_richest(&self, seat: Seat, tie_wins: bool) -> bool {
        let money = self.gangs[seat].money;
        self.alive().iter().filter(|&other| other != seat).all(|other| {
            let theirs = self.gangs[other].money;
            money > theirs || tie_wins && money == theirs
        })
    }

    /// The richest gangs still in (several on a tie).
    pub(super) fn richest(&self) -> SeatSet {
        let alive = self.alive();
        let most = alive.iter().map(|seat| self.gangs[seat].money).max().unwrap_or(0);
        alive.iter().filter(|&seat| self.gangs[seat].money == most).collect()
    }

    pub(super) fn finish(&mut self, winners: SeatSet, how: WinPath, events: &mut Vec<DesperadosEvent>) {
        self.result = Some((winners, how));
        self.answering = SeatSet::EMPTY;
        events.push(DesperadosEvent::MatchWon { winners, how });
    }

    pub(super) fn apply_card(
        &mut self,
        seat: Seat,
        card: CardKind,
        target: CardTarget,
        events: &mut Vec<DesperadosEvent>,
    ) {
        self.spend(seat, card);
        events.push(DesperadosEvent::CardPlayed { seat, card, target });
        match target {
            CardTarget::None => self.turn.actions_left += 1,
            CardTarget::Die(die) => self.roll(1 << die, false, events),
            CardTarget::DieTo(die, face) => self.turn.dice.0[usize::from(die)] = face,
            CardTarget::Desperado(icon) => {
                self.turn_dial(seat, icon, DialStep::Notch, events);
                if self.result.is_none() && self.turn.phase == Phase::Acting {
                    self.after_action(events);
                }
            }
        }
    }

    pub(super) fn apply_own_turn(&mut self, seat: Seat, action: DesperadosAction, events: &mut Vec<DesperadosEvent>) {
        match action {
            DesperadosAction::Reroll { dice } => self.roll(dice, true, events),
            DesperadosAction::Act => {
                let options = self.turn.options(&self.limits);
                self.turn.actions_left = options.actions;
                self.turn.icons = options.icons;
                self.turn.phase = Phase::Acting;
                events.push(DesperadosEvent::Acting { seat, actions: options.actions });
            }
            DesperadosAction::Draw => {
                let options = self.turn.options(&self.limits);
                self.draw_cards(options.draw, options.keep, events);
            }
            DesperadosAction::Pass => self.end_turn(events),
            DesperadosAction::Aim { by, on } => self.declare(by, on, events),
            DesperadosAction::Keep { card, and } => {
                let mut kept = Hand::default();
                kept.extend(std::iter::once(card).chain(and));
                self.settle_draw(kept, events);
            }
            DesperadosAction::Play { card, target } => self.apply_card(seat, card, target, events),
        }
    }
}
