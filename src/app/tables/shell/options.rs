//! What a game lets a table change beyond its seats: its variants and choices, each a
//! [`SetupOption`] the setup screen lists and a player sets. A game owns its options
//! ([`GameOptions`]): it lists them for the table size chosen, offering only what that
//! table can play, and turns them into the rules the table plays. The shell keeps the
//! options chosen for each game ([`Chosen`]) and deals with them.

use std::fmt::Debug;
use std::ops::RangeInclusive;

use bevy::prelude::*;

use super::{AtTable, TableGame};
use crate::app::session::TableSetup;
use crate::app::{LoadedRules, Screen};
use crate::rules::Line;

/// One thing a table's setup can change, as the setup screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupOption {
    /// Names it in a [`ChangeOption`].
    pub key: String,
    pub label: Line,
    /// What it does, for its tooltip.
    pub tip: Line,
    pub value: OptionValue,
}

impl SetupOption {
    pub fn new(key: impl Into<String>, label: impl Into<Line>, tip: impl Into<Line>, value: OptionValue) -> Self {
        SetupOption { key: key.into(), label: label.into(), tip: tip.into(), value }
    }

    /// Every value it can be set to: a toggle's two, each choice, or each count.
    pub fn values(&self) -> RangeInclusive<u16> {
        match &self.value {
            OptionValue::Toggle(_) => 0..=1,
            OptionValue::Choice { choices, .. } => 0..=(choices.len().max(1) - 1) as u16,
            OptionValue::Count { range, .. } => range.clone(),
        }
    }

    /// Its value as a [`ChangeOption`] sets it.
    pub fn current(&self) -> u16 {
        match &self.value {
            OptionValue::Toggle(on) => u16::from(*on),
            OptionValue::Choice { chosen, .. } => *chosen as u16,
            OptionValue::Count { value, .. } => *value,
        }
    }
}

/// The kind of an option, and its value now.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    /// On or off (set to 1 or 0).
    Toggle(bool),
    /// One of several, by its index.
    Choice { choices: Vec<Line>, chosen: usize },
    /// A number inside a range.
    Count { range: RangeInclusive<u16>, value: u16 },
}

/// A game's options for a table, over its rules `R`.
pub trait GameOptions<R>: Clone + PartialEq + Debug + Send + Sync + 'static {
    /// The options that play `rules`: the rules file's, or those of a match picked up.
    fn of(rules: &R) -> Self;

    /// The options as the setup screen lists them for a table of `seats` under the rules
    /// file's `rules`: only what that table can play is offered.
    fn list(&self, rules: &R, seats: usize) -> Vec<SetupOption>;

    /// Sets the option `key` to `value` (a toggle's 0 or 1, a choice's index, a count).
    fn set(&mut self, key: &str, value: u16, rules: &R, seats: usize);

    /// The rules file's `rules` with these options, for a table of `seats`: rules that
    /// table can play, so a choice that does not fit it gives way to the file's.
    fn apply(&self, rules: &R, seats: usize) -> R;

    /// How a table under these options differs from the rules text, for the rules window;
    /// `None` when it does not.
    fn in_words(&self) -> Option<Line> {
        None
    }
}

/// A game that lets its tables change nothing.
impl<R: Clone> GameOptions<R> for () {
    fn of(_: &R) -> Self {}

    fn list(&self, _: &R, _: usize) -> Vec<SetupOption> {
        Vec::new()
    }

    fn set(&mut self, _: &str, _: u16, _: &R, _: usize) {}

    fn apply(&self, rules: &R, _: usize) -> R {
        rules.clone()
    }
}

/// The options chosen for `G`'s tables; the rules file's until a player changes them.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Chosen<G: TableGame>(pub G::Options);

/// The setup screen's options for the game being set up, as that game lists them.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ListedOptions(pub Vec<SetupOption>);

/// A player sets one of the options listed.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ChangeOption {
    pub key: String,
    pub value: u16,
}

/// How this table's rules differ from the rules text, for the rules window.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TableInWords(pub Option<Line>);

pub(super) fn shared_plugin(app: &mut App) {
    app.init_resource::<ListedOptions>().init_resource::<TableInWords>().add_message::<ChangeOption>();
}

pub(super) fn plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        (change_options::<G>, list_options::<G>).chain().run_if(in_state(Screen::Setup)).in_set(AtTable(G::GAME)),
    );
}

