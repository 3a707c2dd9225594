//! The app's model, without any UI toolkit: a router over [`Screen`]s, one controller per screen,
//! and the services they share (the data folder, the statistics, the notices).
//!
//! The Slint layer (`ui`) maps these controllers' views to its globals and forwards callbacks to
//! the methods here; it holds no rule. Every rule a player meets lives in a plain-Rust module:
//! - which screen shows and where Back goes: [`router`];
//! - loading, saving and recording a game, the same for both games: [`play`];
//! - the game screen (input, hints, check, the win summary): [`game`];
//! - the line puzzle screen: [`lines`];
//! - statistics and their export/import: [`stats`];
//! - the settings: [`settings`];
//! - entering a puzzle of one's own: [`custom`];
//! - the home screen (levels, continue, making a puzzle): [`home`];
//! - where new games come from, without repeats: [`supply`].
//!
//! Controllers keep their state private. Work that touches the data folder or the statistics takes
//! the [`Services`] as an argument, so what a controller may change is visible in its signature.

pub mod custom;
pub mod game;
pub mod home;
pub mod lines;
pub mod play;
pub mod router;
pub mod settings;
pub mod stats;
pub mod supply;

pub use custom::CustomScreen;
pub use game::{GameScreen, Summary};
pub use home::{HomeScreen, PuzzleSource};
pub use lines::LinesScreen;
pub use play::Play;
pub use router::{Router, Screen};
pub use settings::{SettingChange, SettingsScreen};
pub use stats::StatsScreen;

use crate::session::NewPuzzle;
use crate::settings::Settings;
use crate::stats::{GameRecord, NewRecord, StatsFile};
use crate::storage::{Loaded, Store, Versioned};
use crate::sudoku::Level;
use std::path::{Path, PathBuf};

/// What the screens share: the data folder (none: nothing is saved), every recorded game, and the
/// messages waiting to be shown once.
pub struct Services {
    store: Option<Store>,
    stats: StatsFile,
    notices: Vec<String>,
}

impl Services {
    /// Opens the data folder `dir` and loads the statistics; a folder that cannot be used or an
    /// unreadable file becomes a notice, never a failure.
    pub fn open(dir: Option<PathBuf>) -> Services {
        let mut services = Services {
            store: None,
            stats: StatsFile::default(),
            notices: Vec::new(),
        };
        match dir.map(Store::open) {
            Some(Ok(store)) => services.store = Some(store),
            Some(Err(e)) => services.notice(format!("Your games cannot be saved: {e}.")),
            None => {}
        }
        services.stats = services.load::<StatsFile>().unwrap_or_default();
        services
    }

    /// Loads a file of the data folder; `None` when it is missing or unreadable (said in a notice).
    pub fn load<T: Versioned>(&mut self) -> Option<T> {
        let store = self.store.as_ref()?;
        match store.load::<T>() {
            Ok(Loaded::Found(value)) => Some(value),
            Ok(other) => {
                if let Some(n) = other.notice() {
                    self.notice(n);
                }
                None
            }
            Err(e) => {
                self.notice(e.to_string());
                None
            }
        }
    }

    /// Saves a file of the data folder; a failure is told once (`what` names it for the player).
    /// Returns whether the file is safely written (or nothing is saved at all).
    pub fn save<T: Versioned>(&mut self, value: &T, what: &str) -> bool {
        if let Some(store) = &self.store
            && let Err(e) = store.save(value)
        {
            self.notice(format!(
                "{what} could not be saved: {e}. It stays in memory while the app runs."
            ));
            return false;
        }
        true
    }

    /// Removes a file of the data folder (a finished game's save).
    pub fn remove(&mut self, name: &str, what: &str) {
        if let Some(store) = &self.store
            && let Err(e) = store.remove_json(name)
        {
            self.notice(format!("{what} could not be removed: {e}."));
        }
    }

    /// Moves an unreadable file aside and says where it is kept.
    pub fn keep_aside(&mut self, name: &str) -> String {
        match self.store.as_ref().map(|s| s.keep_aside(name)) {
            Some(Ok(p)) => format!("it is kept as {}", p.display()),
            Some(Err(e)) => format!("it could not be kept aside: {e}"),
            None => "nothing was saved".to_string(),
        }
    }

    /// Records a finished (or abandoned) game and saves the statistics. A game already recorded
    /// (the same id) is not recorded again.
    pub fn record(&mut self, record: GameRecord) -> Recorded {
        if self.stats.games.iter().any(|g| g.id == record.id) {
            return Recorded {
                broken: None,
                saved: true,
            };
        }
        let broken = crate::stats::new_record(&self.stats, &record);
        self.stats.add(record);
        Recorded {
            broken,
            saved: self.save_stats(),
        }
    }

    /// Saves the statistics; returns whether they are safely written.
    pub fn save_stats(&mut self) -> bool {
        let stats = std::mem::take(&mut self.stats);
        let saved = self.save(&stats, "Statistics");
        self.stats = stats;
        saved
    }

    /// Every recorded game.
    pub fn stats(&self) -> &StatsFile {
        &self.stats
    }

