//! "Report a problem" (`F9`, or the pause menu): the match so far, the log and the files
//! refused, in one file in the data folder; the log says where.

use std::path::PathBuf;
use std::time::SystemTime;

use bevy::prelude::*;

use super::{AtTable, TableGame, TableMatch};
use crate::app::session::GameLog;
use crate::app::{LoadedRules, Screen};
use crate::report::ProblemReport;
use crate::rules::Line;
use crate::text::tr_line;

/// Where reports are written; without it none are.
#[derive(Resource, Clone, Debug)]
pub struct ReportsDir(pub PathBuf);

/// The player asks for a report of the match at the table.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReportProblem;

pub(super) fn shared_plugin(app: &mut App) {
    app.add_message::<ReportProblem>().add_systems(Update, report_key.run_if(in_state(Screen::Table)));
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    // Not among the table's systems, which stand still behind the pause menu it is asked from.
    app.add_systems(
        Update,
        write_report::<G>.after(report_key).run_if(in_state(Screen::Table)).in_set(AtTable(G::GAME)),
    );
}

fn report_key(keys: Option<Res<ButtonInput<KeyCode>>>, mut requests: MessageWriter<ReportProblem>) {
    if keys.is_some_and(|keys| keys.just_pressed(KeyCode::F9)) {
        requests.write(ReportProblem);
    }
}

fn write_report<G: TableGame>(
    mut requests: MessageReader<ReportProblem>,
    the_match: Res<TableMatch<G>>,
    mut log: ResMut<GameLog>,
    rules: Res<LoadedRules>,
    dir: Option<Res<ReportsDir>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let Some(ReportsDir(dir)) = dir.as_deref() else {
        log.lines.push(Line::new("report-no-folder"));
        return;
    };
    let saved = the_match.to_saved();
    let problems = rules.errors.iter().map(ToString::to_string).collect();
    let now = SystemTime::now();
    let line = match ProblemReport::new(saved, &log.said(), problems, now).write_into(dir, now) {
        Ok(path) => Line::new("report-written").name("path", path.display().to_string()),
        Err(error) => {
            Line::new("report-failed").name("path", dir.display().to_string()).name("error", error.to_string())
        }
    };
    info!("{}", tr_line(&line));
    log.lines.push(line);
}
