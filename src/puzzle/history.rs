//! [`History`]: unlimited undo/redo over any [`Puzzle`], the "answer revealed" flag, and replay.

use super::{Puzzle, Status};
use serde::{Deserialize, Serialize};

/// The states a game went through, with a cursor for undo and redo.
#[derive(Clone, Debug)]
pub struct History<P: Puzzle> {
    // states[0] is the starting state; states[k] follows moves[k - 1].
    states: Vec<P>,
    moves: Vec<P::Move>,
    cursor: usize,
    revealed: bool,
}

/// What a save file keeps of a [`History`]: the moves (including those undone, for redo) and the
/// cursor. The states are rebuilt by replaying the moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedHistory<M> {
    /// Every move, in order, including undone ones after `cursor`.
    pub moves: Vec<M>,
    /// How many of `moves` are in effect.
    pub cursor: usize,
    /// Whether the answer was revealed at some point.
    #[serde(default)]
    pub revealed: bool,
}

/// Why a saved history could not be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// A saved move is not allowed in the state it was saved for.
    #[error("saved move {index} cannot be replayed: {message}")]
    BadMove {
        /// Zero-based position of the move.
        index: usize,
        /// Why the puzzle refused it.
        message: String,
    },
    /// The cursor points past the saved moves.
    #[error("saved cursor {cursor} is past the {moves} saved moves")]
    BadCursor {
        /// The saved cursor.
        cursor: usize,
        /// How many moves were saved.
        moves: usize,
    },
}

impl<P: Puzzle> History<P> {
    /// A history that starts at `initial` with no moves.
    pub fn new(initial: P) -> History<P> {
        History {
            states: vec![initial],
            moves: Vec::new(),
            cursor: 0,
            revealed: false,
        }
    }

    /// The state the player sees now.
    pub fn current(&self) -> &P {
        // The cursor never exceeds the number of moves, and states has one more entry.
        &self.states[self.cursor.min(self.states.len() - 1)]
    }

    /// The starting state.
    pub fn initial(&self) -> &P {
        &self.states[0]
    }

    /// Where the game stands now.
    pub fn status(&self) -> Status {
        self.current().status()
    }

    /// Applies `mv` to the current state. On success the undone moves (the redo list) are dropped;
    /// on failure nothing changes.
    pub fn apply(&mut self, mv: P::Move) -> Result<&P, P::Error> {
        let next = self.current().apply(&mv)?;
        self.states.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        if P::reveals(&mv) {
            self.revealed = true;
        }
        self.states.push(next);
        self.moves.push(mv);
        self.cursor += 1;
        Ok(self.current())
    }

    /// Steps back one move; `false` when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Steps forward one undone move; `false` when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.moves.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Whether [`History::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether [`History::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// The moves in effect, oldest first.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves[..self.cursor]
    }

    /// The states in effect, the starting state first and the current one last.
    pub fn states(&self) -> &[P] {
        &self.states[..=self.cursor.min(self.states.len() - 1)]
    }

    /// How many moves are in effect.
    pub fn n_moves(&self) -> usize {
        self.cursor
    }

    /// Whether the answer was revealed at any point (undo does not clear it).
    pub fn is_revealed(&self) -> bool {
        self.revealed
    }

    /// What a save file keeps: every move (with the redo list) and the cursor.
    pub fn to_saved(&self) -> SavedHistory<P::Move> {
        SavedHistory {
            moves: self.moves.clone(),
            cursor: self.cursor,
            revealed: self.revealed,
        }
    }

    /// Rebuilds a history by replaying `record` from `initial`. Fails without side effects when a
    /// move is refused or the cursor is out of range.
    pub fn from_saved(
        initial: P,
        record: &SavedHistory<P::Move>,
    ) -> Result<History<P>, ReplayError> {
        if record.cursor > record.moves.len() {
            return Err(ReplayError::BadCursor {
                cursor: record.cursor,
                moves: record.moves.len(),
            });
        }
        let mut states = Vec::with_capacity(record.moves.len() + 1);
        states.push(initial);
        for (index, mv) in record.moves.iter().enumerate() {
            let last = &states[states.len() - 1];
            let next = last.apply(mv).map_err(|e| ReplayError::BadMove {
                index,
                message: e.to_string(),
            })?;
            states.push(next);
        }
        let revealed = record.revealed || record.moves[..record.cursor].iter().any(P::reveals);
        Ok(History {
            states,
            moves: record.moves.clone(),
            cursor: record.cursor,
            revealed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A counter that may not go above 3; adding 10 "reveals".
    #[derive(Clone, Debug, PartialEq)]
    struct Counter(u32);

    #[derive(Debug, thiserror::Error)]
    #[error("too big: {0}")]
    struct TooBig(u32);

    impl Puzzle for Counter {
        type Move = u32;
        type Error = TooBig;
        fn apply(&self, mv: &u32) -> Result<Self, TooBig> {
            let n = self.0 + mv;
            if n > 3 && *mv != 10 {
                Err(TooBig(n))
            } else {
                Ok(Counter(n))
            }
        }
        fn status(&self) -> Status {
            if self.0 == 3 {
                Status::Won
            } else {
                Status::InProgress
            }
        }
        fn reveals(mv: &u32) -> bool {
            *mv == 10
        }
    }

    #[test]
    fn undo_redo_and_branching() {
        let mut h = History::new(Counter(0));
        h.apply(1).unwrap();
        h.apply(1).unwrap();
        assert!(h.apply(5).is_err());
        assert_eq!(h.current(), &Counter(2));
        assert!(h.undo());
        assert_eq!(h.current(), &Counter(1));
        assert!(h.can_redo());
        h.apply(2).unwrap();
        assert!(!h.can_redo(), "a new move drops the redo list");
        assert_eq!(h.status(), Status::Won);
        assert!(h.undo() && h.undo() && !h.undo());
        assert!(h.redo() && h.redo() && !h.redo());
        assert_eq!(h.moves(), &[1, 2]);
    }

    #[test]
    fn reveal_flag_survives_undo_and_replay() {
        let mut h = History::new(Counter(0));
        h.apply(10).unwrap();
        h.undo();
        assert!(h.is_revealed());
        let rec = h.to_saved();
        let back = History::from_saved(Counter(0), &rec).unwrap();
        assert!(back.is_revealed());
        assert_eq!(back.current(), &Counter(0));
        assert!(back.can_redo());
    }

    #[test]
    fn replay_refuses_bad_records() {
        let bad = SavedHistory {
            moves: vec![1, 7],
            cursor: 2,
            revealed: false,
        };
        assert!(matches!(
            History::from_saved(Counter(0), &bad),
            Err(ReplayError::BadMove { index: 1, .. })
        ));
        let bad = SavedHistory {
            moves: vec![1],
            cursor: 2,
            revealed: false,
        };
        assert!(matches!(
            History::from_saved(Counter(0), &bad),
            Err(ReplayError::BadCursor { .. })
        ));
    }
}
