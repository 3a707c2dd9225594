//! Explain: a puzzle's whole solution, one logical step at a time, the way the command line's
//! `hint --steps` prints it, on the board: each step's picture (see [`PictureView`]) and its
//! words, with Back and Next.
//!
//! The walk is the ladder's own path from the givens (the easiest step each time). Finding it can
//! take a while for the hardest puzzles (half a second on a desktop, more on a phone), so it is
//! found step by step ([`walk`], run off the UI thread by the app) and each step joins the walk
//! as soon as it is known ([`Explain::take`]): the first step shows at once, and the walk says
//! while more are being worked out. Step `k` is shown on the position before it: the givens, the
//! digits the earlier steps placed, and the true candidates left in every empty cell. Past the
//! last step the board is solved; a puzzle the ladder cannot finish ends where it stops, and says
//! so.

mod walk;

pub use walk::{Found, walk, walk_killer};

use super::{CellView, PictureView, cage_marks, position_cells, position_notes};
use crate::sudoku::killer::{self, Killer};
use crate::sudoku::{Candidates, Cell, Grid, Hint, HintLayer};
use std::sync::Arc;

use crate::tr;

/// A walk through a puzzle's solution.
#[derive(Clone, Debug)]
pub struct Explain {
    givens: Grid,
    // A Killer's cages, drawn on every position.
    killer: Option<Arc<Killer>>,
    // Each step's hint (which holds the position it was found in), in solving order.
    steps: Vec<Hint>,
    // The position after the last step.
    end: Candidates,
    solved: bool,
    // Whether the end is known (every step is in).
    complete: bool,
    // 0..=steps.len(); steps.len() is the end.
    index: usize,
    // The chain branch shown by the current step's picture.
    branch: usize,
}

/// What the walk shows at its current step.
#[derive(Clone, Debug, PartialEq)]
pub struct ExplainView {
    /// The 81 cells of the position: givens, digits placed by earlier steps, and the true
    /// candidates of the empty cells as notes.
    pub cells: Vec<CellView>,
    /// The step's picture; `None` at the end.
    pub picture: Option<PictureView>,
    /// "Step 3 of 57", or at the end "Solved in 57 steps"; "Step 3" while the walk is still
    /// being worked out.
    pub title: String,
    /// What the step does and why, in player words: the technique and its reason, the cells or
    /// the chain, and the move.
    pub lines: Vec<String>,
    /// Back is possible (not on the first step).
    pub can_back: bool,
    /// Next is possible (not at the end).
    pub can_next: bool,
    /// The step's chain has more than one branch to show.
    pub more_branches: bool,
    /// More steps are still being worked out.
    pub pending: bool,
}

impl Explain {
    /// The walk through the solution of `givens` before any step is known: its steps come in
    /// through [`Explain::take`].
    pub fn new(givens: &Grid) -> Explain {
        Explain {
            givens: *givens,
            killer: None,
            steps: Vec::new(),
            end: Candidates::from_grid(givens),
            solved: false,
            complete: false,
            index: 0,
            branch: 0,
        }
    }

    /// The walk through the solution of the Killer `k` before any step is known.
    pub fn new_killer(k: Arc<Killer>) -> Explain {
        let mut e = Explain::new(k.givens());
        e.killer = Some(k);
        e
    }

    /// The whole walk through the solution of the Killer `k`, found at once, at its first step.
    pub fn of_killer(k: Arc<Killer>) -> Explain {
        let mut e = Explain::new_killer(Arc::clone(&k));
        walk_killer(&k, |found| {
            e.take(found);
            true
        });
        e
    }

    /// The whole walk through the solution of `givens`, found at once, at its first step.
    pub fn of(givens: &Grid) -> Explain {
        let mut e = Explain::new(givens);
        walk(givens, |found| {
            e.take(found);
            true
        });
        e
    }

