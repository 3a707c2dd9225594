//! The daily puzzle: the date-to-puzzle mapping pinned, its banks, the `daily` command, and the
//! daily statistics (record ids, late days, streaks across midnight and time zones, calendar).
//!
//! The full grading of 400 dailies and the canonical form of every bank entry are `#[ignore]`d,
//! to keep the default run short (they take seconds in a debug build):
//! `cargo test --no-default-features --test all daily:: -- --ignored`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chrono::{DateTime, Datelike, Days, FixedOffset, NaiveDate, Weekday};
use std::collections::HashSet;
use std::process::Command;
use sudoku_lines::puzzle::{Difficulty, Mode};
use sudoku_lines::stats::{
    GameRecord, StatsFile, daily_id, daily_month, daily_results, daily_summary, is_on_its_day,
};
use sudoku_lines::sudoku::{
    BankEntry, DailyError, FIRST_DAILY, Grade, Grid, Level, Technique, canonical_form, daily,
    daily_bank, daily_bank_text, daily_with, entry_index, last_daily, level_bank, level_of,
};

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

fn dates_from(first: NaiveDate, n: u64) -> impl Iterator<Item = NaiveDate> {
    (0..n).map(move |i| first.checked_add_days(Days::new(i)).unwrap())
}

/// Levels that have daily banks.
const DAILY_LEVELS: [Level; 5] = [
    Level::Easy,
    Level::Medium,
    Level::Hard,
    Level::Expert,
    Level::Master,
];

// ---------------------------------------------------------------- the mapping

/// Dates in several years and one of every weekday (1-7 December 2026 is Tuesday to Monday),
/// with their puzzles as this release serves them. Any change here breaks every player's
/// calendar: the mapping and the banks' first entries must never change.
const PINNED: &[(&str, &str, &str)] = &[
    (
        "2026-01-01",
        "hard",
        "....18..3.6.4......586...4......9.3.6..85.....7...198.....345.15.918......7...8..",
    ),
    (
        "2026-12-01",
        "medium",
        ".73.5.6....4..1..96.....1....53..4.....61....9...2...52..5...71..6..9..43.....9..",
    ),
    (
        "2026-12-02",
        "medium",
        "...3...5.61...724..7..2.....947..3..8...3..9...1..5....6.9..5..5...8..79.....3..1",
    ),
    (
        "2026-12-03",
        "hard",
        "..4.........8.2..1..1.34.58....5.1..1...7...5..59..7..2..3.789....6...328........",
    ),
    (
        "2026-12-04",
        "hard",
        ".62.3...8..7...1..3..28...48..1..7.9.5..4.....936..4...39..........293......1.95.",
    ),
    (
        "2026-12-05",
        "expert",
        "..98.2..323.....1..6....5...53.7...67..9.......6.81..249..5...7.....6.9....7.98..",
    ),
    (
        "2026-12-06",
        "master",
        ".1..3.....6...5..29...7...5..93....4.4...92..15.42.7.9..45..6..5...1.9..8..2.....",
    ),
    (
        "2026-12-07",
        "easy",
        "6.5.7..83....6.....1928...7...........3...79......82.19........1...36.7246.9.2.3.",
    ),
    (
        "2027-01-01",
        "hard",
        "8.7.......3...8......21........4.5....96.1..3.1.7..62..719...3...2..38.13.....7..",
    ),
    (
        "2028-02-29",
        "medium",
        "....2..615....3.....94.7.2342..758.......4.3.35.1.....1......4....2....8.3..4....",
    ),
    (
        "2030-06-15",
        "expert",
        "364....85....1......98...27......7..9516.7....7.1.4..67.....2.3....7.9..6..28....",
    ),
    (
        "2033-09-04",
        "master",
        "3....91..5..48.......1.7..44.1....2798....46..7.3....1.5.64.......9.3.7...8.7..4.",
    ),
    (
        "2036-07-16",
        "medium",
        ".1...32.865...1......47.5....658.3........9155.37....4.6..37...3.5.....6.7...51.9",
    ),
];

