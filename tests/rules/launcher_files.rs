//! The launcher's files and the Debian package's description agree with the game: one id
//! for the desktop file, its icon, its window and its metainfo, and a release entry and a
//! changelog entry for the version being built, so a new version cannot ship without them.

use saloon::APP_ID;

fn packaging(name: &str) -> String {
    let path = format!("{}/packaging/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The value of `key` in the `[Desktop Entry]` group.
fn desktop_entry<'a>(desktop: &'a str, key: &str) -> Option<&'a str> {
    desktop
        .lines()
        .skip_while(|line| *line != "[Desktop Entry]")
        .take_while(|line| *line == "[Desktop Entry]" || !line.starts_with('['))
        .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
}

#[test]
fn the_desktop_file_launches_the_game_by_its_id() {
    let desktop = packaging(&format!("{APP_ID}.desktop"));
    assert_eq!(desktop_entry(&desktop, "Type"), Some("Application"));
    assert_eq!(desktop_entry(&desktop, "Exec"), Some("saloon"));
    assert_eq!(desktop_entry(&desktop, "Icon"), Some(APP_ID), "the icons are named by the id");
    assert_eq!(desktop_entry(&desktop, "StartupWMClass"), Some(APP_ID), "the window's class is the id");
    assert!(desktop_entry(&desktop, "Categories").is_some_and(|categories| categories.starts_with("Game;")));
    for language in ["es", "fr", "el", "nl", "ko"] {
        assert!(desktop_entry(&desktop, &format!("Comment[{language}]")).is_some(), "no comment in {language}");
    }
}

#[test]
fn the_metainfo_names_the_game_its_launcher_and_this_release() {
    let metainfo = packaging(&format!("{APP_ID}.metainfo.xml"));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#)));
    assert!(metainfo.contains("<binary>saloon</binary>"));
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        metainfo.contains(&format!(r#"<release version="{version}""#)),
        "the metainfo has no release entry for {version}"
    );
    // Loo is played for stakes: the rating says so.
    assert!(metainfo.contains(r#"<content_attribute id="money-gambling">mild</content_attribute>"#));
}

#[test]
fn the_changelog_opens_with_this_version() {
    let changelog = packaging("changelog");
    let first = changelog.lines().next().unwrap_or_default();
    let version = env!("CARGO_PKG_VERSION");
    assert!(first.starts_with(&format!("saloon ({version}-")), "the changelog opens with {first:?}, not {version}");
}

/// The package takes the launcher's files by the names the id gives them.
#[test]
fn the_package_ships_the_launcher_by_its_id() {
    let manifest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    for file in [format!("packaging/{APP_ID}.desktop"), format!("packaging/{APP_ID}.metainfo.xml")] {
        assert!(manifest.contains(&file), "[package.metadata.deb] does not ship {file}");
    }
    // What the binary links is found by dpkg-shlibdeps (`$auto`); what the game opens at
    // run time has to be named.
    let depends = manifest.lines().find(|line| line.starts_with("depends = ")).expect("the package's Depends");
    for library in ["$auto", "libvulkan1", "libx11-6", "libxcursor1", "libxi6", "libxkbcommon-x11-0"] {
        assert!(depends.contains(library), "the package does not depend on {library}");
    }
}
