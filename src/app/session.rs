//! What every table shares: which game and seats were chosen, the flow of play, the log,
//! and the summary the results screen shows.

use bevy::prelude::*;

use super::{Overlay, Screen, Settings};
use crate::ai::BotKind;
use crate::games::SeatKind;
pub use crate::games::seat_names;
use crate::rules::desperados::{DesperadosRules, GangChoice};
use crate::rules::duel::Variant;
use crate::rules::three_card_loo::LooRules;
use crate::rules::{GameId, Seat, SeatSet};

/// Which game, who sits where and which shuffle, chosen on the setup screen or the
/// command line.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct TableSetup {
    pub game: GameId,
    pub seats: Vec<SeatKind>,
    pub seed: Option<u64>,
    /// The Duel variant chosen on the setup screen.
    pub duel_variant: Variant,
    /// The bot every computer seat plays.
    pub difficulty: BotKind,
    /// The Three-card Loo variants chosen on the setup screen; `None` keeps the rules file's.
    pub loo_variants: Option<LooVariants>,
    /// The Desperados gangs: drawn at random, or chosen seat by seat.
    pub gangs: GangChoice,
    /// The Desperados variants chosen on the setup screen; `None` keeps the rules file's.
    pub desperados_variants: Option<DesperadosVariants>,
    /// A showcase table: it plays the rules file's shorter `showcase` match, and is never
    /// saved over the player's match nor kept.
    pub showcase: bool,
}

/// The Desperados values a table can change on the setup screen: those a printed rulebook
/// would settle and the published sources do not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DesperadosVariants {
    pub starting_money: u16,
    pub action_faces_make_alike: bool,
    pub misere_needs_all_rolls: bool,
    pub later_richest_tie_wins: bool,
}

impl DesperadosVariants {
    pub fn of(rules: &DesperadosRules) -> Self {
        DesperadosVariants {
            starting_money: rules.starting_money,
            action_faces_make_alike: rules.action_faces_make_alike,
            misere_needs_all_rolls: rules.misere_needs_all_rolls,
            later_richest_tie_wins: rules.later_richest_tie_wins,
        }
    }

    /// The variants in words, for the rules window: they may differ from the text below it.
    pub fn describe(self) -> String {
        let yes_no = |yes: bool| if yes { "yes" } else { "no" };
        format!(
            "At this table: ${} each; Action faces count as alike: {}; a misère waits for the third roll: {}; \
             a later tie wins: {}.",
            self.starting_money,
            yes_no(self.action_faces_make_alike),
            yes_no(self.misere_needs_all_rolls),
            yes_no(self.later_richest_tie_wins)
        )
    }

    /// `rules` with these variants.
    pub fn apply(self, rules: &DesperadosRules) -> DesperadosRules {
        DesperadosRules {
            starting_money: self.starting_money,
            action_faces_make_alike: self.action_faces_make_alike,
            misere_needs_all_rolls: self.misere_needs_all_rolls,
            later_richest_tie_wins: self.later_richest_tie_wins,
            ..rules.clone()
        }
    }
}

/// The Three-card Loo variants a table can switch on the setup screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LooVariants {
    pub single_all_play: bool,
    pub club_law: bool,
    pub bust_out: bool,
    /// A void player unable to overtrump must still play a lower trump (else any card).
    pub must_undertrump: bool,
    pub rounds: u16,
}

impl LooVariants {
    pub fn of(rules: &LooRules) -> Self {
        LooVariants {
            single_all_play: rules.single_all_play,
            club_law: rules.club_law,
            bust_out: rules.bust_out,
            must_undertrump: rules.must_undertrump,
            rounds: rules.rounds,
        }
    }

    /// The variants in words, for the rules window: they may differ from the text below it.
    pub fn describe(self) -> String {
        let on_off = |on: bool| if on { "on" } else { "off" };
        format!(
            "At this table: single all play {}, club law {}, bust out {}, {}, {} round(s).",
            on_off(self.single_all_play),
            on_off(self.club_law),
            on_off(self.bust_out),
            if self.must_undertrump {
                "a void player unable to overtrump plays a lower trump"
            } else {
                "a void player unable to overtrump plays any card"
            },
            self.rounds
        )
    }

    /// `rules` with these variants.
    pub fn apply(self, rules: &LooRules) -> LooRules {
        LooRules {
            single_all_play: self.single_all_play,
            club_law: self.club_law,
            bust_out: self.bust_out,
            must_undertrump: self.must_undertrump,
            rounds: self.rounds,
            ..rules.clone()
        }
    }
}

impl Default for TableSetup {
    fn default() -> Self {
        TableSetup::new(GameId::LootShootWhiskey)
    }
}

impl TableSetup {
    /// A human against the computer, at the game's usual table.
    pub fn new(game: GameId) -> Self {
        let computers = crate::games::usual_seats(game) - 1;
        TableSetup {
            game,
            seats: std::iter::once(SeatKind::Human).chain(std::iter::repeat_n(SeatKind::Computer, computers)).collect(),
            seed: None,
            duel_variant: Variant::Standard,
            difficulty: BotKind::Medium,
            loo_variants: None,
            gangs: GangChoice::Random,
            desperados_variants: None,
            showcase: false,
        }
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

/// What happened, in words, newest last.
#[derive(Resource, Default, Debug)]
pub struct GameLog {
    pub lines: Vec<String>,
}

/// The outcome of the last match, for the results screen.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct MatchSummary {
    pub headline: String,
    pub detail: String,
    /// One line per seat, best first.
    pub standings: Vec<String>,
    pub seed: u64,
}

/// The results screen's headline for `winners`: "Kate wins!", "Kate and Bart share the win".
pub fn winners_headline(winners: Option<SeatSet>, names: &[String]) -> String {
    let winners: Vec<&str> =
        winners.map(|set| set.iter().map(|seat| names[seat].as_str()).collect()).unwrap_or_default();
    match winners.as_slice() {
        [one] => format!("{one} wins!"),
        several => format!("{} share the win", several.join(" and ")),
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
        assert_eq!(winners_headline(Some(SeatSet::single(1)), &names), "Bart wins!");
        assert_eq!(winners_headline(Some(SeatSet::single(0).with(2)), &names), "Kate and Doc share the win");
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
    fn the_desperados_variants_chosen_are_the_rules_played_and_said() {
        let rules: DesperadosRules = crate::config::embedded();
        let chosen = DesperadosVariants {
            starting_money: 60,
            action_faces_make_alike: !rules.action_faces_make_alike,
            misere_needs_all_rolls: !rules.misere_needs_all_rolls,
            later_richest_tie_wins: !rules.later_richest_tie_wins,
        };
        let played = chosen.apply(&rules);
        assert_eq!(DesperadosVariants::of(&played), chosen);
        assert_eq!((played.attacks, &played.deck), (rules.attacks, &rules.deck), "the rest as the file says");
        assert!(chosen.describe().starts_with("At this table: $60 each; Action faces count as alike: no"));
    }
}
