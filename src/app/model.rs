//! [`AppModel`]: the whole app model — the router, one controller per screen and the shared
//! services — and the moves between screens that touch more than one of them: opening and
//! leaving screens, the settings, autosave and the window's activity here; starting and
//! switching games in `model/games.rs`; Explain, lessons and practice in `model/learn.rs`.

mod collections;
mod games;
mod learn;

use super::collections::FilePicker;
use super::daily::{CalendarView, Dailies, DailyCard, DailyScreen};
use super::explain::ExplainScreen;
use super::learn::LearnScreen;
use super::supply::Supply;
use super::{
    CollectionsScreen, CustomScreen, GameScreen, LinesScreen, NewGames, PuzzleSource, Router,
    SaveStatus, Screen, Services, SettingChange, SettingsScreen, StatsScreen,
};
use crate::settings::Settings;
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
    collections: CollectionsScreen,
    // The file picker over the collections; it remembers its folder while the app runs.
    picker: FilePicker,
    // Where the picker starts when it has not been opened yet (Downloads, else home), if anywhere.
    files_dir: Option<PathBuf>,
    // The share sheet over the game.
    share: super::Share,
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
        let mut new_games = NewGames::open(source, &mut services);
        new_games.rest_while_playing(game.is_being_played());
        new_games.offer_killer(game.next_kind().is_killer());
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
            collections: CollectionsScreen::default(),
            picker: FilePicker::default(),
            files_dir: crate::platform::files_dir(),
            share: super::Share::default(),
            explain: ExplainScreen::default(),
            learn: LearnScreen::default(),
            export_dir: crate::platform::export_dir(),
        }
    }

    /// Starts the background workers that fill the pools of fresh puzzles, after `delay` (the
    /// running app does; tests and screenshots do not need them). The Killer pool's starts once
    /// Killer is offered, after `killer_delay` when the player chooses it (see
    /// [`NewGames::start_worker`]).
    pub fn start_worker(&mut self, delay: std::time::Duration, killer_delay: std::time::Duration) {
        self.new_games.start_worker(delay, killer_delay);
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

    /// The collections screens.
    pub fn collections(&self) -> &CollectionsScreen {
        &self.collections
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
                self.share.open = false;
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
            Screen::Collections => {
                self.collections.load(&mut self.services);
                self.collections.scan(&self.export_dir);
            }
            Screen::Picker => {
                let starts: Vec<PathBuf> = self
                    .files_dir
                    .iter()
                    .chain([&self.export_dir])
                    .cloned()
                    .collect();
                self.picker.open(&starts, std::time::Instant::now());
            }
            Screen::Settings => self.stats.scan(&self.export_dir),
            Screen::Practice => {
                if let Some(r) = self.learn.round_mut() {
                    r.set_running(true);
                }
            }
            _ => {}
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

    /// Lets time pass to `now` (called a few times a second): the game's message goes a few
    /// seconds after it was shown. Whether what the game screen shows changed.
    pub fn tick(&mut self, now: std::time::Instant) -> bool {
        self.front_mut().expire_message(now)
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
