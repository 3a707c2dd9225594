//! The custom-puzzle screen's controller: a puzzle typed or pasted as text, or entered cell by
//! cell on a board, checked for exactly one solution before it can be played.

use crate::puzzle::Difficulty;
use crate::session::{GameInfo, NewPuzzle};
use crate::sudoku::{Cell, Digit, Grid};
use crate::tr;

/// The custom-puzzle screen.
#[derive(Clone, Debug, Default)]
pub struct CustomScreen {
    board: Grid,
    selected: Option<Cell>,
    error: String,
}

impl CustomScreen {
    /// The puzzle entered on the board so far.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// The selected cell of the board.
    pub fn selected(&self) -> Option<Cell> {
        self.selected
    }

    /// Why the last puzzle was refused (empty when none was).
    pub fn error(&self) -> &str {
        &self.error
    }

    /// Forgets the last refusal (the screen was opened again).
    pub fn clear_error(&mut self) {
        self.error.clear();
    }

    /// Selects a cell of the board.
    pub fn select(&mut self, cell: Cell) {
        self.selected = Some(cell);
    }

    /// Puts `digit` (`None` erases) in the selected cell.
    pub fn enter(&mut self, digit: Option<Digit>) {
        if let Some(cell) = self.selected {
            self.board.set(cell, digit);
            self.error.clear();
        }
    }

    /// The typed puzzle, ready to play, or `None` with the reason kept in [`CustomScreen::error`].
    pub fn check_text(&mut self, text: &str) -> Option<NewPuzzle> {
        match custom_puzzle(text) {
            Ok(p) => {
                self.error.clear();
                Some(p)
            }
            Err(e) => {
                self.error = e;
                None
            }
        }
    }

    /// The puzzle on the board, ready to play (the board is cleared), or `None` with the reason.
    pub fn check_board(&mut self) -> Option<NewPuzzle> {
        let puzzle = self.check_text(&self.board.to_line())?;
        self.board = Grid::empty();
        self.selected = None;
        Some(puzzle)
    }
}

/// Reads a puzzle the player typed: digits and `.`/`0`, with blanks, line breaks and common
/// separators (`|`, `-`, `+`) ignored. Refuses malformed puzzles and those without exactly one
/// solution, saying why.
pub fn custom_puzzle(text: &str) -> Result<NewPuzzle, String> {
    let line: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '|' | '-' | '+'))
        .collect();
    if line.is_empty() {
        return Err(tr!("Type or paste a puzzle first.").into());
    }
    let givens = Grid::from_line(&line).map_err(|e| {
        // TRANSLATORS: {error} says what is wrong with the typed puzzle.
        tr!("This is not a puzzle: {error}.", error = e)
    })?;
    match givens.count_solutions_up_to(2) {
        0 => Err(tr!("This puzzle has no solution.").into()),
        1 => {
            let solution = givens
                .solution()
                .ok_or_else(|| tr!("This puzzle has no solution.").to_string())?;
            Ok(NewPuzzle {
                givens,
                solution,
                info: GameInfo {
                    difficulty: Difficulty::Custom,
                    score: None,
                    techniques: Vec::new(),
                },
            })
        }
        _ => Err(tr!(
            "This puzzle has more than one solution, so it cannot be solved by logic alone."
        )
        .into()),
    }
}
