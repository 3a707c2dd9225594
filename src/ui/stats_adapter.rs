//! The `StatsAdapter` global: the numbers, chart and best-time history of one mode and
//! difficulty, computed by `stats` from the recorded games.

use super::app_state::AppState;
use super::{AppWindow, ChartDot, Shared, StatLine, StatRow, StatsAdapter, format_duration};
use crate::stats::{self, Mode, StatsFile, TOP_TIMES};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// The difficulty under which line-puzzle games are recorded.
pub const LINES_DIFFICULTY: &str = "4x4";

/// The tabs of the statistics screen: mode, difficulty as recorded, label.
pub const TABS: [(Mode, &str, &str); 7] = [
    (Mode::Sudoku, "easy", "Easy"),
    (Mode::Sudoku, "medium", "Medium"),
    (Mode::Sudoku, "hard", "Hard"),
    (Mode::Sudoku, "expert", "Expert"),
    (Mode::Sudoku, "master", "Master"),
    (Mode::Sudoku, stats::CUSTOM_DIFFICULTY, "Custom"),
    (Mode::Lines, LINES_DIFFICULTY, "Lines"),
];

/// Wires the tab picker.
pub fn connect(window: &AppWindow, state: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<StatsAdapter>();
    let tabs: Vec<SharedString> = TABS.iter().map(|t| SharedString::from(t.2)).collect();
    a.set_tabs(ModelRc::new(VecModel::from(tabs)));
    let state = state.clone();
    a.on_select(move |tab| {
        if let Ok(tab) = usize::try_from(tab)
            && tab < TABS.len()
        {
            state.borrow_mut().stats_tab = tab;
            refresh();
        }
    });
}

fn line(label: impl Into<SharedString>, value: impl Into<SharedString>) -> StatLine {
    StatLine {
        label: label.into(),
        value: value.into(),
    }
}

fn opt_time(t: Option<u64>) -> String {
    t.map_or("–".to_string(), format_duration)
}

/// Writes the selected tab's figures into the `StatsAdapter` global.
pub fn refresh(window: &AppWindow, state: &AppState) {
    let a = window.global::<StatsAdapter>();
    let tab = state.stats_tab.min(TABS.len() - 1);
    let (mode, difficulty, _) = TABS[tab];
    let view = StatsView::of(&state.stats, mode, difficulty);
    a.set_tab(tab as i32);
    a.set_empty(view.empty);
    let rows: Vec<StatRow> = view
        .numbers
        .chunks(3)
        .map(|c| StatRow {
            a: c.first().cloned().unwrap_or_default(),
            b: c.get(1).cloned().unwrap_or_default(),
            c: c.get(2).cloned().unwrap_or_default(),
        })
        .collect();
    a.set_numbers(ModelRc::new(VecModel::from(rows)));
    a.set_best_line(view.best_line.into());
    a.set_dots(ModelRc::new(VecModel::from(view.dots)));
    a.set_y_top(view.y_top.into());
    a.set_y_bottom(view.y_bottom.into());
    a.set_records(ModelRc::new(VecModel::from(view.records)));
    a.set_top_times(ModelRc::new(VecModel::from(view.top_times)));
}

/// What the statistics screen shows for one mode and difficulty.
struct StatsView {
    empty: bool,
    numbers: Vec<StatLine>,
    best_line: String,
    dots: Vec<ChartDot>,
    y_top: String,
    y_bottom: String,
    records: Vec<StatLine>,
    top_times: Vec<StatLine>,
}

impl StatsView {
    fn of(file: &StatsFile, mode: Mode, difficulty: &str) -> StatsView {
        let s = stats::summary(file, mode, difficulty);
        let mut numbers = vec![
            line("Played", s.started.to_string()),
            line("Won", s.won.to_string()),
            line(
                "Win rate",
                s.win_rate
                    .map_or("–".to_string(), |r| format!("{:.0}%", r * 100.0)),
            ),
            line("Best time", opt_time(s.best_seconds)),
            line("Average", opt_time(s.average_seconds)),
            line(
                "Streak",
                format!("{} (best {})", s.current_streak, s.best_streak),
            ),
        ];
        if mode == Mode::Lines {
            numbers.push(line(
                "Fewest flips",
                s.fewest_flips.map_or("–".to_string(), |f| f.to_string()),
            ));
        }
        let chart = stats::chart(file, mode, difficulty);
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
        let dots = chart
            .iter()
            .map(|p| ChartDot {
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
            } else {
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
        let date = |d: &chrono::DateTime<chrono::FixedOffset>| d.format("%Y-%m-%d").to_string();
        let records = stats::best_time_history(file, mode, difficulty)
            .iter()
            .rev()
            .map(|r| {
                let gain = r
                    .improvement()
                    .map_or("first".to_string(), |g| format!("−{}", format_duration(g)));
                line(
                    date(&r.finished_at),
                    format!("{} ({gain})", format_duration(r.seconds)),
                )
            })
            .collect();
        let top_times = stats::top_times(file, mode, difficulty, TOP_TIMES)
            .iter()
            .enumerate()
            .map(|(i, g)| {
                line(
                    format!("{}.  {}", i + 1, date(&g.finished_at)),
                    format_duration(g.seconds),
                )
            })
            .collect();
        StatsView {
            empty: s.started == 0,
            numbers,
            best_line,
            dots,
            y_top: if n == 0 {
                String::new()
            } else {
                format_duration(hi)
            },
            y_bottom: if n == 0 {
                String::new()
            } else {
                format_duration(lo)
            },
            records,
            top_times,
        }
    }
}