    /// Replaces the recorded games (tests and screenshots seed a history this way) and saves them.
    pub fn set_stats(&mut self, stats: StatsFile) {
        self.stats = stats;
        let _ = self.save_stats();
    }

    /// Adds the games of `incoming` not recorded yet; returns how many were added and skipped.
    pub fn merge_stats(&mut self, incoming: StatsFile) -> (usize, usize) {
        let report = self.stats.merge(incoming);
        let _ = self.save_stats();
        (report.added, report.skipped)
    }

    /// Queues a message to show once (the same message is not queued twice).
    pub fn notice(&mut self, message: String) {
        if !self.notices.contains(&message) {
            self.notices.push(message);
        }
    }

    /// The message to show now, if any.
    pub fn current_notice(&self) -> Option<&str> {
        self.notices.first().map(String::as_str)
    }

    /// The player read the current message.
    pub fn dismiss_notice(&mut self) {
        if !self.notices.is_empty() {
            self.notices.remove(0);
        }
    }

    /// The data folder, if games are saved.
    pub fn data_dir(&self) -> Option<&Path> {
        self.store.as_ref().map(Store::dir)
    }
}

/// What recording a game did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// The best time it broke, if any.
    pub broken: Option<NewRecord>,
    /// Whether the statistics holding it are safely written.
    pub saved: bool,
}

/// The whole app model: the router, the screens' controllers and the shared services.
pub struct AppModel {
    router: Router,
    services: Services,
    settings: SettingsScreen,
    home: HomeScreen,
    game: GameScreen,
    lines: LinesScreen,
    stats: StatsScreen,
    custom: CustomScreen,
    // A new game of this level waits for the player to confirm abandoning the game in progress.
    pending_level: Option<Level>,
    // Where statistics are exported, and where exports are looked for.
    export_dir: PathBuf,
}

impl AppModel {
    /// Opens the data folder `dir` (none: nothing is saved), loads the settings, the statistics and
    /// the games in progress. Anything unreadable becomes a notice; nothing here fails.
    pub fn new(dir: Option<PathBuf>, source: PuzzleSource) -> AppModel {
        let mut services = Services::open(dir);
        let settings = SettingsScreen::load(&mut services);
        let lines = LinesScreen::load(&mut services);
        let game = GameScreen::load(settings.rules(), &mut services);
        AppModel {
            router: Router::default(),
            services,
            settings,
            home: HomeScreen::new(source),
            game,
            lines,
            stats: StatsScreen::default(),
            custom: CustomScreen::default(),
            pending_level: None,
            export_dir: crate::platform::export_dir(),
        }
    }

    /// The screen in front.
    pub fn screen(&self) -> Screen {
        self.router.current()
    }

    /// The shared services (read-only).
    pub fn services(&self) -> &Services {
        &self.services
    }

    /// The settings screen.
    pub fn settings(&self) -> &SettingsScreen {
        &self.settings
    }

    /// The home screen.
    pub fn home(&self) -> &HomeScreen {
        &self.home
    }

    /// The game screen.
    pub fn game(&self) -> &GameScreen {
        &self.game
    }

    /// The line-puzzle screen.
    pub fn lines(&self) -> &LinesScreen {
        &self.lines
    }

    /// The statistics screen.
    pub fn stats(&self) -> &StatsScreen {
        &self.stats
    }

    /// The custom-puzzle screen.
    pub fn custom(&self) -> &CustomScreen {
        &self.custom
    }

    /// The game screen's controller, with the services its actions need.
    pub fn game_mut(&mut self) -> (&mut GameScreen, &mut Services) {
        (&mut self.game, &mut self.services)
    }

    /// The line-puzzle controller, with the services its actions need.
    pub fn lines_mut(&mut self) -> (&mut LinesScreen, &mut Services) {
        (&mut self.lines, &mut self.services)
    }

    /// The statistics controller, with the services its actions need.
    pub fn stats_mut(&mut self) -> (&mut StatsScreen, &mut Services) {
        (&mut self.stats, &mut self.services)
    }

    /// The custom-puzzle controller.
    pub fn custom_mut(&mut self) -> &mut CustomScreen {
        &mut self.custom
    }

    /// The shared services.
    pub fn services_mut(&mut self) -> &mut Services {
        &mut self.services
    }

    /// Shows `screen`: the screen left stops its clock and saves; the screen entered starts it.
    pub fn open(&mut self, screen: Screen) {
        // Going elsewhere answers a pending question with "keep playing".
        self.pending_level = None;
        let from = self.router.current();
        if !self.router.open(screen) {
            return;
        }
        self.left(from);
        self.entered(screen);
    }

    /// Goes back one screen. Returns `false` on the home screen (the app may close).
    pub fn back(&mut self) -> bool {
        if self.pending_level.take().is_some() {
            // Back answers the question with "keep playing" and stays.
            return true;
        }
        let from = self.router.current();
        if !self.router.back() {
            return false;
        }
        self.left(from);
        // A finished game is not a place to go back to.
        if self.router.current() == Screen::Game && !self.game.can_continue() {
            self.router.open(Screen::Home);
        }
        self.entered(self.router.current());
        true
    }

