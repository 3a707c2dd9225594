//! The game screen's marking tools that are more than one input: the checkpoints sheet (set,
//! go back to, delete) and going back to the last right position, each saved at once.

use super::GameScreen;
use crate::app::Services;
use crate::i18n::words::{capitalize, clock};
use crate::session::Outcome;
use crate::tr;

/// One checkpoint as its sheet lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckpointRow {
    /// Its name ("Checkpoint 2", or the player's).
    pub label: String,
    /// When it was set: the game's clock and the moves made by then.
    pub detail: String,
}

impl GameScreen {
    /// Whether the checkpoints sheet is open over the board.
    pub fn checkpoints_open(&self) -> bool {
        self.checkpoints_open && self.session().is_some()
    }

    /// Opens or closes the checkpoints sheet.
    pub fn set_checkpoints_open(&mut self, open: bool) {
        self.checkpoints_open = open;
    }

    /// The checkpoints of the game, newest first, as the sheet lists them.
    pub fn checkpoint_rows(&self) -> Vec<CheckpointRow> {
        let Some(session) = self.session() else {
            return Vec::new();
        };
        session
            .checkpoints()
            .iter()
            .rev()
            .map(|c| CheckpointRow {
                label: c.label(),
                // TRANSLATORS: when a checkpoint was set: {time} on the game's clock (12:04),
                // after {n} moves.
                detail: tr!(
                    "at {time}, after {n} move" | "at {time}, after {n} moves" % c.moves,
                    time = clock(c.elapsed_ms / 1000)
                ),
            })
            .collect()
    }

    /// The index in the session's list of the sheet's row `row` (the sheet lists newest first).
    fn checkpoint_index(&self, row: usize) -> Option<usize> {
        let n = self.session()?.checkpoints().len();
        (row < n).then(|| n - 1 - row)
    }

    /// Sets a checkpoint, named `name` if the player typed one, and saves the game.
    pub fn set_checkpoint(&mut self, name: &str, services: &mut Services) {
        let Some(session) = self.play.session_mut() else {
            return;
        };
        let text = match session.set_checkpoint(name) {
            Ok(i) => {
                let label = session.checkpoints()[i].label();
                // TRANSLATORS: {name} is the checkpoint's name ("Checkpoint 2").
                tr!("{name} set.", name = label)
            }
            Err(why) => capitalize(&why),
        };
        self.message.show(text);
        self.play.save(services);
    }

    /// Goes back to the checkpoint of the sheet's row `row`: one undoable step. (The model
    /// closes the sheet: see `AppModel::go_to_checkpoint`.)
    pub fn go_to_checkpoint(&mut self, row: usize, services: &mut Services) {
        let Some(index) = self.checkpoint_index(row) else {
            return;
        };
        let Some(session) = self.play.session_mut() else {
            return;
        };
        let label = session.checkpoints()[index].label();
        let outcome = session.go_to_checkpoint(index);
        self.after(&outcome, services);
        if outcome == Outcome::Changed {
            // TRANSLATORS: after going back to a checkpoint; {name} is its name.
            self.message.show(tr!(
                "Back at {name}. Undo brings back what came after.",
                name = label
            ));
        }
    }

    /// Deletes the checkpoint of the sheet's row `row`.
    pub fn delete_checkpoint(&mut self, row: usize, services: &mut Services) {
        let Some(index) = self.checkpoint_index(row) else {
            return;
        };
        if let Some(session) = self.play.session_mut() {
            session.delete_checkpoint(index);
            self.play.save(services);
        }
    }

    /// Puts the player's work a file brought in on the board (the first move of the game, so
    /// Undo shows the puzzle as it was given), and saves.
    pub fn restore_work(&mut self, work: crate::sudoku::Work, services: &mut Services) {
        let Some(session) = self.play.session_mut() else {
            return;
        };
        let outcome = session.play(crate::sudoku::SudokuMove::Restore {
            work: Box::new(work),
        });
        self.after(&outcome, services);
        self.message.clear();
    }

    /// Goes back to the last position without a wrong digit (counted as a hint), or says that
    /// nothing is wrong.
    pub fn back_to_last_right(&mut self, services: &mut Services) {
        let Some(session) = self.play.session_mut() else {
            return;
        };
        let wrong = session.n_wrong();
        let outcome = session.back_to_last_right();
        self.after(&outcome, services);
        if outcome == Outcome::Changed {
            self.message
                .show(tr!("{n} wrong digit taken back. Undo brings it back."
                    | "{n} wrong digits taken back. Undo brings them back."
                        % wrong));
        }
    }
}
