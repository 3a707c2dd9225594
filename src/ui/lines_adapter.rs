//! The `LinesAdapter` global: the line-puzzle board, its hint heat map and the win summary.

use super::app_state::{AppState, LINES_PAR, Screen};
use super::{AppWindow, LinesAdapter, Shared, TileData, format_duration};
use crate::lines::{Advisor, Tile};
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Works out perfect play (a few seconds) on a worker thread, once, so hints and par are
/// instant afterwards.
pub fn warm_advisor() {
    if LINES_PAR.get().is_some() {
        return;
    }
    std::thread::spawn(|| {
        if let Ok(mut advisor) = Advisor::shared().lock() {
            let par = advisor.par();
            let _ = LINES_PAR.set(par);
        }
    });
}

/// Wires flips, hints and new boards to `state`.
pub fn connect(window: &AppWindow, state: &Shared, refresh: Rc<dyn Fn()>) {
    let l = window.global::<LinesAdapter>();
    let tiles: Rc<VecModel<TileData>> = Rc::new(VecModel::from(vec![TileData::default(); 16]));
    l.set_tiles(ModelRc::from(tiles));
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        l.on_flip(move |i| {
            if let Ok(i) = usize::try_from(i) {
                state.borrow_mut().flip(i);
                refresh();
            }
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        l.on_hint(move || {
            state.borrow_mut().lines_hint();
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        l.on_new_game(move || {
            let mut s = state.borrow_mut();
            s.new_lines(rand::random());
            if s.screen != Screen::Lines {
                s.open(Screen::Lines);
            }
            drop(s);
            refresh();
        });
    }
}

/// Writes the line-puzzle game into the `LinesAdapter` global.
pub fn refresh(window: &AppWindow, state: &AppState) {
    let l = window.global::<LinesAdapter>();
    refresh_time(window, state);
    let Some(session) = &state.lines else { return };
    let game = session.game();
    let won_line = game.solved_line().map_or(0, |line| line.mask());
    let hint = state
        .lines_hint
        .as_ref()
        .filter(|h| h.face_up == game.face_up());
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
    l.set_won(session.is_won());
    l.set_hint_text(state.lines_message.as_str().into());
    let summary: Vec<SharedString> = state.lines_summary.iter().map(SharedString::from).collect();
    l.set_summary_lines(ModelRc::new(VecModel::from(summary)));
}

/// Updates the clock and par (called by the timer too).
pub fn refresh_time(window: &AppWindow, state: &AppState) {
    let l = window.global::<LinesAdapter>();
    l.set_par_text(
        LINES_PAR
            .get()
            .map_or("Par: working out perfect play…".to_string(), |p| {
                format!("Par {p:.2} flips")
            })
            .into(),
    );
    if let Some(s) = &state.lines {
        l.set_time_text(format_duration(s.elapsed_secs()).into());
    }
}
