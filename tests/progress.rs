//! The player's progress with the techniques: the counting and mastery rules, its file
//! (`progress.json`: round trip, unknown names kept, corrupt and newer files), and its trip
//! through a statistics export and import (idempotent, into empty and old-format folders), by the
//! store's functions and through the app's services.
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fs;
use std::path::{Path, PathBuf};
use sudoku_lines::app::Services;
use sudoku_lines::stats::{
    Counts, Finding, ImportError, PROGRESS_NAME, Progress, StatsFile, export_stats, import_games,
};
use sudoku_lines::storage::{self, Loaded, Store, Versioned};
use sudoku_lines::sudoku::Technique;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/storage")
        .join(name)
}

/// A folder holding the old-format statistics fixture (`stats_v1.json`) and no progress.
fn old_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(fixture("stats_v1.json"), dir.path().join("stats.json")).unwrap();
    dir
}

fn record(p: &mut Progress, t: Technique, outcome: Finding, times: usize) {
    for _ in 0..times {
        p.record(t, outcome);
    }
}

/// Progress on one device: hidden singles mastered, pointing half way, an x-wing missed.
fn sample(device: &str) -> Progress {
    let mut p = Progress::for_device(device);
    record(
        &mut p,
        Technique::HiddenSingleBox,
        Finding::PracticeUnaided,
        3,
    );
    record(&mut p, Technique::HiddenSingleBox, Finding::GameUnaided, 4);
    record(&mut p, Technique::HiddenSingleBox, Finding::GameHinted, 1);
    record(&mut p, Technique::Pointing, Finding::PracticeUnaided, 2);
    record(&mut p, Technique::XWing, Finding::PracticeMissed, 1);
    p
}

fn corrupt_copies(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.contains(".corrupt-"))
        .collect();
    names.sort();
    names
}

fn notices(s: &mut Services) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(n) = s.current_notice() {
        out.push(n.to_string());
        s.dismiss_notice();
    }
    out
}

#[test]
fn counts_mastery_and_the_suggestion_follow_the_ladder() {
    let mut p = Progress::default();
    assert!(p.is_empty());
    assert_eq!(p.mastered_count(), 0);
    assert_eq!(p.suggest_next(), Some(Technique::HiddenSingleBox));
    record(
        &mut p,
        Technique::HiddenSingleBox,
        Finding::PracticeUnaided,
        4,
    );
    assert!(!p.mastered(Technique::HiddenSingleBox));
    // The fifth unaided find, in a real game, masters it.
    p.record(Technique::HiddenSingleBox, Finding::GameUnaided);
    assert!(p.mastered(Technique::HiddenSingleBox));
    assert!(
        !p.device().is_empty(),
        "a device id is given at the first count"
    );
    assert_eq!(p.suggest_next(), Some(Technique::HiddenSingleLine));
    // Two hints are too many for five finds, a sixth unaided find makes up for them.
    record(&mut p, Technique::HiddenSingleLine, Finding::GameUnaided, 5);
    record(
        &mut p,
        Technique::HiddenSingleLine,
        Finding::PracticeHinted,
        2,
    );
    assert!(!p.mastered(Technique::HiddenSingleLine));
    assert_eq!(p.suggest_next(), Some(Technique::HiddenSingleLine));
    p.record(Technique::HiddenSingleLine, Finding::PracticeUnaided);
    assert!(p.mastered(Technique::HiddenSingleLine));
    assert_eq!(p.mastered_count(), 2);
    assert_eq!(p.suggest_next(), Some(Technique::NakedSingle));
    // A later technique mastered out of order does not change the suggestion.
    record(&mut p, Technique::XWing, Finding::PracticeUnaided, 5);
    assert_eq!(p.mastered_count(), 3);
    assert_eq!(p.suggest_next(), Some(Technique::NakedSingle));
    // The summaries, in ladder order, with what the ladder shows.
    let rows = p.summaries();
    assert_eq!(rows.len(), Technique::all().len());
    assert_eq!(rows[0].technique, Technique::HiddenSingleBox);
    assert_eq!(rows[1].text(), "found 8 · 2 with hint");
    assert!(rows[1].mastered);
    assert_eq!(
        p.of(Technique::NakedSingle).text(),
        "not found yet".to_string()
    );
    assert_eq!(
        p.counts(Technique::HiddenSingleLine),
        Counts {
            practice_unaided: 1,
            practice_hinted: 2,
            game_unaided: 5,
            ..Counts::default()
        }
    );
    // Every technique mastered: nothing left to suggest.
    for t in Technique::all() {
        record(&mut p, t, Finding::PracticeUnaided, 5);
    }
    assert_eq!(p.mastered_count(), Technique::all().len());
    assert_eq!(p.suggest_next(), None);
}

