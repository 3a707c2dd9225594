//! Storage: round trips of every file kind, atomic replacement, and every bad-file case (corrupt,
//! truncated, empty, wrong type, future version, unwritable location).
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};
use sudoku_lines::settings::{MistakeDisplay, Settings, ThemeChoice};
use sudoku_lines::stats::StatsFile;
use sudoku_lines::storage::{Loaded, StorageError, Store, Versioned};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/storage")
        .join(name)
}

fn fixture_bytes(name: &str) -> Vec<u8> {
    fs::read(fixture(name)).unwrap()
}

/// A store in a fresh temp folder, with `files` (name in store, fixture name) copied in.
fn store_with(files: &[(&str, &str)]) -> (tempfile::TempDir, Store) {
    let tmp = tempfile::tempdir().unwrap();
    for (name, fx) in files {
        fs::copy(fixture(fx), tmp.path().join(name)).unwrap();
    }
    let store = Store::open(tmp.path()).unwrap();
    (tmp, store)
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A stand-in for the game in progress, whose format is defined elsewhere: any serde struct works.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct GameInProgress {
    puzzle: String,
    entries: Vec<u8>,
    undo: Vec<(u8, u8)>,
    elapsed_ms: u64,
    notes: Option<Vec<u16>>,
}

fn sample_game() -> GameInProgress {
    GameInProgress {
        puzzle: "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
            .into(),
        entries: vec![1, 2, 3],
        undo: vec![(0, 4), (9, 3)],
        elapsed_ms: 123_456,
        notes: None,
    }
}

/// A kind whose format changed: version 1 stored `secs`, version 2 stores `millis`.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Timer {
    millis: u64,
}

impl Versioned for Timer {
    const NAME: &'static str = "timer.json";
    const VERSION: u32 = 2;
    fn migrate(from: u64, fields: serde_json::Value) -> Result<serde_json::Value, String> {
        match from {
            1 => {
                let secs = fields
                    .get("secs")
                    .and_then(serde_json::Value::as_u64)
                    .ok_or_else(|| format!("no secs in {fields}"))?;
                Ok(serde_json::json!({ "millis": secs * 1000 }))
            }
            other => Err(format!("unknown version {other}")),
        }
    }
}

#[test]
fn missing_folder_is_created() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("a/b/data");
    let store = Store::open(&dir).unwrap();
    assert!(dir.is_dir());
    assert_eq!(store.dir(), dir);
    store.save(&Settings::default()).unwrap();
    assert!(dir.join("settings.json").is_file());
}

#[test]
fn missing_files_load_as_missing_with_defaults_and_no_notice() {
    let (_tmp, store) = store_with(&[]);
    let loaded = store.load::<Settings>().unwrap();
    assert!(matches!(loaded, Loaded::Missing));
    assert_eq!(loaded.or_default(), (Settings::default(), None));
    let stats = store.load::<StatsFile>().unwrap();
    assert_eq!(stats.or_default(), (StatsFile::default(), None));
}

#[test]
fn settings_round_trip() {
    let (tmp, store) = store_with(&[]);
    let s = Settings {
        theme: ThemeChoice::Light,
        mistakes: MistakeDisplay::OnCheck,
        mistake_limit: true,
        clear_peer_notes: false,
        highlight_same_digits: false,
        highlight_follows_selection: false,
        show_timer: false,
        cage_colours: true,
        language: Some("ja".into()),
    };
    store.save(&s).unwrap();
    // A new store, as after a restart.
    let store2 = Store::open(tmp.path()).unwrap();
    assert_eq!(store2.load::<Settings>().unwrap().into_value(), Some(s));
    let text = fs::read_to_string(tmp.path().join("settings.json")).unwrap();
    assert!(text.starts_with("{\n  \"version\": 1,"), "{text}");
    drop(store);
}

