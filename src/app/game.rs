//! The game screen's controller: forwards input to the Sudoku session, keeps the screen's
//! message and records the game when it ends. What it says of the game (captions, the mistakes
//! line, the win sheet) is in `summary.rs`; the checkpoints sheet and the last right position are
//! in `tools.rs`.

mod summary;
mod tools;

pub use tools::CheckpointRow;

use super::play::Resumed;
use super::{Finish, Message, NewGame, Play, Services, Settled};
use crate::i18n::words::capitalize;
use crate::puzzle::Difficulty;
use crate::session::spoken::{self, Cause, Readout};
use crate::session::{HintView, Input, NewPuzzle, Outcome, Rules, SudokuSession};
use crate::sudoku::{Level, SudokuState};
use crate::tr;

/// The game screen.
#[derive(Clone, Debug)]
pub struct GameScreen {
    play: Play<SudokuState>,
    // The kind of the last new game asked for (a new game from the game screen is the same).
    next: NewGame,
    message: Message,
    record: Option<Finish>,
    // The date, when this is a daily puzzle.
    daily: Option<chrono::NaiveDate>,
    checkpoints_open: bool,
}

impl GameScreen {
    /// Resumes the saved game, if any.
    pub fn load(rules: Rules, services: &mut Services) -> GameScreen {
        let play: Play<SudokuState> = Play::load(rules, services, Resumed::Game);
        // A new game from the game screen is of the resumed game's kind and level.
        let next = play
            .session()
            .and_then(|s| {
                let level = s.info().difficulty.level()?;
                Some(match s.state().killer() {
                    Some(_) => NewGame::Killer(level),
                    None => NewGame::Classic(level),
                })
            })
            .unwrap_or(NewGame::Classic(Level::Easy));
        GameScreen {
            play,
            next,
            message: Message::default(),
            record: None,
            daily: None,
            checkpoints_open: false,
        }
    }

    /// Opens the daily puzzle of `date`: its game in progress (from its own save file), or a new
    /// game of it. Never touches the classic game. Fails for a date without a daily.
    pub fn open_daily(
        date: chrono::NaiveDate,
        rules: Rules,
        services: &mut Services,
    ) -> Result<GameScreen, String> {
        let mut screen = GameScreen::load_daily(date, rules, services);
        if !screen.play.can_continue() {
            let daily = crate::sudoku::daily(date).map_err(|e| e.to_string())?;
            let made = daily.to_level_puzzle().ok_or_else(|| {
                // TRANSLATORS: a reason, shown after "No daily puzzle to play:"; {date} is a
                // date as 2026-12-05.
                tr!(
                    "the daily puzzle of {date} has no single solution",
                    date = date
                )
            })?;
            let mut puzzle = NewPuzzle::from_level(made);
            puzzle.info.difficulty = Difficulty::Daily;
            let session = SudokuSession::start(puzzle, rules).with_id(crate::stats::daily_id(date));
            screen.play.start(session, services);
        }
        Ok(screen)
    }

    /// The daily of `date` as its save file holds it (no game when there is none to continue).
    pub fn load_daily(
        date: chrono::NaiveDate,
        rules: Rules,
        services: &mut Services,
    ) -> GameScreen {
        use chrono::Datelike;
        let file = super::daily::save_file(date);
        GameScreen {
            play: Play::load_from(&file, rules, services, Resumed::Daily),
            next: NewGame::Classic(crate::sudoku::level_of(date.weekday())),
            message: Message::default(),
            record: None,
            daily: Some(date),
            checkpoints_open: false,
        }
    }

    /// The date, when this is a daily puzzle.
    pub fn daily_date(&self) -> Option<chrono::NaiveDate> {
        self.daily
    }

    /// Whether a game is being played right now: in progress with its clock running.
    pub fn is_being_played(&self) -> bool {
        self.play
            .session()
            .is_some_and(|s| !s.is_finished() && s.is_clock_running())
    }

