//! The Learn screens' controller: the ladder of techniques with the player's progress, a lesson
//! per technique with examples from real puzzles shown with the hint's picture, and practice
//! rounds (the rules of an answer and a round are in `session/practice.rs`). Killer's own
//! techniques follow the classic ladder, with lessons and practice in Killers of their own.

use crate::session::{CellView, Exercise, PictureView, PracticeStep, ROUND_LEN, Round};
use crate::session::{cage_marks, position_cells, position_notes};
use crate::stats::Progress;
use crate::sudoku::killer::{self, KillerTechnique};
use crate::sudoku::{HintLayer, Level, Technique, practice};
use crate::tr;
use std::sync::Arc;

/// One row of the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderRow {
    /// The technique: a classic one, or one of Killer's own.
    pub technique: KillerTechnique,
    /// Its name as players know it, capitalised.
    pub name: String,
    /// The level's name when this row is the first of its level (a heading above it), else empty.
    pub heading: String,
    /// Its rating on the SE scale ("3.2").
    pub rating: String,
    /// The player's progress in a few words ("found 7 · 2 with hint"), or "not found yet".
    pub progress: String,
    /// The player has mastered it.
    pub mastered: bool,
    /// The one suggested to learn next.
    pub suggested: bool,
}

/// The ladder: every technique in ladder order, with its headline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderView {
    /// "12 of 44 mastered · next: X-wing".
    pub headline: String,
    /// The rows, easiest first.
    pub rows: Vec<LadderRow>,
}

/// The lesson of one technique, with an example.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonView {
    /// The technique's name.
    pub title: String,
    /// "Hard · rating 3.2".
    pub subtitle: String,
    /// What to look for, in player words.
    pub text: String,
    /// The example's board: placed digits and the true candidates as notes.
    pub cells: Vec<CellView>,
    /// The example step's picture.
    pub picture: Option<PictureView>,
    /// "Example 2 of 57".
    pub example: String,
    /// The example step in words: why, and the move.
    pub explanation: Vec<String>,
    /// The example is a Killer's: the board draws its cages.
    pub killer: bool,
}

/// The Learn screens.
#[derive(Clone, Debug, Default)]
pub struct LearnScreen {
    technique: Option<KillerTechnique>,
    example: usize,
    round: Option<Round>,
    rounds_started: u64,
}

impl LearnScreen {
    /// The ladder, with the player's `progress` with each technique and the one to learn next.
    pub fn ladder(progress: &Progress) -> LadderView {
        let suggested = progress.suggest_next();
        let mut rows = Vec::new();
        let mut last_level: Option<Level> = None;
        let mut mastered = 0;
        for t in Technique::all() {
            let p = progress.of(t);
            mastered += usize::from(p.mastered);
            let heading = if last_level != Some(t.level()) {
                t.level().label().to_string()
            } else {
                String::new()
            };
            last_level = Some(t.level());
            rows.push(LadderRow {
                technique: KillerTechnique::Classic(t),
                name: crate::i18n::words::capitalize(t.title()),
                heading,
                rating: rating_text(KillerTechnique::Classic(t)),
                progress: p.text(),
                mastered: p.mastered,
                suggested: suggested == Some(t),
            });
        }
        // The headline counts the classic ladder; Killer's techniques follow it, apart.
        let total = rows.len();
        for (i, t) in KillerTechnique::OWN.into_iter().enumerate() {
            let counts = progress.counts_named(t.name());
            rows.push(LadderRow {
                technique: t,
                name: crate::i18n::words::capitalize(t.title()),
                heading: if i == 0 {
                    // TRANSLATORS: the heading of the ladder's Killer techniques.
                    tr!("learn heading" => "Killer Sudoku").to_string()
                } else {
                    String::new()
                },
                rating: rating_text(t),
                progress: counts.text(),
                mastered: counts.is_mastered(),
                suggested: false,
            });
        }
        let headline = match suggested {
            // TRANSLATORS: the ladder's headline: {mastered} of the {total} techniques are
            // mastered; {next} is the technique suggested next (X-wing). The plural forms are
            // chosen by {mastered}.
            Some(t) => tr!(
                "{mastered} of {total} mastered · next: {next}"
                    | "{mastered} of {total} mastered · next: {next}" % mastered,
                mastered = mastered,
                total = total,
                next = t.title()
            ),
            // TRANSLATORS: the ladder's headline: {mastered} of the {total} techniques are
            // mastered. The plural forms are chosen by {mastered}.
            None => tr!(
                "{mastered} of {total} mastered" | "{mastered} of {total} mastered" % mastered,
                mastered = mastered,
                total = total
            ),
        };
        LadderView { headline, rows }
    }

    /// Opens the lesson of `technique` at its first example.
    pub fn open(&mut self, technique: KillerTechnique) {
        if self.technique != Some(technique) {
            self.example = 0;
        }
        self.technique = Some(technique);
    }