#[test]
fn settings_fixture_loads_and_old_files_fill_in_defaults() {
    let (_tmp, store) = store_with(&[("settings.json", "settings_v1.json")]);
    let s = store.load::<Settings>().unwrap().into_value().unwrap();
    assert_eq!(
        s,
        Settings {
            theme: ThemeChoice::Dark,
            mistakes: MistakeDisplay::AgainstSolution,
            mistake_limit: true,
            clear_peer_notes: false,
            highlight_same_digits: true,
            highlight_follows_selection: true,
            show_timer: false,
            // Files from before the setting show outlines.
            cage_colours: false,
            language: None,
        }
    );
    let (_tmp, store) = store_with(&[("settings.json", "settings_partial.json")]);
    let s = store.load::<Settings>().unwrap().into_value().unwrap();
    assert_eq!(
        s,
        Settings {
            theme: ThemeChoice::Light,
            ..Settings::default()
        }
    );
}

#[test]
fn stats_round_trip() {
    let (tmp, store) = store_with(&[("stats.json", "stats_v1.json")]);
    let stats = store.load::<StatsFile>().unwrap().into_value().unwrap();
    assert_eq!(stats.games.len(), 14);
    // Save into another folder and read back: identical games, identical RFC 3339 dates.
    let other = Store::open(tmp.path().join("copy")).unwrap();
    other.save(&stats).unwrap();
    let back = other.load::<StatsFile>().unwrap().into_value().unwrap();
    assert_eq!(back, stats);
    assert_eq!(
        fs::read_to_string(tmp.path().join("copy/stats.json")).unwrap(),
        fs::read_to_string(fixture("stats_v1.json")).unwrap(),
        "a saved stats file is byte for byte the fixture"
    );
}

#[test]
fn any_serde_value_round_trips_with_its_own_name_and_version() {
    let (tmp, store) = store_with(&[]);
    let game = sample_game();
    store.save_json("game.json", 4, &game).unwrap();
    let store2 = Store::open(tmp.path()).unwrap();
    match store2.load_json::<GameInProgress>("game.json", 4).unwrap() {
        Loaded::Found(g) => assert_eq!(g, game),
        other => panic!("expected the game, got {other:?}"),
    }
    // The same file read by a build that only knows version 3 is a newer file.
    let store3 = Store::open(tmp.path()).unwrap();
    assert!(matches!(
        store3.load_json::<GameInProgress>("game.json", 3).unwrap(),
        Loaded::Newer {
            found: 4,
            supported: 3,
            ..
        }
    ));
    // Removing the finished game.
    store2.remove_json("game.json").unwrap();
    assert!(!tmp.path().join("game.json").exists());
    store2.remove_json("game.json").unwrap();
}

