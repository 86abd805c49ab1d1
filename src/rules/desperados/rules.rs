//! The values a rules file can change for Desperados of Dice Town
//! (`config/desperados.ron`): everything the published sources do not settle.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::Icon;
use crate::config::{FieldError, RulesFile, at_least, inside, table_size_errors, translation_errors};
use crate::rules::{
    Line, RulesTexts, Showcase, TableRules, Translated, Translations, seat_range, showcase_players_error,
};

/// The most gangs a Desperados table seats.
pub const MAX_SEATS: usize = 4;
/// The most gangs a rules file may describe.
pub const MAX_GANGS: usize = 8;
/// The most kinds of Wild West card, and cards in the deck, a rules file may describe.
pub const MAX_CARD_KINDS: usize = 16;
pub const MAX_DECK: usize = 64;
/// The most uses of the Brains' ability a gang card lists (later uses repeat the last).
pub const MAX_USES: usize = 4;

/// One use of the Oleson-style ability: a notch off an own dial, or freeing one outright.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DialStep {
    Notch,
    Free,
}

/// What a gang's free Brains do when they act, by how often they have acted this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbilitySpec {
    /// Take this much from the bank (no more than it holds).
    TakeFromBank(Vec<u8>),
    /// Every opponent pays the bank this much (no more than they hold).
    EachOpponentPays(Vec<u8>),
    /// Turn one of the gang's own jailed desperados.
    TurnOwnDial(Vec<DialStep>),
}

impl AbilitySpec {
    fn uses(&self) -> usize {
        match self {
            AbilitySpec::TakeFromBank(amounts) | AbilitySpec::EachOpponentPays(amounts) => amounts.len(),
            AbilitySpec::TurnOwnDial(steps) => steps.len(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GangSpec {
    pub name: String,
    /// The desperados' names, Brains (Bottle) first, the Boss last.
    pub desperados: Vec<String>,
    pub ability: AbilitySpec,
    /// The ability as the gang card words it.
    pub ability_text: String,
}

/// What a Wild West card does. When it may be played follows from what it does: the
/// first four on one's own turn, the last two in answer to an opponent's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardEffect {
    /// While acting: one more action.
    ExtraAction,
    /// While rolling (after any roll, even the last): roll one die again.
    RerollDie,
    /// While rolling: turn one die to any face.
    SetDie,
    /// On one's turn: one notch off an own jailed desperado's dial.
    FreeJailStep,
    /// Answers an attack (or a Brains' demand) on the holder: they do not pay.
    BlockAttack,
    /// Answers any opponent's action: it does nothing.
    CancelAction,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSpec {
    pub name: String,
    pub effect: CardEffect,
    pub count: u8,
    pub text: String,
}

/// How the gangs come to the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GangChoice {
    /// Drawn at random.
    Random,
    /// Seat by seat, by their index in `gangs`.
    Chosen(Vec<u8>),
}

/// What the setup roll rolls again until four icons show, no more than two alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetupReroll {
    /// Only the Action faces and the surplus dice.
    Surplus,
    /// All four dice.
    AllFour,
}

/// The money each icon's attack takes, per jailed opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attacks {
    pub fist: u8,
    pub knife: u8,
    pub pistol: u8,
    pub boss: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DesperadosRules {
    pub name: String,
    pub summary: String,
    pub min_players: u8,
    pub max_players: u8,
    pub total_money: u16,
    pub starting_money: u16,
    pub gang_choice: GangChoice,
    pub first_player_random: bool,
    pub setup_reroll: SetupReroll,
    pub attacks: Attacks,
    pub action_faces_make_alike: bool,
    pub misere_needs_all_rolls: bool,
    pub later_richest_tie_wins: bool,
    pub max_turns: u16,
    pub gangs: Vec<GangSpec>,
    pub deck: Vec<CardSpec>,
    /// The table and match length a showcase plays.
    #[serde(default)]
    pub showcase: DesperadosShowcase,
    pub rules_text: String,
    /// The texts above in the other languages, by language code.
    #[serde(default)]
    pub translations: Translations<DesperadosTexts>,
}

/// One language's words of the Desperados rules file: the game's, each gang's ability in
/// the order of `gangs`, and each card's in the order of `deck` (a gang or card beyond
/// those given reads its English).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DesperadosTexts {
    pub name: String,
    pub summary: String,
    pub rules_text: String,
    pub abilities: Vec<String>,
    pub cards: Vec<CardTexts>,
}

/// A Wild West card's name and text in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardTexts {
    pub name: String,
    pub text: String,
}

