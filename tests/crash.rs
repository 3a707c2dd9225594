//! Crash consistency: a child process plays, finishes and starts games through the real app model
//! on a data folder while this test kills it with SIGKILL at seeded random moments; after every
//! kill, every file must load, no game may be counted twice, and at most the move being made when
//! the kill came may be lost.
//!
//! The child is this test binary run again (`std::env::current_exe`) with [`CHILD_DIR`] set, which
//! makes the ignored test `crash_child` play until it is killed. Every action it finished is
//! appended to a journal in the folder (SIGKILL keeps what was written), which says what the files
//! must at least hold.
//!
//! Recording a game appends a line to the statistics' journal, and opening the app folds the
//! journal into `stats.json`; the child also closes and opens the app model now and then, and
//! about half the kills are aimed: they come a moment after the child says it begins recording a
//! game or opening the model again, so they land in an append or a fold. The figures printed say
//! how many kills landed there, how many left a cut journal line and how many cut a fold between
//! its two writes (games then in both files, to be counted once).
//!
//! `cargo test --test all crash::` kills 30 times;
//! `cargo test --release --test all crash:: -- --ignored crash_consistency_long` kills 250 times.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Duration;
use sudoku_lines::app::{AppModel, Screen, SettingChange};
use sudoku_lines::lines::{LinesGame, Tile};
use sudoku_lines::session::{GameInfo, Input, NewPuzzle, Rules, Saved, SudokuSession};
use sudoku_lines::settings::Settings;
use sudoku_lines::stats::{JOURNAL_NAME, StatsFile, journal, load_games};
use sudoku_lines::storage::{Loaded, Store, Versioned};
use sudoku_lines::sudoku::{Cell, Digit, Grid, SudokuState};

/// Set in the child: the data folder to play in.
const CHILD_DIR: &str = "SUDOKU_LINES_CRASH_CHILD_DIR";
/// Set in the child: the seed of its actions.
const CHILD_SEED: &str = "SUDOKU_LINES_CRASH_CHILD_SEED";
/// The journal's name in the data folder (not a file the app reads).
const JOURNAL: &str = "journal.txt";

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn puzzle() -> NewPuzzle {
    NewPuzzle {
        givens: Grid::from_line(PUZZLE).unwrap(),
        solution: Grid::from_line(SOLUTION).unwrap(),
        info: GameInfo {
            difficulty: "easy".into(),
            score: None,
            techniques: vec![],
            origin: None,
        },
        killer: None,
    }
}

fn model(dir: &Path) -> AppModel {
    AppModel::new(Some(dir.to_path_buf()), Arc::new(|_, _| Ok(puzzle())))
}

/// Appends one line to the journal in a single write. A kill may still cut it: every line starts
/// on a line of its own and ends with ` .`, and a line without its end is not read.
fn note(journal: &mut std::fs::File, line: &str) {
    journal
        .write_all(format!("\n{line} .\n").as_bytes())
        .unwrap();
}

/// The whole lines of the journal, without their ends.
fn journal_lines(dir: &Path) -> Vec<String> {
    std::fs::read_to_string(dir.join(JOURNAL))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.strip_suffix(" ."))
        .map(str::to_string)
        .collect()
}

/// The Sudoku game in front as the journal says it: `game <id> <moves> <finished>`.
fn game_line(m: &AppModel) -> String {
    match m.game().session() {
        Some(s) => format!(
            "game {} {} {}",
            s.id(),
            s.n_moves(),
            u8::from(s.is_finished())
        ),
        None => "game - 0 0".to_string(),
    }
}

