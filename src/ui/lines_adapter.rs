//! The `LinesAdapter` global: the line-puzzle board, its hint heat map and the win sheet.

use super::game_adapter::{seconds_for_display, strings};
use super::{AppWindow, LinesAdapter, Shared, TileData, format_duration};
use crate::app::AppModel;
use crate::lines::Tile;
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires flips, hints and new boards to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let l = window.global::<LinesAdapter>();
    let tiles: Rc<VecModel<TileData>> = Rc::new(VecModel::from(vec![TileData::default(); 16]));
    l.set_tiles(ModelRc::from(tiles));
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        l.on_flip(move |i| {
            if let Some(tile) = usize::try_from(i).ok().and_then(Tile::new) {
                let mut m = model.borrow_mut();
                let (lines, services) = m.lines_mut();
                lines.flip(tile, services);
                drop(m);
                refresh();
            }
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        l.on_hint(move || {
            let mut m = model.borrow_mut();
            let (lines, services) = m.lines_mut();
            lines.hint(services);
            drop(m);
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        l.on_new_game(move || {
            model.borrow_mut().new_lines(rand::random());
            refresh();
        });
    }
}

/// Writes the line-puzzle game into the `LinesAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let l = window.global::<LinesAdapter>();
    refresh_time(window, model);
    let screen = model.lines();
    let Some(session) = screen.session() else {
        return;
    };
    let game = session.state();
    let won_line = game.solved_line().map_or(0, |line| line.mask());
    let hint = session.hint();
    let shades = hint.map(|h| h.spread(game.face_up()));
    let tiles = l.get_tiles();
    for t in Tile::all() {
        let shown = game.shown(t);
        let odds = match (shown, hint) {
            (None, Some(h)) => h.odds[t.index()] as f32,
            _ => -1.0,
        };
        let best = hint.is_some_and(|h| h.best == Some(t));
        let mut label = format!("row {} column {}, ", t.row() + 1, t.col() + 1);
        label.push_str(match shown {
            Some(true) => "correct",
            Some(false) => "wrong",
            None => "face down",
        });
        if odds >= 0.0 {
            label.push_str(&format!(", {:.0}% likely correct", odds * 100.0));
        }
        if best {
            label.push_str(", best flip");
        }
        let data = TileData {
            up: shown.is_some(),
            correct: shown == Some(true),
            win: won_line & t.bit() != 0,
            odds,
            shade: match (odds >= 0.0, shades) {
                (true, Some(s)) => s[t.index()] as f32,
                _ => -1.0,
            },
            best,
            label: label.into(),
        };
        if tiles.row_data(t.index()).as_ref() != Some(&data) {
            tiles.set_row_data(t.index(), data);
        }
    }
    l.set_flips_text(
        match game.n_flips() {
            1 => "1 flip".to_string(),
            n => format!("{n} flips"),
        }
        .into(),
    );
    l.set_won(game.is_won());
    l.set_hint_text(screen.message().into());
    l.set_hint_shown(hint.is_some() && !game.is_won());
    if let Some(sheet) = screen.win_sheet() {
        l.set_summary_title(sheet.title.as_str().into());
        l.set_summary_time(sheet.time.as_str().into());
        l.set_summary_seconds(seconds_for_display(sheet.seconds));
        l.set_summary_chips(strings(&sheet.chips));
        l.set_summary_record(sheet.new_record);
        l.set_summary_lines(strings(&sheet.lines));
        l.set_summary_next(sheet.next.as_str().into());
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
        let text: SharedString = format_duration(s.elapsed_secs()).into();
        if l.get_time_text() != text {
            l.set_time_text(text);
        }
    }
}
