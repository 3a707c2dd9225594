//! The daily puzzle: one puzzle per calendar date, the same on every machine and in every release,
//! derived from the date alone.
//!
//! # The rule
//! - **Level by weekday** ([`level_of`]): Monday Easy, Tuesday and Wednesday Medium, Thursday and
//!   Friday Hard, Saturday Expert, Sunday Master.
//! - **Entry:** the daily banks (`bank/daily/<level>.txt`, compiled in, in the format of
//!   [`bank`](super::bank)) hold puzzle classes that no level bank holds, so serving a daily never
//!   touches the per-installation supply and a classic game never repeats a daily's class. A date
//!   takes entry `k` of its level's daily bank, where `k` is the number of dates from
//!   [`FIRST_DAILY`] up to the day before it that have the same level. `k` depends on the date
//!   only, so entries appended to a bank serve later dates and never change an earlier one. The
//!   files are append-only (their header says so, and a test holds the first entries fixed).
//! - **Transformation:** the entry is shown under a [`Transform`] (transposition, band, stack,
//!   row and column permutations, digit relabelling) drawn from a fixed mixer (SplitMix64) of the
//!   date's day number, so consecutive dates of one level do not look alike. Nothing here uses a
//!   hasher or random generator whose output may change between Rust or crate versions, and
//!   nothing runs the generator or the grader: both improve between releases.
//! - **Range:** dates before [`FIRST_DAILY`] have no daily; neither do dates past the end of a
//!   level's bank ([`last_daily`] is the last date of the unbroken run). Growing a bank moves
//!   that end and changes nothing before it.
//!
//! The date is the player's local calendar date; what counts as playing a daily on its own day
//! is the statistics' rule (`stats/daily.rs`).
//!
//! # Use
//! [`daily`] gives the [`Daily`] of a date (level, puzzle, rating); [`Daily::to_level_puzzle`]
//! gives it with its solution and techniques, ready to start a game as any level puzzle.

use super::bank::{BankEntry, parse_bank};
use super::grid::Grid;
use super::level_gen::LevelPuzzle;
use super::strategy::Technique;
use super::transform::Transform;
use crate::puzzle::Level;
use chrono::{Datelike, Days, NaiveDate, Weekday};
use std::sync::OnceLock;

/// The first date that has a daily puzzle: 1 January 2026.
pub const FIRST_DAILY: NaiveDate = match NaiveDate::from_ymd_opt(2026, 1, 1) {
    Some(d) => d,
    None => NaiveDate::MIN,
};

/// The daily bank files, by level. A level without one (Extreme) has no daily.
const FILES: &[(Level, &str)] = &[
    (Level::Easy, include_str!("bank/daily/easy.txt")),
    (Level::Medium, include_str!("bank/daily/medium.txt")),
    (Level::Hard, include_str!("bank/daily/hard.txt")),
    (Level::Expert, include_str!("bank/daily/expert.txt")),
    (Level::Master, include_str!("bank/daily/master.txt")),
];

/// The daily puzzle of one date.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Daily {
    /// The calendar date it is the puzzle of.
    pub date: NaiveDate,
    /// Its level (that of the date's weekday, [`level_of`]).
    pub level: Level,
    /// The givens, as shown to the player.
    pub puzzle: Grid,
    /// The grader's rating in tenths on the SE scale, as the daily bank stores it.
    pub rating: u8,
    /// Which entry of the level's daily bank it is (0-based).
    pub entry: usize,
    /// The techniques the grader used, easiest first, as the daily bank stores them.
    pub techniques: Vec<Technique>,
}

impl Daily {
    /// The score on the SE scale, e.g. `4.2`.
    pub fn score(&self) -> f32 {
        f32::from(self.rating) / 10.0
    }

    /// The daily as a level puzzle with its solution, to start a game with; `None` only if the
    /// puzzle had no single solution (the tests check that every bank entry has one).
    pub fn to_level_puzzle(&self) -> Option<LevelPuzzle> {
        Some(LevelPuzzle {
            solution: self.puzzle.solution()?,
            puzzle: self.puzzle,
            level: self.level,
            rating: self.rating,
            techniques: self.techniques.clone(),
        })
    }
}

/// Why a date has no daily puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DailyError {
    /// The date is before the first daily.
    #[error("no daily puzzle before {first}: {date} is too early")]
    BeforeFirst {
        /// The date asked for.
        date: NaiveDate,
        /// [`FIRST_DAILY`].
        first: NaiveDate,
    },
    /// The level's daily bank does not reach the date yet.
    #[error("no daily puzzle for {date} yet: the {level} daily bank has {entries} puzzles")]
    PastBank {
        /// The date asked for.
        date: NaiveDate,
        /// The date's level.
        level: Level,
        /// How many entries that level's daily bank has.
        entries: usize,
    },
}

/// Why a text is not a date (see [`parse_date`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad date {text:?}: {why}")]
pub struct DateParseError {
    /// The text.
    pub text: String,
    /// What is wrong with it.
    pub why: &'static str,
}

