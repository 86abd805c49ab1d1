//! A seat at a table hosted in another process ([`TableMode::Joined`]). The host referees
//! the match and tells this seat what it may know; the shell shows it as it shows a match
//! of its own, with the same table, prompt, coach and log, and sends the seat's decisions
//! back. The match here is built from the seat's view alone ([`FromView`]), so nothing in
//! this window knows more than the seat does.
//!
//! ```text
//!  host's table ──poll──► events: beats to show ──► Resolving ─► Choosing (the host asks)
//!        ▲                view: the match rebuilt        │            │ decide
//!        └──────────────── decision sent ◄───────────────┴── Waiting ◄┘
//! ```

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;

use super::{AtTable, MatchFlow, SeatStatus, Show, TableGame, TableMatch, TableMode, TableSystems, Turn};
use crate::ai::BotKind;
use crate::app::Screen;
use crate::app::session::{GameLog, TablePhase, TableSetup, seat_names};
use crate::games::SeatKind;
use crate::net::{JoinCode, LobbyRefusal, NotSent, SeatPresence, TableClient, TableNews};
use crate::record::RecordOf;
use crate::rules::{Line, Seat, SeatSet};
use crate::text::tr_line;

/// The connection of a joined table, while it is open.
#[derive(Resource)]
pub struct JoinedTable<G: TableGame> {
    client: SyncCell<TableClient<G>>,
    /// The decision the match here was last rebuilt at.
    rebuilt_at: Option<u32>,
    /// The decision the seat was last asked at the screen.
    asked_at: Option<u32>,
    /// The seats whose player dropped, each with when its wait ends in real seconds
    /// (`None` where the table waits as long as it takes).
    dropped: Vec<(Seat, Option<f64>)>,
}

/// Present while this window watches a hosted table from no seat of its own: what a room
/// watches, for a projector at a meetup.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Watching {
    /// Where the table is hosted, in words.
    pub address: String,
}

/// Why the window is not at the table it joined or hosted, for the screen under it to say:
/// the host quit, the connection could not be had back, the table could not be opened.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct LeftTable {
    /// What happened, as the player is told it: the message's id.
    pub lead: &'static str,
    /// Why, as the network told it, or the host's refusal in the player's words.
    pub why: String,
    /// The code of a table whose seats are all taken, which may be watched instead.
    pub watch_instead: Option<JoinCode>,
}

impl LeftTable {
    /// A table joined, or asked for, that cannot be reached.
    pub fn out_of_reach(why: String) -> Self {
        LeftTable { lead: "join-ended", why, watch_instead: None }
    }

    /// A join the host of `code` answered and turned down; a full table may be watched.
    pub fn refused(refusal: &LobbyRefusal, code: &JoinCode) -> Self {
        let why = match refusal {
            LobbyRefusal::WrongCode => Line::new("refusal-wrong-code"),
            LobbyRefusal::TableFull => Line::new("refusal-table-full"),
            LobbyRefusal::NoRoomToWatch => Line::new("refusal-no-room-to-watch"),
            LobbyRefusal::NotYourSeat => Line::new("refusal-not-your-seat"),
            LobbyRefusal::Version { host, client } => {
                Line::new("refusal-version").number("host", *host).number("client", *client)
            }
        };
        let watch_instead = (*refusal == LobbyRefusal::TableFull).then(|| code.clone());
        LeftTable { lead: "join-refused", why: tr_line(&why), watch_instead }
    }

    /// A table this window could not host.
    pub fn not_hosted(why: String) -> Self {
        LeftTable { lead: "host-failed", why, watch_instead: None }
    }
}

impl<G: TableGame> JoinedTable<G> {
    /// The table `client` has joined; it opens once the host has sent its seat its first
    /// view.
    pub fn new(client: TableClient<G>) -> Self {
        JoinedTable { client: SyncCell::new(client), rebuilt_at: None, asked_at: None, dropped: Vec::new() }
    }

    pub fn client(&mut self) -> &mut TableClient<G> {
        self.client.get()
    }

    pub fn code(&mut self) -> &JoinCode {
        self.client.get().code()
    }

    /// The seats the host waits on: those to decide that have not.
    pub fn thinking(&mut self) -> SeatSet {
        self.client.get().thinking()
    }

    /// The seats of the table as this window holds them: its own seat at the screen,
    /// every other played from elsewhere.
    pub fn seats(&mut self) -> Vec<SeatKind> {
        let client = self.client.get();
        let mut seats = vec![SeatKind::Remote; client.seats()];
        if let Some(seat) = client.seat() {
            seats[seat] = SeatKind::Human;
        }
        seats
    }

