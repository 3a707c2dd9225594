//! The `DailyAdapter` global: the daily puzzle's calendar, as the calendar's controller computes
//! it.

use super::{AppWindow, DailyAdapter, DayData, Shared};
use crate::app::AppModel;
use slint::{ComponentHandle, ModelRc, VecModel};
use std::rc::Rc;

/// Wires the month buttons and the days to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let d = window.global::<DailyAdapter>();
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        d.on_go_back(move || {
            model.borrow_mut().calendar_mut().go_back();
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        d.on_go_on(move || {
            model.borrow_mut().calendar_mut().go_on();
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        d.on_play(move |index| {
            let date = {
                let m = model.borrow();
                usize::try_from(index)
                    .ok()
                    .and_then(|i| m.calendar_view().days.get(i).cloned())
                    .filter(|day| day.playable)
                    .and_then(|day| day.date)
            };
            if let Some(date) = date {
                model.borrow_mut().play_daily(date);
                refresh();
            }
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        d.on_play_today(move || {
            let today = model.borrow().calendar().today();
            model.borrow_mut().play_daily(today);
            refresh();
        });
    }
}

/// Writes the calendar into the `DailyAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let d = window.global::<DailyAdapter>();
    let view = model.calendar_view();
    d.set_title(view.title.into());
    let days: Vec<DayData> = view
        .days
        .into_iter()
        .map(|day| DayData {
            day: i32::try_from(day.day).unwrap_or(0),
            level: day.level.into(),
            time: day.time.into(),
            solved: day.solved,
            late: day.late,
            today: day.today,
            playable: day.playable,
            in_progress: day.in_progress,
            label: day.label.into(),
        })
        .collect();
    d.set_days(ModelRc::new(VecModel::from(days)));
    d.set_can_go_back(view.can_go_back);
    d.set_can_go_on(view.can_go_on);
    d.set_summary(view.summary_text.into());
    d.set_levels_text(crate::app::daily::weekday_levels_text().into());
}
