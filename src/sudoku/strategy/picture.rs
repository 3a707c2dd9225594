//! The picture of a step: what a board shows to make the step visible.
//!
//! A [`Picture`] is drawn from the step as its technique found it (the pattern's cells, digits,
//! house and chain) and from the position the step was found in, never from the player's notes:
//! every candidate it names is a true candidate of that position, and the blockers of a single
//! are digits placed in it. Each technique file supplies the picture of its steps next to its
//! words (see [`super::Explainer`]); the shared builders live here.
//!
//! How a board uses it: tint [`Picture::houses`] by role, tint [`Picture::cells`] by role, show
//! the position's true candidates of the cells the picture names (even where the player keeps no
//! notes), ring the [`Picture::cause`] candidates (for singles, the placed blockers), draw
//! [`Picture::links`] as arrows from candidate to candidate (strong solid, weak dashed), one
//! branch at a time for chains with several ([`Picture::branches`]), and then show the step's
//! own placements and eliminations (success and mistake colours).

use super::{Candidates, Step, chains};
use crate::sudoku::grid::{Cell, Digit, House};

/// A candidate, or for a single's blockers a placed digit: a cell and a digit.
pub type Mark = (Cell, Digit);

/// What a tinted house does in the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HouseRole {
    /// The house the step is found in: a single's house, a subset's house, the box of an
    /// intersection or an empty rectangle, the box of a fish's fins.
    Unit,
    /// A house in which a placed digit rules out cells of the step's house (singles).
    Blocker,
    /// A base line of a fish: the digit's places there lie in the cover lines.
    Base,
    /// A cover line of a fish, or the other house of an intersection: where candidates go.
    Cover,
    /// A house whose only two places of a digit make a strong link of the pattern.
    StrongLink,
}

impl HouseRole {
    /// The role's name in lower case, as the command line prints it.
    pub fn name(self) -> &'static str {
        match self {
            HouseRole::Unit => "unit",
            HouseRole::Blocker => "blocker",
            HouseRole::Base => "base",
            HouseRole::Cover => "cover",
            HouseRole::StrongLink => "strong link",
        }
    }
}

/// What a tinted cell does in the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellRole {
    /// A cell of the pattern (the single's cell, a subset's or fish's cells, a wing's pincers,
    /// a rectangle's corners, a chain's cells).
    Pattern,
    /// The pivot of a wing, or the cell of a BUG+1.
    Pivot,
    /// A fin of a finned or sashimi fish.
    Fin,
    /// An end of a strong link that joins the pattern (empty rectangle, W-wing).
    StrongLink,
    /// A cell that completes a naked subset with the pattern's extra candidates (unique
    /// rectangle and BUG type 3), or whose candidates rule out pairs (aligned pair exclusion).
    Subset,
    /// A cell of the first almost locked set.
    FirstAls,
    /// A cell of the second almost locked set.
    SecondAls,
    /// A cell of a deadly loop or rectangle.
    Loop,
    /// A filled cell whose digit blocks (singles).
    Blocker,
}

impl CellRole {
    /// The role's name in lower case, as the command line prints it.
    pub fn name(self) -> &'static str {
        match self {
            CellRole::Pattern => "pattern",
            CellRole::Pivot => "pivot",
            CellRole::Fin => "fin",
            CellRole::StrongLink => "strong link",
            CellRole::Subset => "subset",
            CellRole::FirstAls => "first als",
            CellRole::SecondAls => "second als",
            CellRole::Loop => "loop",
            CellRole::Blocker => "blocker",
        }
    }
}

/// How one candidate bears on the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// If the first is false the second is true: the only two places of a digit in a house, or
    /// the only two candidates of a cell. In dynamic chains (nishio and dynamic forcing chains)
    /// the link holds in the position reached along the branch, not necessarily in the one the
    /// step was found in.
    Strong,
    /// If the first is true the second is false: two places of a digit that see each other, or
    /// two candidates of one cell. In dynamic chains, again, in the position reached along the
    /// branch (the second may follow from the first through singles met on the way).
    Weak,
}

