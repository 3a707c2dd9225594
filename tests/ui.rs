//! UI flows through Slint's testing backend: the real `.slint` screens and adapters, driven by
//! their accessible labels and default actions, the way a screen reader or a tap would.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use i_slint_backend_testing::ElementHandle;
use slint::{ComponentHandle, Model};
use std::sync::Arc;
use sudoku_lines::session::SudokuSession;
use sudoku_lines::session::{GameInfo, NewPuzzle};
use sudoku_lines::sudoku::Grid;
use sudoku_lines::ui::{
    App, AppAdapter, CustomAdapter, ExplainAdapter, GameAdapter, Generation, LearnAdapter, Screen,
};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn fixed(_level: sudoku_lines::sudoku::Level, _seed: u64) -> Result<NewPuzzle, String> {
    Ok(NewPuzzle {
        givens: Grid::from_line(PUZZLE).map_err(|e| e.to_string())?,
        solution: Grid::from_line(SOLUTION).map_err(|e| e.to_string())?,
        info: GameInfo {
            difficulty: "easy".into(),
            score: Some(1.5),
            techniques: vec!["Hidden single".into()],
            origin: None,
        },
        killer: None,
    })
}

thread_local! {
    // English whatever the machine's locale: the tests read the window's English texts.
    static BACKEND: () = {
        sudoku_lines::platform::report_locale("en_US".into());
        i_slint_backend_testing::init_no_event_loop()
    };
}

fn app_with_dir(dir: Option<std::path::PathBuf>) -> App {
    // The testing backend may be set up once per thread.
    BACKEND.with(|_| ());
    let app = App::new(dir, Arc::new(fixed), Generation::Immediate).expect("window");
    app.window.show().expect("show");
    app
}

fn app() -> App {
    app_with_dir(None)
}

fn find(app: &App, label: &str) -> Option<ElementHandle> {
    ElementHandle::find_by_accessible_label(&app.window, label).next()
}

/// The accessible label of cell `i` (0..81, row-major).
fn cell(i: usize) -> String {
    format!("row {} column {}", i / 9 + 1, i % 9 + 1)
}

fn press(app: &App, label: &str) {
    find(app, label)
        .unwrap_or_else(|| panic!("no element labelled {label:?}"))
        .invoke_accessible_default_action();
    // Runs the `changed` handlers (keyboard focus follows the screen) as the event loop would.
    slint::platform::update_timers_and_animations();
}

fn screen(app: &App) -> Screen {
    app.window.global::<AppAdapter>().get_screen()
}

/// The game in play, to read.
fn game(app: &App) -> std::cell::Ref<'_, SudokuSession> {
    std::cell::Ref::map(app.model(), |m| m.game().session().unwrap())
}

fn cell_digit(app: &App, i: usize) -> i32 {
    app.window
        .global::<GameAdapter>()
        .get_cells()
        .row_data(i)
        .map_or(-1, |c| c.digit)
}

fn cell_notes(app: &App, i: usize) -> i32 {
    app.window
        .global::<GameAdapter>()
        .get_cells()
        .row_data(i)
        .map_or(-1, |c| c.notes)
}

/// Fills every empty cell with the solution's digit by tapping the cell and the pad.
fn solve_through_the_ui(app: &App) {
    for (i, ch) in SOLUTION.chars().enumerate() {
        if PUZZLE.as_bytes()[i] == b'.' {
            press(app, &cell(i));
            press(app, &format!("digit {ch}"));
        }
    }
}

fn start_easy(app: &App) {
    assert_eq!(screen(app), Screen::Home);
    press(app, "Easy");
    assert_eq!(screen(app), Screen::Game);
}

#[test]
fn new_game_from_home_shows_the_board() {
    let app = app();
    start_easy(&app);
    let given = find(&app, &cell(0)).expect("cell 0");
    assert_eq!(given.accessible_description().as_deref(), Some("5, given"));
    assert_eq!(cell_digit(&app, 2), 0);
}

#[test]
fn cell_first_and_digit_first_entry() {
    let app = app();
    start_easy(&app);
    // cell first
    press(&app, &cell(2));
    press(&app, "digit 4");
    assert_eq!(cell_digit(&app, 2), 4);
    assert!(
        find(&app, &cell(2))
            .and_then(|c| c.accessible_description())
            .is_some_and(|d| d.starts_with("4") && d.contains("selected"))
    );
    // digit first: deselect with Escape first, then lock 7 and place it twice
    app.window.global::<GameAdapter>().invoke_key(
        char::from(slint::platform::Key::Escape).to_string().into(),
        false,
        false,
    );
    press(&app, "digit 7");
    assert!(
        app.window
            .global::<GameAdapter>()
            .get_pad()
            .row_data(6)
            .is_some_and(|k| k.locked)
    );
    press(&app, &cell(10));
    press(&app, &cell(22));
    assert_eq!(cell_digit(&app, 10), 7);
    assert_eq!(cell_digit(&app, 22), 7);
    press(&app, "digit 7"); // unlock
    assert!(
        !app.window
            .global::<GameAdapter>()
            .get_pad()
            .row_data(6)
            .is_some_and(|k| k.locked)
    );
}

#[test]
fn notes_auto_notes_and_clearing_on_placement() {
    let app = app();
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "Notes");
    press(&app, "digit 1");
    press(&app, "digit 2");
    press(&app, "Notes");
    assert_eq!(cell_notes(&app, 2), 0b11);
    // placing 2 in a box peer removes the note 2 from cell 2
    press(&app, &cell(18));
    press(&app, "digit 2");
    assert_eq!(cell_notes(&app, 2), 0b1);
    // auto notes: every empty cell gets exactly its candidates
    press(&app, "Auto");
    assert_eq!(
        cell_notes(&app, 2),
        0b1001,
        "r1c3: 1 (the wrong 2 took its place) or 4"
    );
    press(&app, "Undo");
    assert_eq!(cell_notes(&app, 2), 0b1);
}

#[test]
fn undo_and_redo_buttons() {
    let app = app();
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    // Tapping the cell again lets the pad replace the digit just placed.
    press(&app, &cell(2));
    press(&app, "digit 1");
    assert_eq!(cell_digit(&app, 2), 1);
    press(&app, "Undo");
    assert_eq!(cell_digit(&app, 2), 4);
    press(&app, "Undo");
    assert_eq!(cell_digit(&app, 2), 0);
    assert_eq!(
        find(&app, "Undo").and_then(|b| b.accessible_enabled()),
        Some(false)
    );
    press(&app, "Redo");
    press(&app, "Redo");
    assert_eq!(cell_digit(&app, 2), 1);
}

#[test]
fn conflicts_are_marked_with_a_label_too() {
    let app = app();
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 5"); // a 5 already stands in r1c1
    let cells = app.window.global::<GameAdapter>().get_cells();
    assert!(cells.row_data(2).is_some_and(|c| c.error));
    assert!(
        find(&app, &cell(2))
            .and_then(|c| c.accessible_description())
            .is_some_and(|d| d.contains("marked wrong"))
    );
    assert!(
        cells.row_data(0).is_some_and(|c| !c.error),
        "givens are never marked"
    );
}

#[test]
fn pause_hides_the_board() {
    let app = app();
    start_easy(&app);
    assert!(find(&app, &cell(0)).is_some());
    press(&app, "Pause");
    assert!(find(&app, "paused").is_some());
    assert!(find(&app, &cell(0)).is_none(), "the board is hidden");
    assert!(!game(&app).is_clock_running());
    press(&app, "Resume");
    assert!(find(&app, &cell(0)).is_some());
}

#[test]
fn keyboard_moves_places_and_undoes() {
    let app = app();
    start_easy(&app);
    let g = app.window.global::<GameAdapter>();
    let right: String = char::from(slint::platform::Key::RightArrow).into();
    press(&app, &cell(0));
    assert!(g.invoke_key(right.clone().into(), false, false));
    assert!(g.invoke_key(right.into(), false, false));
    assert!(g.invoke_key("4".into(), false, false));
    assert_eq!(cell_digit(&app, 2), 4);
    assert!(g.invoke_key("z".into(), false, true));
    assert_eq!(cell_digit(&app, 2), 0);
    assert!(
        g.invoke_key("(".into(), true, false),
        "Shift+9 writes a note"
    );
    assert_eq!(cell_notes(&app, 2), 1 << 8);
    assert!(!g.invoke_key("q".into(), false, false));
}

