//! The puzzle banks: for each level that fresh generation cannot serve at once, thousands of
//! pairwise non-isomorphic puzzles made by this project's generator and grader.
//!
//! A bank is the text file `bank/<level>.txt`, compiled in. Lines starting with `#` are comments
//! (the first ones say how the file was built); every other line is one entry:
//!
//! ```text
//! <packed puzzle> <rating> <techniques>
//! ```
//!
//! - the puzzle is the canonical form of its class (see [`canonical_form`]), packed: a bit string
//!   of the 81 given/empty flags, row-major, then the givens' digits in base 9, three to ten bits
//!   (the last one or two in four or seven bits), written six bits to a character in the URL-safe
//!   base-64 alphabet (`A-Z a-z 0-9 - _`), the last character padded with zero bits. A 25-given
//!   puzzle takes 28 characters instead of 81;
//! - the rating in tenths on the SE scale, as the grader gives it;
//! - the techniques the grader used, as a hexadecimal bit set over [`Technique::all`].
//!
//! The entries of a file are distinct classes by construction (distinct canonical forms); the
//! tests check that and that every entry grades to its level.

use super::canon::canonical_form;
use super::grid::Grid;
use super::strategy::Technique;
use crate::puzzle::Level;
use std::sync::OnceLock;

/// The bank files, by level name. A level without a file is served fresh.
const FILES: &[(&str, &str)] = &[
    ("medium", include_str!("bank/medium.txt")),
    ("hard", include_str!("bank/hard.txt")),
    ("expert", include_str!("bank/expert.txt")),
    ("master", include_str!("bank/master.txt")),
    ("extreme", include_str!("bank/extreme.txt")),
];

/// The URL-safe base-64 alphabet.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// One bank entry: a puzzle class and its grade.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BankEntry {
    /// The puzzle, in canonical form.
    pub form: Grid,
    /// The rating in tenths on the SE scale.
    pub rating: u8,
    /// The techniques used, as bits over [`Technique::all`].
    techniques: u64,
}

/// Why a bank line could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad bank entry {line:?}: {why}")]
pub struct BankLineError {
    /// The line.
    pub line: String,
    /// What is wrong with it.
    pub why: &'static str,
}

impl BankEntry {
    /// An entry for `puzzle` (put in canonical form here) graded `rating` with `techniques`.
    pub fn new(puzzle: &Grid, rating: u8, techniques: &[Technique]) -> BankEntry {
        let all = Technique::all();
        let bits = techniques
            .iter()
            .filter_map(|t| all.iter().position(|a| a == t))
            .fold(0u64, |acc, i| acc | (1 << i));
        BankEntry {
            form: canonical_form(puzzle),
            rating,
            techniques: bits,
        }
    }

    /// The techniques the grader used, easiest first.
    pub fn techniques(&self) -> Vec<Technique> {
        let mut out: Vec<Technique> = Technique::all()
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| i < 64 && self.techniques & (1 << i) != 0)
            .map(|(_, t)| t)
            .collect();
        out.sort_unstable();
        out
    }

    /// The class key of the entry (see [`class_key`](super::class_key)).
    pub fn class_key(&self) -> u64 {
        super::canon::key_of_form(&self.form)
    }

    /// The entry as a bank line.
    pub fn to_line(&self) -> String {
        format!("{} {} {:x}", pack(&self.form), self.rating, self.techniques)
    }

    /// Reads a bank line.
    pub fn from_line(line: &str) -> Result<BankEntry, BankLineError> {
        let bad = |why| BankLineError {
            line: line.to_string(),
            why,
        };
        let mut parts = line.split_whitespace();
        let (Some(p), Some(r), Some(t), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad(
                "expected a packed puzzle, a rating and a technique set",
            ));
        };
        let form = unpack(p).ok_or_else(|| bad("the packed puzzle does not decode"))?;
        let rating = r.parse().map_err(|_| bad("the rating is not a number"))?;
        let techniques =
            u64::from_str_radix(t, 16).map_err(|_| bad("the technique set is not hexadecimal"))?;
        Ok(BankEntry {
            form,
            rating,
            techniques,
        })
    }
}

/// Appends the low `n` bits of `value` to `bits`, most significant first.
fn push_bits(bits: &mut Vec<bool>, value: u32, n: u32) {
    for k in (0..n).rev() {
        bits.push(value >> k & 1 == 1);
    }
}

/// The bits a group of `k` base-9 digits takes.
fn group_bits(k: usize) -> u32 {
    match k {
        1 => 4,
        2 => 7,
        _ => 10,
    }
}

/// The packed text of `grid` (see the module's header).
pub fn pack(grid: &Grid) -> String {
    let v = grid.values();
    let mut bits = Vec::with_capacity(200);
    for &x in v {
        bits.push(x != 0);
    }
    let digits: Vec<u32> = v
        .iter()
        .filter(|&&x| x != 0)
        .map(|&x| u32::from(x) - 1)
        .collect();
    for group in digits.chunks(3) {
        let value = group.iter().fold(0, |acc, &d| acc * 9 + d);
        push_bits(&mut bits, value, group_bits(group.len()));
    }
    bits.chunks(6)
        .map(|six| {
            let i = six
                .iter()
                .enumerate()
                .fold(0usize, |acc, (k, &b)| acc | (usize::from(b) << (5 - k)));
            char::from(ALPHABET[i])
        })
        .collect()
}

