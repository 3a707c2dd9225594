//! A Killer in the mid-end: its cages saved and resumed, drawn, kept by the rules, recorded
//! apart, and hinted by the Killer ladder.

use super::*;
use crate::sudoku::Level;
use crate::sudoku::killer::{KillerLevelPuzzle, generate_killer_level_with_rng};
use rand::SeedableRng;

fn made() -> KillerLevelPuzzle {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    generate_killer_level_with_rng(&mut rng, Level::Easy).unwrap()
}

fn killer_session(rules: Rules) -> SudokuSession {
    SudokuSession::start(NewPuzzle::from_killer_level(made()), rules)
}

#[test]
fn a_killer_is_saved_and_resumed_with_its_cages_and_recorded_as_killer() {
    let mut s = killer_session(Rules::default());
    let solution = *s.state().solution();
    s.input(Input::TapCell(c(0)));
    s.input(Input::KeyDigit(solution.get(c(0)).unwrap()));
    let json = serde_json::to_string(&s.to_saved()).unwrap();
    assert!(json.contains("\"cages\""), "{json}");
    let back: Saved<SudokuState> = serde_json::from_str(&json).unwrap();
    let r = SudokuSession::from_saved(&back, Rules::default()).unwrap();
    assert_eq!(r.state(), s.state());
    assert_eq!(r.state().killer(), s.state().killer());
    assert!(r.state().killer().is_some());
    let record = r.to_record(chrono::Local::now().fixed_offset());
    assert_eq!(record.mode, crate::puzzle::Mode::Killer);
    assert_eq!(record.difficulty, Difficulty::Level(Level::Easy));
    // A classic game keeps its mode and saves no cages.
    let classic = session(Rules::default());
    assert!(
        !serde_json::to_string(&classic.to_saved())
            .unwrap()
            .contains("cages")
    );
    let record = classic.to_record(chrono::Local::now().fixed_offset());
    assert_eq!(record.mode, crate::puzzle::Mode::Sudoku);
}

#[test]
fn resume_refuses_cages_that_do_not_fit() {
    let s = killer_session(Rules::default());
    let mut saved = s.to_saved();
    if let Some(cages) = saved.setup.cages.as_mut() {
        cages[0].sum += 1;
        cages[1].sum -= 1;
    }
    let err = SudokuSession::from_saved(&saved, Rules::default()).unwrap_err();
    assert!(err.to_string().contains("cages"), "{err}");
    let mut saved = s.to_saved();
    if let Some(cages) = saved.setup.cages.as_mut() {
        cages[0].cells.push(200);
    }
    let err = SudokuSession::from_saved(&saved, Rules::default()).unwrap_err();
    assert!(err.to_string().contains("off the grid"), "{err}");
}

#[test]
fn the_view_draws_cages_as_outlines_or_colours() {
    let s = killer_session(Rules::default());
    let view = s.view();
    assert!(view.killer);
    let killer = s.state().killer().unwrap().clone();
    for cage in killer.cages() {
        let anchors: Vec<Cell> = cage
            .cells()
            .iter()
            .copied()
            .filter(|c| view.cells[c.index()].cage.anchor)
            .collect();
        assert_eq!(anchors, vec![cage.cells()[0]]);
        for c in cage.cells() {
            let mark = view.cells[c.index()].cage;
            assert_eq!(mark.sum, cage.sum());
            assert_eq!(mark.outline, killer.outline(*c));
            assert_ne!(
                mark.outline, 0,
                "every cell of a cage of a few cells is on its edge"
            );
            assert_eq!(mark.tint, 0);
        }
    }
    let coloured = killer_session(Rules {
        cage_colours: true,
        ..Rules::default()
    });
    let view = coloured.view();
    assert!(
        view.cells
            .iter()
            .all(|c| c.cage.outline == 0 && (1..=4).contains(&c.cage.tint))
    );
    assert!(!session(Rules::default()).view().killer);
}

#[test]
fn a_cage_is_a_house_for_notes_and_clashes() {
    let mut s = killer_session(Rules::default());
    let killer = s.state().killer().unwrap().clone();
    // A cage with two cells that share no row, column or box (or else any two of one cage).
    let cage = killer
        .cages()
        .iter()
        .find(|k| k.cells().len() >= 2)
        .unwrap()
        .clone();
    let (a, b) = (cage.cells()[0], cage.cells()[1]);
    let da = s.state().solution().get(a).unwrap();
    s.input(Input::TapCell(a));
    s.input(Input::KeyDigit(da));
    s.input(Input::FillNotes);
    assert_eq!(
        s.state().notes(b) & da.bit(),
        0,
        "{da} is taken in the cage"
    );
    // The same digit twice in a cage clashes.
    s.input(Input::TapCell(b));
    s.input(Input::KeyDigit(da));
    let view = s.view();
    assert!(view.cells[b.index()].error || view.cells[b.index()].clash);
    assert!(s.state().clashing_cells().contains(&b));
}

#[test]
fn the_hint_comes_from_the_killer_ladder() {
    let mut s = killer_session(Rules::default());
    s.hint_step().unwrap();
    let hint = s.hint().unwrap().hint().clone();
    let killer = s.state().killer().unwrap().clone();
    let first = crate::sudoku::killer::next_killer_step(&killer, &killer.start()).unwrap();
    assert_eq!(
        hint.step_marks().map(|(p, e)| (p.to_vec(), e.to_vec())),
        Some((first.placements, first.eliminations))
    );
    let view = s.hint_view().unwrap();
    assert!(view.lines[0].starts_with("Look at"), "{:?}", view.lines);
    for _ in 0..3 {
        s.hint_step().unwrap();
    }
    let view = s.hint_view().unwrap();
    assert!(view.can_apply);
    assert_eq!(s.apply_hint(), Outcome::Changed);
}

