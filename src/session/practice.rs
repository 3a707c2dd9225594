//! Practice: positions where one technique is the next logical step, for the player to make that
//! step, and rounds of ten of them with a score and the time.
//!
//! A position comes with every earlier step made (its placements and eliminations), so the board
//! shows the true candidates as notes. The player makes the step the way the hint's last layer
//! would: a step that places a digit is answered by placing it (tap the cell, then the digit);
//! a step that only removes candidates is answered by striking them (tap the cell, then each
//! digit) and Check. An answer is right when it is the step's own move: the placement is one of
//! the step's, or the struck candidates are exactly the step's eliminations (striking some of
//! them, and none that stays, says how many are left). A hint shows the step's picture and words
//! and is counted; either way the step's picture and words show once the answer is judged.

use super::clock::Clock;
use super::{CellView, MarkRole, PictureCell, PictureView};
use crate::sudoku::{Candidates, Cell, Digit, Hint, HintLayer, NoteMask, Step, Technique};
use crate::tr;

/// How many positions a round has.
pub const ROUND_LEN: usize = 10;

/// A position to practise on: the true candidates, and the step the ladder takes next there.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The position: placed digits and the candidates left after every earlier step.
    pub position: Candidates,
    /// The ladder's next step in it.
    pub step: Step,
}

/// How an answer was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The step was made.
    Right,
    /// Something else was done.
    Wrong,
}

/// One position being answered.
#[derive(Clone, Debug)]
pub struct Attempt {
    exercise: Exercise,
    // The step explained, with its picture.
    hint: Hint,
    selected: Option<Cell>,
    // Candidates the player struck, in the order struck.
    struck: Vec<(Cell, Digit)>,
    placed: Option<(Cell, Digit)>,
    hinted: bool,
    verdict: Option<Verdict>,
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
}

impl Attempt {
    /// A new attempt at `exercise`.
    pub fn new(exercise: Exercise) -> Attempt {
        let hint = Hint::of_step(exercise.step.clone(), &exercise.position);
        Attempt {
            exercise,
            hint,
            selected: None,
            struck: Vec::new(),
            placed: None,
            hinted: false,
            verdict: None,
            message: String::new(),
        }
    }

    /// The technique being practised.
    pub fn technique(&self) -> Technique {
        self.exercise.step.technique
    }

    /// The step to find.
    pub fn step(&self) -> &Step {
        &self.exercise.step
    }

    /// Whether the step is answered by striking candidates (it places nothing).
    pub fn strikes(&self) -> bool {
        self.exercise.step.placements.is_empty()
    }

