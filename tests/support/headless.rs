//! The app laid out by Slint's own software renderer in one window without a display, with a
//! fixed puzzle: shared by the tests that read the real markup's pixels or layout.
// Each test uses the part it needs.
#![allow(dead_code)]

use slint::platform::software_renderer::MinimalSoftwareWindow;
use slint::platform::{Platform, WindowAdapter};
use std::rc::Rc;
use sudoku_lines::session::{GameInfo, NewPuzzle};
use sudoku_lines::sudoku::Grid;

/// The puzzle every new game gets (an Easy one with one solution).
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A platform whose only window is the given one.
pub struct OneWindow(pub Rc<MinimalSoftwareWindow>);

impl Platform for OneWindow {
    fn create_window_adapter(&self) -> Result<Rc<dyn WindowAdapter>, slint::PlatformError> {
        Ok(self.0.clone())
    }
}

/// The new-game source that always serves [`PUZZLE`], with `score`.
pub fn fixed(score: Option<f32>) -> Result<NewPuzzle, String> {
    let givens = Grid::from_line(PUZZLE).map_err(|e| e.to_string())?;
    Ok(NewPuzzle {
        solution: givens.solution().ok_or("no unique solution")?,
        givens,
        info: GameInfo {
            difficulty: "easy".into(),
            score,
            techniques: vec![],
            origin: None,
        },
        killer: None,
    })
}
