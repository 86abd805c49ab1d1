//! Golden playthroughs: a checked-in record and the events it must produce. Any change to
//! what the rules do shows here. Regenerate deliberately with `UPDATE_GOLDEN=1 cargo test`
//! (new moves from the bots), or `UPDATE_GOLDEN=events` to keep the moves and retell them.

use saloon::record::{MatchRecord, RecordOf, replay};
use saloon::rules::Game;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(
    bound = "A: Serialize + serde::de::DeserializeOwned, C: Serialize + serde::de::DeserializeOwned, E: Serialize + serde::de::DeserializeOwned"
)]
struct Golden<A, C, E> {
    record: MatchRecord<A, C>,
    events: Vec<E>,
}

/// Replays `tests/golden/<file>` and checks its events; with `UPDATE_GOLDEN` set, first
/// writes it anew from `make_record`. Returns the final state.
pub fn check<G: Game>(file: &str, rules: &G::Rules, make_record: impl FnOnce() -> RecordOf<G>) -> G {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(file);
    if let Some(update) = std::env::var_os("UPDATE_GOLDEN") {
        let record = if update == "events" { read::<G>(&path).record } else { make_record() };
        let (_, events) = replay::<G>(rules, &record).unwrap();
        let text = ron::ser::to_string_pretty(&Golden { record, events }, ron::ser::PrettyConfig::default()).unwrap();
        std::fs::write(&path, text).unwrap();
    }
    let golden = read::<G>(&path);
    let (state, events) = replay::<G>(rules, &golden.record).unwrap();
    assert_eq!(events, golden.events, "{file}: the rules now tell this match differently");
    assert!(state.is_over(), "{file}: the recorded match ends");
    state
}

fn read<G: Game>(path: &std::path::Path) -> Golden<G::Action, G::Chance, G::Event> {
    let text = std::fs::read_to_string(path).expect("the golden file is checked in");
    ron::from_str(&text).unwrap()
}