    /// The verdict, once judged.
    pub fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }

    /// Whether a hint was asked for.
    pub fn hinted(&self) -> bool {
        self.hinted
    }

    /// Selects a cell (an empty one; a placed digit cannot be answered on).
    pub fn tap(&mut self, cell: Cell) {
        if self.verdict.is_none() && self.exercise.position.get(cell).is_none() {
            self.selected = Some(cell);
        }
    }

    /// The digit `d` on the selected cell: placed (and judged) for a step that places, struck or
    /// restored for one that removes candidates. Only candidates of the cell can be answered.
    pub fn digit(&mut self, d: Digit) {
        let Some(cell) = self.selected else {
            self.message = tr!("Select a cell first.").into();
            return;
        };
        if self.verdict.is_some() {
            return;
        }
        if !self.exercise.position.has(cell, d) {
            // TRANSLATORS: {digit} is a digit from 1 to 9.
            self.message = tr!("{digit} is not a candidate of this cell.", digit = d);
            return;
        }
        if self.strikes() {
            match self.struck.iter().position(|&m| m == (cell, d)) {
                Some(i) => {
                    self.struck.remove(i);
                }
                None => self.struck.push((cell, d)),
            }
            self.message.clear();
        } else {
            self.placed = Some((cell, d));
            let right = self.exercise.step.placements.contains(&(cell, d));
            self.judge(right);
        }
    }

    /// Judges the struck candidates: right when they are exactly the step's eliminations, wrong
    /// when one of them stays; when they are some of them, says how many are left.
    pub fn check(&mut self) {
        if self.verdict.is_some() || !self.strikes() {
            return;
        }
        if self.struck.is_empty() {
            self.message = tr!("Strike the candidates the step removes first.").into();
            return;
        }
        let goes = &self.exercise.step.eliminations;
        if self.struck.iter().any(|m| !goes.contains(m)) {
            self.judge(false);
            return;
        }
        let left = goes.len() - self.struck.len();
        if left == 0 {
            self.judge(true);
        } else {
            self.message = tr!("Right so far: {n} more candidate go."
                | "Right so far: {n} more candidates go." % left);
        }
    }

    /// Shows the step's picture and words; counted.
    pub fn hint(&mut self) {
        self.hinted = true;
    }

    /// Gives up: the step is shown, and the answer counts as wrong.
    pub fn reveal(&mut self) {
        if self.verdict.is_none() {
            self.judge(false);
        }
    }

    fn judge(&mut self, right: bool) {
        self.verdict = Some(if right {
            Verdict::Right
        } else {
            Verdict::Wrong
        });
        let name = self.technique().title();
        // TRANSLATORS: {name} is a technique's name (X-wing).
        self.message = match (right, self.hinted) {
            (true, false) => tr!("Right! That is the {name}.", name = name),
            (true, true) => tr!("Right, with a hint. That is the {name}.", name = name),
            (false, _) => tr!("Not this time. Here is the {name}:", name = name),
        };
    }

    /// The struck candidates crossed out among the candidates of their cells, without tints.
    fn struck_picture(&self) -> PictureView {
        let position = &self.exercise.position;
        let mut cells = vec![PictureCell::default(); 81];
        for &(c, _) in &self.struck {
            cells[c.index()].marks = position
                .candidates(c)
                .into_iter()
                .map(|d| {
                    let role = if self.struck.contains(&(c, d)) {
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
        let position = &self.exercise.position;
        let notes: Vec<NoteMask> = Cell::all()
            .map(|c| {
                let struck = self
                    .struck
                    .iter()
                    .filter(|m| m.0 == c)
                    .fold(0, |acc, m| acc | m.1.bit());
                match position.get(c) {
                    Some(_) => 0,
                    None => position.mask(c) & !struck,
                }
            })
            .collect();
        let cells = Cell::all()
            .map(|c| {
                let placed = self.placed.filter(|p| p.0 == c);
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
                    selected: self.selected == Some(c),
                    related: self.selected.is_some_and(|s| s.sees(c)),
                    error: placed.is_some() && self.verdict == Some(Verdict::Wrong),
                    ..CellView::default()
                }
            })
            .collect();
        let shown = self.hinted || self.verdict.is_some();
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
        } else if self.struck.is_empty() {
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
            can_check: self.strikes() && self.verdict.is_none() && !self.struck.is_empty(),
            verdict: self.verdict,
            hinted: self.hinted,
        }
    }
}

/// How one position of a round went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The verdict.
    pub verdict: Verdict,
    /// A hint was asked for first.
    pub hinted: bool,
}

/// A round of practice: [`ROUND_LEN`] positions of one technique, one after another, with the
/// time it takes and how many were found.
#[derive(Clone, Debug)]
pub struct Round {
    technique: Technique,
    exercises: Vec<Exercise>,
    index: usize,
    attempt: Option<Attempt>,
    answers: Vec<Answer>,
    clock: Clock,
}

/// What the round's header and its end show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundView {
    /// The technique's name.
    pub title: String,
    /// "3 of 10 · 2 right · 1 hint" (at the end without the position).
    pub score: String,
    /// The time so far, in seconds.
    pub seconds: u64,
    /// Every position was answered: the round is over.
    pub done: bool,
    /// At the end: "8 of 10 found, 1 with a hint, in 04:12".
    pub summary: String,
}

impl Round {
    /// A round of `exercises` (all of `technique`); the clock starts now.
    pub fn new(technique: Technique, exercises: Vec<Exercise>) -> Round {
        let mut clock = Clock::default();
        clock.start();
        let attempt = exercises.first().cloned().map(Attempt::new);
        Round {
            technique,
            exercises,
            index: 0,
            attempt,
            answers: Vec::new(),
            clock,
        }
    }

