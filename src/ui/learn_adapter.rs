//! The `LearnAdapter` global: the ladder, the lesson and the practice round, as the Learn
//! screens' controller and the practice rules compute them.

use super::board::{cell_data, picture_models, plain_pad_keys, seconds_for_display};
use super::{AppWindow, Forward, LearnAdapter, TechniqueRow};
use crate::app::AppModel;
use crate::session::{Attempt, Verdict};
use crate::sudoku::{Cell, Digit};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

/// Wires the ladder's rows, the lesson's buttons and the practice board to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let a = window.global::<LearnAdapter>();
    a.on_open(forward.with(|m, i: i32| {
        let t = usize::try_from(i)
            .ok()
            .and_then(|i| m.ladder().rows.get(i).map(|r| r.technique));
        if let Some(t) = t {
            m.open_lesson(t);
        }
    }));
    a.on_another_example(forward.to(|m| m.learn_mut().another_example()));
    a.on_practise(forward.to(AppModel::start_practice));
    a.on_again(forward.to(AppModel::start_practice));
    a.on_next(forward.to(AppModel::practice_next));
    let attempt = |f: fn(&mut Attempt)| forward.to(move |m| on_attempt(m, f));
    a.on_check(attempt(Attempt::check));
    a.on_hint(attempt(Attempt::hint));
    a.on_reveal(attempt(Attempt::reveal));
    a.on_tap(forward.with(|m, i: i32| {
        if let Some(c) = usize::try_from(i).ok().and_then(Cell::new) {
            on_attempt(m, |a| a.tap(c));
        }
    }));
    a.on_digit(forward.with(|m, n: i32| {
        if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
            on_attempt(m, |a| a.digit(d));
        }
    }));
}

/// Applies `f` to the practice position in front, if there is one.
fn on_attempt(m: &mut AppModel, f: impl FnOnce(&mut Attempt)) {
    m.practice_attempt(f);
}

/// Writes the Learn screens' views into the `LearnAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<LearnAdapter>();
    let ladder = model.ladder();
    a.set_headline(ladder.headline.into());
    let rows: Vec<TechniqueRow> = ladder
        .rows
        .into_iter()
        .map(|r| TechniqueRow {
            name: r.name.into(),
            heading: r.heading.into(),
            rating: r.rating.into(),
            progress: r.progress.into(),
            mastered: r.mastered,
            suggested: r.suggested,
        })
        .collect();
    a.set_rows(ModelRc::new(VecModel::from(rows)));
    if let Some(l) = model.learn().lesson_view() {
        a.set_lesson_title(l.title.into());
        a.set_lesson_subtitle(l.subtitle.into());
        a.set_lesson_text(l.text.into());
        a.set_example_text(l.example.into());
        a.set_example_explanation(crate::i18n::words::sentences(&l.explanation).into());
        let cells: Vec<_> = l.cells.iter().map(cell_data).collect();
        a.set_example_cells(ModelRc::new(VecModel::from(cells)));
        let (picture, links) = picture_models(l.picture.as_ref());
        a.set_example_picture(picture);
        a.set_example_links(links);
        a.set_example_killer(l.killer);
    }
    refresh_round(&a, model);
}

fn refresh_round(a: &LearnAdapter<'_>, model: &AppModel) {
    let Some(round) = model.learn().round() else {
        return;
    };
    let v = round.view();
    a.set_round_title(v.title.into());
    a.set_round_score(v.score.into());
    a.set_round_seconds(seconds_for_display(v.seconds));
    a.set_round_done(v.done);
    a.set_round_result(v.result.into());
    let Some(attempt) = round.attempt().map(Attempt::view) else {
        return;
    };
    let cells: Vec<_> = attempt.cells.iter().map(cell_data).collect();
    a.set_practice_cells(ModelRc::new(VecModel::from(cells)));
    let (picture, links) = picture_models(attempt.picture.as_ref());
    a.set_practice_picture(picture);
    a.set_practice_links(links);
    a.set_practice_killer(attempt.killer);
    a.set_practice_keys(ModelRc::new(VecModel::from(plain_pad_keys())));
    a.set_prompt(attempt.prompt.into());
    a.set_message(attempt.message.into());
    a.set_explanation(SharedString::from(attempt.explanation.join("\n\n")));
    a.set_strikes(attempt.strikes);
    a.set_can_check(attempt.can_check);
    a.set_judged(attempt.verdict.is_some());
    a.set_right(attempt.verdict == Some(Verdict::Right));
}

/// Updates only the round's clock (called by the timer).
pub fn refresh_time(window: &AppWindow, model: &AppModel) {
    if model.screen() != crate::app::Screen::Practice {
        return;
    }
    if let Some(round) = model.learn().round() {
        window
            .global::<LearnAdapter>()
            .set_round_seconds(seconds_for_display(round.view().seconds));
    }
}