impl Translated for DesperadosTexts {
    fn texts(&self) -> RulesTexts<'_> {
        RulesTexts::new(&self.name, &self.summary, &self.rules_text)
    }

    fn every_text(&self) -> Vec<(&'static str, &str)> {
        let mut texts =
            vec![("name", self.name.as_str()), ("summary", &self.summary), ("rules_text", &self.rules_text)];
        texts.extend(self.abilities.iter().map(|ability| ("abilities", ability.as_str())));
        for card in &self.cards {
            texts.extend([("cards", card.name.as_str()), ("cards", &card.text)]);
        }
        texts
    }
}

/// A showcase's Desperados: a table size, and a turn after which the richest gang wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DesperadosShowcase {
    pub players: u8,
    pub max_turns: u16,
}

impl Default for DesperadosShowcase {
    fn default() -> Self {
        DesperadosShowcase { players: 2, max_turns: 24 }
    }
}

impl DesperadosRules {
    /// The ability of the gang at `gang` in `gangs`, in the language of `code` where the
    /// file gives it, else in English.
    pub fn ability_text(&self, gang: usize, code: &str) -> &str {
        let translated = self.translations.get(code).and_then(|words| words.abilities.get(gang));
        translated.unwrap_or(&self.gangs[gang].ability_text)
    }

    /// The name and text of the card at `card` in `deck`, in the language of `code` where
    /// the file gives them, else in English.
    pub fn card_texts(&self, card: usize, code: &str) -> (&str, &str) {
        match self.translations.get(code).and_then(|words| words.cards.get(card)) {
            Some(words) => (&words.name, &words.text),
            None => (&self.deck[card].name, &self.deck[card].text),
        }
    }
}

impl TableRules for DesperadosRules {
    fn texts(&self, code: &str) -> RulesTexts<'_> {
        RulesTexts::new(&self.name, &self.summary, &self.rules_text).in_language(&self.translations, code)
    }

    fn seats(&self) -> RangeInclusive<usize> {
        seat_range(self.min_players, self.max_players)
    }

    fn showcase(&self) -> Showcase<Self> {
        let DesperadosShowcase { players, max_turns } = self.showcase;
        let max_turns = max_turns.min(self.max_turns);
        Showcase {
            players: usize::from(players),
            rules: DesperadosRules { max_turns, ..self.clone() },
            in_words: Line::new("showcase-desperados-profile").number("turns", max_turns),
        }
    }
}

impl RulesFile for DesperadosRules {
    const FILE_NAME: &'static str = "desperados.ron";

    fn validate(&self) -> Vec<FieldError> {
        let mut errors = table_size_errors(self.min_players, self.max_players, 2, MAX_SEATS, None);
        if u32::from(self.starting_money) * u32::from(self.max_players) > u32::from(self.total_money) {
            let most = self.total_money / u16::from(self.max_players.max(1));
            errors.push(FieldError::new("starting_money", Line::new("expected-money-shared").number("most", most)));
        }
        if self.starting_money == 0 {
            errors.push(FieldError::new("starting_money", Line::new("expected-money-to-start")));
        }
        if self.max_turns == 0 {
            errors.push(FieldError::new("max_turns", at_least(1, 0)));
        }
        errors.extend(showcase_players_error(self.showcase.players, self.min_players, self.max_players));
        if self.showcase.max_turns == 0 {
            errors.push(FieldError::new("showcase", inside("max_turns", at_least(1, 0))));
        }
        if self.gangs.len() < usize::from(self.max_players) || self.gangs.len() > MAX_GANGS {
            let expected = Line::new("expected-gang-count").number("most", MAX_GANGS).number("found", self.gangs.len());
            errors.push(FieldError::new("gangs", expected));
        }
        if self.gangs.iter().any(|gang| gang.desperados.len() != Icon::ALL.len()) {
            errors
                .push(FieldError::new("gangs", Line::new("expected-gang-desperados").number("count", Icon::ALL.len())));
        }
        if self.gangs.iter().any(|gang| !(1..=MAX_USES).contains(&gang.ability.uses())) {
            errors.push(FieldError::new("gangs", Line::new("expected-ability-uses").number("most", MAX_USES)));
        }
        if let GangChoice::Chosen(chosen) = &self.gang_choice {
            let distinct = chosen.iter().collect::<std::collections::BTreeSet<_>>().len() == chosen.len();
            let known = chosen.iter().all(|&gang| usize::from(gang) < self.gangs.len());
            if !distinct || !known || chosen.len() < usize::from(self.max_players) {
                errors.push(FieldError::new("gang_choice", Line::new("expected-gang-choice")));
            }
        }
        let cards: usize = self.deck.iter().map(|card| usize::from(card.count)).sum();
        if self.deck.is_empty() || self.deck.len() > MAX_CARD_KINDS || !(4..=MAX_DECK).contains(&cards) {
            let expected = Line::new("expected-wild-west-deck")
                .number("kinds", MAX_CARD_KINDS)
                .number("most", MAX_DECK)
                .number("found", cards);
            errors.push(FieldError::new("deck", expected));
        }
        errors.extend(translation_errors(&self.translations));
        for (code, words) in &self.translations {
            // Fewer are fine: a gang or card added to the file reads its English.
            if words.abilities.len() > self.gangs.len() || words.cards.len() > self.deck.len() {
                let expected = Line::new("expected-translated-gangs-and-cards")
                    .name("code", code.as_str())
                    .number("gangs", self.gangs.len())
                    .number("cards", self.deck.len())
                    .number("found-gangs", words.abilities.len())
                    .number("found-cards", words.cards.len());
                errors.push(FieldError::new("translations", expected));
            }
        }
        errors
    }
}

