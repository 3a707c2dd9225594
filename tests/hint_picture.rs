//! The board's picture of a hint's step, through Slint's testing backend: the real adapter fills
//! the `GameAdapter` global's picture models, and these are compared with the step's own
//! [`Picture`] (the data `hint --json` prints) for steps of several families — a hidden single,
//! a pointing pair, a fish, a chain with links — and the picture goes away when the hint is
//! closed or moves on to its last layer.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use slint::{ComponentHandle, Model};
use std::sync::Arc;
use sudoku_lines::session::{GameInfo, Input, NewPuzzle};
use sudoku_lines::sudoku::{Candidates, Grid, Hint, LinkKind, Mark, Picture, Step};
use sudoku_lines::ui::{App, GameAdapter, Generation, PictureTint};

const FIXTURE: &str = include_str!("fixtures/hint/pictures.txt");

thread_local! {
    // English whatever the machine's locale: the tests read the window's English texts.
    static BACKEND: () = {
        sudoku_lines::platform::report_locale("en_US".into());
        i_slint_backend_testing::init_no_event_loop()
    };
}

fn never(_: sudoku_lines::sudoku::Level, _: u64) -> Result<NewPuzzle, String> {
    Err("no new games in this test".into())
}

fn app() -> App {
    BACKEND.with(|_| ());
    let app = App::new(None, Arc::new(never), Generation::Immediate).expect("window");
    app.window.show().expect("show");
    app
}

fn puzzles() -> Vec<&'static str> {
    FIXTURE
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

/// Starts `line` with every note filled in and plays it by its hints (each applied) until the
/// next step is of `technique`; then opens that hint at layer 3. Returns false when the puzzle
/// is solved first.
fn stage(app: &App, line: &str, technique: &str) -> bool {
    let givens = Grid::from_line(line).unwrap();
    app.start(NewPuzzle {
        solution: givens.solution().unwrap(),
        givens,
        info: GameInfo {
            difficulty: "custom".into(),
            score: None,
            techniques: vec![],
            origin: None,
        },
        killer: None,
    });
    app.with_model(|m| {
        let (game, services) = m.game_mut();
        game.input(Input::FillNotes, services);
        for _ in 0..200 {
            game.hint(services);
            let name = game
                .session()
                .and_then(|s| s.hint())
                .and_then(|h| h.hint().technique)
                .map(|t| t.name());
            match name {
                None => return false,
                Some(n) if n == technique => {
                    game.hint(services);
                    game.hint(services);
                    return true;
                }
                Some(_) => {
                    for _ in 0..3 {
                        game.hint(services);
                    }
                    game.apply_hint(services);
                }
            }
        }
        false
    })
}

/// Fixture puzzle `index` (whose solve reaches a step of `technique` early), staged at layer 3
/// at that step.
fn staged(index: usize, technique: &str) -> App {
    let app = app();
    assert!(
        stage(&app, puzzles()[index], technique),
        "fixture puzzle {index} reaches no {technique} step"
    );
    app
}

/// The hint on screen, with its step, picture and position.
fn hint(app: &App) -> Hint {
    let m = app.model();
    m.game().session().unwrap().hint().unwrap().hint().clone()
}

fn parts(h: &Hint) -> (&Picture, &Step, &Candidates) {
    (
        h.picture.as_ref().expect("a picture"),
        h.step.as_ref().expect("a step"),
        h.position.as_ref().expect("a position"),
    )
}

fn bit(d: sudoku_lines::sudoku::Digit) -> i32 {
    1 << d.index()
}

/// The adapter's 81 picture cells and its links match the step's picture exactly.
fn check_picture(app: &App, technique: &str) {
    let h = hint(app);
    assert_eq!(h.technique.map(|t| t.name()), Some(technique));
    let (picture, step, position) = parts(&h);
    let g = app.window.global::<GameAdapter>();
    let cells = g.get_picture();
    assert_eq!(cells.row_count(), 81, "{technique}: one row per cell");
    let shown = picture.shown_cells(step, position);
    assert!(!shown.is_empty());
    for c in sudoku_lines::sudoku::Cell::all() {
        let row = cells.row_data(c.index()).unwrap();
        let name = format!("{technique}, {c}");
        // Shown: exactly the position's true candidates of the pictured cells.
        let want_shown = if shown.contains(&c) {
            i32::from(position.mask(c))
        } else {
            0
        };
        assert_eq!(row.shown, want_shown, "{name}: shown candidates");
        let mask = |marks: &[Mark]| {
            marks
                .iter()
                .filter(|m| m.0 == c && position.get(c).is_none())
                .fold(0, |acc, m| acc | bit(m.1))
        };
        let placed = mask(&step.placements);
        let eliminated = mask(&step.eliminations) & !placed;
        let cause = mask(&picture.cause) & !placed & !eliminated;
        assert_eq!(row.placed, placed, "{name}: placed");
        assert_eq!(row.eliminated, eliminated, "{name}: eliminated");
        assert_eq!(row.cause, cause, "{name}: cause");
        // Every marked candidate is drawn.
        assert_eq!(
            (placed | eliminated | cause) & !row.shown,
            0,
            "{name}: a marked candidate is not drawn"
        );
        // A placed digit of the cause (a single's blocker) is ringed.
        let ring = picture
            .cause
            .iter()
            .any(|&(cc, d)| cc == c && position.get(c) == Some(d));
        assert_eq!(row.ring, ring, "{name}: ring");
        // Tinted exactly when the picture names the cell or a house holding it.
        let tinted = picture.cells.iter().any(|p| p.0 == c)
            || picture.houses.iter().any(|h| h.0.contains(c));
        assert_eq!(row.tint != PictureTint::None, tinted, "{name}: tint");
    }
    // The links of the first branch, in order, with their kinds.
    let links = g.get_picture_links();
    let end = picture
        .branches
        .get(1)
        .copied()
        .unwrap_or(picture.links.len());
    assert_eq!(
        links.row_count(),
        end,
        "{technique}: links of the first branch"
    );
    for (i, l) in picture.links[..end].iter().enumerate() {
        let row = links.row_data(i).unwrap();
        assert_eq!(
            (
                row.from_cell,
                row.from_digit,
                row.to_cell,
                row.to_digit,
                row.strong
            ),
            (
                l.from.0.index() as i32,
                i32::from(l.from.1.get()),
                l.to.0.index() as i32,
                i32::from(l.to.1.get()),
                l.kind == LinkKind::Strong
            ),
            "{technique}: link {i}"
        );
    }
    let caption = g.get_picture_caption();
    let name = sudoku_lines::i18n::words::capitalize(technique);
    assert!(caption.starts_with(name.as_str()), "{caption}");
}

