//! How long a showcase match takes to watch at normal speed: the match is played by the
//! table's own bots, and each step is timed as the table shows it (the computers' pause
//! to think, then every beat held as long as the table holds it). No window is needed, so
//! a test can hold every game's showcase match to a length an audience sits through.

use crate::ai::BotKind;
use crate::ai::config::AiConfig;
use crate::app::bots::{decision_bot, thinking_seconds};
use crate::app::tables::shell::{Beat, Shown, TableGame};
use crate::rules::{ToMove, step};

/// What watching one match takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WatchTime {
    /// Seconds from the deal to the winner's banner, at normal speed.
    pub seconds: f32,
    /// Decisions taken.
    pub decisions: usize,
}

/// Plays the match of `seed` at a table of `seats` computers playing `bot`, and times it
/// as the table would show it to seat 0 (the seat a table of computers is drawn for).
pub fn watch_time<G: TableGame>(
    rules: &G::Rules,
    seats: usize,
    bot: BotKind,
    difficulties: &AiConfig,
    seed: u64,
) -> Result<WatchTime, String> {
    let mut events = Vec::new();
    let mut state = G::new(rules, seats, seed, &mut events).map_err(|error| error.to_string())?;
    let seat = 0;
    let mut shown =
        Shown::<G> { seat, view: G::opening_view(state.view(seat)), banner: None, scene: G::Scene::default() };
    let mut watched = WatchTime { seconds: 0.0, decisions: 0 };
    let mut moves = Vec::new();
    loop {
        let seen = events.drain(..).filter(|event| G::seen_by(event, seat)).collect();
        watched.seconds += shown_for::<G>(G::beats(seen), &mut shown);
        shown.view = state.view(seat);
        G::step_shown(&mut shown);
        let movers = match state.to_move() {
            ToMove::Nobody => return Ok(watched),
            deciding => deciding.movers(),
        };
        if !movers.is_empty() {
            // Every computer to move thinks at once; the step waits for the slowest.
            let slowest = movers.iter().map(|seat| thinking_seconds(seed, watched.decisions, seat)).fold(0.0, f32::max);
            watched.seconds += slowest;
            watched.decisions += 1;
        }
        let decision = watched.decisions;
        step(&mut state, &mut events, &mut moves, |state, seat| {
            decision_bot::<G>(bot, seed, decision - 1, seat, difficulties)
                .choose(crate::ai::SeatKnowledge::new(state, seat))
        })
        .map_err(|error| format!("a bot's action was refused: {error}"))?;
    }
}

/// Seconds the beats hold at normal speed, shown on `shown` as the table shows them.
fn shown_for<G: TableGame>(beats: Vec<Beat<G>>, shown: &mut Shown<G>) -> f32 {
    beats
        .into_iter()
        .map(|beat| match beat {
            Beat::Event(event) => {
                G::update_view(&mut shown.view, &event);
                G::show_event(&event, shown).0
            }
            Beat::Moment(moment) => G::show_moment(moment, shown).0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::LoadedRules;
    use crate::app::tables::{EachTable, each_table};
    use crate::rules::TableRules;

    /// Seconds an audience can be asked to watch one match, at normal speed.
    const WATCHABLE_SECONDS: f32 = 300.0;
    const MATCHES: u64 = 12;

    struct Watch<'a>(&'a LoadedRules);

    impl EachTable for Watch<'_> {
        fn visit<G: TableGame>(&mut self) {
            let showcase = self.0.get::<G>().showcase();
            let game = G::GAME;
            let times: Vec<WatchTime> = (1..=MATCHES)
                .map(|seed| {
                    watch_time::<G>(&showcase.rules, showcase.players, BotKind::Medium, &self.0.difficulties, seed)
                        .expect("a showcase match plays to its end")
                })
                .collect();
            let mean = times.iter().map(|time| time.seconds).sum::<f32>() / MATCHES as f32;
            let longest = times.iter().map(|time| time.seconds).fold(0.0, f32::max);
            let decisions = times.iter().map(|time| time.decisions).sum::<usize>() as f32 / MATCHES as f32;
            println!("{:<36} mean {mean:>4.0} s, longest {longest:>4.0} s, {decisions:.0} decisions", game.title());
            assert!(times.iter().all(|time| time.decisions > 0), "{game:?}: a match with no decision shows nothing");
            assert!(mean <= WATCHABLE_SECONDS, "{game:?}: showcase matches last {mean:.0} s on average");
        }
    }

    /// Every game's showcase match, as the rules files' profiles set it, lasts about five
    /// minutes on average at normal speed (`-- --nocapture` prints the lengths).
    #[test]
    fn each_game_s_showcase_match_is_watchable() {
        each_table(&mut Watch(&LoadedRules::load(None)));
    }

    /// The full rules are far longer: the estimate tells a long match from a short one.
    #[test]
    fn a_full_duel_is_longer_than_the_showcase_s() {
        let rules = LoadedRules::load(None);
        let duel = rules.get::<crate::rules::duel::Duel>();
        let full = watch_time::<crate::rules::duel::Duel>(duel, 4, BotKind::Medium, &rules.difficulties, 1).unwrap();
        let showcase = duel.showcase();
        let short = watch_time::<crate::rules::duel::Duel>(
            &showcase.rules,
            showcase.players,
            BotKind::Medium,
            &rules.difficulties,
            1,
        )
        .unwrap();
        assert!(full.seconds > 2.0 * short.seconds, "full {full:?}, showcase {short:?}");
        assert!(full.seconds > WATCHABLE_SECONDS, "a four-seat Duel to $5 takes {full:?}");
    }
}
