//! The desktop keyboard: which key does what on the game screen.

use crate::session::spoken::Readout;
use crate::session::{Direction, Input};
use crate::sudoku::Digit;
use slint::platform::Key;

// Shift+1..9 on a US layout types these.
const SHIFTED_DIGITS: [char; 9] = ['!', '@', '#', '$', '%', '^', '&', '*', '('];

/// What a key on the game screen does: play, or read part of the board aloud.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// An input to the game.
    Play(Input),
    /// Reads the selected cell, or its row, column or box, to the screen reader.
    Read(Readout),
}

/// Maps a key event to what it does: [`input_for_key`], and R, V, B and I read the selected
/// cell's row, column (vertical), box, or the cell itself, to the screen reader.
pub fn action_for_key(text: &str, shift: bool, control: bool) -> Option<KeyAction> {
    if !control && !shift {
        let read = match text {
            "r" | "R" => Some(Readout::Row),
            "v" | "V" => Some(Readout::Column),
            "b" | "B" => Some(Readout::Box),
            "i" | "I" => Some(Readout::Cell),
            _ => None,
        };
        if let Some(which) = read {
            return Some(KeyAction::Read(which));
        }
    }
    input_for_key(text, shift, control).map(KeyAction::Play)
}

/// Maps a key event (its text and modifiers) to an action: arrows/WASD move, 1–9 place,
/// Shift+digit writes a note, 0/Delete/Backspace erase, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo,
/// Space pauses, N switches notes mode, Escape clears the selection.
pub fn input_for_key(text: &str, shift: bool, control: bool) -> Option<Input> {
    let mut chars = text.chars();
    let ch = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    let input = Some;
    if control {
        return match ch.to_ascii_lowercase() {
            'z' if shift => input(Input::Redo),
            'z' => input(Input::Undo),
            'y' => input(Input::Redo),
            _ => None,
        };
    }
    if let Some(d) = ch.to_digit(10).and_then(|n| Digit::new(n as u8)) {
        return input(if shift {
            Input::NoteDigit(d)
        } else {
            Input::KeyDigit(d)
        });
    }
    if let Some(i) = SHIFTED_DIGITS.iter().position(|&c| c == ch) {
        return Digit::from_index(i).and_then(|d| input(Input::NoteDigit(d)));
    }
    let key = |k: Key| char::from(k);
    match ch {
        c if c == key(Key::UpArrow) => input(Input::Move(Direction::Up)),
        c if c == key(Key::DownArrow) => input(Input::Move(Direction::Down)),
        c if c == key(Key::LeftArrow) => input(Input::Move(Direction::Left)),
        c if c == key(Key::RightArrow) => input(Input::Move(Direction::Right)),
        c if c == key(Key::Backspace) || c == key(Key::Delete) || c == '0' => input(Input::Erase),
        c if c == key(Key::Escape) => input(Input::Deselect),
        ' ' => input(Input::TogglePause),
        'w' | 'W' => input(Input::Move(Direction::Up)),
        's' | 'S' => input(Input::Move(Direction::Down)),
        'a' | 'A' => input(Input::Move(Direction::Left)),
        'd' | 'D' => input(Input::Move(Direction::Right)),
        'n' | 'N' => input(Input::ToggleNotesMode),
        'c' | 'C' => input(Input::Take(crate::session::Tool::CornerNotes)),
        'k' | 'K' => input(Input::Take(crate::session::Tool::Colours)),
        _ => None,
    }
}
