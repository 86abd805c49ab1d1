//! Pig, the smallest dice game: on your turn roll a die as often as you dare; a 1 loses
//! the turn's total, holding banks it; the first to the target wins. Every roll is a
//! chance node, so this game holds the generic machinery to chance end to end: records,
//! replays, the conformance suite, sim, arena, the search (tests/rules) and a table
//! (tests/app).

use saloon::ai::{Heuristic, SeatKnowledge};
use saloon::config::{FieldError, RulesFile};
use saloon::games::{GameId, Registered};
use saloon::rules::{
    EventsTellViews, FromView, Game, GameRng, IllegalMove, InWords, Line, Area, Piece, Shape, Sketch, Sketched, PublicView, RulesTexts, Seat, SeatSet,
    SetupError, TableRules, ToMove, random_index, seeded_rng,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
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
    pub scores: Vec<u32>,
    /// What the seat to move has rolled this turn and not yet banked.
    pub turn_total: u32,
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

    /// A game of the tests only: its lines have no message files, and show as their ids.
    fn narrate(event: &PigEvent) -> Option<Line> {
        Some(match *event {
            PigEvent::Rolls { .. } => return None,
            PigEvent::Rolled { seat, face } => Line::new("pig-rolled").seat("who", seat).number("face", face),
            PigEvent::Busted { seat } => Line::new("pig-busted").seat("who", seat),
            PigEvent::Banked { seat, score } => Line::new("pig-banked").seat("who", seat).number("score", score),
            PigEvent::Won { seat } => Line::new("pig-won").seat("who", seat),
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

impl RulesFile for PigRules {
    const FILE_NAME: &'static str = "pig.ron";

    fn validate(&self) -> Vec<FieldError> {
        Vec::new()
    }
}

impl TableRules for PigRules {
    fn texts(&self, _code: &str) -> RulesTexts<'_> {
        RulesTexts::new("Pig", "Roll, or hold before a 1 takes it all.", "")
    }

    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        2..=4
    }
}

/// Pig registers as itself: a game of the tests', not one of the saloon's.
/// Pig hides nothing: a seat's view is the state.
impl FromView for Pig {
    fn from_view(view: &Pig) -> Self {
        view.clone()
    }
}

impl PublicView for Pig {
    fn public_view(&self) -> Pig {
        self.clone()
    }
}

/// Pig told in numbers alone: a game of the tests' has no messages of its own.
impl InWords for Pig {
    fn hand_in_words(_view: &Pig, _rules: &PigRules, _code: &str) -> Vec<Line> {
        Vec::new()
    }

    fn table_in_words(view: &Pig, _rules: &PigRules, _code: &str) -> Vec<Line> {
        vec![Line::new("number").number("n", view.turn_total)]
    }

    fn standings_in_words(view: &Pig, _rules: &PigRules) -> Vec<Line> {
        view.scores.iter().map(|&score| Line::new("number").number("n", score)).collect()
    }

    fn choice_in_words(_view: &Pig, _rules: &PigRules, _code: &str, action: PigAction) -> Line {
        Line::new("number").number("n", action as u8)
    }
}

/// Pig drawn as its running total, and its two choices as buttons.
impl Sketched for Pig {
    fn sketch(view: &Pig, rules: &PigRules, code: &str, _events: &[PigEvent], legal: &[PigAction]) -> Sketch {
        let total = Self::table_in_words(view, rules, code).into_iter().map(|line| Piece::new("total", Shape::Words).caption(line));
        Sketch { areas: vec![Area::new("table", None, total.collect())], taps: vec![Vec::new(); legal.len()], ..Sketch::default() }
    }
}

impl Registered for Pig {
    const GAME: GameId = GameId::new("Pig", "pig", "Pig");
    const USUAL_SEATS: usize = 2;
}
