//! Statistics on hand-made game lists: counts, streaks, averages, ties, revealed games, the
//! best-time history, top times, chart data, new-record checks, and export/import merging.
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use chrono::{DateTime, Duration, FixedOffset};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use sudoku_lines::puzzle::{Difficulty, Mode};
use sudoku_lines::stats::{
    self, GameRecord, ImportError, MergeReport, StatsFile, Summary, TOP_TIMES,
};
use sudoku_lines::storage::{Loaded, Store};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/storage")
        .join(name)
}

/// The hand-made history in `stats_v1.json` (games listed out of order on purpose):
///
/// | id  | ends (UTC) | s   | won | counts | note                             |
/// |-----|------------|-----|-----|--------|----------------------------------|
/// | e1  | Jan 1      | 600 | yes | yes    | first: record                    |
/// | e2  | Jan 2      | 540 | yes | yes    | record (-60)                     |
/// | e3  | Jan 3      | 540 | yes | yes    | tie: not a record                |
/// | e4  | Jan 4      | 200 | no  | yes    | lost: ends the streak of 3       |
/// | e5  | Jan 5      | 300 | yes | no     | revealed: played, never a record |
/// | e6  | Jan 6      | 500 | yes | yes    | record (-40)                     |
/// | e7  | Jan 7      | 704 | yes | yes    |                                  |
/// | e8  | Jan 8      | 100 | no  | yes    | abandoned                        |
/// | e9  | Jan 9 (+2) | 450 | yes | yes    | record (-50)                     |
/// | e10 | Jan 10     | 450 | yes | yes    | tie                              |
///
/// plus one hard game (h1, 1200 s), two line games (l1 40 s 7 flips, l2 35 s 5 flips) and one
/// custom puzzle (c1, 900 s).
fn history() -> StatsFile {
    StatsFile::from_json(&fs::read(fixture("stats_v1.json")).unwrap()).unwrap()
}

fn at(s: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(s).unwrap()
}

fn game(
    id: &str,
    when: DateTime<FixedOffset>,
    seconds: u64,
    won: bool,
    counts: bool,
) -> GameRecord {
    GameRecord {
        id: id.to_string(),
        finished_at: when,
        mode: Mode::Sudoku,
        difficulty: "easy".into(),
        seconds,
        won,
        mistakes: 0,
        hints: 0,
        counts_for_records: counts,
        flips: None,
        started_at: None,
        origin: None,
    }
}

fn ids<'a>(games: impl IntoIterator<Item = &'a GameRecord>) -> Vec<&'a str> {
    games.into_iter().map(|g| g.id.as_str()).collect()
}

#[test]
fn summary_of_the_easy_history() {
    let s = stats::summary(&history(), Mode::Sudoku, &"easy".into());
    assert_eq!(
        s,
        Summary {
            started: 10,
            won: 8,
            win_rate: Some(0.8),
            best_seconds: Some(450),
            // (600 + 540 + 540 + 500 + 704 + 450 + 450) / 7 = 540.57
            average_seconds: Some(541),
            current_streak: 2,
            best_streak: 3,
            fewest_flips: None,
        }
    );
}

#[test]
fn summaries_keep_modes_and_difficulties_apart() {
    let h = history();
    let hard = stats::summary(&h, Mode::Sudoku, &"hard".into());
    assert_eq!(
        (hard.started, hard.won, hard.best_seconds),
        (1, 1, Some(1200))
    );
    assert_eq!((hard.current_streak, hard.best_streak), (1, 1));
    let lines = stats::summary(&h, Mode::Lines, &"easy".into());
    assert_eq!(lines.started, 2);
    assert_eq!(lines.best_seconds, Some(35));
    assert_eq!(lines.average_seconds, Some(38)); // 37.5 rounds up
    assert_eq!(lines.fewest_flips, Some(5));
    let custom = stats::summary(&h, Mode::Sudoku, &Difficulty::Custom);
    assert_eq!(custom.started, 1);
    assert_eq!(
        stats::summary(&h, Mode::Sudoku, &"expert".into()),
        Summary::default()
    );
    let names = |m| {
        h.difficulties(m)
            .iter()
            .map(|d| d.name())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(Mode::Sudoku), ["custom", "easy", "hard"]);
    assert_eq!(names(Mode::Lines), ["easy"]);
}

