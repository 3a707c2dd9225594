//! [`Round`]: ten positions of one technique, one after another, scored and timed.

use super::{Attempt, Exercise, Verdict};
use crate::stats::Finding;
use crate::sudoku::killer::KillerTechnique;
use crate::tr;

/// How one position of a round went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The verdict.
    pub verdict: Verdict,
    /// A hint was asked for first.
    pub hinted: bool,
}

impl Answer {
    /// How the answer counts in the player's progress with its technique.
    pub fn finding(&self) -> Finding {
        match (self.verdict, self.hinted) {
            (Verdict::Right, false) => Finding::PracticeUnaided,
            (Verdict::Right, true) => Finding::PracticeHinted,
            (Verdict::Wrong, _) => Finding::PracticeMissed,
        }
    }
}

/// A round of practice: [`ROUND_LEN`] positions of one technique, one after another, with the
/// time it takes and how many were found.
#[derive(Clone, Debug)]
pub struct Round {
    technique: KillerTechnique,
    exercises: Vec<Exercise>,
    index: usize,
    attempt: Option<Attempt>,
    answers: Vec<Answer>,
    // The time of the positions answered before the one on screen.
    answered_ms: u64,
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
    pub result: String,
}

impl Round {
    /// A round of `exercises` (all of `technique`); the first position's clock starts now.
    pub fn new(technique: KillerTechnique, exercises: Vec<Exercise>) -> Round {
        let attempt = exercises.first().cloned().map(Attempt::new);
        Round {
            technique,
            exercises,
            index: 0,
            attempt,
            answers: Vec::new(),
            answered_ms: 0,
        }
    }

    /// The technique practised.
    pub fn technique(&self) -> KillerTechnique {
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

    /// Moves on once the position is judged: its answer and its time are kept, and the next
    /// position comes (or the round ends). Returns the answer kept, `None` when the position was
    /// not judged yet.
    pub fn advance(&mut self) -> Option<Answer> {
        let attempt = self.attempt.as_ref()?;
        let answer = Answer {
            verdict: attempt.verdict()?,
            hinted: attempt.hinted(),
        };
        self.answered_ms = self.answered_ms.saturating_add(attempt.elapsed_ms());
        self.answers.push(answer);
        self.index += 1;
        self.attempt = self.exercises.get(self.index).cloned().map(Attempt::new);
        Some(answer)
    }

    /// Puts `ms` on the round's clock (a staged picture shows a realistic time this way).
    pub fn set_elapsed_ms(&mut self, ms: u64) {
        let on_screen = self.attempt.as_ref().map_or(0, Attempt::elapsed_ms);
        self.answered_ms = ms.saturating_sub(on_screen);
    }

    /// Stops the clock (the screen was left) or starts it again.
    pub fn set_running(&mut self, running: bool) {
        if let Some(a) = &mut self.attempt {
            a.set_running(running);
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
        let on_screen = self.attempt.as_ref().map_or(0, Attempt::elapsed_ms);
        let seconds = self.answered_ms.saturating_add(on_screen) / 1000;
        let done = self.attempt.is_none();
        let name = crate::i18n::words::capitalize(self.technique.title());
        RoundView {
            title: name,
            score: if done {
                // TRANSLATORS: a finished round's score: {right} answers were right; {hints} is
                // "no hints", "1 hint" or "3 hints". The plural forms are chosen by {right}.
                tr!(
                    "{right} right · {hints}" | "{right} right · {hints}" % right,
                    right = right,
                    hints = hints_text
                )
            } else {
                // TRANSLATORS: a round's score: position {k} of {total}, {right} answers right
                // so far; {hints} is "no hints", "1 hint" or "3 hints". The plural forms are
                // chosen by {right}.
                tr!(
                    "{k} of {total} · {right} right · {hints}"
                        | "{k} of {total} · {right} right · {hints}" % right,
                    k = self.index + 1,
                    total = n,
                    right = right,
                    hints = hints_text
                )
            },
            seconds,
            done,
            result: if done {
                let with_hint = self
                    .answers
                    .iter()
                    .filter(|a| a.hinted && a.verdict == Verdict::Right)
                    .count();
                // TRANSLATORS: a finished round: {right} of the {total} positions solved,
                // {with_hint} of them with a hint, in {time} (04:12). The plural forms are chosen
                // by {right}.
                tr!(
                    "{right} of {total} found, {with_hint} with a hint, in {time}"
                        | "{right} of {total} found, {with_hint} with a hint, in {time}" % right,
                    right = right,
                    total = n,
                    with_hint = with_hint,
                    time = crate::i18n::words::clock(seconds)
                )
            } else {
                String::new()
            },
        }
    }
}
