//! The state machine of a Duel match.

use rand::{Rng as _, RngExt as _};
use serde::{Deserialize, Serialize};

use super::{
    DuelAction, DuelCard, DuelEvent, DuelHand, DuelRules, EmptyHand, Gun, MAX_SEATS, NobodyLeft, ShotOutcome, Unpaid,
    Variant, resolve_shot,
};
use crate::rules::{
    EventsTellViews, FromView, Game, GameRng, IllegalMove, Line, NoChance, PublicView, RandomScratch, Seat, SeatSet,
    SetupError, Stepped, ToMove, random_index, seeded_rng,
};

/// The values of the rules file that play needs, copied into the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DuelLimits {
    pub hand: [u8; 4],
    pub dollars_to_win: u8,
    pub variant: Variant,
    pub nobody_left: NobodyLeft,
    pub empty_hand: EmptyHand,
    pub max_shootouts: u16,
    pub max_duels: u16,
}

fn hand_counts(hand: DuelHand) -> [u8; 4] {
    [hand.pistols, hand.rifles, hand.barricades, hand.reloads]
}

/// A gunslinger as everyone sees them: hands are public knowledge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelPlayer {
    /// Cards in hand, by [`DuelCard::index`].
    pub hand: [u8; 4],
    /// Cards played and set aside this duel.
    pub played: [u8; 4],
    pub alive: bool,
    pub dollars: u8,
}

impl DuelPlayer {
    pub fn holds(&self, card: DuelCard) -> bool {
        self.hand[card.index()] > 0
    }

    pub fn hand_size(&self) -> u8 {
        self.hand.iter().sum()
    }

    /// Puts every played card back in the hand; returns how many.
    /// `card` goes from the hand onto the played pile.
    fn play(&mut self, card: DuelCard) {
        self.hand[card.index()] -= 1;
        self.played[card.index()] += 1;
    }

    /// The Barricade just played goes back to the hand (the Sphinx variant).
    fn keep_barricade(&mut self) {
        self.played[DuelCard::Barricade.index()] -= 1;
        self.hand[DuelCard::Barricade.index()] += 1;
    }

