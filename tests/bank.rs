//! The puzzle banks: every entry a distinct class in canonical form, with one solution, graded to
//! its level with the rating and techniques the file says; spread over the level's ratings.
//!
//! The default run checks the whole of each bank for distinct classes and a sample of it for the
//! grade; every entry is graded by
//! `cargo test --release --no-default-features --test all bank:: -- --ignored`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, HashSet};
use sudoku_lines::sudoku::{
    BankEntry, Grade, Level, LevelPuzzle, bank_text, canonical_form, class_key, is_banked,
    level_bank, parse_bank,
};

/// The levels served from a bank.
fn banked() -> Vec<Level> {
    Level::ALL.into_iter().filter(|&l| is_banked(l)).collect()
}

/// Every `step`-th entry of the level's bank.
fn sample(level: Level, n: usize) -> Vec<BankEntry> {
    let bank = level_bank(level);
    let step = (bank.len() / n).max(1);
    bank.iter().step_by(step).copied().collect()
}

fn check_grade(level: Level, e: &BankEntry) {
    let grade = Grade::of(&e.form);
    let line = e.form.to_line();
    assert_eq!(grade.level, Some(level), "{line}");
    assert_eq!(grade.rating, e.rating, "{line}");
    assert_eq!(grade.techniques, e.techniques(), "{line}");
}

#[test]
fn every_level_but_easy_has_a_bank_of_distinct_classes() {
    assert!(!is_banked(Level::Easy), "easy puzzles are made fresh");
    for level in Level::ALL.into_iter().filter(|&l| l != Level::Easy) {
        assert!(is_banked(level), "{level} has no bank");
    }
    for level in banked() {
        let text = bank_text(level).unwrap();
        let lines = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count();
        let bank = parse_bank(text);
        assert_eq!(bank.len(), lines, "{level}: every line reads");
        assert!(bank.len() >= 3000, "{level}: {} entries", bank.len());
        let keys: HashSet<u64> = bank.iter().map(BankEntry::class_key).collect();
        assert_eq!(keys.len(), bank.len(), "{level}: a class twice");
        // Stored compactly: well under the 81 characters of a plain puzzle line.
        let bytes: usize = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::len)
            .sum();
        assert!(
            bytes / bank.len() < 45,
            "{level}: {} bytes per entry",
            bytes / bank.len()
        );
    }
    // No class is in two banks.
    let all: Vec<u64> = banked()
        .into_iter()
        .flat_map(|l| level_bank(l).iter().map(BankEntry::class_key))
        .collect();
    assert_eq!(all.iter().collect::<HashSet<_>>().len(), all.len());
}

#[test]
fn a_sample_of_each_bank_is_canonical_unique_and_graded_to_its_level() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for level in banked() {
        // Grading a puzzle that needs dynamic forcing chains takes seconds in a debug build.
        let n = if level == Level::Extreme { 3 } else { 12 };
        for e in sample(level, n) {
            assert_eq!(canonical_form(&e.form), e.form);
            assert_eq!(e.form.count_solutions_up_to(2), 1, "{}", e.form.to_line());
            check_grade(level, &e);
            // A served copy is the same class and still of the level.
            let served = LevelPuzzle::from_entry(&e, level, &mut rng).unwrap();
            assert_eq!(class_key(&served.puzzle), e.class_key());
            assert_eq!(Grade::of(&served.puzzle).level, Some(level));
        }
    }
}

#[test]
fn each_bank_spreads_over_its_levels_ratings() {
    for level in banked() {
        let bank = level_bank(level);
        let mut by_rating: BTreeMap<u8, usize> = BTreeMap::new();
        for e in bank {
            *by_rating.entry(e.rating).or_default() += 1;
        }
        let most = by_rating.values().max().copied().unwrap_or(0);
        assert!(
            by_rating.len() >= 2 && most * 2 <= bank.len() + 1,
            "{level}: ratings {by_rating:?}"
        );
    }
}

/// Every entry of every bank, graded (minutes in a release build):
/// `cargo test --release --no-default-features --test all bank:: -- --ignored`
#[test]
#[ignore]
fn every_bank_entry_is_canonical_unique_and_graded_to_its_level() {
    for level in banked() {
        for e in level_bank(level) {
            assert_eq!(canonical_form(&e.form), e.form);
            assert_eq!(e.form.count_solutions_up_to(2), 1, "{}", e.form.to_line());
            check_grade(level, e);
        }
    }
}

/// `sudoku-lines generate --difficulty LEVEL --count N --seed S`, its lines as grids.
fn cli_generate(level: Level, count: usize, seed: u64) -> Vec<sudoku_lines::sudoku::Grid> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(["generate", "--difficulty", level.name()])
        .args(["--count", &count.to_string(), "--seed", &seed.to_string()])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| sudoku_lines::sudoku::Grid::from_line(l).unwrap())
        .collect()
}

fn check_generated(count: usize, graded: usize) {
    for level in Level::ALL {
        let puzzles = cli_generate(level, count, 7);
        assert_eq!(puzzles.len(), count);
        let classes: HashSet<u64> = puzzles.iter().map(class_key).collect();
        assert_eq!(classes.len(), count, "{level}: a class twice");
        for p in puzzles.iter().step_by((count / graded).max(1)) {
            assert_eq!(Grade::of(p).level, Some(level), "{}", p.to_line());
        }
    }
}

#[test]
fn generate_by_level_prints_distinct_classes_of_that_level() {
    check_generated(40, 2);
}

/// A thousand per level (a few minutes in a release build):
/// `cargo test --release --no-default-features --test all bank:: -- --ignored`
#[test]
#[ignore]
fn generate_by_level_prints_a_thousand_distinct_classes() {
    check_generated(1000, 1000);
}
