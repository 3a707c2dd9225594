//! The human-technique solver: a candidate grid, steps as data, and a ladder of techniques
//! that always applies the easiest available step.
//!
//! Ratings follow the Sudoku Explainer (SE) scale and are kept in tenths (`23` is 2.3). Each
//! technique lives in its own file under `strategy/`, with the words that explain its steps;
//! this module holds the shared pieces: [`Candidates`], [`Step`], [`Technique`] and the
//! [`StrategySolver`] that runs the ladder. What the crate knows of each technique (name, rating,
//! level, explainer, rung) is one table, `table.rs`, and the ladder is derived from it. Each
//! explainer also draws its steps' [`Picture`]s (`picture.rs`). Each technique's lesson for
//! players, what to look for on the board, is prose too long for a row of the table, so it is
//! `lessons.rs`, one arm per technique. The board's houses and peers come from the one geometry
//! table set of the parent module.

// Techniques walk cells and houses by index because several tables share that index.
#![allow(clippy::needless_range_loop)]

mod aligned_pair;
mod als_xz;
mod bug;
mod bug_types;
mod candidate_line;
mod chains;
mod empty_rectangle;
mod finned_fish;
mod fish;
mod forcing;
mod hidden_single;
mod hidden_subsets;
mod implication;
mod intersections;
mod lessons;
mod naked_single;
mod naked_subsets;
mod picture;
mod table;
mod turbot;
mod unique_loop;
mod unique_rectangle;
mod w_wing;
pub(super) mod words;
mod xy_wing;
mod xyz_wing;

use super::geometry::{HOUSE_CELLS, PEERS, sees};
use super::grid::{Cell, Digit, Grid, House};
use crate::puzzle::Level;
pub use candidate_line::{CANDIDATE_LINE_LEN, ParseCandidatesError};
pub use picture::{CellRole, HouseRole, Link, LinkKind, Mark, Picture};
use std::fmt;

/// The cell with index `i`; callers pass indices below 81.
pub(crate) fn cell(i: usize) -> Cell {
    match Cell::new(i % 81) {
        Some(c) => c,
        None => unreachable!("an index modulo 81 is a cell"),
    }
}

/// The digit with zero-based index `d`; callers pass indices below 9.
pub(crate) fn digit(d: usize) -> Digit {
    match Digit::from_index(d % 9) {
        Some(x) => x,
        None => unreachable!("an index modulo 9 is a digit"),
    }
}

/// The digits of a 9-bit mask, ascending.
pub(crate) fn mask_digits(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |d| mask & (1 << d) != 0)
}

/// The cells outside `cells` that hold a candidate of `mask` and see every one of `cells`,
/// ascending: where a digit that one of `cells` must take cannot go.
pub(super) fn seeing_all(cands: &[u16; 81], mask: u16, cells: &[usize]) -> Vec<usize> {
    (0..81)
        .filter(|&x| cands[x] & mask != 0 && !cells.contains(&x))
        .filter(|&x| cells.iter().all(|&p| sees(x, p)))
        .collect()
}

/// A grid with pencil marks: the digit of each filled cell and the candidates of each empty one.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Candidates {
    values: [u8; 81],
    cands: [u16; 81],
}

impl Candidates {
    /// The candidates of `grid`: every digit no filled peer holds. Filled cells have none.
    pub fn from_grid(grid: &Grid) -> Candidates {
        let values = *grid.values();
        let mut cands = [0u16; 81];
        for (i, slot) in cands.iter_mut().enumerate() {
            if values[i] != 0 {
                continue;
            }
            let mut used = 0u16;
            for &p in &PEERS[i] {
                let v = values[usize::from(p)];
                if v != 0 {
                    used |= 1 << (v - 1);
                }
            }
            *slot = 0x1ff & !used;
        }
        Candidates { values, cands }
    }

    /// A position from its raw parts: the digit of each cell (0 for empty) and the candidate mask
    /// of each cell (bit 0 is digit 1). Callers keep filled cells without candidates.
    pub(crate) fn from_raw(values: [u8; 81], cands: [u16; 81]) -> Candidates {
        Candidates { values, cands }
    }

    /// The filled cells as a [`Grid`].
    pub fn to_grid(&self) -> Grid {
        Grid::from_values(&self.values).unwrap_or_default()
    }

