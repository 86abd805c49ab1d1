//! A host's allocator. glibc gives each thread that allocates an arena of its own, up to
//! eight a core, and keeps what is freed in the arena it came from. A host of many tables
//! opens each round's tables on one thread and turns them on others that come and go with
//! the round, so the space one round freed lies in arenas the next round's threads may not
//! allocate from: a host playing round after round of 200 tables grew from 66 MiB to
//! between 72 and 106 MiB. As many arenas as cores (a turning thread a core) keep it
//! between 67 and 76 MiB (`benches/host_soak.rs`, docs/soak-and-fuzzing.md).

/// Holds the allocator to one arena a core; call before the host starts its threads.
pub fn one_arena_a_core() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let arenas = i32::try_from(cores).unwrap_or(i32::MAX);
        // SAFETY: `mallopt` only sets the allocator's parameters; M_ARENA_MAX takes any
        // count from one.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
        }
    }
}
