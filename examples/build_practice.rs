//! Builds the practice positions (`src/sudoku/bank/practice.txt`, format in
//! `src/sudoku/practice.rs`): for every technique of the ladder, positions of real puzzles where
//! it is the ladder's next step, with every earlier step's placements and eliminations made.
//!
//! Usage: `cargo run --release --no-default-features --example build_practice -- [options]`
//!
//! - `--per N` (default 60): positions kept per technique;
//! - `--in FILE` (any number): more puzzles, one a line (the first field of each line; `#`
//!   comments and lines that are not puzzles with one solution are skipped);
//! - `--walk N` (default 3000): for a technique still short of N positions after every puzzle was
//!   solved, how many neighbours of the puzzles that reach it are made and solved: a neighbour
//!   moves one given of its puzzle to another cell, adds one of the solution's digits or removes
//!   a given, keeping one solution (the walk of `build_bank harden`); each neighbour is solved up
//!   to the technique's rating and every position where a short technique is next is kept, and a
//!   neighbour that reaches the technique becomes a seed itself (while there are fewer than 2000;
//!   one that gives it a new position always does). A technique reached by fewer
//!   than 50 puzzles also walks from the puzzles of the three techniques above it in the table
//!   and the one below (the BUG types from BUG+1 puzzles, say);
//! - `--walk-chains N` (default 200): the same for the chain techniques, whose solves are slow;
//! - `--steps K` (default 1): each neighbour is 1 to K such moves (evenly drawn) away from its
//!   seed, so that the walk also reaches puzzles whose solves end elsewhere (the neighbours of one
//!   puzzle mostly stop in the same position, which is kept once);
//! - `--seed S` (default 1): the walk's random seed; `--threads T` (default 2);
//! - `--out FILE` (default `src/sudoku/bank/practice.txt`);
//! - `--keep FILE`: grows an earlier file instead of starting afresh: its positions are kept as
//!   they are, in their order, its puzzles are the seeds of the walk, and the banks are not
//!   solved (only the `--in` files are), so only the techniques still short of `--per` change.
//!   The header keeps the earlier file's command and adds this one;
//! - `--note TEXT` (any number): a line of the header, say what the `--in` files are (the
//!   command recorded in the header leaves it out; a `--keep` file's notes are kept).
//!
//! Puzzles are taken in order: the level banks (medium to extreme), the daily banks, then the
//! `--in` files. Each is solved up to the highest rating of a technique still short or of the one
//! after it in the table (all the way when the hardest is short), which gives those techniques
//! the same positions as a whole solve, faster. Each puzzle gives a technique at most one position in the first pass (so a
//! technique's positions come from as many puzzles as possible); further positions of the same
//! puzzle fill a technique that is still short. Positions are distinct by their candidate line.
//! The same build, inputs and options give the same file. Progress goes to standard error; the
//! file is written again whenever the walk keeps a position (through a file beside it and a
//! rename), so a long walk stopped early leaves what it had found.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::time::Instant;
use sudoku_lines::sudoku::practice::{entry_line, parse_entry};
use sudoku_lines::sudoku::{
    Candidates, Grid, Level, StrategySolver, Technique, canonical_form, daily_bank, level_bank,
};

fn value(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
}

fn fail(msg: &str) -> ! {
    eprintln!("build_practice: {msg}");
    std::process::exit(2)
}

/// One occurrence: the technique, the puzzle's givens, the position before the step.
type Found = (Technique, Grid, Candidates);

/// Every position of `puzzle`'s ladder solve (capped at `max_rating`), each with the technique
/// of the step made there.
fn positions(puzzle: &Grid, max_rating: u8) -> Vec<Found> {
    let path = StrategySolver::solve_up_to(puzzle, max_rating);
    let mut c = Candidates::from_grid(puzzle);
    let mut out = Vec::with_capacity(path.steps.len());
    for step in &path.steps {
        out.push((step.technique, *puzzle, c));
        c.apply(step);
    }
    out
}

/// What has been kept so far.
struct Kept {
    per: usize,
    by: Vec<Vec<(Grid, Candidates)>>,
    seen: HashSet<String>,
    /// Positions not kept in the first pass because their puzzle already gave one of the same
    /// technique, for techniques still short (at most `4 * per` each).
    spare: Vec<Vec<(Grid, Candidates)>>,
    /// Puzzles that reach each technique, as seeds of the walk (at most 200 each).
    seeds: Vec<Vec<Grid>>,
}

