//! Hints that teach: the next logical step on the player's current grid, revealed in layers.
//!
//! A [`Hint`] answers four questions, one per press: (1) where to look ([`Region`]), (2) which
//! technique and why (a one-line explanation), (3) which cells are involved, (4) what to do
//! ([`HintAction`], which the game applies as [`SudokuMove`]s). A wrong digit on the board comes
//! first: the hint points at it and offers to erase it. Hints reason from the true candidates of
//! the current grid (the givens and the player's correct digits), never from the player's notes;
//! notes only decide which steps are news to the player.

use super::game::{NoteMask, SudokuMove, SudokuState};
use super::grid::{Cell, Digit, Grid, House};
use super::strategy::{Candidates, Step, StrategySolver, Technique};
use std::fmt;

/// Where to look: one house, or a set of cells when no single house holds the pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Region {
    /// A row, column or box.
    House(House),
    /// Cells spread over several houses.
    Cells(Vec<Cell>),
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Region::House(h) => write!(f, "{h}"),
            Region::Cells(cells) => {
                let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
                write!(f, "{}", names.join(", "))
            }
        }
    }
}

/// What the hint's last layer does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAction {
    /// Erase these wrong digits.
    Erase(Vec<Cell>),
    /// Place these digits (and, for some steps, remove these candidates from the notes).
    Place(Vec<(Cell, Digit)>),
    /// Remove these candidates from the notes.
    Eliminate(Vec<(Cell, Digit)>),
}

/// The four layers of a hint, in the order they are revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintLayer {
    /// Where to look.
    Region,
    /// The technique and a one-line explanation.
    Technique,
    /// The cells involved.
    Cells,
    /// The placement, elimination or erasure.
    Action,
}

impl HintLayer {
    /// The layers in reveal order.
    pub const ALL: [HintLayer; 4] = [
        HintLayer::Region,
        HintLayer::Technique,
        HintLayer::Cells,
        HintLayer::Action,
    ];

    /// The next layer, or `None` after the last.
    pub fn next(self) -> Option<HintLayer> {
        match self {
            HintLayer::Region => Some(HintLayer::Technique),
            HintLayer::Technique => Some(HintLayer::Cells),
            HintLayer::Cells => Some(HintLayer::Action),
            HintLayer::Action => None,
        }
    }
}

/// A graduated hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// Layer 1: where to look.
    pub region: Region,
    /// Layer 2: the technique; `None` for a mistake or when no logical step is known.
    pub technique: Option<Technique>,
    /// Layer 2: the one-line explanation.
    pub explanation: String,
    /// Layer 3: the cells to highlight.
    pub cells: Vec<Cell>,
    /// Layer 4: what to do.
    pub action: HintAction,
    /// The logical step behind the hint, when there is one.
    pub step: Option<Step>,
}

impl Hint {
    /// Whether the hint is about a wrong digit.
    pub fn is_mistake(&self) -> bool {
        matches!(self.action, HintAction::Erase(_))
    }

    /// The text to show for `layer`.
    pub fn text(&self, layer: HintLayer) -> String {
        match layer {
            HintLayer::Region => {
                if self.is_mistake() {
                    format!("Check {}: something there is wrong.", self.region)
                } else {
                    format!("Look at {}.", self.region)
                }
            }
            HintLayer::Technique => match self.technique {
                Some(t) => format!("{}: {}", capitalize(t.name()), self.explanation),
                None => self.explanation.clone(),
            },
            HintLayer::Cells => {
                let names: Vec<String> = self.cells.iter().map(ToString::to_string).collect();
                format!("Cells involved: {}.", names.join(", "))
            }
            HintLayer::Action => match &self.action {
                HintAction::Erase(cells) => {
                    let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
                    format!("Erase the wrong digit in {}.", names.join(", "))
                }
                HintAction::Place(list) => {
                    let names: Vec<String> = list.iter().map(|(c, d)| format!("{c}={d}")).collect();
                    format!("Place {}.", names.join(", "))
                }
                HintAction::Eliminate(list) => {
                    let names: Vec<String> =
                        list.iter().map(|(c, d)| format!("{c}<>{d}")).collect();
                    format!("Remove the candidates {}.", names.join(", "))
                }
            },
        }
    }