/// The options chosen for `G`, or the rules file's where none were.
pub fn chosen_or_file<G: TableGame>(chosen: Option<&Chosen<G>>, rules: &LoadedRules) -> G::Options {
    chosen.map_or_else(|| G::Options::of(rules.get::<G>()), |chosen| chosen.0.clone())
}

fn change_options<G: TableGame>(
    mut commands: Commands,
    mut changes: MessageReader<ChangeOption>,
    chosen: Option<ResMut<Chosen<G>>>,
    setup: Res<TableSetup>,
    rules: Res<LoadedRules>,
) {
    if changes.is_empty() {
        return;
    }
    let mut options = chosen_or_file(chosen.as_deref(), &rules);
    for ChangeOption { key, value } in changes.read() {
        options.set(key, *value, rules.get::<G>(), setup.seats.len());
    }
    commands.insert_resource(Chosen::<G>(options));
}

fn list_options<G: TableGame>(
    chosen: Option<Res<Chosen<G>>>,
    setup: Res<TableSetup>,
    rules: Res<LoadedRules>,
    mut listed: ResMut<ListedOptions>,
) {
    let options = chosen_or_file(chosen.as_deref(), &rules);
    listed.set_if_neq(ListedOptions(options.list(rules.get::<G>(), setup.seats.len())));
}

/// The `key` of a choice among `choices`, `chosen` the one now.
pub fn choice(
    key: &str,
    label: impl Into<Line>,
    tip: impl Into<Line>,
    choices: impl IntoIterator<Item = impl Into<Line>>,
    chosen: usize,
) -> SetupOption {
    let choices = choices.into_iter().map(Into::into).collect();
    SetupOption::new(key, label, tip, OptionValue::Choice { choices, chosen })
}

/// The `key` of an on-or-off option.
pub fn toggle(key: &str, label: impl Into<Line>, tip: impl Into<Line>, on: bool) -> SetupOption {
    SetupOption::new(key, label, tip, OptionValue::Toggle(on))
}

/// What every game's options are held to: each option listed for every table the rules
/// seat can be set to each of its values, and the rules then played are rules that
/// table can play and that a rules file would be allowed to hold.
pub fn check_options<G: TableGame>(rules: &G::Rules) -> Result<(), String> {
    use crate::config::RulesFile as _;
    use crate::rules::TableRules as _;
    for seats in rules.seats() {
        let file = G::Options::of(rules);
        for option in file.list(rules, seats) {
            for value in option.values() {
                let mut options = file.clone();
                options.set(&option.key, value, rules, seats);
                let listed = options.list(rules, seats);
                let played = options.apply(rules, seats);
                let problems = played.validate();
                if !problems.is_empty() {
                    return Err(format!(
                        "{} = {value} at {seats} seats: the rules refuse it: {problems:?}",
                        option.key
                    ));
                }
                if let Err(error) = G::new(&played, seats, 1, &mut Vec::new()) {
                    return Err(format!("{} = {value} at {seats} seats deals no table: {error}", option.key));
                }
                // A match picked up again (a save, a rematch of it) has only its rules.
                let recovered = G::Options::of(&played);
                let same = |one: &G::Rules, other: &G::Rules| ron::to_string(one).ok() == ron::to_string(other).ok();
                if recovered.list(rules, seats) != listed || !same(&recovered.apply(rules, seats), &played) {
                    return Err(format!(
                        "{} = {value} at {seats} seats: its match picked up plays otherwise",
                        option.key
                    ));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_option_s_values_are_those_it_can_be_set_to() {
        let toggle = toggle("club-law", "loo-option-club-law", "loo-option-club-law-tip", true);
        assert_eq!((toggle.values(), toggle.current()), (0..=1, 1));
        let rules =
            choice("variant", "duel-option-rules", "duel-option-rules-tip", ["duel-standard", "duel-sphinx"], 1);
        assert_eq!((rules.values(), rules.current()), (0..=1, 1));
        let rounds = SetupOption::new(
            "rounds",
            "loo-option-rounds",
            "loo-option-rounds-tip",
            OptionValue::Count { range: 1..=12, value: 2 },
        );
        assert_eq!((rounds.values(), rounds.current()), (1..=12, 2));
    }
}