impl Kept {
    fn short(&self, t: Technique) -> bool {
        self.by[t as usize].len() < self.per
    }

    /// Keeps a position if its technique is short and it is new; true when kept.
    fn keep(&mut self, t: Technique, givens: Grid, c: Candidates) -> bool {
        if !self.short(t) || !self.seen.insert(c.to_line()) {
            return false;
        }
        self.by[t as usize].push((givens, c));
        true
    }

    /// The first pass over one puzzle's positions.
    fn take_puzzle(&mut self, found: Vec<Found>) {
        let mut used = HashSet::new();
        for (t, g, c) in found {
            let i = t as usize;
            if self.seeds[i].len() < 200 && !self.seeds[i].contains(&g) {
                self.seeds[i].push(g);
            }
            if !self.short(t) {
                continue;
            }
            if used.insert(t) {
                if !self.keep(t, g, c) {
                    used.remove(&t);
                }
            } else if self.spare[i].len() < 4 * self.per {
                self.spare[i].push((g, c));
            }
        }
    }
}

/// How far the puzzles are solved: up to the highest rating of a technique still short or of
/// the one after it in the table (whose puzzles are also the walk's seeds); everything when the
/// hardest technique is short. The ladder takes the easiest step, so a solve cut there gives
/// those techniques the same positions as a whole solve.
fn solve_cap(kept: &Kept) -> u8 {
    let all = Technique::all();
    let last = all.len() - 1;
    if kept.short(all[last]) {
        return u8::MAX;
    }
    (0..all.len())
        .filter(|&i| kept.short(all[i]))
        .map(|i| {
            all[i]
                .base_rating()
                .max(all[(i + 1).min(last)].base_rating())
        })
        .max()
        .unwrap_or(0)
}

/// A puzzle to solve and, for a bank entry, the techniques its grade lists.
type Source = (Grid, Option<Vec<Technique>>);

/// The puzzles of the banks (unless `--keep` is given) and the `--in` files, in order.
fn sources(args: &[String]) -> Vec<Source> {
    let mut out: Vec<Source> = Vec::new();
    let banks = if value(args, "--keep").is_some() {
        Vec::new()
    } else {
        Level::ALL.to_vec()
    };
    for &level in &banks {
        out.extend(
            level_bank(level)
                .iter()
                .map(|e| (e.form, Some(e.techniques()))),
        );
    }
    for &level in &banks {
        out.extend(
            daily_bank(level)
                .iter()
                .map(|e| (e.form, Some(e.techniques()))),
        );
    }
    for (i, a) in args.iter().enumerate() {
        if a != "--in" {
            continue;
        }
        let Some(path) = args.get(i + 1) else {
            fail("--in needs a file")
        };
        let text = std::fs::read_to_string(path)
            .unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
        out.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| Grid::from_line(l).ok())
                .filter(Grid::is_uniquely_solvable)
                .map(|g| (g, None)),
        );
    }
    let mut seen = HashSet::new();
    out.retain(|(g, _)| seen.insert(canonical_form(g)));
    out
}