#[test]
fn best_time_history_lists_every_broken_record_and_skips_ties() {
    let history = stats::record_breaks(&history(), Mode::Sudoku, &"easy".into());
    let got: Vec<(&str, u64, Option<u64>, Option<u64>)> = history
        .iter()
        .map(|r| (r.id.as_str(), r.seconds, r.previous, r.improvement()))
        .collect();
    assert_eq!(
        got,
        [
            ("e1", 600, None, None),
            ("e2", 540, Some(600), Some(60)),
            ("e6", 500, Some(540), Some(40)),
            ("e9", 450, Some(500), Some(50)),
        ]
    );
    assert_eq!(history[3].finished_at, at("2026-01-09T12:00:00+02:00"));
}

#[test]
fn top_times_are_fastest_first_with_ties_in_playing_order() {
    let h = history();
    let top = stats::top_times(&h, Mode::Sudoku, &"easy".into(), TOP_TIMES);
    assert_eq!(ids(top), ["e9", "e10", "e6", "e2", "e3", "e1", "e7"]);
    assert_eq!(
        ids(stats::top_times(&h, Mode::Sudoku, &"easy".into(), 3)),
        ["e9", "e10", "e6"]
    );
}

#[test]
fn top_times_stop_at_ten() {
    let start = at("2026-03-01T08:00:00+00:00");
    let mut h = StatsFile::default();
    for i in 0..12u64 {
        let secs = 1000 - 10 * i;
        assert!(h.add(game(
            &format!("g{i}"),
            start + Duration::days(i as i64),
            secs,
            true,
            true
        )));
    }
    let top = stats::top_times(&h, Mode::Sudoku, &"easy".into(), TOP_TIMES);
    assert_eq!(top.len(), 10);
    let secs: Vec<u64> = top.iter().map(|g| g.seconds).collect();
    assert_eq!(secs, [890, 900, 910, 920, 930, 940, 950, 960, 970, 980]);
    // Twelve improvements in a row: twelve records and a streak of twelve.
    assert_eq!(
        stats::record_breaks(&h, Mode::Sudoku, &"easy".into()).len(),
        12
    );
    assert_eq!(
        stats::summary(&h, Mode::Sudoku, &"easy".into()).best_streak,
        12
    );
}

#[test]
fn chart_points_carry_the_stepping_down_best_line() {
    let chart = stats::chart(&history(), Mode::Sudoku, &"easy".into());
    let got: Vec<(usize, u64, u64, bool)> = chart
        .iter()
        .map(|p| (p.index, p.seconds, p.best_so_far, p.is_record))
        .collect();
    assert_eq!(
        got,
        [
            (0, 600, 600, true),
            (1, 540, 540, true),
            (2, 540, 540, false),
            (3, 500, 500, true),
            (4, 704, 500, false),
            (5, 450, 450, true),
            (6, 450, 450, false),
        ]
    );
    assert!(
        chart
            .windows(2)
            .all(|w| w[0].finished_at < w[1].finished_at)
    );
    assert!(stats::chart(&StatsFile::default(), Mode::Sudoku, &"easy".into()).is_empty());
}

#[test]
fn games_are_taken_in_the_order_they_ended_whatever_their_offset() {
    // 10:00+02:00 ends before 09:00+00:00.
    let mut h = StatsFile::default();
    h.add(game(
        "late",
        at("2026-05-01T09:00:00+00:00"),
        300,
        true,
        true,
    ));
    h.add(game(
        "early",
        at("2026-05-01T10:00:00+02:00"),
        400,
        true,
        true,
    ));
    assert_eq!(
        ids(stats::games_in(&h, Mode::Sudoku, &"easy".into())),
        ["early", "late"]
    );
    let records = stats::record_breaks(&h, Mode::Sudoku, &"easy".into());
    assert_eq!(records.len(), 2);
    assert_eq!(records[1].improvement(), Some(100));
}