impl LinkKind {
    /// `"strong"` or `"weak"`.
    pub fn name(self) -> &'static str {
        match self {
            LinkKind::Strong => "strong",
            LinkKind::Weak => "weak",
        }
    }
}

/// One link of a chain, from candidate to candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Link {
    /// Where the link starts.
    pub from: Mark,
    /// Where it ends.
    pub to: Mark,
    /// Strong or weak.
    pub kind: LinkKind,
}

/// The picture of one step; see the module's documentation for how a board draws it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picture {
    /// What justifies the step: true candidates of the position (the pattern's candidates, the
    /// chain's candidates) or, for singles, the placed digits that block. Never empty.
    pub cause: Vec<Mark>,
    /// Houses to tint, each with its role, without repeats.
    pub houses: Vec<(House, HouseRole)>,
    /// Cells to tint, each with its role, without repeats.
    pub cells: Vec<(Cell, CellRole)>,
    /// The links of the chain, in chain order (empty for steps without one).
    pub links: Vec<Link>,
    /// Where each branch of [`Picture::links`] starts (indices into it, ascending, the first
    /// 0): within a branch the `to` of a link is the `from` of the next. A contradiction or a
    /// forcing chain has several branches; a board shows one at a time. Empty without links.
    pub branches: Vec<usize>,
}

impl Picture {
    /// The empty cells whose true candidates (in the position `before` the step was found in)
    /// the board shows with the picture, ascending: every cell the cause, the tinted cells and
    /// the links name, and the cells of the step's placements and eliminations.
    pub fn shown_cells(&self, step: &Step, before: &Candidates) -> Vec<Cell> {
        self.shown_cells_with(&step.placements, &step.eliminations, before)
    }

    /// [`Picture::shown_cells`] for a step given by its `placements` and `eliminations` (a
    /// Killer step's).
    pub fn shown_cells_with(
        &self,
        placements: &[Mark],
        eliminations: &[Mark],
        before: &Candidates,
    ) -> Vec<Cell> {
        let mut out: Vec<Cell> = self
            .cause
            .iter()
            .map(|m| m.0)
            .chain(self.cells.iter().map(|c| c.0))
            .chain(self.links.iter().flat_map(|l| [l.from.0, l.to.0]))
            .chain(placements.iter().map(|m| m.0))
            .chain(eliminations.iter().map(|m| m.0))
            .filter(|&c| before.get(c).is_none())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Adds a cause mark once.
    pub(crate) fn cause(&mut self, mark: Mark) {
        if !self.cause.contains(&mark) {
            self.cause.push(mark);
        }
    }

    /// Adds the candidates of `cells` among `digits` (every candidate when `digits` is empty)
    /// in the position `before` to the cause.
    pub(crate) fn cause_candidates(
        &mut self,
        before: &Candidates,
        cells: &[Cell],
        digits: &[Digit],
    ) {
        for &c in cells {
            for d in before.candidates(c) {
                if digits.is_empty() || digits.contains(&d) {
                    self.cause((c, d));
                }
            }
        }
    }

    /// Tints `house` with `role` once (the first role given stays).
    pub(crate) fn house(&mut self, house: House, role: HouseRole) {
        if !self.houses.iter().any(|&(h, _)| h == house) {
            self.houses.push((house, role));
        }
    }

    /// Tints `cell` with `role` once (the first role given stays).
    pub(crate) fn cell(&mut self, cell: Cell, role: CellRole) {
        if !self.cells.iter().any(|&(c, _)| c == cell) {
            self.cells.push((cell, role));
        }
    }

    /// Tints each of `cells` with `role`.
    pub(crate) fn cells(&mut self, cells: &[Cell], role: CellRole) {
        for &c in cells {
            self.cell(c, role);
        }
    }

    /// Starts a new branch of links.
    pub(super) fn branch(&mut self) {
        if self.branches.last() != Some(&self.links.len()) {
            self.branches.push(self.links.len());
        }
    }

    /// Adds a link to the current branch (starting the first branch if there is none).
    pub(super) fn link(&mut self, from: Mark, to: Mark, kind: LinkKind) {
        if self.branches.is_empty() {
            self.branches.push(0);
        }
        self.links.push(Link { from, to, kind });
    }

    /// Adds the links of an implication chain, one branch: each cell, digit and whether the
    /// cell holds it, in order. "On" then "off" is a weak link, "off" then "on" a strong one;
    /// two implications of the same state (possible only in dynamic chains, through the position
    /// reached along the branch) are drawn strong when the second is "on", weak when "off".
    pub(super) fn chain(&mut self, implications: &[(Cell, Digit, bool)]) {
        if implications.len() < 2 {
            return;
        }
        self.branch();
        for w in implications.windows(2) {
            let (a, b) = (w[0], w[1]);
            let kind = if b.2 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            };
            self.link((a.0, a.1), (b.0, b.1), kind);
        }
    }

