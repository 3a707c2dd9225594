//! The `CustomAdapter` global: the custom-puzzle screen's board and pad (the game's widgets) and
//! the two ways to start a puzzle of one's own.

use super::app_adapter::Jobs;
use super::board::{cell_data, plain_pad_keys};
use super::{AppWindow, CustomAdapter, Forward};
use crate::app::AppModel;
use crate::session::CellView;
use crate::sudoku::{Cell, Digit};
use slint::{ComponentHandle, ModelRc, VecModel};

/// Wires taps, digits and the start buttons to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward, jobs: &Jobs) {
    let a = window.global::<CustomAdapter>();
    a.on_tap(forward.with(|m, i: i32| {
        if let Some(cell) = usize::try_from(i).ok().and_then(Cell::new) {
            m.custom_mut().select(cell);
        }
    }));
    a.on_digit(forward.with(|m, n: i32| {
        if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
            m.custom_mut().enter(Some(d));
        }
    }));
    a.on_erase(forward.to(|m| m.custom_mut().enter(None)));
    a.on_start_text(forward.with(|m, text: slint::SharedString| m.start_custom_text(&text)));
    a.on_start_board(forward.to(AppModel::start_custom_board));
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        a.on_explain_text(move |text| {
            let job = model.borrow_mut().explain_custom_text(&text);
            jobs.explain(job);
        });
    }
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        a.on_explain_board(move || {
            let job = model.borrow_mut().explain_custom_board();
            jobs.explain(job);
        });
    }
}

/// Writes the entry board and the last refusal into the `CustomAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<CustomAdapter>();
    let custom = model.custom();
    let board = custom.board();
    let cells: Vec<_> = Cell::all()
        .map(|c| {
            let digit = board.get(c).map_or(0, Digit::get);
            let view = CellView {
                digit,
                given: digit > 0,
                selected: custom.selected() == Some(c),
                related: custom.selected().is_some_and(|s| s.sees(c)),
                ..CellView::default()
            };
            cell_data(&view)
        })
        .collect();
    a.set_cells(ModelRc::new(VecModel::from(cells)));
    a.set_keys(ModelRc::new(VecModel::from(plain_pad_keys())));
    a.set_error(custom.error().into());
}
