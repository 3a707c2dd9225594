//! The statistics screen's controller: the tabs, the selected one and its view (kept until a game
//! is added to it), and exporting and importing the history. What a tab shows (numbers, the
//! solve-time chart, the records as they fell, the top times) is computed in [`view`].

mod view;

pub use view::{Dot, MAX_DOTS, Stat, StatsView};

use super::Services;
use super::ledger::Revision;
use crate::i18n::words::clock;
use crate::puzzle::{Difficulty, Level, Mode};
use crate::stats::{self, StatsFile};
use crate::tr;
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;

/// One tab of the statistics screen: a mode and a difficulty as recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tab {
    /// The mode.
    pub mode: Mode,
    /// The difficulty as recorded.
    pub difficulty: Difficulty,
    /// The label on the tab.
    pub label: String,
}

/// The tabs: every level, the player's own puzzles, the daily, each Killer level, and the line
/// puzzle.
pub fn tabs() -> Vec<Tab> {
    let tab = |mode, difficulty: Difficulty, label: String| Tab {
        mode,
        difficulty,
        label,
    };
    let mut tabs: Vec<Tab> = Level::ALL
        .iter()
        .map(|&l| tab(Mode::Sudoku, l.into(), l.label().to_string()))
        .collect();
    for d in [Difficulty::Custom, Difficulty::Daily] {
        let label = d.label();
        tabs.push(tab(Mode::Sudoku, d, label));
    }
    for &level in crate::app::NewGames::killer_levels() {
        tabs.push(tab(
            Mode::Killer,
            level.into(),
            crate::app::killer_label(level),
        ));
    }
    // TRANSLATORS: the statistics tab of the line puzzle.
    let lines = tr!("stats tab" => "Lines").to_string();
    tabs.push(tab(Mode::Lines, Difficulty::Lines, lines));
    tabs
}

/// The statistics screen.
#[derive(Clone, Debug, Default)]
pub struct StatsScreen {
    tab: usize,
    transfer_status: String,
    // Exported files found in the export folder, newest first.
    found: Vec<std::path::PathBuf>,
    // The view of each tab as last made, with the revision of its games then: made again only
    // once a game is added to the tab.
    views: RefCell<HashMap<(Mode, Difficulty), (Revision, StatsView)>>,
    // "Today" for the Daily tab's streak, when a test or a picture fixes it.
    today: Option<chrono::NaiveDate>,
}

/// How many found export files are offered.
const FOUND_SHOWN: usize = 5;

impl StatsScreen {
    /// The selected tab.
    pub fn tab(&self) -> usize {
        self.tab
    }

    /// Selects a tab; an index past the last is ignored.
    pub fn select(&mut self, tab: usize) {
        if tab < tabs().len() {
            self.tab = tab;
        }
    }

    /// Fixes "today" for the Daily tab's streak (tests and staged pictures).
    pub fn set_today(&mut self, today: chrono::NaiveDate) {
        self.today = Some(today);
    }

    /// What the selected tab shows. The Daily tab leads with the daily streak (see
    /// [`crate::stats::daily`]) in place of the win streak.
    pub fn view(&self, services: &Services) -> StatsView {
        let mut view = self.cached_view(services);
        if tabs()
            .get(self.tab)
            .is_some_and(|t| t.difficulty == Difficulty::Daily)
            && !view.empty
        {
            let today = self
                .today
                .unwrap_or_else(|| chrono::Local::now().date_naive());
            let games: Vec<_> = services
                .games_of(Mode::Sudoku, &Difficulty::Daily)
                .into_iter()
                .cloned()
                .collect();
            let s = stats::daily_summary(&games, today);
            let stat = |label: &str, value: String| Stat {
                label: label.to_string(),
                value,
            };
            view.numbers = vec![
                stat(tr!("Streak"), s.current_streak.to_string()),
                stat(tr!("Best streak"), s.best_streak.to_string()),
                stat(tr!("Days solved"), s.solved_days.to_string()),
                stat(
                    tr!("Average"),
                    s.average_seconds.map_or("–".to_string(), clock),
                ),
                stat(tr!("Solved late"), s.late_days.to_string()),
                stat(
                    tr!("Today"),
                    if s.today_solved {
                        tr!("today" => "Solved")
                    } else {
                        tr!("today" => "Not yet")
                    }
                    .to_string(),
                ),
            ];
        }
        view
    }

    fn cached_view(&self, services: &Services) -> StatsView {
        let tabs = tabs();
        let (mode, difficulty) = match tabs.get(self.tab).or(tabs.first()) {
            Some(t) => (t.mode, t.difficulty.clone()),
            None => (Mode::Sudoku, Difficulty::default()),
        };
        let revision = services.stats_revision(mode, &difficulty);
        let key = (mode, difficulty);
        if let Some((made, view)) = self.views.borrow().get(&key)
            && *made == revision
        {
            return view.clone();
        }
        let view = StatsView::of_games(&services.games_of(mode, &key.1), mode);
        self.views
            .borrow_mut()
            .insert(key, (revision, view.clone()));
        view
    }

