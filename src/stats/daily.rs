//! The daily puzzle's records, streak and calendar (pure functions).
//!
//! # Records
//! A daily game is recorded as a [`GameRecord`] like any other, with two things fixed:
//! - its id is [`daily_id`] of the date it is the puzzle of (`daily-2026-12-01`), so one date can
//!   never make two records: two copies of the app, a clock set back and a re-import all meet the
//!   id-merge of [`StatsFile`](super::StatsFile) and the journal, which keep the first;
//! - its difficulty is [`Difficulty::Daily`] (written `"daily"`), so dailies stay out of the classic
//!   levels' times and streaks (the daily's level follows from its date,
//!   [`level_of`](crate::sudoku::level_of)).
//!
//! Old statistics files need nothing new: a daily record has exactly the fields of every record.
//!
//! # Rules
//! - **A daily belongs to the date it names** (its id), whenever it was started or finished: a
//!   daily started before midnight and finished after is still that date's.
//! - **Solved** means won without revealing ([`GameRecord::is_qualifying`]).
//! - **On its own day** ([`is_on_its_day`]): the game was started on its date, in the local time
//!   of the start (a daily started at 23:50 and finished the next morning is on time). Records
//!   made before the start time was kept fall back to what they show: the moment the playing
//!   time began, counted back from the finish
//!   (`finished_at` minus `seconds`), falls on or before the end of its date, in the UTC offset
//!   the finish was recorded with. So a daily finished on its date counts, and so does one
//!   finished after midnight whose playing time reaches back before midnight (started at 23:50,
//!   15 minutes of play, finished at 00:05). A daily solved later is *late*: it is shown as solved
//!   and late and counts for solved days and the average time, never for a streak.
//! - **Streak** ([`DailySummary::current_streak`]): the number of consecutive dates, ending today
//!   (or yesterday, while today's is not solved yet), each solved on its own day. Dates are
//!   calendar dates taken from the ids, never from clock times, so a change of time zone between
//!   two days can neither skip nor double a day.

use super::record::GameRecord;
use crate::puzzle::{Level, Mode};
use crate::sudoku::{daily as daily_puzzle, level_of, parse_date};
use chrono::{Datelike, Days, NaiveDate};
use std::collections::BTreeMap;

/// The id prefix of daily records.
const ID_PREFIX: &str = "daily-";

/// The record id of the daily of `date`: `daily-YYYY-MM-DD`.
pub fn daily_id(date: NaiveDate) -> String {
    format!("{ID_PREFIX}{}", date.format("%Y-%m-%d"))
}

/// The date a daily id names; `None` for any other id (strictly `daily-YYYY-MM-DD`).
pub fn date_of_id(id: &str) -> Option<NaiveDate> {
    let rest = id.strip_prefix(ID_PREFIX)?;
    parse_date(rest).ok()
}

/// The date of a daily record; `None` for a record that is not one.
pub fn daily_date(record: &GameRecord) -> Option<NaiveDate> {
    (record.mode == Mode::Sudoku)
        .then(|| date_of_id(&record.id))
        .flatten()
}

/// Whether the daily of `date` recorded in `record` was played on its own day (see the module's
/// rules): it was started on its date (in the offset of the start); for records made before the
/// start was kept, its playing time, counted back from the finish, began no later than the end
/// of `date` in the finish's UTC offset.
pub fn is_on_its_day(record: &GameRecord, date: NaiveDate) -> bool {
    // Started on (or before) its date, in the offset of the start: that date's, however late
    // it was finished (a daily begun at 23:50, closed, and finished the next morning).
    if let Some(started) = record.started_at {
        return started.date_naive() <= date;
    }
    // Older records know only the finish and the playing time.
    let seconds = i64::try_from(record.seconds).unwrap_or(i64::MAX);
    let began = chrono::Duration::try_seconds(seconds)
        .and_then(|d| record.finished_at.checked_sub_signed(d));
    // A playing time longer than the calendar reaches back before any date.
    began.is_none_or(|t| t.date_naive() <= date)
}

