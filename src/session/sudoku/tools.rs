//! The marking tools of classic Sudoku in the mid-end: the [`Pen`] the pad writes with (digits,
//! centre or corner notes, colours), the [`Brush`] of the colour pen, and going back to the last
//! position without a wrong digit.
//!
//! The colour pen, brush first: choose a colour on the pad (or the eraser), then tap cells; a long
//! press on one of a cell's notes paints that candidate instead, and the same colour again takes
//! it off. Erase (or the eraser) clears a cell's colours, and a long press on a colour of the pad
//! takes that colour off the whole board. With the keyboard, a digit key paints the selected cell
//! (1 to 8; 9 clears it).

use super::input::{SudokuSession, SudokuUi};
use crate::puzzle::Action;
use crate::session::Outcome;
use crate::sudoku::{Cell, Colour, Digit, NoteKind, SudokuMove, SudokuState};
use crate::tr;

/// What the pad writes with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pen {
    /// Digits.
    #[default]
    Digits,
    /// Notes, of the kind [`SudokuUi`] keeps.
    Notes,
    /// Colours, with the brush [`SudokuUi`] keeps.
    Colours,
}

/// What the colour pen puts on: a colour of the palette, or the eraser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Paints this colour.
    Paint(Colour),
    /// Takes colours off.
    Eraser,
}

impl Default for Brush {
    fn default() -> Brush {
        Colour::new(1).map_or(Brush::Eraser, Brush::Paint)
    }
}

impl Brush {
    /// The brush of pad key `d`: colours 1 to 8, and the eraser on 9.
    pub fn of_key(d: Digit) -> Brush {
        Colour::new(d.get()).map_or(Brush::Eraser, Brush::Paint)
    }

    /// Its colour, `None` for the eraser.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Brush::Paint(k) => Some(k),
            Brush::Eraser => None,
        }
    }
}

/// The tools the player switches between, as one choice: a pen and, for notes, their kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Digits.
    Digits,
    /// Centre notes.
    CentreNotes,
    /// Corner notes.
    CornerNotes,
    /// Colours.
    Colours,
}

impl SudokuUi {
    /// The tool in hand.
    pub fn tool(&self) -> Tool {
        match (self.pen, self.note_kind) {
            (Pen::Digits, _) => Tool::Digits,
            (Pen::Notes, NoteKind::Centre) => Tool::CentreNotes,
            (Pen::Notes, NoteKind::Corner) => Tool::CornerNotes,
            (Pen::Colours, _) => Tool::Colours,
        }
    }

    /// Takes up `tool`. Choosing a kind of notes keeps it for the long press.
    pub(super) fn take(&mut self, tool: Tool) {
        self.pen = match tool {
            Tool::Digits => Pen::Digits,
            Tool::CentreNotes | Tool::CornerNotes => Pen::Notes,
            Tool::Colours => Pen::Colours,
        };
        match tool {
            Tool::CentreNotes => self.note_kind = NoteKind::Centre,
            Tool::CornerNotes => self.note_kind = NoteKind::Corner,
            Tool::Digits | Tool::Colours => {}
        }
        // A locked digit means nothing to the colour pen.
        if self.pen == Pen::Colours {
            self.locked = None;
        }
    }
}

/// The note move of `kind`.
pub(super) fn note_move(cell: Cell, digit: Digit, kind: NoteKind) -> SudokuMove {
    match kind {
        NoteKind::Centre => SudokuMove::ToggleNote { cell, digit },
        NoteKind::Corner => SudokuMove::ToggleCornerNote { cell, digit },
    }
}

/// The colour pen on `cell`, on its note `on_note` if a long press landed on one: paints
/// the candidate or the cell with the brush, or takes the colour off when it is already there.
pub(super) fn paint(
    state: &SudokuState,
    ui: &mut SudokuUi,
    cell: Cell,
    on_note: Option<Digit>,
) -> Action<SudokuMove> {
    ui.selected = Some(cell);
    let colours = state.colours();
    let note = on_note.filter(|&d| state.digit(cell).is_none() && state.notes(cell) & d.bit() != 0);
    let mv = match (note, ui.brush) {
        (Some(d), Brush::Paint(k)) => SudokuMove::Paint {
            cell,
            digit: Some(d),
            colour: (colours.candidate(cell, d) != Some(k)).then_some(k),
        },
        (Some(d), Brush::Eraser) if colours.candidate(cell, d).is_some() => SudokuMove::Paint {
            cell,
            digit: Some(d),
            colour: None,
        },
        (_, Brush::Paint(k)) => SudokuMove::Paint {
            cell,
            digit: None,
            colour: (colours.cell(cell) != Some(k)).then_some(k),
        },
        (_, Brush::Eraser) => SudokuMove::Unpaint { cell },
    };
    Action::Play(mv)
}

/// The colour pen's pad key `d`: chooses the brush; from the keyboard (`paint_selected`) it
/// also paints the selected cell.
pub(super) fn brush_key(
    state: &SudokuState,
    ui: &mut SudokuUi,
    d: Digit,
    paint_selected: bool,
) -> Action<SudokuMove> {
    ui.brush = Brush::of_key(d);
    match ui.selected {
        Some(cell) if paint_selected => paint(state, ui, cell, None),
        _ => Action::Ui,
    }
}

/// Clears every colour of `cell` (Erase with the colour pen).
pub(super) fn clear_colours_of(ui: &mut SudokuUi, cell: Option<Cell>) -> Action<SudokuMove> {
    match cell {
        Some(cell) => {
            ui.selected = Some(cell);
            Action::Play(SudokuMove::Unpaint { cell })
        }
        None => Action::Nothing,
    }
}

impl SudokuSession {
    /// The tool in hand.
    pub fn tool(&self) -> Tool {
        self.ui.tool()
    }

    /// The colour pen's brush.
    pub fn brush(&self) -> Brush {
        self.ui.brush
    }

    /// Goes back to the newest position of the game's history without a wrong digit: one
    /// undoable step, counted as a hint. Refused, and not counted, when no digit is wrong.
    pub fn back_to_last_right(&mut self) -> Outcome {
        if self.is_paused() || self.is_finished() {
            return Outcome::Unchanged;
        }
        if self.state().wrong_cells().is_empty() {
            return Outcome::Refused(tr!("no digit is wrong: this is a right position").into());
        }
        let Some(right) = self
            .history
            .states()
            .iter()
            .rev()
            .find(|s| s.wrong_cells().is_empty())
        else {
            return Outcome::Unchanged;
        };
        let mv = SudokuState::restore_move(right);
        let outcome = self.play(mv);
        if outcome == Outcome::Changed {
            self.hints = self.hints.saturating_add(1);
        }
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pad_keys_of_the_colour_pen_are_the_palette_and_the_eraser() {
        for d in Digit::all() {
            let brush = Brush::of_key(d);
            if d.get() <= Colour::COUNT {
                assert_eq!(brush.colour().map(Colour::get), Some(d.get()));
            } else {
                assert_eq!(brush, Brush::Eraser);
            }
        }
    }

    #[test]
    fn a_kind_of_notes_chosen_stays_for_the_long_press() {
        let mut ui = SudokuUi::default();
        assert_eq!(ui.tool(), Tool::Digits);
        ui.take(Tool::CornerNotes);
        assert_eq!(ui.tool(), Tool::CornerNotes);
        ui.take(Tool::Digits);
        assert_eq!(ui.note_kind, NoteKind::Corner);
        ui.locked = Digit::new(4);
        ui.take(Tool::Colours);
        assert_eq!(ui.locked, None);
        assert_eq!(ui.tool(), Tool::Colours);
    }
}
