//! The Learn screens' controller: the ladder of techniques with the player's progress, a lesson
//! per technique with examples from real puzzles shown with the hint's picture, and practice
//! rounds (the rules of an answer and a round are in `session/practice.rs`).

use crate::session::{CellView, Exercise, PictureView, ROUND_LEN, Round};
use crate::session::{position_cells, position_notes};
use crate::stats::Progress;
use crate::sudoku::{Hint, HintLayer, Level, Technique, practice};
use crate::tr;

/// One row of the ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderRow {
    /// The technique.
    pub technique: Technique,
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
}

/// The Learn screens.
#[derive(Clone, Debug, Default)]
pub struct LearnScreen {
    technique: Option<Technique>,
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
                technique: t,
                name: crate::i18n::words::capitalize(t.title()),
                heading,
                rating: rating_text(t),
                progress: p.text(),
                mastered: p.mastered,
                suggested: suggested == Some(t),
            });
        }
        let total = rows.len();
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
    pub fn open(&mut self, technique: Technique) {
        if self.technique != Some(technique) {
            self.example = 0;
        }
        self.technique = Some(technique);
    }

    /// The technique whose lesson is open.
    pub fn technique(&self) -> Option<Technique> {
        self.technique
    }

    /// Shows the lesson's next example (back to the first after the last).
    pub fn another_example(&mut self) {
        if let Some(t) = self.technique {
            let n = practice::count(t).max(1);
            self.example = (self.example + 1) % n;
        }
    }

    /// The open lesson with its example; `None` when no lesson is open.
    pub fn lesson_view(&self) -> Option<LessonView> {
        let t = self.technique?;
        let n = practice::count(t);
        let example = practice::position(t, self.example).map(|p| Exercise {
            position: p.candidates,
            step: p.step,
        });
        let (cells, picture, explanation) = match example {
            Some(ex) => {
                let hint = Hint::of_step(ex.step.clone(), &ex.position);
                let notes = position_notes(&ex.position);
                let cells = position_cells(&ex.position, |c| ex.position.get(c).is_some());
                // The lesson names the technique already: its reason, then the move.
                let words = vec![hint.explanation.clone(), hint.text(HintLayer::Action)];
                (cells, PictureView::of(&hint, &notes, 0), words)
            }
            None => (vec![CellView::default(); 81], None, Vec::new()),
        };
        Some(LessonView {
            title: crate::i18n::words::capitalize(t.title()),
            // TRANSLATORS: a lesson's subtitle: {level} is the technique's level (Hard),
            // {rating} its difficulty rating (3.2).
            subtitle: tr!(
                "{level} · rating {rating}",
                level = t.level().label(),
                rating = rating_text(t)
            ),
            text: t.lesson().to_string(),
            cells,
            picture,
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
        let seed = self
            .rounds_started
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(t as u64);
        let exercises: Vec<Exercise> = practice::round(t, seed, ROUND_LEN)
            .into_iter()
            .map(|p| Exercise {
                position: p.candidates,
                step: p.step,
            })
            .collect();
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
pub fn rating_text(t: Technique) -> String {
    crate::i18n::words::decimal(f64::from(t.base_rating()) / 10.0, 1)
}
