//! The opening table: perfect play worked out in advance for every position with at most
//! [`DEPTH`] tiles face up, shipped in `opening.txt` and loaded into the cache of every
//! [`Advisor::new`].
//!
//! These are the expensive positions. From an empty cache the search from the start visits about
//! 850,000 positions, and from a position with four tiles face up up to about 90,000; from one with
//! five it never needs more than about 23,000 (a few milliseconds). With the table, par and the
//! hint of any position with at most four tiles face up are lookups, and a deeper hint is a short
//! search, so nothing waits.
//!
//! # The file
//!
//! Lines starting with `#` are comments. Every other line is one position whose answer is still
//! open, written in the orientation of its cache key (the smallest of its 8 symmetric images), as
//! three fields: the position in the 16-character form of [`Position::from_line`]; `T`, the
//! weighted sum of the flips perfect play still needs (see the parent module); and the tiles
//! perfect play may flip there, all equally good, as a hexadecimal mask (bit `i` for tile `i`;
//! the advice is the lowest of them in the player's orientation). The positions come in order of
//! tiles face up, then of key: 4,426 lines.
//!
//! [`Advisor::opening_table`] works the table out by search and writes it; to make the file again:
//!
//! ```text
//! cargo run --release --no-default-features --example build_opening > src/lines/advisor/opening.txt
//! ```
//!
//! The tests below check that the file is whole, that every entry above the deepest follows from
//! the entries one tile deeper by the recurrence of the parent module, and that a sample of the
//! deepest entries is what the search finds. The full comparison with the search (a few seconds in
//! a release build) is `cargo test --release --no-default-features --lib opening -- --ignored`.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::{Advisor, BOUND, N_TILES, Position, Tile};

/// The most tiles face up in a position of the table.
pub(super) const DEPTH: u32 = 4;

/// The shipped table.
const TABLE: &str = include_str!("opening.txt");

/// How many positions the table holds.
const N_ENTRIES: usize = 4426;

/// A line of the table: the position, its T and its best tiles, in the position's orientation.
fn parse_line(line: &str) -> Option<(Position, u32, u16)> {
    let mut fields = line.split_whitespace();
    let position = Position::from_line(fields.next()?).ok()?;
    let t = fields.next()?.parse::<u32>().ok().filter(|&t| t < BOUND)?;
    let best = u16::from_str_radix(fields.next()?, 16).ok()?;
    fields.next().is_none().then_some((position, t, best))
}

/// The lines of `text` that are not comments or blank.
fn entry_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

impl Advisor {
    /// Puts the shipped table into the cache. A line that does not read is left out (the tests
    /// check there is none): its position is then searched when asked for.
    pub(super) fn load_opening(&mut self) {
        self.memo.reserve(N_ENTRIES);
        self.best.reserve(N_ENTRIES);
        for (position, t, best) in entry_lines(TABLE).filter_map(parse_line) {
            let (key, g) = self.canonical_with(position.face_up, position.correct);
            self.memo.insert(key, t);
            self.best.insert(key, self.image(g, best));
        }
    }

    /// The flip perfect play makes in a position of the opening table: the lowest of its best
    /// tiles in the position's own orientation.
    pub(super) fn opening_best(&self, up: u16, correct: u16) -> Option<Tile> {
        if self.best.is_empty() {
            return None;
        }
        let (key, g) = self.canonical_with(up, correct);
        let best = *self.best.get(&key)?;
        Tile::new(self.image(g.inverse(), best).trailing_zeros() as usize)
    }

    /// Works the opening table out by search from an empty cache, and returns it as the shipped
    /// file `src/lines/advisor/opening.txt` is written (the file's first lines say what its
    /// fields are). Takes seconds.
    pub fn opening_table() -> String {
        let mut advisor = Advisor::without_opening();
        let mut out = String::from(HEADER);
        for (_, key) in advisor.opening_keys() {
            let position = key_position(key);
            let Some((t, best)) = advisor.work_out(position) else {
                continue;
            };
            let _ = writeln!(out, "{position} {t} {best:04x}");
        }
        out
    }

    /// The positions of the table, as (tiles face up, key): every consistent position with at
    /// most [`DEPTH`] tiles face up whose answer is still open, one per key.
    fn opening_keys(&mut self) -> BTreeSet<(u32, u32)> {
        let mut found = BTreeSet::from([(0, self.canonical(0, 0))]);
        self.collect_open(0, 0, (0, self.n_boards), &mut found);
        self.scratch.truncate(self.n_boards);
        found
    }

