//! The state machine of a Three-card Loo match: deal after deal, each a round of
//! declarations and up to three tricks.

use rand::{Rng as _, RngExt as _};
use serde::{Deserialize, Serialize};

use super::arranged::ArrangedDeal;
use super::cards::{ACE, Card, CardSet, KING, Suit};
use super::play::{PlayRule, TrickContext, beats, play_rule};
use super::{AllPlay, Declaration, EarlyEnd, LooAction, LooEvent, LooPayment, LooPhase, LooRules, LooView, MAX_SEATS};
use crate::rules::{
    FromView, Game, GameRng, IllegalMove, Line, NoChance, PublicView, Seat, SeatSet, SetupError, ToMove, seeded_rng,
};

/// Cards in a hand, and tricks in a deal.
pub const HAND: usize = 3;

/// The values of the rules file that play needs, copied into the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LooLimits {
    pub ante: u64,
    pub loo: LooPayment,
    pub single_all_play: bool,
    pub club_law: bool,
    pub bust_out: bool,
    pub must_undertrump: bool,
    /// Deals in the match: rounds × seats.
    pub deals: u32,
    /// Each player's balance when the match started.
    pub starting_balance: i64,
}

/// Where a player stands in the current deal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seating {
    /// Dealt in, not declared yet.
    #[default]
    Waiting,
    Dropped,
    Playing,
    /// Plays the miss, taken unseen.
    TookMiss,
    /// The dealer, playing the miss for the pool.
    DefendingMiss,
    /// Out of money with `bust_out`: no longer dealt in.
    Out,
}

impl Seating {
    /// What the seat declared this deal, or that it has yet to, or is out of the match.
    pub fn told(self) -> Line {
        Line::new(match self {
            Seating::Waiting => "loo-seating-waiting",
            Seating::Dropped => "loo-seating-dropped",
            Seating::Playing => "loo-seating-playing",
            Seating::TookMiss => "loo-seating-took-miss",
            Seating::DefendingMiss => "loo-seating-defending-miss",
            Seating::Out => "loo-seating-out",
        })
    }

    /// Plays the tricks of this deal.
    pub fn stands(self) -> bool {
        matches!(self, Seating::Playing | Seating::TookMiss | Seating::DefendingMiss)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LooPlayer {
    /// Hidden from the other seats.
    pub hand: CardSet,
    /// The hand given up for the miss, face down; hidden from the other seats.
    pub discarded: CardSet,
    pub balance: i64,
    pub seating: Seating,
    /// Tricks taken this deal.
    pub tricks: u8,
    /// Suits this player showed to be out of, by failing to follow or to trump (bit per
    /// suit). Public: everyone saw the cards.
    pub voids: u8,
}

/// The cards of one trick in the order played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    seats: [u8; MAX_SEATS],
    cards: [Card; MAX_SEATS],
    len: u8,
    /// Set once every hand has played to it.
    pub winner: Option<Seat>,
}

impl Default for Trick {
    fn default() -> Self {
        Trick { seats: [0; MAX_SEATS], cards: [Card::from_index(0); MAX_SEATS], len: 0, winner: None }
    }
}

impl TrickContext {
    /// What the next card is played into: `trick` with these trumps, among the hands in play.
    pub(super) fn of(trumps: Suit, top_trump: Card, trick: &Trick, in_play: SeatSet, limits: &LooLimits) -> Self {
        TrickContext {
            trumps,
            top_trump,
            led_and_winning: trick.led_and_winning(trumps),
            single_opponent: in_play.len() == 2,
            must_undertrump: limits.must_undertrump,
        }
    }
}

impl Trick {
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        let len = usize::from(self.len);
        self.seats[..len].iter().zip(&self.cards[..len]).map(|(&seat, &card)| (usize::from(seat), card))
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The led card and the card winning so far.
    pub fn led_and_winning(&self, trumps: Suit) -> Option<(Card, Card)> {
        let (led, rest) = self.cards[..self.len()].split_first()?;
        let winning = rest.iter().fold(*led, |best, &card| if beats(card, best, trumps) { card } else { best });
        Some((*led, winning))
    }