/// A neighbour of `puzzle` with one solution: a given moved, a digit of the solution added, or
/// a given removed; `None` when 50 tries found none.
fn neighbour<R: Rng>(rng: &mut R, puzzle: &Grid, solution: &Grid) -> Option<Grid> {
    let v = *puzzle.values();
    let givens: Vec<usize> = (0..81).filter(|&i| v[i] != 0).collect();
    let empties: Vec<usize> = (0..81).filter(|&i| v[i] == 0).collect();
    for _ in 0..50 {
        let mut w = v;
        match rng.random_range(0..3) {
            0 => {
                let (&from, &to) = (givens.choose(rng)?, empties.choose(rng)?);
                w[from] = 0;
                w[to] = solution.values()[to];
            }
            1 => {
                let &to = empties.choose(rng)?;
                w[to] = solution.values()[to];
            }
            _ => w[*givens.choose(rng)?] = 0,
        }
        if let Some(g) = Grid::from_values(&w).filter(Grid::is_uniquely_solvable) {
            return Some(g);
        }
    }
    None
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |name: &str, default: usize| -> usize {
        value(&args, name).map_or(default, |v| {
            v.parse()
                .unwrap_or_else(|_| fail(&format!("bad {name} {v}")))
        })
    };
    let per = number("--per", 60);
    let walk = number("--walk", 3000);
    let walk_chains = number("--walk-chains", 200);
    let steps = number("--steps", 1).max(1);
    let seed = number("--seed", 1) as u64;
    let threads = number("--threads", 2).max(1);
    let out = value(&args, "--out").unwrap_or_else(|| "src/sudoku/bank/practice.txt".into());
    let start = Instant::now();

    // An earlier file to grow: its positions and its puzzles as seeds, its commands and notes.
    let mut header = Header::default();
    let mut kept_lines = Vec::new();
    if let Some(path) = value(&args, "--keep") {
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
        for line in text.lines() {
            if let Some(note) = line.strip_prefix(NOTE) {
                header.notes.push(note.to_string());
            } else if let Some(command) = line
                .strip_prefix("# ")
                .and_then(|l| l.split_once("Made by: "))
                .map(|(_, c)| c)
            {
                header.commands.push(command.to_string());
            } else if let Some(command) = line.strip_prefix("#   then: ") {
                header.commands.push(command.to_string());
            } else if !line.starts_with('#') && !line.trim().is_empty() {
                let entry = parse_entry(line)
                    .unwrap_or_else(|| fail(&format!("bad line in {path}: {line}")));
                kept_lines.push(entry);
            }
        }
    }
    header.commands.push(this_command(&args));
    for (i, a) in args.iter().enumerate() {
        if a == "--note" {
            let note = args
                .get(i + 1)
                .unwrap_or_else(|| fail("--note needs a text"));
            if !header.notes.contains(note) {
                header.notes.push(note.clone());
            }
        }
    }
    let puzzles = sources(&args);
    eprintln!("{} distinct puzzles to solve", puzzles.len());
    let mut kept = Kept {
        per,
        by: vec![Vec::new(); 44],
        seen: HashSet::new(),
        spare: vec![Vec::new(); 44],
        seeds: vec![Vec::new(); 44],
    };
    for (t, g, c) in kept_lines {
        let i = t as usize;
        if !kept.seeds[i].contains(&g) {
            kept.seeds[i].push(g);
        }
        kept.seen.insert(c.to_line());
        kept.by[i].push((g, c));
    }
    // Solved in chunks by every thread, taken in puzzle order.
    // A bank entry whose grade lists no technique still short is not solved again.
    let cap = solve_cap(&kept);
    for (n, chunk) in puzzles.chunks(threads * 64).enumerate() {
        let chunk: Vec<Grid> = chunk
            .iter()
            .filter(|(_, ts)| {
                ts.as_ref()
                    .is_none_or(|ts| ts.iter().any(|&t| kept.short(t)))
            })
            .map(|(g, _)| *g)
            .collect();
        let part = chunk.len().div_ceil(threads).max(1);
        let found: Vec<Vec<Found>> = std::thread::scope(|s| {
            let handles: Vec<_> = chunk
                .chunks(part)
                .map(|p| s.spawn(move || p.iter().map(|g| positions(g, cap)).collect::<Vec<_>>()))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| {
                    h.join()
                        .unwrap_or_else(|_| fail("a solving thread failed"))
                        .into_iter()
                })
                .collect::<Vec<Vec<Found>>>()
        });
        for f in found {
            kept.take_puzzle(f);
        }
        if n % 20 == 0 {
            let short = Technique::all().iter().filter(|&&t| kept.short(t)).count();
            eprintln!(
                "{} puzzles solved in {:.0} s, {short} techniques short",
                (n + 1) * threads * 64,
                start.elapsed().as_secs_f64()
            );
        }
    }
    for t in Technique::all() {
        let spare = std::mem::take(&mut kept.spare[t as usize]);
        for (g, c) in spare {
            kept.keep(t, g, c);
        }
    }

    // The walk, one technique at a time, easiest first.
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for t in Technique::all() {
        if !kept.short(t) {
            continue;
        }
        let i = t as usize;
        let before = kept.by[i].len();
        let mut seeds = kept.seeds[i].clone();
        if seeds.len() < 50 {
            for j in i.saturating_sub(3)..(i + 2).min(44) {
                if j != i {
                    seeds.extend(kept.seeds[j].iter().copied());
                }
            }
        }
        let walk = if t.base_rating() >= Technique::XChain.base_rating() {
            walk_chains
        } else {
            walk
        };
        let (mut made, mut reached) = (0, 0);
        while made < walk && kept.short(t) && !seeds.is_empty() {
            let batch: Vec<(Grid, Grid)> = (0..threads * 8)
                .filter_map(|_| {
                    let p = *seeds.choose(&mut rng)?;
                    let solution = p.solution()?;
                    let mut n = neighbour(&mut rng, &p, &solution)?;
                    let k = if steps > 1 {
                        rng.random_range(1..=steps)
                    } else {
                        1
                    };
                    for _ in 1..k {
                        n = neighbour(&mut rng, &n, &solution)?;
                    }
                    Some((p, n))
                })
                .collect();
            made += batch.len();
            let part = batch.len().div_ceil(threads).max(1);
            let found: Vec<(Grid, Vec<Found>)> = std::thread::scope(|s| {
                let handles: Vec<_> = batch
                    .chunks(part)
                    .map(|p| {
                        s.spawn(move || {
                            p.iter()
                                .map(|&(_, n)| (n, positions(&n, t.base_rating())))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|h| {
                        h.join()
                            .unwrap_or_else(|_| fail("a walking thread failed"))
                            .into_iter()
                    })
                    .collect()
            });
            let mut grown = false;
            for (n, f) in found {
                let (mut reaches, mut new) = (false, false);
                for (ft, g, c) in f {
                    reaches |= ft == t;
                    let k = kept.keep(ft, g, c);
                    new |= k && ft == t;
                    grown |= k;
                }
                reached += usize::from(reaches);
                if new || reaches && seeds.len() < 2000 {
                    seeds.push(n);
                }
            }
            // Written as it grows, so that a long walk stopped early keeps what it found.
            if grown {
                write(&kept, &header, per, &out);
            }
            if batch.is_empty() {
                break;
            }
        }
        eprintln!(
            "{t}: {before} from the puzzles, {} after {made} neighbours, {reached} of which reach it ({:.0} s)",
            kept.by[t as usize].len(),
            start.elapsed().as_secs_f64()
        );
        write(&kept, &header, per, &out);
    }
    write(&kept, &header, per, &out);
    eprintln!("written to {out} in {:.0} s", start.elapsed().as_secs_f64());
}

/// What the header records besides its fixed text: the commands that made the file, in order,
/// and the notes.
#[derive(Default)]
struct Header {
    commands: Vec<String>,
    notes: Vec<String>,
}

/// How a note line of the header begins.
const NOTE: &str = "# Note: ";

/// This run's command as the header records it: every option but the notes.
fn this_command(args: &[String]) -> String {
    let mut words = vec!["build_practice"];
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--note" {
            i += 2;
        } else {
            words.push(&args[i]);
            i += 1;
        }
    }
    words.join(" ")
}

