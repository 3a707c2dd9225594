//! The data folder: newer and unreadable files, failing saves and their retries, a long history.

use super::*;
use crate::stats::GameRecord;

#[test]
fn a_huge_version_in_any_file_is_newer_and_left_untouched() {
    let fixture = |name: &str| {
        std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/fixtures/saves_v1")
                .join(name),
        )
        .unwrap()
    };
    for huge in ["99999999999999999999999", "1e30"] {
        let dir = tempfile::tempdir().unwrap();
        let with_version =
            |text: String| text.replacen("\"version\": 1", &format!("\"version\": {huge}"), 1);
        let files = [
            ("game.json", with_version(fixture("game.json"))),
            ("lines.json", with_version(fixture("lines.json"))),
            (
                "settings.json",
                format!("{{\"version\": {huge}, \"theme\": \"dark\"}}"),
            ),
            (
                "stats.json",
                format!("{{\"version\": {huge}, \"games\": []}}"),
            ),
        ];
        for (name, text) in &files {
            assert!(text.contains(huge), "{name}");
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        let mut m = model(dir.path());
        let notices = drain_notices(&mut m);
        assert_eq!(
            notices
                .iter()
                .filter(|n| n.contains("newer version"))
                .count(),
            4,
            "{huge}: {notices:?}"
        );
        // Playing, finishing, changing a setting: none of the newer files is written over.
        m.start(fixed(Level::Easy, 0).unwrap());
        play_one(&mut m);
        solve(&mut m);
        m.change_setting(SettingChange::ShowTimer(false));
        m.new_lines(3);
        drop(m);
        for (name, text) in &files {
            assert_eq!(
                &std::fs::read_to_string(dir.path().join(name)).unwrap(),
                text,
                "{huge}: {name} is left in place"
            );
        }
        assert!(
            corrupt_copies(dir.path()).is_empty(),
            "{huge}: nothing is moved aside"
        );
        // An export with such a version is refused as newer, not as broken.
        let export = format!("{{\"version\": {huge}, \"games\": []}}");
        assert!(matches!(
            StatsFile::from_json(export.as_bytes()),
            Err(crate::stats::ImportError::Newer { .. })
        ));
    }
}

#[test]
fn a_history_with_an_empty_id_is_refused_the_same_way_loaded_or_imported() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
    solve(&mut m);
    drop(m);
    // Opened again: the win is folded from the journal into stats.json.
    drop(model(dir.path()));
    let good = std::fs::read_to_string(dir.path().join("stats.json")).unwrap();
    let mut doc: serde_json::Value = serde_json::from_str(&good).unwrap();
    doc["games"][0]["id"] = "".into();
    let bad = serde_json::to_vec_pretty(&doc).unwrap();
    // Imported: refused, naming the game.
    let import_error = StatsFile::from_json(&bad).unwrap_err().to_string();
    assert_eq!(
        import_error,
        "game 1 in the statistics file (id \"\") is not valid: the id is empty"
    );
    // The app's own file: the same check, the same words; the file is kept aside unchanged.
    std::fs::write(dir.path().join("stats.json"), &bad).unwrap();
    let mut m = model(dir.path());
    assert!(m.services().stats().games.is_empty());
    let notices = drain_notices(&mut m);
    assert!(
        notices.iter().any(|n| n.contains(&import_error)),
        "{notices:?}"
    );
    let kept = corrupt_copies(dir.path());
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(dir.path().join(&kept[0])).unwrap(), bad);
    // And what the app loads can always be imported back.
    let other = tempfile::tempdir().unwrap();
    std::fs::write(other.path().join("stats.json"), &good).unwrap();
    let m = model(other.path());
    let export = m.services().stats().to_json().unwrap();
    assert_eq!(
        StatsFile::from_json(&export).unwrap(),
        *m.services().stats()
    );
}

