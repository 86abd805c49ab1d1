//! A table this window hosts: the setup's table opened to the network, its referee turned
//! on a thread of its own ([`BackgroundHost`]), and this window's player seated at it by the
//! host in this process (never through the lobby, so no joiner can take that seat), then
//! playing it over the network as any client does, so that the window knows only what
//! that seat may ([`super::JoinedTable`]). The join code stands over the table, large enough to
//! read across a room, while seats wait for their players. Leaving the table, or closing
//! the window, closes the table; what it saved stays saved.

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::Duration;

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::autosave::{ReplaysDir, SaveFile, SavedMatchOnDisk, put_away_finished};
use super::options::{Chosen, GameOptions, chosen_or_file};
use super::{JoinedTable, SeatStatus, TableGame, joined};
use crate::app::screens::JoinInProgress;
use crate::app::session::TableSetup;
use crate::app::widgets::{Styled, WARNING};
use crate::app::{LoadedRules, Screen, Settings};
use crate::games::SeatKind;
use crate::net::lobby::JoinCodeError;
use crate::net::{
    BackgroundHost, HostNews, HostOptions, HostedSeat, HostedTable, JoinCode, Opening, Reach, local_address,
};
use crate::rules::{Line, Seat};
use crate::save::SavedMatch;
use crate::storage::WriteBehind;
use crate::text::{tr, tr_line};

/// How long the seat of a player who dropped waits for them before a computer takes it,
/// where the host chose a computer.
const DROPPED_SEAT_WAIT: Duration = Duration::from_secs(60);

/// Where a table hosted here is opened: on the network the machine is on, announced
/// there for joiners to find, or on the loopback alone and announced nowhere (a table for
/// this machine's windows: the tests').
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HostingReach {
    #[default]
    Network,
    Loopback,
}

impl HostingReach {
    /// The address the table's code carries, and where it is announced.
    fn address(self) -> (IpAddr, Option<Reach>) {
        match self {
            HostingReach::Network => {
                let address = local_address();
                // A machine on no network reaches the table from itself alone.
                (address, (!address.is_loopback()).then_some(Reach::Network))
            }
            HostingReach::Loopback => (IpAddr::V4(Ipv4Addr::LOCALHOST), None),
        }
    }
}

/// The table this window hosts, while it is open.
#[derive(Resource)]
pub struct HostedHere<G: TableGame> {
    host: SyncCell<BackgroundHost>,
    code: JoinCode,
    /// The rules the table plays: the rules in force with the options chosen, which a
    /// window joined from elsewhere does not know.
    pub(super) rules: G::Rules,
    /// Why the table is not announced on the network, where it could not be.
    not_announced: Option<String>,
    /// Whether the player asked for the code shown or put away; until they do, it shows
    /// while a seat waits for its player.
    code_shown: Option<bool>,
}

impl<G: TableGame> HostedHere<G> {
    /// The code a joiner types.
    pub fn code(&self) -> &JoinCode {
        &self.code
    }

    /// Hears what the table told since last asked.
    fn hear(&mut self) {
        for news in self.host.get().news() {
            match news {
                HostNews::NotAnnounced(why) => {
                    warn!("the table is not announced: {why}");
                    self.not_announced = Some(why);
                }
                HostNews::Failed(why) | HostNews::NotSaved(why) => warn!("the table hosted here: {why}"),
                news => info!("the table hosted here: {news:?}"),
            }
        }
    }
}

/// Opens the setup's table of `G` to the network, as the setup screen asks: the rules in
/// force with the options chosen, the setup's computers on the host, its remote seats for
/// joiners, and this window's player (where the setup seats one) taking the seat kept for
/// them, or else watching. The match is saved as the player's own is. The table's code;
/// or why it could not be opened, in words.
pub fn host_here<G: TableGame>(world: &mut World) -> Result<JoinCode, String> {
    let mut setup = world.resource::<TableSetup>().clone();
    let rules = world.resource::<LoadedRules>();
    setup.fit_seats(rules);
    let options = chosen_or_file(world.get_resource::<Chosen<G>>(), rules);
    let table_rules = options.apply(rules.get::<G>(), setup.seats.len());
    let (address, announce) = world.get_resource::<HostingReach>().copied().unwrap_or_default().address();
    let host_options = HostOptions {
        seats: hosted_seats(&setup.seats, |_| HostedSeat::Computer(setup.difficulty)),
        address,
        port: 0,
        web_port: 0,
        secret: None,
        save: world.get_resource::<SaveFile>().map(|file| file.of(G::GAME)),
        wait: setup.after_wait.wait(DROPPED_SEAT_WAIT),
        fallback: setup.difficulty,
        announce,
    };
    let opening = Opening::New { seed: setup.seed.unwrap_or_else(rand::random) };
    open_hosted::<G>(world, table_rules, opening, &host_options)
}

