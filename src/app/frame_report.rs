//! How fast the window draws, measured from inside: `--frame-report PATH --frames N` notes
//! the moment each frame has been presented, and after N of them writes what they took (the
//! first frame's wall-clock time, the steady frame rate, the spread of frame times and the
//! peak memory) to PATH as one JSON object, and exits. `.ci/frame-budget` compares the
//! tables against `examples/empty_window.rs` with it.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use bevy::prelude::*;
use bevy::render::{Render, RenderApp, RenderSystems};
use serde::Serialize;

pub struct FrameReportPlugin {
    pub path: PathBuf,
    pub frames: u32,
}

/// When each frame was presented, shared between the render world that presents them and
/// the main world that decides when enough have been.
#[derive(Resource, Clone, Default)]
struct Presented(Arc<Mutex<PresentedFrames>>);

#[derive(Default)]
struct PresentedFrames {
    first_at_unix_s: Option<f64>,
    at: Vec<Instant>,
}

#[derive(Resource)]
struct ReportPlan {
    path: PathBuf,
    frames: u32,
}

/// What a run of frames took.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct FrameReport {
    pub frames: usize,
    /// Seconds since 1970 when the first frame had been presented, to compare with the
    /// moment of launch, taken outside.
    pub first_frame_unix_s: f64,
    /// Frames a second over the steady part: every frame after the first fifth.
    pub fps: f64,
    pub frame_ms_median: f64,
    pub frame_ms_p95: f64,
    pub frame_ms_worst: f64,
    /// The process's peak resident memory (Linux's `VmHWM`), where the system says it.
    pub peak_rss_mb: Option<f64>,
}

impl FrameReport {
    /// The report of frames presented at `at`, the first of them at `first_frame_unix_s`;
    /// `None` for fewer than three.
    pub fn from_times(at: &[Instant], first_frame_unix_s: f64, peak_rss_mb: Option<f64>) -> Option<FrameReport> {
        if at.len() < 3 {
            return None;
        }
        // Startup's frames (shaders compiled, fonts laid out) are not the steady rate.
        let steady = &at[(at.len() / 5).min(at.len() - 2)..];
        let span = steady.last()?.duration_since(*steady.first()?).as_secs_f64();
        let mut frame_ms: Vec<f64> =
            steady.windows(2).map(|pair| pair[1].duration_since(pair[0]).as_secs_f64() * 1000.0).collect();
        frame_ms.sort_by(f64::total_cmp);
        let quantile = |q: f64| frame_ms[((frame_ms.len() - 1) as f64 * q).round() as usize];
        Some(FrameReport {
            frames: at.len(),
            first_frame_unix_s,
            fps: frame_ms.len() as f64 / span.max(f64::EPSILON),
            frame_ms_median: quantile(0.5),
            frame_ms_p95: quantile(0.95),
            frame_ms_worst: quantile(1.0),
            peak_rss_mb,
        })
    }
}

impl Plugin for FrameReportPlugin {
    fn build(&self, app: &mut App) {
        let presented = Presented::default();
        app.insert_resource(presented.clone())
            .insert_resource(ReportPlan { path: self.path.clone(), frames: self.frames })
            .add_systems(Last, report_when_done);
        if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
            render_app.insert_resource(presented).add_systems(Render, note_presented.in_set(RenderSystems::Cleanup));
        } else {
            warn!("no renderer: --frame-report has no frames to count");
        }
    }
}

/// Runs once a frame has been drawn and handed to the window.
fn note_presented(presented: Res<Presented>) {
    let Ok(mut frames) = presented.0.lock() else { return };
    if frames.first_at_unix_s.is_none() {
        frames.first_at_unix_s = SystemTime::now().duration_since(UNIX_EPOCH).ok().map(|since| since.as_secs_f64());
    }
    frames.at.push(Instant::now());
}

fn report_when_done(presented: Res<Presented>, plan: Res<ReportPlan>, mut exit: MessageWriter<AppExit>) {
    let Ok(frames) = presented.0.lock() else { return };
    if frames.at.len() < plan.frames as usize {
        return;
    }
    let report = FrameReport::from_times(&frames.at, frames.first_at_unix_s.unwrap_or_default(), peak_rss_mb());
    let written = report.ok_or_else(|| format!("--frames {} is too few to measure", plan.frames)).and_then(|report| {
        let json = serde_json::to_string(&report).map_err(|error| error.to_string())?;
        std::fs::write(&plan.path, json + "\n")
            .map_err(|error| format!("cannot write {}: {error}", plan.path.display()))
    });
    match written {
        Ok(()) => exit.write(AppExit::Success),
        Err(error) => {
            error!("{error}");
            exit.write(AppExit::error())
        }
    };
}

/// The peak resident memory in megabytes (10^6 bytes), from `/proc/self/status`.
fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024.0 / 1e6)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn the_steady_rate_leaves_out_the_first_fifth_and_the_quantiles_come_from_the_rest() {
        let start = Instant::now();
        // Ten slow startup frames of 500 ms, then forty of 40 ms with one of 100 ms.
        let mut at = vec![start];
        for index in 1..50u64 {
            let step = match index {
                1..10 => 500,
                30 => 100,
                _ => 40,
            };
            at.push(*at.last().unwrap() + Duration::from_millis(step));
        }
        let report = FrameReport::from_times(&at, 12.5, Some(200.0)).unwrap();
        assert_eq!(report.frames, 50);
        // Frames 10..50: 39 intervals, 38 of 40 ms and one of 100 ms.
        let expected_fps = 39.0 / (38.0 * 0.040 + 0.100);
        assert!((report.fps - expected_fps).abs() < 1e-6, "{report:?}");
        assert!((report.frame_ms_median - 40.0).abs() < 1e-6);
        assert!((report.frame_ms_worst - 100.0).abs() < 1e-6);
        assert_eq!(report.first_frame_unix_s, 12.5);
        assert!(FrameReport::from_times(&at[..2], 0.0, None).is_none(), "two frames are no rate");
    }

    #[test]
    fn peak_memory_is_read_where_linux_says_it() {
        if cfg!(target_os = "linux") {
            let peak = peak_rss_mb().expect("VmHWM in /proc/self/status");
            assert!(peak > 0.1, "{peak} MB");
        }
    }
}
