//! Rebuilds the seed-puzzle bank used by generation by level.
//!
//! Usage:
//! `cargo run --release --no-default-features --example build_bank -- [--seed S] [--per-level N] [--out DIR]`
//!
//! Generates puzzles with the project's generator from seed S (default 1), grades them, and
//! keeps the first N (default 60) of each level whose grading is quick, then writes
//! `DIR/<level>.txt` (default `src/sudoku/bank`). Progress goes to standard error.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;
use sudoku_lines::sudoku::{GenerateOptions, Grade, Level, generate_with_rng};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let seed: u64 = value("--seed").and_then(|v| v.parse().ok()).unwrap_or(1);
    let per_level: usize = value("--per-level")
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let out = value("--out").unwrap_or_else(|| "src/sudoku/bank".to_string());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = GenerateOptions::default();
    let mut kept: Vec<Vec<String>> = vec![Vec::new(); Level::ALL.len()];
    let mut tried = 0usize;
    while kept.iter().any(|k| k.len() < per_level) {
        let generated = generate_with_rng(&mut rng, &options);
        tried += 1;
        let t = Instant::now();
        let grade = Grade::of(&generated.puzzle);
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let Some(level) = grade.level else {
            continue;
        };
        let slot = &mut kept[level as usize];
        // Quick to grade means quick to vary and regrade when a game starts.
        if slot.len() < per_level && ms < 12.0 {
            slot.push(generated.puzzle.to_line());
            eprintln!(
                "{tried}: {level} {:.1} {}",
                grade.score(),
                grade.hardest.map_or("none", |t| t.name())
            );
        }
    }
    for level in Level::ALL {
        let path = format!("{out}/{level}.txt");
        let mut text = format!(
            "# {level}: puzzles from the project's generator (seed {seed}), graded {level}.\n\
             # Rebuild: cargo run --release --no-default-features --example build_bank -- \
             --seed {seed} --per-level {per_level}\n"
        );
        for line in &kept[level as usize] {
            text.push_str(line);
            text.push('\n');
        }
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("cannot write {path}: {e}");
            std::process::exit(1);
        }
    }
    eprintln!("tried {tried} puzzles");
}