/// Hosts again the match a table this window hosted left in the player's save (its host
/// quit): at the same code, so that the players who held its seats come back to them by
/// themselves, this window's player taking theirs. The table's code; or why it could not
/// be opened, in words.
pub fn host_saved<G: TableGame>(world: &mut World) -> Result<JoinCode, String> {
    let path = world.get_resource::<SaveFile>().map(|file| file.of(G::GAME)).ok_or("no save file")?;
    let (saved, state) = SavedMatch::<G>::read(&path).map_err(|error| error.to_string())?;
    let code = saved.hosted.as_deref().ok_or("the saved match was hosted nowhere")?;
    let code: JoinCode = code.parse().map_err(|error: JoinCodeError| error.to_string())?;
    let bot_of = |seat: Seat| saved.bots.get(seat).copied().unwrap_or(saved.difficulty);
    let (_, announce) = world.get_resource::<HostingReach>().copied().unwrap_or_default().address();
    let host_options = HostOptions {
        seats: hosted_seats(&saved.seats, |seat| HostedSeat::Computer(bot_of(seat))),
        address: code.address.ip(),
        port: code.address.port(),
        web_port: 0,
        secret: Some(code.secret.clone()),
        save: Some(path),
        wait: world.resource::<TableSetup>().after_wait.wait(DROPPED_SEAT_WAIT),
        fallback: saved.difficulty,
        announce,
    };
    let opening = Opening::Resumed { state, record: saved.record, claims: saved.claims };
    open_hosted::<G>(world, saved.rules, opening, &host_options)
}

/// The seats a host holds for a table's: its first human seat kept for this window's
/// player, its other people's remote, its computers as `computer` says of each seat.
fn hosted_seats(seats: &[SeatKind], computer: impl Fn(Seat) -> HostedSeat) -> Vec<HostedSeat> {
    let own_seat = seats.iter().position(|&kind| kind == SeatKind::Human);
    (seats.iter().enumerate())
        .map(|(seat, kind)| match kind {
            SeatKind::Computer => computer(seat),
            _ if Some(seat) == own_seat => HostedSeat::Reserved,
            SeatKind::Human | SeatKind::Remote => HostedSeat::Remote,
        })
        .collect()
}

/// Opens a table of `G` under `rules` from `opening`, as `options` say, on a thread of its
/// own; this window asks for the seat kept for it, or to watch where none is.
fn open_hosted<G: TableGame>(
    world: &mut World,
    rules: G::Rules,
    opening: Opening<G>,
    options: &HostOptions,
) -> Result<JoinCode, String> {
    let difficulties = world.resource::<LoadedRules>().difficulties.clone();
    let writer = Arc::new(WriteBehind::start());
    let mut told = Vec::new();
    let mut table = HostedTable::<G>::open(&rules, &difficulties, opening, options, &writer, |news| told.push(news))?;
    let code = told.iter().find_map(|news| match news {
        HostNews::Open(code) => Some(code.clone()),
        _ => None,
    });
    let code = code.ok_or("the table opened without a code")?;
    let own_seat = options.seats.iter().position(|&seat| seat == HostedSeat::Reserved);
    let own_admission = own_seat.and_then(|seat| table.client_of(seat)).and_then(|client| table.admission_here(client));
    let joining = match own_admission {
        Some(admission) => JoinInProgress::admitted(code.clone(), admission),
        None => JoinInProgress::watch(code.clone()),
    };
    let host = SyncCell::new(BackgroundHost::start(table));
    let not_announced = told.into_iter().find_map(|news| match news {
        HostNews::NotAnnounced(why) => Some(why),
        _ => None,
    });
    world.insert_resource(HostedHere::<G> { host, code: code.clone(), rules, not_announced, code_shown: None });
    world.insert_resource(joining);
    Ok(code)
}

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<HostingReach>();
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    let hosting = resource_exists::<HostedHere<G>>;
    app.add_systems(Update, (hear_the_table::<G>, close_once_left::<G>).chain().run_if(hosting))
        .add_systems(
            EguiPrimaryContextPass,
            show_the_code::<G>.after(Styled).run_if(in_state(Screen::Table).and_then(hosting)),
        )
        // The window's seat says goodbye before its table closes under it.
        .add_systems(Last, close::<G>.after(joined::leave::<G>).run_if(on_message::<AppExit>));
}

