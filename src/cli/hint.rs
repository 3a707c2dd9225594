//! `sudoku-lines hint [--steps] [--json] [FILE]`: the next logical step, or the whole step list,
//! of each puzzle line, in words or (with `--json`) as the data of each step's picture.

use std::process::ExitCode;

use super::grade::unique_position;
use super::line_command;
use crate::sudoku::{Candidates, Grade, Mark, Picture, Step, StrategySolver};
use serde_json::{Value, json};

const USAGE: &str = "\
usage: sudoku-lines hint [--steps] [--json] [FILE]

For each puzzle line of FILE (or standard input), prints the easiest next step with its
explanation, one line per puzzle. With --steps, prints every step of the logical solve instead,
one numbered line each, then a line `result: <level> <score>` (see `grade --help`).
A line that is not a puzzle with exactly one solution prints `error: ...` instead.

A line may also be a 729-character candidate line, as `practice` prints: nine characters a cell,
in row-major order; position k of an empty cell's nine holds digit k+1 if it is a candidate,
else . or 0; a filled cell is its digit nine times (`555555555`), so `....5....` is an empty cell
whose only candidate is 5. The steps then start from exactly that position, its eliminations
made. A line whose position is inconsistent (filled digits that clash, an empty cell without
candidates, a candidate a peer holds, a digit without a place in a house) or that has not
exactly one solution prints `error: ...`.

With --json, prints one JSON object per step instead, one per line: \"puzzle\" (the 0-based
index of the puzzle line), \"technique\", \"rating\", \"placements\" and \"eliminations\"
([[cell, digit]]), \"cause\" ([[cell, digit]], what justifies the step), \"links\"
([[[cell, digit], [cell, digit], \"strong\"|\"weak\"]], in chain order), \"branches\" (where
each branch of the links starts), \"houses\" ([[house, role]]) and \"cells\" ([[cell, role]]).
Cells are 0-80 row-major, digits 1-9, houses 0-26 (rows, then columns, then boxes). A puzzle
without a step prints {\"puzzle\": N, \"solved\": true} or {\"puzzle\": N, \"error\": ...}.

options:
  --steps      print the whole solve
  --json       print the steps as JSON, one object per line
  -h, --help   print this message";

/// Runs `hint` with its arguments (after the word `hint`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let mut puzzle = 0usize;
    line_command("hint", USAGE, args, &["steps", "json"], |a, line| {
        let index = puzzle;
        puzzle += 1;
        match (a.flag("steps"), a.flag("json")) {
            (true, true) => steps_json(index, line),
            (false, true) => next_json(index, line),
            (true, false) => steps_text(line),
            (false, false) => next_text(line),
        }
    })
}

/// A candidate or placed digit as `[cell, digit]`.
fn mark(&(c, d): &Mark) -> Value {
    json!([c.index(), d.get()])
}

/// One step found in `before` as one JSON line, for puzzle line `puzzle`.
pub fn step_json(puzzle: usize, step: &Step, before: &Candidates) -> String {
    let picture: Picture = step.picture(before);
    let marks = |list: &[Mark]| list.iter().map(mark).collect::<Vec<_>>();
    json!({
        "puzzle": puzzle,
        "technique": step.technique.name(),
        "rating": f64::from(step.rating) / 10.0,
        "placements": marks(&step.placements),
        "eliminations": marks(&step.eliminations),
        "cause": marks(&picture.cause),
        "links": picture
            .links
            .iter()
            .map(|l| json!([mark(&l.from), mark(&l.to), l.kind.name()]))
            .collect::<Vec<_>>(),
        "branches": picture.branches,
        "houses": picture
            .houses
            .iter()
            .map(|(h, r)| json!([h.index(), r.name()]))
            .collect::<Vec<_>>(),
        "cells": picture
            .cells
            .iter()
            .map(|(c, r)| json!([c.index(), r.name()]))
            .collect::<Vec<_>>(),
    })
    .to_string()
}

/// The answer of a puzzle line without a step, as one JSON line.
fn no_step_json(puzzle: usize, solved: bool, error: Option<String>) -> String {
    match error {
        Some(e) => json!({ "puzzle": puzzle, "error": e }).to_string(),
        None if solved => json!({ "puzzle": puzzle, "solved": true }).to_string(),
        None => json!({ "puzzle": puzzle, "error": "no logical step known" }).to_string(),
    }
}

/// The next step of one puzzle line as one JSON line.
pub fn next_json(puzzle: usize, line: &str) -> String {
    match unique_position(line) {
        Ok(cands) => match StrategySolver::next_step(&cands) {
            Some(step) => step_json(puzzle, &step, &cands),
            None => no_step_json(puzzle, cands.is_solved(), None),
        },
        Err(e) => no_step_json(puzzle, false, Some(e)),
    }
}

/// Every step of one puzzle line, one JSON line each, each drawn in the position it was found in.
pub fn steps_json(puzzle: usize, line: &str) -> String {
    match unique_position(line) {
        Ok(start) => {
            let path = StrategySolver::solve_from(&start);
            if path.steps.is_empty() {
                return no_step_json(puzzle, path.solved, None);
            }
            let mut cands = start;
            let mut out = Vec::with_capacity(path.steps.len());
            for step in &path.steps {
                out.push(step_json(puzzle, step, &cands));
                cands.apply(step);
            }
            out.join("\n")
        }
        Err(e) => no_step_json(puzzle, false, Some(e)),
    }
}

/// The next step of one puzzle line, as one line.
pub fn next_text(line: &str) -> String {
    match unique_position(line) {
        Ok(cands) => match StrategySolver::next_step(&cands) {
            Some(step) => format!("{:.1}\t{step}", step.score()),
            None if cands.is_solved() => "solved".to_string(),
            None => "no logical step known".to_string(),
        },
        Err(e) => format!("error: {e}"),
    }
}

/// Every step of one puzzle line, one numbered line each, and the result line.
pub fn steps_text(line: &str) -> String {
    match unique_position(line) {
        Ok(start) => {
            let path = StrategySolver::solve_from(&start);
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

    #[test]
    fn json_lines_carry_the_puzzle_index_and_say_why_there_is_no_step() {
        assert_eq!(
            next_json(3, "x"),
            r#"{"error":"expected 81 cells, found 1","puzzle":3}"#
        );
        let easy =
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";
        let solved = crate::sudoku::Grid::from_line(easy)
            .ok()
            .and_then(|g| g.solution())
            .map(|g| g.to_line())
            .unwrap_or_default();
        assert_eq!(steps_json(0, &solved), r#"{"puzzle":0,"solved":true}"#);
        let steps: Vec<serde_json::Value> = steps_json(7, easy)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_default())
            .collect();
        assert!(steps.len() > 1);
        assert!(steps.iter().all(|s| s["puzzle"] == 7));
        assert_eq!(steps[0]["technique"], "hidden single (box)");
        assert_eq!(steps[0]["rating"], 1.2);
        assert_eq!(
            steps[0],
            serde_json::from_str::<serde_json::Value>(&next_json(7, easy)).unwrap_or_default()
        );
    }
}
