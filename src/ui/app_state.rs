//! The app's model behind the screens: which screen shows, the settings, the game in play, and
//! what is saved. Plain Rust with no Slint types, so the adapters stay thin and this stays testable.

use crate::lines::{Advisor, Position, Tile};
use crate::session::{
    GameInfo, Input, LinesSession, NewPuzzle, Outcome, Rules, SavedLines, SavedSudoku,
    SudokuSession,
};
use crate::settings::Settings;
use crate::stats::{self, GameRecord, Mode, StatsFile};
use crate::storage::{Loaded, Store, Versioned};
use crate::sudoku::Grid;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::OnceLock;

/// The screens of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Continue, new game and the way to everything else.
    Home,
    /// The Sudoku board.
    Game,
    /// The settings.
    Settings,
    /// Entering a puzzle of one's own.
    Custom,
    /// About the app and how to play.
    About,
    /// Statistics and records.
    Stats,
    /// The 4×4 line puzzle.
    Lines,
}

impl Screen {
    /// The name the Slint side uses.
    pub fn name(self) -> &'static str {
        match self {
            Screen::Home => "home",
            Screen::Game => "game",
            Screen::Settings => "settings",
            Screen::Custom => "custom",
            Screen::About => "about",
            Screen::Stats => "stats",
            Screen::Lines => "lines",
        }
    }

    /// The screen with this name.
    pub fn from_name(name: &str) -> Option<Screen> {
        [
            Screen::Home,
            Screen::Game,
            Screen::Settings,
            Screen::Custom,
            Screen::About,
            Screen::Stats,
            Screen::Lines,
        ]
        .into_iter()
        .find(|s| s.name() == name)
    }
}

/// Makes a puzzle of a difficulty (0 = Easy … 4 = Master) from a seed. Runs off the UI thread.
pub type PuzzleSource = Arc<dyn Fn(usize, u64) -> Result<NewPuzzle, String> + Send + Sync>;

impl Versioned for SavedSudoku {
    const NAME: &'static str = "game.json";
    const VERSION: u32 = 1;
}

impl Versioned for SavedLines {
    const NAME: &'static str = "lines.json";
    const VERSION: u32 = 1;
}

/// The line puzzle's par (expected flips of perfect play), once the advisor has worked it out.
pub static LINES_PAR: OnceLock<f64> = OnceLock::new();

/// The odds a hint shows on the line-puzzle board, for the position it was asked in.
#[derive(Clone, Debug, PartialEq)]
pub struct LinesHint {
    /// The face-up tiles when the hint was given (it is shown until the next flip).
    pub face_up: u16,
    /// The chance each tile is correct.
    pub odds: [f64; 16],
    /// The flip perfect play makes next.
    pub best: Option<Tile>,
}

/// Everything the screens show, and the rules for moving between them.
pub struct AppState {
    /// The screen in front.
    pub screen: Screen,
    back_to: Vec<Screen>,
    /// The player's settings.
    pub settings: Settings,
    store: Option<Store>,
    /// The game in play (also while another screen shows).
    pub session: Option<SudokuSession>,
    /// Messages to show once, one after the other (a file that could not be read, ...).
    pub notices: Vec<String>,
    /// A short message over the game screen.
    pub message: String,
    /// Mark every wrong digit (after "Show wrong digits"), until the next move.
    pub show_wrong: bool,
    /// A puzzle is being made.
    pub busy: bool,
    /// The difficulty of the last new game.
    pub last_level: usize,
    /// Why the last custom puzzle was refused.
    pub custom_error: String,
    /// Every finished game.
    pub stats: StatsFile,
    /// What the last finished game did to the records, for its summary.
    pub record_note: Option<String>,
    /// The tab shown on the statistics screen.
    pub stats_tab: usize,
    /// The line-puzzle game in play.
    pub lines: Option<LinesSession>,
    /// The last line-puzzle hint, while it still applies.
    pub lines_hint: Option<LinesHint>,
    /// A message on the line-puzzle screen.
    pub lines_message: String,
    /// The summary of the last line-puzzle win.
    pub lines_summary: Vec<String>,
    /// The outcome of the last statistics export or import, shown in Settings.
    pub transfer_status: String,
    /// A puzzle being entered cell by cell on the custom-puzzle screen.
    pub setter: Grid,
    /// The selected cell of that board.
    pub setter_selected: Option<crate::sudoku::Cell>,
    source: PuzzleSource,
}

