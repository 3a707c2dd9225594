//! The calendar screen's controller ([`DailyScreen`]), what it shows of each month, and the home
//! screen's daily card. The rules of the streak, of "late" and of midnight and time zones are in
//! [`crate::stats::daily`].

use crate::app::Services;
use crate::i18n::words::{clock, facts, month_year, weekday_day_month, weekday_short};
use crate::puzzle::{Difficulty, Level, Mode};
use crate::stats::{CalendarDay, DailyResult, DailySummary, daily_results};
use crate::sudoku::{FIRST_DAILY, level_of};
use crate::tr;
use chrono::{Datelike, NaiveDate, Weekday};
use std::collections::BTreeMap;

/// The days of the week, Monday first.
const WEEK: [Weekday; 7] = [
    Weekday::Mon,
    Weekday::Tue,
    Weekday::Wed,
    Weekday::Thu,
    Weekday::Fri,
    Weekday::Sat,
    Weekday::Sun,
];

/// The weekday levels in a line: "Mon Easy · Tue Medium · …", from the one rule
/// ([`level_of`]).
pub fn weekday_levels_text() -> String {
    let levels = WEEK
        .iter()
        .map(|&d| {
            // TRANSLATORS: one weekday's daily level: {weekday} is its short name (Mon), {level}
            // the level (Easy).
            tr!(
                "{weekday} {level}",
                weekday = weekday_short(d),
                level = level_of(d).label()
            )
        })
        .collect::<Vec<_>>();
    facts(&levels)
}

/// The home screen's daily card.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyCard {
    /// "Daily · Tue 1 Dec · Medium".
    pub title: String,
    /// "New", "In progress · 04:12", "Solved · 06:48".
    pub state: String,
    /// Today's daily is solved.
    pub solved: bool,
    /// The streak line: "Streak 3 · best 5" (empty before the first solve).
    pub streak: String,
}

/// One square of the month calendar.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DayView {
    /// The day of the month; 0 for the blank squares before the first.
    pub day: u32,
    /// Its date (none for a blank square).
    pub date: Option<NaiveDate>,
    /// The rank of its level ([`Level::rank`], 1 for Easy), shown as that many marks of the
    /// level meter; 0 when the date has no daily.
    pub rank: u8,
    /// The solved time ("06:48"), empty when not solved.
    pub time: String,
    /// Solved (on time or late).
    pub solved: bool,
    /// Solved after its own day.
    pub late: bool,
    /// The player's today.
    pub today: bool,
    /// Can be played (has a daily and is not in the future).
    pub playable: bool,
    /// A game of it is in progress.
    pub in_progress: bool,
    /// What a screen reader says ("Tue 1 Dec, Medium, solved late in 06:48").
    pub label: String,
}

/// What the calendar screen shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CalendarView {
    /// "December 2026".
    pub title: String,
    /// Monday-first weeks: blank squares, then the days of the month.
    pub days: Vec<DayView>,
    /// An earlier month has dailies.
    pub can_go_back: bool,
    /// A later month can be shown (not past today's).
    pub can_go_on: bool,
    /// The numbers under the calendar.
    pub summary: DailySummary,
    /// "Streak 3 · best 5 · 12 solved".
    pub summary_text: String,
    /// The marks of the days' level meters: the rank of the hardest daily level.
    pub ranks: u8,
}

/// The calendar screen: which month shows, and "today" (the local date, or one set by a test).
#[derive(Clone, Debug, Default)]
pub struct DailyScreen {
    month: Option<(i32, u32)>,
    today: Option<NaiveDate>,
}

impl DailyScreen {
    /// The player's local date (or the one a test or a picture set).
    pub fn today(&self) -> NaiveDate {
        self.today
            .unwrap_or_else(|| chrono::Local::now().date_naive())
    }

    /// Fixes "today" (tests and staged pictures).
    pub fn set_today(&mut self, today: NaiveDate) {
        self.today = Some(today);
        self.month = None;
    }

    /// The month shown: the one chosen, or today's.
    pub fn month(&self) -> (i32, u32) {
        self.month.unwrap_or_else(|| {
            let t = self.today();
            (t.year(), t.month())
        })
    }

    /// Shows today's month again (when the screen opens).
    pub fn show_today(&mut self) {
        self.month = None;
    }

    /// Shows the month before, if it has dailies.
    pub fn go_back(&mut self) {
        let (y, m) = self.month();
        let before = if m == 1 { (y - 1, 12) } else { (y, m - 1) };
        if before >= (FIRST_DAILY.year(), FIRST_DAILY.month()) {
            self.month = Some(before);
        }
    }

    /// Shows the month after, up to today's.
    pub fn go_on(&mut self) {
        let (y, m) = self.month();
        let after = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
        let t = self.today();
        if after <= (t.year(), t.month()) {
            self.month = Some(after);
        }
    }

    /// The daily results recorded so far, by date; none while a long history is still loading
    /// (asking would wait for it).
    fn results(services: &Services) -> Option<BTreeMap<NaiveDate, DailyResult>> {
        if services.stats_loading() {
            return None;
        }
        let games: Vec<_> = services
            .games_of(Mode::Sudoku, &Difficulty::Daily)
            .into_iter()
            .cloned()
            .collect();
        Some(daily_results(&games))
    }

