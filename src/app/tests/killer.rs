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

#[test]
fn killer_techniques_follow_the_ladder_with_lessons_and_practice() {
    use crate::sudoku::killer::KillerTechnique;
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    let ladder = m.ladder();
    let own: Vec<KillerTechnique> = ladder
        .rows
        .iter()
        .map(|r| r.technique)
        .filter(|t| !matches!(t, KillerTechnique::Classic(_)))
        .collect();
    assert_eq!(own, KillerTechnique::OWN.to_vec());
    let first = ladder
        .rows
        .iter()
        .position(|r| r.technique == KillerTechnique::OWN[0])
        .unwrap();
    assert_eq!(ladder.rows[first].heading, "Killer Sudoku");
    assert_eq!(ladder.rows[first].name, "Cage combination");
    // The rule of 45's lesson, with a Killer example drawn with its cages.
    m.open_lesson(KillerTechnique::RuleOf45);
    let lesson = m.learn().lesson_view().unwrap();
    assert!(lesson.killer);
    assert_eq!(lesson.title, "Rule of 45");
    assert!(
        lesson.subtitle.starts_with("Killer · Medium"),
        "{}",
        lesson.subtitle
    );
    assert!(lesson.text.contains("45"));
    assert!(lesson.cells.iter().all(|c| c.cage.sum > 0));
    assert!(lesson.picture.is_some());
    assert!(
        lesson.explanation[0].contains("add up to 45"),
        "{:?}",
        lesson.explanation
    );
    // A round of practice: every position a Killer's, and a right answer counts.
    m.start_practice();
    let attempt = m.learn().round().unwrap().attempt().unwrap();
    assert_eq!(attempt.technique(), KillerTechnique::RuleOf45);
    assert!(attempt.view().killer);
    let step = attempt.step().clone();
    m.practice_attempt(|a| {
        if let Some(&(c, d)) = step.placements().first() {
            a.tap(c);
            a.digit(d);
        } else {
            for &(c, d) in step.eliminations() {
                a.tap(c);
                a.digit(d);
            }
            a.check();
        }
    });
    assert_eq!(
        m.learn().round().unwrap().attempt().unwrap().verdict(),
        Some(crate::session::Verdict::Right)
    );
    m.practice_next();
    let counts = m.services().progress().counts_named("rule of 45");
    assert_eq!(counts.practice_unaided, 1);
}

#[test]
fn killers_are_made_ahead_only_once_killer_is_offered() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    m.offer_killer(true);
    assert!(
        !m.new_games().makes_killers_ahead(),
        "without the app's workers nothing is made ahead"
    );
    m.offer_killer(false);
    // The workers start, and rest for an hour (they stop when the model goes).
    let rest = std::time::Duration::from_secs(3600);
    m.start_worker(rest, rest);
    assert!(
        !m.new_games().makes_killers_ahead(),
        "a player who keeps to the classic game pays nothing for Killers"
    );
    m.offer_killer(true);
    assert!(m.new_games().makes_killers_ahead());
    m.offer_killer(false);
    assert!(
        m.new_games().makes_killers_ahead(),
        "once started it goes on"
    );
    // A Killer in progress keeps Killer offered, so the pool starts with the app.
    let job = m.begin_new_killer(Level::Easy).unwrap();
    m.puzzle_made(job.run());
    m.autosave();
    drop(m);
    let mut m = model(dir.path());
    m.start_worker(rest, rest);
    assert!(m.new_games().makes_killers_ahead());
    drop(m);
    // A new classic game asked for from home takes Killer off, and the next start leaves the
    // pool alone.
    let mut m = model(dir.path());
    let job = m.begin_new_game(Level::Easy).unwrap();
    m.puzzle_made(job.run());
    m.autosave();
    drop(m);
    let mut m = model(dir.path());
    m.start_worker(rest, rest);
    assert!(!m.new_games().makes_killers_ahead());
}

#[test]
fn a_step_found_in_a_real_killer_counts_in_the_progress() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = model(dir.path());
    let job = m.begin_new_killer(Level::Easy).unwrap();
    m.puzzle_made(job.run());
    let (game, services) = m.game_mut();
    game.input(Input::FillNotes, services);
    // An applied hint counts its technique as found with a hint, a Killer's own included. (A
    // hint applies at its fourth layer, the move.)
    for _ in 0..4 {
        game.hint(services);
    }
    let first = game
        .session()
        .and_then(|s| s.hint())
        .and_then(|h| h.hint().killer.as_ref().map(|k| k.technique.name()))
        .expect("a step of Killer's own first");
    game.apply_hint(services);
    assert_eq!(m.services().progress().counts_named(first).hinted(), 1);
    let (game, services) = m.game_mut();
    // Hints applied until the next one places a digit; the player then places it unaided.
    let mut placement = None;
    for _ in 0..200 {
        game.hint(services);
        let hint = game
            .session()
            .and_then(|s| s.hint())
            .map(|h| h.hint().clone());
        let Some(hint) = hint else { break };
        if let crate::sudoku::HintAction::Place(cells) = &hint.action {
            placement = cells.first().copied();
            break;
        }
        for _ in 0..3 {
            game.hint(services);
        }
        game.apply_hint(services);
    }
    let (cell, digit) = placement.expect("a placement before the end");
    game.close_hint();
    let name = game
        .session()
        .and_then(|s| {
            let before = s.state().clone();
            let mv = crate::sudoku::SudokuMove::Place {
                cell,
                digit,
                clear_peer_notes: true,
            };
            crate::sudoku::found_name_in_move(&before, &mv)
        })
        .expect("the placement is the Killer ladder's step");
    let counted = |m: &AppModel| m.services().progress().counts_named(name).game_unaided;
    let (game, services) = m.game_mut();
    game.input(Input::TapCell(cell), services);
    game.input(Input::KeyDigit(digit), services);
    assert_eq!(counted(&m), 1, "{name} counted as found unaided");
}