    /// The board moves that apply the last layer.
    pub fn moves(&self) -> Vec<SudokuMove> {
        match &self.action {
            HintAction::Erase(cells) => cells
                .iter()
                .map(|&cell| SudokuMove::Erase { cell })
                .collect(),
            HintAction::Place(list) => list
                .iter()
                .map(|&(cell, digit)| SudokuMove::Place {
                    cell,
                    digit,
                    clear_peer_notes: true,
                })
                .collect(),
            HintAction::Eliminate(list) => vec![SudokuMove::RemoveNotes {
                notes: list.clone(),
            }],
        }
    }
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The next hint for a game in play (see [`next_hint`]); `None` when the board is solved.
pub fn hint_for_state(state: &SudokuState) -> Option<Hint> {
    let notes: Vec<NoteMask> = Cell::all().map(|c| state.notes(c)).collect();
    next_hint(
        state.givens(),
        state.entries(),
        Some(&notes),
        state.solution(),
    )
}

/// The next hint: wrong digits first, then the easiest logical step that tells the player
/// something new. `entries` holds the player's digits (givens may be repeated or absent);
/// `notes`, when given, holds each cell's pencil marks (81 masks, bit 0 is digit 1). Returns
/// `None` when the board is already solved.
pub fn next_hint(
    givens: &Grid,
    entries: &Grid,
    notes: Option<&[NoteMask]>,
    solution: &Grid,
) -> Option<Hint> {
    let wrong: Vec<Cell> = Cell::all()
        .filter(|&c| givens.get(c).is_none())
        .filter(|&c| entries.get(c).is_some_and(|d| solution.get(c) != Some(d)))
        .collect();
    if !wrong.is_empty() {
        return Some(Hint {
            region: region_of(&wrong),
            technique: None,
            explanation: if wrong.len() == 1 {
                format!("{} does not match the solution.", wrong[0])
            } else {
                format!("{} digits do not match the solution.", wrong.len())
            },
            cells: wrong.clone(),
            action: HintAction::Erase(wrong),
            step: None,
        });
    }
    let mut board = *givens;
    for c in Cell::all() {
        if board.get(c).is_none() {
            board.set(c, entries.get(c));
        }
    }
    if board.is_full() {
        return None;
    }
    let mut cands = Candidates::from_grid(&board);
    // Steps whose eliminations the player's notes already show are applied silently.
    for _ in 0..200 {
        let Some(step) = StrategySolver::next_step(&cands) else {
            break;
        };
        if is_news(&step, notes) {
            return Some(from_step(step));
        }
        cands.apply(&step);
    }
    // The ladder found nothing: show one digit of the solution, in the emptiest house's cell.
    let cell = Cell::all().find(|&c| board.get(c).is_none())?;
    let digit = solution.get(cell)?;
    Some(Hint {
        region: Region::House(House::Box(cell.box_index() as u8)),
        technique: None,
        explanation: format!("No logical step is known here; {cell} holds {digit}."),
        cells: vec![cell],
        action: HintAction::Place(vec![(cell, digit)]),
        step: None,
    })
}

/// Whether `step` tells the player something their notes do not already show.
fn is_news(step: &Step, notes: Option<&[NoteMask]>) -> bool {
    let Some(notes) = notes else {
        return true;
    };
    if !step.placements.is_empty() {
        return true;
    }
    step.eliminations.iter().any(|&(c, d)| {
        let m = notes.get(c.index()).copied().unwrap_or(0);
        m == 0 || m & d.bit() != 0
    })
}

fn from_step(step: Step) -> Hint {
    let region = match step.house {
        Some(h) => Region::House(h),
        None => region_of(&step.cells),
    };
    let action = if step.placements.is_empty() {
        HintAction::Eliminate(step.eliminations.clone())
    } else {
        HintAction::Place(step.placements.clone())
    };
    let full = step.to_string();
    let explanation = full
        .split_once(": ")
        .map_or(full.clone(), |(_, rest)| rest.to_string());
    Hint {
        region,
        technique: Some(step.technique),
        explanation,
        cells: step.cells.clone(),
        action,
        step: Some(step),
    }
}

/// The house holding all `cells`, else the cells themselves.
fn region_of(cells: &[Cell]) -> Region {
    let Some(first) = cells.first() else {
        return Region::Cells(Vec::new());
    };
    first
        .houses()
        .into_iter()
        .find(|h| cells.iter().all(|&c| h.contains(c)))
        .map_or_else(|| Region::Cells(cells.to_vec()), Region::House)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn solved() -> (Grid, Grid) {
        let g = Grid::from_line(PUZZLE).unwrap();
        let s = g.solution().expect("unique");
        (g, s)
    }

    #[test]
    fn a_wrong_digit_comes_first() {
        let (g, s) = solved();
        let mut entries = g;
        let cell = Cell::all().find(|&c| g.get(c).is_none()).unwrap();
        let right = s.get(cell).unwrap();
        let wrong = Digit::all().find(|&d| d != right).unwrap();
        entries.set(cell, Some(wrong));
        let hint = next_hint(&g, &entries, None, &s).unwrap();
        assert!(hint.is_mistake());
        assert_eq!(hint.cells, vec![cell]);
        assert_eq!(hint.action, HintAction::Erase(vec![cell]));
        assert!(hint.text(HintLayer::Region).contains("wrong"));
    }

    #[test]
    fn hint_moves_agree_with_the_solution() {
        let (g, s) = solved();
        let mut entries = g;
        // Follow hints to the end: every placement is right and every elimination spares the
        // solution digit.
        for _ in 0..81 {
            let Some(hint) = next_hint(&g, &entries, None, &s) else {
                break;
            };
            for layer in HintLayer::ALL {
                assert!(!hint.text(layer).is_empty());
            }
            match &hint.action {
                HintAction::Place(list) => {
                    for &(c, d) in list {
                        assert_eq!(s.get(c), Some(d));
                        entries.set(c, Some(d));
                    }
                }
                HintAction::Eliminate(list) => {
                    assert!(list.iter().all(|&(c, d)| s.get(c) != Some(d)));
                    // Without notes the eliminations cannot be recorded: place a solution digit.
                    let c = Cell::all().find(|&c| entries.get(c).is_none()).unwrap();
                    entries.set(c, s.get(c));
                }
                HintAction::Erase(_) => panic!("no mistakes were made"),
            }
        }
        assert!(next_hint(&g, &entries, None, &s).is_none());
        assert_eq!(entries, s);
    }

    #[test]
    fn notes_that_already_show_an_elimination_skip_it() {
        let (g, s) = solved();
        let first = next_hint(&g, &g, None, &s).unwrap();
        let step = first.step.clone().unwrap();
        if step.eliminations.is_empty() {
            return;
        }
        let mut notes = vec![0x1ffu16; 81];
        for (c, d) in &step.eliminations {
            notes[c.index()] &= !d.bit();
        }
        let next = next_hint(&g, &g, Some(&notes), &s).unwrap();
        assert_ne!(next.step, Some(step));
    }

    #[test]
    fn missing_notes_do_not_mislead() {
        let (g, s) = solved();
        // Notes that lack the true digits everywhere: hints still come from true candidates.
        let notes = vec![0u16; 81];
        let hint = next_hint(&g, &g, Some(&notes), &s).unwrap();
        let plain = next_hint(&g, &g, None, &s).unwrap();
        assert_eq!(hint, plain);
    }

    #[test]
    fn layers_step_in_order() {
        let mut layer = HintLayer::Region;
        let mut seen = vec![layer];
        while let Some(n) = layer.next() {
            seen.push(n);
            layer = n;
        }
        assert_eq!(seen, HintLayer::ALL.to_vec());
    }
}
