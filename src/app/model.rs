//! [`AppModel`]: the whole app model — the router, one controller per screen and the shared
//! services — and the moves between screens that touch more than one of them.

use super::daily::{CalendarView, Dailies, DailyCard, DailyScreen};
use super::explain::{ExplainJob, ExplainScreen};
use super::learn::{LadderView, LearnScreen};
use super::supply::Supply;
use super::{
    CustomScreen, GameScreen, LinesScreen, NewGameJob, NewGames, PuzzleSource, Router, SaveStatus,
    Screen, Services, SettingChange, SettingsScreen, StatsScreen,
};
use crate::session::{Explain, NewPuzzle};
use crate::settings::Settings;
use crate::sudoku::Level;
use std::path::{Path, PathBuf};

/// Which game the game screen shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Front {
    /// The classic game (what Continue resumes).
    #[default]
    Classic,
    /// The daily the player opened last.
    Daily,
}

/// The whole app model: the router, the screens' controllers and the shared services.
pub struct AppModel {
    router: Router,
    services: Services,
    settings: SettingsScreen,
    new_games: NewGames,
    game: GameScreen,
    dailies: Dailies,
    // Which of the two the game screen shows.
    front: Front,
    calendar: DailyScreen,
    lines: LinesScreen,
    stats: StatsScreen,
    custom: CustomScreen,
    explain: ExplainScreen,
    learn: LearnScreen,
    // Where statistics are exported, and where exports are looked for.
    export_dir: PathBuf,
}

impl AppModel {
    /// Opens the data folder `dir` (none: nothing is saved), loads the settings, the statistics and
    /// the games in progress. Anything unreadable becomes a notice; nothing here fails.
    pub fn new(dir: Option<PathBuf>, source: PuzzleSource) -> AppModel {
        AppModel::with_services(Services::open(dir), source)
    }

    /// [`AppModel::new`] over services already opened.
    pub(crate) fn with_services(mut services: Services, source: PuzzleSource) -> AppModel {
        let settings = SettingsScreen::load(&mut services);
        let lines = LinesScreen::load(&mut services);
        let game = GameScreen::load(settings.rules(), &mut services);
        let new_games = NewGames::open(source, &mut services);
        new_games.rest_while_playing(game.is_being_played());
        let calendar = DailyScreen::default();
        let dailies = Dailies::load(calendar.today(), settings.rules(), &mut services);
        AppModel {
            router: Router::default(),
            services,
            settings,
            new_games,
            game,
            dailies,
            front: Front::Classic,
            calendar,
            lines,
            stats: StatsScreen::default(),
            custom: CustomScreen::default(),
            explain: ExplainScreen::default(),
            learn: LearnScreen::default(),
            export_dir: crate::platform::export_dir(),
        }
    }

    /// Starts the background worker that fills the pools of fresh puzzles, after `delay` (the
    /// running app does; tests and screenshots do not need it).
    pub fn start_worker(&self, delay: std::time::Duration) {
        self.new_games.start_worker(delay);
    }

    /// Where new games come from.
    pub fn supply(&self) -> &Supply {
        self.new_games.supply()
    }

    /// The screen in front.
    pub fn screen(&self) -> Screen {
        self.router.current()
    }

    /// The shared services (read-only).
    pub fn services(&self) -> &Services {
        &self.services
    }

    /// Whether this window saves nothing because another copy of the app has the data folder
    /// open (it then showed [`super::READ_ONLY_NOTICE`] once).
    pub fn read_only(&self) -> bool {
        self.services.read_only()
    }

    /// Whether the player's progress is on disk, for a quiet indicator: [`SaveStatus::NotSaved`]
    /// while failed saves wait to be retried; [`SaveStatus::text`] is the indicator's text.
    pub fn save_status(&self) -> SaveStatus {
        self.services.save_status()
    }

    /// The settings screen.
    pub fn settings(&self) -> &SettingsScreen {
        &self.settings
    }

    /// How new games are asked for and made (whether one is being made).
    pub fn new_games(&self) -> &NewGames {
        &self.new_games
    }

    /// Which game the game screen shows.
    pub fn front(&self) -> Front {
        self.front
    }

    /// The game the game screen shows: the classic game, or the daily the player opened.
    pub fn game(&self) -> &GameScreen {
        match (self.front, self.dailies.game()) {
            (Front::Daily, Some(daily)) => daily,
            _ => &self.game,
        }
    }

