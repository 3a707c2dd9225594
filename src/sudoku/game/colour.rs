//! The player's colours: [`Colour`], one of a palette of eight, and [`Colouring`], which cells and
//! which candidates wear one. Colours are the player's marks for following chains (simple
//! colouring, Medusa), so they belong to the position: undone, saved, kept in checkpoints.
//!
//! Colours 1 and 2, and 3 and 4, are the two pairs of opposites: the two sides of a chain.

use crate::sudoku::{Cell, Digit};
use serde::{Deserialize, Serialize};

/// One colour of the palette, 1 to 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Colour(u8);

impl Colour {
    /// How many colours the palette has.
    pub const COUNT: u8 = 8;

    /// Colour `n` (1 to 8).
    pub fn new(n: u8) -> Option<Colour> {
        (1..=Self::COUNT).contains(&n).then_some(Colour(n))
    }

    /// Its number, 1 to 8.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The whole palette, in order.
    pub fn all() -> impl Iterator<Item = Colour> {
        (1..=Self::COUNT).map(Colour)
    }

    /// The colour that stands for the other side of a chain: 1 and 2, 3 and 4 pair up; the
    /// others have none.
    pub fn opposite(self) -> Option<Colour> {
        match self.0 {
            1 => Some(Colour(2)),
            2 => Some(Colour(1)),
            3 => Some(Colour(4)),
            4 => Some(Colour(3)),
            _ => None,
        }
    }
}

impl TryFrom<u8> for Colour {
    type Error = String;
    fn try_from(n: u8) -> Result<Colour, String> {
        Colour::new(n).ok_or_else(|| format!("no colour {n}: the palette has 1 to 8"))
    }
}

impl From<Colour> for u8 {
    fn from(c: Colour) -> u8 {
        c.0
    }
}

/// Which cells and candidates wear a colour. A cell's colour and its candidates' colours are
/// apart: a candidate can wear one colour inside a cell of another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "SavedColouring", into = "SavedColouring")]
pub struct Colouring {
    // 0 for none, else the colour's number.
    cells: [u8; 81],
    // Four bits a digit (digit n at bits 4(n-1)..4n), 0 for none.
    candidates: [u64; 81],
}

impl Default for Colouring {
    fn default() -> Colouring {
        Colouring {
            cells: [0; 81],
            candidates: [0; 81],
        }
    }
}

impl Colouring {
    /// Whether nothing wears a colour.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(|&c| c == 0) && self.candidates.iter().all(|&c| c == 0)
    }

    /// The colour of `cell` itself.
    pub fn cell(&self, cell: Cell) -> Option<Colour> {
        Colour::new(self.cells[cell.index()])
    }

    /// The colour of candidate `digit` in `cell`.
    pub fn candidate(&self, cell: Cell, digit: Digit) -> Option<Colour> {
        Colour::new(((self.candidates[cell.index()] >> (4 * digit.index())) & 0xf) as u8)
    }

    /// Every coloured candidate of `cell`, digit 1 first.
    pub fn candidates_of(&self, cell: Cell) -> impl Iterator<Item = (Digit, Colour)> + '_ {
        Digit::all().filter_map(move |d| self.candidate(cell, d).map(|c| (d, c)))
    }

    /// Paints `cell` with `colour`, or clears it.
    pub fn set_cell(&mut self, cell: Cell, colour: Option<Colour>) {
        self.cells[cell.index()] = colour.map_or(0, Colour::get);
    }

    /// Paints candidate `digit` of `cell` with `colour`, or clears it.
    pub fn set_candidate(&mut self, cell: Cell, digit: Digit, colour: Option<Colour>) {
        let shift = 4 * digit.index();
        let slot = &mut self.candidates[cell.index()];
        *slot = (*slot & !(0xf << shift)) | (u64::from(colour.map_or(0, Colour::get)) << shift);
    }

    /// Clears the colours of `cell` and of all its candidates.
    pub fn clear_cell(&mut self, cell: Cell) {
        self.cells[cell.index()] = 0;
        self.candidates[cell.index()] = 0;
    }

    /// Clears the colours of the candidates of `cell`, keeping the cell's own.
    pub fn clear_candidates(&mut self, cell: Cell) {
        self.candidates[cell.index()] = 0;
    }

    /// Clears `colour` everywhere, cells and candidates.
    pub fn clear_colour(&mut self, colour: Colour) {
        for c in Cell::all() {
            if self.cell(c) == Some(colour) {
                self.set_cell(c, None);
            }
            for d in Digit::all() {
                if self.candidate(c, d) == Some(colour) {
                    self.set_candidate(c, d, None);
                }
            }
        }
    }
}

