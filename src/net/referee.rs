//! The host as referee: it holds the only true state of a table, takes each client's
//! decisions as bytes, refuses what the rules or the seat do not allow (saying why, and
//! changing nothing), plays chance and its own computer seats, and sends each client its
//! seat's view and the events that seat may see, nothing more; a spectator is sent what
//! the public sees. It knows no transport: the host feeds it what arrived and sends what
//! it queues.

use std::collections::BTreeMap;
use std::time::Duration;

use super::protocol::{Refusal, SeatPresence, ToClient, ToHost, decode, encode};
use crate::ai::config::AiConfig;
use crate::ai::{BotKind, SeatKnowledge, decision_bot};
use crate::games::Registered;
use crate::record::{RecordOf, Step};
use crate::rules::{EventsTellViews, Game, Seat, SeatSet, SetupError, ToMove};

/// A client of the host, as its transport names it.
pub type ClientId = u64;

/// Who decides for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatHolder {
    /// A computer on the host.
    Computer(BotKind),
    /// A client across the network.
    Client(ClientId),
}

/// The messages the host refuses that a client may send in a burst, and how fast its
/// allowance comes back: far above what a player or a bot sends, far below a flood. A
/// decision taken costs nothing (each answers a question the host asked), so a computer
/// deciding at once is never taken for a flood.
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 20.0;
/// The unreadable messages after which a client is dropped.
const GARBAGE_LIMIT: u32 = 3;

/// How a client has behaved: its allowance of messages, and the garbage it sent.
#[derive(Clone, Copy, Debug)]
struct Conduct {
    allowance: f64,
    at: Duration,
    garbage: u32,
}

/// What the host's referee makes of one message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// The decision is taken.
    Taken,
    /// The message is refused, and the client told why.
    Refused(Refusal),
    /// The client flooded the host or sent garbage once too often: it is dropped, and a
    /// computer takes its seat.
    Dropped(Refusal),
}

pub struct Referee<G: Game> {
    state: G,
    record: RecordOf<G>,
    difficulties: AiConfig,
    holders: Vec<SeatHolder>,
    /// The computer that takes the seat of a client dropped.
    fallback: BotKind,
    /// The decisions taken at a node where several seats decide, until all have.
    pending: Vec<(Seat, G::Action)>,
    /// Each seat's events not yet sent to it.
    unsent: Vec<Vec<G::Event>>,
    /// The spectators, each with the public events not yet sent to it.
    watchers: BTreeMap<ClientId, Vec<G::Event>>,
    conduct: BTreeMap<ClientId, Conduct>,
    outbox: Vec<(ClientId, Vec<u8>)>,
    legal: Vec<G::Action>,
}

impl<G: Registered> Referee<G> {
    /// A table of `G` under `rules` shuffled from `seed`, its seats held by `holders`;
    /// it plays at once as far as its computers and chance take it.
    pub fn new(
        rules: &G::Rules,
        holders: Vec<SeatHolder>,
        seed: u64,
        difficulties: AiConfig,
        fallback: BotKind,
    ) -> Result<Self, SetupError> {
        let mut events = Vec::new();
        let state = G::new(rules, holders.len(), seed, &mut events)?;
        let record = RecordOf::<G>::new(G::ID, holders.len(), seed);
        Ok(Referee::seated(state, record, events, holders, difficulties, fallback))
    }

    /// A table taken up again where `record` left it (a host's save), `state` being its
    /// match replayed to there: it plays on as a new table does.
    pub fn resume(
        state: G,
        record: RecordOf<G>,
        holders: Vec<SeatHolder>,
        difficulties: AiConfig,
        fallback: BotKind,
    ) -> Self {
        Referee::seated(state, record, Vec::new(), holders, difficulties, fallback)
    }

    /// The table of `state`, after `events`, its clients told their seats; it plays at
    /// once as far as its computers and chance take it.
    fn seated(
        state: G,
        record: RecordOf<G>,
        events: Vec<G::Event>,
        holders: Vec<SeatHolder>,
        difficulties: AiConfig,
        fallback: BotKind,
    ) -> Self {
        let mut referee = Referee {
            record,
            unsent: vec![Vec::new(); holders.len()],
            watchers: BTreeMap::new(),
            state,
            difficulties,
            holders,
            fallback,
            pending: Vec::new(),
            conduct: BTreeMap::new(),
            outbox: Vec::new(),
            legal: Vec::new(),
        };
        referee.hand_out(events);
        for seat in 0..referee.holders.len() {
            if let SeatHolder::Client(client) = referee.holders[seat] {
                referee.send_seated(seat, client);
            }
        }
        referee.play_on();
        referee
    }

    /// The match so far: what a save keeps.
    pub fn record(&self) -> &RecordOf<G> {
        &self.record
    }

    /// The true state of the table: the host's alone.
    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn winners(&self) -> Option<SeatSet> {
        self.state.winners()
    }

