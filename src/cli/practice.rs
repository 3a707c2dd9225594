//! `sudoku-lines techniques` and `sudoku-lines practice`: the ladder's techniques, and practice
//! positions where one of them is the next step, in the candidate line that `hint` reads.

use std::process::ExitCode;

use super::{Args, CommandError, print_out};
use crate::sudoku::{Technique, practice};

const TECHNIQUES_USAGE: &str = "\
usage: sudoku-lines techniques

Prints one line per technique of the ladder, easiest first (the order in which the ladder tries
them):  <name>\\t<level>\\t<rating>
  name     as `hint` and `practice --technique` name it
  level    the level whose players are expected to know it (see `grade --help`)
  rating   its base rating on the Sudoku Explainer scale, e.g. 4.2 (chains add a length bonus
           in `hint`)

options:
  -h, --help   print this message";

const PRACTICE_USAGE: &str = "\
usage: sudoku-lines practice --technique NAME [--count N] [--seed S]

Prints N distinct practice positions (default 10) where technique NAME (as `techniques` lists
it, in any case) is the next logical step of the ladder, every earlier step's placements and
eliminations made; one 729-character candidate line each, which `hint`, `solve` and `grade`
read: nine characters a cell, row-major; position k of an empty cell's nine holds digit k+1 if
it is a candidate, else .; a filled cell is its digit nine times. `hint` on each line names
NAME as the next step.

The positions come from real puzzles (src/sudoku/bank/practice.txt, at least 50 a technique
for nearly all), each shown through a random symmetry of the board; the same seed prints the
same positions, and without --seed the seed is random. Asking for more than are shipped prints
all of them and says so on standard error. A NAME that is not a technique is refused with the
list of names (exit code 2).

options:
  --technique NAME  the technique to practise
  --count N         how many positions (default 10)
  --seed S          a number from 0 to 18446744073709551615
  -h, --help        print this message";

/// One line of `techniques`: name, level and base rating, tab-separated.
pub fn technique_line(t: Technique) -> String {
    format!(
        "{}\t{}\t{:.1}",
        t.name(),
        t.level(),
        f32::from(t.base_rating()) / 10.0
    )
}

/// Runs `techniques` with its arguments (after the word `techniques`).
pub fn run_techniques(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines techniques";
    let result = Args::parse(args, &[])
        .and_then(|a| a.only(&[]).map(|()| a))
        .map_err(CommandError::Usage)
        .and_then(|a| {
            if a.flag("help") {
                return print_out(TECHNIQUES_USAGE);
            }
            if let Some(extra) = a.positional.first() {
                return Err(CommandError::Usage(format!(
                    "unexpected argument {extra:?}"
                )));
            }
            let lines: Vec<String> = Technique::all().into_iter().map(technique_line).collect();
            print_out(&lines.join("\n"))
        });
    super::finish(name, TECHNIQUES_USAGE, result)
}

/// The list of technique names, one an indented line, for the refusal of an unknown name.
fn names() -> String {
    Technique::all()
        .iter()
        .map(|t| format!("  {}", t.name()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The technique named `name`, or the refusal that lists every name.
pub fn technique(name: &str) -> Result<Technique, CommandError> {
    name.parse::<Technique>()
        .map_err(|e| CommandError::Refused(format!("{e}; the techniques are:\n{}", names())))
}

/// The candidate lines of `count` positions of `technique` in the order of `seed`, and how
/// many positions are shipped.
pub fn practice_lines(technique: Technique, count: usize, seed: u64) -> (Vec<String>, usize) {
    let lines = practice::round(technique, seed, count)
        .iter()
        .map(|p| p.candidates.to_line())
        .collect();
    (lines, practice::count(technique))
}

/// Runs `practice` with its arguments (after the word `practice`).
pub fn run_practice(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines practice";
    let result = practice(args);
    super::finish(name, PRACTICE_USAGE, result)
}

fn practice(args: &[std::ffi::OsString]) -> Result<(), CommandError> {
    let known = ["technique", "count", "seed"];
    let a = Args::parse(args, &known).map_err(CommandError::Usage)?;
    a.only(&known).map_err(CommandError::Usage)?;
    if a.flag("help") {
        return print_out(PRACTICE_USAGE);
    }
    if let Some(extra) = a.positional.first() {
        return Err(CommandError::Usage(format!(
            "unexpected argument {extra:?}"
        )));
    }
    let wanted = a
        .value::<String>("technique")
        .map_err(CommandError::Usage)?
        .ok_or_else(|| CommandError::Usage("--technique is required".to_string()))?;
    let t = technique(&wanted)?;
    let count: usize = a.value("count").map_err(CommandError::Usage)?.unwrap_or(10);
    let seed: u64 = a
        .value("seed")
        .map_err(CommandError::Usage)?
        .unwrap_or_else(rand::random);
    let (lines, shipped) = practice_lines(t, count, seed);
    if lines.len() < count {
        eprintln!(
            "sudoku-lines practice: {} of {count} positions printed: that is every {} \
             position shipped ({shipped})",
            lines.len(),
            t.name()
        );
    }
    if lines.is_empty() {
        return Ok(());
    }
    print_out(&lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn techniques_are_listed_in_ladder_order() {
        assert_eq!(
            technique_line(Technique::HiddenSingleBox),
            "hidden single (box)\teasy\t1.2"
        );
        assert_eq!(technique_line(Technique::XWing), "X-wing\thard\t3.2");
    }

    #[test]
    fn an_unknown_name_is_refused_with_every_name() {
        assert_eq!(technique("X-WING").ok(), Some(Technique::XWing));
        let Err(CommandError::Refused(e)) = technique("x-wig") else {
            panic!("refused");
        };
        assert!(e.starts_with("unknown technique \"x-wig\"; the techniques are:\n"));
        assert_eq!(e.lines().count(), 1 + 44);
    }
}
