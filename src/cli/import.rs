//! `sudoku-lines import FILE…`: adds the puzzles of files to the app's collections.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use super::{Args, CommandError};
use crate::app::collections::{self, Imported};
use crate::platform;
use crate::storage::Store;

const USAGE: &str = "\
usage: sudoku-lines import FILE...

Adds the puzzles of each FILE (any format `convert` reads) to the app's collections in its data
folder: a file becomes a collection named after it, and each of its folders one of its own. Each
puzzle is checked for exactly one solution and graded once. Prints one line per collection:
<name>\\t<puzzles in the file>\\t<new to the collection>; then, for each file that had bad
puzzles, <file>\\t<refused> refused, with each refused puzzle's place and reason on standard
error. Puzzles the collection already holds are not added twice; nothing in it is changed.

options:
  -h, --help     print this message";

/// Runs `import` with its arguments (after the word `import`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines import";
    let parsed = match Args::parse(args, &[]).and_then(|p| p.only(&[]).map(|()| p)) {
        Ok(p) => p,
        Err(e) => return super::finish(name, USAGE, Err(CommandError::Usage(e))),
    };
    if parsed.flag("help") {
        return super::print_final(name, USAGE);
    }
    if parsed.positional.is_empty() {
        let e = CommandError::Usage("import needs at least one FILE".to_string());
        return super::finish(name, USAGE, Err(e));
    }
    let data = platform::data_dir();
    let store = match Store::open(&data) {
        Ok(s) => s,
        Err(e) => return super::finish(name, USAGE, Err(CommandError::Failed(e.to_string()))),
    };
    let mut failed = false;
    for file in &parsed.positional {
        let path = Path::new(file);
        let shown = path.display().to_string();
        match collections::import(&store, path, &|done, total| progress(done, total)) {
            Ok(imported) => {
                if let Err(e) = report(&shown, &imported) {
                    return super::finish(name, USAGE, Err(e));
                }
            }
            Err(e) => {
                eprintln!("{name}: {shown}: {e}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Every thousandth puzzle graded, on standard error while it is a terminal's.
fn progress(done: usize, total: usize) {
    use std::io::IsTerminal;
    if (done.is_multiple_of(1000) || done == total) && std::io::stderr().is_terminal() {
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\rgraded {done} of {total}");
        if done == total {
            let _ = writeln!(err);
        }
    }
}

/// Prints one line per collection and the file's refusals.
fn report(file: &str, imported: &Imported) -> Result<(), CommandError> {
    for c in &imported.collections {
        super::print_out(&format!("{}\t{}\t{}", c.name, c.count, c.added))?;
    }
    if imported.n_refused > 0 {
        for r in &imported.refusals {
            eprintln!("sudoku-lines import: {file}: {r}");
        }
        let shown = imported.refusals.len();
        if imported.n_refused > shown {
            eprintln!(
                "sudoku-lines import: {file}: and {} more refused",
                imported.n_refused - shown
            );
        }
        super::print_out(&format!("{file}\t{} refused", imported.n_refused))?;
    }
    Ok(())
}
