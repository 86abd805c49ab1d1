//! The heap gives back what the game lets go. glibc's allocator hands a large block straight
//! to the system (a mapping of its own), but each time such a block is freed it raises the
//! size it does that for, up to 32 MB; from then on blocks of that size come from its own
//! arenas, and when one is freed its pages stay in the process. Textures, glyph atlases and
//! the renderer's staging buffers are such blocks, so every table opened left some behind.
//! Set once at start, the size stays at 128 KB: a block that large is mapped and unmapped
//! whole, and what a table let go leaves the process with it.

/// The size from which a block has a mapping of its own, and the free space at the top of
/// an arena that is handed back.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const OWN_MAPPING_FROM: i32 = 128 * 1024;

/// Holds the allocator to giving back what is freed; call before the app starts its threads.
pub fn give_back_what_is_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets the allocator's parameters, and these two take any size.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, OWN_MAPPING_FROM);
        libc::mallopt(libc::M_TRIM_THRESHOLD, OWN_MAPPING_FROM);
    }
}