impl AppState {
    /// Opens the data folder `dir` (or runs without saving when `None`), loads the settings and
    /// the game in progress. Anything unreadable becomes a notice; nothing here fails.
    pub fn new(dir: Option<PathBuf>, source: PuzzleSource) -> AppState {
        let mut notices = Vec::new();
        let store = match dir.map(Store::open) {
            Some(Ok(store)) => Some(store),
            Some(Err(e)) => {
                notices.push(format!("Your games cannot be saved: {e}."));
                None
            }
            None => None,
        };
        let mut settings = Settings::default();
        let mut session = None;
        let mut stats = StatsFile::default();
        let mut lines = None;
        if let Some(store) = &store {
            match store.load::<SavedLines>() {
                Ok(Loaded::Found(saved)) => match LinesSession::from_saved(&saved) {
                    Ok(s) if !s.is_won() => lines = Some(s),
                    Ok(_) => {}
                    Err(e) => {
                        let _ = store.keep_aside(SavedLines::NAME);
                        notices.push(format!(
                            "The line puzzle in progress could not be resumed ({e})."
                        ));
                    }
                },
                Ok(other) => notices.extend(other.notice()),
                Err(e) => notices.push(e.to_string()),
            }
            match store.load::<StatsFile>() {
                Ok(loaded) => {
                    let (s, notice) = loaded.or_default();
                    stats = s;
                    notices.extend(notice);
                }
                Err(e) => notices.push(e.to_string()),
            }
            match store.load::<Settings>() {
                Ok(loaded) => {
                    let (s, notice) = loaded.or_default();
                    settings = s;
                    notices.extend(notice);
                }
                Err(e) => notices.push(e.to_string()),
            }
            match store.load::<SavedSudoku>() {
                Ok(Loaded::Found(saved)) => {
                    match SudokuSession::from_saved(&saved, Rules::from(&settings)) {
                        Ok(s) if !s.is_finished() => session = Some(s),
                        Ok(_) => {}
                        Err(e) => {
                            let kept = store
                                .keep_aside(SavedSudoku::NAME)
                                .map(|p| format!("it is kept as {}", p.display()))
                                .unwrap_or_else(|e| format!("it could not be kept aside: {e}"));
                            notices.push(format!(
                                "The game in progress could not be resumed ({e}); {kept}. A new game can be started."
                            ));
                        }
                    }
                }
                Ok(other) => notices.extend(other.notice()),
                Err(e) => notices.push(e.to_string()),
            }
        }
        AppState {
            screen: Screen::Home,
            back_to: Vec::new(),
            settings,
            store,
            session,
            notices,
            message: String::new(),
            show_wrong: false,
            busy: false,
            last_level: 0,
            custom_error: String::new(),
            stats,
            record_note: None,
            stats_tab: 0,
            lines,
            lines_hint: None,
            lines_message: String::new(),
            lines_summary: Vec::new(),
            transfer_status: String::new(),
            setter: Grid::empty(),
            setter_selected: None,
            source,
        }
    }

    /// The puzzle maker, to run on a worker thread.
    pub fn source(&self) -> PuzzleSource {
        Arc::clone(&self.source)
    }

