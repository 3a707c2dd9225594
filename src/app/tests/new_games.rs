//! New games through the app model: never a class twice, and a second copy on the folder writes
//! nothing, even while its worker fills the pool.

use super::*;
use crate::sudoku::{Level, class_key, is_banked};
use std::time::{Duration, Instant};

fn never(_: Level, _: u64) -> Result<NewPuzzle, String> {
    Err("no maker in this test".into())
}

fn banked() -> Level {
    Level::ALL.into_iter().find(|&l| is_banked(l)).unwrap()
}

/// Waits for the worker to pool a puzzle; returns its level.
fn first_pooled(supply: &supply::Supply) -> Level {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let state = supply.state();
        if let Some((name, _)) = state.pool.iter().find(|(_, p)| !p.is_empty()) {
            break name.parse::<Level>().unwrap();
        }
        assert!(Instant::now() < deadline, "nothing pooled in two minutes");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Every file of `dir` with its length, modification time and inode: any write changes it.
#[cfg(unix)]
fn files_of(dir: &std::path::Path) -> Vec<(String, u64, std::time::SystemTime, u64)> {
    use std::os::unix::fs::MetadataExt;
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let m = e.metadata().unwrap();
            let name = e.file_name().to_string_lossy().into_owned();
            (name, m.len(), m.modified().unwrap(), m.ino())
        })
        .collect();
    files.sort();
    files
}

#[cfg(unix)]
#[test]
fn a_second_copy_writes_nothing_even_while_its_worker_fills_the_pool() {
    let dir = tempfile::tempdir().unwrap();
    let level = banked();
    let mut first = AppModel::new(Some(dir.path().to_path_buf()), Arc::new(never));
    let job = first.begin_new_game(level).unwrap();
    first.puzzle_made(job.run());
    first.autosave();
    let before = files_of(dir.path());
    assert!(before.iter().any(|f| f.0 == "supply.json"), "{before:?}");

    let mut second = AppModel::new(Some(dir.path().to_path_buf()), Arc::new(never));
    assert!(second.read_only());
    second.start_worker(Duration::ZERO, Duration::ZERO);
    let job = second.begin_new_game(level).unwrap();
    second.puzzle_made(job.run());
    let served = *second.game().session().unwrap().state().givens();
    second.autosave();
    let pooled_level = first_pooled(second.supply());
    assert!(is_banked(pooled_level));
    second.autosave();
    second.open(Screen::Home);
    second.set_active(false);
    assert_eq!(files_of(dir.path()), before, "the second copy wrote");
    // It remembers in memory what it served.
    assert!(second.supply().state().has_served(class_key(&served)));
    drop(second);
    assert_eq!(
        files_of(dir.path()),
        before,
        "the second copy wrote on closing"
    );
    drop(first);
}

#[test]
fn new_games_from_the_app_model_never_repeat_across_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let level = banked();
    let mut keys = std::collections::HashSet::new();
    for _ in 0..3 {
        let mut m = AppModel::new(Some(dir.path().to_path_buf()), Arc::new(never));
        for _ in 0..4 {
            let job = m.begin_new_game(level).unwrap();
            m.puzzle_made(job.run());
            let s = m.game().session().unwrap();
            assert_eq!(s.info().difficulty.level(), Some(level));
            assert!(keys.insert(class_key(s.state().givens())), "served twice");
        }
    }
    assert_eq!(keys.len(), 12);
}
