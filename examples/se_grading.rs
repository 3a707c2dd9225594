//! Measures the grader against Sudoku Explainer ratings.
//!
//! Usage: `cargo run --release --no-default-features --example se_grading -- FILE...`
//!
//! Each FILE holds one puzzle per line with the SE rating (or a bucket such as `<1.5` or
//! `1.5-2.4`) in the second tab-separated column. Prints the Spearman rank correlation between
//! the score and SE, the share of puzzles the ladder solves in each SE band, the levels per band,
//! each level's SE median and 10th-90th percentile, the share of SE 4.5-5.9 puzzles that need a
//! Master technique or more, and puzzles graded per second. Every step is also checked against
//! the puzzle's solution (from the exact solver): a placement must match it and an elimination
//! must never remove it.

use std::collections::BTreeMap;
use std::time::Instant;
use sudoku_lines::sudoku::{Grade, Grid, Level, StrategySolver};

fn se_value(field: &str) -> Option<f64> {
    match field.trim() {
        "<1.5" => Some(1.2),
        "1.5-2.4" => Some(2.0),
        other => other.parse().ok(),
    }
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..values.len()).collect();
    idx.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut out = vec![0.0; values.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && values[idx[j + 1]] == values[idx[i]] {
            j += 1;
        }
        let avg = (i + j) as f64 / 2.0 + 1.0;
        for &k in &idx[i..=j] {
            out[k] = avg;
        }
        i = j + 1;
    }
    out
}

/// The `p`-quantile of sorted `v` (linear interpolation).
fn quantile(v: &[f64], p: f64) -> f64 {
    let k = (v.len() - 1) as f64 * p;
    let (lo, hi) = (k.floor() as usize, k.ceil() as usize);
    v[lo] + (v[hi] - v[lo]) * (k - lo as f64)
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: se_grading FILE...");
        std::process::exit(2);
    }
    let verbose = std::env::var_os("SE_GRADING_VERBOSE").is_some();
    let mut se = Vec::new();
    let mut ours = Vec::new();
    // band -> (count, solved, levels)
    let mut bands: BTreeMap<String, (usize, usize, BTreeMap<String, usize>)> = BTreeMap::new();
    let start = Instant::now();
    let mut elapsed = 0.0f64;
    let mut wrong_steps = 0usize;
    // level name -> SE ratings of its puzzles
    let mut by_level: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    // SE 4.5-5.9: (puzzles, graded Master or above or unrated)
    let mut mid = (0usize, 0usize);
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cannot read {file}: {e}");
                std::process::exit(1);
            }
        };
        for line in text.lines() {
            let mut cols = line.split('\t');
            let (Some(p), Some(r)) = (cols.next(), cols.next()) else {
                continue;
            };
            let (Ok(grid), Some(rating)) = (Grid::from_line(p), se_value(r)) else {
                continue;
            };
            let t = Instant::now();
            let path = StrategySolver::solve(&grid);
            let g = Grade::from_path(&path);
            elapsed += t.elapsed().as_secs_f64();
            if let Some(sol) = grid.solution() {
                for step in &path.steps {
                    let bad_place = step.placements.iter().any(|&(c, d)| sol.get(c) != Some(d));
                    let bad_elim = step
                        .eliminations
                        .iter()
                        .any(|&(c, d)| sol.get(c) == Some(d));
                    if bad_place || bad_elim {
                        wrong_steps += 1;
                        eprintln!("WRONG STEP in {p}: {step}");
                    }
                }
            } else {
                eprintln!("no solution: {p}");
            }
            if verbose {
                println!(
                    "{}\t{}\t{:.1}\t{}\t{}\t{:.1}ms",
                    p,
                    r,
                    g.score(),
                    g.label(),
                    g.hardest.map_or("-", |t| t.name()),
                    t.elapsed().as_secs_f64() * 1e3
                );
            }
            se.push(rating);
            ours.push(if g.solved {
                f64::from(g.rating) / 10.0
            } else {
                20.0
            });
            by_level
                .entry(g.label().to_string())
                .or_default()
                .push(rating);
            if (4.5..6.0).contains(&rating) {
                mid.0 += 1;
                mid.1 += usize::from(g.level.is_none_or(|l| l >= Level::Master));
            }
            let band = format!("{:.1}", (rating * 2.0).floor() / 2.0);
            let e = bands.entry(band).or_default();
            e.0 += 1;
            e.1 += usize::from(g.solved);
            *e.2.entry(g.label().to_string()).or_default() += 1;
        }
    }
    let secs = elapsed;
    let _ = start;
    let rho = pearson(&ranks(&se), &ranks(&ours));
    println!("puzzles: {}", se.len());
    println!("spearman rho (score vs SE): {rho:.4}");
    println!(
        "graded per second: {:.1} ({secs:.1} s grading, one thread)",
        se.len() as f64 / secs
    );
    println!("steps contradicting the solution: {wrong_steps}");
    println!("SE band\tpuzzles\tsolved\tshare\tlevels");
    for (band, (n, solved, levels)) in &bands {
        let lv: Vec<String> = levels.iter().map(|(k, v)| format!("{k}:{v}")).collect();
        println!(
            "{band}\t{n}\t{solved}\t{:.1}%\t{}",
            100.0 * *solved as f64 / *n as f64,
            lv.join(" ")
        );
    }
    println!("level\tpuzzles\tSE median\tSE p10-p90");
    let order: Vec<&str> = Level::ALL
        .iter()
        .map(|l| l.name())
        .chain(["unrated"])
        .collect();
    for name in order {
        if let Some(v) = by_level.get_mut(name) {
            v.sort_by(f64::total_cmp);
            println!(
                "{name}\t{}\t{:.1}\t{:.1}-{:.1}",
                v.len(),
                quantile(v, 0.5),
                quantile(v, 0.1),
                quantile(v, 0.9)
            );
        }
    }
    if mid.0 > 0 {
        println!(
            "SE 4.5-5.9 needing master or more: {} of {} ({:.1}%)",
            mid.1,
            mid.0,
            100.0 * mid.1 as f64 / mid.0 as f64
        );
    }
}
