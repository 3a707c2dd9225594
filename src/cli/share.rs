//! `sudoku-lines share LINE [--qr FILE.png] [--sudokuwiki]`: the link that carries a puzzle, and
//! its QR code.

use std::path::Path;
use std::process::ExitCode;

use super::{Args, CommandError};
use crate::sudoku::formats::{self, QrMatrix};

const USAGE: &str = "\
usage: sudoku-lines share LINE [--qr FILE.png] [--sudokuwiki]

Prints the share link of the puzzle LINE: sudokulines:1:<givens>[:<digits>[:<notes>]], the
givens as 81 digits (0 for empty), then the player's digits the same way, then the notes (two
base-32 characters a cell, the cell's note digits as bits). No server is involved: the puzzle is
the link's own text. LINE is any one-line puzzle `convert` reads: an 81-character puzzle, a
729-character candidate line (its filled cells become givens, its candidates notes), a HoDoKu
library line (its + digits become the player's), a share link or a SudokuWiki link.

options:
  --qr FILE.png  also write the link's QR code as a PNG (black on white, with its quiet zone)
  --sudokuwiki   print the SudokuWiki solver link of the puzzle (its givens) instead
  -h, --help     print this message";

/// Pixels a QR module has in the PNG.
const QR_SCALE: u32 = 8;

/// Runs `share` with its arguments (after the word `share`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines share";
    let result = share(args);
    if matches!(result, Ok(false)) {
        return super::print_final(name, USAGE);
    }
    super::finish(name, USAGE, result.map(|_| ()))
}

/// Shares; `Ok(false)` when help was asked for.
fn share(args: &[std::ffi::OsString]) -> Result<bool, CommandError> {
    let parsed = Args::parse(args, &["qr"]).map_err(CommandError::Usage)?;
    if parsed.flag("help") {
        return Ok(false);
    }
    parsed
        .only(&["qr", "sudokuwiki"])
        .map_err(CommandError::Usage)?;
    let line = match parsed.positional.as_slice() {
        [line] => super::args::text(line, "LINE").map_err(CommandError::Usage)?,
        _ => return Err(CommandError::Usage("share needs one LINE".to_string())),
    };
    let read = formats::read_str(line);
    let entry = match (read.entries.first(), read.refusals.first()) {
        (Some(e), _) => e,
        (None, Some(r)) => return Err(CommandError::Refused(r.reason.to_string())),
        (None, None) => return Err(CommandError::Refused("LINE holds no puzzle".to_string())),
    };
    let link = if parsed.flag("sudokuwiki") {
        formats::sudokuwiki_link(entry)
    } else {
        formats::share_link(entry)
    };
    if let Some(path) = parsed.path("qr") {
        write_qr(&link, &path)?;
    }
    super::print_out(&link)?;
    Ok(true)
}

/// Writes the QR code of `link` to `path`.
fn write_qr(link: &str, path: &Path) -> Result<(), CommandError> {
    let matrix = QrMatrix::of(link).map_err(|e| CommandError::Failed(e.to_string()))?;
    let mut png = Vec::new();
    matrix
        .write_png(QR_SCALE, &mut png)
        .map_err(|e| CommandError::Failed(e.to_string()))?;
    crate::storage::write_atomic(path, &png).map_err(|e| {
        CommandError::Failed(format!(
            "cannot write {}: {}",
            path.display(),
            crate::storage::io_reason(&e)
        ))
    })
}
