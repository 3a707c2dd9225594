//! Killer games through the app model: asked for by level, made off the UI thread, shown with
//! their caption, saved in the one game slot, and recorded under the Killer tabs.

use super::*;
use crate::app::NewGame;
use crate::puzzle::{Difficulty, Mode};
use crate::sudoku::Level;

#[test]
fn a_killer_of_a_level_is_played_won_and_recorded_under_its_tab() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    assert!(
        !m.new_games().offers_killer(),
        "the classic levels come first"
    );
    let job = m.begin_new_killer(Level::Easy).unwrap();
    assert_eq!(job.kind(), NewGame::Killer(Level::Easy));
    assert!(
        m.new_games().offers_killer(),
        "home offers the kind last asked for"
    );
    m.puzzle_made(job.run());
    let session = m.game().session().unwrap();
    assert!(session.state().killer().is_some());
    assert_eq!(session.state().givens().n_filled(), 0);
    assert_eq!(m.game().level_text(), "Killer · Easy");
    assert!(m.game().continue_text().starts_with("Killer · Easy"));
    // Saved in the game's one slot, and read back with its cages.
    m.autosave();
    drop(m);
    let mut m = model(dir.path());
    assert!(m.game().session().unwrap().state().killer().is_some());
    assert!(
        m.new_games().offers_killer(),
        "a resumed Killer keeps Killer offered"
    );
    m.offer_killer(false);
    assert!(!m.new_games().offers_killer());
    assert_eq!(solve(&mut m), Outcome::Won);
    let games = &m.services().stats().games;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].mode, Mode::Killer);
    assert_eq!(games[0].difficulty, Difficulty::Level(Level::Easy));
    assert!(games[0].won);
    let sheet = m.game().win_sheet().unwrap();
    assert_eq!(sheet.next, "Next Easy Killer");
    assert!(
        sheet.lines.iter().any(|l| l.contains("cage combination")),
        "{:?}",
        sheet.lines
    );
    // The next game from the win sheet is a Killer of the same level.
    let job = m.next_game().unwrap();
    assert_eq!(job.kind(), NewGame::Killer(Level::Easy));
    // The Killer tab holds the game; the classic Easy tab does not.
    let tabs = crate::app::stats::tabs();
    let killer_easy = tabs
        .iter()
        .position(|t| t.mode == Mode::Killer && t.difficulty == Difficulty::Level(Level::Easy))
        .unwrap();
    assert_eq!(tabs[killer_easy].label, "Killer · Easy");
    let summary = m
        .services()
        .summary(Mode::Killer, &Difficulty::Level(Level::Easy));
    assert_eq!(summary.started, 1);
    let classic = m
        .services()
        .summary(Mode::Sudoku, &Difficulty::Level(Level::Easy));
    assert_eq!(classic.started, 0);
}

#[test]
fn a_killer_is_explained_with_its_cages_once_finished() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    let job = m.begin_new_killer(Level::Easy).unwrap();
    m.puzzle_made(job.run());
    assert!(m.explain_game().is_none(), "not while it is played");
    solve(&mut m);
    let job = m.explain_game().unwrap();
    job.run(|| {});
    m.explain_found();
    let walk = m.explain().unwrap();
    assert!(walk.is_complete() && walk.is_solved());
    let view = walk.view();
    assert!(view.cells.iter().all(|c| c.cage.sum > 0));
    assert!(
        view.lines[0].starts_with("Cage combination"),
        "{:?}",
        view.lines
    );
}

#[test]
fn killer_levels_are_the_four_it_is_made_at() {
    assert_eq!(
        NewGames::killer_levels(),
        &[Level::Easy, Level::Medium, Level::Hard, Level::Expert]
    );
    assert!(crate::app::make_killer(Level::Master, 1).is_err());
}
