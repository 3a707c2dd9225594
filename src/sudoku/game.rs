//! The state of a Sudoku game in play and the moves that change it.
//!
//! [`SudokuState`] holds the givens, the solution and what undo restores: the player's [`Work`]
//! (digits, centre and corner notes, colours). Givens and the solution never change during a
//! game. Mistake counts, selection and the clock are not here: they are not undone (see
//! `session`).
//!
//! - [`colour`]: the palette and which cells and candidates wear a colour.
//! - [`work`]: the player's part of a position, which a checkpoint keeps.

mod colour;
mod work;

pub use colour::{Colour, Colouring};
pub use work::{NoteKind, Work};

use super::killer::Killer;
use super::{Cell, Digit, Grid};
use crate::puzzle::{Puzzle, Status};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A set of note digits as a 9-bit mask (bit 0 is digit 1).
pub type NoteMask = u16;

const ALL_NOTES: NoteMask = 0x1ff;

/// One undoable change to the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuMove {
    /// Puts `digit` in `cell` (replacing any digit there and clearing its notes). With
    /// `clear_peer_notes`, the digit is also removed from the notes of the cell's row, column and box
    /// in the same step.
    Place {
        /// Where.
        cell: Cell,
        /// What.
        digit: Digit,
        /// Remove `digit` from the peers' notes too.
        clear_peer_notes: bool,
    },
    /// Empties `cell`: its digit and its notes.
    Erase {
        /// Where.
        cell: Cell,
    },
    /// Adds `digit` to the centre notes of `cell`, or removes it if present.
    ToggleNote {
        /// Where.
        cell: Cell,
        /// Which note.
        digit: Digit,
    },
    /// Adds `digit` to the corner notes of `cell` (where a digit can go in its box), or removes
    /// it if present.
    ToggleCornerNote {
        /// Where.
        cell: Cell,
        /// Which note.
        digit: Digit,
    },
    /// Writes every candidate (digits not yet in the cell's houses) as centre notes in every
    /// empty cell; corner notes stay as they are.
    FillNotes,
    /// Removes every note of both kinds (saved games name it `ClearNotes`, as they always have).
    #[serde(rename = "ClearNotes")]
    ClearAllNotes,
    /// Removes the given notes, of both kinds (a hint's elimination).
    RemoveNotes {
        /// Cell and digit of each note to remove.
        notes: Vec<(Cell, Digit)>,
    },
    /// Paints `cell` with `colour`, or with `digit` that candidate of the cell; `None` clears it
    /// (the cell's own colour, or that candidate's).
    Paint {
        /// Where.
        cell: Cell,
        /// The candidate, or `None` for the cell itself.
        digit: Option<Digit>,
        /// The colour, or `None` to clear.
        colour: Option<Colour>,
    },
    /// Clears every colour of `cell`: its own and its candidates'.
    Unpaint {
        /// Where.
        cell: Cell,
    },
    /// Clears one colour everywhere, or every colour (`None`).
    ClearColours {
        /// Which colour.
        colour: Option<Colour>,
    },
    /// Puts the player's work back as it was at a checkpoint or at the last right position: one
    /// undoable step.
    Restore {
        /// The digits, notes and colours to put back.
        work: Box<Work>,
    },
    /// Shows the solution digit of `cell`.
    RevealCell {
        /// Where.
        cell: Cell,
    },
    /// Fills every cell with the solution.
    RevealSolution,
}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SudokuMoveError {
    /// The cell holds a given.
    #[error("{0} is a given and cannot change")]
    Given(Cell),
    /// The move would change nothing.
    #[error("nothing to change")]
    NoChange,
    /// A note cannot go in a cell that holds a digit.
    #[error("{0} holds a digit; notes go in empty cells")]
    Filled(Cell),
    /// The work to restore does not fit this puzzle (a digit on a given, notes on a digit).
    #[error("the position to restore does not fit this puzzle at {0}")]
    Misfit(Cell),
}

/// A Sudoku game's board: givens, the solution and the player's work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SudokuState {
    givens: Grid,
    solution: Grid,
    #[serde(flatten)]
    work: Work,
    // A Killer's cages (shared by every state of the game's history); `None` for a classic game.
    #[serde(skip)]
    killer: Option<Arc<Killer>>,
}

impl SudokuState {
    /// A fresh game of `givens` whose unique solution is `solution`.
    pub fn new(givens: Grid, solution: Grid) -> SudokuState {
        SudokuState {
            givens,
            solution,
            work: Work::default(),
            killer: None,
        }
    }

    /// A fresh Killer game of `killer` (its givens, usually none) whose unique solution is
    /// `solution`.
    pub fn new_killer(killer: Arc<Killer>, solution: Grid) -> SudokuState {
        SudokuState {
            givens: *killer.givens(),
            solution,
            work: Work::default(),
            killer: Some(killer),
        }
    }

    /// The cages, for a Killer game.
    pub fn killer(&self) -> Option<&Arc<Killer>> {
        self.killer.as_ref()
    }