    fn take_back(&mut self) -> u8 {
        let count = self.played.iter().sum();
        for (held, played) in self.hand.iter_mut().zip(&mut self.played) {
            *held += std::mem::take(played);
        }
        count
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Duel {
    limits: DuelLimits,
    players: Vec<DuelPlayer>,
    /// The seats still standing in this duel (kept beside `alive` for speed).
    living: SeatSet,
    master: Seat,
    /// Duels started so far, this one included.
    duel: u16,
    /// Shootouts resolved in this duel.
    shootouts: u16,
    /// Dollars paid out in the whole match: what the players' dollars must add up to.
    paid: u16,
    winners: Option<SeatSet>,
    rng: GameRng,
}

/// Everything a seat may know: all of it, since picks never enter the state before the
/// reveal and hands are public.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DuelView {
    pub seat: Seat,
    pub players: Vec<DuelPlayer>,
    pub master: Seat,
    pub duel: u16,
    pub shootouts: u16,
    pub limits: DuelLimits,
    pub winners: Option<SeatSet>,
}

/// A seat's score while the match is on: an even share, lifted by each dollar it holds
/// above the table's average, `paid` dollars having been paid out among `seats`.
fn standing(dollars: u8, paid: u16, seats: usize, dollars_to_win: u8) -> f64 {
    let seats = seats as f64;
    let ahead = f64::from(dollars) - f64::from(paid) / seats;
    (1.0 / seats + ahead / f64::from(dollars_to_win)).clamp(0.0, 1.0)
}

/// A duel hides nothing between shootouts: the view is the whole table.
impl FromView for Duel {
    fn from_view(view: &DuelView) -> Self {
        Duel {
            limits: view.limits,
            players: view.players.clone(),
            living: (0..view.players.len()).filter(|&seat| view.players[seat].alive).collect(),
            master: view.master,
            duel: view.duel,
            shootouts: view.shootouts,
            paid: view.players.iter().map(|player| u16::from(player.dollars)).sum(),
            winners: view.winners,
            rng: seeded_rng(0),
        }
    }
}

/// Hands are public, and picks never enter the state before the reveal.
impl PublicView for Duel {
    fn public_view(&self) -> DuelView {
        self.view(0)
    }
}

impl EventsTellViews for Duel {
    fn update_view(view: &mut DuelView, event: &DuelEvent) {
        match *event {
            DuelEvent::DuelStarted { duel, master } => {
                for player in &mut view.players {
                    player.hand = view.limits.hand;
                    player.played = [0; 4];
                    player.alive = true;
                }
                view.duel = duel;
                view.master = master;
                view.shootouts = 0;
            }
            DuelEvent::Revealed { picks } => {
                for (player, pick) in view.players.iter_mut().zip(picks) {
                    // A view taken afresh from the state may already hold this reveal
                    // (a window's table catching up with its host): a card is played
                    // from the hand only while the view still holds it.
                    if let Some(card) = pick.and_then(DuelAction::card).filter(|&card| player.holds(card)) {
                        player.play(card);
                    }
                }
                view.shootouts += 1;
            }
            DuelEvent::Shot { .. } | DuelEvent::DuelUnpaid { .. } => {}
            DuelEvent::Fell { seat } => view.players[seat].alive = false,
            DuelEvent::Reloaded { seat, .. } => {
                view.players[seat].take_back();
            }
            DuelEvent::BarricadeKept { seat } => {
                view.players[seat].keep_barricade();
            }
            DuelEvent::DuelWon { seat, dollars } | DuelEvent::FallenPaid { seat, dollars } => {
                view.players[seat].dollars = dollars;
            }
            DuelEvent::MatchWon { winners } => view.winners = Some(winners),
        }
    }
}

impl DuelView {
    /// [`Duel::dollar_chance`] while the match is on, from what every seat sees.
    pub fn dollar_chance(&self, seat: Seat, score: f64) -> f64 {
        let paid: u16 = self.players.iter().map(|player| u16::from(player.dollars)).sum();
        let dollars_to_win = self.limits.dollars_to_win;
        let now = standing(self.players[seat].dollars, paid, self.players.len(), dollars_to_win);
        chance_of_the_dollar(score, now, self.players.len(), dollars_to_win)
    }
}

/// The chance of taking this duel's dollar that an expected score of `score` at the duel's
/// end stands for, from a seat standing at `now`: a dollar lifts a score by
/// `(1 - 1/n) / target`, another's lowers it by `1/n / target`.
fn chance_of_the_dollar(score: f64, now: f64, seats: usize, dollars_to_win: u8) -> f64 {
    let even = 1.0 / seats as f64;
    ((score - now) * f64::from(dollars_to_win) + even).clamp(0.0, 1.0)
}

impl Duel {
    /// The chance of taking this duel's dollar that `seat`'s expected score at the duel's
    /// end stands for: [`Game::score`] read backwards from where the seat stands now. The
    /// dollar lifts the score by `(1 - 1/n) / target`, another's lowers it by `1/n / target`.
    pub fn dollar_chance(&self, seat: Seat, score: f64) -> f64 {
        chance_of_the_dollar(score, self.score(seat), self.players.len(), self.limits.dollars_to_win)
    }

    /// `seat`'s expected score at the end of this duel if it takes the dollar with
    /// `chance`: the inverse of [`Duel::dollar_chance`].
    pub fn score_for_dollar_chance(&self, seat: Seat, chance: f64) -> f64 {
        let even = 1.0 / self.players.len() as f64;
        self.score(seat) + (chance - even) / f64::from(self.limits.dollars_to_win)
    }

    pub fn players(&self) -> &[DuelPlayer] {
        &self.players
    }

    pub fn master(&self) -> Seat {
        self.master
    }

    pub fn limits(&self) -> &DuelLimits {
        &self.limits
    }

    /// Shootouts resolved so far in this duel.
    pub fn shootouts(&self) -> u16 {
        self.shootouts
    }

    fn living(&self) -> SeatSet {
        self.living
    }

    fn start_duel(&mut self, events: &mut Vec<DuelEvent>) {
        self.duel += 1;
        self.shootouts = 0;
        for player in &mut self.players {
            player.hand = self.limits.hand;
            player.played = [0; 4];
            player.alive = true;
        }
        self.living = SeatSet::first(self.players.len());
        events.push(DuelEvent::DuelStarted { duel: self.duel, master: self.master });
    }

    fn picks(&self, moves: &[(Seat, DuelAction)]) -> Result<[Option<DuelAction>; MAX_SEATS], IllegalMove> {
        let expected = self.living;
        let mut picks = [None; MAX_SEATS];
        let mut picked = SeatSet::EMPTY;
        for &(seat, action) in moves {
            if !expected.contains(seat) || picked.contains(seat) {
                return Err(IllegalMove::WrongSeats { expected });
            }
            if !self.is_legal(seat, action) {
                return Err(IllegalMove::NotLegal(seat));
            }
            picks[seat] = Some(action);
            picked = picked.with(seat);
        }
        if picked != expected {
            return Err(IllegalMove::WrongSeats { expected });
        }
        Ok(picks)
    }

