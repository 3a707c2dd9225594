//! How long making a Killer puzzle takes, for several cage counts (the fewer the cages, the more
//! merges and the harder the uniqueness checks), against the classic generator in the same run.
//!
//! Run with `cargo bench --no-default-features --bench killer` (a puzzle count per row may follow
//! `--`, default 100). Each row gives the 50th, 95th and 99th percentiles and the maximum in
//! milliseconds, the mean number of cages reached, and the summed time's ratio to the classic
//! generator's. Nothing is asserted: this measures.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_lines::sudoku::killer::{KillerOptions, generate_killer_with_rng};
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
    for (target, max_size) in [(36, 4), (32, 5), (28, 5), (24, 6), (20, 7)] {
        let options = KillerOptions {
            target_cages: target,
            max_cage_size: max_size,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut cages = 0;
        let times: Vec<Duration> = (0..count)
            .map(|_| {
                let t = Instant::now();
                let g = generate_killer_with_rng(&mut rng, &options);
                let took = t.elapsed();
                cages += g.puzzle.cages().len();
                took
            })
            .collect();
        let sum: Duration = times.iter().sum();
        let [p50, p95, p99, max] = percentiles(&times).map(|p| millis(&p));
        println!(
            "{:<28} {p50:>8} {p95:>8} {p99:>8} {max:>8} {:>7.1} {:>8.2}",
            format!("killer, {target} cages, up to {max_size}"),
            cages as f64 / count as f64,
            sum.as_secs_f64() / classic_sum.as_secs_f64().max(1e-12),
        );
    }
}
