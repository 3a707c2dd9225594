//! Reading puzzle lines from a file or standard input, shared by the line-oriented commands.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

/// Reads lines from `path` (or standard input when `None` or `-`), skips blank lines and lines that
/// start with `#`, and writes `answer(line)` for every other line, one output line each, in order.
///
/// Returns an error message only when the input cannot be opened or read, or the output cannot be
/// written; a bad puzzle line is the `answer`'s business and never stops the run.
pub fn map_lines(path: Option<&str>, mut answer: impl FnMut(&str) -> String) -> Result<(), String> {
    let reader: Box<dyn BufRead> = match path {
        None | Some("-") => Box::new(BufReader::new(io::stdin())),
        Some(p) => Box::new(BufReader::new(
            File::open(p).map_err(|e| format!("cannot open {p:?}: {e}"))?,
        )),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    for (n, line) in reader.split(b'\n').enumerate() {
        let bytes = line.map_err(|e| format!("cannot read line {}: {e}", n + 1))?;
        // Invalid UTF-8 is a bad line, not a failed read: keep going.
        let text = String::from_utf8_lossy(&bytes);
        let trimmed = text.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        writeln!(out, "{}", answer(&text)).map_err(|e| format!("cannot write output: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write output: {e}"))
}

/// Runs a line-oriented command: parses `args` (flags from `flags`, at most one FILE), prints
/// `usage` for `--help`, then writes `answer(&args, line)` for every puzzle line. Exit codes: 0 when
/// the input could be read, 1 when it could not, 2 for bad arguments.
pub fn line_command(
    name: &str,
    usage: &str,
    args: &[String],
    flags: &[&str],
    mut answer: impl FnMut(&super::Args, &str) -> String,
) -> std::process::ExitCode {
    use std::process::ExitCode;
    let parsed = match super::Args::parse(args, &[]).and_then(|a| a.only(flags).map(|()| a)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("sudoku-lines {name}: {e}\n\n{usage}");
            return ExitCode::from(2);
        }
    };
    if parsed.flag("help") {
        return super::print_final(&format!("sudoku-lines {name}"), usage);
    }
    if parsed.positional.len() > 1 {
        eprintln!("sudoku-lines {name}: at most one FILE\n\n{usage}");
        return ExitCode::from(2);
    }
    match map_lines(parsed.positional.first().map(String::as_str), |line| {
        answer(&parsed, line)
    }) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sudoku-lines {name}: {e}");
            ExitCode::FAILURE
        }
    }
}