    fn is_legal(&self, seat: Seat, action: DuelAction) -> bool {
        let player = &self.players[seat];
        match action {
            DuelAction::EmptyHanded => player.hand_size() == 0,
            DuelAction::Fire { target, .. } if usize::from(target) == seat || !self.living.contains(target.into()) => {
                false
            }
            other => other.card().is_some_and(|card| player.holds(card)),
        }
    }

    /// Turns the picks over and settles every shot at once. Seats are handled as sets
    /// (who fell, who reloads) rather than pick by pick: random playouts spend most of
    /// their time here.
    fn shootout(&mut self, picks: [Option<DuelAction>; MAX_SEATS], events: &mut Vec<DuelEvent>) {
        events.push(DuelEvent::Revealed { picks });
        let variant = self.limits.variant;
        let standing = self.living;
        let mut hit = SeatSet::EMPTY;
        let mut reloading = SeatSet::EMPTY;
        let mut barricaded = SeatSet::EMPTY;
        for seat in standing.iter() {
            let pick = picks[seat].expect("every standing seat picked");
            match pick {
                DuelAction::Fire { gun, target } => {
                    let target = usize::from(target);
                    let target_pick = picks[target].expect("a target is standing, so it picked");
                    let outcome = resolve_shot(variant, gun, target_pick);
                    if outcome == ShotOutcome::Hit {
                        hit = hit.with(target);
                    }
                    events.push(DuelEvent::Shot { shooter: seat, target, gun, outcome });
                }
                DuelAction::Barricade => barricaded = barricaded.with(seat),
                DuelAction::Reload | DuelAction::EmptyHanded => reloading = reloading.with(seat),
            }
            if let Some(card) = pick.card() {
                self.players[seat].play(card);
            }
        }
        for seat in hit.iter() {
            self.players[seat].alive = false;
            events.push(DuelEvent::Fell { seat });
        }
        self.living = standing.minus(hit);
        for seat in reloading.minus(hit).iter() {
            let cards = self.players[seat].take_back();
            events.push(DuelEvent::Reloaded { seat, cards });
        }
        if variant == Variant::Sphinx {
            for seat in barricaded.minus(hit).iter() {
                self.players[seat].keep_barricade();
                events.push(DuelEvent::BarricadeKept { seat });
            }
        }
        self.shootouts += 1;
        if self.living.is_empty() {
            match self.limits.nobody_left {
                NobodyLeft::NoDollar => events.push(DuelEvent::DuelUnpaid { reason: Unpaid::NobodyLeft }),
                NobodyLeft::EachFallenEarns => {
                    for seat in standing.iter() {
                        let dollars = self.pay(seat);
                        events.push(DuelEvent::FallenPaid { seat, dollars });
                    }
                }
            }
            self.end_duel(events);
        } else if self.living.is_single() {
            let seat = self.living.iter().next().expect("one seat is living");
            let dollars = self.pay(seat);
            events.push(DuelEvent::DuelWon { seat, dollars });
            self.end_duel(events);
        } else if self.shootouts >= self.limits.max_shootouts {
            events.push(DuelEvent::DuelUnpaid { reason: Unpaid::TooManyShootouts });
            self.end_duel(events);
        } else {
            self.refill_empty_hands(events);
        }
    }

