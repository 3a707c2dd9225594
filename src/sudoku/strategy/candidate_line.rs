//! The candidate line: a position with its pencil marks in one line of 729 characters, which
//! `hint`, `solve` and `grade` read besides the 81-character puzzle line and `practice` prints.
//!
//! Cells come in row-major order, nine characters each. For a cell still to solve, character `k`
//! (0-based) of its nine is the digit `k + 1` when that digit is a candidate of the cell, and `.`
//! or `0` when it is not: `1...5...9` is a cell with candidates 1, 5 and 9. Nine characters alone
//! cannot tell a cell holding 5 from an empty cell whose only candidate is 5 (a naked single,
//! which has to stay expressible), so one extension says which cells are filled:
//!
//! - **a filled cell is its digit nine times**: `555555555` holds 5. No cell still to solve can
//!   be written that way, since only position 4 of nine may hold a 5.
//!
//! So `....5....` is an empty cell whose only candidate is 5, and `555555555` a cell that holds
//! 5. A 729-character line of some other tool, which writes filled cells as their one candidate,
//! reads as the same position with those cells still to fill by naked singles.
//!
//! Reading checks that the position is consistent: filled digits do not clash, every empty cell
//! has a candidate, no candidate is a digit a peer holds, and every digit has a place in each
//! house that lacks it. Whether the position has exactly one solution is a question for the
//! solver ([`Candidates::uniqueness`]), not for the reader.

use super::{Candidates, cell, digit};
use crate::sudoku::geometry::{HOUSE_CELLS, PEERS};
use crate::sudoku::grid::{Cell, Digit, House};

/// How many characters a candidate line has: nine for each of the 81 cells.
pub const CANDIDATE_LINE_LEN: usize = 729;

/// Why a line is not a candidate line, or the position it writes is not consistent.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCandidatesError {
    /// The line does not have 729 characters.
    #[error("expected 729 candidate characters, found {0}")]
    WrongLength(usize),
    /// A character that does not belong where it stands.
    #[error(
        "bad character {ch:?} at {cell} position {} (expected {}, . or 0, or one digit nine \
         times for a filled cell)",
        .position + 1, .position + 1
    )]
    BadChar {
        /// The cell whose nine characters hold it.
        cell: Cell,
        /// Its place among them, 0-8.
        position: usize,
        /// What it is.
        ch: char,
    },
    /// Two filled cells with the same digit share a house.
    #[error("filled cells clash: {digit} at {first} and at {second}")]
    Clash {
        /// The earlier cell in row-major order.
        first: Cell,
        /// The later cell.
        second: Cell,
        /// The repeated digit.
        digit: Digit,
    },
    /// An empty cell without candidates.
    #[error("{0} is empty and has no candidate")]
    NoCandidate(Cell),
    /// A candidate that a peer already holds.
    #[error("{cell} has candidate {digit}, which {peer} holds")]
    SeenCandidate {
        /// The cell with the candidate.
        cell: Cell,
        /// The digit.
        digit: Digit,
        /// The filled peer that holds it.
        peer: Cell,
    },
    /// A digit with no place left in a house that lacks it.
    #[error("{digit} has no place left in {house}")]
    NoPlace {
        /// The digit.
        digit: Digit,
        /// The house.
        house: House,
    },
}

impl Candidates {
    /// Reads a candidate line (see the module's header): 729 characters, after leading blanks;
    /// anything after the first blank or tab that follows them is ignored, as in
    /// [`Grid::from_line`](crate::sudoku::Grid::from_line). The position must be consistent;
    /// whether it has one solution is not checked.
    pub fn from_line(line: &str) -> Result<Candidates, ParseCandidatesError> {
        let field = line
            .trim_start()
            .split([' ', '\t', '\r', '\n'])
            .next()
            .unwrap_or("");
        let chars: Vec<char> = field.chars().collect();
        if chars.len() != CANDIDATE_LINE_LEN {
            return Err(ParseCandidatesError::WrongLength(chars.len()));
        }
        let mut values = [0u8; 81];
        let mut cands = [0u16; 81];
        for (i, nine) in chars.chunks(9).enumerate() {
            let first = nine[0];
            if nine.iter().all(|&c| c == first) && ('1'..='9').contains(&first) {
                values[i] = first as u8 - b'0';
                continue;
            }
            for (k, &ch) in nine.iter().enumerate() {
                match ch {
                    '.' | '0' => {}
                    _ if ch as u32 == '1' as u32 + k as u32 => cands[i] |= 1 << k,
                    _ => {
                        return Err(ParseCandidatesError::BadChar {
                            cell: cell(i),
                            position: k,
                            ch,
                        });
                    }
                }
            }
        }
        check(&values, &cands)?;
        Ok(Candidates { values, cands })
    }

    /// The position as a candidate line (see the module's header); [`Candidates::from_line`]
    /// reads it back.
    pub fn to_line(&self) -> String {
        let mut out = String::with_capacity(CANDIDATE_LINE_LEN);
        for i in 0..81 {
            let v = self.values[i];
            for k in 0..9u8 {
                out.push(if v != 0 {
                    char::from(b'0' + v)
                } else if self.cands[i] & (1 << k) != 0 {
                    char::from(b'1' + k)
                } else {
                    '.'
                });
            }
        }
        out
    }
}

