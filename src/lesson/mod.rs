//! Guided first matches. A lesson is an arranged match of the real rules (a fixed seed,
//! the seats, a gentle computer) and the steps a learner is walked through: words to read,
//! and moves to make, each the only one the table allows while its step asks for it. A
//! step may arrange what the computers play with the learner's move or in turn after it,
//! and the lesson what chance brings (the dice), each checked against the rules as the
//! learner's moves are. Once the steps are done the learner plays on freely to the
//! match's end, the computers decide for themselves and chance is the match's own.
//!
//! The rules a learner is to meet are the game's [`Taught::TOPICS`]; each is met where an
//! event shows it (the first Loot that beats a Whiskey) or where a step tells it in words
//! (the ways to win that one match cannot all end by). [`walk_through`] plays a lesson
//! without a screen, so a test holds every lesson to its game's rules and topics.

mod desperados;
mod duel;
mod files;
mod loot_shoot_whiskey;
mod three_card_loo;

pub use desperados::LessonGangs;
pub use files::read_lessons_from;

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::ai::config::AiConfig;
use crate::ai::{BotKind, SeatKnowledge, decision_bot};
use crate::games::Registered;
use crate::record::Step;
use crate::rules::{EventsTellViews, NoChance, Seat, SeatSet, ToMove};

/// The seat the learner plays; the computers sit in the others.
pub const LEARNER: Seat = 0;

/// A game's guided first match, whose moves are `A`, whose chance outcomes `C` and whose
/// deals laid out card by card `D`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "A: Deserialize<'de>, C: Deserialize<'de>, D: Deserialize<'de>"))]
pub struct Lesson<A, C = NoChance, D = NoDeal> {
    /// The arranged deal: the seed the match is shuffled (and its dice rolled) from.
    pub seed: u64,
    pub seats: usize,
    /// How the computers play.
    pub computer: BotKind,
    pub steps: Vec<LessonStep<A>>,
    /// What chance brings at the match's first chance nodes, in order (each roll of the
    /// dice); after them the match's own.
    #[serde(default = "Vec::new")]
    pub chance: Vec<C>,
    /// The match's first deals, laid out card by card (a Loo deal's hands, miss and
    /// turn-up); after them the match's own, shuffled from the seed.
    #[serde(default = "Vec::new")]
    pub deals: Vec<D>,
}

/// The deals of a game whose lessons lay out none: its matches are dealt from the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum NoDeal {}

impl<A, C, D> Lesson<A, C, D> {
    /// The lesson without its deals, once they are laid out in the rules it is played by.
    pub fn without_deals(self) -> Lesson<A, C> {
        let Lesson { seed, seats, computer, steps, chance, deals: _ } = self;
        Lesson { seed, seats, computer, steps, chance, deals: Vec::new() }
    }
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, bound(deserialize = "A: Deserialize<'de>"))]
pub struct LessonStep<A> {
    /// The message its words are: what happens now, and why.
    pub say: String,
    /// The move it asks the learner for; none for words read before going on.
    #[serde(default)]
    pub play: Option<A>,
    /// The topics it tells in words.
    #[serde(default)]
    pub tells: Vec<String>,
    /// What each computer seat plays, decision by decision from the learner's move: the
    /// first at once with it where the seat decides with the learner (a Duel shootout's
    /// picks), else at the seat's first decision after it (a trick's later cards); the
    /// next ones at its decisions after that, until the learner moves again (the rest of
    /// a trick, the next deal's declarations). Checked against the rules like the
    /// learner's; a decision not arranged is the lesson's computer's.
    #[serde(default = "BTreeMap::new")]
    pub computers: BTreeMap<Seat, Vec<A>>,
}

impl<A> LessonStep<A> {
    pub fn asks_for_a_move(&self) -> bool {
        self.play.is_some()
    }
}

