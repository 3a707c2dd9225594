//! The line-puzzle screen's controller: deals boards, forwards flips and hints to the session,
//! records the win and says what its summary shows.

use super::win_sheet::{Counted, count_chip};
use super::{Finish, Play, Services, Settled, WinSheet};
use crate::i18n::words::clock;
use crate::lines::{LinesGame, Tile, generate_with_seed, par};
use crate::puzzle::Mode;
use crate::session::{LinesSession, Outcome};
use crate::tr;

/// The line-puzzle screen.
#[derive(Clone, Debug, Default)]
pub struct LinesScreen {
    play: Play<LinesGame>,
    message: String,
    sheet: Option<WinSheet>,
}

impl LinesScreen {
    /// Resumes the saved line puzzle, if any.
    pub fn load(services: &mut Services) -> LinesScreen {
        LinesScreen {
            play: Play::load((), services, super::play::Resumed::Lines),
            ..LinesScreen::default()
        }
    }

    /// The game, finished or not.
    pub fn session(&self) -> Option<&LinesSession> {
        self.play.session()
    }

    /// The message under the board (the hint's advice, why a flip was refused).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The sheet to show once the game is won.
    pub fn win_sheet(&self) -> Option<&WinSheet> {
        self.sheet.as_ref()
    }

    /// The screen came to the front: the game in progress resumes, or a new board is dealt.
    pub fn enter(&mut self, services: &mut Services) {
        if self.play.can_continue() {
            self.play.set_active(true, services);
        } else {
            self.deal(rand::random(), services);
        }
    }

    /// The screen was left: the clock stops and the game is saved.
    pub fn leave(&mut self, services: &mut Services) {
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

    /// Deals a new board from `seed`; an unfinished game that was played is recorded as abandoned.
    pub fn deal(&mut self, seed: u64, services: &mut Services) {
        match LinesSession::deal(generate_with_seed(seed)) {
            Ok(s) => {
                self.message.clear();
                self.sheet = None;
                self.play.start(s, services);
            }
            // TRANSLATORS: {error} says why the generator failed.
            Err(e) => self.message = tr!("No board could be dealt: {error}", error = e),
        }
    }

    /// Puts `ms` on the board's clock (a staged picture shows a realistic time this way).
    pub fn set_elapsed_ms(&mut self, ms: u64) {
        if let Some(s) = self.play.session_mut() {
            s.set_elapsed_ms(ms);
        }
    }

    /// Flips tile `tile`; records the game when it is won.
    pub fn flip(&mut self, tile: Tile, services: &mut Services) {
        let Some(session) = self.play.session_mut() else {
            return;
        };
        if session.state().is_won() {
            return;
        }
        if session.state().is_face_up(tile) {
            self.message = tr!("That tile is already face up.").to_string();
            return;
        }
        let previous_best = services
            .summary(Mode::Lines, &session.info().difficulty)
            .fewest_flips;
        let outcome = session.flip(tile);
        self.message = match outcome {
            // The engine's reason names tiles in solver notation; the player gets plain words.
            Outcome::Refused(_) => tr!("That tile cannot be turned now.").to_string(),
            _ => String::new(),
        };
        if let Settled::Ended(finish) = self.play.settle(&outcome, services) {
            self.sheet = self.make_sheet(previous_best, finish);
        }
    }

    /// Shows the odds of every face-down tile and the best flip, counted as a hint.
    pub fn hint(&mut self, services: &mut Services) {
        let Some(session) = self.play.session_mut() else {
            return;
        };
        if session.hint().is_some() {
            return;
        }
        match session.hint_step() {
            Ok(()) => {
                self.message = match session.hint().and_then(|h| h.best.map(|t| (t, h.odds))) {
                    // TRANSLATORS: {percent} is a whole number (62); the % sign is in the text.
                    Some((t, odds)) => tr!(
                        "The outlined tile is the best flip: {percent}% likely right, and it needs the fewest flips on average. The bluer a tile, the likelier it is right.",
                        percent = format!("{:.0}", odds[t.index()] * 100.0)
                    ),
                    None => String::new(),
                };
                self.play.save(services);
            }
            Err(e) => self.message = e.message().to_string(),
        }
    }

    /// Par: the expected flips of perfect play.
    pub fn par_text(&self) -> String {
        // TRANSLATORS: {par} is the expected number of flips of perfect play (7.89).
        tr!(
            "Par {par} flips",
            par = crate::i18n::words::decimal(par(), 2)
        )
    }

    fn make_sheet(&self, previous_best: Option<u32>, finish: Finish) -> Option<WinSheet> {
        let s = self.play.session()?;
        let game = s.state();
        let mut chips = Vec::new();
        chips.extend(finish.chip());
        chips.push(count_chip(game.n_flips(), Counted::Flips));
        chips.push(count_chip(s.hints(), Counted::Hints));
        let mut lines = vec![
            // TRANSLATORS: {n} is how many tiles turned out wrong.
            tr!("Wrong tiles turned: {n}", n = game.n_wrong_flipped()),
            // TRANSLATORS: {par} is the expected number of flips of perfect play (7.89).
            tr!(
                "Par {par} flips: perfect play's average over all boards",
                par = crate::i18n::words::decimal(par(), 2)
            ),
        ];
        if previous_best.is_some_and(|b| game.n_flips() < b) {
            lines.push(tr!("Fewest flips yet!").to_string());
        }
        Some(WinSheet {
            title: tr!("Line found!").to_string(),
            won: true,
            time: clock(s.elapsed_secs()),
            seconds: s.elapsed_secs(),
            chips,
            new_record: finish.new_record,
            lines,
            next: tr!("Play again").to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::app::AppModel;
    use std::sync::Arc;

    fn model() -> AppModel {
        AppModel::new(None, Arc::new(|_, _| Err("no puzzles here".to_string())))
    }

    // Solver notation such as "r1c2" never reaches the player.
    fn plain(text: &str) -> bool {
        let b = text.as_bytes();
        !b.windows(4)
            .any(|w| w[0] == b'r' && w[1].is_ascii_digit() && w[2] == b'c' && w[3].is_ascii_digit())
    }

    #[test]
    fn par_and_the_opening_hint_are_there_at_once() {
        let mut m = model();
        m.new_lines(7);
        let (lines, services) = m.lines_mut();
        assert_eq!(lines.par_text(), "Par 7.89 flips");
        lines.hint(services);
        let hint = lines.session().unwrap().hint().unwrap();
        assert_eq!(hint.best.map(|t| t.index()), Some(0));
        assert!(
            lines
                .message()
                .starts_with("The outlined tile is the best flip: 62% likely right"),
            "{}",
            lines.message()
        );
    }

    #[test]
    fn messages_name_no_tile_in_solver_notation() {
        let mut m = model();
        m.new_lines(42);
        let (lines, services) = m.lines_mut();
        let answer = lines.session().unwrap().state().answer();
        let mut tiles = answer.tiles();
        let first = tiles.next().unwrap();
        lines.flip(first, services);
        lines.flip(first, services);
        assert_eq!(lines.message(), "That tile is already face up.");
        for t in tiles.take(2) {
            lines.flip(t, services);
        }
        lines.hint(services);
        assert!(!lines.message().is_empty());
        assert!(plain(lines.message()), "{}", lines.message());
    }
}
