//! Puzzles brought in as collections: checked and graded once as they come in, named by file and
//! folder, refused one by one with their place and reason, and never added twice; the `import`
//! command does the same in the app's data folder.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::path::{Path, PathBuf};
use std::process::Command;
use sudoku_lines::app::collections::{self, Collections};
use sudoku_lines::storage::{Loaded, Store, Versioned};
use sudoku_lines::sudoku::{Grade, Grid};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/formats")
        .join(name)
}

fn quiet(_: usize, _: usize) {}

fn loaded(store: &Store) -> Collections {
    match store.load::<Collections>().unwrap() {
        Loaded::Found(c) => c,
        other => panic!("collections not found: {other:?}"),
    }
}

#[test]
fn a_file_with_folders_becomes_one_collection_a_folder_each_puzzle_graded() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let imported =
        collections::import(&store, &fixture("collection_v2.opensudoku"), &quiet).unwrap();
    let all = loaded(&store);
    let names: Vec<&str> = all.collections.iter().map(|c| c.name.as_str()).collect();
    assert!(names.contains(&"Easy & quick"), "{names:?}");
    assert_eq!(imported.collections.len(), all.collections.len());
    assert!(all.n_puzzles() > 0);
    for c in &all.collections {
        for p in &c.puzzles {
            let grid = p.grid().expect("81 givens");
            assert_eq!(
                grid.count_solutions_up_to(2),
                1,
                "{} in {}",
                p.givens,
                c.name
            );
            let grade = Grade::of(&grid);
            assert_eq!(p.rating, grade.rating, "{}", p.givens);
            assert_eq!(p.level(), grade.level, "{}", p.givens);
            assert_eq!(
                p.hardest.as_deref(),
                grade.hardest.map(|t| t.name()),
                "{}",
                p.givens
            );
        }
    }
    // The player's work the file holds comes in with its puzzle.
    assert!(
        all.collections
            .iter()
            .flat_map(|c| &c.puzzles)
            .any(|p| p.digits.is_some() || p.notes.is_some()),
        "the fixture's games in progress keep their digits or notes"
    );
}

#[test]
fn importing_again_adds_nothing_and_leaves_the_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let first = collections::import(&store, &fixture("sudocue.sdm"), &quiet).unwrap();
    assert_eq!(first.collections.len(), 1);
    assert_eq!(first.collections[0].name, "sudocue");
    assert!(first.collections[0].added > 0);
    assert_eq!(first.collections[0].added, first.collections[0].count);
    let path = dir.path().join(Collections::NAME);
    let before = std::fs::read(&path).unwrap();
    let again = collections::import(&store, &fixture("sudocue.sdm"), &quiet).unwrap();
    assert_eq!(again.collections[0].added, 0);
    assert_eq!(again.collections[0].count, first.collections[0].count);
    assert_eq!(std::fs::read(&path).unwrap(), before, "nothing rewritten");
}

#[test]
fn bad_puzzles_are_refused_with_their_line_and_the_good_ones_come_in() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    // Something already in the collections stays as it was.
    collections::import(&store, &fixture("sudocue.sdm"), &quiet).unwrap();
    let kept = loaded(&store).collections[0].clone();
    let good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let two_solutions = ".".repeat(81);
    let clash = format!("55{}", ".".repeat(79));
    let short = "123";
    let text = format!("{good}\n{two_solutions}\n{clash}\n{short}\n{good}\n");
    let imported = collections::import_text(&store, "pasted", &text, &quiet).unwrap();
    assert_eq!(imported.collections.len(), 1);
    assert_eq!(imported.collections[0].count, 2, "the good puzzle, twice");
    assert_eq!(imported.collections[0].added, 1, "once in the collection");
    assert_eq!(imported.n_refused, 3);
    let said: Vec<String> = imported.refusals.iter().map(|r| r.to_string()).collect();
    assert!(said[0].starts_with("line 2: "), "{said:?}");
    assert!(said[0].contains("more than one solution"), "{said:?}");
    assert!(said[1].starts_with("line 3: "), "{said:?}");
    assert!(said[2].starts_with("line 4: "), "{said:?}");
    let all = loaded(&store);
    assert_eq!(all.collections[0], kept, "the earlier collection untouched");
    assert_eq!(all.named("pasted").map(|c| c.puzzles.len()), Some(1));
    assert_eq!(
        all.named("pasted").unwrap().puzzles[0].grid(),
        Grid::from_line(good).ok()
    );
}

