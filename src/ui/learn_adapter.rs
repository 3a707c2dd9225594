//! The `LearnAdapter` global: the ladder, the lesson and the practice round, as the Learn
//! screens' controller and the practice rules compute them.

use super::game_adapter::{cell_data, pad_keys, picture_models};
use super::{AppWindow, LearnAdapter, Shared, TechniqueRow};
use crate::app::AppModel;
use crate::session::{Attempt, Verdict};
use crate::sudoku::{Cell, Digit};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires the ladder's rows, the lesson's buttons and the practice board to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<LearnAdapter>();
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_open(move |i| {
            let t = usize::try_from(i)
                .ok()
                .and_then(|i| crate::sudoku::Technique::all().get(i).copied());
            if let Some(t) = t {
                model.borrow_mut().open_lesson(t);
                refresh();
            }
        });
    }
    let with = |f: fn(&mut AppModel)| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move || {
            f(&mut model.borrow_mut());
            refresh();
        }
    };
    a.on_another_example(with(|m| m.learn_mut().another_example()));
    a.on_practise(with(AppModel::start_practice));
    a.on_again(with(AppModel::start_practice));
    a.on_next(with(AppModel::practice_next));
    let attempt = |f: fn(&mut Attempt)| {
        let call = with_attempt(model, refresh.clone(), move |a, _| f(a));
        move || call(0)
    };
    a.on_check(attempt(Attempt::check));
    a.on_hint(attempt(Attempt::hint));
    a.on_reveal(attempt(Attempt::reveal));
    {
        let tap = with_attempt(model, refresh.clone(), |a, i| {
            if let Some(c) = usize::try_from(i).ok().and_then(Cell::new) {
                a.tap(c);
            }
        });
        a.on_tap(tap);
    }
    {
        let digit = with_attempt(model, refresh.clone(), |a, n| {
            if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
                a.digit(d);
            }
        });
        a.on_digit(digit);
    }
}

/// A callback that applies `f` (with the callback's number) to the attempt in front.
fn with_attempt(
    model: &Shared,
    refresh: Rc<dyn Fn()>,
    f: impl Fn(&mut Attempt, i32) + 'static,
) -> impl Fn(i32) + 'static {
    let model = model.clone();
    move |n| {
        if let Some(a) = model
            .borrow_mut()
            .learn_mut()
            .round_mut()
            .and_then(|r| r.attempt_mut())
        {
            f(a, n);
        }
        refresh();
    }
}

/// Writes the Learn screens' views into the `LearnAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<LearnAdapter>();
    let ladder = model.ladder();
    a.set_summary(ladder.summary.into());
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
    a.set_round_seconds(super::game_adapter::seconds_for_display(v.seconds));
    a.set_round_done(v.done);
    a.set_round_summary(v.summary.into());
    let Some(attempt) = round.attempt().map(Attempt::view) else {
        return;
    };
    let cells: Vec<_> = attempt.cells.iter().map(cell_data).collect();
    a.set_practice_cells(ModelRc::new(VecModel::from(cells)));
    let (picture, links) = picture_models(attempt.picture.as_ref());
    a.set_practice_picture(picture);
    a.set_practice_links(links);
    let mut keys = pad_keys(&[0; 9], 0);
    for k in &mut keys {
        k.remaining = -1;
    }
    a.set_practice_keys(ModelRc::new(VecModel::from(keys)));
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
        window.global::<LearnAdapter>().set_round_seconds(
            super::game_adapter::seconds_for_display(round.view().seconds),
        );
    }
}