    /// Takes in what the walk found next. The step on screen stays where it is.
    pub fn take(&mut self, found: Found) {
        if self.complete {
            return;
        }
        match found {
            Found::Step(hint) => {
                if let Some(p) = &hint.position {
                    let mut after = *p;
                    if let Some(step) = &hint.step {
                        after.apply(step);
                    } else if let Some(step) = &hint.killer {
                        killer::apply(&mut after, step);
                    }
                    self.end = after;
                }
                self.steps.push(*hint);
            }
            Found::End { end, solved } => {
                self.end = *end;
                self.solved = solved;
                self.complete = true;
            }
        }
    }

    /// Whether every step is in.
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// How many steps the walk has.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the walk has no step (the puzzle was solved already, or the ladder finds nothing).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The current step, 0-based; [`Explain::len`] at the end.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Whether the ladder solves the puzzle to the last cell.
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// Goes on to the next step (or the end); returns whether it moved.
    pub fn forward(&mut self) -> bool {
        self.go_to(self.index + 1)
    }

    /// Goes to the step before; returns whether it moved.
    pub fn back(&mut self) -> bool {
        self.index > 0 && self.go_to(self.index - 1)
    }

    /// Goes to step `index` (clamped to the end); returns whether it moved.
    pub fn go_to(&mut self, index: usize) -> bool {
        let index = index.min(self.steps.len());
        if index == self.index {
            return false;
        }
        self.index = index;
        self.branch = 0;
        true
    }

    /// Shows the next branch of the current step's chain (back to the first after the last);
    /// returns whether there was another to show.
    pub fn next_branch(&mut self) -> bool {
        let n = self.current().map_or(0, branches);
        if n < 2 {
            return false;
        }
        self.branch = (self.branch + 1) % n;
        true
    }

    /// The technique of step `k`, if there is such a step.
    pub fn step_technique(&self, k: usize) -> Option<crate::sudoku::Technique> {
        self.steps.get(k).and_then(|h| h.technique)
    }

    /// The technique of step `k`, classic or Killer's own, if there is such a step.
    pub fn step_killer_technique(&self, k: usize) -> Option<killer::KillerTechnique> {
        let hint = self.steps.get(k)?;
        match (&hint.killer, hint.technique) {
            (Some(step), _) => Some(step.technique),
            (None, Some(t)) => Some(killer::KillerTechnique::Classic(t)),
            (None, None) => None,
        }
    }

    fn current(&self) -> Option<&Hint> {
        self.steps.get(self.index)
    }

    /// What the board and the panel show now.
    pub fn view(&self) -> ExplainView {
        let total = self.steps.len();
        let hint = self.current();
        let position = hint.and_then(|h| h.position.as_ref()).unwrap_or(&self.end);
        let notes = position_notes(position);
        let mut cells = position_cells(position, |c| self.givens.get(c).is_some());
        if let Some(k) = &self.killer {
            for (cell, mark) in cells.iter_mut().zip(cage_marks(k, false)) {
                cell.cage = mark;
            }
        }
        let Some(hint) = hint else {
            let (title, lines) = if self.complete {
                self.end_words(total)
            } else {
                // TRANSLATORS: Explain's title while the next step of the solution is still being
                // worked out (it shows as soon as it is known).
                (tr!("Working out the next step…").to_string(), Vec::new())
            };
            return ExplainView {
                cells,
                picture: None,
                title,
                lines,
                can_back: total > 0,
                can_next: false,
                more_branches: false,
                pending: !self.complete,
            };
        };
        let picture = PictureView::of(hint, &notes, self.branch);
        let lines = [HintLayer::Technique, HintLayer::Cells, HintLayer::Action]
            .iter()
            .map(|&l| hint.text(l))
            .collect();
        ExplainView {
            cells,
            more_branches: branches(hint) > 1,
            picture,
            title: if self.complete {
                // TRANSLATORS: which step of the solution shows: the {k}th of {n}.
                tr!("Step {k} of {n}", k = self.index + 1, n = total)
            } else {
                // TRANSLATORS: which step of the solution shows while the later steps are still
                // being worked out: the {k}th.
                tr!("Step {k}", k = self.index + 1)
            },
            lines,
            can_back: self.index > 0,
            can_next: true,
            pending: !self.complete,
        }
    }