impl<A: Copy, C: Copy, D> Lesson<A, C, D> {
    /// The moves the steps ask for, in order.
    pub fn moves(&self) -> impl Iterator<Item = A> + '_ {
        self.steps.iter().filter_map(|step| step.play)
    }

    /// The index of the step asking for the learner's move number `made` (from 0), if a
    /// step asks for it.
    pub fn step_of_move(&self, made: usize) -> Option<usize> {
        self.steps.iter().enumerate().filter(|(_, step)| step.asks_for_a_move()).nth(made).map(|(index, _)| index)
    }

    /// The move the lesson arranges for the computer at `seat` at the decision after
    /// `record` (the match's steps so far), where `deciding` decide; and the step that
    /// arranges it. With the learner deciding, a step's computers play with its move;
    /// without, each plays at its first decision after the learner's last move.
    pub fn arranged(&self, record: &[Step<A, C>], deciding: SeatSet, seat: Seat) -> Option<(usize, A)> {
        // Most decisions of a match come after the lesson: no need to read its record then.
        if self.steps.iter().all(|step| !step.computers.contains_key(&seat)) {
            return None;
        }
        let made = record.iter().filter(|step| learner_moved(step)).count();
        let (step, decided) = if deciding.contains(LEARNER) {
            (self.step_of_move(made)?, 0)
        } else {
            let last = record.iter().rposition(learner_moved)?;
            let moved = |step: &&Step<A, C>| matches!(step, Step::Moves(moves) if moves.iter().any(|(mover, _)| *mover == seat));
            (self.step_of_move(made - 1)?, record[last..].iter().filter(moved).count())
        };
        let action = *self.steps[step].computers.get(&seat)?.get(decided)?;
        Some((step, action))
    }

    /// What chance brings at the match's chance node number `rolled` (from 0), where the
    /// lesson arranges it.
    pub fn chance_at(&self, rolled: usize) -> Option<C> {
        self.chance.get(rolled).copied()
    }
}

/// Whether the learner moved at `step` of a match's record.
pub fn learner_moved<A, C>(step: &Step<A, C>) -> bool {
    match step {
        Step::Moves(moves) => moves.iter().any(|(seat, _)| *seat == LEARNER),
        Step::Chance(_) => false,
    }
}

/// A game with a lesson: the rules its learner meets, and the events that show them.
pub trait Taught: Registered {
    /// Each topic is the message that tells it, shown the first time the table shows it.
    const TOPICS: &'static [&'static str];

    /// A deal a lesson lays out card by card ([`NoDeal`] where the game's lessons do not).
    type Deal: for<'de> Deserialize<'de> + Clone + std::fmt::Debug + PartialEq;

    /// `rules` with the lesson's `deals` laid out as the match's first ones.
    fn dealt_as(rules: &Self::Rules, _deals: &[Self::Deal]) -> Self::Rules {
        rules.clone()
    }

    /// The topics `event` shows.
    fn topics_of(event: &Self::Event) -> Vec<&'static str>;

    /// The numbers of `rules` the lesson's words name (`nuggets`, the gold that wins),
    /// passed to every one of its messages.
    fn numbers(rules: &Self::Rules) -> Vec<(&'static str, i64)>;

    /// The game's lesson as the game ships it.
    fn lesson() -> Result<LessonOf<Self>, String>;
}

/// The lesson of a game with one: its moves, chance outcomes and laid-out deals.
pub type LessonOf<G> =
    Lesson<<G as crate::rules::Game>::Action, <G as crate::rules::Game>::Chance, <G as Taught>::Deal>;

/// Work to do for each game with a lesson.
pub trait EachLesson {
    fn visit<G: Taught>(&mut self);
}

/// Runs `visitor` for each game with a lesson, in the order of the saloon's games.
pub fn each_lesson<V: EachLesson>(visitor: &mut V) {
    visitor.visit::<crate::rules::loot_shoot_whiskey::LootShootWhiskey>();
    visitor.visit::<crate::rules::three_card_loo::ThreeCardLoo>();
    visitor.visit::<crate::rules::duel::Duel>();
    visitor.visit::<crate::rules::desperados::Desperados>();
}

