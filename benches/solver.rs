//! Solver and generator benchmarks against the `sudoku` crate, side by side in one run.
//!
//! Run with `cargo bench --no-default-features --bench solver`. For each puzzle set both solvers
//! count solutions up to two (as a uniqueness check does), alternating in small chunks so that
//! both see the same machine load; the table shows puzzles per second and our ratio.
//!
//! Sets, all frozen fixture files in `tests/fixtures/solver` without duplicates or symmetric copies:
//! the hardest 200 of top95 and top1465 for a backtracking solver (ranked once, then frozen),
//! top1465 (top95 is left out: all but two of its puzzles are in top1465), and every tenth of the
//! known 17-clue puzzles. Beside the speed, the guesses per puzzle our solver makes on the set.
//! Then puzzles generated per second with central symmetry.
//!
//! Last, whole processes as a user meets them: `sudoku-lines solve FILE` against a process that
//! answers the same file with the `sudoku` crate (the code of `examples/sudoku_crate_solve.rs`,
//! run by this benchmark re-starting itself), in turn, seven runs each; the two outputs must be
//! identical. The table gives the median wall time of each and their ratio. The frozen sets are
//! always timed; puzzle files named on the command line are timed too, e.g.
//! `cargo bench --no-default-features --bench solver -- 17clue_49158.txt`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The peer process's code, shared with the example.
#[path = "../examples/sudoku_crate_solve.rs"]
#[allow(dead_code)]
mod peer;

/// The argument that makes this benchmark answer a file as the peer process.
const PEER_ARG: &str = "--peer-solve";
/// Whole-process runs of each command per set.
const PROCESS_RUNS: usize = 7;

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
    let path = manifest_dir().join("tests/fixtures/solver").join(name);
    read_set(&path).unwrap_or_else(|| {
        eprintln!("cannot read {}", path.display());
        Vec::new()
    })
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

/// Our guesses per puzzle while counting solutions up to two.
fn guesses_per_puzzle(lines: &[String]) -> f64 {
    let total: usize = lines
        .iter()
        .filter_map(|l| Grid::from_line(l).ok())
        .map(|g| g.n_guesses_up_to(2))
        .sum();
    total as f64 / lines.len().max(1) as f64
}

/// One whole run of `program args`, its standard output kept: (wall time, output).
fn run_process(program: &Path, args: &[&std::ffi::OsStr]) -> Option<(Duration, Vec<u8>)> {
    let t = Instant::now();
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .ok()?;
    let elapsed = t.elapsed();
    out.status.success().then_some((elapsed, out.stdout))
}

/// The median of `times`.
fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// Whole-process `solve` of `file` against the peer process, alternating: (ours, peer) medians,
/// or `None` when a run failed or the answers differ.
fn race_processes(file: &Path) -> Option<(Duration, Duration)> {
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_sudoku-lines"));
    let me = std::env::current_exe().ok()?;
    let (mut t_ours, mut t_peer) = (Vec::new(), Vec::new());
    // One warm-up of each first, not counted: the file is in the page cache for both.
    for round in 0..=PROCESS_RUNS {
        let (a, out_a) = run_process(&ours, &["solve".as_ref(), file.as_os_str()])?;
        let (b, out_b) = run_process(&me, &[PEER_ARG.as_ref(), file.as_os_str()])?;
        if out_a != out_b {
            eprintln!("{}: the answers differ", file.display());
            return None;
        }
        if round > 0 {
            t_ours.push(a);
            t_peer.push(b);
        }
    }
    Some((median(&mut t_ours), median(&mut t_peer)))
}

fn main() {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    if args.first().is_some_and(|a| a == PEER_ARG) {
        let Some(file) = args.get(1) else {
            std::process::exit(2);
        };
        if let Err(e) = peer::run(file) {
            eprintln!("peer: {e}");
            std::process::exit(1);
        }
        return;
    }
    // `cargo bench` passes `--bench`; other arguments name extra puzzle files for the
    // whole-process table (anything else is accepted and ignored, as a filter would be).
    let extra: Vec<PathBuf> = args
        .iter()
        .map(PathBuf::from)
        .filter(|p| p.is_file())
        .collect();
    let sets = [
        ("hardest 200", fixture("hardest200.txt")),
        ("top1465", fixture("top1465.txt")),
        ("17-clue 4916", fixture("17clue_4916.txt")),
    ];

    println!(
        "{:<20} {:>8} {:>14} {:>14} {:>7} {:>9}",
        "set", "puzzles", "ours/s", "sudoku/s", "ratio", "guesses"
    );
    for (name, set) in &sets {
        if set.is_empty() {
            println!("{name:<20} (missing)");
            continue;
        }
        let (ours, theirs) = race(set);
        println!(
            "{:<20} {:>8} {:>14.0} {:>14.0} {:>7.2} {:>9.2}",
            name,
            set.len(),
            ours,
            theirs,
            ours / theirs,
            guesses_per_puzzle(set)
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

    // Whole processes, as a user runs the command.
    println!();
    println!(
        "{:<28} {:>8} {:>12} {:>12} {:>7}",
        "solve FILE, whole process", "puzzles", "ours ms", "sudoku ms", "ratio"
    );
    let frozen = ["hardest200.txt", "top1465.txt", "17clue_4916.txt"]
        .map(|name| manifest_dir().join("tests/fixtures/solver").join(name));
    for file in frozen.iter().chain(&extra) {
        let name = file
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let n = read_set(file).map_or(0, |set| set.len());
        match race_processes(file) {
            Some((ours, theirs)) => println!(
                "{:<28} {:>8} {:>12.1} {:>12.1} {:>7.2}",
                name,
                n,
                ours.as_secs_f64() * 1e3,
                theirs.as_secs_f64() * 1e3,
                theirs.as_secs_f64() / ours.as_secs_f64()
            ),
            None => println!("{name:<28} (failed)"),
        }
    }
}
