//! Sudoku Lines: classic 9×9 Sudoku with teaching hints, and a 4×4 line-puzzle mini-mode.
//!
//! # Crate map, bottom layer first
//! Each module uses only its own layer or lower ones: the order is [`LAYERS`], and
//! `tests/layers.rs` holds the sources to it.
//! 1. What every layer needs:
//!    - [`storage`]: versioned JSON files written atomically, with recovery of bad files, and
//!      the one wording of I/O errors;
//!    - [`i18n`]: the languages (one gettext catalogue each for the markup and Rust, and [`tr!`]
//!      that looks Rust-side texts up), and the words every layer shows (`i18n/words.rs`: lists,
//!      facts on a line, sentences, capitals, clock times, dates);
//!    - [`settings`]: the player's settings, kept in their own file;
//!    - [`platform`]: where the data directory is on each platform, and the system's locale.
//! 2. [`puzzle`]: what a game is — its identity ([`puzzle::Mode`], [`puzzle::Difficulty`],
//!    [`puzzle::Level`], with their file names and labels, `puzzle/identity.rs`), the interface
//!    every puzzle implements ([`puzzle::Puzzle`]: moves are values, apply is pure;
//!    [`puzzle::Game`]: what the mid-end needs; [`puzzle::Recordable`]: what a saved and recorded
//!    game adds) and the generic undo/redo [`puzzle::History`].
//! 3. The engines, no UI:
//!    - [`sudoku`]: the grid model and its one geometry table, the fast exact solver (a portable
//!      search and an AVX2 one chosen at run time), the unique-solution generator, symmetry
//!      transformations, canonical forms of a grid's class (`canon`), the human-technique solver
//!      (one technique family per file, and one table of techniques, `strategy/table.rs`, that the
//!      ladder is derived from; each technique draws its steps' pictures, [`sudoku::Picture`] in
//!      `strategy/picture.rs`), grading, the shipped puzzle banks (`bank`), puzzles by level
//!      (`level_gen`), the supply without repeats (`supply`), the daily puzzle of each date
//!      (`daily`, banks in `bank/daily/`), hints, the practice positions of each technique
//!      (`practice`, shipped in `bank/practice.txt`), whether a real game's move made the
//!      ladder's next step (`found`), the 729-character candidate line
//!      (`strategy/candidate_line.rs`) and the field's file formats ([`sudoku::formats`]: plain
//!      lists, 9×9 and pencil-mark grids, OpenSudoku XML, `.sdk`, `.ss`, HoDoKu, links and
//!      candidate lines, read by content and written back, the one-solution check, the QR code
//!      of a share link);
//!    - [`lines`]: the 4×4 line puzzle: board, generator (templates + symmetries), advisor with
//!      its shipped opening table, and the hint policy.
//! 4. [`stats`]: finished games, records, best times (pure functions), export/import, the journal
//!    that recording appends to (`stats/journal.rs`), the daily's record ids, streak and month
//!    calendar (`stats/daily.rs`), and the player's progress with each technique, its mastery rule
//!    and its merge on import (`stats/progress.rs`).
//! 5. [`session`]: the mid-end. [`session::Session`] runs any game: history, clock, pause, hints
//!    and mistakes counted, the mistake limit, status, the saved form and the statistics record.
//!    Classic Sudoku's input, view and picture are in `session/sudoku/`, the line puzzle's in
//!    `session/lines.rs`, a practice position (a game too) and its rounds in `session/practice/`,
//!    the walk through a whole solution, found step by step, in `session/explain.rs`.
//! 6. [`app`]: the app model in plain Rust: [`app::AppModel`] (`app/model.rs`, its moves between
//!    games in `model/games.rs` and its teaching in `model/learn.rs`), the router, one controller
//!    per screen, [`app::Play`] (load, save and record either game), the daily's games
//!    (`app/daily.rs`), Explain's worker (`app/explain.rs`), the collections of puzzles brought
//!    in, checked and graded as they come (`app/collections.rs`), new games and the puzzle supply
//!    (`app/new_games.rs`, `app/supply.rs`), and the services: the claimed data folder with every
//!    write, retry and the save status (`app/folder.rs`), the statistics ledger (`app/ledger.rs`)
//!    and notices (`app/notices.rs`).
//! 7. `ui` (feature `gui`): one thin Slint adapter per global, its callbacks made by `Forward`,
//!    the conversions every board and sheet shares (`ui/board.rs`), the desktop keyboard
//!    (`ui/keys.rs`) and headless screenshots (`ui/screenshot.rs`); with this file and
//!    [`platform`], the only place that names Slint.
//! 8. [`cli`]: the headless commands (`solve`, `generate`, `grade`, `hint`, `techniques`,
//!    `practice`, `daily`, `lines`, `stats`, `convert`, `share`, `import`, `screenshot`).
//!
//! Where a rule lives: mistake limit and hint counting in `session.rs`; cell-first/digit-first
//! entry in `session/sudoku/input.rs`; a practice answer's verdict in
//! `session/practice/game.rs`; each technique's name, rating, level and rung in
//! `sudoku/strategy/table.rs`; a level's file name and label in `puzzle/identity.rs`; the
//! no-repeat retry rule in `sudoku/supply.rs`; the daily's date-to-puzzle rule in
//! `sudoku/daily.rs`, its streak and on-its-own-day rules in `stats/daily.rs`, which daily the
//! game screen shows and what follows it in `app/daily.rs` and `app/model/games.rs`; the
//! line-puzzle hint in `lines/advice.rs`; saving and recording in `app/play.rs`; every write to
//! the data folder in `app/folder.rs`; what an import adds to a collection in
//! `app/collections.rs`; appending and folding recorded games in `app/ledger.rs`
//! and `stats/journal.rs`; Back in `app/router.rs`.
//!
//! Coordinates, stated once: cells are numbered 0..81 row-major, `row = i / 9`, `col = i % 9`,
//! `box = (row / 3) * 3 + col / 3`.
#![warn(missing_docs)]
// On Android, clippy flags `missing_const_for_thread_local` on every `thread_local!` whose
// initialiser is already `const { .. }`: Android has no native thread locals, and the macro's
// expansion for them hides the `const` from the lint. A false positive, allowed once here.
#![cfg_attr(target_os = "android", allow(clippy::missing_const_for_thread_local))]

