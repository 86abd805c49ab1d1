//! How a game adds its own systems to its table: they run in one of the table's sets, and
//! only while that game is the one open.

use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use super::{AtTable, Dealing, TableGame};
use crate::app::Screen;

/// Adding a game's systems to its table.
pub trait TableApp {
    /// Adds `systems` to run every frame in `set` (a [`super::TableSystems`], or
    /// [`super::Asking`]) while `G`'s table is open.
    fn add_table_systems<G: TableGame, M>(
        &mut self,
        set: impl SystemSet,
        systems: impl IntoScheduleConfigs<ScheduleSystem, M>,
    ) -> &mut Self;

    /// Adds `systems` that lay `G`'s table out once its match is dealt.
    fn add_table_layout<G: TableGame, M>(&mut self, systems: impl IntoScheduleConfigs<ScheduleSystem, M>) -> &mut Self;
}

impl TableApp for App {
    fn add_table_systems<G: TableGame, M>(
        &mut self,
        set: impl SystemSet,
        systems: impl IntoScheduleConfigs<ScheduleSystem, M>,
    ) -> &mut Self {
        self.add_systems(Update, systems.in_set(set).in_set(AtTable(G::GAME)))
    }

    fn add_table_layout<G: TableGame, M>(&mut self, systems: impl IntoScheduleConfigs<ScheduleSystem, M>) -> &mut Self {
        self.add_systems(OnEnter(Screen::Table), systems.after(Dealing).in_set(AtTable(G::GAME)))
    }
}