/// One date's daily as the statistics know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyResult {
    /// The date it is the daily of.
    pub date: NaiveDate,
    /// Whether it was solved (won without revealing).
    pub solved: bool,
    /// Whether it was played after its own day (see [`is_on_its_day`]).
    pub late: bool,
    /// The playing time in seconds.
    pub seconds: u64,
}

impl DailyResult {
    /// Whether it counts for the streak: solved on its own day.
    pub fn counts_for_streak(&self) -> bool {
        self.solved && !self.late
    }
}

/// The daily results of `games`, one per date, by date. Ids are unique per date, so there is one
/// record per date; should a history hold more (records edited by hand), the best one counts:
/// solved before unsolved, on time before late, then the shorter time.
pub fn daily_results(games: &[GameRecord]) -> BTreeMap<NaiveDate, DailyResult> {
    let mut out: BTreeMap<NaiveDate, DailyResult> = BTreeMap::new();
    for g in games {
        let Some(date) = daily_date(g) else {
            continue;
        };
        let result = DailyResult {
            date,
            solved: g.is_qualifying(),
            late: !is_on_its_day(g, date),
            seconds: g.seconds,
        };
        let rank = |r: &DailyResult| (!r.solved, r.late, r.seconds);
        match out.get(&date) {
            Some(old) if rank(old) <= rank(&result) => {}
            _ => {
                out.insert(date, result);
            }
        }
    }
    out
}

/// The Daily tab of the statistics screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct DailySummary {
    /// Consecutive dates solved on their own day, ending today, or yesterday while today's is
    /// not solved on time yet.
    pub current_streak: u32,
    /// The longest run of consecutive dates solved on their own day.
    pub best_streak: u32,
    /// Dates solved, on time or late.
    pub solved_days: u32,
    /// Of those, the dates solved late.
    pub late_days: u32,
    /// The mean time of the solved dates, in whole seconds (rounded); `None` with none solved.
    pub average_seconds: Option<u64>,
    /// Whether today's daily is solved (on time, as today's can only be).
    pub today_solved: bool,
}

/// The Daily tab's numbers for `games`, with `today` the player's local date.
pub fn daily_summary(games: &[GameRecord], today: NaiveDate) -> DailySummary {
    summary_of(&daily_results(games), today)
}

/// [`daily_summary`] over results already gathered by [`daily_results`].
pub fn summary_of(results: &BTreeMap<NaiveDate, DailyResult>, today: NaiveDate) -> DailySummary {
    let on_time = |d: NaiveDate| results.get(&d).is_some_and(DailyResult::counts_for_streak);
    let solved: Vec<&DailyResult> = results.values().filter(|r| r.solved).collect();
    let total: u64 = solved.iter().map(|r| r.seconds).sum();
    let n = solved.len() as u64;
    // Best: walk the dates in order and count runs of consecutive calendar dates.
    let (mut best, mut run, mut last): (u32, u32, Option<NaiveDate>) = (0, 0, None);
    for r in results.values().filter(|r| r.counts_for_streak()) {
        run = match last {
            Some(prev) if prev.succ_opt() == Some(r.date) => run + 1,
            _ => 1,
        };
        best = best.max(run);
        last = Some(r.date);
    }
    let today_solved = on_time(today);
    let mut current = 0u32;
    let mut day = if today_solved {
        Some(today)
    } else {
        today.pred_opt()
    };
    while let Some(d) = day.filter(|&d| on_time(d)) {
        current += 1;
        day = d.pred_opt();
    }
    DailySummary {
        current_streak: current,
        best_streak: best,
        solved_days: u32::try_from(solved.len()).unwrap_or(u32::MAX),
        late_days: u32::try_from(solved.iter().filter(|r| r.late).count()).unwrap_or(u32::MAX),
        average_seconds: (n > 0).then(|| (total + n / 2) / n),
        today_solved,
    }
}

