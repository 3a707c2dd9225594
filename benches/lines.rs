//! Line-puzzle benchmarks: generating boards, odds, a new advisor (which loads the opening table),
//! par from the table against par searched from an empty cache, and the best-flip query a hint
//! makes during a game, with only the opening table cached and with a warm cache.
//!
//! Before the criterion groups, one pass over the positions of 300 seeded games of random play
//! prints the mean and the slowest best-flip query, each asked of an advisor that holds only the
//! opening table (the most a hint can cost) and all asked in turn of one advisor (as in a game).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_lines::lines::{Advisor, Position, Tile, generate_with_rng, generate_with_seed};

/// Positions met while playing `games` seeded games by flipping random face-down tiles (as a
/// player might, known tiles included), up to the win.
fn random_play_positions(games: usize) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut out = Vec::new();
    for _ in 0..games {
        let board = generate_with_rng(&mut rng);
        let mut pos = Position::new();
        while !pos.is_won() {
            out.push(pos);
            let down: Vec<Tile> = Tile::all().filter(|t| pos.shown(*t).is_none()).collect();
            let t = down[rng.random_range(0..down.len())];
            pos = pos.flip(t, board);
        }
    }
    out
}

/// The position whose advice searches the most positions when only the opening table is cached
/// (about 22,500), among every open position with five tiles face up (one per set of symmetric
/// images) and those of 600 seeded games of random and of perfect play.
const SLOW: &str = ".1..0..1..1.1...";

fn report_query_latency() {
    let t0 = Instant::now();
    let mut advisor = Advisor::new();
    let par = advisor.par();
    let start = t0.elapsed();
    let positions = random_play_positions(300);
    let n = u32::try_from(positions.len()).unwrap_or(u32::MAX).max(1);

    let (mut fresh_all, mut fresh_worst) = (Duration::ZERO, Duration::ZERO);
    for &p in &positions {
        let mut a = advisor.clone();
        let q = Instant::now();
        black_box(a.best_flip(p).ok());
        let took = q.elapsed();
        fresh_all += took;
        fresh_worst = fresh_worst.max(took);
    }
    let (mut warm_all, mut warm_worst) = (Duration::ZERO, Duration::ZERO);
    for &p in &positions {
        let q = Instant::now();
        black_box(advisor.best_flip(p).ok());
        let took = q.elapsed();
        warm_all += took;
        warm_worst = warm_worst.max(took);
    }
    eprintln!(
        "lines: a new advisor and par {par:.6} in {start:.2?}; {} best-flip queries from random \
         play: from the opening table alone mean {:.2?}, slowest {fresh_worst:.2?}; in turn on one \
         advisor mean {:.2?}, slowest {warm_worst:.2?} ({} positions cached)",
        positions.len(),
        fresh_all / n,
        warm_all / n,
        advisor.n_cached(),
    );
}

fn benches(c: &mut Criterion) {
    report_query_latency();

    let mut seed = 0u64;
    c.bench_function("lines/generate_with_seed", |b| {
        b.iter(|| {
            seed += 1;
            generate_with_seed(black_box(seed))
        })
    });

    let mut advisor = Advisor::new();
    c.bench_function("lines/odds_at_start", |b| {
        b.iter(|| advisor.odds(black_box(Position::new())))
    });
    c.bench_function("lines/new_advisor_and_par", |b| {
        b.iter(|| Advisor::new().par())
    });

    let table_only = advisor.clone();
    let positions = random_play_positions(100);
    let mut i = 0;
    c.bench_function("lines/best_flip_opening_table_only", |b| {
        b.iter_batched(
            || {
                i = (i + 1) % positions.len();
                (table_only.clone(), positions[i])
            },
            |(mut a, p)| a.best_flip(p),
            BatchSize::LargeInput,
        )
    });
    let mut j = 0;
    c.bench_function("lines/best_flip_warm_cache", |b| {
        b.iter(|| {
            j = (j + 1) % positions.len();
            advisor.best_flip(black_box(positions[j]))
        })
    });

    let mut slow = c.benchmark_group("lines_slow");
    slow.sample_size(10);
    if let Ok(p) = Position::from_line(SLOW) {
        slow.bench_function("hint_slowest_position_opening_table_only", |b| {
            b.iter_batched(
                || table_only.clone(),
                |mut a| (a.best_flip(p), a.expected_flips(p)),
                BatchSize::LargeInput,
            )
        });
    }
    slow.bench_function("par_searched_from_an_empty_cache", |b| {
        b.iter_batched(
            Advisor::without_opening,
            |mut a| a.par(),
            BatchSize::LargeInput,
        )
    });
    slow.finish();
}

criterion_group!(lines, benches);
criterion_main!(lines);
