//! `sudoku-lines grade [--killer] [FILE]`: the difficulty of each puzzle line.

use std::process::ExitCode;

use super::line_command;
use crate::sudoku::killer::{Killer, KillerPath};
use crate::sudoku::{
    CANDIDATE_LINE_LEN, Candidates, Grade, Grid, StrategySolver, Technique, Uniqueness,
};

const USAGE: &str = "\
usage: sudoku-lines grade [--killer] [FILE]

Grades each puzzle line of FILE (or standard input) by the human techniques it needs and prints
one line per puzzle:  <level>\\t<score>\\t<hardest technique>
A line is 81 characters (1-9 givens, . or 0 empty) or a 729-character candidate line (nine
characters a cell: position k holds digit k+1 if it is a candidate, else . or 0; a filled cell
is its digit nine times), as `practice` prints; a candidate line is graded from that position
on: the level, score and hardest technique of the steps still to make (`none` when there are
none).
  level    easy, medium, hard, expert, master or extreme (dynamic forcing chains); unrated
           when the technique ladder cannot finish it
  score    the rating of the hardest step on the Sudoku Explainer scale, e.g. 4.2; 15.0 for an
           unrated puzzle, above every puzzle the ladder finishes
  hardest technique
           for an unrated puzzle, why instead: where the ladder got stuck
A line that is not a puzzle with exactly one solution prints `error: ...` instead.

With --killer each line is a Killer Sudoku in either form `solve --killer` reads, graded by the
Killer ladder: cage combinations, cage pointing, the rule of 45, cage splits, innies and outies
of several houses and the innie-outie difference, mixed with the classic techniques that hold
without uniqueness up to alternating inference chains.
  level    easy, medium, hard or expert; unrated when the ladder cannot finish it
  score    the rating of the hardest step, on the same scale; 15.0 for an unrated puzzle

options:
  --killer     read Killer puzzles
  -h, --help   print this message";

/// Runs `grade` with its arguments (after the word `grade`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    line_command("grade", USAGE, args, &["killer"], |parsed, line| {
        if parsed.flag("killer") {
            grade_killer_line(line)
        } else {
            grade_line(line)
        }
    })
}

/// Reads a Killer line, checking it has exactly one solution.
pub(super) fn unique_killer(line: &str) -> Result<Killer, String> {
    let killer = Killer::from_line(line).map_err(|e| e.to_string())?;
    match killer.uniqueness() {
        Uniqueness::NoSolution => Err("no solution".to_string()),
        Uniqueness::Unique(_) => Ok(killer),
        Uniqueness::Multiple => Err("more than one solution".to_string()),
    }
}

/// The level, score and hardest technique of a Killer's logical solve, tab-separated.
pub(super) fn killer_grade_fields(path: &KillerPath) -> String {
    let hardest = path.hardest();
    match path.level() {
        Some(level) => format!(
            "{level}\t{:.1}\t{}",
            hardest.map_or(0.0, |s| f32::from(s.rating()) / 10.0),
            hardest.map_or("none", |s| s.technique.name())
        ),
        None => {
            let empty = (0..81)
                .filter_map(crate::sudoku::Cell::new)
                .filter(|&c| path.end.get(c).is_none())
                .count();
            format!(
                "unrated\t15.0\tbeyond the Killer ladder: stuck with {empty} {} empty after {} {}",
                if empty == 1 { "cell" } else { "cells" },
                path.steps.len(),
                if path.steps.len() == 1 {
                    "step"
                } else {
                    "steps"
                }
            )
        }
    }
}

/// The output line for one Killer line.
pub fn grade_killer_line(line: &str) -> String {
    match unique_killer(line) {
        Ok(killer) => killer_grade_fields(&killer.solve_by_logic()),
        Err(e) => format!("error: {e}"),
    }
}

/// Whether the first field of `line` (after leading blanks, up to a blank or tab) has the
/// length of a candidate line rather than of a puzzle line.
pub(super) fn is_candidate_line(line: &str) -> bool {
    let field = line.trim_start().split([' ', '\t', '\r', '\n']).next();
    field.is_some_and(|f| f.chars().count() == CANDIDATE_LINE_LEN)
}

/// Reads a puzzle line or a candidate line (see [`is_candidate_line`]) as the position to start
/// from, checking it has exactly one solution.
pub(super) fn unique_position(line: &str) -> Result<Candidates, String> {
    if is_candidate_line(line) {
        let position = Candidates::from_line(line).map_err(|e| e.to_string())?;
        return match position.uniqueness() {
            Uniqueness::NoSolution => Err("no solution".to_string()),
            Uniqueness::Unique(_) => Ok(position),
            Uniqueness::Multiple => Err("more than one solution".to_string()),
        };
    }
    let grid = Grid::from_line(line).map_err(|e| e.to_string())?;
    match grid.count_solutions_up_to(2) {
        0 => Err("no solution".to_string()),
        1 => Ok(Candidates::from_grid(&grid)),
        _ => Err("more than one solution".to_string()),
    }
}

/// The output line for one input line.
pub fn grade_line(line: &str) -> String {
    match unique_position(line) {
        Ok(position) => {
            let g = Grade::from_path(&StrategySolver::solve_from(&position));
            let hardest = match g.unfinished_reason() {
                Some(reason) => reason,
                None => g.hardest.map_or("none", Technique::name).to_string(),
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

    #[test]
    fn candidate_lines_grade_what_is_left() {
        let easy =
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";
        let start = Candidates::from_line(&unique_position(easy).unwrap().to_line()).unwrap();
        assert_eq!(grade_line(&start.to_line()), grade_line(easy));
        let solved = StrategySolver::solve_from(&start).end;
        assert_eq!(grade_line(&solved.to_line()), "easy\t0.0\tnone");
        assert_eq!(
            grade_line(&"111111111".repeat(81)),
            "error: filled cells clash: 1 at r1c1 and at r1c2"
        );
        assert_eq!(
            grade_line(&"123456789".repeat(81)),
            "error: more than one solution"
        );
        assert_eq!(
            grade_line(&format!("2........{}", "123456789".repeat(80))),
            "error: bad character '2' at r1c1 position 1 (expected 1, . or 0, or one digit nine \
             times for a filled cell)"
        );
    }
}
