//! `sudoku-lines grade [FILE]`: the difficulty of each puzzle line.

use std::process::ExitCode;

use super::line_command;
use crate::sudoku::{Grade, Grid};

const USAGE: &str = "\
usage: sudoku-lines grade [FILE]

Grades each puzzle line of FILE (or standard input) by the human techniques it needs and prints
one line per puzzle:  <level>\\t<score>\\t<hardest technique>
  level    easy, medium, hard, expert, master or extreme (dynamic forcing chains); unrated
           when the technique ladder cannot finish it
  score    the rating of the hardest step on the Sudoku Explainer scale, e.g. 4.2; 15.0 for an
           unrated puzzle, above every puzzle the ladder finishes
  hardest technique
           for an unrated puzzle, why instead: where the ladder got stuck
A line that is not a puzzle with exactly one solution prints `error: ...` instead.

options:
  -h, --help   print this message";

/// Runs `grade` with its arguments (after the word `grade`).
pub fn run(args: &[String]) -> ExitCode {
    line_command("grade", USAGE, args, &[], |_, line| grade_line(line))
}

/// Parses a puzzle line, checking it has exactly one solution.
pub(super) fn unique_puzzle(line: &str) -> Result<Grid, String> {
    let grid = Grid::from_line(line).map_err(|e| e.to_string())?;
    match grid.count_solutions_up_to(2) {
        0 => Err("no solution".to_string()),
        1 => Ok(grid),
        _ => Err("more than one solution".to_string()),
    }
}

/// The output line for one input line.
pub fn grade_line(line: &str) -> String {
    match unique_puzzle(line) {
        Ok(grid) => {
            let g = Grade::of(&grid);
            let hardest = match g.unfinished_reason() {
                Some(reason) => reason,
                None => g.hardest.map_or("none", |t| t.name()).to_string(),
            };
            format!("{}\t{:.1}\t{hardest}", g.label(), g.score())
        }
        Err(e) => format!("error: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_and_reports_errors() {
        let easy =
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";
        assert_eq!(grade_line(easy), "easy\t1.2\thidden single (box)");
        assert_eq!(grade_line("123"), "error: expected 81 cells, found 3");
        assert_eq!(grade_line(&".".repeat(81)), "error: more than one solution");
    }
}
