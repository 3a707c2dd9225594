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
//!
//! Then the same for Killers (`found_in_killer_move`, five made puzzles per level from fixed
//! seeds): at every position of the Killer ladder's solve, a game whose digits and notes are that
//! position, the ladder's move made there, against the Killer ladder's next step alone.

use rand::SeedableRng;
use std::sync::Arc;
use std::time::Duration;
use sudoku_lines::puzzle::Puzzle;
use sudoku_lines::sudoku::killer::{
    KILLER_LEVELS, generate_killer_level_with_rng, next_killer_step,
};
use sudoku_lines::sudoku::{
    Candidates, Cell, Digit, HintAction, Level, NoteMask, StrategySolver, SudokuMove, SudokuState,
    found_in_killer_move, level_bank, step_found,
};

#[path = "support/timing.rs"]
mod timing;
use timing::{RUNS, median_time, percentiles, positions};

/// One row of the table: percentiles of `times` in microseconds, and the summed times' ratio to
/// the peer's.
fn row(what: &str, times: &[Duration], peer: &[Duration]) {
    let [p50, p95, p99, max] = percentiles(times);
    let sum: Duration = times.iter().sum();
    let peer_sum: Duration = peer.iter().sum();
    println!(
        "{what:<34} {:>6} {p50:>9} {p95:>9} {p99:>9} {max:>9} {:>7.2}",
        times.len(),
        sum.as_secs_f64() / peer_sum.as_secs_f64().max(1e-12),
    );
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
    killers();
}

/// A Killer game whose digits and notes are `cands`: its solved cells placed, every other
/// candidate noted.
fn game_at(start: &SudokuState, cands: &Candidates) -> Option<SudokuState> {
    let mut state = start.clone();
    for c in Cell::all() {
        if let Some(d) = cands.get(c)
            && !state.is_given(c)
        {
            let mv = SudokuMove::Place {
                cell: c,
                digit: d,
                clear_peer_notes: false,
            };
            state = state.apply(&mv).ok()?;
        }
    }
    state = state.apply(&SudokuMove::FillNotes).ok()?;
    let extra: Vec<(Cell, Digit)> = Cell::all()
        .filter(|&c| cands.get(c).is_none())
        .flat_map(|c| Digit::all().map(move |d| (c, d)))
        .filter(|&(c, d)| state.notes(c) & d.bit() != 0 && !cands.has(c, d))
        .collect();
    if !extra.is_empty() {
        state = state
            .apply(&SudokuMove::RemoveNotes { notes: extra })
            .ok()?;
    }
    Some(state)
}

fn killers() {
    println!();
    println!("judging a Killer's move, 5 puzzles per level, median of {RUNS} runs per position");
    println!(
        "{:<34} {:>6} {:>9} {:>9} {:>9} {:>9} {:>7}",
        "timing (microseconds)", "moves", "p50", "p95", "p99", "max", "/peer"
    );
    for level in KILLER_LEVELS {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let (mut found, mut peer) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            let Some(made) = generate_killer_level_with_rng(&mut rng, level) else {
                continue;
            };
            let killer = Arc::new(made.puzzle);
            let start = SudokuState::new_killer(Arc::clone(&killer), made.solution);
            for (before, step) in killer.solve_by_logic().steps {
                let Some(state) = game_at(&start, &before) else {
                    continue;
                };
                // The step's first placement, or the removal of all its eliminations.
                let action = HintAction::of_step(&step.placements, &step.eliminations);
                let Some(mv) = action.moves().into_iter().next() else {
                    continue;
                };
                found.push(median_time(|| {
                    std::hint::black_box(found_in_killer_move(&state, &mv));
                }));
                peer.push(median_time(|| {
                    std::hint::black_box(next_killer_step(&killer, std::hint::black_box(&before)));
                }));
            }
        }
        let name = format!("Killer {level}");
        row(&format!("{name}: the ladder's move"), &found, &peer);
        row(&format!("{name}: next step (peer)"), &peer, &peer);
    }
}