    /// The digit in `cell`, if filled.
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// The candidate mask of `cell` (bit 0 is digit 1); 0 for filled cells.
    pub fn mask(&self, cell: Cell) -> u16 {
        self.cands[cell.index()]
    }

    /// The candidates of `cell`, ascending.
    pub fn candidates(&self, cell: Cell) -> Vec<Digit> {
        mask_digits(self.cands[cell.index()]).map(digit).collect()
    }

    /// Whether `digit` is a candidate of `cell`.
    pub fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.cands[cell.index()] & digit.bit() != 0
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let had = self.has(cell, digit);
        self.cands[cell.index()] &= !digit.bit();
        had
    }

    /// Fills `cell` with `digit` and removes `digit` from the candidates of its peers.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        let i = cell.index();
        self.values[i] = digit.get();
        self.cands[i] = 0;
        for &p in &PEERS[i] {
            self.cands[usize::from(p)] &= !digit.bit();
        }
    }

    /// Applies the placements and eliminations of `step`.
    pub fn apply(&mut self, step: &Step) {
        for &(c, d) in &step.eliminations {
            self.eliminate(c, d);
        }
        for &(c, d) in &step.placements {
            if self.get(c).is_none() {
                self.place(c, d);
            }
        }
    }

    /// Whether every cell is filled.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether the position is visibly broken: an empty cell without candidates, or a digit with
    /// no place left in a house that lacks it.
    pub fn is_broken(&self) -> bool {
        if (0..81).any(|i| self.values[i] == 0 && self.cands[i] == 0) {
            return true;
        }
        HOUSE_CELLS.iter().any(|h| {
            let mut seen = 0u16;
            for &c in h {
                let c = usize::from(c);
                seen |= self.cands[c];
                if self.values[c] != 0 {
                    seen |= 1 << (self.values[c] - 1);
                }
            }
            seen != 0x1ff
        })
    }

    /// Raw values (0 for empty), for the techniques.
    pub(crate) fn values_raw(&self) -> &[u8; 81] {
        &self.values
    }

    /// Raw candidate masks, for the techniques.
    pub(crate) fn cands_raw(&self) -> &[u16; 81] {
        &self.cands
    }

    /// Marks `cell` as holding digit index `d` without touching its peers; with `whole_cell`
    /// the cell loses all its candidates, else only `d`. For propagation on a scratch copy.
    pub(crate) fn set_raw(&mut self, cell: usize, d: usize, whole_cell: bool) {
        self.values[cell] = d as u8 + 1;
        if whole_cell {
            self.cands[cell] = 0;
        } else {
            self.cands[cell] &= !(1 << d);
        }
    }

    /// Removes digit index `d` from the candidates of `cell`.
    pub(crate) fn clear_raw(&mut self, cell: usize, d: usize) {
        self.cands[cell] &= !(1 << d);
    }

    /// The positions (bit k = k-th cell of the house) of digit index `d` in house `h`.
    pub(crate) fn positions(&self, h: usize, d: usize) -> u16 {
        let mut m = 0;
        for (k, &c) in HOUSE_CELLS[h].iter().enumerate() {
            if self.cands[usize::from(c)] & (1 << d) != 0 {
                m |= 1 << k;
            }
        }
        m
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Candidates({})", self.to_grid().to_line())
    }
}