#[test]
fn completing_the_puzzle_through_the_ui_shows_the_summary() {
    let app = app();
    start_easy(&app);
    solve_through_the_ui(&app);
    let g = app.window.global::<GameAdapter>();
    assert!(g.get_finished() && g.get_won());
    assert_eq!(g.get_win_sheet().title, "Solved!");
    assert!(find(&app, "Solved!").is_some(), "the summary is on screen");
    assert!(g.get_win_sheet().chips.iter().any(|l| l == "No mistakes"));
    assert!(
        find(&app, "No mistakes").is_some(),
        "the chips are on screen"
    );
    assert_eq!(g.get_win_sheet().next, "Next Easy puzzle");
    assert!(!game(&app).is_clock_running());
    assert!(!g.get_can_undo());
    press(&app, "Home");
    assert_eq!(screen(&app), Screen::Home);
    assert!(!app.window.global::<AppAdapter>().get_can_continue());
}

#[test]
fn after_a_win_explain_walks_the_whole_solution_on_the_board() {
    use sudoku_lines::sudoku::StrategySolver;
    let app = app();
    start_easy(&app);
    solve_through_the_ui(&app);
    press(&app, "Explain the solution");
    assert_eq!(screen(&app), Screen::Explain);
    let givens = Grid::from_line(PUZZLE).unwrap();
    let path = StrategySolver::solve(&givens);
    let n = path.steps.len();
    let e = app.window.global::<ExplainAdapter>();
    let digit_at = |i: usize| e.get_cells().row_data(i).map_or(-1, |c| c.digit);
    assert_eq!(e.get_title(), format!("Step 1 of {n}"));
    assert!(!e.get_can_back() && e.get_can_next());
    for (i, ch) in PUZZLE.chars().enumerate() {
        let want = ch.to_digit(10).map_or(0, |d| d as i32);
        assert_eq!(digit_at(i), want, "the walk starts from the givens");
    }
    // The first step's picture is on the board: its placement in the success mark, nowhere a
    // digit yet.
    let first = &path.steps[0];
    let (cell0, d0) = first.placements[0];
    let pic = e.get_picture();
    assert_eq!(pic.row_count(), 81);
    let placed = pic.row_data(cell0.index()).unwrap().placed;
    assert_eq!(placed, 1 << (d0.get() - 1), "the placed digit is marked");
    for k in 0..n {
        if k > 0 {
            assert_eq!(e.get_title(), format!("Step {} of {n}", k + 1));
        }
        press(&app, "Next step");
        for &(c, d) in &path.steps[k].placements {
            assert_eq!(
                digit_at(c.index()),
                i32::from(d.get()),
                "step {k} placed by Next"
            );
        }
    }
    assert_eq!(e.get_title(), format!("Solved in {n} steps"));
    assert!(!e.get_can_next() && e.get_can_back());
    assert_eq!(
        e.get_picture().row_count(),
        0,
        "no picture past the last step"
    );
    for (i, ch) in SOLUTION.chars().enumerate() {
        assert_eq!(digit_at(i), ch.to_digit(10).unwrap() as i32);
    }
    press(&app, "Previous step");
    assert_eq!(e.get_title(), format!("Step {n} of {n}"));
    let (cell_last, _) = path.steps[n - 1].placements[0];
    assert_eq!(
        digit_at(cell_last.index()),
        0,
        "Back takes the last step away"
    );
    // Back leads to the ended game's sheet, not home.
    app.window.global::<AppAdapter>().invoke_back();
    assert_eq!(screen(&app), Screen::Game);
    assert!(app.window.global::<GameAdapter>().get_finished());
}

#[test]
fn a_typed_puzzle_is_explained_without_being_played() {
    let app = app();
    press(&app, "Your own");
    let a = app.window.global::<CustomAdapter>();
    a.invoke_explain_text("123".into());
    assert_eq!(
        screen(&app),
        Screen::Custom,
        "a malformed puzzle is refused"
    );
    assert!(a.get_error().contains("81"), "{}", a.get_error());
    a.invoke_explain_text(PUZZLE.into());
    assert_eq!(screen(&app), Screen::Explain);
    assert!(
        app.window
            .global::<ExplainAdapter>()
            .get_title()
            .starts_with("Step 1 of ")
    );
    assert!(
        app.model().game().session().is_none(),
        "explaining starts no game"
    );
    app.window.global::<AppAdapter>().invoke_back();
    assert_eq!(screen(&app), Screen::Custom);
}

#[test]
fn the_ladder_opens_a_lesson_with_real_examples() {
    use sudoku_lines::sudoku::{Technique, practice};
    let app = app();
    press(&app, "Learn");
    assert_eq!(screen(&app), Screen::Learn);
    let l = app.window.global::<LearnAdapter>();
    // The classic ladder, then Killer's own techniques.
    assert_eq!(
        l.get_rows().row_count(),
        Technique::all().len() + sudoku_lines::sudoku::killer::KillerTechnique::OWN.len()
    );
    assert!(
        l.get_headline()
            .starts_with("0 of 44 mastered · next: hidden single")
    );
    press(&app, "X-wing");
    assert_eq!(screen(&app), Screen::Lesson);
    assert_eq!(l.get_lesson_title(), "X-wing");
    assert_eq!(l.get_lesson_text(), Technique::XWing.lesson());
    let n = practice::count(Technique::XWing);
    assert!(n >= 50, "{n} X-wing positions");
    assert_eq!(l.get_example_text(), format!("Example 1 of {n}"));
    // The example is the shipped position, drawn with its step's picture.
    let first = practice::position(Technique::XWing, 0).unwrap();
    let pic = l.get_example_picture();
    assert_eq!(pic.row_count(), 81);
    for &(c, d) in &first.step.eliminations {
        let p = pic.row_data(c.index()).unwrap();
        assert_ne!(
            p.eliminated & (1 << (d.get() - 1)),
            0,
            "{c:?} {d:?} crossed out"
        );
    }
    for c in 0..81 {
        let digit = l.get_example_cells().row_data(c).unwrap().digit;
        let want = sudoku_lines::sudoku::Cell::new(c)
            .and_then(|c| first.candidates.get(c))
            .map_or(0, |d| i32::from(d.get()));
        assert_eq!(digit, want);
    }
    press(&app, "Another example");
    assert_eq!(l.get_example_text(), format!("Example 2 of {n}"));
    app.window.global::<AppAdapter>().invoke_back();
    assert_eq!(screen(&app), Screen::Learn);
}

#[test]
fn a_practice_round_judges_answers_and_keeps_the_progress() {
    use sudoku_lines::sudoku::Technique;
    let dir = tempfile::tempdir().unwrap();
    {
        let app = app_with_dir(Some(dir.path().to_path_buf()));
        press(&app, "Learn");
        press(&app, "X-wing");
        press(&app, "Practise this technique");
        assert_eq!(screen(&app), Screen::Practice);
        let l = app.window.global::<LearnAdapter>();
        assert_eq!(l.get_round_title(), "X-wing");
        assert_eq!(l.get_round_score(), "1 of 10 · 0 right · no hints");
        assert!(l.get_strikes() && !l.get_can_check() && !l.get_judged());
        // The right answer: strike every candidate the step removes, then Check.
        let step = app
            .model()
            .learn()
            .round()
            .and_then(|r| r.attempt())
            .map(|a| a.step().clone())
            .unwrap();
        for &(c, d) in step.eliminations() {
            press(&app, &format!("practice, {}", cell(c.index())));
            press(&app, &format!("answer {}", d.get()));
        }
        assert!(l.get_can_check());
        press(&app, "Check");
        assert!(l.get_judged() && l.get_right(), "{}", l.get_message());
        assert!(
            l.get_practice_picture().row_count() == 81,
            "the step's picture shows"
        );
        press(&app, "Next position");
        assert_eq!(l.get_round_score(), "2 of 10 · 1 right · no hints");
        // A hint, then giving up: counted as missed.
        press(&app, "Practice hint");
        assert!(
            !l.get_explanation().is_empty(),
            "the hint shows the step's words"
        );
        press(&app, "Show the step");
        assert!(l.get_judged() && !l.get_right());
        press(&app, "Next position");
        let counts = app.model().services().progress().counts(Technique::XWing);
        assert_eq!(counts.practice_unaided, 1);
        assert_eq!(counts.practice_missed, 1);
    }
    // The progress is kept with the statistics.
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    press(&app, "Learn");
    let l = app.window.global::<LearnAdapter>();
    let row = (0..l.get_rows().row_count())
        .filter_map(|i| l.get_rows().row_data(i))
        .find(|r| r.name == "X-wing")
        .unwrap();
    assert_eq!(row.progress, "found 1 · 1 missed");
}