/// The grid of a packed text; `None` when it is not one [`pack`] makes (bad characters, wrong
/// length, a digit group out of range, or givens that clash).
pub fn unpack(text: &str) -> Option<Grid> {
    let mut bits = Vec::with_capacity(text.len() * 6);
    for b in text.bytes() {
        let i = ALPHABET.iter().position(|&a| a == b)?;
        push_bits(&mut bits, u32::try_from(i).ok()?, 6);
    }
    let mask = bits.get(..81)?;
    let n_givens = mask.iter().filter(|&&b| b).count();
    let mut digits = Vec::with_capacity(n_givens);
    let mut pos = 81;
    let mut left = n_givens;
    while left > 0 {
        let k = left.min(3);
        let n = group_bits(k) as usize;
        let value = bits
            .get(pos..pos + n)?
            .iter()
            .fold(0u32, |acc, &b| acc << 1 | u32::from(b));
        if value >= 9u32.pow(k as u32) {
            return None;
        }
        for j in (0..k).rev() {
            digits.push((value / 9u32.pow(j as u32) % 9) as u8 + 1);
        }
        pos += n;
        left -= k;
    }
    // Only the padding of the last character may follow, and it is zero.
    if bits.len() - pos >= 6 || bits[pos..].iter().any(|&b| b) {
        return None;
    }
    let mut values = [0u8; 81];
    let mut next = digits.into_iter();
    for (slot, &given) in values.iter_mut().zip(mask) {
        if given {
            *slot = next.next()?;
        }
    }
    Grid::from_values(&values).filter(|g| g.first_clash().is_none())
}

/// The entries of a bank file's text; lines that do not read are skipped (the tests check that
/// the shipped files have none).
pub fn parse_bank(text: &str) -> Vec<BankEntry> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| BankEntry::from_line(l).ok())
        .collect()
}

/// The shipped bank of `level`, in file order; empty for a level served fresh.
pub fn bank(level: Level) -> &'static [BankEntry] {
    static BANKS: OnceLock<Vec<(Level, Vec<BankEntry>)>> = OnceLock::new();
    let banks = BANKS.get_or_init(|| {
        Level::ALL
            .into_iter()
            .map(|l| (l, parse_bank(bank_text(l).unwrap_or(""))))
            .collect()
    });
    banks
        .iter()
        .find(|(l, _)| *l == level)
        .map_or(&[], |(_, entries)| entries.as_slice())
}

/// The text of the bank file of `level`, if it has one.
pub fn bank_text(level: Level) -> Option<&'static str> {
    FILES
        .iter()
        .find(|(name, _)| *name == level.name())
        .map(|(_, text)| *text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{GenerateOptions, Grade, generate_with_seed};

    #[test]
    fn packing_round_trips_and_is_compact() {
        for seed in 0..50 {
            let g = generate_with_seed(seed, &GenerateOptions::default()).puzzle;
            let text = pack(&g);
            assert_eq!(unpack(&text), Some(g));
            assert!(
                text.len() <= 40,
                "{} chars for {} givens",
                text.len(),
                g.n_filled()
            );
        }
        for g in [
            Grid::empty(),
            generate_with_seed(1, &GenerateOptions::default()).solution,
        ] {
            assert_eq!(unpack(&pack(&g)), Some(g));
        }
    }

    #[test]
    fn bad_packed_text_is_refused() {
        let good = pack(&generate_with_seed(3, &GenerateOptions::default()).puzzle);
        assert!(unpack(&good[..good.len() - 1]).is_none(), "too short");
        assert!(unpack(&format!("{good}A")).is_none(), "too long");
        assert!(
            unpack(&good.replacen(&good[..1], "*", 1)).is_none(),
            "bad character"
        );
        assert!(unpack("").is_none());
        // Every given a 1: they clash.
        let mut v = [0u8; 81];
        v[0] = 1;
        v[1] = 1;
        let clash = Grid::from_values(&v).unwrap();
        assert!(unpack(&pack(&clash)).is_none());
    }

    #[test]
    fn entries_round_trip_through_their_line() {
        let g = generate_with_seed(4, &GenerateOptions::default()).puzzle;
        let grade = Grade::of(&g);
        let e = BankEntry::new(&g, grade.rating, &grade.techniques);
        assert_eq!(e.form, canonical_form(&g));
        assert_eq!(e.techniques(), grade.techniques);
        assert_eq!(BankEntry::from_line(&e.to_line()), Ok(e));
        assert!(BankEntry::from_line("abc 12").is_err());
        assert!(BankEntry::from_line(&format!("{} x 1", pack(&g))).is_err());
    }
}