    pub fn holders(&self) -> &[SeatHolder] {
        &self.holders
    }

    /// The messages to send, each to its client, in order.
    pub fn take_outbox(&mut self) -> Vec<(ClientId, Vec<u8>)> {
        std::mem::take(&mut self.outbox)
    }

    /// The seats the table waits on: those to decide now that have not.
    pub fn thinking(&self) -> SeatSet {
        let decided: SeatSet = self.pending.iter().map(|(seat, _)| *seat).collect();
        self.state.to_move().movers().minus(decided)
    }

    /// Tells every client, seated or watching, how the seats are held.
    pub fn tell_seats(&mut self, seats: &[SeatPresence]) {
        let message = encode(&ToClient::<G::View, G::Event, G::Action>::Seats(seats.to_vec()));
        let seated = self.holders.iter().filter_map(|holder| match holder {
            SeatHolder::Client(client) => Some(*client),
            SeatHolder::Computer(_) => None,
        });
        let clients: Vec<ClientId> = seated.chain(self.watchers.keys().copied()).collect();
        self.outbox.extend(clients.into_iter().map(|client| (client, message.clone())));
    }

    /// The decisions the table has taken: the number the next one is asked under.
    fn decision(&self) -> u32 {
        self.record.decisions() as u32
    }

    /// The seat `client` holds, if it holds one.
    pub fn seat_of(&self, client: ClientId) -> Option<Seat> {
        self.holders.iter().position(|holder| *holder == SeatHolder::Client(client))
    }

    /// Takes `bytes` from `client`, arrived at `now` (any clock that only goes forward).
    pub fn receive(&mut self, client: ClientId, bytes: &[u8], now: Duration) -> Received {
        let seat = self.seat_of(client);
        if seat.is_none() && !self.watchers.contains_key(&client) {
            return Received::Refused(Refusal::UnknownClient);
        }
        let conduct = self.conduct.entry(client).or_insert(Conduct { allowance: BURST, at: now, garbage: 0 });
        let since = now.saturating_sub(conduct.at).as_secs_f64();
        conduct.allowance = (conduct.allowance + since * PER_SECOND).min(BURST) - 1.0;
        conduct.at = now.max(conduct.at);
        if conduct.allowance < 0.0 {
            self.drop_client(client);
            return Received::Dropped(Refusal::Flooding);
        }
        let Some(seat) = seat else {
            self.send(client, &ToClient::Refused(Refusal::Watching));
            return Received::Refused(Refusal::Watching);
        };
        let refusal = match decode::<ToHost<G::Action>>(bytes) {
            Ok(ToHost::Decide { seat: sent, decision, action }) => match self.take(seat, sent, decision, action) {
                Ok(()) => {
                    if let Some(conduct) = self.conduct.get_mut(&client) {
                        conduct.allowance += 1.0;
                    }
                    return Received::Taken;
                }
                Err(refusal) => refusal,
            },
            Err(refusal) => {
                conduct.garbage += 1;
                if conduct.garbage >= GARBAGE_LIMIT {
                    self.drop_client(client);
                    return Received::Dropped(refusal);
                }
                refusal
            }
        };
        self.send(client, &ToClient::Refused(refusal.clone()));
        Received::Refused(refusal)
    }

    /// `seat`'s decision `action`, sent for `sent` at decision number `decision`.
    fn take(&mut self, seat: Seat, sent: Seat, decision: u32, action: G::Action) -> Result<(), Refusal> {
        if sent != seat {
            return Err(Refusal::OtherSeat { yours: seat, sent });
        }
        let movers = match self.state.to_move() {
            ToMove::Nobody => return Err(Refusal::Over),
            deciding => deciding.movers(),
        };
        if decision != self.decision() {
            return Err(Refusal::Stale { now: self.decision(), sent: decision });
        }
        if !movers.contains(seat) {
            return Err(Refusal::NotToMove { seat });
        }
        if self.has_decided(seat) {
            return Err(Refusal::AlreadyDecided { seat });
        }
        self.state.legal_actions(seat, &mut self.legal);
        if !self.legal.contains(&action) {
            return Err(Refusal::Illegal);
        }
        self.pending.push((seat, action));
        self.play_on();
        Ok(())
    }

    /// Whether `seat` has decided at the node where several seats decide at once.
    fn has_decided(&self, seat: Seat) -> bool {
        self.pending.iter().any(|(decided, _)| *decided == seat)
    }

    /// `client` watches the table: it is sent what the public sees once it is welcomed.
    pub fn watch(&mut self, client: ClientId) {
        if self.seat_of(client).is_none() {
            self.watchers.entry(client).or_default();
        }
    }

    /// A client gone: a computer takes its seat, and the table plays on; a spectator is
    /// sent nothing more.
    pub fn drop_client(&mut self, client: ClientId) {
        self.watchers.remove(&client);
        self.conduct.remove(&client);
        if let Some(seat) = self.seat_of(client) {
            self.holders[seat] = SeatHolder::Computer(self.fallback);
            self.play_on();
        }
    }

