//! What every table shares: which game and seats were chosen, the flow of play, the log,
//! and the summary the results screen shows.

use bevy::prelude::*;

use super::{Overlay, Screen, Settings};
use crate::ai::BotKind;
pub use crate::games::seat_names;
use crate::games::{GameId, RulesBook, SeatKind};
use crate::net::AfterWait;
use crate::rules::{Line, Seat, SeatSet};
use crate::text;

/// Which game, who sits where and which shuffle, chosen on the setup screen or the
/// command line. What else a game lets a table change is its own
/// ([`super::tables::shell::Chosen`]).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct TableSetup {
    pub game: GameId,
    pub seats: Vec<SeatKind>,
    pub seed: Option<u64>,
    /// The bot every computer seat plays.
    pub difficulty: BotKind,
    /// What a table hosted here does with a seat whose player dropped and did not come
    /// back within the wait.
    pub after_wait: AfterWait,
}

impl Default for TableSetup {
    /// The first game's usual table, before the rules in force are known.
    fn default() -> Self {
        TableSetup::usual(crate::games::all()[0], 2)
    }
}

impl TableSetup {
    /// A human against the computer, at the game's usual table as the rules in force seat it.
    pub fn new(game: GameId, rules: &RulesBook) -> Self {
        TableSetup::usual(game, rules.usual_seats(game))
    }

    /// One human against the computer at a table of `seats`.
    pub fn usual(game: GameId, seats: usize) -> Self {
        TableSetup {
            game,
            seats: std::iter::once(SeatKind::Human).chain(std::iter::repeat_n(SeatKind::Computer, seats - 1)).collect(),
            seed: None,
            difficulty: BotKind::Medium,
            after_wait: AfterWait::default(),
        }
    }

    /// The seats brought inside the table sizes the rules in force seat: computers join,
    /// or the last seats leave.
    pub fn fit_seats(&mut self, rules: &RulesBook) {
        let sizes = rules.seats(self.game);
        let count = self.seats.len().clamp(*sizes.start(), *sizes.end());
        self.seats.resize(count, SeatKind::Computer);
    }
}

/// A run condition: the table open is `game`'s.
pub fn playing(game: GameId) -> impl Fn(Res<TableSetup>) -> bool + Clone {
    move |setup: Res<TableSetup>| setup.game == game
}

/// The flow of play at any table.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Table)]
pub enum TablePhase {
    /// Events of the last step are being shown.
    #[default]
    Resolving,
    /// A cover hides the table until the next human says they are at the screen.
    Handoff,
    /// A human makes their secret choice.
    Choosing,
    /// Every human has chosen; computer players are still thinking.
    Waiting,
    /// The match is over; the banner shows before the results screen.
    Over,
}

/// Whose secrets the screen may show now.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Viewer {
    /// A cover is up, or several humans share the screen between their turns.
    #[default]
    Nobody,
    /// This seat's player is at the screen.
    Seat(Seat),
    /// Only computers play: hands are shown, secret choices still are not.
    Everyone,
}

impl Viewer {
    /// Who is at the screen in `phase`, with `active` the human choosing (if any) and
    /// `humans` every human seat.
    pub fn at_screen(phase: TablePhase, active: Option<Seat>, humans: &[Seat]) -> Viewer {
        match (phase, active, humans) {
            (TablePhase::Handoff, _, _) => Viewer::Nobody,
            (TablePhase::Choosing, Some(seat), _) => Viewer::Seat(seat),
            (_, _, []) => Viewer::Everyone,
            (_, _, [only]) => Viewer::Seat(*only),
            _ => Viewer::Nobody,
        }
    }

    pub fn sees_hand_of(self, seat: Seat) -> bool {
        matches!(self, Viewer::Everyone) || self == Viewer::Seat(seat)
    }
}

/// What happened, newest last: the lines as the rules and the table told them, put in
/// words when shown, so that a change of language changes the whole log.
#[derive(Resource, Default, Debug)]
pub struct GameLog {
    pub lines: Vec<Line>,
    /// The match's seats, as its lines name them.
    pub names: Vec<String>,
}

impl GameLog {
    /// Every line in words, in the language spoken now.
    pub fn said(&self) -> Vec<String> {
        self.lines.iter().map(|line| text::say(line, &self.names)).collect()
    }
}

/// A finished match told in lines, for the results screen: who won and how, and every
/// seat's standing, best first. The lines are put in words as they are shown, in the
/// language spoken then.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchAccount {
    pub headline: Line,
    pub detail: Line,
    pub standings: Vec<Line>,
}