/// A human solving technique. Its name, rating on the Sudoku Explainer scale, level, explainer
/// and rung of the ladder are its row of the technique table (`strategy/table.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// The only place for a digit in a box.
    HiddenSingleBox,
    /// The only place for a digit in a row or column.
    HiddenSingleLine,
    /// The only digit left for a cell.
    NakedSingle,
    /// A digit confined to one line inside a box leaves the rest of that line.
    Pointing,
    /// A digit confined to one box inside a line leaves the rest of that box.
    Claiming,
    /// Two cells of a house holding the same two candidates.
    NakedPair,
    /// A digit in two rows confined to the same two columns, or the transpose.
    XWing,
    /// Two digits confined to the same two cells of a house.
    HiddenPair,
    /// Three cells of a house holding only three digits between them.
    NakedTriple,
    /// The three-line fish.
    Swordfish,
    /// Three digits confined to the same three cells of a house.
    HiddenTriple,
    /// Two parallel strong links on one digit joined by a weak link.
    Skyscraper,
    /// An X-wing with extra places (fins) in one box.
    FinnedXWing,
    /// A row and a column strong link on one digit joined in a box.
    TwoStringKite,
    /// A finned X-wing that lacks one of its corners.
    SashimiXWing,
    /// Two strong links on one digit, one of them in a box, joined by a weak link.
    TurbotFish,
    /// A bivalue pivot with two bivalue pincers.
    XyWing,
    /// A digit in a box confined to one row and one column, joined to a strong link.
    EmptyRectangle,
    /// A trivalue pivot with two bivalue pincers.
    XyzWing,
    /// Unique rectangle type 1: one corner has extra candidates.
    UniqueRectangle1,
    /// Unique rectangle type 2: two corners share one extra candidate.
    UniqueRectangle2,
    /// Unique rectangle type 4: one of the pair is confined to the extra corners.
    UniqueRectangle4,
    /// Unique rectangle type 3: the extra candidates form a naked subset with other cells.
    UniqueRectangle3,
    /// A deadly loop of six or more cells, broken like a unique rectangle.
    UniqueLoop,
    /// Four cells of a house holding only four digits between them.
    NakedQuad,
    /// The four-line fish.
    Jellyfish,
    /// A swordfish with fins in one box.
    FinnedSwordfish,
    /// A finned swordfish with a line that has one corner only.
    SashimiSwordfish,
    /// Four digits confined to the same four cells of a house.
    HiddenQuad,
    /// Two equal bivalue cells joined by a strong link on one of their digits.
    WWing,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Bivalue universal grave plus one.
    BugPlusOne,
    /// BUG type 2: every extra candidate is the same digit.
    BugType2,
    /// BUG type 4: two extra cells joined by a strong link.
    BugType4,
    /// BUG type 3: the extra candidates form a naked subset with other cells.
    BugType3,
    /// Aligned pair exclusion: no pair of digits for two cells leaves a third cell a digit.
    AlignedPairExclusion,
    /// A single-digit chain of strong and weak links.
    XChain,
    /// A chain through bivalue cells.
    XyChain,
    /// An alternating inference chain mixing cells and houses.
    Aic,
    /// Contradiction chains on one digit, following every consequence.
    Nishio,
    /// Every candidate of a cell leads to the same conclusion.
    CellForcingChain,
    /// Every place of a digit in a house leads to the same conclusion.
    RegionForcingChain,
    /// Forcing chains that follow every consequence of an assumption.
    DynamicForcingChain,
    /// Dynamic forcing chains that also use the basic techniques along the way.
    DynamicForcingChainPlus,
}

impl Technique {
    /// This technique's row of the table.
    fn row(self) -> &'static table::Row {
        &table::TABLE[self as usize]
    }

    /// The name players know, in English: the command line, files, JSON and [`FromStr`]
    /// (`str::parse`) use it.
    ///
    /// [`FromStr`]: std::str::FromStr
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The name in this thread's language, for text a player reads (a hint, the Learn screen);
    /// [`Technique::name`] under English. Lower case like the name where the language writes it
    /// so: [`words::capitalize`] it at the start of a sentence.
    pub fn title(self) -> &'static str {
        table::title(self)
    }

    /// The base rating in tenths on the SE scale (chains add a length bonus on top).
    pub fn base_rating(self) -> u8 {
        self.row().rating
    }

    /// The level whose players are expected to know this technique.
    pub fn level(self) -> Level {
        self.row().level
    }

    /// What to look for on the board to find this technique, and why it places a digit or
    /// removes candidates: two to four sentences in a player's words, for the Learn screen, in
    /// this thread's language (plain ASCII in English). Any term the lesson uses (a candidate, a
    /// strong link, a fin) is explained in it.
    pub fn lesson(self) -> &'static str {
        lessons::lesson(self)
    }

    /// Every technique, easiest first (the table's order).
    pub fn all() -> [Technique; 44] {
        std::array::from_fn(|i| table::TABLE[i].technique)
    }

    /// The file that explains this technique's steps.
    fn explainer(self) -> Explainer {
        self.row().explain
    }
}

/// Why a name is not a technique: the name asked for.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown technique {0:?}")]
pub struct ParseTechniqueError(pub String);

impl std::str::FromStr for Technique {
    type Err = ParseTechniqueError;