#[test]
fn filling_in_the_solution_wins() {
    let mut s = killer_session(Rules::default());
    let solution = *s.state().solution();
    let mut last = Outcome::Unchanged;
    for c in Cell::all() {
        s.input(Input::TapCell(c));
        last = s.input(Input::KeyDigit(solution.get(c).unwrap()));
    }
    assert_eq!(last, Outcome::Won);
    assert!(!s.is_revealed());
    assert_eq!(s.mistakes(), 0);
}

#[test]
fn a_repeat_inside_a_cage_is_said_as_a_conflict() {
    // A Hard Killer has a cage with two cells that share no row, column or box.
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let made = generate_killer_level_with_rng(&mut rng, Level::Hard).unwrap();
    let mut s = SudokuSession::start(NewPuzzle::from_killer_level(made), Rules::default());
    let killer = s.state().killer().unwrap().clone();
    let (a, b) = killer
        .cages()
        .iter()
        .find_map(|k| {
            let cells = k.cells();
            cells
                .iter()
                .flat_map(|&a| cells.iter().map(move |&b| (a, b)))
                .find(|(a, b)| a != b && !a.sees(*b))
        })
        .expect("a cage that bends across rows, columns and boxes");
    s.input(Input::TapCell(a));
    s.input(Input::KeyDigit(d(5)));
    s.input(Input::TapCell(b));
    let before = s.view();
    s.input(Input::KeyDigit(d(5)));
    let said = crate::session::spoken::what_changed(
        &before,
        &s.view(),
        crate::session::spoken::Cause::Play,
        0,
    )
    .unwrap();
    assert!(said.contains("conflict with"), "{said}");
}

#[test]
fn a_killer_move_is_judged_by_the_killer_ladder_not_the_classic_one() {
    use crate::puzzle::Puzzle;
    use crate::sudoku::killer::next_killer_hint;
    use crate::sudoku::{HintAction, NoteMask, SudokuMove, found_in_killer_move, found_in_move};
    let s = killer_session(Rules::default());
    let state = s.state().apply(&SudokuMove::FillNotes).unwrap();
    let killer = state.killer().unwrap().clone();
    let notes: Vec<NoteMask> = (0..81).map(|i| state.notes(c(i))).collect();
    // The step a hint shows now, with every candidate noted: Killer's own, from a cage's sum.
    let hint = next_killer_hint(
        &killer,
        state.entries(),
        Some(&notes),
        state.solution(),
        None,
    )
    .unwrap();
    let step = hint.killer.clone().expect("a step of Killer's own");
    // The hint's move: its first placement, or the removal of all its eliminations.
    let made = hint.moves().remove(0);
    assert_eq!(found_in_killer_move(&state, &made), Some(step.technique));
    assert_eq!(
        crate::sudoku::found_name_in_move(&state, &made),
        Some(step.technique.name())
    );
    assert_eq!(
        found_in_move(&state, &made),
        None,
        "not by the classic ladder"
    );
    // Only the removal that completes a step counts: the moves of the hints made in turn, up
    // to a step of Killer's own that removes several notes.
    let mut later = state.apply(&made).unwrap();
    let mut checked = false;
    for _ in 0..200 {
        let notes: Vec<NoteMask> = (0..81).map(|i| later.notes(c(i))).collect();
        let Some(hint) = next_killer_hint(
            &killer,
            later.entries(),
            Some(&notes),
            later.solution(),
            None,
        ) else {
            break;
        };
        if let (Some(k), HintAction::Eliminate(eliminations)) = (&hint.killer, &hint.action)
            && eliminations.len() > 1
        {
            let part = SudokuMove::RemoveNotes {
                notes: eliminations[..1].to_vec(),
            };
            assert_eq!(found_in_killer_move(&later, &part), None);
            let all = SudokuMove::RemoveNotes {
                notes: eliminations.clone(),
            };
            assert_eq!(found_in_killer_move(&later, &all), Some(k.technique));
            checked = true;
            break;
        }
        let mv = hint.moves().remove(0);
        later = later.apply(&mv).unwrap();
    }
    assert!(checked, "no step of Killer's own removed several notes");
    // A wrong digit never counts.
    let wrong = SudokuMove::Place {
        cell: c(0),
        digit: crate::sudoku::Digit::all()
            .find(|&d| state.solution().get(c(0)) != Some(d))
            .unwrap(),
        clear_peer_notes: true,
    };
    assert_eq!(found_in_killer_move(&state, &wrong), None);

    // Every cell but the first filled in: the last one is a single, by the Killer ladder too.
    let mut s = killer_session(Rules::default());
    let solution = *s.state().solution();
    for i in 1..81 {
        s.input(Input::TapCell(c(i)));
        s.input(Input::KeyDigit(solution.get(c(i)).unwrap()));
    }
    let before = s.state().clone();
    s.input(Input::TapCell(c(0)));
    s.input(Input::KeyDigit(solution.get(c(0)).unwrap()));
    let mv = s.last_move().unwrap();
    assert!(matches!(
        found_in_killer_move(&before, mv),
        Some(crate::sudoku::killer::KillerTechnique::Classic(_))
    ));
    assert_eq!(found_in_move(&before, mv), None);
    // A classic game judges by the classic ladder only (a saved state leaves its cages to the
    // game's setup, so read back it is a classic board).
    let classic: crate::sudoku::SudokuState =
        serde_json::from_str(&serde_json::to_string(&before).unwrap()).unwrap();
    assert!(classic.killer().is_none());
    assert!(found_in_move(&classic, mv).is_some());
    assert_eq!(found_in_killer_move(&classic, mv), None);
}
