//! How long the picture of a step takes, on the positions of Master and Extreme puzzles.
//!
//! Run with `cargo bench --no-default-features --bench picture` (a puzzle count per level may
//! follow `--`, default 40). For the first puzzles of the shipped Master and Extreme banks, every
//! position of the logical solve is taken with the step the ladder finds there. Three timings per
//! position, each the median of a few runs:
//!
//! - the picture alone (`Step::picture`), which is drawn from a step already found;
//! - the next step alone (`StrategySolver::next_step`);
//! - the next step and then its picture, as a hint computes them, run alternately with the
//!   previous one so both see the same machine load.
//!
//! The table gives the 50th, 95th and 99th percentiles and the maximum over the positions, for
//! all of them and for those whose step is a Master or Extreme technique, and the ratio of the
//! summed times with and without the picture. Nothing is asserted: this measures.

use std::time::{Duration, Instant};
use sudoku_lines::sudoku::{Level, StrategySolver, level_bank};

#[path = "support/timing.rs"]
mod timing;
use timing::{RUNS, median_time, percentiles, positions};

/// One row of the table: percentiles of `times` in microseconds.
fn row(what: &str, times: &[Duration]) {
    let [p50, p95, p99, max] = percentiles(times);
    println!(
        "{what:<44} {:>6} {p50:>10} {p95:>10} {p99:>10} {max:>10}",
        times.len()
    );
}

fn main() {
    // `cargo bench` passes `--bench`; a number among the arguments is the count per level.
    let count: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(40);
    println!("picture of a step, {count} puzzles per level, median of {RUNS} runs per position");
    println!(
        "{:<44} {:>6} {:>10} {:>10} {:>10} {:>10}",
        "timing (microseconds)", "steps", "p50", "p95", "p99", "max"
    );
    for level in [Level::Master, Level::Extreme] {
        let mut picture = Vec::new();
        let mut picture_hard = Vec::new();
        let mut next = Vec::new();
        let mut next_hard = Vec::new();
        let mut both = Vec::new();
        let mut both_hard = Vec::new();
        for entry in level_bank(level).iter().take(count) {
            for (before, step) in positions(&entry.form) {
                let hard = step.technique.level() >= Level::Master;
                let p = median_time(|| {
                    std::hint::black_box(step.picture(std::hint::black_box(&before)));
                });
                let mut n = Vec::with_capacity(RUNS);
                let mut b = Vec::with_capacity(RUNS);
                for _ in 0..RUNS {
                    let t = Instant::now();
                    std::hint::black_box(StrategySolver::next_step(std::hint::black_box(&before)));
                    n.push(t.elapsed());
                    let t = Instant::now();
                    if let Some(s) = StrategySolver::next_step(std::hint::black_box(&before)) {
                        std::hint::black_box(s.picture(&before));
                    }
                    b.push(t.elapsed());
                }
                n.sort_unstable();
                b.sort_unstable();
                let (n, b) = (n[RUNS / 2], b[RUNS / 2]);
                picture.push(p);
                next.push(n);
                both.push(b);
                if hard {
                    picture_hard.push(p);
                    next_hard.push(n);
                    both_hard.push(b);
                }
            }
        }
        let name = level.to_string();
        row(&format!("{name}: picture, every step"), &picture);
        row(
            &format!("{name}: picture, master/extreme steps"),
            &picture_hard,
        );
        row(&format!("{name}: next step, every step"), &next);
        row(&format!("{name}: next step + picture, every step"), &both);
        row(
            &format!("{name}: next step, master/extreme steps"),
            &next_hard,
        );
        row(
            &format!("{name}: next step + picture, master/extreme"),
            &both_hard,
        );
        let sum = |v: &[Duration]| v.iter().sum::<Duration>().as_secs_f64();
        println!(
            "{name}: (next step + picture) / next step, summed over the steps: {:.4}",
            sum(&both) / sum(&next).max(f64::MIN_POSITIVE)
        );
    }
}