#[test]
fn custom_puzzles_are_checked_before_play() {
    let app = app();
    press(&app, "Your own");
    assert_eq!(screen(&app), Screen::Custom);
    let a = app.window.global::<CustomAdapter>();
    a.invoke_start_text("123".into());
    assert!(a.get_error().contains("81"), "{}", a.get_error());
    let mut several = ".".repeat(80);
    several.push('5');
    a.invoke_start_text(several.into());
    assert!(a.get_error().contains("more than one solution"));
    a.invoke_start_text(format!("{PUZZLE}\n").into());
    assert_eq!(screen(&app), Screen::Game);
}

#[test]
fn the_game_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let app = app_with_dir(Some(dir.path().to_path_buf()));
        start_easy(&app);
        press(&app, &cell(2));
        press(&app, "digit 4");
        press(&app, &cell(3));
        press(&app, "digit 6");
        press(&app, "Undo");
    }
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    assert!(app.window.global::<AppAdapter>().get_can_continue());
    press(&app, "Continue");
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(cell_digit(&app, 2), 4);
    assert_eq!(cell_digit(&app, 3), 0);
    press(&app, "Redo");
    assert_eq!(cell_digit(&app, 3), 6);
}

#[test]
fn settings_change_the_rules_and_persist() {
    let dir = tempfile::tempdir().unwrap();
    {
        let app = app_with_dir(Some(dir.path().to_path_buf()));
        press(&app, "Settings");
        assert_eq!(screen(&app), Screen::Settings);
        press(&app, "Show the timer");
        press(&app, "Dark");
        assert!(!app.model().player_settings().show_timer);
    }
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    assert!(!app.model().player_settings().show_timer);
    assert_eq!(
        app.window
            .global::<sudoku_lines::ui::SettingsAdapter>()
            .get_theme(),
        sudoku_lines::ui::ThemeChoice::Dark
    );
}

#[test]
fn statistics_screen_shows_a_seeded_history() {
    let app = app();
    app.with_model(|m| {
        m.services_mut()
            .set_stats(sudoku_lines::ui::screenshot::sample_history())
    });
    press(&app, "Statistics");
    assert_eq!(screen(&app), Screen::Stats);
    let s = app.window.global::<sudoku_lines::ui::StatsAdapter>();
    assert!(s.get_empty(), "the Easy tab has no games");
    press(&app, "Medium");
    assert!(!s.get_empty());
    assert!(find(&app, "Played 20").is_some());
    assert!(find(&app, "Best time 07:18").is_some());
    // 19 qualifying games are charted (one was lost), and one of them was revealed
    assert_eq!(s.get_dots().row_count(), 18);
    assert!(s.get_best_line().starts_with("M 0.0 "));
    assert_eq!(s.get_records().row_count(), 7);
    assert_eq!(s.get_top_times().row_count(), 10);
    assert!(find(&app, "solve-time chart").is_some());
}

#[test]
fn a_win_is_recorded_and_a_first_win_is_a_record() {
    let app = app();
    start_easy(&app);
    app.with_model(|m| {
        let (game, services) = m.game_mut();
        game.input(sudoku_lines::session::Input::RevealSolution, services)
    });
    // a revealed game is recorded but sets no record
    let m = app.model();
    assert_eq!(m.services().stats().games.len(), 1);
    assert!(!m.services().stats().games[0].counts_for_records);
    let summary = m.game().win_sheet().unwrap();
    assert!(!summary.new_record);
    assert!(summary.lines.iter().any(|l| l.contains("does not count")));
    drop(m);
    press(&app, "New game");
    solve_through_the_ui(&app);
    let g = app.window.global::<GameAdapter>();
    assert!(
        g.get_win_sheet().record,
        "the first counted win is a record"
    );
    assert!(find(&app, "New record").is_some(), "the badge shows");
    assert!(
        g.get_win_sheet().chips.iter().any(|l| l == "First solve"),
        "{:?}",
        g.get_win_sheet().chips.iter().collect::<Vec<_>>()
    );
    assert_eq!(app.model().services().stats().games.len(), 2);
}

fn key(app: &App, k: slint::platform::Key) {
    use slint::platform::WindowEvent;
    let text: slint::SharedString = k.into();
    app.window
        .window()
        .dispatch_event(WindowEvent::KeyPressed { text: text.clone() });
    app.window
        .window()
        .dispatch_event(WindowEvent::KeyReleased { text });
}

#[test]
fn back_key_walks_back_through_screens() {
    let app = app();
    press(&app, "Statistics");
    assert_eq!(screen(&app), Screen::Stats);
    key(&app, slint::platform::Key::Back);
    assert_eq!(screen(&app), Screen::Home);
    start_easy(&app);
    key(&app, slint::platform::Key::Back);
    assert_eq!(screen(&app), Screen::Home);
    assert!(app.window.global::<AppAdapter>().get_can_continue());
    // the real keyboard reaches the board once the game screen shows
    press(&app, "Continue");
    press(&app, &cell(2));
    key(&app, slint::platform::Key::Escape);
    assert_eq!(
        screen(&app),
        Screen::Game,
        "Escape on the board clears the selection"
    );
}

#[test]
fn about_shows_the_version_of_cargo_toml() {
    let app = app();
    press(&app, "About");
    assert_eq!(screen(&app), Screen::About);
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(app.window.global::<AppAdapter>().get_version(), version);
    assert!(
        find(&app, version).is_some(),
        "About shows the version {version}"
    );
}

#[test]
fn losing_focus_stops_the_clock() {
    let app = app();
    start_easy(&app);
    press(&app, &cell(2));
    let running = || game(&app).is_clock_running();
    assert!(running());
    app.window
        .window()
        .dispatch_event(slint::platform::WindowEvent::WindowActiveChanged(false));
    assert!(!running());
    app.window
        .window()
        .dispatch_event(slint::platform::WindowEvent::WindowActiveChanged(true));
    assert!(running());
}

#[test]
fn line_puzzle_plays_to_the_win_and_is_recorded() {
    let app = app();
    press(&app, "Line puzzle");
    assert_eq!(screen(&app), Screen::Lines);
    app.with_model(|m| m.new_lines(42));
    let game = *app.model().lines().session().unwrap().state();
    let answer: Vec<usize> = game.answer().tiles().map(|t| t.index()).collect();
    // one wrong tile first, if there is one outside the answer
    let wrong = (0..16).find(|&i| {
        !answer.contains(&i)
            && !game
                .board()
                .is_correct(sudoku_lines::lines::Tile::new(i).unwrap())
    });
    let l = app.window.global::<sudoku_lines::ui::LinesAdapter>();
    if let Some(w) = wrong {
        press(&app, &format!("tile {w}"));
        assert!(
            l.get_tiles()
                .row_data(w)
                .is_some_and(|t| t.up && !t.correct)
        );
    }
    for (k, &i) in answer.iter().enumerate() {
        assert!(!l.get_won());
        press(&app, &format!("tile {i}"));
        if k == 2 {
            // after three flips the hint answers at once and marks a best flip
            press(&app, "Hint");
            assert!(
                l.get_tiles().iter().any(|t| t.best),
                "{}",
                l.get_hint_text()
            );
        }
    }
    assert!(l.get_won());
    assert!(find(&app, "Line found!").is_some());
    assert!(l.get_tiles().iter().filter(|t| t.win).count() == 4);
    let m = app.model();
    let rec = m.services().stats().games.last().expect("recorded");
    assert_eq!(rec.mode, sudoku_lines::puzzle::Mode::Lines);
    assert_eq!(rec.flips, Some(4 + u32::from(wrong.is_some())));
    assert_eq!(rec.hints, 1);
}

