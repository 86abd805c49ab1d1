//! Writes what the packages ship beside the binary, made from the game's own sources so
//! they never drift from it: the man pages and the shell completions from the command
//! line's definition, and the launcher's icons drawn from the game's mark
//! (`assets/art/ui/mark.svg`) at every size a desktop asks for.
//!
//! `cargo run --example launcher_files -- DIR` writes, under `DIR`:
//! - `man/saloon.6` and a page for each command (`man/saloon-play.6`, …), section 6, games;
//! - `completions/saloon.bash`, `completions/_saloon` (zsh), `completions/saloon.fish`;
//! - `icons/hicolor/SIZExSIZE/apps/APP_ID.png` for each size, and the SVG under `scalable`.
//!
//! `.ci/package` lays them out as a Debian package and a tarball.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bevy::math::UVec2;
use clap::CommandFactory;
use clap_complete::Shell;
use saloon::APP_ID;
use saloon::cli::Cli;

/// The sizes of the launcher's icons, in pixels: what desktops, docks and menus ask the
/// `hicolor` theme for.
const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// The game's mark, in the art.
const MARK: &str = "ui/mark";

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: launcher_files DIR");
        return ExitCode::FAILURE;
    };
    match write_all(&out) {
        Ok(written) => {
            println!("{written} files written under {}", out.display());
            ExitCode::SUCCESS
        }
        Err(problem) => {
            eprintln!("{problem}");
            ExitCode::FAILURE
        }
    }
}

fn write_all(out: &Path) -> Result<usize, String> {
    Ok(write_man_pages(&out.join("man"))?
        + write_completions(&out.join("completions"))?
        + write_icons(&out.join("icons"))?)
}

fn create_dir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|error| format!("{}: {error}", dir.display()))
}

/// Where the game keeps the player's files, and what moves them: the man page's own
/// sections, after the options and commands.
const FILES_AND_ENVIRONMENT: &str = r#".SH FILES
.TP
\fI~/.config/saloon/\fR
The settings (\fIsettings.ron\fR) and the screenshots taken with F12.
.TP
\fI~/.local/share/saloon/\fR
Each game's match in progress, the kept matches (\fIreplays/\fR), the problem reports
(\fIreports/\fR), the matches hosted with \fBsaloon host\fR (\fIhosted/\fR) and the seats
kept at other hosts' tables (\fIseats/\fR).
.SH ENVIRONMENT
.TP
.B SALOON_HOME
One folder for all of the files above, in place of both.
.TP
.BR XDG_CONFIG_HOME ", " XDG_DATA_HOME
Where the two folders are, when set, as the XDG base directories have it.
.TP
.BR DISPLAY ", " WAYLAND_DISPLAY
The display the window opens on. The window draws with Vulkan: on Debian and Ubuntu,
the package \fBmesa-vulkan-drivers\fR has a driver for any machine.
"#;

/// A page for `saloon` and one for each command under it, as `git` has: section 6, where
/// the manual keeps games.
fn write_man_pages(dir: &Path) -> Result<usize, String> {
    fn page(command: clap::Command) -> clap_mangen::Man {
        clap_mangen::Man::new(command).section("6").manual("Games Manual")
    }
    fn write_commands(command: &clap::Command, dir: &Path) -> Result<usize, String> {
        let mut written = 0;
        for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
            written += write_commands(sub, dir)?;
            page(sub.clone()).generate_to(dir).map_err(|error| format!("{}: {error}", dir.display()))?;
            written += 1;
        }
        Ok(written)
    }
    create_dir(dir)?;
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    let written = write_commands(&command, dir)?;

    let top = page(command);
    let mut roff = Vec::new();
    let sections: [fn(&clap_mangen::Man, &mut dyn std::io::Write) -> std::io::Result<()>; 6] = [
        clap_mangen::Man::render_title,
        clap_mangen::Man::render_name_section,
        clap_mangen::Man::render_synopsis_section,
        clap_mangen::Man::render_description_section,
        clap_mangen::Man::render_options_section,
        clap_mangen::Man::render_subcommands_section,
    ];
    for section in sections {
        section(&top, &mut roff).map_err(|error| error.to_string())?;
    }
    roff.extend_from_slice(FILES_AND_ENVIRONMENT.as_bytes());
    top.render_version_section(&mut roff).map_err(|error| error.to_string())?;
    let path = dir.join(top.get_filename());
    std::fs::write(&path, roff).map_err(|error| format!("{}: {error}", path.display()))?;
    Ok(written + 1)
}

/// Completions for bash, zsh and fish, named as each shell's vendor folder expects them.
fn write_completions(dir: &Path) -> Result<usize, String> {
    create_dir(dir)?;
    let shells = [Shell::Bash, Shell::Zsh, Shell::Fish];
    for shell in shells {
        let mut command = Cli::command();
        clap_complete::generate_to(shell, &mut command, "saloon", dir)
            .map_err(|error| format!("{}: {shell} completions: {error}", dir.display()))?;
    }
    Ok(shells.len())
}

/// The mark drawn at each size, and its SVG as the scalable icon.
fn write_icons(dir: &Path) -> Result<usize, String> {
    for size in ICON_SIZES {
        let folder = dir.join(format!("hicolor/{size}x{size}/apps"));
        create_dir(&folder)?;
        saloon::app::art::write_png(MARK, UVec2::splat(size), &folder.join(format!("{APP_ID}.png")))?;
    }
    let scalable = dir.join("hicolor/scalable/apps");
    create_dir(&scalable)?;
    let svg = saloon::app::art::source(MARK).ok_or("the art has no mark")?;
    let path = scalable.join(format!("{APP_ID}.svg"));
    std::fs::write(&path, svg).map_err(|error| format!("{}: {error}", path.display()))?;
    Ok(ICON_SIZES.len() + 1)
}
