//! The match in progress is saved after every step, so a closed window loses nothing; a
//! finished match leaves no save behind, and is kept for the replay viewer instead. The
//! title screen offers to continue the match in progress. A match of computers only, or
//! at a showcase, is never saved over the player's, nor kept.

use std::path::PathBuf;

use bevy::prelude::*;

use super::{AtTable, MatchFlow, TableGame, TableMatch, TableSystems};
use crate::app::session::TableSetup;
use crate::app::{Screen, Settings};
use crate::config::ConfigError;
use crate::games::SeatKind;
use crate::save::{SaveHeader, SavedMatch, read_header};

/// Where the match in progress is saved; without it nothing is.
#[derive(Resource, Clone, Debug)]
pub struct SaveFile(pub PathBuf);

/// The folder finished matches are kept in; without it none are.
#[derive(Resource, Clone, Debug)]
pub struct ReplaysDir(pub PathBuf);

/// Present while the table being opened is to pick up the saved match.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ResumeMatch;

/// The saved match the title screen can continue, if any.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SavedMatchOnDisk(pub Option<SaveHeader>);

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<SavedMatchOnDisk>().add_systems(OnEnter(Screen::Title), look_for_saved_match);
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        save_each_step::<G>
            .in_set(TableSystems::Flow)
            .after(MatchFlow)
            .in_set(AtTable(G::GAME))
            .run_if(resource_exists::<SaveFile>),
    );
}

fn look_for_saved_match(file: Option<Res<SaveFile>>, mut on_disk: ResMut<SavedMatchOnDisk>) {
    let text = file.and_then(|file| std::fs::read_to_string(&file.0).ok());
    // A save this build cannot read is reported when it is opened, not hidden here.
    *on_disk = SavedMatchOnDisk(text.and_then(|text| read_header("", &text).ok()));
}

fn save_each_step<G: TableGame>(
    mut the_match: ResMut<TableMatch<G>>,
    file: Res<SaveFile>,
    replays: Option<Res<ReplaysDir>>,
    settings: Res<Settings>,
    setup: Res<TableSetup>,
) {
    let steps = the_match.record.steps.len();
    // A showcase is nobody's match, even once a passer-by has taken a seat at it.
    if steps == the_match.saved_steps || !the_match.seats.contains(&SeatKind::Human) || setup.showcase {
        return;
    }
    the_match.saved_steps = steps;
    let saved = the_match.to_saved();
    if the_match.state.is_over() {
        if let Some(ReplaysDir(dir)) = replays.as_deref() {
            let name = crate::replays::file_name(G::ID, the_match.seed(), std::time::SystemTime::now());
            match crate::replays::keep_finished(dir, &name, &saved, usize::from(settings.replays_kept)) {
                Ok(kept) => debug!("the finished match is kept as {kept:?}"),
                Err(error) => warn!("the finished match could not be kept in {}: {error}", dir.display()),
            }
        }
        if let Err(error) = std::fs::remove_file(&file.0)
            && error.kind() != std::io::ErrorKind::NotFound
        {
            warn!("the finished match's save {} could not be removed: {error}", file.0.display());
        }
        return;
    }
    if let Err(error) = saved.write(&file.0) {
        warn!("the match could not be saved to {}: {error}", file.0.display());
    }
}

/// The saved match of `G`, replayed; what was wrong with it otherwise.
pub(super) fn load_saved<G: TableGame>(file: &SaveFile) -> Result<(SavedMatch<G>, G), ConfigError> {
    SavedMatch::<G>::read(&file.0)
}
