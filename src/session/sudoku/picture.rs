//! The picture of a hint's step as a board draws it ([`PictureView`]): tints by role, the true
//! candidates with their roles, rings and the chain's links, computed from the step's
//! [`crate::sudoku::Picture`] and the position it was found in. The game screen's hint, Explain,
//! a lesson's example and a practice answer all show it.

use crate::i18n::words::capitalize;
use crate::sudoku::{Cell, CellRole, Digit, Hint, HouseRole, Link, NoteMask};
use crate::tr;

/// What a candidate drawn by the picture does in the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkRole {
    /// A true candidate of the position, shown for context.
    Plain,
    /// A candidate of the step's cause (the pattern's or the chain's candidates).
    Cause,
    /// A candidate the step eliminates.
    Eliminated,
    /// The digit the step places.
    Placed,
}

/// What tints a cell of the picture: its own role, or else the role of the first tinted house
/// that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tint {
    /// The cell's own role in the pattern.
    Cell(CellRole),
    /// The role of a house that holds the cell.
    House(HouseRole),
}

/// One cell of the picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PictureCell {
    /// How the cell is tinted, if it is.
    pub tint: Option<Tint>,
    /// The true candidates shown in the cell (empty cells only), each with its role, by digit.
    /// The board draws these in place of the player's notes.
    pub marks: Vec<(Digit, MarkRole)>,
    /// The cell's placed digit is part of the cause (a single's blocker): the board rings it.
    pub ring: bool,
}

/// The picture of the hint's step as the board draws it, computed from the step's
/// [`crate::sudoku::Picture`] and the position it was found in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureView {
    /// The 81 cells, row-major.
    pub cells: Vec<PictureCell>,
    /// The links of the branch shown, in chain order: from candidate to candidate, strong or
    /// weak.
    pub links: Vec<Link>,
    /// Which branch of the chain is shown (0-based); 0 without links.
    pub branch: usize,
    /// How many branches the chain has (0 without links).
    pub n_branches: usize,
    /// One line to show with the board: the technique, and that the board shows the true
    /// candidates where the player's notes differ.
    pub caption: String,
}

impl PictureView {
    /// The picture's marks in words, for a listener who cannot see the tints: the candidates of
    /// the cause, the digits of the cause already on the board, what the step removes and what
    /// it places. "The cause: 3 and 7 in row 1, column 3. Removed: 3 from row 2, column 5."
    pub fn in_words(&self) -> String {
        use crate::i18n::words::and_list;
        use crate::sudoku::names;
        let of_role = |role: MarkRole, item: fn(String, Cell) -> String| -> Vec<String> {
            let mut items = Vec::new();
            for (i, pc) in self.cells.iter().enumerate() {
                let digits: Vec<String> = pc
                    .marks
                    .iter()
                    .filter(|m| m.1 == role)
                    .map(|m| m.0.to_string())
                    .collect();
                if let (false, Some(c)) = (digits.is_empty(), Cell::new(i)) {
                    items.push(item(and_list(&digits), c));
                }
            }
            items
        };
        // TRANSLATORS: one item of the picture in words: {digits} are candidates ("3 and 7"),
        // {cell} the cell that holds them.
        let cause = of_role(MarkRole::Cause, |d, c| {
            tr!("{digits} in {cell}", digits = d, cell = names::cell(c))
        });
        // TRANSLATORS: one removed item of the picture in words: {digits} are the candidates
        // removed ("3"), {cell} the cell they are removed from.
        let removed = of_role(MarkRole::Eliminated, |d, c| {
            tr!("{digits} from {cell}", digits = d, cell = names::cell(c))
        });
        let placed = of_role(MarkRole::Placed, |d, c| {
            tr!("{digits} in {cell}", digits = d, cell = names::cell(c))
        });
        let rings: Vec<Cell> = (0..81)
            .filter(|&i| self.cells[i].ring)
            .filter_map(Cell::new)
            .collect();
        let mut parts = Vec::new();
        if !cause.is_empty() {
            // TRANSLATORS: the picture in words: {list} lists the candidates that make the
            // step ("3 and 7 in row 1, column 3; 3 in row 2, column 5").
            parts.push(tr!(
                "The cause: {list}.",
                list = super::spoken::joined(&cause)
            ));
        }
        if !rings.is_empty() {
            // TRANSLATORS: the picture in words: {cells} names the cells whose digits take part
            // in the step (they are ringed on the board).
            parts.push(tr!(
                "The digits in {cells} are part of the cause.",
                cells = names::cells(&rings)
            ));
        }
        if !removed.is_empty() {
            // TRANSLATORS: the picture in words: {list} lists the candidates the step removes.
            parts.push(tr!(
                "Removed: {list}.",
                list = super::spoken::joined(&removed)
            ));
        }
        if !placed.is_empty() {
            // TRANSLATORS: the picture in words: {list} lists the digits the step places.
            parts.push(tr!(
                "Placed: {list}.",
                list = super::spoken::joined(&placed)
            ));
        }
        crate::i18n::words::sentences(&parts)
    }

