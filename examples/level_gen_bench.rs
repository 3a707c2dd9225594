//! Times generation by level: median and 95th percentile per level, against the `sudoku`
//! crate's plain unique-puzzle generator (no difficulty control) as a peer in the same run.
//!
//! Usage: `cargo run --release --no-default-features --example level_gen_bench -- [N]`
//! (N puzzles per level, default 200, seeds 0..N).

use std::time::Instant;
use sudoku_lines::sudoku::{Level, generate_level_with_seed};

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or(f64::NAN)
}

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let mut peer: Vec<f64> = (0..n)
        .map(|_| {
            let t = Instant::now();
            let s = sudoku::Sudoku::generate();
            std::hint::black_box(s);
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    peer.sort_by(f64::total_cmp);
    let peer_median = percentile(&peer, 0.5);
    println!("level\tpuzzles\tmedian ms\tp95 ms\tmax ms\tmedian / peer median");
    for level in Level::ALL {
        let mut times: Vec<f64> = (0..n)
            .map(|seed| {
                let t = Instant::now();
                let p = generate_level_with_seed(seed, level);
                let ms = t.elapsed().as_secs_f64() * 1e3;
                assert_eq!(p.grade.level, Some(level));
                ms
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let median = percentile(&times, 0.5);
        println!(
            "{level}\t{n}\t{median:.2}\t{:.2}\t{:.2}\t{:.1}x",
            percentile(&times, 0.95),
            times.last().copied().unwrap_or(f64::NAN),
            median / peer_median
        );
    }
    println!(
        "peer (sudoku crate, unique puzzle, any difficulty)\t{n}\t{peer_median:.2}\t{:.2}",
        percentile(&peer, 0.95)
    );
}
