//! Atomic file replacement: temp file in the same folder, write, `sync_all`, rename, sync folder.

use std::ffi::{OsStr, OsString};
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The marker in the names of temp files; a file with it in its name is never read as data.
pub(super) const TEMP_MARKER: &str = ".tmp-";

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// The temp file name used while replacing `name`: `.<name>.tmp-<pid>-<n>`, hidden and unique
/// within this process.
fn temp_name(name: &OsStr) -> OsString {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let mut temp = OsString::from(".");
    temp.push(name);
    temp.push(format!("{TEMP_MARKER}{}-{n}", std::process::id()));
    temp
}

/// Replaces `path` with `bytes` so that a crash at any moment leaves either the old file or the new
/// one, never a mix: the bytes go to a temp file in the same folder, which is flushed to disk,
/// renamed over `path`, and then the folder itself is flushed where the platform allows it.
///
/// On error the temp file is removed (best effort) and `path` is untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, |out| out.write_all(bytes))
}

/// [`write_atomic`] with the bytes written by `write` as they are made (through a buffer), so a
/// large file is never held whole in memory. An error from `write` leaves `path` untouched.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    // Any file name, UTF-8 or not (an export may go anywhere).
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path has no file name"))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let temp = dir.join(temp_name(name));
    let result = write_then_rename(&temp, path, write);
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result?;
    sync_dir(&dir);
    Ok(())
}

fn write_then_rename(
    temp: &Path,
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let file = OpenOptions::new().write(true).create_new(true).open(temp)?;
    let mut out = io::BufWriter::with_capacity(64 * 1024, file);
    write(&mut out)?;
    let file = out.into_inner().map_err(io::IntoInnerError::into_error)?;
    file.sync_all()?;
    drop(file);
    fs::rename(temp, path)
}

/// Flushes a folder's entries (the rename) to disk. Only Unix-like systems allow opening a folder
/// for this; elsewhere the rename is already durable or there is nothing more to do, and a failure
/// here cannot be acted on, so it is ignored.
pub(super) fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}
