//! Practice positions: for every technique of the ladder, positions from real puzzles where that
//! technique is the next logical step, with every earlier step's placements and eliminations made.
//!
//! The positions are found offline (`examples/build_practice.rs`) by solving the shipped banks,
//! and more puzzles for the rare techniques, with the ladder, and shipped in
//! `bank/practice.txt`. Lines starting with `#` are comments (the first ones say how the file was
//! made); every other line is one position:
//!
//! ```text
//! <technique name> TAB <cells> TAB <removed>
//! ```
//!
//! - the technique as [`Technique::name`] gives it;
//! - the cells, 81 characters row-major: `1-9` for a given of the puzzle, `a-i` for a digit 1-9
//!   placed by an earlier step, `.` for an empty cell;
//! - the candidates the earlier steps removed beyond those the filled cells rule out (every
//!   candidate a filled peer holds), each as two characters of the URL-safe base-64 alphabet
//!   (`A-Z a-z 0-9 - _`) giving `9 * cell + digit - 1`, cells 0-80 row-major, ascending; `-` when
//!   there are none.
//!
//! The positions of a technique are distinct (no two write the same candidate line). Reading
//! one takes no solving; finding its step runs the ladder once on it.

use super::grid::Grid;
use super::strategy::{Candidates, Step, StrategySolver, Technique};
use super::transform::Transform;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;

/// The shipped positions (see the module's header for the format).
const FILE: &str = include_str!("bank/practice.txt");

/// The URL-safe base-64 alphabet.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A practice position: the puzzle it comes from, the position, and the step to find there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The technique to practise; the technique of [`Position::step`].
    pub technique: Technique,
    /// The givens of the puzzle the position comes from (the other filled cells were placed by
    /// earlier steps).
    pub givens: Grid,
    /// The position: the filled cells and the candidates of the empty ones.
    pub candidates: Candidates,
    /// The ladder's next step in the position.
    pub step: Step,
}

/// The shipped lines of each technique, in [`Technique::all`] order.
fn lines() -> &'static [Vec<&'static str>; 44] {
    static LINES: OnceLock<[Vec<&'static str>; 44]> = OnceLock::new();
    LINES.get_or_init(|| {
        let mut by: [Vec<&'static str>; 44] = std::array::from_fn(|_| Vec::new());
        for line in FILE.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let Some(name) = line.split('\t').next() else {
                continue;
            };
            if let Ok(t) = name.parse::<Technique>() {
                by[t as usize].push(line);
            }
        }
        by
    })
}

/// How many practice positions are shipped for `technique`.
pub fn count(technique: Technique) -> usize {
    lines()[technique as usize].len()
}

/// The `index`th shipped position of `technique` (`0..count(technique)`), with its step;
/// `None` past the end, or if the ladder's next step there is not of that technique (the tests
/// check that none is).
pub fn position(technique: Technique, index: usize) -> Option<Position> {
    let line = lines()[technique as usize].get(index)?;
    let (t, givens, candidates) = parse_entry(line)?;
    with_step(t, givens, candidates)
}

/// The position with its step, when the ladder's next step is of `technique`.
fn with_step(technique: Technique, givens: Grid, candidates: Candidates) -> Option<Position> {
    let step = StrategySolver::next_step(&candidates).filter(|s| s.technique == technique)?;
    Some(Position {
        technique,
        givens,
        candidates,
        step,
    })
}

/// A round of `n` distinct positions of `technique` (all of them when fewer are shipped), in an
/// order drawn from `seed`, each shown through a random symmetry of the board (rows, columns,
/// bands, stacks, transposition, digits) drawn from the same seed, so rounds vary; a position
/// whose transformed copy would not lead to the same technique (the ladder reads the board in a
/// fixed order, so ties can fall otherwise) is shown as shipped. The same seed gives the same
/// round.
pub fn round(technique: Technique, seed: u64, n: usize) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut order: Vec<usize> = (0..count(technique)).collect();
    order.shuffle(&mut rng);
    let mut out: Vec<Position> = Vec::with_capacity(n.min(order.len()));
    for index in order {
        if out.len() >= n {
            break;
        }
        let Some((t, givens, candidates)) = lines()[technique as usize]
            .get(index)
            .and_then(|l| parse_entry(l))
        else {
            continue;
        };
        let transform = Transform::random_with_rng(&mut rng);
        let moved = transform.apply_to_candidates(&candidates);
        let fresh = |c: &Candidates| out.iter().all(|p| p.candidates != *c);
        let picked = if fresh(&moved) {
            with_step(t, transform.apply(&givens), moved)
        } else {
            None
        };
        let picked = picked.or_else(|| {
            fresh(&candidates)
                .then(|| with_step(t, givens, candidates))
                .flatten()
        });
        out.extend(picked);
    }
    out
}

