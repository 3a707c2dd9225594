//! The daily puzzle through the app model: its own saved game beside the classic one, resumed
//! with its clock and undo, recorded once per date, and the card, calendar and streak that
//! follow.

use super::*;
use crate::puzzle::Difficulty;
use crate::stats::daily_id;
use chrono::NaiveDate;

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// Plays the daily in front to the win: every empty cell gets the solution's digit.
fn solve_front(m: &mut AppModel) {
    let (game, services) = m.game_mut();
    let s = game.session().unwrap();
    let (givens, solution) = (*s.state().givens(), *s.state().solution());
    for c in Cell::all().filter(|&c| givens.get(c).is_none()) {
        game.input(Input::TapCell(c), services);
        game.input(Input::Digit(solution.get(c).unwrap()), services);
    }
    assert!(game.session().unwrap().is_finished());
}

/// Makes one correct move in the game in front.
fn one_move(m: &mut AppModel) {
    let (game, services) = m.game_mut();
    let s = game.session().unwrap();
    let (givens, solution) = (*s.state().givens(), *s.state().solution());
    let c = Cell::all().find(|&c| givens.get(c).is_none()).unwrap();
    game.input(Input::TapCell(c), services);
    game.input(Input::Digit(solution.get(c).unwrap()), services);
}

#[test]
fn a_daily_has_its_own_saved_game_and_resumes_with_its_clock_and_undo() {
    let dir = tempfile::tempdir().unwrap();
    let day = date(2026, 12, 1);
    let mut m = model(dir.path());
    m.set_today(day);
    m.start(fixed(Level::Easy, 0).unwrap());
    play_one(&mut m);
    assert!(m.game().is_played());

    // The daily does not abandon the classic game, and is a different puzzle.
    m.play_daily(day);
    assert_eq!(m.screen(), Screen::Game);
    assert_eq!(m.game().daily_date(), Some(day));
    assert_eq!(m.game().level_text(), "Daily · Medium");
    assert_ne!(
        m.game().session().unwrap().state().givens(),
        m.classic().session().unwrap().state().givens()
    );
    assert!(m.services().stats().games.is_empty(), "nothing recorded");
    assert!(m.classic().can_continue());
    one_move(&mut m);
    m.game_mut().0.set_elapsed_ms(95_000);
    let card = m.daily_card();
    assert_eq!(card.title, "Daily · Tue 1 Dec · Medium");
    assert_eq!(card.state, "In progress · 01:35");
    m.open(Screen::Home);
    assert!(dir.path().join("daily-2026-12-01.json").exists());
    assert!(dir.path().join("game.json").exists());

    // Continue is still the classic game.
    m.continue_game();
    assert_eq!(m.game().daily_date(), None);
    assert!(m.game().is_played());
    m.open(Screen::Home);
    drop(m);

    // After a restart both games are there: the daily with its move, undo and clock.
    let mut m = model(dir.path());
    m.set_today(day);
    assert!(m.classic().can_continue());
    assert_eq!(m.daily_card().state, "In progress · 01:35");
    m.play_daily(day);
    let s = m.game().session().unwrap();
    assert_eq!(s.n_moves(), 1);
    assert!(m.game().session().unwrap().view().can_undo);
    assert!(s.elapsed_secs() >= 95);
    assert!(m.services().stats().games.is_empty());
}

#[test]
fn a_daily_is_recorded_once_for_its_date_and_the_calendar_and_streak_follow() {
    // Records carry the real finish time, so "late" is judged against the real date here.
    let dir = tempfile::tempdir().unwrap();
    let today = chrono::Local::now().date_naive();
    let earlier = today - chrono::Days::new(3);
    let mut m = model(dir.path());
    assert_eq!(m.daily_card().state, "New");
    m.play_daily(today);
    solve_front(&mut m);
    let games = &m.services().stats().games;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].id, daily_id(today));
    assert_eq!(games[0].difficulty, Difficulty::Daily);
    let file = crate::app::daily::save_file(today);
    assert!(!dir.path().join(file).exists(), "save removed");
    assert!(m.daily_card().state.starts_with("Solved · "));
    assert!(m.daily_card().solved);
    // After a daily the win sheet leads to the calendar.
    assert_eq!(m.game().win_sheet().unwrap().next, "Calendar");

    // Played again, the same date is not recorded twice.
    m.play_daily(today);
    solve_front(&mut m);
    assert_eq!(m.services().stats().games.len(), 1);

    // A daily of three days ago, played now: solved late.
    m.play_daily(earlier);
    solve_front(&mut m);
    m.open(Screen::Daily);
    let find = |m: &AppModel, d: NaiveDate| {
        let view = m.calendar_view();
        let day = view.days.iter().find(|v| v.date == Some(d)).cloned();
        (view, day)
    };
    let (view, now) = find(&m, today);
    let now = now.unwrap();
    assert!(now.today && now.solved && !now.late);
    let blanks = view.days.iter().take_while(|d| d.day == 0).count();
    use chrono::Datelike;
    assert_eq!(
        blanks as u32,
        today.with_day(1).unwrap().weekday().num_days_from_monday(),
        "Monday-first weeks"
    );
    if earlier.month() != today.month() {
        m.calendar_mut().go_back();
    }
    let (_, late) = find(&m, earlier);
    let late = late.unwrap();
    assert!(late.solved && late.late, "{late:?}");
    assert!(late.label.contains("solved late in"));
    let summary = m.calendar_view().summary;
    assert_eq!(summary.solved_days, 2);
    assert_eq!(summary.late_days, 1);
    assert_eq!(
        summary.current_streak, 1,
        "today counts, the late day does not"
    );
    assert_eq!(summary.best_streak, 1);

    // The statistics' Daily tab leads with the daily streak.
    let tab = crate::app::stats::tabs()
        .iter()
        .position(|t| t.difficulty == Difficulty::Daily)
        .unwrap();
    m.stats_mut().0.select(tab);
    let numbers = m.stats().view(m.services()).numbers;
    let value = |label: &str| {
        numbers
            .iter()
            .find(|s| s.label == label)
            .map(|s| s.value.clone())
            .unwrap()
    };
    assert_eq!(value("Streak"), "1");
    assert_eq!(value("Days solved"), "2");
    assert_eq!(value("Solved late"), "1");
    assert_eq!(value("Today"), "Solved");
}

