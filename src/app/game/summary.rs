//! What the game screen says of its game: the level caption, the mistakes line and its help,
//! what Continue says, and the sheet shown when the game ends.

use super::GameScreen;
use crate::app::new_games::killer_label;
use crate::app::win_sheet::{Counted, count_chip};
use crate::app::{Finish, WinSheet};
use crate::i18n::words::{clock, list, weekday_day_month};
use crate::puzzle::{Difficulty, Game, Status};
use crate::session::SudokuSession;
use crate::settings::MistakeDisplay;
use crate::sudoku::SudokuState;
use crate::sudoku::killer::KillerTechnique;
use crate::tr;

impl GameScreen {
    /// The mistakes line under the level: "Mistakes 1/3" with the limit on, otherwise
    /// "No mistakes" or "Mistakes 2".
    pub fn mistakes_text(&self) -> String {
        let Some(s) = self.session() else {
            return String::new();
        };
        match (s.mistakes(), SudokuState::mistake_limit(&s.rules())) {
            // TRANSLATORS: {n} mistakes made so far out of {limit} allowed.
            (n, Some(limit)) => tr!("Mistakes {n}/{limit}", n = n, limit = limit),
            (0, None) => tr!("No mistakes").to_string(),
            // TRANSLATORS: {n} is the number of mistakes made so far (at least 1).
            (n, None) => tr!("Mistakes {n}", n = n),
        }
    }

    /// What counts as a mistake under `display`, for the game menu.
    pub fn mistakes_help(display: MistakeDisplay) -> &'static str {
        match display {
            MistakeDisplay::OnCheck => tr!(
                "Mistakes are marked only when you press Check (Settings). A mistake is a digit that differs from the solution."
            ),
            MistakeDisplay::Conflicts => tr!(
                "Digits that repeat in a row, column or box are marked. A mistake is a digit that differs from the solution."
            ),
            MistakeDisplay::AgainstSolution => {
                tr!("Digits that differ from the solution are marked as mistakes.")
            }
        }
    }

    /// The level's name as shown ("Medium", "Custom").
    pub fn level_text(&self) -> String {
        if self.daily.is_some() {
            // TRANSLATORS: the daily puzzle's caption: {level} is its level (Medium).
            return tr!("Daily · {level}", level = self.level().label());
        }
        self.session().map(difficulty_label).unwrap_or_default()
    }

    /// What Continue says of the game: "Medium · 04:12" (empty without a game).
    pub fn continue_text(&self) -> String {
        match self.session() {
            Some(s) => crate::i18n::words::facts(&[self.level_text(), clock(s.elapsed_secs())]),
            None => String::new(),
        }
    }

    /// The sheet to show once the game has ended.
    pub fn win_sheet(&self) -> Option<WinSheet> {
        let s = self.session()?;
        if !s.is_finished() {
            return None;
        }
        let won = s.status() == Status::Won;
        let info = s.info();
        let level = difficulty_label(s);
        let level_name = match self.daily {
            // TRANSLATORS: the daily puzzle on its win sheet: {level} is its level (Medium),
            // {date} its date (Tue 1 Dec).
            Some(date) => tr!(
                "Daily · {level} · {date}",
                level = self.level().label(),
                date = weekday_day_month(date)
            ),
            None => level.clone(),
        };
        let mut chips = Vec::new();
        let record: Option<Finish> = self.record.filter(|_| won && !s.is_revealed());
        chips.extend(record.and_then(|r| r.chip()));
        chips.push(count_chip(s.mistakes(), Counted::Mistakes));
        chips.push(count_chip(s.hints(), Counted::Hints));
        let mut lines = Vec::new();
        lines.push(match info.score {
            // TRANSLATORS: {level} is the puzzle's level (Medium, or "Daily · Medium · Tue 1
            // Dec"), {rating} its difficulty rating (2.3).
            Some(score) => tr!(
                "{level} · rating {rating}",
                level = level_name,
                rating = crate::i18n::words::decimal(score.into(), 1)
            ),
            None => level_name.clone(),
        });
        if won && !info.techniques.is_empty() {
            // The saved names are English; each is shown by its title (a name this version does
            // not know, as saved).
            let names: Vec<String> = info
                .techniques
                .iter()
                .map(|n| {
                    n.parse::<KillerTechnique>()
                        .map_or_else(|_| n.clone(), |t| t.title().to_string())
                })
                .collect();
            // TRANSLATORS: {techniques} lists the techniques the puzzle needed.
            lines.push(tr!("Needed: {techniques}", techniques = list(&names)));
        }
        if s.is_revealed() {
            lines.push(tr!("Answer revealed: this game does not count for records.").to_string());
        }
        let next = if self.daily.is_some() {
            tr!("Calendar").to_string()
        } else if let Some(origin) = &info.origin {
            // TRANSLATORS: the button after a puzzle of a collection: {collection} is its name.
            tr!("Next in {collection}", collection = origin.collection)
        } else if info.difficulty == Difficulty::Custom {
            // TRANSLATORS: the button after a puzzle of one's own: {level} is a level (Medium).
            tr!("New {level} puzzle", level = self.level().label())
        } else if let (Some(_), Some(l)) = (s.state().killer(), info.difficulty.level()) {
            // TRANSLATORS: the button after a Killer Sudoku: {level} is its level (Medium).
            tr!("Next {level} Killer", level = l.label())
        } else {
            // TRANSLATORS: the button after a game: {level} is the game's level (Medium).
            tr!("Next {level} puzzle", level = level)
        };
        Some(WinSheet {
            title: if won {
                tr!("Solved!").to_string()
            } else {
                let limit = crate::session::MISTAKE_LIMIT;
                tr!("{n} mistake" | "{n} mistakes" % limit)
            },
            won,
            time: clock(s.elapsed_secs()),
            seconds: s.elapsed_secs(),
            chips,
            new_record: record.is_some_and(|r| r.new_record),
            lines,
            next,
        })
    }
}

/// The game's difficulty as the player reads it: "Medium", "Custom", or for a Killer "Killer ·
/// Medium".
fn difficulty_label(s: &SudokuSession) -> String {
    let difficulty = &s.info().difficulty;
    match (s.state().killer(), difficulty.level()) {
        (Some(_), Some(level)) => killer_label(level),
        _ => difficulty.label(),
    }
}
