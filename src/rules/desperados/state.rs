//! The state machine of a Desperados match.
//!
//! A turn: chance rolls the four dice; the seat rerolls (up to three rolls in all), then
//! acts or draws. Each action is declared, answered (only by seats holding a card that
//! answers it, at once and unseen by the others), then resolved. Money and freedom are
//! checked after every change, so a match ends in the middle of whatever is resolving.

use rand::Rng as _;
use serde::{Deserialize, Serialize};

use super::cards::{CardPile, Hand};
use super::dice::{Dice, RollOptions, setup_roll};
use super::rules::{BrainsUse, CardEffect, DesperadosRules, DialStep, GangChoice, Limits, MAX_SEATS};
use super::{
    CardKind, CardTarget, DICE, DesperadosAction, DesperadosEvent, Face, Icon, MAX_ROLLS, Purse, WinPath, purse,
};
use crate::rules::{
    Game, GameRng, IllegalMove, RandomScratch, Seat, SeatSet, SetupError, Stepped, ToMove, random_index, seeded_rng,
};

/// One gang at the table, as everyone sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Gang {
    /// Its index in the rules file's gangs.
    pub gang: u8,
    /// Notches left on each desperado's dial, by [`Icon::index`]; 0 is free.
    pub dials: [u8; 5],
    pub money: u16,
    /// Broke, out of the match.
    pub out: bool,
}

impl Gang {
    pub fn is_free(&self, icon: Icon) -> bool {
        self.dials[icon.index()] == 0
    }

    pub fn all_free(&self) -> bool {
        self.dials.iter().all(|&left| left == 0)
    }

    /// The jailed desperados.
    pub fn jailed(&self) -> impl Iterator<Item = Icon> + '_ {
        Icon::ALL.into_iter().filter(|&icon| !self.is_free(icon))
    }

    /// Notches turned so far, of the 20 between the start and a whole gang free.
    pub fn notches_turned(&self) -> u8 {
        Icon::ALL.iter().map(|icon| icon.dial_length() - self.dials[icon.index()]).sum()
    }
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Chance rolls the dice of this mask next.
    Rolling { dice: u8 },
    /// The seat looks at the dice: roll again, act, draw, or play a card.
    Choosing,
    /// The seat spends its actions.
    Acting,
    /// The seat keeps `keep` of the cards it drew.
    Keeping { keep: u8 },
    /// An action waits for the seats that may answer it.
    Answering { by: Icon, on: Icon },
}

/// The turn being played: all of it is on the table for everyone to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnState {
    pub seat: Seat,
    /// Turns started so far in the match, this one included.
    pub turn: u16,
    pub phase: Phase,
    pub dice: Dice,
    /// Rolls made this turn (cards that reroll a die do not count).
    pub rolls: u8,
    pub actions_left: u8,
    /// The icons that may act, as a mask by [`Icon::index`].
    pub icons: u8,
    /// Times the free Brains used the gang's ability this turn.
    pub brains_uses: u8,
}

impl TurnState {
    /// A new turn for `seat`: everything reset but the dice, which are about to roll.
    pub fn begin(&mut self, seat: Seat, turn: u16) {
        *self = TurnState {
            seat,
            turn,
            phase: Phase::Rolling { dice: ALL_DICE },
            dice: self.dice,
            rolls: 0,
            actions_left: 0,
            icons: 0,
            brains_uses: 0,
        };
    }

    pub fn options(&self, limits: &Limits) -> RollOptions {
        RollOptions::of(&self.dice, self.rolls, limits)
    }

    pub fn may_act_with(&self, icon: Icon) -> bool {
        self.icons & 1 << icon.index() != 0
    }
}

