//! Playing through the app model: new games, finishing, settings, the clock, exports.

use super::*;
use crate::sudoku::Level;

#[test]
fn a_new_game_over_a_played_one_records_it_abandoned_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
    play_one(&mut m);
    m.start(fixed(Level::Easy, 0).unwrap());
    assert_eq!(m.services().stats().games.len(), 1);
    assert!(!m.services().stats().games[0].won);
    // An untouched game is not recorded when replaced.
    m.start(fixed(Level::Easy, 0).unwrap());
    assert_eq!(m.services().stats().games.len(), 1);
}

#[test]
fn a_game_finished_twice_from_a_stale_save_is_recorded_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
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
    m.start(fixed(Level::Easy, 0).unwrap());
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
    m.start(fixed(Level::Easy, 0).unwrap());
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
    assert!(m.lines().win_sheet().is_some());
    let g = &m.services().stats().games[0];
    assert_eq!(
        (g.mode, g.flips, g.won),
        (crate::puzzle::Mode::Lines, Some(4), true)
    );
    assert!(!dir.path().join("lines.json").exists());
}

#[test]
fn a_win_whose_record_cannot_be_written_keeps_its_save_and_is_recorded_next_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
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
    m.puzzle_made(fixed(Level::Medium, 0));
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
    let job = m.answer_confirm(true).unwrap();
    assert_eq!(job.level(), Level::Hard);
    assert!(m.services().stats().games.is_empty());
    m.puzzle_made(job.run());
    assert_eq!(m.services().stats().games.len(), 1);
    assert_eq!(m.game().level(), Level::Hard);
}

#[test]
fn autosave_keeps_the_clock_of_a_game_in_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
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
    m.start(fixed(Level::Easy, 0).unwrap());
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

#[test]
fn the_checkpoints_sheet_stops_the_clock_and_going_back_from_it_starts_it_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.start(fixed(Level::Easy, 0).unwrap());
    let running = |m: &AppModel| m.game().session().unwrap().is_clock_running();
    m.set_checkpoints_open(true);
    assert!(!running(&m), "the sheet covers the board");
    {
        let (game, services) = m.game_mut();
        game.set_checkpoint("", services);
    }
    m.set_checkpoints_open(false);
    assert!(running(&m));
    play_one(&mut m);
    m.set_checkpoints_open(true);
    m.go_to_checkpoint(0);
    assert!(!m.game().checkpoints_open());
    assert!(running(&m), "back at the checkpoint, the clock runs");
    assert_eq!(
        m.game()
            .session()
            .unwrap()
            .state()
            .digit(Cell::new(2).unwrap()),
        None
    );
    // Saved with the game: a second model on the folder has the checkpoint.
    drop(m);
    let mut m = model(dir.path());
    m.open(Screen::Game);
    assert_eq!(m.game().checkpoint_rows().len(), 1);
}
