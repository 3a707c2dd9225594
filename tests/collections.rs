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

/// The app model over the data folder `dir`, importing through the model as the screen does.
fn app_model(dir: &Path) -> sudoku_lines::app::AppModel {
    let source: sudoku_lines::app::PuzzleSource =
        std::sync::Arc::new(|_, _| Err("no new games in this test".to_string()));
    sudoku_lines::app::AppModel::new(Some(dir.to_path_buf()), source)
}

/// The notice the model shows now (empty when none).
fn notice_of(m: &sudoku_lines::app::AppModel) -> String {
    m.services()
        .current_notice()
        .unwrap_or_default()
        .to_string()
}

/// Imports the file at `path` as the screen does (the job run at once), and returns the notice.
fn import_now(m: &mut sudoku_lines::app::AppModel, path: PathBuf) -> String {
    let file = path.file_name().unwrap().to_string_lossy().into_owned();
    let job = m.begin_import(path).expect("an import starts");
    m.import_finished(&file, job.run());
    notice_of(m)
}

/// Solves the game in front by entering the solution in every empty cell.
fn solve_game(m: &mut sudoku_lines::app::AppModel) {
    use sudoku_lines::session::Input;
    let state = m.game().session().unwrap().state().clone();
    let (game, services) = m.game_mut();
    for cell in sudoku_lines::sudoku::Cell::all() {
        if state.givens().get(cell).is_none() {
            game.input(Input::TapCell(cell), services);
            game.input(Input::Digit(state.solution().get(cell).unwrap()), services);
        }
    }
    assert!(m.game().session().unwrap().is_finished());
}

#[test]
fn a_collected_puzzle_plays_counts_under_its_level_marked_imported_and_shows_solved() {
    use sudoku_lines::app::Screen;
    let data = tempfile::tempdir().unwrap();
    let exports = tempfile::tempdir().unwrap();
    std::fs::copy(fixture("sudocue.sdm"), exports.path().join("forum.sdm")).unwrap();
    std::fs::write(exports.path().join("notes.json"), "{}").unwrap();
    let mut m = app_model(data.path());
    m.set_export_dir(exports.path().to_path_buf());
    m.open(Screen::Collections);
    // Only the puzzle file is offered, and the list is empty.
    let found: Vec<String> = m
        .collections()
        .found()
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(found, ["forum.sdm"]);
    assert!(m.collections().rows(m.services()).is_empty());

    // The import runs as the screen runs it, then the new collection opens.
    let job = m.begin_import_found(0).expect("an import starts");
    assert!(
        m.collections().import_progress().is_some(),
        "progress shows"
    );
    assert!(m.begin_import_found(0).is_none(), "one import at a time");
    let result = job.run();
    m.import_finished("forum.sdm", result);
    assert!(m.collections().import_progress().is_none());
    assert_eq!(m.screen(), Screen::Collection);
    let notice = notice_of(&m);
    assert!(notice.contains("added to forum"), "{notice}");
    let n = std::fs::read_to_string(fixture("sudocue.sdm"))
        .unwrap()
        .lines()
        .filter(|l| l.trim().len() >= 81)
        .count();
    let rows = m.collections().puzzle_rows(m.services(), None);
    assert_eq!(rows.len(), n);
    assert!(rows.iter().all(|r| r.status.is_empty() && !r.solved));
    let (title, subtitle) = m.collections().heading();
    assert_eq!(title, "forum");
    assert!(subtitle.starts_with(&format!("{n} puzzles")), "{subtitle}");

    // The first puzzle plays with its collection's mark and its graded level.
    let first = m.collections().opened().unwrap().puzzles[0].clone();
    m.play_collected(0);
    assert_eq!(m.screen(), Screen::Game);
    let info = m.game().session().unwrap().info().clone();
    assert_eq!(info.difficulty.level(), first.level());
    let origin = info.origin.clone().expect("marked as imported");
    assert_eq!(
        (origin.collection.as_str(), origin.givens.as_str()),
        ("forum", first.givens.as_str())
    );
    assert_eq!(
        m.collections()
            .puzzle_rows(m.services(), m.playing_origin())[0]
            .status,
        "In progress"
    );
    // Back leads to the collection; playing the same puzzle again resumes it.
    let id = m.game().session().unwrap().id().to_string();
    assert!(m.back());
    assert_eq!(m.screen(), Screen::Collection);
    m.play_collected(0);
    assert_eq!(
        m.game().session().unwrap().id(),
        id,
        "resumed, not restarted"
    );

    solve_game(&mut m);
    let record = m.services().stats().games.last().unwrap().clone();
    assert!(record.won);
    assert_eq!(record.origin, Some(origin));
    assert_eq!(record.difficulty, info.difficulty);
    let rows = m
        .collections()
        .puzzle_rows(m.services(), m.playing_origin());
    assert!(rows[0].solved, "{:?}", rows[0]);
    assert!(
        rows[0].status.starts_with("Solved · best"),
        "{}",
        rows[0].status
    );
    assert!(!rows[1].solved);
    let list = m.collections().rows(m.services());
    assert_eq!(list[0].progress, "1 solved");

    // The win sheet's button plays the collection's next puzzle.
    let sheet = m.game().win_sheet().expect("the game is won");
    assert_eq!(sheet.next, "Next in forum");
    assert!(
        m.next_game().is_none(),
        "no puzzle to make: the next one is the file's"
    );
    let second = m.collections().opened().unwrap().puzzles[1].givens.clone();
    assert_eq!(m.playing_origin().map(|o| o.givens.clone()), Some(second));

    // A second import of the same file adds nothing and says so.
    while m.services().current_notice().is_some() {
        m.services_mut().dismiss_notice();
    }
    let job = m.begin_import_found(0).unwrap();
    m.import_finished("forum.sdm", job.run());
    let notice = notice_of(&m);
    assert!(notice.contains("already"), "{notice}");
}

