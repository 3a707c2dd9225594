//! Writes the line puzzle's opening table, worked out by search, to standard output: perfect play
//! for every position with at most four tiles face up (see `src/lines/advisor/opening.rs` for the
//! format and the tests that check it). The shipped file was made, from the repository's root, by
//!
//! ```text
//! cargo run --release --no-default-features --example build_opening > src/lines/advisor/opening.txt
//! ```
//!
//! It takes a few seconds; the output depends only on the generator's boards and weights.

use std::io::Write;
use std::process::ExitCode;

use sudoku_lines::lines::Advisor;

fn main() -> ExitCode {
    let table = Advisor::opening_table();
    let mut out = std::io::stdout().lock();
    match out.write_all(table.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("build_opening: cannot write the table: {e}");
            ExitCode::FAILURE
        }
    }
}
