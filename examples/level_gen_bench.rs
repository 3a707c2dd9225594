//! Times the start of a new game by level along the app's real path, from the press to the
//! board: the app model hands out the job ([`AppModel::begin_new_game`]), the supply serves the
//! puzzle (pool, bank or fresh, remembered and saved in the data folder), and the model starts
//! the game and saves it ([`AppModel::puzzle_made`]). Only the drawing is left out. The data
//! folder is a new temporary one, so the supply starts as on a new installation, and its
//! background worker runs as in the app.
//!
//! Prints the median, 95th percentile and maximum per level, with the `sudoku` crate's plain
//! unique-puzzle generator (no difficulty control) as a peer in the same run.
//!
//! Usage: `cargo run --release --no-default-features --example level_gen_bench -- [N]`
//! (N games per level, default 200).

use std::sync::Arc;
use std::time::Instant;
use sudoku_lines::app::{AppModel, Screen};
use sudoku_lines::sudoku::Level;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or(f64::NAN)
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("level_gen_bench: no temporary folder: {e}");
            std::process::exit(1);
        }
    };
    let mut model = AppModel::new(
        Some(dir.path().to_path_buf()),
        Arc::new(sudoku_lines::app::make_puzzle),
    );
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
    println!("level\tgames\tmedian ms\tp95 ms\tmax ms\tmedian / peer median");
    for level in Level::ALL {
        let mut times = Vec::with_capacity(n);
        for _ in 0..n {
            let t = Instant::now();
            let Some(job) = model.begin_new_game(level) else {
                eprintln!("level_gen_bench: the model made no job");
                std::process::exit(1);
            };
            model.puzzle_made(job.run());
            times.push(t.elapsed().as_secs_f64() * 1e3);
            let started = model
                .game()
                .session()
                .and_then(|s| s.info().difficulty.level());
            if model.screen() != Screen::Game || started != Some(level) {
                eprintln!("level_gen_bench: no {level} game started ({started:?})");
                std::process::exit(1);
            }
        }
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