    /// Whether a game can be continued.
    pub fn can_continue(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.is_finished())
    }

    /// Shows `screen`; Back returns to the current one.
    pub fn open(&mut self, screen: Screen) {
        if screen == self.screen {
            return;
        }
        if screen == Screen::Home {
            self.back_to.clear();
        } else {
            self.back_to.push(self.screen);
        }
        if self.screen == Screen::Game {
            self.leave_game();
        }
        if self.screen == Screen::Lines {
            self.leave_lines();
        }
        if screen == Screen::Custom {
            self.custom_error.clear();
        }
        self.screen = screen;
        if screen == Screen::Game {
            self.enter_game();
        }
        if screen == Screen::Lines {
            self.enter_lines();
        }
    }

    /// Goes back one screen. Returns `false` on the home screen (the app may close).
    pub fn back(&mut self) -> bool {
        if self.screen == Screen::Home {
            return false;
        }
        if self.screen == Screen::Game {
            self.leave_game();
        }
        if self.screen == Screen::Lines {
            self.leave_lines();
        }
        let to = self.back_to.pop().unwrap_or(Screen::Home);
        // A finished game is not a place to go back to.
        self.screen = if to == Screen::Game && !self.can_continue() {
            Screen::Home
        } else {
            to
        };
        if self.screen == Screen::Game {
            self.enter_game();
        }
        if self.screen == Screen::Lines {
            self.enter_lines();
        }
        true
    }

    fn enter_game(&mut self) {
        if let Some(s) = &mut self.session {
            s.resume();
        }
    }

    fn leave_game(&mut self) {
        if let Some(s) = &mut self.session {
            s.suspend();
        }
        self.message.clear();
        self.save_game();
    }

    /// Starts `puzzle` and shows the board.
    pub fn start(&mut self, puzzle: NewPuzzle) {
        self.busy = false;
        // A game left unfinished for a new one counts as played and lost (it ends a streak).
        if self
            .session
            .as_ref()
            .is_some_and(|s| !s.is_finished() && s.n_moves() > 0)
        {
            self.record_game();
        }
        self.record_note = None;
        self.session = Some(SudokuSession::new(
            puzzle.givens,
            puzzle.solution,
            puzzle.info,
            Rules::from(&self.settings),
        ));
        self.show_wrong = false;
        self.message.clear();
        self.back_to.clear();
        self.back_to.push(Screen::Home);
        self.screen = Screen::Game;
        self.save_game();
    }

    /// Starts a puzzle the player typed or pasted, or says why it cannot be played.
    pub fn start_custom(&mut self, text: &str) -> bool {
        match custom_puzzle(text) {
            Ok(p) => {
                self.custom_error.clear();
                self.start(p);
                true
            }
            Err(e) => {
                self.custom_error = e;
                false
            }
        }
    }

    /// Puts `digit` (0 erases) in the selected cell of the entry board.
    pub fn setter_digit(&mut self, digit: u8) {
        if let Some(cell) = self.setter_selected {
            self.setter.set(cell, crate::sudoku::Digit::new(digit));
            self.custom_error.clear();
        }
    }

    /// Starts the puzzle entered on the board, or says why it cannot be played.
    pub fn start_setter(&mut self) {
        let line = self.setter.to_line();
        if self.start_custom(&line) {
            self.setter = Grid::empty();
            self.setter_selected = None;
        }
    }

    /// Forwards one input to the game and saves it.
    pub fn input(&mut self, input: Input) -> Outcome {
        let Some(session) = &mut self.session else {
            return Outcome::Unchanged;
        };
        let outcome = session.input(input);
        match &outcome {
            Outcome::Refused(msg) => self.message = capitalise(msg),
            Outcome::Changed => {
                if !matches!(input, Input::TapCell(_) | Input::Move(_) | Input::Deselect) {
                    self.show_wrong = false;
                }
                self.message.clear();
            }
            Outcome::Won | Outcome::Lost => {
                self.message.clear();
                self.record_game();
            }
            Outcome::Unchanged => {}
        }
        if !matches!(outcome, Outcome::Unchanged) {
            self.save_game();
        }
        outcome
    }

    /// Records the current game in the statistics (won, lost or abandoned) and saves them; notes
    /// a new record for the summary.
    fn record_game(&mut self) {
        let Some(session) = &self.session else { return };
        let now = chrono::Local::now().fixed_offset();
        let record = GameRecord {
            id: GameRecord::new_id(now),
            finished_at: now,
            mode: Mode::Sudoku,
            difficulty: session.info().difficulty.clone(),
            seconds: session.elapsed_secs(),
            won: session.status() == crate::puzzle::Status::Won,
            mistakes: session.mistakes(),
            hints: session.hints(),
            counts_for_records: !session.is_revealed(),
            flips: None,
        };
        self.record_note =
            stats::new_record(&self.stats, &record).map(|r| match r.improvement(record.seconds) {
                Some(gain) => format!(
                    "New record! {} faster than your best.",
                    super::format_duration(gain)
                ),
                None => "Your first time at this level: a new record.".to_string(),
            });
        self.stats.add(record);
        self.save_stats();
    }

    /// Saves the statistics, or tells the player why they could not be saved.
    pub fn save_stats(&mut self) {
        if let Some(store) = &self.store
            && let Err(e) = store.save(&self.stats)
        {
            let notice = format!(
                "Statistics could not be saved: {e}. They stay in memory while the app runs."
            );
            if !self.notices.contains(&notice) {
                self.notices.push(notice);
            }
        }
    }

    /// Shows the next layer of the hint (a new hint when none is open) and saves the count.
    pub fn hint(&mut self) {
        let Some(session) = &mut self.session else {
            return;
        };
        if !session.hint_step() {
            self.message = "No hint: the game is paused or over.".into();
        }
        self.save_game();
    }

    /// Applies the hint's move.
    pub fn apply_hint(&mut self) {
        let Some(session) = &mut self.session else {
            return;
        };
        match session.apply_hint() {
            Outcome::Refused(msg) => self.message = capitalise(&msg),
            Outcome::Won | Outcome::Lost => self.record_game(),
            _ => {}
        }
        self.save_game();
    }

    /// Check: says how many digits are wrong; with `show`, marks them until the next move.
    pub fn check(&mut self, show: bool) {
        let Some(session) = &self.session else { return };
        let n = session.n_wrong();
        self.message = match n {
            0 => "No wrong digits so far.".to_string(),
            1 => "1 digit is wrong.".to_string(),
            n => format!("{n} digits are wrong."),
        };
        self.show_wrong = show && n > 0;
    }

    fn enter_lines(&mut self) {
        match &mut self.lines {
            Some(s) if !s.is_won() => s.resume(),
            _ => self.new_lines(rand::random()),
        }
    }

    fn leave_lines(&mut self) {
        if let Some(s) = &mut self.lines {
            s.suspend();
        }
        self.save_lines();
    }

    /// Deals a new line-puzzle board from `seed`.
    pub fn new_lines(&mut self, seed: u64) {
        let board = crate::lines::generate_with_seed(seed);
        match LinesSession::new(board) {
            Ok(s) => {
                self.lines = Some(s);
                self.lines_hint = None;
                self.lines_message.clear();
                self.lines_summary.clear();
                self.save_lines();
            }
            Err(e) => self.lines_message = format!("No board could be dealt: {e}"),
        }
    }

    /// Flips tile `index`; records the game when it is won.
    pub fn flip(&mut self, index: usize) {
        let (Some(tile), Some(session)) = (Tile::new(index), &mut self.lines) else {
            return;
        };
        match session.flip(tile) {
            Ok(won) => {
                self.lines_message.clear();
                if self.lines_hint.is_some() {
                    self.lines_hint = None;
                }
                if won {
                    self.finish_lines();
                }
                self.save_lines();
            }
            Err(e) => self.lines_message = capitalise(&e),
        }
    }

    fn finish_lines(&mut self) {
        let Some(s) = &self.lines else { return };
        let game = *s.game();
        let now = chrono::Local::now().fixed_offset();
        let record = GameRecord {
            id: GameRecord::new_id(now),
            finished_at: now,
            mode: Mode::Lines,
            difficulty: super::stats_adapter::LINES_DIFFICULTY.to_string(),
            seconds: s.elapsed_secs(),
            won: true,
            mistakes: game.n_wrong_flipped(),
            hints: s.hints(),
            counts_for_records: true,
            flips: Some(game.n_flips()),
        };
        let mut summary = vec![
            format!(
                "{} flips in {}",
                game.n_flips(),
                super::format_duration(s.elapsed_secs())
            ),
            format!("Wrong tiles turned: {}", game.n_wrong_flipped()),
        ];
        if let Some(par) = LINES_PAR.get() {
            // Once par is known the advisor's cache makes this instant.
            let perfect = Advisor::shared()
                .try_lock()
                .ok()
                .and_then(|mut a| a.policy_flips(game.board()).ok());
            summary.push(match perfect {
                Some(p) => format!("Perfect play: {p} flips on this board; par {par:.2}"),
                None => format!("Par {par:.2} flips"),
            });
        }
        if s.hints() > 0 {
            summary.push(format!("Hints used: {}", s.hints()));
        }
        let previous_best =
            stats::summary(&self.stats, Mode::Lines, &record.difficulty).fewest_flips;
        if previous_best.is_some_and(|b| game.n_flips() < b) {
            summary.push("Fewest flips yet!".to_string());
        }
        if let Some(r) = stats::new_record(&self.stats, &record) {
            summary.push(match r.improvement(record.seconds) {
                Some(g) => format!("New best time, {} faster.", super::format_duration(g)),
                None => "Your first line: a new record.".to_string(),
            });
        }
        self.lines_summary = summary;
        self.stats.add(record);
        self.save_stats();
    }

    /// Shows the odds of every face-down tile and the best flip, and counts a hint. Says so
    /// instead when the advisor is still working out perfect play from the opening.
    pub fn lines_hint(&mut self) {
        let Some(session) = &mut self.lines else {
            return;
        };
        if session.is_won() {
            return;
        }
        let game = *session.game();
        let position = Position::of_game(&game);
        // From the first few flips the answer needs nearly the whole game tree; it is only asked
        // for once that tree is known, so the screen never freezes.
        let early = game.face_up().count_ones() < 3 && LINES_PAR.get().is_none();
        let advisor = if early {
            None
        } else {
            Advisor::shared().try_lock().ok()
        };
        let Some(mut advisor) = advisor else {
            self.lines_message =
                "The advisor is still working out perfect play; ask again in a moment.".into();
            return;
        };
        let (Ok(odds), Ok(best)) = (advisor.odds(position), advisor.best_flip(position)) else {
            self.lines_message = "No hint for this position.".into();
            return;
        };
        let mut all = [0.0; 16];
        for t in Tile::all() {
            all[t.index()] = odds.tile(t);
        }
        drop(advisor);
        session.count_hint();
        self.lines_message = match best {
            Some(t) => format!(
                "Best flip: {t} ({:.0}% likely right). Darker tiles are more likely right.",
                all[t.index()] * 100.0
            ),
            None => String::new(),
        };
        self.lines_hint = Some(LinesHint {
            face_up: game.face_up(),
            odds: all,
            best,
        });
        self.save_lines();
    }

    /// Saves the line puzzle in progress (or removes the save once it is won).
    pub fn save_lines(&mut self) {
        let (Some(store), Some(session)) = (&self.store, &self.lines) else {
            return;
        };
        let result = if session.is_won() {
            store.remove_json(SavedLines::NAME)
        } else {
            store.save(&session.to_saved())
        };
        if let Err(e) = result {
            let notice = format!("The line puzzle could not be saved: {e}.");
            if !self.notices.contains(&notice) {
                self.notices.push(notice);
            }
        }
    }

    /// Writes every recorded game to a new JSON file in `dir` and says where.
    pub fn export_stats(&mut self, dir: &std::path::Path) {
        let name = format!(
            "sudoku-lines-stats-{}.json",
            chrono::Local::now().format("%Y%m%d-%H%M%S")
        );
        let path = dir.join(name);
        self.transfer_status = match self.stats.to_json() {
            Ok(bytes) => match crate::storage::write_atomic(&path, &bytes) {
                Ok(()) => format!(
                    "Exported {} games to {}.",
                    self.stats.games.len(),
                    path.display()
                ),
                Err(e) => format!("Could not write {}: {e}.", path.display()),
            },
            Err(e) => format!("Could not export: {e}."),
        };
    }

    /// Adds the games of an exported file, skipping those already recorded; a bad file changes
    /// nothing and says why.
    pub fn import_stats(&mut self, path: &str) {
        let path = path.trim();
        if path.is_empty() {
            self.transfer_status = "Type the path of an exported statistics file first.".into();
            return;
        }
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                self.transfer_status = format!("Could not read {path}: {e}.");
                return;
            }
        };
        let incoming = match StatsFile::from_json(&bytes) {
            Ok(f) => f,
            Err(e) => {
                self.transfer_status = format!("Nothing imported: {e}.");
                return;
            }
        };
        let report = self.stats.merge(incoming);
        self.save_stats();
        self.transfer_status = format!(
            "Imported {} games ({} were already here).",
            report.added, report.skipped
        );
    }

    /// The window became active or inactive: the clock follows.
    pub fn set_active(&mut self, active: bool) {
        if let Some(l) = &mut self.lines {
            if active && self.screen == Screen::Lines {
                l.resume();
            } else if !active {
                l.suspend();
            }
        }
        if !active {
            self.save_lines();
        }
        if let Some(s) = &mut self.session {
            if active && self.screen == Screen::Game {
                s.resume();
            } else if !active {
                s.suspend();
                self.save_game();
            }
        }
    }

    /// Changes one setting (by the key and value the settings screen sends) and saves them.
    pub fn choose(&mut self, key: &str, value: i32) {
        use crate::settings::{MistakeDisplay, Theme};
        let on = value != 0;
        let s = &mut self.settings;
        match key {
            "theme" => {
                s.theme = match value {
                    1 => Theme::Light,
                    2 => Theme::Dark,
                    _ => Theme::System,
                }
            }
            "mistakes" => {
                s.mistakes = match value {
                    0 => MistakeDisplay::Off,
                    1 => MistakeDisplay::Conflicts,
                    _ => MistakeDisplay::AgainstSolution,
                }
            }
            "mistake-limit" => s.mistake_limit = on,
            "clear-notes" => s.auto_remove_notes = on,
            "show-timer" => s.show_timer = on,
            "highlight-same" => s.highlight_same_digits = on,
            _ => return,
        }
        if let Some(session) = &mut self.session {
            session.set_rules(Rules::from(&self.settings));
        }
        if let Some(store) = &self.store
            && let Err(e) = store.save(&self.settings)
        {
            self.notices
                .push(format!("Settings could not be saved: {e}."));
        }
    }

    /// Saves the game in progress (or removes the save once the game is over).
    pub fn save_game(&mut self) {
        let (Some(store), Some(session)) = (&self.store, &self.session) else {
            return;
        };
        let result = if session.is_finished() {
            store.remove_json(SavedSudoku::NAME)
        } else {
            store.save(&session.to_saved())
        };
        if let Err(e) = result {
            // Keep playing from memory; tell the player once per kind of failure.
            let notice =
                format!("Your game could not be saved: {e}. It stays open while the app runs.");
            if !self.notices.contains(&notice) {
                self.notices.push(notice);
            }
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Reads a puzzle the player typed: digits and `.`/`0`, with blanks, line breaks and common
/// separators (`|`, `-`, `+`) ignored. Refuses malformed puzzles and those without exactly one
/// solution, saying why.
pub fn custom_puzzle(text: &str) -> Result<NewPuzzle, String> {
    let line: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '|' | '-' | '+'))
        .collect();
    if line.is_empty() {
        return Err("Type or paste a puzzle first.".into());
    }
    let givens = Grid::from_line(&line).map_err(|e| format!("This is not a puzzle: {e}."))?;
    match givens.count_solutions_up_to(2) {
        0 => Err("This puzzle has no solution.".into()),
        1 => {
            let solution = givens
                .solution()
                .ok_or_else(|| "This puzzle has no solution.".to_string())?;
            Ok(NewPuzzle {
                givens,
                solution,
                info: GameInfo {
                    difficulty: crate::stats::CUSTOM_DIFFICULTY.to_string(),
                    score: None,
                    techniques: Vec::new(),
                },
            })
        }
        _ => Err(
            "This puzzle has more than one solution, so it cannot be solved by logic alone.".into(),
        ),
    }
}