    /// The seat of the card winning so far.
    pub fn winning_seat(&self, trumps: Suit) -> Option<Seat> {
        let (_, winning) = self.led_and_winning(trumps)?;
        self.plays().find(|&(_, card)| card == winning).map(|(seat, _)| seat)
    }

    pub(super) fn push(&mut self, seat: Seat, card: Card) {
        let index = self.len();
        self.seats[index] = seat as u8;
        self.cards[index] = card;
        self.len += 1;
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Phase {
    Declaring(Seat),
    Playing(Seat),
    Over,
}

/// The next seat to the left of `seat`, at a table of `seats`, that `takes` accepts;
/// `seat` itself when none does.
pub(super) fn next_seat(seats: usize, seat: Seat, takes: impl Fn(Seat) -> bool) -> Seat {
    (1..=seats).map(|step| (seat + step) % seats).find(|&next| takes(next)).unwrap_or(seat)
}

/// The card that must be led when held: the trump ace, or the king when the ace is the
/// turn-up.
pub(super) fn top_trump_under(turn_up: Card) -> Card {
    let rank = if turn_up.rank() == ACE { KING } else { ACE };
    Card::new(turn_up.suit(), rank)
}

/// The suits a player is known to lack (bits by [`Suit::index`]) once they play `card`
/// into the trick of `context`.
pub(super) fn voids_shown(voids: u8, card: Card, context: &TrickContext) -> u8 {
    let trumps = context.trumps;
    match context.led_and_winning {
        None if card.suit() != trumps => voids | 1 << trumps.index(),
        Some((led, winning)) if card.suit() != led.suit() => {
            let trump_forced = winning.suit() != trumps || context.must_undertrump;
            let trumps_lacked = if card.suit() != trumps && trump_forced { 1 << trumps.index() } else { 0 };
            voids | 1 << led.suit().index() | trumps_lacked
        }
        _ => voids,
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThreeCardLoo {
    pub(super) limits: LooLimits,
    pub(super) players: Vec<LooPlayer>,
    pub(super) dealer: Seat,
    /// Deals started, this one included.
    pub(super) deal: u32,
    pub(super) pool: u64,
    /// The pool as it stood when the tricks began: each trick takes a third of it.
    pub(super) pool_at_play: u64,
    /// This deal's pool holds no loo money.
    pub(super) single: bool,
    /// Loo money was paid in the deal just settled.
    loo_paid: bool,
    pub(super) turn_up: Card,
    /// The spare hand, face down; empty once taken.
    pub(super) miss: CardSet,
    /// Whether the miss may still be taken or defended this deal.
    pub(super) miss_open: bool,
    pub(super) phase: Phase,
    /// The seats playing the tricks of this deal.
    pub(super) in_play: SeatSet,
    pub(super) trick: Trick,
    pub(super) last_trick: Option<Trick>,
    pub(super) tricks_played: u8,
    /// Cards played to tricks this deal, seen by all.
    pub(super) played: CardSet,
    /// Balances plus the pool: what must never change.
    total_chips: i64,
    pub(super) winners: Option<SeatSet>,
    /// The first deals, laid out by the rules rather than shuffled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    arranged: Vec<ArrangedDeal>,
    rng: GameRng,
}

impl ThreeCardLoo {
    pub fn players(&self) -> &[LooPlayer] {
        &self.players
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn pool(&self) -> u64 {
        self.pool
    }

    pub fn turn_up(&self) -> Card {
        self.turn_up
    }

    pub fn trumps(&self) -> Suit {
        self.turn_up.suit()
    }

    pub fn limits(&self) -> &LooLimits {
        &self.limits
    }

    /// The card that must be led when held: the trump ace, or the king when the ace is
    /// the turn-up.
    pub fn top_trump(&self) -> Card {
        top_trump_under(self.turn_up)
    }

    /// What the next card of `seat` must obey, when that seat is to play a card.
    pub fn play_rule(&self, seat: Seat) -> Option<PlayRule> {
        (self.phase == Phase::Playing(seat)).then(|| play_rule(self.players[seat].hand, &self.trick_context()))
    }

    pub(super) fn trick_context(&self) -> TrickContext {
        TrickContext::of(self.trumps(), self.top_trump(), &self.trick, self.in_play, &self.limits)
    }

    /// The next seat to the left still at the table.
    fn next_active(&self, seat: Seat) -> Seat {
        next_seat(self.players.len(), seat, |next| self.players[next].seating != Seating::Out)
    }

    /// The next seat to the left in `set`.
    fn next_in(&self, set: SeatSet, seat: Seat) -> Seat {
        next_seat(self.players.len(), seat, |next| set.contains(next))
    }

    fn active_count(&self) -> usize {
        self.players.iter().filter(|player| player.seating != Seating::Out).count()
    }

    /// Takes up to `amount` from `seat` (with `bust_out`, never more than it has).
    fn charge(&mut self, seat: Seat, amount: u64) -> u64 {
        let player = &mut self.players[seat];
        let paid = if self.limits.bust_out { amount.min(player.balance.max(0) as u64) } else { amount };
        player.balance -= paid as i64;
        paid
    }

    fn start_deal(&mut self, events: &mut Vec<LooEvent>) {
        if self.deal >= self.limits.deals || self.active_count() < 2 {
            self.finish(events);
            return;
        }
        self.deal += 1;
        let ante = self.charge(self.dealer, self.limits.ante);
        self.pool += ante;
        self.single = !self.loo_paid;
        self.loo_paid = false;
        self.deal_cards();
        self.open_deal(ante, events);
    }

    /// Tells the deal and asks the first declaration (or, when everyone must play,
    /// starts the tricks).
    fn open_deal(&mut self, ante: u64, events: &mut Vec<LooEvent>) {
        events.push(LooEvent::DealStarted {
            deal: self.deal,
            dealer: self.dealer,
            ante,
            pool: self.pool,
            single: self.single,
        });
        for (seat, player) in self.players.iter().enumerate().filter(|(_, player)| player.seating != Seating::Out) {
            events.push(LooEvent::HandDealt { seat, hand: player.hand });
        }
        events.push(LooEvent::TurnedUp { card: self.turn_up });
        let all_play = if self.limits.club_law && self.trumps() == Suit::Clubs {
            Some(AllPlay::ClubLaw)
        } else if self.limits.single_all_play && self.single {
            Some(AllPlay::Single)
        } else {
            None
        };
        if let Some(reason) = all_play {
            events.push(LooEvent::AllPlay { reason });
            self.miss_open = false;
            for player in self.players.iter_mut().filter(|player| player.seating != Seating::Out) {
                player.seating = Seating::Playing;
            }
            self.start_tricks();
        } else {
            self.phase = Phase::Declaring(self.next_active(self.dealer));
        }
    }

    /// Players seated with their starting balances, before the first deal.
    fn seated(rules: &LooRules, seats: usize, seed: u64) -> Result<Self, SetupError> {
        let (min, max) = (usize::from(rules.min_players), usize::from(rules.max_players).min(MAX_SEATS));
        if !(min..=max).contains(&seats) {
            return Err(SetupError(format!("Three-card Loo is for {min} to {max} players, not {seats}")));
        }
        if let Some(deal) = rules.arranged_deals.iter().find(|deal| deal.hands().len() != seats) {
            return Err(SetupError(format!(
                "an arranged deal lays out {} hands, and the table seats {seats}",
                deal.hands().len()
            )));
        }
        let mut rng = seeded_rng(seed);
        let dealer = rng.random_range(0..seats);
        let limits = LooLimits {
            starting_balance: rules.starting_balance,
            ante: rules.ante,
            loo: rules.loo,
            single_all_play: rules.single_all_play,
            club_law: rules.club_law,
            bust_out: rules.bust_out,
            must_undertrump: rules.must_undertrump,
            deals: u32::from(rules.rounds) * seats as u32,
        };
        let player = LooPlayer { balance: rules.starting_balance, ..LooPlayer::default() };
        Ok(ThreeCardLoo {
            limits,
            players: vec![player; seats],
            dealer,
            deal: 0,
            pool: 0,
            pool_at_play: 0,
            single: true,
            loo_paid: false,
            turn_up: Card::from_index(0),
            miss: CardSet::EMPTY,
            miss_open: false,
            phase: Phase::Over,
            in_play: SeatSet::EMPTY,
            trick: Trick::default(),
            last_trick: None,
            tricks_played: 0,
            played: CardSet::EMPTY,
            total_chips: rules.starting_balance * seats as i64,
            winners: None,
            arranged: rules.arranged_deals.clone(),
            rng,
        })
    }

    /// A match whose first deal is laid out as given (for tests): `hands` by seat, the
    /// miss and the turn-up; the dealer antes as usual.
    pub fn arranged(
        rules: &LooRules,
        dealer: Seat,
        hands: &[CardSet],
        miss: CardSet,
        turn_up: Card,
        events: &mut Vec<LooEvent>,
    ) -> Result<Self, SetupError> {
        let deal =
            ArrangedDeal::new(hands.to_vec(), miss, turn_up).map_err(|problem| SetupError(problem.to_string()))?;
        let rules = LooRules { arranged_deals: vec![deal], ..rules.clone() };
        let mut state = Self::seated(&rules, hands.len(), 0)?;
        state.dealer = dealer % hands.len();
        state.start_deal(events);
        Ok(state)
    }

    /// Three cards to each player still at the table, three to the miss, one turned up:
    /// as the rules lay out this deal, else shuffled.
    fn deal_cards(&mut self) {
        match self.arranged.get(self.deal as usize - 1) {
            Some(deal) => {
                deal_hands(&mut self.players, |seat| deal.hands()[seat]);
                self.miss = deal.miss();
                self.turn_up = deal.turn_up();
            }
            None => {
                let mut deck: [u8; 52] = std::array::from_fn(|index| index as u8);
                let mut dealt = 0;
                let mut draw = |rng: &mut GameRng| {
                    let pick = rng.random_range(dealt..52);
                    deck.swap(dealt, pick);
                    dealt += 1;
                    Card::from_index(deck[dealt - 1])
                };
                let mut draw_hand = |rng: &mut GameRng| (0..HAND).map(|_| draw(rng)).collect::<CardSet>();
                let rng = &mut self.rng;
                deal_hands(&mut self.players, |_| draw_hand(rng));
                self.miss = draw_hand(rng);
                self.turn_up = draw(rng);
            }
        }
        self.miss_open = true;
        self.in_play = SeatSet::EMPTY;
        self.trick = Trick::default();
        self.last_trick = None;
        self.tricks_played = 0;
        self.played = CardSet::EMPTY;
    }

    /// The legal declarations of `seat` when it is asked.
    fn declarations(&self, seat: Seat) -> impl Iterator<Item = Declaration> {
        let miss = self.miss_open && !self.miss.is_empty();
        let dealer = seat == self.dealer;
        [
            Some(Declaration::Drop),
            Some(Declaration::Play),
            miss.then_some(Declaration::TakeMiss),
            (miss && dealer).then_some(Declaration::DefendMiss),
        ]
        .into_iter()
        .flatten()
    }

    fn declare(&mut self, seat: Seat, declaration: Declaration, events: &mut Vec<LooEvent>) {
        let player = &mut self.players[seat];
        player.seating = match declaration {
            Declaration::Drop => Seating::Dropped,
            Declaration::Play => Seating::Playing,
            Declaration::TakeMiss | Declaration::DefendMiss => {
                player.discarded = player.hand;
                player.hand = std::mem::take(&mut self.miss);
                self.miss_open = false;
                if declaration == Declaration::TakeMiss { Seating::TookMiss } else { Seating::DefendingMiss }
            }
        };
        events.push(LooEvent::Declared { seat, declaration });
        if matches!(declaration, Declaration::TakeMiss | Declaration::DefendMiss) {
            events.push(LooEvent::HandFromMiss { seat, hand: self.players[seat].hand });
        }
        let standing: SeatSet = self.standing_seats();
        if seat != self.dealer {
            let next = self.next_active(seat);
            if next != self.dealer {
                self.phase = Phase::Declaring(next);
            } else if standing.is_empty() {
                self.take_pool(self.dealer, EarlyEnd::AllDropped, events);
            } else {
                self.phase = Phase::Declaring(next);
            }
            return;
        }
        if declaration == Declaration::Drop && standing.len() == 1 {
            let only = standing.iter().next().expect("one seat stands");
            self.take_pool(only, EarlyEnd::DealerDropped, events);
        } else {
            self.start_tricks();
        }
    }

    fn standing_seats(&self) -> SeatSet {
        self.players.iter().enumerate().filter(|(_, player)| player.seating.stands()).map(|(seat, _)| seat).collect()
    }

    fn take_pool(&mut self, seat: Seat, why: EarlyEnd, events: &mut Vec<LooEvent>) {
        let amount = std::mem::take(&mut self.pool);
        self.players[seat].balance += amount as i64;
        events.push(LooEvent::PoolTaken { seat, amount, why });
        self.end_deal(events);
    }

    fn start_tricks(&mut self) {
        // A miss nobody took is dead once the tricks begin.
        self.miss_open = false;
        self.in_play = self.standing_seats();
        self.pool_at_play = self.pool;
        self.phase = Phase::Playing(self.next_in(self.in_play, self.dealer));
    }

    /// Plays `card`, already checked against the rule of `context` (the trick as it
    /// stands before it).
    fn play_card(&mut self, seat: Seat, card: Card, context: &TrickContext, events: &mut Vec<LooEvent>) {
        let trumps = self.trumps();
        let player = &mut self.players[seat];
        // What the card shows about the rest of the hand.
        player.voids = voids_shown(player.voids, card, context);
        player.hand = player.hand.without(card);
        self.played = self.played.with(card);
        self.trick.push(seat, card);
        events.push(LooEvent::CardPlayed { seat, card });
        if self.trick.len() < self.in_play.len() {
            self.phase = Phase::Playing(self.next_in(self.in_play, seat));
            return;
        }
        let winner = self.trick.winning_seat(trumps).expect("a full trick has a winner");
        self.trick.winner = Some(winner);
        self.tricks_played += 1;
        let player = &mut self.players[winner];
        player.tricks += 1;
        let by_miss = player.seating == Seating::DefendingMiss;
        let paid = if by_miss { 0 } else { self.pool_at_play / HAND as u64 };
        player.balance += paid as i64;
        self.pool -= paid;
        events.push(LooEvent::TrickWon { seat: winner, trick: self.tricks_played, paid, by_miss });
        self.last_trick = Some(std::mem::take(&mut self.trick));
        if usize::from(self.tricks_played) < HAND {
            self.phase = Phase::Playing(winner);
        } else {
            self.settle_loos(events);
        }
    }

    /// Every standing player without a trick pays into the next pool.
    fn settle_loos(&mut self, events: &mut Vec<LooEvent>) {
        let owed = match self.limits.loo {
            LooPayment::Limited(amount) => amount,
            LooPayment::Unlimited { cap } => self.pool_at_play.min(cap),
        };
        for seat in self.in_play.iter() {
            let player = &self.players[seat];
            if player.tricks == 0 && player.seating != Seating::DefendingMiss {
                let paid = self.charge(seat, owed);
                self.pool += paid;
                self.loo_paid = true;
                events.push(LooEvent::Looed { seat, paid });
            }
        }
        self.end_deal(events);
    }

    fn end_deal(&mut self, events: &mut Vec<LooEvent>) {
        if self.limits.bust_out {
            for (seat, player) in self.players.iter_mut().enumerate() {
                if player.seating != Seating::Out && player.balance <= 0 {
                    player.seating = Seating::Out;
                    player.hand = CardSet::EMPTY;
                    events.push(LooEvent::BustedOut { seat });
                }
            }
        }
        self.dealer = self.next_active(self.dealer);
        self.start_deal(events);
    }

    fn finish(&mut self, events: &mut Vec<LooEvent>) {
        let best = self.players.iter().map(|player| player.balance).max().unwrap_or(0);
        let winners: SeatSet = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, player)| player.balance == best)
            .map(|(seat, _)| seat)
            .collect();
        self.winners = Some(winners);
        self.phase = Phase::Over;
        events.push(LooEvent::MatchOver { winners });
    }

    /// The cards `seat` has seen: its hands, the turn-up and every card played.
    fn seen_by(&self, seat: Seat) -> CardSet {
        let player = &self.players[seat];
        player.hand.or(player.discarded).or(self.played).with(self.turn_up)
    }

    /// Redraws every card `seat` has not seen, keeping hand sizes and shown voids.
    fn redeal_unseen(&mut self, seat: Seat, rng: &mut GameRng) {
        let unseen = CardSet::DECK.minus(self.seen_by(seat));
        let others: Vec<Seat> = (0..self.players.len()).filter(|&other| other != seat).collect();
        const TRIES: usize = 64;
        for attempt in 0..=TRIES {
            let respect_voids = attempt < TRIES;
            if let Some(hands) = self.draw_hands(&others, unseen, respect_voids, rng) {
                let mut left = unseen;
                for (&other, &hand) in others.iter().zip(&hands) {
                    self.players[other].hand = hand;
                    left = left.minus(hand);
                }
                // The miss and other players' discards come from what is left.
                let miss_size = self.miss.len();
                self.miss = take_random(&mut left, miss_size, rng);
                for &other in &others {
                    let size = self.players[other].discarded.len();
                    self.players[other].discarded = take_random(&mut left, size, rng);
                }
                return;
            }
        }
        unreachable!("without void constraints the unseen cards always fill the hands");
    }

    /// Hands for `others` from `unseen`, of their current sizes, the most constrained
    /// drawn first; `None` when the voids leave too few cards.
    fn draw_hands(
        &self,
        others: &[Seat],
        unseen: CardSet,
        respect_voids: bool,
        rng: &mut GameRng,
    ) -> Option<Vec<CardSet>> {
        let mut order: Vec<usize> = (0..others.len()).collect();
        order.sort_by_key(|&index| std::cmp::Reverse(self.players[others[index]].voids.count_ones()));
        let mut left = unseen;
        let mut hands = vec![CardSet::EMPTY; others.len()];
        for index in order {
            let player = &self.players[others[index]];
            let mut allowed = left;
            if respect_voids {
                for suit in Suit::ALL.into_iter().filter(|suit| player.voids & (1 << suit.index()) != 0) {
                    allowed = allowed.minus(CardSet::suit(suit));
                }
            }
            let size = player.hand.len();
            if allowed.len() < size {
                return None;
            }
            let hand = take_random(&mut allowed, size, rng);
            left = left.minus(hand);
            hands[index] = hand;
        }
        Some(hands)
    }
}

/// A new deal's hands: `hand_of` each seat still at the table, and every player waiting to
/// declare with nothing taken yet.
fn deal_hands(players: &mut [LooPlayer], mut hand_of: impl FnMut(Seat) -> CardSet) {
    for (seat, player) in players.iter_mut().enumerate() {
        let out = player.seating == Seating::Out;
        *player = LooPlayer {
            hand: if out { CardSet::EMPTY } else { hand_of(seat) },
            balance: player.balance,
            seating: if out { Seating::Out } else { Seating::Waiting },
            ..LooPlayer::default()
        };
    }
}

/// Removes `count` random cards from `cards` and returns them.
fn take_random(cards: &mut CardSet, count: usize, rng: &mut GameRng) -> CardSet {
    let mut taken = CardSet::EMPTY;
    for _ in 0..count {
        let card = cards.nth(rng.random_range(0..cards.len())).expect("enough cards to draw from");
        *cards = cards.without(card);
        taken = taken.with(card);
    }
    taken
}

/// The cards the seat has not seen go, lowest first, to the other hands, then to the
/// miss, then to the hands given up for it, in the sizes everyone saw.
impl FromView for ThreeCardLoo {
    fn from_view(view: &LooView) -> Self {
        let mut unseen = CardSet::DECK.minus(view.hand.or(view.discarded).or(view.played).with(view.turn_up));
        let mut take_lowest = |count: usize| {
            let taken: CardSet = unseen.iter().take(count).fold(CardSet::EMPTY, CardSet::with);
            unseen = unseen.minus(taken);
            taken
        };
        let took_miss = |seating: Seating| matches!(seating, Seating::TookMiss | Seating::DefendingMiss);
        let mut players: Vec<LooPlayer> = view
            .players
            .iter()
            .enumerate()
            .map(|(seat, public)| LooPlayer {
                hand: if seat == view.seat { view.hand } else { take_lowest(usize::from(public.cards_left)) },
                discarded: CardSet::EMPTY,
                balance: public.balance,
                seating: public.seating,
                tricks: public.tricks,
                voids: public.voids,
            })
            .collect();
        let dealt = view.phase != LooPhase::Over;
        let miss = if dealt && !view.players.iter().any(|player| took_miss(player.seating)) {
            take_lowest(HAND)
        } else {
            CardSet::EMPTY
        };
        for (seat, player) in players.iter_mut().enumerate() {
            player.discarded = match seat == view.seat {
                true => view.discarded,
                false if took_miss(player.seating) => take_lowest(HAND),
                false => CardSet::EMPTY,
            };
        }
        let total_chips = players.iter().map(|player| player.balance).sum::<i64>() + view.pool as i64;
        ThreeCardLoo {
            limits: view.limits,
            players,
            dealer: view.dealer,
            deal: view.deal,
            pool: view.pool,
            pool_at_play: view.pool_at_play,
            single: view.single,
            loo_paid: false,
            turn_up: view.turn_up,
            miss,
            miss_open: view.miss_open,
            phase: match view.phase {
                LooPhase::Declaring(seat) => Phase::Declaring(seat),
                LooPhase::Playing(seat) => Phase::Playing(seat),
                LooPhase::Over => Phase::Over,
            },
            in_play: view.in_play,
            trick: view.trick,
            last_trick: view.last_trick,
            tricks_played: view.tricks_played,
            played: view.played,
            total_chips,
            winners: view.winners,
            arranged: Vec::new(),
            rng: seeded_rng(0),
        }
    }
}

/// The table without the first seat's hands.
impl PublicView for ThreeCardLoo {
    fn public_view(&self) -> LooView {
        LooView { hand: CardSet::EMPTY, discarded: CardSet::EMPTY, ..self.view(0) }
    }
}

impl Game for ThreeCardLoo {
    type Rules = LooRules;
    type Action = LooAction;
    type Event = LooEvent;
    type View = super::LooView;

    type Chance = NoChance;

    const ID: &'static str = "three-card-loo";

    fn new(rules: &LooRules, seats: usize, seed: u64, events: &mut Vec<LooEvent>) -> Result<Self, SetupError> {
        let mut state = Self::seated(rules, seats, seed)?;
        state.start_deal(events);
        Ok(state)
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Declaring(seat) | Phase::Playing(seat) => ToMove::Seat(seat),
            Phase::Over => ToMove::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<LooAction>) {
        out.clear();
        match self.phase {
            Phase::Declaring(asked) if asked == seat => out.extend(self.declarations(seat).map(LooAction::Declare)),
            Phase::Playing(next) if next == seat => {
                let rule = play_rule(self.players[seat].hand, &self.trick_context());
                out.extend(rule.allowed.iter().map(LooAction::Play));
            }
            _ => {}
        }
    }

    fn apply(&mut self, moves: &[(Seat, LooAction)], events: &mut Vec<LooEvent>) -> Result<(), IllegalMove> {
        let &[(seat, action)] = moves else {
            return match self.to_move() {
                ToMove::Seat(seat) => Err(IllegalMove::WrongSeats { expected: SeatSet::single(seat) }),
                _ => Err(IllegalMove::MatchOver),
            };
        };
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalMove::MatchOver),
            (Phase::Declaring(asked), _) | (Phase::Playing(asked), _) if asked != seat => {
                Err(IllegalMove::NotToMove(seat))
            }
            (Phase::Declaring(_), LooAction::Declare(declaration))
                if self.declarations(seat).any(|d| d == declaration) =>
            {
                self.declare(seat, declaration, events);
                Ok(())
            }
            (Phase::Playing(_), LooAction::Play(card)) => {
                let context = self.trick_context();
                if !play_rule(self.players[seat].hand, &context).allowed.contains(card) {
                    return Err(IllegalMove::NotLegal(seat));
                }
                self.play_card(seat, card, &context, events);
                Ok(())
            }
            _ => Err(IllegalMove::NotLegal(seat)),
        }
    }

    fn view(&self, seat: Seat) -> super::LooView {
        super::LooView::of(self, seat)
    }

    fn hidden_in_words(&self, _rules: &LooRules) -> Vec<Line> {
        let cards = |set: CardSet| set.iter().map(|card| card.to_string()).collect::<Vec<_>>().join(" ");
        let mut lines: Vec<Line> = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, player)| !player.hand.is_empty() || !player.discarded.is_empty())
            .map(|(seat, player)| {
                let line = match player.discarded.is_empty() {
                    true => Line::new("loo-hidden-hand"),
                    false => Line::new("loo-hidden-hand-and-discards").name("discarded", cards(player.discarded)),
                };
                line.seat("who", seat).name("hand", cards(player.hand)).number("cards", player.hand.len() as i64)
            })
            .collect();
        if !self.miss.is_empty() {
            lines.push(Line::new("loo-hidden-miss").name("cards", cards(self.miss)));
        }
        lines
    }