    /// The classic game (what Continue resumes), whichever game the game screen shows.
    pub fn classic(&self) -> &GameScreen {
        &self.game
    }

    fn front_mut(&mut self) -> &mut GameScreen {
        match (self.front, self.dailies.game_mut()) {
            (Front::Daily, Some(daily)) => daily,
            _ => &mut self.game,
        }
    }

    /// The calendar screen.
    pub fn calendar(&self) -> &DailyScreen {
        &self.calendar
    }

    /// The calendar screen, to change the month shown.
    pub fn calendar_mut(&mut self) -> &mut DailyScreen {
        &mut self.calendar
    }

    /// Fixes "today" for the daily card, the calendar and the Daily tab (tests and pictures).
    pub fn set_today(&mut self, today: chrono::NaiveDate) {
        self.calendar.set_today(today);
        self.stats.set_today(today);
        self.dailies
            .look_at(today, self.settings.rules(), &mut self.services);
    }

    /// The home screen's card for today's daily.
    pub fn daily_card(&self) -> DailyCard {
        let playing = self.dailies.time_played(self.calendar.today());
        self.calendar.card(&self.services, playing)
    }

    /// The calendar of the month shown.
    pub fn calendar_view(&self) -> CalendarView {
        self.calendar
            .view(&self.services, &self.dailies.in_progress())
    }

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

    /// The controller of the game the game screen shows, with the services its actions need.
    pub fn game_mut(&mut self) -> (&mut GameScreen, &mut Services) {
        let game = match (self.front, self.dailies.game_mut()) {
            (Front::Daily, Some(daily)) => daily,
            _ => &mut self.game,
        };
        (game, &mut self.services)
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
        self.new_games.forget_question();
        self.services.poll();
        let from = self.router.current();
        if !self.router.open(screen) {
            return;
        }
        self.left(from);
        self.entered(screen);
    }

    /// Goes back one screen. Returns `false` on the home screen (the app may close).
    pub fn back(&mut self) -> bool {
        if self.new_games.forget_question() {
            // Back answers the question with "keep playing" and stays.
            return true;
        }
        let from = self.router.current();
        if !self.router.back() {
            return false;
        }
        self.left(from);
        // A finished game is not a place to go back to, except from its explanation (its sheet
        // shows again).
        if self.router.current() == Screen::Game
            && from != Screen::Explain
            && !self.game().can_continue()
        {
            self.router.open(Screen::Home);
        }
        self.entered(self.router.current());
        true
    }

    fn left(&mut self, screen: Screen) {
        match screen {
            Screen::Game => {
                let (game, services) = self.game_mut();
                game.leave(services);
                self.new_games.rest_while_playing(false);
            }
            Screen::Lines => self.lines.leave(&mut self.services),
            Screen::Practice => {
                if let Some(r) = self.learn.round_mut() {
                    r.set_running(false);
                }
            }
            _ => {}
        }
    }

    fn entered(&mut self, screen: Screen) {
        match screen {
            Screen::Game => {
                self.front_mut().enter();
                self.new_games
                    .rest_while_playing(self.game().is_being_played());
            }
            Screen::Daily => self.calendar.show_today(),
            Screen::Lines => self.lines.enter(&mut self.services),
            Screen::Custom => self.custom.clear_error(),
            Screen::Settings => self.stats.scan(&self.export_dir),
            Screen::Practice => {
                if let Some(r) = self.learn.round_mut() {
                    r.set_running(true);
                }
            }
            _ => {}
        }
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
        let job = self.new_games.ask(level, self.game.is_played())?;
        self.game.set_level(level);
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
        self.begin_new_game(self.game.level())
    }

