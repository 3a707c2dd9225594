//! [`LinesSession`]: a line-puzzle game in play: the flips (kept in the shared history so the game
//! saves and resumes), the clock, and the hints used.

use super::Clock;
use crate::lines::{Board, LinesGame, LinesMove, Tile};
use crate::puzzle::{History, HistoryRecord, Status};
use serde::{Deserialize, Serialize};

/// A line-puzzle game in play.
#[derive(Clone, Debug)]
pub struct LinesSession {
    history: History<LinesGame>,
    clock: Clock,
    hints: u32,
}

/// A line-puzzle game as it is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedLines {
    /// The board, 16 characters of `1` (correct) and `0` (wrong), row-major.
    pub board: String,
    /// The flips made.
    pub history: HistoryRecord<LinesMove>,
    /// Time played, in milliseconds.
    pub elapsed_ms: u64,
    /// Hints used.
    pub hints: u32,
}

/// Why a saved line-puzzle game could not be resumed.
#[derive(Debug, thiserror::Error)]
pub enum LinesResumeError {
    /// The saved board is not a valid board.
    #[error("the saved board is not valid: {0}")]
    Board(String),
    /// The flips could not be replayed.
    #[error(transparent)]
    Replay(#[from] crate::puzzle::ReplayError),
}

impl LinesSession {
    /// A new game on `board` (which must be valid); the clock starts now.
    pub fn new(board: Board) -> Result<LinesSession, String> {
        let game = LinesGame::new(board).map_err(|e| e.to_string())?;
        let mut clock = Clock::default();
        clock.start();
        Ok(LinesSession {
            history: History::new(game),
            clock,
            hints: 0,
        })
    }

    /// The game now.
    pub fn game(&self) -> &LinesGame {
        self.history.current()
    }

    /// Flips `tile`. Returns `true` if the flip won the game; refused flips change nothing.
    pub fn flip(&mut self, tile: Tile) -> Result<bool, String> {
        self.history
            .apply(LinesMove::Flip(tile))
            .map_err(|e| e.to_string())?;
        let won = self.is_won();
        if won {
            self.clock.stop();
        }
        Ok(won)
    }

    /// Whether a full line of correct tiles is face up.
    pub fn is_won(&self) -> bool {
        self.history.status() == Status::Won
    }

    /// Counts a hint.
    pub fn count_hint(&mut self) {
        self.hints += 1;
    }

    /// Hints used.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Time played in whole seconds.
    pub fn elapsed_secs(&self) -> u64 {
        self.clock.elapsed_ms() / 1000
    }

    /// Stops the clock (the app went to the background or another screen).
    pub fn suspend(&mut self) {
        self.clock.stop();
    }

    /// Runs the clock again unless the game is won.
    pub fn resume(&mut self) {
        if !self.is_won() {
            self.clock.start();
        }
    }

    /// Whether the clock runs.
    pub fn is_clock_running(&self) -> bool {
        self.clock.is_running()
    }

    /// The game as it is saved.
    pub fn to_saved(&self) -> SavedLines {
        SavedLines {
            board: self.history.initial().board().to_line(),
            history: self.history.to_record(),
            elapsed_ms: self.clock.elapsed_ms(),
            hints: self.hints,
        }
    }

    /// Resumes a saved game with its flips; the clock is stopped until [`LinesSession::resume`].
    pub fn from_saved(saved: &SavedLines) -> Result<LinesSession, LinesResumeError> {
        let board =
            Board::from_line(&saved.board).map_err(|e| LinesResumeError::Board(e.to_string()))?;
        let game = LinesGame::new(board).map_err(|e| LinesResumeError::Board(e.to_string()))?;
        Ok(LinesSession {
            history: History::from_record(game, &saved.history)?,
            clock: Clock::with_elapsed_ms(saved.elapsed_ms),
            hints: saved.hints,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::generate_with_seed;

    #[test]
    fn flips_win_save_and_resume() {
        let board = generate_with_seed(7);
        let mut s = LinesSession::new(board).unwrap();
        let answer = s.game().answer();
        let tiles: Vec<Tile> = Tile::all()
            .filter(|t| answer.mask() & t.bit() != 0)
            .collect();
        s.flip(tiles[0]).unwrap();
        assert!(
            s.flip(tiles[0]).is_err(),
            "a face-up tile cannot flip again"
        );
        s.count_hint();
        let saved = s.to_saved();
        let json = serde_json::to_string(&saved).unwrap();
        let mut r = LinesSession::from_saved(&serde_json::from_str(&json).unwrap()).unwrap();
        assert_eq!(r.game(), s.game());
        assert_eq!(r.hints(), 1);
        assert!(!r.is_clock_running());
        r.resume();
        assert!(!r.flip(tiles[1]).unwrap());
        assert!(!r.flip(tiles[2]).unwrap());
        assert!(r.flip(tiles[3]).unwrap());
        assert!(!r.is_clock_running());
        r.resume();
        assert!(!r.is_clock_running(), "a won game's clock stays stopped");
        let mut bad = saved.clone();
        bad.board = "1111".into();
        assert!(LinesSession::from_saved(&bad).is_err());
    }
}
