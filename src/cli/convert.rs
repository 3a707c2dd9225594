//! `sudoku-lines convert [--to FORMAT] [--check] FILE…`: every puzzle of the files, in one
//! format, on standard output.

use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use super::{Args, CommandError};
use crate::sudoku::formats::{self, Collection, Entry, FileError, MAX_FILE_BYTES, Target};

const USAGE: &str = "\
usage: sudoku-lines convert [--to lines|opensudoku|sdk|ss|hodoku|link|candidates] [--check] FILE...

Reads every puzzle of each FILE (`-` for standard input), whatever its format: plain lines (81
characters, . 0 * or - for empty; SudoCue's .sdm), 9x9 grids with or without separators (Simple
Sudoku's .ss), pencil-mark grids, OpenSudoku XML (versions 1, 2 and 3), SadMan's .sdk, HoDoKu
library lines, SudokuWiki links, share links and 729-character candidate lines. The format is
told from the content, not from the file's name. Writes them all, in file order, to standard
output in the format of --to:
  lines       81 characters a puzzle, . for empty, its note after a blank (the default)
  opensudoku  an OpenSudoku version 2 file, a folder per folder read
  sdk         SadMan .sdk, with the player's state and pencil marks
  ss          Simple Sudoku .ss grids
  hodoku      HoDoKu library lines, with placed digits and deleted candidates
  link        share links (see `share --help`)
  candidates  729-character candidate lines: the position with the player's digits and notes
A puzzle that cannot be read is reported on standard error as FILE: line N: reason (or game N
for XML), and the others are still written. With --check, a puzzle whose givens clash or do not
have exactly one solution is reported the same way and left out.
The exit code is 1 when a FILE cannot be read at all (not text, larger than 16 MiB, missing),
else 0.

options:
  --to FORMAT  the output format (default lines)
  --check      leave out, and report, puzzles without exactly one solution
  -h, --help   print this message";

/// Runs `convert` with its arguments (after the word `convert`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines convert";
    let parsed = match Args::parse(args, &["to"]).and_then(|p| p.only(&["to", "check"]).map(|()| p))
    {
        Ok(p) => p,
        Err(e) => return super::finish(name, USAGE, Err(CommandError::Usage(e))),
    };
    if parsed.flag("help") {
        return super::print_final(name, USAGE);
    }
    let target = match parsed.value::<Target>("to") {
        Ok(t) => t.unwrap_or(Target::Lines),
        Err(e) => return super::finish(name, USAGE, Err(CommandError::Usage(e))),
    };
    if parsed.positional.is_empty() {
        let e = CommandError::Usage("convert needs at least one FILE".to_string());
        return super::finish(name, USAGE, Err(e));
    }
    let mut entries: Vec<Entry> = Vec::new();
    let mut unreadable = false;
    for file in &parsed.positional {
        let path = Path::new(file);
        let shown = path.display().to_string();
        match read(path) {
            Ok(mut read) => {
                if parsed.flag("check") {
                    formats::keep_proper(&mut read);
                }
                report(&shown, &read);
                entries.append(&mut read.entries);
            }
            Err(e) => {
                eprintln!("{name}: {shown}: {e}");
                unreadable = true;
            }
        }
    }
    let text = formats::write(&entries, target);
    let mut out = io::stdout().lock();
    let result = out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(CommandError::Output);
    match super::finish(name, USAGE, result) {
        code if code != ExitCode::SUCCESS => code,
        _ if unreadable => ExitCode::FAILURE,
        code => code,
    }
}

/// Reads `path`, or standard input for `-`.
fn read(path: &Path) -> Result<Collection, FileError> {
    if path.as_os_str() != "-" {
        return formats::read_file(path);
    }
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::Io(crate::storage::io_reason(&e)))?;
    formats::read_bytes(&bytes)
}

/// Reports the refusals of one file on standard error.
fn report(file: &str, read: &Collection) {
    let mut err = io::stderr().lock();
    for refusal in &read.refusals {
        let _ = writeln!(err, "{file}: {refusal}");
    }
    if read.more_refusals > 0 {
        let _ = writeln!(err, "{file}: {} more puzzles refused", read.more_refusals);
    }
}