/// The child: plays through the app model until it is killed.
#[test]
#[ignore = "run by the crash tests as their child process"]
fn crash_child() {
    let Some(dir) = std::env::var_os(CHILD_DIR).map(PathBuf::from) else {
        return;
    };
    let seed: u64 = std::env::var(CHILD_SEED).unwrap().parse().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut journal = std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(dir.join(JOURNAL))
        .unwrap();
    let mut m = model(&dir);
    note(&mut journal, "open");
    note(&mut journal, &game_line(&m));
    loop {
        let playing = m.game().can_continue();
        match rng.random_range(0..100) {
            // A correct digit in the next empty cell (the last one wins).
            0..60 if playing => {
                let s = m.game().session().unwrap();
                let empty = (0..81)
                    .filter_map(Cell::new)
                    .find(|&c| s.state().digit(c).is_none())
                    .unwrap();
                let digit = Digit::new(SOLUTION.as_bytes()[empty.index()] - b'0').unwrap();
                let last = (0..81)
                    .filter_map(Cell::new)
                    .filter(|&c| s.state().digit(c).is_none())
                    .count()
                    == 1;
                if last {
                    note(&mut journal, &format!("finishing {}", s.id()));
                }
                if m.screen() != Screen::Game {
                    m.open(Screen::Game);
                }
                let (game, services) = m.game_mut();
                game.input(Input::TapCell(empty), services);
                game.input(Input::Digit(digit), services);
            }
            // The solution revealed: a finished game, recorded.
            60..66 if playing => {
                let id = m.game().session().unwrap().id().to_string();
                note(&mut journal, &format!("finishing {id}"));
                let (game, services) = m.game_mut();
                game.input(Input::RevealSolution, services);
            }
            // A new game, abandoning the one in progress.
            60..77 => {
                let old = game_line(&m);
                note(
                    &mut journal,
                    &format!("finishing {}", old.split(' ').nth(1).unwrap()),
                );
                m.start(puzzle());
                note(&mut journal, &format!("replaced {old}"));
            }
            // The app closes and opens again: the journal is folded into stats.json.
            77..80 => {
                drop(m);
                note(&mut journal, "reopening");
                m = model(&dir);
                note(&mut journal, "reopened");
            }
            80..88 => {
                m.new_lines(rng.random());
                let game: LinesGame = *m.lines().session().unwrap().state();
                let right: Vec<Tile> = Tile::all()
                    .filter(|t| game.answer().mask() & t.bit() != 0)
                    .collect();
                let (lines, services) = m.lines_mut();
                for t in right {
                    lines.flip(t, services);
                }
                m.open(Screen::Home);
            }
            88..94 => {
                m.change_setting(SettingChange::ShowTimer(rng.random()));
            }
            _ => {
                m.autosave();
                m.set_active(false);
                m.set_active(true);
            }
        }
        let finished = m.game().session().is_some_and(|s| s.is_finished());
        note(&mut journal, &game_line(&m));
        if finished {
            let id = m.game().session().unwrap().id().to_string();
            note(&mut journal, &format!("finished {id}"));
        }
    }
}

/// What one check found.
#[derive(Default, Debug)]
struct Counts {
    kills: usize,
    files_checked: usize,
    double_counts: usize,
    /// Kills that came while a game was being recorded (its journal line appended).
    in_append: usize,
    /// Kills that came while the model was opening again (the journal folded).
    in_fold: usize,
    /// Kills that left the journal's last line cut short.
    cut_lines: usize,
    /// Kills that left games in both stats.json and the journal: a fold cut between its writes.
    cut_folds: usize,
}

/// Loads a file of the folder; anything but a good or missing file fails the test.
fn load_ok<T: Versioned>(store: &Store, counts: &mut Counts) -> Option<T> {
    let path = store.path_of(T::NAME);
    if path.exists() {
        counts.files_checked += 1;
    }
    match store.load::<T>() {
        Ok(Loaded::Found(v)) => Some(v),
        Ok(Loaded::Missing) => None,
        Ok(other) => panic!("{} does not load: {:?}", T::NAME, other.notice()),
        Err(e) => panic!("{} does not load: {e}", T::NAME),
    }
}

/// Checks the folder after a kill against the journal.
fn check(dir: &Path, counts: &mut Counts) {
    let store = Store::open(dir).unwrap();
    let file: StatsFile = load_ok(&store, counts).unwrap_or_default();
    let journal_bytes = std::fs::read(dir.join(JOURNAL_NAME)).unwrap_or_default();
    if !journal_bytes.is_empty() {
        counts.files_checked += 1;
    }
    if journal_bytes.last().is_some_and(|&b| b != b'\n') {
        counts.cut_lines += 1;
    }
    let journal = journal::read_journal(&store, 0).unwrap();
    assert!(!journal.newer);
    let _: Option<Settings> = load_ok(&store, counts);
    let _: Option<Saved<LinesGame>> = load_ok(&store, counts);
    let saved: Option<Saved<SudokuState>> = load_ok(&store, counts);
    let corrupt = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".corrupt-"))
        .count();
    assert_eq!(corrupt, 0, "no file was ever found unreadable");

    // Nothing counted twice: no game twice in either file, and the history (both merged by id,
    // as the app reads them) holds each game once.
    for games in [&file.games, &journal.games] {
        let mut ids = HashSet::new();
        for g in games {
            if !ids.insert(g.id.as_str()) {
                counts.double_counts += 1;
            }
        }
    }
    assert_eq!(counts.double_counts, 0, "a game is counted twice");
    let in_file: HashSet<&str> = file.games.iter().map(|g| g.id.as_str()).collect();
    if journal
        .games
        .iter()
        .any(|g| in_file.contains(g.id.as_str()))
    {
        counts.cut_folds += 1;
    }
    let stats = load_games(&store).unwrap().into_value().unwrap_or_default();
    let ids: HashSet<&str> = stats.games.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(
        ids.len(),
        stats.games.len(),
        "the history holds a game twice"
    );

    let mut last_game: Option<(String, usize, bool)> = None;
    for line in journal_lines(dir) {
        let words: Vec<&str> = line.split(' ').collect();
        match words.as_slice() {
            ["finished", id] => {
                assert!(
                    ids.contains(id),
                    "the finished game {id} is in the statistics"
                );
            }
            ["replaced", "game", id, moves, "0"] if *id != "-" && *moves != "0" => {
                assert!(
                    ids.contains(id),
                    "the abandoned game {id} is in the statistics"
                );
            }
            ["game", id, moves, finished] if *id != "-" => {
                last_game = Some((id.to_string(), moves.parse().unwrap(), *finished == "1"));
            }
            _ => {}
        }
    }
    // At most the move in flight is lost: the saved game holds every move the journal has.
    if let Some((id, moves, false)) = last_game {
        match &saved {
            Some(s) if s.id == id => {
                let resumed = SudokuSession::from_saved(s, Rules::default()).unwrap();
                assert!(
                    resumed.n_moves() >= moves && resumed.n_moves() <= moves + 1,
                    "game {id}: {} moves saved, {moves} made before the kill",
                    resumed.n_moves()
                );
            }
            // The action in flight finished it, or replaced it (then it is recorded if played).
            _ => assert!(
                ids.contains(id.as_str()) || (moves == 0 && saved.is_some()),
                "game {id} with {moves} moves is neither saved nor recorded"
            ),
        }
    }
}

