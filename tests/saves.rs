//! Files written by the first released format still load: a game in progress of each mode, the
//! statistics and the settings, copied into a data folder and read through the store.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::path::Path;
use sudoku_lines::lines::{LinesGame, Tile};
use sudoku_lines::puzzle::Mode;
use sudoku_lines::puzzle::Status;
use sudoku_lines::session::{LinesSession, Rules, Saved, SudokuSession};
use sudoku_lines::settings::{MistakeDisplay, Settings, ThemeChoice};
use sudoku_lines::stats::StatsFile;
use sudoku_lines::storage::{Loaded, Store};
use sudoku_lines::sudoku::{Cell, Digit, SudokuState};

fn store_with_v1_files() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves_v1");
    for name in ["game.json", "lines.json", "stats.json", "settings.json"] {
        std::fs::copy(src.join(name), dir.path().join(name)).unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    (dir, store)
}

fn found<T>(loaded: Loaded<T>) -> T {
    match loaded {
        Loaded::Found(v) => v,
        _ => panic!("the file did not load"),
    }
}

#[test]
fn a_sudoku_game_in_progress_resumes_exactly() {
    let (_dir, store) = store_with_v1_files();
    let saved: Saved<SudokuState> = found(store.load().unwrap());
    let mut s = SudokuSession::from_saved(&saved, Rules::default()).unwrap();
    let (cell, digit) = (|i| Cell::new(i).unwrap(), |n| Digit::new(n).unwrap());
    assert_eq!(s.state().digit(cell(2)), Some(digit(4)));
    assert_eq!(s.state().digit(cell(3)), None, "the wrong digit was erased");
    assert_eq!(s.state().notes(cell(5)), digit(2).bit() | digit(8).bit());
    assert_eq!((s.mistakes(), s.hints(), s.elapsed_secs()), (1, 1, 83));
    assert_eq!(s.info().difficulty.name(), "easy");
    assert_eq!(s.status(), Status::InProgress);
    assert!(
        !s.id().is_empty(),
        "an old file gets an id to be recorded under"
    );
    assert!(s.can_redo(), "the undone auto-notes can be redone");
    s.resume();
    s.redo();
    assert_ne!(s.state().notes(cell(6)), 0);
}

#[test]
fn a_line_puzzle_in_progress_resumes_with_its_mistakes() {
    let (_dir, store) = store_with_v1_files();
    let saved: Saved<LinesGame> = found(store.load().unwrap());
    let s = LinesSession::from_saved(&saved, ()).unwrap();
    assert_eq!(s.state().board().to_line(), "1111111000011010");
    assert_eq!(s.state().n_flips(), 2);
    assert!(s.state().is_face_up(Tile::new(7).unwrap()));
    assert_eq!((s.mistakes(), s.hints(), s.elapsed_secs()), (1, 1, 21));
    assert_eq!(s.info().difficulty.name(), "4x4");
}

#[test]
fn statistics_and_settings_load() {
    let (_dir, store) = store_with_v1_files();
    let stats: StatsFile = found(store.load().unwrap());
    assert_eq!(stats.games.len(), 15);
    assert_eq!(
        stats.games.iter().filter(|g| g.mode == Mode::Lines).count(),
        3
    );
    let settings: Settings = found(store.load().unwrap());
    assert_eq!(settings.theme, ThemeChoice::Dark);
    assert_eq!(settings.mistakes, MistakeDisplay::AgainstSolution);
    assert!(settings.mistake_limit && !settings.clear_peer_notes && !settings.show_timer);
}

#[test]
fn a_resumed_game_saves_back_to_a_file_that_loads_the_same() {
    let (_dir, store) = store_with_v1_files();
    let saved: Saved<SudokuState> = found(store.load().unwrap());
    let s = SudokuSession::from_saved(&saved, Rules::default()).unwrap();
    store.save(&s.to_saved()).unwrap();
    let again: Saved<SudokuState> = found(store.load().unwrap());
    let r = SudokuSession::from_saved(&again, Rules::default()).unwrap();
    assert_eq!(r.state(), s.state());
    assert_eq!(r.id(), s.id());
    let saved: Saved<LinesGame> = found(store.load().unwrap());
    let l = LinesSession::from_saved(&saved, ()).unwrap();
    store.save(&l.to_saved()).unwrap();
    let again: Saved<LinesGame> = found(store.load().unwrap());
    assert_eq!(again.setup, saved.setup);
    assert_eq!(again.mistakes, Some(1));
}
