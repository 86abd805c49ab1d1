//! The state machine of a Loot Shoot Whiskey match.

use rand::Rng as _;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::view::{LswView, PublicPlayer};
use super::{
    BottleWin, Commit, Hand, HandCard, HandReset, LswEvent, LswRules, ROW_LEN, SLOTS_PER_PHASE, SaloonCard,
    SlotOutcome, TieBreak, UnclaimedCard, WinReason, beats,
};
use crate::rules::{
    EventsTellViews, FromView, Game, GameRng, IllegalMove, Line, NoChance, PublicView, Seat, SeatSet, SetupError,
    ToMove, seeded_rng,
};

/// The values of the rules file that play needs after the deal, copied into the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    pub hand: Hand,
    pub hand_reset: HandReset,
    pub nuggets_to_win: u16,
    pub hits_to_win: u8,
    pub bottle_wins_to_win: u8,
    pub card_after_whiskey_or_shoot_win: UnclaimedCard,
    pub tie_breaks: [Option<TieBreak>; 2],
    pub max_rounds: u16,
}

impl Limits {
    fn from_rules(rules: &LswRules) -> Self {
        let mut tie_breaks = [None; 2];
        for (slot, tie_break) in tie_breaks.iter_mut().zip(&rules.tie_breaks) {
            *slot = Some(*tie_break);
        }
        Limits {
            hand: Hand::full(rules.hand),
            hand_reset: rules.hand_reset,
            nuggets_to_win: rules.nuggets_to_win,
            hits_to_win: rules.hits_to_win,
            bottle_wins_to_win: rules.bottle_wins_to_win,
            card_after_whiskey_or_shoot_win: rules.card_after_whiskey_or_shoot_win,
            tie_breaks,
            max_rounds: rules.max_rounds,
        }
    }
}

/// Who holds the whiskey bottle, and how many times in a row they have won it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bottle {
    pub holder: Seat,
    pub streak: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LswResult {
    Won { seat: Seat, reason: WinReason },
    Drawn,
}

/// How many saloon cards there are and an order-free checksum of which: any card lost,
/// duplicated or changed shows as a different total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct CardTotal {
    count: u32,
    checksum: u64,
}

impl CardTotal {
    fn of<'a>(cards: impl IntoIterator<Item = &'a SaloonCard>) -> Self {
        cards.into_iter().fold(CardTotal { count: 0, checksum: 0 }, |total, card| CardTotal {
            count: total.count + 1,
            checksum: total.checksum.wrapping_add(card_hash(*card)),
        })
    }
}