/// Closing the hint and moving on to its last layer both take the picture off the board.
fn check_cleared_by_more_and_close(app: &App) {
    let g = app.window.global::<GameAdapter>();
    assert!(g.get_picture().row_count() > 0);
    g.invoke_hint();
    assert!(g.get_hint_apply(), "the last layer");
    assert_eq!(
        g.get_picture().row_count(),
        0,
        "the last layer shows no picture"
    );
    assert_eq!(g.get_picture_links().row_count(), 0);
    assert_eq!(g.get_picture_caption(), "");
    g.invoke_hint_close();
    assert!(!g.get_hint_open());
    assert_eq!(g.get_picture().row_count(), 0);
}

#[test]
fn a_hidden_single_shows_its_cell_its_house_and_ringed_blockers() {
    let app = staged(0, "hidden single (box)");
    check_picture(&app, "hidden single (box)");
    let h = hint(&app);
    let (picture, _, _) = parts(&h);
    let g = app.window.global::<GameAdapter>();
    let rings = g.get_picture().iter().filter(|c| c.ring).count();
    assert!(rings >= 1, "the blockers are ringed");
    assert!(rings <= picture.cause.len());
    assert_eq!(g.get_picture().iter().filter(|c| c.placed != 0).count(), 1);
    check_cleared_by_more_and_close(&app);
}

#[test]
fn a_pointing_pair_shows_its_candidates_and_crosses_out_the_eliminated_ones() {
    let app = staged(74, "pointing");
    check_picture(&app, "pointing");
    let g = app.window.global::<GameAdapter>();
    assert!(g.get_picture().iter().any(|c| c.eliminated != 0));
    assert!(g.get_picture().iter().any(|c| c.tint == PictureTint::Unit));
    assert!(g.get_picture().iter().any(|c| c.tint == PictureTint::Cover));
    assert_eq!(g.get_picture_links().row_count(), 0);
    // Closing first also clears it.
    g.invoke_hint_close();
    assert_eq!(g.get_picture().row_count(), 0);
    assert_eq!(g.get_picture_caption(), "");
}

#[test]
fn a_finned_x_wing_tints_its_base_and_cover_lines_and_its_fins() {
    let app = staged(78, "finned X-wing");
    check_picture(&app, "finned X-wing");
    let g = app.window.global::<GameAdapter>();
    let n = |t: PictureTint| g.get_picture().iter().filter(|c| c.tint == t).count();
    assert!(n(PictureTint::Pattern) >= 3, "the corners");
    assert!(n(PictureTint::Pivot) >= 1, "the fins");
    assert!(n(PictureTint::Unit) > 0 && n(PictureTint::Cover) > 0);
    check_cleared_by_more_and_close(&app);
}

#[test]
fn a_skyscraper_draws_its_links_strong_weak_strong() {
    let app = staged(75, "skyscraper");
    check_picture(&app, "skyscraper");
    let g = app.window.global::<GameAdapter>();
    let kinds: Vec<bool> = g.get_picture_links().iter().map(|l| l.strong).collect();
    assert_eq!(kinds, vec![true, false, true]);
    check_cleared_by_more_and_close(&app);
}

#[test]
fn a_chain_with_several_branches_steps_through_them() {
    let app = staged(79, "alternating inference chain");
    check_picture(&app, "alternating inference chain");
    let h = hint(&app);
    let (picture, _, _) = parts(&h);
    let g = app.window.global::<GameAdapter>();
    assert!(picture.branches.len() >= 2);
    assert!(g.get_picture_more_branches());
    g.invoke_hint_next_branch();
    let start = picture.branches[1];
    let end = picture
        .branches
        .get(2)
        .copied()
        .unwrap_or(picture.links.len());
    let links = g.get_picture_links();
    assert_eq!(links.row_count(), end - start, "the second branch");
    let first = links.row_data(0).unwrap();
    assert_eq!(first.from_cell, picture.links[start].from.0.index() as i32);
    assert!(g.get_picture_caption().contains("chain 2 of"));
    check_cleared_by_more_and_close(&app);
}
