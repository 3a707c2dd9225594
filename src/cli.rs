//! The headless command line: `sudoku-lines <command> [options]`.
//!
//! Each command reads puzzles from a FILE argument or standard input, one per line; blank lines and
//! lines starting with `#` produce no output, and every other line produces exactly one output line.
//!
//! Output goes through `print_out`, never `println!`: `println!` panics when standard output is
//! closed (`sudoku-lines lines hint ... | head -1`), and a closed pipe is an error to report.
#![deny(clippy::print_stdout)]

mod args;
mod generate;
mod grade;
mod hint;
mod input;
mod lines;
#[cfg(feature = "gui")]
mod screenshot;
mod solve;
mod stats;

pub use args::Args;
pub use input::{line_command, map_lines};

use std::io::{self, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: sudoku-lines [COMMAND] [OPTIONS]

With no command, opens the game window.

commands:
  solve [FILE]        print the solution of each puzzle line
  generate [--count N] [--seed S] [--symmetry none|central]
                      print new puzzles with exactly one solution
  grade [FILE]        print <level>\t<score>\t<hardest technique> for each puzzle line
  hint [--steps] [FILE]
                      print the next logical step (or, with --steps, every step) of each puzzle
  lines generate [--count N] [--seed S]
                      print line-puzzle boards: 16 characters of 1/0, a tab, the answer
  lines par           print the expected flips of perfect play in the line puzzle
  stats export FILE   write the statistics history to FILE
  stats import FILE   add the games of an exported FILE to the statistics
  screenshot --screen home|game|win|settings|stats|lines|custom [--size WxH] [--theme light|dark] --out FILE.png
                      render a screen headlessly to a PNG
  help                print this message

Run `sudoku-lines COMMAND --help` for a command's options.";

/// Runs the command named by `args` (without the program name) and returns the exit code.
pub fn run(args: &[String]) -> ExitCode {
    let (cmd, rest) = match args.split_first() {
        Some((c, r)) => (c.as_str(), r),
        None => ("help", &[][..]),
    };
    match cmd {
        "help" | "--help" | "-h" => print_final("sudoku-lines", USAGE),
        "solve" => solve::run(rest),
        "generate" => generate::run(rest),
        "grade" => grade::run(rest),
        "hint" => hint::run(rest),
        "stats" => stats::run(rest),
        "lines" => lines::run(rest),
        #[cfg(feature = "gui")]
        "screenshot" => screenshot::run(rest),
        other => {
            eprintln!("sudoku-lines: unknown command {other:?}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Writes `text` and a newline to standard output, or says why it could not.
fn print_out(text: &str) -> Result<(), String> {
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write output: {e}"))
}

/// Prints a command's last output (its help, or a closing line): success, or failure (reported on
/// standard error as `name: ...`) when standard output is closed.
fn print_final(name: &str, text: &str) -> ExitCode {
    match print_out(text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{name}: {e}");
            ExitCode::FAILURE
        }
    }
}