    /// The picture of `hint`'s step, with the branch `branch` of its chain (clamped to the last),
    /// against the player's `notes` (81 masks); `None` for a hint without a step.
    pub fn of(hint: &Hint, notes: &[NoteMask], branch: usize) -> Option<PictureView> {
        let (picture, (placements, eliminations), position) = (
            hint.picture.as_ref()?,
            hint.step_marks()?,
            hint.position.as_ref()?,
        );
        let mut cells = vec![PictureCell::default(); 81];
        for &(house, role) in &picture.houses {
            for c in house.cells() {
                let pc = &mut cells[c.index()];
                if pc.tint.is_none() {
                    pc.tint = Some(Tint::House(role));
                }
            }
        }
        for &(c, role) in &picture.cells {
            let pc = &mut cells[c.index()];
            if !matches!(pc.tint, Some(Tint::Cell(_))) {
                pc.tint = Some(Tint::Cell(role));
            }
        }
        for c in picture.shown_cells_with(placements, eliminations, position) {
            cells[c.index()].marks = position
                .candidates(c)
                .into_iter()
                .map(|d| (d, MarkRole::Plain))
                .collect();
        }
        // The step's own marks win over the cause: what happens over why.
        let mut mark = |c: Cell, d: Digit, role: MarkRole| {
            if let Some(m) = cells[c.index()].marks.iter_mut().find(|m| m.0 == d)
                && (m.1 == MarkRole::Plain || role != MarkRole::Cause)
            {
                m.1 = role;
            }
        };
        for &(c, d) in &picture.cause {
            mark(c, d, MarkRole::Cause);
        }
        for &(c, d) in eliminations {
            mark(c, d, MarkRole::Eliminated);
        }
        for &(c, d) in placements {
            mark(c, d, MarkRole::Placed);
        }
        for &(c, d) in &picture.cause {
            if position.get(c) == Some(d) {
                cells[c.index()].ring = true;
            }
        }
        let n_branches = picture.branches.len();
        let branch = branch.min(n_branches.saturating_sub(1));
        let links = match picture.branches.get(branch) {
            Some(&start) => {
                let end = picture
                    .branches
                    .get(branch + 1)
                    .copied()
                    .unwrap_or(picture.links.len());
                picture.links.get(start..end).unwrap_or_default().to_vec()
            }
            None => Vec::new(),
        };
        // The caption's facts, each a phrase of its own.
        let mut facts = vec![match (hint.technique, &hint.killer) {
            (Some(t), _) => capitalize(t.title()),
            (None, Some(k)) => capitalize(k.technique.title()),
            (None, None) => tr!("The step").to_string(),
        }];
        if n_branches > 1 {
            // TRANSLATORS: which chain of the picture shows: the {k}th of {n}.
            facts.push(tr!("chain {k} of {n}", k = branch + 1, n = n_branches));
        }
        if !hint.notes_differ(notes).is_empty() {
            facts.push(tr!("the true candidates are shown; your notes differ").to_string());
        }
        let caption = crate::i18n::words::facts(&facts);
        Some(PictureView {
            cells,
            links,
            branch,
            n_branches,
            caption,
        })
    }
}