/// The lesson file `name` of `assets/lessons/`, whose text is built in as `built_in`: read
/// from the folder given with `--lessons` where that holds it.
fn shipped_lesson<A, C, D>(name: &str, built_in: &'static str) -> Result<Lesson<A, C, D>, String>
where
    A: for<'de> Deserialize<'de>,
    C: for<'de> Deserialize<'de>,
    D: for<'de> Deserialize<'de>,
{
    let (file, text) = files::lesson_text(name, built_in);
    read_lesson(&file, text)
}

/// Reads a lesson file's text; `file` names it in the message of a text that does not read.
pub fn read_lesson<A, C, D>(file: &str, text: &str) -> Result<Lesson<A, C, D>, String>
where
    A: for<'de> Deserialize<'de>,
    C: for<'de> Deserialize<'de>,
    D: for<'de> Deserialize<'de>,
{
    ron::from_str(text).map_err(|error| {
        let at = error.span.start;
        format!("{file}:{}:{}: {}", at.line, at.col, error.code)
    })
}

/// What a lesson came to, played through without a screen.
#[derive(Clone, Debug, PartialEq)]
pub struct WalkedThrough<A, C> {
    /// Each topic met, and the step at which it was: shown by an event of the table once
    /// that step's move was made, or told in the step's words.
    pub met: BTreeMap<&'static str, usize>,
    /// The match's winners at its end.
    pub winners: SeatSet,
    /// The decisions the match took in all.
    pub decisions: usize,
    /// The match as its record keeps it: every decision's moves and what chance brought.
    pub steps: Vec<Step<A, C>>,
}

/// Plays `lesson` under `rules`, its deals laid out: the learner makes each move its steps ask for (each
/// checked against the rules then), and once they are done plays on as the lesson's
/// computer does; the computers decide as at the table, one bot a decision seeded by the
/// match, the step and the seat. An error says which step asked for what the rules did not
/// allow, or that the match did not end.
pub fn walk_through<G: Taught>(
    lesson: &LessonOf<G>,
    rules: &G::Rules,
    difficulties: &AiConfig,
) -> Result<WalkedThrough<G::Action, G::Chance>, String> {
    let mut events = Vec::new();
    let rules = &G::dealt_as(rules, &lesson.deals);
    let mut state = G::new(rules, lesson.seats, lesson.seed, &mut events).map_err(|error| error.to_string())?;
    let mut met = BTreeMap::new();
    // The step whose move the table is showing; the topics its events show are met there.
    let mut step_at = 0;
    // Once the learner decides on their own the match is theirs: what it shows then
    // depends on them, so no topic counts as met by the lesson.
    let mut free = false;
    meet::<G>(&mut met, &mut events, step_at, free);
    let mut made = 0;
    let mut arranged = 0;
    let mut rolled = 0;
    let mut decisions = 0;
    let mut steps = Vec::new();
    let mut legal = Vec::new();
    // Far beyond any match's length: a lesson that never ends is an error, not a hang.
    const MOST_DECISIONS: usize = 100_000;
    while decisions < MOST_DECISIONS {
        let movers = match state.to_move() {
            ToMove::Nobody => break,
            ToMove::Chance => {
                let outcome = match lesson.chance_at(rolled) {
                    Some(outcome) => {
                        state.apply_chance(outcome, &mut events).map_err(|error| {
                            format!(
                                "the lesson's chance {} brings {outcome:?}, which the rules refuse: {error}",
                                rolled + 1
                            )
                        })?;
                        outcome
                    }
                    None => state.resolve_chance(&mut events),
                };
                steps.push(Step::Chance(outcome));
                rolled += 1;
                meet::<G>(&mut met, &mut events, step_at, free);
                continue;
            }
            deciding => deciding.movers(),
        };
        let mut moves = Vec::new();
        for seat in movers.iter() {
            if seat != LEARNER
                && let Some((step, action)) = lesson.arranged(&steps, movers, seat)
            {
                state.legal_actions(seat, &mut legal);
                if !legal.contains(&action) {
                    return Err(format!(
                        "step {} arranges {action:?} for seat {seat}, which the rules do not allow then (they allow {legal:?})",
                        step + 1
                    ));
                }
                arranged += 1;
                moves.push((seat, action));
                continue;
            }
            let asked = (seat == LEARNER).then(|| lesson.step_of_move(made)).flatten();
            let action = match asked {
                Some(step) => {
                    let action = lesson.steps[step].play.expect("a step asking for a move");
                    state.legal_actions(seat, &mut legal);
                    if !legal.contains(&action) {
                        return Err(format!(
                            "step {} asks for {action:?}, which the rules do not allow then (they allow {legal:?})",
                            step + 1
                        ));
                    }
                    step_at = step;
                    made += 1;
                    action
                }
                None => {
                    free |= seat == LEARNER;
                    decision_bot::<G>(lesson.computer, lesson.seed, decisions, seat, difficulties)
                        .choose(SeatKnowledge::new(&state, seat))
                }
            };
            moves.push((seat, action));
        }
        state.apply(&moves, &mut events).map_err(|error| format!("decision {decisions}: {error}"))?;
        steps.push(Step::Moves(moves));
        decisions += 1;
        meet::<G>(&mut met, &mut events, step_at, free);
    }
    let Some(winners) = state.winners() else {
        return Err(format!("the match had not ended after {MOST_DECISIONS} decisions"));
    };
    if made < lesson.moves().count() {
        return Err(format!("the match ended after {made} of the lesson's moves"));
    }
    let arranging = lesson.steps.iter().flat_map(|step| step.computers.values()).map(Vec::len).sum::<usize>();
    if arranged < arranging {
        return Err(format!(
            "{} of the computers' arranged moves were never asked for: a step arranges more moves for a seat than it made before the learner's next move",
            arranging - arranged
        ));
    }
    if rolled < lesson.chance.len() {
        return Err(format!("the match asked chance {rolled} times, and the lesson arranges {}", lesson.chance.len()));
    }
    for (index, step) in lesson.steps.iter().enumerate() {
        for told in &step.tells {
            let topic = G::TOPICS
                .iter()
                .find(|topic| *topic == told)
                .ok_or_else(|| format!("step {} tells `{told}`, which is no topic of {}", index + 1, G::ID))?;
            met.entry(topic).or_insert(index);
        }
    }
    Ok(WalkedThrough { met, winners, decisions, steps })
}

/// Meets the topics `events` show the learner (none once the match is the learner's own),
/// at step `at`.
fn meet<G: Taught>(met: &mut BTreeMap<&'static str, usize>, events: &mut Vec<G::Event>, at: usize, free: bool) {
    for event in events.drain(..).filter(|event| <G as EventsTellViews>::seen_by(event, LEARNER)) {
        for topic in G::topics_of(&event).into_iter().filter(|_| !free) {
            met.entry(topic).or_insert(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::desperados::{Desperados, Dice, Face};
    use crate::rules::loot_shoot_whiskey::LootShootWhiskey;
    use crate::rules::three_card_loo::ThreeCardLoo;
    use crate::text::{Catalog, Language};

    /// A lesson of no steps: the learner plays as the gentle computer from the start.
    fn unguided<A, C, D>(seed: u64, seats: usize) -> Lesson<A, C, D> {
        Lesson { seed, seats, computer: BotKind::Easy, steps: Vec::new(), chance: Vec::new(), deals: Vec::new() }
    }

    fn step<A>(play: A, computers: BTreeMap<Seat, Vec<A>>) -> LessonStep<A> {
        LessonStep { say: "learn-step".into(), play: Some(play), tells: Vec::new(), computers }
    }

    fn walk<G: Taught>(lesson: &LessonOf<G>) -> Result<WalkedThrough<G::Action, G::Chance>, String> {
        walk_through::<G>(lesson, &crate::config::embedded(), &AiConfig::built_in())
    }

    /// At a table where each decides in turn, a computer's arranged move is its first
    /// decision after the learner's move: the lesson's, not its bot's.
    #[test]
    fn a_computer_plays_its_arranged_move_in_turn_after_the_learner() {
        let mut legal = Vec::new();
        let found = (0..40).find_map(|seed| {
            let bare = walk::<ThreeCardLoo>(&unguided(seed, 3)).expect("the match plays");
            let moves = |index: usize| match &bare.steps[index] {
                Step::Moves(moves) => moves.clone(),
                Step::Chance(_) => Vec::new(),
            };
            let first = (0..bare.steps.len()).find(|&index| moves(index).iter().any(|(seat, _)| *seat == LEARNER))?;
            // The next decision, a computer's alone.
            let next = first + 1;
            let &[(seat, played)] = moves(next).as_slice() else { return None };
            // Where it had a choice, the one its bot did not make.
            let mut events = Vec::new();
            let mut state = ThreeCardLoo::new(&crate::config::embedded(), 3, seed, &mut events).ok()?;
            for step in &bare.steps[..next] {
                match step {
                    Step::Moves(moves) => state.apply(moves, &mut events).ok()?,
                    Step::Chance(outcome) => state.apply_chance(*outcome, &mut events).ok()?,
                }
            }
            state.legal_actions(seat, &mut legal);
            let other = legal.iter().copied().find(|&action| action != played)?;
            let learner = moves(first).iter().find(|(mover, _)| *mover == LEARNER)?.1;
            Some((seed, next, seat, learner, other))
        });
        let (seed, next, seat, learner, other) = found.expect("a seed where a computer chooses after the learner");
        let mut lesson = unguided(seed, 3);
        lesson.steps.push(step(learner, BTreeMap::from([(seat, vec![other])])));
        let walked = walk::<ThreeCardLoo>(&lesson).unwrap_or_else(|problem| panic!("{problem}"));
        assert_eq!(walked.steps[next], Step::Moves(vec![(seat, other)]), "seat {seat} plays what the lesson arranges");
    }

    /// The lesson's dice are what chance brings at the match's first rolls; after them the
    /// match rolls its own.
    #[test]
    fn the_dice_fall_as_the_lesson_arranges() {
        let rolls = |walked: &WalkedThrough<_, Dice>| -> Vec<Dice> {
            let chance = walked.steps.iter().filter_map(|step| match step {
                Step::Chance(dice) => Some(*dice),
                Step::Moves(_) => None,
            });
            chance.collect()
        };
        let bare = rolls(&walk::<Desperados>(&unguided(5, 2)).expect("the match plays"));
        // Each die of the first roll turned to another face.
        let next_face =
            |face: Face| Face::ALL[(Face::ALL.iter().position(|&known| known == face).unwrap_or(0) + 1) % 6];
        let arranged = Dice(bare[0].0.map(next_face));
        let mut lesson = unguided(5, 2);
        lesson.chance.push(arranged);
        let walked = rolls(&walk::<Desperados>(&lesson).unwrap_or_else(|problem| panic!("{problem}")));
        assert_eq!(walked[0], arranged);
        assert_ne!(bare[0], arranged);
    }

    /// Dice the rules cannot show there (a kept die turned) are named with their roll.
    #[test]
    fn dice_the_rules_refuse_are_named() {
        let mut lesson = unguided(5, 2);
        let bare = walk::<Desperados>(&lesson).expect("the match plays");
        let chances = bare.steps.iter().filter(|step| matches!(step, Step::Chance(_))).count();
        // Four Boss faces at every roll: somewhere a die kept shows another face, which a
        // roll cannot turn.
        lesson.chance = vec![Dice([Face::Boss; 4]); chances];
        let problem = walk::<Desperados>(&lesson).expect_err("a kept die does not turn");
        assert!(problem.starts_with("the lesson's chance "), "{problem}");
    }

    /// Plays `G`'s lesson through under the built-in rules: every move it asks for is
    /// legal then, the match ends, every topic of the game is met by the lesson's own
    /// arranged play or told in its words, and every word it says is a message.
    fn holds<G: Taught>() {
        let lesson = G::lesson().unwrap_or_else(|problem| panic!("{problem}"));
        let walked = walk_through::<G>(&lesson, &crate::config::embedded(), &AiConfig::built_in())
            .unwrap_or_else(|problem| panic!("{}: {problem}", G::ID));
        let never: Vec<_> = G::TOPICS.iter().filter(|topic| !walked.met.contains_key(*topic)).collect();
        assert!(never.is_empty(), "{}: the lesson never meets {never:?}", G::ID);
        let catalog = Catalog::get();
        let words = lesson.steps.iter().flat_map(|step| std::iter::once(&step.say).chain(&step.tells));
        for id in words.map(String::as_str).chain(G::TOPICS.iter().copied()) {
            assert!(catalog.has(Language::English, id), "{}: the lesson says `{id}`, which is no message", G::ID);
        }
    }

    #[test]
    fn every_lesson_meets_every_rule_it_teaches() {
        struct Held(Vec<&'static str>);
        impl EachLesson for Held {
            fn visit<G: Taught>(&mut self) {
                holds::<G>();
                self.0.push(G::ID);
            }
        }
        let mut held = Held(Vec::new());
        each_lesson(&mut held);
        assert!(held.0.len() >= 2, "lessons held: {:?}", held.0);
    }

    /// The walk-through catches a computer's arranged move the rules do not allow, and
    /// names the step and the seat.
    #[test]
    fn a_computer_s_arranged_move_the_rules_do_not_allow_is_named() {
        use crate::rules::duel::{Duel, DuelAction, Gun};
        let mut lesson = Duel::lesson().expect("the lesson reads");
        let (step, _) = lesson
            .steps
            .iter()
            .enumerate()
            .find(|(_, step)| step.computers.contains_key(&1))
            .expect("an arranged pick");
        // A gunslinger cannot aim at himself.
        lesson.steps[step].computers.insert(1, vec![DuelAction::fire(Gun::Pistol, 1)]);
        let problem = walk_through::<Duel>(&lesson, &crate::config::embedded(), &AiConfig::built_in())
            .expect_err("a shot at oneself is refused");
        assert!(problem.starts_with(&format!("step {} arranges", step + 1)), "{problem}");
        assert!(problem.contains("for seat 1"), "{problem}");
    }

    /// A move arranged for a seat that never decides with the learner is a mistake of the
    /// lesson, not silently dropped.
    #[test]
    fn an_arranged_move_never_asked_for_is_named() {
        use crate::rules::duel::{Duel, DuelAction};
        let mut lesson = Duel::lesson().expect("the lesson reads");
        // The table has three seats: a fifth never sits down.
        let step = lesson.step_of_move(0).expect("a first move");
        lesson.steps[step].computers.insert(4, vec![DuelAction::Reload]);
        let problem = walk_through::<Duel>(&lesson, &crate::config::embedded(), &AiConfig::built_in())
            .expect_err("seat 4 never decides");
        assert!(problem.contains("never asked for"), "{problem}");
    }

    /// The walk-through catches a lesson that asks for what the rules do not allow.
    #[test]
    fn a_step_asking_for_a_move_the_rules_do_not_allow_is_named() {
        let mut lesson = LootShootWhiskey::lesson().expect("the lesson reads");
        // Both Loot cards and a third: the hand holds two.
        use crate::rules::loot_shoot_whiskey::{Commit, HandCard::Loot};
        let pairs: Vec<usize> =
            lesson.steps.iter().enumerate().filter(|(_, step)| step.play.is_some()).map(|(index, _)| index).collect();
        lesson.steps[pairs[1]].play = Some(Commit::new(Loot, Loot));
        let problem = walk_through::<LootShootWhiskey>(&lesson, &crate::config::embedded(), &AiConfig::built_in())
            .expect_err("a third Loot is refused");
        assert!(problem.starts_with(&format!("step {} asks for", pairs[1] + 1)), "{problem}");
    }

    #[test]
    fn a_lesson_file_that_does_not_read_is_told_with_its_place() {
        let problem = read_lesson::<crate::rules::loot_shoot_whiskey::Commit, NoChance, NoDeal>(
            "lesson.ron",
            "(seed: 1,\n  seats: two)",
        )
        .expect_err("`two` is no number");
        assert!(problem.starts_with("lesson.ron:2:"), "{problem}");
    }
}