    /// The calendar of the month shown; `in_progress` is the date of the daily being played, if
    /// any.
    pub fn view(&self, services: &Services, in_progress: &[NaiveDate]) -> CalendarView {
        let today = self.today();
        let (year, month) = self.month();
        let results = Self::results(services).unwrap_or_default();
        let days = crate::stats::daily::month_of(&results, year, month, today).unwrap_or_default();
        let lead = days
            .first()
            .map_or(0, |d| d.date.weekday().num_days_from_monday());
        let mut out: Vec<DayView> = (0..lead).map(|_| DayView::default()).collect();
        out.extend(
            days.iter()
                .map(|d| day_view(d, in_progress.contains(&d.date))),
        );
        let summary = crate::stats::daily::summary_of(&results, today);
        let title = NaiveDate::from_ymd_opt(year, month, 1)
            .map(|_| month_year(year, month))
            .unwrap_or_default();
        let summary_text = match summary.average_seconds {
            // TRANSLATORS: under the calendar: {streak} days in a row solved now, {best} the most
            // ever, {solved} dailies solved in all, {average} their average time (04:12). The
            // plural forms are chosen by {solved}.
            Some(avg) => tr!(
                "Streak {streak} · best {best} · {solved} solved · average {average}"
                    | "Streak {streak} · best {best} · {solved} solved · average {average}"
                        % summary.solved_days,
                streak = summary.current_streak,
                best = summary.best_streak,
                solved = summary.solved_days,
                average = clock(avg)
            ),
            // TRANSLATORS: under the calendar: {streak} days in a row solved now, {best} the most
            // ever, {solved} dailies solved in all. The plural forms are chosen by {solved}.
            None => tr!(
                "Streak {streak} · best {best} · {solved} solved"
                    | "Streak {streak} · best {best} · {solved} solved" % summary.solved_days,
                streak = summary.current_streak,
                best = summary.best_streak,
                solved = summary.solved_days
            ),
        };
        CalendarView {
            title,
            days: out,
            can_go_back: (year, month) > (FIRST_DAILY.year(), FIRST_DAILY.month()),
            can_go_on: (year, month) < (today.year(), today.month()),
            summary,
            summary_text,
            ranks: WEEK.iter().map(|&d| level_of(d).rank()).max().unwrap_or(0),
        }
    }

    /// The home screen's card for today's daily; `playing` is the elapsed seconds of today's
    /// daily when a game of it is in progress.
    pub fn card(&self, services: &Services, playing: Option<u64>) -> DailyCard {
        let today = self.today();
        let level = level_of(today.weekday());
        // TRANSLATORS: the home screen's daily card: {date} is today (Tue 1 Dec), {level} the
        // daily's level (Medium).
        let title = tr!(
            "Daily · {date} · {level}",
            date = weekday_day_month(today),
            level = level.label()
        );
        let results = Self::results(services);
        let done = results.as_ref().and_then(|r| r.get(&today).copied());
        let summary = results
            .as_ref()
            .map(|r| crate::stats::daily::summary_of(r, today));
        let state = match (done, playing) {
            // TRANSLATORS: {time} is the solve time (06:48).
            (Some(r), _) if r.solved => tr!("Solved · {time}", time = clock(r.seconds)),
            // TRANSLATORS: {time} is the time played so far (04:12).
            (_, Some(secs)) => tr!("In progress · {time}", time = clock(secs)),
            (Some(_), None) => tr!("daily" => "Played").to_string(),
            (None, None) => tr!("daily" => "New").to_string(),
        };
        let streak = match summary {
            Some(s) if s.best_streak > 0 => {
                // TRANSLATORS: {streak} days in a row solved now, {best} the most ever.
                tr!(
                    "Streak {streak} · best {best}",
                    streak = s.current_streak,
                    best = s.best_streak
                )
            }
            _ => String::new(),
        };
        DailyCard {
            title,
            state,
            solved: done.is_some_and(|r| r.solved),
            streak,
        }
    }
}

fn day_view(d: &CalendarDay, in_progress: bool) -> DayView {
    let time = d.seconds().map(clock).unwrap_or_default();
    // What a screen reader says: the date, then each fact as a phrase of its own.
    let mut facts = vec![weekday_day_month(d.date)];
    if let Some(level) = d.level {
        facts.push(level.label().to_string());
    }
    if d.is_today {
        facts.push(tr!("calendar" => "today").to_string());
    }
    if d.is_solved() {
        facts.push(if d.is_late() {
            // TRANSLATORS: a calendar day read aloud: {time} is the solve time (06:48).
            tr!("solved late in {time}", time = time)
        } else {
            // TRANSLATORS: a calendar day read aloud: {time} is the solve time (06:48).
            tr!("solved in {time}", time = time)
        });
    } else if in_progress {
        facts.push(tr!("calendar" => "in progress").to_string());
    } else if !d.is_playable() {
        facts.push(tr!("calendar" => "not playable").to_string());
    }
    let label = crate::i18n::words::list(&facts);
    DayView {
        day: d.date.day(),
        date: Some(d.date),
        rank: d.level.map_or(0, Level::rank),
        time,
        solved: d.is_solved(),
        late: d.is_late(),
        today: d.is_today,
        playable: d.is_playable(),
        in_progress,
        label,
    }
}
