//! How long judging a real game's move takes (`step_found`: did it make the ladder's next
//! step?), on every position of the logical solves of banked puzzles, against the next step alone
//! (`StrategySolver::next_step`, what a hint computes first) in the same run.
//!
//! Run with `cargo bench --no-default-features --bench found` (a puzzle count per level may follow
//! `--`, default 20). For each position three timings, each the median of a few runs:
//!
//! - the move the ladder makes there (its placement, or all its eliminations removed from notes
//!   that show the true candidates): a move that counts;
//! - a correct digit that is no single there (the first such empty cell's solution): a move that
//!   does not count and costs a whole run of the ladder;
//! - the next step alone, the peer.
//!
//! The table gives the 50th, 95th and 99th percentiles and the maximum over the positions, and the
//! ratio of the summed times to the peer's. Nothing is asserted: this measures.

use std::time::{Duration, Instant};
use sudoku_lines::sudoku::{
    Candidates, Cell, Grid, Level, NoteMask, Step, StrategySolver, level_bank, step_found,
};

/// Runs of each timing per position; the median is kept.
const RUNS: usize = 5;

fn median_time(mut f: impl FnMut()) -> Duration {
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

fn row(what: &str, times: &[Duration], peer: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    let sum: Duration = times.iter().sum();
    let peer_sum: Duration = peer.iter().sum();
    println!(
        "{what:<34} {:>6} {:>9} {:>9} {:>9} {:>9} {:>7.2}",
        sorted.len(),
        micros(quantile(&sorted, 0.5)),
        micros(quantile(&sorted, 0.95)),
        micros(quantile(&sorted, 0.99)),
        micros(sorted.last().copied().unwrap_or_default()),
        sum.as_secs_f64() / peer_sum.as_secs_f64().max(1e-12),
    );
}

fn positions(puzzle: &Grid) -> Vec<(Candidates, Step)> {
    let path = StrategySolver::solve(puzzle);
    let mut pos = Candidates::from_grid(puzzle);
    let mut out = Vec::with_capacity(path.steps.len());
    for step in path.steps {
        let before = pos;
        pos.apply(&step);
        out.push((before, step));
    }
    out
}

fn main() {
    let count: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(20);
    println!("judging a move, {count} puzzles per level, median of {RUNS} runs per position");
    println!(
        "{:<34} {:>6} {:>9} {:>9} {:>9} {:>9} {:>7}",
        "timing (microseconds)", "moves", "p50", "p95", "p99", "max", "/peer"
    );
    for level in [Level::Medium, Level::Hard, Level::Master, Level::Extreme] {
        let (mut found, mut missed, mut peer) = (Vec::new(), Vec::new(), Vec::new());
        for entry in level_bank(level).iter().take(count) {
            let Some(solution) = entry.form.solution() else {
                continue;
            };
            for (before, step) in positions(&entry.form) {
                let notes: Vec<NoteMask> = Cell::all().map(|c| before.mask(c)).collect();
                let placed = step.placements.first().copied();
                let removed = if placed.is_some() {
                    Vec::new()
                } else {
                    step.eliminations.clone()
                };
                found.push(median_time(|| {
                    std::hint::black_box(step_found(&before, &notes, placed, &removed));
                }));
                // The solution's digit in the first empty cell where it is no single.
                let plain = Cell::all()
                    .filter(|&c| before.get(c).is_none())
                    .filter_map(|c| solution.get(c).map(|d| (c, d)))
                    .find(|&(c, d)| {
                        let mut alone = before;
                        alone.eliminate(c, d);
                        before.mask(c).count_ones() > 1 && !alone.is_broken()
                    });
                missed.push(median_time(|| {
                    std::hint::black_box(step_found(&before, &notes, plain, &[]));
                }));
                peer.push(median_time(|| {
                    std::hint::black_box(StrategySolver::next_step(std::hint::black_box(&before)));
                }));
            }
        }
        let name = level.to_string();
        row(&format!("{name}: the ladder's move"), &found, &peer);
        row(&format!("{name}: a correct non-single"), &missed, &peer);
        row(&format!("{name}: next step (peer)"), &peer, &peer);
    }
}
