//! A table can open on a match already under way: the save of the match in progress,
//! the same match with a decision taken back, or a kept match watched again. Each is a
//! [`SavedMatch`] replayed to the step the table opens at.

use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::TableGame;
use super::autosave::{ResumeMatch, SaveFile, UnreadableSave, load_saved};
use crate::config::ConfigError;
use crate::rules::{Line, Seat};
use crate::save::SavedMatch;

/// Present while the table being opened is to show the kept match in this file.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct WatchReplay(pub PathBuf);

/// Where a replay opens, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayAt {
    /// Steps of the record already played when the table opens.
    pub step: usize,
    /// The seat the table is drawn for; `None` for the first human's, or the first seat's.
    pub seat: Option<Seat>,
    /// Whether the steps go on by themselves.
    pub playing: bool,
}

impl ReplayAt {
    /// The deal, playing on.
    pub const START: ReplayAt = ReplayAt { step: 0, seat: None, playing: true };
}

/// A match for the table being opened to pick up.
#[derive(Resource, Clone, Debug)]
pub struct Reopen<G: TableGame> {
    pub saved: SavedMatch<G>,
    /// Shown as a replay from this point; `None` to play on from the record's end.
    pub replay: Option<ReplayAt>,
    /// The log's line for it.
    pub said: Line,
    /// Whether the log so far stays (the same match, a step back).
    pub keep_log: bool,
    /// Whether the save on disk already holds this record (else it is written anew).
    pub saved_on_disk: bool,
}

/// Everything that can ask the table being opened for a match under way.
#[derive(SystemParam)]
pub(super) struct Openings<'w, G: TableGame> {
    reopen: Option<Res<'w, Reopen<G>>>,
    watch: Option<Res<'w, WatchReplay>>,
    resume: Option<Res<'w, ResumeMatch>>,
    save_file: Option<Res<'w, SaveFile>>,
}

impl<G: TableGame> Openings<'_, G> {
    /// The match the table is asked to open on, once (the requests are removed): `None`
    /// for a new deal, an error when a file named could not be read.
    pub(super) fn take(&self, commands: &mut Commands) -> Option<Result<Reopen<G>, ConfigError>> {
        commands.remove_resource::<Reopen<G>>();
        commands.remove_resource::<WatchReplay>();
        commands.remove_resource::<ResumeMatch>();
        if let Some(reopen) = &self.reopen {
            return Some(Ok((**reopen).clone()));
        }
        if let Some(WatchReplay(path)) = self.watch.as_deref() {
            let opened = SavedMatch::<G>::read(path).map(|(saved, _)| Reopen {
                said: Line::new("log-replay-of")
                    .name("file", path.file_name().unwrap_or_default().to_string_lossy().into_owned()),
                saved,
                replay: Some(ReplayAt::START),
                keep_log: false,
                saved_on_disk: false,
            });
            return Some(opened);
        }
        let file = self.save_file.as_ref().filter(|_| self.resume.is_some())?;
        // A save that no longer reads is set aside: the new match dealt instead is not
        // saved over it.
        let loaded = load_saved::<G>(file).map_err(|problem| {
            let aside = UnreadableSave::set_aside(&file.0, problem.clone());
            let kept = match aside.kept_as {
                Ok(path) => Line::new("save-kept-as-short").name("path", path.display().to_string()),
                Err(why) => why,
            };
            problem.told_with(Line::new("file-problem-and-kept").line("kept", kept))
        });
        Some(loaded.map(|(saved, _)| Reopen {
            said: Line::new("log-resumed").number("decisions", saved.record.decisions() as i64),
            saved,
            replay: None,
            keep_log: false,
            saved_on_disk: true,
        }))
    }
}
