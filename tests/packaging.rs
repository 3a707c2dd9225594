//! The Linux packages agree with the crate: the metainfo's newest release is Cargo.toml's
//! version, which `sudoku-lines --version` prints; the desktop file, the metainfo, the Flatpak
//! manifest and the window use one app id; the Debian package's files exist; the icons have the
//! sizes their folders claim; and the Flatpak's vendored crates are exactly the crates.io
//! packages of Cargo.lock, with the same checksums.
//!
//! These read files (and run the binary once), in milliseconds. `scripts/package-check.sh`
//! builds the .deb and runs the validators (`desktop-file-validate`, `appstreamcli validate`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use quick_xml::Reader;
use quick_xml::events::Event;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const APP_ID: &str = "org.sudokulines.SudokuLines";
const BINARY: &str = "sudoku-lines";
/// The icon sizes installed in the hicolor theme, besides the scalable SVG.
const ICON_SIZES: [u32; 5] = [48, 64, 128, 256, 512];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    let path = root().join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn metainfo_path() -> String {
    format!("packaging/{APP_ID}.metainfo.xml")
}

fn desktop_path() -> String {
    format!("packaging/{APP_ID}.desktop")
}

/// What the tests read from the metainfo: the text of `<id>` and `<launchable>`, the binary it
/// provides, and each release's version and date, in the file's order.
#[derive(Debug, Default)]
struct Metainfo {
    id: String,
    launchable: String,
    binary: String,
    releases: Vec<(String, String)>,
}

