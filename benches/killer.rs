//! How long making a Killer puzzle of each level takes (generated with the level's settings and
//! graded until one grades to the level), against the classic generator in the same run.
//!
//! Run with `cargo bench --no-default-features --bench killer` (a puzzle count per row may follow
//! `--`, default 100). Each row gives the 50th, 95th and 99th percentiles and the maximum in
//! milliseconds, the share of generated puzzles that graded to the level, and the summed time's
//! ratio to the classic generator's. Nothing is asserted: this measures.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_lines::sudoku::killer::{
    KILLER_LEVELS, KillerLevelPuzzle, generate_killer_with_rng, options_for,
};
use sudoku_lines::sudoku::{GenerateOptions, generate_with_rng};

#[allow(dead_code)] // this benchmark uses only the percentiles
#[path = "support/timing.rs"]
mod timing;
use timing::percentiles;

fn millis(p: &str) -> String {
    p.parse::<f64>()
        .map(|us| format!("{:.1}", us / 1000.0))
        .unwrap_or_default()
}

fn main() {
    let count: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(100);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let classic: Vec<Duration> = (0..count)
        .map(|_| {
            let t = Instant::now();
            let _ = generate_with_rng(&mut rng, &GenerateOptions::default());
            t.elapsed()
        })
        .collect();
    let classic_sum: Duration = classic.iter().sum();
    println!("making a puzzle, {count} per row, milliseconds");
    println!(
        "{:<28} {:>8} {:>8} {:>8} {:>8} {:>7} {:>8}",
        "generator", "p50", "p95", "p99", "max", "cages", "/classic"
    );
    let [p50, p95, p99, max] = percentiles(&classic).map(|p| millis(&p));
    println!(
        "{:<28} {p50:>8} {p95:>8} {p99:>8} {max:>8} {:>7} {:>8}",
        "classic", "", "1.00"
    );
    println!();
    println!("a graded puzzle of each Killer level, {count} per row, milliseconds");
    println!(
        "{:<28} {:>8} {:>8} {:>8} {:>8} {:>7} {:>8}",
        "level", "p50", "p95", "p99", "max", "yield", "/classic"
    );
    for level in KILLER_LEVELS {
        let Some(options) = options_for(level) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut attempts = 0usize;
        let times: Vec<Duration> = (0..count)
            .map(|_| {
                let t = Instant::now();
                // The loop of `generate_killer_level_with_rng`, counting its attempts.
                loop {
                    attempts += 1;
                    let made = generate_killer_with_rng(&mut rng, &options);
                    if KillerLevelPuzzle::grade(made.puzzle, made.solution)
                        .is_some_and(|g| g.level == level)
                    {
                        break;
                    }
                }
                t.elapsed()
            })
            .collect();
        let sum: Duration = times.iter().sum();
        let [p50, p95, p99, max] = percentiles(&times).map(|p| millis(&p));
        println!(
            "{:<28} {p50:>8} {p95:>8} {p99:>8} {max:>8} {:>6.1}% {:>8.2}",
            format!(
                "{level} ({} cages, up to {})",
                options.target_cages, options.max_cage_size
            ),
            100.0 * count as f64 / attempts as f64,
            sum.as_secs_f64() / classic_sum.as_secs_f64().max(1e-12),
        );
    }
}
