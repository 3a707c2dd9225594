//! How long opening Explain keeps the UI thread, before and after its walk moved to a worker.
//!
//! Run with `cargo bench --no-default-features --bench explain`. The puzzle is the fixture puzzle
//! (`tests/fixtures/hint/pictures.txt`, the puzzles whose solves use every technique) whose
//! whole walk takes longest. Each figure is the median of a number of runs:
//!
//! - **before**: what opening did on the UI thread until its first frame: the whole walk
//!   (`Explain::of`) and the first view;
//! - **after, UI thread**: what it does now: open the walk (`ExplainScreen::open`) and the first
//!   view, which says the steps are being worked out;
//! - **after, first step**: from the press until the first step has joined the walk, found on a
//!   worker thread (its start included) and taken in by a poll, as the screen shows it;
//! - **after, whole walk**: until every step has joined.
//!
//! Nothing is asserted: this measures.

use std::time::{Duration, Instant};
use sudoku_lines::app::ExplainScreen;
use sudoku_lines::session::Explain;
use sudoku_lines::sudoku::Grid;

const RUNS: usize = 9;

fn median(mut f: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS).map(|_| f()).collect();
    times.sort_unstable();
    times[RUNS / 2]
}

fn timed(f: impl FnOnce()) -> Duration {
    let t = Instant::now();
    f();
    t.elapsed()
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// Opens the walk of `g` with its job on a worker, polling as the screen's event loop would, until
/// `done` says the walk has what is waited for; the time from the press.
fn until(g: &Grid, done: impl Fn(&Explain) -> bool) -> Duration {
    let t = Instant::now();
    let mut screen = ExplainScreen::default();
    let job = screen.open(g);
    let worker = std::thread::spawn(move || job.run(|| {}));
    loop {
        screen.poll();
        if screen.walk().is_some_and(&done) {
            break;
        }
        std::hint::spin_loop();
    }
    let elapsed = t.elapsed();
    drop(screen);
    let _ = worker.join();
    elapsed
}

fn main() {
    let fixture = include_str!("../tests/fixtures/hint/pictures.txt");
    let puzzles: Vec<Grid> = fixture
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| Grid::from_line(l.split_whitespace().next()?).ok())
        .collect();
    let Some((slowest, once)) = puzzles
        .iter()
        .map(|g| (g, timed(|| drop(Explain::of(g)))))
        .max_by_key(|(_, t)| *t)
    else {
        println!("no puzzle in the fixture");
        return;
    };
    let walk = Explain::of(slowest);
    println!(
        "Explain opened on {} ({} steps; the slowest walk of the {} fixture puzzles, {} once), median of {RUNS} runs:",
        slowest.to_line(),
        walk.len(),
        puzzles.len(),
        ms(once)
    );
    let before = median(|| timed(|| drop(Explain::of(slowest).view())));
    let after = median(|| {
        timed(|| {
            let mut screen = ExplainScreen::default();
            let job = screen.open(slowest);
            let view = screen.walk().map(Explain::view);
            drop((job, view));
        })
    });
    let first = median(|| until(slowest, |w| !w.is_empty()));
    let whole = median(|| until(slowest, Explain::is_complete));
    println!(
        "{:<44} {:>12}",
        "before: UI thread until the first frame",
        ms(before)
    );
    println!(
        "{:<44} {:>12}",
        "after: UI thread until the first frame",
        ms(after)
    );
    println!(
        "{:<44} {:>12}",
        "after: the first step on screen",
        ms(first)
    );
    println!("{:<44} {:>12}", "after: every step in", ms(whole));
    println!(
        "UI thread time before / after: {:.0}x",
        before.as_secs_f64() / after.as_secs_f64().max(1e-9)
    );
}
