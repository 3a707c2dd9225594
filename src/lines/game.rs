//! [`LinesGame`]: a board, the tiles face up, and the flip counts. Flips are moves in the shared
//! [`History`](crate::puzzle::History); this mode offers no undo, but the moves are kept so a game
//! in progress saves and resumes by replay.

use serde::{Deserialize, Serialize};

use super::board::{Board, BoardError, Tile};
use super::line::Line;
use crate::puzzle::{Puzzle, Status};

/// A move of the line puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LinesMove {
    /// Turn a face-down tile face up.
    Flip(Tile),
}

/// Why a flip was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlipError {
    /// The tile is already face up.
    #[error("tile {0} is already face up")]
    FaceUp(Tile),
    /// The game is already won.
    #[error("the game is over: {0} is complete")]
    Over(Line),
}

/// The state of one line-puzzle game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LinesGame {
    board: Board,
    answer: Line,
    face_up: u16,
    flips: u32,
}

impl LinesGame {
    /// A new game on `board` with every tile face down; fails when the board is not valid.
    pub fn new(board: Board) -> Result<LinesGame, BoardError> {
        let answer = board.validate()?;
        Ok(LinesGame {
            board,
            answer,
            face_up: 0,
            flips: 0,
        })
    }

    /// The board being played.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The answer: the one line of four correct tiles.
    pub fn answer(&self) -> Line {
        self.answer
    }

    /// The mask of face-up tiles.
    pub fn face_up(&self) -> u16 {
        self.face_up
    }

    /// Whether `tile` is face up.
    pub fn is_face_up(&self, tile: Tile) -> bool {
        self.face_up & tile.bit() != 0
    }

    /// What a face-up tile shows: `Some(true)` for correct, `Some(false)` for wrong, `None` while
    /// it is face down.
    pub fn shown(&self, tile: Tile) -> Option<bool> {
        self.is_face_up(tile).then(|| self.board.is_correct(tile))
    }

    /// How many flips were made.
    pub fn n_flips(&self) -> u32 {
        self.flips
    }

    /// How many wrong tiles were flipped.
    pub fn n_wrong_flipped(&self) -> u32 {
        (self.face_up & !self.board.bits()).count_ones()
    }

    /// The line of four correct face-up tiles, once the game is won.
    pub fn solved_line(&self) -> Option<Line> {
        let m = self.answer.mask();
        (self.face_up & m == m).then_some(self.answer)
    }

    /// Whether every tile of the answer is face up.
    pub fn is_won(&self) -> bool {
        self.solved_line().is_some()
    }
}

impl Puzzle for LinesGame {
    type Move = LinesMove;
    type Error = FlipError;

    fn apply(&self, mv: &LinesMove) -> Result<LinesGame, FlipError> {
        let LinesMove::Flip(tile) = *mv;
        if let Some(line) = self.solved_line() {
            return Err(FlipError::Over(line));
        }
        if self.is_face_up(tile) {
            return Err(FlipError::FaceUp(tile));
        }
        Ok(LinesGame {
            face_up: self.face_up | tile.bit(),
            flips: self.flips + 1,
            ..*self
        })
    }

    fn status(&self) -> Status {
        // The answer is the only full line of correct tiles, so a whole line of face-up correct
        // tiles exists exactly when the answer is face up.
        if self.is_won() {
            Status::Won
        } else {
            Status::InProgress
        }
    }
}
