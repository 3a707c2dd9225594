//! [`Attempt`]: one position being answered, a [`Practice`] session with the step explained and
//! the words the practice screen shows.

use super::{Exercise, Practice, PracticeInput, PracticeStep, Verdict};
use crate::session::{CellView, MarkRole, Outcome, PictureCell, PictureView, Session, cage_marks};
use crate::sudoku::killer::KillerTechnique;
use crate::sudoku::{Cell, Digit, Hint, HintLayer, NoteMask};
use crate::tr;

/// One position being answered: a [`Practice`] game in the mid-end, with the step explained
/// (its picture and words) and the last word on the answer.
#[derive(Clone, Debug)]
pub struct Attempt {
    session: Session<Practice>,
    // The step explained, with its picture.
    hint: Hint,
    message: String,
}

/// What the practice board and its panel show for one attempt.
#[derive(Clone, Debug, PartialEq)]
pub struct AttemptView {
    /// The 81 cells: the placed digits, and the candidates left as notes (less those struck).
    pub cells: Vec<CellView>,
    /// The step's picture, once a hint was asked for or the answer was judged.
    pub picture: Option<PictureView>,
    /// What to do: place a digit, or strike candidates and Check.
    pub prompt: String,
    /// The last word on the answer (right, wrong, how many are left), or empty.
    pub message: String,
    /// The step in words, once a hint was asked for or the answer was judged.
    pub explanation: Vec<String>,
    /// The step removes candidates: the pad strikes them and Check judges.
    pub strikes: bool,
    /// Check can judge (something is struck and no verdict yet).
    pub can_check: bool,
    /// The answer was judged.
    pub verdict: Option<Verdict>,
    /// A hint was asked for.
    pub hinted: bool,
    /// The position is a Killer's: the board draws its cages.
    pub killer: bool,
}

impl Attempt {
    /// A new attempt at `exercise`; its clock starts now.
    pub fn new(exercise: Exercise) -> Attempt {
        let hint = exercise.step.hint(&exercise.position);
        Attempt {
            session: Session::new(Practice::new(exercise), Default::default(), ()),
            hint,
            message: String::new(),
        }
    }

    /// The position's game in the mid-end.
    pub fn session(&self) -> &Session<Practice> {
        &self.session
    }

    fn state(&self) -> &Practice {
        self.session.state()
    }

    /// The technique being practised.
    pub fn technique(&self) -> KillerTechnique {
        self.state().exercise().step.technique()
    }

    /// The step to find.
    pub fn step(&self) -> &PracticeStep {
        &self.state().exercise().step
    }

    /// Whether the step is answered by striking candidates (it places nothing).
    pub fn strikes(&self) -> bool {
        self.state().strikes()
    }

    /// The verdict, once judged.
    pub fn verdict(&self) -> Option<Verdict> {
        self.state().verdict()
    }

    /// Whether a hint was asked for.
    pub fn hinted(&self) -> bool {
        self.session.hints() > 0
    }

    /// The time spent on this position, in milliseconds (its clock stops at the verdict).
    pub fn elapsed_ms(&self) -> u64 {
        self.session.elapsed_ms()
    }

    /// Selects a cell (an empty one; a placed digit cannot be answered on).
    pub fn tap(&mut self, cell: Cell) {
        self.send(PracticeInput::Tap(cell));
    }

    /// The digit `d` on the selected cell: placed (and judged) for a step that places, struck or
    /// restored for one that removes candidates. Only candidates of the cell can be answered.
    pub fn digit(&mut self, d: Digit) {
        self.send(PracticeInput::Digit(d));
    }

    /// Judges the struck candidates: right when they are exactly the step's eliminations, wrong
    /// when one of them stays; when they are some of them, says how many are left.
    pub fn check(&mut self) {
        self.send(PracticeInput::Check);
    }

    /// Shows the step's picture and words; counted once.
    pub fn hint(&mut self) {
        // A judged position has nothing to hint (the step shows already).
        let _ = self.session.hint_step();
    }

    /// Gives up: the step is shown, and the answer counts as wrong.
    pub fn reveal(&mut self) {
        self.send(PracticeInput::GiveUp);
    }

    /// Stops this position's clock (the screen was left) or starts it again.
    pub fn set_running(&mut self, running: bool) {
        if running {
            self.session.resume();
        } else {
            self.session.suspend();
        }
    }

