//! Sound, synthesised at start-up: a noise burst for shots, filtered clicks for cards, a
//! sine clink for glass, bright pings for coins, and a quiet plucked tune for the title
//! and for each game (see [`tunes`]) that loops behind the play. No files to ship or lose.

mod tunes;

pub use tunes::{REST, Tune};

use bevy::audio::{AudioPlayer, AudioSink, AudioSinkPlayback, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::session::TableSetup;
use super::{Screen, Settings};
use crate::games::GameId;

/// The tune of each game's table, added by the tables as they are: what the sound bank
/// synthesises at start-up besides the saloon's own.
#[derive(Resource, Default, Debug)]
pub struct GameTunes(Vec<(GameId, Tune)>);

impl GameTunes {
    /// `game`'s tune, unless it has one already.
    pub fn add(&mut self, game: GameId, tune: Tune) {
        if !self.0.iter().any(|(held, _)| *held == game) {
            self.0.push((game, tune));
        }
    }
}

/// A sound the table asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundCue {
    Deal,
    Flip,
    Gunshot,
    Glass,
    Coin,
    /// Dice rattling across the felt.
    Dice,
}

/// A sound effect, and how long it lasts.
struct Effect {
    source: Handle<AudioSource>,
    seconds: f32,
}

#[derive(Resource)]
struct SoundBank {
    deal: Effect,
    flip: Effect,
    gunshot: Effect,
    glass: Effect,
    coin: Effect,
    dice: Effect,
    /// The title's and menus' tune.
    saloon: Handle<AudioSource>,
    /// Each game's tune, in the order of [`GameTunes`].
    tunes: Vec<(GameId, Handle<AudioSource>)>,
}

impl SoundBank {
    fn tune(&self, tune: Option<GameId>) -> &Handle<AudioSource> {
        let game = |game| self.tunes.iter().find(|(held, _)| *held == game).map(|(_, tune)| tune);
        tune.and_then(game).unwrap_or(&self.saloon)
    }
}

/// Samples a second, of every sound and tune.
pub(crate) const SAMPLE_RATE: u32 = 22_050;

/// The tune playing on a loop: a game's, or the saloon's (`None`).
#[derive(Component)]
struct Music(Option<GameId>);

/// The tunes' share of the master volume, at the music volume's full.
const MUSIC_LEVEL: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameTunes>()
        .add_systems(Startup, make_sounds)
        .add_systems(Update, (end_sounds, play_cues, choose_tune, follow_music_settings).chain());
}

/// A sound effect playing, and the real time it has left: it goes when it ends, also
/// where no sound device plays it (a window under a virtual X server), where the
/// player's own end-of-playback never comes.
#[derive(Component)]
struct Playing(Timer);

/// The tune for the screen: a game's own at its table and results, the saloon's elsewhere.
fn tune_for(screen: Screen, game: GameId) -> Option<GameId> {
    match screen {
        Screen::Table | Screen::Results => Some(game),
        Screen::Title | Screen::Setup | Screen::Replays | Screen::Join => None,
    }
}

/// Starts the screen's tune when another one plays.
fn choose_tune(
    mut commands: Commands,
    screen: Res<State<Screen>>,
    setup: Res<TableSetup>,
    settings: Res<Settings>,
    bank: Option<Res<SoundBank>>,
    playing: Query<(Entity, &Music)>,
) {
    let Some(bank) = bank else { return };
    let wanted = tune_for(*screen.get(), setup.game);
    if playing.iter().any(|(_, Music(tune))| *tune == wanted) {
        return;
    }
    for (entity, _) in &playing {
        commands.entity(entity).despawn();
    }
    let mut playback = PlaybackSettings::LOOP.with_volume(Volume::Linear(music_level(&settings)));
    playback.muted = !settings.music;
    commands.spawn((Name::new("Music"), Music(wanted), AudioPlayer(bank.tune(wanted).clone()), playback));
}

fn music_level(settings: &Settings) -> f32 {
    MUSIC_LEVEL * settings.music_volume.clamp(0.0, 1.0)
}