    /// The technique practised.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The position being answered (`None` once the round is over).
    pub fn attempt(&self) -> Option<&Attempt> {
        self.attempt.as_ref()
    }

    /// The position being answered, to answer it.
    pub fn attempt_mut(&mut self) -> Option<&mut Attempt> {
        self.attempt.as_mut()
    }

    /// The answers so far.
    pub fn answers(&self) -> &[Answer] {
        &self.answers
    }

    /// Moves on once the position is judged: its answer is kept, and the next position comes (or
    /// the round ends, and its clock stops). Returns the answer kept, `None` when the position
    /// was not judged yet.
    pub fn advance(&mut self) -> Option<Answer> {
        let verdict = self.attempt.as_ref()?.verdict()?;
        let hinted = self.attempt.as_ref().is_some_and(Attempt::hinted);
        let answer = Answer { verdict, hinted };
        self.answers.push(answer);
        self.index += 1;
        self.attempt = self.exercises.get(self.index).cloned().map(Attempt::new);
        if self.attempt.is_none() {
            self.clock.stop();
        }
        Some(answer)
    }

    /// Puts `ms` on the round's clock (a staged picture shows a realistic time this way).
    pub fn set_elapsed_ms(&mut self, ms: u64) {
        let running = self.clock.is_running();
        self.clock = Clock::with_elapsed_ms(ms);
        if running {
            self.clock.start();
        }
    }

    /// Stops the clock (the screen was left) or starts it again.
    pub fn set_running(&mut self, running: bool) {
        if running && self.attempt.is_some() {
            self.clock.start();
        } else {
            self.clock.stop();
        }
    }

