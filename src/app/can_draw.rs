//! Whether this machine can open the game's window at all: a display to open it on, and a
//! Vulkan driver to draw it with. Looked at before the engine starts, so that a machine
//! without either is told so in words, with what to install, instead of the engine's panic
//! and backtrace.

/// Why the window cannot open here, in words with the way out; `None` where it can.
pub fn why_the_window_cannot_open() -> Option<String> {
    no_display(|name| std::env::var_os(name)).or_else(no_vulkan_driver)
}

/// The ways to play that need no window, offered where the window cannot open.
const WITHOUT_A_WINDOW: &str = "Without a window, `saloon host`, `saloon join CODE --bot` and `saloon sim` still work.";

/// No display server to open a window on: neither X's nor Wayland's is named in the
/// environment (`var` reads it).
fn no_display(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<String> {
    let named = |name: &str| var(name).is_some_and(|value| !value.is_empty());
    let any = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"].into_iter().any(named);
    (!any).then(|| {
        format!(
            "Saloon cannot open its window: there is no display here (neither DISPLAY nor WAYLAND_DISPLAY is \
             set). Start it from a desktop session. {WITHOUT_A_WINDOW}"
        )
    })
}

/// No Vulkan driver answers: the loader is missing, or it finds no driver, or no driver
/// finds a device. The renderer asks the same loader the same way a moment later.
fn no_vulkan_driver() -> Option<String> {
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends: wgpu::Backends::VULKAN,
        // No validation layers: this look only counts the devices.
        flags: wgpu::InstanceFlags::empty(),
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    });
    let adapters = bevy::tasks::block_on(instance.enumerate_adapters(wgpu::Backends::VULKAN));
    adapters.is_empty().then(|| {
        format!(
            "Saloon cannot open its window: no Vulkan driver answered on this machine, and Saloon draws with \
             Vulkan. On Debian or Ubuntu, install Mesa's drivers (they include one that draws on any \
             processor): sudo apt install mesa-vulkan-drivers. With an NVIDIA card, install its own driver. \
             {WITHOUT_A_WINDOW}"
        )
    })
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
        assert_eq!(no_display(environment(&[("DISPLAY", ":0")])), None);
        assert_eq!(no_display(environment(&[("WAYLAND_DISPLAY", "wayland-0")])), None);
        assert_eq!(no_display(environment(&[("WAYLAND_SOCKET", "3")])), None);
    }

    #[test]
    fn no_display_is_told_with_the_ways_to_play_without_one() {
        for set in [&[][..], &[("DISPLAY", ""), ("HOME", "/root")][..]] {
            let told = no_display(environment(set)).expect("no display is named");
            assert!(told.contains("no display here"), "{told}");
            assert!(told.contains("saloon sim"), "{told}");
        }
    }
}