    /// The game, finished or not.
    pub fn session(&self) -> Option<&SudokuSession> {
        self.play.session()
    }

    /// Whether there is a game to continue.
    pub fn can_continue(&self) -> bool {
        self.play.can_continue()
    }

    /// Whether a game is in progress and has been played (a new game would abandon it).
    pub fn is_played(&self) -> bool {
        self.play.is_played()
    }

    /// The level of the last new game (a new game from the game screen has the same).
    pub fn level(&self) -> Level {
        self.next.level()
    }

    /// The kind of the last new game asked for.
    pub fn next_kind(&self) -> NewGame {
        self.next
    }

    /// Remembers the kind of the game being made.
    pub fn set_next(&mut self, kind: NewGame) {
        self.next = kind;
    }

    /// The short message over the board ("1 digit is wrong.", why a move was refused).
    pub fn message(&self) -> &str {
        self.message.text()
    }

    /// The player dismissed the message.
    pub fn dismiss_message(&mut self) {
        self.message.clear();
    }

    /// Takes the message away once it has been shown for a few seconds at `now`; whether it went.
    pub fn expire_message(&mut self, now: std::time::Instant) -> bool {
        self.message.expire(now)
    }

    /// Starts `puzzle`; a game in progress that was played is recorded as abandoned.
    pub fn start(&mut self, puzzle: NewPuzzle, rules: Rules, services: &mut Services) {
        self.record = None;
        self.message.clear();
        self.checkpoints_open = false;
        self.play
            .start(SudokuSession::start(puzzle, rules), services);
    }

    /// Puts `ms` on the game's clock (a staged picture shows a realistic time this way).
    pub fn set_elapsed_ms(&mut self, ms: u64) {
        if let Some(s) = self.play.session_mut() {
            s.set_elapsed_ms(ms);
        }
    }

    /// Applies changed settings to the game in play.
    pub fn set_rules(&mut self, rules: Rules) {
        if let Some(s) = self.play.session_mut() {
            s.set_rules(rules);
        }
    }

    /// The screen came to the front: the clock runs.
    pub fn enter(&mut self) {
        if let Some(s) = self.play.session_mut() {
            s.resume();
        }
    }

    /// The screen was left: the clock stops and the game is saved.
    pub fn leave(&mut self, services: &mut Services) {
        self.message.clear();
        self.play.set_active(false, services);
    }

    /// Saves the game while its clock runs.
    pub fn autosave(&self, services: &mut Services) {
        self.play.autosave(services);
    }

    /// The window became active or inactive while this screen shows (or not).
    pub fn set_active(&mut self, active: bool, services: &mut Services) {
        self.play.set_active(active, services);
    }

    /// Handles one input and saves the game; records it when it ends. A move the player makes
    /// that makes the ladder's next step counts in the player's progress with its technique (with
    /// a hint when one was open).
    pub fn input(&mut self, input: Input, services: &mut Services) -> Outcome {
        // Any action takes the message away; a refusal shows its own.
        self.message.clear();
        let Some(session) = self.play.session_mut() else {
            return Outcome::Unchanged;
        };
        let replay = matches!(input, Input::Undo | Input::Redo);
        let cause = match input {
            Input::Undo => Cause::Undo,
            Input::Redo => Cause::Redo,
            _ => Cause::Play,
        };
        let (before, moves, hinted, shown) = (
            session.state().clone(),
            session.n_moves(),
            session.hint().is_some(),
            session.view(),
        );
        let outcome = session.input(input);
        if let Some(said) =
            spoken::what_changed(&shown, &session.view(), cause, session.elapsed_secs())
        {
            services.say(said);
        }
        if !replay && session.n_moves() == moves + 1 {
            let found = session
                .last_move()
                .and_then(|mv| crate::sudoku::found_name_in_move(&before, mv));
            if let Some(t) = found {
                use crate::stats::progress::Finding as Found;
                services.record_progress_named(
                    t,
                    if hinted {
                        Found::GameHinted
                    } else {
                        Found::GameUnaided
                    },
                );
            }
        }
        self.after(&outcome, services);
        outcome
    }

