//! The words every layer shows, in this thread's language: lists and their separators, facts on
//! one line, sentences, capitals, clock times, dates with month and weekday names.
//!
//! This is their one home, below every layer that uses them: the hints of the engine, the
//! captions of the mid-end, the statistics' progress lines and the app's screens all build their
//! texts from these. Names of things with a layer of their own stay with them: a level's label is
//! [`crate::puzzle::Level::label`], a technique's title is `Technique::title` in the Sudoku
//! engine. Everything written to files or the command line keeps its English form.

use crate::tr;
use chrono::{Datelike, Weekday};

/// What separates the items of a list in the player's language (", ").
pub fn list_separator() -> &'static str {
    // TRANSLATORS: the separator between the items of a list ("1, 4 and 9", "X-wing,
    // Swordfish"), spaces included.
    tr!("list" => ", ")
}

/// Names in a list, as a heading or a label lists them: "Naked single, Hidden pair".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(list_separator())
}

/// Items joined with `sep` and, before the last, by `last` (which fills `{list}` and `{last}`).
pub(crate) fn joined<T: AsRef<str>>(
    items: &[T],
    sep: &str,
    last: fn(&str, &str) -> String,
) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., end] => {
            let head: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            last(&head.join(sep), end.as_ref())
        }
    }
}

/// Items joined the way a sentence lists them: `a`, `a and b`, `a, b and c`.
pub fn and_list<T: AsRef<str>>(items: &[T]) -> String {
    joined(items, list_separator(), |list, last| {
        // TRANSLATORS: the end of a list: {list} is every item but the last, already joined by
        // the list separator (", "), {last} the last item ("1, 4 and 9").
        tr!("{list} and {last}", list = list, last = last)
    })
}

/// Items joined as alternatives: `a`, `a or b`, `a, b or c`.
pub fn or_list<T: AsRef<str>>(items: &[T]) -> String {
    joined(items, list_separator(), |list, last| {
        // TRANSLATORS: the end of a list of alternatives: {list} is every item but the last,
        // already joined by the list separator (", "), {last} the last item ("1, 4 or 9").
        tr!("{list} or {last}", list = list, last = last)
    })
}

/// What separates short facts on one line ("Medium · rating 2.3").
pub fn facts_separator() -> &'static str {
    // TRANSLATORS: what separates short facts on one line ("Streak 3 · best 5"), with its spaces.
    tr!("facts separator" => " · ")
}

/// Short facts on one line: "Medium · 04:12". Empty facts are left out.
pub fn facts<S: AsRef<str>>(items: &[S]) -> String {
    items
        .iter()
        .map(AsRef::as_ref)
        .filter(|f| !f.is_empty())
        .collect::<Vec<_>>()
        .join(facts_separator())
}

/// Sentences run together as this thread's language writes them: a space between them, none in
/// Chinese and Japanese (whose full stop carries its own space), one in Korean. Empty ones are
/// left out.
pub fn sentences<S: AsRef<str>>(parts: &[S]) -> String {
    let gap = if super::language().sentences_touch() {
        ""
    } else {
        " "
    };
    parts
        .iter()
        .map(AsRef::as_ref)
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(gap)
}

/// `s` with its first letter in upper case ("medium" → "Medium"): the one capitaliser of the
/// crate, for level names and messages as much as for hints. It changes nothing but a lower-case
/// first letter, so a translated text that starts in upper case, with a sign (`¿`) or in a script
/// without case (Japanese, Chinese) stays as it is.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) if first.is_lowercase() => first.to_uppercase().chain(chars).collect(),
        _ => s.to_string(),
    }
}

/// `s` with its first letter in lower case, to go on after a colon: the system's "Permission
/// denied" reads "…: permission denied".
pub fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A time on the clock: `mm:ss` below an hour, `h:mm:ss` above.
pub fn clock(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

/// What separates a number's whole part from its decimals in the player's language ("4.2").
pub fn decimal_separator() -> &'static str {
    // TRANSLATORS: the decimal separator of numbers ("4.2 kB"), "," in many languages.
    tr!("decimal separator" => ".")
}

/// `x` with `places` decimals, written with the language's decimal separator ("1.5", "1,5").
pub fn decimal(x: f64, places: usize) -> String {
    format!("{x:.places$}").replace('.', decimal_separator())
}

