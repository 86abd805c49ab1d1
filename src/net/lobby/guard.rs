//! What keeps a lobby open to the players who hold its code, whoever else connects: a
//! cap on the exchanges under way from one address and in all (the oldest dropped for a
//! new one when all are taken, so that connections held open stall no one for longer
//! than their deadline), and wrong codes from an address answered later and later. What
//! it turned away is counted, for the host to tell in a line now and then rather than one
//! a packet.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use super::handshake::{Ending, Handshake};

/// The most exchanges under way from one address: a player joins with one.
pub(super) const PER_ADDRESS: usize = 4;
/// The most exchanges under way in all.
pub(super) const MOST_EXCHANGES: usize = 64;
/// The most connections taken in a turn: a flood waits its turn behind the table's.
pub(super) const MOST_ACCEPTED_A_TURN: usize = 32;
/// How long the first wrong code from an address is held before its answer; each next
/// one doubles it, up to [`LONGEST_HOLD`].
const FIRST_HOLD: Duration = Duration::from_millis(100);
const LONGEST_HOLD: Duration = Duration::from_secs(4);
/// How long an address's wrong codes are remembered after its last.
const REMEMBERED: Duration = Duration::from_secs(600);
/// The most addresses whose wrong codes are remembered: the oldest are forgotten first.
const MOST_REMEMBERED: usize = 4096;

/// What a lobby turned away, since it was last asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LobbyTally {
    /// Exchanges whose joiner sent a wrong code.
    pub wrong_codes: u32,
    /// Exchanges dropped: past their deadline, broken off, or not the lobby's protocol.
    pub dropped: u32,
    /// Connections closed at once: too many from one address, or in all.
    pub turned_away: u32,
}

impl LobbyTally {
    pub fn is_empty(&self) -> bool {
        *self == LobbyTally::default()
    }
}

impl std::fmt::Display for LobbyTally {
    fn fmt(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        let counted = [
            (self.wrong_codes, "wrong code", "wrong codes"),
            (self.dropped, "exchange dropped", "exchanges dropped"),
            (self.turned_away, "connection turned away", "connections turned away"),
        ];
        let said: Vec<String> = (counted.iter())
            .filter(|(count, _, _)| *count > 0)
            .map(|(count, one, many)| format!("{count} {}", if *count == 1 { one } else { many }))
            .collect();
        formatter.write_str(&said.join(", "))
    }
}

/// Where a new connection goes.
pub(super) enum Place {
    /// Among the exchanges under way.
    Taken,
    /// In place of the exchange at this index, the oldest under way: every place is taken.
    InPlaceOf(usize),
    /// Closed at once: its address has as many exchanges under way as it may.
    TurnedAway,
}

/// An address's wrong codes.
struct Strikes {
    count: u32,
    last: Instant,
}

#[derive(Default)]
pub(super) struct Guard {
    strikes: HashMap<IpAddr, Strikes>,
    tally: LobbyTally,
}

impl Guard {
    /// Where a connection from `peer` goes, with `under_way` the exchanges under way.
    pub(super) fn place_for(&mut self, peer: IpAddr, under_way: &[Handshake]) -> Place {
        let from_peer = under_way.iter().filter(|handshake| handshake.peer == peer).count();
        if from_peer >= PER_ADDRESS {
            self.tally.turned_away += 1;
            return Place::TurnedAway;
        }
        if under_way.len() < MOST_EXCHANGES {
            return Place::Taken;
        }
        self.tally.dropped += 1;
        let oldest = (0..under_way.len()).min_by_key(|at| under_way[*at].started);
        Place::InPlaceOf(oldest.expect("every place is taken"))
    }

    /// A wrong code from `peer`, at `now`: how long its answer is held.
    pub(super) fn strike(&mut self, peer: IpAddr, now: Instant) -> Duration {
        if self.strikes.len() >= MOST_REMEMBERED && !self.strikes.contains_key(&peer) {
            self.strikes.retain(|_, strikes| now.duration_since(strikes.last) < REMEMBERED);
            if self.strikes.len() >= MOST_REMEMBERED
                && let Some(oldest) = self.strikes.iter().min_by_key(|(_, strikes)| strikes.last).map(|(peer, _)| *peer)
            {
                self.strikes.remove(&oldest);
            }
        }
        let strikes = self.strikes.entry(peer).or_insert(Strikes { count: 0, last: now });
        if now.duration_since(strikes.last) >= REMEMBERED {
            strikes.count = 0;
        }
        strikes.count = strikes.count.saturating_add(1);
        strikes.last = now;
        hold_after(strikes.count)
    }

    /// Counts how an exchange ended.
    pub(super) fn count(&mut self, ending: Ending) {
        match ending {
            Ending::WrongCode => self.tally.wrong_codes += 1,
            Ending::Dropped => self.tally.dropped += 1,
            Ending::Answered => {}
        }
    }

    pub(super) fn take_tally(&mut self) -> LobbyTally {
        std::mem::take(&mut self.tally)
    }
}

/// How long the answer to an address's `count`th wrong code is held.
fn hold_after(count: u32) -> Duration {
    FIRST_HOLD.saturating_mul(1 << count.saturating_sub(1).min(16)).min(LONGEST_HOLD)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_wrong_code_from_an_address_is_held_longer_up_to_a_bound() {
        let mut guard = Guard::default();
        let (peer, other, now) = (IpAddr::from([127, 0, 0, 2]), IpAddr::from([127, 0, 0, 3]), Instant::now());
        let holds: Vec<Duration> = (0..8).map(|_| guard.strike(peer, now)).collect();
        assert!(holds.windows(2).all(|pair| pair[0] <= pair[1]), "{holds:?}");
        assert!(holds[0] < holds[3], "{holds:?}");
        assert_eq!(holds[7], LONGEST_HOLD);
        assert_eq!(guard.strike(other, now), FIRST_HOLD, "another address pays for this one's");
        assert_eq!(guard.strike(peer, now + REMEMBERED), FIRST_HOLD, "an address is never forgiven");
    }

    #[test]
    fn a_tally_says_only_what_it_counted() {
        let tally = LobbyTally { wrong_codes: 1, dropped: 0, turned_away: 50 };
        assert_eq!(tally.to_string(), "1 wrong code, 50 connections turned away");
        assert!(LobbyTally::default().is_empty());
    }
}