    /// A uniformly random legal pick of `seat`: the pick that
    /// [`random_action`](crate::rules::random_action) would take from
    /// [`Game::legal_actions`]' list with the same draw, found without the list (Pistol
    /// shots, Rifle shots, Barricade, Reload, or only the empty hand). `rivals` is the
    /// number of other seats standing.
    fn random_pick(&self, seat: Seat, rivals: usize, rng: &mut GameRng) -> DuelAction {
        let player = &self.players[seat];
        let holds = |card| usize::from(player.holds(card));
        let pistol_shots = if player.holds(DuelCard::Pistol) { rivals } else { 0 };
        let rifle_shots = if player.holds(DuelCard::Rifle) { rivals } else { 0 };
        let (barricade, reload) = (holds(DuelCard::Barricade), holds(DuelCard::Reload));
        let empty_handed = usize::from(player.hand_size() == 0);
        let shots = pistol_shots + rifle_shots;
        let index = random_index(rng, shots + barricade + reload + empty_handed);
        // The pick is worked out from the index by arithmetic, not by branching on it:
        // random draws defeat branch prediction, and play-outs are made of them.
        // A shot: at each rival in seat order with the Pistol, then with the Rifle.
        let with_rifle = usize::from(index >= pistol_shots);
        let target_index = (index - with_rifle * pistol_shots).min(MAX_SEATS - 1);
        let target = nth_seat(self.living.without(seat), target_index);
        // Otherwise the Barricade, the Reload, the empty hand, in this order and each only
        // if there: counted from the Barricade, skip it if not held, and the Reload too
        // if neither is (the empty hand is the only pick then).
        let skipped = (1 - barricade) * (2 - reload);
        let other = DuelCard::Barricade.index() + index.saturating_sub(shots) + skipped;
        DuelAction::of_kind(if index < shots { with_rifle } else { other }, target)
    }

    fn pay(&mut self, seat: Seat) -> u8 {
        self.paid += 1;
        let player = &mut self.players[seat];
        player.dollars += 1;
        player.dollars
    }

    /// With `empty_hand: TakesCardsBack`, a standing player with no card takes the
    /// played ones back before the next pick.
    fn refill_empty_hands(&mut self, events: &mut Vec<DuelEvent>) {
        if self.limits.empty_hand != EmptyHand::TakesCardsBack {
            return;
        }
        for (seat, player) in self.players.iter_mut().enumerate() {
            if player.alive && player.hand_size() == 0 {
                let cards = player.take_back();
                events.push(DuelEvent::Reloaded { seat, cards });
            }
        }
    }

    /// Pays out the match if someone reached the target, else starts the next duel.
    fn end_duel(&mut self, events: &mut Vec<DuelEvent>) {
        let target = self.limits.dollars_to_win;
        let mut rich: SeatSet =
            self.players.iter().enumerate().filter(|(_, p)| p.dollars >= target).map(|(s, _)| s).collect();
        if rich.is_empty() && self.duel >= self.limits.max_duels {
            let most = self.players.iter().map(|player| player.dollars).max().unwrap_or(0);
            rich = self.players.iter().enumerate().filter(|(_, p)| p.dollars == most).map(|(s, _)| s).collect();
        }
        if !rich.is_empty() {
            self.winners = Some(rich);
            events.push(DuelEvent::MatchWon { winners: rich });
            return;
        }
        self.master = (self.master + 1) % self.players.len();
        self.start_duel(events);
    }
}

/// The `n`th seat (from 0) of `seats`, looked up in a table: a loop over the seats would
/// end at a point random play makes unpredictable.
fn nth_seat(seats: SeatSet, n: usize) -> u8 {
    const TABLE: [[u8; MAX_SEATS]; 1 << MAX_SEATS] = {
        let mut table = [[0; MAX_SEATS]; 1 << MAX_SEATS];
        let mut set = 0;
        while set < 1 << MAX_SEATS {
            let (mut seat, mut found) = (0, 0);
            while seat < MAX_SEATS {
                if set & 1 << seat != 0 {
                    table[set][found] = seat as u8;
                    found += 1;
                }
                seat += 1;
            }
            set += 1;
        }
        table
    };
    TABLE[seats.bits() as usize][n]
}

impl Game for Duel {
    type Rules = DuelRules;
    type Action = DuelAction;
    type Event = DuelEvent;
    type View = DuelView;

    type Chance = NoChance;

    const ID: &'static str = "duel";