    /// The match as this seat knows it, once the host has sent a view.
    pub(super) fn opened(&mut self, rules: &G::Rules, difficulty: BotKind) -> Option<TableMatch<G>> {
        let seats = self.seats();
        let client = self.client.get();
        // The host's computers go by the names a computer has at any table.
        let named_as: Vec<SeatKind> = (seats.iter().enumerate())
            .map(|(seat, &kind)| match client.held().get(seat) {
                Some(SeatPresence::Computer) => SeatKind::Computer,
                _ => kind,
            })
            .collect();
        let view = client.view()?;
        let state = G::from_view(view);
        self.rebuilt_at = Some(client.decision());
        let the_match = TableMatch {
            state,
            rules: rules.clone(),
            names: seat_names(&named_as),
            record: RecordOf::<G>::new(G::ID, seats.len(), 0),
            seats,
            difficulty,
            saved_steps: 0,
            decided_elsewhere: Some(client.decision() as usize),
            told: Some(view.clone()),
        };
        Some(the_match)
    }
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let joined = || in_state(TableMode::Joined).and_then(resource_exists::<JoinedTable<G>>);
    let awaiting = not(in_state(TableMode::Joined)).and_then(resource_exists::<JoinedTable<G>>);
    app.add_systems(Update, open_at_the_first_view::<G>.run_if(awaiting))
        // The host is heard while the table's play is held too (the pause menu, the rules
        // over the table): a connection left unturned would time out.
        .add_systems(
            Update,
            (follow_host::<G>, status_joined::<G>)
                .chain()
                .before(TableSystems::Input)
                .in_set(AtTable(G::GAME))
                .run_if(in_state(Screen::Table).and_then(joined())),
        )
        .add_systems(
            Update,
            send_decision::<G>
                .after(MatchFlow)
                .in_set(TableSystems::Flow)
                .in_set(AtTable(G::GAME))
                .run_if(in_state(TablePhase::Waiting).and_then(joined())),
        )
        .add_systems(
            OnEnter(TablePhase::Choosing),
            note_the_decision_asked::<G>.in_set(AtTable(G::GAME)).run_if(joined()),
        )
        .add_systems(OnExit(TableMode::Joined), leave::<G>)
        .add_systems(Last, leave::<G>.run_if(on_message::<AppExit>));
}

/// The table opens once the host has sent the seat its first view; a host gone before
/// then is a join that failed.
fn open_at_the_first_view<G: TableGame>(
    mut joined: ResMut<JoinedTable<G>>,
    mut setup: ResMut<TableSetup>,
    mut mode: ResMut<NextState<TableMode>>,
    mut screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let client = joined.client.get();
    if let Err(why) = client.poll() {
        warn!("the join failed: {why}");
        commands.remove_resource::<JoinedTable<G>>();
        commands.insert_resource(LeftTable::out_of_reach(why));
        return;
    }
    if client.view().is_none() {
        return;
    }
    if client.seat().is_none() {
        commands.insert_resource(Watching { address: client.code().address.to_string() });
    }
    *setup = TableSetup { game: G::GAME, seats: joined.seats(), seed: None, ..*setup };
    mode.set(TableMode::Joined);
    screen.set(Screen::Table);
}

/// Hears the host: what happened is shown one beat at a time, the match rebuilt from the
/// seat's view, who holds each seat told in the log. A host gone for good ends the table.
#[allow(clippy::too_many_arguments)]
fn follow_host<G: TableGame>(
    mut joined: ResMut<JoinedTable<G>>,
    mut the_match: ResMut<TableMatch<G>>,
    mut turn: ResMut<Turn<G>>,
    mut show: ResMut<Show<G>>,
    mut log: ResMut<GameLog>,
    phase: Res<State<TablePhase>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
    mut commands: Commands,
    mut next_screen: ResMut<NextState<Screen>>,
    real: Res<Time<Real>>,
) {
    let joined = &mut *joined;
    let client = joined.client.get();
    let news = match client.poll() {
        Ok(news) => news,
        Err(why) => {
            warn!("left the table at {}: {why}", client.code().address);
            commands.insert_resource(LeftTable::out_of_reach(why));
            next_screen.set(Screen::Title);
            return;
        }
    };
    let mut moved_on = false;
    for news in news {
        match news {
            TableNews::Events(events) => {
                show.pending.extend(G::beats(events));
                moved_on = true;
            }
            TableNews::SeatHeld { seat, presence } => {
                joined.dropped.retain(|&(dropped, _)| dropped != seat);
                if let SeatPresence::Dropped { wait_left_ms } = presence {
                    let ends = wait_left_ms.map(|ms| real.elapsed_secs_f64() + f64::from(ms) / 1000.0);
                    joined.dropped.push((seat, ends));
                }
                log.lines.push(seat_held(seat, presence));
            }
            TableNews::Refused(refusal) => {
                // The seat's decision did not count: it is asked again.
                warn!("the host refused a decision: {refusal}");
                moved_on = true;
            }
            TableNews::Lost(why) => {
                warn!("the connection to {} was lost: {why}", client.code().address);
                // A spectator has no seat to ask back: it watches again once back.
                let id = if client.seat().is_some() { "log-connection-lost" } else { "log-connection-lost-watching" };
                log.lines.push(Line::new(id));
            }
            TableNews::Back => log.lines.push(Line::new("log-connection-back")),
            TableNews::Seated { .. } | TableNews::Watching { .. } | TableNews::Over(_) => {}
        }
    }
    if joined.rebuilt_at != Some(client.decision()) || moved_on {
        if let Some(view) = client.view() {
            the_match.state = G::from_view(view);
            the_match.decided_elsewhere = Some(client.decision() as usize);
            the_match.told = Some(view.clone());
            joined.rebuilt_at = Some(client.decision());
        }
    }
    // The seat asked while the screen waits without its decision: the host asks it anew
    // (its connection is back, or the table was hosted again), and it takes the screen.
    let undecided = client.seat().is_some_and(|seat| turn.decided.get(seat).is_some_and(Option::is_none));
    let asked_anew = undecided && client.asked().is_some() && *phase.get() == TablePhase::Waiting;
    // The table moved on: what this seat decided belongs to a decision taken. The new
    // one is shown, and the seat asked again where the host asks it.
    if moved_on || asked_anew {
        turn.decided.iter_mut().for_each(|decided| *decided = None);
        if matches!(phase.get(), TablePhase::Choosing | TablePhase::Waiting) {
            turn.active = None;
            next_phase.set(TablePhase::Resolving);
        }
    }
}