    /// The title and words past the last step.
    fn end_words(&self, total: usize) -> (String, Vec<String>) {
        if !self.solved {
            let left = Cell::all().filter(|&c| self.end.get(c).is_none()).count();
            return (
                tr!("Stuck after {n} step" | "Stuck after {n} steps" % total),
                vec![tr!(
                    "No technique the hints know goes further here: {n} cell is left, which only trial and error would fill."
                        | "No technique the hints know goes further here: {n} cells are left, which only trial and error would fill."
                            % left
                )],
            );
        }
        let mut lines = vec![tr!("Solved in {n} step." | "Solved in {n} steps." % total)];
        // Each step's technique name and rating (tenths), classic or Killer's own.
        let rated: Vec<(&str, u8)> = self
            .steps
            .iter()
            .filter_map(|h| match (&h.step, &h.killer) {
                (Some(s), _) => Some((s.technique.title(), s.rating)),
                (None, Some(k)) => Some((k.technique.title(), k.rating())),
                (None, None) => None,
            })
            .collect();
        let hardest = rated.iter().max_by_key(|(_, rating)| *rating);
        if let Some((title, rating)) = hardest {
            // TRANSLATORS: {technique} is a technique's name, {rating} its rating (3.2).
            lines.push(tr!(
                "The hardest step: {technique} (rating {rating}).",
                technique = *title,
                rating = crate::i18n::words::decimal(f64::from(*rating) / 10.0, 1)
            ));
        }
        let mut used: Vec<&str> = Vec::new();
        for (title, _) in &rated {
            if !used.contains(title) {
                used.push(title);
            }
        }
        if !used.is_empty() {
            // TRANSLATORS: {techniques} lists the techniques of the solution.
            lines.push(tr!(
                "Techniques: {techniques}.",
                techniques = crate::i18n::words::list(&used)
            ));
        }
        (
            tr!("Solved in {n} step" | "Solved in {n} steps" % total),
            lines,
        )
    }
}