#[test]
fn failing_saves_are_told_once_retried_and_told_when_they_work_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
    place(&mut m, 0);
    assert!(drain_notices(&mut m).is_empty());
    // The game's file cannot be written: a folder stands where it goes.
    let game_json = dir.path().join("game.json");
    std::fs::remove_file(&game_json).unwrap();
    std::fs::create_dir(&game_json).unwrap();
    std::fs::write(game_json.join("keep"), "x").unwrap();
    for k in 1..6 {
        place(&mut m, k);
    }
    let told = drain_notices(&mut m);
    assert_eq!(told.len(), 1, "one notice for many failed saves: {told:?}");
    assert!(told[0].contains("could not be saved"), "{told:?}");
    assert_eq!(m.save_status(), SaveStatus::NotSaved);
    assert_eq!(m.save_status().text(), "Not saved");
    // More moves and retries while it still fails: quiet.
    place(&mut m, 6);
    m.autosave();
    m.set_active(false);
    m.set_active(true);
    assert!(drain_notices(&mut m).is_empty());
    assert_eq!(m.save_status(), SaveStatus::NotSaved);
    // The folder goes: the next autosave writes the game, and says so once.
    std::fs::remove_dir_all(&game_json).unwrap();
    m.open(Screen::Settings);
    m.autosave();
    assert_eq!(m.save_status(), SaveStatus::Saved);
    assert_eq!(drain_notices(&mut m), [SAVED_AGAIN_NOTICE.to_string()]);
    let saved = saved_game(dir.path()).unwrap();
    assert_eq!(
        saved.history.moves.len(),
        m.game().session().unwrap().n_moves()
    );
    m.autosave();
    assert!(drain_notices(&mut m).is_empty());

    // The statistics fail the same way, and a win waits in memory until they can be written.
    std::fs::create_dir(dir.path().join("stats.json")).unwrap();
    m.open(Screen::Game);
    assert_eq!(solve(&mut m), Outcome::Won);
    assert_eq!(m.save_status(), SaveStatus::NotSaved);
    assert_eq!(drain_notices(&mut m).len(), 1);
    m.autosave();
    assert!(drain_notices(&mut m).is_empty());
    std::fs::remove_dir(dir.path().join("stats.json")).unwrap();
    m.autosave();
    assert_eq!(m.save_status(), SaveStatus::Saved);
    assert_eq!(drain_notices(&mut m), [SAVED_AGAIN_NOTICE.to_string()]);
    assert_eq!(stats_on_disk(dir.path()).games.len(), 1);
    drop(m);
    let m = model(dir.path());
    assert_eq!(m.services().stats().games.len(), 1, "counted once");
    assert!(!dir.path().join("game.json").exists());
}

#[test]
fn a_long_history_loads_off_the_first_frame_and_its_views_follow_new_games() {
    let dir = tempfile::tempdir().unwrap();
    let at = chrono::DateTime::parse_from_rfc3339("2025-01-01T10:00:00+00:00").unwrap();
    let games: Vec<GameRecord> = (0..6000)
        .map(|i| GameRecord {
            id: format!("g{i:05}"),
            finished_at: at + chrono::Duration::minutes(i),
            mode: crate::puzzle::Mode::Sudoku,
            difficulty: "easy".into(),
            seconds: 100 + (i as u64 * 7919) % 500,
            won: true,
            mistakes: 0,
            hints: 0,
            counts_for_records: true,
            flips: None,
            started_at: None,
            origin: None,
        })
        .collect();
    let history = StatsFile::from_games(games);
    crate::storage::Store::open(dir.path())
        .unwrap()
        .save(&history)
        .unwrap();
    assert!(
        std::fs::metadata(dir.path().join("stats.json"))
            .unwrap()
            .len()
            > ledger::LOAD_IN_BACKGROUND_ABOVE
    );
    // The worker is held back until the model is made: if making it (the settings, the game in
    // progress, the puzzle supply) waited for the history, it would still be loading it after
    // the gate's patience, and the history would no longer be loading below.
    let (open, gate) = std::sync::mpsc::channel::<()>();
    let services = Services::open_with(
        Some(dir.path().to_path_buf()),
        true,
        Some(Box::new(move || {
            let _ = gate.recv_timeout(std::time::Duration::from_secs(20));
        })),
    );
    let mut m = AppModel::with_services(services, Arc::new(fixed));
    m.open(Screen::Home);
    m.autosave();
    assert!(
        m.services().stats_loading(),
        "the app model waited for the history"
    );
    open.send(()).unwrap();
    m.open(Screen::Stats);
    let view = m.stats().view(m.services());
    assert!(!m.services().stats_loading());
    assert_eq!(view.numbers[0].value, "6000");
    assert!(
        view.dots.len() <= stats::MAX_DOTS + view.records.len(),
        "{}",
        view.dots.len()
    );
    assert_eq!(view, easy_view(&m));
    // A new game is in the view at once (the easy tab's view is made again).
    m.start(fixed(Level::Easy, 0).unwrap());
    solve(&mut m);
    let view = m.stats().view(m.services());
    assert_eq!(view.numbers[0].value, "6001");
    assert_eq!(view, easy_view(&m));
    drop(m);
    assert_eq!(stats_on_disk(dir.path()).games.len(), 6001);
    // Opened again, the journal is folded in when the history is loaded.
    let m = model(dir.path());
    assert_eq!(m.services().stats().games.len(), 6001);
    drop(m);
    assert!(!dir.path().join(crate::stats::JOURNAL_NAME).exists());

    // A long file that cannot be read is told about once it has been looked at.
    let mut text = std::fs::read(dir.path().join("stats.json")).unwrap();
    text.truncate(text.len() - 10);
    std::fs::write(dir.path().join("stats.json"), &text).unwrap();
    let mut m = model(dir.path());
    assert!(m.services().stats().games.is_empty());
    let notices = drain_notices(&mut m);
    assert!(
        notices.iter().any(|n| n.contains("could not be read")),
        "{notices:?}"
    );
}

/// The easy tab's view, computed afresh from the statistics.
fn easy_view(m: &AppModel) -> stats::StatsView {
    let easy = crate::puzzle::Difficulty::from("easy");
    stats::StatsView::of(m.services().stats(), crate::puzzle::Mode::Sudoku, &easy)
}