    /// The technique of that name, as [`Technique::name`] gives it, in any case and with
    /// surrounding blanks ignored (`"x-wing"`, `"Hidden Single (Box)"`).
    fn from_str(s: &str) -> Result<Technique, ParseTechniqueError> {
        let name = s.trim();
        Technique::all()
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| ParseTechniqueError(s.to_string()))
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One logical step: what was used, what justifies it, and what it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The rating in tenths on the SE scale (base rating plus any chain-length bonus).
    pub rating: u8,
    /// The house to look at first, when the step has one.
    pub house: Option<House>,
    /// The cells that justify the step (the pattern or the chain), in order.
    pub cells: Vec<Cell>,
    /// Cells of `cells` with a part of their own: the fins of a finned fish, or the cells that
    /// complete a naked subset in unique-rectangle and BUG type 3 steps. Empty for others.
    pub marked: Vec<Cell>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// Digits the step places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates the step removes.
    pub eliminations: Vec<(Cell, Digit)>,
    /// For chains: the implications in order, each a cell, a digit and whether the cell holds
    /// it (`true`) or not (`false`). Empty for other techniques.
    pub chain: Vec<(Cell, Digit, bool)>,
}

impl Step {
    /// A step without justification yet; techniques fill in the rest.
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            rating: technique.base_rating(),
            house: None,
            cells: Vec::new(),
            marked: Vec::new(),
            digits: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            chain: Vec::new(),
        }
    }

    /// The rating as a number on the SE scale, e.g. `2.3`.
    pub fn score(&self) -> f32 {
        f32::from(self.rating) / 10.0
    }

    fn outcome(&self) -> String {
        let mut parts: Vec<String> = self
            .placements
            .iter()
            .map(|(c, d)| format!("{c}={d}"))
            .collect();
        parts.extend(self.eliminations.iter().map(|(c, d)| format!("{c}<>{d}")));
        parts.join(", ")
    }
}

/// Items in the compact form, comma-separated: `r1c1,r1c5`.
pub(super) fn list<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// How a technique puts its steps into words; each technique file provides one.
#[derive(Clone, Copy)]
pub(super) struct Explainer {
    /// The compact justification of the one-line form (cells as `r3c4`), without the technique's
    /// name and the outcome.
    line: fn(&Step) -> String,
    /// Why the step holds, in the player's words, without its outcome; given the position the
    /// step was found in.
    why: fn(&Step, &Candidates) -> String,
    /// The picture of the step, given the position the step was found in.
    picture: fn(&Step, &Candidates) -> Picture,
}

impl Explainer {
    /// An explainer from its two texts.
    pub(super) const fn new(
        line: fn(&Step) -> String,
        why: fn(&Step, &Candidates) -> String,
    ) -> Explainer {
        Explainer {
            line,
            why,
            picture: picture::generic,
        }
    }

    /// The same explainer drawing its steps with `picture`.
    pub(super) const fn with_picture(
        self,
        picture: fn(&Step, &Candidates) -> Picture,
    ) -> Explainer {
        Explainer { picture, ..self }
    }
}

impl Step {
    /// Why this step holds, in the words players use (`row 6, column 2`, `box 5`), without
    /// saying what it places or removes. `before` is the position the step was found in; it lets
    /// the text name what the step's cells held (a pivot's two candidates, a strong link's house).
    pub fn why(&self, before: &Candidates) -> String {
        (self.technique.explainer().why)(self, before)
    }

    /// For chain steps, the chain followed link by link in the player's words, one sentence per
    /// branch, e.g. `If row 1, column 1 is 5, then row 1, column 9 is not 5, then …`; `None` for
    /// steps without a chain.
    pub fn chain_words(&self) -> Option<String> {
        chains::walk(self)
    }

    /// What a board shows to make this step visible: the candidates that cause it, the houses
    /// and cells to tint and the links of its chain (see [`Picture`]). `before` is the position
    /// the step was found in; the picture names only its true candidates (and, for singles, its
    /// placed blockers).
    pub fn picture(&self, before: &Candidates) -> Picture {
        (self.technique.explainer().picture)(self, before)
    }
}

impl fmt::Display for Step {
    /// A one-line explanation, e.g. `hidden single: 5 can only go in r3c4 within box 2 => r3c4=5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = (self.technique.explainer().line)(self);
        write!(f, "{}: {line} => {}", self.technique, self.outcome())
    }
}

/// Runs the technique ladder on a position, one step at a time.
#[derive(Clone, Copy, Debug, Default)]
pub struct StrategySolver;

impl StrategySolver {
    /// The easiest step available in `cands`, or `None` when the ladder is stuck (or the grid is
    /// solved). Assumes the puzzle has exactly one solution (uniqueness techniques rely on it).
    pub fn next_step(cands: &Candidates) -> Option<Step> {
        next_step_up_to(cands, u8::MAX)
    }

