//! Whether this machine can open the game's window at all: a display to open it on, and a
//! Vulkan driver to draw it with. Looked at before the engine starts, so that a machine
//! without either is told so in words, with what to install, instead of the engine's panic
//! and backtrace.

use crate::text::tr;

/// Why the window cannot open here, in words (the language spoken) with the way out and the
/// commands that need no window; `None` where it can.
pub fn why_the_window_cannot_open() -> Option<String> {
    let no_display = lacks_a_display(|name| std::env::var_os(name));
    let missing = if no_display { Some("window-no-display") } else { no_vulkan_driver().then_some("window-no-vulkan") };
    missing.map(tr)
}

/// Whether no display server is named in the environment (`var` reads it), neither X's
/// nor Wayland's.
fn lacks_a_display(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> bool {
    let named = |name: &str| var(name).is_some_and(|value| !value.is_empty());
    !["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"].into_iter().any(named)
}

/// Whether no Vulkan driver answers: the loader is missing, or it finds no driver, or no
/// driver finds a device. The renderer asks the same loader the same way a moment later.
fn no_vulkan_driver() -> bool {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        // No validation layers: this look only counts the devices.
        flags: wgpu::InstanceFlags::empty(),
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    bevy::tasks::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN)).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    fn environment(set: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<OsString> {
        move |name| set.iter().find(|(key, _)| *key == name).map(|(_, value)| OsString::from(value))
    }

    #[test]
    fn a_display_of_either_kind_will_do() {
        assert!(!lacks_a_display(environment(&[("DISPLAY", ":0")])));
        assert!(!lacks_a_display(environment(&[("WAYLAND_DISPLAY", "wayland-0")])));
        assert!(!lacks_a_display(environment(&[("WAYLAND_SOCKET", "3")])));
    }

    #[test]
    fn an_empty_or_missing_display_is_none() {
        assert!(lacks_a_display(environment(&[])));
        assert!(lacks_a_display(environment(&[("DISPLAY", ""), ("HOME", "/root")])));
    }
}