/// One day of the month calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CalendarDay {
    /// The date.
    pub date: NaiveDate,
    /// The daily's level, if the date has a daily (not before the first, not past the bank).
    pub level: Option<Level>,
    /// Whether it is the player's today.
    pub is_today: bool,
    /// Whether it is after today (not playable yet).
    pub is_future: bool,
    /// Its recorded result, if it was recorded (solved, or lost or abandoned).
    pub result: Option<DailyResult>,
}

impl CalendarDay {
    /// Whether it was solved (on time or late).
    pub fn is_solved(&self) -> bool {
        self.result.is_some_and(|r| r.solved)
    }

    /// Whether it was solved late.
    pub fn is_late(&self) -> bool {
        self.result.is_some_and(|r| r.solved && r.late)
    }

    /// The solved time in seconds, if solved.
    pub fn seconds(&self) -> Option<u64> {
        self.result.filter(|r| r.solved).map(|r| r.seconds)
    }

    /// Whether it can be played: it has a daily and is not in the future.
    pub fn is_playable(&self) -> bool {
        self.level.is_some() && !self.is_future
    }
}

/// The days of `month` (1-12) of `year`, first to last, as the calendar shows them; `None` for a
/// month that does not exist. The weekday of the first is `days[0].date.weekday()`.
pub fn daily_month(
    games: &[GameRecord],
    year: i32,
    month: u32,
    today: NaiveDate,
) -> Option<Vec<CalendarDay>> {
    month_of(&daily_results(games), year, month, today)
}

/// [`daily_month`] over results already gathered by [`daily_results`].
pub fn month_of(
    results: &BTreeMap<NaiveDate, DailyResult>,
    year: i32,
    month: u32,
    today: NaiveDate,
) -> Option<Vec<CalendarDay>> {
    let first = NaiveDate::from_ymd_opt(year, month, 1)?;
    let days = std::iter::successors(Some(first), |d| d.checked_add_days(Days::new(1)))
        .take_while(|d| d.month() == month && d.year() == year)
        .map(|date| CalendarDay {
            date,
            level: daily_puzzle(date).ok().map(|_| level_of(date.weekday())),
            is_today: date == today,
            is_future: date > today,
            result: results.get(&date).copied(),
        })
        .collect();
    Some(days)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Difficulty;

    #[test]
    fn a_daily_started_before_midnight_is_that_dates_however_late_it_ends() {
        let date = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        let at = |s: &str| chrono::DateTime::parse_from_rfc3339(s).unwrap();
        let mut r = GameRecord {
            id: daily_id(date),
            finished_at: at("2026-12-02T08:05:00+01:00"),
            mode: Mode::Sudoku,
            difficulty: Difficulty::Daily,
            seconds: 15 * 60,
            won: true,
            mistakes: 0,
            hints: 0,
            counts_for_records: true,
            flips: None,
            started_at: Some(at("2026-12-01T23:50:00+01:00")),
            origin: None,
        };
        assert!(is_on_its_day(&r, date), "started on its date");
        // Started after midnight: late.
        r.started_at = Some(at("2026-12-02T07:50:00+01:00"));
        assert!(!is_on_its_day(&r, date));
        // An old record without a start: judged by its playing time before the finish.
        r.started_at = None;
        assert!(!is_on_its_day(&r, date));
        r.finished_at = at("2026-12-02T00:05:00+01:00");
        assert!(is_on_its_day(&r, date));
    }

    #[test]
    fn ids_name_their_date_strictly() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(daily_id(d), "daily-2026-12-01");
        assert_eq!(date_of_id("daily-2026-12-01"), Some(d));
        for bad in [
            "daily-2026-12-1",
            "daily-2026-02-30",
            "daily-",
            "20261130T025109Z-3f9a1c2b7d4e5f60",
            "Daily-2026-12-01",
            "daily-2026-12-01x",
        ] {
            assert_eq!(date_of_id(bad), None, "{bad}");
        }
    }
}