#[test]
fn hint_reveals_layers_and_applies_a_correct_move() {
    let app = app();
    start_easy(&app);
    let g = app.window.global::<GameAdapter>();
    press(&app, "Hint");
    assert!(g.get_hint_open());
    assert_eq!(g.get_hint_lines().row_count(), 1);
    let highlighted = g.get_cells().iter().filter(|c| c.hint).count();
    assert!(highlighted >= 1, "the region is highlighted");
    press(&app, "More");
    press(&app, "More");
    assert_eq!(g.get_hint_lines().row_count(), 3);
    assert!(!g.get_hint_apply());
    press(&app, "More");
    assert!(g.get_hint_apply());
    let before: Vec<i32> = (0..81).map(|i| cell_digit(&app, i)).collect();
    press(&app, "Apply");
    assert!(!g.get_hint_open());
    let changed: Vec<usize> = (0..81)
        .filter(|&i| cell_digit(&app, i) != before[i])
        .collect();
    assert!(!changed.is_empty(), "the hint placed a digit");
    for i in changed {
        assert_eq!(
            cell_digit(&app, i),
            i32::from(SOLUTION.as_bytes()[i] - b'0'),
            "cell {i} got the solution's digit"
        );
    }
    assert_eq!(game(&app).hints(), 1);
}

#[test]
fn a_hint_counts_wrong_digits_offers_to_show_them_and_points_at_one() {
    let app = app();
    // Mistakes not marked as they are made, so only Show all marks them.
    app.with_model(|m| {
        m.change_setting(sudoku_lines::app::SettingChange::Mistakes(
            sudoku_lines::settings::MistakeDisplay::OnCheck,
        ))
    });
    start_easy(&app);
    let g = app.window.global::<GameAdapter>();
    // Three wrong digits in three rows.
    let empty: Vec<usize> = (0..81).filter(|&i| PUZZLE.as_bytes()[i] == b'.').collect();
    let mut wrong = Vec::new();
    for &i in &empty {
        if wrong.iter().any(|&w: &usize| w / 9 == i / 9) {
            continue;
        }
        let right = SOLUTION.as_bytes()[i] - b'0';
        press(&app, &cell(i));
        press(&app, &format!("digit {}", if right == 9 { 1 } else { 9 }));
        wrong.push(i);
        if wrong.len() == 3 {
            break;
        }
    }
    press(&app, &cell(wrong[2]));
    press(&app, "Hint");
    let first = g.get_hint_lines().row_data(0).unwrap();
    assert!(
        first.starts_with("Three digits on the board are wrong."),
        "{first}"
    );
    assert!(!first.contains("rows"), "{first}");
    assert!(g.get_hint_show_wrong());
    assert_eq!(g.get_cells().iter().filter(|c| c.hint).count(), 0);
    assert!(
        wrong
            .iter()
            .all(|&i| !g.get_cells().row_data(i).unwrap().error)
    );
    // Show all marks every wrong digit, as the menu's Show wrong digits does.
    press(&app, "Show wrong digits");
    for &i in &wrong {
        assert!(g.get_cells().row_data(i).unwrap().error, "cell {i} marked");
    }
    // The panel then says they are marked, and offers no Show all again.
    let first = g.get_hint_lines().row_data(0).unwrap();
    assert!(
        first.starts_with("Three digits on the board are wrong and marked."),
        "{first}"
    );
    assert!(!g.get_hint_show_wrong());
    // Then one at a time, the one nearest the selection first.
    press(&app, "More");
    let hinted: Vec<usize> = (0..81)
        .filter(|&i| g.get_cells().row_data(i).unwrap().hint)
        .collect();
    assert_eq!(hinted, vec![wrong[2]]);
    press(&app, "More");
    press(&app, "More");
    press(&app, "Apply");
    assert_eq!(
        cell_digit(&app, wrong[2]),
        0,
        "the nearest wrong digit was erased"
    );
    assert_ne!(
        cell_digit(&app, wrong[0]),
        0,
        "the others stay for the next hint"
    );
}

#[test]
fn statistics_export_and_import_merge_without_duplicates() {
    let out = tempfile::tempdir().unwrap();
    let app = app();
    app.with_model(|m| {
        m.services_mut()
            .set_stats(sudoku_lines::ui::screenshot::sample_history())
    });
    app.with_model(|m| {
        let (stats, services) = m.stats_mut();
        stats.export(out.path(), services)
    });
    let file = std::fs::read_dir(out.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let s = app.window.global::<sudoku_lines::ui::SettingsAdapter>();
    press(&app, "Settings");
    assert!(s.get_transfer_status().contains("Exported 20 games"));
    // a fresh install imports them once
    let dir = tempfile::tempdir().unwrap();
    let other = app_with_dir(Some(dir.path().to_path_buf()));
    let s2 = other.window.global::<sudoku_lines::ui::SettingsAdapter>();
    s2.invoke_import_stats(file.display().to_string().into());
    assert!(
        s2.get_transfer_status().contains("Imported 20 games (0"),
        "{}",
        s2.get_transfer_status()
    );
    s2.invoke_import_stats(file.display().to_string().into());
    assert!(s2.get_transfer_status().contains("Imported 0 games (20"));
    assert_eq!(other.model().services().stats().games.len(), 20);
    // a bad file changes nothing
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{ not json").unwrap();
    s2.invoke_import_stats(bad.display().to_string().into());
    assert!(s2.get_transfer_status().starts_with("Nothing imported"));
    assert_eq!(other.model().services().stats().games.len(), 20);
}

#[test]
fn platform_lifecycle_stops_the_clock_and_saves() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    std::fs::remove_file(dir.path().join("game.json")).unwrap();
    sudoku_lines::ui::lifecycle(false);
    assert!(!game(&app).is_clock_running());
    assert!(
        dir.path().join("game.json").exists(),
        "going to the background saves"
    );
    sudoku_lines::ui::lifecycle(true);
    assert!(game(&app).is_clock_running());
}

#[test]
fn platform_lifecycle_stops_and_saves_the_line_puzzle_too() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    press(&app, "Line puzzle");
    app.with_model(|m| m.new_lines(42));
    press(&app, "tile 0");
    let running = || app.model().lines().session().unwrap().is_clock_running();
    assert!(running());
    let _ = std::fs::remove_file(dir.path().join("lines.json"));
    sudoku_lines::ui::lifecycle(false);
    assert!(!running());
    assert!(
        dir.path().join("lines.json").exists(),
        "going to the background saves the line puzzle"
    );
    sudoku_lines::ui::lifecycle(true);
    assert!(running());
}

#[test]
fn coming_back_runs_only_the_clock_of_the_screen_in_front() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    key(&app, slint::platform::Key::Back);
    assert_eq!(screen(&app), Screen::Home);
    sudoku_lines::ui::lifecycle(false);
    sudoku_lines::ui::lifecycle(true);
    assert!(
        !game(&app).is_clock_running(),
        "the game waits behind the home screen"
    );
    press(&app, "Continue");
    assert!(game(&app).is_clock_running());
}

#[test]
fn the_lifecycle_after_the_app_is_gone_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    // A shown window keeps itself alive: closed first, as when the event loop ends.
    app.window.hide().unwrap();
    drop(app);
    let saved = std::fs::read(dir.path().join("game.json")).unwrap();
    sudoku_lines::ui::lifecycle(false);
    sudoku_lines::ui::lifecycle(true);
    assert_eq!(std::fs::read(dir.path().join("game.json")).unwrap(), saved);
}

#[test]
fn back_on_the_home_screen_closes_the_window() {
    let app = app();
    assert!(app.window.window().is_visible());
    key(&app, slint::platform::Key::Back);
    assert!(
        !app.window.window().is_visible(),
        "Back on the home screen leaves the app"
    );
}