#[test]
fn pinned_dates_keep_their_puzzles() {
    let mut weekdays = HashSet::new();
    for &(d, level, puzzle) in PINNED {
        let day: NaiveDate = d.parse().unwrap();
        let got = daily(day).unwrap();
        assert_eq!(got.date, day);
        assert_eq!(got.level.name(), level, "{d}");
        assert_eq!(got.puzzle.to_line(), puzzle, "{d}");
        weekdays.insert(day.weekday());
    }
    assert_eq!(weekdays.len(), 7, "every weekday is pinned");
}

#[test]
fn the_weekday_sets_the_level() {
    use Weekday::*;
    let spread = [
        (Mon, Level::Easy),
        (Tue, Level::Medium),
        (Wed, Level::Medium),
        (Thu, Level::Hard),
        (Fri, Level::Hard),
        (Sat, Level::Expert),
        (Sun, Level::Master),
    ];
    for (w, l) in spread {
        assert_eq!(level_of(w), l, "{w}");
    }
    for day in dates_from(FIRST_DAILY, 800) {
        assert_eq!(daily(day).unwrap().level, level_of(day.weekday()), "{day}");
    }
}

#[test]
fn the_range_has_clear_ends() {
    assert_eq!(FIRST_DAILY, date(2026, 1, 1));
    assert!(daily(FIRST_DAILY).is_ok());
    assert_eq!(
        daily(date(2025, 12, 31)),
        Err(DailyError::BeforeFirst {
            date: date(2025, 12, 31),
            first: FIRST_DAILY
        })
    );
    let last = last_daily();
    // More than five years of every weekday.
    assert!(last >= date(2031, 6, 1), "the banks end at {last}");
    for day in dates_from(FIRST_DAILY, (last - FIRST_DAILY).num_days() as u64 + 1) {
        assert!(daily(day).is_ok(), "{day}");
    }
    let after = last.succ_opt().unwrap();
    let err = daily(after).unwrap_err();
    assert!(matches!(err, DailyError::PastBank { .. }), "{err}");
    assert!(err.to_string().contains(&after.to_string()), "{err}");
}

#[test]
fn appended_entries_change_no_earlier_date() {
    // The banks as an earlier release had them: a prefix of each file.
    let short: Vec<(Level, Vec<BankEntry>)> = DAILY_LEVELS
        .iter()
        .map(|&l| (l, daily_bank(l)[..daily_bank(l).len() / 3].to_vec()))
        .collect();
    let short_bank = |level: Level| -> &[BankEntry] {
        short
            .iter()
            .find(|(l, _)| *l == level)
            .map_or(&[], |(_, e)| e.as_slice())
    };
    let (mut same, mut refused) = (0, 0);
    for day in dates_from(
        FIRST_DAILY,
        (last_daily() - FIRST_DAILY).num_days() as u64 + 1,
    ) {
        match daily_with(day, short_bank) {
            Ok(old) => {
                assert_eq!(Ok(old), daily(day), "{day}");
                same += 1;
            }
            Err(DailyError::PastBank { .. }) => refused += 1,
            Err(e) => panic!("{day}: {e}"),
        }
    }
    assert!(
        same > 1000 && refused > 1000,
        "{same} served, {refused} past"
    );
    // Exactly the dates whose entry the short bank has are served from it.
    for day in dates_from(FIRST_DAILY, 3000) {
        let level = level_of(day.weekday());
        let has = entry_index(day).unwrap() < short_bank(level).len();
        assert_eq!(daily_with(day, short_bank).is_ok(), has, "{day}");
    }
}

#[test]
fn a_daily_is_its_bank_entry_transformed() {
    for day in dates_from(FIRST_DAILY, 120) {
        let d = daily(day).unwrap();
        let entry = &daily_bank(d.level)[d.entry];
        assert_eq!(canonical_form(&d.puzzle), entry.form, "{day}");
        assert_eq!(d.rating, entry.rating);
        let p = d.to_level_puzzle().unwrap();
        assert_eq!(p.puzzle, d.puzzle);
        assert_eq!(p.level, d.level);
        assert_eq!(p.solution.n_filled(), 81);
        assert_eq!(d.puzzle.solution(), Some(p.solution), "{day}");
    }
}

