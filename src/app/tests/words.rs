//! Every text the window shows for typical states has its placeholders filled, in every language.

use super::*;
use crate::i18n::{LANGUAGES, set_language};
use crate::puzzle::Mode;
use crate::session::Explain;
use crate::stats::GameRecord;

/// The placeholders left in `text`: a `{` that a `}` closes.
fn unfilled(text: &str) -> bool {
    text.find('{')
        .is_some_and(|open| text[open..].contains('}'))
}

fn check(what: &str, texts: impl IntoIterator<Item = String>) {
    for t in texts {
        assert!(
            !unfilled(&t),
            "{what} in {}: {t:?}",
            crate::i18n::language().code
        );
    }
}

fn history() -> StatsFile {
    let at = chrono::DateTime::parse_from_rfc3339("2025-10-20T20:00:00+01:00").unwrap();
    let mut file = StatsFile::default();
    for (i, seconds) in [600u64, 540, 570, 480].into_iter().enumerate() {
        for (mode, difficulty) in [(Mode::Sudoku, "easy"), (Mode::Lines, "4x4")] {
            file.add(GameRecord {
                id: format!("g{i}{difficulty}"),
                finished_at: at + chrono::Duration::days(i as i64 * 200),
                mode,
                difficulty: difficulty.into(),
                seconds,
                won: true,
                mistakes: 0,
                hints: 0,
                counts_for_records: true,
                flips: (mode == Mode::Lines).then_some(5),
                started_at: None,
                origin: None,
            });
        }
    }
    file
}

/// The texts of the win sheets, the statistics, the daily screens and Learn, as the model makes
/// them now.
fn window_texts(m: &mut AppModel) -> Vec<(&'static str, Vec<String>)> {
    let mut out = Vec::new();
    let sheet = |s: &WinSheet| {
        let mut t = vec![s.title.clone(), s.time.clone(), s.next.clone()];
        t.extend(s.chips.iter().cloned());
        t.extend(s.lines.iter().cloned());
        t
    };
    if let Some(s) = m.game().win_sheet() {
        out.push(("game win sheet", sheet(&s)));
    }
    out.push((
        "game captions",
        vec![m.game().level_text(), m.game().mistakes_text()],
    ));
    if let Some(s) = m.lines().win_sheet() {
        out.push(("lines win sheet", sheet(s)));
    }
    let stats_texts = |v: &crate::app::stats::StatsView| {
        let mut t = Vec::new();
        for s in v.numbers.iter().chain(&v.records).chain(&v.top_times) {
            t.push(s.label.clone());
            t.push(s.value.clone());
        }
        t.extend([v.x_first.clone(), v.x_last.clone()]);
        t
    };
    let file = history();
    for (mode, difficulty) in [(Mode::Sudoku, "easy"), (Mode::Lines, "4x4")] {
        let v = crate::app::stats::StatsView::of_in_year(&file, mode, &difficulty.into(), 2026);
        out.push(("statistics", stats_texts(&v)));
    }
    out.push((
        "statistics tabs",
        crate::app::stats::tabs()
            .into_iter()
            .map(|t| t.label)
            .collect(),
    ));
    let card = m.daily_card();
    out.push(("daily card", vec![card.title, card.state, card.streak]));
    let cal = m.calendar_view();
    let mut t = vec![
        cal.title,
        cal.summary_text,
        crate::app::daily::weekday_levels_text(),
    ];
    t.extend(cal.days.into_iter().map(|d| d.label));
    out.push(("calendar", t));
    let ladder = m.ladder();
    let mut t = vec![ladder.headline];
    t.extend(
        ladder
            .rows
            .into_iter()
            .flat_map(|r| [r.heading, r.progress]),
    );
    out.push(("ladder", t));
    if let Some(lesson) = m.learn().lesson_view() {
        out.push(("lesson", vec![lesson.subtitle, lesson.example]));
    }
    if let Some(round) = m.learn().round() {
        let v = round.view();
        out.push(("practice", vec![v.score, v.result]));
        if let Some(a) = round.attempt() {
            let v = a.view();
            out.push(("practice attempt", vec![v.prompt, v.message]));
        }
    }
    let mut explain = Explain::of(&Grid::from_line(PUZZLE).unwrap());
    let mut t = Vec::new();
    loop {
        let v = explain.view();
        t.push(v.title);
        t.extend(v.lines);
        if !explain.forward() {
            break;
        }
    }
    out.push(("explain", t));
    let (lines, _) = m.lines_mut();
    out.push((
        "line puzzle",
        vec![lines.par_text(), lines.message().to_string()],
    ));
    out
}

#[test]
fn no_window_text_keeps_a_placeholder_in_any_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.calendar_mut()
        .set_today(chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap());
    m.services_mut().set_stats(history());
    m.begin_new_game(Level::Easy);
    m.puzzle_made(fixed(Level::Easy, 0));
    for k in 0..51 {
        place(&mut m, k);
    }
    assert!(m.game().win_sheet().is_some_and(|s| s.won));
    m.new_lines(7);
    {
        let (lines, services) = m.lines_mut();
        lines.hint(services);
    }
    let technique = m.ladder().rows[3].technique;
    m.open_lesson(technique);
    m.start_practice();
    for language in &LANGUAGES {
        set_language(language);
        let texts = window_texts(&mut m);
        set_language(&LANGUAGES[0]);
        for shown in ["game win sheet", "lesson", "practice", "practice attempt"] {
            assert!(texts.iter().any(|(w, _)| *w == shown), "{shown}");
        }
        for (what, t) in texts {
            check(what, t);
        }
    }
}

#[test]
fn english_texts_read_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.calendar_mut()
        .set_today(chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap());
    let card = m.daily_card();
    assert_eq!(card.title, "Daily · Tue 1 Dec · Medium");
    assert_eq!(card.state, "New");
    let cal = m.calendar_view();
    assert_eq!(cal.title, "December 2026");
    assert_eq!(cal.summary_text, "Streak 0 · best 0 · 0 solved");
    let today = cal.days.iter().find(|d| d.today).unwrap();
    assert_eq!(today.label, "Tue 1 Dec, Medium, today");
    assert_eq!(today.rank, 2, "Medium: two bars");
    assert!(crate::app::daily::weekday_levels_text().starts_with("Mon Easy · Tue Medium · "));
    let file = history();
    let v = crate::app::stats::StatsView::of_in_year(&file, Mode::Sudoku, &"easy".into(), 2026);
    let labels: Vec<&str> = v.numbers.iter().map(|s| s.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Played",
            "Won",
            "Win rate",
            "Best time",
            "Average",
            "Streak · best 4"
        ]
    );
    assert_eq!(v.numbers[2].value, "100%");
    assert_eq!(v.records[0].value, "08:00 (−01:00)");
    assert_eq!(v.top_times[0].label, "1.  12 Jun 2027");
}