/// Checks that a position read from a line is consistent (see the module's header).
fn check(values: &[u8; 81], cands: &[u16; 81]) -> Result<(), ParseCandidatesError> {
    for i in 0..81 {
        let v = values[i];
        for &p in &PEERS[i] {
            let p = usize::from(p);
            if v != 0 && p > i && values[p] == v {
                return Err(ParseCandidatesError::Clash {
                    first: cell(i),
                    second: cell(p),
                    digit: digit(usize::from(v - 1)),
                });
            }
        }
    }
    for i in 0..81 {
        if values[i] != 0 {
            continue;
        }
        if cands[i] == 0 {
            return Err(ParseCandidatesError::NoCandidate(cell(i)));
        }
        for &p in &PEERS[i] {
            let v = values[usize::from(p)];
            if v != 0 && cands[i] & (1 << (v - 1)) != 0 {
                return Err(ParseCandidatesError::SeenCandidate {
                    cell: cell(i),
                    digit: digit(usize::from(v - 1)),
                    peer: cell(usize::from(p)),
                });
            }
        }
    }
    for (h, house) in HOUSE_CELLS.iter().enumerate() {
        let mut seen = 0u16;
        for &c in house {
            let c = usize::from(c);
            seen |= cands[c];
            if values[c] != 0 {
                seen |= 1 << (values[c] - 1);
            }
        }
        if let Some(d) = (0..9).find(|d| seen & (1 << d) == 0) {
            return Err(ParseCandidatesError::NoPlace {
                digit: digit(d),
                house: House::from_index(h).unwrap_or(House::Row(0)),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::grid::Grid;
    use crate::sudoku::strategy::StrategySolver;

    const EASY: &str =
        ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";

    fn start() -> Candidates {
        Candidates::from_grid(&Grid::from_line(EASY).unwrap())
    }

    #[test]
    fn lines_round_trip_along_a_whole_solve() {
        let mut c = start();
        let path = StrategySolver::solve_from(&c);
        assert!(path.solved);
        for step in &path.steps {
            let line = c.to_line();
            assert_eq!(line.len(), CANDIDATE_LINE_LEN);
            assert_eq!(Candidates::from_line(&line), Ok(c));
            assert_eq!(Candidates::from_line(&format!("  {line}\tnote")), Ok(c));
            c.apply(step);
        }
        assert_eq!(Candidates::from_line(&c.to_line()), Ok(c));
    }

    #[test]
    fn filled_cells_and_naked_singles_are_told_apart() {
        let c = start();
        let line = c.to_line();
        // r1c2 holds 5.
        assert_eq!(&line[9..18], "555555555");
        // r1c1 is empty: keep only its first candidate, a naked single.
        let mut single = c;
        let r1c1 = cell(0);
        let first = c.candidates(r1c1)[0];
        for d in Digit::all().filter(|&d| d != first) {
            single.eliminate(r1c1, d);
        }
        let read = Candidates::from_line(&single.to_line()).unwrap();
        assert_eq!(read.get(r1c1), None);
        assert_eq!(read.mask(r1c1), first.bit());
        let mut nine = ".........".to_string();
        nine.replace_range(first.index()..=first.index(), &first.to_string());
        assert!(single.to_line().starts_with(&nine));
        // Zeros read as dots.
        let zeros = line.replace('.', "0");
        assert_eq!(Candidates::from_line(&zeros), Ok(c));
    }

    #[test]
    fn malformed_lines_are_refused_with_the_reason() {
        let line = start().to_line();
        assert_eq!(
            Candidates::from_line(&line[..728]),
            Err(ParseCandidatesError::WrongLength(728))
        );
        assert_eq!(
            Candidates::from_line("").map_err(|e| e.to_string()),
            Err("expected 729 candidate characters, found 0".to_string())
        );
        // A 2 in the place of the 1.
        let mut bad = line.clone();
        bad.replace_range(0..1, "2");
        let e = Candidates::from_line(&bad).unwrap_err();
        assert_eq!(
            e.to_string(),
            "bad character '2' at r1c1 position 1 (expected 1, . or 0, or one digit nine times \
             for a filled cell)"
        );
        let mut bad = line.clone();
        bad.replace_range(3..4, "x");
        assert!(matches!(
            Candidates::from_line(&bad),
            Err(ParseCandidatesError::BadChar { ch: 'x', .. })
        ));
        // r1c1 loses every candidate.
        let mut bad = line.clone();
        bad.replace_range(0..9, ".........");
        assert_eq!(
            Candidates::from_line(&bad).map_err(|e| e.to_string()),
            Err("r1c1 is empty and has no candidate".to_string())
        );
        // r1c1 gets candidate 5, which r1c2 holds.
        let mut bad = line.clone();
        bad.replace_range(4..5, "5");
        assert_eq!(
            Candidates::from_line(&bad).map_err(|e| e.to_string()),
            Err("r1c1 has candidate 5, which r1c2 holds".to_string())
        );
        // r1c1 filled with 5 too: a clash.
        let mut bad = line.clone();
        bad.replace_range(0..9, "555555555");
        assert_eq!(
            Candidates::from_line(&bad).map_err(|e| e.to_string()),
            Err("filled cells clash: 5 at r1c1 and at r1c2".to_string())
        );
    }

    #[test]
    fn a_digit_without_a_place_is_named_with_its_house() {
        let mut c = start();
        // Remove 1 from every empty cell of row 1.
        for col in 0..9 {
            c.eliminate(cell(col), digit(0));
        }
        let e = Candidates::from_line(&c.to_line()).map(|_| ()).unwrap_err();
        assert!(matches!(e, ParseCandidatesError::NoPlace { .. }), "{e}");
        assert!(e.to_string().starts_with("1 has no place left in "), "{e}");
    }
}