#[test]
fn the_app_opened_for_a_platform_keeps_its_files_and_exports_where_told() {
    let (data, out) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    BACKEND.with(|_| ());
    let app = sudoku_lines::ui::open_app(
        data.path().to_path_buf(),
        Some(out.path().to_path_buf()),
        Generation::Immediate,
    )
    .expect("window");
    app.window.show().expect("show");
    assert_eq!(app.model().export_dir(), out.path());
    app.with_model(|m| {
        m.services_mut()
            .set_stats(sudoku_lines::ui::screenshot::sample_history())
    });
    press(&app, "Settings");
    // The limit's switch names the limit the session enforces, and turns it on.
    let limit = sudoku_lines::session::MISTAKE_LIMIT;
    press(&app, &format!("End the game at {limit} mistakes"));
    assert!(app.model().player_settings().mistake_limit);
    press(&app, "Export statistics");
    let exported: Vec<_> = std::fs::read_dir(out.path())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        exported.len() == 1 && exported[0].starts_with("sudoku-lines-stats-"),
        "{exported:?}"
    );
    // the app's own files go to the data folder, not the export folder
    assert!(data.path().join("stats.json").exists());
}

#[test]
fn a_puzzle_can_be_entered_on_the_board() {
    let app = app();
    press(&app, "Your own");
    for (i, ch) in PUZZLE.chars().enumerate() {
        if ch != '.' {
            press(
                &app,
                &format!("entry, row {} column {}", i / 9 + 1, i % 9 + 1),
            );
            press(&app, &format!("enter {ch}"));
        }
    }
    // a wrong extra digit, erased again
    press(&app, "entry, row 1 column 3");
    press(&app, "enter 9");
    press(&app, "erase the entry");
    press(&app, "Start the puzzle on the board");
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(cell_digit(&app, 0), 5);
    assert_eq!(cell_digit(&app, 2), 0);
    assert_eq!(game(&app).info().difficulty.name(), "custom");
}

#[test]
fn an_unfinished_board_entry_is_refused_with_a_reason() {
    let app = app();
    press(&app, "Your own");
    press(&app, "entry, row 1 column 1");
    press(&app, "enter 5");
    press(&app, "Start the puzzle on the board");
    assert_eq!(screen(&app), Screen::Custom);
    assert!(
        app.window
            .global::<CustomAdapter>()
            .get_error()
            .contains("more than one solution")
    );
}

/// The window position of the element labelled `label`.
fn position(app: &App, label: &str) -> (f32, f32) {
    let e = find(app, label).unwrap_or_else(|| panic!("no element labelled {label:?}"));
    let p = e.absolute_position();
    (p.x, p.y)
}

#[test]
fn the_hint_button_stays_put_and_advances_the_layers() {
    let app = app();
    app.window
        .window()
        .set_size(slint::LogicalSize::new(360.0, 640.0));
    start_easy(&app);
    let g = app.window.global::<GameAdapter>();
    let at = position(&app, "Hint");
    for layer in 1..=4 {
        press(&app, "Hint");
        assert_eq!(
            position(&app, "Hint"),
            at,
            "Hint did not move at layer {layer}"
        );
        assert_eq!(g.get_hint_lines().row_count(), layer);
        assert!(
            find(&app, "digit 1").is_none(),
            "the panel takes the pad's place"
        );
    }
    press(&app, "Hint");
    assert_eq!(g.get_hint_lines().row_count(), 4, "the last layer stays");
    assert!(g.get_hint_apply());
    assert_eq!(game(&app).hints(), 1, "one hint, however many presses");
    press(&app, "Close");
    assert!(find(&app, "digit 1").is_some(), "the pad is back");
    assert_eq!(position(&app, "Hint"), at);
}

#[test]
fn a_new_game_asks_before_abandoning_the_one_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    press(&app, "Back");
    press(&app, "Medium");
    assert_eq!(screen(&app), Screen::Home);
    let question = app.window.global::<AppAdapter>().get_confirm();
    assert!(
        question.starts_with("Abandon this Easy game?"),
        "{question}"
    );
    press(&app, "Keep playing");
    assert!(app.window.global::<AppAdapter>().get_confirm().is_empty());
    assert!(
        app.model().services().stats().games.is_empty(),
        "nothing recorded"
    );
    press(&app, "Continue");
    assert_eq!(cell_digit(&app, 2), 4, "the game is still there");
    press(&app, "Back");
    press(&app, "Medium");
    press(&app, "Abandon and start");
    assert_eq!(screen(&app), Screen::Game);
    // A Medium game comes from the bank, not the test's maker: it is a new game, untouched.
    assert_eq!(
        app.model().game().session().map(|s| s.n_moves()),
        Some(0),
        "a new game"
    );
    let m = app.model();
    assert_eq!(m.services().stats().games.len(), 1);
    assert!(!m.services().stats().games[0].won);
}

#[test]
fn paused_tools_are_disabled_and_the_menu_stops_the_clock() {
    let app = app();
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    press(&app, "Pause");
    for label in ["Undo", "Erase", "Hint"] {
        assert_eq!(
            find(&app, label).and_then(|b| b.accessible_enabled()),
            Some(false),
            "{label} is disabled while paused"
        );
    }
    press(&app, "Resume");
    assert_eq!(
        find(&app, "Undo").and_then(|b| b.accessible_enabled()),
        Some(true)
    );
    assert!(game(&app).is_clock_running());
    press(&app, "menu");
    assert!(!game(&app).is_clock_running(), "the menu covers the board");
    press(&app, "Close");
    assert!(game(&app).is_clock_running());
}

#[test]
fn escape_and_back_close_the_game_menu_and_stay_in_the_game() {
    use slint::platform::Key;
    let app = app();
    start_easy(&app);
    for k in [Key::Escape, Key::Back] {
        press(&app, "menu");
        assert!(find(&app, "Close").is_some(), "the menu is open");
        key(&app, k);
        assert!(find(&app, "Close").is_none(), "{k:?} closes the menu");
        assert_eq!(
            screen(&app),
            Screen::Game,
            "{k:?} with the menu open stays in the game"
        );
        assert!(game(&app).is_clock_running(), "the clock runs again");
    }
}

#[test]
fn an_export_found_in_the_export_folder_imports_with_one_tap() {
    let out = tempfile::tempdir().unwrap();
    let source = app();
    source.with_model(|m| {
        m.services_mut()
            .set_stats(sudoku_lines::ui::screenshot::sample_history());
        m.set_export_dir(out.path().to_path_buf());
        m.export_stats();
    });
    let app = app();
    app.with_model(|m| m.set_export_dir(out.path().to_path_buf()));
    press(&app, "Settings");
    let s = app.window.global::<sudoku_lines::ui::SettingsAdapter>();
    let when = s
        .get_found_exports()
        .row_data(0)
        .expect("the export is offered");
    assert!(when.contains(" 20"), "offered by its time: {when}");
    press(&app, &format!("Import the export of {when}"));
    assert!(
        s.get_transfer_status().starts_with("Imported 20 games"),
        "{}",
        s.get_transfer_status()
    );
    assert_eq!(app.model().services().stats().games.len(), 20);
}

#[test]
fn the_line_puzzle_summary_never_covers_a_tile() {
    for (w, h) in [(360.0, 740.0), (360.0, 640.0), (412.0, 915.0)] {
        let app = app();
        app.window.window().set_size(slint::LogicalSize::new(w, h));
        press(&app, "Line puzzle");
        app.with_model(|m| m.new_lines(42));
        let game = *app.model().lines().session().unwrap().state();
        for t in game.answer().tiles() {
            press(&app, &format!("tile {}", t.index()));
        }
        assert!(find(&app, "Line found!").is_some(), "the summary shows");
        let card = find(&app, "win summary").expect("the summary card");
        let tiles_bottom = (0..16)
            .filter_map(|i| find(&app, &format!("tile {i}")))
            .map(|t| t.absolute_position().y + t.size().height)
            .fold(0.0f32, f32::max);
        assert!(
            card.absolute_position().y >= tiles_bottom,
            "at {w}x{h} the card starts at {} above the tiles' bottom {tiles_bottom}",
            card.absolute_position().y
        );
        // The next game's button says "New game" and, as its description, its caption.
        let play_again = find(&app, "New game").expect("button");
        assert_eq!(
            play_again.accessible_description().as_deref(),
            Some("Play again")
        );
        assert!(
            play_again.absolute_position().y + play_again.size().height <= h,
            "at {w}x{h} the card fits the window"
        );
    }
}

