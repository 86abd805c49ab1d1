//! Checks that every `config/*.ron` parses (a syntax error fails the build with
//! file:line:col) and embeds them all, so the binary runs from any folder; packs the
//! binaries' relative relocations where the C library reads them packed.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let config_dir = Path::new(&manifest_dir).join("config");
    println!("cargo::rerun-if-changed={}", config_dir.display());

    let mut files: Vec<_> = std::fs::read_dir(&config_dir)
        .expect("config/ holds the rules files")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    files.sort();

    let mut generated = String::from(
        "/// Every rules file under `config/`: name and text.\npub const EMBEDDED_RULES: &[(&str, &str)] = &[\n",
    );
    for path in &files {
        println!("cargo::rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(path).expect("rules file is readable");
        if let Err(error) = ron::from_str::<ron::Value>(&text) {
            let span = error.span.start;
            panic!("{}:{}:{}: {}", path.display(), span.line, span.col, error.code);
        }
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 file name");
        writeln!(generated, "    ({name:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    generated.push_str("];\n");

    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out_dir).join("embedded_rules.rs"), generated).expect("OUT_DIR is writable");
    pack_relative_relocations();
}

/// The game's binary carries some 13 MB of relative relocations, which the loader reads
/// at every start and which stay in memory; packed (DT_RELR) they take a few hundred
/// kilobytes. Only where the binary is built for the machine building it and that
/// machine's glibc reads them (2.36 and later): an older one would refuse to start it.
fn pack_relative_relocations() {
    let (Ok(target), Ok(host)) = (std::env::var("TARGET"), std::env::var("HOST")) else { return };
    if target != host || !target.ends_with("-linux-gnu") {
        return;
    }
    let Ok(output) = std::process::Command::new("getconf").arg("GNU_LIBC_VERSION").output() else { return };
    // "glibc 2.36"
    let text = String::from_utf8_lossy(&output.stdout);
    let mut numbers = text.trim().trim_start_matches("glibc ").split('.').map(|part| part.parse::<u32>());
    if let (Some(Ok(major)), Some(Ok(minor))) = (numbers.next(), numbers.next())
        && (major, minor) >= (2, 36)
    {
        println!("cargo::rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
        println!("cargo::rustc-link-arg-examples=-Wl,-z,pack-relative-relocs");
    }
}