#[test]
fn a_file_that_cannot_be_read_is_named_in_a_notice_and_nothing_changes() {
    let data = tempfile::tempdir().unwrap();
    let mut m = app_model(data.path());
    let notice = import_now(&mut m, data.path().join("gone.sdk"));
    assert!(notice.starts_with("gone.sdk was not imported"), "{notice}");
    assert!(m.collections().held().collections.is_empty());
}

#[test]
fn an_import_that_ends_while_the_player_is_elsewhere_leaves_them_there() {
    use sudoku_lines::app::Screen;
    let data = tempfile::tempdir().unwrap();
    let mut m = app_model(data.path());
    m.open(Screen::Collections);
    let job = m.begin_import(fixture("sudocue.sdm")).unwrap();
    m.open(Screen::Settings);
    m.import_finished("sudocue.sdm", job.run());
    assert_eq!(m.screen(), Screen::Settings, "not pulled away");
    let notice = notice_of(&m);
    assert!(notice.contains("added to sudocue"), "{notice}");
    assert_eq!(m.collections().held().collections.len(), 1);
}

#[test]
fn a_collected_puzzle_whose_solution_was_revealed_is_played_not_solved() {
    use sudoku_lines::app::Screen;
    use sudoku_lines::session::Input;
    let data = tempfile::tempdir().unwrap();
    let mut m = app_model(data.path());
    m.open(Screen::Collections);
    import_now(&mut m, fixture("sudocue.sdm"));
    m.play_collected(0);
    let (game, services) = m.game_mut();
    game.input(Input::RevealSolution, services);
    let record = m.services().stats().games.last().unwrap().clone();
    assert!(
        record.won && record.origin.is_some() && !record.counts_for_records,
        "{record:?}"
    );
    let rows = m
        .collections()
        .puzzle_rows(m.services(), m.playing_origin());
    assert!(!rows[0].solved, "{:?}", rows[0]);
    assert!(!rows[0].status.starts_with("Solved"), "{}", rows[0].status);
    assert!(m.collections().rows(m.services())[0].progress.is_empty());
}

