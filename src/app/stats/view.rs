//! [`StatsView`]: what the statistics screen shows for one mode and difficulty: the numbers, the
//! solve-time chart with its personal-best line, the records as they fell and the top times.

use crate::i18n::words::clock;
use crate::puzzle::{Difficulty, Mode};
use crate::stats::{self, StatsFile, TOP_TIMES};
use crate::tr;

/// One figure: its label and value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stat {
    /// What it is ("Best time", a date).
    pub label: String,
    /// Its value.
    pub value: String,
}

/// A game on the chart; `x` and `y` are fractions of the plot (`y = 0` at the bottom).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Dot {
    /// Left to right, oldest to newest.
    pub x: f32,
    /// Bottom to top, fastest to slowest.
    pub y: f32,
    /// The game broke the record.
    pub record: bool,
}

fn line(label: impl Into<String>, value: impl Into<String>) -> Stat {
    Stat {
        label: label.into(),
        value: value.into(),
    }
}

fn opt_time(t: Option<u64>) -> String {
    t.map_or("–".to_string(), clock)
}

/// What the statistics screen shows for one mode and difficulty.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatsView {
    /// No game is recorded here yet.
    pub empty: bool,
    /// The figures: played, won, win rate, best and average time, streak (and fewest flips).
    pub numbers: Vec<Stat>,
    /// The personal-best line as SVG path commands in a 1000 × 500 box.
    pub best_line: String,
    /// Every game on the chart.
    pub dots: Vec<Dot>,
    /// The time at the top of the chart.
    pub y_top: String,
    /// The time half-way up the chart.
    pub y_mid: String,
    /// The time at the bottom of the chart.
    pub y_bottom: String,
    /// The date of the first game on the chart, as players read it.
    pub x_first: String,
    /// The date of the last game on the chart.
    pub x_last: String,
    /// Every record broken, newest first: date and time (gain).
    pub records: Vec<Stat>,
    /// The best times: rank and date, time.
    pub top_times: Vec<Stat>,
}

/// The most games drawn on the chart. Beyond it the chart shows every game that broke the record
/// and an even sample of the others: a few hundred dots already fill the plot, and a long history
/// would otherwise be tens of thousands of shapes to draw.
pub const MAX_DOTS: usize = 400;

impl StatsView {
    /// The figures of `mode` and `difficulty` in `file`.
    pub fn of(file: &StatsFile, mode: Mode, difficulty: &Difficulty) -> StatsView {
        StatsView::of_games(&stats::games_in(file, mode, difficulty), mode)
    }

    /// The figures as [`StatsView::of`] shows them when `this_year` is the current year (dates
    /// of other years carry their year).
    pub fn of_in_year(
        file: &StatsFile,
        mode: Mode,
        difficulty: &Difficulty,
        this_year: i32,
    ) -> StatsView {
        StatsView::of_games_in_year(&stats::games_in(file, mode, difficulty), mode, this_year)
    }

    /// The figures of `games`, the games of one mode and difficulty in the order they ended.
    pub fn of_games(games: &[&crate::stats::GameRecord], mode: Mode) -> StatsView {
        use chrono::Datelike;
        StatsView::of_games_in_year(games, mode, chrono::Local::now().year())
    }