#[test]
fn revealed_games_count_as_played_but_never_for_records() {
    let mut h = StatsFile::default();
    let t = at("2026-06-01T10:00:00+00:00");
    h.add(game("a", t, 500, true, true));
    h.add(game("b", t + Duration::hours(1), 100, true, false));
    let s = stats::summary(&h, Mode::Sudoku, &"easy".into());
    assert_eq!((s.started, s.won), (2, 2));
    assert_eq!(s.best_seconds, Some(500));
    assert_eq!(s.average_seconds, Some(500));
    assert_eq!((s.current_streak, s.best_streak), (0, 1));
    assert_eq!(
        stats::record_breaks(&h, Mode::Sudoku, &"easy".into()).len(),
        1
    );
    assert_eq!(
        ids(stats::top_times(&h, Mode::Sudoku, &"easy".into(), 10)),
        ["a"]
    );
    assert!(!stats::is_new_record(&h, &game("c", t, 50, true, false)));
    // Only revealed games: no best time at all.
    let only = StatsFile::from_games(vec![game("x", t, 100, true, false)]);
    let s = stats::summary(&only, Mode::Sudoku, &"easy".into());
    assert_eq!(
        (s.started, s.won, s.best_seconds, s.average_seconds),
        (1, 1, None, None)
    );
    assert_eq!(s.win_rate, Some(1.0));
}

#[test]
fn new_record_checks_for_the_win_summary() {
    let h = history();
    let when = at("2026-02-01T10:00:00+00:00");
    let faster = game("new", when, 449, true, true);
    assert_eq!(
        stats::new_record(&h, &faster),
        Some(stats::NewRecord {
            previous: Some(450)
        })
    );
    assert_eq!(
        stats::new_record(&h, &faster).unwrap().improvement(449),
        Some(1)
    );
    assert!(
        !stats::is_new_record(&h, &game("tie", when, 450, true, true)),
        "a tie is no record"
    );
    assert!(!stats::is_new_record(
        &h,
        &game("slow", when, 451, true, true)
    ));
    assert!(!stats::is_new_record(
        &h,
        &game("lost", when, 10, false, true)
    ));
    assert!(!stats::is_new_record(
        &h,
        &game("shown", when, 10, true, false)
    ));
    // The first game of a difficulty is a record.
    let mut first = game("first", when, 2000, true, true);
    first.difficulty = "expert".into();
    assert_eq!(
        stats::new_record(&h, &first),
        Some(stats::NewRecord { previous: None })
    );
    // Asking after the game was added gives the same answer.
    let mut after = h.clone();
    assert!(after.add(faster.clone()));
    assert!(stats::is_new_record(&after, &faster));
    assert!(!after.add(faster.clone()), "the same id is not added twice");
}

#[test]
fn empty_history_has_no_numbers() {
    let s = stats::summary(&StatsFile::default(), Mode::Sudoku, &"easy".into());
    assert_eq!(s, Summary::default());
    assert_eq!(s.win_rate, None);
}

#[test]
fn export_round_trips() {
    let h = history();
    let bytes = h.to_json().unwrap();
    assert_eq!(
        String::from_utf8(bytes.clone()).unwrap(),
        fs::read_to_string(fixture("stats_v1.json")).unwrap()
    );
    assert_eq!(StatsFile::from_json(&bytes).unwrap(), h);
}

#[test]
fn import_merges_by_id_without_duplicates() {
    let mut h = history();
    let other =
        StatsFile::from_json(&fs::read(fixture("stats_other_device.json")).unwrap()).unwrap();
    assert_eq!(other.games.len(), 5);
    let report = h.merge(other.clone());
    // e9 and e10 are already known; n1 appears twice in the export.
    assert_eq!(
        report,
        MergeReport {
            added: 2,
            skipped: 3
        }
    );
    assert_eq!(h.games.len(), 16);
    assert_eq!(
        h.merge(other),
        MergeReport {
            added: 0,
            skipped: 5
        }
    );
    assert_eq!(h.games.len(), 16);
    let easy = stats::summary(&h, Mode::Sudoku, &"easy".into());
    assert_eq!(
        (easy.started, easy.best_seconds, easy.current_streak),
        (11, Some(420), 3)
    );
    let hard = stats::summary(&h, Mode::Sudoku, &"hard".into());
    assert_eq!((hard.started, hard.won), (2, 1));
}

