//! The heap gives back what the game lets go. glibc's allocator hands a large block straight
//! to the system (a mapping of its own), but each time such a block is freed it raises the
//! size it does that for, up to 32 MB; from then on blocks of that size come from its own
//! arenas, and when one is freed its pages stay in the process. Textures, glyph atlases and
//! the renderer's buffers are such blocks, so every table opened left some behind. Set once
//! at start, the size stays at 128 KB: a block that large is mapped and unmapped whole.
//! What smaller blocks a screen left free in the arenas is handed back a moment after the
//! screen changes, once the renderer has dropped the old screen's textures.

use std::time::Duration;

use bevy::prelude::*;

use super::Screen;

/// The size from which a block has a mapping of its own.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const OWN_MAPPING_FROM: i32 = 128 * 1024;

/// The free space at the top of an arena kept rather than handed back at once. Fixing the
/// size above fixes this one too, at glibc's 128 KB, and then the top is handed back and
/// taken again frame after frame: a tenth of a table's frame rate on a software renderer.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TOP_KEPT: i32 = 1024 * 1024;

/// How long after a screen change the free pages are handed back: the old screen's
/// textures go from the renderer a frame or two after their handles.
const AFTER_THE_CHANGE: Duration = Duration::from_secs(2);

/// Holds the allocator to giving back what is freed; call before the app starts its threads.
pub fn give_back_what_is_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets the allocator's parameters, and these two take any size.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, OWN_MAPPING_FROM);
        libc::mallopt(libc::M_TRIM_THRESHOLD, TOP_KEPT);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, hand_back_a_screen_s_free_pages);
}

/// A moment after each screen change, every free page in the allocator's arenas goes back
/// to the system.
fn hand_back_a_screen_s_free_pages(
    screen: Res<State<Screen>>,
    time: Res<Time<Real>>,
    mut due: Local<Option<Duration>>,
) {
    if screen.is_changed() {
        *due = Some(time.elapsed() + AFTER_THE_CHANGE);
    }
    if due.is_some_and(|at| time.elapsed() >= at) {
        *due = None;
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        // SAFETY: `malloc_trim` only returns free pages; it is safe from any thread.
        unsafe {
            libc::malloc_trim(0);
        }
    }
}
