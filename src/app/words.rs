//! The words the window shares between screens, in the player's language: level names, month and
//! weekday names, dates, lists. Everything written to files or the command line keeps its English
//! name ([`Level::name`], [`crate::session::Difficulty::name`]); these are for showing only.

use crate::puzzle::NoHint;
use crate::sudoku::Level;
use crate::tr;
use chrono::{Datelike, Weekday};

/// A level's name as players read it ("Medium").
pub fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => tr!("level" => "Easy"),
        Level::Medium => tr!("level" => "Medium"),
        Level::Hard => tr!("level" => "Hard"),
        Level::Expert => tr!("level" => "Expert"),
        Level::Master => tr!("level" => "Master"),
        Level::Extreme => tr!("level" => "Extreme"),
    }
}

/// The short mark of a level on a calendar square: the first letter (or character) of its
/// name in the player's language ("M", "S" for Schwer, "困").
pub fn level_initial(level: Level) -> String {
    level_name(level).chars().take(1).collect()
}

/// A month's short name ("Oct"), `month` from 1 to 12.
pub fn month_short(month: u32) -> &'static str {
    // TRANSLATORS: abbreviated month names, as in the date "26 Oct".
    match month {
        1 => tr!("month" => "Jan"),
        2 => tr!("month" => "Feb"),
        3 => tr!("month" => "Mar"),
        4 => tr!("month" => "Apr"),
        5 => tr!("month" => "May"),
        6 => tr!("month" => "Jun"),
        7 => tr!("month" => "Jul"),
        8 => tr!("month" => "Aug"),
        9 => tr!("month" => "Sep"),
        10 => tr!("month" => "Oct"),
        11 => tr!("month" => "Nov"),
        _ => tr!("month" => "Dec"),
    }
}

/// A month's full name ("October"), `month` from 1 to 12.
pub fn month_long(month: u32) -> &'static str {
    // TRANSLATORS: full month names, as in the calendar's title "October 2026".
    match month {
        1 => tr!("full month" => "January"),
        2 => tr!("full month" => "February"),
        3 => tr!("full month" => "March"),
        4 => tr!("full month" => "April"),
        5 => tr!("full month" => "May"),
        6 => tr!("full month" => "June"),
        7 => tr!("full month" => "July"),
        8 => tr!("full month" => "August"),
        9 => tr!("full month" => "September"),
        10 => tr!("full month" => "October"),
        11 => tr!("full month" => "November"),
        _ => tr!("full month" => "December"),
    }
}

/// A weekday's short name ("Tue").
pub fn weekday_short(day: Weekday) -> &'static str {
    // TRANSLATORS: abbreviated weekday names, as in the date "Tue 1 Dec".
    match day {
        Weekday::Mon => tr!("weekday" => "Mon"),
        Weekday::Tue => tr!("weekday" => "Tue"),
        Weekday::Wed => tr!("weekday" => "Wed"),
        Weekday::Thu => tr!("weekday" => "Thu"),
        Weekday::Fri => tr!("weekday" => "Fri"),
        Weekday::Sat => tr!("weekday" => "Sat"),
        Weekday::Sun => tr!("weekday" => "Sun"),
    }
}

/// "26 Oct".
pub fn day_month(date: impl Datelike) -> String {
    // TRANSLATORS: a date without its year: {day} is the day of the month (26), {month} the
    // month's short name (Oct).
    tr!(
        "{day} {month}",
        day = date.day(),
        month = month_short(date.month())
    )
}

/// "26 Oct 2025".
pub fn day_month_year(date: impl Datelike) -> String {
    // TRANSLATORS: a date: {day} is the day of the month (26), {month} the month's short name
    // (Oct), {year} the year (2025).
    tr!(
        "{day} {month} {year}",
        day = date.day(),
        month = month_short(date.month()),
        year = date.year()
    )
}

/// "Tue 1 Dec".
pub fn weekday_day_month(date: impl Datelike) -> String {
    // TRANSLATORS: a date with its weekday: {weekday} is the weekday's short name (Tue), {day}
    // the day of the month (1), {month} the month's short name (Dec).
    tr!(
        "{weekday} {day} {month}",
        weekday = weekday_short(date.weekday()),
        day = date.day(),
        month = month_short(date.month())
    )
}

/// "December 2026".
pub fn month_year(year: i32, month: u32) -> String {
    // TRANSLATORS: the calendar's title: {month} is the month's full name (December), {year} the
    // year (2026).
    tr!("{month} {year}", month = month_long(month), year = year)
}

/// Names in a list: "Naked single, Hidden pair".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(crate::sudoku::list_separator())
}

/// Why no hint is given, as a sentence.
pub fn no_hint(e: &NoHint) -> &'static str {
    match e {
        NoHint::NotPlaying => tr!("No hint: the game is paused or over."),
        NoHint::NoneFound => tr!("No hint for this position."),
    }
}

/// What separates short facts on one line ("Medium · rating 2.3").
pub fn dot() -> &'static str {
    // TRANSLATORS: what separates short facts on one line ("Streak 3 · best 5"), with its spaces.
    tr!("facts separator" => " · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn dates_and_names_read_as_before_in_english() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(day_month(d), d.format("%-d %b").to_string());
        assert_eq!(day_month_year(d), d.format("%-d %b %Y").to_string());
        assert_eq!(weekday_day_month(d), d.format("%a %-d %b").to_string());
        assert_eq!(month_year(2026, 12), d.format("%B %Y").to_string());
        for m in 1..=12 {
            let first = NaiveDate::from_ymd_opt(2026, m, 1).unwrap();
            assert_eq!(month_short(m), first.format("%b").to_string());
            assert_eq!(month_long(m), first.format("%B").to_string());
            assert_eq!(
                weekday_short(first.weekday()),
                first.format("%a").to_string()
            );
        }
        for l in Level::ALL {
            assert_eq!(level_name(l), crate::sudoku::capitalize(l.name()));
            assert!(level_name(l).starts_with(&level_initial(l)));
        }
        assert_eq!(list(&["a", "b"]), "a, b");
    }
}
