//! Which screen shows, and where Back (Android's Back, Escape on desktop) goes.

/// The screens of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Screen {
    /// Continue, new game and the way to everything else.
    #[default]
    Home,
    /// The Sudoku board.
    Game,
    /// The settings.
    Settings,
    /// Entering a puzzle of one's own.
    Custom,
    /// About the app and how to play.
    About,
    /// Statistics and records.
    Stats,
    /// The 4×4 line puzzle.
    Lines,
    /// The daily puzzle's calendar.
    Daily,
    /// A puzzle's whole solution, step by step.
    Explain,
    /// The ladder of techniques, with the player's progress.
    Learn,
    /// One technique's lesson, with examples.
    Lesson,
    /// A round of practice of one technique.
    Practice,
    /// The puzzle collections the player brought in.
    Collections,
    /// The puzzles of one collection.
    Collection,
    /// The file picker, to open a puzzle file from a folder (over the collections).
    Picker,
}

/// The screen in front and the way back: Home is the root, and Back retraces the screens opened
/// since. Opening Home clears the way back; a new game always returns to Home.
#[derive(Clone, Debug, Default)]
pub struct Router {
    current: Screen,
    back_to: Vec<Screen>,
}

impl Router {
    /// The screen in front.
    pub fn current(&self) -> Screen {
        self.current
    }

    /// Shows `screen`; returns `false` when it already shows.
    pub fn open(&mut self, screen: Screen) -> bool {
        if screen == self.current {
            return false;
        }
        if screen == Screen::Home {
            self.back_to.clear();
        } else {
            // A screen already on the way back is returned to, not stacked twice.
            if let Some(i) = self.back_to.iter().position(|&s| s == screen) {
                self.back_to.truncate(i);
            } else {
                self.back_to.push(self.current);
            }
        }
        self.current = screen;
        true
    }

    /// Goes back one screen; `false` on Home (the app may close).
    pub fn back(&mut self) -> bool {
        if self.current == Screen::Home {
            return false;
        }
        self.current = self.back_to.pop().unwrap_or(Screen::Home);
        true
    }

    /// Shows a new game, with Back leading home.
    pub fn show_game(&mut self) {
        self.show_game_after(&[Screen::Home]);
    }

    /// Shows the game, with Back leading through `screens`, the last first.
    pub fn show_game_after(&mut self, screens: &[Screen]) {
        self.back_to = screens.to_vec();
        self.current = Screen::Game;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_retraces_and_home_clears() {
        let mut r = Router::default();
        assert!(!r.back(), "back on home leaves the app");
        r.open(Screen::Settings);
        r.open(Screen::Stats);
        assert!(r.back());
        assert_eq!(r.current(), Screen::Settings);
        r.open(Screen::About);
        r.open(Screen::Home);
        assert!(!r.back());
        r.show_game();
        r.open(Screen::Settings);
        r.open(Screen::Game);
        assert!(r.back());
        assert_eq!(r.current(), Screen::Home, "the game was not stacked twice");
    }
}
