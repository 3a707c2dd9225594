//! Finding a walk's steps: the ladder's path from the givens, one step at a time, each given
//! away as soon as it is known (the app runs this off the UI thread).

use crate::sudoku::killer::{self, Killer, next_killer_step};
use crate::sudoku::{Candidates, Grid, Hint, StrategySolver};

/// What the walk through a solution found next: a step, or its end.
#[derive(Clone, Debug, PartialEq)]
pub enum Found {
    /// The next step, explained on the position it was found in.
    Step(Box<Hint>),
    /// No step follows: the position after the last step, and whether it is solved.
    End {
        /// The position after the last step.
        end: Box<Candidates>,
        /// Whether the ladder solved the puzzle.
        solved: bool,
    },
}

/// Finds the ladder's path through `givens` step by step, giving each to `each` as soon as it is
/// known, then the end. Stops early when `each` returns `false` (nobody wants the rest).
pub fn walk(givens: &Grid, mut each: impl FnMut(Found) -> bool) {
    let mut position = Candidates::from_grid(givens);
    while !position.is_solved() && !position.is_broken() {
        let Some(step) = StrategySolver::next_step(&position) else {
            break;
        };
        let hint = Hint::of_step(step.clone(), &position);
        position.apply(&step);
        if !each(Found::Step(Box::new(hint))) {
            return;
        }
    }
    each(Found::End {
        end: Box::new(position),
        solved: position.is_solved(),
    });
}

/// [`walk`] for a Killer: the Killer ladder's path, step by step.
pub fn walk_killer(k: &Killer, mut each: impl FnMut(Found) -> bool) {
    let mut position = k.start();
    while !position.is_solved() && !position.is_broken() {
        let Some(step) = next_killer_step(k, &position) else {
            break;
        };
        let before = position;
        killer::apply(&mut position, &step);
        if !each(Found::Step(Box::new(Hint::of_killer_step(
            step, k, &before,
        )))) {
            return;
        }
    }
    each(Found::End {
        end: Box::new(position),
        solved: position.is_solved(),
    });
}
