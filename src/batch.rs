//! Many seeded matches at once, on every core. Match `k` of a batch is seeded `seed + k`
//! whichever thread plays it, and each thread plays a run of consecutive matches whose
//! results come back in match order, so a batch reports the same on any number of threads.

use std::num::NonZero;
use std::ops::Range;

/// A batch of seeded matches and the threads to play them on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Batch {
    pub matches: u64,
    pub seed: u64,
    pub threads: usize,
}

impl Batch {
    /// `matches` matches from `seed`, on every core.
    pub fn new(matches: u64, seed: u64) -> Self {
        Batch { matches, seed, threads: all_cores() }
    }

    pub fn with_threads(self, threads: usize) -> Self {
        Batch { threads: threads.max(1), ..self }
    }

    /// The seed of match `index`.
    pub fn match_seed(&self, index: u64) -> u64 {
        self.seed.wrapping_add(index)
    }

    /// Splits the matches into one run of consecutive indices per thread, has `play` play
    /// each run on a thread of its own, and returns what each run came to, in match order.
    pub fn play<T: Send>(&self, play: impl Fn(Range<u64>) -> T + Sync) -> Vec<T> {
        let threads = (self.threads as u64).clamp(1, self.matches.max(1));
        let run = |thread: u64| self.matches * thread / threads..self.matches * (thread + 1) / threads;
        if threads == 1 {
            return vec![play(run(0))];
        }
        let play = &play;
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|thread| scope.spawn(move || play(run(thread)))).collect();
            handles.into_iter().map(|handle| handle.join().expect("a thread of matches panicked")).collect()
        })
    }
}

/// How many threads this machine runs at once.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, NonZero::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_match_is_played_once_in_order_on_any_number_of_threads() {
        for threads in [1, 2, 3, 7, 40] {
            let batch = Batch::new(23, 100).with_threads(threads);
            let runs = batch.play(|run| run.map(|index| batch.match_seed(index)).collect::<Vec<_>>());
            let seeds: Vec<u64> = runs.into_iter().flatten().collect();
            assert_eq!(seeds, (100..123).collect::<Vec<_>>(), "{threads} threads");
        }
        assert_eq!(Batch::new(0, 1).with_threads(4).play(|run| run.count()), vec![0]);
    }
}
