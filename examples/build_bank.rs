//! Builds the puzzle banks served at the levels where fresh generation is too slow to start a
//! game at once (see `src/sudoku/bank.rs` for the file format).
//!
//! Usage: `cargo run --release --no-default-features --example build_bank -- STAGE [options]`
//!
//! - `collect --seed S --count N [--symmetry SYM] --out FILE`: makes N puzzles with the project's
//!   generator from seed S and appends each with its grade (`<puzzle> <rating> <label>`) to FILE.
//! - `harden --in FILE [--in FILE ...] --seed S --rounds R --min-rating T --out FILE`: a walk of
//!   R steps from every distinct puzzle of the inputs (in order) rated T (tenths) or more: each
//!   step moves one given to another cell of the solution (keeping one solution), removes givens
//!   while it stays unique, grades the result and moves there unless its rating went down; every
//!   puzzle reached rated T or more is appended with its grade to the output. Random puzzles
//!   that need dynamic forcing chains are rare (about one in 1,400); the walk finds them near
//!   the hardest random ones.
//! - `pack --in FILE [--in FILE ...] [--per-level N] [--levels L,L] [--threads T] [--out DIR]`:
//!   takes the distinct classes of the inputs (Easy ones left out), grades each with this build's
//!   grader, and writes `DIR/<level>.txt` (default `src/sudoku/bank`) for every level but Easy (or
//!   those listed): up to N (default 3000) classes spread over the level's ratings, one of each
//!   rating in turn, so the rare ratings are all kept.
//!
//! - `daily --seed S [--per-level L=N,L=N] [--checks K] [--out DIR]`: grows the daily puzzle's
//!   banks (`DIR/<level>.txt`, default `src/sudoku/bank/daily`, see `src/sudoku/daily.rs`). The
//!   entries already in a file are kept as they are, in their order; new ones are appended until
//!   the level has N entries. New entries come from the generator, from seed S: each is a class
//!   that no level bank and no daily bank holds yet, graded (in canonical form) to the level, and
//!   whose level K random transformed copies (default 3) also grade to, so the copy a date
//!   serves grades to its level too. The files are written again after every 25 new entries, so
//!   a run stopped early leaves complete files. Levels not listed are left alone.
//!
//! Every stage is deterministic: the same build, inputs, seeds and counts give the same files
//! (outputs are appended to, so start from an empty folder). `pack` regrades every class with the
//! grader it is built with, so the banks' levels, ratings and techniques are always this tree's;
//! which puzzles `collect` makes does not depend on the grader, but the grades it writes do, and
//! so do the walks of `harden`. The shipped banks were made, from the repository's root, by the
//! commands below. `collect` and `harden` ran with the five-level grader, before the six levels
//! (commit 8453d75) were merged, so running them with this tree makes a different corpus of the
//! same kind; `pack` ran with this tree.
//!
//! ```text
//! B="cargo run --release --no-default-features --example build_bank --"
//! C=target/bank-corpus
//! $B collect --seed 1 --count 200000 --out $C/central-1.txt
//! $B harden --in $C/central-1.txt --seed 2 --rounds 40 --min-rating 82 --out $C/hard-1.txt
//! $B harden --in $C/central-1.txt --in $C/hard-1.txt --seed 3 --rounds 12 --min-rating 88 \
//!     --out $C/hard-2.txt
//! $B harden --in $C/central-1.txt --in $C/hard-1.txt --in $C/hard-2.txt --seed 4 --rounds 30 \
//!     --min-rating 88 --out $C/hard-3.txt
//! $B pack --in $C/central-1.txt --in $C/hard-1.txt --in $C/hard-2.txt --in $C/hard-3.txt \
//!     --per-level 3000 --threads 2
//! ```
//!
//! The daily banks were made, from the repository's root, by
//!
//! ```text
//! $B daily --seed 2026 --per-level easy=550,medium=1100,hard=1100,expert=550,master=550
//! ```
//!
//! Progress and rates go to standard error.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::time::Instant;
use sudoku_lines::sudoku::{
    BankEntry, GenerateOptions, Grade, Grid, Level, Symmetry, Transform, canonical_form,
    generate_with_rng, level_bank, parse_bank,
};