/// Every die, as a mask.
pub(super) const ALL_DICE: u8 = (1 << DICE) - 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Desperados {
    pub(super) limits: Limits,
    pub(super) seats: u8,
    pub(super) gangs: [Gang; MAX_SEATS],
    pub(super) bank: u16,
    pub(super) hands: [Hand; MAX_SEATS],
    pub(super) deck: CardPile,
    pub(super) discards: Hand,
    /// Cards drawn and not yet kept or discarded: the seat to move's secret.
    pub(super) drawn: Hand,
    pub(super) turn: TurnState,
    /// The seats asked to answer the declared action.
    answering: SeatSet,
    pub(super) result: Option<(SeatSet, WinPath)>,
    /// Shuffles and the setup (replayed from the seed).
    rng: GameRng,
    /// The dice of the turns (chance nodes: a record keeps their faces).
    dice_rng: GameRng,
}

impl Desperados {
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    pub fn gangs(&self) -> &[Gang] {
        &self.gangs[..self.seat_count()]
    }

    pub fn bank(&self) -> u16 {
        self.bank
    }

    pub fn turn(&self) -> &TurnState {
        &self.turn
    }

    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat]
    }

    pub fn deck(&self) -> &CardPile {
        &self.deck
    }

    pub fn how_won(&self) -> Option<WinPath> {
        self.result.map(|(_, how)| how)
    }

    fn alive(&self) -> SeatSet {
        (0..self.seat_count()).filter(|&seat| !self.gangs[seat].out).fold(SeatSet::EMPTY, SeatSet::with)
    }

    /// The seats still in the match other than the seat to move, clockwise from its left.
    fn opponents(&self) -> impl Iterator<Item = Seat> + '_ {
        let (actor, seats) = (self.turn.seat, self.seat_count());
        (1..seats).map(move |step| (actor + step) % seats).filter(|&seat| !self.gangs[seat].out)
    }

    /// Seats exposed to the action `by` on `on` of the seat to move: those it would make pay.
    fn exposed(&self, by: Icon) -> SeatSet {
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
            .fold(SeatSet::EMPTY, SeatSet::with)
    }

    fn holds_effect(&self, seat: Seat, effect: CardEffect) -> bool {
        self.limits.kinds_with(effect).any(|kind| self.hands[seat].holds(kind))
    }

    /// Whether `seat` may answer the action `by` on `on` with a card.
    fn can_answer(&self, seat: Seat, exposed: SeatSet) -> bool {
        self.holds_effect(seat, CardEffect::CancelAction)
            || exposed.contains(seat) && self.holds_effect(seat, CardEffect::BlockAttack)
    }

    /// Whether the seat to move still has something to do on its turn with no action left.
    fn has_turn_card(&self) -> bool {
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
    fn aim_allowed(&self, by: Icon, on: Icon) -> bool {
        let gang = &self.gangs[self.turn.seat];
        let brains = self.limits.brains[usize::from(gang.gang)];
        if by == Icon::Bottle && gang.is_free(by) && brains.turns_dials() && gang.jailed().next().is_some() {
            !gang.is_free(on)
        } else {
            on == by
        }
    }

    fn keep_allowed(&self, keep: u8, card: CardKind, and: Option<CardKind>) -> bool {
        let mut drawn = self.drawn;
        match (keep, and) {
            (1, None) => drawn.holds(card),
            (2, Some(second)) => card <= second && drawn.remove(card) && drawn.holds(second),
            _ => false,
        }
    }

    /// The legal actions, listed straight from the phase (random play-outs list them at
    /// every step); [`Desperados::is_legal`] agrees with each, as a unit test holds.
    fn list_legal(&self, seat: Seat, out: &mut Vec<DesperadosAction>) {
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

    // ---- turns ----

    fn start_turn(&mut self, seat: Seat, events: &mut Vec<DesperadosEvent>) {
        if self.turn.turn >= self.limits.max_turns {
            let richest = self.richest();
            self.finish(richest, WinPath::TurnLimit, events);
            return;
        }
        self.turn.begin(seat, self.turn.turn + 1);
        events.push(DesperadosEvent::TurnStarted { seat, turn: self.turn.turn });
        self.roll(ALL_DICE, true, events);
    }

    fn roll(&mut self, dice: u8, counts: bool, events: &mut Vec<DesperadosEvent>) {
        self.turn.rolls += u8::from(counts);
        self.turn.phase = Phase::Rolling { dice };
        events.push(DesperadosEvent::Rolling { seat: self.turn.seat, dice, rolls: self.turn.rolls });
    }

    fn end_turn(&mut self, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        events.push(DesperadosEvent::TurnEnded { seat });
        let seats = self.seat_count();
        let next = (1..=seats).map(|step| (seat + step) % seats).find(|&next| !self.gangs[next].out);
        self.start_turn(next.expect("a match with a gang left is won"), events);
    }

    /// Ends the turn once nothing is left to do with actions.
    fn after_action(&mut self, events: &mut Vec<DesperadosEvent>) {
        if self.result.is_none() && self.turn.actions_left == 0 && !self.has_turn_card() {
            self.end_turn(events);
        }
    }

    // ---- drawing ----

    fn draw_cards(&mut self, count: u8, keep: u8, events: &mut Vec<DesperadosEvent>) {
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

    fn settle_draw(&mut self, kept: Hand, events: &mut Vec<DesperadosEvent>) {
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

    fn declare(&mut self, by: Icon, on: Icon, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        self.turn.actions_left -= 1;
        self.turn.phase = Phase::Answering { by, on };
        events.push(DesperadosEvent::Declared { seat, by, on });
        let exposed = self.exposed(by);
        self.answering =
            self.opponents().filter(|&other| self.can_answer(other, exposed)).fold(SeatSet::EMPTY, SeatSet::with);
        if self.answering.is_empty() {
            self.resolve(by, on, SeatSet::EMPTY, events);
        }
    }

    /// The answers to the declared action: the first canceller clockwise from the actor
    /// cancels it (the others keep their cards); otherwise each blocker is spared.
    fn answer(&mut self, moves: &[(Seat, DesperadosAction)], events: &mut Vec<DesperadosEvent>) {
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

    fn spend(&mut self, seat: Seat, card: CardKind) {
        self.hands[seat].remove(card);
        self.discards.add(card);
    }

    /// Carries out the action `by` on `on`, sparing the `blocked` seats.
    fn resolve(&mut self, by: Icon, on: Icon, blocked: SeatSet, events: &mut Vec<DesperadosEvent>) {
        let seat = self.turn.seat;
        let gang = self.gangs[seat];
        if !gang.is_free(by) {
            self.turn_dial(seat, by, DialStep::Notch, events);
        } else if by != Icon::Bottle {
            let exposed = self.exposed(by);
            let immune =
                self.opponents().filter(|&other| self.gangs[other].is_free(by)).fold(SeatSet::EMPTY, SeatSet::with);
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
    fn turn_dial(&mut self, seat: Seat, icon: Icon, step: DialStep, events: &mut Vec<DesperadosEvent>) {
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
    fn pay(&mut self, from: Purse, to: Purse, amount: u16, events: &mut Vec<DesperadosEvent>) {
        let held = match from {
            Purse::Bank => self.bank,
            Purse::Seat(seat) => self.gangs[usize::from(seat)].money,
        };
        let amount = amount.min(held);
        if amount == 0 {
            return;
        }
        *self.purse_mut(from) -= amount;
        *self.purse_mut(to) += amount;
        events.push(DesperadosEvent::Paid { from, to, amount });
    }

    fn purse_mut(&mut self, purse: Purse) -> &mut u16 {
        match purse {
            Purse::Bank => &mut self.bank,
            Purse::Seat(seat) => &mut self.gangs[usize::from(seat)].money,
        }
    }

    /// After money moved: the broke are out; the last gang standing wins; a free gang
    /// that has become the richest wins (the first clockwise from the seat to move).
    fn settle_money(&mut self, events: &mut Vec<DesperadosEvent>) {
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

    fn is_richest(&self, seat: Seat, tie_wins: bool) -> bool {
        let money = self.gangs[seat].money;
        self.alive().iter().filter(|&other| other != seat).all(|other| {
            let theirs = self.gangs[other].money;
            money > theirs || tie_wins && money == theirs
        })
    }

    /// The richest gangs still in (several on a tie).
    fn richest(&self) -> SeatSet {
        let alive = self.alive();
        let most = alive.iter().map(|seat| self.gangs[seat].money).max().unwrap_or(0);
        alive.iter().filter(|&seat| self.gangs[seat].money == most).fold(SeatSet::EMPTY, SeatSet::with)
    }

    fn finish(&mut self, winners: SeatSet, how: WinPath, events: &mut Vec<DesperadosEvent>) {
        self.result = Some((winners, how));
        self.answering = SeatSet::EMPTY;
        events.push(DesperadosEvent::MatchWon { winners, how });
    }

    fn apply_card(&mut self, seat: Seat, card: CardKind, target: CardTarget, events: &mut Vec<DesperadosEvent>) {
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

    fn apply_own_turn(&mut self, seat: Seat, action: DesperadosAction, events: &mut Vec<DesperadosEvent>) {
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

impl Game for Desperados {
    type Rules = DesperadosRules;
    type Action = DesperadosAction;
    type Event = DesperadosEvent;
    type View = super::DesperadosView;
    type Chance = Dice;

    const ID: &'static str = "desperados";

    fn new(
        rules: &DesperadosRules,
        seats: usize,
        seed: u64,
        events: &mut Vec<DesperadosEvent>,
    ) -> Result<Self, SetupError> {
        use crate::rules::TableRules as _;
        if !rules.seats().contains(&seats) || seats > MAX_SEATS {
            return Err(SetupError(format!(
                "Desperados of Dice Town seats {} to {} gangs, not {seats}",
                rules.min_players, rules.max_players
            )));
        }
        let limits = Limits::of(rules);
        let mut rng = seeded_rng(seed);
        let dice_rng = seeded_rng(seed ^ 0x5eed_d1ce_0f_d1ce);
        let gangs_in_play: Vec<u8> = match &rules.gang_choice {
            GangChoice::Chosen(chosen) => {
                let distinct = (0..seats.min(chosen.len())).all(|seat| !chosen[..seat].contains(&chosen[seat]));
                if chosen.len() < seats || !distinct || chosen.iter().any(|&gang| gang >= limits.gangs) {
                    return Err(SetupError(format!(
                        "a different known gang for each of the {seats} seats, not {chosen:?}"
                    )));
                }
                chosen.iter().copied().take(seats).collect()
            }
            GangChoice::Random => {
                let mut all: CardPile = (0..limits.gangs).collect();
                all.shuffle(&mut rng);
                all.as_slice()[..seats].to_vec()
            }
        };
        let mut deck: CardPile = (0..limits.kinds)
            .flat_map(|kind| std::iter::repeat_n(kind, usize::from(limits.counts[kind as usize])))
            .collect();
        deck.shuffle(&mut rng);
        let mut state = Desperados {
            limits,
            seats: seats as u8,
            gangs: [Gang::default(); MAX_SEATS],
            bank: limits.total_money - limits.starting_money * seats as u16,
            hands: [Hand::default(); MAX_SEATS],
            deck,
            discards: Hand::default(),
            drawn: Hand::default(),
            turn: TurnState {
                seat: 0,
                turn: 0,
                phase: Phase::Choosing,
                dice: Dice::default(),
                rolls: 0,
                actions_left: 0,
                icons: 0,
                brains_uses: 0,
            },
            answering: SeatSet::EMPTY,
            result: None,
            rng,
            dice_rng,
        };
        for (seat, &gang) in gangs_in_play.iter().enumerate() {
            let setup = setup_roll(limits.setup_reroll, &mut state.rng);
            state.gangs[seat] =
                Gang { gang, dials: Icon::ALL.map(Icon::dial_length), money: limits.starting_money, out: false };
            events.push(DesperadosEvent::GangSeated { seat, gang, setup });
            for icon in setup.0.iter().filter_map(|face| face.icon()) {
                state.turn_dial(seat, icon, DialStep::Notch, events);
            }
        }
        let first = if limits.first_player_random { random_index(&mut state.rng, seats) } else { 0 };
        state.start_turn(first, events);
        Ok(state)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.seats)
    }

    fn to_move(&self) -> ToMove {
        if self.result.is_some() {
            return ToMove::Nobody;
        }
        match self.turn.phase {
            Phase::Rolling { .. } => ToMove::Chance,
            Phase::Answering { .. } => ToMove::Simultaneous(self.answering),
            _ => ToMove::Seat(self.turn.seat),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<DesperadosAction>) {
        out.clear();
        if self.to_move() != ToMove::Nobody {
            self.list_legal(seat, out);
        }
    }

    fn apply(
        &mut self,
        moves: &[(Seat, DesperadosAction)],
        events: &mut Vec<DesperadosEvent>,
    ) -> Result<(), IllegalMove> {
        let expected = match self.to_move() {
            ToMove::Nobody => return Err(IllegalMove::MatchOver),
            ToMove::Chance => return Err(IllegalMove::ChanceToMove),
            ToMove::Seat(seat) => SeatSet::single(seat),
            ToMove::Simultaneous(seats) => seats,
        };
        let mut movers = SeatSet::EMPTY;
        for &(seat, action) in moves {
            if !expected.contains(seat) || movers.contains(seat) {
                return Err(IllegalMove::WrongSeats { expected });
            }
            if !self.is_legal(seat, action) {
                return Err(IllegalMove::NotLegal(seat));
            }
            movers = movers.with(seat);
        }
        if movers != expected {
            return Err(IllegalMove::WrongSeats { expected });
        }
        if matches!(self.turn.phase, Phase::Answering { .. }) {
            self.answer(moves, events);
        } else {
            let (seat, action) = moves[0];
            self.apply_own_turn(seat, action, events);
        }
        Ok(())
    }

    /// Lists each mover's actions and picks as [`crate::rules::random_action`] does, then
    /// plays them without checking them again: play-outs spend their time here.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        events: &mut Vec<DesperadosEvent>,
        scratch: &mut RandomScratch<DesperadosAction>,
    ) -> Stepped {
        let RandomScratch { legal, moves } = scratch;
        match self.to_move() {
            ToMove::Nobody => Stepped::Over,
            ToMove::Chance => {
                self.resolve_chance(events);
                Stepped::Chance
            }
            ToMove::Seat(seat) => {
                legal.clear();
                self.list_legal(seat, legal);
                let action = legal[random_index(rng, legal.len())];
                self.apply_own_turn(seat, action, events);
                Stepped::Moved
            }
            ToMove::Simultaneous(seats) => {
                moves.clear();
                for seat in seats.iter() {
                    legal.clear();
                    self.list_legal(seat, legal);
                    moves.push((seat, legal[random_index(rng, legal.len())]));
                }
                self.answer(moves, events);
                Stepped::Moved
            }
        }
    }

    fn draw_chance(&mut self) -> Dice {
        let Phase::Rolling { dice: mask } = self.turn.phase else { unreachable!("chance rolls only when dice roll") };
        let mut dice = self.turn.dice;
        dice.roll(mask, &mut self.dice_rng);
        dice
    }

    fn apply_chance(&mut self, dice: Dice, events: &mut Vec<DesperadosEvent>) -> Result<(), IllegalMove> {
        let Phase::Rolling { dice: mask } = self.turn.phase else { return Err(IllegalMove::NoChanceNode) };
        if self.result.is_some() {
            return Err(IllegalMove::NoChanceNode);
        }
        if !self.turn.dice.agrees_outside(&dice, mask) {
            return Err(IllegalMove::ImpossibleChance);
        }
        self.turn.dice = dice;
        self.turn.phase = Phase::Choosing;
        events.push(DesperadosEvent::Rolled { seat: self.turn.seat, dice });
        Ok(())
    }

    fn view(&self, seat: Seat) -> super::DesperadosView {
        super::DesperadosView::of(self, seat)
    }

    fn narrate(event: &DesperadosEvent, names: &[String]) -> Option<String> {
        super::narration::narrate(event, names)
    }

    /// Every card the seat has not seen where it lies (the deck, the others' hands and
    /// draws) is dealt again at random, in the same numbers; the dice to come are unknown.
    fn resample(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut state = self.clone();
        let others_draw = self.turn.seat != seat;
        let mut unseen = self.deck;
        for other in (0..self.seat_count()).filter(|&other| other != seat) {
            for card in self.hands[other].cards() {
                unseen.push(card);
            }
        }
        if others_draw {
            for card in self.drawn.cards() {
                unseen.push(card);
            }
        }
        unseen.shuffle(rng);
        let mut cards = unseen.as_slice().iter().copied();
        for other in (0..self.seat_count()).filter(|&other| other != seat) {
            state.hands[other] = Hand::default();
            state.hands[other].extend(cards.by_ref().take(self.hands[other].len()));
        }
        if others_draw {
            state.drawn = Hand::default();
            state.drawn.extend(cards.by_ref().take(self.drawn.len()));
        }
        state.deck = cards.collect();
        state.rng = seeded_rng(rng.next_u64());
        state.dice_rng = seeded_rng(rng.next_u64());
        state
    }

    fn winners(&self) -> Option<SeatSet> {
        self.result.map(|(winners, _)| winners)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let seats = self.seat_count();
        let money: u32 = self.gangs().iter().map(|gang| u32::from(gang.money)).sum::<u32>() + u32::from(self.bank);
        if money != u32::from(self.limits.total_money) {
            return Err(format!("gangs and bank hold ${money}, not ${}", self.limits.total_money));
        }
        for (seat, gang) in self.gangs().iter().enumerate() {
            if let Some(icon) = Icon::ALL.into_iter().find(|icon| gang.dials[icon.index()] > icon.dial_length()) {
                return Err(format!("seat {seat}'s {icon:?} dial at {}", gang.dials[icon.index()]));
            }
            if gang.out != (gang.money == 0) || gang.out && !self.hands[seat].is_empty() {
                return Err(format!(
                    "seat {seat} out: {}, with ${} and {} cards",
                    gang.out,
                    gang.money,
                    self.hands[seat].len()
                ));
            }
        }
        let mut cards = self.discards;
        cards.extend(self.deck.as_slice().iter().copied().chain(self.drawn.cards()));
        for hand in &self.hands[..seats] {
            cards.extend(hand.cards());
        }
        for kind in 0..self.limits.kinds {
            if cards.count(kind) != self.limits.counts[usize::from(kind)] {
                return Err(format!(
                    "{} cards of kind {kind} on the table, not {}",
                    cards.count(kind),
                    self.limits.counts[usize::from(kind)]
                ));
            }
        }
        if self.result.is_none() && self.gangs[self.turn.seat].out {
            return Err(format!("seat {} is to move but out", self.turn.seat));
        }
        Ok(())
    }

    /// Before the end: a share of the table by money and freedom, the broke at nothing.
    fn score(&self, seat: Seat) -> f64 {
        if self.is_over() {
            return self.payoff(seat);
        }
        let worth = |gang: &Gang| {
            if gang.out {
                return 0.0;
            }
            f64::from(gang.money) / f64::from(self.limits.total_money) + f64::from(gang.notches_turned()) / 20.0
        };
        let total: f64 = self.gangs().iter().map(worth).sum();
        if total > 0.0 { worth(&self.gangs[seat]) / total } else { 1.0 / self.seat_count() as f64 }
    }
}