#[test]
fn a_file_that_cannot_be_read_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    collections::import(&store, &fixture("sudocue.sdm"), &quiet).unwrap();
    let path = dir.path().join(Collections::NAME);
    let before = std::fs::read(&path).unwrap();
    let binary = dir.path().join("noise.bin");
    std::fs::write(&binary, [0u8, 159, 146, 150, 0, 1, 2, 3].repeat(100)).unwrap();
    let e = collections::import(&store, &binary, &quiet).unwrap_err();
    assert!(e.to_string().contains("binary"), "{e}");
    let missing = collections::import(&store, &dir.path().join("nowhere.txt"), &quiet);
    assert!(missing.is_err());
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn grading_reports_its_progress_up_to_the_last_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let lines: String = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/engine/top1465.txt"),
    )
    .unwrap()
    .lines()
    .take(40)
    .map(|l| format!("{l}\n"))
    .collect();
    let seen = std::sync::Mutex::new(Vec::new());
    let imported = collections::import_text(&store, "top", &lines, &|done, total| {
        seen.lock().unwrap().push((done, total));
    })
    .unwrap();
    let mut seen = seen.into_inner().unwrap();
    seen.sort_unstable();
    assert_eq!(seen.len(), 40);
    assert_eq!(seen.last(), Some(&(40, 40)));
    assert_eq!(imported.collections[0].added, 40);
}

#[test]
fn the_import_command_prints_a_line_per_collection_and_the_refused() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, format!("{}\nnot a puzzle\n", ".".repeat(81))).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .env("SUDOKU_LINES_DATA_DIR", dir.path().join("data"))
        .arg("import")
        .arg(fixture("sudocue.sdm"))
        .arg(&bad)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    let store = Store::open(dir.path().join("data")).unwrap();
    let n = loaded(&store).named("sudocue").unwrap().puzzles.len();
    assert_eq!(lines[0], format!("sudocue\t{n}\t{n}"), "{stdout}");
    assert_eq!(
        lines[1],
        format!("{}\t2 refused", bad.display()),
        "{stdout}"
    );
    assert!(stderr.contains("line 1: "), "{stderr}");
    assert!(stderr.contains("line 2: "), "{stderr}");
    let missing = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .env("SUDOKU_LINES_DATA_DIR", dir.path().join("data"))
        .args(["import", "no-such-file.txt"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no-such-file.txt"));
}

#[test]
fn the_custom_box_takes_a_puzzle_in_any_format_the_app_reads() {
    use sudoku_lines::app::custom::custom_puzzle;
    use sudoku_lines::sudoku::formats;
    for name in [
        "simple_sudoku.ss",
        "sudocue.sdk",
        "sadman_state.sdk",
        "hodoku_pm.txt",
        "hodoku_library.txt",
        "easy_v1.opensudoku",
        "links.txt",
    ] {
        let text = std::fs::read_to_string(fixture(name)).unwrap();
        let first = formats::read_str(&text).entries[0].givens;
        let puzzle = custom_puzzle(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(puzzle.givens, first, "{name}");
        assert_eq!(Some(puzzle.solution), first.solution(), "{name}");
    }
    let block = "\
        4 . . | . . . | 8 . 5\n\
        . 3 . | . . . | . . .\n\
        . . . | 7 . . | . . .\n\
        ------+-------+------\n\
        . 2 . | . . . | . 6 .\n\
        . . . | . 8 . | 4 . .\n\
        . . . | . 1 . | . . .\n\
        ------+-------+------\n\
        . . . | 6 . 3 | . 7 .\n\
        5 . . | 2 . . | . . .\n\
        1 . 4 | . . . | . . .\n";
    let puzzle = custom_puzzle(block).unwrap();
    assert_eq!(
        puzzle.givens.to_line(),
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    );
    let e = custom_puzzle("123").unwrap_err();
    assert!(e.contains("81"), "{e}");
    let e = custom_puzzle(&".".repeat(81)).unwrap_err();
    assert!(e.contains("more than one solution"), "{e}");
}

#[test]
fn a_puzzle_a_collection_holds_is_not_graded_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    collections::import(&store, &fixture("sudocue.sdm"), &quiet).unwrap();
    // A mark only the file has: a grade worked out again would not keep it.
    let mut all = loaded(&store);
    all.collections[0].puzzles[0].rating = 7;
    store.save(&all).unwrap();
    let graded = std::sync::atomic::AtomicUsize::new(0);
    let again = collections::import(&store, &fixture("sudocue.sdm"), &|_, _| {
        graded.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(again.collections[0].added, 0);
    assert_eq!(graded.into_inner(), 0, "nothing graded again");
    assert_eq!(loaded(&store).collections[0].puzzles[0].rating, 7);
    // The same puzzles under another name are a collection of their own, graded.
    let copy = dir.path().join("copy.sdm");
    std::fs::copy(fixture("sudocue.sdm"), &copy).unwrap();
    let other = collections::import(&store, &copy, &quiet).unwrap();
    assert_eq!(other.collections[0].added, other.collections[0].count);
    let now = loaded(&store);
    let graded = &now.named("copy").unwrap().puzzles[0];
    assert_eq!(graded.rating, Grade::of(&graded.grid().unwrap()).rating);
}
