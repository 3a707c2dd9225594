//! `sudoku-lines hint [--killer] [--steps] [--json] [FILE]`: the next logical step, or the whole
//! step list, of each puzzle line, in words or (with `--json`) as the data of each step's picture.

use std::process::ExitCode;

use super::grade::{killer_grade_fields, unique_killer, unique_position};
use super::line_command;
use crate::sudoku::killer::{Killer, KillerStep, next_killer_step};
use crate::sudoku::{Candidates, Grade, Mark, Picture, Step, StrategySolver};
use serde_json::{Value, json};

const USAGE: &str = "\
usage: sudoku-lines hint [--killer] [--steps] [--json] [FILE]

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

With --killer each line is a Killer Sudoku in either form `solve --killer` reads, and the steps
come from the Killer ladder (see `grade --help`): a step of Killer's own reads like
`rule of 45: row 9 outies r8c1,r8c4,r8c9 = 10 (1+2+7, 1+3+6) => r8c1<>8`, and --steps ends with
`result: <level> <score> <hardest technique>`. Its JSON adds \"sum\" (what the step's cells add
up to; for an innie-outie difference, the inside digit less the outside one), \"cages\" (the
cages whose sums it counts, by their cells) and \"group\" (the cells it works out).

options:
  --killer     read Killer puzzles
  --steps      print the whole solve
  --json       print the steps as JSON, one object per line
  -h, --help   print this message";

/// Runs `hint` with its arguments (after the word `hint`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let mut puzzle = 0usize;
    line_command(
        "hint",
        USAGE,
        args,
        &["killer", "steps", "json"],
        |a, line| {
            let index = puzzle;
            puzzle += 1;
            if a.flag("killer") {
                return killer_hint(index, line, a.flag("steps"), a.flag("json"));
            }
            match (a.flag("steps"), a.flag("json")) {
                (true, true) => steps_json(index, line),
                (false, true) => next_json(index, line),
                (true, false) => steps_text(line),
                (false, false) => next_text(line),
            }
        },
    )
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
        "houses": houses_json(&picture),
        "cells": cells_json(&picture),
    })
    .to_string()
}

/// A picture's tinted houses as `[[house, role]]`.
fn houses_json(picture: &Picture) -> Vec<Value> {
    picture
        .houses
        .iter()
        .map(|(h, r)| json!([h.index(), r.name()]))
        .collect()
}

/// A picture's tinted cells as `[[cell, role]]`.
fn cells_json(picture: &Picture) -> Vec<Value> {
    picture
        .cells
        .iter()
        .map(|(c, r)| json!([c.index(), r.name()]))
        .collect()
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

/// The next step, or every step, of one Killer line, in text or JSON.
fn killer_hint(puzzle: usize, line: &str, steps: bool, json: bool) -> String {
    let killer = match unique_killer(line) {
        Ok(k) => k,
        Err(e) if json => return no_step_json(puzzle, false, Some(e)),
        Err(e) => return format!("error: {e}"),
    };
    let start = killer.start();
    if !steps {
        return match (next_killer_step(&killer, &start), json) {
            (Some(step), true) => killer_step_json(puzzle, &killer, &step, &start),
            (Some(step), false) => format!("{:.1}\t{step}", f32::from(step.rating()) / 10.0),
            (None, true) => no_step_json(puzzle, start.is_solved(), None),
            (None, false) if start.is_solved() => "solved".to_string(),
            (None, false) => "no logical step known".to_string(),
        };
    }
    let path = killer.solve_by_logic();
    if json {
        if path.steps.is_empty() {
            return no_step_json(puzzle, path.solved, None);
        }
        let lines: Vec<String> = path
            .steps
            .iter()
            .map(|(before, step)| killer_step_json(puzzle, &killer, step, before))
            .collect();
        return lines.join("\n");
    }
    let mut out: Vec<String> = path
        .steps
        .iter()
        .enumerate()
        .map(|(i, (_, s))| format!("{:>3}. [{:.1}] {s}", i + 1, f32::from(s.rating()) / 10.0))
        .collect();
    out.push(format!(
        "result: {}",
        killer_grade_fields(&path).replace('\t', " ")
    ));
    out.join("\n")
}

/// One Killer step found in `before` as one JSON line: a classic step's fields, or Killer's own
/// with its sum, the cages it counts and the cells it works out.
fn killer_step_json(
    puzzle: usize,
    killer: &Killer,
    step: &KillerStep,
    before: &Candidates,
) -> String {
    if let Some(classic) = &step.classic {
        return step_json(puzzle, classic, before);
    }
    let picture = step.picture(killer, before);
    let marks = |list: &[Mark]| list.iter().map(mark).collect::<Vec<_>>();
    json!({
        "puzzle": puzzle,
        "technique": step.technique.name(),
        "rating": f64::from(step.rating()) / 10.0,
        "placements": marks(&step.placements),
        "eliminations": marks(&step.eliminations),
        "cause": marks(&picture.cause),
        "sum": step.sum,
        "group": step.group.iter().map(|c| c.index()).collect::<Vec<_>>(),
        "cages": step
            .cages
            .iter()
            .map(|&k| killer.cages()[k].cells().iter().map(|c| c.index()).collect::<Vec<_>>())
            .collect::<Vec<_>>(),
        "houses": houses_json(&picture),
        "cells": cells_json(&picture),
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::killer::{KillerTechnique, generate_killer_level_with_rng};
    use rand::SeedableRng;

    #[test]
    fn killer_lines_get_killer_steps_in_text_and_json() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        let made = generate_killer_level_with_rng(&mut rng, crate::sudoku::Level::Medium)
            .unwrap_or_else(|| unreachable!("medium is a Killer level"));
        let line = made.puzzle.to_json();
        let next = killer_hint(0, &line, false, false);
        let first = next_killer_step(&made.puzzle, &made.puzzle.start()).map(|s| s.to_string());
        assert_eq!(next.split_once('\t').map(|(_, s)| s.to_string()), first);
        let steps = killer_hint(0, &line, true, false);
        let last = steps.lines().last().unwrap_or_default();
        assert!(last.starts_with("result: medium "), "{last}");
        let path = made.puzzle.solve_by_logic();
        assert_eq!(steps.lines().count(), path.steps.len() + 1);
        let json: Vec<serde_json::Value> = killer_hint(4, &line, true, true)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_default())
            .collect();
        assert_eq!(json.len(), path.steps.len());
        for (j, (_, step)) in json.iter().zip(&path.steps) {
            assert_eq!(j["puzzle"], 4);
            assert_eq!(j["technique"], step.technique.name());
            if !matches!(step.technique, KillerTechnique::Classic(_)) {
                assert_eq!(j["sum"], step.sum);
                assert_eq!(j["group"].as_array().map(Vec::len), Some(step.group.len()));
            }
        }
        assert_eq!(
            killer_hint(0, "1 2 3", false, false),
            format!(
                "error: {}",
                unique_killer("1 2 3").err().unwrap_or_default()
            )
        );
        assert!(killer_hint(1, "1 2 3", false, true).contains("\"error\""));
    }

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
