//! `sudoku-lines hint [--steps] [FILE]`: the next logical step, or the whole step list, of each
//! puzzle line.

use std::process::ExitCode;

use super::grade::unique_puzzle;
use super::line_command;
use crate::sudoku::{Candidates, Grade, StrategySolver};

const USAGE: &str = "\
usage: sudoku-lines hint [--steps] [FILE]

For each puzzle line of FILE (or standard input), prints the easiest next step with its
explanation, one line per puzzle. With --steps, prints every step of the logical solve instead,
one numbered line each, then a line `result: <level> <score>` (see `grade --help`).
A line that is not a puzzle with exactly one solution prints `error: ...` instead.

options:
  --steps      print the whole solve
  -h, --help   print this message";

/// Runs `hint` with its arguments (after the word `hint`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    line_command("hint", USAGE, args, &["steps"], |a, line| {
        if a.flag("steps") {
            steps_text(line)
        } else {
            next_text(line)
        }
    })
}

/// The next step of one puzzle line, as one line.
pub fn next_text(line: &str) -> String {
    match unique_puzzle(line) {
        Ok(grid) => match StrategySolver::next_step(&Candidates::from_grid(&grid)) {
            Some(step) => format!("{:.1}\t{step}", step.score()),
            None if grid.is_full() => "solved".to_string(),
            None => "no logical step known".to_string(),
        },
        Err(e) => format!("error: {e}"),
    }
}

/// Every step of one puzzle line, one numbered line each, and the result line.
pub fn steps_text(line: &str) -> String {
    match unique_puzzle(line) {
        Ok(grid) => {
            let path = StrategySolver::solve(&grid);
            let grade = Grade::from_path(&path);
            let mut out: Vec<String> = path
                .steps
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{:>3}. [{:.1}] {s}", i + 1, s.score()))
                .collect();
            out.push(format!("result: {} {:.1}", grade.label(), grade.score()));
            out.join("\n")
        }
        Err(e) => format!("error: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_end_with_the_grade() {
        let easy =
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";
        let text = steps_text(easy);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.last(), Some(&"result: easy 1.2"));
        assert!(lines[0].starts_with("  1. [1.2] hidden single (box): "));
        assert!(next_text(easy).starts_with("1.2\thidden single (box): "));
        assert_eq!(next_text("x"), "error: expected 81 cells, found 1");
    }
}