/// Writes the file, then the counts to standard error.
fn write(kept: &Kept, header: &Header, per: usize, out: &str) {
    let command = header.commands.join("\n#   then: ");
    let mut text = format!(
        "# Practice positions: for each technique of the ladder, up to {per} distinct positions of\n\
         # real puzzles where it is the ladder's next step, every earlier step made. Made by this\n\
         # project's grader from its shipped banks and the puzzles named below, and neighbours of\n\
         # those puzzles for the rare techniques (see examples/build_practice.rs).\n\
         # Format: src/sudoku/practice.rs. Made by: {command}\n"
    );
    for note in &header.notes {
        text.push_str(NOTE);
        text.push_str(note);
        text.push('\n');
    }
    let mut counts = Vec::new();
    for t in Technique::all() {
        let list = &kept.by[t as usize];
        let classes: HashSet<Grid> = list
            .iter()
            .map(|(_, c)| canonical_form(&c.to_grid()))
            .collect();
        counts.push(format!(
            "{t}: {} ({} filled-cell classes)",
            list.len(),
            classes.len()
        ));
        for (g, c) in list {
            text.push_str(&entry_line(t, g, c));
            text.push('\n');
        }
    }
    // Through a file beside it and a rename, so that the file is never half written.
    let part = format!("{out}.part");
    if let Err(e) = std::fs::write(&part, text).and_then(|()| std::fs::rename(&part, out)) {
        fail(&format!("cannot write {out}: {e}"));
    }
    eprintln!("{}", counts.join("; "));
}