#[test]
fn the_game_screen_uses_the_whole_height_and_its_tools_are_big_enough() {
    for (w, h) in [
        (360.0, 740.0),
        (412.0, 915.0),
        (360.0, 640.0),
        (1280.0, 800.0),
    ] {
        let app = app();
        app.window.window().set_size(slint::LogicalSize::new(w, h));
        start_easy(&app);
        let time = app.window.global::<GameAdapter>().get_time_text();
        assert!(
            find(&app, &format!("time {time}")).is_some(),
            "the clock is on screen and named"
        );
        let bottom = |e: &ElementHandle| e.absolute_position().y + e.size().height;
        let board_bottom = (0..81)
            .filter_map(|i| find(&app, &cell(i)))
            .map(|c| bottom(&c))
            .fold(0.0f32, f32::max);
        let keys: Vec<ElementHandle> = (1..=9)
            .map(|d| find(&app, &format!("digit {d}")).expect("a digit key"))
            .collect();
        let pad_top = keys
            .iter()
            .map(|k| k.absolute_position().y)
            .fold(f32::MAX, f32::min);
        let pad_bottom = keys.iter().map(bottom).fold(0.0f32, f32::max);
        // The pen switch over the pad: each choice a comfortable target, above the pad.
        for label in ["Digits", "Notes", "Corner", "Colour"] {
            let pen = find(&app, label).expect("a pen");
            let size = pen.size();
            assert!(
                size.width >= 56.0 && size.height >= 38.0,
                "at {w}x{h} the pen {label} is {}x{}",
                size.width,
                size.height
            );
            assert!(
                bottom(&pen) <= pad_top,
                "at {w}x{h} {label} overlaps the pad"
            );
        }
        for label in ["Undo", "Redo", "Erase", "Auto", "Hint"] {
            let tool = find(&app, label).expect("a tool");
            let size = tool.size();
            assert!(
                size.width >= 56.0 && size.height >= 56.0,
                "at {w}x{h} {label} is {}x{}",
                size.width,
                size.height
            );
            assert!(
                bottom(&tool) <= pad_top,
                "at {w}x{h} {label} overlaps the pad"
            );
        }
        for k in &keys {
            assert!(
                k.size().height >= 48.0,
                "at {w}x{h} a key is {}",
                k.size().height
            );
        }
        if w < h {
            // A phone: the board sits above the pad, and the pad reaches the bottom: no dead band.
            assert!(
                board_bottom <= pad_top,
                "at {w}x{h} the board overlaps the pad"
            );
            let tools_top = find(&app, "Undo").expect("undo").absolute_position().y;
            assert!(
                tools_top - board_bottom <= 16.0,
                "at {w}x{h} {} px are left empty between the board and the tools",
                tools_top - board_bottom
            );
            assert!(
                h - pad_bottom <= 16.0,
                "at {w}x{h} {} px are left empty under the pad",
                h - pad_bottom
            );
        } else {
            // A desktop: the pad is beside the board and fits the window.
            assert!(pad_bottom <= h, "at {w}x{h} the pad runs off the window");
        }
    }
}

#[test]
fn notes_mode_is_unmistakable_on_the_tool() {
    let app = app();
    start_easy(&app);
    let notes = || find(&app, "Notes").expect("the notes tool");
    assert_eq!(notes().accessible_checked(), Some(false));
    press(&app, "Notes");
    assert_eq!(notes().accessible_checked(), Some(true));
    assert!(app.window.global::<GameAdapter>().get_notes_mode());
    press(&app, "Notes");
    assert_eq!(notes().accessible_checked(), Some(false));
}

#[test]
fn a_second_window_on_the_same_games_says_it_will_not_save() {
    let dir = tempfile::tempdir().unwrap();
    let first = app_with_dir(Some(dir.path().to_path_buf()));
    let a = first.window.global::<sudoku_lines::ui::AppAdapter>();
    assert_eq!(a.get_save_status(), "", "the first window saves");
    let second = app_with_dir(Some(dir.path().to_path_buf()));
    let b = second.window.global::<sudoku_lines::ui::AppAdapter>();
    assert!(
        b.get_save_status().starts_with("Read-only"),
        "{}",
        b.get_save_status()
    );
    assert!(
        find(&second, &b.get_save_status()).is_some(),
        "the indicator is on the home screen"
    );
    drop(first);
}

#[test]
fn a_failing_save_shows_a_quiet_indicator_in_the_game() {
    let dir = tempfile::tempdir().unwrap();
    // a folder where the game's file should be: every save of the game fails
    std::fs::create_dir(dir.path().join("game.json")).unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    start_easy(&app);
    press(&app, &cell(2));
    press(&app, "digit 4");
    app.refresh();
    let a = app.window.global::<sudoku_lines::ui::AppAdapter>();
    assert_eq!(a.get_save_status(), "Not saved");
    assert!(
        find(&app, "Not saved").is_some(),
        "the indicator shows in the top bar"
    );
    std::fs::remove_dir(dir.path().join("game.json")).unwrap();
    app.with_model(|m| m.autosave());
    assert_eq!(
        a.get_save_status(),
        "",
        "the indicator goes once a save works"
    );
}

#[test]
fn the_daily_card_plays_today_resumes_and_the_calendar_shows_it() {
    use sudoku_lines::ui::DailyAdapter;
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    let a = app.window.global::<AppAdapter>();
    assert!(a.get_daily_title().starts_with("Daily · "));
    assert_eq!(a.get_daily_state(), "New");
    press(&app, "Daily puzzle");
    assert_eq!(screen(&app), Screen::Game);
    let g = app.window.global::<GameAdapter>();
    assert!(
        g.get_difficulty().starts_with("Daily · "),
        "{}",
        g.get_difficulty()
    );
    // One correct move, then home: the card says it is in progress.
    let (givens, solution) = {
        let s = game(&app);
        (*s.state().givens(), *s.state().solution())
    };
    let c = sudoku_lines::sudoku::Cell::all()
        .find(|&c| givens.get(c).is_none())
        .unwrap();
    press(&app, &cell(c.index()));
    press(&app, &format!("digit {}", solution.get(c).unwrap().get()));
    press(&app, "Back");
    assert_eq!(screen(&app), Screen::Home);
    assert!(
        a.get_daily_state().starts_with("In progress · "),
        "{}",
        a.get_daily_state()
    );
    // The classic Continue is not offered by the daily.
    assert!(!a.get_can_continue());
    // The calendar: today is marked and in progress; tapping it resumes the same game.
    press(&app, "Daily calendar");
    assert_eq!(screen(&app), Screen::Daily);
    let d = app.window.global::<DailyAdapter>();
    let days: Vec<_> = d.get_days().iter().collect();
    let today = days.iter().position(|d| d.today).expect("today is marked");
    assert!(days[today].in_progress && days[today].playable);
    assert!(
        days[today].label.contains("today, in progress"),
        "{}",
        days[today].label
    );
    let label = days[today].label.to_string();
    press(&app, &label);
    assert_eq!(screen(&app), Screen::Game);
    assert_eq!(game(&app).n_moves(), 1, "resumed, not restarted");
}

#[test]
fn the_calendar_marks_solved_and_late_days_and_the_streak() {
    use sudoku_lines::ui::DailyAdapter;
    let app = app();
    let today = sudoku_lines::ui::screenshot::sample_today();
    app.with_model(|m| {
        m.set_today(today);
        m.services_mut()
            .set_stats(sudoku_lines::ui::screenshot::sample_dailies(today));
        m.open(sudoku_lines::app::Screen::Daily);
    });
    let d = app.window.global::<DailyAdapter>();
    assert_eq!(d.get_title(), "December 2026");
    let days: Vec<_> = d.get_days().iter().collect();
    let day = |n: i32| days.iter().find(|d| d.day == n).unwrap().clone();
    // 14 days back from the 9th: the 3rd late, nothing missed in December but the 3rd's day.
    assert!(day(3).solved && day(3).late);
    assert!(find(&app, &day(3).label).is_some());
    assert!(day(3).label.contains("solved late in"));
    assert!(day(8).solved && !day(8).late && !day(8).time.is_empty());
    assert!(day(9).today && !day(9).solved);
    assert!(!day(10).playable);
    assert!(
        d.get_summary().starts_with("Streak 5 · best 5"),
        "{}",
        d.get_summary()
    );
    // The card on Home says the same streak.
    press(&app, "Back");
    let a = app.window.global::<AppAdapter>();
    assert_eq!(a.get_daily_streak(), "Streak 5 · best 5");
    assert_eq!(a.get_daily_state(), "New");
}

