//! Solver and generator benchmarks against the `sudoku` crate, side by side in one run.
//!
//! Run with `cargo bench --no-default-features --bench solver`. For each puzzle set both solvers
//! count solutions up to two (as a uniqueness check does), alternating in small chunks so that
//! both see the same machine load; the table shows puzzles per second and our ratio.
//!
//! Sets: top1465, the 17-clue puzzles (all 49,158 when the shared corpus folder is found, from
//! `$SUDOKU_LINES_DATA` or `../shared/data` next to the crate; otherwise the 1,000-puzzle sample
//! in `tests/fixtures/engine`), and the hardest set: the 200 puzzles of top95 and top1465 on which
//! our solver guesses most. Then puzzles generated per second with central symmetry.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_lines::sudoku::{GenerateOptions, Grid, Symmetry, generate_with_rng};

/// How long each solver runs on each set, at least.
const TARGET: Duration = Duration::from_millis(1500);
/// Puzzles per timed chunk.
const CHUNK: usize = 64;

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read_set(path: &PathBuf) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(path).ok()?;
    Some(
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split_whitespace().next())
            .map(str::to_string)
            .collect(),
    )
}

fn fixture(name: &str) -> Vec<String> {
    let path = manifest_dir().join("tests/fixtures/engine").join(name);
    read_set(&path).unwrap_or_else(|| {
        eprintln!("cannot read {}", path.display());
        Vec::new()
    })
}

/// The full 17-clue corpus when the shared data folder is there, else the fixture sample.
fn seventeen() -> (String, Vec<String>) {
    let dir = std::env::var_os("SUDOKU_LINES_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir().join("../shared/data"));
    match read_set(&dir.join("17clue_49158.txt")) {
        Some(lines) if !lines.is_empty() => ("17-clue (all)".to_string(), lines),
        _ => ("17-clue (sample)".to_string(), fixture("17clue_sample.txt")),
    }
}

/// Both solvers' throughput on one set, in puzzles per second.
fn race(lines: &[String]) -> (f64, f64) {
    let ours: Vec<Grid> = lines
        .iter()
        .filter_map(|l| Grid::from_line(l).ok())
        .collect();
    let theirs: Vec<sudoku::Sudoku> = lines
        .iter()
        .filter_map(|l| sudoku::Sudoku::from_str_line(l).ok())
        .collect();
    assert_eq!(ours.len(), theirs.len(), "both parse every puzzle");
    // Both must agree before any timing counts.
    for (a, b) in ours.iter().zip(&theirs) {
        assert_eq!(a.count_solutions_up_to(2), b.solutions_count_up_to(2));
    }
    let (mut t_ours, mut t_theirs) = (Duration::ZERO, Duration::ZERO);
    let mut n = 0usize;
    let mut checksum = 0usize;
    while t_ours < TARGET || t_theirs < TARGET {
        for (a, b) in ours.chunks(CHUNK).zip(theirs.chunks(CHUNK)) {
            let t = Instant::now();
            for g in a {
                checksum += g.count_solutions_up_to(2);
            }
            t_ours += t.elapsed();
            let t = Instant::now();
            for s in b {
                checksum += s.solutions_count_up_to(2);
            }
            t_theirs += t.elapsed();
        }
        n += ours.len();
    }
    assert_eq!(checksum, 2 * n, "every puzzle has exactly one solution");
    (
        n as f64 / t_ours.as_secs_f64(),
        n as f64 / t_theirs.as_secs_f64(),
    )
}

/// The `count` puzzles of `lines` on which our solver guesses most.
fn hardest(lines: &[String], count: usize) -> Vec<String> {
    let mut scored: Vec<(usize, &String)> = lines
        .iter()
        .filter_map(|l| Grid::from_line(l).ok().map(|g| (g.n_guesses_up_to(2), l)))
        .collect();
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    scored.dedup_by(|a, b| a.1 == b.1);
    scored
        .into_iter()
        .take(count)
        .map(|(_, l)| l.clone())
        .collect()
}

fn main() {
    // `cargo bench` passes `--bench`; a plain filter argument is accepted and ignored.
    let top95 = fixture("top95.txt");
    let top1465 = fixture("top1465.txt");
    let (seventeen_name, seventeen) = seventeen();
    let mut both = top95.clone();
    both.extend(top1465.iter().cloned());
    let hard = hardest(&both, 200);

    println!(
        "{:<20} {:>8} {:>14} {:>14} {:>7}",
        "set", "puzzles", "ours/s", "sudoku/s", "ratio"
    );
    for (name, set) in [
        ("hardest 200".to_string(), &hard),
        ("top95".to_string(), &top95),
        ("top1465".to_string(), &top1465),
        (seventeen_name, &seventeen),
    ] {
        if set.is_empty() {
            println!("{name:<20} (missing)");
            continue;
        }
        let (ours, theirs) = race(set);
        println!(
            "{:<20} {:>8} {:>14.0} {:>14.0} {:>7.2}",
            name,
            set.len(),
            ours,
            theirs,
            ours / theirs
        );
    }

    // Generation: ours with central symmetry against the peer's 180° generator.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let options = GenerateOptions {
        symmetry: Symmetry::Central,
        ..GenerateOptions::default()
    };
    let mut times = Vec::new();
    let start = Instant::now();
    while start.elapsed() < TARGET {
        let t = Instant::now();
        let g = generate_with_rng(&mut rng, &options);
        times.push(t.elapsed());
        assert!(g.puzzle.is_uniquely_solvable());
    }
    let ours = times.len() as f64 / start.elapsed().as_secs_f64();
    times.sort();
    let median = times[times.len() / 2];
    let start = Instant::now();
    let mut n = 0;
    while start.elapsed() < TARGET {
        let s = sudoku::Sudoku::generate_with_symmetry(sudoku::Symmetry::HalfRotation);
        assert!(s.is_uniquely_solvable());
        n += 1;
    }
    let theirs = f64::from(n) / start.elapsed().as_secs_f64();
    println!(
        "{:<20} {:>8} {:>14.0} {:>14.0} {:>7.2}",
        "generate (central)",
        times.len(),
        ours,
        theirs,
        ours / theirs
    );
    println!(
        "generate (central): median {:.3} ms, slowest {:.3} ms",
        median.as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3)
    );
}
