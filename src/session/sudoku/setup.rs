//! Where a Sudoku game starts, as its save file keeps it: the givens and their solution, and a
//! Killer's cages, checked again when a game is resumed.

use crate::puzzle::SetupError;
use crate::sudoku::killer::{Cage, Killer};
use crate::sudoku::{Cell, Grid};
use serde::{Deserialize, Serialize};

/// Where a Sudoku game starts: the givens and their unique solution, and a Killer's cages.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SudokuSetup {
    /// The puzzle.
    pub givens: Grid,
    /// Its solution.
    pub solution: Grid,
    /// A Killer's cages, each its sum and its cells (0 to 80), as the Killer JSON form writes
    /// them; absent for a classic game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cages: Option<Vec<SavedCage>>,
}

/// A Killer cage as a save file keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedCage {
    /// What its digits add up to.
    pub sum: u8,
    /// Its cells, 0 to 80, row-major.
    pub cells: Vec<u8>,
}

impl SudokuSetup {
    /// The Killer the saved cages and givens make, checked; `None` for a classic game.
    pub(super) fn killer(&self) -> Result<Option<Killer>, SetupError> {
        let Some(saved) = &self.cages else {
            return Ok(None);
        };
        let mut cages = Vec::with_capacity(saved.len());
        for cage in saved {
            let cells: Option<Vec<Cell>> = cage
                .cells
                .iter()
                .map(|&i| Cell::new(usize::from(i)))
                .collect();
            let cells = cells.ok_or_else(|| {
                SetupError(format!(
                    "a saved cage has a cell off the grid: {:?}",
                    cage.cells
                ))
            })?;
            cages.push(Cage::new(cage.sum, cells));
        }
        let killer = Killer::new(cages, self.givens)
            .map_err(|e| SetupError(format!("the saved cages are not a Killer: {e}")))?;
        if !killer.is_solved_by(&self.solution) {
            return Err(SetupError(
                "the saved solution does not fit the saved cages".into(),
            ));
        }
        Ok(Some(killer))
    }
}

/// The saved form of a Killer's cages.
pub(super) fn saved_cages(killer: &Killer) -> Vec<SavedCage> {
    killer
        .cages()
        .iter()
        .map(|c| SavedCage {
            sum: c.sum(),
            cells: c.cells().iter().map(|x| x.index() as u8).collect(),
        })
        .collect()
}
