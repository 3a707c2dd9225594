//! The `StatsAdapter` global: the numbers, chart and best-time history of the selected tab, as
//! the statistics screen's controller computes them.

use super::{AppWindow, ChartDot, Forward, StatLine, StatRow, StatsAdapter};
use crate::app::AppModel;
use crate::app::stats::{Stat, tabs};
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};

/// Wires the tab picker.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let a = window.global::<StatsAdapter>();
    a.on_select(forward.with(|m, tab: i32| {
        if let Ok(tab) = usize::try_from(tab) {
            m.stats_mut().0.select(tab);
        }
    }));
}

fn line(s: &Stat) -> StatLine {
    StatLine {
        label: s.label.as_str().into(),
        value: s.value.as_str().into(),
    }
}

fn lines(items: &[Stat]) -> ModelRc<StatLine> {
    ModelRc::new(VecModel::from(items.iter().map(line).collect::<Vec<_>>()))
}

/// Writes the selected tab's figures into the `StatsAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<StatsAdapter>();
    // The tabs, named in the window's language (made again only when the names changed).
    let labels: Vec<SharedString> = tabs().into_iter().map(|t| t.label.into()).collect();
    if !a.get_tabs().iter().eq(labels.iter().cloned()) {
        a.set_tabs(ModelRc::new(VecModel::from(labels)));
    }
    let screen = model.stats();
    let view = screen.view(model.services());
    a.set_tab(i32::try_from(screen.tab()).unwrap_or(0));
    a.set_empty(view.empty);
    let rows: Vec<StatRow> = view
        .numbers
        .chunks(3)
        .map(|c| StatRow {
            a: c.first().map(line).unwrap_or_default(),
            b: c.get(1).map(line).unwrap_or_default(),
            c: c.get(2).map(line).unwrap_or_default(),
        })
        .collect();
    a.set_numbers(ModelRc::new(VecModel::from(rows)));
    a.set_best_line(view.best_line.into());
    let dots: Vec<ChartDot> = view
        .dots
        .iter()
        .map(|d| ChartDot {
            x: d.x,
            y: d.y,
            record: d.record,
        })
        .collect();
    a.set_dots(ModelRc::new(VecModel::from(dots)));
    a.set_y_top(view.y_top.into());
    a.set_y_mid(view.y_mid.into());
    a.set_y_bottom(view.y_bottom.into());
    a.set_x_first(view.x_first.into());
    a.set_x_last(view.x_last.into());
    a.set_records(lines(&view.records));
    a.set_top_times(lines(&view.top_times));
}