    /// The header and, at the end, the summary.
    pub fn view(&self) -> RoundView {
        let n = self.exercises.len();
        // The position on screen counts once it is judged.
        let judged = self
            .attempt
            .as_ref()
            .and_then(|a| a.verdict().map(|v| (v, a.hinted())));
        let right = self
            .answers
            .iter()
            .map(|a| a.verdict)
            .chain(judged.map(|j| j.0))
            .filter(|&v| v == Verdict::Right)
            .count();
        let hints = self.answers.iter().filter(|a| a.hinted).count()
            + usize::from(self.attempt.as_ref().is_some_and(Attempt::hinted));
        let hints_text = match hints {
            0 => tr!("no hints").to_string(),
            h => tr!("{n} hint" | "{n} hints" % h),
        };
        let seconds = self.clock.elapsed_ms() / 1000;
        let done = self.attempt.is_none();
        let name = crate::i18n::words::capitalize(self.technique.title());
        RoundView {
            title: name,
            score: if done {
                // TRANSLATORS: a finished round's score: {right} answers were right; {hints} is
                // "no hints", "1 hint" or "3 hints".
                tr!("{right} right · {hints}", right = right, hints = hints_text)
            } else {
                // TRANSLATORS: a round's score: position {k} of {n}, {right} answers right so
                // far; {hints} is "no hints", "1 hint" or "3 hints".
                tr!(
                    "{k} of {n} · {right} right · {hints}",
                    k = self.index + 1,
                    n = n,
                    right = right,
                    hints = hints_text
                )
            },
            seconds,
            done,
            summary: if done {
                let with_hint = self
                    .answers
                    .iter()
                    .filter(|a| a.hinted && a.verdict == Verdict::Right)
                    .count();
                // TRANSLATORS: a finished round: {right} of the {n} positions solved, {with_hint}
                // of them with a hint, in {time} (04:12).
                tr!(
                    "{right} of {n} found, {with_hint} with a hint, in {time}",
                    right = right,
                    n = n,
                    with_hint = with_hint,
                    time = crate::i18n::words::clock(seconds)
                )
            } else {
                String::new()
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::{Grid, StrategySolver};

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The first positions of EASY's path whose step is a placement, and (from the fixture of
    /// hint pictures) the first whose step only eliminates.
    fn exercises(eliminating: bool, n: usize) -> Vec<Exercise> {
        let fixture = include_str!("../../tests/fixtures/hint/pictures.txt");
        let lines = std::iter::once(EASY).chain(
            fixture
                .lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.split_whitespace().next()),
        );
        let mut out = Vec::new();
        for line in lines {
            let Ok(g) = Grid::from_line(line) else {
                continue;
            };
            let mut position = Candidates::from_grid(&g);
            for step in StrategySolver::solve(&g).steps {
                if step.placements.is_empty() == eliminating {
                    out.push(Exercise {
                        position,
                        step: step.clone(),
                    });
                    if out.len() == n {
                        return out;
                    }
                }
                position.apply(&step);
            }
        }
        out
    }

    #[test]
    fn placing_the_steps_digit_is_right_and_another_is_wrong() {
        let e = exercises(false, 2);
        let (cell, d) = e[0].step.placements[0];
        let mut a = Attempt::new(e[0].clone());
        assert!(!a.strikes());
        assert!(a.view().picture.is_none(), "no picture before the answer");
        a.tap(cell);
        a.digit(d);
        assert_eq!(a.verdict(), Some(Verdict::Right));
        let v = a.view();
        assert!(v.picture.is_some() && !v.explanation.is_empty());
        assert_eq!(v.cells[cell.index()].digit, d.get());

        let mut b = Attempt::new(e[0].clone());
        let other = Cell::all()
            .find(|&c| {
                e[0].position.get(c).is_none() && !e[0].step.placements.iter().any(|p| p.0 == c)
            })
            .unwrap();
        let od = e[0].position.candidates(other)[0];
        b.tap(other);
        b.digit(od);
        assert_eq!(b.verdict(), Some(Verdict::Wrong));
        assert!(b.view().cells[other.index()].error);
    }

    #[test]
    fn striking_all_the_eliminations_is_right_some_says_how_many_and_a_wrong_one_is_wrong() {
        let e = exercises(true, 1);
        let ex = e
            .into_iter()
            .next()
            .expect("an eliminating step in the fixture");
        let goes = ex.step.eliminations.clone();
        let mut a = Attempt::new(ex.clone());
        assert!(a.strikes());
        a.check();
        assert_eq!(a.verdict(), None, "nothing struck, nothing judged");
        for (k, &(c, d)) in goes.iter().enumerate() {
            a.tap(c);
            a.digit(d);
            let pic = a
                .view()
                .picture
                .expect("struck candidates are drawn crossed out");
            assert!(
                pic.cells[c.index()]
                    .marks
                    .contains(&(d, MarkRole::Eliminated)),
                "struck"
            );
            if k + 1 < goes.len() {
                a.check();
                assert_eq!(a.verdict(), None);
                assert!(a.view().message.starts_with("Right so far"));
            }
        }
        a.check();
        assert_eq!(a.verdict(), Some(Verdict::Right));

        let mut b = Attempt::new(ex.clone());
        let stays = Cell::all()
            .flat_map(|c| ex.position.candidates(c).into_iter().map(move |d| (c, d)))
            .find(|&(c, d)| ex.position.get(c).is_none() && !goes.contains(&(c, d)))
            .unwrap();
        b.tap(stays.0);
        b.digit(stays.1);
        b.check();
        assert_eq!(b.verdict(), Some(Verdict::Wrong));
        // Striking twice restores.
        let mut c = Attempt::new(ex);
        c.tap(goes[0].0);
        c.digit(goes[0].1);
        c.digit(goes[0].1);
        assert!(!c.view().can_check);
    }

    #[test]
    fn a_round_counts_right_answers_and_hints_and_ends() {
        let e = exercises(false, 3);
        let t = e[0].step.technique;
        let mut r = Round::new(t, e.clone());
        assert!(
            r.advance().is_none(),
            "an unjudged position does not move on"
        );
        for (k, ex) in e.iter().enumerate() {
            let a = r.attempt_mut().unwrap();
            if k == 1 {
                a.hint();
            }
            if k == 2 {
                a.reveal();
            } else {
                let (c, d) = ex.step.placements[0];
                a.tap(c);
                a.digit(d);
            }
            r.advance().unwrap();
        }
        let v = r.view();
        assert!(v.done && r.attempt().is_none());
        assert_eq!(v.score, "2 right · 1 hint");
        assert!(
            v.summary.starts_with("2 of 3 found, 1 with a hint, in "),
            "{}",
            v.summary
        );
    }
}
