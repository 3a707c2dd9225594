//! The `LinesAdapter` global: the line-puzzle board, its hint heat map and the win sheet.

use super::{AppWindow, Forward, LinesAdapter, TileData, board};
use crate::app::AppModel;
use crate::i18n::words::clock;
use crate::lines::Tile;
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires flips, hints and new boards to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let l = window.global::<LinesAdapter>();
    let tiles: Rc<VecModel<TileData>> = Rc::new(VecModel::from(vec![TileData::default(); 16]));
    l.set_tiles(ModelRc::from(tiles));
    l.on_flip(forward.with(|m, i: i32| {
        if let Some(tile) = usize::try_from(i).ok().and_then(Tile::new) {
            let (lines, services) = m.lines_mut();
            lines.flip(tile, services);
        }
    }));
    l.on_hint(forward.to(|m| {
        let (lines, services) = m.lines_mut();
        lines.hint(services);
    }));
    l.on_new_game(forward.to(|m| m.new_lines(rand::random())));
}

/// Writes the line-puzzle game into the `LinesAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let l = window.global::<LinesAdapter>();
    refresh_time(window, model);
    let screen = model.lines();
    let Some(session) = screen.session() else {
        return;
    };
    let view = session.view();
    let tiles = l.get_tiles();
    for (i, t) in view.tiles.into_iter().enumerate() {
        let data = TileData {
            up: t.up,
            correct: t.correct,
            win: t.win,
            odds: t.odds,
            shade: t.shade,
            best: t.best,
            label: t.label.into(),
        };
        if tiles.row_data(i).as_ref() != Some(&data) {
            tiles.set_row_data(i, data);
        }
    }
    l.set_flips_text(view.flips_text.into());
    l.set_won(view.won);
    l.set_hint_text(screen.message().into());
    l.set_hint_shown(view.hint_shown);
    if let Some(sheet) = screen.win_sheet() {
        l.set_win_sheet(board::win_sheet(sheet));
    }
}

/// Updates the clock and par (called by the timer too).
pub fn refresh_time(window: &AppWindow, model: &AppModel) {
    if model.screen() != crate::app::Screen::Lines {
        return;
    }
    let l = window.global::<LinesAdapter>();
    let screen = model.lines();
    let par: SharedString = screen.par_text().into();
    if l.get_par_text() != par {
        l.set_par_text(par);
    }
    if let Some(s) = screen.session() {
        let text: SharedString = clock(s.elapsed_secs()).into();
        if l.get_time_text() != text {
            l.set_time_text(text);
        }
    }
}
