//! Checkpoints: the player marks the board as it stands, tries something, and comes back. A
//! checkpoint keeps the move that puts the board back ([`Game::restore_move`]); going back plays
//! that move, so it is one undoable step and nothing done after the checkpoint is lost: Undo
//! brings it back. Checkpoints are saved with the game, never undone, and never recorded.

use super::{Outcome, Session};
use crate::puzzle::Game;
use crate::tr;
use serde::{Deserialize, Serialize};

/// The most checkpoints a game keeps; setting one more drops the oldest.
pub const MAX_CHECKPOINTS: usize = 20;
/// The longest name a checkpoint keeps, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// One checkpoint: its number, the player's name for it if any, when it was set on the game's
/// clock, and the move that goes back to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint<M> {
    /// Counted from 1 in the game, never reused.
    pub number: u32,
    /// The player's name for it, if they gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The game's clock when it was set, in milliseconds.
    pub elapsed_ms: u64,
    /// How many moves were in effect when it was set.
    #[serde(default)]
    pub moves: usize,
    /// The move that puts the board back as it was.
    pub restore: M,
}

impl<M> Checkpoint<M> {
    /// What the player sees it called: their name for it, or "Checkpoint 3".
    pub fn label(&self) -> String {
        match &self.name {
            Some(name) => name.clone(),
            None => tr!("Checkpoint {n}", n = self.number),
        }
    }
}

/// Tidies a name the player typed: one line, trimmed, at most [`MAX_NAME_CHARS`] characters;
/// `None` when nothing is left.
fn tidy_name(name: &str) -> Option<String> {
    let one_line: String = name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_NAME_CHARS)
        .collect();
    (!one_line.is_empty()).then_some(one_line)
}

impl<G: Game> Session<G> {
    /// The checkpoints, oldest first.
    pub fn checkpoints(&self) -> &[Checkpoint<G::Move>] {
        &self.checkpoints
    }

    /// Sets a checkpoint at the board as it stands, named `name` if the player gave one; returns
    /// its index in [`Session::checkpoints`], or why none was set.
    pub fn set_checkpoint(&mut self, name: &str) -> Result<usize, String> {
        if self.paused || self.is_finished() {
            return Err(tr!("no checkpoint: the game is paused or over").into());
        }
        let Some(restore) = self.state().restore_move() else {
            return Err(tr!("this game has no checkpoints").into());
        };
        if self.checkpoints.len() >= MAX_CHECKPOINTS {
            self.checkpoints.remove(0);
        }
        let number = self.checkpoints.iter().map(|c| c.number).max().unwrap_or(0) + 1;
        self.checkpoints.push(Checkpoint {
            number,
            name: tidy_name(name),
            elapsed_ms: self.elapsed_ms(),
            moves: self.n_moves(),
            restore,
        });
        Ok(self.checkpoints.len() - 1)
    }

    /// Goes back to checkpoint `index`: one undoable step.
    pub fn go_to_checkpoint(&mut self, index: usize) -> Outcome {
        let Some(mv) = self.checkpoints.get(index).map(|c| c.restore.clone()) else {
            return Outcome::Unchanged;
        };
        if self.state().restore_move().as_ref() == Some(&mv) {
            return Outcome::Refused(tr!("the board is as this checkpoint left it").into());
        }
        self.play(mv)
    }

    /// Removes checkpoint `index`.
    pub fn delete_checkpoint(&mut self, index: usize) {
        if index < self.checkpoints.len() {
            self.checkpoints.remove(index);
        }
    }

    /// Keeps at most [`MAX_CHECKPOINTS`] of `saved` (the newest), with tidy names: what a save
    /// file brings back.
    pub(super) fn with_checkpoints(mut self, saved: &[Checkpoint<G::Move>]) -> Session<G> {
        let skip = saved.len().saturating_sub(MAX_CHECKPOINTS);
        self.checkpoints = saved[skip..]
            .iter()
            .map(|c| Checkpoint {
                name: c.name.as_deref().and_then(tidy_name),
                ..c.clone()
            })
            .collect();
        self
    }
}

#[cfg(test)]
mod tests {
    use super::tidy_name;

    #[test]
    fn names_are_one_trimmed_line_of_bounded_length() {
        assert_eq!(
            tidy_name("  before\n the  guess "),
            Some("before the guess".into())
        );
        assert_eq!(tidy_name(" \t\n"), None);
        assert_eq!(tidy_name(&"x".repeat(500)).unwrap().chars().count(), 40);
    }
}