/// Reads a date written `YYYY-MM-DD` exactly (four digits, a dash, two digits, a dash, two
/// digits) that names a day the calendar has: the form of the command line and of daily record
/// ids.
pub fn parse_date(text: &str) -> Result<NaiveDate, DateParseError> {
    let bad = |why| DateParseError {
        text: text.to_string(),
        why,
    };
    let b = text.as_bytes();
    let shaped = b.len() == 10
        && b.iter().enumerate().all(|(i, &c)| {
            if i == 4 || i == 7 {
                c == b'-'
            } else {
                c.is_ascii_digit()
            }
        });
    let number =
        |range: std::ops::Range<usize>| text.get(range).and_then(|s| s.parse::<u32>().ok());
    let (true, Some(y), Some(m), Some(d)) = (
        shaped,
        number(0..4).and_then(|y| i32::try_from(y).ok()),
        number(5..7),
        number(8..10),
    ) else {
        return Err(bad("expected YYYY-MM-DD"));
    };
    NaiveDate::from_ymd_opt(y, m, d).ok_or_else(|| bad("no such day"))
}

/// The level of the daily puzzle on `weekday`: Monday Easy, Tuesday and Wednesday Medium,
/// Thursday and Friday Hard, Saturday Expert, Sunday Master.
pub fn level_of(weekday: Weekday) -> Level {
    match weekday {
        Weekday::Mon => Level::Easy,
        Weekday::Tue | Weekday::Wed => Level::Medium,
        Weekday::Thu | Weekday::Fri => Level::Hard,
        Weekday::Sat => Level::Expert,
        Weekday::Sun => Level::Master,
    }
}

/// The daily bank of `level`, in file order; empty for a level without dailies.
pub fn daily_bank(level: Level) -> &'static [BankEntry] {
    static BANKS: OnceLock<Vec<(Level, Vec<BankEntry>)>> = OnceLock::new();
    let banks = BANKS.get_or_init(|| {
        FILES
            .iter()
            .map(|&(l, text)| (l, parse_bank(text)))
            .collect()
    });
    banks
        .iter()
        .find(|(l, _)| *l == level)
        .map_or(&[], |(_, entries)| entries.as_slice())
}

/// The text of the daily bank file of `level`, if it has one (for the tests, which check that
/// every line reads).
pub fn daily_bank_text(level: Level) -> Option<&'static str> {
    FILES.iter().find(|(l, _)| *l == level).map(|(_, t)| *t)
}

/// The date's day number: days since [`FIRST_DAILY`]; `None` before it.
fn day_number(date: NaiveDate) -> Option<u64> {
    u64::try_from(date.signed_duration_since(FIRST_DAILY).num_days()).ok()
}

/// How many dates from [`FIRST_DAILY`] to the day before `date` have `date`'s level: the index
/// of `date`'s entry in that level's daily bank. `None` before the first daily.
pub fn entry_index(date: NaiveDate) -> Option<usize> {
    let d = day_number(date)?;
    let level = level_of(date.weekday());
    let first = FIRST_DAILY.weekday();
    let count: u64 = (0..7u32)
        .map(|offset| (offset, first.num_days_from_monday() + offset))
        .filter(|&(_, w)| level_of(weekday_from_monday(w % 7)) == level)
        // Dates with this weekday before day d: days offset, offset + 7, ... below d.
        .map(|(offset, _)| {
            let offset = u64::from(offset);
            if d > offset {
                (d - offset - 1) / 7 + 1
            } else {
                0
            }
        })
        .sum();
    usize::try_from(count).ok()
}

/// The weekday `n` days after Monday (`n` in 0..7).
fn weekday_from_monday(n: u32) -> Weekday {
    match n {
        0 => Weekday::Mon,
        1 => Weekday::Tue,
        2 => Weekday::Wed,
        3 => Weekday::Thu,
        4 => Weekday::Fri,
        5 => Weekday::Sat,
        _ => Weekday::Sun,
    }
}

/// The daily puzzle of `date` (the player's local calendar date).
pub fn daily(date: NaiveDate) -> Result<Daily, DailyError> {
    daily_with(date, daily_bank)
}

/// The daily puzzle of `date` served from the daily banks `bank_of` gives. [`daily`] is this with
/// the shipped banks; tests and tools pass others (e.g. a shorter copy, to check that appending
/// entries changes no earlier date).
pub fn daily_with<'a, F>(date: NaiveDate, bank_of: F) -> Result<Daily, DailyError>
where
    F: Fn(Level) -> &'a [BankEntry],
{
    let level = level_of(date.weekday());
    let (Some(d), Some(k)) = (day_number(date), entry_index(date)) else {
        return Err(DailyError::BeforeFirst {
            date,
            first: FIRST_DAILY,
        });
    };
    let bank = bank_of(level);
    let Some(entry) = bank.get(k) else {
        return Err(DailyError::PastBank {
            date,
            level,
            entries: bank.len(),
        });
    };
    Ok(Daily {
        date,
        level,
        puzzle: transform_of_day(d).apply(&entry.form),
        rating: entry.rating,
        entry: k,
        techniques: entry.techniques(),
    })
}

