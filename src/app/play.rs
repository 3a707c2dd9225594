//! [`Play`]: the game in progress of one mode, with the loading, saving and recording that every
//! game shares. Written once; the game screen and the line-puzzle screen both hold one.
//!
//! The order of writes is chosen so a crash or a failing disk at any point loses nothing and
//! counts nothing twice: a finished game is recorded in the statistics *before* its save file is
//! removed, and only once the statistics are safely written; a game is recorded under its own id,
//! so a save that outlived its record never counts twice; and a finished game whose record could
//! not be written stays in its save file and is recorded when the app next opens.

use super::{Finish, Services};
use crate::puzzle::Recordable;
use crate::session::{Outcome, Saved, Session};
use crate::stats::NewRecord;
use crate::tr;

/// What an input's [`Outcome`] led to, for the screen to word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Nothing changed; nothing was written.
    Unchanged,
    /// The game changed (or refused a move) and is saved.
    Saved,
    /// The game ended and is recorded (or kept to be recorded); what the record books said.
    Ended(Finish),
}

/// Which game a save file holds, for the notice when it cannot be resumed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resumed {
    /// The classic Sudoku.
    Game,
    /// A daily puzzle.
    Daily,
    /// The line puzzle.
    Lines,
}

impl Resumed {
    /// The notice when the save could not be resumed: `error` says why, `kept` (a clause of its
    /// own) where the file is now.
    fn not_resumed(self, error: &dyn std::fmt::Display, kept: &str) -> String {
        match self {
            // TRANSLATORS: {error} says what is wrong with the save file; {kept} is a clause of
            // its own saying where the file is now ("it is kept as …").
            Resumed::Game => tr!(
                "The game in progress could not be resumed ({error}); {kept}. A new game can be started.",
                error = error,
                kept = kept
            ),
            // TRANSLATORS: {error} says what is wrong with the save file; {kept} is a clause of
            // its own saying where the file is now ("it is kept as …").
            Resumed::Daily => tr!(
                "The daily puzzle in progress could not be resumed ({error}); {kept}. A new game can be started.",
                error = error,
                kept = kept
            ),
            // TRANSLATORS: {error} says what is wrong with the save file; {kept} is a clause of
            // its own saying where the file is now ("it is kept as …").
            Resumed::Lines => tr!(
                "The line puzzle in progress could not be resumed ({error}); {kept}. A new game can be started.",
                error = error,
                kept = kept
            ),
        }
    }
}

/// The game in progress of one mode, if any.
#[derive(Clone, Debug)]
pub struct Play<G: Recordable> {
    session: Option<Session<G>>,
    // The save file: the mode's own (`G::SAVE_NAME`), or one of several (a daily's).
    file: String,
}

impl<G: Recordable> Default for Play<G> {
    fn default() -> Self {
        Play {
            session: None,
            file: G::SAVE_NAME.to_string(),
        }
    }
}

impl<G: Recordable> Play<G> {
    /// Resumes the game saved in the data folder, if there is one to continue. A file that cannot
    /// be resumed is kept aside and the player is told; a finished game is not resumed.
    pub fn load(rules: G::Rules, services: &mut Services, what: Resumed) -> Play<G> {
        Play::load_from(G::SAVE_NAME, rules, services, what)
    }

    /// [`Play::load`] from the save file `file`, which this game then keeps using.
    pub fn load_from(
        file: &str,
        rules: G::Rules,
        services: &mut Services,
        what: Resumed,
    ) -> Play<G> {
        let empty = || Play {
            session: None,
            file: file.to_string(),
        };
        let Some(saved) = services.load_named::<Saved<G>>(file) else {
            return empty();
        };
        match Session::from_saved(&saved, rules) {
            Ok(s) if !s.is_finished() => Play {
                session: Some(s),
                ..empty()
            },
            Ok(s) => {
                // A finished game whose record was not written last time: record it now.
                let mut play = Play {
                    session: Some(s),
                    ..empty()
                };
                play.finish(services);
                empty()
            }
            Err(e) => {
                let kept = services.keep_aside(file);
                services.notice(what.not_resumed(&e, &kept));
                empty()
            }
        }
    }

    /// The game, finished or not.
    pub fn session(&self) -> Option<&Session<G>> {
        self.session.as_ref()
    }

    /// The game, to play.
    pub fn session_mut(&mut self) -> Option<&mut Session<G>> {
        self.session.as_mut()
    }

    /// Whether there is a game to continue.
    pub fn can_continue(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.is_finished())
    }

    /// Whether a game is in progress and has been played: a new game would abandon it (and
    /// record it as played and not won).
    pub fn is_played(&self) -> bool {
        self.session
            .as_ref()
            .is_some_and(|s| !s.is_finished() && s.n_moves() > 0)
    }

    /// Starts `session`. A game in progress that was played is recorded as abandoned first.
    pub fn start(&mut self, session: Session<G>, services: &mut Services) {
        if self.is_played()
            && let Some(old) = &self.session
        {
            let _ = services.record(old.to_record(now()));
        }
        self.session = Some(session);
        self.save(services);
    }

    /// Saves the game in progress (a finished game is saved by [`Play::finish`]).
    pub fn save(&self, services: &mut Services) {
        let Some(s) = &self.session else { return };
        if !s.is_finished() {
            services.save_named(&self.file, &s.to_saved(), super::folder::what::GAME);
        }
    }

    /// Saves the game if its clock is running (time has passed since the last save).
    pub fn autosave(&self, services: &mut Services) {
        if self.session.as_ref().is_some_and(|s| s.is_clock_running()) {
            self.save(services);
        }
    }

    /// Records the game once it is over, then removes its save; if the record could not be
    /// written, the finished game is saved instead, to be recorded when the app next opens.
    /// Returns the record it broke.
    pub fn finish(&mut self, services: &mut Services) -> Option<NewRecord> {
        let s = self.session.as_ref()?;
        if !s.is_finished() {
            return None;
        }
        let recorded = services.record(s.to_record(now()));
        if recorded.saved {
            // Only if it still holds this game: another copy may have saved its own game there.
            services.remove_save(&self.file, s.id());
        } else {
            services.save_named(&self.file, &s.to_saved(), super::folder::what::GAME);
        }
        recorded.broken
    }

    /// Does what every game does after an input: saves it, or records it when it ended.
    pub fn settle(&mut self, outcome: &Outcome, services: &mut Services) -> Settled {
        match outcome {
            Outcome::Unchanged => Settled::Unchanged,
            Outcome::Refused(_) | Outcome::Changed => {
                self.save(services);
                Settled::Saved
            }
            Outcome::Won | Outcome::Lost => {
                let Some(s) = &self.session else {
                    return Settled::Unchanged;
                };
                let (seconds, difficulty) = (s.elapsed_secs(), s.info().difficulty.clone());
                let mode = s.state().mode();
                let broken = self.finish(services);
                let best = services.summary(mode, &difficulty).best_seconds;
                Settled::Ended(Finish::new(seconds, broken, best))
            }
        }
    }

    /// The game is in front of the player (`true`) or not: its clock follows; it is saved when it
    /// goes.
    pub fn set_active(&mut self, active: bool, services: &mut Services) {
        let Some(s) = &mut self.session else { return };
        if active {
            s.resume();
        } else {
            s.suspend();
            self.save(services);
        }
    }
}

fn now() -> chrono::DateTime<chrono::FixedOffset> {
    chrono::Local::now().fixed_offset()
}
