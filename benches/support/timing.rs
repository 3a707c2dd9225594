//! What the step benchmarks share: median timings, percentiles, and the positions of a logical
//! solve.

use std::time::{Duration, Instant};
use sudoku_lines::sudoku::{Candidates, Grid, Step, StrategySolver};

/// Runs of each timing per position; the median is kept.
pub const RUNS: usize = 5;

/// The median time of [`RUNS`] runs of `f`.
pub fn median_time(mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort_unstable();
    times[RUNS / 2]
}

/// The `q`-quantile (0 to 1) of sorted `times`, nearest rank.
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn micros(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1e6)
}

/// The p50, p95, p99 and maximum of `times`, in microseconds.
pub fn percentiles(times: &[Duration]) -> [String; 4] {
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    [
        micros(quantile(&sorted, 0.5)),
        micros(quantile(&sorted, 0.95)),
        micros(quantile(&sorted, 0.99)),
        micros(sorted.last().copied().unwrap_or_default()),
    ]
}

/// Every position of the logical solve of `puzzle` with the step found there.
pub fn positions(puzzle: &Grid) -> Vec<(Candidates, Step)> {
    StrategySolver::solve(puzzle).into_positions(Candidates::from_grid(puzzle))
}