/// How many chain branches `hint`'s picture has.
fn branches(hint: &Hint) -> usize {
    hint.picture.as_ref().map_or(0, |p| p.branches.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::MarkRole;
    use crate::sudoku::StrategySolver;

    // A Medium-like puzzle the ladder solves with singles and more.
    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_walk_follows_the_ladder_and_ends_on_the_solution() {
        let g = Grid::from_line(EASY).unwrap();
        let path = StrategySolver::solve(&g);
        let mut e = Explain::of(&g);
        assert!(e.is_solved());
        assert_eq!(e.len(), path.steps.len());
        assert!(!e.view().can_back);
        let mut seen = 0;
        loop {
            let v = e.view();
            if !v.can_next {
                break;
            }
            let step = &path.steps[e.index()];
            assert_eq!(
                v.title,
                format!("Step {} of {}", e.index() + 1, path.steps.len())
            );
            let pic = v.picture.as_ref().expect("every step has a picture");
            for &(c, d) in &step.placements {
                assert_eq!(v.cells[c.index()].digit, 0, "placed only after its step");
                assert!(
                    pic.cells[c.index()].marks.contains(&(d, MarkRole::Placed)),
                    "the picture shows the placement"
                );
            }
            assert!(e.forward());
            seen += 1;
            for &(c, d) in &step.placements {
                assert_eq!(e.view().cells[c.index()].digit, d.get(), "placed by Next");
            }
        }
        assert_eq!(seen, path.steps.len());
        let end = e.view();
        let solution = g.solution().unwrap();
        for c in Cell::all() {
            assert_eq!(end.cells[c.index()].digit, solution.get(c).unwrap().get());
            assert_eq!(end.cells[c.index()].given, g.get(c).is_some());
        }
        assert!(end.picture.is_none());
        assert!(end.title.starts_with("Solved in"));
        assert!(!e.forward(), "nothing after the end");
    }

    #[test]
    fn back_retraces_and_the_notes_are_the_true_candidates() {
        let g = Grid::from_line(PUZZLE).unwrap();
        let mut e = Explain::of(&g);
        assert!(e.len() > 20);
        let first = e.view();
        let cands = Candidates::from_grid(&g);
        for c in Cell::all() {
            let expected = if g.get(c).is_some() { 0 } else { cands.mask(c) };
            assert_eq!(first.cells[c.index()].notes, expected);
        }
        assert!(e.forward() && e.forward());
        assert!(e.back() && e.back());
        assert_eq!(e.view(), first);
        assert!(!e.back(), "nothing before the first step");
        assert!(e.go_to(usize::MAX));
        assert_eq!(e.index(), e.len());
        assert!(e.view().can_back);
    }

    #[test]
    fn a_chain_step_pages_through_its_branches() {
        // The first fixture puzzle whose path has a chain of several branches.
        let fixture = include_str!("../../tests/fixtures/hint/pictures.txt");
        let found = fixture
            .lines()
            .filter_map(|l| Grid::from_line(l.split_whitespace().next()?).ok())
            .find_map(|g| {
                let e = Explain::of(&g);
                let k = (0..e.len()).find(|&k| {
                    e.steps[k]
                        .picture
                        .as_ref()
                        .is_some_and(|p| p.branches.len() > 1)
                })?;
                Some((e, k))
            });
        let (mut e, k) = found.expect("the fixture has a chain of several branches");
        e.go_to(k);
        let v = e.view();
        assert!(v.more_branches);
        let first_links = v.picture.unwrap().links;
        assert!(e.next_branch());
        let second = e.view().picture.unwrap();
        assert_eq!(second.branch, 1);
        assert_ne!(second.links, first_links);
        e.forward();
        e.back();
        assert_eq!(
            e.view().picture.unwrap().branch,
            0,
            "a step opens on its first branch"
        );
    }

    #[test]
    fn a_puzzle_the_ladder_cannot_finish_says_where_it_stops() {
        // A walk cut short stands for a puzzle beyond the ladder (searching an almost empty grid
        // for chains would take long).
        let g = Grid::from_line(EASY).unwrap();
        let mut e = Explain::of(&g);
        e.end = e.steps[3].position.unwrap();
        e.steps.truncate(3);
        e.solved = false;
        e.go_to(3);
        let v = e.view();
        assert!(!v.can_next && v.can_back);
        assert_eq!(v.title, "Stuck after 3 steps");
        assert!(v.lines[0].contains("cells are left"), "{}", v.lines[0]);
    }

    #[test]
    fn steps_join_the_walk_as_they_are_found_and_the_screen_waits_for_the_next() {
        let g = Grid::from_line(EASY).unwrap();
        let whole = Explain::of(&g);
        let mut found = Vec::new();
        walk(&g, |f| {
            found.push(f);
            true
        });
        assert_eq!(found.len(), whole.len() + 1, "every step, then the end");
        assert!(matches!(
            found.last(),
            Some(Found::End { solved: true, .. })
        ));

        let mut e = Explain::new(&g);
        let v = e.view();
        assert!(v.pending && !v.can_next && !v.can_back);
        assert_eq!(v.title, "Working out the next step…");
        let mut found = found.into_iter();
        e.take(found.next().unwrap());
        let v = e.view();
        assert_eq!(
            v.title, "Step 1",
            "the first step shows as soon as it is known"
        );
        assert!(v.pending && v.picture.is_some());
        assert!(e.forward());
        assert!(e.view().pending && !e.view().can_next);
        e.take(found.next().unwrap());
        assert_eq!(
            e.view().title,
            "Step 2",
            "the step waited for shows when it comes"
        );
        for f in found {
            e.take(f);
        }
        assert!(e.is_complete());
        assert_eq!(e.len(), whole.len());
        let total = whole.len();
        assert_eq!(e.view().title, format!("Step 2 of {total}"));
        e.go_to(usize::MAX);
        assert_eq!(e.view(), {
            let mut w = whole.clone();
            w.go_to(usize::MAX);
            w.view()
        });

        // A walk nobody wants any more stops.
        let mut n = 0;
        walk(&g, |_| {
            n += 1;
            n < 3
        });
        assert_eq!(n, 3);
    }
}