    fn send(&mut self, input: PracticeInput) {
        match self.session.input(input) {
            Outcome::Unchanged => {}
            Outcome::Changed => self.message.clear(),
            Outcome::Refused(why) => self.message = why,
            Outcome::Won | Outcome::Lost => self.message = self.judgement(),
        }
    }

    fn judgement(&self) -> String {
        let name = self.technique().title();
        // TRANSLATORS: {name} is a technique's name (X-wing).
        match (self.verdict() == Some(Verdict::Right), self.hinted()) {
            (true, false) => tr!("Right! That is the {name}.", name = name),
            (true, true) => tr!("Right, with a hint. That is the {name}.", name = name),
            (false, _) => tr!("Not this time. Here is the {name}:", name = name),
        }
    }

    /// The struck candidates crossed out among the candidates of their cells, without tints.
    fn struck_picture(&self) -> PictureView {
        let state = self.state();
        let position = &state.exercise().position;
        let mut cells = vec![PictureCell::default(); 81];
        for &(c, _) in state.struck() {
            cells[c.index()].marks = position
                .candidates(c)
                .into_iter()
                .map(|d| {
                    let role = if state.struck().contains(&(c, d)) {
                        MarkRole::Eliminated
                    } else {
                        MarkRole::Plain
                    };
                    (d, role)
                })
                .collect();
        }
        PictureView {
            cells,
            links: Vec::new(),
            branch: 0,
            n_branches: 0,
            caption: String::new(),
        }
    }

    /// What the board and the panel show.
    pub fn view(&self) -> AttemptView {
        let state = self.state();
        let position = &state.exercise().position;
        let selected = self.session.ui().selected();
        let verdict = state.verdict();
        let notes: Vec<NoteMask> = Cell::all()
            .map(|c| {
                let struck = state
                    .struck()
                    .iter()
                    .filter(|m| m.0 == c)
                    .fold(0, |acc, m| acc | m.1.bit());
                match position.get(c) {
                    Some(_) => 0,
                    None => position.mask(c) & !struck,
                }
            })
            .collect();
        let cages = state.exercise().step.killer().map(|k| cage_marks(k, false));
        let cells = Cell::all()
            .map(|c| {
                let placed = state.placed().filter(|p| p.0 == c);
                CellView {
                    digit: position
                        .get(c)
                        .or(placed.map(|p| p.1))
                        .map_or(0, Digit::get),
                    notes: if placed.is_some() {
                        0
                    } else {
                        notes[c.index()]
                    },
                    given: position.get(c).is_some(),
                    selected: selected == Some(c),
                    related: selected.is_some_and(|s| s.sees(c)),
                    error: placed.is_some() && verdict == Some(Verdict::Wrong),
                    cage: cages.as_ref().map(|m| m[c.index()]).unwrap_or_default(),
                    ..CellView::default()
                }
            })
            .collect();
        let shown = self.hinted() || verdict.is_some();
        let true_notes: Vec<NoteMask> = Cell::all().map(|c| position.mask(c)).collect();
        let name = self.technique().title();
        let prompt = if self.strikes() {
            // TRANSLATORS: {name} is a technique's name (X-wing); Check is a button.
            tr!(
                "Find the {name}: tap a cell, then the digits it rules out to strike them, then Check.",
                name = name
            )
        } else {
            // TRANSLATORS: {name} is a technique's name (Naked single).
            tr!(
                "Find the {name}: tap the cell it fills, then its digit.",
                name = name
            )
        };
        // Before the verdict, the struck candidates stay in sight, crossed out.
        let picture = if shown {
            PictureView::of(&self.hint, &true_notes, 0)
        } else if state.struck().is_empty() {
            None
        } else {
            Some(self.struck_picture())
        };
        AttemptView {
            cells,
            picture,
            prompt,
            message: self.message.clone(),
            explanation: if shown {
                [HintLayer::Technique, HintLayer::Action]
                    .iter()
                    .map(|&l| self.hint.text(l))
                    .collect()
            } else {
                Vec::new()
            },
            strikes: self.strikes(),
            can_check: self.strikes() && verdict.is_none() && !state.struck().is_empty(),
            verdict,
            hinted: self.hinted(),
            killer: cages.is_some(),
        }
    }
}