    /// Plays chance and the computers' decisions until a client must decide or the match
    /// ends, then sends every client what changed for its seat.
    fn play_on(&mut self) {
        loop {
            let movers = match self.state.to_move() {
                ToMove::Nobody => break,
                ToMove::Chance => {
                    let mut events = Vec::new();
                    let outcome = self.state.resolve_chance(&mut events);
                    self.record.steps.push(Step::Chance(outcome));
                    self.hand_out(events);
                    continue;
                }
                deciding => deciding.movers(),
            };
            let decision = self.record.decisions();
            for seat in movers.iter() {
                let SeatHolder::Computer(kind) = self.holders[seat] else { continue };
                if !self.has_decided(seat) {
                    let mut bot = decision_bot::<G>(kind, self.record.seed, decision, seat, &self.difficulties);
                    let action = bot.choose(SeatKnowledge::new(&self.state, seat));
                    self.pending.push((seat, action));
                }
            }
            if self.pending.len() < movers.len() {
                break;
            }
            // In seat order, as a table takes a node's moves.
            let mut moves = std::mem::take(&mut self.pending);
            moves.sort_by_key(|(seat, _)| *seat);
            let mut events = Vec::new();
            self.state.apply(&moves, &mut events).expect("every decision was checked against the rules");
            self.record.steps.push(Step::Moves(moves));
            self.hand_out(events);
        }
        self.send_tables();
    }

    /// Gives each seat the events it may see, and each spectator the public ones.
    fn hand_out(&mut self, events: Vec<G::Event>) {
        for event in events {
            for (seat, unsent) in self.unsent.iter_mut().enumerate() {
                if <G as EventsTellViews>::seen_by(&event, seat) {
                    unsent.push(event.clone());
                }
            }
            if <G as EventsTellViews>::private_to(&event).is_none() {
                for unsent in self.watchers.values_mut() {
                    unsent.push(event.clone());
                }
            }
        }
    }

    fn send_tables(&mut self) {
        for seat in 0..self.holders.len() {
            match self.holders[seat] {
                SeatHolder::Client(client) => self.send_table(seat, client),
                SeatHolder::Computer(_) => self.unsent[seat].clear(),
            }
        }
        if self.watchers.is_empty() {
            return;
        }
        let view = self.state.public_view();
        let watchers: Vec<ClientId> = self.watchers.keys().copied().collect();
        for client in watchers {
            self.send_public_table(client, view.clone());
        }
    }

    /// Sends spectator `client` `view`, what the public sees now, with the public events
    /// it has not been sent.
    fn send_public_table(&mut self, client: ClientId, view: G::View) {
        let events = self.watchers.get_mut(&client).map(std::mem::take).unwrap_or_default();
        self.send_update(client, view, events, Vec::new());
    }

    /// Sends `client` the table as `seat` sees it now, with the events it has not been
    /// sent; and that the match is over, once it is.
    fn send_table(&mut self, seat: Seat, client: ClientId) {
        let asked = self.state.to_move().movers().contains(seat) && !self.has_decided(seat);
        let legal = if asked {
            self.state.legal_actions(seat, &mut self.legal);
            self.legal.clone()
        } else {
            Vec::new()
        };
        let events = std::mem::take(&mut self.unsent[seat]);
        self.send_update(client, self.state.view(seat), events, legal);
    }

    /// Sends `client` the table as `view` shows it, after `events`, asking for one of
    /// `legal` where there are any; and that the match is over, once it is.
    fn send_update(&mut self, client: ClientId, view: G::View, events: Vec<G::Event>, legal: Vec<G::Action>) {
        let (decision, thinking) = (self.decision(), self.thinking());
        self.send(client, &ToClient::Table { decision, view, events, legal, thinking });
        if let Some(winners) = self.state.winners() {
            self.send(client, &ToClient::Over { winners });
        }
    }

    /// A client that has just connected: it is told its seat and sent the table as it
    /// stands (what was sent before it came is not sent again; its seat's view holds it).
    pub fn welcome(&mut self, client: ClientId) {
        if self.watchers.contains_key(&client) {
            let seats = self.holders.len() as u8;
            self.send(client, &ToClient::Watching { game: G::ID.to_owned(), seats });
            self.send_public_table(client, self.state.public_view());
            return;
        }
        let Some(seat) = self.seat_of(client) else { return };
        self.send_seated(seat, client);
        self.send_table(seat, client);
    }

    fn send_seated(&mut self, seat: Seat, client: ClientId) {
        let seats = self.holders.len() as u8;
        self.send(client, &ToClient::Seated { game: G::ID.to_owned(), seat, seats });
    }

    fn send(&mut self, client: ClientId, message: &ToClient<G::View, G::Event, G::Action>) {
        self.outbox.push((client, encode(message)));
    }
}