fn value(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn fail(msg: &str) -> ! {
    eprintln!("build_bank: {msg}");
    std::process::exit(2)
}

fn append(path: &str) -> std::io::BufWriter<std::fs::File> {
    match std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
    {
        Ok(f) => std::io::BufWriter::new(f),
        Err(e) => fail(&format!("cannot open {path}: {e}")),
    }
}

/// The lines of every `--in FILE`, in the order given.
fn read_inputs(args: &[String]) -> String {
    let mut text = String::new();
    for (i, a) in args.iter().enumerate() {
        if a != "--in" {
            continue;
        }
        let Some(path) = args.get(i + 1) else {
            fail("--in needs a file")
        };
        match std::fs::read_to_string(path) {
            Ok(t) => text.push_str(&t),
            Err(e) => fail(&format!("cannot read {path}: {e}")),
        }
        text.push('\n');
    }
    if text.is_empty() {
        fail("give at least one --in FILE");
    }
    text
}

fn corpus_line(puzzle: &Grid, grade: &Grade) -> String {
    format!("{} {} {}", puzzle.to_line(), grade.rating, grade.label())
}

fn collect(args: &[String]) {
    let seed: u64 = value(args, "--seed")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let count: usize = value(args, "--count")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let symmetry: Symmetry = value(args, "--symmetry")
        .map(|s| s.parse().unwrap_or_else(|_| fail("bad --symmetry")))
        .unwrap_or_default();
    let Some(out) = value(args, "--out") else {
        fail("collect needs --out FILE")
    };
    let mut w = append(&out);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = GenerateOptions {
        symmetry,
        min_clues: 0,
    };
    let start = Instant::now();
    let mut by_label: std::collections::BTreeMap<&'static str, usize> = Default::default();
    for n in 1..=count {
        let generated = generate_with_rng(&mut rng, &options);
        let grade = Grade::of(&generated.puzzle);
        *by_label.entry(grade.label()).or_default() += 1;
        if writeln!(w, "{}", corpus_line(&generated.puzzle, &grade)).is_err() {
            fail("cannot write the output");
        }
        if n % 500 == 0 || n == count {
            let _ = w.flush();
            let s = start.elapsed().as_secs_f64();
            eprintln!(
                "{n} puzzles in {s:.0} s ({:.1}/s): {by_label:?}",
                n as f64 / s
            );
        }
    }
}

/// Moves one given of `puzzle` to an empty cell (with the solution's digit there), trying random
/// moves until one keeps a single solution; `None` when none of 50 does.
fn moved<R: Rng>(rng: &mut R, puzzle: &Grid, solution: &Grid) -> Option<Grid> {
    let v = *puzzle.values();
    let givens: Vec<usize> = (0..81).filter(|&i| v[i] != 0).collect();
    let empties: Vec<usize> = (0..81).filter(|&i| v[i] == 0).collect();
    for _ in 0..50 {
        let (&from, &to) = (givens.choose(rng)?, empties.choose(rng)?);
        let mut w = v;
        w[from] = 0;
        w[to] = solution.values()[to];
        if let Some(g) = Grid::from_values(&w).filter(Grid::is_uniquely_solvable) {
            return Some(g);
        }
    }
    None
}

/// Removes givens while the puzzle stays unique, in random order.
fn minimised<R: Rng>(rng: &mut R, puzzle: &Grid) -> Grid {
    let mut v = *puzzle.values();
    let mut order: Vec<usize> = (0..81).filter(|&i| v[i] != 0).collect();
    order.shuffle(rng);
    for i in order {
        let keep = v[i];
        v[i] = 0;
        if !Grid::from_values(&v).is_some_and(|g| g.is_uniquely_solvable()) {
            v[i] = keep;
        }
    }
    Grid::from_values(&v).unwrap_or(*puzzle)
}

fn harden(args: &[String]) {
    let seed: u64 = value(args, "--seed")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let rounds: usize = value(args, "--rounds")
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let min_rating: u8 = value(args, "--min-rating")
        .and_then(|v| v.parse().ok())
        .unwrap_or(65);
    let Some(out) = value(args, "--out") else {
        fail("harden needs --in FILE and --out FILE")
    };
    let text = read_inputs(args);
    let mut w = append(&out);
    let mut seen = std::collections::HashSet::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let start = Instant::now();
    let (mut graded, mut written) = (0usize, 0usize);
    for line in text.lines() {
        let mut parts = line.split_whitespace();
        let (Some(p), Some(r)) = (parts.next(), parts.next()) else {
            continue;
        };
        let (Ok(mut puzzle), Ok(mut rating)) = (Grid::from_line(p), r.parse::<u8>()) else {
            continue;
        };
        if rating < min_rating || rating >= Grade::UNFINISHED_RATING || !seen.insert(puzzle) {
            continue;
        }
        let Some(solution) = puzzle.solution() else {
            continue;
        };
        // A walk that never goes down: plateaus are crossed, so one hard puzzle leads to many.
        for _ in 0..rounds {
            let Some(next) = moved(&mut rng, &puzzle, &solution) else {
                break;
            };
            let next = minimised(&mut rng, &next);
            let grade = Grade::of(&next);
            graded += 1;
            if !grade.solved || grade.rating < min_rating {
                continue;
            }
            written += 1;
            if writeln!(w, "{}", corpus_line(&next, &grade)).is_err() {
                fail("cannot write the output");
            }
            if grade.rating >= rating {
                puzzle = next;
                rating = grade.rating;
            }
        }
        let _ = w.flush();
        let s = start.elapsed().as_secs_f64();
        eprintln!(
            "{graded} graded, {written} written in {s:.0} s; walk ended at {:.1}",
            f32::from(rating) / 10.0
        );
    }
}

/// The distinct classes of the inputs, each as its canonical form graded by this build's grader.
fn graded_classes(text: &str, threads: usize) -> Vec<(Grid, Grade)> {
    let mut seen = HashSet::new();
    let mut puzzles = Vec::new();
    for line in text.lines() {
        let mut parts = line.split_whitespace();
        let Some(Ok(p)) = parts.next().map(Grid::from_line) else {
            continue;
        };
        // Puzzles the generator graded Easy stay Easy under any ladder that keeps the singles
        // there; they are not needed for a bank.
        if parts.nth(1) == Some("easy") {
            continue;
        }
        // The canonical form is what the bank stores, so it is what is graded: the grader's path
        // (and, rarely, its rating) can differ between transformed copies.
        let form = canonical_form(&p);
        if seen.insert(form) {
            puzzles.push(form);
        }
    }
    eprintln!("{} distinct classes to grade", puzzles.len());
    let start = Instant::now();
    let chunk = puzzles.len().div_ceil(threads.max(1)).max(1);
    let graded: Vec<(Grid, Grade)> = std::thread::scope(|s| {
        let handles: Vec<_> = puzzles
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    let mut out = Vec::with_capacity(part.len());
                    for p in part {
                        out.push((*p, Grade::of(p)));
                        if out.len() % 10_000 == 0 {
                            eprintln!("  {} graded by one thread", out.len());
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|_| fail("a grading thread failed")))
            .collect()
    });
    eprintln!("graded in {:.0} s", start.elapsed().as_secs_f64());
    graded
}

/// Up to `n` of `candidates` spread over their ratings: one of each rating in turn, lowest rating
/// first, so the rare ratings are all kept and the common ones fill what is left. Within a rating
/// the order is that of the class keys, a hash: no shape of canonical form is preferred.
fn spread(mut candidates: Vec<BankEntry>, n: usize) -> Vec<BankEntry> {
    candidates.sort_by_key(|e| (e.rating, e.class_key()));
    let mut bins: BTreeMap<u8, std::collections::VecDeque<BankEntry>> = BTreeMap::new();
    for e in candidates {
        bins.entry(e.rating).or_default().push_back(e);
    }
    let mut out = Vec::new();
    while out.len() < n && bins.values().any(|b| !b.is_empty()) {
        for bin in bins.values_mut() {
            if out.len() < n
                && let Some(e) = bin.pop_front()
            {
                out.push(e);
            }
        }
    }
    out.sort_by_key(|e| (e.rating, e.class_key()));
    out
}

fn pack_banks(args: &[String]) {
    let per_level: usize = value(args, "--per-level")
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let threads: usize = value(args, "--threads")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let out = value(args, "--out").unwrap_or_else(|| "src/sudoku/bank".to_string());
    let levels: Vec<Level> = match value(args, "--levels") {
        Some(list) => list
            .split(',')
            .map(|n| {
                n.parse()
                    .unwrap_or_else(|_| fail(&format!("bad level {n}")))
            })
            .collect(),
        None => Level::ALL
            .into_iter()
            .filter(|&l| l != Level::Easy)
            .collect(),
    };
    let graded = graded_classes(&read_inputs(args), threads);
    let command = format!("build_bank {}", args.join(" "));
    for level in levels {
        let candidates: Vec<BankEntry> = graded
            .iter()
            .filter(|(_, g)| g.level == Some(level))
            .map(|(p, g)| BankEntry::new(p, g.rating, &g.techniques))
            .collect();
        let found = candidates.len();
        let entries = spread(candidates, per_level);
        let ratings: Vec<f32> = entries.iter().map(|e| f32::from(e.rating) / 10.0).collect();
        let at = |q: f64| {
            let i = ((ratings.len().max(1) - 1) as f64 * q).round() as usize;
            ratings.get(i).copied().unwrap_or(0.0)
        };
        let mut text = format!(
            "# {level}: {} puzzles, each a distinct class in canonical form, made by this project's\n\
             # generator (and its hardening walk) and graded {level} by its grader ({found} classes found).\n\
             # SE rating: min {:.1}, 10% {:.1}, median {:.1}, 90% {:.1}, max {:.1}.\n\
             # Format: src/sudoku/bank.rs. Made by: {command}\n",
            entries.len(),
            at(0.0),
            at(0.1),
            at(0.5),
            at(0.9),
            at(1.0),
        );
        for e in &entries {
            text.push_str(&e.to_line());
            text.push('\n');
        }
        let path = format!("{out}/{level}.txt");
        if let Err(e) = std::fs::write(&path, text) {
            fail(&format!("cannot write {path}: {e}"));
        }
        eprintln!(
            "{level}: {} of {found} classes written to {path}",
            entries.len()
        );
    }
}

/// The header of a daily bank file: what it is, that it only grows, and how it was made.
fn daily_header(level: Level, entries: &[BankEntry], command: &str) -> String {
    let mut ratings: Vec<f32> = entries.iter().map(|e| f32::from(e.rating) / 10.0).collect();
    ratings.sort_by(f32::total_cmp);
    let at = |q: f64| {
        let i = ((ratings.len().max(1) - 1) as f64 * q).round() as usize;
        ratings.get(i).copied().unwrap_or(0.0)
    };
    format!(
        "# daily {level}: {} puzzles for the daily puzzle (src/sudoku/daily.rs), each a distinct class\n\
         # in canonical form that no level bank holds, made by this project's generator and graded\n\
         # {level} by its grader, in canonical form and in transformed copies.\n\
         # APPEND-ONLY: the n-th entry is the puzzle of fixed dates. Never reorder, edit or remove an\n\
         # entry; new entries go at the end (`build_bank daily` does that).\n\
         # SE rating: min {:.1}, 10% {:.1}, median {:.1}, 90% {:.1}, max {:.1}.\n\
         # Format: src/sudoku/bank.rs. Made by: {command}\n",
        entries.len(),
        at(0.0),
        at(0.1),
        at(0.5),
        at(0.9),
        at(1.0),
    )
}

fn write_daily(dir: &str, level: Level, entries: &[BankEntry], command: &str) {
    let mut text = daily_header(level, entries, command);
    for e in entries {
        text.push_str(&e.to_line());
        text.push('\n');
    }
    let path = format!("{dir}/{level}.txt");
    let tmp = format!("{path}.tmp");
    if std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, &path))
        .is_err()
    {
        fail(&format!("cannot write {path}"));
    }
}

