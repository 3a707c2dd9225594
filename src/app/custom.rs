//! The custom-puzzle screen's controller: a puzzle typed or pasted as text (any format the app
//! reads), or entered cell by cell on a board, checked for exactly one solution before it can be played.

use crate::puzzle::Difficulty;
use crate::session::{GameInfo, NewPuzzle};
use crate::sudoku::formats::{self, EntryError};
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

/// Reads a puzzle the player typed or pasted, in any format the app reads (an 81-character line,
/// a 9×9 block with or without separators, a pencil-mark grid, a HoDoKu or candidate line, an
/// `.sdk` or OpenSudoku file's text, a share or SudokuWiki link): the first puzzle of the text.
/// Refuses malformed puzzles and those without exactly one solution, saying why.
pub fn custom_puzzle(text: &str) -> Result<NewPuzzle, String> {
    if text.trim().is_empty() {
        return Err(tr!("Type or paste a puzzle first.").into());
    }
    let givens = match formats::check_text(text) {
        Ok(entry) => entry.givens,
        Err(EntryError::NoSolution) => return Err(tr!("This puzzle has no solution.").into()),
        Err(EntryError::MultipleSolutions) => {
            return Err(tr!(
                "This puzzle has more than one solution, so it cannot be solved by logic alone."
            )
            .into());
        }
        // A typed line of cells that is not in any format: say what is wrong with it as a line.
        Err(EntryError::NotAPuzzle) => {
            let line: String = text
                .chars()
                .filter(|c| !c.is_whitespace() && !matches!(c, '|' | '-' | '+'))
                .collect();
            return Err(not_a_puzzle(
                Grid::from_line(&line).map_or_else(|e| e.to_string(), |_| String::new()),
                EntryError::NotAPuzzle,
            ));
        }
        Err(e) => return Err(not_a_puzzle(String::new(), e)),
    };
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
            origin: None,
        },
        killer: None,
    })
}

/// Why a text is not a puzzle: what is wrong with it as a line of cells when that is known, else
/// what the readers found.
fn not_a_puzzle(as_line: String, found: EntryError) -> String {
    let error = if as_line.is_empty() {
        found.to_string()
    } else {
        as_line
    };
    // TRANSLATORS: {error} says what is wrong with the typed puzzle.
    tr!("This is not a puzzle: {error}.", error = error)
}
