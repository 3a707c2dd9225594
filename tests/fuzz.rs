//! Property tests of every parser and loader, by seeded random loops: puzzle lines, line-puzzle
//! boards and positions, command-line arguments, and every JSON file the app reads (game save,
//! line-puzzle save, settings, statistics, a statistics import), from arbitrary bytes and from
//! mutated valid files. Nothing may panic, and a file that loads must save back to one that loads
//! the same.
//!
//! `cargo test --test all fuzz::` runs a few thousand cases per parser; the ignored `*_long`
//! tests run twenty times more (`cargo test --release --test all fuzz:: -- --ignored`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::Arc;
use sudoku_lines::app::{AppModel, Screen};
use sudoku_lines::lines::{Advisor, Board, LinesGame, Position};
use sudoku_lines::puzzle::Recordable;
use sudoku_lines::session::{GameInfo, NewPuzzle, Rules, Saved, Session};
use sudoku_lines::settings::Settings;
use sudoku_lines::stats::StatsFile;
use sudoku_lines::storage::{Loaded, Store, Versioned, encode};
use sudoku_lines::sudoku::{Grid, SudokuState};

fn fixture(path: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(path),
    )
    .unwrap()
}

/// Runs `f(input)`; a panic fails the test with the input that caused it.
fn no_panic<R>(what: &str, input: &[u8], f: impl FnOnce() -> R) -> R {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => panic!(
            "{what} panicked on {:?}",
            String::from_utf8_lossy(&input[..input.len().min(2000)])
        ),
    }
}

/// Values that break careless readers.
const NASTY: &[&str] = &[
    "null",
    "true",
    "-1",
    "0",
    "1",
    "2",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "1e30",
    "-1e30",
    "1.5",
    "-0.0",
    "\"\"",
    "\" \"",
    "\"x\"",
    "\"\\u0000\"",
    "\"\\ud800\"",
    "\"2026-13-45T99:99:99Z\"",
    "\"9999-12-31T23:59:59+23:59\"",
    "[]",
    "[[]]",
    "{}",
    "[1,2,3]",
    "{\"version\": 1}",
];

/// A random JSON value from [`NASTY`], or a random long string or deep array.
fn nasty(rng: &mut ChaCha8Rng) -> Value {
    match rng.random_range(0..10) {
        0 => Value::String("é".repeat(rng.random_range(0..300))),
        1 => {
            let depth = rng.random_range(1..200);
            serde_json::from_str(&format!("{}{}", "[".repeat(depth), "]".repeat(depth)))
                .unwrap_or(Value::Null)
        }
        // A lone surrogate is not a JSON value to serde: it stays a byte-level mutation.
        _ => serde_json::from_str(NASTY.choose(rng).unwrap()).unwrap_or(Value::Null),
    }
}

/// Changes one random place in `value`: a value replaced, a key removed or added, an array
/// element removed or repeated.
fn mutate_value(rng: &mut ChaCha8Rng, value: &mut Value) {
    // Walk down to a random node.
    let mut node = value;
    loop {
        let go_deeper = rng.random_bool(0.7);
        let next = match node {
            Value::Object(map) if go_deeper && !map.is_empty() => {
                let i = rng.random_range(0..map.len());
                let key = map.keys().nth(i).cloned().unwrap();
                Some(key)
            }
            Value::Array(items) if go_deeper && !items.is_empty() => {
                Some(rng.random_range(0..items.len()).to_string())
            }
            _ => None,
        };
        match next {
            Some(key) => {
                node = match node {
                    Value::Object(map) => map.get_mut(&key).unwrap(),
                    Value::Array(items) => &mut items[key.parse::<usize>().unwrap()],
                    _ => unreachable!(),
                };
            }
            None => break,
        }
    }
    match node {
        Value::Object(map) if !map.is_empty() && rng.random_bool(0.3) => {
            let i = rng.random_range(0..map.len());
            let key = map.keys().nth(i).cloned().unwrap();
            map.remove(&key);
        }
        Value::Object(map) if rng.random_bool(0.2) => {
            map.insert("extra".into(), nasty(rng));
        }
        Value::Array(items) if !items.is_empty() && rng.random_bool(0.4) => {
            let i = rng.random_range(0..items.len());
            if rng.random_bool(0.5) {
                items.remove(i);
            } else {
                let copy = items[i].clone();
                items.insert(i, copy);
            }
        }
        Value::Number(n) if rng.random_bool(0.5) => {
            let v = n.as_i64().unwrap_or(0);
            *node = serde_json::json!(v + rng.random_range(-3..=3));
        }
        _ => *node = nasty(rng),
    }
}

