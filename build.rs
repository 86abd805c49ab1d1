//! Checks that every `config/*.ron` parses (a syntax error fails the build with
//! file:line:col) and embeds them all, so the binary runs from any folder; embeds the art
//! (`assets/art/**/*.svg`), the messages (`assets/text/*/*.ftl`) and the phone's page
//! (`assets/web/`) likewise; packs the binaries' relative relocations where the C library
//! reads them packed.

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
    embed_art(Path::new(&manifest_dir), Path::new(&out_dir));
    embed_text(Path::new(&manifest_dir), Path::new(&out_dir));
    embed_page(Path::new(&manifest_dir), Path::new(&out_dir));
    pack_relative_relocations();
}

/// `EMBEDDED_ART: &[(&str, &str)]`: every SVG under `assets/art/`, named by its path there
/// without the extension (`cards/back`), and its text.
fn embed_art(manifest_dir: &Path, out_dir: &Path) {
    let art_dir = manifest_dir.join("assets/art");
    let files = files_under(&art_dir, "svg");
    let mut generated = String::from(
        "/// Every SVG under `assets/art/`: its name (its path there, no extension) and text.\n\
         pub const EMBEDDED_ART: &[(&str, &str)] = &[\n",
    );
    for path in &files {
        let name = path.strip_prefix(&art_dir).expect("under assets/art").with_extension("");
        let name = name.to_str().expect("UTF-8 file name").replace('\\', "/");
        writeln!(generated, "    ({name:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    generated.push_str("];\n");
    std::fs::write(out_dir.join("embedded_art.rs"), generated).expect("OUT_DIR is writable");
}

/// Every file with the extension `ext` in `dir` and the folders under it, sorted; cargo
/// runs the build again when any of them, or a folder, changes.
fn files_under(dir: &Path, ext: &str) -> Vec<std::path::PathBuf> {
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        println!("cargo::rerun-if-changed={}", folder.display());
        let entries = std::fs::read_dir(&folder).unwrap_or_else(|error| panic!("{}: {error}", folder.display()));
        for path in entries.flatten().map(|entry| entry.path()) {
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|found| found == ext) {
                println!("cargo::rerun-if-changed={}", path.display());
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// `EMBEDDED_TEXT: &[(&str, &str, &str)]`: every Fluent message file under
/// `assets/text/`, as its language's code (its folder), its file name and its text.
fn embed_text(manifest_dir: &Path, out_dir: &Path) {
    let text_dir = manifest_dir.join("assets/text");
    let mut generated = String::from(
        "/// Every message file under `assets/text/`: its language (its folder), name and text.\n\
         pub const EMBEDDED_TEXT: &[(&str, &str, &str)] = &[\n",
    );
    for path in files_under(&text_dir, "ftl") {
        let relative = path.strip_prefix(&text_dir).expect("under assets/text");
        let language = relative.iter().next().and_then(|part| part.to_str()).expect("a language's folder");
        let name = path.file_name().and_then(|name| name.to_str()).expect("UTF-8 file name");
        writeln!(generated, "    ({language:?}, {name:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    generated.push_str("];\n");
    std::fs::write(out_dir.join("embedded_text.rs"), generated).expect("OUT_DIR is writable");
}

/// `EMBEDDED_PAGE: &[(&str, &str)]`: the phone's page, every file under `assets/web/` that
/// a browser loads (HTML, ES modules, CSS), named by its path there (`vendor/noble.js`).
fn embed_page(manifest_dir: &Path, out_dir: &Path) {
    let page_dir = manifest_dir.join("assets/web");
    let mut generated = String::from(
        "/// The phone's page: every file under `assets/web/`, by its path there, and its text.\n\
         pub const EMBEDDED_PAGE: &[(&str, &str)] = &[\n",
    );
    let mut files: Vec<_> = ["html", "js", "css"].iter().flat_map(|ext| files_under(&page_dir, ext)).collect();
    files.sort();
    for path in &files {
        let name = path.strip_prefix(&page_dir).expect("under assets/web");
        let name = name.to_str().expect("UTF-8 file name").replace('\\', "/");
        writeln!(generated, "    ({name:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    generated.push_str("];\n");
    std::fs::write(out_dir.join("embedded_page.rs"), generated).expect("OUT_DIR is writable");
}

/// The game's binary carries some 13 MB of relative relocations, which the loader reads
/// at every start and which stay in memory; packed (DT_RELR) they take a few hundred
/// kilobytes. Only where the binary is built for the machine building it and that
/// machine's glibc reads them (2.36 and later): an older one would refuse to start it.
fn pack_relative_relocations() {
    // A build for players' machines (`.ci/package` sets SALOON_DIST) leaves them unpacked:
    // packed ones need glibc 2.36, and unpacked the binary runs from 2.35 (Ubuntu 22.04).
    println!("cargo::rerun-if-env-changed=SALOON_DIST");
    if std::env::var_os("SALOON_DIST").is_some() {
        return;
    }
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
