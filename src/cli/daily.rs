//! `sudoku-lines daily [--date YYYY-MM-DD] [--days N]`: the daily puzzles of a run of dates.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use chrono::{Days, NaiveDate};

use super::{Args, CommandError};
use crate::sudoku::{Daily, daily, parse_date};

const USAGE: &str = "\
usage: sudoku-lines daily [--date YYYY-MM-DD] [--days N]

Prints the daily puzzle of each of N dates from the given one, one line per date: the date, the
level and the 81-character puzzle (. for empty cells), separated by tabs. Every player gets the
same puzzle for a date. The level follows the weekday: Monday easy, Tuesday and Wednesday medium,
Thursday and Friday hard, Saturday expert, Sunday master.

options:
  --date YYYY-MM-DD  the first date (default: today's local date), written with four digits for
                     the year and two each for the month and the day
  --days N           how many dates (default 1)
  -h, --help         print this message";

/// Runs `daily` with its arguments (after the word `daily`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines daily";
    let result = match parse(args) {
        Ok(Some(o)) => puzzles(&o).and_then(|lines| {
            write(&lines, &mut BufWriter::new(io::stdout().lock())).map_err(CommandError::Output)
        }),
        Ok(None) => return super::print_final(name, USAGE),
        Err(e) => Err(e),
    };
    super::finish(name, USAGE, result)
}

/// The parsed options of one run.
struct Options {
    date: NaiveDate,
    days: u64,
}

/// The options, or `None` when help was asked for. A date that is not one is a one-line error.
fn parse(args: &[std::ffi::OsString]) -> Result<Option<Options>, CommandError> {
    let parsed = Args::parse(args, &["date", "days"]).map_err(CommandError::Usage)?;
    parsed
        .only(&["date", "days"])
        .map_err(CommandError::Usage)?;
    if parsed.flag("help") {
        return Ok(None);
    }
    if let Some(extra) = parsed.positional.first() {
        return Err(CommandError::Usage(format!(
            "unexpected argument {extra:?}"
        )));
    }
    let date = match parsed
        .value::<String>("date")
        .map_err(CommandError::Usage)?
    {
        Some(text) => parse_date(&text).map_err(|e| CommandError::Refused(e.to_string()))?,
        None => chrono::Local::now().date_naive(),
    };
    let days: u64 = parsed
        .value("days")
        .map_err(CommandError::Usage)?
        .unwrap_or(1);
    if days == 0 {
        return Err(CommandError::Usage("--days must be at least 1".to_string()));
    }
    Ok(Some(Options { date, days }))
}

/// The dailies of the run, or a one-line error for the first date that has none.
fn puzzles(options: &Options) -> Result<Vec<Daily>, CommandError> {
    (0..options.days)
        .map(|i| {
            let date = options
                .date
                .checked_add_days(Days::new(i))
                .ok_or_else(|| CommandError::Refused("the dates run past the calendar".into()))?;
            daily(date).map_err(|e| CommandError::Refused(e.to_string()))
        })
        .collect()
}

/// Writes one line per daily: date, level, puzzle, tab-separated.
fn write(dailies: &[Daily], out: &mut impl Write) -> io::Result<()> {
    for d in dailies {
        writeln!(
            out,
            "{}\t{}\t{}",
            d.date.format("%Y-%m-%d"),
            d.level.name(),
            d.puzzle.to_line()
        )?;
    }
    out.flush()
}