fn hear_the_table<G: TableGame>(mut hosted: ResMut<HostedHere<G>>) {
    hosted.hear();
}

/// The table closes once this window is neither joining it nor at it: the player left
/// (the table hosted is this window's), gave up joining, or could not join.
fn close_once_left<G: TableGame>(world: &mut World) {
    if !world.contains_resource::<JoinInProgress>() && !world.contains_resource::<JoinedTable<G>>() {
        close::<G>(world);
    }
}

/// Closes the table hosted here; once its match is over, the save it leaves is kept for
/// the replay viewer as a finished match of the player's own is, and no longer offered to
/// continue.
fn close<G: TableGame>(world: &mut World) {
    if world.remove_resource::<HostedHere<G>>().is_some() {
        put_away_if_over::<G>(world);
    }
}

/// The table's match, ended: its save kept among the finished matches, and removed.
fn put_away_if_over<G: TableGame>(world: &mut World) {
    let Some(file) = world.get_resource::<SaveFile>() else { return };
    let Ok((saved, state)) = SavedMatch::<G>::read(&file.of(G::GAME)) else { return };
    if !state.is_over() {
        return;
    }
    put_away_finished(&saved, file, world.get_resource::<ReplaysDir>(), world.resource::<Settings>());
    world.resource_mut::<SavedMatchOnDisk>().ready.retain(|header| header.game != G::GAME);
}

/// The join code over the table: large in its middle while seats wait for their players,
/// with a button that copies it; else folded into a button under the log, below its
/// window when it is open.
fn show_the_code<G: TableGame>(
    mut contexts: EguiContexts,
    mut hosted: ResMut<HostedHere<G>>,
    status: Res<SeatStatus>,
    mut copied: Local<bool>,
) {
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let free = status.free.len();
    let shown = hosted.code_shown.unwrap_or(free > 0);
    let below_the_log =
        ctx.memory(|memory| memory.area_rect(super::log::log_window_id())).map_or(84.0, |log| log.bottom() + 10.0);
    let anchor = match shown {
        true => (egui::Align2::CENTER_CENTER, egui::vec2(0.0, -40.0)),
        false => (egui::Align2::RIGHT_TOP, egui::vec2(-10.0, below_the_log)),
    };
    // Folded and shown are areas of their own: each keeps its own size, so the code shown
    // again does not wrap to the folded button's width.
    egui::Area::new(egui::Id::new(("join code over the table", shown)))
        .order(egui::Order::Foreground)
        .anchor(anchor.0, anchor.1)
        .show(ctx, |ui| {
            // Folded, it is one button, in as little room as the log's.
            let margin = if shown { 18.0 } else { 4.0 };
            egui::Frame::popup(ui.style()).inner_margin(margin).show(ui, |ui| {
                if !shown {
                    if ui.button(tr("host-code-show")).clicked() {
                        hosted.code_shown = Some(true);
                    }
                    return;
                }
                ui.vertical_centered(|ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    ui.label(tr("host-code-heading"));
                    let code = hosted.code.clone();
                    ui.label(egui::RichText::new(&code.secret).monospace().strong().size(CODE_SIZE));
                    ui.label(egui::RichText::new(format!("@{}", code.address)).monospace().size(CODE_SIZE / 2.0));
                    ui.add_space(6.0);
                    ui.label(tr_line(&Line::new("host-seats-free").number("count", free as u32)));
                    if let Some(why) = &hosted.not_announced {
                        ui.colored_label(WARNING, tr_line(&Line::new("host-not-announced").name("why", why.clone())));
                    }
                    ui.add_space(6.0);
                    let copy = if *copied { "host-code-copied" } else { "host-code-copy" };
                    if ui.button(tr(copy)).clicked() {
                        ui.ctx().copy_text(code.to_string());
                        *copied = true;
                    }
                    if ui.small_button(tr("host-code-hide")).clicked() {
                        hosted.code_shown = Some(false);
                    }
                });
            });
        });
}

/// The height of the code's secret, in points: read across a room at a meetup's table.
const CODE_SIZE: f32 = 64.0;