// ---------------------------------------------------------------- the banks

/// The level a technique set names: its hardest technique's.
fn level_of_techniques(ts: &[Technique]) -> Level {
    ts.iter()
        .map(|&t| Level::of_technique(t))
        .fold(Level::Easy, Level::max)
}

#[test]
fn the_daily_banks_are_distinct_classes_new_to_the_player_and_append_only() {
    let mut level_classes: HashSet<Grid> = HashSet::new();
    for l in Level::ALL {
        level_classes.extend(level_bank(l).iter().map(|e| e.form));
    }
    let mut seen: HashSet<Grid> = HashSet::new();
    for level in DAILY_LEVELS {
        let text = daily_bank_text(level).unwrap();
        assert!(text.contains("APPEND-ONLY"), "{level}: the header says so");
        let lines = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        let bank = daily_bank(level);
        assert_eq!(bank.len(), lines, "{level}: every line reads");
        assert!(bank.len() >= 300, "{level}: {} entries", bank.len());
        for (i, e) in bank.iter().enumerate() {
            // Canonical forms are slow in a debug build: every seventh here, all in the ignored
            // test below.
            if i % 7 == 0 {
                assert_eq!(canonical_form(&e.form), e.form, "{level}: canonical");
            }
            assert!(seen.insert(e.form), "{level}: a class twice");
            assert!(
                !level_classes.contains(&e.form),
                "{level}: a class of a level bank"
            );
            assert_eq!(level_of_techniques(&e.techniques()), level, "{level}");
            assert!(e.form.is_uniquely_solvable(), "{level}");
        }
    }
    assert!(daily_bank(Level::Extreme).is_empty());
    assert!(daily_bank(Level::Medium).len() >= 550);
    assert!(daily_bank(Level::Hard).len() >= 550);
}

#[test]
#[ignore = "the canonical form of every entry: see the file's header"]
fn every_daily_bank_entry_is_in_canonical_form() {
    for level in DAILY_LEVELS {
        for e in daily_bank(level) {
            assert_eq!(
                canonical_form(&e.form),
                e.form,
                "{level}: {}",
                e.form.to_line()
            );
        }
    }
}

// ---------------------------------------------------------------- the command

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The lines of `daily --date 2027-01-01 --days 400`, read back.
fn four_hundred_days() -> Vec<(NaiveDate, Level, Grid)> {
    let (code, out, err) = run(&["daily", "--date", "2027-01-01", "--days", "400"]);
    assert_eq!(code, 0, "{err}");
    let rows: Vec<(NaiveDate, Level, Grid)> = out
        .lines()
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 3, "{line}");
            assert_eq!(f[2].len(), 81, "{line}");
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                Grid::from_line(f[2]).unwrap(),
            )
        })
        .collect();
    assert_eq!(rows.len(), 400);
    rows
}

#[test]
fn four_hundred_days_are_distinct_unique_and_of_their_weekday_level() {
    let rows = four_hundred_days();
    let mut classes = HashSet::new();
    for (i, (day, level, puzzle)) in rows.iter().enumerate() {
        assert_eq!(*day, date(2027, 1, 1) + Days::new(i as u64));
        assert_eq!(*level, level_of(day.weekday()), "{day}");
        assert_eq!(puzzle.count_solutions_up_to(2), 1, "{day}");
        let form = canonical_form(puzzle);
        assert!(classes.insert(form), "{day}: a class twice");
        // The stored grade of the entry it comes from names the level.
        let entry = daily_bank(*level)
            .iter()
            .find(|e| e.form == form)
            .unwrap_or_else(|| panic!("{day}: not from its level's daily bank"));
        assert_eq!(level_of_techniques(&entry.techniques()), *level, "{day}");
    }
    assert_eq!(classes.len(), 400);
    // The same on a second run.
    assert_eq!(four_hundred_days(), rows);
}

