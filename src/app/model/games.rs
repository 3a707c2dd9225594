//! The moves of [`AppModel`] that start or switch games: the classic game (a new one, Continue,
//! the question before abandoning, a puzzle of one's own), the daily, the next game after a win,
//! and a new line-puzzle board.

use super::{AppModel, Front};
use crate::app::{NewGame, NewGameJob, Screen};
use crate::session::NewPuzzle;
use crate::sudoku::Level;

impl AppModel {
    /// Opens the daily of `date` on the game screen: its game in progress, or a new one. The
    /// classic game is left as it is. A date without a daily is refused with a notice.
    pub fn play_daily(&mut self, date: chrono::NaiveDate) {
        if date > self.calendar.today() {
            // TRANSLATORS: {date} is a date as 2026-12-05.
            let text = crate::tr!("The daily puzzle of {date} is not out yet.", date = date);
            self.services.notice(text);
            return;
        }
        if self.router.current() == Screen::Game {
            self.left(Screen::Game);
        }
        if let Err(e) = self
            .dailies
            .open(date, self.settings.rules(), &mut self.services)
        {
            // TRANSLATORS: {error} says why there is none.
            let text = crate::tr!("No daily puzzle to play: {error}.", error = e);
            self.services.notice(text);
            return;
        }
        self.front = Front::Daily;
        self.router.open(Screen::Game);
        self.entered(Screen::Game);
    }

    /// Continue: the classic game in progress on the game screen.
    pub fn continue_game(&mut self) {
        if self.router.current() == Screen::Game && self.front == Front::Daily {
            self.left(Screen::Game);
            self.front = Front::Classic;
            self.entered(Screen::Game);
            return;
        }
        self.front = Front::Classic;
        self.open(Screen::Game);
    }

    /// Starts `puzzle` and shows the board; a game in progress is recorded as abandoned first.
    pub fn start(&mut self, puzzle: NewPuzzle) {
        if self.router.current() == Screen::Game && self.front == Front::Daily {
            self.left(Screen::Game);
        }
        self.front = Front::Classic;
        self.game
            .start(puzzle, self.settings.rules(), &mut self.services);
        self.new_games
            .rest_while_playing(self.game.is_being_played());
        self.router.show_game();
    }

    /// A game of `level` is asked for: returns the job to run off the UI thread
    /// ([`NewGameJob::run`], then [`AppModel::puzzle_made`]). `None` while one is being made, or
    /// when a game in progress would be abandoned: then the player is asked first
    /// ([`AppModel::confirm_text`]).
    pub fn begin_new_game(&mut self, level: Level) -> Option<NewGameJob> {
        self.begin(NewGame::Classic(level))
    }

    /// A Killer of `level` is asked for, as [`AppModel::begin_new_game`] asks for a classic game
    /// (the two share the game in progress).
    pub fn begin_new_killer(&mut self, level: Level) -> Option<NewGameJob> {
        self.begin(NewGame::Killer(level))
    }

    /// The home screen's buttons offer Killer's levels (`true`) or the classic ones.
    pub fn offer_killer(&mut self, on: bool) {
        self.new_games.offer_killer(on);
    }

    fn begin(&mut self, kind: NewGame) -> Option<NewGameJob> {
        let job = self.new_games.ask(kind, self.game.is_played())?;
        self.game.set_next(kind);
        Some(job)
    }

    /// The win sheet's button for the next game: after a daily, the calendar (and `None`);
    /// otherwise a new game of the level of the last one, as [`AppModel::begin_new_game`] asks
    /// for it.
    pub fn next_game(&mut self) -> Option<NewGameJob> {
        if self.game().daily_date().is_some() {
            self.open(Screen::Daily);
            return None;
        }
        if self.play_next_collected() {
            return None;
        }
        self.begin(self.game.next_kind())
    }

    /// The game menu opened or closed over the board: the clock of the game in front stops
    /// while the menu covers it.
    pub fn set_menu_open(&mut self, open: bool) {
        // the share and checkpoints sheets cover the board too, whichever closes first
        let covered = open || self.share.open || self.game.checkpoints_open();
        let (game, services) = self.game_mut();
        game.set_active(!covered, services);
    }

    /// The question to ask before a new game abandons the one in progress, if one is waiting.
    pub fn confirm_text(&self) -> Option<String> {
        self.new_games.pending()?;
        // TRANSLATORS: {level} is the game's level (Medium, or "Daily · Medium").
        Some(crate::tr!(
            "Abandon this {level} game? It will count as played and not won.",
            level = self.game.level_text()
        ))
    }

    /// The player answered the question: `true` abandons the game in progress for a new one (its
    /// job is returned), `false` keeps playing.
    pub fn answer_confirm(&mut self, abandon: bool) -> Option<NewGameJob> {
        let job = self.new_games.answer(abandon)?;
        self.game.set_next(job.kind());
        Some(job)
    }

    /// A job of [`AppModel::begin_new_game`] finished (or failed).
    pub fn puzzle_made(&mut self, result: Result<NewPuzzle, String>) {
        // The supply remembers the puzzle on disk before its board shows.
        self.new_games.finished(&mut self.services);
        match result {
            Ok(puzzle) => self.start(puzzle),
            Err(e) => {
                // TRANSLATORS: {error} says why the puzzle maker failed.
                let text = crate::tr!("No puzzle could be made: {error}", error = e);
                self.services.notice(text);
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

    /// Opens or closes the share sheet over the game; its clock stops while the sheet covers it.
    pub fn set_share_open(&mut self, open: bool) {
        self.share.open = open && self.game().session().is_some();
        self.set_menu_open(false);
    }

    /// Opens or closes the checkpoints sheet over the game; its clock stops while it is open.
    pub fn set_checkpoints_open(&mut self, open: bool) {
        self.game.set_checkpoints_open(open);
        self.set_menu_open(false);
    }

    /// Goes back to the checkpoint of the sheet's row `row` and closes the sheet, so the clock
    /// runs again.
    pub fn go_to_checkpoint(&mut self, row: usize) {
        let (game, services) = self.game_mut();
        game.go_to_checkpoint(row, services);
        self.set_checkpoints_open(false);
    }

    /// Whether the share link carries the player's digits.
    pub fn set_share_digits(&mut self, with_digits: bool) {
        self.share.with_digits = with_digits;
    }

    /// The share sheet of the game in front, while it is open.
    pub fn share_view(&self) -> Option<crate::app::ShareView> {
        if !self.share.open {
            return None;
        }
        let state = self.game().session()?.state();
        Some(crate::app::ShareView::of(
            state.givens(),
            state.entries(),
            self.share.with_digits,
        ))
    }

    /// Deals a new line-puzzle board and shows it.
    pub fn new_lines(&mut self, seed: u64) {
        self.lines.deal(seed, &mut self.services);
        if self.router.current() != Screen::Lines {
            self.open(Screen::Lines);
        }
    }
}
