//! Times the app model with a long history: start-up, the statistics screen and its tab switches,
//! and recording a game, with N recorded games (default 100,000) against an empty history.
//!
//! Usage: `cargo run --release --no-default-features --example stats_100k -- [N] [EXPORT]`
//! With EXPORT, also writes the history there as an export (for timing `stats import`).

use chrono::{DateTime, Duration, FixedOffset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use std::time::Instant;
use sudoku_lines::app::stats::tabs;
use sudoku_lines::app::{AppModel, Screen};
use sudoku_lines::puzzle::Mode;
use sudoku_lines::stats::{GameRecord, StatsFile};
use sudoku_lines::storage::Store;

/// `n` games, seeded: most of them at one level, so one tab holds over half the history.
fn history(n: usize) -> StatsFile {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut at: DateTime<FixedOffset> =
        DateTime::parse_from_rfc3339("2020-01-01T08:00:00+01:00").unwrap_or_default();
    let tabs = tabs();
    let games = (0..n)
        .map(|_| {
            at += Duration::seconds(rng.random_range(60..4000));
            let tab = if rng.random_bool(0.55) {
                &tabs[0]
            } else {
                &tabs[rng.random_range(0..tabs.len())]
            };
            let won = rng.random_bool(0.8);
            GameRecord {
                id: GameRecord::new_id_with_rng(at, &mut rng),
                finished_at: at,
                mode: tab.mode,
                difficulty: tab.difficulty.clone(),
                seconds: rng.random_range(40..3000),
                won,
                mistakes: rng.random_range(0..4),
                hints: rng.random_range(0..3),
                counts_for_records: rng.random_bool(0.9),
                flips: (tab.mode == Mode::Lines).then(|| rng.random_range(4..17)),
                started_at: None,
                origin: None,
            }
        })
        .collect();
    StatsFile::from_games(games)
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// Bytes this process has handed to `write` so far (Linux: `wchar` in /proc/self/io), if known.
fn bytes_written() -> Option<u64> {
    let io = std::fs::read_to_string("/proc/self/io").ok()?;
    io.lines()
        .find_map(|l| l.strip_prefix("wchar: "))
        .and_then(|v| v.trim().parse().ok())
}

fn no_puzzle() -> sudoku_lines::app::PuzzleSource {
    Arc::new(|_, _| Err("no puzzles in this timing".to_string()))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let export = args.next();
    let empty = tempfile::tempdir()?;
    let full = tempfile::tempdir()?;
    let stats = history(n);
    let bytes = stats.to_json()?;
    if let Some(path) = export {
        std::fs::write(&path, &bytes)?;
    }
    let store = Store::open(full.path())?;
    store.save(&stats)?;
    drop(store);
    println!("{n} games, stats.json {:.1} MB", bytes.len() as f64 / 1e6);

    let t = Instant::now();
    let m = AppModel::new(Some(empty.path().to_path_buf()), no_puzzle());
    println!("start-up, empty history: {:.1} ms", ms(t));
    drop(m);
    let t = Instant::now();
    let mut m = AppModel::new(Some(full.path().to_path_buf()), no_puzzle());
    println!("start-up, {n} games: {:.1} ms", ms(t));

    // The history may still be loading on its worker thread (the window is up meanwhile): wait
    // for it, as the player would before opening the statistics.
    let t = Instant::now();
    let loaded = m.services().stats().games.len();
    println!(
        "then waited {:.1} ms for {loaded} games to finish loading",
        ms(t)
    );

    let t = Instant::now();
    m.open(Screen::Stats);
    let view = m.stats().view(m.services());
    println!(
        "open statistics (tab 0, {} dots): {:.1} ms",
        view.dots.len(),
        ms(t)
    );
    let mut worst: f64 = 0.0;
    for round in 0..2 {
        for tab in 0..tabs().len() {
            let t = Instant::now();
            m.stats_mut().0.select(tab);
            let view = m.stats().view(m.services());
            let took = ms(t);
            worst = worst.max(took);
            if round == 0 {
                println!(
                    "switch to tab {tab} ({}): {took:.1} ms, {} dots",
                    tabs()[tab].label,
                    view.dots.len()
                );
            }
        }
    }
    println!("worst tab switch over two rounds: {worst:.1} ms");

    let at = chrono::Local::now().fixed_offset();
    let record = GameRecord {
        id: GameRecord::new_id(at),
        finished_at: at,
        mode: Mode::Sudoku,
        difficulty: "easy".into(),
        seconds: 30,
        won: true,
        mistakes: 0,
        hints: 0,
        counts_for_records: true,
        flips: None,
        started_at: None,
        origin: None,
    };
    let written = bytes_written();
    let t = Instant::now();
    let recorded = m.services_mut().record(record);
    let took = ms(t);
    match written.zip(bytes_written()) {
        Some((before, after)) => println!(
            "record a game (saved: {}): {took:.1} ms, {} bytes written",
            recorded.saved,
            after - before
        ),
        None => println!("record a game (saved: {}): {took:.1} ms", recorded.saved),
    }
    m.stats_mut().0.select(0);
    let t = Instant::now();
    let view = m.stats().view(m.services());
    println!(
        "statistics after the record (tab 0, {}): {:.1} ms",
        view.numbers[0].value,
        ms(t)
    );
    Ok(())
}
