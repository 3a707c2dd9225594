//! Line-puzzle benchmarks: generating boards, odds, perfect play from a cold start (par), and the
//! best-flip query a hint makes during a game, with a warm and a cold cache.
//!
//! Before the criterion groups, one pass of random play over 300 seeded games prints the mean and
//! the slowest best-flip query with the cache warmed by the par computation.

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

fn report_query_latency() {
    let mut advisor = Advisor::new();
    let t0 = Instant::now();
    let par = advisor.par();
    let solve = t0.elapsed();
    let positions = random_play_positions(300);
    let mut worst = Duration::ZERO;
    let t1 = Instant::now();
    for &p in &positions {
        let q = Instant::now();
        black_box(advisor.best_flip(p).ok());
        worst = worst.max(q.elapsed());
    }
    let all = t1.elapsed();
    eprintln!(
        "lines: par {par:.6} solved in {solve:.2?} ({} positions cached); {} best-flip queries \
         from random play: mean {:.2?}, slowest {worst:.2?}",
        advisor.n_cached(),
        positions.len(),
        all / u32::try_from(positions.len()).unwrap_or(u32::MAX).max(1),
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

    advisor.par();
    let positions = random_play_positions(100);
    let mut i = 0;
    c.bench_function("lines/best_flip_warm_cache", |b| {
        b.iter(|| {
            i = (i + 1) % positions.len();
            advisor.best_flip(black_box(positions[i]))
        })
    });

    let mut slow = c.benchmark_group("lines_cold");
    slow.sample_size(10);
    let after_one = Position::new().with(Tile::new(5).unwrap_or_else(|| unreachable!()), false);
    slow.bench_function("best_flip_after_one_flip_cold_cache", |b| {
        b.iter_batched(
            Advisor::new,
            |mut a| a.best_flip(after_one),
            BatchSize::LargeInput,
        )
    });
    slow.bench_function("par_cold_cache", |b| {
        b.iter_batched(Advisor::new, |mut a| a.par(), BatchSize::LargeInput)
    });
    slow.finish();
}

criterion_group!(lines, benches);
criterion_main!(lines);
