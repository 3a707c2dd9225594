//! The peer of `sudoku-lines solve FILE` for whole-process comparisons: the same lines answered by
//! the `sudoku` crate (a dev-only dependency), in the same output format.
//!
//! `cargo build --release --no-default-features --example sudoku_crate_solve`, then
//! `target/release/examples/sudoku_crate_solve FILE`. Blank lines and lines starting with `#` print
//! nothing; every other line prints the 81-digit solution, `no solution` or `multiple solutions`
//! (clashing givens read as no solution), or `error: not a puzzle` for a line the crate cannot
//! parse. On the corpora every answer is the same as ours, so `diff` checks both in one go.
//!
//! The solver benchmark runs the same code as its peer process (`benches/solver.rs`).

use std::io::{self, BufRead, BufReader, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: sudoku_crate_solve FILE");
        return ExitCode::from(2);
    };
    match run(&path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku_crate_solve: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Answers every puzzle line of the file at `path` on standard output.
pub fn run(path: &std::ffi::OsStr) -> io::Result<()> {
    let mut reader = BufReader::new(std::fs::File::open(path)?);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut line = String::new();
    let mut found = [[0u8; 81]; 1];
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            break;
        }
        let text = line.trim_start();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let Ok(sudoku) = sudoku::Sudoku::from_str_line(text) else {
            out.write_all(b"error: not a puzzle\n")?;
            continue;
        };
        match sudoku.solutions_up_to_buffer(&mut found, 2) {
            0 => out.write_all(b"no solution\n")?,
            1 => {
                let mut digits = [b'0'; 82];
                for (d, &v) in digits.iter_mut().zip(&found[0]) {
                    *d += v;
                }
                digits[81] = b'\n';
                out.write_all(&digits)?;
            }
            _ => out.write_all(b"multiple solutions\n")?,
        }
    }
    out.flush()
}