/// The German catalogue's translation of `id` (a message without context).
fn german(id: &str) -> String {
    german_form(id, 0)
}

/// Form `form` of the German translation of `id` (for German, 1 is the plural).
fn german_form(id: &str, form: usize) -> String {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/ui/translations/de/LC_MESSAGES/sudoku-lines.po"
    ))
    .unwrap();
    let entry = sudoku_lines::i18n::po::parse(&text)
        .unwrap()
        .into_iter()
        .find(|e| e.id == id && e.context.is_none())
        .unwrap_or_else(|| panic!("{id:?} is not in the German catalogue"));
    entry.strs[form].clone()
}

#[test]
fn the_language_chosen_in_settings_changes_every_text_at_once_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    let s = app.window.global::<sudoku_lines::ui::SettingsAdapter>();
    let names: Vec<String> = s
        .get_languages()
        .iter()
        .map(|c| c.name.to_string())
        .collect();
    assert_eq!(names[0], "System (English)");
    assert_eq!(names[2], "Deutsch");
    assert!(names.contains(&"日本語".to_string()) && names.contains(&"简体中文".to_string()));
    assert_eq!(
        s.get_language(),
        0,
        "the system's language until one is chosen"
    );
    let (new_game, settings) = (german("New game"), german("Settings"));
    assert_ne!(new_game, "New game");
    press(&app, "Settings");
    s.invoke_set_language(2);
    // The markup's texts and the Rust side's change at once.
    assert!(
        find(&app, &settings).is_some(),
        "no {settings:?} after choosing Deutsch"
    );
    assert!(find(&app, "Settings").is_none());
    let limit = german_form("End the game at {n} mistake", 1).replace("{n}", "3");
    assert_eq!(s.get_mistake_limit_text(), limit.as_str());
    assert!(!app.window.global::<sudoku_lines::ui::Theme>().get_cjk());
    press(&app, &german("Back"));
    assert!(find(&app, &new_game).is_some(), "no {new_game:?} on Home");
    // Chinese switches the font; the choice is kept.
    let chinese = names.iter().position(|n| n == "简体中文").unwrap() as i32;
    s.invoke_set_language(chinese);
    assert!(app.window.global::<sudoku_lines::ui::Theme>().get_cjk());
    s.invoke_set_language(2);
    drop(app);
    let again = app_with_dir(Some(dir.path().to_path_buf()));
    let s = again.window.global::<sudoku_lines::ui::SettingsAdapter>();
    assert_eq!(s.get_language(), 2);
    assert!(find(&again, &new_game).is_some(), "Deutsch is remembered");
    // Following the system again is English here.
    s.invoke_set_language(0);
    assert!(find(&again, "New game").is_some());
    assert!(find(&again, &new_game).is_none());
}

#[test]
fn a_puzzle_file_found_imports_plays_from_its_collection_and_shares_with_a_qr_code() {
    use slint::platform::Key;
    use sudoku_lines::ui::CollectionsAdapter;
    let data = tempfile::tempdir().unwrap();
    let exports = tempfile::tempdir().unwrap();
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats/sudocue.sdm"),
        exports.path().join("forum.sdm"),
    )
    .unwrap();
    let app = app_with_dir(Some(data.path().to_path_buf()));
    app.with_model(|m| m.set_export_dir(exports.path().to_path_buf()));
    press(&app, "Collections");
    assert_eq!(screen(&app), Screen::Collections);
    let c = app.window.global::<CollectionsAdapter>();
    assert_eq!(c.get_found().row_count(), 1);
    assert_eq!(c.get_collections().row_count(), 0);
    press(&app, "Import");
    // The import ran (at once here) and its collection opened, with every puzzle listed.
    assert_eq!(screen(&app), Screen::Collection);
    assert_eq!(c.get_title(), "forum");
    let n = c.get_puzzles().row_count();
    assert!(n >= 3, "{n} puzzles listed");
    assert!(c.get_progress().is_empty());
    press(&app, "OK");

    press(&app, "1");
    assert_eq!(screen(&app), Screen::Game);
    let givens = game(&app).state().givens().to_line();
    assert_eq!(
        game(&app).info().origin.as_ref().map(|o| o.givens.clone()),
        Some(givens.clone())
    );

    // The share sheet: the link carries the puzzle, its QR code is drawn, and Escape closes it
    // with the clock running again.
    press(&app, "menu");
    press(&app, "Share this puzzle");
    let g = app.window.global::<GameAdapter>();
    assert!(g.get_share_open());
    let digits: String = givens
        .chars()
        .map(|ch| if ch == '.' { '0' } else { ch })
        .collect();
    assert_eq!(g.get_share_link(), format!("sudokulines:1:{digits}"));
    assert!(g.get_share_wiki().ends_with(&digits));
    let qr = g.get_share_qr().size();
    assert!(qr.width >= 21 && qr.width == qr.height, "{qr:?}");
    assert!(!game(&app).is_clock_running(), "the sheet stops the clock");
    key(&app, Key::Escape);
    assert!(!g.get_share_open());
    assert!(game(&app).is_clock_running(), "the clock runs again");

    // Back returns to the collection, where the puzzle shows as in progress.
    press(&app, "Back");
    assert_eq!(screen(&app), Screen::Collection);
    assert_eq!(c.get_puzzles().row_data(0).unwrap().status, "In progress");
}

/// A secondary click at a point of the window: the desktop's long press.
fn right_click_at(app: &App, x: f32, y: f32) {
    use slint::platform::{PointerEventButton, WindowEvent};
    let position = slint::LogicalPosition::new(x, y);
    let w = app.window.window();
    w.dispatch_event(WindowEvent::PointerMoved { position });
    w.dispatch_event(WindowEvent::PointerPressed {
        position,
        button: PointerEventButton::Right,
    });
    w.dispatch_event(WindowEvent::PointerReleased {
        position,
        button: PointerEventButton::Right,
    });
    slint::platform::update_timers_and_animations();
}

fn cell_data(app: &App, i: usize) -> sudoku_lines::ui::CellData {
    app.window
        .global::<GameAdapter>()
        .get_cells()
        .row_data(i)
        .expect("a cell")
}

#[test]
fn the_pens_paint_cells_and_notes_write_corner_notes_and_checkpoints_come_back_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let app = app_with_dir(Some(dir.path().to_path_buf()));
        start_easy(&app);
        press(&app, "Auto");
        // r1c3 holds notes 1, 2 and 4.
        assert_eq!(cell_notes(&app, 2), 0b1011);
        press(&app, "Colour");
        assert_eq!(app.window.global::<GameAdapter>().get_tool(), 3);
        press(&app, "colour 2");
        // A long press on note 1 (the cell's top left third) paints that candidate.
        let e = find(&app, &cell(2)).unwrap();
        let (p, s) = (e.absolute_position(), e.size());
        right_click_at(&app, p.x + s.width / 6.0, p.y + s.height / 6.0);
        assert_eq!(
            cell_data(&app, 2).note_colours_low,
            2,
            "note 1 wears colour 2"
        );
        assert_eq!(cell_data(&app, 2).colour, 0);
        // A long press where no note stands (5, the middle) paints the cell, and so does a tap.
        right_click_at(&app, p.x + s.width / 2.0, p.y + s.height / 2.0);
        assert_eq!(cell_data(&app, 2).colour, 2);
        press(&app, &cell(2));
        assert_eq!(
            cell_data(&app, 2).colour,
            0,
            "the same colour again takes it off"
        );
        press(&app, &cell(2));
        assert_eq!(cell_data(&app, 2).colour, 2);
        assert_eq!(
            cell_data(&app, 2).note_colours_low,
            2,
            "the note keeps its own"
        );
        assert!(
            cell_data(&app, 2).label.contains("colour 2"),
            "{}",
            cell_data(&app, 2).label
        );
        // Corner notes from the pad, beside the centre notes.
        press(&app, "Corner");
        press(&app, &cell(3));
        press(&app, "digit 6");
        assert_eq!(cell_data(&app, 3).corner, 1 << 5);
        assert_ne!(cell_notes(&app, 3), 0, "the centre notes stay");
        // Choosing the pen in hand again puts it down.
        press(&app, "Corner");
        assert_eq!(app.window.global::<GameAdapter>().get_tool(), 0);

        // A checkpoint, a wrong digit, and back.
        press(&app, "menu");
        press(&app, "Checkpoints");
        assert!(app.window.global::<GameAdapter>().get_checkpoints_open());
        press(&app, "Set checkpoint");
        assert_eq!(
            app.window
                .global::<GameAdapter>()
                .get_checkpoints()
                .row_count(),
            1
        );
        press(&app, "Close");
        assert!(!app.window.global::<GameAdapter>().get_checkpoints_open());
        press(&app, &cell(5));
        press(&app, "digit 2"); // r1c6 is 8: wrong, and no clash
        assert_eq!(cell_digit(&app, 5), 2);
        press(&app, "menu");
        press(&app, "Checkpoints");
        press(&app, "Go back");
        assert_eq!(cell_digit(&app, 5), 0);
        assert_eq!(
            cell_data(&app, 2).colour,
            2,
            "the colours came back with it"
        );
        press(&app, "Undo");
        assert_eq!(cell_digit(&app, 5), 2, "undo brings back what came after");
        // Back to the last right position: the wrong digit goes, and it costs a hint.
        press(&app, "menu");
        press(&app, "Back to the last right position");
        assert_eq!(cell_digit(&app, 5), 0);
        assert_eq!(game(&app).hints(), 1);
    }
    let app = app_with_dir(Some(dir.path().to_path_buf()));
    press(&app, "Continue");
    assert_eq!(cell_data(&app, 2).colour, 2);
    assert_eq!(cell_data(&app, 3).corner, 1 << 5);
    let rows = app.window.global::<GameAdapter>().get_checkpoints();
    assert_eq!(rows.row_count(), 1);
    assert_eq!(rows.row_data(0).unwrap().label, "Checkpoint 1");
}