    fn new(rules: &DuelRules, seats: usize, seed: u64, events: &mut Vec<DuelEvent>) -> Result<Self, SetupError> {
        let (min, max) = (usize::from(rules.min_players), usize::from(rules.max_players).min(MAX_SEATS));
        if !(min..=max).contains(&seats) {
            return Err(SetupError(format!("Duel is for {min} to {max} players, not {seats}")));
        }
        let mut rng = seeded_rng(seed);
        let limits = DuelLimits {
            hand: hand_counts(rules.hand),
            dollars_to_win: rules.dollars_to_win,
            variant: rules.variant,
            nobody_left: rules.nobody_left,
            empty_hand: rules.empty_hand,
            max_shootouts: rules.max_shootouts,
            max_duels: rules.max_duels,
        };
        let master = rng.random_range(0..seats);
        let mut state = Duel {
            limits,
            players: vec![DuelPlayer::default(); seats],
            living: SeatSet::EMPTY,
            master,
            duel: 0,
            shootouts: 0,
            paid: 0,
            winners: None,
            rng,
        };
        state.start_duel(events);
        Ok(state)
    }

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn to_move(&self) -> ToMove {
        if self.winners.is_some() { ToMove::Nobody } else { ToMove::Simultaneous(self.living()) }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<DuelAction>) {
        out.clear();
        let Some(player) = self.players.get(seat) else { return };
        if self.winners.is_some() || !player.alive {
            return;
        }
        if player.hand_size() == 0 {
            out.push(DuelAction::EmptyHanded);
            return;
        }
        let targets = self.living.without(seat);
        for (gun, card) in [(Gun::Pistol, DuelCard::Pistol), (Gun::Rifle, DuelCard::Rifle)] {
            if player.holds(card) {
                out.extend(targets.iter().map(|target| DuelAction::fire(gun, target)));
            }
        }
        if player.holds(DuelCard::Barricade) {
            out.push(DuelAction::Barricade);
        }
        if player.holds(DuelCard::Reload) {
            out.push(DuelAction::Reload);
        }
    }

    fn apply(&mut self, moves: &[(Seat, DuelAction)], events: &mut Vec<DuelEvent>) -> Result<(), IllegalMove> {
        if self.winners.is_some() {
            return Err(IllegalMove::MatchOver);
        }
        let picks = self.picks(moves)?;
        self.shootout(picks, events);
        Ok(())
    }

    /// Picks are drawn straight from the hands and need no checking: random play-outs
    /// of Duel spend a third of their time listing and checking picks otherwise.
    fn random_step(
        &mut self,
        rng: &mut GameRng,
        events: &mut Vec<DuelEvent>,
        _scratch: &mut RandomScratch<DuelAction>,
    ) -> Stepped {
        if self.winners.is_some() {
            return Stepped::Over;
        }
        let mut picks = [None; MAX_SEATS];
        let rivals = self.living.len() - 1;
        for seat in self.living.iter() {
            picks[seat] = Some(self.random_pick(seat, rivals, rng));
        }
        self.shootout(picks, events);
        Stepped::Moved
    }

    fn view(&self, seat: Seat) -> DuelView {
        DuelView {
            seat,
            players: self.players.clone(),
            master: self.master,
            duel: self.duel,
            shootouts: self.shootouts,
            limits: self.limits,
            winners: self.winners,
        }
    }

    fn narrate(event: &DuelEvent) -> Option<Line> {
        super::narration::narrate(event)
    }

    fn resample(&self, _seat: Seat, rng: &mut GameRng) -> Self {
        // Nothing is hidden between shootouts; only the future draws of the RNG change.
        let mut state = self.clone();
        state.rng = seeded_rng(rng.next_u64());
        state
    }

    fn winners(&self) -> Option<SeatSet> {
        self.winners
    }

    fn scoring_round(&self) -> Option<u32> {
        Some(u32::from(self.duel))
    }

    /// Before the end, dollars against the table's average, as a share of the target
    /// either side of an even share: each duel's dollar is what its shootouts decide.
    fn score(&self, seat: Seat) -> f64 {
        if self.winners.is_some() {
            return self.payoff(seat);
        }
        standing(self.players[seat].dollars, self.paid, self.players.len(), self.limits.dollars_to_win)
    }

    fn check_invariants(&self) -> Result<(), String> {
        for (seat, player) in self.players.iter().enumerate() {
            for card in DuelCard::ALL {
                let index = card.index();
                if player.hand[index] + player.played[index] != self.limits.hand[index] {
                    return Err(format!(
                        "seat {seat} has {} {card:?} in hand and {} played, of {}",
                        player.hand[index], player.played[index], self.limits.hand[index]
                    ));
                }
            }
        }
        let dollars: u16 = self.players.iter().map(|player| u16::from(player.dollars)).sum();
        if dollars != self.paid {
            return Err(format!("the players hold ${dollars} but ${} was paid", self.paid));
        }
        let alive: SeatSet = self.players.iter().enumerate().filter(|(_, p)| p.alive).map(|(seat, _)| seat).collect();
        if alive != self.living {
            return Err(format!("standing seats {alive:?} but the living set says {:?}", self.living));
        }
        if self.winners.is_none() && self.living.len() < 2 {
            return Err("a duel goes on with fewer than two standing".to_owned());
        }
        Ok(())
    }
}
