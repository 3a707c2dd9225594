//! The `DailyAdapter` global: the daily puzzle's calendar, as the calendar's controller computes
//! it.

use super::{AppWindow, DailyAdapter, DayData, Forward};
use crate::app::AppModel;
use slint::{ComponentHandle, ModelRc, VecModel};

/// Wires the month buttons and the days to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let d = window.global::<DailyAdapter>();
    d.on_go_back(forward.to(|m| m.calendar_mut().go_back()));
    d.on_go_on(forward.to(|m| m.calendar_mut().go_on()));
    d.on_play(forward.with(|m, index: i32| {
        let date = usize::try_from(index)
            .ok()
            .and_then(|i| m.calendar_view().days.get(i).cloned())
            .filter(|day| day.playable)
            .and_then(|day| day.date);
        if let Some(date) = date {
            m.play_daily(date);
        }
    }));
    d.on_play_today(forward.to(|m| {
        let today = m.calendar().today();
        m.play_daily(today);
    }));
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
            rank: i32::from(day.rank),
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
    d.set_ranks(i32::from(view.ranks));
    d.set_summary(view.summary_text.into());
    d.set_levels_text(crate::app::daily::weekday_levels_text().into());
}
