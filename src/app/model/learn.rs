//! The moves of [`AppModel`] that teach: Explain (a solution step by step, found off the UI
//! thread), the ladder, the lessons and practice rounds.

use super::AppModel;
use crate::app::Screen;
use crate::app::explain::ExplainJob;
use crate::app::learn::{LadderView, LearnScreen};
use crate::session::Explain;

impl AppModel {
    /// The walk through a solution that the Explain screen shows, if one was opened.
    pub fn explain(&self) -> Option<&Explain> {
        self.explain.walk()
    }

    /// The walk the Explain screen shows, to step through.
    pub fn explain_mut(&mut self) -> Option<&mut Explain> {
        self.explain.walk_mut()
    }

    /// Moves the walk with `step` (Back, Next, the chain's next branch); when it moved, the
    /// screen reader hears the step: its title, its words and its picture in words.
    pub fn explain_step(&mut self, step: fn(&mut Explain) -> bool) {
        let Some(walk) = self.explain.walk_mut() else {
            return;
        };
        if step(walk) {
            let view = walk.view();
            let mut words = view.lines;
            if let Some(picture) = &view.picture {
                words.push(picture.in_words());
            }
            let words = crate::i18n::words::sentences(&words);
            self.services
                .say(crate::session::spoken::joined(&[view.title, words]));
        }
    }

    /// Takes in the steps of the walk found since the last call; returns whether any came.
    pub fn explain_found(&mut self) -> bool {
        self.explain.poll()
    }

    /// Shows the whole solution of the game on the game screen, step by step, once the game has
    /// ended (won, lost or revealed): never while it is being played. Returns the job that finds
    /// the steps ([`ExplainJob::run`], off the UI thread), or `None` when it did not open.
    pub fn explain_game(&mut self) -> Option<ExplainJob> {
        let state = match self.game().session() {
            Some(s) if s.is_finished() => s.state(),
            _ => return None,
        };
        if let Some(k) = state.killer() {
            let job = self.explain.open_killer(std::sync::Arc::clone(k));
            self.open(Screen::Explain);
            return Some(job);
        }
        let givens = *state.givens();
        Some(self.show_explain(&givens))
    }

    /// Shows the solution of the puzzle the player typed (the job that finds its steps), or
    /// keeps why it cannot be explained.
    pub fn explain_custom_text(&mut self, text: &str) -> Option<ExplainJob> {
        let puzzle = self.custom.check_text(text)?;
        Some(self.show_explain(&puzzle.givens))
    }

    /// Shows the solution of the puzzle on the custom board (which keeps it), or keeps why it
    /// cannot be explained.
    pub fn explain_custom_board(&mut self) -> Option<ExplainJob> {
        let line = self.custom.board().to_line();
        self.explain_custom_text(&line)
    }

    fn show_explain(&mut self, givens: &crate::sudoku::Grid) -> ExplainJob {
        let job = self.explain.open(givens);
        self.open(Screen::Explain);
        job
    }

    /// The Learn screens' controller.
    pub fn learn(&self) -> &LearnScreen {
        &self.learn
    }

    /// The Learn screens' controller, to change.
    pub fn learn_mut(&mut self) -> &mut LearnScreen {
        &mut self.learn
    }

    /// The ladder of techniques with the player's progress.
    pub fn ladder(&self) -> LadderView {
        LearnScreen::ladder(self.services.progress())
    }

    /// Opens the lesson of `technique`.
    pub fn open_lesson(&mut self, technique: crate::sudoku::killer::KillerTechnique) {
        self.learn.open(technique);
        self.open(Screen::Lesson);
    }

    /// Starts a round of practice of the open lesson's technique and shows it (again, from the
    /// end of a round).
    pub fn start_practice(&mut self) {
        if self.learn.start_round() {
            self.open(Screen::Practice);
        } else {
            self.services.notice(
                crate::tr!("There are no practice positions for this technique yet.").to_string(),
            );
        }
    }

    /// Applies `f` (a tap, a digit, Check, Hint, Show) to the practice position in front, if
    /// there is one; the screen reader hears what changed: the verdict or the count left, and
    /// the step's words with its picture in words once they show.
    pub fn practice_attempt(&mut self, f: impl FnOnce(&mut crate::session::Attempt)) {
        let Some(attempt) = self.learn.round_mut().and_then(|r| r.attempt_mut()) else {
            return;
        };
        let before = attempt.view();
        f(attempt);
        let after = attempt.view();
        let mut parts = Vec::new();
        if after.message != before.message {
            parts.push(after.message.clone());
        }
        if after.explanation != before.explanation {
            parts.extend(after.explanation.iter().cloned());
            if let Some(picture) = &after.picture {
                parts.push(picture.in_words());
            }
        }
        if parts.is_empty()
            && let Some(said) = crate::session::spoken::what_changed_in(&before.cells, &after.cells)
        {
            parts.push(said);
        }
        self.services.say(crate::i18n::words::sentences(&parts));
    }

    /// Moves the round on once the position is judged, and counts the answer in the player's
    /// progress (saved with the statistics).
    pub fn practice_next(&mut self) {
        let Some(round) = self.learn.round_mut() else {
            return;
        };
        let technique = round.technique();
        if let Some(answer) = round.advance() {
            self.services
                .record_progress_named(technique.name(), answer.finding());
        }
    }
}