/// The saved form: the cells' colours as 81 characters (`0` for none), and the coloured
/// candidates as `[cell, digit, colour]` triples.
#[derive(Serialize, Deserialize)]
struct SavedColouring {
    cells: String,
    #[serde(default)]
    candidates: Vec<(Cell, Digit, Colour)>,
}

impl From<Colouring> for SavedColouring {
    fn from(c: Colouring) -> SavedColouring {
        SavedColouring {
            cells: c.cells.iter().map(|&n| char::from(b'0' + n)).collect(),
            candidates: Cell::all()
                .flat_map(|cell| c.candidates_of(cell).map(move |(d, k)| (cell, d, k)))
                .collect(),
        }
    }
}

impl TryFrom<SavedColouring> for Colouring {
    type Error = String;
    fn try_from(s: SavedColouring) -> Result<Colouring, String> {
        let mut out = Colouring::default();
        if s.cells.chars().count() != 81 {
            return Err(format!(
                "expected 81 cell colours, found {}",
                s.cells.chars().count()
            ));
        }
        for (cell, ch) in Cell::all().zip(s.cells.chars()) {
            match ch.to_digit(10) {
                Some(0) => {}
                Some(n) => out.set_cell(cell, Some(Colour::try_from(n as u8)?)),
                None => return Err(format!("{ch:?} is not a colour")),
            }
        }
        for (cell, digit, colour) in s.candidates {
            out.set_candidate(cell, digit, Some(colour));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(i: usize) -> Cell {
        Cell::new(i).unwrap()
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    #[test]
    fn cells_and_candidates_keep_their_own_colours_and_clear_apart() {
        let (blue, orange) = (Colour::new(2).unwrap(), Colour::new(1).unwrap());
        let mut k = Colouring::default();
        k.set_cell(c(10), Some(blue));
        k.set_candidate(c(10), d(9), Some(orange));
        k.set_candidate(c(10), d(1), Some(blue));
        k.set_candidate(c(80), d(5), Some(orange));
        assert_eq!(k.cell(c(10)), Some(blue));
        assert_eq!(k.candidate(c(10), d(9)), Some(orange));
        assert_eq!(k.candidate(c(10), d(8)), None);
        assert_eq!(
            k.candidates_of(c(10)).collect::<Vec<_>>(),
            vec![(d(1), blue), (d(9), orange)]
        );
        k.clear_colour(orange);
        assert_eq!(k.candidate(c(10), d(9)), None);
        assert_eq!(k.candidate(c(80), d(5)), None);
        assert_eq!(k.candidate(c(10), d(1)), Some(blue));
        k.clear_cell(c(10));
        assert!(k.is_empty());
    }

    #[test]
    fn the_saved_form_reads_back_and_refuses_what_is_not_a_colouring() {
        let mut k = Colouring::default();
        k.set_cell(c(0), Some(Colour::new(8).unwrap()));
        k.set_candidate(c(40), d(7), Some(Colour::new(3).unwrap()));
        let json = serde_json::to_string(&k).unwrap();
        assert!(json.starts_with("{\"cells\":\"8000"), "{json}");
        assert_eq!(serde_json::from_str::<Colouring>(&json).unwrap(), k);
        let bad = json.replacen("\"8000", "\"9000", 1);
        assert!(serde_json::from_str::<Colouring>(&bad).is_err());
        let short = r#"{"cells":"000"}"#;
        let err = serde_json::from_str::<Colouring>(short).unwrap_err();
        assert!(err.to_string().contains("81 cell colours"), "{err}");
    }

    #[test]
    fn the_pairs_are_each_others_opposites() {
        for k in Colour::all() {
            if let Some(o) = k.opposite() {
                assert_eq!(o.opposite(), Some(k));
                assert_ne!(o, k);
            }
        }
        assert_eq!(Colour::all().filter(|k| k.opposite().is_some()).count(), 4);
        assert_eq!(Colour::new(0), None);
        assert_eq!(Colour::new(9), None);
    }
}