#[test]
fn the_file_round_trips_and_keeps_techniques_it_does_not_know() {
    let p = sample("phone");
    let bytes = storage::encode(Progress::VERSION, &p).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.starts_with("{\n  \"version\": 1,"), "{text}");
    assert!(
        text.contains("\"hidden single (box)\""),
        "keyed by name: {text}"
    );
    assert_eq!(storage::decode::<Progress>(&bytes).unwrap(), p);

    // A newer version's technique is kept, merged and written back, but never shown.
    let future = r#"{"version":1,"device":"tablet","devices":{"tablet":{
        "hidden single (box)":{"practice_unaided":2},
        "quantum fish":{"practice_unaided":9,"game_hinted":1}}}}"#;
    let mut read = storage::decode::<Progress>(future.as_bytes()).unwrap();
    assert_eq!(read.counts_named("quantum fish").practice_unaided, 9);
    assert_eq!(read.counts(Technique::HiddenSingleBox).practice_unaided, 2);
    assert!(read.names().contains(&"quantum fish"));
    read.record(Technique::Pointing, Finding::GameUnaided);
    let again = storage::decode::<Progress>(&storage::encode(1, &read).unwrap()).unwrap();
    assert_eq!(again.counts_named("quantum fish").game_hinted, 1);
    assert_eq!(again.device(), "tablet");
    assert_eq!(again.summaries().len(), Technique::all().len());
}

#[test]
fn merging_takes_the_larger_count_per_device_so_it_is_idempotent() {
    let phone = sample("phone");
    let mut tablet = Progress::for_device("tablet");
    record(
        &mut tablet,
        Technique::HiddenSingleBox,
        Finding::PracticeUnaided,
        2,
    );
    let mut merged = tablet.clone();
    assert!(merged.merge(&phone));
    // Two devices add up.
    assert_eq!(
        merged.counts(Technique::HiddenSingleBox).practice_unaided,
        5
    );
    assert_eq!(merged.device(), "tablet");
    // The same import again changes nothing.
    let once = merged.clone();
    assert!(!merged.merge(&phone));
    assert_eq!(merged, once);
    // A later export of the phone, with more counted, raises only the phone's counts.
    let mut later = phone.clone();
    later.record(Technique::HiddenSingleBox, Finding::PracticeUnaided);
    assert!(merged.merge(&later));
    assert_eq!(
        merged.counts(Technique::HiddenSingleBox).practice_unaided,
        6
    );
}

#[test]
fn old_statistics_and_old_exports_read_unchanged() {
    let bytes = fs::read(fixture("stats_v1.json")).unwrap();
    let old = StatsFile::from_json(&bytes).unwrap();
    assert!(old.progress.is_empty());
    assert!(!old.games.is_empty());
    // An export without progress is exactly the old format: no "progress" key.
    let export = String::from_utf8(old.to_json().unwrap()).unwrap();
    assert!(!export.contains("progress"), "{export}");
    assert_eq!(StatsFile::from_json(export.as_bytes()).unwrap(), old);
    // The app's file of a folder reads as before.
    let dir = old_folder();
    let store = Store::open(dir.path()).unwrap();
    let Loaded::Found(file) = store.load::<StatsFile>().unwrap() else {
        panic!("stats.json loads");
    };
    assert_eq!(file.games, old.games);

    // With progress, the export carries it as a versioned object of its own...
    let mut with = old.clone();
    with.progress = sample("phone");
    let export = with.to_json().unwrap();
    let value: serde_json::Value = serde_json::from_slice(&export).unwrap();
    assert_eq!(value["version"], 1);
    assert_eq!(value["progress"]["version"], 1);
    assert_eq!(StatsFile::from_json(&export).unwrap(), with);
    // ... and the store never writes it into stats.json, nor reads it from there.
    store.save(&with).unwrap();
    let on_disk = fs::read_to_string(dir.path().join("stats.json")).unwrap();
    assert!(!on_disk.contains("progress"));
    fs::write(dir.path().join("stats.json"), &export).unwrap();
    let Loaded::Found(file) = Store::open(dir.path())
        .unwrap()
        .load::<StatsFile>()
        .unwrap()
    else {
        panic!("an export read as stats.json loads");
    };
    assert!(file.progress.is_empty());
    assert_eq!(file.games, with.games);
}