/// One use of the Brains' ability, as play needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BrainsUse {
    Take(u8),
    EachPays(u8),
    Turn(DialStep),
}

/// A gang's ability as play needs it: its uses in order, the last repeating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Brains {
    uses: [BrainsUse; MAX_USES],
    count: u8,
}

impl Brains {
    fn of(spec: &AbilitySpec) -> Self {
        let listed: Vec<BrainsUse> = match spec {
            AbilitySpec::TakeFromBank(amounts) => amounts.iter().map(|&amount| BrainsUse::Take(amount)).collect(),
            AbilitySpec::EachOpponentPays(amounts) => {
                amounts.iter().map(|&amount| BrainsUse::EachPays(amount)).collect()
            }
            AbilitySpec::TurnOwnDial(steps) => steps.iter().map(|&step| BrainsUse::Turn(step)).collect(),
        };
        let mut uses = [BrainsUse::Take(0); MAX_USES];
        for (slot, listed) in uses.iter_mut().zip(&listed) {
            *slot = *listed;
        }
        Brains { uses, count: listed.len().clamp(1, MAX_USES) as u8 }
    }

    /// The `index`-th use this turn (from 0).
    pub fn nth(&self, index: u8) -> BrainsUse {
        self.uses[usize::from(index.min(self.count - 1))]
    }

    /// Whether the Brains act on one of the gang's own dials (and so need a target).
    pub fn turns_dials(&self) -> bool {
        matches!(self.uses[0], BrainsUse::Turn(_))
    }
}

/// The values of the rules file that play needs, copied into the state (no text, no heap:
/// a state copies cheaply for the search).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    pub total_money: u16,
    pub starting_money: u16,
    pub first_player_random: bool,
    pub setup_reroll: SetupReroll,
    /// By [`Icon::index`]; the Bottle's is unused (the Brains use their ability).
    pub attacks: [u8; 5],
    pub action_faces_make_alike: bool,
    pub misere_needs_all_rolls: bool,
    pub later_richest_tie_wins: bool,
    pub max_turns: u16,
    /// By gang index.
    pub brains: [Brains; MAX_GANGS],
    pub gangs: u8,
    /// By card kind.
    pub effects: [CardEffect; MAX_CARD_KINDS],
    pub counts: [u8; MAX_CARD_KINDS],
    pub kinds: u8,
}

impl Limits {
    pub fn of(rules: &DesperadosRules) -> Self {
        let mut brains = [Brains::of(&AbilitySpec::TakeFromBank(vec![0])); MAX_GANGS];
        for (slot, gang) in brains.iter_mut().zip(&rules.gangs) {
            *slot = Brains::of(&gang.ability);
        }
        let mut effects = [CardEffect::ExtraAction; MAX_CARD_KINDS];
        let mut counts = [0; MAX_CARD_KINDS];
        for (kind, card) in rules.deck.iter().take(MAX_CARD_KINDS).enumerate() {
            effects[kind] = card.effect;
            counts[kind] = card.count;
        }
        let attacks = rules.attacks;
        Limits {
            total_money: rules.total_money,
            starting_money: rules.starting_money,
            first_player_random: rules.first_player_random,
            setup_reroll: rules.setup_reroll,
            attacks: [0, attacks.fist, attacks.knife, attacks.pistol, attacks.boss],
            action_faces_make_alike: rules.action_faces_make_alike,
            misere_needs_all_rolls: rules.misere_needs_all_rolls,
            later_richest_tie_wins: rules.later_richest_tie_wins,
            max_turns: rules.max_turns,
            brains,
            gangs: rules.gangs.len().min(MAX_GANGS) as u8,
            effects,
            counts,
            kinds: rules.deck.len().min(MAX_CARD_KINDS) as u8,
        }
    }

    pub fn attack(&self, icon: Icon) -> u16 {
        u16::from(self.attacks[icon.index()])
    }

    pub fn effect(&self, card: super::CardKind) -> CardEffect {
        self.effects[usize::from(card)]
    }

    /// The card kinds of the deck with this effect.
    pub fn kinds_with(&self, effect: CardEffect) -> impl Iterator<Item = super::CardKind> + '_ {
        (0..self.kinds).filter(move |&kind| self.effect(kind) == effect)
    }
}