#[test]
fn the_picker_opens_a_folder_imports_any_file_from_it_and_remembers_where_it_was() {
    use sudoku_lines::app::Screen;
    use sudoku_lines::app::collections::{EntryKind, SETTLE};
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let packs = home.path().join("Packs");
    std::fs::create_dir(&packs).unwrap();
    std::fs::copy(fixture("sudocue.sdm"), packs.join("forum.sdm")).unwrap();
    std::fs::write(packs.join("notes.pdf"), "no puzzle here").unwrap();
    let mut m = app_model(data.path());
    m.set_files_dir(Some(home.path().to_path_buf()));
    let later = || std::time::Instant::now() + SETTLE;
    let rows = |m: &sudoku_lines::app::AppModel| -> Vec<(String, EntryKind)> {
        m.picker()
            .rows()
            .into_iter()
            .map(|r| (r.name, r.kind))
            .collect()
    };
    m.open(Screen::Collections);
    m.open_picker();
    assert_eq!(m.screen(), Screen::Picker);
    assert_eq!(
        m.picker().dir(),
        Some(home.path()),
        "it starts in the files folder"
    );
    assert_eq!(
        rows(&m),
        [
            ("..".to_string(), EntryKind::Up),
            ("Packs".to_string(), EntryKind::Folder)
        ]
    );
    assert!(
        m.pick_at(1, later()).is_none(),
        "a folder opens, nothing is imported"
    );
    assert_eq!(
        rows(&m),
        [
            ("..".to_string(), EntryKind::Up),
            ("forum.sdm".to_string(), EntryKind::PuzzleFile),
            ("notes.pdf".to_string(), EntryKind::OtherFile)
        ]
    );

    // Back leads to the collections; the picker opens again where the player left it.
    assert!(m.back());
    assert_eq!(m.screen(), Screen::Collections);
    m.open_picker();
    assert_eq!(m.picker().dir(), Some(packs.as_path()));

    // A file that holds no puzzle is imported all the same, and the importer says so.
    let job = m.pick_at(2, later()).expect("any file is imported");
    assert_eq!(m.screen(), Screen::Collections, "back on the collections");
    m.import_finished("notes.pdf", job.run());
    let notice = notice_of(&m);
    assert!(notice.starts_with("notes.pdf holds no puzzle"), "{notice}");
    m.services_mut().dismiss_notice();

    // A puzzle file: while it is imported, another tap says so and stays in the picker.
    m.open_picker();
    let job = m.pick_at(1, later()).expect("the import starts");
    assert_eq!(m.screen(), Screen::Collections);
    assert!(
        m.collections().import_progress().is_some(),
        "progress shows"
    );
    m.open_picker();
    assert!(m.pick_at(1, later()).is_none());
    assert_eq!(m.screen(), Screen::Picker);
    assert!(
        m.picker()
            .message()
            .starts_with("Another file is being imported"),
        "{}",
        m.picker().message()
    );
    assert!(m.back());
    m.import_finished("forum.sdm", job.run());
    assert_eq!(m.screen(), Screen::Collection, "the new collection opens");
    assert_eq!(m.collections().heading().0, "forum");
    assert!(
        notice_of(&m).contains("added to forum"),
        "{}",
        notice_of(&m)
    );
}

#[test]
fn a_puzzle_saved_in_progress_plays_on_from_the_player_s_digits_and_notes() {
    use sudoku_lines::sudoku::{Cell, Digit};
    let data = tempfile::tempdir().unwrap();
    let mut m = app_model(data.path());
    let notice = import_now(&mut m, fixture("sadman_state.sdk"));
    assert!(notice.contains("added"), "{notice}");
    m.play_collected(0);
    let s = m.game().session().unwrap();
    // [State] has a 5 the player placed at r9c8; [PencilMarks] notes 3 6 at r9c2 and 6 9 at r9c3.
    let cell = |i: usize| Cell::new(i).unwrap();
    let bits = |ds: &[u8]| {
        ds.iter()
            .fold(0u16, |m, &d| m | Digit::new(d).unwrap().bit())
    };
    assert_eq!(s.state().entries().get(cell(79)), Digit::new(5));
    assert!(!s.state().is_given(cell(79)));
    assert_eq!(s.state().notes(cell(73)), bits(&[3, 6]));
    assert_eq!(s.state().notes(cell(74)), bits(&[6, 9]));
    // One undo shows the puzzle as it was given.
    assert!(s.can_undo());
    let (game, services) = m.game_mut();
    game.input(sudoku_lines::session::Input::Undo, services);
    let s = m.game().session().unwrap();
    assert_eq!(s.state().entries().get(cell(79)), None);
    assert_eq!(s.state().notes(cell(73)), 0);
}