/// A well-mixed 64-bit value per kind of card (SplitMix64 of its code), looked up in a
/// table made at compile time: the check runs at the end of every simulated match.
fn card_hash(card: SaloonCard) -> u64 {
    const WHISKEY: usize = 256;
    const BULLET: usize = 257;
    const HASHES: [u64; 258] = {
        let mut table = [0; 258];
        let mut code = 0;
        while code < 258 {
            let mut z = (code as u64).wrapping_add(0x9E37_79B9_7F4A_7C15);
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            table[code] = z ^ (z >> 31);
            code += 1;
        }
        table
    };
    HASHES[match card {
        SaloonCard::Nuggets(amount) => usize::from(amount),
        SaloonCard::Whiskey => WHISKEY,
        SaloonCard::Bullet => BULLET,
    }]
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LootShootWhiskey {
    limits: Limits,
    /// A fingerprint of the match's whole saloon deck, for the conservation check.
    card_total: CardTotal,
    /// Face down; the top card is the last.
    deck: Vec<SaloonCard>,
    row: [Option<SaloonCard>; ROW_LEN],
    discard: Vec<SaloonCard>,
    players: [PublicPlayer; 2],
    bottle: Option<Bottle>,
    /// 0 while slots 1–2 are to be settled, 1 for slots 3–4.
    phase: u8,
    round: u16,
    result: Option<LswResult>,
    rng: GameRng,
}

impl LootShootWhiskey {
    pub fn result(&self) -> Option<LswResult> {
        self.result
    }

    /// The first slot (0 or 2) of the pair settled by the next commitments.
    pub fn first_slot(&self) -> usize {
        usize::from(self.phase) * SLOTS_PER_PHASE
    }

    fn finish(&mut self, result: LswResult, events: &mut Vec<LswEvent>) {
        self.result = Some(result);
        events.push(match result {
            LswResult::Won { seat, reason } => LswEvent::MatchWon { seat, reason },
            LswResult::Drawn => LswEvent::MatchDrawn,
        });
    }

    fn fill_row(&mut self, events: &mut Vec<LswEvent>) {
        for (slot, place) in self.row.iter_mut().enumerate() {
            if place.is_none() {
                let card = self.deck.pop().expect("the caller checked the deck can fill the row");
                *place = Some(card);
                events.push(LswEvent::Dealt { slot, card });
            }
        }
    }

    fn settle_slot(&mut self, slot: usize, cards: [HandCard; 2], events: &mut Vec<LswEvent>) {
        let card = self.row[slot].expect("a slot is full while it is settled");
        if cards[0] == cards[1] {
            events.push(LswEvent::Showdown { slot, cards, outcome: SlotOutcome::Tie });
            self.discard_slot(slot, events);
            return;
        }
        let winner = if beats(cards[0], cards[1]) { 0 } else { 1 };
        let with = cards[winner];
        events.push(LswEvent::Showdown { slot, cards, outcome: SlotOutcome::Won { seat: winner, with } });
        match with {
            HandCard::Whiskey | HandCard::Shoot => {
                if self.limits.card_after_whiskey_or_shoot_win == UnclaimedCard::Discard {
                    self.discard_slot(slot, events);
                }
                if with == HandCard::Whiskey {
                    self.win_bottle(winner, events);
                } else {
                    self.take_hit(winner, events);
                }
            }
            HandCard::Loot => {
                self.row[slot] = None;
                self.players[winner].pile.push(card);
                events.push(LswEvent::Claimed { seat: winner, slot, card });
                match card {
                    SaloonCard::Nuggets(amount) => self.gain_nuggets(winner, amount, events),
                    SaloonCard::Whiskey => self.win_bottle(winner, events),
                    SaloonCard::Bullet => self.take_hit(winner, events),
                }
            }
        }
    }

    fn discard_slot(&mut self, slot: usize, events: &mut Vec<LswEvent>) {
        if let Some(card) = self.row[slot].take() {
            self.discard.push(card);
            events.push(LswEvent::Discarded { slot, card });
        }
    }

    fn gain_nuggets(&mut self, seat: Seat, amount: u8, events: &mut Vec<LswEvent>) {
        let player = &mut self.players[seat];
        player.nuggets += u16::from(amount);
        events.push(LswEvent::NuggetsGained { seat, amount, total: player.nuggets });
        if player.nuggets >= self.limits.nuggets_to_win {
            self.finish(LswResult::Won { seat, reason: WinReason::Nuggets }, events);
        }
    }

    fn take_hit(&mut self, seat: Seat, events: &mut Vec<LswEvent>) {
        let player = &mut self.players[seat];
        player.hits += 1;
        events.push(LswEvent::HitTaken { seat, total: player.hits });
        if player.hits >= self.limits.hits_to_win {
            self.finish(LswResult::Won { seat, reason: WinReason::Hits }, events);
        }
    }

    fn win_bottle(&mut self, seat: Seat, events: &mut Vec<LswEvent>) {
        let (bottle, how) = match self.bottle {
            Some(bottle) if bottle.holder == seat => {
                (Bottle { holder: seat, streak: bottle.streak + 1 }, BottleWin::Drank)
            }
            _ => (Bottle { holder: seat, streak: 1 }, BottleWin::Took),
        };
        self.bottle = Some(bottle);
        events.push(LswEvent::BottleWon { seat, how, streak: bottle.streak });
        if bottle.streak >= self.limits.bottle_wins_to_win {
            self.finish(LswResult::Won { seat, reason: WinReason::EmptiedBottle }, events);
        }
    }

    fn reset_hands(&mut self, events: &mut Vec<LswEvent>) {
        for player in &mut self.players {
            player.hand = self.limits.hand;
        }
        events.push(LswEvent::HandsReset);
    }

    fn end_round(&mut self, events: &mut Vec<LswEvent>) {
        self.reset_hands(events);
        self.round += 1;
        self.phase = 0;
        events.push(LswEvent::NextPair { first_slot: self.first_slot(), round: self.round });
        let empty_slots = self.row.iter().filter(|place| place.is_none()).count();
        if self.deck.len() >= empty_slots && self.round < self.limits.max_rounds {
            self.fill_row(events);
        } else {
            events.push(LswEvent::SaloonRanDry);
            let result = self.result_when_dry();
            self.finish(result, events);
        }
    }

    /// The bottle's holder wins; without one, the tie-breaks in order; else a draw.
    fn result_when_dry(&self) -> LswResult {
        if let Some(bottle) = self.bottle {
            return LswResult::Won { seat: bottle.holder, reason: WinReason::HeldBottle };
        }
        for tie_break in self.limits.tie_breaks.into_iter().flatten() {
            let score = |player: &PublicPlayer| match tie_break {
                TieBreak::MostNuggets => player.nuggets,
                TieBreak::MostHits => u16::from(player.hits),
            };
            let (first, second) = (score(&self.players[0]), score(&self.players[1]));
            if first != second {
                let seat = if first > second { 0 } else { 1 };
                return LswResult::Won { seat, reason: WinReason::TieBreak(tie_break) };
            }
        }
        LswResult::Drawn
    }

    fn commitments(&self, moves: &[(Seat, Commit)]) -> Result<[Commit; 2], IllegalMove> {
        let expected = SeatSet::first(2);
        let mut commits = [None; 2];
        for &(seat, commit) in moves {
            let place = commits.get_mut(seat).ok_or(IllegalMove::WrongSeats { expected })?;
            if place.is_some() {
                return Err(IllegalMove::WrongSeats { expected });
            }
            if !self.players[seat].hand.can_play(commit) {
                return Err(IllegalMove::NotLegal(seat));
            }
            *place = Some(commit);
        }
        match commits {
            [Some(first), Some(second)] => Ok([first, second]),
            _ => Err(IllegalMove::WrongSeats { expected }),
        }
    }
}

/// Only the deck's order is hidden, and the view lists the deck's cards.
impl FromView for LootShootWhiskey {
    fn from_view(view: &LswView) -> Self {
        let deck = view.deck_contents.clone();
        let everywhere = deck
            .iter()
            .chain(&view.discard)
            .chain(view.row.iter().flatten())
            .chain(view.players.iter().flat_map(|player| &player.pile));
        LootShootWhiskey {
            limits: view.limits,
            card_total: CardTotal::of(everywhere),
            row: view.row,
            discard: view.discard.clone(),
            players: view.players.clone(),
            bottle: view.bottle,
            phase: (view.first_slot / SLOTS_PER_PHASE) as u8,
            round: view.round,
            result: view.result,
            rng: seeded_rng(0),
            deck,
        }
    }
}

/// Every card played is seen: a seat's view is all public.
impl PublicView for LootShootWhiskey {
    fn public_view(&self) -> LswView {
        self.view(0)
    }
}

impl EventsTellViews for LootShootWhiskey {
    fn update_view(view: &mut LswView, event: &LswEvent) {
        match *event {
            LswEvent::Dealt { slot, card } => {
                view.row[slot] = Some(card);
                if let Some(index) = view.deck_contents.iter().position(|&left| left == card) {
                    view.deck_contents.remove(index);
                }
            }
            LswEvent::Revealed { cards, .. } => {
                for (player, commit) in view.players.iter_mut().zip(cards) {
                    commit.cards().into_iter().for_each(|card| player.hand.remove(card));
                }
            }
            LswEvent::Showdown { .. } | LswEvent::SaloonRanDry => {}
            LswEvent::Claimed { seat, slot, card } => {
                view.row[slot] = None;
                view.players[seat].pile.push(card);
            }
            LswEvent::Discarded { slot, card } => {
                view.row[slot] = None;
                view.discard.push(card);
            }
            LswEvent::NuggetsGained { seat, total, .. } => view.players[seat].nuggets = total,
            LswEvent::HitTaken { seat, total } => view.players[seat].hits = total,
            LswEvent::BottleWon { seat, streak, .. } => view.bottle = Some(Bottle { holder: seat, streak }),
            LswEvent::NextPair { first_slot, round } => {
                view.first_slot = first_slot;
                view.round = round;
            }
            LswEvent::HandsReset => {
                for player in &mut view.players {
                    player.hand = view.limits.hand;
                }
            }
            LswEvent::MatchWon { seat, reason } => view.result = Some(LswResult::Won { seat, reason }),
            LswEvent::MatchDrawn => view.result = Some(LswResult::Drawn),
        }
    }
}

impl Game for LootShootWhiskey {
    type Rules = LswRules;
    type Action = Commit;
    type Event = LswEvent;
    type View = LswView;

    type Chance = NoChance;

    const ID: &'static str = "loot-shoot-whiskey";

    fn new(rules: &LswRules, seats: usize, seed: u64, events: &mut Vec<LswEvent>) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError(format!("Loot Shoot Whiskey is for 2 players, not {seats}")));
        }
        let mut rng = seeded_rng(seed);
        let mut deck = rules.deck_cards();
        if deck.len() < ROW_LEN {
            return Err(SetupError(format!("the deck has {} cards; the row needs {ROW_LEN}", deck.len())));
        }
        let card_total = CardTotal::of(&deck);
        deck.shuffle(&mut rng);
        let limits = Limits::from_rules(rules);
        let player = PublicPlayer { hand: limits.hand, ..PublicPlayer::default() };
        let mut state = LootShootWhiskey {
            limits,
            card_total,
            deck,
            row: [None; ROW_LEN],
            discard: Vec::new(),
            players: [player.clone(), player],
            bottle: None,
            phase: 0,
            round: 0,
            result: None,
            rng,
        };
        state.fill_row(events);
        Ok(state)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_move(&self) -> ToMove {
        if self.result.is_some() { ToMove::Nobody } else { ToMove::Simultaneous(SeatSet::first(2)) }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Commit>) {
        out.clear();
        if self.result.is_some() || seat >= 2 {
            return;
        }
        let hand = self.players[seat].hand;
        for first in HandCard::ALL {
            for second in HandCard::ALL {
                let commit = Commit { first, second };
                if hand.can_play(commit) {
                    out.push(commit);
                }
            }
        }
    }

    fn apply(&mut self, moves: &[(Seat, Commit)], events: &mut Vec<LswEvent>) -> Result<(), IllegalMove> {
        if self.result.is_some() {
            return Err(IllegalMove::MatchOver);
        }
        let commits = self.commitments(moves)?;
        let first_slot = self.first_slot();
        events.push(LswEvent::Revealed { first_slot, cards: commits });
        for (player, commit) in self.players.iter_mut().zip(commits) {
            player.hand.remove(commit.first);
            player.hand.remove(commit.second);
        }
        for offset in 0..SLOTS_PER_PHASE {
            let cards = [commits[0].cards()[offset], commits[1].cards()[offset]];
            self.settle_slot(first_slot + offset, cards, events);
            if self.result.is_some() {
                return Ok(());
            }
        }
        if self.phase == 0 {
            self.phase = 1;
            events.push(LswEvent::NextPair { first_slot: self.first_slot(), round: self.round });
            if self.limits.hand_reset == HandReset::EveryPhase {
                self.reset_hands(events);
            }
        } else {
            self.end_round(events);
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> LswView {
        let mut deck_contents = self.deck.clone();
        deck_contents.sort_unstable();
        LswView {
            seat,
            row: self.row,
            deck_contents,
            discard: self.discard.clone(),
            players: self.players.clone(),
            bottle: self.bottle,
            first_slot: self.first_slot(),
            round: self.round,
            limits: self.limits,
            result: self.result,
        }
    }

    fn hidden_in_words(&self, _rules: &Self::Rules) -> Vec<Line> {
        if self.deck.is_empty() {
            return Vec::new();
        }
        let next = self.deck.iter().rev().take(ROW_LEN).map(|card| card.name()).collect();
        vec![Line::new("lsw-hidden-deck").number("cards", self.deck.len() as i64).lines("next", next)]
    }

    fn narrate(event: &LswEvent) -> Option<Line> {
        super::narration::narrate(event)
    }

    fn resample(&self, _seat: Seat, rng: &mut GameRng) -> Self {
        let mut state = self.clone();
        // The deck's order is the secret: shuffle from a set order, so that the draw
        // depends on what the seat knows and not on the true order.
        state.deck.sort();
        state.deck.shuffle(rng);
        state.rng = seeded_rng(rng.next_u64());
        state
    }

    fn winners(&self) -> Option<SeatSet> {
        self.result.map(|result| match result {
            LswResult::Won { seat, .. } => SeatSet::single(seat),
            LswResult::Drawn => SeatSet::EMPTY,
        })
    }

    fn check_invariants(&self) -> Result<(), String> {
        let everywhere = self
            .deck
            .iter()
            .chain(&self.discard)
            .chain(self.row.iter().flatten())
            .chain(self.players.iter().flat_map(|player| &player.pile));
        let total = CardTotal::of(everywhere);
        if total != self.card_total {
            return Err(format!("saloon cards not conserved: {total:?} now, {:?} dealt", self.card_total));
        }
        for (seat, player) in self.players.iter().enumerate() {
            let looted: u16 = player
                .pile
                .iter()
                .map(|card| match card {
                    SaloonCard::Nuggets(amount) => u16::from(*amount),
                    _ => 0,
                })
                .sum();
            if looted != player.nuggets {
                return Err(format!("seat {seat} has {} nuggets but looted {looted}", player.nuggets));
            }
            let bullets = player.pile.iter().filter(|card| **card == SaloonCard::Bullet).count();
            if usize::from(player.hits) < bullets {
                return Err(format!("seat {seat} looted {bullets} bullets but has {} hits", player.hits));
            }
            if HandCard::ALL.iter().any(|&card| player.hand.count(card) > self.limits.hand.count(card)) {
                return Err(format!("seat {seat} holds more cards than a full hand: {:?}", player.hand));
            }
        }
        if self.result.is_none() && self.row[self.first_slot()..].iter().any(Option::is_none) {
            return Err(format!("a slot still to settle is empty: {:?}", self.row));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh() -> LootShootWhiskey {
        LootShootWhiskey::new(&crate::config::embedded(), 2, 3, &mut Vec::new()).unwrap()
    }

    #[test]
    fn the_conservation_check_notices_a_lost_duplicated_or_changed_card() {
        assert_eq!(fresh().check_invariants(), Ok(()));
        let mut lost = fresh();
        lost.deck.pop();
        assert!(lost.check_invariants().is_err());
        let mut duplicated = fresh();
        duplicated.discard.push(duplicated.deck[0]);
        assert!(duplicated.check_invariants().is_err());
        let mut changed = fresh();
        let swap = if changed.deck[0] == SaloonCard::Bullet { SaloonCard::Whiskey } else { SaloonCard::Bullet };
        changed.deck[0] = swap;
        assert!(changed.check_invariants().is_err());
    }

    #[test]
    fn the_score_checks_notice_nuggets_without_cards() {
        let mut state = fresh();
        state.players[1].nuggets = 3;
        assert!(state.check_invariants().unwrap_err().contains("nuggets"));
    }
}
