//! The match in progress is saved after every step, so a closed window loses nothing; a
//! finished match leaves no save behind, and is kept for the replay viewer instead. Each
//! game keeps its own match in progress, so a new match of one game never replaces an
//! unfinished match of another; the title screen offers to continue each, the latest
//! first. A match of computers only, or at a showcase, is never saved over the player's,
//! nor kept.

use std::path::PathBuf;

use bevy::prelude::*;

use super::{AtTable, MatchFlow, TableGame, TableMatch, TableMode, TableSystems};
use crate::app::tables::Tables;
use crate::app::{Screen, Settings};
use crate::config::ConfigError;
use crate::games::GameId;
use crate::games::SeatKind;
use crate::rules::Line;
use crate::save::{SaveHeader, SavedMatch};
use crate::text::tr_line;

/// Where the matches in progress are saved, one file a game beside this one (which a save
/// of any game was once written to, and which is still picked up); without it nothing is.
#[derive(Resource, Clone, Debug)]
pub struct SaveFile(pub PathBuf);

impl SaveFile {
    /// The file of `game`'s match in progress: `match_in_progress-duel.ron` beside
    /// `match_in_progress.ron`.
    pub fn of(&self, game: GameId) -> PathBuf {
        let stem = self.0.file_stem().unwrap_or_default().to_string_lossy();
        let extension =
            self.0.extension().map_or(String::new(), |extension| format!(".{}", extension.to_string_lossy()));
        self.0.with_file_name(format!("{stem}-{}{extension}", game.id()))
    }

    /// Moves a save left in the one file every game once shared to its game's own file.
    /// The shared file is left where it is when it cannot be read (it is returned, for the
    /// check that sets it aside), or when its game has a save of its own, which is newer.
    fn move_the_shared_save(&self) -> Option<PathBuf> {
        if !self.0.exists() {
            return None;
        }
        let Ok(header) = crate::save::check_save(&self.0) else { return Some(self.0.clone()) };
        let own = self.of(header.game);
        if !own.exists()
            && let Err(error) = std::fs::rename(&self.0, &own)
        {
            warn!("the save {} could not be moved to {}: {error}", self.0.display(), own.display());
        }
        None
    }
}

/// The folder finished matches are kept in; without it none are.
#[derive(Resource, Clone, Debug)]
pub struct ReplaysDir(pub PathBuf);

/// Present while the table being opened is to pick up the saved match.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ResumeMatch;

/// The saved matches the title screen can continue, one at most a game, the latest saved
/// first, and a save that could not be read, set aside so that a new match is not saved
/// over it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SavedMatchOnDisk {
    pub ready: Vec<SaveHeader>,
    /// Stays until the player has read it (the title screen's *Dismiss*).
    pub unreadable: Option<UnreadableSave>,
}

/// A save that could not be read: why, and where it went.
#[derive(Clone, Debug, PartialEq)]
pub struct UnreadableSave {
    pub problem: ConfigError,
    /// Where the file now lies, or why it could not be moved.
    pub kept_as: Result<PathBuf, Line>,
}

impl UnreadableSave {
    /// Sets the save at `path` aside, for what `problem` says is wrong with it.
    pub fn set_aside(path: &std::path::Path, problem: ConfigError) -> Self {
        let seconds =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |since| since.as_secs());
        let kept_as = crate::storage::set_aside_as(path, &format!("unreadable-{seconds}")).map_err(|error| {
            Line::new("save-not-moved").name("error", error.to_string()).name("path", path.display().to_string())
        });
        UnreadableSave { problem, kept_as }
    }

    /// What the title screen says of it.
    pub fn in_words(&self) -> Line {
        let kept = match &self.kept_as {
            Ok(path) => Line::new("save-kept-as").name("path", path.display().to_string()),
            Err(why) => why.clone(),
        };
        Line::new("save-unreadable").line("problem", self.problem.in_words()).line("kept", kept)
    }
}

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
            // Only the player's own match is saved: a showcase is nobody's, even once a
            // passer-by has taken a seat, and a lesson is not saved over the player's own.
            .run_if(in_state(TableMode::Match).and_then(resource_exists::<SaveFile>)),
    );
}

/// Reads each game's save whole (its record replayed under its rules), so that *Continue*
/// is offered only for a match that will open; one that cannot be read is set aside and
/// the player told why.
fn look_for_saved_match(file: Option<Res<SaveFile>>, tables: Res<Tables>, mut on_disk: ResMut<SavedMatchOnDisk>) {
    on_disk.ready.clear();
    let Some(file) = file.as_deref() else { return };
    let left_shared = file.move_the_shared_save();
    let mut found = Vec::new();
    for path in tables.games().map(|game| file.of(game)).chain(left_shared) {
        if !path.exists() {
            continue;
        }
        match crate::save::check_save(&path) {
            Ok(header) => found.push((saved_at(&path), header)),
            Err(problem) => {
                let unreadable = UnreadableSave::set_aside(&path, problem);
                warn!("{}", tr_line(&unreadable.in_words()));
                on_disk.unreadable = Some(unreadable);
            }
        }
    }
    // The latest first.
    found.sort_by(|(earlier, _), (later, _)| later.cmp(earlier));
    on_disk.ready = found.into_iter().map(|(_, header)| header).collect();
}

/// When the file at `path` was last written.
fn saved_at(path: &std::path::Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|metadata| metadata.modified()).ok()
}

fn save_each_step<G: TableGame>(
    mut the_match: ResMut<TableMatch<G>>,
    file: Res<SaveFile>,
    replays: Option<Res<ReplaysDir>>,
    settings: Res<Settings>,
) {
    let steps = the_match.record.steps.len();
    if steps == the_match.saved_steps || !the_match.seats.contains(&SeatKind::Human) {
        return;
    }
    the_match.saved_steps = steps;
    let saved = the_match.to_saved();
    if the_match.state.is_over() {
        put_away_finished(&saved, &file, replays.as_deref(), &settings);
        return;
    }
    let path = file.of(G::GAME);
    if let Err(error) = saved.write(&path) {
        warn!("the match could not be saved to {}: {error}", path.display());
    }
}

/// A finished match kept for the replay viewer, where there is a folder for them, and its
/// save at `file` removed: there is nothing left of it to continue.
pub(super) fn put_away_finished<G: TableGame>(
    saved: &SavedMatch<G>,
    file: &SaveFile,
    replays: Option<&ReplaysDir>,
    settings: &Settings,
) {
    if let Some(ReplaysDir(dir)) = replays {
        let name = crate::replays::file_name(G::ID, saved.record.seed, std::time::SystemTime::now());
        match crate::replays::keep_finished(dir, &name, saved, usize::from(settings.replays_kept)) {
            Ok(kept) => debug!("the finished match is kept as {kept:?}"),
            Err(error) => warn!("the finished match could not be kept in {}: {error}", dir.display()),
        }
    }
    let path = file.of(G::GAME);
    if let Err(error) = std::fs::remove_file(&path)
        && error.kind() != std::io::ErrorKind::NotFound
    {
        warn!("the finished match's save {} could not be removed: {error}", path.display());
    }
}

/// The saved match of `G`, replayed; what was wrong with it otherwise.
pub(super) fn load_saved<G: TableGame>(file: &SaveFile) -> Result<(SavedMatch<G>, G), ConfigError> {
    SavedMatch::<G>::read(&file.of(G::GAME))
}