    /// The figures of `games` when `this_year` is the current year (dates of other years carry
    /// their year).
    pub fn of_games_in_year(
        games: &[&crate::stats::GameRecord],
        mode: Mode,
        this_year: i32,
    ) -> StatsView {
        let s = stats::summary_of(games);
        let mut numbers = vec![
            line(tr!("Played"), s.started.to_string()),
            line(tr!("Won"), s.won.to_string()),
            line(
                tr!("Win rate"),
                s.win_rate.map_or("–".to_string(), |r| {
                    // TRANSLATORS: a win rate: {percent} is a whole number (75).
                    tr!("{percent}%", percent = format!("{:.0}", r * 100.0))
                }),
            ),
            line(tr!("Best time"), opt_time(s.best_seconds)),
            line(tr!("Average"), opt_time(s.average_seconds)),
            // The value stays short so it never clips; the best streak goes in the label.
            line(
                // TRANSLATORS: the label of the current win streak: {best} is the longest ever.
                tr!("Streak · best {best}", best = s.best_streak),
                s.current_streak.to_string(),
            ),
        ];
        if mode == Mode::Lines {
            numbers.push(line(
                tr!("Fewest flips"),
                s.fewest_flips.map_or("–".to_string(), |f| f.to_string()),
            ));
        }
        let chart = stats::chart_of(games);
        let (lo, hi) = chart.iter().fold((u64::MAX, 0), |(lo, hi), p| {
            (lo.min(p.seconds), hi.max(p.seconds))
        });
        // Leave a margin so the fastest and slowest games are not on the frame.
        let (lo, hi) = if chart.is_empty() {
            (0, 1)
        } else {
            let pad = ((hi - lo) / 10).max(5);
            (lo.saturating_sub(pad), hi + pad)
        };
        let span = (hi - lo).max(1) as f32;
        let n = chart.len();
        let x = |i: usize| {
            if n <= 1 {
                0.5
            } else {
                i as f32 / (n - 1) as f32
            }
        };
        let y = |secs: u64| (secs.saturating_sub(lo)) as f32 / span;
        let step = n.div_ceil(MAX_DOTS).max(1);
        let dots = chart
            .iter()
            .filter(|p| step == 1 || p.is_record || p.index % step == 0 || p.index + 1 == n)
            .map(|p| Dot {
                x: x(p.index),
                y: y(p.seconds),
                record: p.is_record,
            })
            .collect();
        // A staircase: level until the game that broke the record, then down to the new best.
        let mut best_line = String::new();
        let mut last_y = 0.0;
        for (k, p) in chart.iter().enumerate() {
            let (px, py) = (x(p.index) * 1000.0, (1.0 - y(p.best_so_far)) * 500.0);
            if k == 0 {
                best_line = format!("M {px:.1} {py:.1}");
            } else if p.is_record || k + 1 == n {
                // Only where the line turns (and at its end): the same staircase in a few steps.
                best_line.push_str(&format!(" L {px:.1} {last_y:.1} L {px:.1} {py:.1}"));
            }
            last_y = py;
        }
        if n == 1 {
            best_line = format!(
                "M 0 {0:.1} L 1000 {0:.1}",
                (1.0 - y(chart[0].seconds)) * 500.0
            );
        }
        let date = |d: &chrono::DateTime<chrono::FixedOffset>| {
            crate::i18n::words::day_month_unless_this_year(d.date_naive(), this_year)
        };
        let records = stats::record_breaks_of(games)
            .iter()
            .rev()
            .map(|r| {
                let gain = r
                    .improvement()
                    .map_or(tr!("record" => "first").to_string(), |g| {
                        // TRANSLATORS: how much a record beat the one before: {gain} is a time
                        // (0:12).
                        tr!("−{gain}", gain = clock(g))
                    });
                line(
                    date(&r.finished_at),
                    // TRANSLATORS: a record in the best-time history: {time} is the record time
                    // (04:12), {gain} how much it beat the one before (−0:12, or "first").
                    tr!("{time} ({gain})", time = clock(r.seconds), gain = gain),
                )
            })
            .collect();
        let top_times = stats::top_times_of(games, TOP_TIMES)
            .iter()
            .enumerate()
            .map(|(i, g)| {
                line(
                    // TRANSLATORS: a best time's rank (1) and date (26 Oct).
                    tr!("{rank}.  {date}", rank = i + 1, date = date(&g.finished_at)),
                    clock(g.seconds),
                )
            })
            .collect();
        StatsView {
            empty: s.started == 0,
            numbers,
            best_line,
            dots,
            y_top: if n == 0 { String::new() } else { clock(hi) },
            y_mid: if n == 0 {
                String::new()
            } else {
                clock(lo + (hi - lo) / 2)
            },
            y_bottom: if n == 0 { String::new() } else { clock(lo) },
            x_first: chart
                .first()
                .map_or_else(String::new, |p| date(&p.finished_at)),
            x_last: if n > 1 {
                chart
                    .last()
                    .map_or_else(String::new, |p| date(&p.finished_at))
            } else {
                String::new()
            },
            records,
            top_times,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> chrono::DateTime<chrono::FixedOffset> {
        chrono::DateTime::parse_from_rfc3339(s).unwrap()
    }

    #[test]
    fn the_streak_value_is_one_number_and_the_chart_has_its_labels() {
        let mut file = StatsFile::default();
        for (i, seconds) in [600u64, 540, 570, 480].into_iter().enumerate() {
            file.add(crate::stats::GameRecord {
                id: format!("g{i}"),
                finished_at: at("2026-10-20T20:00:00+01:00") + chrono::Duration::days(i as i64),
                mode: Mode::Sudoku,
                difficulty: "medium".into(),
                seconds,
                won: true,
                mistakes: 0,
                hints: 0,
                counts_for_records: true,
                flips: None,
                started_at: None,
                origin: None,
            });
        }
        let view = StatsView::of_in_year(&file, Mode::Sudoku, &"medium".into(), 2026);
        let streak = view
            .numbers
            .iter()
            .find(|s| s.label.starts_with("Streak"))
            .unwrap();
        assert!(streak.value.parse::<u32>().is_ok(), "{streak:?}");
        assert!(streak.label.starts_with("Streak · best "), "{streak:?}");
        assert!(!view.y_mid.is_empty());
        assert!(!view.x_first.is_empty() && !view.x_last.is_empty());
        assert_eq!(
            (view.x_first.as_str(), view.x_last.as_str()),
            ("20 Oct", "23 Oct")
        );
        assert!(view.records.iter().all(|r| !r.label.contains("2026")));
    }
}