/// The seat's decision, once made at the screen, goes to the host; one the host would
/// not take is made again.
fn send_decision<G: TableGame>(
    mut joined: ResMut<JoinedTable<G>>,
    mut turn: ResMut<Turn<G>>,
    mut next_phase: ResMut<NextState<TablePhase>>,
) {
    let joined = &mut *joined;
    let client = joined.client.get();
    let Some(seat) = client.seat() else { return };
    let Some(action) = turn.decided.get(seat).copied().flatten() else { return };
    if client.asked().is_none() {
        return;
    }
    if joined.asked_at != Some(client.decision()) {
        // Made for a decision the table has left behind: the seat is asked anew.
        turn.decided[seat] = None;
        next_phase.set(TablePhase::Resolving);
        return;
    }
    match client.decide(action) {
        Ok(()) | Err(NotSent::Away) => {}
        Err(not_sent) => {
            warn!("the decision {action:?} was not sent: {not_sent}");
            turn.decided[seat] = None;
            next_phase.set(TablePhase::Resolving);
        }
    }
}

/// The host's word on each seat: whom it waits on, whose decision is in, whose player
/// dropped and how long the seat still waits for them. This screen's own seat is thinking
/// only as the screen shows it, choosing.
fn status_joined<G: TableGame>(
    mut joined: ResMut<JoinedTable<G>>,
    the_match: Res<TableMatch<G>>,
    turn: Res<Turn<G>>,
    real: Res<Time<Real>>,
    mut status: ResMut<SeatStatus>,
) {
    let client = joined.client.get();
    let own_seat = client.seat();
    let free = (client.held().iter().enumerate())
        .filter(|(_, presence)| **presence == SeatPresence::Free)
        .fold(SeatSet::EMPTY, |free, (seat, _)| free.with(seat));
    let awaited = client.thinking();
    let own = own_seat.map_or(SeatSet::EMPTY, SeatSet::single);
    let thinking = awaited.minus(own).minus(free);
    let mut ready = the_match.state.to_move().movers().minus(awaited).minus(own);
    if let Some(seat) = own_seat.filter(|&seat| turn.has_decided(seat)) {
        ready = ready.with(seat);
    }
    let now = real.elapsed_secs_f64();
    let dropped = joined
        .dropped
        .iter()
        .map(|&(seat, ends)| (seat, ends.map(|ends| (ends - now).max(0.0).ceil() as u32)))
        .collect();
    status.set_if_neq(SeatStatus { thinking, ready, free, dropped });
}

/// The seat takes the screen to choose at the decision the host is at.
fn note_the_decision_asked<G: TableGame>(mut joined: ResMut<JoinedTable<G>>) {
    joined.asked_at = Some(joined.client.get().decision());
}

/// How a seat is held anew, as the log tells it.
fn seat_held(seat: Seat, presence: SeatPresence) -> Line {
    let id = match presence {
        SeatPresence::Computer => "log-seat-computer",
        SeatPresence::Free => "log-seat-free",
        SeatPresence::Connected => "log-seat-connected",
        SeatPresence::Dropped { .. } => "log-seat-dropped",
    };
    Line::new(id).seat("seat", seat)
}

/// Leaving the table, or closing the window, says goodbye to its host, so that the seat
/// shows dropped at once.
pub(super) fn leave<G: TableGame>(world: &mut World) {
    world.remove_resource::<Watching>();
    let Some(JoinedTable { client, .. }) = world.remove_resource::<JoinedTable<G>>() else { return };
    let client = SyncCell::to_inner(client);
    let address = client.code().address;
    if let Err(why) = client.close() {
        warn!("leaving the table at {address}: {why}");
    }
}
