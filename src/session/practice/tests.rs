//! Practice: answers judged, hints counted, rounds scored and timed.

use super::*;
use crate::session::MarkRole;
use crate::sudoku::{Cell, Grid, StrategySolver};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The first positions of EASY's path whose step is a placement, and (from the fixture of
/// hint pictures) the first whose step only eliminates.
fn exercises(eliminating: bool, n: usize) -> Vec<Exercise> {
    let fixture = include_str!("../../../tests/fixtures/hint/pictures.txt");
    let lines = std::iter::once(EASY).chain(
        fixture
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_whitespace().next()),
    );
    let mut out = Vec::new();
    for line in lines {
        let Ok(g) = Grid::from_line(line) else {
            continue;
        };
        let mut position = Candidates::from_grid(&g);
        for step in StrategySolver::solve(&g).steps {
            if step.placements.is_empty() == eliminating {
                out.push(Exercise {
                    position,
                    step: PracticeStep::Classic(step.clone()),
                });
                if out.len() == n {
                    return out;
                }
            }
            position.apply(&step);
        }
    }
    out
}

#[test]
fn placing_the_steps_digit_is_right_and_another_is_wrong() {
    let e = exercises(false, 2);
    let (cell, d) = e[0].step.placements()[0];
    let mut a = Attempt::new(e[0].clone());
    assert!(!a.strikes());
    assert!(a.view().picture.is_none(), "no picture before the answer");
    a.tap(cell);
    a.digit(d);
    assert_eq!(a.verdict(), Some(Verdict::Right));
    let v = a.view();
    assert!(v.picture.is_some() && !v.explanation.is_empty());
    assert_eq!(v.cells[cell.index()].digit, d.get());

    let mut b = Attempt::new(e[0].clone());
    let other = Cell::all()
        .find(|&c| {
            e[0].position.get(c).is_none() && !e[0].step.placements().iter().any(|p| p.0 == c)
        })
        .unwrap();
    let od = e[0].position.candidates(other)[0];
    b.tap(other);
    b.digit(od);
    assert_eq!(b.verdict(), Some(Verdict::Wrong));
    assert!(b.view().cells[other.index()].error);
}

#[test]
fn striking_all_the_eliminations_is_right_some_says_how_many_and_a_wrong_one_is_wrong() {
    let e = exercises(true, 1);
    let ex = e
        .into_iter()
        .next()
        .expect("an eliminating step in the fixture");
    let goes = ex.step.eliminations().to_vec();
    let mut a = Attempt::new(ex.clone());
    assert!(a.strikes());
    a.check();
    assert_eq!(a.verdict(), None, "nothing struck, nothing judged");
    for (k, &(c, d)) in goes.iter().enumerate() {
        a.tap(c);
        a.digit(d);
        let pic = a
            .view()
            .picture
            .expect("struck candidates are drawn crossed out");
        assert!(
            pic.cells[c.index()]
                .marks
                .contains(&(d, MarkRole::Eliminated)),
            "struck"
        );
        if k + 1 < goes.len() {
            a.check();
            assert_eq!(a.verdict(), None);
            assert!(a.view().message.starts_with("Right so far"));
        }
    }
    a.check();
    assert_eq!(a.verdict(), Some(Verdict::Right));

    let mut b = Attempt::new(ex.clone());
    let stays = Cell::all()
        .flat_map(|c| ex.position.candidates(c).into_iter().map(move |d| (c, d)))
        .find(|&(c, d)| ex.position.get(c).is_none() && !goes.contains(&(c, d)))
        .unwrap();
    b.tap(stays.0);
    b.digit(stays.1);
    b.check();
    assert_eq!(b.verdict(), Some(Verdict::Wrong));
    // Striking twice restores.
    let mut c = Attempt::new(ex);
    c.tap(goes[0].0);
    c.digit(goes[0].1);
    c.digit(goes[0].1);
    assert!(!c.view().can_check);
}

#[test]
fn a_round_counts_right_answers_and_hints_and_ends() {
    let e = exercises(false, 3);
    let t = e[0].step.technique();
    let mut r = Round::new(t, e.clone());
    assert!(
        r.advance().is_none(),
        "an unjudged position does not move on"
    );
    for (k, ex) in e.iter().enumerate() {
        let a = r.attempt_mut().unwrap();
        if k == 1 {
            a.hint();
        }
        if k == 2 {
            a.reveal();
        } else {
            let (c, d) = ex.step.placements()[0];
            a.tap(c);
            a.digit(d);
        }
        r.advance().unwrap();
    }
    let v = r.view();
    assert!(v.done && r.attempt().is_none());
    assert_eq!(v.score, "2 right · 1 hint");
    assert!(
        v.result.starts_with("2 of 3 found, 1 with a hint, in "),
        "{}",
        v.result
    );
}

#[test]
fn the_mid_end_keeps_the_positions_clock_and_counts_its_hint_once() {
    let e = exercises(false, 2);
    let (cell, d) = e[0].step.placements()[0];
    let mut a = Attempt::new(e[0].clone());
    a.hint();
    a.hint();
    assert!(a.hinted());
    assert_eq!(
        a.session().hints(),
        1,
        "one hint however often it is asked for"
    );
    assert!(
        a.view().picture.is_some(),
        "the hint shows the step's picture"
    );
    a.tap(cell);
    a.digit(d);
    assert_eq!(a.verdict(), Some(Verdict::Right));
    assert!(a.view().message.starts_with("Right, with a hint"));
    let t = a.elapsed_ms();
    std::thread::sleep(std::time::Duration::from_millis(5));
    assert_eq!(a.elapsed_ms(), t, "the clock stops at the verdict");
    a.digit(d);
    assert_eq!(
        a.session().n_moves(),
        1,
        "a judged position takes no more moves"
    );

    let mut r = Round::new(e[0].step.technique(), e.clone());
    r.set_elapsed_ms(60_000);
    r.set_running(false);
    let before = r.view().seconds;
    std::thread::sleep(std::time::Duration::from_millis(5));
    assert_eq!(
        r.view().seconds,
        before,
        "a left screen stops the round's clock"
    );
    assert_eq!(before, 60);
    r.set_running(true);
    let a = r.attempt_mut().unwrap();
    a.tap(cell);
    a.digit(d);
    r.advance().unwrap();
    assert!(
        r.view().seconds >= 60,
        "the answered position's time is kept"
    );
}