/// A file's size as a person reads it, in powers of 1,000 as file managers show them: "812 B",
/// "4.2 kB", "37 kB", "1.3 MB" (one decimal below 10 of a unit, none above; the decimal
/// separator the language's).
pub fn file_size(bytes: u64) -> String {
    const UNITS: u64 = 1000;
    if bytes < UNITS {
        // TRANSLATORS: a file's size in bytes ("812 B").
        return tr!("{size} B", size = bytes);
    }
    let mut unit = 0;
    let mut scaled = bytes as f64 / UNITS as f64;
    while scaled >= 999.5 && unit < 3 {
        scaled /= UNITS as f64;
        unit += 1;
    }
    let size = if scaled < 9.95 {
        decimal(scaled, 1)
    } else {
        format!("{scaled:.0}")
    };
    match unit {
        // TRANSLATORS: a file's size in kilobytes ("4.2 kB").
        0 => tr!("{size} kB", size = size),
        // TRANSLATORS: a file's size in megabytes ("1.3 MB").
        1 => tr!("{size} MB", size = size),
        // TRANSLATORS: a file's size in gigabytes ("2.0 GB").
        2 => tr!("{size} GB", size = size),
        // TRANSLATORS: a file's size in terabytes ("1.5 TB").
        _ => tr!("{size} TB", size = size),
    }
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

/// "26 Oct" in `this_year`, "26 Oct 2025" in any other: a date in a list of recent ones.
pub fn day_month_unless_this_year(date: impl Datelike, this_year: i32) -> String {
    if date.year() == this_year {
        day_month(date)
    } else {
        day_month_year(date)
    }
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
        assert_eq!(day_month_unless_this_year(d, 2026), "1 Dec");
        assert_eq!(day_month_unless_this_year(d, 2027), "1 Dec 2026");
        for m in 1..=12 {
            let first = NaiveDate::from_ymd_opt(2026, m, 1).unwrap();
            assert_eq!(month_short(m), first.format("%b").to_string());
            assert_eq!(month_long(m), first.format("%B").to_string());
            assert_eq!(
                weekday_short(first.weekday()),
                first.format("%a").to_string()
            );
        }
    }

    #[test]
    fn lists_facts_and_sentences() {
        assert_eq!(list(&["a", "b"]), "a, b");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
        assert_eq!(and_list(&["a"]), "a");
        assert_eq!(or_list(&["a", "b"]), "a or b");
        assert_eq!(facts(&["Medium", "", "04:12"]), "Medium · 04:12");
        assert_eq!(sentences(&["One.", "", "Two."]), "One. Two.");
        super::super::set_language(super::super::by_code("ja").unwrap());
        let ja = sentences(&["一。", "二。"]);
        super::super::set_language(&super::super::LANGUAGES[0]);
        assert_eq!(ja, "一。二。");
    }

    #[test]
    fn capitals_and_clock_times() {
        assert_eq!(capitalize("x-wing"), "X-wing");
        assert_eq!(capitalize("ALS-XZ"), "ALS-XZ");
        assert_eq!(capitalize("¿Dónde?"), "¿Dónde?");
        assert_eq!(capitalize("X字翼"), "X字翼");
        assert_eq!(lowercase_first("Permission denied"), "permission denied");
        assert_eq!(lowercase_first(""), "");
        assert_eq!(clock(0), "00:00");
        assert_eq!(clock(252), "04:12");
        assert_eq!(clock(3600 + 62), "1:01:02");
    }

    #[test]
    fn file_sizes_read_as_a_file_manager_shows_them() {
        let sizes = [
            (0, "0 B"),
            (812, "812 B"),
            (999, "999 B"),
            (1000, "1.0 kB"),
            (4_200, "4.2 kB"),
            (9_949, "9.9 kB"),
            (9_950, "10 kB"),
            (37_499, "37 kB"),
            (999_499, "999 kB"),
            (999_500, "1.0 MB"),
            (1_300_000, "1.3 MB"),
            (2_000_000_000, "2.0 GB"),
            (u64::MAX, "18446744 TB"),
        ];
        for (bytes, shown) in sizes {
            assert_eq!(file_size(bytes), shown, "{bytes} bytes");
        }
    }
}