fn metainfo() -> Metainfo {
    let text = read(&metainfo_path());
    let mut reader = Reader::from_str(&text);
    let mut out = Metainfo::default();
    let mut path: Vec<String> = Vec::new();
    loop {
        let event = reader
            .read_event()
            .expect("the metainfo is well-formed XML");
        if let Event::Start(e) | Event::Empty(e) = &event
            && e.name().as_ref() == "release"
            && path.last().is_some_and(|p| p == "releases")
        {
            let attr = |name: &str| {
                e.attributes()
                    .flatten()
                    .find(|a| a.key.as_ref() == name)
                    .map(|a| a.value.into_owned())
                    .unwrap_or_else(|| panic!("a <release> without {name}"))
            };
            out.releases.push((attr("version"), attr("date")));
        }
        match event {
            Event::Start(e) => path.push(e.name().as_ref().to_string()),
            Event::End(_) => {
                path.pop();
            }
            Event::Text(t) => {
                let value = t.as_ref().trim().to_string();
                match path.iter().map(String::as_str).collect::<Vec<_>>()[..] {
                    ["component", "id"] => out.id = value,
                    ["component", "launchable"] => out.launchable = value,
                    ["component", "provides", "binary"] => out.binary = value,
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    out
}

/// The `Key=value` lines of the desktop file's `[Desktop Entry]` group.
fn desktop_entry() -> BTreeMap<String, String> {
    let text = read(&desktop_path());
    let mut in_entry = false;
    let mut out = BTreeMap::new();
    for line in text.lines() {
        if line.starts_with('[') {
            in_entry = line == "[Desktop Entry]";
        } else if in_entry && let Some((k, v)) = line.split_once('=') {
            out.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    out
}

#[test]
fn the_android_package_has_the_crate_s_version() {
    let manifest = read("android/Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'));
    assert_eq!(
        version,
        Some(env!("CARGO_PKG_VERSION")),
        "android/Cargo.toml's version is Cargo.toml's"
    );
}

#[test]
fn the_newest_release_of_the_metainfo_is_the_crate_s_version() {
    let info = metainfo();
    let (version, date) = info
        .releases
        .first()
        .expect("the metainfo lists its releases");
    assert_eq!(
        version,
        env!("CARGO_PKG_VERSION"),
        "the newest <release> of {} is Cargo.toml's version",
        metainfo_path()
    );
    assert!(
        date.len() == 10 && chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").is_ok(),
        "a release's date is YYYY-MM-DD, not {date:?}"
    );
    // Newest first, as AppStream wants, so the first one is the newest.
    let dates: Vec<&str> = info.releases.iter().map(|(_, d)| d.as_str()).collect();
    let mut sorted = dates.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted, "releases are listed newest first");
}

#[test]
fn the_command_prints_the_crate_s_version() {
    for flag in ["--version", "-V"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
            .arg(flag)
            .output()
            .unwrap();
        assert!(out.status.success(), "{flag}: {out:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(
            text,
            concat!("sudoku-lines ", env!("CARGO_PKG_VERSION"), "\n")
        );
    }
}

#[test]
fn the_desktop_file_the_metainfo_the_manifest_and_the_window_share_one_app_id() {
    let info = metainfo();
    assert_eq!(info.id, APP_ID);
    assert_eq!(info.launchable, format!("{APP_ID}.desktop"));
    assert_eq!(info.binary, BINARY);

    let entry = desktop_entry();
    assert_eq!(entry.get("Icon").map(String::as_str), Some(APP_ID));
    assert_eq!(
        entry.get("StartupWMClass").map(String::as_str),
        Some(APP_ID)
    );
    let exec = entry.get("Exec").expect("the desktop file has Exec");
    assert_eq!(
        exec.split_whitespace().next(),
        Some(BINARY),
        "Exec starts the binary"
    );

    // The Flatpak manifest's top-level keys (a YAML subset: `key: value` at the line start).
    let manifest = read(&format!("packaging/{APP_ID}.yml"));
    let top = |key: &str| {
        manifest
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}:")))
            .map(|v| v.trim().trim_matches('\'').to_string())
            .unwrap_or_else(|| panic!("the manifest has no top-level {key}"))
    };
    assert_eq!(top("id"), APP_ID);
    assert_eq!(top("command"), BINARY);
    assert_eq!(top("runtime"), "org.freedesktop.Platform");
    assert_eq!(top("runtime-version"), "24.08");
    assert!(manifest.contains("org.freedesktop.Sdk.Extension.rust-stable"));
    assert!(
        manifest.contains("- cargo-sources.json"),
        "the manifest reads the vendored crates"
    );

    // The window tells the desktop the same id, so docks match it to the menu entry.
    assert!(
        read("src/ui.rs").contains(&format!("set_xdg_app_id(\"{APP_ID}\")")),
        "src/ui.rs sets the window's app id to {APP_ID}"
    );
}

/// The `[source, dest, mode]` rows of `assets` in Cargo.toml's `[package.metadata.deb]`.
fn deb_assets() -> Vec<[String; 3]> {
    let toml = read("Cargo.toml");
    let section = toml
        .split("\n[package.metadata.deb]\n")
        .nth(1)
        .expect("Cargo.toml has [package.metadata.deb]");
    let list = section
        .split("\nassets = [\n")
        .nth(1)
        .and_then(|rest| rest.split("\n]").next())
        .expect("[package.metadata.deb] lists its assets");
    list.lines()
        .map(|line| {
            let fields: Vec<String> = line
                .trim()
                .trim_start_matches('[')
                .trim_end_matches(',')
                .trim_end_matches(']')
                .split(',')
                .map(|f| f.trim().trim_matches('"').to_string())
                .collect();
            <[String; 3]>::try_from(fields).unwrap_or_else(|f| panic!("an asset row {f:?}"))
        })
        .collect()
}

#[test]
fn the_debian_package_installs_each_file_in_its_standard_place() {
    let assets = deb_assets();
    let dest_of = |source: &str| {
        assets
            .iter()
            .find(|a| a[0] == source)
            .map(|a| a[1].clone())
            .unwrap_or_else(|| panic!("the .deb does not install {source}"))
    };
    for [source, _, _] in &assets {
        if source != &format!("target/release/{BINARY}") {
            assert!(root().join(source).is_file(), "{source} exists");
        }
    }
    assert_eq!(dest_of(&format!("target/release/{BINARY}")), "usr/bin/");
    assert_eq!(dest_of(&desktop_path()), "usr/share/applications/");
    assert_eq!(dest_of(&metainfo_path()), "usr/share/metainfo/");
    assert_eq!(
        dest_of("assets/icon.svg"),
        format!("usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg")
    );
    for size in ICON_SIZES {
        assert_eq!(
            dest_of(&format!("assets/icon-{size}.png")),
            format!("usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png")
        );
    }
    // Every licence of what the binary bundles goes with it.
    for dir in ["ui/fonts", "ui/icons"] {
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            if name.starts_with("LICENSE") {
                assert_eq!(
                    dest_of(&format!("{dir}/{name}")),
                    "usr/share/doc/sudoku-lines/"
                );
            }
        }
    }
}

#[test]
fn each_icon_has_the_size_of_its_folder() {
    for size in ICON_SIZES {
        let path: PathBuf = root().join(format!("assets/icon-{size}.png"));
        let file = std::fs::File::open(&path).unwrap();
        let reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .unwrap();
        let info = reader.info();
        assert_eq!(
            (info.width, info.height),
            (size, size),
            "{}",
            path.display()
        );
    }
}

/// The crates.io packages of Cargo.lock, as the folder each is vendored into
/// (`cargo/vendor/<name>-<version>`) → its download URL and checksum. Read line by line: the lock
/// file's format is fixed by cargo (`[[package]]` tables of `key = "value"` lines).
fn locked_crates() -> BTreeMap<String, (String, String)> {
    let lock = read("Cargo.lock");
    let mut out = BTreeMap::new();
    for table in lock.split("[[package]]").skip(1) {
        let field = |key: &str| {
            table.lines().find_map(|l| {
                l.strip_prefix(&format!("{key} = \""))
                    .and_then(|v| v.strip_suffix('"'))
            })
        };
        let (name, version) = (field("name").unwrap(), field("version").unwrap());
        match field("source") {
            None => {} // the crate itself
            Some("registry+https://github.com/rust-lang/crates.io-index") => {
                let checksum = field("checksum").expect("a crates.io package has a checksum");
                let url = format!("https://static.crates.io/crates/{name}/{name}-{version}.crate");
                let dest = format!("cargo/vendor/{name}-{version}");
                assert!(
                    out.insert(dest, (url, checksum.to_string())).is_none(),
                    "{name} {version} twice in Cargo.lock"
                );
            }
            Some(other) => panic!(
                "{name} {version} comes from {other}, which packaging/flatpak-cargo-sources.py \
                 cannot vendor"
            ),
        }
    }
    out
}

#[test]
fn the_flatpak_vendors_exactly_the_crates_of_cargo_lock() {
    let locked = locked_crates();
    assert!(
        locked.len() > 100,
        "Cargo.lock read: {} crates",
        locked.len()
    );
    let sources: Vec<serde_json::Value> =
        serde_json::from_str(&read("packaging/cargo-sources.json")).unwrap();
    let field = |s: &serde_json::Value, k: &str| s[k].as_str().unwrap_or_default().to_string();

    let mut archives = BTreeMap::new();
    let mut checksum_files = BTreeMap::new();
    let mut config = None;
    for s in &sources {
        let dest = field(s, "dest");
        match (
            field(s, "type").as_str(),
            field(s, "dest-filename").as_str(),
        ) {
            ("archive", _) => {
                assert_eq!(field(s, "archive-type"), "tar-gzip", "{dest}");
                let entry = (field(s, "url"), field(s, "sha256"));
                assert!(
                    archives.insert(dest.clone(), entry).is_none(),
                    "{dest} twice"
                );
            }
            ("inline", ".cargo-checksum.json") => {
                let contents: serde_json::Value =
                    serde_json::from_str(&field(s, "contents")).unwrap();
                let package = field(&contents, "package");
                assert!(
                    checksum_files.insert(dest.clone(), package).is_none(),
                    "{dest} twice"
                );
            }
            ("inline", "config.toml") if dest == "cargo" => config = Some(field(s, "contents")),
            other => panic!("an unexpected source {other:?} for {dest}"),
        }
    }
    assert_eq!(
        archives, locked,
        "packaging/cargo-sources.json lists Cargo.lock's crates, each from crates.io with its \
         checksum (run packaging/flatpak-cargo-sources.py after changing Cargo.lock)"
    );
    let checksums: BTreeMap<String, String> = locked
        .into_iter()
        .map(|(dest, (_, sum))| (dest, sum))
        .collect();
    assert_eq!(
        checksum_files, checksums,
        "each vendored crate has its .cargo-checksum.json"
    );
    // The build's CARGO_HOME points crates.io at the vendored folder.
    let config = config.expect("cargo-sources.json writes cargo/config.toml");
    assert!(config.contains("directory = \"cargo/vendor\""), "{config}");
    assert!(
        config.contains("replace-with = \"vendored-sources\""),
        "{config}"
    );
}