    /// Adds to `found` every open position one tile deeper than `(up, correct)`, whose boards are
    /// `scratch[start..end]`, and the ones below it down to [`DEPTH`].
    fn collect_open(
        &mut self,
        up: u16,
        correct: u16,
        (start, end): (usize, usize),
        found: &mut BTreeSet<(u32, u32)>,
    ) {
        let depth = up.count_ones() + 1;
        for bit in (0..N_TILES).map(|i| 1u16 << i).filter(|b| up & b == 0) {
            for value in [true, false] {
                let correct = if value { correct | bit } else { correct };
                let key = self.canonical(up | bit, correct);
                if found.contains(&(depth, key)) {
                    continue;
                }
                let s = self.scratch.len();
                for i in start..end {
                    let e = self.scratch[i];
                    if (e.mask & bit != 0) == value {
                        self.scratch.push(e);
                    }
                }
                let e = self.scratch.len();
                if e > s && self.known_line(s, e).is_none() {
                    found.insert((depth, key));
                    if depth < DEPTH {
                        self.collect_open(up | bit, correct, (s, e), found);
                    }
                }
                self.scratch.truncate(s);
            }
        }
    }

    /// T of an open `position` and its best tiles (bit i for tile i): the uncertain tiles whose
    /// flip costs least, by search.
    fn work_out(&mut self, position: Position) -> Option<(u32, u16)> {
        let (t, _) = self.expected_flips_exact(position).ok()?;
        let t = u32::try_from(t).ok()?;
        let (start, end, w) = self.push_position(position).ok()?;
        let (up, correct) = (position.face_up, position.correct);
        // What T(correct) + T(wrong) comes to after a best flip; each child is searched only as
        // far as it could still fit in it.
        let room = t - w;
        let mut best = 0u16;
        for bit in (0..N_TILES).map(|i| 1u16 << i).filter(|b| up & b == 0) {
            let n_correct = self.scratch[start..end]
                .iter()
                .filter(|e| e.mask & bit != 0)
                .count();
            if n_correct == 0 || n_correct == end - start {
                continue;
            }
            let range = (start, end);
            let c1 = self.child(up | bit, correct | bit, range, (bit, true), room + 1);
            if c1 > room {
                continue;
            }
            let c0 = self.child(up | bit, correct, range, (bit, false), room - c1 + 1);
            if c1 + c0 == room {
                best |= bit;
            }
        }
        self.scratch.truncate(self.n_boards);
        Some((t, best))
    }
}

/// The position whose cache key is `key`, in the key's orientation.
fn key_position(key: u32) -> Position {
    let (up, correct) = ((key >> 16) as u16, key as u16);
    Tile::in_mask(up).fold(Position::new(), |p, t| p.with(t, correct & t.bit() != 0))
}