#[test]
fn mistakes_on_check_put_check_with_the_tools_and_mark_only_when_asked() {
    let app = app();
    press(&app, "Settings");
    press(&app, "On check");
    press(&app, "Back");
    start_easy(&app);
    press(&app, &cell(5));
    press(&app, "digit 2"); // r1c6 is 8: wrong, and no clash in its houses
    assert!(!cell_data(&app, 5).error);
    press(&app, "Check");
    assert!(cell_data(&app, 5).error);
    assert_eq!(
        app.window.global::<GameAdapter>().get_message(),
        "1 digit is wrong."
    );
}

#[test]
fn the_file_picker_opens_a_folder_and_a_puzzle_file_tapped_there_becomes_a_collection() {
    use sudoku_lines::app::collections::SETTLE;
    use sudoku_lines::ui::{CollectionsAdapter, PickerKind};
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let packs = home.path().join("Packs");
    std::fs::create_dir(&packs).unwrap();
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats/sudocue.sdm"),
        packs.join("forum.sdm"),
    )
    .unwrap();
    std::fs::write(packs.join("readme.pdf"), "not puzzles").unwrap();
    let app = app_with_dir(Some(data.path().to_path_buf()));
    app.with_model(|m| m.set_files_dir(Some(home.path().to_path_buf())));
    press(&app, "Collections");
    press(&app, "Open a file…");
    assert_eq!(screen(&app), Screen::Picker);
    let c = app.window.global::<CollectionsAdapter>();
    assert_eq!(c.get_picker_folder(), home.path().display().to_string());
    let kinds = |c: &CollectionsAdapter| -> Vec<(String, PickerKind)> {
        c.get_picker_rows()
            .iter()
            .map(|r| (r.name.to_string(), r.kind))
            .collect()
    };
    assert_eq!(
        kinds(&c),
        [
            ("..".to_string(), PickerKind::Up),
            ("Packs".to_string(), PickerKind::Folder)
        ]
    );
    // A tap right after the list changed is a double click's second click: wait as a player
    // reading the list would.
    std::thread::sleep(SETTLE);
    press(&app, "Packs");
    assert_eq!(
        kinds(&c),
        [
            ("..".to_string(), PickerKind::Up),
            ("forum.sdm".to_string(), PickerKind::Puzzle),
            ("readme.pdf".to_string(), PickerKind::Other)
        ]
    );
    assert!(c.get_picker_message().is_empty());
    std::thread::sleep(SETTLE);
    press(&app, "forum.sdm");
    // The import ran (at once here) and its collection opened, with every puzzle listed.
    assert_eq!(screen(&app), Screen::Collection);
    assert_eq!(c.get_title(), "forum");
    assert!(c.get_puzzles().row_count() >= 3);
    // Back leads to the collections, which list it.
    press(&app, "OK");
    press(&app, "Back");
    assert_eq!(screen(&app), Screen::Collections);
    assert_eq!(c.get_collections().row_count(), 1);
    assert!(find(&app, "forum").is_some());
}

#[test]
fn keys_map_to_inputs() {
    use sudoku_lines::session::{Direction, Input};
    use sudoku_lines::sudoku::Digit;
    use sudoku_lines::ui::keys::input_for_key;
    let d5 = Digit::new(5).unwrap();
    assert_eq!(input_for_key("5", false, false), Some(Input::KeyDigit(d5)));
    assert_eq!(input_for_key("%", true, false), Some(Input::NoteDigit(d5)));
    assert_eq!(input_for_key("Z", true, true), Some(Input::Redo));
    assert_eq!(input_for_key("z", false, true), Some(Input::Undo));
    let left: String = char::from(slint::platform::Key::LeftArrow).into();
    assert_eq!(
        input_for_key(&left, false, false),
        Some(Input::Move(Direction::Left))
    );
    assert_eq!(input_for_key("q", false, false), None);
}

#[test]
fn reading_keys_read_and_the_others_play() {
    use sudoku_lines::session::Input;
    use sudoku_lines::session::spoken::Readout;
    use sudoku_lines::sudoku::Digit;
    use sudoku_lines::ui::keys::{KeyAction, action_for_key};
    let read = |key| action_for_key(key, false, false);
    assert_eq!(read("r"), Some(KeyAction::Read(Readout::Row)));
    assert_eq!(read("V"), Some(KeyAction::Read(Readout::Column)));
    assert_eq!(read("b"), Some(KeyAction::Read(Readout::Box)));
    assert_eq!(read("i"), Some(KeyAction::Read(Readout::Cell)));
    let d5 = Digit::new(5).unwrap();
    assert_eq!(read("5"), Some(KeyAction::Play(Input::KeyDigit(d5))));
    assert_eq!(
        action_for_key("r", false, true),
        None,
        "Ctrl+R does nothing"
    );
}

/// Choosing Killer beside Classic changes the buttons under the switch, never where the switch
/// and the first row of buttons are (a finger that chose Killer must find Killer's Easy where
/// the classic Easy was), at a phone's and a desktop's size; each Killer level button starts a
/// Killer of that level.
#[test]
fn the_classic_killer_switch_stays_under_the_finger() {
    for (w, h) in [(360.0, 740.0), (412.0, 915.0), (1280.0, 800.0)] {
        let app = app();
        app.window.window().set_size(slint::LogicalSize::new(w, h));
        slint::platform::update_timers_and_animations();
        let at = |label: &str| {
            find(&app, label)
                .unwrap_or_else(|| panic!("no {label:?}"))
                .absolute_position()
        };
        let (switch, easy) = (at("Killer"), at("Easy"));
        press(&app, "Killer");
        assert!(app.model().new_games().offers_killer());
        assert_eq!(at("Killer"), switch, "at {w}x{h} the switch moved");
        assert_eq!(at("Easy"), easy, "at {w}x{h} the first level moved");
        assert!(
            find(&app, "Your own").is_none(),
            "Killer offers its levels only"
        );
        press(&app, "Classic");
        assert_eq!(at("Killer"), switch, "at {w}x{h} the switch moved back");
        assert!(find(&app, "Your own").is_some());
    }
    let app = app();
    press(&app, "Killer");
    press(&app, "Medium");
    let model = app.model();
    let session = model.game().session().expect("a Killer started");
    assert!(session.state().killer().is_some());
    assert_eq!(model.game().level_text(), "Killer · Medium");
}