    fn left(&mut self, screen: Screen) {
        match screen {
            Screen::Game => self.game.leave(&mut self.services),
            Screen::Lines => self.lines.leave(&mut self.services),
            _ => {}
        }
    }

    fn entered(&mut self, screen: Screen) {
        match screen {
            Screen::Game => self.game.enter(),
            Screen::Lines => self.lines.enter(&mut self.services),
            Screen::Custom => self.custom.clear_error(),
            Screen::Settings => self.stats.scan(&self.export_dir),
            _ => {}
        }
    }

    /// Starts `puzzle` and shows the board; a game in progress is recorded as abandoned first.
    pub fn start(&mut self, puzzle: NewPuzzle) {
        self.home.finished_making();
        self.game
            .start(puzzle, self.settings.rules(), &mut self.services);
        self.router.show_game();
    }

    /// A puzzle of `level` is asked for: returns the maker, a seed and the level's index to run
    /// off the UI thread. `None` while one is being made, or when a game in progress would be
    /// abandoned: then the player is asked first ([`AppModel::confirm_text`]).
    pub fn begin_new_game(&mut self, level: Level) -> Option<(PuzzleSource, u64, usize)> {
        if self.game.is_played() {
            self.pending_level = Some(level);
            return None;
        }
        self.make(level)
    }

    fn make(&mut self, level: Level) -> Option<(PuzzleSource, u64, usize)> {
        let index = HomeScreen::levels().iter().position(|&l| l == level)?;
        let (source, seed) = self.home.begin_making()?;
        self.game.set_level(level);
        Some((self.game.supplied(source), seed, index))
    }

    /// The question to ask before a new game abandons the one in progress, if one is waiting.
    pub fn confirm_text(&self) -> Option<String> {
        self.pending_level?;
        Some(format!(
            "Abandon this {} game? It will count as played and not won.",
            self.game.level_text()
        ))
    }

    /// The player answered the question: `true` abandons the game in progress for a new one (the
    /// maker, seed and level index are returned), `false` keeps playing.
    pub fn answer_confirm(&mut self, abandon: bool) -> Option<(PuzzleSource, u64, usize)> {
        let level = self.pending_level.take()?;
        if abandon { self.make(level) } else { None }
    }

    /// A worker finished making a puzzle (or failed).
    pub fn puzzle_made(&mut self, result: Result<NewPuzzle, String>) {
        match result {
            Ok(puzzle) => self.start(puzzle),
            Err(e) => {
                self.home.finished_making();
                self.services
                    .notice(format!("No puzzle could be made: {e}"));
            }
        }
    }

    /// Starts a puzzle the player typed or pasted, or keeps why it cannot be played.
    pub fn start_custom_text(&mut self, text: &str) {
        if let Some(puzzle) = self.custom.check_text(text) {
            self.start(puzzle);
        }
    }

    /// Starts the puzzle entered on the custom board, or keeps why it cannot be played.
    pub fn start_custom_board(&mut self) {
        if let Some(puzzle) = self.custom.check_board() {
            self.start(puzzle);
        }
    }

    /// Deals a new line-puzzle board and shows it.
    pub fn new_lines(&mut self, seed: u64) {
        self.lines.deal(seed, &mut self.services);
        if self.router.current() != Screen::Lines {
            self.open(Screen::Lines);
        }
    }

    /// Changes one setting, saves the settings and applies them to the game in play.
    pub fn change_setting(&mut self, change: SettingChange) {
        self.settings.change(change, &mut self.services);
        self.game.set_rules(self.settings.rules());
    }

    /// The settings in force.
    pub fn player_settings(&self) -> &Settings {
        self.settings.values()
    }

    /// Where statistics are exported and exports are looked for.
    pub fn export_dir(&self) -> &Path {
        &self.export_dir
    }

    /// Changes where statistics are exported (tests use a folder of their own).
    pub fn set_export_dir(&mut self, dir: PathBuf) {
        self.export_dir = dir;
        self.stats.scan(&self.export_dir);
    }

    /// Exports the statistics to the export folder, and offers the new file for import.
    pub fn export_stats(&mut self) {
        self.stats.export(&self.export_dir, &mut self.services);
        self.stats.scan(&self.export_dir);
    }

    /// Saves the game in front while its clock runs (called every few seconds).
    pub fn autosave(&mut self) {
        match self.router.current() {
            Screen::Game => self.game.autosave(&mut self.services),
            Screen::Lines => self.lines.autosave(&mut self.services),
            _ => {}
        }
    }

    /// The window became active or inactive (or the platform paused the app): the clock of the
    /// game in front follows, and both games are saved when it goes.
    pub fn set_active(&mut self, active: bool) {
        let screen = self.router.current();
        self.game
            .set_active(active && screen == Screen::Game, &mut self.services);
        self.lines
            .set_active(active && screen == Screen::Lines, &mut self.services);
    }
}

/// `mm:ss` below an hour, `h:mm:ss` above.
pub fn format_time(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

/// `s` with its first letter in upper case ("medium" → "Medium").
pub fn title_case(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests;
