use super::*;
use crate::session::{GameInfo, Input};
use crate::stats::StatsFile;
use crate::sudoku::{Cell, Digit, Grid, Level};
use std::sync::Arc;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn fixed(_level: usize, _seed: u64) -> Result<NewPuzzle, String> {
    Ok(NewPuzzle {
        givens: Grid::from_line(PUZZLE).map_err(|e| e.to_string())?,
        solution: Grid::from_line(SOLUTION).map_err(|e| e.to_string())?,
        info: GameInfo {
            difficulty: "easy".into(),
            score: None,
            techniques: vec![],
        },
    })
}

fn model(dir: &std::path::Path) -> AppModel {
    AppModel::new(Some(dir.to_path_buf()), Arc::new(fixed))
}

fn play_one(m: &mut AppModel) {
    let (game, services) = m.game_mut();
    game.input(Input::TapCell(Cell::new(2).unwrap()), services);
    game.input(Input::Digit(Digit::new(4).unwrap()), services);
}

fn solve(m: &mut AppModel) -> Outcome {
    let (game, services) = m.game_mut();
    game.input(Input::RevealSolution, services)
}

use crate::session::Outcome;

#[test]
fn a_new_game_over_a_played_one_records_it_abandoned_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
    play_one(&mut m);
    m.start(fixed(0, 0).unwrap());
    assert_eq!(m.services().stats().games.len(), 1);
    assert!(!m.services().stats().games[0].won);
    // An untouched game is not recorded when replaced.
    m.start(fixed(0, 0).unwrap());
    assert_eq!(m.services().stats().games.len(), 1);
}

#[test]
fn a_game_finished_twice_from_a_stale_save_is_recorded_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
    play_one(&mut m);
    // The save as it was just before the win: a crash after recording the win would leave it.
    let stale = std::fs::read(dir.path().join("game.json")).unwrap();
    assert_eq!(solve(&mut m), Outcome::Won);
    assert_eq!(m.services().stats().games.len(), 1);
    assert!(!dir.path().join("game.json").exists());
    drop(m);
    std::fs::write(dir.path().join("game.json"), stale).unwrap();
    let mut m = model(dir.path());
    assert!(m.game().can_continue());
    m.open(Screen::Game);
    assert_eq!(solve(&mut m), Outcome::Won);
    assert_eq!(
        m.services().stats().games.len(),
        1,
        "the same game is never counted twice"
    );
}

#[test]
fn both_games_report_an_unreadable_save_and_keep_it_aside() {
    let dir = tempfile::tempdir().unwrap();
    let bad = r#"{"version": 1, "board": "1111", "history": {"moves": [], "cursor": 0}, "elapsed_ms": 0}"#;
    std::fs::write(dir.path().join("lines.json"), bad).unwrap();
    let bad = r#"{"version": 1, "givens": "PUZZLE", "solution": "x", "history": {"moves": [], "cursor": 0}, "elapsed_ms": 0}"#;
    std::fs::write(dir.path().join("game.json"), bad).unwrap();
    let m = model(dir.path());
    assert!(m.services().current_notice().is_some());
    let kept = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".corrupt-"))
        .count();
    assert_eq!(kept, 2, "both bad files are kept aside");
}

#[test]
fn settings_reach_the_game_in_play_and_persist() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
    m.change_setting(SettingChange::MistakeLimit(true));
    m.change_setting(SettingChange::Mistakes(
        crate::settings::MistakeDisplay::AgainstSolution,
    ));
    assert!(m.game().session().unwrap().rules().mistake_limit);
    drop(m);
    let m = model(dir.path());
    assert!(m.player_settings().mistake_limit);
}

#[test]
fn leaving_the_game_stops_its_clock_and_back_skips_a_finished_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
    assert!(m.game().session().unwrap().is_clock_running());
    m.open(Screen::Settings);
    assert!(!m.game().session().unwrap().is_clock_running());
    assert!(m.back());
    assert_eq!(m.screen(), Screen::Game);
    assert!(m.game().session().unwrap().is_clock_running());
    solve(&mut m);
    m.open(Screen::Stats);
    assert!(m.back());
    assert_eq!(
        m.screen(),
        Screen::Home,
        "a finished game is not gone back to"
    );
}

