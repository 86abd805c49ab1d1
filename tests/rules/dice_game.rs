//! Pig, the smallest dice game: on your turn roll a die as often as you dare; a 1 loses
//! the turn's total, holding banks it; the first to the target wins. Every roll is a
//! chance node, so this game holds the generic machinery to chance end to end: records,
//! replays, the conformance suite, sim, arena and the search.

use saloon::ai::config::AiConfig;
use saloon::ai::{BotKind, Heuristic, SeatKnowledge};
use saloon::record::{RecordOf, Step, replay, resolve_recorded_chance};
use saloon::rules::{
    EventsTellViews, Game, GameRng, IllegalMove, Seat, SeatSet, SetupError, ToMove, random_index, says, seeded_rng,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug)]
pub struct PigRules {
    pub target: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PigAction {
    Roll,
    Hold,
}

/// A face of the die, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face(pub u8);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PigEvent {
    Rolls { seat: Seat },
    Rolled { seat: Seat, face: u8 },
    Busted { seat: Seat },
    Banked { seat: Seat, score: u32 },
    Won { seat: Seat },
}

/// Nothing is hidden in Pig: every seat sees the whole table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pig {
    target: u32,
    scores: Vec<u32>,
    turn_total: u32,
    seat: Seat,
    rolling: bool,
    winner: Option<Seat>,
    rng: GameRng,
}

impl Pig {
    fn pass_turn(&mut self) {
        self.turn_total = 0;
        self.seat = (self.seat + 1) % self.scores.len();
    }
}

impl Game for Pig {
    type Rules = PigRules;
    type Action = PigAction;
    type Event = PigEvent;
    type View = Pig;
    type Chance = Face;

    const ID: &'static str = "pig";

    fn new(rules: &PigRules, seats: usize, seed: u64, _events: &mut Vec<PigEvent>) -> Result<Self, SetupError> {
        if !(2..=4).contains(&seats) {
            return Err(SetupError(format!("Pig seats 2 to 4, not {seats}")));
        }
        Ok(Pig {
            target: rules.target,
            scores: vec![0; seats],
            turn_total: 0,
            seat: 0,
            rolling: false,
            winner: None,
            rng: seeded_rng(seed),
        })
    }

    fn seat_count(&self) -> usize {
        self.scores.len()
    }