/// The shipped line of a position of `technique` in the puzzle with `givens` (see the module's
/// header); [`parse_entry`] reads it back.
pub fn entry_line(technique: Technique, givens: &Grid, position: &Candidates) -> String {
    let (cells, removed) = encode_position(givens, position);
    format!("{}\t{cells}\t{removed}", technique.name())
}

/// A position as its two fields of a shipped line (see the module's header): the cells, with the
/// puzzle's `givens` told from the digits placed since, and the candidates removed beyond those the
/// filled cells rule out.
pub(crate) fn encode_position(givens: &Grid, position: &Candidates) -> (String, String) {
    let g = givens.values();
    let v = position.to_grid();
    let cells: String = v
        .values()
        .iter()
        .zip(g)
        .map(|(&x, &given)| match (x, given) {
            (0, _) => '.',
            (x, 0) => char::from(b'a' + x - 1),
            (x, _) => char::from(b'0' + x),
        })
        .collect();
    let basic = Candidates::from_grid(&v);
    let mut removed = String::new();
    for c in crate::sudoku::Cell::all() {
        for d in crate::sudoku::Digit::all() {
            if basic.has(c, d) && !position.has(c, d) {
                let n = 9 * c.index() + d.index();
                removed.push(char::from(ALPHABET[n / 64]));
                removed.push(char::from(ALPHABET[n % 64]));
            }
        }
    }
    if removed.is_empty() {
        removed.push('-');
    }
    (cells, removed)
}

/// Reads a shipped line: the technique, the puzzle's givens and the position; `None` when the
/// line is not one [`entry_line`] writes.
pub fn parse_entry(line: &str) -> Option<(Technique, Grid, Candidates)> {
    let mut parts = line.trim_end_matches(['\r', '\n']).split('\t');
    let (Some(name), Some(cells), Some(removed), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    let technique: Technique = name.parse().ok()?;
    let (givens, position) = decode_position(cells, removed)?;
    Some((technique, givens, position))
}

/// Reads the two fields [`encode_position`] writes: the givens and the position; `None` when
/// they are not well formed, clash, or leave a cell without candidates.
pub(crate) fn decode_position(cells: &str, removed: &str) -> Option<(Grid, Candidates)> {
    if cells.len() != 81 {
        return None;
    }
    let mut givens = [0u8; 81];
    let mut values = [0u8; 81];
    for (i, b) in cells.bytes().enumerate() {
        match b {
            b'.' => {}
            b'1'..=b'9' => {
                givens[i] = b - b'0';
                values[i] = b - b'0';
            }
            b'a'..=b'i' => values[i] = b - b'a' + 1,
            _ => return None,
        }
    }
    let givens = Grid::from_values(&givens)?;
    let filled = Grid::from_values(&values)?;
    if filled.first_clash().is_some() {
        return None;
    }
    let mut position = Candidates::from_grid(&filled);
    if removed != "-" {
        let bytes = removed.as_bytes();
        if !bytes.len().is_multiple_of(2) {
            return None;
        }
        for pair in bytes.chunks(2) {
            let hi = ALPHABET.iter().position(|&a| a == pair[0])?;
            let lo = ALPHABET.iter().position(|&a| a == pair[1])?;
            let n = hi * 64 + lo;
            let cell = crate::sudoku::Cell::new(n / 9)?;
            let digit = crate::sudoku::Digit::from_index(n % 9)?;
            if !position.eliminate(cell, digit) {
                return None;
            }
        }
    }
    if position.is_broken() {
        return None;
    }
    Some((givens, position))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_through_their_line() {
        let puzzle = Grid::from_line(
            ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...",
        )
        .unwrap();
        let path = StrategySolver::solve(&puzzle);
        let mut c = Candidates::from_grid(&puzzle);
        for step in path.steps.iter().take(30) {
            let line = entry_line(step.technique, &puzzle, &c);
            assert_eq!(
                parse_entry(&line),
                Some((step.technique, puzzle, c)),
                "{line}"
            );
            c.apply(step);
        }
        assert!(parse_entry("naked single\tabc\t-").is_none());
        assert!(parse_entry(&format!("no such\t{}\t-", ".".repeat(81))).is_none());
    }

    #[test]
    fn every_technique_has_positions_and_rounds_are_distinct_and_seeded() {
        for t in Technique::all() {
            assert!(count(t) > 0, "{t}");
        }
        let t = Technique::XWing;
        let a = round(t, 7, 10);
        assert_eq!(a.len(), 10.min(count(t)));
        assert_eq!(a, round(t, 7, 10));
        for (i, p) in a.iter().enumerate() {
            assert_eq!(p.step.technique, t);
            assert!(a[..i].iter().all(|q| q.candidates != p.candidates));
        }
        assert_ne!(a, round(t, 8, 10));
        assert_eq!(round(t, 1, usize::MAX).len(), count(t));
        assert!(position(t, count(t)).is_none());
    }
}