#[test]
fn line_puzzle_win_is_recorded_with_flips() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.new_lines(42);
    assert_eq!(m.screen(), Screen::Lines);
    let game = *m.lines().session().unwrap().state();
    let (lines, services) = m.lines_mut();
    for t in crate::lines::Tile::all().filter(|t| game.answer().mask() & t.bit() != 0) {
        lines.flip(t, services);
    }
    assert!(!m.lines().summary().is_empty());
    let g = &m.services().stats().games[0];
    assert_eq!(
        (g.mode, g.flips, g.won),
        (crate::stats::Mode::Lines, Some(4), true)
    );
    assert!(!dir.path().join("lines.json").exists());
}

#[test]
fn a_win_whose_record_cannot_be_written_keeps_its_save_and_is_recorded_next_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
    play_one(&mut m);
    // The statistics cannot be written: a folder stands where the file would go.
    std::fs::create_dir(dir.path().join("stats.json")).unwrap();
    assert_eq!(solve(&mut m), Outcome::Won);
    assert!(
        dir.path().join("game.json").exists(),
        "the game is not deleted while its record is not safely written"
    );
    assert!(m.services().current_notice().is_some());
    drop(m);
    std::fs::remove_dir(dir.path().join("stats.json")).unwrap();
    let m = model(dir.path());
    let games = &m.services().stats().games;
    assert_eq!(
        games.len(),
        1,
        "the pending win is recorded at the next start"
    );
    assert!(games[0].won);
    assert!(!m.game().can_continue());
    assert!(!dir.path().join("game.json").exists());
    drop(m);
    let m = model(dir.path());
    assert_eq!(m.services().stats().games.len(), 1, "and only once");
}

#[test]
fn a_new_game_asks_before_abandoning_a_played_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    // Nothing to abandon: the puzzle is made at once.
    assert!(m.begin_new_game(Level::Medium).is_some());
    m.puzzle_made(fixed(1, 0));
    play_one(&mut m);
    assert!(m.begin_new_game(Level::Hard).is_none());
    assert!(
        m.confirm_text()
            .unwrap()
            .starts_with("Abandon this Easy game?")
    );
    // Back answers "keep playing" and stays on the screen.
    let here = m.screen();
    assert!(m.back());
    assert_eq!(m.screen(), here);
    assert!(m.confirm_text().is_none());
    assert!(m.begin_new_game(Level::Hard).is_none());
    // Keep playing: nothing recorded, the game stays.
    assert!(m.answer_confirm(false).is_none());
    assert!(m.confirm_text().is_none());
    assert!(m.game().can_continue());
    assert!(m.services().stats().games.is_empty());
    // Abandon: the new game is made, and only then is the old one recorded.
    assert!(m.begin_new_game(Level::Hard).is_none());
    let (source, seed, index) = m.answer_confirm(true).unwrap();
    assert_eq!(index, 2);
    assert!(m.services().stats().games.is_empty());
    m.puzzle_made(source(index, seed));
    assert_eq!(m.services().stats().games.len(), 1);
    assert_eq!(m.game().level(), Level::Hard);
}

#[test]
fn autosave_keeps_the_clock_of_a_game_in_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
    play_one(&mut m);
    let saved_ms = || {
        let store = crate::storage::Store::open(dir.path()).unwrap();
        match store.load::<crate::session::Saved<crate::sudoku::SudokuState>>() {
            Ok(crate::storage::Loaded::Found(s)) => s.elapsed_ms,
            _ => panic!("no save"),
        }
    };
    let before = saved_ms();
    std::thread::sleep(std::time::Duration::from_millis(30));
    m.autosave();
    assert!(
        saved_ms() >= before + 30,
        "the clock since the last move is saved"
    );
    // Not in front: nothing runs, nothing is written.
    m.open(Screen::Settings);
    let left = saved_ms();
    std::thread::sleep(std::time::Duration::from_millis(30));
    m.autosave();
    assert_eq!(saved_ms(), left);
}

#[test]
fn exports_in_the_export_folder_are_offered_for_import() {
    let (a, b, out) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    std::fs::write(out.path().join("notes.json"), "{}").unwrap();
    let mut m = model(a.path());
    m.set_export_dir(out.path().to_path_buf());
    assert!(
        m.stats().found_exports().is_empty(),
        "other files are not offered"
    );
    m.start(fixed(0, 0).unwrap());
    solve(&mut m);
    m.export_stats();
    assert_eq!(m.stats().found_exports().len(), 1);
    let mut other = model(b.path());
    other.set_export_dir(out.path().to_path_buf());
    other.open(Screen::Settings);
    let (stats, services) = other.stats_mut();
    stats.import_found(0, services);
    assert_eq!(other.services().stats().games.len(), 1);
    assert!(
        other
            .stats()
            .transfer_status()
            .starts_with("Imported 1 games")
    );
}