    /// The cells whose digit `cell` must differ from: its peers and, in a Killer, the other
    /// cells of its cage.
    pub fn rivals(&self, cell: Cell) -> Vec<Cell> {
        let mut out: Vec<Cell> = cell.peers().collect();
        if let Some(k) = &self.killer {
            out.extend(
                k.cage_of(cell)
                    .cells()
                    .iter()
                    .copied()
                    .filter(|&c| c != cell && !c.sees(cell)),
            );
        }
        out
    }

    /// The cells whose digit repeats among their rivals (a row, column or box, or a Killer's
    /// cage).
    pub fn clashing_cells(&self) -> Vec<Cell> {
        let board = self.board();
        Cell::all()
            .filter(|&c| {
                board.get(c).is_some()
                    && self.rivals(c).iter().any(|&p| board.get(p) == board.get(c))
            })
            .collect()
    }

    /// The puzzle's givens.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The player's digits only (givens not included).
    pub fn entries(&self) -> &Grid {
        &self.work.entries
    }

    /// The player's digits, notes and colours.
    pub fn work(&self) -> &Work {
        &self.work
    }

    /// The colours.
    pub fn colours(&self) -> &Colouring {
        &self.work.colours
    }

    /// Givens and the player's digits together: what the board shows.
    pub fn board(&self) -> Grid {
        let mut g = self.givens;
        for c in Cell::all() {
            if let Some(d) = self.work.entries.get(c) {
                g.set(c, Some(d));
            }
        }
        g
    }

    /// Whether `cell` holds a given.
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.get(cell).is_some()
    }

    /// The digit shown in `cell`, given or entered.
    pub fn digit(&self, cell: Cell) -> Option<Digit> {
        self.givens
            .get(cell)
            .or_else(|| self.work.entries.get(cell))
    }

    /// The centre notes of `cell` (its candidates as the player wrote them).
    pub fn notes(&self, cell: Cell) -> NoteMask {
        self.work.notes(cell, NoteKind::Centre)
    }

    /// The corner notes of `cell`.
    pub fn corner_notes(&self, cell: Cell) -> NoteMask {
        self.work.notes(cell, NoteKind::Corner)
    }

    /// Whether `cell` holds a player's digit that differs from the solution.
    pub fn is_wrong(&self, cell: Cell) -> bool {
        matches!(self.work.entries.get(cell), Some(d) if self.solution.get(cell) != Some(d))
    }

    /// The cells with a player's digit that differs from the solution.
    pub fn wrong_cells(&self) -> Vec<Cell> {
        Cell::all().filter(|&c| self.is_wrong(c)).collect()
    }

    /// How many times `digit` stands on the board.
    pub fn count(&self, digit: Digit) -> usize {
        Cell::all()
            .filter(|&c| self.digit(c) == Some(digit))
            .count()
    }

    /// The digits not yet in any house of `cell`, nor in a Killer's cage (its candidates on the
    /// current board).
    pub fn candidates(&self, cell: Cell) -> NoteMask {
        let board = self.board();
        let mut mask = ALL_NOTES;
        for p in self.rivals(cell) {
            if let Some(d) = board.get(p) {
                mask &= !d.bit();
            }
        }
        mask
    }

    /// The move that puts the player's work back as it is now, from any later position.
    pub fn restore_move(&self) -> SudokuMove {
        SudokuMove::Restore {
            work: Box::new(self.work.clone()),
        }
    }

    fn editable(&self, cell: Cell) -> Result<(), SudokuMoveError> {
        if self.is_given(cell) {
            Err(SudokuMoveError::Given(cell))
        } else {
            Ok(())
        }
    }

    fn toggle(
        &self,
        work: &mut Work,
        cell: Cell,
        digit: Digit,
        kind: NoteKind,
    ) -> Result<(), SudokuMoveError> {
        self.editable(cell)?;
        if work.entries.get(cell).is_some() {
            return Err(SudokuMoveError::Filled(cell));
        }
        work.notes_mut(kind)[cell.index()] ^= digit.bit();
        Ok(())
    }
}

impl Puzzle for SudokuState {
    type Move = SudokuMove;
    type Error = SudokuMoveError;