    /// Solves `grid` step by step, always applying the easiest step, until it is solved or stuck.
    pub fn solve(grid: &Grid) -> SolvePath {
        Self::solve_up_to(grid, u8::MAX)
    }

    /// Like [`StrategySolver::solve`] but from a position with pencil marks: its eliminations are
    /// kept, and the path holds only the steps still to make.
    pub fn solve_from(start: &Candidates) -> SolvePath {
        solve_from_up_to(*start, u8::MAX)
    }

    /// Like [`StrategySolver::solve`] but never uses a technique whose base rating is above
    /// `max_rating` (tenths); the path stops where only harder steps would help.
    pub fn solve_up_to(grid: &Grid, max_rating: u8) -> SolvePath {
        solve_from_up_to(Candidates::from_grid(grid), max_rating)
    }
}

/// The ladder's path from `cands`, never using a technique rated above `max_rating`.
fn solve_from_up_to(mut cands: Candidates, max_rating: u8) -> SolvePath {
    let mut steps = Vec::new();
    while !cands.is_solved() && !cands.is_broken() {
        match next_step_up_to(&cands, max_rating) {
            Some(step) => {
                cands.apply(&step);
                steps.push(step);
            }
            None => break,
        }
    }
    SolvePath {
        solved: cands.is_solved(),
        steps,
        end: cands,
    }
}

/// The easiest step whose technique's base rating is at most `max_rating`.
pub(crate) fn next_step_up_to(cands: &Candidates, max_rating: u8) -> Option<Step> {
    if cands.is_solved() {
        return None;
    }
    for finder in table::rungs() {
        if let Some(step) = finder(cands) {
            if step.technique.base_rating() > max_rating {
                return None;
            }
            return Some(step);
        }
    }
    chains::find_easiest(cands, max_rating)
}

/// A rung of the ladder: the easiest step of its techniques, if any.
pub(crate) type Rung = fn(&Candidates) -> Option<Step>;

/// The rungs a variant's ladder borrows (Killer's), easiest first, each with the base rating of
/// the easiest technique it finds: those rated at most `max_rating` whose techniques hold without
/// the classic puzzle's uniqueness. A unique rectangle or a BUG argues that swapping digits would
/// give a second solution, which a cage's sum can forbid, so those rungs are left out. The chain
/// search comes last, as one rung, without the forcing chains (rated 7.5 and up), whatever
/// `max_rating` allows.
pub(crate) fn borrowed_rungs(max_rating: u8) -> Vec<(u8, Rung)> {
    let mut rungs: Vec<(u8, Rung)> = table::TABLE
        .iter()
        .filter_map(|row| match row.found_by {
            table::FoundBy::Rung(finder) => Some((row.rating, finder, row.technique)),
            table::FoundBy::RungOf(_) | table::FoundBy::Chains => None,
        })
        .filter(|&(rating, _, t)| rating <= max_rating && !t.rests_on_uniqueness())
        .map(|(rating, finder, _)| (rating, finder))
        .collect();
    let first_chain = Technique::XChain.base_rating();
    if max_rating >= first_chain {
        rungs.push((first_chain, borrowed_chains));
    }
    rungs
}

/// The easiest X-chain, XY-chain or alternating inference chain.
fn borrowed_chains(cands: &Candidates) -> Option<Step> {
    chains::find_easiest(cands, Technique::Aic.base_rating())
}

impl Technique {
    /// Whether the technique argues from the puzzle having one solution (unique rectangles and
    /// loops, BUGs), which holds for classic Sudoku's swaps of digits but not across a cage.
    pub fn rests_on_uniqueness(self) -> bool {
        use Technique as T;
        matches!(
            self,
            T::UniqueRectangle1
                | T::UniqueRectangle2
                | T::UniqueRectangle3
                | T::UniqueRectangle4
                | T::UniqueLoop
                | T::BugPlusOne
                | T::BugType2
                | T::BugType3
                | T::BugType4
        )
    }
}

/// The outcome of a step-by-step solve.
#[derive(Clone, Debug)]
pub struct SolvePath {
    /// Whether the ladder filled every cell.
    pub solved: bool,
    /// The steps, in the order they were applied.
    pub steps: Vec<Step>,
    /// The position after the last step.
    pub end: Candidates,
}

