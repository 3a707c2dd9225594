//! The headless command line: `sudoku-lines <command> [options]`.
//!
//! Each command reads puzzles from a FILE argument or standard input, one per line; blank lines and
//! lines starting with `#` produce no output, and every other line produces exactly one output line.
//!
//! Output goes through `print_out`, never `println!`: `println!` panics when standard output is
//! closed (`sudoku-lines lines hint ... | head -1`).
//!
//! Exit codes: 0 on success; 2 for bad arguments, reported with the command's usage, or in one
//! line for a value that reads as an argument but cannot be used (a date the calendar does not
//! have); 1 for any other failure (input that cannot be read, a file or standard output that
//! cannot be written), reported in one line that names the file. A closed pipe on standard output
//! (the reader went away, as with `| head -1`) ends the command quietly with exit code 0: the
//! reader has what it wanted, and a failure there would break `set -o pipefail` scripts.
#![deny(clippy::print_stdout)]

mod args;
mod convert;
mod daily;
mod generate;
mod grade;
mod hint;
mod import;
mod input;
mod lines;
mod practice;
#[cfg(all(feature = "gui", not(test)))]
mod screenshot;
mod share;
mod solve;
mod stats;

pub use args::Args;
pub use input::{MAX_LINE_BYTES, byte_line_command, line_command, map_byte_lines, map_lines};
use std::ffi::OsString;

use std::io::{self, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: sudoku-lines [COMMAND] [OPTIONS]

With no command, opens the game window; with the name of a puzzle file, opens it and imports the
file into the app's collections.

commands:
  solve [FILE]        print the solution of each puzzle line
  generate [--count N] [--seed S] [--symmetry none|central]
                      print new puzzles with exactly one solution
  grade [FILE]        print <level>\t<score>\t<hardest technique> for each puzzle line
  hint [--steps] [--json] [FILE]
                      print the next logical step (or, with --steps, every step) of each puzzle;
                      with --json, one JSON object per step with the data of its picture
  techniques          print <name>\t<level>\t<rating> for each technique, in ladder order
  practice --technique NAME [--count N] [--seed S]
                      print N positions where NAME is the next step, as candidate lines
  daily [--date YYYY-MM-DD] [--days N]
                      print the daily puzzle of each date: <date>\t<level>\t<puzzle>
  lines generate [--count N] [--seed S]
                      print line-puzzle boards: 16 characters of 1/0, a tab, the answer
  lines par           print the expected flips of perfect play in the line puzzle
  convert [--to lines|opensudoku|sdk|ss|hodoku|link|candidates] [--check] FILE...
                      print every puzzle of the files (any format the app reads) in one format
  import FILE...      add the puzzles of the files to the app's collections, checked and graded
  share LINE [--qr FILE.png] [--sudokuwiki]
                      print the link that carries the puzzle, and write its QR code
  stats export FILE   write the statistics history to FILE
  stats import FILE   add the games of an exported FILE to the statistics
  screenshot --screen SCREEN [--size WxH] [--theme light|dark] [--lang CODE]
             [--puzzle LINE [--technique NAME]] --out FILE.png
                      render a screen headlessly to a PNG (`screenshot --help` lists them)
  help                print this message
  --version           print the version

solve, grade and hint read a puzzle line (81 characters) or a 729-character candidate line: nine
characters a cell, position k holds digit k+1 if it is a candidate, else . or 0, and a filled
cell is its digit nine times.

Run `sudoku-lines COMMAND --help` for a command's options.";

/// Whether `arg` names a command (or asks for help), rather than a file to open in the app.
pub fn is_command(arg: &std::ffi::OsStr) -> bool {
    const NAMES: &[&str] = &[
        "help",
        "--help",
        "-h",
        "--version",
        "-V",
        "solve",
        "generate",
        "grade",
        "hint",
        "techniques",
        "practice",
        "daily",
        "stats",
        "lines",
        "convert",
        "share",
        "import",
        "screenshot",
    ];
    arg.to_str().is_some_and(|a| NAMES.contains(&a))
}

/// Runs the command named by `args` (without the program name) and returns the exit code.
/// Arguments are taken as the system gives them: a file name need not be UTF-8.
pub fn run(args: &[OsString]) -> ExitCode {
    let (cmd, rest) = match args.split_first() {
        Some((c, r)) => (c.to_string_lossy(), r),
        None => ("help".into(), &[][..]),
    };
    let cmd: &str = &cmd;
    match cmd {
        "help" | "--help" | "-h" => print_final("sudoku-lines", USAGE),
        // Cargo.toml's version, the one About shows and the packages carry.
        "--version" | "-V" => print_final(
            "sudoku-lines",
            concat!("sudoku-lines ", env!("CARGO_PKG_VERSION")),
        ),
        "solve" => solve::run(rest),
        "generate" => generate::run(rest),
        "grade" => grade::run(rest),
        "hint" => hint::run(rest),
        "techniques" => practice::run_techniques(rest),
        "practice" => practice::run_practice(rest),
        "daily" => daily::run(rest),
        "stats" => stats::run(rest),
        "lines" => lines::run(rest),
        "convert" => convert::run(rest),
        "share" => share::run(rest),
        "import" => import::run(rest),
        #[cfg(all(feature = "gui", not(test)))]
        "screenshot" => screenshot::run(rest),
        other => {
            eprintln!("sudoku-lines: unknown command {other:?}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Why a command stopped before it finished. Each kind has its exit code, so that a failing disk
/// or a closed pipe never reads as a mistake in the arguments.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// Bad arguments: reported with the command's usage, exit code 2.
    #[error("{0}")]
    Usage(String),
    /// A value the command cannot use, such as a date the calendar does not have: reported in
    /// one line, without the usage, exit code 2.
    #[error("{0}")]
    Refused(String),
    /// Standard output could not be written: exit code 1, or a quiet exit code 0 when the reader
    /// has gone away (a closed pipe).
    #[error("cannot write to standard output: {0}")]
    Output(io::Error),
    /// Anything else, such as input or a file that cannot be read or written (the message names
    /// it): exit code 1.
    #[error("{0}")]
    Failed(String),
}

/// Ends a command: exit code 0 for `Ok`; otherwise the error on standard error as
/// `name: message` (followed by `usage` for a usage error) and its exit code, see [`CommandError`].
fn finish(name: &str, usage: &str, result: Result<(), CommandError>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CommandError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(CommandError::Usage(e)) => {
            eprintln!("{name}: {e}\n\n{usage}");
            ExitCode::from(2)
        }
        Err(CommandError::Refused(e)) => {
            eprintln!("{name}: {e}");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("{name}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes `text` and a newline to standard output.
fn print_out(text: &str) -> Result<(), CommandError> {
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(CommandError::Output)
}

/// Prints a command's last output (its help, or a closing line) and ends the command.
fn print_final(name: &str, text: &str) -> ExitCode {
    finish(name, "", print_out(text))
}