/// Follows the music settings, also for a sink that has only just started.
fn follow_music_settings(settings: Res<Settings>, mut music: Query<&mut AudioSink, With<Music>>) {
    for mut sink in &mut music {
        if sink.is_muted() == settings.music {
            if settings.music { sink.unmute() } else { sink.mute() }
        }
        let level = Volume::Linear(music_level(&settings));
        if sink.volume() != level {
            sink.set_volume(level);
        }
    }
}

fn source(sources: &mut Assets<AudioSource>, samples: &[f32]) -> Handle<AudioSource> {
    sources.add(AudioSource { bytes: wav_bytes(samples).into() })
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>, tunes: Res<GameTunes>) {
    let tunes = tunes.0.iter().map(|(game, tune)| (*game, source(&mut sources, &tune.samples()))).collect();
    let mut effect = |samples: Vec<f32>| Effect {
        seconds: samples.len() as f32 / SAMPLE_RATE as f32,
        source: source(&mut sources, &samples),
    };
    commands.insert_resource(SoundBank {
        deal: effect(click(0.05, 2_400.0, 7)),
        flip: effect(click(0.09, 1_200.0, 11)),
        gunshot: effect(gunshot()),
        glass: effect(chime(&[2_217.0, 3_322.0, 4_431.0], 0.9, 6.0)),
        coin: effect([chime(&[1_568.0, 2_637.0], 0.12, 30.0), chime(&[2_093.0, 3_136.0], 0.35, 12.0)].concat()),
        dice: effect(rattle()),
        saloon: source(&mut sources, &Tune::SALOON.samples()),
        tunes,
    });
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<SoundCue>,
    bank: Option<Res<SoundBank>>,
    settings: Res<Settings>,
) {
    let Some(bank) = bank else { return };
    for cue in cues.read() {
        let effect = match cue {
            SoundCue::Deal => &bank.deal,
            SoundCue::Flip => &bank.flip,
            SoundCue::Gunshot => &bank.gunshot,
            SoundCue::Glass => &bank.glass,
            SoundCue::Coin => &bank.coin,
            SoundCue::Dice => &bank.dice,
        };
        let playback = PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.effects_volume.clamp(0.0, 1.0)));
        commands.spawn((
            Name::new("Sound"),
            AudioPlayer(effect.source.clone()),
            playback,
            Playing(Timer::from_seconds(effect.seconds + SOUND_GRACE, TimerMode::Once)),
        ));
    }
}

/// Time a sound effect's entity outlives its sound, for a device that starts it late.
const SOUND_GRACE: f32 = 0.5;

fn end_sounds(mut commands: Commands, time: Res<Time<Real>>, mut playing: Query<(Entity, &mut Playing)>) {
    for (entity, mut playing) in &mut playing {
        if playing.0.tick(time.delta()).is_finished() {
            commands.entity(entity).despawn();
        }
    }
}

/// A cheap repeatable noise source (xorshift), so every start sounds the same.
fn noise(seed: u32) -> impl FnMut() -> f32 {
    let mut state = seed.max(1);
    move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state as f32 / u32::MAX as f32 * 2.0 - 1.0
    }
}

fn samples(seconds: f32) -> usize {
    (seconds * SAMPLE_RATE as f32) as usize
}

/// A card's snap: noise through a one-pole low-pass, decaying fast.
fn click(seconds: f32, cutoff: f32, seed: u32) -> Vec<f32> {
    let mut next = noise(seed);
    let alpha = 1.0 - (-2.0 * std::f32::consts::PI * cutoff / SAMPLE_RATE as f32).exp();
    let mut low = 0.0;
    (0..samples(seconds))
        .map(|index| {
            low += alpha * (next() - low);
            let t = index as f32 / SAMPLE_RATE as f32;
            low * (-t / seconds * 5.0).exp() * 1.6
        })
        .collect()
}

/// Dice bouncing to a stop: knocks coming closer together and softer.
fn rattle() -> Vec<f32> {
    let mut sound = Vec::new();
    for (knock, gap) in [0.09f32, 0.07, 0.05, 0.04, 0.03, 0.025].into_iter().enumerate() {
        let loudness = 1.0 - knock as f32 * 0.13;
        sound.extend(click(0.03, 3_000.0 - knock as f32 * 250.0, 21 + knock as u32).iter().map(|s| s * loudness));
        sound.extend(std::iter::repeat_n(0.0, samples(gap)));
    }
    sound
}