    /// The game menu opened or closed over the board: the clock of the game in front stops
    /// while the menu covers it.
    pub fn set_menu_open(&mut self, open: bool) {
        let (game, services) = self.game_mut();
        game.set_active(!open, services);
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
        self.game.set_level(job.level());
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

    /// The walk through a solution that the Explain screen shows, if one was opened.
    pub fn explain(&self) -> Option<&Explain> {
        self.explain.walk()
    }

    /// The walk the Explain screen shows, to step through.
    pub fn explain_mut(&mut self) -> Option<&mut Explain> {
        self.explain.walk_mut()
    }

    /// Takes in the steps of the walk found since the last call; returns whether any came.
    pub fn explain_found(&mut self) -> bool {
        self.explain.poll()
    }

    /// Shows the whole solution of the game on the game screen, step by step, once the game has
    /// ended (won, lost or revealed): never while it is being played. Returns the job that finds
    /// the steps ([`ExplainJob::run`], off the UI thread), or `None` when it did not open.
    pub fn explain_game(&mut self) -> Option<ExplainJob> {
        let givens = match self.game().session() {
            Some(s) if s.is_finished() => *s.state().givens(),
            _ => return None,
        };
        Some(self.show_explain(&givens))
    }

    /// Shows the solution of the puzzle the player typed (the job that finds its steps), or
    /// keeps why it cannot be explained.
    pub fn explain_custom_text(&mut self, text: &str) -> Option<ExplainJob> {
        let puzzle = self.custom.check_text(text)?;
        Some(self.show_explain(&puzzle.givens))
    }

    /// Shows the solution of the puzzle on the custom board (which keeps it), or keeps why it
    /// cannot be explained.
    pub fn explain_custom_board(&mut self) -> Option<ExplainJob> {
        let line = self.custom.board().to_line();
        self.explain_custom_text(&line)
    }

    fn show_explain(&mut self, givens: &crate::sudoku::Grid) -> ExplainJob {
        let job = self.explain.open(givens);
        self.open(Screen::Explain);
        job
    }

    /// The Learn screens' controller.
    pub fn learn(&self) -> &LearnScreen {
        &self.learn
    }

    /// The Learn screens' controller, to change.
    pub fn learn_mut(&mut self) -> &mut LearnScreen {
        &mut self.learn
    }

    /// The ladder of techniques with the player's progress.
    pub fn ladder(&self) -> LadderView {
        LearnScreen::ladder(self.services.progress())
    }

    /// Opens the lesson of `technique`.
    pub fn open_lesson(&mut self, technique: crate::sudoku::Technique) {
        self.learn.open(technique);
        self.open(Screen::Lesson);
    }

    /// Starts a round of practice of the open lesson's technique and shows it (again, from the
    /// end of a round).
    pub fn start_practice(&mut self) {
        if self.learn.start_round() {
            self.open(Screen::Practice);
        } else {
            self.services.notice(
                crate::tr!("There are no practice positions for this technique yet.").to_string(),
            );
        }
    }

    /// Moves the round on once the position is judged, and counts the answer in the player's
    /// progress (saved with the statistics).
    pub fn practice_next(&mut self) {
        let Some(round) = self.learn.round_mut() else {
            return;
        };
        let technique = round.technique();
        if let Some(answer) = round.advance() {
            use crate::session::Verdict;
            use crate::stats::progress::Outcome as O;
            let outcome = match (answer.verdict, answer.hinted) {
                (Verdict::Right, false) => O::PracticeUnaided,
                (Verdict::Right, true) => O::PracticeHinted,
                (Verdict::Wrong, _) => O::PracticeMissed,
            };
            self.services.record_progress(technique, outcome);
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
        self.dailies.set_rules(self.settings.rules());
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

    /// Saves the game in front while its clock runs, and tries again the saves that failed
    /// (called every few seconds).
    pub fn autosave(&mut self) {
        self.new_games.save(&mut self.services);
        self.services.retry();
        match self.router.current() {
            Screen::Game => {
                let (game, services) = self.game_mut();
                game.autosave(services);
            }
            Screen::Lines => self.lines.autosave(&mut self.services),
            _ => {}
        }
    }

    /// The window became active or inactive (or the platform paused the app): the clock of the
    /// game in front follows, and both games are saved when it goes.
    pub fn set_active(&mut self, active: bool) {
        let screen = self.router.current();
        let on_game = active && screen == Screen::Game;
        let front = self.front;
        self.game
            .set_active(on_game && front == Front::Classic, &mut self.services);
        if let Some(daily) = self.dailies.game_mut() {
            daily.set_active(on_game && front == Front::Daily, &mut self.services);
        }
        self.lines
            .set_active(active && screen == Screen::Lines, &mut self.services);
        self.new_games
            .rest_while_playing(self.game().is_being_played());
        self.new_games.save(&mut self.services);
        self.services.retry();
    }
}
