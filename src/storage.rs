//! Player files on disk: where they live, and writing them so that a crash or a full disk
//! never leaves a half-written file in place of a good one.

mod write_behind;

pub use write_behind::WriteBehind;

use std::io::{self, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// The folder for Saloon's own files (settings): `$SALOON_HOME`, else
/// `$XDG_CONFIG_HOME/saloon`, else `~/.config/saloon`.
pub fn home_dir() -> Option<PathBuf> {
    saloon_dir("XDG_CONFIG_HOME", &[".config"])
}

/// The folder for what Saloon keeps of the player's matches: `$SALOON_HOME`, else
/// `$XDG_DATA_HOME/saloon`, else `~/.local/share/saloon`.
pub fn data_dir() -> Option<PathBuf> {
    saloon_dir("XDG_DATA_HOME", &[".local", "share"])
}

/// `$SALOON_HOME`, else `saloon` under the folder the XDG variable `xdg` names, else under
/// the home folder's `under_home`.
fn saloon_dir(xdg: &str, under_home: &[&str]) -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("SALOON_HOME") {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = std::env::var_os(xdg).filter(|dir| !dir.is_empty()) {
        return Some(PathBuf::from(dir).join("saloon"));
    }
    let home = PathBuf::from(std::env::var_os("HOME")?);
    Some(under_home.iter().fold(home, |dir, part| dir.join(part)).join("saloon"))
}

/// Replaces `path` with `contents` atomically: the bytes go to a temporary file beside
/// it, reach the disk, and only then take its name. Readers see the old file or the new
/// one, never a mixture. The file is readable and writable by its owner alone.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_atomically_then(path, contents, |_| Ok(())).map(drop)
}

/// [`write_atomically`], `before_naming` done with the file written before it takes its
/// name (a lock taken, so that no reader finds it unlocked); returns the file, open.
pub fn write_atomically_then(
    path: &Path,
    contents: &[u8],
    before_naming: impl FnOnce(&std::fs::File) -> io::Result<()>,
) -> io::Result<std::fs::File> {
    let dir = path.parent().filter(|dir| !dir.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let file_name = path.file_name().ok_or_else(|| io::Error::other("a file path is needed"))?;
    let temporary = dir.join(format!(".{}.{}.tmp", file_name.to_string_lossy(), std::process::id()));
    let result = (|| {
        // Readable by the player alone: a save holds every hand, and its match's seed.
        let mut file =
            std::fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(&temporary)?;
        file.write_all(contents)?;
        file.sync_all()?;
        before_naming(&file)?;
        std::fs::rename(&temporary, path)?;
        Ok(file)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

/// Moves a file that could not be read aside, beside it as `NAME.EXTENSION`, so saving
/// anew does not destroy what the player may still want to mend by hand. Returns where it
/// went.
pub fn set_aside_as(path: &Path, extension: &str) -> io::Result<PathBuf> {
    let mut aside = path.as_os_str().to_owned();
    aside.push(".");
    aside.push(extension);
    let aside = PathBuf::from(aside);
    std::fs::rename(path, &aside)?;
    Ok(aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("saloon-storage-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn writes_replace_the_whole_file_and_leave_no_temporary_behind() {
        let dir = scratch("write");
        let path = dir.join("nested").join("settings.ron");
        write_atomically(&path, b"first version, rather long").unwrap();
        write_atomically(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let leftovers: Vec<_> = std::fs::read_dir(path.parent().unwrap()).unwrap().flatten().collect();
        assert_eq!(leftovers.len(), 1, "only the file itself remains: {leftovers:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = scratch("fail");
        let path = dir.join("settings.ron");
        write_atomically(&path, b"good").unwrap();
        // A directory where the temporary file would go makes the write fail.
        let blocker = dir.join(format!(".settings.ron.{}.tmp", std::process::id()));
        std::fs::create_dir_all(blocker.join("inside")).unwrap();
        assert!(write_atomically(&path, b"new").is_err());
        assert_eq!(std::fs::read(&path).unwrap(), b"good");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A save holds every hand and its match's seed: only its owner reads it, whatever
    /// the mode of the file it replaces.
    #[test]
    fn a_file_written_is_its_owner_s_alone() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("private");
        let path = dir.join("match.ron");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, b"old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        write_atomically(&path, b"every hand").unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_corrupt_file_is_set_aside_not_lost() {
        let dir = scratch("aside");
        let path = dir.join("settings.ron");
        write_atomically(&path, b"(speed: ").unwrap();
        let aside = set_aside_as(&path, "bak").unwrap();
        assert!(!path.exists());
        assert_eq!(std::fs::read(aside).unwrap(), b"(speed: ");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