#[test]
fn an_export_with_bad_or_newer_progress_is_refused_and_changes_nothing() {
    let mut with = StatsFile::from_json(&fs::read(fixture("stats_v1.json")).unwrap()).unwrap();
    with.progress = sample("phone");
    let export = String::from_utf8(with.to_json().unwrap()).unwrap();
    let newer = export.replacen(
        "\"version\": 1,\n    \"device\"",
        "\"version\": 7,\n    \"device\"",
        1,
    );
    assert_ne!(newer, export);
    assert!(matches!(
        StatsFile::from_json(newer.as_bytes()),
        Err(ImportError::Newer { found: 7, .. })
    ));
    let bad = export.replacen("\"practice_unaided\": 3", "\"practice_unaided\": -3", 1);
    assert_ne!(bad, export);
    let err = StatsFile::from_json(bad.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(err.contains("its progress cannot be read"), "{err}");
}

#[test]
fn export_and_import_carry_progress_into_an_empty_folder_and_twice_into_one() {
    // The source folder: games and progress.
    let source = old_folder();
    let store = Store::open(source.path()).unwrap();
    store.save(&sample("phone")).unwrap();
    let (export, games) = export_stats(&store).unwrap();
    assert!(games > 0);
    let incoming = StatsFile::from_json(&export).unwrap();
    assert_eq!(incoming.progress, sample("phone"));

    // Into an empty folder: the games and the progress.
    let empty = tempfile::tempdir().unwrap();
    let target = Store::open(empty.path()).unwrap();
    let outcome = import_games(&target, incoming.clone()).unwrap();
    assert_eq!(outcome.report.added, games);
    assert!(outcome.progress);
    let Loaded::Found(progress) = target.load::<Progress>().unwrap() else {
        panic!("progress.json written");
    };
    assert_eq!(
        progress.counts(Technique::HiddenSingleBox),
        sample("phone").counts(Technique::HiddenSingleBox)
    );
    let bytes = fs::read(empty.path().join(PROGRESS_NAME)).unwrap();

    // The same export again: nothing changes, not even the file.
    let outcome = import_games(&target, incoming.clone()).unwrap();
    assert_eq!(outcome.report.added, 0);
    assert!(!outcome.progress);
    assert_eq!(fs::read(empty.path().join(PROGRESS_NAME)).unwrap(), bytes);

    // And the folder exports it back as it came.
    let (again, _) = export_stats(&target).unwrap();
    assert_eq!(StatsFile::from_json(&again).unwrap().progress, progress);
}

#[test]
fn an_export_with_progress_imports_into_an_old_format_folder() {
    let with = StatsFile {
        progress: sample("phone"),
        ..StatsFile::default()
    };
    let dir = old_folder();
    let before = fs::read(dir.path().join("stats.json")).unwrap();
    let store = Store::open(dir.path()).unwrap();
    let outcome = import_games(&store, with).unwrap();
    assert_eq!(outcome.report.added, 0);
    assert!(outcome.progress);
    // The games are untouched; the progress has its own new file.
    assert_eq!(fs::read(dir.path().join("stats.json")).unwrap(), before);
    assert!(dir.path().join(PROGRESS_NAME).exists());
}

#[test]
fn the_app_records_saves_exports_and_imports_progress() {
    let home = tempfile::tempdir().unwrap();
    let mut s = Services::open(Some(home.path().to_path_buf()));
    assert!(s.progress().is_empty());
    for _ in 0..5 {
        assert!(s.record_progress(Technique::HiddenSingleBox, Finding::GameUnaided));
    }
    assert!(s.record_progress(Technique::Pointing, Finding::PracticeHinted));
    assert!(s.progress().mastered(Technique::HiddenSingleBox));
    // On disk at once, and read back by the next start.
    drop(s);
    let s = Services::open(Some(home.path().to_path_buf()));
    assert_eq!(
        s.progress().counts(Technique::HiddenSingleBox).game_unaided,
        5
    );
    assert_eq!(
        s.progress().suggest_next(),
        Some(Technique::HiddenSingleLine)
    );
    // The app's export (the settings screen exports the history it holds) carries it.
    let export = s.stats().to_json().unwrap();
    let incoming = StatsFile::from_json(&export).unwrap();
    assert_eq!(&incoming.progress, s.progress());
    drop(s);

    // Imported into another folder, twice: counted once.
    let other = tempfile::tempdir().unwrap();
    let mut t = Services::open(Some(other.path().to_path_buf()));
    t.record_progress(Technique::HiddenSingleBox, Finding::PracticeUnaided);
    t.merge_stats(incoming.clone());
    t.merge_stats(incoming);
    let c = t.progress().counts(Technique::HiddenSingleBox);
    assert_eq!((c.game_unaided, c.practice_unaided), (5, 1));
    drop(t);
    let t = Services::open(Some(other.path().to_path_buf()));
    assert_eq!(t.progress().counts(Technique::HiddenSingleBox).found(), 6);
}

#[test]
fn a_corrupt_progress_file_keeps_the_statistics_and_is_recovered() {
    let dir = old_folder();
    let games = StatsFile::from_json(&fs::read(dir.path().join("stats.json")).unwrap())
        .unwrap()
        .games;
    fs::write(
        dir.path().join(PROGRESS_NAME),
        b"{\"version\":1,\"devices\":[tr",
    )
    .unwrap();
    let mut s = Services::open(Some(dir.path().to_path_buf()));
    assert_eq!(s.stats().games, games, "the statistics are all there");
    assert!(s.progress().is_empty());
    let said = notices(&mut s);
    assert!(
        said.iter()
            .any(|n| n.contains(PROGRESS_NAME) && n.contains("kept as")),
        "{said:?}"
    );
    let kept = corrupt_copies(dir.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(kept[0].starts_with("progress.json.corrupt-"));
    // Counting again starts a fresh file; the bad one stays aside.
    assert!(s.record_progress(Technique::NakedSingle, Finding::PracticeUnaided));
    drop(s);
    let s = Services::open(Some(dir.path().to_path_buf()));
    assert_eq!(s.progress().counts(Technique::NakedSingle).found(), 1);
    assert_eq!(s.stats().games, games);
    assert_eq!(corrupt_copies(dir.path()), kept);
    // The command line's export works beside a bad progress file too.
    drop(s);
    fs::write(dir.path().join(PROGRESS_NAME), b"").unwrap();
    let (export, n) = export_stats(&Store::open(dir.path()).unwrap()).unwrap();
    assert_eq!(n, games.len());
    assert!(StatsFile::from_json(&export).unwrap().progress.is_empty());
}

#[test]
fn a_newer_progress_file_is_left_alone() {
    let dir = old_folder();
    let newer = b"{\"version\": 9, \"devices\": {\"x\": 1}}\n";
    fs::write(dir.path().join(PROGRESS_NAME), newer).unwrap();
    let mut s = Services::open(Some(dir.path().to_path_buf()));
    assert!(!s.stats().games.is_empty());
    assert!(notices(&mut s).iter().any(|n| n.contains("newer version")));
    // Counted in memory, never written over the newer file.
    assert!(!s.record_progress(Technique::NakedSingle, Finding::PracticeUnaided));
    drop(s);
    assert_eq!(fs::read(dir.path().join(PROGRESS_NAME)).unwrap(), newer);
    // Exports and imports of progress refuse to go past it; the games are untouched.
    let store = Store::open(dir.path()).unwrap();
    assert!(export_stats(&store).is_err());
    let with = StatsFile {
        progress: sample("phone"),
        ..StatsFile::default()
    };
    assert!(import_games(&store, with).is_err());
    assert_eq!(fs::read(dir.path().join(PROGRESS_NAME)).unwrap(), newer);
}

#[test]
fn a_read_only_copy_never_writes_progress() {
    let dir = tempfile::tempdir().unwrap();
    let owner = Services::open(Some(dir.path().to_path_buf()));
    let mut second = Services::open(Some(dir.path().to_path_buf()));
    assert!(second.read_only());
    assert!(!second.record_progress(Technique::NakedSingle, Finding::GameUnaided));
    assert!(!dir.path().join(PROGRESS_NAME).exists());
    drop((owner, second));
}