#[test]
fn bad_imports_are_refused_with_a_clear_message() {
    let err = StatsFile::from_json(b"{\"version\": 1, \"games\": [{\"id\": \"b\"}]}").unwrap_err();
    assert!(matches!(&err, ImportError::BadGame { number: 1, id, .. } if id == "b"));
    assert!(
        err.to_string().contains("missing field `finished_at`"),
        "{err}"
    );
    let mut g = serde_json::to_value(game("", at("2026-01-01T00:00:00Z"), 1, true, true)).unwrap();
    let doc = serde_json::json!({"version": 1, "games": [g.clone()]});
    let err = StatsFile::from_json(doc.to_string().as_bytes()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "game 1 in the statistics file (id \"\") is not valid: the id is empty"
    );
    g["id"] = "x".into();
    g["difficulty"] = " ".into();
    let doc = serde_json::json!({"version": 1, "games": [g.clone()]});
    assert!(StatsFile::from_json(doc.to_string().as_bytes()).is_err());
    g["difficulty"] = "easy".into();
    g["finished_at"] = "yesterday".into();
    let doc = serde_json::json!({"version": 1, "games": [g]});
    assert!(StatsFile::from_json(doc.to_string().as_bytes()).is_err());
    assert!(matches!(
        StatsFile::from_json(&fs::read(fixture("future_version.json")).unwrap()),
        Err(ImportError::Newer {
            found: 99,
            supported: 1
        })
    ));
    for bad in [
        "bad/truncated.json",
        "bad/empty.json",
        "bad/wrong_type_array.json",
    ] {
        let err = StatsFile::from_json(&fs::read(fixture(bad)).unwrap()).unwrap_err();
        assert!(
            err.to_string().starts_with("not a statistics file: "),
            "{bad}: {err}"
        );
    }
}

#[test]
fn import_into_a_store_saves_only_valid_imports() {
    let tmp = tempfile::tempdir().unwrap();
    fs::copy(fixture("stats_v1.json"), tmp.path().join("stats.json")).unwrap();
    let store = Store::open(tmp.path()).unwrap();
    let before = fs::read(tmp.path().join("stats.json")).unwrap();
    // A bad file changes nothing.
    assert!(stats::import_stats(&store, b"{\"version\": 1, \"games\": 3}").is_err());
    assert_eq!(fs::read(tmp.path().join("stats.json")).unwrap(), before);
    // A good one is merged and saved.
    let other = fs::read(fixture("stats_other_device.json")).unwrap();
    let outcome = stats::import_stats(&store, &other).unwrap();
    assert_eq!(
        outcome.report,
        MergeReport {
            added: 2,
            skipped: 3
        }
    );
    assert_eq!(outcome.notice, None);
    let saved = Store::open(tmp.path())
        .unwrap()
        .load::<StatsFile>()
        .unwrap();
    let Loaded::Found(saved) = saved else {
        panic!("expected the saved stats");
    };
    assert_eq!(saved.games.len(), 16);
    let (exported, n) = stats::export_stats(&store).unwrap();
    assert_eq!(n, 16);
    assert_eq!(StatsFile::from_json(&exported).unwrap(), saved);
}

#[test]
fn import_refuses_to_touch_a_newer_stats_file() {
    let tmp = tempfile::tempdir().unwrap();
    fs::copy(
        fixture("future_version.json"),
        tmp.path().join("stats.json"),
    )
    .unwrap();
    let store = Store::open(tmp.path()).unwrap();
    let other = fs::read(fixture("stats_other_device.json")).unwrap();
    let err = stats::import_stats(&store, &other).unwrap_err();
    assert!(err.to_string().contains("newer version"), "{err}");
    assert!(stats::export_stats(&store).is_err());
    assert_eq!(
        fs::read(tmp.path().join("stats.json")).unwrap(),
        fs::read(fixture("future_version.json")).unwrap()
    );
}