    fn to_move(&self) -> ToMove {
        match (self.winner, self.rolling) {
            (Some(_), _) => ToMove::Nobody,
            (None, true) => ToMove::Chance,
            (None, false) => ToMove::Seat(self.seat),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<PigAction>) {
        out.clear();
        if self.to_move() == ToMove::Seat(seat) {
            out.push(PigAction::Roll);
            if self.turn_total > 0 {
                out.push(PigAction::Hold);
            }
        }
    }

    fn apply(&mut self, moves: &[(Seat, PigAction)], events: &mut Vec<PigEvent>) -> Result<(), IllegalMove> {
        match self.to_move() {
            ToMove::Nobody => return Err(IllegalMove::MatchOver),
            ToMove::Chance => return Err(IllegalMove::ChanceToMove),
            _ => {}
        }
        let &[(seat, action)] = moves else {
            return Err(IllegalMove::WrongSeats { expected: SeatSet::single(self.seat) });
        };
        if seat != self.seat {
            return Err(IllegalMove::NotToMove(seat));
        }
        match action {
            PigAction::Roll => {
                self.rolling = true;
                events.push(PigEvent::Rolls { seat });
            }
            PigAction::Hold if self.turn_total == 0 => return Err(IllegalMove::NotLegal(seat)),
            PigAction::Hold => {
                self.scores[seat] += self.turn_total;
                events.push(PigEvent::Banked { seat, score: self.scores[seat] });
                if self.scores[seat] >= self.target {
                    self.winner = Some(seat);
                    events.push(PigEvent::Won { seat });
                } else {
                    self.pass_turn();
                }
            }
        }
        Ok(())
    }

    fn draw_chance(&mut self) -> Face {
        Face(random_index(&mut self.rng, 6) as u8 + 1)
    }

    fn apply_chance(&mut self, Face(face): Face, events: &mut Vec<PigEvent>) -> Result<(), IllegalMove> {
        if !self.rolling {
            return Err(IllegalMove::NoChanceNode);
        }
        if !(1..=6).contains(&face) {
            return Err(IllegalMove::ImpossibleChance);
        }
        self.rolling = false;
        events.push(PigEvent::Rolled { seat: self.seat, face });
        if face == 1 {
            events.push(PigEvent::Busted { seat: self.seat });
            self.pass_turn();
        } else {
            self.turn_total += u32::from(face);
        }
        Ok(())
    }

    fn view(&self, _seat: Seat) -> Pig {
        Pig { rng: seeded_rng(0), ..self.clone() }
    }

    fn narrate(event: &PigEvent, names: &[String]) -> Option<String> {
        Some(match *event {
            PigEvent::Rolls { .. } => return None,
            PigEvent::Rolled { seat, face } => says(&names[seat], &format!("rolls a {face}.")),
            PigEvent::Busted { seat } => says(&names[seat], "loses the turn's points."),
            PigEvent::Banked { seat, score } => says(&names[seat], &format!("holds at {score}.")),
            PigEvent::Won { seat } => says(&names[seat], "wins."),
        })
    }

    fn resample(&self, _seat: Seat, rng: &mut GameRng) -> Self {
        // The dice to come are unknown: a fresh stream for them.
        Pig { rng: seeded_rng(rand::Rng::next_u64(rng)), ..self.clone() }
    }

    fn winners(&self) -> Option<SeatSet> {
        self.winner.map(SeatSet::single)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let leaders = self.scores.iter().filter(|&&score| score >= self.target).count();
        match (leaders, self.winner) {
            (0, None) | (1, Some(_)) => Ok(()),
            _ => Err(format!("scores {:?} against a winner {:?}", self.scores, self.winner)),
        }
    }
}

impl EventsTellViews for Pig {
    fn update_view(view: &mut Pig, event: &PigEvent) {
        match *event {
            PigEvent::Rolls { .. } => view.rolling = true,
            PigEvent::Rolled { face, .. } => {
                view.rolling = false;
                if face != 1 {
                    view.turn_total += u32::from(face);
                }
            }
            PigEvent::Busted { .. } => view.pass_turn(),
            PigEvent::Banked { seat, score } => {
                view.scores[seat] = score;
                if score < view.target {
                    view.pass_turn();
                }
            }
            PigEvent::Won { seat } => view.winner = Some(seat),
        }
    }
}

impl Heuristic for Pig {
    /// Holds at 20, the classic rule of thumb.
    fn heuristic_action(knowledge: &SeatKnowledge<'_, Self>, _rng: &mut GameRng) -> PigAction {
        if knowledge.view().turn_total >= 20 { PigAction::Hold } else { PigAction::Roll }
    }
}

const RULES: PigRules = PigRules { target: 50 };

/// A match between two bots of `kinds`, written down as the table would.
fn recorded_match(seed: u64, kinds: [BotKind; 2]) -> (Pig, RecordOf<Pig>, Vec<PigEvent>) {
    let difficulties = AiConfig::built_in();
    let mut bots = kinds.map(|kind| kind.build::<Pig>(seed, &difficulties));
    let mut events = Vec::new();
    let mut state = Pig::new(&RULES, 2, seed, &mut events).unwrap();
    let mut record = RecordOf::<Pig>::new(Pig::ID, 2, seed);
    while !state.is_over() {
        if resolve_recorded_chance(&mut state, &mut record, &mut events) {
            continue;
        }
        let ToMove::Seat(seat) = state.to_move() else { unreachable!("Pig has one mover at a time") };
        let action = bots[seat].choose(SeatKnowledge::new(&state, seat));
        state.apply(&[(seat, action)], &mut events).unwrap();
        record.steps.push(Step::Moves(vec![(seat, action)]));
    }
    (state, record, events)
}

#[test]
fn the_api_keeps_its_promises_at_chance_nodes() {
    for seats in 2..=4 {
        crate::conformance::check_game::<Pig>(&RULES, seats, 200, seats as u64);
    }
}

#[test]
fn its_events_tell_every_view_through_chance() {
    for seats in 2..=4 {
        crate::conformance::check_views_follow_events::<Pig>(&RULES, seats, 100, seats as u64);
    }
}

#[test]
fn a_record_keeps_every_roll_and_replays_without_the_seed() {
    let (state, record, events) = recorded_match(5, [BotKind::Heuristic, BotKind::Random]);
    let rolls = record.steps.iter().filter(|step| matches!(step, Step::Chance(_))).count();
    assert!(rolls > 5, "a match of Pig rolls the die ({rolls} rolls)");
    assert_eq!(record.decisions() + rolls, record.steps.len());
    let (replayed, replayed_events) = replay::<Pig>(&RULES, &record).unwrap();
    assert_eq!(replayed_events, events);
    assert_eq!(replayed.view(0), state.view(0));
    // The rolls come from the record, not from the seed: another seed replays the same match.
    let reseeded = RecordOf::<Pig> { seed: 6, ..record.clone() };
    assert_eq!(replay::<Pig>(&RULES, &reseeded).unwrap().1, events);
    // A record of a face no die has is refused, and says where.
    let mut forged = record;
    let first_roll = forged.steps.iter().position(|step| matches!(step, Step::Chance(_))).unwrap();
    forged.steps[first_roll] = Step::Chance(Face(7));
    let error = replay::<Pig>(&RULES, &forged).unwrap_err();
    assert!(error.starts_with(&format!("step {first_roll}:")), "{error}");
}

#[test]
fn a_record_survives_a_ron_round_trip() {
    let (_, record, _) = recorded_match(9, [BotKind::Random, BotKind::Random]);
    let text = ron::to_string(&record).unwrap();
    assert!(text.contains("Chance(") && text.contains("Moves("), "{text}");
    assert_eq!(ron::from_str::<RecordOf<Pig>>(&text).unwrap(), record);
}

#[test]
fn sim_plays_through_chance_nodes() {
    let bots = [BotKind::Random, BotKind::Heuristic];
    let report = saloon::sim::run::<Pig>(&RULES, &bots, 300, 1, &AiConfig::built_in()).unwrap();
    assert_eq!(report.violations, 0, "{:?}", report.violation_samples);
    assert_eq!(report.wins.iter().sum::<u64>() + report.draws, 300);
    assert!(report.wins[1] > report.wins[0], "holding at 20 beats rolling at random: {:?}", report.wins);
}

#[test]
fn the_search_plays_dice_well() {
    // Rolling at random holds early or busts late; a search that plays the dice out
    // should beat it most of the time (88% over these 40 matches).
    let seats = [BotKind::Medium, BotKind::Random];
    let report = saloon::arena::run::<Pig>(&RULES, &seats, 40, 3, &AiConfig::built_in()).unwrap();
    let medium = report.bots.iter().find(|bot| bot.bot == "medium").unwrap();
    assert!(medium.win_rate > 0.75, "the search won {:.0}% against random play", medium.win_rate * 100.0);
}
