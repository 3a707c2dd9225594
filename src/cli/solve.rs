//! `sudoku-lines solve [--killer] [FILE]`: the solution of each puzzle line.

use std::process::ExitCode;

use super::byte_line_command;
use super::grade::is_candidate_line;
use crate::sudoku::killer::Killer;
use crate::sudoku::{Candidates, Grid, ParseGridError, Uniqueness};

const USAGE: &str = "\
usage: sudoku-lines solve [--killer] [FILE]

Reads puzzles from FILE (or standard input when FILE is absent or -), one per line: 81 characters,
1-9 for givens, . or 0 for empty cells; anything after the first blank or tab is ignored. Blank
lines and lines starting with # print nothing; every other line prints exactly one line:
  the 81-digit solution   when the puzzle has exactly one solution
  no solution             when it has none
  multiple solutions      when it has more than one
  error: <message>        when the line is not a puzzle (wrong length, bad character, clashing
                          givens)
A line may also be a 729-character candidate line, as `practice` prints (nine characters a cell:
position k holds digit k+1 if it is a candidate, else . or 0; a filled cell is its digit nine
times). It is solved from that position: the solutions of its filled cells in which every empty
cell takes one of its candidates, so an elimination that removed a cell's true digit leaves
`no solution`; an inconsistent position prints `error: <message>`.
The exit code is 0 whenever the input could be read.

With --killer each line is a Killer Sudoku, in either of two forms, and is answered in the same
four ways:
  JSON   {\"cages\": [{\"sum\": S, \"cells\": [0-80, ...]}, ...], \"givens\": \"81 characters\"}, as
         `generate --killer --json` prints; cells are numbered 0 to 80 row-major, and givens may
         be left out
  text   a cage map, the sums and optionally the givens, separated by blanks, as
         `generate --killer` prints: the map has 81 characters, row-major, each naming its cell's
         cage with one of A-Z, a-z, 0-9; the sums follow, separated by commas, in the order in
         which the cages first appear in the map; the givens are an 81-character puzzle line
A line whose cages do not cover the grid once, a cage over 9 cells, a sum that no different
digits make, sums that do not add up to 405 or clashing givens print `error: <message>`.

options:
  --killer     read Killer puzzles
  -h, --help   print this message";

/// Runs `solve` with its arguments (after the word `solve`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    byte_line_command("solve", USAGE, args, &["killer"], |parsed, line, out| {
        if parsed.flag("killer") {
            solve_killer_into(&String::from_utf8_lossy(line), out)
        } else {
            solve_into(line, out)
        }
    })
}

/// Appends the answer for one Killer line to `out`.
fn solve_killer_into(line: &str, out: &mut Vec<u8>) {
    match Killer::from_line(line) {
        Err(e) => out.extend_from_slice(format!("error: {e}").as_bytes()),
        Ok(k) => answer(k.uniqueness(), out),
    }
}

/// Appends a solver's answer to `out`.
fn answer(found: Uniqueness, out: &mut Vec<u8>) {
    match found {
        Uniqueness::NoSolution => out.extend_from_slice(b"no solution"),
        Uniqueness::Unique(solution) => out.extend(solution.values().iter().map(|v| b'0' + v)),
        Uniqueness::Multiple => out.extend_from_slice(b"multiple solutions"),
    }
}

/// Appends the output line for one input line (without its line end) to `out`.
fn solve_into(line: &[u8], out: &mut Vec<u8>) {
    // Well-formed lines are read straight from the bytes; the rest is read as text by the parser
    // that names the problem. Clashing givens are left to the solver, for which they are a
    // contradiction at the start: only a line without solution is read again to name a clash.
    let (grid, checked) = match Grid::from_line_fast_unchecked(line) {
        None if is_candidate_line(&String::from_utf8_lossy(line)) => {
            return solve_position(&String::from_utf8_lossy(line), out);
        }
        Some(g) => (g, false),
        None => match Grid::from_line(&String::from_utf8_lossy(line)) {
            Ok(g) => (g, true),
            Err(e) => return error(out, &e),
        },
    };
    match grid.uniqueness() {
        Uniqueness::NoSolution if !checked => match Grid::from_line(&String::from_utf8_lossy(line))
        {
            Err(e) => error(out, &e),
            Ok(_) => out.extend_from_slice(b"no solution"),
        },
        found => answer(found, out),
    }
}

/// Appends the answer for a candidate line to `out`.
fn solve_position(line: &str, out: &mut Vec<u8>) {
    match Candidates::from_line(line) {
        Err(e) => out.extend_from_slice(format!("error: {e}").as_bytes()),
        Ok(position) => answer(position.uniqueness(), out),
    }
}

/// Appends `error: <message>` to `out`.
fn error(out: &mut Vec<u8>, e: &ParseGridError) {
    out.extend_from_slice(format!("error: {e}").as_bytes());
}

/// The output line for one input line.
#[cfg(test)]
fn solve_line(line: &str) -> String {
    let mut out = Vec::new();
    solve_into(line.as_bytes(), &mut out);
    String::from_utf8_lossy(&out).into_owned()
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
        // Clashing givens read well and are left to the solver, but still named.
        let clash = format!("11{}", ".".repeat(79));
        assert_eq!(
            solve_line(&clash),
            "error: givens clash: 1 at r1c1 and at r1c2"
        );
        let clash = format!("5{}5{} # in column 1", ".".repeat(71), ".".repeat(8));
        assert_eq!(
            solve_line(&clash),
            "error: givens clash: 5 at r1c1 and at r9c1"
        );
        // Lines the byte reader leaves to the text parser.
        assert_eq!(
            solve_line(&format!("\u{a0}{solved}")),
            solved,
            "Unicode blank first"
        );
        assert_eq!(
            solve_line(&format!("{}\u{e9}", &solved[..80])),
            "error: bad character '\u{e9}' at r9c9 (cell 80)"
        );
        assert_eq!(
            solve_line(&format!("{solved}\u{b}")),
            "error: expected 81 cells, found 82"
        );
    }

    #[test]
    fn candidate_lines_are_solved_within_their_candidates() {
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut puzzle = solved.to_string();
        puzzle.replace_range(0..2, "..");
        let grid = Grid::from_line(&puzzle).unwrap();
        let position = Candidates::from_grid(&grid);
        assert_eq!(solve_line(&position.to_line()), solved);
        // A cell loses its true digit, the position still reads well: no solution.
        let easy = Grid::from_line(
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...",
        )
        .unwrap();
        let answer = easy.solution().unwrap();
        let start = Candidates::from_grid(&easy);
        let wrong = crate::sudoku::Cell::all()
            .filter(|&c| start.candidates(c).len() > 1)
            .map(|c| {
                let mut w = start;
                w.eliminate(c, answer.get(c).unwrap());
                w
            })
            .find(|w| Candidates::from_line(&w.to_line()).is_ok())
            .unwrap();
        assert_eq!(solve_line(&wrong.to_line()), "no solution");
        assert_eq!(solve_line(&"123456789".repeat(81)), "multiple solutions");
        assert_eq!(
            solve_line(&".........".repeat(81)),
            "error: r1c1 is empty and has no candidate"
        );
    }
}