/// Changes the bytes: bits flipped, a range cut, repeated or moved, random bytes or a nasty value
/// put in, the end cut off.
fn mutate_bytes(rng: &mut ChaCha8Rng, bytes: &mut Vec<u8>) {
    for _ in 0..rng.random_range(1..4) {
        let len = bytes.len();
        let at = rng.random_range(0..=len);
        match rng.random_range(0..6) {
            0 if len > 0 => {
                let i = rng.random_range(0..len);
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            1 if at < len => {
                let end = rng.random_range(at..=len.min(at + 40));
                bytes.drain(at..end);
            }
            2 if at < len => {
                let end = rng.random_range(at..=len.min(at + 40));
                let copy = bytes[at..end].to_vec();
                let to = rng.random_range(0..=bytes.len());
                bytes.splice(to..to, copy);
            }
            3 => {
                let junk: Vec<u8> = (0..rng.random_range(1..8)).map(|_| rng.random()).collect();
                bytes.splice(at..at, junk);
            }
            4 => {
                let token = NASTY.choose(rng).unwrap().as_bytes().to_vec();
                bytes.splice(at..at, token);
            }
            _ => bytes.truncate(at),
        }
    }
}

/// One case made from the valid `seeds`: random bytes, a byte-mutated seed or a JSON-mutated seed.
fn case(rng: &mut ChaCha8Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let seed = seeds.choose(rng).unwrap();
    match rng.random_range(0..10) {
        0 => (0..rng.random_range(0..200))
            .map(|_| rng.random())
            .collect(),
        1..4 => {
            let mut bytes = seed.clone();
            mutate_bytes(rng, &mut bytes);
            bytes
        }
        _ => {
            let mut value: Value = serde_json::from_slice(seed).unwrap();
            for _ in 0..rng.random_range(1..4) {
                mutate_value(rng, &mut value);
            }
            serde_json::to_vec_pretty(&value).unwrap()
        }
    }
}

/// A file kind that loads from `bytes` (or not) without panicking, and saves back to a file that
/// loads the same. Returns whether it loaded.
fn round_trip<T: Versioned + PartialEq + Debug>(bytes: &[u8]) -> Option<T> {
    let loaded = no_panic(T::NAME, bytes, || T::from_bytes(bytes)).ok()?;
    let saved = encode(T::VERSION, &loaded).unwrap();
    let again = T::from_bytes(&saved)
        .unwrap_or_else(|e| panic!("{} saved from a loaded file does not load: {e}", T::NAME));
    assert_eq!(again, loaded, "{} changes when saved and loaded", T::NAME);
    Some(loaded)
}

/// A saved game that loads resumes (or is refused) without panicking; one that resumes saves
/// back to a game that resumes the same.
fn resume<G: Recordable>(bytes: &[u8], rules: G::Rules) -> bool
where
    G::Rules: Copy,
    Saved<G>: Debug + PartialEq,
{
    let Some(saved) = round_trip::<Saved<G>>(bytes) else {
        return false;
    };
    let Ok(session) = no_panic("resume", bytes, || Session::<G>::from_saved(&saved, rules)) else {
        return false;
    };
    let again = session.to_saved();
    let bytes2 = encode(Saved::<G>::VERSION, &again).unwrap();
    let reread: Saved<G> = Saved::<G>::from_bytes(&bytes2).unwrap();
    assert_eq!(reread, again);
    let resumed = Session::<G>::from_saved(&reread, rules)
        .unwrap_or_else(|e| panic!("a resumed game saved back does not resume: {e}"));
    assert_eq!(
        resumed.to_saved(),
        again,
        "a game changes when saved and resumed"
    );
    // The record it would make is sane.
    let record = resumed.to_record(chrono::Local::now().fixed_offset());
    assert!(record.problem().is_none(), "{record:?}");
    true
}

fn json_files(cases: usize, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let game_seeds = vec![fixture("saves_v1/game.json")];
    let lines_seeds = vec![fixture("saves_v1/lines.json")];
    let settings_seeds = vec![
        fixture("saves_v1/settings.json"),
        fixture("storage/settings_v1.json"),
        fixture("storage/settings_partial.json"),
    ];
    let stats_seeds = vec![
        fixture("saves_v1/stats.json"),
        fixture("storage/stats_v1.json"),
        fixture("storage/stats_other_device.json"),
    ];
    let mut loaded = [0usize; 5];
    for _ in 0..cases {
        let bytes = case(&mut rng, &game_seeds);
        loaded[0] += usize::from(resume::<SudokuState>(&bytes, Rules::default()));
        let bytes = case(&mut rng, &lines_seeds);
        loaded[1] += usize::from(resume::<LinesGame>(&bytes, ()));
        let bytes = case(&mut rng, &settings_seeds);
        loaded[2] += usize::from(round_trip::<Settings>(&bytes).is_some());
        let bytes = case(&mut rng, &stats_seeds);
        if let Some(stats) = round_trip::<StatsFile>(&bytes) {
            loaded[3] += 1;
            // The app's own file and an import are one check.
            assert_eq!(StatsFile::from_json(&bytes).ok(), Some(stats.clone()));
            let export = stats.to_json().unwrap();
            assert_eq!(StatsFile::from_json(&export).unwrap(), stats);
            let mut merged = stats.clone();
            assert_eq!(merged.merge(stats.clone()).added, 0);
        } else {
            // An import refused is refused the same way as the app's own file.
            let import = no_panic("import", &bytes, || StatsFile::from_json(&bytes));
            assert!(import.is_err());
        }
        // Any file kind fed another kind's bytes.
        let bytes = case(&mut rng, &stats_seeds);
        loaded[4] += usize::from(resume::<SudokuState>(&bytes, Rules::default()));
        let _ = round_trip::<Settings>(&case(&mut rng, &game_seeds));
    }
    eprintln!(
        "json files, {cases} cases each: loaded (game, lines, settings, stats, game from stats bytes) {loaded:?}"
    );
    // The mutations keep a fair share loadable, so loading and saving back are exercised.
    assert!(
        loaded[0] > cases / 20 && loaded[2] > cases / 5 && loaded[3] > cases / 20,
        "{loaded:?}"
    );
}

#[test]
fn json_files_never_panic_and_save_back_the_same() {
    json_files(1500, 7);
}

#[test]
#[ignore = "long (run with --release)"]
fn json_files_long() {
    json_files(30_000, 77);
}

fn puzzle() -> NewPuzzle {
    NewPuzzle {
        givens: Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap(),
        solution: Grid::from_line(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap(),
        info: GameInfo {
            difficulty: "easy".into(),
            score: None,
            techniques: vec![],
            origin: None,
        },
        killer: None,
    }
}

fn app_folders(cases: usize, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seeds = [
        ("game.json", vec![fixture("saves_v1/game.json")]),
        ("lines.json", vec![fixture("saves_v1/lines.json")]),
        ("settings.json", vec![fixture("saves_v1/settings.json")]),
        ("stats.json", vec![fixture("saves_v1/stats.json")]),
    ];
    for _ in 0..cases {
        let dir = tempfile::tempdir().unwrap();
        let mut written = Vec::new();
        for (name, s) in &seeds {
            if rng.random_bool(0.6) {
                let bytes = case(&mut rng, s);
                std::fs::write(dir.path().join(name), &bytes).unwrap();
                written.push(bytes);
            }
        }
        let all = written.concat();
        no_panic("the app model", &all, || {
            let mut m = AppModel::new(
                Some(dir.path().to_path_buf()),
                Arc::new(|_, _| Ok(puzzle())),
            );
            while m.services().current_notice().is_some() {
                m.services_mut().dismiss_notice();
            }
            m.open(Screen::Stats);
            let _ = m.stats().view(m.services());
            if m.game().can_continue() {
                m.open(Screen::Game);
            }
            m.start(puzzle());
            m.new_lines(rng.random());
            m.autosave();
            m.set_active(false);
        });
        // Whatever was there, every file now in the folder loads (bad ones were moved aside).
        let store = Store::open(dir.path()).unwrap();
        fn loads<T: Versioned>(store: &Store) {
            match store.load::<T>() {
                Ok(Loaded::Found(_) | Loaded::Missing | Loaded::Newer { .. }) => {}
                Ok(other) => panic!("{} left unreadable: {:?}", T::NAME, other.notice()),
                Err(e) => panic!("{} left unreadable: {e}", T::NAME),
            }
        }
        loads::<Saved<SudokuState>>(&store);
        loads::<Saved<LinesGame>>(&store);
        loads::<Settings>(&store);
        loads::<StatsFile>(&store);
    }
}

#[test]
fn the_app_opens_any_data_folder_without_panicking() {
    app_folders(120, 9);
}

#[test]
#[ignore = "long (run with --release)"]
fn app_folders_long() {
    app_folders(3000, 99);
}

/// A random line of characters from `alphabet`; in one line of four, some are anything.
fn random_line(rng: &mut ChaCha8Rng, len: usize, alphabet: &[char]) -> String {
    let dirt = if rng.random_bool(0.25) { 0.03 } else { 0.0 };
    (0..len)
        .map(|_| {
            if !rng.random_bool(dirt) {
                *alphabet.choose(rng).unwrap()
            } else {
                char::from_u32(rng.random_range(0..0x11000)).unwrap_or('\u{fffd}')
            }
        })
        .collect()
}

fn text_parsers(cases: usize, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let digits: Vec<char> = "123456789.0".chars().collect();
    let tiles: Vec<char> = "10.?".chars().collect();
    let advisor = Advisor::new();
    let (mut grids, mut positions) = (0, 0);
    for _ in 0..cases {
        // Puzzle lines: near 81 characters, mostly digits and dots, few givens.
        let len = *[0, 1, 80, 81, 81, 81, 82, 200].choose(&mut rng).unwrap();
        let mut line = random_line(&mut rng, len, &digits);
        if rng.random_bool(0.1) {
            line.push_str(
                ["\t", " # comment", "\r", "\n", " "]
                    .choose(&mut rng)
                    .unwrap(),
            );
        }
        if rng.random_bool(0.85) {
            // Few givens, so most lines are puzzles that do not clash.
            line = line
                .chars()
                .map(|c| {
                    if c.is_ascii_digit() && rng.random_bool(0.95) {
                        '.'
                    } else {
                        c
                    }
                })
                .collect();
        }
        if let Ok(grid) = no_panic("Grid::from_line", line.as_bytes(), || {
            Grid::from_line(&line)
        }) {
            grids += 1;
            assert_eq!(Grid::from_line(&grid.to_line()), Ok(grid), "{line:?}");
            no_panic("uniqueness", line.as_bytes(), || {
                grid.count_solutions_up_to(2)
            });
        }
        // Line-puzzle boards and positions: 16 characters.
        let len = *[0, 15, 16, 16, 16, 17, 40].choose(&mut rng).unwrap();
        let line = random_line(&mut rng, len, &tiles);
        if let Ok(board) = no_panic("Board::from_line", line.as_bytes(), || {
            Board::from_line(&line)
        }) {
            assert_eq!(Board::from_line(&board.to_line()), Ok(board), "{line:?}");
        }
        if let Ok(p) = no_panic("Position::from_line", line.as_bytes(), || {
            Position::from_line(&line)
        }) {
            positions += 1;
            assert_eq!(Position::from_line(&p.to_line()), Ok(p), "{line:?}");
            let _ = no_panic("odds", line.as_bytes(), || {
                advisor.odds(p).map(|o| o.n_boards())
            });
        }
        // Command-line arguments.
        let args: Vec<std::ffi::OsString> = (0..rng.random_range(0..5))
            .map(|_| {
                let words = [
                    "--count", "--seed=", "-h", "--", "--out", "x", "=", "--=", "-",
                ];
                let mut a = words.choose(&mut rng).unwrap().to_string();
                let n = rng.random_range(0..4);
                a.push_str(&random_line(&mut rng, n, &['=', '-', 'a', '1']));
                a.into()
            })
            .collect();
        let input = format!("{args:?}");
        if let Ok(parsed) = no_panic("Args::parse", input.as_bytes(), || {
            sudoku_lines::cli::Args::parse(&args, &["count", "seed", "out"])
        }) {
            let _ = parsed.value::<u64>("count");
            let _ = parsed.path("out");
            let _ = parsed.only(&["count"]);
        }
    }
    eprintln!("text, {cases} cases: {grids} puzzle lines and {positions} positions parsed");
    assert!(
        grids > cases / 20 && positions > cases / 20,
        "{grids} {positions}"
    );
}

#[test]
fn text_parsers_never_panic_and_print_back_what_they_read() {
    text_parsers(3000, 5);
}

#[test]
#[ignore = "long (run with --release)"]
fn text_parsers_long() {
    text_parsers(60_000, 55);
}

/// Every puzzle file format (`sudoku::formats`): the fixtures of each format, byte-mutated, and
/// random bytes. Nothing may panic; every puzzle read writes back, as a share link, an OpenSudoku
/// file and an `.sdk`, to the same givens, digits and notes; the check and the QR code of its
/// link run on it.
fn puzzle_files(cases: usize, seed: u64) {
    use sudoku_lines::sudoku::formats::{self, Target};
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats");
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_none_or(|x| x != "md"))
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    seeds.sort();
    let sample = formats::read_bytes(&seeds[0]).unwrap().entries;
    for target in Target::ALL {
        seeds.push(formats::write(&sample, target).into_bytes());
    }
    let (mut files, mut puzzles) = (0, 0);
    for _ in 0..cases {
        let bytes = if rng.random_bool(0.1) {
            (0..rng.random_range(0..300))
                .map(|_| rng.random())
                .collect()
        } else {
            let mut b = seeds.choose(&mut rng).unwrap().clone();
            mutate_bytes(&mut rng, &mut b);
            b
        };
        let Ok(read) = no_panic("formats::read_bytes", &bytes, || {
            formats::read_bytes(&bytes)
        }) else {
            continue;
        };
        files += 1;
        for e in read.entries.iter().take(5) {
            puzzles += 1;
            for target in [Target::Link, Target::OpenSudoku, Target::Sdk] {
                let text = formats::write(std::slice::from_ref(e), target);
                let back = no_panic("formats::read_str", text.as_bytes(), || {
                    formats::read_str(&text)
                });
                assert!(
                    back.refusals.is_empty(),
                    "{target:?} {text:?}: {:?}",
                    back.refusals
                );
                let [again] = &back.entries[..] else {
                    panic!("{target:?} of {e:?} reads as {:?}", back.entries)
                };
                assert_eq!(
                    (again.givens, again.digits, again.notes),
                    (e.givens, e.digits, e.notes),
                    "{target:?} of {:?}",
                    String::from_utf8_lossy(&bytes)
                );
            }
            let _ = no_panic("formats::check", &bytes, || formats::check(e));
            let link = formats::share_link(e);
            no_panic("QrMatrix::of", link.as_bytes(), || {
                formats::QrMatrix::of(&link).unwrap()
            });
        }
    }
    eprintln!("puzzle files, {cases} cases: {files} read, {puzzles} puzzles written back");
    assert!(
        files > cases / 2 && puzzles > cases / 4,
        "{files} {puzzles}"
    );
}

#[test]
fn puzzle_files_never_panic_and_write_back_what_they_read() {
    puzzle_files(1500, 9);
}

#[test]
#[ignore = "long (run with --release)"]
fn puzzle_files_long() {
    puzzle_files(30_000, 99);
}