    fn apply(&self, mv: &SudokuMove) -> Result<SudokuState, SudokuMoveError> {
        let mut next = self.clone();
        let work = &mut next.work;
        match mv {
            SudokuMove::Place {
                cell,
                digit,
                clear_peer_notes,
            } => {
                self.editable(*cell)?;
                work.entries.set(*cell, Some(*digit));
                work.clear_notes(*cell);
                work.colours.clear_candidates(*cell);
                if *clear_peer_notes {
                    for p in self.rivals(*cell) {
                        work.remove_note(p, *digit);
                    }
                }
            }
            SudokuMove::Erase { cell } => {
                self.editable(*cell)?;
                work.entries.set(*cell, None);
                work.clear_notes(*cell);
            }
            SudokuMove::ToggleNote { cell, digit } => {
                self.toggle(work, *cell, *digit, NoteKind::Centre)?
            }
            SudokuMove::ToggleCornerNote { cell, digit } => {
                self.toggle(work, *cell, *digit, NoteKind::Corner)?
            }
            SudokuMove::FillNotes => {
                for c in Cell::all() {
                    work.notes[c.index()] = if self.digit(c).is_none() {
                        self.candidates(c)
                    } else {
                        0
                    };
                }
            }
            SudokuMove::ClearAllNotes => {
                work.notes = [0; 81];
                work.corner = [0; 81];
            }
            SudokuMove::RemoveNotes { notes } => {
                for (c, d) in notes {
                    work.remove_note(*c, *d);
                }
            }
            SudokuMove::Unpaint { cell } => work.colours.clear_cell(*cell),
            SudokuMove::Paint {
                cell,
                digit: None,
                colour,
            } => work.colours.set_cell(*cell, *colour),
            SudokuMove::Paint {
                cell,
                digit: Some(digit),
                colour,
            } => {
                if self.digit(*cell).is_some() {
                    return Err(SudokuMoveError::Filled(*cell));
                }
                work.colours.set_candidate(*cell, *digit, *colour);
            }
            SudokuMove::ClearColours { colour: Some(k) } => work.colours.clear_colour(*k),
            SudokuMove::ClearColours { colour: None } => work.colours = Colouring::default(),
            SudokuMove::Restore { work: to } => {
                if let Some(cell) = to.problem_on(&self.givens) {
                    return Err(SudokuMoveError::Misfit(cell));
                }
                *work = (**to).clone();
            }
            SudokuMove::RevealCell { cell } => {
                self.editable(*cell)?;
                work.entries.set(*cell, self.solution.get(*cell));
                work.clear_notes(*cell);
                work.colours.clear_candidates(*cell);
            }
            SudokuMove::RevealSolution => {
                for c in Cell::all() {
                    if !self.is_given(c) {
                        work.entries.set(c, self.solution.get(c));
                    }
                    work.colours.clear_candidates(c);
                }
                work.notes = [0; 81];
                work.corner = [0; 81];
            }
        }
        if next == *self {
            return Err(SudokuMoveError::NoChange);
        }
        Ok(next)
    }

    fn status(&self) -> Status {
        if self.board() == self.solution {
            Status::Won
        } else {
            Status::InProgress
        }
    }

    fn reveals(mv: &SudokuMove) -> bool {
        matches!(
            mv,
            SudokuMove::RevealCell { .. } | SudokuMove::RevealSolution
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clearing_all_notes_keeps_its_saved_name() {
        let saved = serde_json::to_string(&SudokuMove::ClearAllNotes).unwrap();
        assert_eq!(saved, "\"ClearNotes\"");
        let back: SudokuMove = serde_json::from_str(&saved).unwrap();
        assert_eq!(back, SudokuMove::ClearAllNotes);
    }

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn state() -> SudokuState {
        SudokuState::new(
            Grid::from_line(PUZZLE).unwrap(),
            Grid::from_line(SOLUTION).unwrap(),
        )
    }

    fn c(i: usize) -> Cell {
        Cell::new(i).unwrap()
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn placing_clears_peer_notes_in_one_step() {
        let s = state().apply(&SudokuMove::FillNotes).unwrap();
        assert_ne!(s.notes(c(2)) & d(4).bit(), 0);
        let s = s
            .apply(&SudokuMove::Place {
                cell: c(2),
                digit: d(4),
                clear_peer_notes: true,
            })
            .unwrap();
        assert_eq!(s.notes(c(2)), 0);
        assert!(c(2).peers().all(|p| s.notes(p) & d(4).bit() == 0));
        assert_eq!(
            s.apply(&SudokuMove::ToggleNote {
                cell: c(2),
                digit: d(1)
            }),
            Err(SudokuMoveError::Filled(c(2)))
        );
    }

    #[test]
    fn givens_cannot_change_and_reveal_wins() {
        let s = state();
        assert_eq!(
            s.apply(&SudokuMove::Erase { cell: c(0) }),
            Err(SudokuMoveError::Given(c(0)))
        );
        let won = s.apply(&SudokuMove::RevealSolution).unwrap();
        assert_eq!(won.status(), Status::Won);
        assert!(SudokuState::reveals(&SudokuMove::RevealSolution));
    }

    #[test]
    fn wrong_digits_are_found() {
        let s = state()
            .apply(&SudokuMove::Place {
                cell: c(2),
                digit: d(1),
                clear_peer_notes: false,
            })
            .unwrap();
        assert_eq!(s.wrong_cells(), vec![c(2)]);
        assert_eq!(s.count(d(5)), 3);
    }

    #[test]
    fn a_saved_state_must_have_a_note_mask_per_cell() {
        let s = state().apply(&SudokuMove::FillNotes).unwrap();
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(
            serde_json::from_value::<SudokuState>(json.clone()).unwrap(),
            s
        );
        let mut short = json;
        short["notes"] = serde_json::json!([0, 0, 0]);
        let err = serde_json::from_value::<SudokuState>(short).unwrap_err();
        assert!(
            err.to_string().contains("expected 81 note masks, found 3"),
            "{err}"
        );
    }
}