#[test]
fn older_versions_are_upgraded_on_load() {
    let (tmp, store) = store_with(&[]);
    fs::write(
        tmp.path().join("timer.json"),
        "{\"version\": 1, \"secs\": 42}",
    )
    .unwrap();
    assert_eq!(
        store.load::<Timer>().unwrap().into_value(),
        Some(Timer { millis: 42_000 })
    );
    store.save(&Timer { millis: 5 }).unwrap();
    let text = fs::read_to_string(tmp.path().join("timer.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v, serde_json::json!({"version": 2, "millis": 5}));
    // An old file the upgrade cannot read is corrupt and kept aside.
    fs::write(tmp.path().join("timer.json"), "{\"version\": 1}").unwrap();
    let store = Store::open(tmp.path()).unwrap();
    let loaded = store.load::<Timer>().unwrap();
    assert!(matches!(&loaded, Loaded::Corrupt { reason, .. } if reason.contains("no secs")));
}

#[test]
fn a_crash_before_the_rename_leaves_the_old_file() {
    let (tmp, store) = store_with(&[("settings.json", "settings_v1.json")]);
    let old = fixture_bytes("settings_v1.json");
    // A crash after the temp file was written but before the rename: the temp file holds a
    // complete new file, or a partly written one.
    let complete = sudoku_lines::storage::encode(1, &Settings::default()).unwrap();
    fs::write(tmp.path().join(".settings.json.tmp-4242-0"), &complete).unwrap();
    fs::write(
        tmp.path().join(".settings.json.tmp-4242-1"),
        &complete[..10],
    )
    .unwrap();
    let loaded = store.load::<Settings>().unwrap().into_value().unwrap();
    assert_eq!(
        loaded.theme,
        ThemeChoice::Dark,
        "the old file is read, not a temp file"
    );
    assert_eq!(fs::read(tmp.path().join("settings.json")).unwrap(), old);
    // The next start clears the leftovers and keeps the old file.
    let store = Store::open(tmp.path()).unwrap();
    assert_eq!(listing(tmp.path()), ["settings.json"]);
    assert_eq!(
        store
            .load::<Settings>()
            .unwrap()
            .into_value()
            .unwrap()
            .theme,
        ThemeChoice::Dark
    );
}

#[test]
fn a_save_replaces_the_file_and_leaves_no_temp_file() {
    let (tmp, store) = store_with(&[("settings.json", "settings_v1.json")]);
    for show_timer in [true, false, true] {
        store
            .save(&Settings {
                show_timer,
                ..Settings::default()
            })
            .unwrap();
        assert_eq!(listing(tmp.path()), ["settings.json"]);
    }
    let s = store.load::<Settings>().unwrap().into_value().unwrap();
    assert_eq!(s, Settings::default());
}

/// Every kind of unreadable file is moved aside as `stats.json.corrupt-<timestamp>` with its bytes
/// intact; the caller gets defaults and one message; the next load is silent.
#[test]
fn unreadable_files_are_moved_aside_and_reported_once() {
    let cases = [
        ("bad/truncated.json", "not valid json"),
        ("bad/empty.json", "empty"),
        ("bad/whitespace.json", "empty"),
        ("bad/garbage.json", "not valid json"),
        ("bad/wrong_type_array.json", "an array"),
        ("bad/wrong_type_string.json", "a string"),
        ("bad/wrong_field_type.json", "unexpected content"),
        ("bad/no_version.json", "no \"version\""),
        ("bad/version_not_number.json", "whole number"),
    ];
    for (fx, why) in cases {
        let (tmp, store) = store_with(&[("stats.json", fx)]);
        let loaded = store.load::<StatsFile>().unwrap();
        let Loaded::Corrupt {
            path,
            moved_to,
            reason,
        } = &loaded
        else {
            panic!("{fx}: expected corrupt, got {loaded:?}");
        };
        let (path, moved_to) = (path.clone(), moved_to.clone());
        assert!(reason.contains(why), "{fx}: {reason}");
        assert_eq!(path, tmp.path().join("stats.json"));
        let moved_name = moved_to.file_name().unwrap().to_str().unwrap();
        let stamp = moved_name.strip_prefix("stats.json.corrupt-").unwrap();
        assert_eq!(stamp.len(), "20261130T025109Z".len(), "{moved_name}");
        assert!(
            stamp.ends_with('Z') && stamp.as_bytes()[8] == b'T',
            "{moved_name}"
        );
        assert_eq!(
            fs::read(&moved_to).unwrap(),
            fixture_bytes(fx),
            "{fx}: bytes kept"
        );
        assert!(!path.exists());
        let notice = loaded.notice().unwrap();
        assert!(
            notice.contains("could not be read") && notice.contains(moved_name),
            "{notice}"
        );
        let (value, _) = loaded.or_default();
        assert_eq!(value, StatsFile::default());
        // Told once: the next start finds no file.
        assert!(matches!(
            store.load::<StatsFile>().unwrap(),
            Loaded::Missing
        ));
        // Saving works again and does not touch the kept file.
        store.save(&StatsFile::default()).unwrap();
        assert_eq!(fs::read(&moved_to).unwrap(), fixture_bytes(fx));
        assert_eq!(
            listing(tmp.path()),
            ["stats.json".to_string(), moved_name.to_string()]
        );
    }
}

#[test]
fn two_corrupt_files_in_the_same_second_keep_both() {
    let (tmp, store) = store_with(&[("stats.json", "bad/empty.json")]);
    let first = store.load::<StatsFile>().unwrap();
    fs::copy(fixture("bad/garbage.json"), tmp.path().join("stats.json")).unwrap();
    let second = store.load::<StatsFile>().unwrap();
    let (Loaded::Corrupt { moved_to: a, .. }, Loaded::Corrupt { moved_to: b, .. }) =
        (first, second)
    else {
        panic!("expected two corrupt loads");
    };
    assert_ne!(a, b);
    assert_eq!(fs::read(&a).unwrap(), fixture_bytes("bad/empty.json"));
    assert_eq!(fs::read(&b).unwrap(), fixture_bytes("bad/garbage.json"));
}

#[test]
fn a_file_from_a_newer_version_is_never_overwritten() {
    let original = fixture_bytes("future_version.json");
    let (tmp, store) = store_with(&[("stats.json", "future_version.json")]);
    let path = tmp.path().join("stats.json");
    let loaded = store.load::<StatsFile>().unwrap();
    assert!(matches!(
        loaded,
        Loaded::Newer {
            found: 99,
            supported: 1,
            ..
        }
    ));
    let notice = loaded.notice().unwrap();
    assert!(
        notice.contains("newer version") && notice.contains("cannot be read"),
        "{notice}"
    );
    assert_eq!(loaded.or_default().0, StatsFile::default());
    assert!(store.is_protected("stats.json"));
    // Saves and removal are refused with a message the UI can show; the file is untouched.
    let err = store.save(&StatsFile::default()).unwrap_err();
    assert!(matches!(
        err,
        StorageError::Newer {
            found: 99,
            supported: 1,
            ..
        }
    ));
    let msg = err.to_string();
    assert!(
        msg.contains("newer version") && msg.contains("cannot be saved over"),
        "{msg}"
    );
    assert!(matches!(
        store.remove_json("stats.json"),
        Err(StorageError::Newer { .. })
    ));
    assert!(
        store
            .save_json("stats.json", 1, &StatsFile::default())
            .is_err()
    );
    assert_eq!(fs::read(&path).unwrap(), original);
    // Loading again says the same and still changes nothing.
    assert!(matches!(
        store.load::<StatsFile>().unwrap(),
        Loaded::Newer { .. }
    ));
    assert_eq!(fs::read(&path).unwrap(), original);
    assert_eq!(listing(tmp.path()), ["stats.json"]);
}

#[test]
fn a_save_without_a_load_checks_the_file_first() {
    // Newer file, never loaded by this store: still protected.
    let (tmp, store) = store_with(&[("stats.json", "future_version.json")]);
    assert!(matches!(
        store.save(&StatsFile::default()),
        Err(StorageError::Newer { found: 99, .. })
    ));
    assert_eq!(
        fs::read(tmp.path().join("stats.json")).unwrap(),
        fixture_bytes("future_version.json")
    );
    // Unreadable file, never loaded: kept aside, then replaced.
    let (tmp, store) = store_with(&[("stats.json", "bad/truncated.json")]);
    store.save(&StatsFile::default()).unwrap();
    let names = listing(tmp.path());
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(names[0] == "stats.json" && names[1].starts_with("stats.json.corrupt-"));
    assert_eq!(
        fs::read(tmp.path().join(&names[1])).unwrap(),
        fixture_bytes("bad/truncated.json")
    );
    // Same-version file, never loaded: simply replaced.
    let (tmp, store) = store_with(&[("settings.json", "settings_v1.json")]);
    store.save(&Settings::default()).unwrap();
    assert_eq!(listing(tmp.path()), ["settings.json"]);
}

#[test]
fn a_folder_that_cannot_be_created_is_an_error() {
    // Tests run with full rights, so permissions cannot block writes; a path whose parent is a
    // regular file fails for everyone.
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("not-a-folder");
    fs::write(&file, "x").unwrap();
    let err = Store::open(file.join("data")).unwrap_err();
    assert!(matches!(err, StorageError::CreateDir { .. }));
    let msg = err.to_string();
    assert!(msg.starts_with("cannot create the data folder "), "{msg}");
    assert!(msg.contains("not-a-folder"), "{msg}");
    // The data folder itself being a file is refused too.
    assert!(matches!(
        Store::open(&file),
        Err(StorageError::CreateDir { .. })
    ));
}

#[test]
fn a_write_error_is_returned_and_changes_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("data");
    let store = Store::open(&dir).unwrap();
    store.save(&Settings::default()).unwrap();
    // The folder disappears and a regular file takes its place: every write now fails.
    fs::remove_dir_all(&dir).unwrap();
    fs::write(&dir, "in the way").unwrap();
    let s = Settings {
        theme: ThemeChoice::Dark,
        ..Settings::default()
    };
    let err = store.save(&s).unwrap_err();
    assert!(matches!(err, StorageError::Write { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(
        msg.starts_with("cannot save ") && msg.contains("settings.json"),
        "{msg}"
    );
    let os_part = msg.rsplit(": ").next().unwrap();
    assert!(
        os_part.starts_with(char::is_lowercase),
        "lowercase message: {msg}"
    );
    assert_eq!(fs::read_to_string(&dir).unwrap(), "in the way");
    // The caller still has its value; once the folder is back, the same save works.
    fs::remove_file(&dir).unwrap();
    fs::create_dir(&dir).unwrap();
    store.save(&s).unwrap();
    assert_eq!(store.load::<Settings>().unwrap().into_value(), Some(s));
}

#[test]
fn a_file_that_cannot_be_read_is_left_alone() {
    let (tmp, store) = store_with(&[]);
    // A folder where the file should be: reading fails without it being "corrupt".
    fs::create_dir(tmp.path().join("stats.json")).unwrap();
    fs::write(tmp.path().join("stats.json/keep"), "x").unwrap();
    let err = store.load::<StatsFile>().unwrap_err();
    assert!(matches!(err, StorageError::Read { .. }), "{err:?}");
    assert!(err.to_string().starts_with("cannot read "));
    assert!(store.is_protected("stats.json"));
    assert!(matches!(
        store.save(&StatsFile::default()),
        Err(StorageError::Unreadable { .. })
    ));
    assert!(tmp.path().join("stats.json/keep").is_file());
}

#[test]
fn file_names_must_be_plain() {
    let (_tmp, store) = store_with(&[]);
    for bad in ["", ".hidden", "../x.json", "a/b.json", "a\\b.json"] {
        assert!(
            matches!(
                store.save_json(bad, 1, &Settings::default()),
                Err(StorageError::BadName { .. })
            ),
            "{bad:?}"
        );
        assert!(matches!(
            store.load_json::<Settings>(bad, 1),
            Err(StorageError::BadName { .. })
        ));
    }
}

#[test]
fn values_that_are_not_objects_are_refused() {
    let (tmp, store) = store_with(&[]);
    let err = store.save_json("list.json", 1, &vec![1, 2, 3]).unwrap_err();
    assert!(matches!(err, StorageError::Encode { .. }));
    assert!(listing(tmp.path()).is_empty());
}

#[test]
fn write_atomic_replaces_any_path() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("export.json");
    sudoku_lines::storage::write_atomic(&path, b"one").unwrap();
    sudoku_lines::storage::write_atomic(&path, b"two").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"two");
    assert_eq!(listing(tmp.path()), ["export.json"]);
    let blocked = tmp.path().join("export.json").join("x.json");
    assert!(sudoku_lines::storage::write_atomic(&blocked, b"three").is_err());
    assert_eq!(fs::read(&path).unwrap(), b"two");
}

#[test]
fn a_file_can_be_kept_aside_on_request() {
    let (tmp, store) = store_with(&[("settings.json", "settings_v1.json")]);
    assert!(store.load::<Settings>().unwrap().into_value().is_some());
    let moved = store.keep_aside("settings.json").unwrap();
    assert_eq!(fs::read(&moved).unwrap(), fixture_bytes("settings_v1.json"));
    assert!(matches!(store.load::<Settings>().unwrap(), Loaded::Missing));
    store.save(&Settings::default()).unwrap();
    assert_eq!(listing(tmp.path()).len(), 2);
    assert!(store.keep_aside("game.json").is_err(), "nothing to move");
    // A protected file stays where it is.
    let (_tmp, store) = store_with(&[("stats.json", "future_version.json")]);
    assert!(matches!(
        store.load::<StatsFile>().unwrap(),
        Loaded::Newer { .. }
    ));
    assert!(matches!(
        store.keep_aside("stats.json"),
        Err(StorageError::Newer { .. })
    ));
}

#[test]
fn a_file_unreadable_at_first_is_kept_aside_once_it_can_be_read() {
    let (tmp, store) = store_with(&[]);
    let path = tmp.path().join("settings.json");
    fs::create_dir(&path).unwrap();
    assert!(store.load::<Settings>().is_err());
    assert!(matches!(
        store.save(&Settings::default()),
        Err(StorageError::Unreadable { .. })
    ));
    // The folder goes and a file this store never read takes its place: the next save keeps
    // that file aside instead of writing over it.
    fs::remove_dir(&path).unwrap();
    fs::copy(fixture("settings_v1.json"), &path).unwrap();
    store.save(&Settings::default()).unwrap();
    let names = listing(tmp.path());
    assert_eq!(names.len(), 2, "{names:?}");
    assert_eq!(
        fs::read(tmp.path().join(&names[1])).unwrap(),
        fixture_bytes("settings_v1.json")
    );
    // Gone altogether: the save simply writes.
    let (tmp, store) = store_with(&[]);
    fs::create_dir(tmp.path().join("stats.json")).unwrap();
    assert!(store.load::<StatsFile>().is_err());
    fs::remove_dir(tmp.path().join("stats.json")).unwrap();
    store.save(&StatsFile::default()).unwrap();
    assert_eq!(listing(tmp.path()), ["stats.json"]);
}

#[test]
fn the_second_store_to_claim_a_folder_is_read_only() {
    use sudoku_lines::storage::Claim;
    let tmp = tempfile::tempdir().unwrap();
    fs::copy(
        fixture("settings_v1.json"),
        tmp.path().join("settings.json"),
    )
    .unwrap();
    fs::copy(fixture("bad/truncated.json"), tmp.path().join("stats.json")).unwrap();
    let mut first = Store::open(tmp.path()).unwrap();
    assert_eq!(first.claim(), Claim::Owner);
    assert!(!first.is_read_only());
    // A save under way in the first copy: its temp file is not cleaned up by the second.
    let temp = tmp.path().join(".settings.json.tmp-1-0");
    fs::write(&temp, "partly written").unwrap();
    let mut second = Store::open(tmp.path()).unwrap();
    assert!(temp.exists(), "another copy's save under way is left alone");
    assert_eq!(second.claim(), Claim::Taken);
    assert!(second.is_read_only());
    // It reads, and changes nothing: no save, no removal, no file moved aside.
    assert!(second.load::<Settings>().unwrap().into_value().is_some());
    assert!(matches!(
        second.load::<StatsFile>(),
        Err(StorageError::ReadOnly { .. })
    ));
    assert!(matches!(
        second.save(&Settings::default()),
        Err(StorageError::ReadOnly { .. })
    ));
    assert!(matches!(
        second.remove_json("settings.json"),
        Err(StorageError::ReadOnly { .. })
    ));
    assert!(second.keep_aside("settings.json").is_err());
    assert_eq!(
        fs::read(tmp.path().join("stats.json")).unwrap(),
        fixture_bytes("bad/truncated.json")
    );
    // Once the first is gone, the folder can be claimed (and its leftovers cleaned) again.
    drop(first);
    drop(second);
    let mut third = Store::open(tmp.path()).unwrap();
    assert!(!temp.exists());
    assert_eq!(third.claim(), Claim::Owner);
}