#[test]
fn a_future_day_cannot_be_played() {
    let mut m = AppModel::new(None, Arc::new(fixed));
    let today = chrono::Local::now().date_naive();
    m.open(Screen::Daily);
    let tomorrow = today + chrono::Days::new(1);
    let view = m.calendar_view();
    if let Some(d) = view.days.iter().find(|d| d.date == Some(tomorrow)) {
        assert!(!d.playable);
    }
    assert!(!view.can_go_on);
    m.play_daily(tomorrow);
    assert_eq!(m.screen(), Screen::Daily);
    assert!(
        drain_notices(&mut m)
            .iter()
            .any(|n| n.ends_with("is not out yet."))
    );
}

#[test]
fn the_calendar_goes_back_to_the_first_daily_and_never_past_today() {
    let mut m = AppModel::new(None, Arc::new(fixed));
    m.set_today(date(2026, 2, 10));
    m.open(Screen::Daily);
    m.calendar_mut().go_on();
    assert_eq!(m.calendar().month(), (2026, 2));
    m.calendar_mut().go_back();
    assert_eq!(m.calendar().month(), (2026, 1));
    m.calendar_mut().go_back();
    assert_eq!(
        m.calendar().month(),
        (2026, 1),
        "no dailies before January 2026"
    );
    let view = m.calendar_view();
    assert!(!view.can_go_back && view.can_go_on);
    // A day before the first daily cannot be played; the classic game is untouched.
    m.play_daily(date(2025, 12, 31));
    assert_ne!(m.screen(), Screen::Game);
    assert!(
        drain_notices(&mut m)
            .iter()
            .any(|n| n.starts_with("No daily puzzle to play"))
    );
}

#[test]
fn every_date_keeps_its_game_in_progress_and_the_calendar_knows_them() {
    let dir = tempfile::tempdir().unwrap();
    let (tue, sat) = (date(2026, 12, 1), date(2026, 11, 28));
    let mut m = model(dir.path());
    m.set_today(tue);
    m.play_daily(tue);
    one_move(&mut m);
    m.game_mut().0.set_elapsed_ms(30_000);
    // Another date: today's game stays in progress, on the card and in the calendar.
    m.play_daily(sat);
    assert_eq!(m.game().level_text(), "Daily · Expert");
    one_move(&mut m);
    assert_eq!(m.daily_card().state, "In progress · 00:30");
    m.open(Screen::Daily);
    assert!(
        m.calendar_view()
            .days
            .iter()
            .any(|d| d.today && d.in_progress)
    );
    drop(m);
    // After a restart too (the other date's save file is found), and each resumes its own game.
    let mut m = model(dir.path());
    m.set_today(tue);
    m.open(Screen::Daily);
    m.calendar_mut().go_back();
    let view = m.calendar_view();
    let nov28 = view.days.iter().find(|d| d.date == Some(sat)).unwrap();
    assert!(nov28.in_progress, "{nov28:?}");
    m.play_daily(sat);
    assert_eq!(m.game().session().unwrap().n_moves(), 1);
    m.play_daily(tue);
    assert_eq!(m.game().session().unwrap().n_moves(), 1);
    assert!(m.game().session().unwrap().elapsed_secs() >= 30);
    assert!(m.services().stats().games.is_empty(), "nothing abandoned");
}

#[test]
fn each_day_marks_its_level_by_a_rank_no_two_levels_share_and_names_it_aloud() {
    use chrono::Datelike;
    let mut m = AppModel::new(None, Arc::new(fixed));
    m.set_today(date(2026, 12, 31));
    let view = m.calendar_view();
    assert_eq!(view.ranks, 5, "Easy to Master: five bars");
    let mut level_of_rank = std::collections::BTreeMap::new();
    for d in view.days.iter().filter(|d| d.date.is_some()) {
        let level = crate::sudoku::level_of(d.date.unwrap().weekday());
        assert_eq!(d.rank, level.rank(), "{:?}", d.date);
        assert!((1..=view.ranks).contains(&d.rank));
        assert!(d.label.contains(level.label()), "{}", d.label);
        assert_eq!(*level_of_rank.entry(d.rank).or_insert(level), level);
    }
    assert_eq!(
        level_of_rank.len(),
        5,
        "every daily level shows, each by its own mark"
    );
    assert!(
        view.days
            .iter()
            .filter(|d| d.date.is_none())
            .all(|d| d.rank == 0)
    );
}
