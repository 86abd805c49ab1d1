//! Many tables in one host process. The tables are opened one after another (their codes
//! told in the tables' order), then shared out among as many threads as the machine has
//! cores, each thread turning its share one after another and resting a moment between
//! rounds: a table's turn is short (packets read and written, a referee's step), so a
//! thread holds many, and a thread a core keeps every core busy without one table's slow
//! computer holding up the tables on other cores. A table that fails, by an error of its
//! network or a panic of its referee or one of its computers, is closed alone, its save as
//! it last stood, and said why; the others play on.
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::Duration;

use super::hosting::{HostNews, HostOptions, HostedTable, Opening, TICK};
use super::referee::Referee;
use crate::ai::config::AiConfig;
use crate::games::Registered;
use crate::storage::WriteBehind;

/// How one of many tables ended: its referee as the match ended and how long the match
/// took, or why the table stopped.
pub type TableEnd<G> = Result<(Referee<G>, Duration), String>;

/// A table for [`host_tables`] to open: the rules it plays, where its match starts, and
/// how it is hosted.
pub struct TableToOpen<G: Registered> {
    pub rules: G::Rules,
    pub opening: Opening<G>,
    pub options: HostOptions,
}

/// Hosts each of `tables` at once; `tell` hears each table's news with the table's index.
/// Returns each table's end, in the order of `tables`. The tables open all or none: where
/// one cannot open (its port taken, say), none plays, so that the codes told stand for the
/// tables in their order or not at all.
pub fn host_tables<G: Registered>(
    difficulties: &AiConfig,
    tables: Vec<TableToOpen<G>>,
    tell: impl Fn(usize, HostNews) + Sync,
) -> Vec<TableEnd<G>> {
    let mut ends: Vec<(usize, TableEnd<G>)> = Vec::new();
    let mut open = Vec::new();
    // One thread writes every table's saves: the disk is one, and a table's turn should
    // never wait on it.
    let writer = Arc::new(WriteBehind::start());
    for (index, TableToOpen { rules, opening, options }) in tables.into_iter().enumerate() {
        let opened = stopping_alone(|| {
            HostedTable::open(&rules, difficulties, opening, &options, &writer, |news| tell(index, news))
        });
        match opened {
            Ok(table) => open.push((index, table)),
            Err(why) => ends.push((index, Err(why))),
        }
    }
    if let Some((failed, _)) = ends.first() {
        let why = format!("not hosted: table {} did not open", failed + 1);
        ends.extend(open.into_iter().map(|(index, _)| (index, Err(why.clone()))));
        ends.sort_by_key(|(index, _)| *index);
        return ends.into_iter().map(|(_, end)| end).collect();
    }
    let threads = std::thread::available_parallelism().map_or(1, usize::from).min(open.len()).max(1);
    let mut shares: Vec<Vec<(usize, HostedTable<G>)>> = (0..threads).map(|_| Vec::new()).collect();
    for (at, table) in open.into_iter().enumerate() {
        shares[at % threads].push(table);
    }
    let tell = &tell;
    std::thread::scope(|scope| {
        let turning = |share| {
            turn_until_done(share, |index, table: &mut HostedTable<G>| table.turn(|news| tell(index, news)), TICK)
        };
        let running: Vec<_> = shares.into_iter().map(|share| scope.spawn(move || turning(share))).collect();
        for thread in running {
            let turned = thread.join().expect("a host thread catches its tables' panics");
            ends.extend(turned.into_iter().map(|(index, end)| (index, end.map(HostedTable::close))));
        }
    });
    ends.sort_by_key(|(index, _)| *index);
    ends.into_iter().map(|(_, end)| end).collect()
}

/// Turns every one of `tables` with `turn` until it says it is done or fails, resting
/// `pause` after each round: each comes back with its index, done or why it stopped. A
/// panic in one table's turn stops that table alone.
fn turn_until_done<T>(
    mut tables: Vec<(usize, T)>,
    mut turn: impl FnMut(usize, &mut T) -> Result<bool, String>,
    pause: Duration,
) -> Vec<(usize, Result<T, String>)> {
    let mut ended = Vec::new();
    while !tables.is_empty() {
        let mut at = 0;
        while at < tables.len() {
            let (index, table) = &mut tables[at];
            match stopping_alone(|| turn(*index, table)) {
                Ok(false) => at += 1,
                Ok(true) => {
                    let (index, table) = tables.swap_remove(at);
                    ended.push((index, Ok(table)));
                }
                Err(why) => {
                    let (index, _) = tables.swap_remove(at);
                    ended.push((index, Err(why)));
                }
            }
        }
        std::thread::sleep(pause);
    }
    ended
}

/// Runs `work`, a panic in it turned into why the table stopped.
fn stopping_alone<T>(work: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(work)).unwrap_or_else(|panic| {
        let said = panic
            .downcast_ref::<&str>()
            .map(|said| (*said).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no words".to_owned());
        Err(format!("the table stopped on a fault: {said}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table that is done after `turns` turns, or panics at its `panics_at`th.
    struct Counted {
        turns: usize,
        panics_at: Option<usize>,
        turned: usize,
    }

    fn turn(_: usize, table: &mut Counted) -> Result<bool, String> {
        table.turned += 1;
        if Some(table.turned) == table.panics_at {
            panic!("a computer's fault");
        }
        Ok(table.turned >= table.turns)
    }

    /// A table that panics is stopped with the panic's words; the others are turned to
    /// their ends as if it had never been.
    #[test]
    fn a_table_that_panics_stops_alone_and_the_others_play_to_their_ends() {
        let tables = vec![
            (0, Counted { turns: 5, panics_at: None, turned: 0 }),
            (1, Counted { turns: 50, panics_at: Some(3), turned: 0 }),
            (2, Counted { turns: 20, panics_at: None, turned: 0 }),
        ];
        let mut ended = turn_until_done(tables, turn, Duration::ZERO);
        ended.sort_by_key(|(index, _)| *index);
        let turned: Vec<Result<usize, String>> =
            ended.into_iter().map(|(_, end)| end.map(|table| table.turned)).collect();
        assert_eq!(turned, [Ok(5), Err("the table stopped on a fault: a computer's fault".to_owned()), Ok(20)]);
    }

    /// A table whose turn fails is stopped with why, at that turn.
    #[test]
    fn a_table_whose_network_fails_stops_with_why() {
        let mut failing = |_: usize, turned: &mut usize| {
            *turned += 1;
            if *turned == 2 { Err("the network: gone".to_owned()) } else { Ok(false) }
        };
        let ended = turn_until_done(vec![(7, 0)], &mut failing, Duration::ZERO);
        assert_eq!(ended, [(7, Err("the network: gone".to_owned()))]);
    }
}
