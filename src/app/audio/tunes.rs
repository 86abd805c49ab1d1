//! The tunes: short plucked loops on pentatonic scales, one for the saloon's menus here
//! and one for each game at its table (`TableGame::TUNE`), told apart by key, tempo and
//! metre. Each is written as notes and synthesised at start-up; its last notes ring over
//! into its start, so the loop has no seam.

use super::{SAMPLE_RATE, samples};

/// A rest in a melody.
pub const REST: usize = 9;

/// How a tune is played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tune {
    /// Six notes of a pentatonic scale, in Hz.
    pub scale: [f32; 6],
    /// Steps of the scale, one per beat; [`REST`] is silence.
    pub melody: &'static [usize],
    /// Seconds a beat lasts.
    pub beat: f32,
    /// Beats to the bar: a bass note falls on each bar's first.
    pub bar: usize,
    /// How long each note rings, in beats.
    pub ring: f32,
}

impl Tune {
    /// The title and menus: slow and lazy, A minor.
    pub const SALOON: Tune = Tune {
        scale: [220.0, 261.63, 293.66, 329.63, 392.0, 440.0],
        melody: &[
            0, 2, 3, REST, 4, 3, 2, REST, 0, 2, 3, 4, 3, 2, 0, REST, //
            5, 4, 3, REST, 4, 3, 2, REST, 3, 2, 0, 2, 1, 0, 0, REST,
        ],
        beat: 0.42,
        bar: 4,
        ring: 2.0,
    };

    /// The tune's samples, one pass of the loop.
    pub fn samples(&self) -> Vec<f32> {
        let Tune { scale, melody, beat, bar, ring } = *self;
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