impl SolvePath {
    /// Each step with the position it was found in, replayed from `start` (the position the
    /// solve began from), in order.
    pub fn into_positions(self, start: Candidates) -> Vec<(Candidates, Step)> {
        let mut position = start;
        self.steps
            .into_iter()
            .map(|step| {
                let before = position;
                position.apply(&step);
                (before, step)
            })
            .collect()
    }

    /// The hardest step, by rating (the first of equals).
    pub fn hardest(&self) -> Option<&Step> {
        self.steps
            .iter()
            .fold(None, |best: Option<&Step>, s| match best {
                Some(b) if b.rating >= s.rating => Some(b),
                _ => Some(s),
            })
    }
}

#[cfg(test)]
pub(crate) mod test_util {
    //! Helpers for the technique tests: build positions from lines and pencil marks.
    use super::*;

    /// Candidates of a puzzle line.
    pub fn cands(line: &str) -> Candidates {
        Candidates::from_grid(&Grid::from_line(line).expect("test puzzle parses"))
    }

    /// Removes the listed `(row, col, digit)` candidates, one-based.
    pub fn remove(c: &mut Candidates, list: &[(usize, usize, u8)]) {
        for &(r, col, d) in list {
            let cell = Cell::from_row_col(r - 1, col - 1).expect("cell");
            c.eliminate(cell, Digit::new(d).expect("digit"));
        }
    }

    /// Keeps only the `keep` candidates in the cell at `(r, col)`, one-based.
    pub fn keep_only(c: &mut Candidates, r: usize, col: usize, keep: &[u8]) {
        let rm: Vec<_> = (1..=9)
            .filter(|d| !keep.contains(d))
            .map(|d| (r, col, d))
            .collect();
        remove(c, &rm);
    }

    /// A candidate grid from 81 whitespace-separated fields: a digit list per cell, or `.d` for
    /// a filled cell holding `d`.
    pub fn from_marks(text: &str) -> Candidates {
        let fields: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(fields.len(), 81, "81 fields");
        let mut values = [0u8; 81];
        let mut cands = [0u16; 81];
        for (i, f) in fields.iter().enumerate() {
            if let Some(v) = f.strip_prefix('.') {
                values[i] = v.parse().expect("value");
            } else {
                for ch in f.chars() {
                    let d = ch.to_digit(10).expect("digit") as usize;
                    cands[i] |= 1 << (d - 1);
                }
            }
        }
        Candidates { values, cands }
    }

    /// A candidate grid from `(row, col, marks)` triples, one-based; every other cell is filled
    /// with a placeholder, since only candidates matter.
    pub fn marked_cells(marks: &[(usize, usize, &str)]) -> Candidates {
        let mut fields = vec![".9".to_string(); 81];
        for &(r, c, m) in marks {
            fields[(r - 1) * 9 + c - 1] = m.to_string();
        }
        from_marks(&fields.join(" "))
    }

    /// A bivalue universal grave: three bivalue rectangles, on {1,2}, {3,4} and {3,5}, each digit
    /// twice in each house it appears in.
    pub const GRAVE: [(usize, usize, &str); 12] = [
        (1, 1, "12"),
        (1, 4, "12"),
        (2, 1, "12"),
        (2, 4, "12"),
        (1, 2, "34"),
        (1, 7, "34"),
        (3, 2, "34"),
        (3, 7, "34"),
        (4, 1, "35"),
        (6, 1, "35"),
        (4, 5, "35"),
        (6, 5, "35"),
    ];

    /// The [`GRAVE`] with the marks of some cells changed or added.
    pub fn grave_with(changes: &[(usize, usize, &'static str)]) -> Candidates {
        let mut marks: Vec<(usize, usize, &str)> = GRAVE.to_vec();
        for &(r, c, m) in changes {
            match marks.iter_mut().find(|(a, b, _)| (*a, *b) == (r, c)) {
                Some(slot) => slot.2 = m,
                None => marks.push((r, c, m)),
            }
        }
        marked_cells(&marks)
    }

    /// The `(row, col, digit)` triples of a step's eliminations, one-based, sorted.
    pub fn elims(step: &Step) -> Vec<(usize, usize, u8)> {
        let mut v: Vec<_> = step
            .eliminations
            .iter()
            .map(|(c, d)| (c.row() + 1, c.col() + 1, d.get()))
            .collect();
        v.sort_unstable();
        v
    }
}