const HEADER: &str = "\
# The line puzzle's opening table: perfect play for every position with at most 4 tiles face up
# whose answer is still open, one line per set of positions the board's symmetries map onto each
# other. Fields: the position (1 face-up correct, 0 face-up wrong, . face down, row-major); T, the
# weighted sum over its boards of the flips perfect play still needs (the expected flips are T over
# the boards' weight); the tiles perfect play may flip, equally good, as a hexadecimal mask (bit i
# for tile i). Made by `cargo run --release --no-default-features --example build_opening`; see
# src/lines/advisor/opening.rs.
";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::Line;
    use std::collections::HashMap;

    /// Every entry of the shipped table, checking that each line reads.
    fn entries() -> Vec<(Position, u32, u16)> {
        entry_lines(TABLE)
            .map(|l| parse_line(l).unwrap_or_else(|| panic!("line {l:?} does not read")))
            .collect()
    }

    #[test]
    fn the_table_holds_each_open_position_up_to_four_tiles_once() {
        let entries = entries();
        assert_eq!(entries.len(), N_ENTRIES);
        let mut advisor = Advisor::without_opening();
        let table: BTreeSet<(u32, u32)> = entries
            .iter()
            .map(|(p, _, _)| {
                let key = advisor.canonical(p.face_up, p.correct);
                assert_eq!(
                    key_position(key),
                    *p,
                    "{p} is written in its key's orientation"
                );
                (p.face_up.count_ones(), key)
            })
            .collect();
        assert_eq!(table.len(), entries.len(), "no position twice");
        assert_eq!(table, advisor.opening_keys());
        assert!(entries.windows(2).all(|w| {
            let key = |p: &Position| {
                (
                    p.face_up.count_ones(),
                    (u32::from(p.face_up) << 16) | u32::from(p.correct),
                )
            };
            key(&w[0].0) < key(&w[1].0)
        }));
        // The start: par, and its equally good first flips, the four corners and the four
        // centre tiles (each on a row, a column and a diagonal).
        assert_eq!(entries[0], (Position::new(), 10_613_478, 0x9669));
    }

    /// T of `boards` (the boards consistent with a position with `up` face up): worked out when
    /// their answer is settled, otherwise read from the table.
    fn value(
        up: u16,
        boards: &[(u16, u8, u32)],
        table: &HashMap<(u16, u16), u32>,
        advisor: &Advisor,
    ) -> u32 {
        let Some(&(mask, line, _)) = boards.first() else {
            return 0;
        };
        let w: u32 = boards.iter().map(|b| b.2).sum();
        if boards.iter().all(|b| b.1 == line) {
            let answer = Line::ALL[usize::from(line)].mask();
            return w * (answer & !up).count_ones();
        }
        let key = advisor.canonical(up, mask & up);
        *table
            .get(&((key >> 16) as u16, key as u16))
            .unwrap_or_else(|| panic!("{} is not in the table", key_position(key)))
    }

    #[test]
    fn every_entry_above_the_deepest_follows_from_the_entries_below_it() {
        let advisor = Advisor::without_opening();
        let entries = entries();
        let table: HashMap<(u16, u16), u32> = entries
            .iter()
            .map(|&(p, t, _)| ((p.face_up, p.correct), t))
            .collect();
        let all: Vec<(u16, u8, u32)> = advisor
            .boards()
            .iter()
            .map(|e| (e.mask, e.line, e.weight))
            .collect();
        let mut checked = 0;
        for &(p, t, best) in entries.iter().filter(|e| e.0.face_up.count_ones() < DEPTH) {
            let up = p.face_up;
            let boards: Vec<_> = all
                .iter()
                .copied()
                .filter(|b| b.0 & up == p.correct)
                .collect();
            let w: u32 = boards.iter().map(|b| b.2).sum();
            // T = W + the least T(correct) + T(wrong) over the uncertain tiles.
            let mut least = (u32::MAX, 0u16);
            for tile in Tile::all().filter(|t| up & t.bit() == 0) {
                let (on, off): (Vec<_>, Vec<_>) =
                    boards.iter().partition(|b| b.0 & tile.bit() != 0);
                if on.is_empty() || off.is_empty() {
                    continue;
                }
                let up = up | tile.bit();
                let sum = w + value(up, &on, &table, &advisor) + value(up, &off, &table, &advisor);
                if sum < least.0 {
                    least = (sum, tile.bit());
                } else if sum == least.0 {
                    least.1 |= tile.bit();
                }
            }
            assert_eq!((t, best), least, "{p}");
            checked += 1;
        }
        assert_eq!(checked, 1 + 6 + 75 + 592);
    }

    #[test]
    fn a_sample_of_the_deepest_entries_is_what_the_search_finds() {
        let mut advisor = Advisor::without_opening();
        let deepest: Vec<_> = entries()
            .into_iter()
            .filter(|e| e.0.face_up.count_ones() == DEPTH)
            .collect();
        for &(p, t, best) in deepest.iter().step_by(deepest.len() / 16) {
            assert_eq!(advisor.work_out(p), Some((t, best)), "{p}");
        }
    }

    #[test]
    fn the_table_advises_like_the_search_in_every_orientation() {
        let mut with = Advisor::new();
        let mut without = Advisor::without_opening();
        // Deep entries with several equally good tiles: the advice is the lowest in the
        // orientation asked about, which the table must map back.
        let ties: Vec<_> = entries()
            .into_iter()
            .filter(|e| e.0.face_up.count_ones() == DEPTH && e.2.count_ones() > 1)
            .step_by(97)
            .take(4)
            .collect();
        assert_eq!(ties.len(), 4);
        for (p, t, _) in ties {
            for g in crate::lines::Symmetry::ALL {
                let image = key_position(
                    (u32::from(g.apply_mask(p.face_up)) << 16) | u32::from(g.apply_mask(p.correct)),
                );
                assert_eq!(with.best_flip(image), without.best_flip(image), "{image}");
                assert_eq!(
                    with.expected_flips_exact(image).map(|x| x.0),
                    Ok(u64::from(t))
                );
            }
        }
    }

    #[test]
    #[ignore = "seconds in a release build: cargo test --release --no-default-features --lib opening -- --ignored"]
    fn the_shipped_table_is_what_the_search_makes() {
        let made = Advisor::opening_table();
        for (a, b) in made.lines().zip(TABLE.lines()) {
            assert_eq!(a, b);
        }
        assert_eq!(made, TABLE);
    }
}
