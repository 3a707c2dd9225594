//! The `GameAdapter` global: maps the session's view to board rows and forwards the player's
//! input to the session.

use super::app_state::AppState;
use super::{AppAdapter, AppWindow, CellData, GameAdapter, PadKey, Shared, keys};
use crate::puzzle::Status;
use crate::session::{CellView, Input};
use crate::settings::MistakeDisplay;
use crate::sudoku::{Cell, Digit};
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires the game screen's callbacks to `state`; `refresh` redraws after each.
pub fn connect(window: &AppWindow, state: &Shared, refresh: Rc<dyn Fn()>) {
    let g = window.global::<GameAdapter>();
    let cells: Rc<VecModel<CellData>> = Rc::new(VecModel::from(vec![CellData::default(); 81]));
    g.set_cells(ModelRc::from(cells.clone()));
    let pad: Rc<VecModel<PadKey>> = Rc::new(VecModel::from(vec![PadKey::default(); 9]));
    g.set_pad(ModelRc::from(pad.clone()));

    let send = {
        let state = state.clone();
        let refresh = refresh.clone();
        move |input: Input| {
            state.borrow_mut().input(input);
            refresh();
        }
    };
    let on_cell = |f: fn(Cell) -> Input| {
        let send = send.clone();
        move |i: i32| {
            if let Some(c) = usize::try_from(i).ok().and_then(Cell::new) {
                send(f(c));
            }
        }
    };
    g.on_cell_tapped(on_cell(Input::TapCell));
    g.on_cell_noted(on_cell(Input::NoteCell));
    let on_digit = |f: fn(Digit) -> Input| {
        let send = send.clone();
        move |n: i32| {
            if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
                send(f(d));
            }
        }
    };
    g.on_digit_pressed(on_digit(Input::Digit));
    g.on_digit_noted(on_digit(Input::NoteDigit));
    let on = |input: Input| {
        let send = send.clone();
        move || send(input)
    };
    g.on_erase(on(Input::Erase));
    g.on_undo(on(Input::Undo));
    g.on_redo(on(Input::Redo));
    g.on_toggle_notes(on(Input::ToggleNotesMode));
    g.on_fill_notes(on(Input::FillNotes));
    g.on_clear_notes(on(Input::ClearNotes));
    g.on_toggle_pause(on(Input::TogglePause));
    g.on_reveal_cell(on(Input::RevealCell));
    g.on_reveal_solution(on(Input::RevealSolution));
    {
        let send = send.clone();
        g.on_key(
            move |text, shift, control| match keys::input_for_key(&text, shift, control) {
                Some(input) => {
                    send(input);
                    true
                }
                None => false,
            },
        );
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        g.on_check(move |show| {
            state.borrow_mut().check(show);
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        g.on_hint(move || {
            state.borrow_mut().hint();
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        g.on_hint_apply_move(move || {
            state.borrow_mut().apply_hint();
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        g.on_hint_close(move || {
            if let Some(s) = &mut state.borrow_mut().session {
                s.close_hint();
            }
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        g.on_dismiss_message(move || {
            state.borrow_mut().message.clear();
            refresh();
        });
    }
    {
        // A new game from the game screen has the difficulty of the last one.
        let (state, weak) = (state.clone(), window.as_weak());
        g.on_new_game(move || {
            let level = state.borrow().last_level;
            if let Some(w) = weak.upgrade() {
                w.global::<AppAdapter>().invoke_new_game(level as i32);
            }
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        g.on_window_active(move |active| {
            state.borrow_mut().set_active(active);
            refresh();
        });
    }
}

/// Writes the session's view into the `GameAdapter` global.
pub fn refresh(window: &AppWindow, state: &AppState) {
    let g = window.global::<GameAdapter>();
    g.set_show_timer(state.settings.show_timer);
    g.set_message(SharedString::from(state.message.as_str()));
    g.set_mistakes_help(
        match state.settings.mistakes {
            MistakeDisplay::Off => "Mistakes are not marked (Settings). A mistake is a digit that differs from the solution.",
            MistakeDisplay::Conflicts => "Digits that repeat in a row, column or box are marked. A mistake is a digit that differs from the solution.",
            MistakeDisplay::AgainstSolution => "Digits that differ from the solution are marked as mistakes.",
        }
        .into(),
    );
    let Some(session) = &state.session else {
        return;
    };
    let view = session.view();
    let hint = session.hint_view();
    match &hint {
        Some(h) => {
            let lines: Vec<SharedString> = h.lines.iter().map(SharedString::from).collect();
            g.set_hint_lines(ModelRc::new(VecModel::from(lines)));
            g.set_hint_more(h.has_more);
            g.set_hint_apply(h.can_apply);
        }
        None => {
            g.set_hint_more(false);
            g.set_hint_apply(false);
        }
    }
    g.set_hint_open(hint.is_some());
    let highlight_same = state.settings.highlight_same_digits;
    let wrong: Vec<bool> = Cell::all()
        .map(|c| state.show_wrong && session.state().is_wrong(c))
        .collect();
    let cells = g.get_cells();
    for (i, cv) in view.cells.iter().enumerate() {
        let mut data = cell_data(cv, highlight_same, wrong.get(i).copied().unwrap_or(false));
        data.hint = hint
            .as_ref()
            .is_some_and(|h| h.cells.iter().any(|c| c.index() == i));
        if cells.row_data(i).as_ref() != Some(&data) {
            cells.set_row_data(i, data);
        }
    }
    let pad = g.get_pad();
    for (i, &left) in view.remaining.iter().enumerate() {
        let key = PadKey {
            digit: i as i32 + 1,
            remaining: i32::from(left),
            locked: view.locked_digit as usize == i + 1,
        };
        if pad.row_data(i).as_ref() != Some(&key) {
            pad.set_row_data(i, key);
        }
    }
    g.set_highlight(if highlight_same {
        i32::from(view.highlight)
    } else {
        0
    });
    g.set_notes_mode(view.notes_mode);
    g.set_paused(view.paused);
    g.set_finished(view.finished);
    g.set_won(view.status == Status::Won);
    g.set_can_undo(view.can_undo);
    g.set_can_redo(view.can_redo);
    g.set_time_text(format_time(session.elapsed_secs()).into());
    g.set_difficulty(title_case(&session.info().difficulty).into());
    g.set_mistakes_text(
        match view.mistakes {
            0 => "No mistakes".to_string(),
            1 => "1 mistake".to_string(),
            n if session.rules().mistake_limit => format!("{n} of 3 mistakes"),
            n => format!("{n} mistakes"),
        }
        .into(),
    );
    if view.finished {
        let won = view.status == Status::Won;
        g.set_summary_title(if won { "Solved!" } else { "Three mistakes" }.into());
        let lines: Vec<SharedString> = summary_lines(state, won)
            .into_iter()
            .map(SharedString::from)
            .collect();
        g.set_summary_lines(ModelRc::new(VecModel::from(lines)));
    }
}

/// Updates only the clock text (called by the timer).
pub fn refresh_time(window: &AppWindow, state: &AppState) {
    if let Some(s) = &state.session {
        window
            .global::<GameAdapter>()
            .set_time_text(format_time(s.elapsed_secs()).into());
    }
}

fn summary_lines(state: &AppState, won: bool) -> Vec<String> {
    let Some(s) = &state.session else {
        return Vec::new();
    };
    let mut lines = vec![format!("Time {}", format_time(s.elapsed_secs()))];
    let info = s.info();
    let mut level = title_case(&info.difficulty);
    if let Some(score) = info.score {
        level = format!("{level} · rating {score:.1}");
    }
    lines.push(level);
    if won && !info.techniques.is_empty() {
        lines.push(format!("Needed: {}", info.techniques.join(", ")));
    }
    lines.push(match s.mistakes() {
        0 => "No mistakes".to_string(),
        1 => "1 mistake".to_string(),
        n => format!("{n} mistakes"),
    });
    lines.push(match s.hints() {
        0 => "No hints".to_string(),
        1 => "1 hint".to_string(),
        n => format!("{n} hints"),
    });
    if s.is_revealed() {
        lines.push("Answer revealed: this game does not count for records.".to_string());
    }
    if let Some(note) = &state.record_note {
        lines.push(note.clone());
    }
    lines
}

fn cell_data(v: &CellView, highlight_same: bool, show_wrong: bool) -> CellData {
    let mut label = String::new();
    if v.digit > 0 {
        label.push_str(&v.digit.to_string());
        if v.given {
            label.push_str(", given");
        }
    } else {
        label.push_str("empty");
        if v.notes != 0 {
            label.push_str(", notes");
            for d in 1..=9u16 {
                if v.notes & (1 << (d - 1)) != 0 {
                    label.push_str(&format!(" {d}"));
                }
            }
        }
    }
    let error = v.error || show_wrong;
    if error {
        label.push_str(", marked wrong");
    }
    if v.selected {
        label.push_str(", selected");
    }
    CellData {
        digit: i32::from(v.digit),
        notes: i32::from(v.notes),
        given: v.given,
        selected: v.selected,
        related: v.related,
        same: highlight_same && v.same_digit,
        error,
        hint: false,
        label: label.into(),
    }
}

/// `mm:ss` below an hour, `h:mm:ss` above.
pub fn format_time(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

fn title_case(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
