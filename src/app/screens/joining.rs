//! Joining a table hosted elsewhere, over any screen: while the host is asked, what is
//! awaited and a way to give up; once it took the seat, the table opens at the seat's
//! first view ([`crate::app::tables::shell::JoinedTable`]); a join that failed, and a
//! table left for good (its host gone), say why until dismissed.

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::tables::Tables;
use crate::app::tables::shell::LeftTable;
use crate::app::widgets::{Styled, viewport_ui};
use crate::net::{Admission, JoinCode, JoinStep, Joining};
use crate::rules::Line;
use crate::text::{tr, tr_line};

/// A join on its way.
#[derive(Resource)]
pub struct JoinInProgress {
    joining: SyncCell<Joining>,
    code: JoinCode,
    watching: bool,
}

impl JoinInProgress {
    /// Asks the table of `code` for a seat.
    pub fn seat(code: JoinCode) -> Self {
        JoinInProgress::asking(code, false, Joining::seat)
    }

    /// Asks the table of `code` to watch it.
    pub fn watch(code: JoinCode) -> Self {
        JoinInProgress::asking(code, true, Joining::watch)
    }

    /// Asks the table of `code` to watch it where `watch`, else for a seat.
    pub fn seat_or_watch(code: JoinCode, watch: bool) -> Self {
        if watch { JoinInProgress::watch(code) } else { JoinInProgress::seat(code) }
    }

    /// Takes the seat of the table of `code` its host, in this process, admitted this
    /// window to: the window hosting the table taking its own.
    pub fn admitted(code: JoinCode, admission: Admission) -> Self {
        JoinInProgress::asking(code, false, |code| Joining::admitted(code, admission))
    }

    fn asking(code: JoinCode, watching: bool, ask: impl FnOnce(JoinCode) -> Joining) -> Self {
        JoinInProgress { joining: SyncCell::new(ask(code.clone())), code, watching }
    }
}

/// What a player does with a join's notice.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum JoinChoice {
    /// Stops waiting for the host.
    GiveUp,
    /// Puts away why the last join failed, or the last table was left.
    Dismiss,
    /// Watches the table whose seats were all taken.
    WatchInstead(JoinCode),
}

pub(super) fn choices(app: &mut App) {
    app.add_message::<JoinChoice>()
        .add_systems(Update, (turn_the_join.run_if(resource_exists::<JoinInProgress>), act_on_join_choices));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, join_notice.after(Styled));
}

/// Turns the join once: the seat's table is made ready once the host has taken it in.
fn turn_the_join(world: &mut World) {
    let step = world.resource_mut::<JoinInProgress>().joining.get().poll();
    match step {
        JoinStep::Waiting => {}
        JoinStep::Joined(entry) => {
            world.remove_resource::<JoinInProgress>();
            // The host named a game this build knows, and every game has its table.
            let tables = world.resource::<Tables>();
            let seat_joined = tables.entry(entry.game).expect("every game has its table").seat_joined;
            if let Err(why) = seat_joined(world, entry) {
                world.insert_resource(LeftTable::out_of_reach(why));
            }
        }
        JoinStep::Refused(refusal) => {
            warn!("the join was refused: {refusal}");
            let asked = world.remove_resource::<JoinInProgress>().expect("a join in progress");
            world.insert_resource(LeftTable::refused(&refusal, &asked.code));
        }
        JoinStep::Failed(why) => {
            warn!("the join failed: {why}");
            world.remove_resource::<JoinInProgress>();
            world.insert_resource(LeftTable::out_of_reach(why));
        }
    }
}

fn act_on_join_choices(mut choices: MessageReader<JoinChoice>, mut commands: Commands) {
    for choice in choices.read() {
        match choice {
            JoinChoice::GiveUp => commands.remove_resource::<JoinInProgress>(),
            JoinChoice::Dismiss => commands.remove_resource::<LeftTable>(),
            JoinChoice::WatchInstead(code) => {
                commands.remove_resource::<LeftTable>();
                commands.insert_resource(JoinInProgress::watch(code.clone()));
            }
        }
    }
}

/// A band over the top of the window: the join awaited, or why the last one ended.
fn join_notice(
    mut contexts: EguiContexts,
    joining: Option<Res<JoinInProgress>>,
    left: Option<Res<LeftTable>>,
    mut choices: MessageWriter<JoinChoice>,
) {
    if joining.is_none() && left.is_none() {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    let style = ctx.global_style();
    let frame = egui::Frame::side_top_panel(&style).fill(style.visuals.window_fill);
    let above_the_screen = egui::LayerId::new(egui::Order::Foreground, "joining-band".into());
    let mut above_the_screen = viewport_ui(ctx, above_the_screen);
    egui::Panel::top("joining-band").frame(frame).show(&mut above_the_screen, |ui| {
        if let Some(joining) = &joining {
            ui.horizontal(|ui| {
                ui.spinner();
                let asking = if joining.watching { "join-asking-watch" } else { "join-asking" };
                ui.label(tr_line(&Line::new(asking).name("address", joining.code.address.to_string())));
            });
            if ui.button(tr("button-give-up")).clicked() {
                choices.write(JoinChoice::GiveUp);
            }
        } else if let Some(LeftTable { lead, why, watch_instead }) = left.as_deref() {
            ui.colored_label(egui::Color32::from_rgb(255, 140, 100), tr(lead));
            ui.label(why);
            ui.horizontal(|ui| {
                if let Some(code) = watch_instead
                    && ui.button(tr("button-watch")).clicked()
                {
                    choices.write(JoinChoice::WatchInstead(code.clone()));
                }
                if ui.button(tr("button-dismiss")).clicked() {
                    choices.write(JoinChoice::Dismiss);
                }
            });
        }
    });
}