fn daily(args: &[String]) {
    let seed: u64 = value(args, "--seed")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let checks: usize = value(args, "--checks")
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    let dir = value(args, "--out").unwrap_or_else(|| "src/sudoku/bank/daily".to_string());
    let Some(list) = value(args, "--per-level") else {
        fail("daily needs --per-level L=N,L=N")
    };
    let mut wanted: BTreeMap<Level, usize> = BTreeMap::new();
    for item in list.split(',') {
        let (l, n) = item
            .split_once('=')
            .unwrap_or_else(|| fail(&format!("bad --per-level item {item}")));
        let level: Level = l
            .parse()
            .unwrap_or_else(|_| fail(&format!("bad level {l}")));
        let n: usize = n
            .parse()
            .unwrap_or_else(|_| fail(&format!("bad count {n}")));
        wanted.insert(level, n);
    }
    if std::fs::create_dir_all(&dir).is_err() {
        fail(&format!("cannot create {dir}"));
    }
    let command = format!("build_bank {}", args.join(" "));
    // Every class a level bank or a daily bank holds is taken.
    let mut taken: HashSet<Grid> = HashSet::new();
    for level in Level::ALL {
        taken.extend(level_bank(level).iter().map(|e| e.form));
    }
    let mut banks: BTreeMap<Level, Vec<BankEntry>> = BTreeMap::new();
    for level in Level::ALL {
        let path = format!("{dir}/{level}.txt");
        let entries = std::fs::read_to_string(&path)
            .map(|t| parse_bank(&t))
            .unwrap_or_default();
        taken.extend(entries.iter().map(|e| e.form));
        banks.insert(level, entries);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = GenerateOptions::default();
    let start = Instant::now();
    let mut made = 0usize;
    let mut unwritten: BTreeMap<Level, usize> = BTreeMap::new();
    let missing = |banks: &BTreeMap<Level, Vec<BankEntry>>| {
        wanted
            .iter()
            .filter(|&(l, &n)| banks.get(l).map_or(0, Vec::len) < n)
            .map(|(&l, _)| l)
            .collect::<Vec<Level>>()
    };
    loop {
        let open = missing(&banks);
        let Some(&hardest) = open.iter().max() else {
            break;
        };
        let generated = generate_with_rng(&mut rng, &options);
        made += 1;
        let form = canonical_form(&generated.puzzle);
        if taken.contains(&form) {
            continue;
        }
        // Nothing above the hardest level still wanted is graded to the end.
        let Some(grade) = Grade::of_within(&form, hardest) else {
            continue;
        };
        let Some(level) = grade.level.filter(|l| open.contains(l)) else {
            continue;
        };
        let stable = (0..checks).all(|_| {
            let copy = Transform::random_with_rng(&mut rng).apply(&form);
            Grade::of_within(&copy, level).is_some_and(|g| g.level == Some(level))
        });
        if !stable {
            eprintln!("a {level} class grades differently when transformed; skipped");
            continue;
        }
        taken.insert(form);
        let bank = banks.entry(level).or_default();
        bank.push(BankEntry::new(&form, grade.rating, &grade.techniques));
        let n = unwritten.entry(level).or_default();
        *n += 1;
        if *n >= 25 || bank.len() >= wanted.get(&level).copied().unwrap_or(0) {
            *n = 0;
            write_daily(&dir, level, bank, &command);
            let s = start.elapsed().as_secs_f64();
            let sizes: Vec<String> = banks
                .iter()
                .filter(|(l, _)| wanted.contains_key(l))
                .map(|(l, b)| format!("{l} {}", b.len()))
                .collect();
            eprintln!("{made} made in {s:.0} s: {}", sizes.join(", "));
        }
    }
    for (&level, &n) in &unwritten {
        if n > 0
            && let Some(bank) = banks.get(&level)
        {
            write_daily(&dir, level, bank, &command);
        }
    }
    eprintln!(
        "done: {made} puzzles made in {:.0} s",
        start.elapsed().as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("collect") => collect(&args),
        Some("harden") => harden(&args),
        Some("pack") => pack_banks(&args),
        Some("daily") => daily(&args),
        _ => fail("usage: build_bank collect|harden|pack|daily [options] (see the file's header)"),
    }
}
