//! Practice: positions where one technique is the next logical step, for the player to make that
//! step, and rounds of ten of them with a score and the time.
//!
//! A position comes with every earlier step made (its placements and eliminations), so the board
//! shows the true candidates as notes. The player makes the step the way the hint's last layer
//! would: a step that places a digit is answered by placing it (tap the cell, then the digit);
//! a step that only removes candidates is answered by striking them (tap the cell, then each
//! digit) and Check. An answer is right when it is the step's own move: the placement is one of
//! the step's, or the struck candidates are exactly the step's eliminations (striking some of
//! them, and none that stays, says how many are left). A hint shows the step's picture and words
//! and is counted; either way the step's picture and words show once the answer is judged.
//!
//! A position is a [`Game`] the mid-end runs ([`Practice`] in a [`Session`]): the selection is
//! its UI state, a strike, a placement, Check and giving up are its moves, the verdict is where
//! the game stands (right is won, wrong is lost), and the session keeps its clock and counts its
//! hint, exactly as for the classic game. [`Attempt`] is one such session with the words the
//! screen shows; [`Round`] plays ten of them, and its time is the sum of their clocks: each
//! runs from the moment its position shows until it is judged.

mod attempt;
mod game;
mod round;

pub use attempt::{Attempt, AttemptView};
pub use game::{Practice, PracticeError, PracticeInput, PracticeMove, PracticeUi};
pub use round::{Answer, Round, RoundView};

use crate::sudoku::killer::{Killer, KillerStep, KillerTechnique};
use crate::sudoku::{Candidates, Cell, Digit, Hint, Step};
use std::sync::Arc;

/// How many positions a round has.
pub const ROUND_LEN: usize = 10;

/// A position to practise on: the true candidates, and the step the ladder takes next there.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The position: placed digits and the candidates left after every earlier step.
    pub position: Candidates,
    /// The ladder's next step in it.
    pub step: PracticeStep,
}

/// The step a position asks for: a classic one, or one of Killer's own in a Killer (whose
/// cages the board draws).
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeStep {
    /// The classic ladder's step.
    Classic(Step),
    /// The Killer ladder's step, in its puzzle.
    Killer {
        /// The puzzle: its cages and sums.
        killer: Arc<Killer>,
        /// The step.
        step: KillerStep,
    },
}

impl PracticeStep {
    /// The technique, classic or Killer's own.
    pub fn technique(&self) -> KillerTechnique {
        match self {
            PracticeStep::Classic(s) => KillerTechnique::Classic(s.technique),
            PracticeStep::Killer { step, .. } => step.technique,
        }
    }

    /// The digits the step places.
    pub fn placements(&self) -> &[(Cell, Digit)] {
        match self {
            PracticeStep::Classic(s) => &s.placements,
            PracticeStep::Killer { step, .. } => &step.placements,
        }
    }

    /// The candidates the step removes.
    pub fn eliminations(&self) -> &[(Cell, Digit)] {
        match self {
            PracticeStep::Classic(s) => &s.eliminations,
            PracticeStep::Killer { step, .. } => &step.eliminations,
        }
    }

    /// The Killer the position is in, for a Killer step.
    pub fn killer(&self) -> Option<&Arc<Killer>> {
        match self {
            PracticeStep::Classic(_) => None,
            PracticeStep::Killer { killer, .. } => Some(killer),
        }
    }

    /// The step explained as a hint does, found in `position`.
    pub fn hint(&self, position: &Candidates) -> Hint {
        match self {
            PracticeStep::Classic(s) => Hint::of_step(s.clone(), position),
            PracticeStep::Killer { killer, step } => {
                Hint::of_killer_step(step.clone(), killer, position)
            }
        }
    }
}

/// How an answer was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The step was made.
    Right,
    /// Something else was done.
    Wrong,
}

#[cfg(test)]
mod tests;