/// The last date of the unbroken run of dailies from [`FIRST_DAILY`]: the day before the first
/// date whose level's bank has run out.
pub fn last_daily() -> NaiveDate {
    let mut date = FIRST_DAILY;
    loop {
        let Some(next) = date.checked_add_days(Days::new(1)) else {
            return date;
        };
        let served =
            entry_index(next).is_some_and(|k| k < daily_bank(level_of(next.weekday())).len());
        if !served {
            return date;
        }
        date = next;
    }
}

/// SplitMix64: a fixed 64-bit mixer (Steele, Lea and Flood), written out here so that its output
/// can never change with a library.
struct SplitMix64(u64);

impl SplitMix64 {
    /// The next 64-bit output.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` at most 9 here, so the modulo's bias is below 1e-17).
    fn below(&mut self, n: u64) -> usize {
        usize::try_from(self.next() % n.max(1)).unwrap_or(0)
    }

    /// Shuffles `items` (Fisher-Yates, last position first).
    fn shuffle(&mut self, items: &mut [u8]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1);
            items.swap(i, j);
        }
    }

    /// A permutation of 0..9 that keeps the groups {0,1,2}, {3,4,5}, {6,7,8} together.
    fn line_permutation(&mut self) -> [u8; 9] {
        let mut groups = [0u8, 1, 2];
        self.shuffle(&mut groups);
        let mut out = [0u8; 9];
        for (slot, &g) in groups.iter().enumerate() {
            let mut within = [0u8, 1, 2];
            self.shuffle(&mut within);
            for (k, &w) in within.iter().enumerate() {
                out[slot * 3 + k] = g * 3 + w;
            }
        }
        out
    }
}

/// The transformation of day number `d`. The mixer's seed is the day number offset by a fixed
/// constant, and the draws are taken in a fixed order: transposition, rows, columns, digits.
fn transform_of_day(d: u64) -> Transform {
    let mut mix = SplitMix64(d ^ 0x6461_696C_7920_7375); // "daily su"
    let transpose = mix.next() & 1 == 1;
    let rows = mix.line_permutation();
    let cols = mix.line_permutation();
    let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    mix.shuffle(&mut digits);
    // The parts are permutations of the right kind by construction, so `new` accepts them; the
    // pinned dates of the tests would show any other outcome.
    Transform::new(transpose, rows, cols, digits).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn dates_are_read_strictly() {
        assert_eq!(parse_date("2027-01-01"), Ok(date(2027, 1, 1)));
        assert_eq!(parse_date("2028-02-29"), Ok(date(2028, 2, 29)));
        for bad in [
            "2027-02-30",
            "2027-02-29",
            "2027-13-01",
            "2027-00-10",
            "2027-01-00",
            "2027-1-1",
            "tomorrow",
            "",
            "2027-01-01 ",
            "+027-01-01",
            "2027/01/01",
            "\u{ff12}027-01-01",
        ] {
            assert!(parse_date(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            parse_date("2027-02-30").unwrap_err().to_string(),
            "bad date \"2027-02-30\": no such day"
        );
    }

    #[test]
    fn splitmix64_gives_its_published_outputs() {
        // The reference outputs of SplitMix64 from seed 0.
        let mut m = SplitMix64(0);
        assert_eq!(m.next(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(m.next(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(m.next(), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn the_entry_index_counts_earlier_dates_of_the_same_level() {
        let mut seen: std::collections::HashMap<Level, usize> = Default::default();
        let mut day = FIRST_DAILY;
        for _ in 0..800 {
            let level = level_of(day.weekday());
            let n = seen.entry(level).or_default();
            assert_eq!(entry_index(day), Some(*n), "{day}");
            *n += 1;
            day = day.succ_opt().unwrap();
        }
        assert_eq!(entry_index(date(2025, 12, 31)), None);
    }

    #[test]
    fn transforms_of_days_are_valid_and_vary() {
        let forms: std::collections::HashSet<Transform> = (0..200).map(transform_of_day).collect();
        assert_eq!(forms.len(), 200);
        assert!(!forms.contains(&Transform::identity()));
    }

    #[test]
    fn the_range_is_refused_outside_with_its_reason() {
        assert_eq!(
            daily(date(2025, 12, 31)),
            Err(DailyError::BeforeFirst {
                date: date(2025, 12, 31),
                first: FIRST_DAILY
            })
        );
        let last = last_daily();
        assert!(daily(last).is_ok());
        let after = last.succ_opt().unwrap();
        assert!(matches!(daily(after), Err(DailyError::PastBank { .. })));
        // At least five years of every weekday.
        assert!(last >= date(2031, 1, 1), "{last}");
    }
}