fn cli(data: &Path, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(args)
        .env("SUDOKU_LINES_DATA_DIR", data)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn command_line_export_and_import() {
    let tmp = tempfile::tempdir().unwrap();
    let phone = tmp.path().join("phone");
    let laptop = tmp.path().join("laptop");
    fs::create_dir(&phone).unwrap();
    fs::copy(fixture("stats_v1.json"), phone.join("stats.json")).unwrap();
    let export = tmp.path().join("export.json");
    let export_arg = export.to_str().unwrap();

    let (ok, _, err) = cli(&phone, &["stats", "export", export_arg]);
    assert!(ok, "{err}");
    assert_eq!(err.trim(), "exported 14 games");
    assert_eq!(
        fs::read_to_string(&export).unwrap(),
        fs::read_to_string(fixture("stats_v1.json")).unwrap()
    );

    // Into a fresh install (the folder does not exist yet), then again: nothing duplicated.
    let (ok, _, err) = cli(&laptop, &["stats", "import", export_arg]);
    assert!(ok, "{err}");
    assert_eq!(err.trim(), "added 14 games (0 already recorded)");
    let (ok, _, err) = cli(&laptop, &["stats", "import", export_arg]);
    assert!(ok, "{err}");
    assert_eq!(err.trim(), "added 0 games (14 already recorded)");
    let other = fixture("stats_other_device.json");
    let (ok, _, err) = cli(&laptop, &["stats", "import", other.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(err.trim(), "added 2 games (3 already recorded)");

    // A bad file: an error, and the laptop's statistics are unchanged.
    let before = fs::read(laptop.join("stats.json")).unwrap();
    let bad = fixture("bad/truncated.json");
    let (ok, _, err) = cli(&laptop, &["stats", "import", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        err.starts_with("sudoku-lines: not a statistics file: it is not valid json"),
        "{err}"
    );
    assert_eq!(fs::read(laptop.join("stats.json")).unwrap(), before);

    // Export to standard output.
    let (ok, out, _) = cli(&laptop, &["stats", "export", "-"]);
    assert!(ok);
    assert_eq!(
        StatsFile::from_json(out.as_bytes()).unwrap().games.len(),
        16
    );

    let (ok, _, err) = cli(&laptop, &["stats", "frobnicate", "x"]);
    assert!(!ok && err.contains("unknown stats command"), "{err}");
}

/// A long history works: 100,000 games load, every tab opens, and a new game counts in its tab.
/// Its speed is measured by `examples/stats_100k.rs`, not here. Run with
/// `cargo test --release --no-default-features --test all stats:: -- --ignored`.
#[test]
#[ignore = "slow in a debug build: run with --release"]
fn a_history_of_100k_games_loads_opens_every_tab_and_counts_a_new_game() {
    use sudoku_lines::app::stats::tabs;
    use sudoku_lines::app::{AppModel, Screen};
    let tabs = tabs();
    let mut at: DateTime<FixedOffset> =
        DateTime::parse_from_rfc3339("2020-01-01T08:00:00+01:00").unwrap();
    let games: Vec<GameRecord> = (0..100_000u64)
        .map(|i| {
            at += Duration::seconds(600);
            let tab = &tabs[if i % 2 == 0 {
                0
            } else {
                (i as usize / 2) % tabs.len()
            }];
            GameRecord {
                id: format!("g{i:06}"),
                finished_at: at,
                mode: tab.mode,
                difficulty: tab.difficulty.clone(),
                seconds: 60 + (i * 7919) % 3000,
                won: i % 5 != 0,
                mistakes: 0,
                hints: 0,
                counts_for_records: i % 11 != 0,
                flips: (tab.mode == Mode::Lines).then_some(8),
                started_at: None,
                origin: None,
            }
        })
        .collect();
    let (empty, full) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    Store::open(full.path())
        .unwrap()
        .save(&StatsFile::from_games(games))
        .unwrap();
    let source: sudoku_lines::app::PuzzleSource = std::sync::Arc::new(|_, _| Err("none".into()));
    let fresh = AppModel::new(Some(empty.path().to_path_buf()), source.clone());
    assert!(fresh.services().stats().games.is_empty());
    let mut m = AppModel::new(Some(full.path().to_path_buf()), source);
    assert_eq!(m.services().stats().games.len(), 100_000);
    m.open(Screen::Stats);
    for i in 0..tabs.len() {
        m.stats_mut().0.select(i);
        let view = m.stats().view(m.services());
        assert!(!view.empty, "tab {i} shows its games");
    }
    let before = m.services().summary(Mode::Sudoku, &"easy".into()).started;
    let now = chrono::Local::now().fixed_offset();
    m.services_mut().record(GameRecord {
        id: "new".into(),
        finished_at: now,
        mode: Mode::Sudoku,
        difficulty: "easy".into(),
        seconds: 30,
        won: true,
        mistakes: 0,
        hints: 0,
        counts_for_records: true,
        flips: None,
        started_at: None,
        origin: None,
    });
    m.stats_mut().0.select(0);
    let view = m.stats().view(m.services());
    assert_eq!(view.numbers[0].value, (before + 1).to_string());
}

/// An old statistics file with a journal beside it (a whole line, a game already in the file, an
/// empty line, a line cut by a crash, a game of the line puzzle and a game the file would refuse):
/// read, exported, folded and written exactly as the app always wrote its history.
#[test]
fn an_old_history_and_its_journal_load_export_and_fold_once() {
    use sudoku_lines::app::AppModel;
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    fs::copy(fixture("stats_v1.json"), dir.join("stats.json")).unwrap();
    fs::copy(
        fixture("stats_journal_v1.jsonl"),
        dir.join(stats::JOURNAL_NAME),
    )
    .unwrap();
    let store = Store::open(dir).unwrap();
    let old = match store.load::<StatsFile>().unwrap() {
        Loaded::Found(f) => f,
        other => panic!("{:?}", other.notice()),
    };
    assert_eq!(old.games.len(), 14);
    let history = stats::load_games(&store).unwrap().into_value().unwrap();
    assert_eq!(
        history.games.len(),
        16,
        "e1 once, the cut and the bad line skipped"
    );
    assert_eq!(&history.games[..14], &old.games[..]);
    assert_eq!(ids(&history.games[14..]), ["j1", "j2"]);
    assert_eq!(history.games[15].flips, Some(6));
    let (export, n) = stats::export_stats(&store).unwrap();
    assert_eq!(n, 16);
    assert_eq!(StatsFile::from_json(&export).unwrap(), history);
    drop(store);

    // The app folds the journal in when it opens: stats.json holds it all, written as before.
    let source: sudoku_lines::app::PuzzleSource = std::sync::Arc::new(|_, _| Err("none".into()));
    let mut m = AppModel::new(Some(dir.to_path_buf()), source.clone());
    assert_eq!(m.services().stats(), &history);
    assert!(!dir.join(stats::JOURNAL_NAME).exists());
    let folded = fs::read(dir.join("stats.json")).unwrap();
    assert_eq!(folded, history.to_json().unwrap());

    // A game recorded now is appended to a new journal; stats.json is not touched.
    let record = game("new", at("2026-03-01T10:00:00Z"), 200, true, true);
    assert!(m.services_mut().record(record.clone()).saved);
    assert_eq!(fs::read(dir.join("stats.json")).unwrap(), folded);
    let line = fs::read_to_string(dir.join(stats::JOURNAL_NAME)).unwrap();
    assert_eq!(line.lines().filter(|l| !l.is_empty()).count(), 1, "{line}");
    // Recorded again (a stale save finished twice): nothing appended.
    m.services_mut().record(record);
    assert_eq!(
        fs::read_to_string(dir.join(stats::JOURNAL_NAME)).unwrap(),
        line
    );
    drop(m);
    let m = AppModel::new(Some(dir.to_path_buf()), source);
    assert_eq!(m.services().stats().games.len(), 17);
    assert!(!dir.join(stats::JOURNAL_NAME).exists());
}