#[test]
fn a_save_with_an_impossible_clock_is_kept_aside_not_believed() {
    let dir = tempfile::tempdir().unwrap();
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves_v1/game.json");
    let text = std::fs::read_to_string(fixture).unwrap();
    let text = text.replace(
        "\"elapsed_ms\": 83500",
        "\"elapsed_ms\": 18446744073709551615",
    );
    std::fs::write(dir.path().join("game.json"), text).unwrap();
    let m = model(dir.path());
    assert!(!m.game().can_continue());
    let notice = m
        .services()
        .current_notice()
        .unwrap_or_default()
        .to_string();
    assert!(notice.contains("out of range"), "{notice}");
    let kept = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("game.json.corrupt-")
        });
    assert!(kept, "the file is kept aside");
}

/// Places the solution's digit in the `k`th empty cell (a correct move).
fn place(m: &mut AppModel, k: usize) {
    let i = PUZZLE
        .bytes()
        .enumerate()
        .filter(|(_, b)| *b == b'.')
        .nth(k)
        .map(|(i, _)| i)
        .unwrap();
    let (game, services) = m.game_mut();
    game.input(Input::TapCell(Cell::new(i).unwrap()), services);
    let digit = Digit::new(SOLUTION.as_bytes()[i] - b'0').unwrap();
    game.input(Input::Digit(digit), services);
}

/// Every notice waiting, read and dismissed.
fn drain_notices(m: &mut AppModel) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(n) = m.services().current_notice() {
        out.push(n.to_string());
        m.services_mut().dismiss_notice();
    }
    out
}

fn corrupt_copies(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".corrupt-"))
        .collect()
}

fn saved_game(dir: &std::path::Path) -> Option<crate::session::Saved<crate::sudoku::SudokuState>> {
    let store = crate::storage::Store::open(dir).unwrap();
    store.load().unwrap().into_value()
}

/// The history on disk: stats.json and the games of its journal.
fn stats_on_disk(dir: &std::path::Path) -> StatsFile {
    let store = crate::storage::Store::open(dir).unwrap();
    crate::stats::load_history(&store)
        .unwrap()
        .into_value()
        .unwrap()
}

fn settings_on_disk(dir: &std::path::Path) -> Settings {
    let store = crate::storage::Store::open(dir).unwrap();
    store.load().unwrap().into_value().unwrap()
}

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
        m.start(fixed(0, 0).unwrap());
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
    m.start(fixed(0, 0).unwrap());
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
fn a_second_copy_on_the_folder_is_read_only_and_loses_nothing_of_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = model(dir.path());
    let mut b = model(dir.path());
    assert!(!a.read_only());
    assert_eq!(a.save_status(), SaveStatus::Saved);
    assert!(b.read_only());
    assert_eq!(b.save_status(), SaveStatus::ReadOnly);
    assert!(!b.save_status().text().is_empty());
    assert_eq!(drain_notices(&mut b), [READ_ONLY_NOTICE.to_string()]);
    assert!(drain_notices(&mut a).is_empty());

    // Interleaved: A plays, B changes a setting and plays a game of its own, A finishes.
    a.start(fixed(0, 0).unwrap());
    place(&mut a, 0);
    let a_id = a.game().session().unwrap().id().to_string();
    b.change_setting(SettingChange::Theme(crate::settings::Theme::Light));
    a.change_setting(SettingChange::Theme(crate::settings::Theme::Dark));
    b.change_setting(SettingChange::ShowTimer(false));
    b.start(fixed(0, 0).unwrap());
    place(&mut b, 1);
    assert_eq!(
        saved_game(dir.path()).unwrap().id,
        a_id,
        "B does not save over A's game"
    );
    b.autosave();
    b.set_active(false);
    solve(&mut b);
    assert_eq!(solve(&mut a), Outcome::Won);
    b.start(fixed(0, 0).unwrap());
    place(&mut b, 2);
    b.set_active(false);

    let on_disk = stats_on_disk(dir.path());
    assert_eq!(on_disk.games.len(), 1);
    assert_eq!(on_disk.games[0].id, a_id, "A's win is on disk");
    assert_eq!(
        settings_on_disk(dir.path()).theme,
        crate::settings::Theme::Dark
    );
    assert!(settings_on_disk(dir.path()).show_timer, "B wrote nothing");
    assert!(
        !dir.path().join("game.json").exists(),
        "A's finished game is removed"
    );
    assert!(corrupt_copies(dir.path()).is_empty());

    // Once A is closed, the next copy owns the folder and finds everything A did.
    drop(a);
    let c = model(dir.path());
    assert!(!c.read_only());
    assert_eq!(c.services().stats().games.len(), 1);
    assert_eq!(c.player_settings().theme, crate::settings::Theme::Dark);
    drop(b);
}