    /// Shows the next layer of the hint (a new hint, counted, when none is open).
    pub fn hint(&mut self, services: &mut Services) {
        self.message.clear();
        let Some(session) = self.play.session_mut() else {
            return;
        };
        match session.hint_step() {
            Ok(()) => {
                if let Some(hint) = session.hint_view() {
                    services.say(hint_words(&hint));
                }
                self.play.save(services);
            }
            Err(e) => self.show(e.message().to_string(), services),
        }
    }

    /// Reads the selected cell, or its row, column or box, to the screen reader.
    pub fn read_aloud(&mut self, which: Readout, services: &mut Services) {
        let Some(session) = self.play.session() else {
            return;
        };
        match spoken::readout(&session.view(), which) {
            Some(words) => services.say(words),
            None => services.say(tr!("Select a cell first")),
        }
    }

    /// Shows `text` as the screen's message and tells it to the screen reader.
    fn show(&mut self, text: String, services: &mut Services) {
        services.say(text.clone());
        self.message.show(text);
    }

    /// Applies the hint's move; its technique (a Killer's own, or a classic one) counts as found
    /// with a hint.
    pub fn apply_hint(&mut self, services: &mut Services) {
        self.message.clear();
        let Some(session) = self.play.session_mut() else {
            return;
        };
        let technique = session.hint().and_then(|h| {
            let hint = h.hint();
            hint.killer
                .as_ref()
                .map(|k| k.technique.name())
                .or_else(|| hint.technique.map(|t| t.name()))
        });
        let (moves, shown) = (session.n_moves(), session.view());
        let outcome = session.apply_hint();
        if let Some(said) =
            spoken::what_changed(&shown, &session.view(), Cause::Play, session.elapsed_secs())
        {
            services.say(said);
        }
        if let Some(t) = technique
            && session.n_moves() > moves
        {
            services.record_progress_named(t, crate::stats::progress::Finding::GameHinted);
        }
        self.after(&outcome, services);
    }

    /// Shows the next branch of the hint's chain in its picture.
    pub fn hint_next_branch(&mut self) {
        self.message.clear();
        if let Some(s) = self.play.session_mut() {
            s.hint_next_branch();
        }
    }

    /// Closes the hint.
    pub fn close_hint(&mut self) {
        self.message.clear();
        if let Some(s) = self.play.session_mut() {
            s.close_hint();
        }
    }

    /// Check: says how many digits are wrong; with `show`, marks them until the board changes.
    pub fn check(&mut self, show: bool, services: &mut Services) {
        let Some(session) = self.play.session_mut() else {
            return;
        };
        let text = match session.check(show) {
            0 => tr!("No wrong digits so far.").to_string(),
            n => tr!("{n} digit is wrong." | "{n} digits are wrong." % n),
        };
        self.show(text, services);
    }

    /// Marks every wrong digit until the board changes, without a message: the hint that offers
    /// it has already said how many there are.
    pub fn mark_wrong(&mut self) {
        self.message.clear();
        if let Some(session) = self.play.session_mut() {
            session.check(true);
        }
    }

    fn after(&mut self, outcome: &Outcome, services: &mut Services) {
        // The session words its reasons in the player's language, lowercase.
        if let Outcome::Refused(why) = outcome {
            self.show(capitalize(why), services);
        }
        if let Settled::Ended(finish) = self.play.settle(outcome, services) {
            self.record = Some(finish);
        }
    }
}

/// What the screen reader says when a hint shows a layer: the newest layer's words, and at the
/// layer that shows the cells, the picture's marks in words (the tints say nothing to a
/// listener).
fn hint_words(hint: &HintView) -> String {
    let mut parts: Vec<String> = hint.lines.last().cloned().into_iter().collect();
    if let Some(picture) = &hint.picture {
        parts.push(picture.in_words());
    }
    crate::i18n::words::sentences(&parts)
}