/// A shot: a loud crack of white noise, then a low boom fading out.
fn gunshot() -> Vec<f32> {
    let mut next = noise(3);
    let mut low = 0.0;
    (0..samples(0.6))
        .map(|index| {
            let t = index as f32 / SAMPLE_RATE as f32;
            let crack = next();
            low += 0.08 * (crack - low);
            crack * (-t * 60.0).exp() * 0.9 + low * (-t * 7.0).exp() * 2.5
        })
        .collect()
}

/// Struck glass or metal: a few sine partials with an exponential decay.
fn chime(partials: &[f32], seconds: f32, decay: f32) -> Vec<f32> {
    (0..samples(seconds))
        .map(|index| {
            let t = index as f32 / SAMPLE_RATE as f32;
            let tone: f32 = partials
                .iter()
                .enumerate()
                .map(|(rank, frequency)| (2.0 * std::f32::consts::PI * frequency * t).sin() / (rank + 1) as f32)
                .sum();
            tone * (-t * decay).exp() * 0.35
        })
        .collect()
}

/// 16-bit mono PCM in a RIFF/WAVE container.
fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut bytes = Vec::with_capacity(44 + data_len as usize);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    bytes.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes());
    bytes.extend_from_slice(&2u16.to_le_bytes());
    bytes.extend_from_slice(&16u16.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_len.to_le_bytes());
    for sample in samples {
        bytes.extend_from_slice(&((sample.clamp(-1.0, 1.0) * i16::MAX as f32) as i16).to_le_bytes());
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wav_header_matches_the_data() {
        let bytes = wav_bytes(&[0.0, 0.5, -0.5]);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(bytes[40..44].try_into().unwrap()), 6);
        assert_eq!(bytes.len(), 44 + 6);
    }

    #[test]
    fn every_game_plays_its_own_tune_at_its_table_and_results() {
        for game in crate::games::all() {
            assert_eq!(tune_for(Screen::Table, game), Some(game));
            assert_eq!(tune_for(Screen::Results, game), Some(game));
            assert_eq!(tune_for(Screen::Title, game), None, "the saloon's tune is the title's");
        }
    }

    /// Every sound effect's entity goes once the sound is over, also where no device
    /// plays it (as under a virtual X server, and in this test without one): a showcase
    /// left running for hours gathers none.
    #[test]
    fn sound_effects_leave_nothing_behind() {
        use std::time::Duration;
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            bevy::state::app::StatesPlugin,
            bevy::asset::AssetPlugin::default(),
            bevy::audio::AudioPlugin::default(),
        ))
        .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)))
        .init_state::<Screen>()
        .init_resource::<Settings>()
        .init_resource::<TableSetup>()
        .add_message::<SoundCue>()
        .add_plugins(plugin);
        app.update();
        let sounds = |app: &mut App| app.world_mut().query::<&Playing>().iter(app.world()).count();
        for cue in [SoundCue::Gunshot, SoundCue::Glass, SoundCue::Dice] {
            app.world_mut().write_message(cue);
        }
        app.update();
        assert_eq!(sounds(&mut app), 3);
        // The longest of them, the glass, rings 0.9 s; then the grace.
        for _ in 0..16 {
            app.update();
        }
        assert_eq!(sounds(&mut app), 0, "every sound is gone");
        let players = app.world_mut().query::<&AudioPlayer>().iter(app.world()).count();
        assert!(players <= 1, "only the music plays on: {players}");
    }

    #[test]
    fn sounds_are_audible_and_end_quietly() {
        for sound in [click(0.05, 2_400.0, 7), gunshot(), chime(&[2_217.0], 0.9, 6.0)] {
            let peak = sound.iter().fold(0.0f32, |peak, sample| peak.max(sample.abs()));
            assert!(peak > 0.1, "peak {peak}");
            let tail = sound[sound.len() - 50..].iter().fold(0.0f32, |peak, sample| peak.max(sample.abs()));
            assert!(tail < peak / 4.0, "tail {tail} against peak {peak}");
        }
    }
}