/// An app model that does not lock the folder: a copy of the app where locks do not work.
fn unlocked_model(dir: &std::path::Path) -> AppModel {
    AppModel::with_services(
        Services::open_with(Some(dir.to_path_buf()), false, None),
        Arc::new(fixed),
    )
}

#[test]
fn two_copies_without_a_lock_still_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = unlocked_model(dir.path());
    let mut b = unlocked_model(dir.path());
    assert!(!a.read_only() && !b.read_only());

    // Each finishes a game the other never saw: both are on disk, each once.
    a.start(fixed(0, 0).unwrap());
    place(&mut a, 0);
    let a_first = a.game().session().unwrap().id().to_string();
    solve(&mut a);
    b.start(fixed(0, 0).unwrap());
    place(&mut b, 0);
    let b_first = b.game().session().unwrap().id().to_string();
    solve(&mut b);
    let ids: Vec<String> = stats_on_disk(dir.path())
        .games
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(ids.contains(&a_first) && ids.contains(&b_first), "{ids:?}");
    // B learned of A's game when it merged.
    assert_eq!(b.services().stats().games.len(), 2);

    // Settings: each change is written over the other copy's, not instead of it.
    a.change_setting(SettingChange::Theme(crate::settings::Theme::Dark));
    b.change_setting(SettingChange::ShowTimer(false));
    a.change_setting(SettingChange::MistakeLimit(true));
    let s = settings_on_disk(dir.path());
    assert_eq!(
        (s.theme, s.show_timer, s.mistake_limit),
        (crate::settings::Theme::Dark, false, true)
    );

    // A game in progress: B's new game replaces A's in the file; A's finish must not delete it.
    a.start(fixed(0, 0).unwrap());
    place(&mut a, 0);
    b.start(fixed(0, 0).unwrap());
    place(&mut b, 0);
    let b_game = b.game().session().unwrap().id().to_string();
    solve(&mut a);
    assert_eq!(
        saved_game(dir.path()).map(|s| s.id),
        Some(b_game.clone()),
        "B's game in progress is still saved"
    );
    place(&mut b, 1);
    solve(&mut b);
    let on_disk = stats_on_disk(dir.path());
    let mut ids: Vec<&str> = on_disk.games.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids.len(), 4);
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 4, "no game counted twice");
    assert!(!dir.path().join("game.json").exists());
}

#[test]
fn failing_saves_are_told_once_retried_and_told_when_they_work_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(0, 0).unwrap());
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
            mode: crate::stats::Mode::Sudoku,
            difficulty: "easy".into(),
            seconds: 100 + (i as u64 * 7919) % 500,
            won: true,
            mistakes: 0,
            hints: 0,
            counts_for_records: true,
            flips: None,
        })
        .collect();
    let history = StatsFile { games };
    crate::storage::Store::open(dir.path())
        .unwrap()
        .save(&history)
        .unwrap();
    assert!(
        std::fs::metadata(dir.path().join("stats.json"))
            .unwrap()
            .len()
            > LOAD_IN_BACKGROUND_ABOVE
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
    assert_eq!(
        view,
        stats::StatsView::of(m.services().stats(), crate::stats::Mode::Sudoku, "easy")
    );
    // A new game is in the view at once (the easy tab's view is made again).
    m.start(fixed(0, 0).unwrap());
    solve(&mut m);
    let view = m.stats().view(m.services());
    assert_eq!(view.numbers[0].value, "6001");
    assert_eq!(
        view,
        stats::StatsView::of(m.services().stats(), crate::stats::Mode::Sudoku, "easy")
    );
    drop(m);
    assert_eq!(stats_on_disk(dir.path()).games.len(), 6001);
    // Opened again, the journal is folded in on the loading thread.
    drop(model(dir.path()));
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
