//! The tunes: short plucked loops on pentatonic scales, one for the saloon's menus and one
//! for each game, told apart by key, tempo and metre. Each is written here as notes and
//! synthesised at start-up; its last notes ring over into its start, so the loop has no
//! seam.

use super::{SAMPLE_RATE, samples};
use crate::rules::GameId;

/// One of the tunes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tune {
    /// The title and menus: slow and lazy, A minor.
    Saloon,
    /// Loot Shoot Whiskey: a jaunty two-step, C major.
    LootShootWhiskey,
    /// Three-card Loo: a parlour waltz, D major.
    ThreeCardLoo,
    /// Duel: sparse and tense, E minor, long notes over a low drone.
    Duel,
    /// Desperados: quick and busy, G major.
    Desperados,
}

/// A rest in a melody.
const REST: usize = 9;

/// How a tune is played.
struct Score {
    /// Six notes of a pentatonic scale, in Hz.
    scale: [f32; 6],
    /// Steps of the scale, one per beat; [`REST`] is silence.
    melody: &'static [usize],
    /// Seconds a beat lasts.
    beat: f32,
    /// Beats to the bar: a bass note falls on each bar's first.
    bar: usize,
    /// How long each note rings, in beats.
    ring: f32,
}

impl Tune {
    /// Every tune, in the order the sound bank holds them.
    pub const ALL: [Tune; 5] = [Tune::Saloon, Tune::LootShootWhiskey, Tune::ThreeCardLoo, Tune::Duel, Tune::Desperados];

    pub fn of_game(game: GameId) -> Tune {
        match game {
            GameId::LootShootWhiskey => Tune::LootShootWhiskey,
            GameId::ThreeCardLoo => Tune::ThreeCardLoo,
            GameId::Duel => Tune::Duel,
            GameId::Desperados => Tune::Desperados,
        }
    }

    pub fn index(self) -> usize {
        Tune::ALL.iter().position(|&tune| tune == self).expect("every tune is listed")
    }

    fn score(self) -> Score {
        match self {
            Tune::Saloon => Score {
                scale: [220.0, 261.63, 293.66, 329.63, 392.0, 440.0],
                melody: &[
                    0, 2, 3, REST, 4, 3, 2, REST, 0, 2, 3, 4, 3, 2, 0, REST, //
                    5, 4, 3, REST, 4, 3, 2, REST, 3, 2, 0, 2, 1, 0, 0, REST,
                ],
                beat: 0.42,
                bar: 4,
                ring: 2.0,
            },
            Tune::LootShootWhiskey => Score {
                scale: [261.63, 293.66, 329.63, 392.0, 440.0, 523.25],
                melody: &[
                    0, 2, 3, 2, 4, 3, 2, REST, 0, 2, 3, 4, 5, 4, 3, REST, //
                    5, 4, 3, 4, 3, 2, 0, REST, 2, 3, 2, 1, 0, REST, 0, REST,
                ],
                beat: 0.3,
                bar: 4,
                ring: 1.5,
            },
            Tune::ThreeCardLoo => Score {
                scale: [293.66, 329.63, 369.99, 440.0, 493.88, 587.33],
                melody: &[
                    0, 2, 3, 4, 3, 2, 3, REST, REST, 5, 4, 3, //
                    2, 3, 4, 3, 2, 1, 0, REST, REST, 1, 2, 0,
                ],
                beat: 0.36,
                bar: 3,
                ring: 2.5,
            },
            Tune::Duel => Score {
                scale: [164.81, 196.0, 220.0, 246.94, 293.66, 329.63],
                melody: &[
                    5, REST, REST, 4, 5, REST, REST, REST, 3, REST, 2, REST, 0, REST, REST, REST, //
                    5, REST, REST, 4, 3, REST, 4, REST, 2, REST, 1, REST, 0, REST, REST, REST,
                ],
                beat: 0.45,
                bar: 8,
                ring: 4.0,
            },
            Tune::Desperados => Score {
                scale: [196.0, 220.0, 246.94, 293.66, 329.63, 392.0],
                melody: &[
                    0, 2, 3, 2, 3, 4, 3, 2, 0, 2, 3, 5, 4, 3, 2, REST, //
                    4, 3, 2, 3, 2, 1, 0, 1, 2, 3, 4, 3, 2, 1, 0, REST,
                ],
                beat: 0.24,
                bar: 4,
                ring: 1.2,
            },
        }
    }

    /// The tune's samples, one pass of the loop.
    pub fn samples(self) -> Vec<f32> {
        let Score { scale, melody, beat, bar, ring } = self.score();
        let mut out = vec![0.0; samples(beat * melody.len() as f32)];
        for (at_beat, &step) in melody.iter().enumerate() {
            let Some(&frequency) = scale.get(step) else { continue };
            let start = samples(beat * at_beat as f32);
            let mut note = pluck(frequency, beat * ring);
            if at_beat % bar == 0 {
                for (sample, bass) in note.iter_mut().zip(pluck(scale[0] / 2.0, beat * ring)) {
                    *sample += bass * 0.6;
                }
            }
            for (offset, sample) in note.into_iter().enumerate() {
                // Notes ringing past the end wrap round to the start: the loop has no seam.
                let at = (start + offset) % out.len();
                out[at] += sample;
            }
        }
        out
    }
}

/// A plucked note: a few harmonics of `frequency` dying away, like a guitar string.
fn pluck(frequency: f32, seconds: f32) -> Vec<f32> {
    (0..samples(seconds))
        .map(|index| {
            let t = index as f32 / SAMPLE_RATE as f32;
            let tone: f32 = (1..=4)
                .map(|harmonic| {
                    let h = harmonic as f32;
                    (2.0 * std::f32::consts::PI * frequency * h * t).sin() * (-t * 3.0 * h).exp() / h
                })
                .sum();
            let attack = (t / 0.005).min(1.0);
            tone * attack * 0.22
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tune_is_audible_never_clips_and_lasts_whole_bars() {
        for tune in Tune::ALL {
            let score = tune.score();
            assert_eq!(score.melody.len() % score.bar, 0, "{tune:?} ends mid-bar");
            let samples = tune.samples();
            let peak = samples.iter().fold(0.0f32, |peak, sample| peak.max(sample.abs()));
            assert!(peak > 0.1 && peak < 1.0, "{tune:?}: peak {peak}");
            let seconds = samples.len() as f32 / SAMPLE_RATE as f32;
            assert!((6.0..30.0).contains(&seconds), "{tune:?} loops every {seconds} s");
        }
    }

    #[test]
    fn the_tunes_differ() {
        let first_seconds: Vec<Vec<i32>> = Tune::ALL
            .iter()
            .map(|tune| tune.samples()[..SAMPLE_RATE as usize].iter().map(|s| (s * 1000.0) as i32).collect())
            .collect();
        for (index, tune) in first_seconds.iter().enumerate() {
            assert!(!first_seconds[index + 1..].contains(tune), "{:?} sounds like another tune", Tune::ALL[index]);
        }
    }
}