/// The layers of the crate, bottom to top: a module uses only modules of its own layer or lower
/// ones (`tests/layers.rs` reads the sources and holds them to it). The bottom layer holds what
/// every other needs (files, words, settings, the platform); then what a game is (`puzzle`:
/// its identity and the interface every puzzle implements); the two engines; the statistics; the
/// mid-end; the app model; the Slint adapters; the command line.
pub const LAYERS: &[&[&str]] = &[
    &["storage", "i18n", "settings", "platform"],
    &["puzzle"],
    &["sudoku", "lines"],
    &["stats"],
    &["session"],
    &["app"],
    &["ui"],
    &["cli"],
];

pub mod app;
pub mod cli;
pub mod i18n;
pub mod lines;
pub mod platform;
pub mod puzzle;
pub mod session;
pub mod settings;
pub mod stats;
pub mod storage;
pub mod sudoku;
// The library's own unit tests are built without the window (the Slint markup compiles to
// 15 MB of Rust, which a second build for them would pay again); the window is tested from
// tests/all.rs, against the library as the app builds it.
#[cfg(all(feature = "gui", not(test)))]
pub mod ui;

/// The desktop entry: with arguments, runs a headless command; without, opens the app window.
pub fn run_desktop() -> std::process::ExitCode {
    // Not `std::env::args`, which panics on an argument that is not UTF-8: file names are bytes on
    // Linux, and the commands take them as they are.
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    // One argument that is a file, not a command: the app opens and imports it.
    let open = match args.as_slice() {
        [one] if !cli::is_command(one) && std::path::Path::new(one).is_file() => {
            Some(std::path::PathBuf::from(one))
        }
        _ => None,
    };
    if !args.is_empty() && open.is_none() {
        return cli::run(&args);
    }
    #[cfg(all(feature = "gui", not(test)))]
    {
        // SAFETY: nothing else runs yet, and no text has been laid out.
        unsafe { ui::draw_text_without_parley() };
        match ui::run_app(platform::data_dir(), open) {
            Ok(()) => std::process::ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("sudoku-lines: {e}");
                std::process::ExitCode::FAILURE
            }
        }
    }
    #[cfg(any(not(feature = "gui"), test))]
    {
        eprintln!("sudoku-lines: built without the `gui` feature; see `sudoku-lines --help`");
        std::process::ExitCode::FAILURE
    }
}

/// The handle Android's activity glue gives [`android_main`].
#[cfg(all(target_os = "android", feature = "gui"))]
pub use slint::android::AndroidApp;

/// The Android entry point, called by the `android_main` of the app's shared library (the
/// package in `android/`): the same app, with files in the app's internal data folder.
///
/// When the app leaves the screen (Android pauses or stops it, or asks it to save its state) the
/// game and the statistics are saved and the clock stops; when it comes back the clock runs again.
/// Lines printed here reach `adb logcat` under the tag `RustStdoutStderr`.
#[cfg(all(target_os = "android", feature = "gui", not(test)))]
pub fn android_main(app: AndroidApp) {
    use slint::android::android_activity::{MainEvent, PollEvent};

    let Some(dir) = app.internal_data_path() else {
        eprintln!("sudoku-lines: Android gave the app no internal data folder");
        return;
    };
    // Exports go to the app's folder on shared storage, which a file manager or `adb pull` reaches;
    // without shared storage, to the app's own folder (Android has no Downloads folder of the
    // desktop's kind to fall back on).
    // Both folders are read here: Slint takes `app` below.
    let export_dir = app.external_data_path().unwrap_or_else(|| dir.clone());
    // The device's locale decides the language unless the player chose one.
    let config = app.config();
    if let Some(language) = config.language() {
        platform::report_locale(match config.country() {
            Some(country) => format!("{language}_{country}"),
            None => language,
        });
    }
    // The listener runs on the UI thread, inside Slint's event loop.
    let started =
        slint::android::init_with_event_listener(app, |event: &PollEvent<'_>| match event {
            PollEvent::Main(MainEvent::Pause | MainEvent::Stop | MainEvent::SaveState { .. }) => {
                ui::lifecycle(false)
            }
            PollEvent::Main(MainEvent::Resume { .. }) => ui::lifecycle(true),
            _ => {}
        });
    if let Err(e) = started {
        eprintln!("sudoku-lines: cannot start the Android backend: {e}");
        return;
    }
    if let Err(e) = ui::run_app_in(dir, Some(export_dir), None) {
        eprintln!("sudoku-lines: {e}");
    }
}