/// Runs the child `kills` times, killing it at seeded random moments, and checks after each kill.
fn crash_run(kills: usize, seed: u64) -> Counts {
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    // The child test's full name in this binary: its module's path without the crate's name.
    let child_test = match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::crash_child"),
        None => "crash_child".to_string(),
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut counts = Counts::default();
    let opens = |dir: &Path| journal_lines(dir).iter().filter(|l| *l == "open").count();
    for k in 0..kills {
        let before = opens(dir.path());
        let mut child = Command::new(&exe)
            .args([
                child_test.as_str(),
                "--exact",
                "--ignored",
                "--test-threads=1",
            ])
            .env(CHILD_DIR, dir.path())
            .env(CHILD_SEED, (seed ^ k as u64).to_string())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // One kill in five comes blind, perhaps while the app is still opening; half come a
        // moment after the child begins recording a game or opening again; the others come once
        // it has opened and played a while.
        let aim = rng.random_range(0..10);
        if aim < 2 {
            std::thread::sleep(Duration::from_millis(rng.random_range(0..60)));
        } else if aim < 7 {
            let marks = |dir: &Path| {
                journal_lines(dir)
                    .iter()
                    .filter(|l| l.starts_with("finishing ") || *l == "reopening")
                    .count()
            };
            let start = std::time::Instant::now();
            while opens(dir.path()) == before && start.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(1));
            }
            let seen = marks(dir.path());
            let skip = rng.random_range(0..3);
            while marks(dir.path()) <= seen + skip && start.elapsed() < Duration::from_secs(10) {
                std::thread::yield_now();
            }
            std::thread::sleep(Duration::from_micros(rng.random_range(0..1500)));
        } else {
            let start = std::time::Instant::now();
            while opens(dir.path()) == before && start.elapsed() < Duration::from_secs(10) {
                std::thread::sleep(Duration::from_millis(1));
            }
            std::thread::sleep(Duration::from_millis(rng.random_range(0..400)));
        }
        if let Ok(Some(status)) = child.try_wait() {
            panic!("the child ended by itself ({status}) before kill {k}");
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        counts.kills += 1;
        match journal_lines(dir.path()).last().map(String::as_str) {
            Some(l) if l.starts_with("finishing ") => counts.in_append += 1,
            Some("reopening") => counts.in_fold += 1,
            _ => {}
        }
        check(dir.path(), &mut counts);
    }
    let journal = journal_lines(dir.path());
    let finished = journal
        .iter()
        .filter(|l| l.starts_with("finished "))
        .count();
    eprintln!(
        "crash test, seed {seed}: {} kills ({} while recording a game, {} while opening and \
         folding; {} cut journal lines, {} folds cut between their writes), {} files checked, \
         {} double counts, {} games finished, {} journal lines",
        counts.kills,
        counts.in_append,
        counts.in_fold,
        counts.cut_lines,
        counts.cut_folds,
        counts.files_checked,
        counts.double_counts,
        finished,
        journal.len()
    );
    assert!(finished > 0, "the child finished games between kills");
    counts
}

#[test]
fn killed_at_random_moments_nothing_is_lost_or_counted_twice() {
    let counts = crash_run(30, 15);
    assert_eq!(counts.kills, 30);
    assert_eq!(counts.double_counts, 0);
}

#[test]
#[ignore = "long: 250 kills (run with --release)"]
fn crash_consistency_long() {
    let counts = crash_run(250, 1515);
    assert_eq!(counts.kills, 250);
    assert_eq!(counts.double_counts, 0);
}