/// The outcome of the last match, for the results screen.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct MatchSummary {
    pub account: MatchAccount,
    /// The seats' names, as the lines name them.
    pub names: Vec<String>,
    pub seed: u64,
}

impl MatchSummary {
    /// `line` in words, naming this match's seats.
    pub fn say(&self, line: &Line) -> String {
        text::say(line, &self.names)
    }
}

/// The results screen's headline for `winners`: "Kate wins!", "Kate and Bart share the win".
pub fn winners_headline(winners: Option<SeatSet>) -> Line {
    let winners = winners.unwrap_or(SeatSet::EMPTY);
    match winners.iter().next() {
        Some(one) if winners.len() == 1 => Line::new("result-wins").seat("who", one),
        _ => Line::new("result-share").seats("winners", winners),
    }
}

/// Seconds the last banner of a match stays before the results screen, at normal speed.
const BANNER_SECONDS: f32 = 2.5;

/// Counts down from the end of a match to the results screen.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ResultsCountdown(f32);

impl ResultsCountdown {
    /// The pause a finished match holds its banner for, at the game speed.
    pub fn new(settings: &Settings) -> Self {
        ResultsCountdown(settings.scaled(BANNER_SECONDS))
    }
}

/// Ends the table's part of a finished match: the summary for the results screen, and
/// the banner's moment before it.
pub fn end_match(
    commands: &mut Commands,
    summary: MatchSummary,
    settings: &Settings,
    next_phase: &mut NextState<TablePhase>,
) {
    commands.insert_resource(summary);
    commands.insert_resource(ResultsCountdown::new(settings));
    next_phase.set(TablePhase::Over);
}

fn leave_table(time: Res<Time>, mut countdown: ResMut<ResultsCountdown>, mut next_screen: ResMut<NextState<Screen>>) {
    countdown.0 -= time.delta_secs();
    if countdown.0 <= 0.0 {
        next_screen.set(Screen::Results);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<TablePhase>()
        .init_resource::<TableSetup>()
        .init_resource::<GameLog>()
        .init_resource::<Viewer>()
        .add_systems(
            Update,
            leave_table.run_if(
                in_state(TablePhase::Over)
                    .and_then(in_state(Overlay::None))
                    .and_then(resource_exists::<ResultsCountdown>),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_headline_names_every_winner() {
        let names: Vec<String> = ["Kate", "Bart", "Doc"].map(String::from).to_vec();
        let say = |winners| text::say(&winners_headline(Some(winners)), &names);
        assert_eq!(say(SeatSet::single(1)), "Bart wins!");
        assert_eq!(say(SeatSet::single(0).with(2)), "Kate and Doc share the win");
    }

    #[test]
    fn only_the_human_choosing_or_a_lone_human_owns_the_screen() {
        use TablePhase::*;
        assert_eq!(Viewer::at_screen(Handoff, Some(1), &[0, 1]), Viewer::Nobody, "the cover is up");
        assert_eq!(Viewer::at_screen(Choosing, Some(1), &[0, 1]), Viewer::Seat(1));
        assert_eq!(Viewer::at_screen(Resolving, None, &[0, 1]), Viewer::Nobody, "shared screen between turns");
        assert_eq!(Viewer::at_screen(Waiting, None, &[2]), Viewer::Seat(2), "a lone human keeps the screen");
        assert_eq!(Viewer::at_screen(Resolving, None, &[]), Viewer::Everyone, "computers only");
        assert!(
            Viewer::Everyone.sees_hand_of(3) && !Viewer::Seat(0).sees_hand_of(1) && !Viewer::Nobody.sees_hand_of(0)
        );
    }

    #[test]
    fn a_setup_s_seats_fit_the_table_sizes_the_rules_seat() {
        use crate::games::Registered;
        use crate::rules::duel::{Duel, DuelRules};
        let rules: DuelRules = crate::config::embedded();
        let book = RulesBook::built_in().with::<Duel>(DuelRules { min_players: 3, max_players: 3, ..rules });
        let mut setup = TableSetup::new(Duel::GAME, &book);
        assert_eq!(setup.seats, [SeatKind::Human, SeatKind::Computer, SeatKind::Computer]);
        setup.seats.truncate(1);
        setup.fit_seats(&book);
        assert_eq!(setup.seats.len(), 3);
        setup.seats.resize(6, SeatKind::Human);
        setup.fit_seats(&book);
        assert_eq!(setup.seats, [SeatKind::Human, SeatKind::Computer, SeatKind::Computer], "the last seats leave");
    }
}
