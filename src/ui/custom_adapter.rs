//! The `CustomAdapter` global: the custom-puzzle screen's board and pad (the game's widgets) and
//! the two ways to start a puzzle of one's own.

use super::game_adapter::{cell_data, pad_keys};
use super::{AppWindow, CustomAdapter, Shared};
use crate::app::{AppModel, CustomScreen};
use crate::session::CellView;
use crate::sudoku::{Cell, Digit};
use slint::{ComponentHandle, ModelRc, VecModel};
use std::rc::Rc;

/// Wires taps, digits and the start buttons to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<CustomAdapter>();
    let with = |f: fn(&mut CustomScreen, i32)| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move |n: i32| {
            f(model.borrow_mut().custom_mut(), n);
            refresh();
        }
    };
    a.on_tap(with(|c, i| {
        if let Some(cell) = usize::try_from(i).ok().and_then(Cell::new) {
            c.select(cell);
        }
    }));
    a.on_digit(with(|c, n| {
        if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
            c.enter(Some(d));
        }
    }));
    let erase = with(|c, _| c.enter(None));
    a.on_erase(move || erase(0));
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_start_text(move |text| {
            model.borrow_mut().start_custom_text(&text);
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_start_board(move || {
            model.borrow_mut().start_custom_board();
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_explain_text(move |text| {
            model.borrow_mut().explain_custom_text(&text);
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_explain_board(move || {
            model.borrow_mut().explain_custom_board();
            refresh();
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
    let mut keys = pad_keys(&[0; 9], 0);
    for k in &mut keys {
        k.remaining = -1;
    }
    a.set_keys(ModelRc::new(VecModel::from(keys)));
    a.set_error(custom.error().into());
}
