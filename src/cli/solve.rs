//! `sudoku-lines solve [FILE]`: the solution of each puzzle line.

use std::process::ExitCode;

use super::line_command;
use crate::sudoku::{Grid, Uniqueness};

const USAGE: &str = "\
usage: sudoku-lines solve [FILE]

Reads puzzles from FILE (or standard input when FILE is absent or -), one per line: 81 characters,
1-9 for givens, . or 0 for empty cells; anything after the first blank or tab is ignored. Blank
lines and lines starting with # print nothing; every other line prints exactly one line:
  the 81-digit solution   when the puzzle has exactly one solution
  no solution             when it has none
  multiple solutions      when it has more than one
  error: <message>        when the line is not a puzzle (wrong length, bad character, clashing
                          givens)
The exit code is 0 whenever the input could be read.

options:
  -h, --help   print this message";

/// Runs `solve` with its arguments (after the word `solve`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    line_command("solve", USAGE, args, &[], |_, line| solve_line(line))
}

/// The output line for one input line.
pub fn solve_line(line: &str) -> String {
    let grid = match Grid::from_line(line) {
        Ok(g) => g,
        Err(e) => return format!("error: {e}"),
    };
    match grid.uniqueness() {
        Uniqueness::NoSolution => "no solution".to_string(),
        Uniqueness::Unique(solution) => solution.to_line(),
        Uniqueness::Multiple => "multiple solutions".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_each_kind_of_line() {
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut puzzle = solved.to_string();
        puzzle.replace_range(0..1, ".");
        assert_eq!(solve_line(&puzzle), solved);
        assert_eq!(solve_line(&".".repeat(81)), "multiple solutions");
        assert_eq!(solve_line("12"), "error: expected 81 cells, found 2");
        // Row 1 leaves only 9 for r1c9, and column 9 already has a 9.
        let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        assert_eq!(solve_line(&stuck), "no solution");
    }
}