    /// Makes sure the cause is not empty: when nothing else justifies the step, the candidates
    /// of its cells among its digits (or all) stand for it.
    pub(super) fn finish(mut self, step: &Step, before: &Candidates) -> Picture {
        if self.cause.is_empty() {
            self.cause_candidates(before, &step.cells, &step.digits);
        }
        if self.cause.is_empty() {
            self.cause_candidates(before, &step.cells, &[]);
        }
        if self.cause.is_empty() {
            for &(c, d) in &step.placements {
                if before.has(c, d) {
                    self.cause((c, d));
                }
            }
        }
        self
    }
}

/// The picture any step gets from its own fields: its house as the unit, its cells (the
/// marked ones as subset cells) and their candidates of its digits, and its chain's links.
pub(super) fn generic(step: &Step, before: &Candidates) -> Picture {
    let mut p = pattern(
        step,
        before,
        HouseRole::Unit,
        CellRole::Pattern,
        &step.digits,
    );
    chain_links(&mut p, step, before);
    p.finish(step, before)
}

/// The part of a picture most patterns share, not yet finished: the step's house in
/// `house_role`, its cells in `cell_role` but for its marked cells, which complete a subset, and
/// their candidates of `digits` as the cause (all their candidates when `digits` is empty).
pub(super) fn pattern(
    step: &Step,
    before: &Candidates,
    house_role: HouseRole,
    cell_role: CellRole,
    digits: &[Digit],
) -> Picture {
    let mut p = Picture::default();
    if let Some(h) = step.house {
        p.house(h, house_role);
    }
    let plain: Vec<Cell> = step
        .cells
        .iter()
        .copied()
        .filter(|c| !step.marked.contains(c))
        .collect();
    p.cells(&plain, cell_role);
    p.cells(&step.marked, CellRole::Subset);
    p.cause_candidates(before, &step.cells, digits);
    p
}

/// The links of a step's chain, one branch per branch of the chain, and the chain's candidates
/// added to the cause.
pub(super) fn chain_links(p: &mut Picture, step: &Step, before: &Candidates) {
    for branch in chains::branches(step) {
        for &(c, d, _) in &branch {
            if before.has(c, d) {
                p.cause((c, d));
            }
        }
        p.chain(&branch);
    }
}

/// The house where `a` and `b` are the only two places of `d` in `before`: the house of their
/// strong link, if they have one.
pub(super) fn strong_house(before: &Candidates, a: Cell, b: Cell, d: Digit) -> Option<House> {
    common_houses(&[a, b]).into_iter().find(|h| {
        h.cells().into_iter().filter(|&c| before.has(c, d)).count() == 2
            && before.has(a, d)
            && before.has(b, d)
    })
}

/// The digit of bivalue `cell` other than `d`, in `before`.
pub(super) fn other_digit(before: &Candidates, cell: Cell, d: Digit) -> Option<Digit> {
    let mut rest = before.candidates(cell).into_iter().filter(|&e| e != d);
    match (rest.next(), rest.next()) {
        (Some(e), None) => Some(e),
        _ => None,
    }
}

/// The houses that hold every one of `cells`.
pub(super) fn common_houses(cells: &[Cell]) -> Vec<House> {
    match cells.first() {
        Some(first) => first
            .houses()
            .into_iter()
            .filter(|h| cells.iter().all(|&c| h.contains(c)))
            .collect(),
        None => Vec::new(),
    }
}
