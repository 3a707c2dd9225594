//! The daily puzzle in the app: the daily games ([`Dailies`]: the one last opened and the dates
//! with a game in progress), where each date's game is saved, and the calendar screen
//! ([`calendar`]).
//!
//! Each date's game in progress has a save file of its own (`daily-YYYY-MM-DD.json`, see
//! [`save_file`]), apart from the classic game's, so starting a daily never abandons a classic
//! game, a classic game never abandons a daily, and one date's daily never abandons another's. A
//! daily is recorded once, when it ends, under the id that names its date
//! ([`crate::stats::daily_id`]); it is never recorded as abandoned.

pub mod calendar;

pub use calendar::{CalendarView, DailyCard, DailyScreen, DayView, weekday_levels_text};

use super::{GameScreen, Services};
use crate::session::Rules;
use chrono::NaiveDate;
use std::collections::BTreeMap;

/// The save file of the daily of `date`.
pub fn save_file(date: NaiveDate) -> String {
    format!("daily-{}.json", date.format("%Y-%m-%d"))
}

/// The date whose daily is saved in the file `name`, if it is such a file.
pub fn date_of_file(name: &str) -> Option<NaiveDate> {
    let date = name.strip_prefix("daily-")?.strip_suffix(".json")?;
    crate::sudoku::parse_date(date).ok()
}

/// The daily games: the one last opened (on the game screen when the player opened it), and the
/// other dates whose daily has a game in progress in its save file, with its time when known.
#[derive(Debug, Default)]
pub struct Dailies {
    open: Option<GameScreen>,
    saved: BTreeMap<NaiveDate, Option<u64>>,
}

impl Dailies {
    /// The dailies in the data folder: `today`'s is loaded when a game of it is in progress (the
    /// home card shows its time); the other dates with a save file are only noted.
    pub fn load(today: NaiveDate, rules: Rules, services: &mut Services) -> Dailies {
        let open =
            Some(GameScreen::load_daily(today, rules, services)).filter(GameScreen::can_continue);
        let saved = services
            .file_names("daily-")
            .iter()
            .filter_map(|n| date_of_file(n))
            .filter(|&d| d != today)
            .map(|d| (d, None))
            .collect();
        Dailies { open, saved }
    }

    /// The daily last opened, if any.
    pub fn game(&self) -> Option<&GameScreen> {
        self.open.as_ref()
    }

    /// The daily last opened, to play.
    pub fn game_mut(&mut self) -> Option<&mut GameScreen> {
        self.open.as_mut()
    }

    /// `today` became the day (tests and pictures set it): a game of its daily saved earlier
    /// shows on the home card with its time, as at the start (only the start's own day is
    /// loaded then).
    pub fn look_at(&mut self, today: NaiveDate, rules: Rules, services: &mut Services) {
        if let Some(None) = self.saved.get(&today) {
            let saved = GameScreen::load_daily(today, rules, services);
            if saved.can_continue() {
                let secs = saved.session().map(|s| s.elapsed_secs());
                self.saved.insert(today, secs);
            }
        }
    }

    /// The time played on the daily of `date` when a game of it is in progress.
    pub fn time_played(&self, date: NaiveDate) -> Option<u64> {
        self.open
            .as_ref()
            .filter(|d| d.daily_date() == Some(date) && d.can_continue())
            .and_then(|d| d.session())
            .map(|s| s.elapsed_secs())
            .or_else(|| self.saved.get(&date).copied().flatten())
    }

    /// The dates whose daily has a game in progress.
    pub fn in_progress(&self) -> Vec<NaiveDate> {
        let mut dates: Vec<NaiveDate> = self
            .open
            .iter()
            .filter(|d| d.can_continue())
            .filter_map(GameScreen::daily_date)
            .collect();
        dates.extend(self.saved.keys());
        dates
    }

    /// Opens the daily of `date`: the one open already when it is that date's and goes on, else
    /// its game in progress from its save file, or a new game of it. The daily open before is
    /// left in its own save file. Fails for a date without a daily (nothing changes then but
    /// the one left).
    pub fn open(
        &mut self,
        date: NaiveDate,
        rules: Rules,
        services: &mut Services,
    ) -> Result<(), String> {
        let reuse = self
            .open
            .as_ref()
            .is_some_and(|d| d.daily_date() == Some(date) && d.can_continue());
        if reuse {
            return Ok(());
        }
        if let Some(old) = &mut self.open {
            old.leave(services);
            if let (Some(d), true) = (old.daily_date(), old.can_continue()) {
                let secs = old.session().map(|s| s.elapsed_secs());
                self.saved.insert(d, secs);
            }
        }
        self.saved.remove(&date);
        self.open = Some(GameScreen::open_daily(date, rules, services)?);
        Ok(())
    }

    /// Applies changed settings to the daily open.
    pub fn set_rules(&mut self, rules: Rules) {
        if let Some(d) = &mut self.open {
            d.set_rules(rules);
        }
    }
}