    /// What the last export or import did, for the settings screen.
    pub fn transfer_status(&self) -> &str {
        &self.transfer_status
    }

    /// Writes every recorded game to a new JSON file in `dir` and says where.
    pub fn export(&mut self, dir: &Path, services: &mut Services) {
        let name = format!(
            "{EXPORT_PREFIX}{}.json",
            chrono::Local::now().format("%Y%m%d-%H%M%S")
        );
        let path = dir.join(name);
        let stats = services.stats();
        self.transfer_status = match stats.to_json() {
            Ok(bytes) => match crate::storage::write_atomic(&path, &bytes) {
                // TRANSLATORS: {n} games were written to the file {path}. (English keeps one
                // wording for every count; give each plural form its own.)
                Ok(()) => tr!(
                    "Exported {n} games to {path}."
                        | "Exported {n} games to {path}." % stats.games.len(),
                    path = path.display()
                ),
                // TRANSLATORS: {path} is a file, {error} why it could not be written.
                Err(e) => tr!(
                    "Could not write {path}: {error}.",
                    path = path.display(),
                    error = e
                ),
            },
            // TRANSLATORS: {error} says why the statistics could not be exported.
            Err(e) => tr!("Could not export: {error}.", error = e),
        };
    }

    /// Looks for exported statistics files in `dir` (the app's own export names), newest first,
    /// so they can be imported with one tap.
    pub fn scan(&mut self, dir: &Path) {
        let mut found: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| {
                        p.file_name()
                            .and_then(|n| n.to_str())
                            .is_some_and(|n| n.starts_with(EXPORT_PREFIX) && n.ends_with(".json"))
                    })
                    .collect()
            })
            .unwrap_or_default();
        // The names carry the export time, so the newest sorts last.
        found.sort();
        found.reverse();
        found.truncate(FOUND_SHOWN);
        self.found = found;
    }

    /// The exported files found by the last [`StatsScreen::scan`], newest first.
    pub fn found_exports(&self) -> &[std::path::PathBuf] {
        &self.found
    }

    /// How the found exports are offered: the time of each export ("30 Nov 2026, 21:34"), or the
    /// file name when it does not carry one.
    pub fn found_labels(&self) -> Vec<String> {
        self.found
            .iter()
            .map(|p| {
                let name = p
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                name.strip_prefix(EXPORT_PREFIX)
                    .and_then(|rest| rest.strip_suffix(".json"))
                    .and_then(|t| chrono::NaiveDateTime::parse_from_str(t, "%Y%m%d-%H%M%S").ok())
                    .map_or(name.clone(), |t| {
                        // TRANSLATORS: when a file was exported: {date} is its date (30 Nov
                        // 2026), {time} the time of day (21:34).
                        tr!(
                            "{date}, {time}",
                            date = crate::i18n::words::day_month_year(t),
                            time = t.format("%H:%M")
                        )
                    })
            })
            .collect()
    }

    /// Imports the `index`th found export file.
    pub fn import_found(&mut self, index: usize, services: &mut Services) {
        if let Some(path) = self.found.get(index).cloned() {
            self.import_path(&path, services);
        }
    }

    /// Adds the games of an exported file, skipping those already recorded; a bad file changes
    /// nothing and says why.
    pub fn import(&mut self, path: &str, services: &mut Services) {
        let path = path.trim();
        if path.is_empty() {
            self.transfer_status =
                tr!("Type the path of an exported statistics file first.").into();
            return;
        }
        self.import_path(Path::new(path), services);
    }

    /// Imports the export at `path` (any file name, UTF-8 or not).
    fn import_path(&mut self, path: &Path, services: &mut Services) {
        let bytes = match std::fs::File::open(path).and_then(crate::stats::read_export) {
            Ok(b) => b,
            Err(e) => {
                // TRANSLATORS: {path} is a file, {error} why it could not be read.
                self.transfer_status = tr!(
                    "Could not read {path}: {error}.",
                    path = path.display(),
                    error = e
                );
                return;
            }
        };
        let incoming = match StatsFile::from_json(&bytes) {
            Ok(f) => f,
            Err(e) => {
                // TRANSLATORS: {error} says what is wrong with the file.
                self.transfer_status = tr!("Nothing imported: {error}.", error = e);
                return;
            }
        };
        let (added, skipped) = services.merge_stats(incoming);
        // TRANSLATORS: {n} games were added; {skipped} games of the file were recorded already.
        // (English keeps one wording for every count; give each plural form its own.)
        self.transfer_status = tr!(
            "Imported {n} games ({skipped} were already here)."
                | "Imported {n} games ({skipped} were already here)." % added,
            skipped = skipped
        );
    }
}

/// How the names of exported statistics files start.
const EXPORT_PREFIX: &str = "sudoku-lines-stats-";