#[test]
#[ignore = "grades 400 puzzles: see the file's header"]
fn four_hundred_days_grade_to_the_level_they_name() {
    for (day, level, puzzle) in four_hundred_days() {
        let grade = Grade::of(&puzzle);
        assert_eq!(grade.level, Some(level), "{day}: {}", puzzle.to_line());
    }
}

#[test]
fn the_command_prints_a_run_of_dates() {
    let (code, out, _) = run(&["daily", "--date", "2026-12-01", "--days", "7"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7);
    for (line, &(d, level, puzzle)) in lines.iter().zip(&PINNED[1..8]) {
        assert_eq!(*line, format!("{d}\t{level}\t{puzzle}"));
    }
    let (code, out, _) = run(&["daily", "--date=2027-01-01"]);
    assert_eq!((code, out.lines().count()), (0, 1));
    assert!(out.starts_with("2027-01-01\thard\t"), "{out}");
}

#[test]
fn without_a_date_it_prints_today() {
    let before = chrono::Local::now().date_naive();
    let (code, out, err) = run(&["daily"]);
    let after = chrono::Local::now().date_naive();
    assert_eq!(code, 0, "{err}");
    let day: NaiveDate = out.split('\t').next().unwrap().parse().unwrap();
    assert!(day == before || day == after, "{out}");
    assert_eq!(out.lines().count(), 1);
}

#[test]
fn bad_dates_are_refused_in_one_line_with_exit_code_2() {
    for (arg, why) in [
        ("2027-02-30", "no such day"),
        ("2026-02-29", "no such day"),
        ("tomorrow", "expected YYYY-MM-DD"),
        ("2027-1-1", "expected YYYY-MM-DD"),
        ("27-01-01", "expected YYYY-MM-DD"),
        ("2027-01-01T00:00", "expected YYYY-MM-DD"),
        ("2025-12-31", "before 2026-01-01"),
        ("2099-01-01", "daily bank has"),
    ] {
        let (code, out, err) = run(&["daily", "--date", arg]);
        assert_eq!(code, 2, "{arg}: {err}");
        assert!(out.is_empty(), "{arg}: {out}");
        assert_eq!(err.lines().count(), 1, "{arg}: {err}");
        assert!(err.starts_with("sudoku-lines daily: "), "{err}");
        assert!(err.contains(why) && err.contains(arg), "{arg}: {err}");
    }
    // A run that goes past the banks prints nothing.
    let last = last_daily().to_string();
    let (code, out, err) = run(&["daily", "--date", &last, "--days", "2"]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    // Bad arguments get the usage, as in every command.
    for args in [
        &["daily", "--days", "0"][..],
        &["daily", "--days", "x"],
        &["daily", "--date"],
        &["daily", "--when", "2027-01-01"],
        &["daily", "2027-01-01"],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("usage: sudoku-lines daily"), "{args:?}: {err}");
    }
    let (code, out, _) = run(&["daily", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("Monday easy"), "{out}");
    let (_, out, _) = run(&["help"]);
    assert!(
        out.contains("daily [--date YYYY-MM-DD] [--days N]"),
        "{out}"
    );
}

// ---------------------------------------------------------------- statistics

fn at(text: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(text).unwrap()
}

/// A solved daily of `day`, finished at `finished` after `seconds` of play.
fn solved(day: NaiveDate, finished: &str, seconds: u64) -> GameRecord {
    GameRecord {
        id: daily_id(day),
        finished_at: at(finished),
        mode: Mode::Sudoku,
        difficulty: Difficulty::Daily,
        seconds,
        won: true,
        mistakes: 0,
        hints: 0,
        counts_for_records: true,
        flips: None,
        started_at: None,
        origin: None,
    }
}

fn fixture() -> StatsFile {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/storage/stats_daily_v1.json"
    );
    StatsFile::from_json(&std::fs::read(path).unwrap()).unwrap()
}

#[test]
fn the_fixture_of_daily_records_loads_and_sums_up() {
    let file = fixture();
    assert_eq!(file.games.len(), 10);
    let s = daily_summary(&file.games, date(2026, 12, 10));
    assert_eq!(s.solved_days, 8);
    assert_eq!(s.late_days, 1, "the 5th, finished on the 7th");
    assert_eq!(s.average_seconds, Some(650));
    assert_eq!(
        s.best_streak, 4,
        "1st to 4th, across midnight and two time zones"
    );
    assert_eq!(
        s.current_streak, 3,
        "7th to 9th; today (10th) not solved yet"
    );
    assert!(!s.today_solved);
    let s9 = daily_summary(&file.games, date(2026, 12, 9));
    assert_eq!((s9.current_streak, s9.today_solved), (3, true));
    assert_eq!(
        daily_summary(&file.games, date(2026, 12, 11)).current_streak,
        0
    );
    // The classic game is not a daily.
    assert_eq!(daily_results(&file.games).len(), 9);
}

#[test]
fn one_date_makes_one_record_whatever_the_copies() {
    let day = date(2026, 12, 1);
    let mut file = StatsFile::default();
    assert!(file.add(solved(day, "2026-12-01T20:00:00+01:00", 600)));
    // A second copy of the app, or a clock set back, records the same date again.
    assert!(!file.add(solved(day, "2026-11-30T08:00:00+01:00", 300)));
    let mut other = StatsFile::default();
    other.add(solved(day, "2026-12-01T21:00:00-05:00", 400));
    let report = file.merge(other);
    assert_eq!((report.added, report.skipped), (0, 1));
    assert_eq!(file.games.len(), 1);
    assert_eq!(daily_summary(&file.games, day).solved_days, 1);
}

#[test]
fn a_daily_finished_after_midnight_is_its_dates_and_on_time_if_begun_before() {
    let day = date(2026, 12, 1);
    // Began 23:50, 15 minutes of play, finished 00:05.
    let r = solved(day, "2026-12-02T00:05:00+01:00", 900);
    assert!(is_on_its_day(&r, day));
    // Finished 00:20 after 15 minutes: begun after midnight, late.
    assert!(!is_on_its_day(
        &solved(day, "2026-12-02T00:20:00+01:00", 900),
        day
    ));
    // Finished at the last second of its date.
    assert!(is_on_its_day(
        &solved(day, "2026-12-01T23:59:59+01:00", 60),
        day
    ));
    // Played days later.
    let late = solved(day, "2026-12-05T12:00:00+01:00", 300);
    assert!(!is_on_its_day(&late, day));
    let results = daily_results(&[late]);
    assert!(results[&day].solved && results[&day].late);
    let s = daily_summary(&[solved(day, "2026-12-05T12:00:00+01:00", 300)], day);
    assert_eq!((s.solved_days, s.late_days, s.current_streak), (1, 1, 0));
    // The local time of the finish decides, not UTC: 23:00 UTC on the 1st is 01:00 on the 2nd
    // at +02:00.
    assert!(!is_on_its_day(
        &solved(day, "2026-12-02T01:00:00+02:00", 300),
        day
    ));
    assert!(is_on_its_day(
        &solved(day, "2026-12-01T23:00:00+00:00", 300),
        day
    ));
}

#[test]
fn time_zone_changes_neither_skip_nor_double_a_day() {
    let d1 = date(2026, 12, 1);
    let d2 = date(2026, 12, 2);
    let d3 = date(2026, 12, 3);
    // Flying east then west: the 2nd's finish is earlier in UTC than the 1st's, and the 3rd's
    // falls on the 4th in UTC. Each is on its own day where it was finished.
    let games = vec![
        solved(d1, "2026-12-01T23:59:00-10:00", 600), // 09:59 UTC on the 2nd
        solved(d2, "2026-12-02T00:30:00+14:00", 600), // 10:30 UTC on the 1st
        solved(d3, "2026-12-03T22:00:00-08:00", 600), // 06:00 UTC on the 4th
    ];
    for (g, d) in games.iter().zip([d1, d2, d3]) {
        assert!(is_on_its_day(g, d), "{d}");
    }
    let s = daily_summary(&games, d3);
    assert_eq!((s.current_streak, s.best_streak, s.solved_days), (3, 3, 3));
    // Two dates finished within the same UTC hour are still two days, and one date played in two
    // time zones is still one.
    let mut doubled = games.clone();
    doubled.push(solved(d1, "2026-12-01T10:00:00+09:00", 500));
    let mut file = StatsFile::default();
    for g in doubled {
        file.add(g);
    }
    assert_eq!(daily_summary(&file.games, d3).solved_days, 3);
    // A gap is a gap in any time zone.
    let gap = vec![games[0].clone(), games[2].clone()];
    let s = daily_summary(&gap, d3);
    assert_eq!((s.current_streak, s.best_streak), (1, 1));
}

#[test]
fn the_streak_runs_to_today_or_yesterday() {
    let days: Vec<NaiveDate> = dates_from(date(2027, 3, 1), 5).collect();
    let games: Vec<GameRecord> = days
        .iter()
        .map(|&d| solved(d, &format!("{d}T12:00:00+00:00"), 100))
        .collect();
    let last = days[4];
    assert_eq!(daily_summary(&games, last).current_streak, 5);
    assert_eq!(
        daily_summary(&games, last.succ_opt().unwrap()).current_streak,
        5,
        "today not solved yet"
    );
    assert_eq!(
        daily_summary(&games, last + Days::new(2)).current_streak,
        0,
        "yesterday missed"
    );
    // A revealed or lost daily breaks it.
    let mut broken = games.clone();
    broken[2].counts_for_records = false;
    let s = daily_summary(&broken, last);
    assert_eq!((s.current_streak, s.best_streak, s.solved_days), (2, 2, 4));
    broken[2].counts_for_records = true;
    broken[3].won = false;
    let s = daily_summary(&broken, last);
    assert_eq!((s.current_streak, s.best_streak), (1, 3));
    assert_eq!(daily_summary(&[], last), Default::default());
}

#[test]
fn the_month_calendar_shows_each_day() {
    let file = fixture();
    let today = date(2026, 12, 10);
    let month = daily_month(&file.games, 2026, 12, today).unwrap();
    assert_eq!(month.len(), 31);
    assert_eq!(month[0].date, date(2026, 12, 1));
    assert_eq!(month[0].date.weekday(), Weekday::Tue);
    for (i, day) in month.iter().enumerate() {
        assert_eq!(day.date.day() as usize, i + 1);
        assert_eq!(day.level, Some(level_of(day.date.weekday())));
        assert_eq!(day.is_today, day.date == today);
        assert_eq!(day.is_future, day.date > today);
        assert_eq!(day.is_playable(), day.date <= today);
    }
    assert!(month[0].is_solved() && !month[0].is_late());
    assert_eq!(month[0].seconds(), Some(600));
    assert!(
        month[4].is_solved() && month[4].is_late(),
        "the 5th was late"
    );
    assert!(
        !month[5].is_solved() && month[5].result.is_some(),
        "the 6th was lost"
    );
    assert_eq!(month[5].seconds(), None);
    assert!(month[9].is_today && month[9].result.is_none());
    assert!(month[20].is_future);
    // February of a leap year, a month before the first daily, and no month 13.
    assert_eq!(daily_month(&[], 2028, 2, today).unwrap().len(), 29);
    let before = daily_month(&[], 2025, 12, today).unwrap();
    assert!(before.iter().all(|d| d.level.is_none() && !d.is_playable()));
    assert_eq!(daily_month(&[], 2026, 13, today), None);
    assert_eq!(daily_month(&[], 2026, 0, today), None);
}