    fn narrate(event: &LooEvent) -> Option<Line> {
        super::narration::narrate(event)
    }

    fn resample(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut state = self.clone();
        state.redeal_unseen(seat, rng);
        state.rng = seeded_rng(rng.next_u64());
        state
    }

    fn winners(&self) -> Option<SeatSet> {
        self.winners
    }

    fn scoring_round(&self) -> Option<u32> {
        Some(self.deal)
    }

    /// Chips won or lost, as a share of a starting balance either side of one half: Loo
    /// is played for chips, and a deal's chips are what its play decides.
    fn score(&self, seat: Seat) -> f64 {
        let start = super::view::even_share(self.total_chips, self.players.len()) as f64;
        let won = self.players[seat].balance as f64 - start;
        (0.5 + won / (2.0 * start)).clamp(0.0, 1.0)
    }

    fn chips_won(&self, seat: Seat) -> Option<i64> {
        let start = self.total_chips / self.players.len() as i64;
        Some(self.players[seat].balance - start)
    }

    fn deals_completed(&self) -> Option<u32> {
        Some(if self.winners.is_some() { self.deal } else { self.deal.saturating_sub(1) })
    }

    fn check_invariants(&self) -> Result<(), String> {
        let chips: i64 = self.players.iter().map(|player| player.balance).sum::<i64>() + self.pool as i64;
        if chips != self.total_chips {
            return Err(format!("balances plus pool make {chips}, but the table started with {}", self.total_chips));
        }
        if self.limits.bust_out
            && let Some(seat) = self.players.iter().position(|player| player.balance < 0)
        {
            return Err(format!("seat {seat} is below zero with bust_out"));
        }
        // The words of a failure are only made when one happens: this runs after every
        // simulated deal.
        let mut seen = CardSet::single(self.turn_up);
        let mut place = |cards: CardSet, what: &dyn Fn() -> String| {
            if !seen.and(cards).is_empty() {
                return Err(format!("{} holds a card that is also elsewhere", what()));
            }
            seen = seen.or(cards);
            Ok(())
        };
        place(self.miss, &|| "the miss".into())?;
        place(self.played, &|| "the played cards".into())?;
        for (seat, player) in self.players.iter().enumerate() {
            place(player.hand, &|| format!("seat {seat}'s hand"))?;
            place(player.discarded, &|| format!("seat {seat}'s discard"))?;
            if player.hand.len() > HAND {
                return Err(format!("seat {seat} holds {} cards", player.hand.len()));
            }
        }
        let in_trick: usize = self.players.iter().map(|player| usize::from(player.tricks)).sum();
        if in_trick != usize::from(self.tricks_played) {
            return Err(format!("{in_trick} tricks taken but {} played", self.tricks_played));
        }
        if self.phase != Phase::Over {
            let cards_left = HAND - usize::from(self.tricks_played);
            for seat in self.in_play.iter() {
                let played_now = usize::from(self.trick.plays().any(|(player, _)| player == seat));
                if self.players[seat].hand.len() + played_now != cards_left {
                    return Err(format!(
                        "seat {seat} holds {} cards in trick {}",
                        self.players[seat].hand.len(),
                        self.tricks_played + 1
                    ));
                }
            }
        }
        Ok(())
    }
}
