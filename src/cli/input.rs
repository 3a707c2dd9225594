//! Reading puzzle lines from a file or standard input, shared by the line-oriented commands.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;

use super::CommandError;

/// The longest input line, in bytes without its line end, that is read. A puzzle line is 81
/// characters, perhaps with a comment after it; a longer line is refused without being read whole,
/// so that input without line breaks (`/dev/zero`, a binary file) never fills the memory.
pub const MAX_LINE_BYTES: usize = 4096;

/// What [`read_line`] found.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// A whole line is in the buffer.
    Whole,
    /// The line is longer than [`MAX_LINE_BYTES`]: its first bytes are in the buffer, the rest is
    /// still to be skipped.
    TooLong,
}

/// Reads the next line into `buf` (cleared first, without its `\n`), at most [`MAX_LINE_BYTES`]
/// of it; `None` at the end of the input.
fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<Option<Line>> {
    buf.clear();
    let mut started = false;
    loop {
        let available = fill(reader)?;
        if available.is_empty() {
            return Ok(started.then_some(Line::Whole));
        }
        started = true;
        let end = available.iter().position(|&b| b == b'\n');
        let chunk = &available[..end.unwrap_or(available.len())];
        let room = MAX_LINE_BYTES - buf.len();
        if chunk.len() > room {
            buf.extend_from_slice(&chunk[..room]);
            reader.consume(room);
            return Ok(Some(Line::TooLong));
        }
        buf.extend_from_slice(chunk);
        let used = chunk.len() + usize::from(end.is_some());
        reader.consume(used);
        if end.is_some() {
            return Ok(Some(Line::Whole));
        }
    }
}

/// The reader's buffered bytes, refilled if empty (empty at the end of the input); a read
/// interrupted by a signal is tried again.
fn fill(reader: &mut impl BufRead) -> io::Result<&[u8]> {
    loop {
        match reader.fill_buf() {
            Ok(_) => break,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        }
    }
    // The buffer is filled now, so this hands it out without reading again (a loop cannot
    // return the borrow it took in an earlier round).
    reader.fill_buf()
}

/// Skips the rest of the current line, its `\n` included, without keeping it.
fn skip_line(reader: &mut impl BufRead) -> io::Result<()> {
    loop {
        let available = fill(reader)?;
        if available.is_empty() {
            return Ok(());
        }
        match available.iter().position(|&b| b == b'\n') {
            Some(i) => {
                reader.consume(i + 1);
                return Ok(());
            }
            None => {
                let n = available.len();
                reader.consume(n);
            }
        }
    }
}

/// Reads lines from `path` (or standard input when `None` or `-`), skips blank lines and lines that
/// start with `#`, and writes `answer(line)` for every other line, one output line each, in order.
/// A line longer than [`MAX_LINE_BYTES`] is answered `error: line N is longer than ... bytes` at
/// once, and the run goes on with the next line.
///
/// Returns an error only when the input cannot be opened or read, or the output cannot be written;
/// a bad puzzle line is the `answer`'s business and never stops the run.
pub fn map_lines(
    path: Option<&Path>,
    mut answer: impl FnMut(&str) -> String,
) -> Result<(), CommandError> {
    let path = path.filter(|p| p.as_os_str() != "-");
    let (name, mut reader): (String, Box<dyn BufRead>) = match path {
        None => (
            "standard input".to_string(),
            Box::new(BufReader::new(io::stdin())),
        ),
        Some(p) => (
            format!("{p:?}"),
            Box::new(BufReader::new(File::open(p).map_err(|e| {
                CommandError::Failed(format!("cannot open {p:?}: {e}"))
            })?)),
        ),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut bytes = Vec::new();
    for n in 1u64.. {
        let read = read_line(&mut reader, &mut bytes)
            .map_err(|e| CommandError::Failed(format!("cannot read {name} at line {n}: {e}")))?;
        // Invalid UTF-8 is a bad line, not a failed read: keep going.
        let text = String::from_utf8_lossy(&bytes);
        let trimmed = text.trim_start();
        match read {
            None => break,
            Some(_) if trimmed.starts_with('#') => {}
            Some(Line::Whole) if trimmed.is_empty() => {}
            Some(Line::Whole) => {
                writeln!(out, "{}", answer(&text)).map_err(CommandError::Output)?
            }
            Some(Line::TooLong) => {
                writeln!(out, "error: line {n} is longer than {MAX_LINE_BYTES} bytes")
                    .and_then(|()| out.flush())
                    .map_err(CommandError::Output)?;
            }
        }
        if read == Some(Line::TooLong) {
            skip_line(&mut reader).map_err(|e| {
                CommandError::Failed(format!("cannot read {name} at line {n}: {e}"))
            })?;
        }
    }
    out.flush().map_err(CommandError::Output)
}

/// Runs a line-oriented command: parses `args` (flags from `flags`, at most one FILE), prints
/// `usage` for `--help`, then writes `answer(&args, line)` for every puzzle line. Exit codes as in
/// [`CommandError`]: 0 when the input could be read, 1 when it could not, 2 for bad arguments.
pub fn line_command(
    name: &str,
    usage: &str,
    args: &[OsString],
    flags: &[&str],
    mut answer: impl FnMut(&super::Args, &str) -> String,
) -> std::process::ExitCode {
    let name = format!("sudoku-lines {name}");
    let parsed = match super::Args::parse(args, &[]).and_then(|a| a.only(flags).map(|()| a)) {
        Ok(a) => a,
        Err(e) => return super::finish(&name, usage, Err(CommandError::Usage(e))),
    };
    if parsed.flag("help") {
        return super::print_final(&name, usage);
    }
    if parsed.positional.len() > 1 {
        let e = CommandError::Usage("at most one FILE".to_string());
        return super::finish(&name, usage, Err(e));
    }
    let result = map_lines(parsed.positional.first().map(Path::new), |line| {
        answer(&parsed, line)
    });
    super::finish(&name, usage, result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_at_the_limit_and_skipped() {
        let long = "7".repeat(MAX_LINE_BYTES + 1);
        let exact = "8".repeat(MAX_LINE_BYTES);
        let input = format!("ab\n{long}\n{exact}\nlast");
        let mut reader = BufReader::with_capacity(16, input.as_bytes());
        let mut buf = Vec::new();
        assert_eq!(
            read_line(&mut reader, &mut buf).ok(),
            Some(Some(Line::Whole))
        );
        assert_eq!(buf, b"ab");
        assert_eq!(
            read_line(&mut reader, &mut buf).ok(),
            Some(Some(Line::TooLong))
        );
        assert_eq!(buf.len(), MAX_LINE_BYTES);
        assert!(skip_line(&mut reader).is_ok());
        assert_eq!(
            read_line(&mut reader, &mut buf).ok(),
            Some(Some(Line::Whole))
        );
        assert_eq!(buf, exact.as_bytes());
        assert_eq!(
            read_line(&mut reader, &mut buf).ok(),
            Some(Some(Line::Whole))
        );
        assert_eq!(buf, b"last");
        assert_eq!(read_line(&mut reader, &mut buf).ok(), Some(None));
    }
}