    /// The technique whose lesson is open.
    pub fn technique(&self) -> Option<KillerTechnique> {
        self.technique
    }

    /// Shows the lesson's next example (back to the first after the last).
    pub fn another_example(&mut self) {
        if let Some(t) = self.technique {
            let n = count(t).max(1);
            self.example = (self.example + 1) % n;
        }
    }

    /// The open lesson with its example; `None` when no lesson is open.
    pub fn lesson_view(&self) -> Option<LessonView> {
        let t = self.technique?;
        let n = count(t);
        let example = exercise(t, self.example);
        let killer = example.as_ref().and_then(|ex| ex.step.killer().cloned());
        let (mut cells, picture, explanation) = match example {
            Some(ex) => {
                let hint = ex.step.hint(&ex.position);
                let notes = position_notes(&ex.position);
                let cells = position_cells(&ex.position, |c| ex.position.get(c).is_some());
                // The lesson names the technique already: its reason, then the move.
                let words = vec![hint.explanation.clone(), hint.text(HintLayer::Action)];
                (cells, PictureView::of(&hint, &notes, 0), words)
            }
            None => (vec![CellView::default(); 81], None, Vec::new()),
        };
        if let Some(k) = &killer {
            for (cell, mark) in cells.iter_mut().zip(cage_marks(k, false)) {
                cell.cage = mark;
            }
        }
        let level = match t {
            KillerTechnique::Classic(c) => c.level().label().to_string(),
            _ => crate::app::killer_label(t.level()),
        };
        Some(LessonView {
            title: crate::i18n::words::capitalize(t.title()),
            // TRANSLATORS: a lesson's subtitle: {level} is the technique's level (Hard),
            // {rating} its difficulty rating (3.2).
            subtitle: tr!(
                "{level} · rating {rating}",
                level = level,
                rating = rating_text(t)
            ),
            text: t.lesson().to_string(),
            cells,
            picture,
            killer: killer.is_some(),
            example: if n == 0 {
                tr!("No example yet").to_string()
            } else {
                // TRANSLATORS: which example of the lesson shows: the {k}th of {n}.
                tr!("Example {k} of {n}", k = self.example + 1, n = n)
            },
            explanation,
        })
    }

    /// Starts a round of practice of the open lesson's technique; returns whether one started
    /// (there are positions to practise on).
    pub fn start_round(&mut self) -> bool {
        let Some(t) = self.technique else {
            return false;
        };
        self.rounds_started += 1;
        // Each technique its own seeds: classic ones by their place in the ladder, Killer's own
        // after them.
        let index = match t {
            KillerTechnique::Classic(c) => c as usize,
            _ => {
                let own = KillerTechnique::OWN.iter().position(|&k| k == t);
                Technique::all().len() + own.unwrap_or_default()
            }
        };
        let seed = self
            .rounds_started
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(index as u64);
        let exercises: Vec<Exercise> = match t {
            KillerTechnique::Classic(c) => practice::round(c, seed, ROUND_LEN)
                .into_iter()
                .map(|p| Exercise {
                    position: p.candidates,
                    step: PracticeStep::Classic(p.step),
                })
                .collect(),
            _ => killer::practice::round(t, seed, ROUND_LEN)
                .into_iter()
                .map(killer_exercise)
                .collect(),
        };
        if exercises.is_empty() {
            return false;
        }
        self.round = Some(Round::new(t, exercises));
        true
    }

    /// The round being played, if any.
    pub fn round(&self) -> Option<&Round> {
        self.round.as_ref()
    }

    /// The round being played, to answer in it.
    pub fn round_mut(&mut self) -> Option<&mut Round> {
        self.round.as_mut()
    }
}

/// A technique's base rating on the SE scale, `3.2`.
pub fn rating_text(t: KillerTechnique) -> String {
    crate::i18n::words::decimal(f64::from(t.rating()) / 10.0, 1)
}

/// How many positions of `t` are shipped to learn and practise on.
fn count(t: KillerTechnique) -> usize {
    match t {
        KillerTechnique::Classic(c) => practice::count(c),
        _ => killer::practice::count(t),
    }
}

/// The `index`th shipped position of `t` as an exercise.
fn exercise(t: KillerTechnique, index: usize) -> Option<Exercise> {
    match t {
        KillerTechnique::Classic(c) => practice::position(c, index).map(|p| Exercise {
            position: p.candidates,
            step: PracticeStep::Classic(p.step),
        }),
        _ => killer::practice::position(t, index).map(killer_exercise),
    }
}

/// A Killer practice position as an exercise.
fn killer_exercise(p: killer::practice::KillerPosition) -> Exercise {
    Exercise {
        position: p.candidates,
        step: PracticeStep::Killer {
            killer: Arc::clone(&p.killer),
            step: p.step,
        },
    }
}
