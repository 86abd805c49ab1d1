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
use super::rules::{DesperadosRules, DialStep, GangChoice, Limits, MAX_SEATS};
use super::{CardKind, DICE, DesperadosAction, DesperadosEvent, Icon, MAX_ROLLS, WinPath};
use crate::rules::{
    Game, GameRng, IllegalMove, Line, RandomScratch, Seat, SeatSet, SetupError, Stepped, ToMove, random_index,
    seeded_rng,
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

/// What sets the dice's stream of draws apart from the shuffles' for the same seed.
/// The cards from the top of the deck a replay names.
const NEXT_CARDS_TOLD: usize = 3;

const DICE_STREAM: u64 = 0x005e_edd1_ce0f_d1ce;

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
    pub(super) answering: SeatSet,
    pub(super) result: Option<(SeatSet, WinPath)>,
    /// Shuffles and the setup (replayed from the seed).
    pub(super) rng: GameRng,
    /// The dice of the turns (chance nodes: a record keeps their faces).
    pub(super) dice_rng: GameRng,
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
        let dealt = u32::from(limits.starting_money) * seats as u32;
        if dealt > u32::from(limits.total_money) {
            return Err(SetupError(format!(
                "${} for each of {seats} gangs is ${dealt}, more than the ${} in the game",
                limits.starting_money, limits.total_money
            )));
        }
        let mut rng = seeded_rng(seed);
        let dice_rng = seeded_rng(seed ^ DICE_STREAM);
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
            ToMove::Seat(seat) if self.turn.phase == Phase::Choosing && self.turn.rolls < MAX_ROLLS => {
                // The listing starts with the fifteen rerolls: count them rather than list them.
                legal.clear();
                self.list_stops_and_cards(seat, legal);
                let rerolls = usize::from(ALL_DICE);
                let index = random_index(rng, rerolls + legal.len());
                let action = match index.checked_sub(rerolls) {
                    None => DesperadosAction::Reroll { dice: index as u8 + 1 },
                    Some(other) => legal[other],
                };
                self.apply_own_turn(seat, action, events);
                Stepped::Moved
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

    fn hidden_in_words(&self, rules: &DesperadosRules) -> Vec<Line> {
        let card_names = |cards: &mut dyn Iterator<Item = CardKind>| {
            cards
                .map(|kind| Line::new("desp-card-name").name("name", rules.deck[usize::from(kind)].name.as_str()))
                .collect()
        };
        let mut lines: Vec<Line> = (0..self.seat_count())
            .filter(|&seat| self.hands[seat].cards().next().is_some())
            .map(|seat| {
                Line::new("desp-hidden-hand")
                    .seat("who", seat)
                    .lines("cards", card_names(&mut self.hands[seat].cards()))
            })
            .collect();
        // The next few cards are what a watcher wants; the whole deck would fill the screen.
        let deck = self.deck.as_slice();
        let next = card_names(&mut deck.iter().rev().take(NEXT_CARDS_TOLD).copied());
        lines.push(Line::new("desp-hidden-deck").number("cards", deck.len() as i64).lines("next", next));
        lines
    }

    fn narrate(event: &DesperadosEvent) -> Option<Line> {
        super::narration::narrate(event)
    }

    /// Every card the seat has not seen where it lies (the deck, the others' hands and
    /// draws) is dealt again at random, in the same numbers; the dice to come are unknown.
    fn resample(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut state = self.clone();
        let others_draw = self.turn.seat != seat;
        // Gathered as a set, so that the draw depends on what the seat knows and not on
        // where the unseen cards truly lie.
        let mut unseen_cards = Hand::default();
        unseen_cards.extend(self.deck.as_slice().iter().copied());
        for other in (0..self.seat_count()).filter(|&other| other != seat) {
            unseen_cards.extend(self.hands[other].cards());
        }
        if others_draw {
            unseen_cards.extend(self.drawn.cards());
        }
        let mut unseen: CardPile = unseen_cards.cards().collect();
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
