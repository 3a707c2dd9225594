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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

/// How many bytes of answers are gathered before they are written out.
const OUTPUT_CHUNK: usize = 1 << 16;

/// The reader's buffer size: large reads, few system calls.
const INPUT_BUFFER: usize = 1 << 16;

/// How a line starts once leading blanks are skipped.
#[derive(Debug, PartialEq, Eq)]
enum Start {
    /// Nothing but blanks.
    Blank,
    /// A `#`: a comment.
    Comment,
    /// Anything else: a line to answer.
    Text,
}

/// How `line` starts after its leading white space (as [`str::trim_start`] sees it, invalid
/// UTF-8 read as replacement characters).
fn line_start(line: &[u8]) -> Start {
    match line
        .iter()
        .find(|b| !b.is_ascii_whitespace() && **b != b'\x0b')
    {
        None => Start::Blank,
        Some(b'#') => Start::Comment,
        Some(b) if b.is_ascii() => Start::Text,
        // Unicode white space may come first: look at the characters.
        Some(_) => {
            let text = String::from_utf8_lossy(line);
            let trimmed = text.trim_start();
            if trimmed.is_empty() {
                Start::Blank
            } else if trimmed.starts_with('#') {
                Start::Comment
            } else {
                Start::Text
            }
        }
    }
}

/// The position of the first `\n` in `bytes`, looked for eight bytes at a time.
fn find_newline(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const NEWLINES: u64 = u64::from_ne_bytes([b'\n'; 8]);
    let mut chunks = bytes.chunks_exact(8);
    let mut offset = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])) ^ NEWLINES;
        // The high bit of each byte that is zero, that is a `\n`; a borrow may also mark some
        // bytes above the first zero, never one below it, so the lowest mark is exact.
        let zeros = word.wrapping_sub(ONES) & !word & HIGHS;
        if zeros != 0 {
            return Some(offset + (zeros.trailing_zeros() / 8) as usize);
        }
        offset += 8;
    }
    let rest = chunks.remainder();
    rest.iter().position(|&b| b == b'\n').map(|i| offset + i)
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
    // Invalid UTF-8 is a bad line, not a failed read: the answer sees replacement characters.
    map_byte_lines(path, |line, out| {
        out.extend_from_slice(answer(&String::from_utf8_lossy(line)).as_bytes());
    })
}

/// [`map_lines`] without a string per line: `answer(line, out)` gets the line's bytes (without its
/// `\n`) and appends its answer, without a line end, to `out`. Answers are written out in large
/// chunks; the answer to an overlong line is written at once.
pub fn map_byte_lines(
    path: Option<&Path>,
    mut answer: impl FnMut(&[u8], &mut Vec<u8>),
) -> Result<(), CommandError> {
    let path = path.filter(|p| p.as_os_str() != "-");
    let (name, mut reader): (String, Box<dyn BufRead>) = match path {
        None => (
            "standard input".to_string(),
            Box::new(BufReader::with_capacity(INPUT_BUFFER, io::stdin())),
        ),
        Some(p) => (
            format!("{p:?}"),
            Box::new(BufReader::with_capacity(
                INPUT_BUFFER,
                File::open(p)
                    .map_err(|e| CommandError::Failed(format!("cannot open {p:?}: {e}")))?,
            )),
        ),
    };
    let failed =
        |n: u64, e: io::Error| CommandError::Failed(format!("cannot read {name} at line {n}: {e}"));
    let stdout = io::stdout();
    let mut stdout = stdout.lock();
    let mut out = Vec::with_capacity(OUTPUT_CHUNK + 2 * MAX_LINE_BYTES);
    let mut bytes = Vec::new();
    for n in 1u64.. {
        // The usual case: the whole line is in the reader's buffer, and is answered from there.
        let available = fill(&mut reader).map_err(|e| failed(n, e))?;
        let window = &available[..available.len().min(MAX_LINE_BYTES + 1)];
        if let Some(end) = find_newline(window) {
            let line = &window[..end];
            if line_start(line) == Start::Text {
                answer(line, &mut out);
                out.push(b'\n');
            }
            reader.consume(end + 1);
        } else {
            let read = read_line(&mut reader, &mut bytes).map_err(|e| failed(n, e))?;
            match (read, line_start(&bytes)) {
                (None, _) => break,
                (Some(_), Start::Comment) | (Some(Line::Whole), Start::Blank) => {}
                (Some(Line::Whole), Start::Text) => {
                    answer(&bytes, &mut out);
                    out.push(b'\n');
                }
                (Some(Line::TooLong), _) => {
                    writeln!(out, "error: line {n} is longer than {MAX_LINE_BYTES} bytes")
                        .and_then(|()| stdout.write_all(&out))
                        .and_then(|()| stdout.flush())
                        .map_err(CommandError::Output)?;
                    out.clear();
                }
            }
            if read == Some(Line::TooLong) {
                skip_line(&mut reader).map_err(|e| failed(n, e))?;
            }
        }
        if out.len() >= OUTPUT_CHUNK {
            stdout.write_all(&out).map_err(CommandError::Output)?;
            out.clear();
        }
    }
    stdout
        .write_all(&out)
        .and_then(|()| stdout.flush())
        .map_err(CommandError::Output)
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
    byte_line_command(name, usage, args, flags, |parsed, line, out| {
        out.extend_from_slice(answer(parsed, &String::from_utf8_lossy(line)).as_bytes());
    })
}

/// [`line_command`] with the answers of [`map_byte_lines`]: `answer(&args, line, out)` appends
/// the answer to the line's bytes to `out`.
pub fn byte_line_command(
    name: &str,
    usage: &str,
    args: &[OsString],
    flags: &[&str],
    mut answer: impl FnMut(&super::Args, &[u8], &mut Vec<u8>),
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
    let result = map_byte_lines(parsed.positional.first().map(Path::new), |line, out| {
        answer(&parsed, line, out)
    });
    super::finish(&name, usage, result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newlines_are_found_at_every_place() {
        for len in 0..40 {
            let mut bytes = vec![b'x'; len];
            assert_eq!(find_newline(&bytes), None);
            for at in 0..len {
                bytes[at] = b'\n';
                // Bytes that differ from a newline by one bit, or are one above or below it.
                for (i, b) in bytes.iter_mut().enumerate().skip(at + 1) {
                    *b = [0x0b, 0x09, 0x8a, 0x0a][i % 4];
                }
                assert_eq!(find_newline(&bytes), Some(at), "{len} {at}");
                bytes.fill(b'x');
            }
        }
    }

    #[test]
    fn line_starts_follow_trim_start() {
        assert_eq!(line_start(b""), Start::Blank);
        assert_eq!(line_start(b" \t\x0b\x0c\r"), Start::Blank);
        assert_eq!(line_start(b"  # note"), Start::Comment);
        assert_eq!(line_start(b"\xc2\xa0# note"), Start::Comment);
        assert_eq!(line_start("\u{3000}".as_bytes()), Start::Blank);
        assert_eq!(line_start(b"\xff#"), Start::Text);
        assert_eq!(line_start(b" 1.."), Start::Text);
    }

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
