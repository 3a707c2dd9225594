//! `sudoku-lines lines ...`: the 4×4 line puzzle from the command line (generate boards, par, hints).

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Args, CommandError};
use crate::lines::{Advisor, Line, Position, Tile, generate_with_rng};

const USAGE: &str = "\
usage: sudoku-lines lines COMMAND [OPTIONS]

The 4x4 line puzzle: 16 tiles, 6 wrong, exactly one line of four correct tiles.

commands:
  generate [--count N] [--seed S]
        print N boards (default 1), one per line: 16 characters of 1 (correct) / 0 (wrong),
        row-major, a tab, and the answer line (row1-row4, col1-col4, diag, anti)
  par   print the expected number of flips of perfect play from the start, and the best first flip
  hint POSITION
        print the odds and the best flip for POSITION: 16 characters, row-major, 1 face-up
        correct, 0 face-up wrong, . or ? face down

options:
  -h, --help   print this message";

/// Runs `lines` with its arguments (after the word `lines`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    super::finish("sudoku-lines lines", USAGE, run_inner(args))
}

/// A bad argument or position: exit code 2, with the usage.
fn usage(message: impl ToString) -> CommandError {
    CommandError::Usage(message.to_string())
}

fn run_inner(args: &[std::ffi::OsString]) -> Result<(), CommandError> {
    let parsed = Args::parse(args, &["count", "seed"]).map_err(usage)?;
    // Every argument here is text: a command or a position.
    let positional: Vec<&str> = parsed
        .positional
        .iter()
        .map(|a| super::args::text(a, "the argument"))
        .collect::<Result<_, _>>()
        .map_err(usage)?;
    let mut positional = positional.into_iter();
    let command = positional.next();
    if parsed.flag("help") || matches!(command, None | Some("help")) {
        return super::print_out(USAGE);
    }
    match command {
        Some("generate") => {
            parsed.only(&["count", "seed"]).map_err(usage)?;
            no_more(positional).map_err(usage)?;
            let count: u64 = parsed.value("count").map_err(usage)?.unwrap_or(1);
            let seed: u64 = match parsed.value("seed").map_err(usage)? {
                Some(s) => s,
                None => rand::random(),
            };
            generate(count, seed)
        }
        Some("par") => {
            parsed.only(&[]).map_err(usage)?;
            no_more(positional).map_err(usage)?;
            par()
        }
        Some("hint") => {
            parsed.only(&[]).map_err(usage)?;
            let text = positional
                .next()
                .ok_or_else(|| usage("hint needs a POSITION"))?;
            no_more(positional).map_err(usage)?;
            hint(text)
        }
        Some(other) => Err(usage(format!("unknown lines command {other:?}"))),
        None => Ok(()),
    }
}

fn no_more<'a>(mut rest: impl Iterator<Item = &'a str>) -> Result<(), String> {
    match rest.next() {
        Some(extra) => Err(format!("unexpected argument {extra:?}")),
        None => Ok(()),
    }
}

fn generate(count: u64, seed: u64) -> Result<(), CommandError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..count {
        let board = generate_with_rng(&mut rng);
        let answer = board
            .answer()
            .ok_or_else(|| CommandError::Failed(format!("generated board {board} is not valid")))?;
        writeln!(out, "{board}\t{answer}").map_err(CommandError::Output)?;
    }
    out.flush().map_err(CommandError::Output)
}

fn par() -> Result<(), CommandError> {
    let mut advisor = Advisor::new();
    let (t, w) = advisor.par_exact();
    let start = Position::new();
    let first = advisor
        .best_flip(start)
        .map_err(|e| CommandError::Failed(e.to_string()))?;
    let mut out = vec![format!("par {:.6} flips ({t}/{w})", t as f64 / w as f64)];
    if let Some(tile) = first {
        out.push(format!("best first flip {tile} (tile {})", tile.index()));
    }
    super::print_out(&out.join("\n"))
}

fn hint(text: &str) -> Result<(), CommandError> {
    let position = Position::from_line(text).map_err(usage)?;
    let mut advisor = Advisor::new();
    let odds = advisor.odds(position).map_err(usage)?;
    let best = advisor.best_flip(position).map_err(usage)?;
    let expected = advisor.expected_flips(position).map_err(usage)?;
    let mut out = vec![
        format!(
            "{} consistent boards; expected flips to go {expected:.4}",
            odds.n_boards()
        ),
        "probability correct (face-up tiles shown as 1 or 0):".to_string(),
    ];
    for row in 0..4 {
        let cells: Vec<String> = (0..4)
            .filter_map(|col| Tile::at(row, col))
            .map(|t| match position.shown(t) {
                Some(true) => "    1".to_string(),
                Some(false) => "    0".to_string(),
                None => format!("{:5.3}", odds.tile(t)),
            })
            .collect();
        out.push(format!("  {}", cells.join(" ")));
    }
    let lines: Vec<String> = Line::ALL
        .iter()
        .filter(|l| odds.line_weight(**l) > 0)
        .map(|l| format!("{l} {:.3}", odds.line(*l)))
        .collect();
    out.push(format!("answer: {}", lines.join(", ")));
    out.push(match best {
        Some(t) => format!("best flip {t} (tile {})", t.index()),
        None => "already won".to_string(),
    });
    super::print_out(&out.join("\n"))
}
