//! Where the app keeps its files on each platform.

use std::path::PathBuf;
use std::sync::OnceLock;

/// The environment variable that overrides the data folder (tests, portable installs).
pub const DATA_DIR_ENV: &str = "SUDOKU_LINES_DATA_DIR";

/// The folder for saves, statistics and settings on desktop: `SUDOKU_LINES_DATA_DIR` when set,
/// else the platform's data folder for the app, else `./sudoku-lines-data`.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("org", "SudokuLines", "sudoku-lines")
        .map(|p| p.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("sudoku-lines-data"))
}

/// Where exported files go by default: the user's Downloads or Documents folder, else the
/// current folder (named in full, so the player can find it).
pub fn export_dir() -> PathBuf {
    directories::UserDirs::new()
        .and_then(|u| {
            u.download_dir()
                .or_else(|| u.document_dir())
                .map(|d| d.to_path_buf())
        })
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The folder a player most likely keeps downloaded files in, for the file picker to start in:
/// the user's Downloads folder (the one the desktop names, else `Downloads` in the home folder)
/// when it exists, else the home folder; `None` where there is neither (Android).
pub fn files_dir() -> Option<PathBuf> {
    let user = directories::UserDirs::new()?;
    let home = user.home_dir().to_path_buf();
    user.download_dir()
        .map(|d| d.to_path_buf())
        .into_iter()
        .chain([home.join("Downloads")])
        .find(|d| d.is_dir())
        .or_else(|| home.is_dir().then_some(home))
}

/// The system's locale, read once: what the platform reported, or else the environment's.
static LOCALE: OnceLock<Option<String>> = OnceLock::new();

/// Records the device's locale, as a platform without locale variables reports it at start
/// (before the window opens; later calls change nothing).
pub fn report_locale(locale: String) {
    let _ = LOCALE.set(Some(locale));
}

/// The system's locale: the one the platform reported, else the environment's
/// ([`crate::i18n::locale_from_env`]), read once.
pub fn system_locale() -> Option<String> {
    LOCALE
        .get_or_init(|| crate::i18n::locale_from_env(|k| std::env::var(k).ok()))
        .clone()
}
