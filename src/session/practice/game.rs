//! [`Practice`]: one practice position as a game the mid-end runs: its moves (strike, place,
//! Check, give up), the verdict as where the game stands, and how input becomes moves.

use super::{Exercise, Verdict};
use crate::puzzle::{Action, Game, NoHint, Puzzle, SetupError, Status};
use crate::sudoku::{Cell, Digit};
use crate::tr;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One practice position as a game: the position, what the player struck or placed, and the
/// verdict once judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Practice {
    exercise: Arc<Exercise>,
    // Candidates the player struck, in the order struck.
    struck: Vec<(Cell, Digit)>,
    placed: Option<(Cell, Digit)>,
    verdict: Option<Verdict>,
}

/// A move in a practice position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PracticeMove {
    /// Strikes a candidate, or restores it when struck.
    Strike {
        /// The cell.
        cell: Cell,
        /// The candidate.
        digit: Digit,
    },
    /// Places a digit: the answer to a step that places one, judged at once.
    Place {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Judges the struck candidates.
    Check,
    /// Gives up: the answer counts as wrong.
    GiveUp,
}

/// Why a practice move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PracticeError {
    /// The answer was judged already.
    #[error("the answer is judged already")]
    Judged,
    /// The digit is not a candidate of the cell.
    #[error("{digit} is not a candidate of {cell:?}")]
    NotACandidate {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// A strike for a step that places a digit, or a placement for one that strikes.
    #[error("this step is answered by {0}")]
    OtherAnswer(&'static str),
    /// Check with nothing struck, or with some of the step's eliminations still to strike.
    #[error("{0} of the step's eliminations are not struck")]
    NotAll(usize),
}

/// What the player does on a practice position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeInput {
    /// Tapped a cell.
    Tap(Cell),
    /// Tapped a digit on the pad.
    Digit(Digit),
    /// Check.
    Check,
    /// Show: gives up.
    GiveUp,
}

/// The UI state around a practice board: the selected cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PracticeUi {
    selected: Option<Cell>,
}

impl PracticeUi {
    /// The selected cell.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }
}

impl Practice {
    /// The position of `exercise`, nothing struck or placed.
    pub fn new(exercise: Exercise) -> Practice {
        Practice {
            exercise: Arc::new(exercise),
            struck: Vec::new(),
            placed: None,
            verdict: None,
        }
    }

    /// The position and its step.
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// The candidates struck, in the order struck.
    pub fn struck(&self) -> &[(Cell, Digit)] {
        &self.struck
    }

    /// The digit placed, once one is.
    pub fn placed(&self) -> Option<(Cell, Digit)> {
        self.placed
    }

    /// Whether the step is answered by striking candidates (it places nothing).
    pub fn strikes(&self) -> bool {
        self.exercise.step.placements().is_empty()
    }

    /// The verdict, once judged.
    pub fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }

    /// How many of the step's eliminations are still to strike, or `None` when a struck
    /// candidate is not one of them.
    fn left_to_strike(&self) -> Option<usize> {
        let goes = self.exercise.step.eliminations();
        if self.struck.iter().any(|m| !goes.contains(m)) {
            return None;
        }
        Some(goes.len() - self.struck.len())
    }
}

impl Puzzle for Practice {
    type Move = PracticeMove;
    type Error = PracticeError;

    fn apply(&self, mv: &PracticeMove) -> Result<Practice, PracticeError> {
        if self.verdict.is_some() {
            return Err(PracticeError::Judged);
        }
        let mut next = self.clone();
        let candidate = |cell: Cell, digit: Digit| {
            if self.exercise.position.has(cell, digit) {
                Ok(())
            } else {
                Err(PracticeError::NotACandidate { cell, digit })
            }
        };
        match *mv {
            PracticeMove::Strike { cell, digit } => {
                if !self.strikes() {
                    return Err(PracticeError::OtherAnswer("placing a digit"));
                }
                candidate(cell, digit)?;
                match next.struck.iter().position(|&m| m == (cell, digit)) {
                    Some(i) => {
                        next.struck.remove(i);
                    }
                    None => next.struck.push((cell, digit)),
                }
            }
            PracticeMove::Place { cell, digit } => {
                if self.strikes() {
                    return Err(PracticeError::OtherAnswer("striking candidates"));
                }
                candidate(cell, digit)?;
                next.placed = Some((cell, digit));
                let right = self.exercise.step.placements().contains(&(cell, digit));
                next.verdict = Some(if right {
                    Verdict::Right
                } else {
                    Verdict::Wrong
                });
            }
            PracticeMove::Check => {
                if !self.strikes() {
                    return Err(PracticeError::OtherAnswer("placing a digit"));
                }
                next.verdict = match self.left_to_strike() {
                    None => Some(Verdict::Wrong),
                    Some(0) if !self.struck.is_empty() => Some(Verdict::Right),
                    Some(left) => return Err(PracticeError::NotAll(left)),
                };
            }
            PracticeMove::GiveUp => next.verdict = Some(Verdict::Wrong),
        }
        Ok(next)
    }

    fn status(&self) -> Status {
        match self.verdict {
            None => Status::InProgress,
            Some(Verdict::Right) => Status::Won,
            Some(Verdict::Wrong) => Status::Lost,
        }
    }

    fn reveals(mv: &PracticeMove) -> bool {
        *mv == PracticeMove::GiveUp
    }
}

impl Game for Practice {
    type Setup = Exercise;
    type Ui = PracticeUi;
    type Input = PracticeInput;
    type Rules = ();
    // The step's picture and words show while the hint is open; there are no layers to read.
    type Hint = ();

    fn from_setup(setup: &Exercise) -> Result<Practice, SetupError> {
        Ok(Practice::new(setup.clone()))
    }

    fn setup(&self) -> Exercise {
        (*self.exercise).clone()
    }

    fn interpret(
        &self,
        ui: &mut PracticeUi,
        _rules: &(),
        input: PracticeInput,
    ) -> Action<PracticeMove> {
        if self.verdict.is_some() {
            return Action::Nothing;
        }
        match input {
            // Only an empty cell is answered on.
            PracticeInput::Tap(cell) if self.exercise.position.get(cell).is_none() => {
                ui.selected = Some(cell);
                Action::Ui
            }
            PracticeInput::Tap(_) => Action::Nothing,
            PracticeInput::Digit(digit) => {
                let Some(cell) = ui.selected else {
                    return Action::Refused(tr!("Select a cell first.").into());
                };
                if !self.exercise.position.has(cell, digit) {
                    // TRANSLATORS: {digit} is a digit from 1 to 9.
                    return Action::Refused(tr!(
                        "{digit} is not a candidate of this cell.",
                        digit = digit
                    ));
                }
                if self.strikes() {
                    Action::Play(PracticeMove::Strike { cell, digit })
                } else {
                    Action::Play(PracticeMove::Place { cell, digit })
                }
            }
            PracticeInput::Check if !self.strikes() => Action::Nothing,
            PracticeInput::Check if self.struck.is_empty() => {
                Action::Refused(tr!("Strike the candidates the step removes first.").into())
            }
            PracticeInput::Check => match self.left_to_strike() {
                Some(left) if left > 0 => {
                    Action::Refused(tr!("Right so far: {n} more candidate go."
                        | "Right so far: {n} more candidates go." % left))
                }
                _ => Action::Play(PracticeMove::Check),
            },
            PracticeInput::GiveUp => Action::Play(PracticeMove::GiveUp),
        }
    }

    fn hint(&self, _ui: &PracticeUi) -> Result<(), NoHint> {
        Ok(())
    }
}
