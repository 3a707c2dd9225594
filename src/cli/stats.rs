//! `sudoku-lines stats export FILE` and `sudoku-lines stats import FILE`: move the whole statistics
//! history between devices. The data folder is the app's own (`SUDOKU_LINES_DATA_DIR` overrides it).

use super::Args;
use crate::platform;
use crate::stats::{StatsFile, TransferError, export_stats, import_games, read_export};
use crate::storage::{StorageError, Store, write_atomic};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "\
usage: sudoku-lines stats export FILE
       sudoku-lines stats import FILE

export  write every recorded game to FILE (JSON; `-` for standard output)
import  add the games of an exported FILE (`-` for standard input) that are not recorded yet;
        the file is checked first and nothing is changed when it is not valid

The data folder is the app's own, or SUDOKU_LINES_DATA_DIR when it is set.";

/// Why a `stats` command failed.
#[derive(Debug, thiserror::Error)]
enum StatsCommandError {
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Storage(#[from] StorageError),
    #[error("{0}")]
    Transfer(#[from] TransferError),
    #[error("cannot read {path:?}: {}", crate::storage::io_reason(source))]
    ReadInput { path: PathBuf, source: io::Error },
    #[error("cannot write {path:?}: {}", crate::storage::io_reason(source))]
    WriteOutput { path: PathBuf, source: io::Error },
}

/// Runs `stats` with the arguments after the command name.
pub(super) fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let parsed = match Args::parse(args, &[]) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    if parsed.flag("help") {
        return super::print_final("sudoku-lines stats", USAGE);
    }
    if let Err(e) = parsed.only(&[]) {
        return usage_error(&e);
    }
    // FILE is a path, any bytes; the command word is text.
    let result = match parsed.positional.as_slice() {
        [cmd, file] if cmd == "export" => export(&platform::data_dir(), Path::new(file)),
        [cmd, file] if cmd == "import" => import(&platform::data_dir(), Path::new(file)),
        [cmd, ..] if cmd == "export" || cmd == "import" => Err(StatsCommandError::Usage(format!(
            "stats {} needs exactly one FILE",
            cmd.to_string_lossy()
        ))),
        [cmd, ..] => Err(StatsCommandError::Usage(format!(
            "unknown stats command {cmd:?} (expected export or import)"
        ))),
        [] => Err(StatsCommandError::Usage(
            "stats needs export or import".to_string(),
        )),
    };
    match result {
        Ok(message) => {
            eprintln!("{message}");
            ExitCode::SUCCESS
        }
        Err(StatsCommandError::Usage(e)) => usage_error(&e),
        // The reader of `export -` went away (a closed pipe): end quietly, as every command does.
        Err(StatsCommandError::WriteOutput { path, source })
            if path.as_os_str() == "-" && source.kind() == io::ErrorKind::BrokenPipe =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("sudoku-lines: {e}");
            ExitCode::FAILURE
        }
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("sudoku-lines: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

/// Writes the export of the statistics in `data_dir` to `file`; returns the message to print.
fn export(data_dir: &Path, file: &Path) -> Result<String, StatsCommandError> {
    let store = Store::open(data_dir)?;
    let (bytes, games) = export_stats(&store)?;
    let written = if file.as_os_str() == "-" {
        let mut out = io::stdout().lock();
        out.write_all(&bytes).and_then(|()| out.flush())
    } else {
        write_atomic(file, &bytes)
    };
    written.map_err(|source| StatsCommandError::WriteOutput {
        path: file.to_path_buf(),
        source,
    })?;
    Ok(format!("exported {games} {}", plural(games)))
}

/// Imports the export `file` into the statistics in `data_dir`; returns the message to print.
fn import(data_dir: &Path, file: &Path) -> Result<String, StatsCommandError> {
    let read = if file.as_os_str() == "-" {
        read_export(io::stdin().lock())
    } else {
        std::fs::File::open(file).and_then(read_export)
    };
    let bytes = read.map_err(|source| StatsCommandError::ReadInput {
        path: file.to_path_buf(),
        source,
    })?;
    // Checked before the folder is touched; the bytes are let go before the app's own
    // statistics are read.
    let incoming = StatsFile::from_json(&bytes).map_err(TransferError::from)?;
    drop(bytes);
    let store = Store::open(data_dir)?;
    let outcome = import_games(&store, incoming)?;
    let mut message = String::new();
    if let Some(notice) = outcome.notice {
        message.push_str(&format!("note: {notice}\n"));
    }
    let (added, skipped) = (outcome.report.added, outcome.report.skipped);
    message.push_str(&format!(
        "added {added} {} ({skipped} already recorded)",
        plural(added)
    ));
    Ok(message)
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "game" } else { "games" }
}
