//! From a file's bytes to text: the size limit, UTF-8 with or without its byte-order mark,
//! UTF-16 with its mark (or plainly ASCII in UTF-16 without one), and the refusal of binary data.

use std::io::Read;
use std::path::Path;

use super::error::FileError;

/// The largest file read, in bytes (16 MiB): a collection of 100,000 puzzles is about 8 MiB.
/// A larger file is refused without being read whole.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// Reads the file at `path`, at most [`MAX_FILE_BYTES`] of it, and decodes it.
pub fn read_text_file(path: &Path) -> Result<String, FileError> {
    let io = |e: std::io::Error| FileError::Io(crate::storage::io_reason(&e));
    let file = std::fs::File::open(path).map_err(io)?;
    if let Ok(meta) = file.metadata()
        && meta.len() > MAX_FILE_BYTES
    {
        return Err(FileError::TooLarge {
            size: meta.len(),
            limit: MAX_FILE_BYTES,
        });
    }
    // The size may change, or not be known (a pipe): never read more than one byte past the limit.
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    decode_vec(bytes)
}

/// Like [`decode`], without copying UTF-8 text that needs no change.
pub(super) fn decode_vec(bytes: Vec<u8>) -> Result<String, FileError> {
    let plain = bytes.len() as u64 <= MAX_FILE_BYTES
        && !bytes.starts_with(b"\xef\xbb\xbf")
        && !bytes.starts_with(b"\xff\xfe")
        && !bytes.starts_with(b"\xfe\xff")
        && !is_binary(&bytes);
    if plain {
        // Text with a zero byte is binary, so UTF-16 without its mark never gets here.
        return Ok(String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()));
    }
    decode(&bytes)
}

/// Decodes a file's bytes to text: a UTF-8 byte-order mark is dropped, UTF-16 with its mark is
/// decoded, bytes that are not UTF-8 become U+FFFD (so the puzzles around them still read).
pub fn decode(bytes: &[u8]) -> Result<String, FileError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::TooLarge {
            size: bytes.len() as u64,
            limit: MAX_FILE_BYTES,
        });
    }
    if let Some(rest) = bytes.strip_prefix(b"\xef\xbb\xbf") {
        return text(rest);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xff\xfe") {
        return utf16(rest, u16::from_le_bytes);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xfe\xff") {
        return utf16(rest, u16::from_be_bytes);
    }
    // UTF-16 without a mark: ASCII text has a zero byte in every other place.
    let head = &bytes[..bytes.len().min(512) & !1];
    if head.len() >= 4 {
        let zeros = |offset: usize| head.iter().skip(offset).step_by(2).all(|&b| b == 0);
        let ascii = |offset: usize| {
            head.iter()
                .skip(offset)
                .step_by(2)
                .all(|&b| b != 0 && b < 0x80)
        };
        if zeros(1) && ascii(0) {
            return utf16(bytes, u16::from_le_bytes);
        }
        if zeros(0) && ascii(1) {
            return utf16(bytes, u16::from_be_bytes);
        }
    }
    text(bytes)
}

/// UTF-8 (lossily) after the binary check.
fn text(bytes: &[u8]) -> Result<String, FileError> {
    if is_binary(bytes) {
        return Err(FileError::Binary);
    }
    Ok(String::from_utf8_lossy(bytes).into_owned())
}

/// Whether `bytes` look like binary data: a zero byte, or many control characters, in the
/// first 8 KiB.
fn is_binary(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(8192)];
    let controls = head
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0c))
        .count();
    head.contains(&0) || controls * 20 > head.len().max(1)
}

/// Decodes UTF-16 whose units `unit` reads from byte pairs.
fn utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16) -> Result<String, FileError> {
    if !bytes.len().is_multiple_of(2) {
        return Err(FileError::BadUtf16);
    }
    let units = bytes.chunks_exact(2).map(|p| unit([p[0], p[1]]));
    let text: String = char::decode_utf16(units)
        .collect::<Result<_, _>>()
        .map_err(|_| FileError::BadUtf16)?;
    if text.contains('\0') {
        return Err(FileError::Binary);
    }
    Ok(text)
}
