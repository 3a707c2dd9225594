//! `sudoku-lines generate [--count N] [--seed S] [--symmetry NAME]`: new puzzles with exactly one
//! solution; `--killer` makes Killer puzzles.

use std::collections::HashSet;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Args, CommandError};
use crate::sudoku::killer::{
    KILLER_LEVELS, KillerOptions, generate_killer_level_with_rng, generate_killer_with_rng,
    killer_class_key,
};
use crate::sudoku::{GenerateOptions, Level, SupplyState, Symmetry, class_key, generate_with_rng};

const USAGE: &str = "\
usage: sudoku-lines generate [--count N] [--seed S] [--symmetry none|central] [--difficulty LEVEL]
       sudoku-lines generate --killer [--json] [--count N] [--seed S] [--difficulty LEVEL]

Prints N new puzzles (default 1), one per line, 81 characters with . for empty cells. Every
puzzle has exactly one solution and no two are the same, nor one a transformed copy of another
(rotated, reflected, rows or columns swapped, digits relabelled). The same seed prints the same
puzzles; without --seed the seed is random.

options:
  --count N        how many puzzles (default 1)
  --seed S         a number from 0 to 18446744073709551615
  --symmetry NAME  none or central (180-degree rotation, the default); diagonal, mirror and
                   rotational (90 degrees) are also accepted
  --difficulty LEVEL
                   easy, medium, hard, expert, master or extreme: every puzzle grades to that
                   level (see `grade --help`); the symmetry is then not guaranteed. Levels
                   above easy come from the level's bank of distinct puzzles, in an order
                   drawn from the seed
  --killer         Killer Sudoku: cages with sums and no givens, each with exactly one solution,
                   in the text form `solve --help` describes (a cage map and the sums); no two
                   are the same, nor one a rotation or reflection of another. With
                   --difficulty (easy, medium, hard or expert), each grades to that level by
                   the Killer ladder (see `grade --help`)
  --json           with --killer, one JSON object per puzzle instead:
                   {\"cages\": [{\"sum\": S, \"cells\": [0-80, ...]}, ...], \"givens\": \"81 characters\"}
  -h, --help       print this message";

/// Runs `generate` with its arguments (after the word `generate`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines generate";
    let result = match parse(args) {
        Ok(Some(o)) => {
            generate(&o, &mut BufWriter::new(io::stdout().lock())).map_err(CommandError::Output)
        }
        Ok(None) => return super::print_final(name, USAGE),
        Err(e) => Err(CommandError::Usage(e)),
    };
    super::finish(name, USAGE, result)
}

/// The parsed options of one run.
struct Options {
    count: u64,
    seed: u64,
    symmetry: Symmetry,
    difficulty: Option<Level>,
    killer: Option<KillerForm>,
}

/// How Killer puzzles are written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KillerForm {
    Text,
    Json,
}

/// The options, or `None` when help was asked for.
fn parse(args: &[std::ffi::OsString]) -> Result<Option<Options>, String> {
    let parsed = Args::parse(args, &["count", "seed", "symmetry", "difficulty"])?;
    parsed.only(&["count", "seed", "symmetry", "difficulty", "killer", "json"])?;
    if parsed.flag("help") {
        return Ok(None);
    }
    let killer = match (parsed.flag("killer"), parsed.flag("json")) {
        (true, json) => {
            if parsed.value::<String>("symmetry")?.is_some() {
                return Err("--symmetry does not go with --killer".to_string());
            }
            Some(if json {
                KillerForm::Json
            } else {
                KillerForm::Text
            })
        }
        (false, true) => return Err("--json goes only with --killer".to_string()),
        (false, false) => None,
    };
    if let Some(extra) = parsed.positional.first() {
        return Err(format!("unexpected argument {extra:?}"));
    }
    let difficulty = match parsed.value::<String>("difficulty")? {
        Some(name) => Some(name.parse::<Level>().map_err(|e| e.to_string())?),
        None => None,
    };
    if let (Some(level), Some(_)) = (difficulty, killer)
        && !KILLER_LEVELS.contains(&level)
    {
        return Err(format!(
            "Killer puzzles are made at easy, medium, hard or expert, not {level}"
        ));
    }
    let symmetry = match parsed.value::<String>("symmetry")? {
        Some(name) => name.parse::<Symmetry>().map_err(|e| e.to_string())?,
        None => Symmetry::Central,
    };
    Ok(Some(Options {
        count: parsed.value("count")?.unwrap_or(1),
        seed: match parsed.value("seed")? {
            Some(s) => s,
            None => rand::random(),
        },
        symmetry,
        difficulty,
        killer,
    }))
}

/// Writes the puzzles, skipping any class printed before so that every line is a new puzzle.
fn generate(options: &Options, out: &mut impl Write) -> io::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    if let Some(form) = options.killer {
        return generate_killer(options.count, form, options.difficulty, &mut rng, out);
    }
    let gen_options = GenerateOptions {
        symmetry: options.symmetry,
        ..GenerateOptions::default()
    };
    // The app's supply without repeats, in memory: a bank order drawn from the seed.
    let mut supply = SupplyState::with_seed(options.seed);
    let mut seen = HashSet::new();
    let mut printed = 0;
    while printed < options.count {
        let puzzle = match options.difficulty {
            Some(level) => supply.next_with_rng(level, &mut rng).puzzle,
            None => generate_with_rng(&mut rng, &gen_options).puzzle,
        };
        if seen.insert(class_key(&puzzle)) {
            writeln!(out, "{}", puzzle.to_line())?;
            printed += 1;
        }
    }
    out.flush()
}

/// Writes `count` Killer puzzles (of `level`, when given), none a rotation or reflection of one
/// printed before.
fn generate_killer(
    count: u64,
    form: KillerForm,
    level: Option<Level>,
    rng: &mut ChaCha8Rng,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut seen = HashSet::new();
    let mut printed = 0;
    while printed < count {
        let puzzle = match level {
            Some(level) => match generate_killer_level_with_rng(rng, level) {
                Some(made) => made.puzzle,
                None => break,
            },
            None => generate_killer_with_rng(rng, &KillerOptions::default()).puzzle,
        };
        if !seen.insert(killer_class_key(&puzzle)) {
            continue;
        }
        let line = match (form, puzzle.to_text()) {
            (KillerForm::Text, Ok(text)) => text,
            // More cages than the text form has symbols: the JSON form says it all.
            _ => puzzle.to_json(),
        };
        writeln!(out, "{line}")?;
        printed += 1;
    }
    out.flush()
}
