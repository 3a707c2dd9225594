//! Line-puzzle benchmarks: generating boards, odds, a new advisor (which loads the opening table),
//! par from the table against par searched from an empty cache, and the best-flip query a hint
//! makes during a game, with only the opening table cached and with a warm cache.
//!
//! Each row gives the percentiles of one call in microseconds. Before them, one pass over the
//! positions of 300 seeded games of random play prints the mean and the slowest best-flip query,
//! each asked of an advisor that holds only the opening table (the most a hint can cost) and all
//! asked in turn of one advisor (as in a game).

use std::hint::black_box;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_lines::lines::{Advisor, Position, Tile, generate_with_rng, generate_with_seed};

#[allow(dead_code)] // this benchmark uses only the percentiles
#[path = "support/timing.rs"]
mod timing;
use timing::percentiles;

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

/// Times `f` over `count` calls, each given a fresh input from `setup` made outside the timing,
/// and prints the percentiles of one call in microseconds.
fn bench<I, O>(name: &str, count: usize, mut setup: impl FnMut() -> I, mut f: impl FnMut(I) -> O) {
    // A few calls first, so caches and the allocator are warm as in a game.
    for _ in 0..count.min(10) {
        black_box(f(setup()));
    }
    let times: Vec<Duration> = (0..count)
        .map(|_| {
            let input = setup();
            let t = Instant::now();
            black_box(f(input));
            t.elapsed()
        })
        .collect();
    let [p50, p95, p99, max] = percentiles(&times);
    println!("{name:<44} {p50:>10} {p95:>10} {p99:>10} {max:>10}");
}

fn main() {
    report_query_latency();
    println!(
        "{:<44} {:>10} {:>10} {:>10} {:>10}",
        "one call, microseconds", "p50", "p95", "p99", "max"
    );

    let mut seed = 0u64;
    bench(
        "lines/generate_with_seed",
        10_000,
        || {
            seed += 1;
            seed
        },
        |s| generate_with_seed(black_box(s)),
    );

    let mut advisor = Advisor::new();
    bench(
        "lines/odds_at_start",
        1_000,
        || (),
        |()| advisor.odds(black_box(Position::new())),
    );
    bench(
        "lines/new_advisor_and_par",
        20,
        || (),
        |()| Advisor::new().par(),
    );

    let table_only = advisor.clone();
    let positions = random_play_positions(100);
    let mut i = 0;
    bench(
        "lines/best_flip_opening_table_only",
        1_000,
        || {
            i = (i + 1) % positions.len();
            (table_only.clone(), positions[i])
        },
        |(mut a, p)| a.best_flip(p),
    );
    let mut j = 0;
    bench(
        "lines/best_flip_warm_cache",
        10_000,
        || {
            j = (j + 1) % positions.len();
            positions[j]
        },
        |p| advisor.best_flip(black_box(p)),
    );

    if let Ok(p) = Position::from_line(SLOW) {
        bench(
            "lines/hint_slowest_position_opening_table_only",
            10,
            || table_only.clone(),
            |mut a| (a.best_flip(p), a.expected_flips(p)),
        );
    }
    bench(
        "lines/par_searched_from_an_empty_cache",
        10,
        Advisor::without_opening,
        |mut a| a.par(),
    );
}
